"""`python -m game --first-frame`: the start-up that tools/bench.py times, in a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# What the menu does not need: loading any of it before the first frame slows every start.
LATER = (
    "networkx",
    "game.engine.freight",
    "game.engine.koplopers",
    "game.ai",
    "game.ui.freight",
    "game.ui.koplopers",
    "game.ui.scenes.setup",
    "game.ui.session",
)


def run(args: list[str], data_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "RAILWAY_GAMES_DATA_DIR": str(data_dir),
    }
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )


def test_first_frame_shows_the_menu_says_when_and_exits(data_dir: Path) -> None:
    done = run(["-m", "game", "--first-frame"], data_dir)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    words = lines[0].split()  # first frame at EPOCH after CPU s CPU
    assert words[:3] == ["first", "frame", "at"] and words[4] == "after"
    assert float(words[3]) > 0 and float(words[5]) > 0


def test_the_first_frame_loads_no_engine_game_screen_or_computer_player(data_dir: Path) -> None:
    code = (
        "import sys; from game.__main__ import main; main(['--first-frame']); "
        f"print([m for m in {LATER!r} if m in sys.modules])"
    )
    done = run(["-c", code], data_dir)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[]"
