"""Painting something under what is already drawn: a frame over a map that keeps its labels.

A ring or a frame drawn over a finished frame (a lesson's lit places, a hint)
would cross the labels round the place it points at and hide the very name it
points at. Painted "under" the label boxes instead, it is drawn as usual and
then what those boxes showed is put back over it, so the labels read as before and
the ring passes beneath them, as if it were drawn in the map's own layer order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame


def paint_under(surface: pygame.Surface, kept: Sequence[pygame.Rect],
                paint: Callable[[], object]) -> None:
    """Run `paint` on `surface`, then put back what the `kept` boxes showed before it."""
    whole = surface.get_rect()
    boxes = [box.clip(whole) for box in kept]
    saved = [(box, surface.subsurface(box).copy()) for box in boxes if box.w and box.h]
    paint()
    for box, image in saved:
        surface.blit(image, box)
