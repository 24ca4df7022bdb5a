"""Driven by clicks: the screens around the game tables say what a new player needs where
the eye is (issue 39): the game menu's Rules open at the game being played."""

from __future__ import annotations

import pygame
import pytest

from game.engine.games import game_module
from game.store.saves import new_slot
from game.store.seats import Seat
from game.ui.app import App
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .driving import click, click_widget, press


def at_the_table(app: App, name: str) -> TableScreen:
    """A two-person game of `name` on its table, past the hand-over (clicked away)."""
    colours = game_module(name).INFO.seat_colours
    seats = [Seat("Ann", colours[0]), Seat("Bob", colours[1])]
    app.services.start_session(Session.new(name, seats, seed=3, options={}, autosave=new_slot()))
    if isinstance(app.stack.top, HandoverScene):
        click(app, app.display.screen.get_rect().center)  # a click anywhere hands over
    table = app.stack.top
    assert isinstance(table, TableScreen)
    return table


@pytest.mark.parametrize("name", ["freight", "koplopers"])
def test_the_game_menus_rules_open_at_the_game_being_played(app: App, name: str) -> None:
    at_the_table(app, name)
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    click_widget(app, menu.buttons["Rules"])
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.files[rules.tab].stem == name
    shown = rules.tabs[rules.tab]
    assert shown.object_ids[-1] == "#on"  # the tab lit is the text shown
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu  # and Esc leads back to the game menu
