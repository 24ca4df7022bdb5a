"""The event that says what an action itself does, made before the action is carried out.

apply() begins its events with this one (what follows from the action, such
as deliveries or the next round, the game adds as it happens), and describe()
reads its log line, so a choice offered in a list and the log line it writes
once played are the same words. It is made before the change because the log
names where a train stood ("Ann rides train 2: Zwolle → Deventer").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.action import Action
from game.engine.event import Event
from game.engine.koplopers import events as ev
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
    token_list,
)
from game.engine.koplopers.board import Position
from game.engine.koplopers.movement import RideSearch
from game.engine.koplopers.state import LETTERS, State, Train
from game.texts import tr


def place_name(state: State, position: Position | None) -> str:
    """'Zwolle' at a station, else 'the track towards Meppel' or 'the site at Heerlen'."""
    if position is None:
        return tr("the box")
    board = state.board
    station = board.facing_station(position)
    if station is not None:
        return board.station_name(station)
    section = board.sections[position[0]]
    if section.site is not None:
        return tr("the construction site at {station}").format(
            station=board.station_name(board.sites[section.site].station))
    return board.track_name(position)


def token_names(state: State, tokens: list[int] | tuple[int, ...]) -> tuple[str, ...]:
    return tuple(map(state.board.token_name, tokens))


def headline(state: State, rides: RideSearch, action: Action, seat: int) -> Event:
    """The event of `action` played by `seat` from the state as it stands now.

    Meant for legal actions; any well-formed one still gets an event (an unknown
    train stands in "?"), so describe() never fails.
    """
    return _HEADLINES[type(action)](_Teller(state, rides, seat), action)


class _Teller:
    """What every headline needs: the table, the ride search and who plays."""

    def __init__(self, state: State, rides: RideSearch, seat: int) -> None:
        self.state, self.board, self.rides, self.seat = state, state.board, rides, seat

    def train(self, number: int) -> Train | None:
        return self.state.seats[self.seat].train(number)

    def where(self, number: int) -> str:
        """Where the seat's train `number` stands, as the log says it."""
        train = self.train(number)
        return place_name(self.state, train.position) if train is not None else "?"


def _ride(t: _Teller, a: Ride) -> Event:
    train, to = t.train(a.train), t.board.position(a.to)
    path = tuple(t.rides.path(train, to)) if train and train.position and to else ()
    # A position facing a station is left through it: those after the first are passed.
    via = tuple(t.board.station_name(code) for code in map(t.board.facing_station, path[1:-1])
                if code is not None)
    ahead = t.board.station_ahead(to) if to is not None else None
    return ev.TrainRode(t.seat, a.train, path, max(len(path) - 1, 0), t.where(a.train),
                        place_name(t.state, to), via,
                        t.board.station_name(ahead) if ahead is not None else "")


def _reverse(t: _Teller, a: Reverse) -> Event:
    train = t.train(a.train)
    at = train.position if train is not None else None
    if at is None:
        return ev.TrainReversed(t.seat, a.train, (-1, 0), t.where(a.train), None)
    turned = (at[0], 1 - at[1])
    ahead, behind = t.board.station_ahead(at), t.board.station_ahead(turned)
    # Between two stations it turns on the open track; at a station or site `place` says where.
    line = (t.board.station_name(ahead), t.board.station_name(behind)) if (
        ahead and behind and t.board.facing_station(at) is None) else None
    return ev.TrainReversed(t.seat, a.train, turned, t.where(a.train), line)


def _call(t: _Teller, a: Call) -> Event:
    train = t.train(a.train)
    station = t.board.facing_station(train.position) if train and train.position else None
    return ev.TrainCalled(t.seat, a.train, station or "?", t.where(a.train), False)


def _embark(t: _Teller, a: Embark) -> Event:
    owner, number = t.state.boarding or (t.seat, 0)
    boarder = t.state.seats[owner].train(number)
    at = boarder.position if boarder is not None else None
    station = (t.board.facing_station(at) if at else None) or ""
    return ev.TokensBoarded(t.seat, number, station, place_name(t.state, at) if station else "",
                            (a.token,), (t.board.token_name(a.token),), True)


def _build(t: _Teller, a: Build) -> Event:
    site = t.board.sites.get(a.site)
    if site is None:
        return ev.TrainBuilt(t.seat, a.train, a.site, (-1, 0), a.site)
    return ev.TrainBuilt(t.seat, a.train, a.site, (t.board.site_section[site.id], 1),
                         t.board.station_name(site.station))


def _scrap(t: _Teller, a: Scrap) -> Event:
    train = t.train(a.train)
    return ev.TrainScrapped(t.seat, a.train, train.guest if train else None, a.site,
                            t.where(a.train))


def _change(t: _Teller, a: Change) -> Event:
    gives, takes = tuple(token_list(a.gives) or ()), tuple(token_list(a.takes) or ())
    return ev.PassengersChanged(t.seat, a.train, a.other, gives, takes,
                                token_names(t.state, gives), token_names(t.state, takes))


def _combine(t: _Teller, a: Combine) -> Event:
    other = t.train(a.other)
    came_from = other.position if other is not None and other.position is not None else (-1, 0)
    return ev.TrainsCombined(t.seat, a.train, a.other, t.where(a.train), came_from)


def _split(t: _Teller, a: Split) -> Event:
    train = t.train(a.train)
    guest = train.guest if train is not None and train.guest is not None else 0
    return ev.TrainSplit(t.seat, a.train, guest, t.board.position(a.to) or (-1, 0),
                         tuple(token_list(a.tokens) or ()), t.where(a.train))


def _offer(t: _Teller, a: Offer) -> Event:
    return ev.TokenOffered(t.seat, a.train, a.seat, a.other, a.token, t.board.token_name(a.token))


def _propose(t: _Teller, a: Propose) -> Event:
    return ev.OfferProposed(t.seat, t.state.draft.seat if t.state.draft else t.seat)


def _obstruct(t: _Teller, a: Obstruct) -> Event:
    card, letter = t.board.stations.get(a.station), LETTERS[t.state.disc]
    return ev.ObstructionPlayed(t.seat, letter, a.station, card.name if card else a.station,
                                t.state.obstructions[letter])


def _repair(t: _Teller, a: Repair) -> Event:
    station = t.state.obstructions.get(a.letter) or "?"
    card = t.board.stations.get(station)
    return ev.ObstructionRepaired(t.seat, a.letter, station, card.name if card else station)


_HEADLINES: dict[type[Action], Callable[[_Teller, Any], Event]] = {
    Ride: _ride, Reverse: _reverse, Call: _call, Embark: _embark, Build: _build,
    Scrap: _scrap, Change: _change, Combine: _combine, Split: _split, Offer: _offer,
    Propose: _propose, Obstruct: _obstruct, Repair: _repair,
    Accept: lambda t, a: _answer(t.state, t.seat, True),
    Decline: lambda t, a: _answer(t.state, t.seat, False),
    Withdraw: lambda t, a: ev.OfferWithdrawn(t.seat),
    StopBoarding: lambda t, a: ev.BoardingStopped(t.seat),
    EndTurn: lambda t, a: ev.TurnEnded(t.seat),
}


def _answer(state: State, seat: int, accepted: bool) -> ev.OfferAnswered:
    """The answer to the offer on the table; the tokens it moves, each way, when accepted."""
    d = state.draft
    if d is None:
        return ev.OfferAnswered(seat, accepted, seat, 0, 0, (), ())
    mine = state.seats[state.turn].trains[d.train - 1].tokens
    gives = tuple(t for t in d.tokens if t in mine) if accepted else ()
    takes = tuple(t for t in d.tokens if t not in mine) if accepted else ()
    return ev.OfferAnswered(seat, accepted, state.turn, d.train, d.other, gives, takes)
