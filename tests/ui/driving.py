"""Drive the app as a person would: synthetic mouse clicks and key presses, then frames."""

from __future__ import annotations

import pygame

from game.ui.app import App


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """Press and release the left button at `pos`, and let the app react."""
    pygame.mouse.set_pos(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    frames(app)


def click_widget(app: App, widget: object) -> None:
    click(app, widget.rect.center)  # type: ignore[attr-defined]


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    frames(app)
