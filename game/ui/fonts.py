"""Fonts by path from the files pygame-ce and pygame-gui ship, cached by size.

SysFont and Font(None) depend on what the machine has installed and break in
packaged apps; these files travel with the libraries themselves. Each font is a
Face (game/ui/glyphs.py), so text a player typed - a name with an emoji, CJK or
a zero-width joiner - is drawn, never raised on.

Every size of a file is a face of its own, and a face of Noto Sans takes about
half a MB once it has drawn a word (HarfBuzz's copy of the file's layout
tables), so one face serves each size and weight however it is asked for:
`font(19)` and `font(19, False)` would be two entries of one cache.
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from game.ui.glyphs import Face, visible_clusters
from game.ui.resources import FONT_BOLD, FONT_REGULAR, FONT_TITLE

ELLIPSIS = "…"


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return _face(max(6, size), bool(bold))


@cache
def _face(size: int, bold: bool) -> pygame.font.Font:
    return Face(FONT_BOLD if bold else FONT_REGULAR, size, bold)


@cache
def title_font(size: int) -> pygame.font.Font:
    return Face(FONT_TITLE, max(6, size), True)


def render(
    text: str, size: int, colour: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """`text` drawn in the app's font, with any characters it lacks drawn in a fallback."""
    return font(size, bold).render(text, True, colour)


@lru_cache(maxsize=64)
def rendered(
    content: str, size: int, bold: bool = False, colour: tuple[int, int, int] = (0, 0, 0)
) -> pygame.Surface:
    """Rendered text, cached: a table redraws the same labels every frame.

    A picture of a busy table asks for about 40 labels; more room only keeps the
    texts of past moves, drawn once into a table's picture and never again (256 of
    them held 8 MB at the end of a Freight game at 1920x1080)."""
    return render(content, size, colour, bold)


def fitted(text: str, face: pygame.font.Font, width: int) -> str:
    """`text`, or as much of it as fits in `width` pixels followed by "…".

    Cut between characters as drawn, so an accent stays on its letter.
    """
    if face.size(text)[0] <= width:
        return text
    clusters = visible_clusters(text)
    low, high = 0, len(clusters)  # the longest prefix that fits, by bisection
    while low < high:
        middle = (low + high + 1) // 2
        if face.size("".join(clusters[:middle]).rstrip() + ELLIPSIS)[0] <= width:
            low = middle
        else:
            high = middle - 1
    return "".join(clusters[:low]).rstrip() + ELLIPSIS
