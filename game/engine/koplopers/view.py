"""What a seat may see.

Organizer cards, trays, waiting tokens and obstructions lie open on the table;
only the obstruction cards in other players' hands and the order of the deck
are hidden, so those are the only things a seat's view leaves out.
"""

from __future__ import annotations

from game.engine.action import JSONDict
from game.engine.koplopers import scoring
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
    seats, scores = [], []
    for number, s in enumerate(state.seats):
        own = seat is None or seat == number
        trains = [_train(state, t) for t in s.trains]
        delivered = scoring.delivered(state, s)
        seats.append({
            "name": s.name,
            "hand": list(s.hand) if own else None,
            "hand_size": len(s.hand),
            "repair": s.repair,
            "tray": list(s.tray),
            "delivered": delivered,
            "trains": trains,
        })
        scores.append(scoring.score(state, delivered, sum(t["load"] for t in trains)))
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
        # The turn is ending: boarding choices of its automatic calls are being made.
        "ending": state.ending,
        "offer": None if draft is None else {
            "train": draft.train, "seat": draft.seat, "other": draft.other,
            "tokens": list(draft.tokens), "proposed": draft.proposed,
        },
        "scores": scores,
    }
