"""Any window size, any time: every scene lays itself out again on every size change.

DESIGN.md, The UI: "Window is resizable; everything scales; F11 full screen."
Each scene goes through 1024x640, 2560x1440 and 1280x800 (as a window manager
resizes a window) and F11 twice; after each change every widget and everything
painted lies inside the window, and every scene is laid out for the size it has.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.fronts import installed_games
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.smoke import scene_makers

from .driving import frames, press

SIZES = [(1024, 640), (2560, 1440), (1280, 800)]
SCENES = scene_makers(installed_games())
OUTSIDE = (255, 0, 255)  # painted round the window: anything drawn there overflowed


def resize(app: App, size: tuple[int, int]) -> None:
    """What a window manager says when the window's edge is dragged to `size`."""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    frames(app)


def painted_outside(app: App, margin: int = 200) -> bool:
    """Whether the scene on top paints anything beyond the window's edges."""
    w, h = app.display.screen.get_size()
    canvas = pygame.Surface((w + margin, h + margin))
    canvas.fill(OUTSIDE)
    app.stack.top.draw(canvas)
    right = canvas.subsurface((w, 0, margin, h + margin))
    below = canvas.subsurface((0, h, w + margin, margin))
    return any(pygame.transform.average_color(part)[:3] != OUTSIDE for part in (right, below))


def check_fits(app: App, when: str) -> None:
    window = app.display.screen.get_rect()
    assert pygame.display.get_window_size() == window.size, when
    for scene in app.stack.scenes:
        assert scene.laid_out_for == window.size, f"{type(scene).__name__} after {when}"
        for widget in scene.ui.get_sprite_group().sprites():
            if widget.visible and widget.rect.size != (0, 0):
                assert window.contains(widget.rect), f"{widget} of {type(scene).__name__} {when}"
    assert not painted_outside(app), f"{type(app.stack.top).__name__} paints outside, {when}"


@pytest.mark.parametrize(("name", "make"), SCENES, ids=[name for name, _ in SCENES])
def test_every_scene_fits_every_size_and_full_screen(app: App, name: str, make: object) -> None:
    app.stack.scenes.clear()
    make(app)  # type: ignore[operator]
    frames(app)
    for size in SIZES:
        resize(app, size)
        assert app.display.screen.get_size() == size
        check_fits(app, f"a resize to {size}")
    press(app, pygame.K_F11)
    assert app.fullscreen
    check_fits(app, "F11 to full screen")
    press(app, pygame.K_F11)
    assert not app.fullscreen and app.display.screen.get_size() == SIZES[-1]
    check_fits(app, "F11 back to the window")


def test_a_window_made_smaller_than_the_least_size_stays_at_it(app: App) -> None:
    resize(app, (500, 300))
    assert app.display.screen.get_size() == (800, 560)
    check_fits(app, "a resize below the least size")


def test_f11_opens_full_screen_without_making_the_window_again(app: App) -> None:
    window = app.window().id
    press(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen
    assert app.window().id == window
    press(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen
    assert app.window().id == window


def test_a_new_ui_scale_lays_every_scene_out_again(app: App) -> None:
    resize(app, (2560, 1440))
    app.settings.ui_scale = 1.0
    app.settings_changed()
    frames(app)
    menu = app.stack.top
    before = menu.buttons["Quit"].rect.size  # type: ignore[attr-defined]
    app.settings.ui_scale = 1.5
    app.settings_changed()
    frames(app)
    after = app.stack.top.buttons["Quit"].rect.size  # type: ignore[attr-defined]
    assert after[0] == pytest.approx(before[0] * 1.5, abs=2)
    check_fits(app, "a UI scale of 150%")


def test_the_widgets_text_grows_with_the_ui_scale(app: App) -> None:
    """A plain button's text (theme.json's button font) scales with the buttons it sits in,
    as the painted text does: at 125% it was once left at pygame-gui's own 14 px."""
    resize(app, (2560, 1440))
    sizes = []
    for scale in (1.0, 1.5):
        app.settings.ui_scale = scale
        app.settings_changed()
        settings = SettingsScene(app.services)
        app.stack.push(settings)
        frames(app)
        sizes.append(settings.buttons["sound"].font.point_size)
        app.stack.pop()
    assert sizes == [14, 21]


def test_f11_held_down_while_the_window_switches_switches_once(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = {pygame.K_F11: True}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: held)
    for _ in range(4):  # the first press and the repeats of the held key
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    frames(app)
    assert app.fullscreen
    held[pygame.K_F11] = False  # let go
    frames(app)
    press(app, pygame.K_F11)
    assert not app.fullscreen
