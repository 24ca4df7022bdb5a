"""A message the player must read and dismiss: a save that cannot be loaded, a failed save."""

from __future__ import annotations

import pygame
import pygame_gui

from game.texts import tr
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services
from game.ui.widgets.scroll_list import Entry, ScrollList


class MessageScene(Overlay):
    panel_units = (560, 320)

    def __init__(self, services: Services, title: str, text: str) -> None:
        self.title = title
        self.text = text
        super().__init__(services)

    def build_panel(self) -> None:
        p = self.panel
        body = pygame.Rect(
            p.x + self.u(20),
            self.content_top(),
            p.width - self.u(40),
            p.bottom - self.content_top() - self.u(76),
        )
        self.body = ScrollList(body, self.scale)
        self.body.set_entries([Entry(self.text)])
        self.ok = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - self.u(80), p.bottom - self.u(60), self.u(160), self.u(44)),
            tr("OK"),
            self.ui,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        self.body.handle_event(event)
        super().handle_event(event)

    def on_button(self, button: object) -> None:
        if button is self.ok:
            self.services.navigator.pop()

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        self.body.draw(surface)
