"""Headless pygame, a throwaway data folder, and the toy game in both registries."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.engine import games
from game.store.paths import DATA_DIR_VARIABLE

from . import toy_game

if TYPE_CHECKING:
    from game.ui.app import App

@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    yield folder


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game in the registries; it has no strategy, so every level plays it at random."""
    from game.ai import levels
    from game.ai.random_player import RandomPlayer

    monkeypatch.setitem(games.GAMES, "toy", games.GameEntry("toy", toy_game.__name__))
    for name, make in list(levels.LEVELS.items()):
        monkeypatch.setitem(
            levels.LEVELS,
            name,
            lambda game, seed, make=make: RandomPlayer(seed) if game == "toy" else make(game, seed),
        )


@pytest.fixture
def app(data_dir: Path) -> Iterator[App]:
    """The real app on the dummy video driver, with its menu open.

    pygame stays initialised between tests: the font cache outlives one app.
    """
    from game.ui.app import App

    application = App()
    application.navigator.push("menu")
    application.frame(0.0)
    yield application
