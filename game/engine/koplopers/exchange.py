"""Carrying out the moves between trains: changing trains, combining, splitting, offers.

These change only the table (rules.py has already allowed them): passengers
change between two own trains in one exchange, a train is combined into
another or split off onto a free platform, and an exchange offer to another
player's train is built token by token, proposed, then accepted or declined.
Each pair of trains exchanges once a turn (used_pairs), so turns stay finite.
"""

from __future__ import annotations

from game.engine.koplopers.actions import (
    Accept,
    Change,
    Combine,
    Decline,
    Offer,
    Propose,
    Split,
    Withdraw,
    token_list,
)
from game.engine.koplopers.state import Draft, State, Train


def _train(s: State, number: int, seat: int | None = None) -> Train:
    return s.seats[s.turn if seat is None else seat].trains[number - 1]


def change(s: State, a: Change) -> None:
    first, second = _train(s, a.train), _train(s, a.other)
    gives, takes = token_list(a.gives) or [], token_list(a.takes) or []
    first.tokens = [t for t in first.tokens if t not in gives] + takes
    second.tokens = [t for t in second.tokens if t not in takes] + gives
    s.used_pairs.add((a.train, s.turn, a.other))
    for train in (first, second):
        train.acted = train.stopped = True


def combine(s: State, a: Combine) -> None:
    host, guest = _train(s, a.train), _train(s, a.other)
    s.place(s.turn, guest, None)
    guest.carried_by = host.number
    host.guest = guest.number
    host.tokens.extend(guest.tokens)
    guest.tokens = []
    host.acted = host.stopped = host.joined = True


def split(s: State, a: Split) -> None:
    host = _train(s, a.train)
    assert host.guest is not None
    guest = _train(s, host.guest)
    tokens = token_list(a.tokens) or []
    to = s.board.position(a.to)
    guest.carried_by = None
    host.guest = None
    s.place(s.turn, guest, to)
    guest.tokens = tokens
    host.tokens = [t for t in host.tokens if t not in tokens]
    host.acted = host.stopped = host.joined = True
    guest.acted = guest.stopped = guest.joined = True
    guest.arrived, guest.called = host.arrived, host.called
    guest.reversed_since_ride, guest.locked = host.reversed_since_ride, host.locked


def offer(s: State, a: Offer) -> None:
    if s.draft is None:
        s.draft = Draft(a.train, a.seat, a.other)
    s.draft.tokens.append(a.token)


def propose(s: State, a: Propose) -> None:
    assert s.draft is not None
    s.draft.proposed = True


def _close_draft(s: State) -> None:
    assert s.draft is not None
    s.used_pairs.add((s.draft.train, s.draft.seat, s.draft.other))
    s.draft = None


def withdraw(s: State, a: Withdraw) -> None:
    _close_draft(s)


def decline(s: State, a: Decline) -> None:
    _close_draft(s)


def accept(s: State, a: Accept) -> None:
    d = s.draft
    assert d is not None
    mine, theirs = _train(s, d.train), _train(s, d.other, d.seat)
    for token in d.tokens:
        giver, taker = (mine, theirs) if token in mine.tokens else (theirs, mine)
        giver.tokens.remove(token)
        taker.tokens.append(token)
    mine.acted = mine.stopped = True
    theirs.locked = True  # its free action for this round: none next turn until it rides
    _close_draft(s)
