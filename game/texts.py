"""Every text a player reads passes through here, and so does its grammar.

`tr("message")` gives a message in the player's language and `ntr(singular,
plural, n)` one that depends on a count, both from Python's gettext: the
catalog `assets/locale/<language>/LC_MESSAGES/railway.mo` when there is one,
else the English message itself, unchanged to the byte (the recorded games'
logs are compared byte for byte). Messages keep their variable parts as named
fields, so a translation may put them in its own order:
`tr("{name} takes {car} from {where}.").format(...)`.

The grammar the screens and the log share lives here too ("1 point", "3 cars",
"Ann, Bob and Cy"), written through the same functions, so a translation changes
it in the catalog, never in the screens. Articles belong to whole messages (each
car type has its "a Box car" message in game/engine/freight/cards.py); where one
English word means two things to a translator, `trc(context, message)` tells them
apart by the catalog's msgctxt.

`tools/extract_texts.py` lists every message marked this way (and by `mark`) into
`assets/locale/railway.pot`, the template a translator starts from. No pygame
here: the engines write their log lines through it.
"""

from __future__ import annotations

import gettext
import os
import time
from collections.abc import Callable, Iterable
from functools import lru_cache, wraps
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

DOMAIN = "railway"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "locale"
# The languages the app speaks, each named in its own words: a reader looks for their own.
LANGUAGES = {"en": "English", "nl": "Nederlands"}
ENGLISH = "en"
# Where the environment names its language, in the order gettext reads them.
LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

Made = TypeVar("Made")
Given = ParamSpec("Given")

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
    too. Screens laid out again read the new one, and pictures cached with
    cached_per_language are drawn again in it."""
    global _catalog, _language
    _language = system_language() if language is None else language
    _catalog = gettext.translation(DOMAIN, LOCALE_DIR, [_language], fallback=True)


def language() -> str:
    """The language texts are read in now ('en', 'nl'): the rules screen reads its files in it."""
    return _language


def cached_per_language(
    maxsize: int | None,
) -> Callable[[Callable[Given, Made]], Callable[Given, Made]]:
    """An lru_cache for something that shows words, such as a card's picture per size: kept
    per language, so after a switch the pictures are drawn in the new one (and a switch back
    finds the old ones still there). The arguments must be hashable, as lru_cache's."""
    def wrap(make: Callable[Given, Made]) -> Callable[Given, Made]:
        @lru_cache(maxsize)
        def made_in(language: str, *args: Any, **kwargs: Any) -> Made:
            return make(*args, **kwargs)

        @wraps(make)
        def cached(*args: Given.args, **kwargs: Given.kwargs) -> Made:
            # The caller's arguments must be hashable, as for lru_cache (said above).
            return made_in(_language, *args, **kwargs)  # type: ignore[arg-type]

        return cached
    return wrap


def mark(message: str) -> str:
    """`message` as it is, marked for the catalog: for tables of labels made at import and
    keyed by their English words, which are put through tr() where they are shown."""
    return message


def tr(message: str) -> str:
    """`message` in the player's language."""
    return _catalog.gettext(message)


def trc(context: str, message: str) -> str:
    """`message` in the player's language where one English word has two meanings in another:
    `trc("freight turn", "Pass")` is 'Passen' where `tr("Pass")` might be a pass of a card.
    The context is the catalog's msgctxt; English reads the message unchanged."""
    return _catalog.pgettext(context, message)


def ntr(singular: str, plural: str, count: int) -> str:
    """The form of a message for `count` things, with `{n}` filled in: '1 point', '3 points',
    '-1 point' (the form goes by the size of the count, not its sign)."""
    return _catalog.ngettext(singular, plural, abs(count)).replace("{n}", str(count))


def and_list(items: Iterable[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy': the words between the items are the catalog's
    ("{items}, {item}" and "{items} and {last}"), so Dutch says 'Ann, Bob en Cy'."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    return tr("{items} and {last}").format(items=series(words[:-1]), last=words[-1])


def series(items: Iterable[str]) -> str:
    """'Ann 12, Bob 9, Cy 4': items one after another with no 'and', the separator the
    catalog's ("{items}, {item}")."""
    words = list(items)
    text = words[0] if words else ""
    for word in words[1:]:
        text = tr("{items}, {item}").format(items=text, item=word)
    return text


def sentence(fragment: str) -> str:
    """A refusal or note ('you have no train 3') shown on its own, as a sentence begins in
    both languages: its first letter a capital, Dutch 'ij' as 'IJ' ('IJmuiden'), and a word
    opening with an apostrophe ("'s-Hertogenbosch") left as it is."""
    if fragment[:2] == "ij" and _language == "nl":
        return "IJ" + fragment[2:]
    return fragment[:1].upper() + fragment[1:]


def points(count: int) -> str:
    """'1 point', '-1 point', '108 points'."""
    return ntr("{n} point", "{n} points", count)


def cars(count: int) -> str:
    """'1 car', '3 cars'."""
    return ntr("{n} car", "{n} cars", count)


def turns(count: int) -> str:
    """'1 turn', '2 turns'."""
    return ntr("{n} turn", "{n} turns", count)


def date_and_time(seconds: float) -> str:
    """A moment as a reader of the language writes it: '4 Dec 2026, 14:05', '4 dec. 2026,
    14:05' (local time; the order of the parts and the month's name are the catalog's)."""
    moment = time.localtime(seconds)
    return tr("{day} {month} {year}, {hour}:{minute}").format(
        day=moment.tm_mday, month=_month(moment.tm_mon), year=moment.tm_year,
        hour=f"{moment.tm_hour:02d}", minute=f"{moment.tm_min:02d}")


def _month(number: int) -> str:
    """Month `number` (1-12) as a date names it, short; the context keeps 'May' apart."""
    return (trc("month", "Jan"), trc("month", "Feb"), trc("month", "Mar"), trc("month", "Apr"),
            trc("month", "May"), trc("month", "Jun"), trc("month", "Jul"), trc("month", "Aug"),
            trc("month", "Sep"), trc("month", "Oct"), trc("month", "Nov"),
            trc("month", "Dec"))[number - 1]


def decimal(value: float, places: int = 1) -> str:
    """'2.5' in English, '2,5' in Dutch: a number with `places` decimals and the language's
    decimal sign (the catalog's message "." in the context 'decimal sign')."""
    return f"{value:.{places}f}".replace(".", trc("decimal sign", "."))


def whole(count: int) -> str:
    """'12,345' in English, '12.345' in Dutch: a large count with the language's thousands
    sign (the catalog's message "," in the context 'thousands sign')."""
    return f"{count:,}".replace(",", trc("thousands sign", ","))


def on_off(state: bool) -> str:
    """A setting's state as its button says it."""
    return tr("on") if state else tr("off")


def wins_with(name: str, score: int) -> str:
    """'Bob wins with 108 points'."""
    return tr("{name} wins with {points}").format(name=name, points=points(score))


use_language(None)
