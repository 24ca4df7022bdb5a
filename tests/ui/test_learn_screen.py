"""The Learn screen says what the lesson under the pointer teaches, under the columns, where
it covers no lesson's title (a 170-pixel tooltip covered the next two titles: issue 39)."""

from __future__ import annotations

import pygame
import pytest

from game.texts import tr
from game.ui.app import App
from game.ui.fonts import font
from game.ui.lessons.scene import LearnScene

from .driving import frames, from_menu


def _point_at(app: App, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 3)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_lesson_pointed_at_is_told_below_every_title(app: App,
                                                         size: tuple[int, int]) -> None:
    app.display.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.rebuild()
    frames(app)
    learn = from_menu(app, "Learn", LearnScene)
    _point_at(app, (learn.u(10), learn.size[1] - learn.u(10)))  # off every button
    lines, _ = learn.about_lines()
    assert lines == [tr("Point at a lesson to read what it teaches.")]
    for button, lesson in learn.buttons.items():
        _point_at(app, button.rect.center)
        lines, _ = learn.about_lines()
        assert " ".join(lines) == " ".join(tr(lesson.about).split()), lesson.title
        told = learn.about_rect.inflate(0, 0)
        told.h = len(lines) * font(learn.u(17)).get_linesize()
        assert told.bottom <= size[1]
        assert told.collidelist([b.rect for b in learn.buttons]) < 0


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_tooltip_grows_with_the_ui_scale(app: App, size: tuple[int, int]) -> None:
    """Pointed at long enough, Back shows its tooltip as wide as the theme's 240 pixels at
    the scale shown (170 unscaled held three words a line at 125%)."""
    app.display.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.rebuild()
    frames(app)
    learn = from_menu(app, "Learn", LearnScene)
    _point_at(app, learn.back.rect.center)
    frames(app, 90)  # a second and a half of frames: pygame-gui's tooltip delay
    tip = learn.back.tool_tip
    assert tip is not None
    assert tip.rect.w == round(240 * app.display.scale)
