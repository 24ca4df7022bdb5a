"""Koplopers heuristics for moves between trains: combine, split, change and exchange offers.

Five action points a turn are shared by all of a player's trains, so what a
set of trains costs is the points needed to ride each of them past all of its
goals: the destinations of its tokens, or, for an empty train, the station it
would head for to pick passengers up. A *tour* is that cost for one train
(nearest goal first, from where the train stands). Moves between own trains
are rated by the points they save: combining helps when one combined tour is
shorter than two tours (the trains go the same way, or an empty one would head
where the other goes anyway), splitting and changing trains when the tours
apart are shorter (tokens heading in different directions). Each of these moves stops
the trains it touches for the turn, so the best ride they give up is charged.

An exchange with another player is judged the same way from both sides: the
tokens' worth where they end up plus the points each train's tour saves. The
other side accepts when it gains at least as much as the proposer (`answer`),
so an offer is made only when that same judgement would accept it and it
helps the proposer. Normal also counts what the exchange gives its rivals
(the answerer's gain spread over all of them): with one rival an accepted
offer never helps Normal more than it helps that rival, so it makes none.
Each pair of trains has one offer a turn (the engine's rule), so offering
never loops.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Protocol

from game.ai.koplopers_table import Table, TableTrain
from game.engine.koplopers import (
    Board,
    Change,
    Combine,
    Offer,
    Position,
    SeenOffer,
    Split,
    token_list,
)

AP_WORTH = 10.0  # passengers an action point saved on the way is worth
MARGIN = 2  # action points a coupling must save before it is worth stopping the trains
DETOUR = 2  # action points a combined train may ride beyond the longer of its two tours
OFFER_WORTH = AP_WORTH  # less than an action point's worth is not worth asking another player
# A move between trains that does not help: it only delays (an offer never proposed) or
# scatters tokens at random (a split), so it comes after any real action, even a poor one.
POINTLESS = -1000.0

Goals = frozenset[str]
Pair = tuple[int, int, int]  # my train, the other seat, its train


class TableReading(Protocol):
    """What a coupling reads of its decision's table (koplopers_rater.Reading, which rates
    the other moves and owns the coupling): named here, so this module stands below it."""

    board: Board
    seen: Table
    cunning: bool
    best_move: dict[int, float]  # the best ride each of the seat's trains has, by number

    def distance(self, position: Position, station: str) -> int: ...
    def platform(self, station: str) -> Position: ...
    def aboard(self, token: int, distance: int) -> float: ...
    def seek_target(self, position: Position, room: int) -> tuple[float, str | None]: ...
    def train(self, number: int, seat: int | None = None) -> TableTrain: ...
    def position_of(self, train: TableTrain) -> Position: ...


class Coupling:
    """One decision's view of the moves between trains, with its tours cached."""

    def __init__(self, reading: TableReading) -> None:
        # Weakly: the reading owns its coupling, and a cycle between them would leave
        # every rating's caches to the cycle collector (Hard rates thousands a second).
        self._reading = weakref.ref(reading)
        self._tours: dict[tuple[Position, Goals], int] = {}
        self._plans: dict[tuple[Pair, frozenset[int]], tuple[float, frozenset[int]]] = {}

    @property
    def reading(self) -> TableReading:
        reading = self._reading()
        assert reading is not None, "a coupling outlived its reading"
        return reading

    # --- tours ------------------------------------------------------------------------------
    def tour(self, start: Position, goals: Goals) -> int:
        """Action points to ride from `start` past every goal, nearest goal first."""
        key = (start, goals)
        if key not in self._tours:
            self._tours[key] = self._walk(start, goals)
        return self._tours[key]

    def _walk(self, start: Position, goals: Goals) -> int:
        reading = self.reading
        cost = 0
        left = set(goals)
        here = start
        while left:
            step, station = min((reading.distance(here, s), s) for s in left)
            cost += step
            left.discard(station)
            here = reading.platform(station)
        return cost

    def goals(self, position: Position, tokens: Sequence[int], room: int) -> Goals:
        """Where a train with `tokens` must go: their destinations, else passengers to fetch."""
        if tokens:
            return frozenset(self.reading.board.tokens[t].destination for t in tokens)
        station = self.reading.seek_target(position, room)[1]
        return frozenset() if station is None else frozenset({station})

    def cost(self, position: Position, tokens: Sequence[int], capacity: int) -> int:
        """The tour of a train standing at `position` with `tokens` aboard."""
        load = sum(self.reading.board.tokens[t].passengers for t in tokens)
        return self.tour(position, self.goals(position, tokens, capacity - load))

    # --- moves between own trains -----------------------------------------------------------
    def _stopping(self, *numbers: int) -> float:
        """The best rides the trains named give up by being stopped for the turn."""
        return sum(self.reading.best_move.get(n, 0.0) for n in set(numbers))

    def _rated(self, saved: int, *numbers: int) -> float:
        gain = AP_WORTH * (saved - MARGIN) - self._stopping(*numbers)
        return gain if gain > 0 else POINTLESS

    def _cost_of(self, train: TableTrain) -> int:
        return self.cost(self.reading.position_of(train), train.tokens, train.capacity)

    def combine(self, action: Combine) -> float:
        reading = self.reading
        host, guest = reading.train(action.train), reading.train(action.other)
        if self._delivers_here(host) or self._delivers_here(guest):
            return POINTLESS  # call first: a combined train may have called already
        capacity = 2 * reading.board.capacity
        together = self.cost(reading.position_of(host), (*host.tokens, *guest.tokens), capacity)
        apart = self._cost_of(host), self._cost_of(guest)
        if together - max(apart) > DETOUR:
            return POINTLESS  # different ways: what one train saves, the other's tokens wait for
        return self._rated(sum(apart) - together, action.train, action.other)

    def split(self, action: Split) -> float:
        reading = self.reading
        host = reading.train(action.train)
        off = token_list(action.tokens) or []
        stay = [t for t in host.tokens if t not in off]
        to = reading.board.position(action.to)
        assert to is not None
        capacity = reading.board.capacity
        apart = (self.cost(reading.position_of(host), stay, capacity)
                 + self.cost(to, off, capacity))
        return self._rated(self._cost_of(host) - apart, action.train)

    def change(self, action: Change) -> float:
        """Changing trains (one exchange, both ways) by the points the two tours save."""
        reading = self.reading
        pair = reading.train(action.train), reading.train(action.other)
        if any(self._delivers_here(train) for train in pair):
            return POINTLESS
        moved = {*(token_list(action.gives) or []), *(token_list(action.takes) or [])}
        saved = sum(self._cost_of(train) - self._cost_after(train, moved) for train in pair)
        return self._rated(saved, action.train, action.other)

    def _cost_after(self, train: TableTrain, moved: set[int]) -> int:
        """The tour of `train` after an exchange moves `moved` (tokens of either train) across."""
        kept = [t for t in train.tokens if t not in moved]
        taken = [t for t in moved if t not in train.tokens]
        return self.cost(self.reading.position_of(train), kept + taken, train.capacity)

    def _delivers_here(self, train: TableTrain) -> bool:
        """Whether `train` carries passengers for the station it is at (not yet delivered)."""
        return any(self.reading.board.tokens[t].destination == train.at for t in train.tokens)

    # --- exchange offers to other players ---------------------------------------------------
    def offer(self, action: Offer) -> float:
        """An offer's token is worth adding when it belongs to the best acceptable exchange."""
        pair = (action.train, action.seat, action.other)
        drafted = self._drafted()
        gain, plan = self.plan(pair, drafted)
        if action.token not in plan - drafted:
            return POINTLESS
        return gain - (0.0 if drafted else self._stopping(action.train))

    def propose(self) -> float:
        offer = self._offer()
        drafted = self._drafted()
        gain, plan = self.plan((offer.train, offer.seat, offer.other), drafted)
        return gain if plan == drafted else POINTLESS

    def _offer(self) -> SeenOffer:
        """The offer being built or answered: proposing and answering are asked only then."""
        offer = self.reading.seen.offer
        assert offer is not None
        return offer

    def _drafted(self) -> frozenset[int]:
        offer = self.reading.seen.offer
        return frozenset() if offer is None else frozenset(offer.tokens)

    def plan(self, pair: Pair, drafted: frozenset[int]) -> tuple[float, frozenset[int]]:
        """The best exchange holding `drafted` that helps me and would be accepted: its worth
        to me and its tokens.

        Exchanges move at most one token each way: enough for the swaps that help
        both sides, and few enough to try them all. Returns no tokens when none is
        worth more than OFFER_WORTH.
        """
        key = (pair, drafted)
        if key not in self._plans:
            self._plans[key] = self._plan(pair, drafted)
        return self._plans[key]

    def _plan(self, pair: Pair, drafted: frozenset[int]) -> tuple[float, frozenset[int]]:
        reading = self.reading
        mine = reading.train(pair[0])
        theirs = reading.train(pair[2], pair[1])
        best: tuple[float, frozenset[int]] = (OFFER_WORTH, frozenset())
        for give, take in product([None, *mine.tokens], [None, *theirs.tokens]):
            tokens = frozenset(t for t in (give, take) if t is not None)
            if not tokens or not drafted <= tokens or not self._fits(mine, theirs, tokens):
                continue
            gain, answer = self.exchange_gains(mine, theirs, tokens)
            worth = gain - answer / self._rivals() if reading.cunning else gain
            if worth > best[0] and accepts(answer, gain):
                best = (worth, tokens)
        return best

    def _rivals(self) -> int:
        return len(self.reading.seen.seats) - 1

    def answer(self) -> float:
        """Accept an exchange when it helps me at least as much as it helps the proposer."""
        reading = self.reading
        offer = self._offer()
        mine = reading.train(offer.other)
        theirs = reading.train(offer.train, reading.seen.turn)
        return 1.0 if accepts(*self.exchange_gains(mine, theirs, offer.tokens)) else -1.0

    def exchange_gains(self, first: TableTrain, second: TableTrain,
                       tokens: Iterable[int]) -> tuple[float, float]:
        """What moving `tokens` between two trains gains each: the tokens' worth where they
        end up, and the action points saved on each train's tour."""
        moved = set(tokens)
        return self._exchange_gain(first, moved), self._exchange_gain(second, moved)

    def _exchange_gain(self, train: TableTrain, moved: set[int]) -> float:
        reading = self.reading
        position = reading.position_of(train)
        worth = 0.0
        for token in moved:
            value = reading.aboard(token, reading.distance(
                position, reading.board.tokens[token].destination))
            worth += -value if token in train.tokens else value
        return worth + AP_WORTH * (self._cost_of(train) - self._cost_after(train, moved))

    def _fits(self, mine: TableTrain, theirs: TableTrain, tokens: frozenset[int]) -> bool:
        passengers = self.reading.board.tokens
        for train, other in ((mine, theirs), (theirs, mine)):
            gain = sum(passengers[t].passengers for t in tokens if t in other.tokens)
            loss = sum(passengers[t].passengers for t in tokens if t in train.tokens)
            if train.load + gain - loss > train.capacity:
                return False
        return True


def accepts(answerer_gain: float, proposer_gain: float) -> bool:
    """An exchange is accepted when it helps the answerer at least as much as the proposer."""
    return answerer_gain >= 0 and answerer_gain >= proposer_gain
