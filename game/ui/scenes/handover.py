"""The hand-over screen: hides the table until the next human says they are at the screen.

Shown between two human seats when the game hides things from other seats, so
nobody sees the hand of the player before them.
"""

from __future__ import annotations

import pygame

from game.texts import tr
from game.ui.art import draw_train
from game.ui.fonts import font, title_font
from game.ui.palette import SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.scenes.backdrop import draw_felt
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.session import Session


class HandoverScene(Scene):
    def __init__(self, services: Services, session: Session) -> None:
        self.session = session
        seat = session.game.current_player
        assert seat is not None
        self.seat = session.seats[seat]
        super().__init__(services)

    def build(self) -> None:
        self.title = title_font(self.u(44)).render(
            tr("Pass to {name}").format(name=self.seat.name), True, TEXT)
        self.hint = font(self.u(20)).render(tr("click when ready"), True, TEXT_DIM)
        # The screen shows no button: the way to the game menu (save, stop for tonight) is
        # written where a player who is not ready looks for it.
        self.keys = font(self.u(14)).render(
            tr("Esc: the game menu (save as, rules, back to the main menu)"), True, TEXT_DIM)

    def on_click(self, pos: tuple[int, int]) -> None:
        self.ready()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            self.ready()
        elif event.key == pygame.K_ESCAPE:
            self.services.navigator.push("pause", game_scene=None, session=self.session)

    def ready(self) -> None:
        self.session.hand_over()
        self.services.sounds.play("turn")
        self.services.navigator.pop()

    def draw_scene(self, surface: pygame.Surface) -> None:
        w, h = self.size
        draw_felt(surface, self.size)
        emblem = pygame.Rect(0, 0, self.u(120), self.u(78))
        emblem.midbottom = (w // 2, h // 2 - self.u(70))
        draw_train(
            surface, emblem, SEAT_COLOURS[self.seat.colour].rgb(self.services.settings.colour_blind)
        )
        draw_seat_badge(
            surface,
            SEAT_COLOURS[self.seat.colour],
            (w // 2, h // 2 - self.u(40)),
            self.u(16),
            self.services.settings.colour_blind,
        )
        surface.blit(self.title, self.title.get_rect(midtop=(w // 2, h // 2 - self.u(10))))
        surface.blit(self.hint, self.hint.get_rect(midtop=(w // 2, h // 2 + self.u(50))))
        surface.blit(self.keys, self.keys.get_rect(midbottom=(w // 2, h - self.u(14))))
