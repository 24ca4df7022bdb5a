"""tools/turn_values.py: the cheap paired comparison of levels' whole turns."""

from __future__ import annotations

import math

import pytest

from game.engine.freight import FreightView, Phase
from game.engine.seat_view import narrowed
from tests.ai.tool_module import tool

turn_values = tool("turn_values")


def test_turn_starts_are_the_first_decisions_of_turns() -> None:
    starts = turn_values.turn_starts("freight", players=2, games=1, every=7, seed=3)
    assert starts
    # A Freight Train turn starts with its main action to choose (or the marker to pass on).
    assert all(narrowed(view, FreightView).phase is Phase.START and view.current_player == seat
               for view, seat in starts)


def test_the_same_start_and_seed_give_the_same_value_for_every_run() -> None:
    start = turn_values.turn_starts("freight", players=2, games=1, every=25, seed=4)[0]
    first = turn_values.turn_value("freight", "normal", start, seed=11)
    assert turn_values.turn_value("freight", "normal", start, seed=11) == first
    assert math.isfinite(first)


def test_a_level_against_itself_differs_by_nothing_and_errors_pair_by_start() -> None:
    assert turn_values.paired([1.0, 2.0, 3.0], [1.0, 2.0, 3.0]) == (0.0, 0.0)
    mean, error = turn_values.paired([2.0, 3.0, 5.0], [1.0, 2.0, 3.0])  # differences 1, 1, 2
    assert mean == pytest.approx(4 / 3)
    assert error == pytest.approx((1 / 3) ** 0.5 / 3 ** 0.5)
