"""The in-game menu (Esc): resume, undo, save as, rules, settings, quit to menu.

Over a lesson (a table with a guide) nothing is saved as, and the way out leads
back to the Learn list rather than the main menu. Over the hand-over the game can be
saved as, but not undone. A dimmed item says under the buttons why it is dimmed (a
disabled button shows no tooltip).
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.texts import mark, tr
from game.ui.fonts import font
from game.ui.lessons.done import back_to_lessons
from game.ui.palette import TEXT_DIM
from game.ui.scenes.overlay import Overlay
from game.ui.scenes.results import open_replay
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from game.ui.widgets.scroll_list import wrap

ITEMS = (  # keys of the buttons, in English; shown through tr()
    mark("Resume"),
    mark("Undo"),
    mark("Save as…"),
    mark("Rules"),
    mark("Settings"),
    mark("Quit to menu"),
)
LEAVE_LESSON = mark("Back to lessons")  # the last item's words over a lesson


class PauseScene(Overlay):
    panel_units = (380, 548)  # room under the buttons for up to four lines of why

    def __init__(self, services: Services, game_scene: TableScreen | None,
                 session: Session | None = None) -> None:
        """`game_scene` is None over the hand-over screen, where undo is not offered;
        `session` is then the game handed over, which can still be saved as."""
        self.game_scene = game_scene
        self.session = game_scene.session if game_scene is not None else session
        self.in_lesson = game_scene is not None and game_scene.guide is not None
        super().__init__(services)

    def dimmed_because(self) -> list[str]:
        """Why each dimmed item is dimmed, as the player reads it under the buttons."""
        reasons = []
        if self.buttons["Undo"].visible and not self.buttons["Undo"].is_enabled:
            reasons.append(tr("Nothing to undo here: the last turn has been handed on.")
                           if self.game_scene is None
                           else self.game_scene.session.undo_refusal())
        if self.in_lesson:
            reasons.append(tr("A lesson is not saved: Learn starts it again."))
        return reasons

    def heading_text(self) -> str:
        return tr("Game menu")

    def build_panel(self) -> None:
        p = self.panel
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, label in enumerate(ITEMS):
            rect = pygame.Rect(
                p.x + self.u(40),
                self.content_top() + i * self.u(62),
                p.width - self.u(80),
                self.u(50),
            )
            words = LEAVE_LESSON if self.in_lesson and label == "Quit to menu" else label
            self.buttons[label] = pygame_gui.elements.UIButton(rect, tr(words), self.ui)
        if self.game_scene is None or not self.game_scene.session.can_undo():
            self.buttons["Undo"].disable()
        if self.session is None or self.in_lesson:
            self.buttons["Save as…"].disable()
        self.replay: pygame_gui.elements.UIButton | None = None
        if self.game_scene is not None and self.game_scene.session.game.is_over:
            # Over, the game has nothing to undo: its place offers watching it again.
            self.buttons["Undo"].hide()
            self.replay = pygame_gui.elements.UIButton(
                self.buttons["Undo"].rect, tr("Replay this game"), self.ui)
        face = font(self.u(14))
        lines = [line for reason in self.dimmed_because()
                 for line in wrap(reason, face, p.width - self.u(80))]
        self.notes = [face.render(line, True, TEXT_DIM) for line in lines]
        self.notes_top = self.buttons["Quit to menu"].rect.bottom + self.u(14)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        label = next((k for k, b in self.buttons.items() if b is button), None)
        if button is self.replay and self.game_scene is not None:
            open_replay(self.services, self.game_scene.session)
        elif label == "Resume":
            self.services.navigator.pop()
        elif label == "Undo" and self.game_scene is not None:
            self.game_scene.undo()
            self.services.navigator.pop()
        elif label == "Save as…" and self.session is not None:
            self.services.navigator.push("save as", session=self.session)
        elif label == "Rules":
            game = None if self.session is None else self.session.game_name
            self.services.navigator.push("rules", game=game)
        elif label == "Settings":
            self.services.navigator.push("settings")
        elif label == "Quit to menu" and self.in_lesson:
            back_to_lessons(self.services)
        elif label == "Quit to menu":
            self.services.navigator.reset_to("menu")

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        for index, note in enumerate(self.notes):
            surface.blit(note, (self.panel.x + self.u(40),
                                self.notes_top + index * note.get_height()))
