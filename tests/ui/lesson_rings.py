"""What every lesson-ring test does: open a lesson at a window size, then check that a ring
drawn round its places passes under the labels it crosses (game/ui/widgets/under.py), and
is still drawn."""

from __future__ import annotations

from typing import TypeVar

import pygame

from game.ui.app import App
from game.ui.lessons.guide import RING, LessonGuide
from game.ui.table.screen import TableScreen
from tests.ui.driving import frames, open_lesson
from tests.ui.test_resize import resize

B = TypeVar("B")


def lesson_shown(app: App, size: tuple[int, int], title: str,
                 board: type[B]) -> tuple[TableScreen, LessonGuide, B]:
    """The lesson called `title` opened in a window of `size` and drawn: its table screen,
    its guide, and its board, of type `board`."""
    resize(app, size)
    scene, _ = open_lesson(app, title, board)
    frames(app, 3)
    guide, shown = scene.guide, scene.board
    assert isinstance(guide, LessonGuide) and isinstance(shown, board)
    return scene, guide, shown


def assert_rings_pass_under(scene: TableScreen, size: tuple[int, int],
                            rings: list[pygame.Rect], labels: list[pygame.Rect]) -> None:
    """Every label box among `labels` that a ring crosses shows exactly what the board alone
    draws there (a window of `size`), and each ring's colour is drawn along its top or
    bottom edge."""
    crossed = [box for box in labels if box.collidelist(rings) >= 0]
    plain, lit = pygame.Surface(size), pygame.Surface(size)
    scene.board.draw(plain, keep=True)
    scene.draw(lit)
    assert crossed and [box for box in crossed
                        if pygame.image.tobytes(plain.subsurface(box), "RGB")
                        != pygame.image.tobytes(lit.subsurface(box), "RGB")] == []
    for ring in rings:
        assert any(lit.get_at((x, y))[:3] == RING for x in range(ring.left, ring.right)
                   for y in (ring.top + 1, ring.bottom - 2)), ring
