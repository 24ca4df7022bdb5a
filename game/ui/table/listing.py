"""The board of a game with no table of its own: the game listed, played by clicking.

Three columns: what the seat at the screen may see (the engine's view as lines),
the legal actions as entries to click, and the game log. Any engine can be played
on it; its seats, computer turns, hand-over, Confirm and undo are the table
screen's, as on every table.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.event import Event
from game.texts import tr
from game.ui.fonts import fitted, font
from game.ui.palette import ACCENT, PANEL, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt
from game.ui.table.board import TableContext
from game.ui.table.controls import Places
from game.ui.table.header import Notes, render_header
from game.ui.table.pointer import Carried, Point
from game.ui.table.view_listing import view_entries
from game.ui.widgets.scroll_list import Entry, ScrollList

SAID = (255, 138, 112)  # the colour of what the table says, between the buttons


class ListingBoard:
    def __init__(self, context: TableContext) -> None:
        self.context = context
        seat = context.session.game.current_player
        self.shown = seat if seat is not None else 0
        self.legal: list[Action] = []

    def lay_out(self) -> Places:
        """Three columns between the header and the buttons."""
        u = self.context.u
        w, h = self.context.size
        top, bottom = u(64), h - u(72)
        column = (w - u(64)) // 3
        self.columns = [pygame.Rect(u(16) + i * (column + u(16)), top + u(30), column,
                                    bottom - top - u(30)) for i in range(3)]
        self.heading_top = top + u(4)
        y = h - u(58)
        return Places(
            log=self.columns[2],
            undo=pygame.Rect(u(16), y, u(120), u(44)),
            redo=pygame.Rect(u(144), y, u(120), u(44)),
            menu=pygame.Rect(w - u(136), y, u(120), u(44)),
            confirm=pygame.Rect(w // 2 - u(160), y, u(320), u(44)),
            results=pygame.Rect(w - u(296), y, u(150), u(44)),
            hints=False,
        )

    def build(self, ui: pygame_gui.UIManager) -> None:
        scale, u = self.context.scale, self.context.u
        self.view_panel = ScrollList(self.columns[0], scale)
        self.action_panel = ScrollList(self.columns[1], scale, clickable=True)
        self.headings = [
            (font(u(17), True).render(text, True, ACCENT), (rect.x, self.heading_top))
            for text, rect in zip((tr("The table"), tr("Your choices"), tr("Game log")),
                                  self.columns, strict=True)
        ]

    def refreshed(self, legal: list[Action]) -> None:
        """The view, the choices of the person to move and the header, as the game stands."""
        session = self.context.session
        game = session.game
        self.legal = legal
        seat = game.current_player
        self.action_panel.set_entries(
            [Entry(game.describe(a, seat), detail=a.to_text()) for a in legal]
            if seat is not None else [])
        self.view_panel.set_entries(view_entries(game.view(session.viewer()).to_json()))
        if not session.log:
            self.context.controls.log_panel.set_entries([Entry(tr("No moves yet."), "dim")])
        self.header = render_header(self.context, Notes())

    def show_seat(self, seat: int) -> None:
        self.shown = seat

    # --- input -----------------------------------------------------------------------------
    def take_event(self, event: pygame.event.Event) -> bool:
        """The view scrolls; a click on a choice plays it."""
        self.view_panel.handle_event(event)
        clicked = self.action_panel.handle_event(event)
        if clicked is not None and clicked < len(self.legal):
            self.context.perform([self.legal[clicked]])
        return False

    def hover_text(self, pos: Point) -> str:
        return ""

    def press(self, pos: Point) -> bool:
        return False

    def release(self, pos: Point) -> bool:
        return False

    def button(self, button: pygame_gui.core.UIElement) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    # --- what happened ---------------------------------------------------------------------
    def show_played(self, seat: int, action: Action, events: Sequence[Event],
                    carried: Carried | None) -> None:
        self.context.services.sounds.play("drop")

    def landed(self) -> None:
        """Nothing glides here."""

    def forget_choices(self) -> None:
        """Nothing is chosen here but by a click that plays it."""

    def resumed(self) -> None:
        """Nothing waits for the screens over it."""

    def covered(self) -> None:
        """No picture is kept: every frame is drawn from the panels."""

    # --- the frame -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, keep: bool) -> None:
        context = self.context
        u, size, session = context.u, context.size, context.session
        draw_felt(surface, size)
        pygame.draw.rect(surface, PANEL, (0, 0, size[0], u(56)))
        surface.blit(self.header, (0, 0))
        for image, pos in self.headings:
            surface.blit(image, pos)
        self.view_panel.draw(surface)
        self.action_panel.draw(surface)
        context.controls.log_panel.draw(surface)
        if not self.legal and not session.game.is_over:
            seat = session.game.current_player or 0
            line = context.flow.waiting_line(session.seats[seat].name)
            waiting = font(u(16)).render(line, True, TEXT_DIM)
            surface.blit(waiting, waiting.get_rect(center=self.action_panel.rect.center))
        said = context.status.text
        if said:
            face = font(u(15))
            room = context.controls.results_button.rect.x - u(8) - u(280)  # between the buttons
            surface.blit(face.render(fitted(said, face, room), True, SAID),
                         (u(280), size[1] - u(46)))
