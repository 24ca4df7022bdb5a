"""The Koplopers actions: one small step of a turn each.

A turn spends five action points (build 3, scrap 1 per train, ride 1 per
section, reverse 1, obstruction card 1, emergency repair 1) and any number of
free actions (call, board, change, combine, split, exchange offers), then ends
with `end`. Trains are numbered 1-3 per seat; positions are written as the
section's label and the way the train faces, e.g. `MP-ZL.1>ZL`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.engine.action import Action, ActionSet, is_canonical_number


@dataclass(frozen=True)
class Build(Action):
    """Construct the next train from the box on an empty construction site (3 AP)."""

    KIND = "build"
    train: int
    site: str


@dataclass(frozen=True)
class Ride(Action):
    """Ride forward to a position, one AP per section, possibly passing other trains."""

    KIND = "ride"
    train: int
    to: str


@dataclass(frozen=True)
class Reverse(Action):
    """Turn a train round (1 AP)."""

    KIND = "reverse"
    train: int


@dataclass(frozen=True)
class Scrap(Action):
    """Scrap an empty train on a construction site, riding into it first if needed."""

    KIND = "scrap"
    train: int
    site: str


@dataclass(frozen=True)
class Call(Action):
    """Call at the station the train faces: deliver, then board (free)."""

    KIND = "call"
    train: int


@dataclass(frozen=True)
class Embark(Action):
    """While boarding after a call: take this waiting token aboard."""

    KIND = "board"
    token: int


@dataclass(frozen=True)
class StopBoarding(Action):
    """Advanced rules: leave the remaining passengers on the platform."""

    KIND = "stop"


@dataclass(frozen=True)
class Change(Action):
    """Passengers change trains between two own trains at one station (free), both ways.

    One action is the whole exchange, because the rulebook checks capacity only
    after it ("After the exchange both trains may have a maximum of 500
    passengers on board"): two full trains may swap tokens of equal size.
    `gives` are the tokens of `train` that move to `other`, `takes` those of
    `other` that move to `train`, each in rising order ("4,17") or "-". The
    lower-numbered train is written first: `change 1 2 30 20`.
    """

    KIND = "change"
    train: int
    other: int
    gives: str
    takes: str


@dataclass(frozen=True)
class Combine(Action):
    """Combine `other` into `train` at a shared station (free)."""

    KIND = "combine"
    train: int
    other: int


@dataclass(frozen=True)
class Split(Action):
    """Split a combined train: the carried train goes to platform `to` with `tokens` (free).

    `tokens` lists the token numbers it takes, in rising order ("4,17"), or "-".
    """

    KIND = "split"
    train: int
    to: str
    tokens: str


@dataclass(frozen=True)
class Offer(Action):
    """Add a token to an exchange offer between my train and another seat's train."""

    KIND = "offer"
    train: int
    seat: int
    other: int
    token: int


@dataclass(frozen=True)
class Propose(Action):
    """Send the exchange offer; the other seat accepts or declines."""

    KIND = "propose"


@dataclass(frozen=True)
class Withdraw(Action):
    """Drop the exchange offer being built."""

    KIND = "withdraw"


@dataclass(frozen=True)
class Accept(Action):
    """The other seat accepts the proposed exchange."""

    KIND = "accept"


@dataclass(frozen=True)
class Decline(Action):
    """The other seat declines the proposed exchange."""

    KIND = "decline"


@dataclass(frozen=True)
class Obstruct(Action):
    """Play an obstruction card naming `station` (1 AP, one a turn)."""

    KIND = "obstruct"
    station: str


@dataclass(frozen=True)
class Repair(Action):
    """Play the emergency repair card on obstruction token `letter` (1 AP)."""

    KIND = "repair"
    letter: str


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn: automatic calls, hand refill, next player."""

    KIND = "end"


ACTIONS = ActionSet(
    [Build, Ride, Reverse, Scrap, Call, Embark, StopBoarding, Change, Combine, Split, Offer,
     Propose, Withdraw, Accept, Decline, Obstruct, Repair, EndTurn]
)


def token_list(text: str) -> list[int] | None:
    """The tokens a Split or Change names, or None unless `text` is their one spelling:
    rising numbers joined by commas ("4,17", never "04,17" or "17,4"), or '-' for none."""
    if text == "-":
        return []
    parts = text.split(",")
    if not all(is_canonical_number(part) for part in parts):
        return None
    numbers = [int(part) for part in parts]
    if any(b <= a for a, b in zip(numbers, numbers[1:], strict=False)):
        return None
    return numbers


def token_text(tokens: Iterable[int]) -> str:
    """The one spelling of a set of tokens in an action: rising numbers, or '-' for none."""
    return ",".join(str(t) for t in sorted(tokens)) or "-"
