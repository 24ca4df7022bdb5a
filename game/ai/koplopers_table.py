"""The table a Koplopers rating reads, taken straight from a made-up game's own state.

Hard's rollouts rate every step of thousands of made-up games a decision, and
building each step's full view (every train's turn flags, the scores, the
trays) cost a third of that rating. Nothing in a made-up game is secret, so
this reads the game's state instead and keeps only what koplopers_rater and
koplopers_coupling read of a view, under the same keys and with the same
values: a rating of it is the rating of the view (tests/ai/test_koplopers_table.py
compares them over whole games). It shares the state's lists rather than
copying them, so it is read once, before the game moves on.
"""

from __future__ import annotations

from typing import Any

from game.engine.koplopers import KoplopersGame, State, Train


def table(game: KoplopersGame) -> dict[str, Any]:
    """What the rating of the seat to move reads of `game.view(game.current_player)`."""
    s = game.state
    draft = s.draft
    return {
        "round": s.round,
        "max_rounds": s.max_rounds,
        "last_round": s.last_round,
        "advanced": s.advanced,
        "turn": s.turn,
        "current_player": game.current_player,
        "seats": [{"trains": [_train(s, t) for t in seat.trains]} for seat in s.seats],
        "waiting": {code: tokens for code, tokens in s.waiting.items() if tokens},
        "obstructions": s.obstructions,
        "boarding": s.boarding,
        "offer": None if draft is None else {
            "train": draft.train, "seat": draft.seat, "other": draft.other,
            "tokens": draft.tokens, "proposed": draft.proposed,
        },
    }


def _train(s: State, train: Train) -> dict[str, Any]:
    position = train.position
    if position is None:
        return {"position": None, "carried_by": train.carried_by, "tokens": train.tokens}
    board = s.board
    return {
        "position": board.label(position),
        "at": board.facing_station(position),
        "carried_by": train.carried_by,
        "tokens": train.tokens,
        "load": s.load(train),
        "capacity": s.capacity(train),
    }
