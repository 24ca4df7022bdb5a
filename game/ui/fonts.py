"""Fonts by path from the files pygame-ce and pygame-gui ship, cached by size.

SysFont and Font(None) depend on what the machine has installed and break in
packaged apps; these files travel with the libraries themselves.
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from game.ui.paths import FONT_BOLD, FONT_MONO, FONT_REGULAR, FONT_TITLE


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, max(6, size))


@cache
def title_font(size: int) -> pygame.font.Font:
    return pygame.font.Font(FONT_TITLE, max(6, size))


# --- text with symbols the main font lacks ---------------------------------------------------
# Noto Sans as pygame-gui ships it has no arrows (the game logs say "Zwolle → Meppel");
# Fira Code, shipped beside it, has them. Runs of such characters are drawn with it.


@cache
def _missing(char: str, bold: bool) -> bool:
    """True when the main font would draw `char` as its empty box."""
    face = font(16, bold)

    def pixels(text: str) -> bytes:
        return pygame.image.tobytes(face.render(text, True, (255, 255, 255), (0, 0, 0)), "RGB")

    return pixels(char) == pixels("\ue000")  # a private-use point: always the empty box


def _runs(text: str, bold: bool) -> list[tuple[str, bool]]:
    """`text` cut into (run, needs the fallback font) pieces."""
    runs: list[tuple[str, bool]] = []
    for char in text:
        fallback = not char.isascii() and _missing(char, bold)
        if runs and runs[-1][1] == fallback:
            runs[-1] = (runs[-1][0] + char, fallback)
        else:
            runs.append((char, fallback))
    return runs


@cache
def _fallback(size: int) -> pygame.font.Font:
    return pygame.font.Font(FONT_MONO, max(6, size))


def render(
    text: str, size: int, colour: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """`text` drawn in the app's font, with any symbols it lacks drawn in the fallback."""
    runs = [(text, False)] if text.isascii() else _runs(text, bold)
    if len(runs) == 1 and not runs[0][1]:
        return font(size, bold).render(text, True, colour)
    parts = [
        (_fallback(size) if fb else font(size, bold)).render(run, True, colour) for run, fb in runs
    ]
    height = font(size, bold).get_linesize()
    surface = pygame.Surface((sum(p.get_width() for p in parts), height), pygame.SRCALPHA)
    x = 0
    for part in parts:
        surface.blit(part, (x, (height - part.get_height()) // 2))
        x += part.get_width()
    return surface


@lru_cache(maxsize=256)
def rendered(
    content: str, size: int, bold: bool = False, colour: tuple[int, int, int] = (0, 0, 0)
) -> pygame.Surface:
    """Rendered text, cached: a table redraws the same labels every frame.

    A picture of a busy table asks for about 40 labels; more room only keeps the
    texts of past moves (a whole Freight game left 2,048 of them, 16 MB)."""
    return font(size, bold).render(content, True, colour)
