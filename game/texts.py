"""Every text a player reads passes through here, and so does its grammar.

`tr("message")` gives a message in the player's language and `ntr(singular,
plural, n)` one that depends on a count, both from Python's gettext: the
catalog `assets/locale/<language>/LC_MESSAGES/railway.mo` when there is one,
else the English message itself, unchanged to the byte (the recorded games'
logs are compared byte for byte). Messages keep their variable parts as named
fields, so a translation may put them in its own order:
`tr("{name} takes {car} from {where}.").format(...)`.

The English grammar the screens and the log share lives here too ("an Ore
car", "1 point", "3 cars"), written through the same two functions, so a
translation changes it in the catalog, never in the screens.

`tools/extract_texts.py` lists every message marked this way (and by `mark`) into
`assets/locale/railway.pot`, the template a translator starts from. No pygame
here: the engines write their log lines through it.
"""

from __future__ import annotations

import gettext
from pathlib import Path

DOMAIN = "railway"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "locale"

_catalog: gettext.NullTranslations = gettext.NullTranslations()


def use_language(language: str | None) -> None:
    """Read texts in `language` ('nl') from now on; None: as the environment says (LANGUAGE,
    LANG), English where no catalog is installed. Texts built once at start-up (tables of
    car names) keep the language they were built in, so call this before a game loads."""
    global _catalog
    languages = None if language is None else [language]
    _catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages, fallback=True)


def mark(message: str) -> str:
    """`message` as it is, marked for the catalog: for tables of labels made at import and
    keyed by their English words, which are put through tr() where they are shown."""
    return message


def tr(message: str) -> str:
    """`message` in the player's language."""
    return _catalog.gettext(message)


def ntr(singular: str, plural: str, count: int) -> str:
    """The form of a message for `count` things, with `{n}` filled in: '1 point', '3 points',
    '-1 point' (the form goes by the size of the count, not its sign)."""
    return _catalog.ngettext(singular, plural, abs(count)).replace("{n}", str(count))


def a_or_an(title: str) -> str:
    """'a Box car', 'an Ore car', 'an Auto Rack': the article a reader expects before a title."""
    if title[:1] in "AEIOU":
        return tr("an {thing}").format(thing=title)
    return tr("a {thing}").format(thing=title)


def points(count: int) -> str:
    """'1 point', '-1 point', '108 points'."""
    return ntr("{n} point", "{n} points", count)


def cars(count: int) -> str:
    """'1 car', '3 cars'."""
    return ntr("{n} car", "{n} cars", count)


def turns(count: int) -> str:
    """'1 turn', '2 turns'."""
    return ntr("{n} turn", "{n} turns", count)


def on_off(state: bool) -> str:
    """A setting's state as its button says it."""
    return tr("on") if state else tr("off")


def wins_with(name: str, score: int) -> str:
    """'Bob wins with 108 points'."""
    return tr("{name} wins with {points}").format(name=name, points=points(score))


use_language(None)
