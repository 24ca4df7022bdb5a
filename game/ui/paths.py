"""Where the app reads its assets and keeps the player's files.

The data folder is configurable (RAILWAY_GAMES_DATA_DIR) so tests and
portable installs never touch the real user's saves and settings.

In the packaged app (PyInstaller) the assets travel in the bundle folder,
sys._MEIPASS, laid out as in the repository. Every shipped file is checked here,
at import, so a bundle missing one stops the app (and the build's smoke test)
with the file named, instead of pygame-gui quietly drawing a default font.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs
import pygame
import pygame_gui

APP_NAME = "railway-table-games"
DATA_DIR_VARIABLE = "RAILWAY_GAMES_DATA_DIR"


class MissingResource(RuntimeError):
    """A file the app ships with is not there: a broken install or bundle."""


def shipped(path: Path) -> Path:
    """`path`, which must exist: shipped files never fall back to something else."""
    if not path.exists():
        raise MissingResource(f"{path} is missing; the app is installed incompletely")
    return path


ROOT = Path(getattr(sys, "_MEIPASS", None) or Path(__file__).resolve().parents[2])
ASSETS = shipped(ROOT / "assets")
RULES_DIR = shipped(ASSETS / "rules")
THEME_FILE = shipped(ASSETS / "theme.json")

# Fonts ship inside pygame-ce and pygame-gui themselves, so a packaged app finds
# them next to the code that uses them; SysFont would depend on the machine.
_GUI_FONTS = Path(pygame_gui.__file__).parent / "data"
FONT_REGULAR = shipped(_GUI_FONTS / "NotoSans-Regular.ttf")
FONT_BOLD = shipped(_GUI_FONTS / "NotoSans-Bold.ttf")
FONT_MONO = shipped(_GUI_FONTS / "FiraCode-Regular.ttf")
FONT_TITLE = shipped(Path(pygame.__file__).parent / "freesansbold.ttf")


def data_dir() -> Path:
    """The folder for saves and settings. Nothing is created here: writers make the
    folders they write into, and saves.prepare_storage reports a folder that cannot
    be used (a file in its place, read-only, a full disk) instead of failing."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))


def saves_dir() -> Path:
    return data_dir() / "saves"
