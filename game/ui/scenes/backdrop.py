"""The table felt behind full-screen scenes, drawn from small pieces each frame.

A window-sized felt picture would be 8 MB at 1920x1080, kept for as long as the
app runs. The felt is instead a band of weave as wide as the window, repeated
down it, and its rim's top and bottom: about 2 MB at that size, and covering a
window with them costs what blitting the one big picture did.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.ui.palette import FELT, FELT_DARK

TILE = 256  # the weave repeats every TILE pixels, too faintly to be seen
RIM = 24  # the darker rim round the edges, in pixels
# The rim's colour at each distance from the edge, darkest outside.
RIM_COLOURS = [
    tuple(c + (f - c) * (RIM - i) // RIM for c, f in zip(FELT, FELT_DARK, strict=False))
    for i in range(RIM)
]


def opaque(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface in the display's own pixel format, so it blits fast."""
    display = pygame.display.get_surface()
    return pygame.Surface(size, 0, display) if display else pygame.Surface(size)


def translucent(size: tuple[int, int]) -> pygame.Surface:
    """A surface with per-pixel alpha in the format convert_alpha() gives for the display,
    so it blits fast: made in that format, not converted after (a copy as large beside
    it)."""
    if pygame.display.get_surface() is None:
        return pygame.Surface(size, pygame.SRCALPHA)
    like = pygame.Surface((1, 1), pygame.SRCALPHA).convert_alpha()
    return pygame.Surface(size, pygame.SRCALPHA, like)


@lru_cache(maxsize=1)
def _weave() -> pygame.Surface:
    """A tile of green baize with a faint weave: a dot a shade lighter or darker in
    about every 400 pixels."""
    tile = opaque((TILE, TILE))
    tile.fill(FELT)
    dots = []
    for shade in (-6, -3, 3, 6):
        dot = pygame.Surface((2, 2))
        dot.fill([max(0, min(255, c + shade)) for c in FELT])
        dots.append(dot)
    weave = random.Random(1).random
    tile.fblits(
        [
            (dots[int(weave() * 4)], (int(weave() * TILE), int(weave() * TILE)))
            for _ in range(TILE * TILE // 400)
        ]
    )
    return tile


@lru_cache(maxsize=1)
def _pieces(width: int) -> tuple[pygame.Surface, pygame.Surface, pygame.Surface]:
    """For a window `width` wide: a band of weave TILE high with the rim's sides in it,
    and the rim's top and bottom edges (each pixel of the rim is the colour of its
    distance from the nearest edge)."""
    band = opaque((width, TILE))
    tile = _weave()
    band.fblits([(tile, (x, 0)) for x in range(0, width, TILE)])
    top = opaque((width, RIM))
    for i, colour in enumerate(RIM_COLOURS):
        pygame.draw.line(band, colour, (i, 0), (i, TILE))
        pygame.draw.line(band, colour, (width - 1 - i, 0), (width - 1 - i, TILE))
        pygame.draw.rect(top, colour, (i, i, width - 2 * i, 2 * RIM), width=1)
    return band, top, pygame.transform.flip(top, False, True)


def draw_felt(surface: pygame.Surface, size: tuple[int, int]) -> None:
    """Felt over the top-left `size` of `surface`: the weave, darkening towards the edges."""
    w, h = size
    band, top, bottom = _pieces(w)
    for y in range(0, h, TILE):
        surface.blit(band, (0, y), (0, 0, w, min(TILE, h - y)))
    surface.blit(top, (0, 0))
    surface.blit(bottom, (0, h - RIM))

