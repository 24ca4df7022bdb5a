"""Listing the actions worth checking: what the player could try from here.

The listing may be generous (rules.py refuses what breaks a rule); it must
never miss a legal action, and it is kept tight where it matters for speed:
rides come from the ride search, splits only divide tokens within capacity.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Protocol

from game.engine.action import Action
from game.engine.koplopers.actions import (
    Accept,
    Build,
    Call,
    Change,
    Combine,
    Decline,
    Embark,
    EndTurn,
    Obstruct,
    Offer,
    Propose,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Split,
    StopBoarding,
    Withdraw,
    token_text,
)
from game.engine.koplopers.board import Board, Position
from game.engine.koplopers.movement import RideSearch
from game.engine.koplopers.state import BUILD_COST, LETTERS, TRAINS_PER_SEAT, State, Train
from game.engine.refusal import Refusal


class RuleChecks(Protocol):
    """The rule checks the listing asks about each candidate (rules.Rules, which lists its
    trains' actions with this module's helpers): named here, so this module stands below it."""

    state: State
    rides: RideSearch

    def listed(self, legal: list[Action]) -> None: ...
    def verdict(self, action: Action) -> Refusal | None: ...
    def check(self, action: Action) -> Refusal | None: ...
    def train_check(self, action: Action, train: Train) -> Refusal | None: ...
    def may_ride(self, train: Train) -> bool: ...
    def end_refusal(self, legal: Mapping[int, list[Action]] | None = None) -> Refusal | None: ...

_MADE: dict[tuple[Any, ...], Action] = {}


def _made(kind: Callable[..., Action], *fields: Any) -> Action:
    """The action `kind(*fields)`, made once: actions are values, and the listing offers the
    same ones step after step (making a frozen dataclass costs more than finding it)."""
    key = (kind, *fields)
    action = _MADE.get(key)
    if action is None:
        action = _MADE[key] = kind(*fields)
    return action


def candidates(rules: RuleChecks) -> Iterator[Action]:
    """Every action worth asking `why_illegal` about now (a superset of the legal ones)."""
    s = rules.state
    if s.over:
        return
    if s.draft is not None and s.draft.proposed:
        yield from (_made(Accept), _made(Decline))
        return
    if s.boarding is not None:
        train = s.seats[s.boarding[0]].trains[s.boarding[1] - 1]
        assert train.position is not None
        station = s.board.facing_station(train.position)
        assert station is not None
        yield from (Embark(t) for t in s.waiting[station])
        yield _made(StopBoarding)
        return
    if s.draft is not None:
        d = s.draft
        yield from _offers(s, s.me.trains[d.train - 1], d.seat, d.other)
        yield from (_made(Propose), _made(Withdraw))
        return
    yield from _builds(s)
    for train in s.me.on_board():
        yield from train_candidates(rules, train)
    yield from _cards(s)
    yield _made(EndTurn)


def next_boxed(s: State) -> Train | None:
    """The active player's train that leaves the box next (the lowest-numbered one there)."""
    for train in s.seats[s.turn].trains:
        if train.position is None and train.carried_by is None:
            return train
    return None


def _builds(s: State) -> list[Action]:
    """The builds worth asking about (a list kept for the board: read it, never change it)."""
    following = next_boxed(s)
    if following is None or s.ap < BUILD_COST:
        return []
    made = _BUILDS.setdefault(s.board, {})
    builds = made.get(following.number)
    if builds is None:
        builds = made[following.number] = [
            _made(Build, following.number, site) for site in s.board.sites]
    return builds


def _cards(s: State) -> list[Action]:
    """The obstruction cards in hand (each station once) and the repair card."""
    found: list[Action] = []
    if s.ap and not s.played_obstruction:
        found += [_made(Obstruct, code) for code in dict.fromkeys(s.me.hand)]
    if s.ap and s.me.repair:
        found += [_made(Repair, x) for x in LETTERS if s.obstructions[x] is not None]
    return found


def legal(rules: RuleChecks) -> list[Action]:
    """The candidates `why_illegal` accepts, in the same order, worked out faster.

    In a plain turn (the game not over, no offer open, nobody boarding) every gate of
    why_illegal passes, so each candidate goes straight to its own rule (Rules.check, told
    the train in hand by Rules.train_check);
    and a train's rides, listed from its own ride search within the points left, pass
    the ride rule exactly when the train may ride at all (Rules.may_ride), so that is
    asked once per train instead of once per ride. A test compares this with the
    plain filter over whole random games.
    """
    s = rules.state
    if s.over or s.draft is not None or s.boarding is not None:
        found = [a for a in candidates(rules) if rules.verdict(a) is None]
        rules.listed(found)
        return found
    check = rules.check
    found = [a for a in _builds(s) if check(a) is None]
    at = _at_stations(s)
    trains = {train.number: train_legal(rules, train, at) for train in s.me.on_board()}
    for actions in trains.values():
        found += actions
    found += [a for a in _cards(s) if check(a) is None]
    if rules.end_refusal(trains) is None:  # the end's rule, told what each train may do
        found.append(_made(EndTurn))
    rules.listed(found)
    return found


def train_legal(rules: RuleChecks, train: Train, at: AtStations | None = None) -> list[Action]:
    """The legal actions of one own train on the board: its candidates the rules accept
    (in a plain turn found as legal() finds them). `at`: _at_stations, if at hand."""
    s = rules.state
    if s.over or s.draft is not None or s.boarding is not None:
        return [a for a in train_candidates(rules, train) if rules.verdict(a) is None]
    check = rules.train_check
    found = _rides(rules, train) if s.ap and not train.stopped and rules.may_ride(train) else []
    found += [a for a in _standing(rules, train, at or _at_stations(s)) if check(a, train) is None]
    return found


def train_candidates(rules: RuleChecks, train: Train) -> Iterator[Action]:
    """Every action of one train that might be legal (not building, not cards)."""
    if rules.state.ap and not train.stopped:
        yield from _rides(rules, train)
    yield from _standing(rules, train, _at_stations(rules.state))


def _rides(rules: RuleChecks, train: Train) -> list[Action]:
    """The rides the train's search reaches within the action points left: the positions
    of RideSearch.reach (the very answer the ride rule checks) in walk order, so by cost,
    up to the points."""
    s = rules.state
    ap, n, board = s.ap, train.number, s.board
    made = _RIDES.setdefault(board, {})
    found: list[Action] = []
    for p, c in rules.rides.reach(train).items():
        if c > ap:
            break
        ride = made.get((n, p))
        if ride is None:
            ride = made[n, p] = Ride(n, board.label(p))
        found.append(ride)
    return found


# Each train's builds on every site of a board, in the board's order.
_BUILDS: weakref.WeakKeyDictionary[Board, dict[int, list[Action]]] = weakref.WeakKeyDictionary()
# Actions are values, so each ride is made once per board: (train, position) -> Ride.
_RIDES: weakref.WeakKeyDictionary[Board, dict[tuple[int, Position], Ride]] = (
    weakref.WeakKeyDictionary())


AtStations = dict[str, list[tuple[int, Train]]]


def _at_stations(s: State) -> AtStations:
    """Every train on the board at a station (its front facing it), by station, with its
    seat; seats and trains in order. The partners for free actions at each station."""
    at: AtStations = {}
    faced = s.board.faced
    for number, seat in enumerate(s.seats):
        for train in seat.trains:
            if train.position is not None:
                station = faced[train.position]
                if station is not None:
                    at.setdefault(station, []).append((number, train))
    return at


_REVERSE = {n: Reverse(n) for n in range(1, TRAINS_PER_SEAT + 1)}
_CALL = {n: Call(n) for n in range(1, TRAINS_PER_SEAT + 1)}


def _standing(rules: RuleChecks, train: Train, at: AtStations) -> Iterator[Action]:
    """What a train may try where it stands: reverse, scrap, and the free actions with the
    other trains `at` its station (own ones; other players' for exchange offers)."""
    s = rules.state
    n = train.number
    assert train.position is not None
    board = s.board
    yield _REVERSE[n]
    site = board.sections[train.position[0]].site
    if site is not None:
        yield _made(Scrap, n, site)
    station = board.facing_station(train.position)
    if station is None:
        return
    yield from (_made(Scrap, n, other) for other in board.sites_at[station] if other != site)
    yield _CALL[n]
    here = at.get(station, ())
    for seat, mate in here:
        if seat == s.turn and mate is not train:
            if n < mate.number:
                yield from _changes(s, train, mate)
            yield _made(Combine, n, mate.number)
    if train.guest is not None:
        yield from _splits(s, train, station)
    for seat, other in here:
        if seat != s.turn:
            yield from _offers(s, train, seat, other.number)


def _offers(s: State, train: Train, seat: int, other: int) -> Iterator[Action]:
    theirs = s.seats[seat].trains[other - 1]
    for token in (*train.tokens, *theirs.tokens):
        yield _made(Offer, train.number, seat, other, token)


def _subsets(tokens: list[int]) -> Iterator[list[int]]:
    """Every choice of some of `tokens`, each in rising order."""
    tokens = sorted(tokens)
    for mask in range(1 << len(tokens)):
        yield [t for i, t in enumerate(tokens) if mask >> i & 1]


def _changes(s: State, train: Train, mate: Train) -> Iterator[Action]:
    """Exchanges between two own trains, only those that fit (the rest is refused anyway)."""
    load, room = s.load(train), s.capacity(train)
    load_mate, room_mate = s.load(mate), s.capacity(mate)
    for gives in _subsets(train.tokens):
        out = sum(s.board.tokens[t].passengers for t in gives)
        for takes in _subsets(mate.tokens):
            back = sum(s.board.tokens[t].passengers for t in takes)
            if load - out + back <= room and load_mate + out - back <= room_mate:
                yield Change(train.number, mate.number, token_text(gives), token_text(takes))


def _splits(s: State, train: Train, station: str) -> Iterator[Action]:
    free = [p for p in s.board.platforms[station] if p not in s.occupied]
    if not free:
        return
    total, cap = s.load(train), s.board.capacity
    divisions = []
    for tokens in _subsets(train.tokens):
        moved = sum(s.board.tokens[t].passengers for t in tokens)
        if moved <= cap and total - moved <= cap:  # the rest is refused anyway
            divisions.append(token_text(tokens))
    for platform in free:
        label = s.board.label(s.board.facing(platform, station))
        yield from (Split(train.number, label, text) for text in divisions)
