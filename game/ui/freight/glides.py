"""Cards gliding on the Freight table: every car taken, placed, dealt or added is seen moving.

Each glide lands in a keyed place (a line slot, a hand slot, a row or train
slot, the discard), which the table leaves empty until it lands. Glides are
worked out from the table as the viewing seat saw it before and after the
action; moves in the big area glide only while that seat is the one shown.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.engine.action import Action
from game.engine.freight.actions import AddCaboose, Fill, Move, Place, Take
from game.ui.freight.card_art import caboose_card, car_face, card_back
from game.ui.freight.hand import HAND
from game.ui.freight.layout import TableLayout
from game.ui.freight.seen import SeenTable
from game.ui.motion import Motion

Point = tuple[int, int]
FILL_STAGGER = 0.35  # glide-lengths between two cars dealt into one line
DEAL_STAGGER = 0.12  # ... and between two cars of a new day's deal


def _face(car: str | None, size: tuple[int, int]) -> pygame.Surface:
    return card_back(size) if car is None else car_face(car, size)


def glide_action(
    motion: Motion,
    layout: TableLayout,
    action: Action,
    seat: int,
    shown: bool,
    tables: tuple[SeenTable, SeenTable],
    start: Point | None,
) -> None:
    """Glide what `action` by `seat` changed between the `tables` (before, after); `shown`:
    the seat is in the big area; `start`: where a dropped card was let go."""
    before, after = tables
    if isinstance(action, Take):
        line = before.main_yard[action.line - 1]
        src = layout.yard_card(action.line - 1, len(line) - 1).topleft
        _into_hand(motion, layout, after, start or src)
    elif isinstance(action, Move) and shown:
        count = len(before.players[seat].rows[action.row - 1])
        _into_hand(motion, layout, after, start or layout.row_card(action.row - 1, count - 1,
                                                                    count).topleft)
    elif isinstance(action, Place) and shown:
        held = before.hand.index(action.car) if action.car in before.hand else 0
        _place(motion, layout, seat, tables, action.car, start or layout.hand_card(held).topleft)
    elif isinstance(action, Fill):
        for index, car in enumerate(after.main_yard[action.line - 1]):
            motion.glide(
                _face(car, layout.card),
                layout.pile.topleft,
                layout.yard_card(action.line - 1, index).topleft,
                ("line", action.line - 1, index),
                delay=index * FILL_STAGGER,
            )
    elif isinstance(action, AddCaboose) and shown:
        slot = action.train - 1
        trains = after.players[seat].trains
        if slot < len(trains):  # else the day ended and the trains are gone already
            count = len(trains[slot].cars)
            motion.glide(
                caboose_card(layout.train_card_size),
                start or layout.cabooses.topleft,
                layout.train_card(slot, count, count + 1).topleft,
                ("caboose", seat, slot),
            )


def _into_hand(motion: Motion, layout: TableLayout, after: SeenTable, start: Point) -> None:
    taken = len(after.hand) - 1
    image = car_face(after.hand[taken], layout.card)
    motion.glide(image, start, layout.hand_card(taken).topleft, (HAND, taken))


def _place(
    motion: Motion,
    layout: TableLayout,
    seat: int,
    tables: tuple[SeenTable, SeenTable],
    car: str,
    start: Point,
) -> None:
    """The placed car glides from the hand to the row, train or discard that grew."""
    before, after = (t.players[seat] for t in tables)
    dest: pygame.Rect | None = None
    key: Hashable = None
    image = car_face(car, layout.card)
    for row, (old, new) in enumerate(zip(before.rows, after.rows, strict=True)):
        if len(new) > len(old):
            dest = layout.row_card(row, len(new) - 1, len(new))
            key = ("row", seat, row, len(new) - 1)
    for slot, train in enumerate(after.trains):
        grew = slot >= len(before.trains) or len(train.cars) > len(before.trains[slot].cars)
        if grew:
            count = len(train.cars)
            dest = layout.train_card(slot, count - 1, count + train.caboose)
            key = ("train", seat, slot, count - 1)
            image = car_face(car, layout.train_card_size)
    if dest is None and len(tables[1].discard) > len(tables[0].discard):
        dest, key = layout.discard, ("discard",)
    if dest is not None:
        motion.glide(image, start, dest.topleft, key)


def deal_day(motion: Motion, layout: TableLayout, table: SeenTable) -> None:
    """A new day: the Main Yard is dealt again, card by card."""
    for line, cars in enumerate(table.main_yard):
        for index, car in enumerate(cars):
            motion.glide(
                _face(car, layout.card),
                layout.pile.topleft,
                layout.yard_card(line, index).topleft,
                ("line", line, index),
                delay=(index * 5 + line) * DEAL_STAGGER,
            )
