"""The application window. Until the app's scenes land it shows a title card."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

FONT_PATH = Path(pygame.__file__).parent / "freesansbold.ttf"


def run_app(smoke_test: bool = False) -> int:
    if smoke_test:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.init()
    try:
        screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        pygame.display.set_caption("Railway Table Games")
        font = pygame.font.Font(FONT_PATH, 36)
        clock = pygame.time.Clock()
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (
                    event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                ):
                    running = False
            screen.fill((24, 64, 40))
            title = font.render("Railway Table Games", True, (240, 235, 210))
            screen.blit(title, title.get_rect(center=screen.get_rect().center))
            pygame.display.flip()
            if smoke_test:
                return 0
            clock.tick(60)
    finally:
        pygame.quit()
    return 0
