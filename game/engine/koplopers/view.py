"""What a seat may see, declared once as frozen dataclasses.

Organizer cards, trays, waiting tokens and obstructions lie open on the table;
only the obstruction cards in other players' hands and the order of the deck
are hidden, so those are the only things a seat's view leaves out.

Everyone reads this one schema: the board draws it, the computer players rate
it, determinize rebuilds a whole game from it, the score sheets and statistics
count from it. Trains stand on typed map positions; `to_json()` writes them as
the notation's labels, for tools and bug reports.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from game.engine.action import JSONDict
from game.engine.koplopers import scoring
from game.engine.koplopers.board import Board, Position
from game.engine.koplopers.state import LETTERS, State, Train


@dataclass(frozen=True, slots=True)
class SeenTrain:
    number: int
    position: Position | None  # None: in the box, or carried by another train
    at: str | None  # the station its front faces, if any
    carried_by: int | None  # this train is combined into that one
    guest: int | None  # that train is combined into this one
    tokens: tuple[int, ...]  # a combined train's are all here
    load: int  # passengers aboard
    capacity: int
    # What the train did this turn and since its last ride: everyone at the table saw it.
    acted: bool
    rode: bool
    stopped: bool
    arrived: bool
    called: bool
    joined: bool
    reversed_since_ride: bool
    locked: bool

    def to_json(self, board: Board) -> JSONDict:
        position = self.position
        return {
            "number": self.number,
            "position": board.label(position) if position else None,
            "at": self.at,
            "carried_by": self.carried_by,
            "guest": self.guest,
            "tokens": list(self.tokens),
            "load": self.load,
            "capacity": self.capacity,
            "acted": self.acted,
            "rode": self.rode,
            "stopped": self.stopped,
            "arrived": self.arrived,
            "called": self.called,
            "joined": self.joined,
            "reversed_since_ride": self.reversed_since_ride,
            "locked": self.locked,
        }


@dataclass(frozen=True, slots=True)
class SeenSeat:
    name: str
    hand: tuple[str, ...] | None  # the obstruction cards; None where this view hides them
    hand_size: int
    repair: bool  # the emergency repair card is still in hand
    tray: tuple[int, ...]  # the tokens delivered
    delivered: int  # the passengers on those tokens
    trains: tuple[SeenTrain, ...]  # train n is trains[n - 1], in play or in the box

    @property
    def aboard(self) -> int:
        """The passengers still aboard this seat's trains."""
        return sum(train.load for train in self.trains)

    def on_board(self) -> list[SeenTrain]:
        """The trains standing on the track (a combined train counts once)."""
        return [train for train in self.trains if train.position is not None]

    def train(self, number: int) -> SeenTrain | None:
        return self.trains[number - 1] if 1 <= number <= len(self.trains) else None

    def to_json(self, board: Board) -> JSONDict:
        return {
            "name": self.name,
            "hand": None if self.hand is None else list(self.hand),
            "hand_size": self.hand_size,
            "repair": self.repair,
            "tray": list(self.tray),
            "delivered": self.delivered,
            "trains": [train.to_json(board) for train in self.trains],
        }


@dataclass(frozen=True, slots=True)
class SeenOffer:
    """An exchange offer from the seat to move's `train` to `seat`'s train `other`."""

    train: int
    seat: int
    other: int
    tokens: tuple[int, ...]  # the tokens to change trains, either way
    proposed: bool  # put to the other seat, which is to answer

    def to_json(self) -> JSONDict:
        return {"train": self.train, "seat": self.seat, "other": self.other,
                "tokens": list(self.tokens), "proposed": self.proposed}


@dataclass(frozen=True, slots=True)
class KoplopersView:
    """The table as one seat sees it (the engine's SeatView for Koplopers)."""

    round: int
    max_rounds: int
    last_round: bool
    over: bool
    advanced: bool  # the advanced rules: passengers choose whether to board
    turn: int  # the seat whose turn it is
    current_player: int | None  # the seat to decide now (an offer's answer is another's)
    action_points: int
    played_obstruction: bool
    built: bool  # the seat to move has built a train this turn
    used_pairs: tuple[tuple[int, int, int], ...]  # exchanges this turn: (train, seat, train)
    seats: tuple[SeenSeat, ...]
    waiting: Mapping[str, tuple[int, ...]]  # tokens waiting at each station that has any
    obstructions: Mapping[str, str | None]  # obstruction token letter -> its station
    next_obstruction: str  # the letter the next obstruction card places
    deck: tuple[str, ...] | None  # the deck in order; None where this view hides it
    deck_size: int
    discard: tuple[str, ...]
    boarding: tuple[int, int] | None  # (seat, train) choosing who boards
    ending: bool  # the turn is ending: its automatic calls' boarding choices are made
    offer: SeenOffer | None
    scores: tuple[int, ...]
    board: Board = field(compare=False, repr=False)  # the map the trains stand on

    @property
    def stage(self) -> int:
        return self.round

    @property
    def me(self) -> SeenSeat:
        """The seat whose turn it is."""
        return self.seats[self.turn]

    @property
    def discard_size(self) -> int:
        return len(self.discard)

    def waiting_at(self, code: str) -> tuple[int, ...]:
        return self.waiting.get(code, ())

    def to_json(self) -> JSONDict:
        board = self.board
        return {
            "round": self.round,
            "max_rounds": self.max_rounds,
            "last_round": self.last_round,
            "over": self.over,
            "advanced": self.advanced,
            "turn": self.turn,
            "current_player": self.current_player,
            "action_points": self.action_points,
            "played_obstruction": self.played_obstruction,
            "built": self.built,
            "used_pairs": [list(pair) for pair in self.used_pairs],
            "seats": [seat.to_json(board) for seat in self.seats],
            "waiting": {code: list(tokens) for code, tokens in self.waiting.items()},
            "obstructions": dict(self.obstructions),
            "next_obstruction": self.next_obstruction,
            "deck": None if self.deck is None else list(self.deck),
            "deck_size": self.deck_size,
            "discard": list(self.discard),
            "boarding": list(self.boarding) if self.boarding else None,
            "ending": self.ending,
            "offer": None if self.offer is None else self.offer.to_json(),
            "scores": list(self.scores),
        }


# SeenTrains by their board, then by all they show. A searching player builds a view at
# the end of every game it makes up, and nearly every train in it stands as it stood in
# another (97% of them over 60 of Hard's decisions): most are found, not built, as a
# frozen dataclass takes long to build. Being frozen, they are shared safely.
_TRAINS: weakref.WeakKeyDictionary[Board, dict[tuple[object, ...], SeenTrain]] = (
    weakref.WeakKeyDictionary())
MEMO_TRAINS = 4096  # trains kept per board before they are forgotten all at once


def _train(state: State, train: Train, known: dict[tuple[object, ...], SeenTrain]) -> SeenTrain:
    key = (train.number, train.position, train.carried_by, train.guest, train.acted,
           train.rode, train.stopped, train.arrived, train.called, train.joined,
           train.reversed_since_ride, train.locked, *train.tokens)
    seen = known.get(key)
    if seen is None:
        if len(known) >= MEMO_TRAINS:
            known.clear()
        position = train.position
        seen = known[key] = SeenTrain(
            train.number, position, state.board.facing_station(position) if position else None,
            train.carried_by, train.guest, tuple(train.tokens), state.load(train),
            state.capacity(train), train.acted, train.rode, train.stopped, train.arrived,
            train.called, train.joined, train.reversed_since_ride, train.locked)
    return seen


def view(state: State, seat: int | None, current: int | None) -> KoplopersView:
    """The table as `seat` sees it; None sees everything (referee, tests)."""
    known = _TRAINS.setdefault(state.board, {})
    seats = []
    for number, s in enumerate(state.seats):
        seats.append(SeenSeat(
            s.name, tuple(s.hand) if seat is None or seat == number else None, len(s.hand),
            s.repair, tuple(s.tray), scoring.delivered(state, s),
            tuple([_train(state, t, known) for t in s.trains])))
    draft = state.draft
    return KoplopersView(
        round=state.round, max_rounds=state.max_rounds, last_round=state.last_round,
        over=state.over, advanced=state.advanced, turn=state.turn, current_player=current,
        action_points=state.ap, played_obstruction=state.played_obstruction, built=state.built,
        used_pairs=tuple(sorted(state.used_pairs)), seats=tuple(seats),
        waiting=MappingProxyType(
            {code: tuple(tokens) for code, tokens in state.waiting.items() if tokens}),
        obstructions=MappingProxyType(dict(state.obstructions)),
        next_obstruction=LETTERS[state.disc],
        deck=tuple(state.deck) if seat is None else None, deck_size=len(state.deck),
        discard=tuple(state.discard), boarding=state.boarding, ending=state.ending,
        offer=None if draft is None else SeenOffer(
            draft.train, draft.seat, draft.other, tuple(draft.tokens), draft.proposed),
        scores=tuple(scoring.score(state, s.delivered, s.aboard) for s in seats),
        board=state.board,
    )
