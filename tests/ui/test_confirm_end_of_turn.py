"""Confirm end of turn by mouse and keyboard: the turn waits, Undo takes it back, Enter or
the Confirm button lets the computer move; switched off in Settings, it does not wait."""

from __future__ import annotations

import json

import pygame

from game.engine.freight.actions import Place, Take
from game.engine.freight.game import FreightGame
from game.engine.koplopers import ACTIONS
from game.engine.koplopers.actions import EndTurn
from game.ui.app import App
from game.ui.freight.table import FreightTableScene
from game.ui.paths import data_dir
from game.ui.scenes.game_screen import CONFIRM_LINE
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.seats import COMPUTER, Seat
from game.ui.session import Session
from game.ui.settings import SETTINGS_FILE
from tests.ui_koplopers.mouse import click, perform
from tests.ui_koplopers.test_board_by_mouse import start

from .driving import click_widget, frames, press
from .test_freight_table import mouse


def freight_against_the_computer(app: App) -> FreightTableScene:
    app.settings.animation = "off"
    seats = [Seat("Ann", "red"), Seat("Cpu", "blue", COMPUTER, "easy")]
    app.start_session(Session.new("freight", seats, seed=3, options={}, autosave=app.new_slot()))
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, FreightTableScene)
    return scene


def take_a_car(app: App, scene: FreightTableScene) -> None:
    """Drag the end car of the first line that has one onto a lit private row."""
    game = scene.session.game
    assert isinstance(game, FreightGame)
    line = next(n for n, cars in enumerate(game.state.main_yard) if cars)
    start_at = scene.layout.yard_card(line, len(game.state.main_yard[line]) - 1).center
    mouse(app, pygame.MOUSEBUTTONDOWN, start_at)
    assert scene.drag is not None
    target = min(t for t in scene.drag.legal if t.startswith("row:"))
    zone = dict(scene._drop_zones(scene.drag))[target].center
    mouse(app, pygame.MOUSEMOTION, zone)
    mouse(app, pygame.MOUSEBUTTONUP, zone)


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
    assert scene.confirm_button is not None and scene.confirm_button.visible
    assert scene._info_lines(scene.state)[0] == CONFIRM_LINE
    assert scene.shown == 0 and scene.confirm_title() == "Ann: turn over"

    press(app, pygame.K_z, pygame.KMOD_CTRL)  # the third car comes back into the hand
    assert len(session.game.actions) == 5 and isinstance(session.game.actions[-1], Take)
    assert len(scene.state.hand) == 1 and session.human_to_move()
    assert not scene.confirm_button.visible
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.layout.hand_card(0).center)
    assert scene.drag is not None
    target = min(t for t in scene.drag.legal if t.startswith("row:"))
    zone = dict(scene._drop_zones(scene.drag))[target].center
    mouse(app, pygame.MOUSEMOTION, zone)
    mouse(app, pygame.MOUSEBUTTONUP, zone)
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
    assert scene.confirm_button is not None and not scene.confirm_button.visible
    assert len(scene.session.game.actions) > 6


def test_the_setting_is_switched_in_settings_and_kept(app: App) -> None:
    assert app.settings.confirm_end_of_turn
    settings = SettingsScene(app)
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
    button = scene.confirm_button
    assert button is not None and button.visible and not scene.end_button.visible
    assert button.rect.colliderect(scene.layout.end_turn)
    assert scene._hint() == CONFIRM_LINE
    click(app, scene.undo_button.rect.center)  # End turn taken back: Ann plays on
    assert session.game.actions[-1] != EndTurn() and session.human_to_move()
    assert scene.end_button.visible and not button.visible
    perform(app, scene, EndTurn())
    click(app, button.rect.center)
    assert not session.awaiting_confirm
    for _ in range(600):
        if session.game.current_player == 0:
            break
        frames(app, 1)
    assert session.game.current_player == 0 and scene.state.round == 2  # Bob has played
