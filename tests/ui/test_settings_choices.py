"""Settings' animation speed: a slow pace for following every computer step, kept on disk."""

from __future__ import annotations

import json

from game.ui.app import App
from game.ui.paths import data_dir
from game.ui.scenes.game_screen import COMPUTER_PAUSE
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.settings import SETTINGS_FILE

from .driving import click_widget, frames
from .test_hurry import computer_first, frames_until_first_move


def test_the_speed_button_goes_round_every_speed_and_each_is_kept(app: App) -> None:
    settings = SettingsScene(app)
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
