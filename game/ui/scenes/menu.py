"""The main menu: Continue, New game, Learn, Load game, Replay, Statistics, Rules, Settings,
Quit."""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.errors import InvalidRecord
from game.store.saves import latest_unfinished
from game.texts import mark, tr
from game.ui.art import draw_train
from game.ui.fonts import fitted, font, title_font
from game.ui.palette import TEXT, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene

MENU = (  # keys of the buttons, in English; shown through tr()
    mark("Continue"),
    mark("New game"),
    mark("Learn"),
    mark("Load game"),
    mark("Replay"),
    mark("Statistics"),
    mark("Rules"),
    mark("Settings"),
    mark("Quit"),
)
NO_GAME_YET = mark("No game in progress yet: New game starts one.")
# The screen each button opens (by the name it is registered under, screens.py).
OPENS = {"New game": "setup", "Learn": "learn", "Load game": "load", "Statistics": "statistics",
         "Rules": "rules", "Settings": "settings"}


class MenuScene(Scene):
    def build(self) -> None:
        u = self.u
        w, h = self.size
        bw, bh, gap = u(300), u(44), u(10)  # nine buttons fit above the keys line at 800 high
        self._title = title_font(u(56)).render(tr("Railway Table Games"), True, TEXT)
        self._subtitle = font(u(18)).render(  # literal: no engine is loaded for the first frame
            tr("Koplopers & Dwarsliggers  ·  Freight Train"), True, TEXT_DIM
        )
        emblem_h = u(96)
        heading = emblem_h + u(14) + self._title.get_height() + u(4) + self._subtitle.get_height()
        block = heading + u(40) + len(MENU) * (bh + gap) - gap
        y = max(u(10), (h - block) // 2)
        self._emblem = pygame.Rect((w - u(150)) // 2, y, u(150), emblem_h)
        self._title_pos = self._title.get_rect(midtop=(w // 2, self._emblem.bottom + u(14)))
        self._subtitle_pos = self._subtitle.get_rect(midtop=(w // 2, self._title_pos.bottom + u(4)))
        top = y + heading + u(40)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, label in enumerate(MENU):
            rect = pygame.Rect((w - bw) // 2, top + i * (bh + gap), bw, bh)
            self.buttons[label] = pygame_gui.elements.UIButton(
                rect, tr(label), self.ui, object_id="#big"
            )
        self.latest = latest_unfinished()
        self._no_game: tuple[pygame.Surface, pygame.Rect] | None = None
        if self.latest is None:
            # A dimmed first button says nothing by itself (and a disabled one shows no
            # tooltip): why it is dimmed stands beside it, where the eye is.
            self.buttons["Continue"].disable()
            beside = self.buttons["Continue"].rect
            face = font(u(15))
            note = face.render(fitted(tr(NO_GAME_YET), face, w - beside.right - u(32)), True,
                               TEXT_DIM)
            self._no_game = note, note.get_rect(midleft=(beside.right + u(16), beside.centery))
        self._keys = font(u(14)).render(
            tr("In a game: Esc for the game menu, Ctrl+Z to undo.  F11: full screen."), True,
            TEXT_DIM,
        )

    def resumed(self) -> None:
        self.rebuild()  # a game may have been saved or finished meanwhile

    def covered(self) -> None:
        """The menu lies under every game: its buttons' pictures go meanwhile (9 MB at
        1920x1080), and resumed() lays it out anew."""
        self.ui.clear_and_reset()
        self.buttons = {}

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        label = next((k for k, b in self.buttons.items() if b is button), None)
        if label == "Continue":
            self.continue_game()
        elif label == "Replay":
            self.services.navigator.push("load", replay=True)
        elif label == "Quit":
            self.services.quit()
        elif label in OPENS:
            self.services.navigator.push(OPENS[label])

    def continue_game(self) -> None:
        """Resume the game played last; every other one is under Load game."""
        if self.latest is None:
            return
        try:
            self.services.open_save(self.latest)
        except InvalidRecord as error:
            # Continue would meet the same file at every click: the way on is Load game,
            # one click away, with this file chosen (Delete… lit) and every other game listed.
            latest = self.latest
            self.services.navigator.push(
                "confirm",
                title=tr("Cannot continue"),
                text=tr("{reason}\n\nThe file was left as it is. "
                        "Load game lists every other game, and can delete this one.").format(
                    reason=error.reason),
                action=tr("Load game"),
                on_confirm=lambda: self.services.navigator.push("load", chosen=latest),
            )

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_felt(surface, self.size)
        draw_train(surface, self._emblem, (200, 48, 48))
        surface.blit(self._title, self._title_pos)
        surface.blit(self._subtitle, self._subtitle_pos)
        if self._no_game is not None:
            surface.blit(*self._no_game)
        w, h = self.size
        surface.blit(self._keys, self._keys.get_rect(midbottom=(w // 2, h - self.u(14))))
