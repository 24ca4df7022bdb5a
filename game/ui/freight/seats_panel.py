"""The other seats' compact panels in the right-hand column of the Freight table.

Each shows the seat's badge, name, score and start marker, its rows' lengths
and locomotives, and a pill per train (kind, length, caboose) in the train
kind's colour. A click on a panel opens that seat's whole yard (see yard_view).
"""

from __future__ import annotations

import pygame

from game.engine.freight import FreightView
from game.ui.fonts import fitted, font, rendered
from game.ui.freight import texts
from game.ui.freight.card_art import CAR_COLOURS
from game.ui.freight.layout import TableLayout
from game.ui.palette import ACCENT, TEXT, TEXT_DIM, SeatColour, draw_seat_badge
from game.ui.widgets.scroll_list import wrap

PILL_INK = (20, 20, 20)
MIXED_PILL = (230, 210, 160)


def draw_other(
    surface: pygame.Surface,
    table: FreightView,
    seat: int,
    rect: pygame.Rect,
    layout: TableLayout,
    badge: tuple[SeatColour, bool],
) -> None:
    s = layout.scaled
    colour, colour_blind = badge
    draw_seat_badge(surface, colour, (rect.x + s(16), rect.y + s(16)), s(10), colour_blind)
    to_move = seat == table.current_player
    shown = fitted(table.players[seat].name, font(s(15), True), rect.width // 2)
    name = rendered(shown + texts.other_header(table, seat), s(15), True,
                    ACCENT if to_move else TEXT)
    surface.blit(name, (rect.x + s(32), rect.y + s(6)))
    # Rows, locomotives and (Day 3) the yard's cost: wrapped, never past the panel's edge.
    step = font(s(12)).get_linesize()
    lines = wrap(texts.other_summary(table, seat), font(s(12)), rect.w - s(20))
    for row, line in enumerate(lines):
        surface.blit(rendered(line, s(12), False, TEXT_DIM),
                     (rect.x + s(10), rect.y + s(28) + row * step))
    trains = table.players[seat].trains
    images = [rendered(texts.train_pill(train), s(12), True, PILL_INK) for train in trains]
    pills = _pill_places(images, rect, layout, rect.y + s(48) + (len(lines) - 1) * step)
    fitting = sum(pill.bottom <= rect.bottom - s(4) for pill in pills)
    drawn = len(pills) if fitting == len(pills) else max(0, fitting - 1)
    for train, image, pill in zip(trains[:drawn], images, pills, strict=False):
        pygame.draw.rect(surface, pill_colour(train.kind), pill, border_radius=s(6))
        surface.blit(image, (pill.x + s(5), pill.y + s(1)))
    if drawn < len(pills):  # no room for the rest: a click on the panel shows them all
        more = rendered(texts.more_trains(len(pills) - drawn), s(12), True, TEXT_DIM)
        surface.blit(more, pills[drawn].topleft)


def _pill_places(
    images: list[pygame.Surface], rect: pygame.Rect, layout: TableLayout, top: int
) -> list[pygame.Rect]:
    """Where each train's pill goes: in rows from `top`, left to right, wrapping at the
    panel's edge."""
    s = layout.scaled
    x, y = rect.x + s(10), top
    places = []
    for image in images:
        pill = pygame.Rect(x, y, image.get_width() + s(10), image.get_height() + s(2))
        if pill.right > rect.right - s(6):
            x, y = rect.x + s(10), y + pill.h + s(4)
            pill.topleft = (x, y)
        places.append(pill)
        x = pill.right + s(5)
    return places


def pill_colour(kind: str) -> tuple[int, int, int]:
    """The train kind's car colour, lightened so dark ink reads on it."""
    r, g, b = CAR_COLOURS.get(kind, MIXED_PILL)
    if r + g + b < 420:
        return (min(255, r + 120), min(255, g + 120), min(255, b + 120))
    return (r, g, b)
