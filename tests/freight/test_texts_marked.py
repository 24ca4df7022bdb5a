"""Every Freight text a player reads passes through tr()/ntr()/mark() (issue 15).

Issue 15: "Every text a player reads (log, status, dialogs, buttons) passes
through one gettext-style function, so that a Dutch translation can follow
without touching the screens." The engine's share is its refusals, its
readings of actions (describe), the names of cars and train kinds, the option
labels and the record and option errors. Two checks: no literal with words in
it is left outside tr/ntr/mark in the engine's code, and with a catalog that
brackets every message, what the engine says for a whole game comes out
bracketed.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from game import texts
from game.engine.freight import Car, FreightGame, Pass, Phase, Take, kind_title, new_game
from game.engine.freight.rules import candidates
from tests.bracketed import Bracketed

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine" / "freight"
MARKERS = {"tr", "ntr", "mark"}
# Raised for a caller's programming mistake, never shown at the table: left in English.
DEVELOPER_ERRORS = {"ValueError", "TypeError", "KeyError", "AssertionError"}


def has_words(text: str) -> bool:
    """Whether a literal reads as words (a letter and a space outside its {fields}),
    not a code, a spelling like 'row:{n}' or a lone name."""
    plain = re.sub(r"\{[^{}]*\}", "", text)
    return re.search(r"[A-Za-z]", plain) is not None and " " in plain.strip()


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else getattr(node, "attr", "")


def unmarked_words(path: Path) -> list[str]:
    """The literals with words in `path` that are neither docs nor given to tr/ntr/mark."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    exempt: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr):  # a docstring, or the note under a constant
            exempt.add(id(node.value))
        elif isinstance(node, ast.Call) and _name(node.func) in MARKERS:
            exempt.update(id(arg) for arg in node.args[:2])
        elif isinstance(node, ast.Call) and _name(node.func) in DEVELOPER_ERRORS:
            exempt.update(id(sub) for arg in node.args for sub in ast.walk(arg))
        elif isinstance(node, ast.JoinedStr):
            exempt.update(id(part) for part in node.values)  # judged as the whole f-string
    found = []
    for node in ast.walk(tree):
        if id(node) in exempt:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            parts = (str(p.value) if isinstance(p, ast.Constant) else "{}" for p in node.values)
            text = "".join(parts)
        else:
            continue
        if has_words(text):
            found.append(f"{path.name}:{node.lineno}: {text!r}")
    return found


def test_no_words_in_the_freight_engine_escape_tr() -> None:
    escaped = [line for path in sorted(ENGINE.glob("*.py")) for line in unmarked_words(path)]
    assert escaped == []


def test_the_scan_finds_words_and_passes_codes() -> None:
    assert has_words("you hold no car to place") and has_words("{name} adds a locomotive")
    assert not has_words("coil_steel") and not has_words("{where}:{arg}")
    assert not has_words("{name} {score}")



@pytest.fixture
def bracketed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(texts, "_catalog", Bracketed())


@pytest.mark.usefixtures("bracketed")
def test_refusals_and_readings_of_a_whole_game_are_translated() -> None:
    """At every step of random games (standard and with every variant), each candidate the
    rules refuse is refused in translated words, and each legal action is read in them."""
    refusals = 0
    for seed, options in enumerate([None, {"face_down": True, "mixed_kinds": ["pairs"]}]):
        game = new_game(3, seed=seed, options=options)
        chooser = random.Random(seed)
        while not game.is_over and len(game.actions) < 400:
            legal = game.legal_actions()
            seat = game.current_player
            assert seat is not None
            for action in candidates(game.state):
                reason = game.why_illegal(action)
                if action in legal:
                    assert game.describe(action, seat).startswith("⟦")
                else:
                    assert reason is not None and reason.startswith("⟦"), (action, reason)
                    refusals += 1
            game.apply(chooser.choice(legal))
    assert refusals > 100


@pytest.mark.usefixtures("bracketed")
def test_names_of_cars_and_kinds_and_the_game_over_refusal_are_translated() -> None:
    assert Car.COIL_STEEL.title == "⟦Coil Steel⟧"
    assert kind_title("alt_pairs") == "⟦Alternating Pairs⟧" and kind_title("box") == "⟦Box⟧"
    game = FreightGame(2, seed=3)
    game.state.phase = Phase.OVER
    assert game.why_illegal(Pass()) == "⟦the game is over⟧"


def test_without_a_catalog_the_words_are_english_to_the_byte() -> None:
    game = new_game(2, seed=3)
    assert Car.COIL_STEEL.title == "Coil Steel" and kind_title("alt_pairs") == "Alternating Pairs"
    state = game.state
    seat = state.turn
    take = next(a for a in game.legal_actions() if isinstance(a, Take))
    line = state.main_yard[take.line - 1]
    assert game.describe(take, seat) == (
        f"{game.players[seat]} takes the {Car(line[-1]).title} car from Main Yard line {take.line}"
    )
