"""The main menu: Continue, New game, Load game, Rules, Settings, Quit."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.errors import InvalidRecord
from game.ui.art import draw_train
from game.ui.fonts import font, title_font
from game.ui.palette import TEXT, TEXT_DIM
from game.ui.scenes.backdrop import felt
from game.ui.scenes.base import Scene

MENU = ("Continue", "New game", "Load game", "Rules", "Settings", "Quit")


class MenuScene(Scene):
    def build(self) -> None:
        w, h = self.size
        bw, bh, gap = self.u(300), self.u(52), self.u(14)
        top = max(self.u(300), h // 2 - self.u(40))
        top = min(top, h - len(MENU) * (bh + gap) - self.u(10))
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, label in enumerate(MENU):
            rect = pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh)
            self.buttons[label] = pygame_gui.elements.UIButton(
                rect, label, self.ui, object_id="#big"
            )
        self.autosave_exists = self.app.autosave_path().exists()
        if not self.autosave_exists:
            self.buttons["Continue"].disable()
        self._title = title_font(self.u(56)).render("Railway Table Games", True, TEXT)
        self._subtitle = font(self.u(18)).render(
            "Koplopers & Dwarsliggers  ·  Freight Train", True, TEXT_DIM
        )
        self._emblem = pygame.Rect(0, 0, self.u(150), self.u(96))
        self._emblem.midbottom = (w // 2, top - self.u(110))

    def resumed(self) -> None:
        self.rebuild()  # a game may have been saved or finished meanwhile

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        label = next((k for k, b in self.buttons.items() if b is button), None)
        if label == "Continue":
            self.continue_game()
        elif label == "New game":
            from game.ui.scenes.setup import SetupScene

            self.app.stack.push(SetupScene(self.app))
        elif label == "Load game":
            from game.ui.scenes.load import LoadScene

            self.app.stack.push(LoadScene(self.app))
        elif label == "Rules":
            from game.ui.scenes.rules import RulesScene

            self.app.stack.push(RulesScene(self.app))
        elif label == "Settings":
            from game.ui.scenes.settings_scene import SettingsScene

            self.app.stack.push(SettingsScene(self.app))
        elif label == "Quit":
            self.app.running = False

    def continue_game(self) -> None:
        from game.ui.scenes.message import MessageScene

        try:
            self.app.open_save(self.app.autosave_path())
        except InvalidRecord as error:
            self.app.stack.push(
                MessageScene(
                    self.app, "Cannot continue", f"{error.reason}\n\nThe file was left as it is."
                )
            )

    def draw_scene(self, surface: pygame.Surface) -> None:
        w, _ = self.size
        surface.blit(felt(self.size), (0, 0))
        draw_train(surface, self._emblem, (200, 48, 48))
        surface.blit(
            self._title, self._title.get_rect(midtop=(w // 2, self._emblem.bottom + self.u(16)))
        )
        surface.blit(
            self._subtitle,
            self._subtitle.get_rect(
                midtop=(
                    w // 2,
                    self._emblem.bottom + self.u(16) + self._title.get_height() + self.u(6),
                )
            ),
        )
