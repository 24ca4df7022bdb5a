"""Darkening part of a picture under a translucent colour, without a picture that size.

A translucent surface as large as the area (the map under a dialog is 4.5 MB at
1920x1080) would be made for one blit each frame. A strip of the area's width is
blitted down it instead: each pixel is blended with the same colour, so the
result is the same, pixel for pixel.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

STRIP = 16  # rows of the strip blitted down the area


@lru_cache(maxsize=4)
def _strip(width: int, colour: tuple[int, int, int, int]) -> pygame.Surface:
    strip = pygame.Surface((width, STRIP), pygame.SRCALPHA)
    strip.fill(colour)
    return strip


def shade(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int, int]) -> None:
    """Blend `colour` (with its alpha) over `area` of `surface`."""
    strip = _strip(area.width, colour)
    for y in range(area.top, area.bottom, STRIP):
        surface.blit(strip, (area.x, y), (0, 0, area.width, min(STRIP, area.bottom - y)))
