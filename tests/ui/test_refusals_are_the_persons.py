"""A refusal is said only for what the person did.

Issue 15: "A refusal is shown only for what the person did: pressing End turn
during a computer's turn says nothing about the person's trains." While a
computer is to move, a person clicking End turn, the turn's buttons or anywhere
on either table hears nothing on the line under the table; the line says who
is playing; and a computer's own cut-short take (Ruling 4) stays in the log.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.freight import TakeCutShort
from game.engine.games import game_module
from game.store.seats import Seat
from game.ui.app import App
from game.ui.fronts import info
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .driving import click


def computer_to_move(app: App, name: str) -> TableScreen:
    """Ann (a person) against Bob (a computer), on Bob's turn; Bob never gets to move."""
    colours = game_module(name).INFO.seat_colours
    seats = [Seat("Ann", colours[0]), Seat("Bob", colours[1], "normal")]
    session = Session.new(name, seats, seed=3, options=info(name).default_options(),
                          autosave=None)
    moves = random.Random(2)
    while session.game.current_player == 0:
        session.apply(moves.choice(session.game.legal_actions()))
    app.stack.scenes.clear()
    scene = app.navigator.make("game", session=session)
    scene.flow.play_computer = lambda: None  # type: ignore[method-assign]  # Bob thinks forever
    app.stack.push(scene)
    app.frame(1 / 60)
    scene.status.text = ""  # what was said as Ann's turn ended; from here on only Bob plays
    return scene


def places_to_click(scene: TableScreen) -> list[tuple[int, int]]:
    """Every button of the table, and the whole window on a grid."""
    buttons = [widget.rect.center for widget in scene.ui.get_sprite_group().sprites()
               if widget.visible and widget.rect.w]
    w, h = scene.size
    return buttons + [(x, y) for x in range(20, w, 70) for y in range(70, h, 70)]


@pytest.mark.parametrize("name", ["koplopers", "freight"])
def test_clicks_during_a_computers_turn_say_nothing(app: App, name: str) -> None:
    scene = computer_to_move(app, name)
    before = list(scene.session.game.actions)
    for pos in places_to_click(scene):
        if app.stack.top is not scene:  # the menu button opened the game menu
            app.stack.pop()
        click(app, pos)
        assert scene.status.text == "", f"a click at {pos} said {scene.status.text!r}"
    assert scene.session.game.actions == before
    assert scene.session.game.current_player == 1
    hint = getattr(scene, "hint", None)
    if callable(hint):
        assert "Bob" in hint()


def test_a_computers_cut_short_take_is_logged_not_said(app: App) -> None:
    """Ruling 4's note is the person's on the line under the table, a computer's in the log."""
    scene = computer_to_move(app, "freight")
    session, moves = scene.session, random.Random(5)
    for _ in range(3000):
        seat = session.game.current_player
        if seat is None:
            break
        events = session.apply(moves.choice(session.game.legal_actions()))
        cut = [e for e in events if isinstance(e, TakeCutShort)]
        if cut and not session.seats[seat].is_human:
            scene.board.show_played(seat, session.game.actions[-1], events, None)
            assert scene.status.text == ""
            assert cut[0].log_line(["Ann", "Bob"]) in session.log
            return
        pygame.event.pump()
    pytest.fail("no computer's take was cut short in these games")
