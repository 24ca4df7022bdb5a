"""The map tools, whole games on the tiny test map, and damaged records."""

from __future__ import annotations

import importlib.util
import random
from functools import partial
from pathlib import Path
from types import ModuleType

import pytest

from game.engine.errors import InvalidRecord
from game.engine.koplopers import load, new_game
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.mapfile import load_map
from game.engine.record import replay

from .test_random_play import check_invariants

ROOT = Path(__file__).resolve().parents[2]
TINY = Path(__file__).with_name("tiny_map.json")


def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_check_map_passes_the_real_board_and_flags_the_tiny_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    check = tool("check_map")
    assert check.main(["check_map"]) == 0
    assert "38 stations" in capsys.readouterr().out
    assert check.main(["check_map", str(TINY)]) == 1
    assert "PROBLEM region west has 4 spots" in capsys.readouterr().out


def test_preview_renders_a_png(tmp_path: Path) -> None:
    out = tmp_path / "tiny.png"
    assert tool("preview_map").main(["preview_map", str(TINY), str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_on_the_tiny_map_end_and_replay(players: int) -> None:
    board = load_map(TINY)
    make = partial(KoplopersGame, board=board)
    game = make(players, seed=players, options={"advanced": players == 3})
    chooser = random.Random(players)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
        check_invariants(game)
    again = replay(game.record(), KoplopersGame, make)
    assert again.view(None) == game.view(None)


def test_damaged_records_are_refused_with_the_reason() -> None:
    game = new_game(2, seed=4)
    game.apply(game.legal_actions()[0])
    record = game.record()
    record["actions"].append({"type": "ride", "train": 3, "to": "MP-ZL.1>ZL"})
    with pytest.raises(InvalidRecord, match="action 2 .* is illegal"):
        load(record)
    record["actions"][-1] = {"type": "fly", "to": "UT"}
    with pytest.raises(InvalidRecord, match="not readable"):
        load(record)
