"""The window opens sized to the screen the first time, and as it was left after that.

On a 1920x1080 screen the window used to open at 1280x800 every time, wherever and
however large it had been when the app was closed.
"""

from __future__ import annotations

import json

from game.store.paths import data_dir
from game.store.settings import SETTINGS_FILE, load_settings
from game.ui.app import App
from game.ui.scale import opening_size


def test_a_first_window_fills_most_of_the_screen_in_the_layouts_shape() -> None:
    assert opening_size((1920, 1080)) == (1536, 960)
    assert opening_size((2560, 1440)) == (2048, 1280)
    assert opening_size((1366, 768)) == (1280, 800)  # never below the layout's own size
    for desktop in ((1920, 1080), (2560, 1440), (3840, 2160)):
        w, h = opening_size(desktop)
        assert w / h == 1.6 and w <= 0.9 * desktop[0] and h <= 0.9 * desktop[1]


def test_the_size_and_place_are_kept_and_opened_again(app: App) -> None:
    window = app.window()
    window.size = (1000, 700)
    app.remember_window()
    stored = json.loads((data_dir() / SETTINGS_FILE).read_text())
    assert stored["window_size"] == [1000, 700]
    assert stored["window_position"] == list(window.position)
    assert load_settings().window_size == [1000, 700]
    again = App()
    assert again.window().size == (1000, 700) and again.display.size == (1000, 700)
    again.window().size = (1280, 800)  # as the other tests expect it


def test_a_damaged_size_or_place_is_not_used(app: App) -> None:
    for damaged in ([1, 2], "big", [1280], [1280.5, 800], [True, 800], [99_999, 800]):
        (data_dir() / SETTINGS_FILE).write_text(json.dumps({"window_size": damaged}))
        assert load_settings().window_size is None
    (data_dir() / SETTINGS_FILE).write_text(json.dumps({"window_position": [-40, 30]}))
    assert load_settings().window_position == [-40, 30]
