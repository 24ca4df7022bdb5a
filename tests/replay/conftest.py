"""A throwaway data folder, and the real app on the dummy video driver with animation off."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.store.paths import DATA_DIR_VARIABLE

if TYPE_CHECKING:
    from game.ui.app import App


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    (folder / "saves" / "finished").mkdir(parents=True)
    (folder / "saves" / "games").mkdir(parents=True)
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(folder))
    return folder


@pytest.fixture
def app(data_dir: Path) -> Iterator[App]:
    from game.ui.app import App

    application = App()
    application.settings.animation = "off"
    application.navigator.push("menu")
    application.frame(0.0)
    yield application
