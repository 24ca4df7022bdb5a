"""The app sleeps while nothing moves: frames only on input, a timer, a glide or a computer move.

DESIGN.md, The UI: "The app sleeps when nothing moves: it redraws only on input, a
glide, a timer or a computer move, and otherwise waits on events."
"""

from __future__ import annotations

import threading

import pygame
import pytest

from game.store.saves import new_slot
from game.store.seats import COMPUTER, HUMAN, Seat
from game.ui import app as app_module
from game.ui.app import App
from game.ui.scenes.base import CARET_BLINK
from game.ui.scenes.save_as import SaveAsScene
from game.ui.session import Session
from game.ui.table.pace import COMPUTER_TICK
from game.ui.table.screen import TableScreen

from .driving import click_widget, frames


def settled(app: App) -> App:
    """As if the last input came long ago: only the scene's own wishes remain."""
    app.last_input = 0.0
    return app


def toy_game(app: App, first: Seat) -> TableScreen:
    """A toy game of `first` and a seat of the other kind: no hand-over between them."""
    second = Seat("Bob", "blue", COMPUTER if first.is_human else HUMAN, "easy")
    seats = [first, second]
    app.services.start_session(Session.new("toy", seats, seed=2, options={}, autosave=new_slot()))
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, TableScreen)
    return scene


def test_the_idle_menu_asks_for_no_frame(app: App) -> None:
    assert settled(app).next_frame_in() is None


def test_frames_go_on_a_moment_after_input_for_hover_and_tooltips(app: App) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    pygame.event.post(motion)
    frames(app, 1)
    assert app.next_frame_in() == app_module.SETTLE_TICK


def test_a_text_box_with_the_keyboard_blinks_its_caret(app: App) -> None:
    scene = toy_game(app, Seat("Ann", "red"))
    save_as = SaveAsScene(app.services, scene.session)
    app.stack.push(save_as)
    assert settled(app).next_frame_in() is None
    click_widget(app, save_as.entry)
    assert settled(app).next_frame_in() == CARET_BLINK


def test_a_game_waiting_for_a_person_sleeps(app: App) -> None:
    scene = toy_game(app, Seat("Ann", "red"))
    assert scene.session.human_to_move()
    assert settled(app).next_frame_in() is None


def test_a_refusal_on_the_status_line_wakes_the_app_to_clear_it(app: App) -> None:
    scene = toy_game(app, Seat("Ann", "red"))
    scene.status.say("not now")
    assert settled(app).next_frame_in() == pytest.approx(scene.status.left)


def test_a_computer_to_move_keeps_a_slow_tick_until_it_has_moved(app: App) -> None:
    scene = toy_game(app, Seat("Cpu", "red", COMPUTER, "easy"))
    assert settled(app).next_frame_in() == COMPUTER_TICK
    while not scene.session.human_to_move():
        frames(app, 1)
    assert settled(app).next_frame_in() is None


def test_the_loop_sleeps_until_input_and_wakes_for_another_thread(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    flips = []
    monkeypatch.setattr(pygame.display, "flip", lambda: flips.append(1))
    monkeypatch.setattr(app_module, "SETTLE", 0.05)
    threading.Timer(0.6, app.wake).start()
    threading.Timer(0.9, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT))).start()
    app.run()
    # The first frame, one for the wake and a few while it settles, then one for Quit:
    # not the 54 of a loop drawing 60 frames a second.
    assert 2 <= len(flips) <= 10
