"""Places on the table: the typed Targets front ends name, and their spellings in actions.

A `place` action names where its car goes by a spelling that records keep:
'row:N', 'train:N', 'new:KIND' or 'discard'. Front ends never build or read
those strings: they name places by `Target(kind, index)` with the kinds below,
and this module is the one place that turns one into the other.

A Target's index is the position in the list `view()` shows for that place
(0-based): `main_yard[i]` is Target(LINE, i), a seat's `rows[i]` is Target(ROW, i),
`trains[i]` is Target(TRAIN, i), `hand[i]` is Target(HAND, i) and `switch_hand[i]`
(the lifted private yard) is Target(TRAY, i). A new train is Target(NEW_TRAIN, i)
for the kind `TRAIN_KINDS[i]`. The caboose pile, the locomotive reserve and the
discard pile are one place each (index 0).
"""

from __future__ import annotations

from functools import lru_cache

from game.engine.action import is_canonical_number
from game.engine.freight.patterns import TRAIN_KINDS
from game.engine.target import Target

LINE = "line"  # a Main Yard line: click an empty one to fill it, press its end car to take it
ROW = "row"  # a private row of the seat to move: press its end car to move it; drop cars on it
HAND = "hand"  # a car taken and not yet placed; drop a picked-up car here to only take it
TRAIN = "train"  # a train of the seat to move: drop a car or a caboose on it
NEW_TRAIN = "new_train"  # a free locomotive starting a train of the kind TRAIN_KINDS[index]
DISCARD = "discard"  # the discard pile (face-down variant: a car that fits nowhere)
TRAY = "tray"  # the lifted private yard while switching: drop each car on a row
CABOOSE_PILE = "caboose_pile"  # the caboose pile: drop one on a train
RESERVE = "reserve"  # the locomotive reserve: click it to add a locomotive

DISCARD_SPELLING = "discard"

at = lru_cache(maxsize=None)(Target)
"""Target(kind, index), made once per place: events name places at every action."""


@lru_cache(maxsize=256)
def parse_target(spelling: str) -> tuple[str, str]:
    """'train:2' -> ('train', '2'); spellings repeat endlessly, so each is split once."""
    where, _, arg = spelling.partition(":")
    return where, arg


@lru_cache(maxsize=1024)
def spelled(where: str, arg: int | str) -> str:
    """The spelling of a place: spelled('row', 1) == 'row:1', spelled('new', 'box')."""
    return f"{where}:{arg}"


def spelling_of(target: Target) -> str | None:
    """How a `place` action spells the place `target` names; None for no such place."""
    kind, index = target.kind, target.index
    if kind in (ROW, TRAIN) and index >= 0:
        return spelled(kind, index + 1)
    if kind == NEW_TRAIN and 0 <= index < len(TRAIN_KINDS):
        return spelled("new", TRAIN_KINDS[index])
    if kind == DISCARD:
        return DISCARD_SPELLING
    return None


@lru_cache(maxsize=1024)
def target_of(spelling: str) -> Target:
    """The Target a place spelling names: 'new:box' is Target(NEW_TRAIN, 1).

    Raises ValueError for a spelling that names no place (a refused action's). Each
    spelling is read once: computer players ask where every car may go thousands of
    times a second.
    """
    where, arg = parse_target(spelling)
    if where == "new" and arg in _KIND_INDEX:
        return at(NEW_TRAIN, _KIND_INDEX[arg])
    if where in (ROW, TRAIN) and is_canonical_number(arg) and int(arg) >= 1:
        return at(where, int(arg) - 1)
    if spelling == DISCARD_SPELLING:
        return at(DISCARD, 0)
    raise ValueError(f"{spelling!r} names no place on the table")


_KIND_INDEX = {kind: index for index, kind in enumerate(TRAIN_KINDS)}


def new_train_target(kind: str) -> Target:
    """The place that starts a train of `kind` ('box', 'mixed', 'pairs'...)."""
    return at(NEW_TRAIN, _KIND_INDEX[kind])
