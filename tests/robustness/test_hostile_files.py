"""Anything at all where a save, the settings or the data folder should be: the app
starts, says what is wrong, never hangs, never reads without end, and keeps playing."""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from ui.driving import click_widget, frames, press

from game.__main__ import main
from game.engine.errors import InvalidRecord
from game.store.files import MAX_FILE_BYTES
from game.store.save_format import read_save, save_data
from game.store.save_list import IN_PROGRESS, describe
from game.store.saves import games_dir, new_slot, prepare_storage
from game.store.settings import Settings, load_settings
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene

from .sessions import played_session

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


@pytest.fixture(autouse=True)
def never_hang() -> Iterator[None]:
    """A read that blocks (a FIFO without a writer) fails the test instead of hanging it."""

    def stuck(signum: int, frame: object) -> None:
        raise TimeoutError("blocked on a special file")

    previous = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def fifo(path: Path) -> None:
    os.mkfifo(path)


def dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


def huge(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk used


def endless_number(path: Path) -> None:
    path.write_text('{"game": "freight", "seed": ' + "9" * 5000 + "}")


def deep(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000)


SPECIAL = {
    "a FIFO": (fifo, "not a regular file (a pipe)"),
    "a link to /dev/zero": (dev_zero, "not a regular file (a device)"),
    "a folder": (folder, "not a regular file (a folder)"),
    "larger than 8 MiB": (huge, "far larger than any save"),
    "a 5,000-digit number": (endless_number, "number too long"),
    "nested 100,000 deep": (deep, "nested too deeply"),
}


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_file_as_a_save_is_named_by_check_load_and_continue(
    kind: str, app: App, capsys: pytest.CaptureFixture[str]
) -> None:
    make, reason = SPECIAL[kind]
    path = new_slot()
    path.parent.mkdir(parents=True, exist_ok=True)
    make(path)
    with pytest.raises(InvalidRecord, match=reason.replace("(", r"\(").replace(")", r"\)")):
        read_save(path)
    assert main(["check", str(path)]) == 1
    assert reason in capsys.readouterr().out
    assert describe(path, IN_PROGRESS).problem  # Load lists it as damaged
    app.navigator.reset_to("menu")
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.latest == path
    click_widget(app, menu.buttons["Continue"])
    assert isinstance(app.stack.top, MessageScene) and reason in app.stack.top.text
    assert os.path.lexists(path)


@pytest.mark.parametrize("kind", SPECIAL)
def test_a_special_file_as_the_settings_gives_the_defaults(kind: str, data_dir: Path) -> None:
    SPECIAL[kind][0](data_dir / "settings.json")
    assert load_settings() == Settings()


def started(data_dir: Path) -> App:
    """The app as `python -m game` starts it, up to its first frame."""
    application = App()
    application.settings.animation = "off"
    application.show_first_frame()
    return application


def stored_nothing(application: App, settings_too: bool = True) -> None:
    """The app says games cannot be stored, and still runs its menu and settings."""
    assert isinstance(application.stack.top, MessageScene)
    assert "cannot be stored" in application.stack.top.text
    click_widget(application, application.stack.top.ok)
    assert isinstance(application.stack.top, MenuScene)
    press(application, pygame.K_F11)  # stored nowhere, said, and the app goes on
    assert application.settings.fullscreen
    if settings_too:
        assert isinstance(application.stack.top, MessageScene)
        assert "could not be stored" in application.stack.top.text
    else:
        assert isinstance(application.stack.top, MenuScene) and load_settings().fullscreen
    frames(application)


@pytest.mark.parametrize("where", ["data folder", "saves folder"])
@pytest.mark.parametrize("kind", ["a file", "a FIFO", "a link to /dev/zero"])
def test_the_app_starts_when_its_folders_are_not_folders(
    where: str, kind: str, data_dir: Path
) -> None:
    target = data_dir if where == "data folder" else data_dir / "saves"
    if target.exists():
        target.rmdir()
    {"a file": lambda p: p.write_text("x"), "a FIFO": fifo, "a link to /dev/zero": dev_zero}[kind](
        target
    )
    application = started(data_dir)
    assert application.storage_problem and str(data_dir) in application.storage_problem
    stored_nothing(application, settings_too=where == "data folder")


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes anyway")
def test_the_app_starts_in_a_read_only_data_folder(data_dir: Path) -> None:
    data_dir.chmod(0o500)
    try:
        stored_nothing(started(data_dir))
    finally:
        data_dir.chmod(0o700)


def test_a_save_with_a_seat_check_accepted_before_is_refused_by_both(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: check said OK to seats Load refused (too few, unknown colour or level)."""
    session = played_session("freight", 3, 20, seed=2)
    good = save_data(session.game, session.seats)
    path = tmp_path / "seats.json"
    for seats in (
        good["seats"][:2],
        [*good["seats"], good["seats"][0]],
        [{**good["seats"][0], "colour": "pink"}, *good["seats"][1:]],
        [{**good["seats"][0], "level": "genius"}, *good["seats"][1:]],
        [{**good["seats"][0], "colour": good["seats"][1]["colour"]}, *good["seats"][1:]],
    ):
        path.write_text(json.dumps({**good, "seats": seats}))
        assert main(["check", str(path)]) == 1, seats
        with pytest.raises(InvalidRecord):
            read_save(path)
    capsys.readouterr()


def test_leftover_files_never_stop_the_start(data_dir: Path) -> None:
    games_dir().mkdir(parents=True)
    fifo(games_dir() / ".slot.json.x1.tmp")  # a temporary name, but not a file: left alone
    dev_zero(games_dir() / "zero.json")
    assert prepare_storage() is None
    application = started(data_dir)
    assert isinstance(application.stack.top, MenuScene)
