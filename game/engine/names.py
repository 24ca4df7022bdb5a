"""Player names: how typed text becomes a name, and which names a record may hold.

Names come from keyboards - any script, emoji with variation selectors, joiners,
soft hyphens, right-to-left marks, combining accents - and from save files, which
anyone can edit. Every such name is welcome; only what no keyboard types is
refused: lone surrogates (which cannot even be written out as UTF-8, so a save
holding one could be neither shown nor saved again) and control characters.
The setup screen cleans what was typed with `clean_name`; every game's
`new_game`, and so replay, `check` and Load, asks `name_problem`.
"""

from __future__ import annotations

import unicodedata

from game.texts import tr

MAX_NAME_LENGTH = 40

# Categories that show nothing by themselves: spaces, controls, format characters
# (zero-width space and joiners, direction marks, the soft hyphen) and marks that
# only sit on another character (accents, variation selectors).
_INVISIBLE = ("Z", "Cc", "Cf", "Cs", "M")


def clean_name(typed: str) -> str:
    """`typed` as a name: composed (NFC), control characters as spaces, no outer spaces.

    NFC makes "Zoë" typed as e + combining diaeresis the same name as the one
    typed with ë, so two seats cannot differ by it and fonts draw the composed
    letter they have.
    """
    spaced = "".join(" " if unicodedata.category(char) == "Cc" else char for char in typed)
    return unicodedata.normalize("NFC", spaced).strip()


def name_problem(name: object) -> str | None:
    """Why `name` cannot be a player's name, in words naming the rule; None when it can."""
    if not isinstance(name, str):
        return tr("player name {name!r} is not text").format(name=name)
    if any(unicodedata.category(char) == "Cs" for char in name):
        return tr("player name {name!r} holds a lone surrogate, which is not a character").format(
            name=name)
    if any(unicodedata.category(char) == "Cc" for char in name):
        return tr("player name {name!r} holds a control character").format(name=name)
    if len(name) > MAX_NAME_LENGTH or not any(
        not unicodedata.category(char).startswith(_INVISIBLE) for char in name
    ):
        return tr("player name {name!r} must be 1 to {most} characters, not all blank").format(
            name=name, most=MAX_NAME_LENGTH)
    return None
