"""Pointer input on the Freight table: what a press picks up, where it may go, what a drop plays.

A press finds the card under the mouse (a line's end car, a private row's end
car, a car in hand, the caboose pile, a lifted car during a switch). Picking it
up is tried on a copy of the game, so the places the rules then accept are the
engine's own answer; each place on the table is a drop zone that knows the
actions a drop there plays. A zone is lit when the rules accept it; a drop on
an unlit zone is refused with the engine's reason.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.freight.actions import AddCaboose, Move, Place, PutBack, Take
from game.engine.freight.game import FreightGame
from game.engine.target import Target
from game.ui.freight import texts
from game.ui.freight.card_art import caboose_card, car_face
from game.ui.freight.hand import HAND
from game.ui.freight.layout import TableLayout
from game.ui.freight.seen import SWITCH, SeenTable
from game.ui.table_host import Carried, Point

BAND_GAP = 0.16  # the share of the free locomotive's slot left dead between its bands


@dataclass
class Drag(Carried):
    """A card following the mouse, and the game as it would be with the card picked up."""

    source: Target  # line, row, hand, caboose or tray (the lifted cars, sorted), numbered
    car: str  # the car's type code; "" for the caboose
    trial: FreightGame
    pick_up: Action | None  # played first on a drop: the take or move that lifts the card
    legal: frozenset[Action]  # what the rules accept next in the trial


@dataclass(frozen=True)
class Zone:
    """A place the dragged card may be dropped on, and what a drop there plays."""

    key: str  # the place in the engine's notation ("row:1", "train:2", "new:box"), or HAND
    kind: str  # how it is drawn: row, train, band, discard or hand
    rect: pygame.Rect
    actions: tuple[Action, ...]
    lit: bool
    label: str  # the place in words: 'Row 1', 'new Box train'


def tray_cards(table: SeenTable, layout: TableLayout) -> list[tuple[str, pygame.Rect]]:
    """The lifted private-yard cars during a switch, sorted, laid out over the train area."""
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
        for i, code in enumerate(sorted(table.switch_hand))
    ]


def card_at(layout: TableLayout, count: int, pos: Point) -> int | None:
    """The index of the hand card under `pos`; the later cards lie on top."""
    for index in reversed(range(count)):
        if layout.hand_card(index).collidepoint(pos):
            return index
    return None


def source_at(table: SeenTable, seat: int, layout: TableLayout, pos: Point
              ) -> tuple[Target, pygame.Rect] | None:
    """The card (or empty line) the person to move, `seat`, pressed at `pos`."""
    if table.phase == SWITCH:
        for index, (_, rect) in enumerate(tray_cards(table, layout)):
            if rect.collidepoint(pos):
                return Target("tray", index), rect
        return None
    held = card_at(layout, len(table.hand), pos)
    if held is not None:
        return Target(HAND, held), layout.hand_card(held)
    for number, line in enumerate(table.main_yard, start=1):
        if not line and layout.yard_lines[number - 1].collidepoint(pos):
            return Target("line", number), layout.yard_lines[number - 1]
        end = layout.yard_card(number - 1, len(line) - 1)
        if line and end.collidepoint(pos):
            return Target("line", number), end
    for number, row in enumerate(table.players[seat].rows, start=1):
        end = layout.row_card(number - 1, len(row) - 1, len(row))
        if row and end.collidepoint(pos):
            return Target("row", number), end
    if table.cabooses and layout.cabooses.collidepoint(pos):
        return Target("caboose"), layout.cabooses
    return None


def pick_up(game: FreightGame, table: SeenTable, source: Target, rect: pygame.Rect, pos: Point,
            layout: TableLayout) -> Drag | str:
    """Lift the card at `source` into a drag, or say why it cannot be lifted."""
    seat = table.to_move
    assert seat is not None
    lift: Action | None = None
    if source.kind == "line":
        lift = Take(source.index)
    elif source.kind == "row":
        lift = Move(source.index)
    trial = copy.deepcopy(game)
    if lift is not None:
        try:
            trial.apply(lift)
        except IllegalAction as error:
            return error.reason
    legal = frozenset(trial.legal_actions())
    if source.kind == "caboose":
        if not any(isinstance(a, AddCaboose) for a in legal):
            return trial.why_illegal(AddCaboose(1)) or "no train of yours can take a caboose"
        car, image = "", caboose_card(layout.card)
    else:
        car = _car(table, seat, source)
        image = car_face(car, layout.card)
    offset = (pos[0] - rect.x, pos[1] - rect.y)
    return Drag(image, offset, pos, rect.topleft, source, car, trial, lift, legal)


def _car(table: SeenTable, seat: int, source: Target) -> str:
    """The type of the car at `source` (face up: a face-down car is taken before it is lifted)."""
    if source.kind == "tray":
        return sorted(table.switch_hand)[source.index]
    if source.kind == HAND:
        return table.hand[source.index]
    if source.kind == "line":
        car = table.main_yard[source.index - 1][-1]
        assert car is not None
        return car
    return table.players[seat].rows[source.index - 1][-1]


def zones(drag: Drag, table: SeenTable, layout: TableLayout) -> list[Zone]:
    """Every place the dragged card could be dropped, lit or not."""
    assert table.to_move is not None
    trains = len(table.players[table.to_move].trains)
    found: list[Zone] = []

    def place(key: str, kind: str, rect: pygame.Rect, action: Action, label: str) -> None:
        actions = (drag.pick_up, action) if drag.pick_up is not None else (action,)
        found.append(Zone(key, kind, rect, actions, action in drag.legal, label))

    if drag.source.kind == "caboose":
        for n in range(1, trains + 1):
            place(f"train:{n}", "train", layout.train_box(n - 1), AddCaboose(n),
                  texts.train_name(n))
        return found
    for n, strip in enumerate(layout.rows, start=1):
        put = PutBack(drag.car, n) if drag.source.kind == "tray" else Place(drag.car, f"row:{n}")
        place(f"row:{n}", "row", strip, put, texts.row_name(n))
    if drag.source.kind == "tray":
        return found
    for n in range(1, trains + 1):
        place(f"train:{n}", "train", layout.train_box(n - 1), Place(drag.car, f"train:{n}"),
              texts.train_name(n))
    if trains < len(layout.trains):
        for kind, band in new_train_bands(drag.car, table, layout, trains):
            place(f"new:{kind}", "band", band, Place(drag.car, f"new:{kind}"),
                  texts.new_train_band(kind))
    if table.face_down_yard:
        place("discard", "discard", layout.discard, Place(drag.car, "discard"), "discard")
    if drag.pick_up is not None:
        found.append(Zone(HAND, HAND, layout.hand, (drag.pick_up,), True, texts.INTO_HAND))
    return found


def new_train_bands(
    car: str, table: SeenTable, layout: TableLayout, slot: int
) -> list[tuple[str, pygame.Rect]]:
    """The first free locomotive's slot (`slot`), one band per kind of new train the car
    could start, side by side right of the locomotive, each the slot's full height.

    The bands are kept apart by a dead strip, so a drop between two starts
    neither train by accident: it glides home and says where to drop.
    """
    kinds = ([] if table.only_mixed else [car]) + list(table.mixed_kinds)
    box = layout.train_box(slot)
    left = layout.locomotive(slot).right + layout.scaled(4)
    room = box.right - left
    gap = round(room * BAND_GAP / max(1, len(kinds) - 1)) if len(kinds) > 1 else 0
    width = max(1, (room - gap * (len(kinds) - 1)) // len(kinds))
    return [
        (kind, pygame.Rect(left + i * (width + gap), box.y, width, box.h))
        for i, kind in enumerate(kinds)
    ]


def zone_at(found: Sequence[Zone], pos: Point) -> Zone | None:
    return next((zone for zone in found if zone.rect.collidepoint(pos)), None)


def dropped(drag: Drag, found: Sequence[Zone], pos: Point) -> tuple[Action, ...] | str:
    """What a drop at `pos` plays, or why it plays nothing ('' when it was on no place)."""
    zone = zone_at(found, pos)
    if zone is None:
        bands = [z for z in found if z.kind == "band"]
        if any(b.rect.union(bands[0].rect).collidepoint(pos) for b in bands[1:]):
            names = " or ".join(f"'{z.label}'" for z in bands)
            return f"drop the car on {names}"
        return ""
    if zone.lit:
        return zone.actions
    return drag.trial.why_illegal(zone.actions[-1]) or "that is not a place for this card"
