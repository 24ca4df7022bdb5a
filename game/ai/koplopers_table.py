"""The table a Koplopers rating reads, taken straight from a made-up game's own state.

Hard's rollouts rate every step of thousands of made-up games a decision, and
building each step's full view (every train's turn flags, the scores, the
trays) cost a third of that rating. Nothing in a made-up game is secret, so
this reads the game's state instead and keeps only what koplopers_rater and
koplopers_coupling read of a view, under the same keys and with the same
values: a rating of it is the rating of the view (tests/ai/test_koplopers_table.py
compares them over whole games). It shares the state's waiting passengers and
obstructions rather than copying them, so it is read once, before the game moves on.
"""

from __future__ import annotations

import weakref
from typing import Any

from game.engine.koplopers import Board, KoplopersGame, State, Train


def table(game: KoplopersGame) -> dict[str, Any]:
    """What the rating of the seat to move reads of `game.view(game.current_player)`."""
    s = game.state
    draft = s.draft
    known = _TRAINS.setdefault(s.board, {})
    return {
        "round": s.round,
        "max_rounds": s.max_rounds,
        "last_round": s.last_round,
        "advanced": s.advanced,
        "turn": s.turn,
        "current_player": game.current_player,
        "seats": [{"trains": [_train(s, t, known) for t in seat.trains]} for seat in s.seats],
        "waiting": {code: tokens for code, tokens in s.waiting.items() if tokens},
        "obstructions": s.obstructions,
        "boarding": s.boarding,
        "offer": None if draft is None else {
            "train": draft.train, "seat": draft.seat, "other": draft.other,
            "tokens": draft.tokens, "proposed": draft.proposed,
        },
    }


# A train's entry by its board, then by what the entry shows (place, coupling, tokens):
# most trains stand still from one step of a rollout to the next, so most entries are
# found, not built. Entries are shared: read them, never change them.
_TRAINS: weakref.WeakKeyDictionary[Board, dict[tuple[object, ...], dict[str, Any]]] = (
    weakref.WeakKeyDictionary())
MEMO_TRAINS = 4096  # entries kept per board before they are forgotten all at once


def _train(s: State, train: Train, known: dict[tuple[object, ...], dict[str, Any]]
           ) -> dict[str, Any]:
    key = (train.position, train.carried_by, train.guest, *train.tokens)
    entry = known.get(key)
    if entry is None:
        if len(known) >= MEMO_TRAINS:
            known.clear()
        entry = known[key] = _entry(s, train)
    return entry


def _entry(s: State, train: Train) -> dict[str, Any]:
    position = train.position
    if position is None:
        return {"position": None, "carried_by": train.carried_by, "tokens": list(train.tokens)}
    board = s.board
    return {
        "position": board.label(position),
        "at": board.facing_station(position),
        "carried_by": train.carried_by,
        "tokens": list(train.tokens),
        "load": s.load(train),
        "capacity": s.capacity(train),
    }
