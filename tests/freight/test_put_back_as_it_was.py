"""Right after a Switch, the yard may be put back as it was in one go (a button on the
table): the engine gives the put-backs that rebuild both rows as they stood.

Rulebook, c) Switch Your Private Yard: "rearrange the cars in your Private Yard"; the
rows may end as they began, and the point is paid all the same.
"""

from __future__ import annotations

import pytest

from game.engine.errors import IllegalAction
from game.engine.freight import PutBack, YardSwitched, new_game
from tests.freight.position import play


def test_the_put_backs_rebuild_both_rows_as_they_stood_before_the_switch() -> None:
    game = new_game(["Ann", "Bob"], seed=1)
    play(game, "loco")  # Ann's turn: Bob switches in his
    assert game.current_player == 1 and not game.can_put_back_as_it_was()
    rows = game.view(None).players[1].rows
    play(game, "switch")
    assert game.can_put_back_as_it_was()
    put_backs = game.put_back_as_it_was()
    assert put_backs == [PutBack(car, n) for n, row in enumerate(rows, start=1) for car in row]
    events = [event for action in put_backs for event in game.apply(action)]
    assert YardSwitched(1) in events  # the switch is over, its turn with it
    bob = game.view(None).players[1]
    assert bob.rows == rows and bob.score == 5 - 1  # the point is paid all the same


def test_only_right_after_the_switch_before_any_car_is_put_back() -> None:
    game = new_game(["Ann", "Bob"], seed=1)
    with pytest.raises(IllegalAction, match="only right after a switch"):
        game.put_back_as_it_was()
    play(game, "switch")
    first = game.put_back_as_it_was()[0]
    game.apply(first)
    assert not game.can_put_back_as_it_was()
    with pytest.raises(IllegalAction, match="only right after a switch"):
        game.put_back_as_it_was()
