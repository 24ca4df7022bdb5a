"""Listing the actions worth checking: what the player could try from here.

The listing may be generous (rules.py refuses what breaks a rule); it must
never miss a legal action, and it is kept tight where it matters for speed:
rides come from the ride search, splits only divide tokens within capacity.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

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
from game.engine.koplopers.state import BUILD_COST, LETTERS, State, Train

if TYPE_CHECKING:
    from game.engine.koplopers.rules import Rules



def candidates(rules: Rules) -> Iterator[Action]:
    """Every action worth asking `why_illegal` about now (a superset of the legal ones)."""
    s = rules.state
    if s.over:
        return
    if s.draft is not None and s.draft.proposed:
        yield from (Accept(), Decline())
        return
    if s.boarding is not None:
        train = s.seats[s.boarding[0]].trains[s.boarding[1] - 1]
        assert train.position is not None
        station = s.board.facing_station(train.position)
        assert station is not None
        yield from (Embark(t) for t in s.waiting[station])
        yield StopBoarding()
        return
    if s.draft is not None:
        d = s.draft
        yield from _offers(s, s.me.trains[d.train - 1], d.seat, d.other)
        yield from (Propose(), Withdraw())
        return
    boxed = [t for t in s.me.trains if t.position is None and t.carried_by is None]
    if boxed and s.ap >= BUILD_COST:
        yield from (Build(boxed[0].number, site) for site in s.board.sites)
    for train in s.me.on_board():
        yield from train_candidates(rules, train)
    if s.ap and not s.played_obstruction:
        yield from (Obstruct(code) for code in dict.fromkeys(s.me.hand))
    if s.ap and s.me.repair:
        yield from (Repair(x) for x in LETTERS if s.obstructions[x] is not None)
    yield EndTurn()

def train_candidates(rules: Rules, train: Train) -> Iterator[Action]:
    """Every action of one train that might be legal (not building, not cards)."""
    s = rules.state
    n = train.number
    assert train.position is not None
    board = s.board
    if s.ap and not train.stopped:
        label = board.label
        yield from (Ride(n, label(p)) for p, c in rules.rides.reach(train).items() if c <= s.ap)
    yield Reverse(n)
    site = board.sections[train.position[0]].site
    if site is not None:
        yield Scrap(n, site)
    station = board.facing_station(train.position)
    if station is None:
        return
    yield from (Scrap(n, other) for other in board.sites_at[station] if other != site)
    yield Call(n)
    mates = [t for t in s.me.on_board()
             if t is not train and t.position and board.facing_station(t.position) == station]
    for mate in mates:
        if n < mate.number:
            yield from _changes(s, train, mate)
        yield Combine(n, mate.number)
    if train.guest is not None:
        yield from _splits(s, train, station)
    for seat, other in _strangers(s, station):
        yield from _offers(s, train, seat, other.number)

def _strangers(s: State, station: str) -> Iterator[tuple[int, Train]]:
    """Other players' trains at `station`: partners for an exchange offer."""
    for number, seat in enumerate(s.seats):
        if number == s.turn:
            continue
        for other in seat.on_board():
            assert other.position is not None
            if s.board.facing_station(other.position) == station:
                yield number, other

def _offers(s: State, train: Train, seat: int, other: int) -> Iterator[Action]:
    theirs = s.seats[seat].trains[other - 1]
    for token in (*train.tokens, *theirs.tokens):
        yield Offer(train.number, seat, other, token)

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
