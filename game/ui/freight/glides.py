"""Cards gliding on the Freight table, driven by the events each action returns.

A car taken glides from its line or row to its place in the hand, a car placed
from the hand to its row, train or the discard, a filled line's cars from the
pile, a caboose from its pile, a put-back car to its row. Each glide lands in
a keyed place, which the table leaves empty until it lands, so no card shows
twice; a car taken and placed in one gesture flies on from where its glide into
the hand has got to (two glides at once drew it twice). Where a place lies is
read from the table as it is after the action; moves in the big area glide only
while their seat is the one shown there.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.event import Event
from game.engine.freight import (
    DISCARD,
    HAND,
    LINE,
    ROW,
    TRAIN,
    CabooseAdded,
    CarPlaced,
    CarPutBack,
    CarTaken,
    FreightView,
    LineFilled,
)
from game.ui.freight.card_art import caboose_card, car_face, card_back
from game.ui.freight.layout import TableLayout
from game.ui.motion import Motion

Point = tuple[int, int]
FILL_STAGGER = 0.35  # glide-lengths between two cars dealt into one line
DEAL_STAGGER = 0.12  # ... and between two cars of a new day's deal


def _face(car: str | None, size: tuple[int, int]) -> pygame.Surface:
    return card_back(size) if car is None else car_face(car, size)


def glide_events(
    motion: Motion,
    layout: TableLayout,
    events: Sequence[Event],
    table: FreightView,
    shown: int,
    start: Point | None,
) -> None:
    """Glide what `events` moved, on `table` as it is now; `shown`: the seat in the big
    area; `start`: where the person let go of the card that played them."""
    for event in events:
        if isinstance(event, CarTaken):
            _taken(motion, layout, event, table, shown, start)
        elif isinstance(event, CarPlaced) and event.seat == shown:
            on_its_way = motion.take_over((HAND, event.source.index))
            _placed(motion, layout, event, table, start or on_its_way)
        elif isinstance(event, LineFilled):
            for index, car in enumerate(event.cars):
                motion.glide(
                    _face(car, layout.card),
                    layout.pile.topleft,
                    layout.yard_card(event.line.index, index).topleft,
                    (LINE, event.line.index, index),
                    delay=index * FILL_STAGGER,
                )
        elif isinstance(event, CabooseAdded) and event.seat == shown:
            trains = table.players[shown].trains
            slot = event.train.index
            if slot < len(trains):  # else the day ended and the trains are gone already
                count = len(trains[slot].cars)
                motion.glide(
                    caboose_card(layout.train_card_size),
                    start or layout.cabooses.topleft,
                    layout.train_card(slot, count, count + 1).topleft,
                    ("caboose", shown, slot),
                )
        elif isinstance(event, CarPutBack) and start is not None:
            row = table.players[event.seat].rows[event.to.index]
            dest = layout.row_card(event.to.index, len(row) - 1, len(row))
            key = (ROW, event.seat, event.to.index, len(row) - 1)
            motion.glide(car_face(event.car, layout.card), start, dest.topleft, key)
        start = None  # only the first card glides from where it was let go


def _taken(
    motion: Motion,
    layout: TableLayout,
    event: CarTaken,
    table: FreightView,
    shown: int,
    start: Point | None,
) -> None:
    """From the end of a line (seen by all) or of the shown seat's row into the hand."""
    where = event.source.index
    if event.source.kind == LINE:
        count = len(table.main_yard[where]) + 1  # the line as it was, with the car
        src = layout.yard_card(where, count - 1).topleft
    elif event.seat == shown:
        count = len(table.players[event.seat].rows[where]) + 1
        src = layout.row_card(where, count - 1, count).topleft
    else:
        return
    image = car_face(event.car, layout.card)
    motion.glide(image, start or src, layout.hand_card(event.hand).topleft, (HAND, event.hand))


def _placed(
    motion: Motion, layout: TableLayout, event: CarPlaced, table: FreightView, start: Point | None
) -> None:
    """From the hand to the row, train or discard the event names."""
    begin = start or layout.hand_card(event.source.index).topleft
    player = table.players[event.seat]
    where = event.to.index
    if event.to.kind == ROW:
        count = len(player.rows[where])
        dest = layout.row_card(where, count - 1, count)
        motion.glide(car_face(event.car, layout.card), begin, dest.topleft,
                     (ROW, event.seat, where, count - 1))
    elif event.to.kind == TRAIN and where < len(player.trains):  # else the day has ended
        train = player.trains[where]
        count = len(train.cars)
        dest = layout.train_card(where, count - 1, count + train.caboose)
        motion.glide(car_face(event.car, layout.train_card_size), begin, dest.topleft,
                     (TRAIN, event.seat, where, count - 1))
    elif event.to.kind == DISCARD:
        motion.glide(car_face(event.car, layout.card), begin, layout.discard.topleft, (DISCARD,))


def deal_day(motion: Motion, layout: TableLayout, table: FreightView) -> None:
    """A new day: the Main Yard is dealt again, card by card."""
    for line, cars in enumerate(table.main_yard):
        for index, car in enumerate(cars):
            motion.glide(
                _face(car, layout.card),
                layout.pile.topleft,
                layout.yard_card(line, index).topleft,
                (LINE, line, index),
                delay=(index * 5 + line) * DEAL_STAGGER,
            )
