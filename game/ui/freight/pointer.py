"""Pointer input on the Freight table: what a press picks up, where it may go, what a drop plays.

A press names the place under the mouse as the engine does (a `Target`: a Main
Yard line, a private row, a car in hand, a lifted car of a switch, the caboose
pile). The engine says where the card may go (`targets_for`, lit up while it is
carried) and what a drop on a place plays (`actions_for`: a car pressed at a
line and dropped on a train is taken, then placed), or why it plays nothing.
The table only knows where each place lies.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.freight import (
    CABOOSE_PILE,
    DISCARD,
    HAND,
    LINE,
    NEW_TRAIN,
    ROW,
    TRAIN,
    TRAY,
    FreightGame,
    FreightView,
    Move,
    Phase,
    Place,
    Take,
    Target,
    new_train_target,
)
from game.ui.freight import texts
from game.ui.freight.card_art import caboose_card, car_face
from game.ui.freight.layout import TableLayout
from game.ui.table.pointer import Carried, Point

CLICK_SLOP = 6  # pixels a press may move and still be a click
INTO_HAND = Target(HAND, 0)  # a picked-up car dropped on the hand: only taken
# Where a drop is tried to learn why a card cannot be picked up at all.
PROBES = {LINE: INTO_HAND, ROW: INTO_HAND, CABOOSE_PILE: Target(TRAIN, 0), TRAY: Target(ROW, 0)}


@dataclass
class Drag(Carried):
    """A card following the mouse: where it was pressed and where the rules let it go."""

    source: Target
    car: str  # its type ('box'); '' for a caboose
    lit: frozenset[Target]
    held: bool = False  # picked up by a click: the next click puts it down

    def clicked(self, pos: Point) -> bool:
        """Whether a release at `pos` ends a click on the card, not a drag of it."""
        return math.dist(pos, (self.home[0] + self.offset[0], self.home[1] + self.offset[1])
                         ) <= CLICK_SLOP


@dataclass(frozen=True)
class Zone:
    """A place the carried card may be dropped on, where it lies, and whether it is lit."""

    target: Target
    rect: pygame.Rect
    lit: bool
    label: str  # the place in words: 'Row 1', 'new Box train'


def tray_cards(table: FreightView, layout: TableLayout) -> list[tuple[str, pygame.Rect]]:
    """The lifted private-yard cars during a switch, in the view's order, over the trains."""
    area = layout.trains[0].union(layout.trains[-1])
    step = layout.card[0] + layout.scaled(6)
    per_row = max(1, area.w // step)
    return [
        (
            code,
            pygame.Rect(
                area.x + (i % per_row) * step,
                area.y + layout.scaled(24) + (i // per_row) * (layout.card[1] + 6),
                *layout.card,
            ),
        )
        for i, code in enumerate(table.switch_hand)
    ]


def card_at(layout: TableLayout, count: int, pos: Point) -> int | None:
    """The index of the hand card under `pos`; the later cards lie on top."""
    for index in reversed(range(count)):
        if layout.hand_card(index).collidepoint(pos):
            return index
    return None


def source_at(table: FreightView, seat: int, layout: TableLayout, pos: Point
              ) -> tuple[Target, pygame.Rect] | None:
    """The place the person to move, `seat`, pressed at `pos`, and the card's rect there."""
    if table.phase is Phase.SWITCH:
        for index, (_, rect) in enumerate(tray_cards(table, layout)):
            if rect.collidepoint(pos):
                return Target(TRAY, index), rect
        return None
    held = card_at(layout, len(table.hand), pos)
    if held is not None:
        return Target(HAND, held), layout.hand_card(held)
    for index, line in enumerate(table.main_yard):
        if not line and layout.yard_lines[index].collidepoint(pos):
            return Target(LINE, index), layout.yard_lines[index]
        end = layout.yard_card(index, len(line) - 1)
        if line and end.collidepoint(pos):
            return Target(LINE, index), end
    for index, row in enumerate(table.players[seat].rows):
        end = layout.row_card(index, len(row) - 1, len(row))
        if row and end.collidepoint(pos):
            return Target(ROW, index), end
    if table.cabooses and layout.cabooses.collidepoint(pos):
        return Target(CABOOSE_PILE), layout.cabooses
    return None


def buried_at(table: FreightView, seat: int, layout: TableLayout, pos: Point) -> str | None:
    """Why the card at `pos` cannot be picked up when it is a Main Yard line's or the seat's
    row's car with others after it (only end cars are taken); None when it is not one."""
    if table.phase is Phase.SWITCH:
        return None
    for index, line in enumerate(table.main_yard):
        if any(layout.yard_card(index, k).collidepoint(pos) for k in range(len(line) - 1)):
            return texts.not_the_line_end(index + 1)
    for index, row in enumerate(table.players[seat].rows):
        if any(layout.row_card(index, k, len(row)).collidepoint(pos) for k in range(len(row) - 1)):
            return texts.not_the_row_end(index + 1)
    return None


def pick_up(game: FreightGame, table: FreightView, source: Target, rect: pygame.Rect, pos: Point,
            layout: TableLayout) -> Drag | str:
    """Lift the card at `source` into a drag, or say why it cannot be lifted."""
    lit = game.targets_for(source)
    if not lit:
        try:
            game.actions_for(source, PROBES.get(source.kind, INTO_HAND))
        except IllegalAction as error:
            return error.reason
        return texts.stuck_card()
    car = "" if source.kind == CABOOSE_PILE else _car(table, source)
    image = car_face(car, layout.card) if car else caboose_card(layout.card)
    offset = (pos[0] - rect.x, pos[1] - rect.y)
    return Drag(image, offset, pos, rect.topleft, source, car, frozenset(lit))


def _car(table: FreightView, source: Target) -> str:
    """The type of the car at `source` (face up: a face-down car is taken before it is lifted)."""
    seat = table.current_player or 0
    if source.kind == TRAY:
        return table.switch_hand[source.index]
    if source.kind == HAND:
        return table.hand[source.index]
    if source.kind == LINE:
        car = table.main_yard[source.index][-1]
        assert car is not None
        return car
    return table.players[seat].rows[source.index][-1]


def zones(drag: Drag, table: FreightView, layout: TableLayout) -> list[Zone]:
    """Every place the carried card could be dropped, lit or not."""
    trains = len(table.players[table.current_player or 0].trains)
    found: list[Zone] = []

    def place(target: Target, rect: pygame.Rect, label: str) -> None:
        found.append(Zone(target, rect, target in drag.lit, label))

    if drag.source.kind != CABOOSE_PILE:
        for index, strip in enumerate(layout.rows):
            place(Target(ROW, index), strip, texts.row_name(index + 1))
    if drag.source.kind == TRAY:
        return found
    for index in range(trains):
        place(Target(TRAIN, index), layout.train_box(index), texts.train_name(index + 1))
    if drag.source.kind == CABOOSE_PILE:
        return found
    if trains < len(layout.trains):
        for kind, band in new_train_bands(drag.car, table, layout, trains):
            place(new_train_target(kind), band, texts.new_train_band(kind))
    free = min(table.players[table.current_player or 0].locomotives, len(layout.trains))
    for slot in range(trains + 1, free):  # a car dropped here is told where trains start
        place(Target(TRAIN, slot), layout.train_box(slot), texts.free_locomotive())
    if table.face_down_yard:
        place(Target(DISCARD), layout.discard, texts.discard_pile())
    if drag.source.kind in (LINE, ROW):
        place(INTO_HAND, layout.hand, texts.into_hand())
    return found


def new_train_bands(
    car: str, table: FreightView, layout: TableLayout, slot: int
) -> list[tuple[str, pygame.Rect]]:
    """The first free locomotive's slot (`slot`), one band per kind of new train the car
    could start, side by side right of the locomotive, each the slot's full height.

    The bands touch: every point of the slot right of the locomotive, the words
    inviting the drop included, is one band or the other (they are drawn a little
    apart, `band_face`).
    """
    kinds = ([] if table.only_mixed else [car]) + list(table.mixed_kinds)
    box = layout.train_box(slot)
    left = layout.locomotive(slot).right + layout.scaled(4)
    width = max(1, (box.right - left) // len(kinds))
    return [
        (kind, pygame.Rect(left + i * width, box.y, width, box.h)) for i, kind in enumerate(kinds)
    ]


def band_face(band: pygame.Rect, layout: TableLayout) -> pygame.Rect:
    """Where a band is painted: a little inside where it takes a drop, so two bands side by
    side read as two."""
    return band.inflate(-layout.scaled(6), 0)


def hinted_places(action: Action, table: FreightView, layout: TableLayout) -> list[pygame.Rect]:
    """Where a hinted `action` takes a car from or puts it (none for the other actions)."""
    if isinstance(action, Take):
        return [layout.yard_lines[action.line - 1]]
    if isinstance(action, Move):
        return [layout.rows[action.row - 1]]
    if not isinstance(action, Place):
        return []
    target = action.destination
    if target.kind == ROW:
        return [layout.rows[target.index]]
    if target.kind == TRAIN:
        return [layout.train_box(target.index)]
    if target.kind == DISCARD:
        return [layout.discard]
    slot = len(table.players[table.current_player or 0].trains)
    if slot >= len(layout.trains):
        return []
    return [band for kind, band in new_train_bands(action.car, table, layout, slot)
            if new_train_target(kind) == target]


def hinted_bands(action: Action, table: FreightView, layout: TableLayout
                 ) -> list[tuple[str, pygame.Rect, bool]]:
    """For a hinted placement that starts a new train, every band its car could start,
    with its words and whether it is the hinted one (the bands are drawn only while a
    car is carried, so the hint draws them); none for other actions."""
    if not isinstance(action, Place) or action.destination.kind != NEW_TRAIN:
        return []
    slot = len(table.players[table.current_player or 0].trains)
    if slot >= len(layout.trains):
        return []
    return [(texts.new_train_band(kind), band, new_train_target(kind) == action.destination)
            for kind, band in new_train_bands(action.car, table, layout, slot)]


def zone_at(found: Sequence[Zone], pos: Point) -> Zone | None:
    return next((zone for zone in found if zone.rect.collidepoint(pos)), None)


def dropped(game: FreightGame, drag: Drag, found: Sequence[Zone], pos: Point,
            layout: TableLayout) -> list[Action] | str:
    """What a drop at `pos` plays, or why it plays nothing: always a reason, on a place or
    between them."""
    zone = zone_at(found, pos)
    if zone is None:
        return off_places(found, pos, layout)
    return played_or_reason(game, drag, zone)


def played_or_reason(game: FreightGame, drag: Drag, zone: Zone) -> list[Action] | str:
    """What a drop on `zone` plays, or the rule's reason why not (for a free locomotive
    behind the first, where trains start)."""
    try:
        return game.actions_for(drag.source, zone.target)
    except IllegalAction as error:
        if zone.target.kind == TRAIN and zone.label == texts.free_locomotive():
            return texts.trains_start_at_the_first(error.reason)
        return error.reason


def off_places(found: Sequence[Zone], pos: Point, layout: TableLayout) -> str:
    """Why a drop on no place plays nothing, and where the card may go: the bands of a new
    train when it was on their locomotive, else every lit place."""
    bands = [z for z in found if z.target.kind == NEW_TRAIN]
    lit = [z.label for z in found if z.lit]
    if bands and any(z.lit for z in bands) and _slot_of(bands, layout).collidepoint(pos):
        return texts.drop_on([z.label for z in bands if z.lit])
    if not lit:
        return texts.stuck_card()
    return texts.nothing_takes_it(lit)


def _slot_of(bands: Sequence[Zone], layout: TableLayout) -> pygame.Rect:
    """The first free locomotive's whole slot, which its bands lie in."""
    return next(box for box in layout.trains if box.contains(bands[0].rect))


def home_key(drag: Drag, table: FreightView, seat: int) -> tuple[object, ...] | None:
    """The place a card glides back to after a refused drop, as the table's pictures key it
    (left empty until it lands, so the card is never drawn twice); None for the caboose
    pile, which shows the next caboose meanwhile."""
    kind, index = drag.source.kind, drag.source.index
    if kind == LINE:
        return (LINE, index, len(table.main_yard[index]) - 1)
    if kind == ROW:
        return (ROW, seat, index, len(table.players[seat].rows[index]) - 1)
    if kind in (HAND, TRAY):
        return (kind, index)
    return None
