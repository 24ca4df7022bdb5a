"""The line across the top of a table: whose move it is (or that the turn awaits its
Confirm), and the scores.

A board adds its own words (`Notes`): Freight Train the day and who holds the
start marker. The Koplopers board draws a header of its own (its round track and
action points) and takes only the Confirm title from here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.texts import tr
from game.ui.fonts import fitted, font
from game.ui.palette import SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.session import Session
from game.ui.table.board import TableContext


@dataclass(frozen=True)
class Notes:
    """A game's own words in the header."""

    colour: tuple[int, int, int] = TEXT  # the title's (Freight Train: lit for the seat shown)
    note: str = ""  # beside the title (Freight Train: which day it is)
    seats: tuple[str, ...] = ()  # after each seat's score (Freight Train: the start marker)


def confirm_title(session: Session) -> str | None:
    """The header's title while a turn awaits its Confirm; None: who is to move."""
    seat = session.acting_seat
    if not session.awaiting_confirm or seat is None:
        return None
    return tr("{name}: turn over").format(name=session.seats[seat].name)


def render_header(context: TableContext, notes: Notes) -> pygame.Surface:
    """Who is to move (or that the turn awaits its Confirm), the game's note, each score."""
    u, session, size = context.u, context.session, context.size
    game = session.game
    surface = pygame.Surface((size[0], u(56)), pygame.SRCALPHA)
    seat = game.current_player
    if game.is_over:
        text = tr("The game is over.")
    else:
        assert seat is not None
        who = session.seats[seat]
        name = fitted(who.name, font(u(22), True), u(220))
        moves = tr("{name} to move") if who.is_human else tr("{name} to move (computer)")
        text = moves.format(name=name)
    text = confirm_title(session) or text
    title = font(u(22), True).render(text, True, notes.colour)
    surface.blit(title, (u(16), u(12)))
    x = u(32) + title.get_width()
    if notes.note:
        image = font(u(18), True).render(notes.note, True, TEXT)
        surface.blit(image, (x, u(16)))
        x += image.get_width() + u(24)
    scores = game.scores()
    # Each seat's share of the rest of the row; a long name gives way with "…".
    room = (size[0] - x) // len(session.seats) - u(56)
    for i, s in enumerate(session.seats):
        draw_seat_badge(
            surface,
            SEAT_COLOURS[s.colour],
            (x + u(14), u(28)),
            u(12),
            context.services.settings.colour_blind,
        )
        face = font(u(16), i == seat)
        tail = f" {scores[i]}{notes.seats[i] if i < len(notes.seats) else ''}"
        name = fitted(s.name, face, max(u(40), room - face.size(tail)[0]))
        label = face.render(name + tail, True, TEXT if i == seat else TEXT_DIM)
        surface.blit(label, (x + u(32), u(18)))
        x += u(56) + label.get_width()
    return surface
