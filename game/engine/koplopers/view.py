"""What a seat may see, and the game-log line for each action.

Organizer cards, trays, waiting tokens and obstructions lie open on the table;
only the obstruction cards in other players' hands and the order of the deck
are hidden, so those are the only things a seat's view leaves out.
"""

from __future__ import annotations

from game.engine.action import Action, JSONDict
from game.engine.koplopers import scoring
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
from game.engine.koplopers.state import LETTERS, State, Train


def _train(state: State, train: Train) -> JSONDict:
    position = train.position
    board = state.board
    return {
        "number": train.number,
        "position": board.label(position) if position else None,
        "at": board.facing_station(position) if position else None,
        "carried_by": train.carried_by,
        "guest": train.guest,
        "tokens": list(train.tokens),
        "load": state.load(train),
        "capacity": state.capacity(train),
        # What the train did this turn and since its last ride: everyone at the table saw it.
        "acted": train.acted,
        "rode": train.rode,
        "stopped": train.stopped,
        "arrived": train.arrived,
        "called": train.called,
        "joined": train.joined,
        "reversed_since_ride": train.reversed_since_ride,
        "locked": train.locked,
    }


def view(state: State, seat: int | None, current: int | None) -> JSONDict:
    """The table as `seat` sees it; None sees everything (referee, tests)."""
    seats = []
    for number, s in enumerate(state.seats):
        own = seat is None or seat == number
        seats.append({
            "name": s.name,
            "hand": list(s.hand) if own else None,
            "hand_size": len(s.hand),
            "repair": s.repair,
            "tray": list(s.tray),
            "delivered": scoring.delivered(state, s),
            "trains": [_train(state, t) for t in s.trains],
        })
    draft = state.draft
    return {
        "round": state.round,
        "max_rounds": state.max_rounds,
        "last_round": state.last_round,
        "over": state.over,
        "advanced": state.advanced,
        "turn": state.turn,
        "current_player": current,
        "action_points": state.ap,
        "played_obstruction": state.played_obstruction,
        "built": state.built,
        "used_pairs": sorted(list(pair) for pair in state.used_pairs),
        "seats": seats,
        "waiting": {code: list(tokens) for code, tokens in state.waiting.items() if tokens},
        "obstructions": dict(state.obstructions),
        "next_obstruction": LETTERS[state.disc],
        "deck": list(state.deck) if seat is None else None,
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "boarding": list(state.boarding) if state.boarding else None,
        "offer": None if draft is None else {
            "train": draft.train, "seat": draft.seat, "other": draft.other,
            "tokens": list(draft.tokens), "proposed": draft.proposed,
        },
        "scores": scoring.scores(state),
    }


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


def describe(state: State, action: Action, seat: int) -> str:
    name = state.seats[seat].name
    board = state.board
    me = state.seats[seat]

    def where(number: int) -> str:
        return place_name(state, me.trains[number - 1].position) if 1 <= number <= 3 else "?"

    if isinstance(action, Build):
        site = board.sites.get(action.site)
        at = board.station_name(site.station) if site else action.site
        return f"{name} builds T{action.train} at {at}"
    if isinstance(action, Ride):
        return (f"{name} rides T{action.train} {where(action.train)} → "
                f"{place_name(state, board.position(action.to))}")
    if isinstance(action, Reverse):
        return f"{name} reverses T{action.train} at {where(action.train)}"
    if isinstance(action, Scrap):
        return f"{name} scraps T{action.train} at {where(action.train)}"
    if isinstance(action, Call):
        return f"{name} calls with T{action.train} at {where(action.train)}"
    if isinstance(action, Embark):
        return f"{name} takes {_token(state, action.token)} aboard"
    if isinstance(action, StopBoarding):
        return f"{name} leaves the other passengers waiting"
    if isinstance(action, Change):
        moves = [f"{_tokens(state, text)} to T{to}"
                 for text, to in ((action.gives, action.other), (action.takes, action.train))
                 if text != "-"]
        return f"{name} lets passengers change trains: {' and '.join(moves)}"
    if isinstance(action, Combine):
        return f"{name} combines T{action.other} into T{action.train} at {where(action.train)}"
    if isinstance(action, Split):
        tokens = token_list(action.tokens) or []
        return f"{name} splits T{action.train} at {where(action.train)} ({len(tokens)} tokens off)"
    if isinstance(action, Offer):
        other = state.seats[action.seat].name if 0 <= action.seat < len(state.seats) else "?"
        return f"{name} offers to exchange {_token(state, action.token)} with {other}"
    if isinstance(action, Propose):
        return f"{name} proposes the exchange"
    if isinstance(action, Withdraw):
        return f"{name} withdraws the exchange offer"
    if isinstance(action, Accept):
        return f"{name} accepts the exchange"
    if isinstance(action, Decline):
        return f"{name} declines the exchange"
    if isinstance(action, Obstruct):
        station = board.stations.get(action.station)
        return (f"{name} obstructs {station.name if station else action.station} "
                f"with token {LETTERS[state.disc]}")
    if isinstance(action, Repair):
        return f"{name} repairs obstruction {action.letter}"
    if isinstance(action, EndTurn):
        return f"{name} ends the turn"
    return f"{name}: {action.to_text()}"


def _tokens(state: State, text: str) -> str:
    return ", ".join(_token(state, t) for t in token_list(text) or [])


def _token(state: State, token: int) -> str:
    return state.board.token_name(token)
