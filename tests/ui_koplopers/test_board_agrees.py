"""What the board shows and what a click there does agree (issue 39).

A station click means the lit ride whose badge the player read there; a refused
drop names its reason; the dragged pieces and lit targets are what they say.
"""

from __future__ import annotations

import random

import pytest

from game.engine.koplopers import EndTurn, KoplopersGame, Ride, new_game
from game.store.seats import Seat
from game.ui.app import App
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.ui.driving import click

from .mouse import board_of, select
from .test_board_by_mouse import start


def _mid_game(seed: int) -> KoplopersGame:
    """Round 3 or later, the first seat to move with all its points, trains on the board."""
    game = new_game(["Ann", "Bob"], seed=seed)
    rng = random.Random(seed)
    s = game.state
    while s.round < 3 or s.turn != 0 or s.boarding or s.draft or not s.seats[0].on_board():
        legal = game.legal_actions()
        rest = [a for a in legal if not isinstance(a, EndTurn)]
        game.apply(rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal))
    return game


def _board(app: App, seed: int) -> TableScreen:
    seats = [Seat("Ann", "red"), Seat("Bob", "yellow")]
    return start(app, session=Session(_mid_game(seed), seats, None))


@pytest.mark.parametrize("seed", range(1, 7))
def test_a_station_click_rides_as_far_as_its_badge_says(app: App, seed: int) -> None:
    """A lit section that ends at a station: a click on that station plays a lit ride to it
    and spends the points on the badge of the section ridden to (never "that costs 2 action
    points" under a badge saying 1)."""
    scene = _board(app, seed)
    board = board_of(scene)
    network = board.game.board
    for train in [t for t in board.seen.me.trains if t.position is not None]:
        select(app, scene, train.number)
        assert board.choices is not None
        rides = {p: cost for p, (_, cost) in board.choices.rides.items()}
        lit = sorted({network.facing_station(p) for p in rides} - {None})
        if lit:
            break
    else:
        pytest.skip("no train of this game may ride up to a station")
    before, played = board.seen.action_points, len(board.game.actions)
    click(app, board.station_point(lit[0]))
    assert len(board.game.actions) == played + 1, scene.status.text
    ride = board.game.actions[-1]
    assert isinstance(ride, Ride)
    position = network.position(ride.to)
    assert position in rides and network.facing_station(position) == lit[0]
    cheapest = min(cost for p, cost in rides.items() if network.facing_station(p) == lit[0])
    assert before - board.seen.action_points == rides[position] == cheapest
