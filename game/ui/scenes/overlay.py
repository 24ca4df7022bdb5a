"""An overlay: a panel in the middle of the window over the dimmed scene below.

The scene below is drawn once into the overlay's backdrop (see SceneStack).
"""

from __future__ import annotations

import pygame

from game.ui.fonts import font
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE
from game.ui.scenes.base import Scene

# The scene below at 41% of its brightness: as under black at alpha 150, but darkened in
# place rather than through a second full-window picture (8 MB at 1920x1080).
DIMMED = (105, 105, 105)


class Overlay(Scene):
    opaque = False
    title = ""
    panel_units = (460, 420)  # panel width and height in layout units

    def heading_text(self) -> str:
        """The panel's heading in the player's language: `title`, or a fixed heading a
        subclass words here, when it is laid out (not at import, before a language is set)."""
        return self.title

    def build(self) -> None:
        w, h = self.size
        pw = min(self.u(self.panel_units[0]), w - 20)
        ph = min(self.u(self.panel_units[1]), h - 20)
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        self.backdrop = self.services.navigator.snapshot_below(self, (w, h))
        self.backdrop.fill(DIMMED, special_flags=pygame.BLEND_MULT)
        self.heading = font(self.u(24), True).render(self.heading_text(), True, ACCENT)
        self.build_panel()

    def build_panel(self) -> None:
        """Make the panel's widgets; self.panel is the panel's rect."""

    def content_top(self) -> int:
        return self.panel.y + self.u(64)

    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop, (0, 0))
        pygame.draw.rect(surface, PANEL, self.panel, border_radius=self.u(10))
        pygame.draw.rect(surface, PANEL_EDGE, self.panel, width=2, border_radius=self.u(10))
        surface.blit(
            self.heading,
            self.heading.get_rect(midtop=(self.panel.centerx, self.panel.y + self.u(18))),
        )

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.services.navigator.pop()
