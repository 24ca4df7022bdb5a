"""A click behind a train that faces the other way says to Reverse it first.

Seen in a whole game by mouse: a new train on Heerlen's site, facing its buffer stop, clicked
to ride to Sittard, gave the general ride rule and no word on turning it round.
"""

from __future__ import annotations

from game.engine.koplopers import Build, EndTurn, new_game
from game.store.seats import Seat
from game.ui.app import App
from game.ui.session import Session
from tests.ui.driving import click

from .mouse import board_of, select, settle
from .test_board_by_mouse import start


def test_a_ride_behind_the_train_says_reverse_first(app: App) -> None:
    game = new_game(["Ann", "Bob"], seed=5)
    for action in (Build(1, "site-HRL"), EndTurn(), Build(1, "site-GN"), EndTurn()):
        game.apply(action)  # round 2: Ann's train 1 faces the buffer at Heerlen's site
    scene = start(app, session=Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None))
    board = board_of(scene)
    select(app, scene, 1)
    played = len(game.actions)
    click(app, board.station_point("STD"))  # Sittard lies behind it
    settle(app, scene)
    assert len(board.game.actions) == played
    said = scene.status.text
    assert said.startswith("Train 1 faces the other way: Reverse it first"), said
