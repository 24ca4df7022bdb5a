"""The Freight table's moving picture: the cars where the seat's view puts them.

Everything is drawn from a `Look`: the table as the viewing seat sees it
(engine's view), the layout, what may be done (to light it), the card being
dragged and its drop zones, and which places wait for a glide to land (left
empty until it does, so no card shows twice). The Freight board redraws this
layer only when one of those changes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.action import Action
from game.engine.freight import (
    DISCARD,
    HAND,
    LINE,
    NEW_TRAIN,
    ROW,
    TRAIN,
    TRAY,
    AddCaboose,
    Fill,
    FreightView,
    Phase,
    Take,
)
from game.texts import tr
from game.ui.fonts import font, rendered
from game.ui.freight import texts
from game.ui.freight.card_art import caboose_card, car_face, card_back, locomotive_card
from game.ui.freight.hand import draw_hand
from game.ui.freight.layout import TableLayout
from game.ui.freight.pointer import Drag, Zone, band_face, tray_cards
from game.ui.freight.seats_panel import draw_other
from game.ui.palette import (
    ACCENT,
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    SeatColour,
    draw_seat_badge,
)
from game.ui.widgets.scroll_list import wrap

LIT = (250, 214, 90)
BAND_OFF = (28, 60, 42)  # a new-train band the rules do not accept for the dragged car


@dataclass(frozen=True)
class Look:
    """What the table layer is drawn from."""

    table: FreightView
    layout: TableLayout
    shown: int  # the seat in the big area
    can_act: bool  # a person is to move and may act now: lit places
    legal: Sequence[Action]
    seat_colours: Sequence[SeatColour]
    colour_blind: bool
    drag: Drag | None
    zones: Sequence[Zone]  # the dragged card's drop zones
    hides: Callable[[Hashable], bool]  # the places a glide is still heading for
    info: Sequence[str]  # the lines beside the piles: the hint (or who is playing), the day


def draw_table(surface: pygame.Surface, look: Look) -> None:
    _draw_yard(surface, look)
    _draw_seat(surface, look)
    for seat, rect in look.layout.others.items():
        badge = (look.seat_colours[seat], look.colour_blind)
        draw_other(surface, look.table, seat, rect, look.layout, badge)
    _draw_info(surface, look)


def _yard_face(car: str | None, size: tuple[int, int]) -> pygame.Surface:
    return card_back(size) if car is None else car_face(car, size)


def _draw_yard(surface: pygame.Surface, look: Look) -> None:
    layout, table, drag = look.layout, look.table, look.drag
    s = layout.scaled
    fills = {a.line for a in look.legal if isinstance(a, Fill)} if look.can_act else set()
    takes = {a.line for a in look.legal if isinstance(a, Take)} if look.can_act else set()
    for line, cars in enumerate(table.main_yard):
        for index, car in enumerate(cars):
            last = index == len(cars) - 1
            if look.hides((LINE, line, index)) or last and drag and (
                drag.source.kind, drag.source.index) == (LINE, line):
                continue
            rect = layout.yard_card(line, index)
            surface.blit(_yard_face(car, layout.card), rect)
            if last and line + 1 in takes:
                pygame.draw.rect(surface, LIT, rect, 2, s(5))
        if not cars and line + 1 in fills:
            rect = layout.yard_card(line, 0)
            pygame.draw.rect(surface, LIT, rect, 2, s(5))
            tip = rendered(tr("fill"), s(11), True, LIT)
            surface.blit(tip, tip.get_rect(center=rect.center))
    if table.pile:
        surface.blit(card_back(layout.card), layout.pile)
    _count(surface, layout, layout.pile, table.pile)
    if table.cabooses:
        surface.blit(caboose_card(layout.card), layout.cabooses)
        if look.can_act and any(isinstance(a, AddCaboose) for a in look.legal):
            pygame.draw.rect(surface, LIT, layout.cabooses, 2, s(5))
    _count(surface, layout, layout.cabooses, table.cabooses)
    if table.discard and not look.hides((DISCARD,)):
        surface.blit(car_face(table.discard[-1], layout.card), layout.discard)
    _frame_lit(surface, look, DISCARD)
    skip = drag.source.index if drag and drag.source.kind == HAND else None
    droppable = any(zone.target.kind == HAND for zone in look.zones)
    draw_hand(surface, layout, table.hand, skip, look.hides, LIT, droppable)


def _count(surface: pygame.Surface, layout: TableLayout, under: pygame.Rect, count: int) -> None:
    image = rendered(str(count), layout.scaled(14), True, TEXT)
    surface.blit(image, image.get_rect(midtop=(under.centerx, under.bottom + 2)))


def _draw_info(surface: pygame.Surface, look: Look) -> None:
    layout = look.layout
    info = layout.info
    size = layout.scaled(14)
    y = info.y
    for i, line in enumerate(look.info):
        for part in _wrapped(line, size, info.w):
            surface.blit(rendered(part, size, False, ACCENT if i == 0 else TEXT), (info.x, y))
            y += layout.scaled(18)
    banner = texts.day_end_banner(look.table)
    if banner:
        face = rendered(banner, max(12, size), True, PANEL)
        strip = pygame.Rect(info.x, y + 2, info.w, face.get_height() + 8)
        pygame.draw.rect(surface, ACCENT, strip, border_radius=6)
        surface.blit(face, face.get_rect(center=strip.center))


@lru_cache(maxsize=256)
def _wrapped(line: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """The info lines come back with every redraw; each is wrapped once, measured in the
    face it is drawn in (bold is wider: a bold line wrapped as plain ran past its box)."""
    return tuple(wrap(line, font(size, bold), width))


def _draw_seat(surface: pygame.Surface, look: Look) -> None:
    layout, table, seat = look.layout, look.table, look.shown
    title = layout.seat_title
    centre = (title.x + layout.scaled(12), title.centery)
    draw_seat_badge(surface, look.seat_colours[seat], centre, layout.scaled(11), look.colour_blind)
    colour = ACCENT if seat == table.current_player else TEXT
    label = rendered(texts.seat_title(table, seat), layout.scaled(18), True, colour)
    surface.blit(label, (title.x + layout.scaled(30), title.y + layout.scaled(3)))
    _frame_lit(surface, look, ROW)
    drag = look.drag
    for number, row in enumerate(table.players[seat].rows, start=1):
        for index, car in enumerate(row):
            lifted = drag and (drag.source.kind, drag.source.index) == (ROW, number - 1)
            if look.hides((ROW, seat, number - 1, index)) or lifted and index == len(row) - 1:
                continue
            surface.blit(car_face(car, layout.card), layout.row_card(number - 1, index, len(row)))
    if table.phase is Phase.SWITCH and seat == table.current_player:
        _draw_tray(surface, look)
    else:
        _draw_trains(surface, look)


def _frame_lit(surface: pygame.Surface, look: Look, kind: str) -> None:
    """A lit frame round each drop zone of `kind` the rules accept."""
    for zone in look.zones:
        if zone.target.kind == kind and zone.lit:
            pygame.draw.rect(surface, LIT, zone.rect, 3, look.layout.scaled(6))


def _draw_trains(surface: pygame.Surface, look: Look) -> None:
    layout, seat = look.layout, look.shown
    player = look.table.players[seat]
    size = layout.train_card_size
    for slot in range(min(player.locomotives, len(layout.trains))):
        box = layout.train_box(slot)
        rgb = look.seat_colours[seat].rgb(look.colour_blind)
        surface.blit(locomotive_card(size, rgb), layout.locomotive(slot))
        if slot < len(player.trains):
            train = player.trains[slot]
            count = len(train.cars) + train.caboose
            step = layout.train_step(slot, count)
            for index, car in enumerate(train.cars):
                shown = step if index < count - 1 else 0  # the strip the next card leaves
                if not look.hides((TRAIN, seat, slot, index)):
                    face = car_face(car, size, shown)
                    surface.blit(face, layout.train_card(slot, index, count))
            if train.caboose and not look.hides(("caboose", seat, slot)):
                surface.blit(caboose_card(size), layout.train_card(slot, count - 1, count))
            tag = rendered(texts.train_label(slot, train), layout.scaled(12), True, TEXT)
            surface.blit(tag, (box.x + 2, box.y))
        elif slot == len(player.trains):
            _draw_free_slot(surface, look, box)
    _frame_lit(surface, look, TRAIN)
    hidden = player.locomotives - len(layout.trains)
    if hidden > 0:
        more = rendered(texts.more_trains(hidden), layout.scaled(12), True, TEXT_DIM)
        surface.blit(more, layout.trains[-1].bottomright)


def _draw_free_slot(surface: pygame.Surface, look: Look, box: pygame.Rect) -> None:
    """The first free locomotive: while a car is dragged, one band per new train kind."""
    layout = look.layout
    bands = [zone for zone in look.zones if zone.target.kind == NEW_TRAIN]
    if not bands:  # the invitation, wrapped onto as many lines as the slot has room for
        room = box.w - layout.train_card_size[0] - 10
        size = layout.scaled(12)
        lines = _wrapped(tr("free: drop a car here to start a train"), size, room, True)
        step = font(size, True).get_linesize()
        if len(lines) * step > box.h:
            lines = (tr("free"),)
        left = box.x + layout.train_card_size[0] + 6
        y = box.centery - step * len(lines) // 2
        for line in lines:
            surface.blit(rendered(line, size, True, TEXT_DIM), (left, y))
            y += step
        return
    for band in bands:
        colour = LIT if band.lit else PANEL_EDGE
        face = band_face(band.rect, layout)
        pygame.draw.rect(surface, PANEL if band.lit else BAND_OFF, face, border_radius=4)
        pygame.draw.rect(surface, colour, face, 2, 4)
        size = layout.scaled(13)
        lines = _wrapped(band.label, size, face.w - 6, True)
        step = font(size).get_linesize()
        y = face.centery - step * len(lines) // 2
        for line in lines:
            image = rendered(line, size, True, LIT if band.lit else TEXT_DIM)
            if image.get_width() > face.w - 6:
                image = pygame.transform.smoothscale(image, (face.w - 6, image.get_height()))
            surface.blit(image, image.get_rect(midtop=(face.centerx, y)))
            y += step


def _draw_tray(surface: pygame.Surface, look: Look) -> None:
    layout = look.layout
    area = layout.trains[0].union(layout.trains[-1])
    label = rendered(
        tr("Lifted from your private yard: drag each car to the end of a row"),
        layout.scaled(15),
        True,
        ACCENT,
    )
    surface.blit(label, area.topleft)
    drag = look.drag
    for index, (code, rect) in enumerate(tray_cards(look.table, layout)):
        lifted = drag is not None and (drag.source.kind, drag.source.index) == (TRAY, index)
        if not lifted and not look.hides((TRAY, index)):
            surface.blit(car_face(code, layout.card), rect)
