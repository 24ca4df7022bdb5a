"""End screens: a scoring made during play (a Freight Train day), and the final results.

Both show the game's score sheet or breakdown; the final one adds the places (and
which tie-breaks decided them), Play again with the same seats, and Menu.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pygame_gui

from game.store.save_format import LoadedSave
from game.store.saves import new_slot
from game.texts import and_list, tr
from game.ui.fonts import font
from game.ui.fronts import ScoreSheet, front, info
from game.ui.hints import hints_note
from game.ui.palette import ACCENT, SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services
from game.ui.session import Session
from game.ui.widgets.scroll_list import Entry, ScrollList


def open_replay(services: Services, session: Session) -> None:
    """The finished game watched again move by move, on the replay screen."""
    services.navigator.push("replay", loaded=LoadedSave(session.game, list(session.seats)))


def standings(session: Session) -> list[tuple[int, int, str]]:
    """(place, seat, note) best first, with a note wherever points alone did not decide."""
    game = session.game
    scores = game.scores()
    shared = info(game.NAME).ties_share_place
    rows: list[tuple[int, int, str]] = []
    for index, seat in enumerate(game.ranking()):
        level = [
            session.seats[o].name
            for o in range(len(scores))
            if o != seat and scores[o] == scores[seat]
        ]
        place = index + 1
        if shared and rows and scores[rows[-1][1]] == scores[seat]:
            place = rows[-1][0]
        note = ""
        if level:
            names = and_list(level)
            note = (
                tr("level with {names}: place shared") if shared
                else tr("level with {names}: placed by the tie-break")
            ).format(names=names)
        rows.append((place, seat, note))
    return rows


class ResultsScene(Overlay):
    panel_units = (760, 660)

    def __init__(self, services: Services, session: Session) -> None:
        self.session = session
        self.title = tr("Final results") if session.game.is_over else tr("Standings so far")
        self.game_front = front(session.game_name)
        self.sheet: ScoreSheet | None = self.game_front.final_sheet(session.game)
        if self.sheet is not None:
            self.panel_units = (1260, 780)
        super().__init__(services)

    def row_step(self) -> int:
        return self.u(34 if self.sheet is not None else 50)

    def build_panel(self) -> None:
        p = self.panel
        u = self.u
        y = p.bottom - u(70)
        # View table at the left, Menu at the right; between them Play again and, once the
        # game is over, Replay this game (move by move, from the start).
        labels = [tr("View table"), tr("Play again")]
        if self.session.game.is_over:
            labels.append(tr("Replay this game"))
        labels.append(tr("Menu"))
        # As wide as four side by side allow in the small panel (no sheet), a gap between
        # them: at 200 units they overlapped there.
        room, gap = p.width - u(48), u(12)
        width = min(u(200), (room - gap * (len(labels) - 1)) // len(labels))
        step = (room - width) // (len(labels) - 1)
        made = [pygame_gui.elements.UIButton(
            pygame.Rect(p.x + u(24) + i * step, y, width, u(48)), label, self.ui)
            for i, label in enumerate(labels)]
        self.view, self.again, self.menu = made[0], made[1], made[-1]
        self.replay = made[2] if len(made) == 4 else None
        scores = self.session.game.scores()
        self.rows = []
        for place, seat, note in standings(self.session):
            colour = ACCENT if place == 1 else TEXT
            note = " · ".join(filter(None, (note, hints_note(self.session.seats[seat].hints))))
            self.rows.append(
                (
                    seat,
                    font(u(21), True).render(f"{place}.", True, colour),
                    font(u(21), place == 1).render(self.session.seats[seat].name, True, colour),
                    font(u(21), True).render(str(scores[seat]), True, colour),
                    font(u(14)).render(note, True, TEXT_DIM),
                )
            )
        top = self.content_top() + len(self.rows) * self.row_step() + u(8)
        self.pad_area = pygame.Rect(p.x + u(24), top, p.width - u(48), y - top - u(12))
        # The breakdown in words, where the game has no score sheet to show in its place
        # (made only then: a Freight game's would be 5 MB of pictures at 1920x1080).
        self.details: ScrollList | None = None
        if self.sheet is None:
            self.details = ScrollList(self.pad_area, self.scale)
            self.details.set_entries(
                self.game_front.breakdown(self.session.game)
                or [Entry(tr("This game has no score breakdown."), "dim")]
            )

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.details is not None:
            self.details.handle_event(event)
        super().handle_event(event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.view:
            self.services.navigator.pop()
        elif button is self.menu:
            self.services.navigator.reset_to("menu")
        elif button is self.again:
            self.play_again()
        elif button is self.replay:
            open_replay(self.services, self.session)

    def play_again(self) -> None:
        """The same seats and rules with a fresh deal."""
        game = self.session.game
        session = Session.new(
            game.NAME,
            [replace(seat, hints=0) for seat in self.session.seats],
            random.randrange(2**31),
            dict(game.options),
            new_slot(),
        )
        self.services.start_session(session)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        u = self.u
        x, y = self.panel.x + u(40), self.content_top()
        for seat, place, name, score, note in self.rows:
            surface.blit(place, (x, y))
            draw_seat_badge(
                surface,
                SEAT_COLOURS[self.session.seats[seat].colour],
                (x + u(52), y + u(15)),
                u(12),
                self.services.settings.colour_blind,
            )
            surface.blit(name, (x + u(74), y))
            surface.blit(note, (x + u(74) + name.get_width() + u(14), y + u(8)))
            surface.blit(score, score.get_rect(topright=(self.panel.right - u(40), y)))
            y += self.row_step()
        if self.sheet is not None:
            self.sheet.draw(surface, self.pad_area)
        elif self.details is not None:
            self.details.draw(surface)


class ScoringScene(Overlay):
    """The score sheet of a scoring made during play (a Freight Train day); play goes on."""

    panel_units = (1260, 780)

    def __init__(self, services: Services, sheet: ScoreSheet) -> None:
        self.sheet = sheet
        self.title = sheet.title
        super().__init__(services)

    def build_panel(self) -> None:
        p = self.panel
        u = self.u
        y = p.bottom - u(70)
        self.go_on = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - u(100), y, u(200), u(48)), tr(self.sheet.go_on), self.ui
        )
        top = self.content_top()
        self.pad_area = pygame.Rect(p.x + u(24), top, p.width - u(48), y - top - u(12))

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.go_on:
            self.services.navigator.pop()

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        self.sheet.draw(surface, self.pad_area)
