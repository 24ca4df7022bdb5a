"""The check every lesson-ring test makes: a ring drawn round its places passes under the
labels it crosses (game/ui/widgets/under.py), and is still drawn."""

from __future__ import annotations

import pygame

from game.ui.lessons.guide import RING
from game.ui.table.screen import TableScreen


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
