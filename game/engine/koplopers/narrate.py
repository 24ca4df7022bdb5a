"""The event that says what an action itself does, made before the action is carried out.

apply() begins its events with this one (what follows from the action, such
as deliveries or the next round, the game adds as it happens), and describe()
reads its log line, so a choice offered in a list and the log line it writes
once played are the same words. It is made before the change because the log
names where a train stood ("Ann rides T2 Zwolle → Deventer").
"""

from __future__ import annotations

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
from game.engine.koplopers.state import LETTERS, State


def place_name(state: State, position: Position | None) -> str:
    """'Zwolle' at a station, else 'the track towards Meppel' or 'the site at Heerlen'."""
    if position is None:
        return "the box"
    board = state.board
    station = board.facing_station(position)
    if station is not None:
        return board.station_name(station)
    section = board.sections[position[0]]
    if section.site is not None:
        return f"the construction site at {board.station_name(board.sites[section.site].station)}"
    ahead = board.station_ahead(position)
    return f"the track towards {board.station_name(ahead)}" if ahead else "the track"


def token_names(state: State, tokens: list[int] | tuple[int, ...]) -> tuple[str, ...]:
    return tuple(map(state.board.token_name, tokens))


def headline(state: State, rides: RideSearch, action: Action, seat: int) -> Event:
    """The event of `action` played by `seat` from the state as it stands now.

    Meant for legal actions; any well-formed one still gets an event (an unknown
    train stands in "?"), so describe() never fails.
    """
    board = state.board
    number = getattr(action, "train", None)
    train = state.seats[seat].train(number) if isinstance(number, int) else None

    def where() -> str:
        return place_name(state, train.position) if train is not None else "?"

    if isinstance(action, Ride):
        to = board.position(action.to)
        path = tuple(rides.path(train, to)) if train and train.position and to else ()
        return ev.TrainRode(seat, action.train, path, max(len(path) - 1, 0), where(),
                            place_name(state, to))
    if isinstance(action, Reverse):
        at = train.position if train is not None else None
        return ev.TrainReversed(seat, action.train, (at[0], 1 - at[1]) if at else (-1, 0),
                                where())
    if isinstance(action, Call):
        station = board.facing_station(train.position) if train and train.position else None
        return ev.TrainCalled(seat, action.train, station or "?", where(), False)
    if isinstance(action, Embark):
        owner, number = state.boarding or (seat, 0)
        boarder = state.seats[owner].train(number)
        at = boarder.position if boarder is not None else None
        station = (board.facing_station(at) if at else None) or ""
        return ev.TokensBoarded(seat, number, station, place_name(state, at) if station else "",
                                (action.token,), (board.token_name(action.token),), True)
    if isinstance(action, Build):
        site = board.sites.get(action.site)
        if site is None:
            return ev.TrainBuilt(seat, action.train, action.site, (-1, 0), action.site)
        return ev.TrainBuilt(seat, action.train, action.site, (board.site_section[site.id], 1),
                             board.station_name(site.station))
    if isinstance(action, Scrap):
        return ev.TrainScrapped(seat, action.train, train.guest if train else None, action.site,
                                where())
    if isinstance(action, Change):
        gives, takes = tuple(token_list(action.gives) or ()), tuple(token_list(action.takes) or ())
        return ev.PassengersChanged(seat, action.train, action.other, gives, takes,
                                    token_names(state, gives), token_names(state, takes))
    if isinstance(action, Combine):
        return ev.TrainsCombined(seat, action.train, action.other, where())
    if isinstance(action, Split):
        tokens = tuple(token_list(action.tokens) or ())
        guest = train.guest if train is not None and train.guest is not None else 0
        return ev.TrainSplit(seat, action.train, guest, board.position(action.to) or (-1, 0),
                             tokens, where())
    if isinstance(action, Offer):
        return ev.TokenOffered(seat, action.train, action.seat, action.other, action.token,
                               board.token_name(action.token))
    if isinstance(action, (Accept, Decline)):
        return _answer(state, seat, isinstance(action, Accept))
    if isinstance(action, Propose):
        return ev.OfferProposed(seat, state.draft.seat if state.draft else seat)
    if isinstance(action, Withdraw):
        return ev.OfferWithdrawn(seat)
    if isinstance(action, StopBoarding):
        return ev.BoardingStopped(seat)
    if isinstance(action, Obstruct):
        card = board.stations.get(action.station)
        return ev.ObstructionPlayed(seat, LETTERS[state.disc], action.station,
                                    card.name if card else action.station)
    if isinstance(action, Repair):
        return ev.ObstructionRepaired(seat, action.letter,
                                      state.obstructions.get(action.letter) or "?")
    assert isinstance(action, EndTurn), action
    return ev.TurnEnded(seat)


def _answer(state: State, seat: int, accepted: bool) -> ev.OfferAnswered:
    """The answer to the offer on the table; the tokens it moves, each way, when accepted."""
    d = state.draft
    if d is None:
        return ev.OfferAnswered(seat, accepted, seat, 0, 0, (), ())
    mine = state.seats[state.turn].trains[d.train - 1].tokens
    gives = tuple(t for t in d.tokens if t in mine) if accepted else ()
    takes = tuple(t for t in d.tokens if t not in mine) if accepted else ()
    return ev.OfferAnswered(seat, accepted, state.turn, d.train, d.other, gives, takes)
