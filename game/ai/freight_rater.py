"""Freight Train heuristics: what each step of a turn is worth to the seat choosing it.

Everything comes back to one question: where would this car go, and what is
it worth there? A car on a train is worth what it adds to that train at the
end of the day; in the private yard it is worth what the yard scores for that
day plus a little for later use. Taking, moving and the other main actions are
rated by the cars they bring.

Two styles share this code. Easy (`rivals=False`) counts cars: longer trains
are better, whoever else has what. Normal (`rivals=True`) reads the score
table: a car is worth the points it wins against the other seats' trains of the
same kind, so it stops feeding a train it cannot catch up with, starts kinds
nobody has, times cabooses and watches its locomotives.

Which places are legal for a car is asked of the engine's own rules, on a table
rebuilt from the view (the hidden cards do not matter for that question).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache

from game.engine.action import Action
from game.engine.base import Game
from game.engine.freight import (
    CARS_BY_CODE,
    LAST_DAY,
    NEW_TRAIN,
    ROW,
    TRAIN,
    TRAIN_KINDS,
    AddCaboose,
    AddLocomotive,
    Fill,
    FreightGame,
    FreightState,
    FreightView,
    Move,
    Phase,
    Place,
    PutBack,
    Source,
    Switch,
    Take,
    Target,
    award_kind,
    car_fits_kind,
    places_for,
    state_from_view,
    unseen_cars,
)
from game.engine.seat_view import SeatView, narrowed

TAKE_CARS = 3
MOVE_CARS = 4
# What a longer train is worth beyond today's table: a lead is safer, a second place nearer.
GROWTH = 0.15
# How much rivals' trains may still change before the day is scored, early in the day:
# (cars added, weight). Near the end of the day only the table as it stands counts.
SPREAD = ((-1, 0.15), (0, 0.35), (1, 0.3), (2, 0.2))
FIRST_DAY_YARD = 0.5  # private cars score half a point each after Day 1
LAST_DAY_YARD = -1.0  # ...and cost a point each after Day 3
LATER_USE = 0.35  # a private car can start or feed a train later (they stay overnight)
# Hard's value reads today's table partly as if each seat had moved on its private cars that
# fit its open trains: this share of it with a full pile (RESERVE_PILE cars or more), less
# as the pile runs out, none once the day is ending. A move takes up to MOVE_CARS cars
# from a row's end.
RESERVE_SHARE = 0.5
RESERVE_PILE = 30


@dataclass(frozen=True)
class FreightRater:
    rivals: bool

    def rate(self, view: SeatView, legal: list[Action]) -> list[float]:
        seen = narrowed(view, FreightView)
        table = Table(state_from_view(seen, random.Random(0)), self.rivals, lambda: seen)
        return [table.rate(action) for action in legal]

    def rate_in(self, game: Game, legal: list[Action]) -> list[float]:
        """`rate` inside a game Hard made up: its table needs no rebuilding from the view,
        and the view itself is built only if the face-down cars' odds are asked."""
        assert isinstance(game, FreightGame)
        seat = game.current_player
        table = Table(game.state, self.rivals, lambda: game.view(seat))
        return [table.rate(action) for action in legal]


Entry = tuple[int, bool]  # a seat's best train of a kind: (length, caboose)


def best_trains(trains: Iterable[tuple[int, str, int, bool]]) -> dict[str, dict[int, Entry]]:
    """kind -> seat -> (length, caboose) of that seat's best train of the kind, from every
    train as (seat, kind, length, caboose)."""
    best: dict[str, dict[int, Entry]] = {}
    for seat, kind, length, caboose in trains:
        held_by = best.get(kind)
        if held_by is None:
            best[kind] = {seat: (length, caboose)}
            continue
        held = held_by.get(seat)
        if held is None or (length, caboose) > held:
            held_by[seat] = (length, caboose)
    return best


def trains_shown(view: FreightView) -> Iterator[tuple[int, str, int, bool]]:
    """Every train in `view`, for best_trains."""
    for seat, player in enumerate(view.players):
        for train in player.trains:
            yield seat, train.kind, len(train.cars), train.caboose


def trains_on(state: FreightState) -> Iterator[tuple[int, str, int, bool]]:
    """Every train on the table `state`, for best_trains."""
    for seat, player in enumerate(state.players):
        for train in player.trains:
            yield seat, train.kind, len(train.cars), train.caboose


def trains_with_reserve(view: FreightView) -> Iterator[tuple[int, str, int, bool]]:
    """Every train in `view` as it would be if each seat moved on the private cars that can
    follow it (for best_trains): from each row's end, while the car fits an open train of
    the seat, as many as a move takes."""
    for seat, player in enumerate(view.players):
        trains = [(t.kind, [CARS_BY_CODE[c] for c in t.cars], t.caboose) for t in player.trains]
        for row in player.rows:
            for code in reversed(row[-MOVE_CARS:]):
                car = CARS_BY_CODE[code]
                train = next((cars for kind, cars, closed in trains
                              if not closed and car_fits_kind(kind, cars, car)), None)
                if train is None:
                    break
                train.append(car)
        for kind, cars, closed in trains:
            yield seat, kind, len(cars), closed


def position_value(view: SeatView, seat: int, reserve: float = RESERVE_SHARE) -> float:
    """How far `seat` is ahead of its best rival if the day were scored now (for Hard),
    today's table read in part (`reserve`, less as the pile runs out) as if every seat had
    moved on the private cars that fit its open trains.

    A private car at a row's end that fits an open train is a car on that train a move
    away; counted only as a private car, a seat that had set one aside looked no stronger
    in that kind than one that had not. With the reserve read (3 December 2026, on
    aee01e8), Hard won 62 of 100 against flat8 at 2 seats (62% [52-71], --seed 10900, mean
    78 / 75, cpu p95 0.29 s), where it had won 51.5 of 96 without it (`reserve=0`, the value
    the flat search keeps, so a match shows the change); at 4 seats 27.3 of 50 against flat
    (--seed 9600), where without it 30.5 of 50 on the same deals: within the spread of 50
    games (about 3.5 wins), so kept for all seats. RESERVE_SHARE was chosen by eye: from 0
    to 1 it changed tools/position_values.py's r² by at most 0.02 in any fifth of the game.

    Tried before the reserve read and not kept, each against the value without it ("this
    one" below). First (1 December 2026): counting half of today's awards while plenty of
    pile is left (all as the day ends), a private car at -0.2 on Day 2 and at -1 only as
    Day 3 ends. It explained more of the final lead (tools/position_values.py, 300 games,
    r² by fifth 0.01 / 0.10 / 0.27 / 0.49 / 0.74 against this one's 0.01 / 0.08 / 0.24 /
    0.35 / 0.72), but Hard with it won 10.5 of 21 against flat8, where with this one it won
    20.5 of 39: no gain shown, so Freight keeps the value its matches were measured with.
    Nor (2 December 2026) weighing today's awards as Normal does (an open train may still
    grow past one closed by a Caboose, SPREAD; a Caboose's doubling counted as the day
    nears its end). With this value Hard added a Caboose in 23 of 40 turn starts where it
    could, many with the day barely begun (Normal 10, flat8 15); with that one in 7, but
    it won 19 of 40 against flat8 (--seed 9300), where with this one it won 35 of 61.
    Nor fitted (3 December 2026): least squares, per day, of a seat's lead still to come
    on its yard cars, today's awards, Caboose doublings and train lengths less its rival's
    (each also times the share of pile left). Over games of Normal alone the weights say
    which tables Normal goes on to do well from, not what a car is worth there (today's
    awards 4.1 points each as Day 1 ends, though trains are discarded every night); with a
    random step at a chance of 0.1 or 0.25 (3,000 games of 2 seats each) they came out
    plausible: as the day ends an award about 1.2 (Day 3: 1.6), a Caboose's doubling 1.1,
    a car on a train -0.15, a private car 0.4 / -0.3 / -1.1 (Day 1 / 2 / 3); as it starts
    awards and doublings near 0. It explained more of the final lead (r² by fifth 0.00 /
    0.10 / 0.26 / 0.50 / 0.73 against 0.00 / 0.06 / 0.21 / 0.36 / 0.72, 300 2-seat games of
    Normal, --seed 9000), yet Hard with it won 41.5 of 100 against flat8 (--seed 10700),
    with this one 51.5 of 96. Valuing today's table at its full worth early in the day is
    what this search plays best with; of three values that discount it (this one and the
    two above), none won more.
    """
    seen = narrowed(view, FreightView)
    totals = [float(player.score) for player in seen.players]
    if not seen.over:
        per_car = {1: FIRST_DAY_YARD + LATER_USE, LAST_DAY: LAST_DAY_YARD}.get(seen.day, LATER_USE)
        for s, player in enumerate(seen.players):
            totals[s] += per_car * sum(len(row) for row in player.rows)
        share = 0.0 if seen.day_ending else reserve * min(1.0, seen.pile / RESERVE_PILE)
        readings = [(1 - share, GROWTH, trains_shown(seen))]
        if share:
            readings.append((share, 0.0, trains_with_reserve(seen)))
        for weight, growth, trains in readings:
            for held in best_trains(trains).values():
                awards = award_kind({s: entry[0] for s, entry in held.items()})
                for s, (length, caboose) in held.items():
                    totals[s] += (weight * awards.get(s, 0) * (2 if caboose else 1)
                                  + growth * length)
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def flat_position_value(view: SeatView, seat: int) -> float:
    """position_value without the reserve read: the flat search's, as its matches measured."""
    return position_value(view, seat, reserve=0.0)


@lru_cache(maxsize=4096)  # a whole 2-seat game asks about 1,200
def kind_points(seat: int, others: tuple[tuple[int, Entry], ...], length: int, caboose: bool,
                near: float) -> float:
    """`seat`'s points for a kind today, less the best rival's, if its train had `length`
    cars and the rivals' best trains of the kind are `others`; `near` is how near the day's
    end is (Table.day_end_nearness).

    Shared by every Table: a search rates thousands of made-up tables a second, and the
    same few score tables come back in all of them.
    """
    total = GROWTH * length
    for shift, share in SPREAD:
        weight = near * (shift == 0) + (1 - near) * share
        # Open rival trains may still grow (or I may): weigh the table at a few margins.
        lengths = {other: max(1, n + (0 if closed else shift)) for other, (n, closed) in others}
        if length:
            lengths[seat] = length
        awards = award_kind(lengths)
        rival = max((awards.get(other, 0) * (2 if closed else 1)
                     for other, (_, closed) in others), default=0)
        total += weight * (awards.get(seat, 0) * (2 if caboose else 1) - rival)
    return total


class Table:
    """One decision's reading of the table: whose turn, who has which train how long."""

    def __init__(self, state: FreightState, rivals: bool,
                 view: Callable[[], FreightView]) -> None:
        """`state` is the table as the seat to move sees it (it is only read), `view` its
        view, built when asked (only what the seat cannot see needs it)."""
        self.view = view
        self.rivals = rivals
        self.state = state
        self.seat = state.turn
        self.day = state.day
        self.best = best_trains(trains_on(state))
        self.near = self.day_end_nearness()
        self._car_memo: dict[tuple[int, Source], float] = {}
        self._points_memo: dict[tuple[str, int, bool], float] = {}
        self._others: dict[str, tuple[tuple[int, Entry], ...]] = {}  # rivals' best, by kind

    # --- what a train of a kind is worth ------------------------------------------------
    def points(self, kind: str, length: int, caboose: bool) -> float:
        """My points for `kind` today, less the best rival's, if my train had `length` cars."""
        if not self.rivals:
            return float(length)
        key = (kind, length, caboose)
        if key not in self._points_memo:
            self._points_memo[key] = self._points(kind, length, caboose)
        return self._points_memo[key]

    def _points(self, kind: str, length: int, caboose: bool) -> float:
        others = self._others.get(kind)
        if others is None:
            others = self._others[kind] = tuple(
                (seat, entry) for seat, entry in self.best.get(kind, {}).items()
                if seat != self.seat)
        return kind_points(self.seat, others, length, caboose, self.near)

    def _mine(self, kind: str) -> tuple[int, bool]:
        return self.best.get(kind, {}).get(self.seat, (0, False))

    def train_gain(self, kind: str, length: int, caboose: bool) -> float:
        """What one more car adds to my train of `kind` that has `length` cars."""
        if (length, caboose) < self._mine(kind):
            return GROWTH if self.rivals else 1.0  # not my best train of the kind
        return self.points(kind, length + 1, caboose) - self.points(kind, length, caboose)

    def yard_value(self) -> float:
        """A car kept in the private yard: today's yard score plus its later use."""
        later = LATER_USE if self.day < LAST_DAY else 0.0
        if self.day == 1:
            return FIRST_DAY_YARD + later
        if self.day == LAST_DAY:
            return LAST_DAY_YARD
        return later

    def locomotive_cost(self) -> float:
        """Starting a train spends a locomotive that a better car might have wanted."""
        free = self.state.me.empty_locomotives
        if not self.rivals:
            return 0.2
        return 0.9 if free <= 1 else 0.5 if free <= 2 else 0.2

    # --- cars -----------------------------------------------------------------------------
    def place_value(self, car: int, target: Target, source: Source) -> float:
        me = self.state.me
        if target.kind == TRAIN:
            train = me.trains[target.index]
            return self.train_gain(train.kind, len(train.cars), train.caboose)
        if target.kind == NEW_TRAIN:
            kind = TRAIN_KINDS[target.index]
            held = self._mine(kind)[0]
            if held and self.rivals:  # a second train of a kind (only-mixed option) seldom scores
                return GROWTH - self.locomotive_cost()
            gain = self.points(kind, 1, False) - self.points(kind, 0, False)
            return gain - self.locomotive_cost()
        if target.kind == ROW:
            row = me.rows[target.index]
            tidy = 0.05 if row and row[-1] == car else 0.0
            return self.yard_value() + tidy
        return 0.0  # discard

    def car_value(self, car: int, source: Source) -> float:
        """The best a car can be worth to me; -inf where it fits nowhere."""
        key = (car, source)
        if key not in self._car_memo:
            values = [
                self.place_value(car, target, source)
                for target in places_for(self.state, car, source)
            ]
            lost = self.yard_value() if source is Source.PRIVATE_YARD else 0.0
            self._car_memo[key] = max(values) - lost if values else float("-inf")
        return self._car_memo[key]

    def line_value(self, line: int) -> float:
        cars = self.state.main_yard[line - 1]
        if not self.state.options.face_down:
            return self.car_value(cars[-1], Source.MAIN_YARD)
        total = sum(self.unseen.values())
        return sum(n * max(self.car_value(car, Source.MAIN_YARD), 0.0)
                   for car, n in self.unseen.items()) / max(total, 1)

    @cached_property
    def unseen(self) -> Counter[int]:
        """The cars the seat has not seen, by type: what a face-down car may be."""
        return Counter(unseen_cars(self.view()))

    @cached_property
    def take_plan(self) -> list[float]:
        """Every Main Yard line's value, best first: what a whole take action may bring.
        Asked once per Take rated at a turn's start, worked out once per table."""
        return sorted((self.line_value(n) for n, line in enumerate(self.state.main_yard, 1)
                       if line), reverse=True)

    def _move_plan(self, cars: int = MOVE_CARS) -> float:
        """Roughly what taking up to `cars` more private cars brings: the useful end cars,
        best first."""
        rows = [list(row) for row in self.state.me.rows]
        total = 0.0
        for _ in range(cars):
            options = [(self.car_value(row[-1], Source.PRIVATE_YARD), i)
                       for i, row in enumerate(rows) if row]
            if not options or max(options)[0] <= 0:
                break
            value, i = max(options)
            total += value
            rows[i].pop()
        return total

    # --- the main actions ---------------------------------------------------------------
    def caboose_value(self, number: int) -> float:
        train = self.state.me.trains[number - 1]
        kind, length = train.kind, len(train.cars)
        urgency = self.day_end_nearness()
        if not self.rivals:
            return length * 0.4 * urgency
        doubled = self.points(kind, length, True) - self.points(kind, length, False)
        return doubled * urgency

    def day_end_nearness(self) -> float:
        """1 when the day is ending, falling to 0 while plenty of pile is left."""
        if self.state.day_ending:
            return 1.0
        return max(0.0, 1.0 - len(self.state.pile) / 30)

    def locomotive_value(self) -> float:
        free = self.state.me.empty_locomotives
        need = 1.4 if free == 0 else 0.7 if free == 1 else 0.1
        return need * (1.0 - 0.5 * self.day_end_nearness())

    def rate(self, action: Action) -> float:
        state = self.state
        if isinstance(action, Place):
            value = self.place_value(
                CARS_BY_CODE[action.car], action.destination, state.hand_source)
            if state.phase is Phase.MOVE and not state.placed_this_action:
                # The first car placed ends the taking: the cars left behind are forgone.
                value -= self._move_plan(MOVE_CARS - state.cars_this_action)
            return value
        if isinstance(action, Take):
            value = self.line_value(action.line)
            if state.phase is Phase.START:  # the whole action: this car and two more
                value += sum(self.take_plan[1:TAKE_CARS])
            return value
        if isinstance(action, Move):
            row = state.me.rows[action.row - 1]
            value = self.car_value(row[-1], Source.PRIVATE_YARD)
            return value + (self._move_plan() - max(value, 0) if state.phase is Phase.START else 0)
        if isinstance(action, Fill):
            # Free before the main action: worth it when the yard runs short of choice.
            return 10.0 if state.main_yard_cars() < 10 else -1.0
        if isinstance(action, AddCaboose):
            return self.caboose_value(action.train)
        if isinstance(action, AddLocomotive):
            return self.locomotive_value() if state.day < LAST_DAY else -1.0
        if isinstance(action, PutBack):
            row = state.me.rows[action.row - 1]
            return -len(row) + 0.5 * sum(1 for c in row[-1:] if c == CARS_BY_CODE[action.car])
        if isinstance(action, Switch):
            return -3.0
        return 0.0  # Pass: nothing gained, nothing lost

