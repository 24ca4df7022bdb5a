"""The Koplopers table as one seat may see it, read once per change from the engine's view(seat).

The board draws from this, so what is hidden (the other seats' obstruction
cards, the order of the deck) is decided by the engine's view alone: a hand
the view does not give is None here and is drawn face down. Trains stand on
map positions, `(section, facing)`, read back from the view's labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.koplopers import Board, Position


@dataclass(frozen=True)
class SeenTrain:
    number: int
    position: Position | None  # None: in the box, or carried by another train
    carried_by: int | None
    guest: int | None  # the train combined into this one
    tokens: tuple[int, ...]
    load: int
    capacity: int


@dataclass(frozen=True)
class SeenSeat:
    name: str
    hand: tuple[str, ...] | None  # the obstruction cards; None where this view hides them
    hand_size: int
    repair: bool  # the emergency repair card is still in hand
    tray: tuple[int, ...]
    trains: tuple[SeenTrain, ...]

    def on_board(self) -> list[SeenTrain]:
        return [train for train in self.trains if train.position is not None]

    def train(self, number: int) -> SeenTrain | None:
        return next((t for t in self.trains if t.number == number), None)


@dataclass(frozen=True)
class SeenOffer:
    train: int
    seat: int
    other: int
    tokens: tuple[int, ...]
    proposed: bool


@dataclass(frozen=True)
class SeenTable:
    round: int
    max_rounds: int
    last_round: bool
    over: bool
    turn: int  # the seat whose turn it is
    to_move: int | None  # the seat to decide now (an offer's answer is another's); None: over
    action_points: int
    built: bool  # the seat to move has built this turn
    seats: tuple[SeenSeat, ...]
    waiting: Mapping[str, tuple[int, ...]]  # tokens waiting at each station that has any
    obstructions: Mapping[str, str | None]  # obstruction token letter -> its station
    next_obstruction: str
    deck_size: int
    discard_size: int
    boarding: tuple[int, int] | None  # (seat, train) choosing who boards
    offer: SeenOffer | None
    advanced: bool  # the advanced rules: passengers choose whether to board

    @property
    def me(self) -> SeenSeat:
        """The seat whose turn it is."""
        return self.seats[self.turn]

    def waiting_at(self, code: str) -> tuple[int, ...]:
        return self.waiting.get(code, ())


def seen(view: Mapping[str, Any], board: Board) -> SeenTable:
    """The table in `view` (KoplopersGame.view of one seat), with trains placed on `board`."""

    def train(t: Mapping[str, Any]) -> SeenTrain:
        label = t["position"]
        position = board.position(label) if label is not None else None
        return SeenTrain(t["number"], position, t["carried_by"], t["guest"], tuple(t["tokens"]),
                         t["load"], t["capacity"])

    seats = tuple(
        SeenSeat(s["name"], None if s["hand"] is None else tuple(s["hand"]), s["hand_size"],
                 s["repair"], tuple(s["tray"]), tuple(train(t) for t in s["trains"]))
        for s in view["seats"])
    offer = view["offer"]
    boarding = view["boarding"]
    return SeenTable(
        round=view["round"], max_rounds=view["max_rounds"], last_round=view["last_round"],
        over=view["over"], turn=view["turn"], to_move=view["current_player"],
        action_points=view["action_points"],
        built=view["built"], seats=seats,
        waiting={code: tuple(tokens) for code, tokens in view["waiting"].items()},
        obstructions=dict(view["obstructions"]), next_obstruction=view["next_obstruction"],
        deck_size=view["deck_size"], discard_size=len(view["discard"]),
        boarding=None if boarding is None else (boarding[0], boarding[1]),
        offer=None if offer is None else SeenOffer(offer["train"], offer["seat"],
                                                   offer["other"], tuple(offer["tokens"]),
                                                   offer["proposed"]),
        advanced=view["advanced"])
