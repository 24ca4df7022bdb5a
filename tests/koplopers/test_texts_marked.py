"""Every text of the Koplopers engine a player reads passes through tr(), and costs no speed.

Issue 15: "Every text a player reads (log, status, dialogs, buttons) passes
through one gettext-style function, so that a Dutch translation can follow
without touching the screens." The engine's part is its refusals, the words of
its gestures, its option texts, its token names and its log; the log is
test_events.py's and tests/test_texts.py's. Map files are read by map authors
with tools/check_map.py, so mapfile.py's errors are theirs, not a player's.
"""

from __future__ import annotations

import ast
import gettext
import random
import re
from pathlib import Path

import pytest

from game import texts
from game.engine.errors import IllegalAction
from game.engine.koplopers import INFO, new_game, station_target, train_target
from game.engine.koplopers.listing import candidates
from tests.bracketed import Bracketed

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine" / "koplopers"
AUTHORS_ONLY = {"mapfile.py"}
MARKERS = {"tr", "ntr", "mark"}
PROSE = re.compile(r"[A-Za-z]{2,} +[A-Za-z]")  # two words in a row: a sentence, not a code



class Counting(gettext.NullTranslations):
    """English, counting the messages put into words."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def gettext(self, message: str) -> str:
        self.asked += 1
        return message


def _unmarked_prose(path: Path) -> list[str]:
    """The string literals in `path` that read as words yet reach no tr/ntr/mark."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            allowed.add(id(body[0].value))  # a docstring
        func = getattr(node, "func", None)
        name = getattr(func, "id", None) or getattr(func, "attr", None)
        if isinstance(node, ast.Call) and name in MARKERS:
            allowed.update(id(arg) for arg in node.args[:2])
        if isinstance(node, ast.JoinedStr):
            allowed.update(id(part) for part in node.values)  # read as one with the f-string
    found = []
    for node in sorted((n for n in ast.walk(tree) if hasattr(n, "lineno")),
                       key=lambda n: (n.lineno, n.col_offset)):
        if id(node) in allowed:
            continue
        if isinstance(node, ast.JoinedStr):
            words = "".join(v.value for v in node.values
                            if isinstance(v, ast.Constant) and isinstance(v.value, str))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            words = node.value
        else:
            continue
        if PROSE.search(words):
            found.append(f"{path.name}:{node.lineno}: {words!r}")
    return found


def test_no_text_of_the_engine_escapes_tr() -> None:
    modules = sorted(p for p in ENGINE.glob("*.py") if p.name not in AUTHORS_ONLY)
    assert len(modules) > 10
    assert [line for path in modules for line in _unmarked_prose(path)] == []


def test_the_scan_finds_an_unmarked_sentence(tmp_path: Path) -> None:
    """The scan above is not vacuous: an f-string refusal and a plain label are caught."""
    module = tmp_path / "rule.py"
    module.write_text('"""Doc."""\nfrom game.texts import tr\nOK = tr("fine words")\n'
                      'def f(n):\n    """Doc."""\n    return f"train {n} is not here"\n'
                      'LABEL = "Advanced rules"\nCODE = "MP-ZL.1>ZL"\n', encoding="utf-8")
    assert _unmarked_prose(module) == [
        "rule.py:6: 'train  is not here'", "rule.py:7: 'Advanced rules'"]


def _refusals(seed: int) -> list[str]:
    """Every refusal met over a random game: each candidate's and each gesture's."""
    game = new_game(3, seed=seed, options={"advanced": seed % 2 == 1})
    chooser = random.Random(seed)
    said: list[str] = []
    while not game.is_over:
        game.clear_cache()
        said += [why for a in candidates(game.rules) if (why := game.why_illegal(a))]
        seat = game.current_player or 0
        for number in (1, 2, 3):
            for target in (None, station_target(game.board, "ZL"), train_target(seat, 1)):
                try:
                    game.action_for(train_target(seat, number), target)
                except IllegalAction as refused:
                    said.append(str(refused))
        game.apply(chooser.choice(game.legal_actions()))
    return said


def test_every_refusal_and_gesture_word_is_translated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(texts, "_catalog", Bracketed())
    said = _refusals(1) + _refusals(2)
    assert len(said) > 1000
    assert [text for text in said if not text.startswith("⟦")] == []
    kinds = {text.split("⟧")[0] for text in said}
    assert len(kinds) > 25  # many different rules spoke, each through tr


def test_options_and_token_names_are_marked_and_shown_through_tr(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = new_game(2, seed=3)
    assert game.board.token_name(1).count("→") == 1  # English: '250 → Zwolle'
    (option,) = INFO.options
    assert (INFO.title, option.label) == ("Koplopers & Dwarsliggers", "Advanced rules")
    monkeypatch.setattr(texts, "_catalog", Bracketed())
    assert game.board.token_name(1).startswith("⟦")
    assert texts.tr(option.help).startswith("⟦First train on any construction site")


def test_listing_the_legal_actions_puts_no_refusal_into_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The listing asks about every candidate, and most are refused: none is worded."""
    counting = Counting()
    monkeypatch.setattr(texts, "_catalog", counting)
    for seed in range(3):
        game = new_game(2 + seed, seed=seed, options={"advanced": seed == 1})
        chooser = random.Random(seed)
        while not game.is_over:
            counting.asked = 0
            legal = game.legal_actions()
            assert counting.asked == 0
            game.apply(chooser.choice(legal))
