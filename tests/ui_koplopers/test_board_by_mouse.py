"""The Koplopers board played with the mouse only: the rulebook's Example 1 and whole games.

Each action is made by the clicks and drags a player would make, at the places
the board reports; the engine is only read, to pick what to do and to check.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.action import Action
from game.engine.koplopers import (
    ACTIONS,
    Accept,
    Change,
    Decline,
    Embark,
    EndTurn,
    Offer,
    Propose,
    Ride,
    StopBoarding,
    Withdraw,
    new_game,
)
from game.store.seats import Seat
from game.ui.app import App
from game.ui.koplopers.board import KoplopersBoard
from game.ui.scenes.results import ResultsScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.ui.driving import click, frames, press

from .mouse import board_of, perform, settle, take_seat


def start(app: App, seed: int = 5, options: dict[str, object] | None = None,
          session: Session | None = None) -> TableScreen:
    seats = [Seat("Ann", "red"), Seat("Bob", "yellow")]
    session = session or Session.new("koplopers", seats, seed, options or {}, None)
    app.services.start_session(session)
    frames(app)
    take_seat(app)
    scene = app.stack.scenes[1]
    assert isinstance(scene, TableScreen) and isinstance(scene.board, KoplopersBoard)
    return scene


def test_example_1_by_mouse(app: App) -> None:
    """Leonie builds in Heerlen, reverses, calls (boarding two tokens), obstructs Zwolle."""
    game = new_game(["Leonie", "Bob"], seed=1)
    s = game.state
    s.seats[0].hand = ["ZL", "UT", "AH"]
    for tokens in s.waiting.values():
        for token in (8, 2):
            if token in tokens:
                tokens.remove(token)
    s.waiting["HRL"] = [8, 2]
    game.rules.forget()
    session = Session(game, [Seat("Leonie", "red"), Seat("Bob", "yellow")], None)
    scene = start(app, session=session)
    for text in ("build 1 site-HRL", "reverse 1", "call 1", "obstruct ZL"):
        perform(app, scene, ACTIONS.from_text(text))
        assert game.actions[-1].to_text() == text, scene.status.text
    assert s.ap == 0 and sorted(s.seats[0].trains[0].tokens) == [2, 8]
    assert s.obstructions["A"] == "ZL"
    perform(app, scene, EndTurn())
    assert s.turn == 1


def choose(scene: TableScreen, rng: random.Random) -> object:
    """A random player that ends its turn often, so whole games stay short."""
    board = board_of(scene)
    legal = board.game.legal_actions()
    kinds = {type(a) for a in legal}
    if Accept in kinds or Decline in kinds:
        return rng.choice(legal)
    if any(isinstance(a, Embark) for a in legal):
        return rng.choice([a for a in legal if isinstance(a, (Embark, StopBoarding))])
    if Propose in kinds and rng.random() < 0.6:
        return Propose()
    if Withdraw in kinds and rng.random() < 0.3:
        return Withdraw()
    if EndTurn in kinds and rng.random() < 0.35:
        return EndTurn()
    rides: list[Action] = [a for a in legal if isinstance(a, Ride)]
    others = [a for a in legal if not isinstance(a, (Ride, Offer, Change, EndTurn))]
    rare: list[Action] = [a for a in legal if isinstance(a, (Offer, Change))]
    pool = (rides if rides and rng.random() < 0.5 else others or rides) or legal
    if rare and rng.random() < 0.15:
        pool = rare
    return rng.choice(pool)


@pytest.mark.parametrize(("seed", "advanced", "animation"),
                         [(11, False, "off"), (12, True, "off"), (63, False, "fast")])
def test_a_whole_game_by_mouse(app: App, seed: int, advanced: bool, animation: str) -> None:
    """Two people at one screen play a whole game; with animation on, every move glides."""
    app.settings.animation = animation
    scene = start(app, seed=seed, options={"advanced": advanced})
    board = board_of(scene)
    game = board.game
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        take_seat(app)
        if isinstance(app.stack.top, ResultsScene):
            break
        action = choose(scene, rng)
        count = len(game.actions)
        perform(app, scene, action, by_drag=steps % 2 == 1)  # type: ignore[arg-type]
        assert len(game.actions) == count + 1 and game.actions[-1] == action, (
            f"{action.to_text()} was not played: {scene.status.text}")  # type: ignore[attr-defined]
        steps += 1
    settle(app, scene)  # the last turn's glides (an automatic call's tokens) land first
    assert game.is_over and isinstance(app.stack.top, ResultsScene)
    replayed = new_game(list(game.players), seed=game.seed, options=dict(game.options))
    for action in game.actions:
        replayed.apply(action)
    assert replayed.is_over and game.scores() == replayed.scores()
    kinds = {a.KIND for a in game.actions}
    assert {"build", "ride", "reverse", "call", "obstruct", "end"} <= kinds
    if advanced:
        assert {"board", "stop"} <= kinds


def test_a_reversed_train_stays_selected_and_rides_at_once(app: App) -> None:
    """After Reverse the bar still shows the train's buttons and the map its lit rides:
    a click on the train keeps it selected (never puts it down), a click on a lit section
    rides, and Esc (or the open map) puts it down."""
    scene = start(app, session=Session(new_game(["Leonie", "Bob"], seed=1),
                                       [Seat("Leonie", "red"), Seat("Bob", "yellow")], None))
    board = board_of(scene)
    game = board.game
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    perform(app, scene, ACTIONS.from_text("reverse 1"))  # selects train 1, clicks Reverse
    assert game.actions[-1].to_text() == "reverse 1"
    assert board.selected == 1 and board.choices is not None and board.choices.rides
    point = board.train_point(0, 1)
    assert point is not None
    click(app, point)
    assert board.selected == 1, "a click on the selected train put it down"
    ride = min(board.choices.rides.values(), key=lambda entry: entry[1])[0]
    click(app, board.ride_point(ride.to))
    assert game.actions[-1] == ride, scene.status.text
    assert board.selected == 1  # it rides on from here
    press(app, pygame.K_ESCAPE)
    assert board.selected is None and app.stack.top is scene
