"""Settings' animation speed (a slow pace for following every computer step) and UI scale
(by default the largest the window has room for), each kept on disk; every value of a
choice in view, the one clicked kept under the pointer, the volume said in numbers."""

from __future__ import annotations

import json

import pygame

from game.store.paths import data_dir
from game.store.settings import SETTINGS_FILE, load_settings
from game.ui.app import App
from game.ui.fonts import font
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.table.pace import COMPUTER_PAUSE

from .driving import click, click_widget, frames, move_to, press_at, release_at
from .test_hurry import computer_first, frames_until_first_move
from .test_resize import resize


def _settings(app: App) -> SettingsScene:
    settings = SettingsScene(app.services)
    app.stack.push(settings)
    frames(app)
    return settings


def test_every_speed_is_in_view_in_order_and_each_chosen_is_kept(app: App) -> None:
    settings = _settings(app)
    speeds = settings.segments["animation"]
    assert [b.text for b in speeds.buttons] == ["off", "slow", "normal", "fast"]
    for speed in ("fast", "off", "slow", "normal"):
        click_widget(app, settings.segments["animation"].button_for(speed))
        stored = json.loads((data_dir() / SETTINGS_FILE).read_text())
        assert stored["animation"] == app.settings.animation == speed
        assert settings.segments["animation"].chosen == speed


def test_the_volume_says_its_value_as_the_slider_moves(app: App) -> None:
    settings = _settings(app)
    before = pygame.image.tobytes(settings.volume_label, "RGBA")
    assert settings.volume.get_current_value() == 70
    knob = settings.volume.sliding_button.rect.center
    press_at(app, knob)
    for step in range(1, 5):
        move_to(app, (knob[0] - step * settings.volume.rect.w // 16, knob[1]))
    release_at(app, (knob[0] - settings.volume.rect.w // 4, knob[1]))
    assert app.settings.volume < 0.6
    after = pygame.image.tobytes(settings.volume_label, "RGBA")
    assert after != before
    assert settings.volume_label.get_size() == font(settings.u(16)).size(
        f"Volume: {round(app.settings.volume * 100)}%")


def test_each_ui_scale_clicked_stays_under_the_pointer(app: App) -> None:
    """The panel is laid out anew at the new scale; the value just chosen lies where it was
    clicked, so the next click of the same place chooses it again (nothing happens)."""
    resize(app, (1920, 1080))
    settings = _settings(app)
    for scale in (0.8, 1.5, 1.0, None, 1.25):
        button = settings.segments["ui_scale"].button_for(scale)
        at = button.rect.center
        click(app, at)
        assert app.settings.ui_scale == scale
        now = settings.segments["ui_scale"].button_for(scale).rect
        assert now.collidepoint(at), (scale, at, now)


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
    assert settings.scale_line() == "UI scale: fit the window (125%)"
    chosen = []
    for scale in (0.8, 1.0, 1.25, 1.5, None):
        click_widget(app, settings.segments["ui_scale"].button_for(scale))
        chosen.append(json.loads((data_dir() / SETTINGS_FILE).read_text())["ui_scale"])
    assert chosen == [0.8, 1.0, 1.25, 1.5, None]
    assert app.display.scale == 1.25 and load_settings().ui_scale is None
    click_widget(app, settings.segments["ui_scale"].button_for(0.8))
    assert app.display.scale == 0.8 and settings.scale_line() == "UI scale: 80%"
