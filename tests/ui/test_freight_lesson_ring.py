"""A Freight lesson's ring round a private row passes under the row's texts: it crossed
the row's "8" (its car limit) in the first lesson."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import App
from game.ui.freight.table import FreightTable
from game.ui.lessons.guide import RING, LessonGuide
from tests.ui.driving import frames, open_lesson
from tests.ui.test_resize import resize


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
def test_a_ring_round_a_row_leaves_its_limit_and_name_readable(
    app: App, size: tuple[int, int]
) -> None:
    resize(app, size)
    scene, _ = open_lesson(app, "A first turn: take three cars, start a train", FreightTable)
    frames(app, 3)
    guide, board = scene.guide, scene.board
    assert isinstance(guide, LessonGuide) and isinstance(board, FreightTable)
    rings = [rect.inflate(scene.u(10), scene.u(10)) for rect in guide.lit(scene)]
    crossed = [box for box in board.label_boxes() if box.collidelist(rings) >= 0]
    plain, lit = pygame.Surface(size), pygame.Surface(size)
    board.draw(plain, keep=True)
    scene.draw(lit)
    assert crossed and [box for box in crossed
                        if pygame.image.tobytes(plain.subsurface(box), "RGB")
                        != pygame.image.tobytes(lit.subsurface(box), "RGB")] == []
    for ring in rings:
        assert any(lit.get_at((x, y))[:3] == RING for x in range(ring.left, ring.right)
                   for y in (ring.top + 1, ring.bottom - 2)), ring
