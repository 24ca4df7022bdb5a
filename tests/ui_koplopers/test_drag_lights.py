"""A piece carried by the mouse lights its own targets and nothing of the selection: the
construction sites for a train from the box, the station for an obstruction card.

Seen in a whole game by mouse: with train 1 selected, a train dragged out of the box lit
train 1's rides, not the sites it could be built on.
"""

from __future__ import annotations

from game.engine.koplopers import Build, EndTurn, KoplopersGame, Reverse, new_game
from game.store.seats import Seat
from game.texts import tr
from game.ui.app import App
from game.ui.koplopers import texts
from game.ui.session import Session
from tests.ui.driving import frames, move_to, press_at, release_at

from .mouse import board_of, select, settle
from .test_board_by_mouse import start


def _a_train_out_and_one_in_the_box() -> KoplopersGame:
    """Round 2, Ann: train 1 at Heerlen, turned round (it has rides), train 2 in its box."""
    game = new_game(["Ann", "Bob"], seed=5)
    for action in (Build(1, "site-HRL"), EndTurn(), Build(1, "site-GN"), EndTurn(), Reverse(1)):
        game.apply(action)
    return game


def test_a_box_train_lights_its_sites_not_the_selected_trains_rides(app: App) -> None:
    game = _a_train_out_and_one_in_the_box()
    scene = start(app, session=Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None))
    board = board_of(scene)
    select(app, scene, 1)
    frames(app)
    assert board.choices is not None and board.choices.rides
    assert any(word != tr(texts.BUILD_BADGE) for _, word in board.painter.lit)  # rides lit
    sites = board.build_sites(2)
    assert sites, "train 2 can be built"

    press_at(app, board.layout.train_icon(0, 2).center)
    move_to(app, board.layout.map_area.center)  # the box train is dragged over the map
    frames(app)
    lit = board.painter.lit
    assert {word for _, word in lit} == {tr(texts.BUILD_BADGE)}, lit
    assert {section for (section, _), _ in lit} == {game.board.site_section[s] for s in sites}
    release_at(app, board.layout.map_area.center)
    settle(app, scene)


def test_an_obstruction_card_lights_no_rides(app: App) -> None:
    game = _a_train_out_and_one_in_the_box()
    scene = start(app, session=Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None))
    board = board_of(scene)
    select(app, scene, 1)
    press_at(app, board.layout.hand_card(0).center)
    move_to(app, board.layout.map_area.center)  # a card dragged over the map
    frames(app)
    assert board.painter.lit == []
    release_at(app, board.layout.map_area.center)
    settle(app, scene)
