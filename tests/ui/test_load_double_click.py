"""Load game: a double click on a game's row opens it, and merely opening a game leaves its
"last played" (the save's time) as it was, until a move is made."""

from __future__ import annotations

import os

from game.ui.app import App
from game.ui.table.screen import TableScreen

from .driving import click, quit_to_menu
from .test_load_and_save_as import open_load, start_toy_game
from .toy_game import Step

LONG_AGO = 1_000_000_000  # seconds since the epoch: 2001


def test_a_double_click_on_a_row_opens_that_game(app: App) -> None:
    first = start_toy_game(app)
    quit_to_menu(app)
    start_toy_game(app, players=3)
    quit_to_menu(app)
    load = open_load(app)
    row = load.rows.index(next(s for s in load.saves if s.path == first.autosave))
    at = load.list.entry_rect(row).center
    click(app, at)
    assert app.stack.top is load and load.selected is not None  # one click only chooses
    click(app, at)
    game = app.stack.top
    assert isinstance(game, TableScreen)
    assert game.session.autosave == first.autosave


def test_two_clicks_on_two_rows_only_choose(app: App) -> None:
    start_toy_game(app)
    quit_to_menu(app)
    start_toy_game(app, players=3)
    quit_to_menu(app)
    load = open_load(app)
    rows = [load.rows.index(s) for s in load.saves]
    for row in rows:
        click(app, load.list.entry_rect(row).center)
    assert app.stack.top is load and load.selected == load.saves[-1]


def test_opening_a_game_keeps_its_last_played_until_a_move(app: App) -> None:
    session = start_toy_game(app)
    quit_to_menu(app)
    path = session.autosave
    assert path is not None
    os.utime(path, ns=(LONG_AGO * 10**9, LONG_AGO * 10**9))
    load = open_load(app)
    row = load.rows.index(next(s for s in load.saves if s.path == path))
    click(app, load.list.entry_rect(row).center)
    click(app, load.list.entry_rect(row).center)
    game = app.stack.top
    assert isinstance(game, TableScreen)
    assert path.stat().st_mtime_ns == LONG_AGO * 10**9  # opened, not played
    if not game.session.human_to_move():
        game.session.hand_over()
    game.session.apply(Step(1))
    assert path.stat().st_mtime_ns > LONG_AGO * 10**9  # a move: played now
