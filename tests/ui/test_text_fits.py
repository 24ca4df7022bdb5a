"""No text overflows its box, on any screen, at the sizes and UI scales we promise.

Issue 15: "No text overflows its box at 1280×800 and 1920×1080, at UI scale
0.8–1.5: status lines under buttons, player-panel chips, the last log line
hidden behind the Results button." Every scene the smoke test opens (menus,
both tables early and late in a game, their overlays) is drawn at both sizes
and every UI scale, with the longest refusal we know on the status line, and
every text is checked against its box (see text_boxes.py).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.store.settings import UI_SCALES
from game.ui.app import App
from game.ui.fronts import installed_games
from game.ui.smoke import scene_makers

from .driving import frames
from .test_resize import resize
from .text_boxes import misfits, recording

SIZES = [(1280, 800), (1920, 1080)]
# A refusal as long as the engines give: it must wrap onto the status line's two lines (or
# be cut at the end of the last), never run under a button.
LONG_REFUSAL = ("That car cannot go there: a Mixed train takes at most one car of each type, "
                "and this train already has a Box Car, a Tank Car and a Caboose")


@pytest.fixture
def recorded_app(app: App) -> Iterator[App]:
    with recording():
        yield app


@pytest.mark.parametrize("scale", UI_SCALES, ids=[f"{round(s * 100)}%" for s in UI_SCALES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_text_fits_its_box(recorded_app: App, size: tuple[int, int], scale: float) -> None:
    app = recorded_app
    resize(app, size)
    app.settings.ui_scale = scale
    app.settings_changed()
    shown = app.display.scale
    if shown != scale and shown in UI_SCALES:
        pytest.skip(f"{size} has no room for {scale:.0%}: it shows {shown:.0%}, tested so")
    found = []
    for name, make in scene_makers(installed_games()):
        app.stack.scenes.clear()
        make(app)
        frames(app, 1)
        if hasattr(app.stack.top, "status"):
            app.stack.top.status.text = LONG_REFUSAL
        found += [f"{name}: {problem}" for problem in misfits(app)]
    assert not found, "\n".join(found)
    assert pygame.display.get_window_size() == size
