"""A scroll list keeps only the pictures of the entries near those shown; scrolled back, the
ones it let go are drawn again, the same."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.rules import RulesScene
from game.ui.widgets.scroll_list import KEPT_IMAGES
from tests.ui.driving import frames


def wheel(app: App, pos: tuple[int, int], steps: int) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(abs(steps)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if steps > 0 else -1))
        frames(app, 1)
    frames(app)


def test_the_rules_scrolled_to_the_end_and_back_look_the_same_and_keep_few_pictures(
        app: App) -> None:
    app.navigator.push("rules")
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    text = scene.text
    before = pygame.image.tobytes(app.display.screen, "RGB")
    wheel(app, text.rect.center, -400)  # to the end of a long rulebook
    assert text.offset > 0 and text.offset == text._max_offset()
    assert KEPT_IMAGES <= len(text._images) < len(text.entries) // 2
    wheel(app, text.rect.center, 400)  # and back to its top, drawn again
    assert text.offset == 0
    assert pygame.image.tobytes(app.display.screen, "RGB") == before
