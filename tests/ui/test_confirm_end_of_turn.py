"""Confirm end of turn by mouse and keyboard: the turn waits, Undo takes it back, Enter or
the Confirm button lets the computer move; switched off in Settings, it does not wait."""

from __future__ import annotations

import json

import pygame

from game.engine.freight import ROW, Place, Take
from game.engine.koplopers import ACTIONS
from game.engine.koplopers.actions import EndTurn
from game.store.paths import data_dir
from game.store.seats import COMPUTER, Seat
from game.store.settings import SETTINGS_FILE
from game.ui.app import App
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.session import Session
from game.ui.table.flow import CONFIRM_LINE
from game.ui.table.header import confirm_title
from game.ui.table.screen import TableScreen
from tests.ui_koplopers.mouse import click, perform
from tests.ui_koplopers.test_board_by_mouse import start

from .driving import click_widget, frames, press
from .freight_mouse import drop_on, lift, line_end, table


def freight_against_the_computer(app: App) -> TableScreen:
    seats = [Seat("Ann", "red"), Seat("Cpu", "blue", COMPUTER, "easy")]
    return table(app, seats=seats)


def take_a_car(app: App, scene: TableScreen) -> None:
    """Drag the end car of the first line that has one onto the first lit private row."""
    line = next(n for n, cars in enumerate(scene.board.table.main_yard, start=1) if cars)
    zones = lift(app, scene, line_end(scene, line))
    drop_on(app, next(z for z in zones if z.target.kind == ROW and z.lit))


def test_freight_third_car_waits_for_confirm_undo_takes_it_back_enter_hands_on(
    app: App,
) -> None:
    scene = freight_against_the_computer(app)
    session = scene.session
    for _ in range(3):
        take_a_car(app, scene)
    assert len(session.game.actions) == 6 and session.game.current_player == 1
    frames(app, 60)  # the computer would have moved long since
    assert len(session.game.actions) == 6 and session.awaiting_confirm
    assert scene.controls.confirm_button is not None and scene.controls.confirm_button.visible
    assert scene.board.info_lines()[0] == CONFIRM_LINE
    assert scene.board.shown == 0 and confirm_title(scene.session) == "Ann: turn over"

    press(app, pygame.K_z, pygame.KMOD_CTRL)  # the third car comes back into the hand
    assert len(session.game.actions) == 5 and isinstance(session.game.actions[-1], Take)
    assert len(scene.board.table.hand) == 1 and session.human_to_move()
    assert not scene.controls.confirm_button.visible
    zones = lift(app, scene, scene.board.layout.hand_card(0).center)
    drop_on(app, next(z for z in zones if z.target.kind == ROW and z.lit))
    assert isinstance(session.game.actions[-1], Place) and session.awaiting_confirm

    press(app, pygame.K_RETURN)
    assert not session.awaiting_confirm and not session.can_undo()
    frames(app, 10)
    assert len(session.game.actions) > 6  # the computer has moved


def test_confirm_switched_off_the_computer_moves_at_once(app: App) -> None:
    app.settings.confirm_end_of_turn = False
    scene = freight_against_the_computer(app)
    for _ in range(3):
        take_a_car(app, scene)
    frames(app, 10)
    assert not scene.session.awaiting_confirm
    assert scene.controls.confirm_button is not None and not scene.controls.confirm_button.visible
    assert len(scene.session.game.actions) > 6


def test_the_setting_is_switched_in_settings_and_kept(app: App) -> None:
    assert app.settings.confirm_end_of_turn
    settings = SettingsScene(app.services)
    app.stack.push(settings)
    frames(app)
    click_widget(app, settings.buttons["confirm_end_of_turn"])
    assert not app.settings.confirm_end_of_turn
    stored = json.loads((data_dir() / SETTINGS_FILE).read_text())
    assert stored["confirm_end_of_turn"] is False


def test_koplopers_end_turn_waits_for_confirm_in_place_of_end_turn(app: App) -> None:
    app.settings.animation = "off"
    seats = [Seat("Ann", "red"), Seat("Bob", "yellow", COMPUTER, "easy")]
    scene = start(app, session=Session.new("koplopers", seats, 3, {}, None))
    session = scene.session
    perform(app, scene, ACTIONS.from_text("build 1 site-AMR"))
    perform(app, scene, EndTurn())
    frames(app, 30)
    assert session.awaiting_confirm and session.game.actions[-1] == EndTurn()
    button = scene.controls.confirm_button
    assert button is not None and button.visible and not scene.board.end_button.visible
    assert button.rect.colliderect(scene.board.layout.end_turn)
    assert scene.board.hint() == CONFIRM_LINE
    click(app, scene.controls.undo_button.rect.center)  # End turn taken back: Ann plays on
    assert session.game.actions[-1] != EndTurn() and session.human_to_move()
    assert scene.board.end_button.visible and not button.visible
    perform(app, scene, EndTurn())
    click(app, button.rect.center)
    assert not session.awaiting_confirm
    for _ in range(600):
        if session.game.current_player == 0:
            break
        frames(app, 1)
    assert session.game.current_player == 0 and scene.board.seen.round == 2  # Bob has played
