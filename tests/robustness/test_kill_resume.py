"""Killed mid-game (SIGKILL, a power cut as far as the app can tell), the app loses at
most the move it was making: Continue resumes exactly at the last saved move."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from ui.driving import click_widget

from game.engine.action import Action
from game.engine.base import Game
from game.ui.app import App
from game.ui.saves import autosave_path, list_saves, read_save
from game.ui.scenes.game_screen import GameScene
from game.ui.scenes.menu import MenuScene

from .sessions import played_session

ROOT = Path(__file__).resolve().parents[2]


def run_and_kill(game: str, seats: int, seed: int, kill_after: int) -> int:
    """Start the driver, kill -9 it a moment after its `kill_after`th autosave; the
    number of moves it had reported saved when it died."""
    driver = subprocess.Popen(
        [sys.executable, "-m", "tests.robustness.kill_driver", game, str(seats), str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert driver.stdout is not None
    try:
        for line in driver.stdout:
            if int(line.split()[1]) >= kill_after:
                break
        time.sleep(random.Random(seed).uniform(0, 0.02))  # mid-move, or mid-write
    finally:
        driver.send_signal(signal.SIGKILL)
        rest = driver.stdout.read().split()
        driver.wait()
    assert driver.returncode == -signal.SIGKILL
    return int(rest[-1]) if rest else int(line.split()[1])


def moved_by(game: Game, actions: list[Action]) -> list[int]:
    """The seats that made `actions`, played on from `game`."""
    seats = []
    for action in actions:
        assert game.current_player is not None
        seats.append(game.current_player)
        game.apply(action)
    return seats


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize(
    ("game", "seats", "seed", "kill_after"),
    [
        ("freight", 5, 2, 90),
        ("koplopers", 4, 3, 30),
    ],
)
def test_killed_mid_game_continue_resumes_the_last_move(
    game: str, seats: int, seed: int, kill_after: int, app: App
) -> None:
    reported = run_and_kill(game, seats, seed, kill_after)
    saved = read_save(autosave_path())  # whole, never half-written
    moves = len(saved.game.actions)
    # The move being made when the kill came may have reached the disk unreported.
    assert moves in (reported, reported + 1)
    expected = played_session(game, seats, moves, seed)
    assert saved.game.record() == expected.game.record()
    assert saved.seats == expected.seats
    assert list_saves() == [autosave_path()]  # a half-written temp file is never offered

    app.to_menu()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click_widget(app, menu.buttons["Continue"])
    # The game screen, with the hand-over over it when a person other than the last is to move.
    scene = next(s for s in app.stack.scenes if isinstance(s, GameScene))
    resumed = scene.session.game
    # The game goes on from there: a computer seat to move has played in the frames since.
    assert resumed.record()["actions"][:moves] == expected.game.record()["actions"]
    later = resumed.actions[moves:]
    assert all(not scene.session.seats[seat].is_human for seat in moved_by(expected.game, later))
