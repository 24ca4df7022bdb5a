"""Fonts by path from the files pygame-ce and pygame-gui ship, cached by size.

SysFont and Font(None) depend on what the machine has installed and break in
packaged apps; these files travel with the libraries themselves.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.ui.paths import FONT_BOLD, FONT_REGULAR, FONT_TITLE


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    return pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, max(6, size))


@cache
def title_font(size: int) -> pygame.font.Font:
    return pygame.font.Font(FONT_TITLE, max(6, size))
