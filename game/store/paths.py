"""Where the app keeps the player's files: the data folder and the saves folder in it.

The data folder is configurable (RAILWAY_GAMES_DATA_DIR) so tests and
portable installs never touch the real user's saves and settings.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "railway-table-games"
DATA_DIR_VARIABLE = "RAILWAY_GAMES_DATA_DIR"


def data_dir() -> Path:
    """The folder for saves and settings. Nothing is created here: writers make the
    folders they write into, and saves.prepare_storage reports a folder that cannot
    be used (a file in its place, read-only, a full disk) instead of failing."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))


def saves_dir() -> Path:
    return data_dir() / "saves"
