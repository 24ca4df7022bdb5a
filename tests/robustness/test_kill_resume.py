"""Killed mid-game (SIGKILL, a power cut as far as the app can tell), the app loses at
most the move it was making: Continue resumes exactly at the last saved move, and
however often it is killed, the save is always whole."""

from __future__ import annotations

import os
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
from game.store.save_format import read_save
from game.store.save_list import IN_PROGRESS, describe
from game.store.saves import finished_dir, games_dir, new_slot, prepare_storage, unfinished_games
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .sessions import new_session, played_session, random_moves

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
    [slot] = unfinished_games()  # a half-written temp file is never listed
    saved = read_save(slot)  # whole, never half-written
    moves = len(saved.game.actions)
    # The move being made when the kill came may have reached the disk unreported.
    assert moves in (reported, reported + 1)
    expected = played_session(game, seats, moves, seed)
    assert saved.game.record() == expected.game.record()
    assert saved.seats == expected.seats
    assert [p.name for p in games_dir().iterdir() if not p.name.startswith(".")] == [slot.name]

    app.navigator.reset_to("menu")
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click_widget(app, menu.buttons["Continue"])
    # The game screen, with the hand-over over it when a person other than the last is to move.
    scene = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
    resumed = scene.session.game
    # The game goes on from there: a computer seat to move has played in the frames since.
    assert resumed.record()["actions"][:moves] == expected.game.record()["actions"]
    later = resumed.actions[moves:]
    assert all(not scene.session.seats[seat].is_human for seat in moved_by(expected.game, later))


KILLS = 200
KILL_SECONDS = 40  # a slow machine kills fewer times rather than slow the suite down


def saved_game(slot: Path) -> Path:
    """Where the game of `slot` is kept now: its slot, or the finished games once it ended."""
    return slot if slot.exists() else finished_dir() / slot.name


@pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked copy of this process")
def test_killed_at_any_moment_the_newest_or_previous_save_loads(data_dir: Path) -> None:
    """A copy of the game loop, forked (no start-up to wait for), plays on from the save
    and is killed -9 after a random few milliseconds, mid-move or mid-write, 200 times.
    Every time, the save is whole: the last one written or the one before it."""
    rng = random.Random(13)
    slot = new_slot()
    new_session("freight", 3, 0, slot).autosave_now()
    seen = 0  # the moves of the last save found
    kills, deadline = 0, time.monotonic() + KILL_SECONDS
    while kills < KILLS and time.monotonic() < deadline:
        child = os.fork()
        if child == 0:  # the game loop, until it is killed
            try:
                session = Session.from_save(read_save(saved_game(slot)), saved_game(slot))
                for _ in random_moves(session, kills):
                    pass
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0, 0.03))
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        kills += 1
        game = read_save(saved_game(slot)).game  # never half a file, never a traceback
        assert len(game.actions) >= seen  # never older than a save already found
        seen = len(game.actions)
        if game.is_over:  # the next game, in a slot of its own
            slot = new_slot()
            new_session("freight", 3, kills, slot).autosave_now()
            seen = 0
    assert kills >= 50
    assert all(describe(p, IN_PROGRESS).problem == "" for p in unfinished_games())
    prepare_storage()  # the next start removes what killed writes left
    assert not list(data_dir.rglob("*.tmp"))
