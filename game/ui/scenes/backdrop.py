"""The table felt behind full-screen scenes, drawn once per size and blitted."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.ui.palette import FELT, FELT_DARK


@lru_cache(maxsize=2)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """A green baize with a faint weave and a darker rim: cheap to blit, drawn once."""
    surface = pygame.Surface(size)
    surface.fill(FELT)
    weave = random.Random(1)
    w, h = size
    for _ in range(w * h // 400):
        x, y = weave.randrange(w), weave.randrange(h)
        shade = weave.choice((-6, -3, 3, 6))
        colour = tuple(max(0, min(255, c + shade)) for c in FELT)
        surface.fill(colour, (x, y, 2, 2))
    for i in range(24):
        pygame.draw.rect(
            surface,
            [c + (f - c) * (24 - i) // 24 for c, f in zip(FELT, FELT_DARK, strict=False)],
            (i, i, w - 2 * i, h - 2 * i),
            width=1,
        )
    return surface.convert() if pygame.display.get_surface() else surface
