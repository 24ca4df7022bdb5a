"""A press of the table's dimmed Undo or Redo, or of its key, says why it is dimmed, at the
button, and changes nothing (the pause menu words the same reasons: Session.undo_refusal)."""

from __future__ import annotations

import pygame

from game.ui.app import App
from tests.ui_koplopers.mouse import click

from .driving import press
from .test_confirm_end_of_turn import freight_against_the_computer


def test_a_click_on_dimmed_undo_or_redo_says_why_by_the_button(app: App) -> None:
    scene = freight_against_the_computer(app)
    session = scene.session
    before = len(session.game.actions)
    undo, redo = scene.controls.undo_button, scene.controls.redo_button
    assert not undo.is_enabled and not redo.is_enabled

    click(app, undo.rect.center)
    assert scene.status.text == "Nothing to undo yet this turn."
    assert scene.pointer.refusal_shown() == (scene.status.text, undo.rect.midtop)

    click(app, redo.rect.center)
    assert scene.status.text == "Nothing to redo: Redo plays again a move Undo took back."
    assert scene.pointer.refusal_shown() == (scene.status.text, redo.rect.midtop)
    assert len(session.game.actions) == before and not session.redo_stack


def test_ctrl_z_with_nothing_to_undo_says_so(app: App) -> None:
    scene = freight_against_the_computer(app)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.status.text == "Nothing to undo yet this turn."
    assert scene.pointer.refusal_shown() == (
        scene.status.text, scene.controls.undo_button.rect.midtop)
