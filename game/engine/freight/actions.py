"""The Freight Train actions: one small step of a turn each.

A turn is: optionally `fill` an empty Main Yard line, then one main action made
of steps: `take` + `place` (three times), `move` (1–4 times) then `place` for
each moved car in any order, `switch` + `putback` (until the yard is back),
`loco`, `caboose`, or `pass` when nothing at all is possible. The start-player
marker step and the end of a day are automatic, and so is the end of a move:
it ends when its last car is placed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.action import Action, ActionSet
from game.engine.freight.notation import target_of
from game.engine.target import Target


@dataclass(frozen=True)
class Fill(Action):
    """Step 2: deal up to 5 cars from the draw pile into an empty Main Yard line."""

    KIND = "fill"
    line: int


@dataclass(frozen=True)
class Take(Action):
    """Main action a: pick up the end car of a Main Yard line (then `place` it)."""

    KIND = "take"
    line: int


@dataclass(frozen=True)
class Move(Action):
    """Main action b: take the end car of a private row into the hand (up to 4 cars).

    Ruling 9: all the cars are taken first, then placed in any order; the first
    `place` ends the taking.
    """

    KIND = "move"
    row: int


@dataclass(frozen=True)
class Place(Action):
    """Put down a car in hand, named by its type: 'row:N', 'train:N', 'new:KIND' or 'discard'.

    The car is named because a move's hand may hold up to 4 different cars; with
    one car in hand the name is still given, so each placement has one spelling.
    """

    KIND = "place"
    car: str
    target: str

    @property
    def destination(self) -> Target:
        """The place `target` spells, typed: Target(TRAIN, 1) for 'train:2'.

        Raises ValueError when the spelling names no place (an action refused anyway).
        """
        return target_of(self.target)


@dataclass(frozen=True)
class Switch(Action):
    """Main action c: pay 1 point and lift the whole private yard (then `putback`)."""

    KIND = "switch"


@dataclass(frozen=True)
class PutBack(Action):
    """Put one car of the lifted private yard at the end of a row."""

    KIND = "putback"
    car: str
    row: int


@dataclass(frozen=True)
class AddLocomotive(Action):
    """Main action d: take a locomotive from the reserve."""

    KIND = "loco"


@dataclass(frozen=True)
class AddCaboose(Action):
    """Main action e: put a caboose at the end of one of your trains."""

    KIND = "caboose"
    train: int


@dataclass(frozen=True)
class Pass(Action):
    """Ruling: when no main action is possible at all, the turn passes."""

    KIND = "pass"


ACTIONS = ActionSet(
    [Fill, Take, Move, Place, Switch, PutBack, AddLocomotive, AddCaboose, Pass]
)
