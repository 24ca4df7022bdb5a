"""tools/position_values.py: r² of the final lead against each search's position value."""

from __future__ import annotations

import pytest

from tests.ai.tool_module import tool

position_values = tool("position_values")


def test_r_squared_is_one_on_a_line_and_zero_without_a_relation() -> None:
    assert position_values.r_squared([1.0, 2.0, 3.0], [5.0, 3.0, 1.0]) == pytest.approx(1.0)
    unrelated = position_values.r_squared([1.0, -1.0, 1.0, -1.0], [1.0, 1.0, -1.0, -1.0])
    assert unrelated == pytest.approx(0.0)


@pytest.mark.parametrize("game", ["freight", "koplopers"])
def test_every_fifth_of_a_game_has_turn_starts_whose_final_lead_is_the_games(game: str) -> None:
    parts = position_values.samples(game, players=2, games=1, seed=5)
    assert len(parts) == position_values.PARTS and all(parts)
    finals = {sample[3] for part in parts for sample in part}
    assert len(finals) <= 2 and sum(finals) == 0  # one seat's lead is the other's deficit
    assert parts[0][0][0] == 0  # nobody has scored at the first turn's start
