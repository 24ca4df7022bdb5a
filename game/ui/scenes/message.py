"""A message the player must read and dismiss, or a question before something that cannot
be undone.

A message (a save that cannot be loaded, a failed save) has one button, OK. A
question (deleting a game, replacing a save) is the same panel given an `action`:
Cancel (also Esc) leaves everything as it was; the other button, named for what
it does, closes the question and does it (`on_confirm`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.texts import tr
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services
from game.ui.widgets.scroll_list import Entry, ScrollList


class MessageScene(Overlay):
    panel_units = (560, 320)

    def __init__(self, services: Services, title: str, text: str, action: str | None = None,
                 on_confirm: Callable[[], None] | None = None) -> None:
        """A question when `action` (the confirming button's words) is given: `on_confirm`
        runs once that button closed it."""
        self.title = title
        self.text = text
        self.action = action
        self.on_confirm = on_confirm
        self.confirm: pygame_gui.elements.UIButton | None = None  # a question's action button
        super().__init__(services)

    def build_panel(self) -> None:
        p, u = self.panel, self.u
        body = pygame.Rect(
            p.x + u(20), self.content_top(), p.width - u(40), p.bottom - self.content_top() - u(76)
        )
        self.body = ScrollList(body, self.scale)
        self.body.set_entries([Entry(self.text)])
        if self.action is None:
            self.ok = pygame_gui.elements.UIButton(
                pygame.Rect(p.centerx - u(80), p.bottom - u(60), u(160), u(44)), tr("OK"), self.ui
            )
            return
        # A question: Cancel (the button that leaves everything as it was) at the left.
        self.ok = pygame_gui.elements.UIButton(
            pygame.Rect(p.x + u(30), p.bottom - u(60), u(160), u(44)), tr("Cancel"), self.ui
        )
        self.confirm = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - u(230), p.bottom - u(60), u(200), u(44)), self.action, self.ui
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        self.body.handle_event(event)
        super().handle_event(event)

    def on_button(self, button: object) -> None:
        if button is self.ok:
            self.services.navigator.pop()
        elif button is self.confirm and self.on_confirm is not None:
            self.services.navigator.pop()
            self.on_confirm()

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        self.body.draw(surface)
