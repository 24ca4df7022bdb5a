"""Where the app reads its assets and keeps the player's files.

The data folder is configurable (RAILWAY_GAMES_DATA_DIR) so tests and
portable installs never touch the real user's saves and settings.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
import pygame
import pygame_gui

APP_NAME = "railway-table-games"
DATA_DIR_VARIABLE = "RAILWAY_GAMES_DATA_DIR"

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
RULES_DIR = ASSETS / "rules"
THEME_FILE = ASSETS / "theme.json"

# Fonts ship inside pygame-ce and pygame-gui themselves, so a packaged app finds
# them next to the code that uses them; SysFont would depend on the machine.
_GUI_FONTS = Path(pygame_gui.__file__).parent / "data"
FONT_REGULAR = _GUI_FONTS / "NotoSans-Regular.ttf"
FONT_BOLD = _GUI_FONTS / "NotoSans-Bold.ttf"
FONT_MONO = _GUI_FONTS / "FiraCode-Regular.ttf"
FONT_TITLE = Path(pygame.__file__).parent / "freesansbold.ttf"


def data_dir() -> Path:
    """The folder for saves and settings, created on first use."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def saves_dir() -> Path:
    folder = data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
