"""The organizer cards: each seat's three trains, tray, hand and emergency repair card.

The seat to move gets the big card with its passengers as tokens and its hand
face up (when that seat may see it); the others get a compact card. Cards are
drawn into one panel surface per change of the game, not every frame; the
hand cards, which can be dragged away, are drawn by the scene on top.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

import pygame

from game.engine.koplopers import Board, KoplopersView, SeenSeat, SeenTrain
from game.store.seats import Seat
from game.texts import ntr, tr
from game.ui.fonts import fitted, font
from game.ui.koplopers.art import (
    LIT,
    card_back,
    draw_load_bar,
    obstruction_card,
    region_colour,
    repair_card,
    token_chip,
    train_sprite,
)
from game.ui.koplopers.layout import BoardLayout
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE, SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.scenes.backdrop import translucent


def train_place(board: Board, train: SeenTrain, short: bool = False) -> str:
    """Where a train is, in words: 'at Zwolle', 'towards Meppel', 'in the box', 'carried by
    train 1'; `short` says the same in station codes for the compact organizer cards:
    'at ZL', 'to MP', 'in 1'."""
    def name(code: str) -> str:
        return code if short else board.station_name(code)

    if train.carried_by is not None:
        said = tr("in {number}") if short else tr("carried by train {number}")
        return said.format(number=train.carried_by)
    if train.position is None:
        return tr("in the box")  # the same words on both cards: short enough for either
    station = board.facing_station(train.position)
    if station is not None:
        return tr("at {station}").format(station=name(station))
    section = board.sections[train.position[0]]
    if section.site is not None:
        site = name(board.sites[section.site].station)
        return (tr("site {station}") if short else tr("on the site at {station}")).format(
            station=site)
    ahead = board.station_ahead(train.position)
    if short:
        return tr("to {station}").format(station=ahead) if ahead else tr("to end")
    return tr("towards {station}").format(station=name(ahead)) if ahead else tr("on the track")


def render_panels(board: Board, table: KoplopersView, layout: BoardLayout, seats: list[Seat],
                  colour_blind: bool, face_up: bool, to_move: int | None
                  ) -> tuple[pygame.Surface, tuple[int, int]]:
    """Every organizer card on one transparent layer, and where it goes on screen.

    The layer covers only the cards, so the frame blends as few pixels as it can, and
    the cards are drawn straight into it (by a copy of the layout whose cards lie in
    it), not into a window-sized picture cut down after (8 MB at 1920x1080 at each move),
    and in the display's format, not converted after.
    """
    area = pygame.Rect(next(iter(layout.organizers.values()))).unionall(
        list(layout.organizers.values()))
    inside = copy.copy(layout)
    inside.organizers = {seat: box.move(-area.x, -area.y)
                         for seat, box in layout.organizers.items()}
    layer = translucent(area.size)
    for seat in inside.organizers:
        _organizer(layer, board, table.seats[seat], inside, seat, seats[seat], colour_blind,
                   face_up and seat == layout.shown, seat == to_move)
    return layer, area.topleft


def _organizer(layer: pygame.Surface, board: Board, seat: SeenSeat, layout: BoardLayout,
               number: int, who: Seat, colour_blind: bool, face_up: bool, to_move: bool) -> None:
    s = layout.scaled
    box = layout.organizers[number]
    big = number == layout.shown
    colour = SEAT_COLOURS[who.colour]
    rgb = colour.rgb(colour_blind)
    pygame.draw.rect(layer, PANEL, box, border_radius=s(8))
    pygame.draw.rect(layer, ACCENT if to_move else PANEL_EDGE, box, 2 if to_move else 1,
                     border_radius=s(8))
    title = layout.title_row(number)
    draw_seat_badge(layer, colour, (title.x + s(14), title.centery + s(1)), s(10), colour_blind)
    delivered = sum(board.tokens[t].passengers for t in seat.tray)
    name_face = font(s(16), True)  # a long name from an old save must not run over the facts
    name = name_face.render(fitted(seat.name, name_face, title.width // 2), True,
                            ACCENT if to_move else TEXT)
    layer.blit(name, (title.x + s(30), title.y + s(4)))
    facts = (ntr("delivered {count} · {n} card", "delivered {count} · {n} cards",
                 seat.hand_size).format(count=delivered)
             + (tr(" · repair card") if seat.repair else ""))
    info = font(s(13)).render(facts, True, TEXT_DIM)
    layer.blit(info, (title.x + s(38) + name.get_width(), title.y + s(6)))
    for train in seat.trains:
        _train_row(layer, board, layout, number, train, rgb, big)
    if big:
        label = tr("Your hand") if face_up else tr("{name}'s hand").format(name=seat.name)
        first = layout.hand_card(0)
        text = font(s(12), True).render(f"{label} ({seat.hand_size})", True, TEXT_DIM)
        layer.blit(text, (first.x, first.y - s(17)))
        if not face_up:
            for index in range(seat.hand_size):
                layer.blit(card_back(layout.card), layout.hand_card(index))


def _train_row(layer: pygame.Surface, board: Board, layout: BoardLayout, seat: int,
               train: SeenTrain, rgb: tuple[int, int, int], big: bool) -> None:
    s = layout.scaled
    row = layout.train_row(seat, train.number)
    icon = layout.train_icon(seat, train.number)
    pygame.draw.rect(layer, (44, 52, 62), row, border_radius=s(5))
    pygame.draw.rect(layer, (24, 28, 34), icon, border_radius=s(5))
    if train.carried_by is None:
        sprite = train_sprite(rgb, icon.w - s(14), train.guest is not None, 0)
        layer.blit(sprite, sprite.get_rect(center=icon.center))
    small = font(s(12 if big else 11), True)
    number = small.render(str(train.number), True, (255, 255, 255))
    layer.blit(number, (icon.x + s(3), icon.y + s(1)))
    x = icon.right + s(6)
    if big:
        place = font(s(12)).render(train_place(board, train), True, TEXT)
        layer.blit(place, (x, row.y + s(2)))
        if train.position is not None:
            bar = pygame.Rect(row.right - s(112), row.y + s(3), s(106), s(12))
            draw_load_bar(layer, bar, train.load, train.capacity, s)
        chip_h, cx = s(20), x
        for token in train.tokens:
            face = board.tokens[token]
            chip = token_chip(face.passengers, face.destination,
                              region_colour(board, face.destination), chip_h)
            if cx + chip.get_width() > row.right:
                more = small.render("…", True, TEXT)
                layer.blit(more, (cx, row.bottom - chip_h))
                break
            layer.blit(chip, (cx, row.bottom - chip_h - s(2)))
            cx += chip.get_width() + s(3)
        return
    place_face = font(s(12 if not layout.across else 11))
    words = train_place(board, train, short=True)
    if layout.across:  # side by side: no room for the chips, the load bar says how full
        bar = pygame.Rect(row.right - s(54), row.y + (row.h - s(12)) // 2, s(50), s(12))
        room = (bar.x if train.position is not None else row.right) - x - s(4)
        place = place_face.render(fitted(words, place_face, room), True, TEXT)
        layer.blit(place, (x, row.y + (row.h - place.get_height()) // 2))
        if train.position is not None:
            draw_load_bar(layer, bar, train.load, train.capacity, s)
        return
    place = place_face.render(words, True, TEXT)
    layer.blit(place, (x, row.y + (row.h - place.get_height()) // 2))
    if train.position is None:
        return
    bar = pygame.Rect(row.right - s(92), row.y + (row.h - s(12)) // 2, s(88), s(12))
    draw_load_bar(layer, bar, train.load, train.capacity, s)
    chip_h, cx = row.h - s(6), x + s(64)
    for token in train.tokens:
        face = board.tokens[token]
        chip = token_chip(face.passengers, face.destination,
                          region_colour(board, face.destination), chip_h)
        if cx + chip.get_width() > bar.x - s(14):
            layer.blit(small.render("…", True, TEXT), (cx, row.y + s(2)))
            break
        layer.blit(chip, (cx, row.y + s(3)))
        cx += chip.get_width() + s(3)


def draw_hand(surface: pygame.Surface, layout: BoardLayout, hand: Sequence[str], repair: bool,
              playable: set[str], repair_lit: bool, dragged: str | None) -> None:
    """The seat to move's obstruction cards face up and its repair card; lit when playable.

    The card being dragged (`dragged`: a station code, or "repair") is left out.
    """
    skipped = False
    for index, code in enumerate(hand):
        if code == dragged and not skipped:
            skipped = True
            continue
        rect = layout.hand_card(index)
        surface.blit(obstruction_card(code, layout.card), rect)
        if code in playable:
            pygame.draw.rect(surface, LIT, rect, 2, layout.scaled(5))
    if repair and dragged != "repair":
        rect = layout.repair_card()
        surface.blit(repair_card(layout.card), rect)
        if repair_lit:
            pygame.draw.rect(surface, LIT, rect, 2, layout.scaled(5))
