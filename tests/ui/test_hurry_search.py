"""Space stops a searching computer's thinking: it plays the best move found so far."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ai.ismcts import TreeSearchPlayer
from game.engine.games import game_module
from game.store.saves import new_slot
from game.store.seats import COMPUTER, Seat
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .driving import click_widget, frames, press

# The search is given a minute; one that stops well before half of it was stopped, however
# busy the machine (a bound of 5 s failed under a loaded CI run: not a speed test).
THOUGHT = 60.0
STOPPED = THOUGHT / 2


@pytest.mark.parametrize("name", ["freight", "koplopers"])
def test_space_stops_experts_search_and_it_moves_at_once(app: App, name: str) -> None:
    colours = game_module(name).INFO.seat_colours
    seats = [Seat("Cpu", colours[0], COMPUTER, "expert"), Seat("Ann", colours[1])]
    app.services.start_session(Session.new(name, seats, seed=3, options={}, autosave=new_slot()))
    scene = app.stack.top
    assert isinstance(scene, TableScreen)
    searcher = scene.session._bots[0]
    assert isinstance(searcher, TreeSearchPlayer)
    searcher.iterations, searcher.budget = 10**6, THOUGHT  # left alone, a minute's thought
    frames(app, 2)
    assert scene.session.thinking
    press(app, pygame.K_SPACE)
    hurried = time.monotonic()
    while not scene.session.game.actions:
        frames(app, 1)
        assert time.monotonic() - hurried < STOPPED, "Space did not stop the search"
    assert not scene.session.thinking


def test_quitting_to_the_menu_stops_a_search_nobody_will_see(app: App) -> None:
    """The one thinking thread is free for the next game at once, not after a minute."""
    seats = [Seat("Cpu", "red", COMPUTER, "expert"), Seat("Ann", "blue")]
    app.services.start_session(Session.new("freight", seats, seed=3, options={},
                                  autosave=new_slot()))
    scene = app.stack.top
    assert isinstance(scene, TableScreen)
    searcher = scene.session._bots[0]
    assert isinstance(searcher, TreeSearchPlayer)
    searcher.iterations, searcher.budget = 10**6, THOUGHT
    frames(app, 2)
    assert scene.session.thinking
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    click_widget(app, menu.buttons["Quit to menu"])
    assert isinstance(app.stack.top, MenuScene)
    left = time.monotonic()
    while scene.session.thinking:
        time.sleep(0.01)
        assert time.monotonic() - left < STOPPED, "the search went on after its game was left"
