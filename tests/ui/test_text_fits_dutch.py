"""No Dutch text overflows its box either: Dutch words run longer than English ones.

The same check as test_text_fits.py (every scene the smoke test opens, at both window
sizes and every UI scale, with the longest refusal on the status line), with the app
switched to Nederlands as a player switches it, so a translation too long for its
button or line fails here rather than on a player's screen.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.ui.app import App

from . import test_text_fits
from .text_boxes import recording


@pytest.fixture
def recorded_app(app: App) -> Iterator[App]:
    app.settings.language = "nl"
    app.settings_changed()
    with recording():
        yield app


test_every_dutch_text_fits_its_box = test_text_fits.test_every_text_fits_its_box
