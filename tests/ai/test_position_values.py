"""tools/position_values.py: r² of the final lead against each search's position value."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest


def _tool() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "tools" / "position_values.py"
    spec = importlib.util.spec_from_file_location("position_values", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_r_squared_is_one_on_a_line_and_zero_without_a_relation() -> None:
    tool = _tool()
    assert tool.r_squared([1.0, 2.0, 3.0], [5.0, 3.0, 1.0]) == pytest.approx(1.0)
    assert tool.r_squared([1.0, -1.0, 1.0, -1.0], [1.0, 1.0, -1.0, -1.0]) == pytest.approx(0.0)


@pytest.mark.parametrize("game", ["freight", "koplopers"])
def test_every_fifth_of_a_game_has_turn_starts_whose_final_lead_is_the_games(game: str) -> None:
    tool = _tool()
    parts = tool.samples(game, players=2, games=1, seed=5)
    assert len(parts) == tool.PARTS and all(parts)
    finals = {sample[3] for part in parts for sample in part}
    assert len(finals) <= 2 and sum(finals) == 0  # one seat's lead is the other's deficit
    assert parts[0][0][0] == 0  # nobody has scored at the first turn's start
