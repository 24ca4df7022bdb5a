"""Hard's Freight Train position value reads private cars that fit an open train as that
train's, a move away (freight_rater.position_value's reserve read).

Rulebook: "b) Move Cars From Your Private Yard To Your Trains ... Move 1 to 4 cars, one at a
time, from the end of a Private Yard line"; "May not add a car to a train that already has a
Caboose."
"""

from __future__ import annotations

from game.ai.freight_rater import flat_position_value, position_value, trains_with_reserve
from tests.freight.position import position

RIVAL_BOXES = {1: [("box", ["box", "box"])]}


def _leads(rows: list[list[str]]) -> tuple[float, float]:
    """Seat 0's lead by Hard's value and by the flat search's (no reserve read)."""
    game = position(2, rows={0: rows, 1: [[], []]}, trains={0: [("box", ["box"])], **RIVAL_BOXES})
    view = game.view(0)
    return position_value(view, 0), flat_position_value(view, 0)


def test_boxes_at_a_rows_end_count_towards_the_box_train_they_can_join() -> None:
    """Two Box cars at a row's end would make my 1-car Box train the longest (3 to 2): with
    plenty of pile left that counts, where the same cars buried under a Tank do not."""
    at_the_end, flat_at_the_end = _leads([["tank", "box", "box"], []])
    buried, flat_buried = _leads([["box", "box", "tank"], []])
    assert flat_at_the_end == flat_buried  # three private cars either way
    assert at_the_end > buried


def test_only_the_cars_a_move_can_take_and_only_onto_open_trains() -> None:
    game = position(2, main_yard=[[]] * 5, rows={0: [["box"] * 5, ["tank"]], 1: [[], []]},
                    trains={0: [("box", ["box"]), ("tank", ["tank"], True)], **RIVAL_BOXES})
    lengths = {(seat, kind): n for seat, kind, n, _ in trains_with_reserve(game.view(0))}
    assert lengths[(0, "box")] == 1 + 4  # a move takes 1 to 4 cars
    assert lengths[(0, "tank")] == 1  # a train with a Caboose takes no more cars
    assert lengths[(1, "box")] == 2


def test_as_the_day_ends_only_the_table_as_it_stands_counts() -> None:
    game = position(2, rows={0: [["box", "box"], []], 1: [[], []]},
                    trains={0: [("box", ["box"])], **RIVAL_BOXES})
    game.state.day_ending = True
    view = game.view(0)
    assert position_value(view, 0) == flat_position_value(view, 0)
