"""A full disk (every write refused with ENOSPC): each writer says so, nothing is left
half-written, play goes on, and the next write after room is made saves again."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui.driving import click_widget, frames, press

from game.store.save_format import read_save
from game.store.saves import named_save_path, new_slot, prepare_storage
from game.store.settings import load_settings
from game.ui.app import App
from game.ui.scenes.message import MessageScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.scenes.settings_scene import SettingsScene

from .sessions import new_session, random_moves


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every os.write fails as on a full disk, until the test leaves the block."""
    real_write = os.write

    def no_space(handle: int, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", no_space)
    yield
    monkeypatch.setattr(os, "write", real_write)


def no_temp_files(data_dir: Path) -> None:
    assert not [p for p in data_dir.rglob("*.tmp")]


def test_start_up_says_the_disk_is_full(full_disk: None, data_dir: Path) -> None:
    problem = prepare_storage()
    assert problem and "No space left on device" in problem
    no_temp_files(data_dir)


def test_the_autosave_says_so_and_play_goes_on(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = new_session("freight", 3, 4, new_slot())
    moves = random_moves(session, 4)
    next(moves)
    assert session.autosave is not None
    before = session.autosave.read_bytes()
    real_write = os.write
    with monkeypatch.context() as patch:
        patch.setattr(os, "write", lambda *a: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
        next(moves)
        assert session.autosave_error and "full" in session.autosave_error
        assert session.autosave.read_bytes() == before
        no_temp_files(data_dir)
    assert os.write is real_write
    next(moves)  # room again: the next move saves, with every move so far
    assert session.autosave_error is None
    assert read_save(session.autosave).game.actions == session.game.actions


def test_save_as_says_so_and_stays_open(app: App, data_dir: Path, full_disk: None) -> None:
    session = new_session("koplopers", 2, 1, None)
    dialog = SaveAsScene(app.services, session)
    app.stack.push(dialog)
    frames(app)
    click_widget(app, dialog.save)
    assert app.stack.top is dialog and dialog.message.startswith("Not saved: No space left")
    assert not named_save_path(dialog.name).exists()
    no_temp_files(data_dir)


def test_settings_say_so_and_the_app_goes_on(app: App, data_dir: Path, full_disk: None) -> None:
    press(app, pygame.K_F11)
    assert app.settings.fullscreen and isinstance(app.stack.top, MessageScene)
    assert "No space left" in app.stack.top.text
    click_widget(app, app.stack.top.ok)
    settings = SettingsScene(app.services)
    app.stack.push(settings)
    frames(app)
    click_widget(app, settings.buttons["sound"])
    assert not app.settings.sound and isinstance(app.stack.top, MessageScene)
    click_widget(app, app.stack.top.ok)
    click_widget(app, settings.done)
    assert isinstance(app.stack.top, MessageScene)  # Done stores the volume: said again
    assert load_settings().sound  # nothing half-written took the old file's place
    no_temp_files(data_dir)
