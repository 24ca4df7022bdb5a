"""End of game: places, scores, which tie-breaks decided, Play again or Menu."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.ui.fonts import font
from game.ui.palette import ACCENT, SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.scenes.overlay import Overlay
from game.ui.session import Session

if TYPE_CHECKING:
    from game.ui.app import App


def standings(session: Session) -> list[tuple[int, str]]:
    """(seat, note) best first; a note names whoever was level on points with that seat."""
    game = session.game
    scores = game.scores()
    rows = []
    for seat in game.ranking():
        level = [
            session.seats[o].name
            for o in range(len(scores))
            if o != seat and scores[o] == scores[seat]
        ]
        note = f"level on points with {', '.join(level)}: placed by the tie-break" if level else ""
        rows.append((seat, note))
    return rows


class ResultsScene(Overlay):
    panel_units = (620, 560)

    def __init__(self, app: App, session: Session) -> None:
        self.session = session
        self.title = "Final results" if session.game.is_over else "Standings so far"
        super().__init__(app)

    def build_panel(self) -> None:
        p = self.panel
        u = self.u
        self.view = pygame_gui.elements.UIButton(
            pygame.Rect(p.x + u(24), p.bottom - u(70), u(170), u(48)), "View table", self.ui
        )
        self.again = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - u(85), p.bottom - u(70), u(170), u(48)), "Play again", self.ui
        )
        self.menu = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - u(194), p.bottom - u(70), u(170), u(48)), "Menu", self.ui
        )
        scores = self.session.game.scores()
        self.rows = []
        for place, (seat, note) in enumerate(standings(self.session), start=1):
            name = self.session.seats[seat].name
            colour = ACCENT if place == 1 else TEXT
            self.rows.append(
                (
                    seat,
                    font(u(22), True).render(f"{place}.", True, colour),
                    font(u(22), place == 1).render(name, True, colour),
                    font(u(22), True).render(str(scores[seat]), True, colour),
                    font(u(14)).render(note, True, TEXT_DIM),
                )
            )

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.view:
            self.app.stack.pop()
        elif button is self.menu:
            self.app.to_menu()
        elif button is self.again:
            self.play_again()

    def play_again(self) -> None:
        game = self.session.game
        session = Session.new(
            game.NAME,
            self.session.seats,
            random.randrange(2**31),
            dict(game.options),
            self.app.autosave_path(),
        )
        self.app.start_session(session)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        u = self.u
        x, y = self.panel.x + u(40), self.content_top() + u(10)
        for seat, place, name, score, note in self.rows:
            surface.blit(place, (x, y))
            draw_seat_badge(
                surface,
                SEAT_COLOURS[self.session.seats[seat].colour],
                (x + u(60), y + u(16)),
                u(13),
                self.app.settings.colour_blind,
            )
            surface.blit(name, (x + u(84), y))
            surface.blit(score, score.get_rect(topright=(self.panel.right - u(40), y)))
            surface.blit(note, (x + u(84), y + u(32)))
            y += u(62)
