"""Scoring, ranking and the early end of the game.

The winner has delivered the most passengers. Ties: subtract the passengers
still aboard; then the most tokens in the tray. In the advanced rules the
passengers still aboard are always subtracted.
"""

from __future__ import annotations

from game.engine.koplopers.state import Seat, State

EARLY_END_TOKENS = 5


def delivered(state: State, seat: Seat) -> int:
    return sum(state.board.tokens[t].passengers for t in seat.tray)


def aboard(state: State, seat: Seat) -> int:
    return sum(state.load(t) for t in seat.trains)


def score(state: State, delivered: int, aboard: int) -> int:
    """A seat's score from the passengers it delivered and those still aboard its trains."""
    return delivered - aboard if state.advanced else delivered


def scores(state: State) -> list[int]:
    return [score(state, delivered(state, s), aboard(state, s)) for s in state.seats]


def ranking(state: State) -> list[int]:
    """Seats best first: score, then delivered minus aboard, then tokens in the tray."""

    def key(seat: int) -> tuple[int, int, int]:
        s = state.seats[seat]
        net = delivered(state, s) - aboard(state, s)
        return (scores(state)[seat], net, len(s.tray))

    return sorted(range(len(state.seats)), key=key, reverse=True)


def early_end_due(state: State) -> bool:
    """A player with empty trains while 5 or fewer tokens wait starts the last round."""
    if state.tokens_on_board() > EARLY_END_TOKENS:
        return False
    return any(all(not t.tokens for t in seat.trains) for seat in state.seats)
