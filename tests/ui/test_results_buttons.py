"""The results panel's buttons stand side by side, none over another, in both languages.

At 200 units each, four buttons (View table, Play again, Replay this game, Menu) overlapped
in the small panel a game without a score sheet (Koplopers) shows: a click near an edge
could land on either button.
"""

from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.scenes.results import ResultsScene
from game.ui.smoke import scene_makers

from .driving import frames
from .test_resize import resize


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize("game", ["koplopers", "freight"])
def test_no_results_button_lies_over_another(
        app: App, game: str, size: tuple[int, int], language: str) -> None:
    resize(app, size)
    app.settings.language = language
    app.settings_changed()
    make = dict(scene_makers([game]))[f"{game} results"]
    app.stack.scenes.clear()
    make(app)
    frames(app, 1)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.replay is not None  # the game is over
    buttons = [results.view, results.again, results.replay, results.menu]
    row = sorted((button.rect for button in buttons), key=lambda rect: rect.x)
    assert all(left.right <= right.left for left, right in zip(row, row[1:], strict=False))
