"""The real app on the dummy video driver, a throwaway data folder, animation off.

The `app` fixture of the test folders that drive whole games and lessons by mouse
(their conftest imports it): with animation off, a move shows its result at once.
"""

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


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path / "data"))
    from game.ui.app import App

    application = App()
    application.settings.animation = "off"
    application.navigator.push("menu")
    application.frame(0.0)
    yield application
