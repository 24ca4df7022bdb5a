"""Settings' animation speed (a slow pace for following every computer step) and UI scale
(by default the largest the window has room for), each kept on disk."""

from __future__ import annotations

import json

from game.store.paths import data_dir
from game.store.settings import SETTINGS_FILE, load_settings
from game.ui.app import App
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.table.pace import COMPUTER_PAUSE

from .driving import click_widget, frames
from .test_hurry import computer_first, frames_until_first_move
from .test_resize import resize


def test_the_speed_button_goes_round_every_speed_and_each_is_kept(app: App) -> None:
    settings = SettingsScene(app.services)
    app.stack.push(settings)
    frames(app)
    seen = [app.settings.animation]
    for _ in range(4):
        click_widget(app, settings.buttons["animation"])
        stored = json.loads((data_dir() / SETTINGS_FILE).read_text())
        assert stored["animation"] == app.settings.animation
        assert app.settings.animation in settings.buttons["animation"].text
        seen.append(app.settings.animation)
    assert seen == ["normal", "slow", "off", "fast", "normal"]


def test_a_slow_computer_waits_twice_as_long_before_its_turn(app: App) -> None:
    scene = computer_first(app, "freight")
    app.settings.animation = "slow"
    waited = frames_until_first_move(app, scene)
    assert waited >= COMPUTER_PAUSE["slow"] * 60 - 1
    assert COMPUTER_PAUSE["slow"] >= 2 * COMPUTER_PAUSE["normal"]


def test_the_ui_scale_fits_the_window_until_one_is_chosen(app: App) -> None:
    """Readable at 1920x1080 without a trip to Settings: 125% there, 100% at 1280x800."""
    assert app.settings.ui_scale is None
    for size, scale in (((1920, 1080), 1.25), ((1280, 800), 1.0), ((1024, 640), 0.8),
                        ((2560, 1440), 1.5), ((1920, 1080), 1.25)):
        resize(app, size)
        assert app.display.scale == scale, size
    settings = SettingsScene(app.services)
    app.stack.push(settings)
    frames(app)
    assert "fit the window (125%)" in settings.buttons["ui_scale"].text
    chosen = []
    for _ in range(5):
        click_widget(app, settings.buttons["ui_scale"])
        chosen.append(json.loads((data_dir() / SETTINGS_FILE).read_text())["ui_scale"])
    assert chosen == [0.8, 1.0, 1.25, 1.5, None]
    assert app.display.scale == 1.25 and load_settings().ui_scale is None
    click_widget(app, settings.buttons["ui_scale"])
    assert app.display.scale == 0.8 and "UI scale: 80%" in settings.buttons["ui_scale"].text
