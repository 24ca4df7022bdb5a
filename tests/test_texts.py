"""Every text a player reads goes through game/texts.py, and its grammar lives there.

Issue 15: "Grammar: 'an Ore car', 'an Auto Rack', '1 point', 'Bob wins with
108 points', in one place that every message goes through. Every text a player
reads (log, status, dialogs, buttons) passes through one gettext-style function,
so that a Dutch translation can follow without touching the screens."
"""

from __future__ import annotations

import importlib.util
import struct
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from game import texts
from game.engine import freight

ROOT = Path(__file__).resolve().parent.parent


def extract_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("extract_texts", ROOT / "tools/extract_texts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def write_mo(path: Path, translations: dict[str, str]) -> None:
    """A compiled gettext catalog (GNU .mo), as msgfmt writes it; plurals joined by NUL."""
    keys = sorted(translations)
    ids = b"".join(k.encode() + b"\0" for k in keys)
    strs = b"".join(translations[k].encode() + b"\0" for k in keys)
    start = 7 * 4 + 16 * len(keys)
    id_table, str_table, offset = [], [], 0
    for k in keys:
        id_table += [len(k.encode()), start + offset]
        offset += len(k.encode()) + 1
    offset = 0
    for k in keys:
        str_table += [len(translations[k].encode()), start + len(ids) + offset]
        offset += len(translations[k].encode()) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + struct.pack(f"{len(id_table)}i", *id_table)
                     + struct.pack(f"{len(str_table)}i", *str_table) + ids + strs)


@pytest.fixture
def dutch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A tiny Dutch catalog installed where the app looks for catalogs, and chosen."""
    write_mo(tmp_path / "nl" / "LC_MESSAGES" / "railway.mo", {
        "": "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n",
        "The End Of Day card is drawn!": "De Einde-van-de-dag-kaart is getrokken!",
        "{name} adds a locomotive.": "{name} zet een locomotief in.",
        "{n} point\0{n} points": "{n} punt\0{n} punten",
        "{name} wins with {points}": "{name} wint met {points}",
    })
    monkeypatch.setattr(texts, "LOCALE_DIR", tmp_path)
    texts.use_language("nl")
    yield
    texts.use_language(None)


def test_grammar_of_articles_lists_and_counts() -> None:
    assert [freight.a_car(c) for c in (freight.Car.ORE, freight.Car.AUTO_RACK, freight.Car.BOX)
            ] == ["an Ore car", "an Auto Rack car", "a Box car"]
    assert freight.a_train("incremental") == "an Incremental train"
    assert [texts.and_list(names) for names in ([], ["Ann"], ["Ann", "Bob"], ["A", "B", "C"])
            ] == ["", "Ann", "Ann and Bob", "A, B and C"]
    assert texts.series(["Ann 4", "Bob 2", "Cy 1"]) == "Ann 4, Bob 2, Cy 1"
    assert texts.sentence("you have no train 3") == "You have no train 3"
    assert texts.decimal(2.5) == "2.5"
    assert [texts.points(n) for n in (1, -1, 0, 108)] == [
        "1 point", "-1 point", "0 points", "108 points"]
    assert texts.cars(1) == "1 car" and texts.cars(3) == "3 cars"
    assert texts.wins_with("Bob", 108) == "Bob wins with 108 points"
    assert texts.wins_with("Bob", 1) == "Bob wins with 1 point"


def test_the_engine_log_is_english_byte_for_byte_without_a_catalog() -> None:
    assert freight.EndOfDayDrawn().log_line(["Ann"]) == "The End Of Day card is drawn!"
    assert texts.tr("{name} adds a locomotive.").format(name="{Ann}") == "{Ann} adds a locomotive."


@pytest.mark.usefixtures("dutch")
def test_a_dutch_catalog_changes_the_texts_and_not_the_code() -> None:
    assert freight.EndOfDayDrawn().log_line(["Ann"]) == "De Einde-van-de-dag-kaart is getrokken!"
    assert freight.LocomotiveAdded(0).log_line(["Ann"]) == "Ann zet een locomotief in."
    assert texts.wins_with("Bob", 1) == "Bob wint met 1 punt"
    assert texts.points(108) == "108 punten"
    assert texts.tr("Day {day} begins.") == "Day {day} begins."  # untranslated: English


def test_the_template_lists_every_marked_message() -> None:
    """assets/locale/railway.pot is what tools/extract_texts.py makes from the code now:
    a message added to a screen, the log or a dialog reaches the translators."""
    tool = extract_tool()
    assert tool.TEMPLATE.read_text(encoding="utf-8") == tool.template(), (
        "run: python tools/extract_texts.py")
    assert 'msgid "The End Of Day card is drawn!"' in tool.template()
    assert 'msgid_plural "{n} points"' in tool.template()


def test_the_freight_game_end_says_wins_for_one_winner_and_win_for_two() -> None:
    from game.engine.freight import GameOver

    assert GameOver((1,), 97).log_line(["Ann", "Bob"]) == (
        "The game is over. Bob wins with 97 points."
    )
    assert GameOver((0, 1), 73).log_line(["Ann", "Bob"]) == (
        "The game is over. Ann and Bob win with 73 points."
    )


def test_a_picture_cached_per_language_is_drawn_again_after_a_switch() -> None:
    """Card pictures are cached per size; a language switch must not show the old words."""
    drawn: list[str] = []

    @texts.cached_per_language(maxsize=4)
    def picture(size: int) -> str:
        drawn.append(texts.language())
        return f"{texts.tr('New game')} at {size}"

    texts.use_language("en")
    assert picture(10) == "New game at 10" and picture(10) == "New game at 10"
    texts.use_language("nl")
    assert picture(10) == "Nieuw spel at 10"
    texts.use_language("en")
    assert picture(10) == "New game at 10"
    assert drawn == ["en", "nl"]  # each language drawn once, kept for the switch back
    texts.use_language(None)
