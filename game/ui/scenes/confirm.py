"""A question before something that cannot be undone: deleting a game, replacing a save.

The message panel with two buttons: Cancel (also Esc) leaves everything as it
was; the other, named for what it does, closes the question and does it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.texts import tr
from game.ui.scenes.message import MessageScene
from game.ui.services import Services


class ConfirmScene(MessageScene):
    def __init__(
        self, services: Services, title: str, text: str, action: str, on_confirm: Callable[[], None]
    ) -> None:
        self.action = action
        self.on_confirm = on_confirm
        super().__init__(services, title, text)

    def build_panel(self) -> None:
        super().build_panel()
        p, u = self.panel, self.u
        self.ok.set_text(tr("Cancel"))
        self.ok.set_relative_position((p.x + u(30), p.bottom - u(60)))
        self.confirm = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - u(230), p.bottom - u(60), u(200), u(44)),
            self.action,
            self.ui,
        )

    def on_button(self, button: object) -> None:
        if button is self.confirm:
            self.services.navigator.pop()
            self.on_confirm()
        else:
            super().on_button(button)
