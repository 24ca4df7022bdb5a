"""The table a Koplopers rating reads: what it reads of a view, and that same table taken
straight from a made-up game's own state.

Hard's rollouts rate every step of thousands of made-up games a decision, and
building each step's full view (every train's turn flags, the scores, the
trays) cost a third of that rating. Nothing in a made-up game is secret, so
`table` reads the game's state instead and keeps only what koplopers_rater and
koplopers_coupling read of a view: the protocols below, which the engine's
KoplopersView meets too, with the same values, so a rating of the table is the
rating of the view (tests/ai/test_koplopers_table.py compares them over whole
games). It shares the state's waiting passengers and obstructions rather than
copying them, so it is read once, before the game moves on.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.engine.koplopers import Board, KoplopersGame, Position, SeenOffer, State, Train


class TableTrain(Protocol):
    """What a rating reads of a train (the engine's SeenTrain, in part)."""

    @property
    def position(self) -> Position | None: ...
    @property
    def at(self) -> str | None: ...
    @property
    def carried_by(self) -> int | None: ...
    @property
    def tokens(self) -> Sequence[int]: ...
    @property
    def load(self) -> int: ...
    @property
    def capacity(self) -> int: ...


class TableSeat(Protocol):
    """What a rating reads of a seat (the engine's SeenSeat, in part)."""

    @property
    def trains(self) -> Sequence[TableTrain]: ...


class Table(Protocol):
    """What a rating reads of the table (the engine's KoplopersView, in part)."""

    @property
    def round(self) -> int: ...
    @property
    def max_rounds(self) -> int: ...
    @property
    def last_round(self) -> bool: ...
    @property
    def advanced(self) -> bool: ...
    @property
    def turn(self) -> int: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def seats(self) -> Sequence[TableSeat]: ...
    @property
    def waiting(self) -> Mapping[str, Sequence[int]]: ...
    @property
    def obstructions(self) -> Mapping[str, str | None]: ...
    @property
    def boarding(self) -> tuple[int, int] | None: ...
    @property
    def offer(self) -> SeenOffer | None: ...


@dataclass(frozen=True, slots=True)
class _Train:
    position: Position | None
    at: str | None
    carried_by: int | None
    tokens: tuple[int, ...]
    load: int
    capacity: int


# A table and its seats are built at every step of every rollout, so they are plain slotted
# classes: a frozen dataclass's __init__ takes eight times as long. Nobody changes them.
@dataclass(slots=True)
class _Seat:
    trains: tuple[_Train, ...]


@dataclass(slots=True)
class _Table:
    round: int
    max_rounds: int
    last_round: bool
    advanced: bool
    turn: int
    current_player: int | None
    seats: list[_Seat]
    waiting: Mapping[str, Sequence[int]]
    obstructions: Mapping[str, str | None]
    boarding: tuple[int, int] | None
    offer: SeenOffer | None


def table(game: KoplopersGame) -> Table:
    """What the rating of the seat to move reads of `game.view(game.current_player)`."""
    s = game.state
    draft = s.draft
    known = _TRAINS.setdefault(s.board, {})
    return _Table(
        s.round, s.max_rounds, s.last_round, s.advanced, s.turn, game.current_player,
        [_Seat(tuple([_train(s, t, known) for t in seat.trains])) for seat in s.seats],
        {code: tokens for code, tokens in s.waiting.items() if tokens}, s.obstructions,
        s.boarding,
        None if draft is None else SeenOffer(draft.train, draft.seat, draft.other,
                                             tuple(draft.tokens), draft.proposed),
    )


# A train's entry by its board, then by what the entry shows (place, coupling, tokens):
# most trains stand still from one step of a rollout to the next, so most entries are
# found, not built.
_TRAINS: weakref.WeakKeyDictionary[Board, dict[tuple[object, ...], _Train]] = (
    weakref.WeakKeyDictionary())
MEMO_TRAINS = 4096  # entries kept per board before they are forgotten all at once


def _train(s: State, train: Train, known: dict[tuple[object, ...], _Train]) -> _Train:
    key = (train.position, train.carried_by, train.guest, *train.tokens)
    entry = known.get(key)
    if entry is None:
        if len(known) >= MEMO_TRAINS:
            known.clear()
        position = train.position
        entry = known[key] = _Train(
            position, s.board.facing_station(position) if position is not None else None,
            train.carried_by, tuple(train.tokens), s.load(train), s.capacity(train))
    return entry
