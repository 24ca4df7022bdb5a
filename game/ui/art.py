"""Pictures the app draws itself: the window icon and the menu's train emblem."""

from __future__ import annotations

import pygame

from game.ui.palette import ACCENT, FELT, FELT_DARK, TEXT


def draw_train(surface: pygame.Surface, rect: pygame.Rect, body: tuple[int, int, int]) -> None:
    """A side view of a small locomotive on rails, scaled to `rect`."""
    w, h = rect.width, rect.height

    def r(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
        return pygame.Rect(rect.x + x * w, rect.y + y * h, max(1, rw * w), max(1, rh * h))

    pygame.draw.rect(surface, (120, 110, 100), r(0.0, 0.86, 1.0, 0.05))  # rail
    for i in range(6):
        pygame.draw.rect(surface, (90, 70, 50), r(0.04 + i * 0.17, 0.91, 0.08, 0.05))  # sleepers
    pygame.draw.rect(surface, body, r(0.08, 0.42, 0.62, 0.32), border_radius=max(1, h // 24))
    pygame.draw.rect(surface, body, r(0.62, 0.22, 0.28, 0.52), border_radius=max(1, h // 20))
    pygame.draw.rect(surface, (210, 230, 240), r(0.67, 0.28, 0.18, 0.16))  # cab window
    pygame.draw.rect(surface, (40, 40, 40), r(0.16, 0.24, 0.1, 0.2))  # chimney
    pygame.draw.rect(surface, ACCENT, r(0.02, 0.62, 0.08, 0.08))  # lamp
    for cx in (0.22, 0.44, 0.76):
        centre = (int(rect.x + cx * w), int(rect.y + 0.77 * h))
        pygame.draw.circle(surface, (30, 30, 30), centre, max(2, int(0.1 * h)))
        pygame.draw.circle(surface, (170, 170, 170), centre, max(1, int(0.04 * h)))


def make_icon(size: int = 64) -> pygame.Surface:
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, FELT, icon.get_rect(), border_radius=size // 6)
    pygame.draw.rect(
        icon, FELT_DARK, icon.get_rect(), width=max(1, size // 16), border_radius=size // 6
    )
    draw_train(icon, pygame.Rect(size * 0.1, size * 0.18, size * 0.8, size * 0.66), (200, 48, 48))
    pygame.draw.rect(icon, TEXT, pygame.Rect(0, 0, size, size), width=1, border_radius=size // 6)
    return icon
