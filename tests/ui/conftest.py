"""Headless pygame, a throwaway data folder, and the toy game in both registries."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.engine import games
from game.ui import catalog
from game.ui.paths import DATA_DIR_VARIABLE

from . import toy_game

TOY = catalog.GameInfo(
    name="toy",
    title="Toy",
    seats=range(2, 5),
    colours=("red", "blue", "yellow", "green"),
    options=(catalog.Toggle("fast", "Fast toy"),),
    hides_hands=True,
)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    yield folder


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, "toy", games.GameEntry("toy", toy_game.__name__))
    monkeypatch.setitem(catalog.CATALOG, "toy", TOY)
