"""A click on a station's dot with a train selected means riding in to that station: when
the train cannot, the refusal says so in station names, never another action's rule.

Seen in a whole game: train 1 stood on Heerlen's site; a click on far Groningen (whose site
lies beside its dot) answered "A train is scrapped only on a construction site", and a
click on a track it could not reach named the track by its label ("LW-GN.1>LW").
"""

from __future__ import annotations

import pytest

from game.engine.koplopers import Build, EndTurn, new_game
from game.store.seats import Seat
from game.ui.app import App
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.ui.driving import click, frames
from tests.ui.painted import spy_on_painted

from .mouse import board_of, select, settle
from .test_board_by_mouse import start


def heerlen_train_selected(app: App) -> TableScreen:
    """Ann's table in round 2: her train 1 on Heerlen's site is selected; Bob's stands on
    Groningen's, the site beside that station's dot."""
    game = new_game(["Ann", "Bob"], seed=5)
    for action in (Build(1, "site-HRL"), EndTurn(), Build(1, "site-GN"), EndTurn()):
        game.apply(action)
    scene = start(app, session=Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None))
    settle(app, scene)
    select(app, scene, 1)
    return scene


def test_a_far_station_clicked_says_the_train_cannot_ride_there(app: App) -> None:
    scene = heerlen_train_selected(app)
    board = board_of(scene)
    game = board.game
    record = game.record()
    click(app, board.station_point("GN"))
    said = scene.status.text
    assert game.record() == record
    assert said.startswith("Train 1 cannot ride to Groningen"), said
    assert "scrap" not in said and ">" not in said


def test_the_station_card_keeps_away_from_the_refusal_of_a_click(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The click's refusal is drawn beside the click; Groningen's card, drawn there too once
    the mouse rested on its dot, covered half of it."""
    scene = heerlen_train_selected(app)
    board = board_of(scene)
    click(app, board.station_point("GN"))
    painted = spy_on_painted(monkeypatch)
    frames(app)
    assert scene.status.text.startswith("Train 1 cannot ride to Groningen")
    assert not any(text.startswith("Groningen (GN)") for text in painted), painted
