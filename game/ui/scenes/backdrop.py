"""The table felt behind full-screen scenes, drawn once per size and blitted."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.ui.palette import FELT, FELT_DARK


@lru_cache(maxsize=1)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """A green baize with a faint weave and a darker rim: cheap to blit, drawn once.

    One size kept (8 MB at 1920x1080): after a resize the old one is of no use. Made
    in the display's own pixel format, so it blits fast without a converted copy.
    """
    display = pygame.display.get_surface()
    surface = pygame.Surface(size, 0, display) if display else pygame.Surface(size)
    surface.fill(FELT)
    dots = []
    for shade in (-6, -3, 3, 6):
        dot = pygame.Surface((2, 2))
        dot.fill([max(0, min(255, c + shade)) for c in FELT])
        dots.append(dot)
    # One batched blit of the weave's dots: it is drawn before the first menu frame.
    weave = random.Random(1).random
    w, h = size
    surface.fblits(
        [
            (dots[int(weave() * 4)], (int(weave() * w), int(weave() * h)))
            for _ in range(w * h // 400)
        ]
    )
    for i in range(24):
        pygame.draw.rect(
            surface,
            [c + (f - c) * (24 - i) // 24 for c, f in zip(FELT, FELT_DARK, strict=False)],
            (i, i, w - 2 * i, h - 2 * i),
            width=1,
        )
    return surface
