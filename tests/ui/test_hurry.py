"""Space makes computer players move faster until a person is to move again."""

from __future__ import annotations

import pygame
import pytest

from game.engine.games import game_module
from game.store.saves import new_slot
from game.store.seats import COMPUTER, Seat
from game.ui.app import App
from game.ui.motion import GLIDE_SECONDS
from game.ui.session import Session
from game.ui.table.pace import COMPUTER_PAUSE, COMPUTER_STEP_PAUSE
from game.ui.table.screen import TableScreen

from .driving import frames, press


def computer_first(app: App, name: str) -> TableScreen:
    """A game of `name` on its screen, a computer seat (Easy) to move first, then Ann."""
    colours = game_module(name).INFO.seat_colours
    seats = [Seat("Cpu", colours[0], COMPUTER, "easy"), Seat("Ann", colours[1])]
    app.settings.animation = "normal"
    app.services.start_session(Session.new(name, seats, seed=3, options={}, autosave=new_slot()))
    scene = app.stack.top
    assert isinstance(scene, TableScreen)
    return scene


def frames_until_first_move(app: App, scene: TableScreen) -> int:
    count = 0
    while not scene.session.game.actions:
        frames(app, 1)
        count += 1
        assert count < 600, "the computer never moved"
    return count


@pytest.mark.parametrize("name", ["freight", "koplopers"])
def test_space_hurries_the_computer_until_a_person_is_to_move(app: App, name: str) -> None:
    scene = computer_first(app, name)
    assert "Space: faster" in scene.flow.waiting_line("Cpu")
    calm = frames_until_first_move(app, scene)
    assert calm >= COMPUTER_PAUSE["normal"] * 60 - 1  # the pause, so people can follow

    scene = computer_first(app, name)
    press(app, pygame.K_SPACE)
    assert scene.flow.hurrying
    assert "hurrying" in scene.flow.waiting_line("Cpu")
    hurried = frames_until_first_move(app, scene)
    assert hurried <= calm / 2

    while not scene.session.human_to_move():
        frames(app, 1)
    frames(app, 1)
    assert not scene.flow.hurrying  # the next stretch of computer turns starts at the calm pace


def test_a_computer_turn_pauses_at_its_start_and_briefly_between_its_steps(app: App) -> None:
    """A Freight Train turn is six steps (three cars taken and placed): each glides into
    view, but only its first waits the long pause that marks whose turn begins."""
    scene = computer_first(app, "freight")
    game = scene.session.game
    assert scene.flow.computer_pause() == COMPUTER_PAUSE["normal"]
    frames_until_first_move(app, scene)
    assert game.current_player == 0 and scene.flow.computer_pause() == COMPUTER_STEP_PAUSE["normal"]
    count = 0
    while len(game.actions) < 2:
        frames(app, 1)
        count += 1
    # The first step's glide, then the short pause (a frame or two of rounding).
    assert count <= (GLIDE_SECONDS["normal"] + COMPUTER_STEP_PAUSE["normal"]) * 60 + 3
    assert count < (GLIDE_SECONDS["normal"] + COMPUTER_PAUSE["normal"]) * 60

    while not scene.session.human_to_move():
        frames(app, 1)
    session = scene.session
    while session.human_to_move() or session.awaiting_confirm:  # Ann plays her turn(s)
        if session.awaiting_confirm:
            session.confirm()
        else:
            session.apply(game.legal_actions()[0])
    assert game.current_player == 0
    assert scene.flow.computer_pause() == COMPUTER_PAUSE["normal"]  # the computer's next turn


def test_space_does_nothing_on_a_persons_turn(app: App) -> None:
    colours = game_module("freight").INFO.seat_colours
    seats = [Seat("Ann", colours[0]), Seat("Cpu", colours[1], COMPUTER, "easy")]
    app.services.start_session(Session.new("freight", seats, seed=3, options={},
                                  autosave=new_slot()))
    scene = app.stack.top
    assert isinstance(scene, TableScreen)
    press(app, pygame.K_SPACE)
    assert not scene.flow.hurrying
    assert scene.session.human_to_move()
