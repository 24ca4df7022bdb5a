"""A refusal's reason in a box beside the place it was refused, where the eye is.

Both tables say a refused drop's reason on the line under the board and, while
that line says it, here too: just above the drop (below it when there is no room
above), kept inside the board's own area so that it covers no log or panel.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.fonts import font, rendered
from game.ui.palette import PANEL
from game.ui.table.status import REASON
from game.ui.widgets.scroll_list import wrap


def draw_callout(surface: pygame.Surface, text: str, near: tuple[int, int],
                 scaled: Callable[[float], int], room: pygame.Rect) -> None:
    """`text` in a box just above `near`, inside `room`; below `near` when there is no
    room above."""
    size = scaled(14)
    lines = wrap(text, font(size, True), scaled(340))
    step = font(size, True).get_linesize()
    faces = [rendered(line, size, True, REASON) for line in lines]
    box = pygame.Rect(0, 0, max(face.get_width() for face in faces) + scaled(16),
                      step * len(faces) + scaled(10))
    box.midbottom = (near[0], near[1] - scaled(8))
    if box.top < room.top:
        box.top = near[1] + scaled(28)
    box.clamp_ip(room)
    pygame.draw.rect(surface, PANEL, box, border_radius=scaled(6))
    pygame.draw.rect(surface, REASON, box, 2, scaled(6))
    for row, face in enumerate(faces):
        surface.blit(face, (box.x + scaled(8), box.y + scaled(5) + row * step))
