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
import os
from pathlib import Path

DOMAIN = "railway"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "locale"
# The languages the app speaks, each named in its own words: a reader looks for their own.
LANGUAGES = {"en": "English", "nl": "Nederlands"}
ENGLISH = "en"
# Where the environment names its language, in the order gettext reads them.
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH


def system_language() -> str:
    """The environment's language, one of LANGUAGES: 'nl' for LANG=nl_NL.UTF-8 or
    LANGUAGE=nl:en, English for any language the app does not speak (or for C, POSIX)."""
    for variable in LANGUAGE_VARIABLES:
        value = os.environ.get(variable)
        if value:  # the first one set decides, as for gettext; LANGUAGE may list several
            wanted = (part.split("_")[0].split(".")[0].lower() for part in value.split(":"))
            return next((code for code in wanted if code in LANGUAGES), ENGLISH)
    return ENGLISH


def use_language(language: str | None) -> None:
    """Read texts in `language` ('nl') from now on; None: the environment's (system_language).
    English is the messages themselves; a language with no catalog installed reads English
    too. Texts built once (tables of car names made at import, pictures cached by size)
    keep the language they were built in; screens laid out again read the new one."""
    global _catalog, _language
    _language = system_language() if language is None else language
    _catalog = gettext.translation(DOMAIN, LOCALE_DIR, [_language], fallback=True)


def language() -> str:
    """The language texts are read in now ('en', 'nl'): the rules screen reads its files in it."""
    return _language


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
