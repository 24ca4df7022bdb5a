"""Set up Freight Train positions from explicit, readable card lists.

Cars are written by their codes ("box", "tank"); a train is (kind, cars) or
(kind, cars, caboose). Private yards not given are empty; a Main Yard
not given keeps the seeded deal; the draw pile then holds the rest, so the
176-card economy still holds.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.engine.errors import IllegalAction
from game.engine.freight import ACTIONS, FreightGame, new_game
from game.engine.freight.cards import CARDS_PER_TYPE, CARS_BY_CODE, END_OF_DAY, Car
from game.engine.freight.state import Train


def cars(*codes: str) -> list[int]:
    return [int(CARS_BY_CODE[code]) for code in codes]


def position(
    players: int = 4,
    *,
    options: dict[str, Any] | None = None,
    main_yard: list[list[str]] | None = None,
    rows: dict[int, list[list[str]]] | None = None,
    trains: dict[int, list[tuple[Any, ...]]] | None = None,
    turn: int = 0,
    day: int = 1,
    scores: dict[int, int] | None = None,
    pile: list[str] | None = None,
) -> FreightGame:
    """A game at the start of `turn`'s turn, with the given table."""
    game = new_game(players, seed=1, options=options)
    state = game.state
    state.turn = state.marker = turn
    state.marker_must_pass = True
    state.day = day
    if main_yard is not None:
        state.main_yard = [cars(*line) for line in main_yard]
    for seat, player in enumerate(state.players):  # unspecified private yards are empty
        player.rows = [cars(*row) for row in (rows or {}).get(seat, [[], []])]
    for seat, seat_trains in (trains or {}).items():
        state.players[seat].trains = [
            Train(kind=t[0], cars=cars(*t[1]), caboose=bool(t[2]) if len(t) > 2 else False)
            for t in seat_trains
        ]
    for seat, score in (scores or {}).items():
        state.players[seat].score = score
    if pile is not None:
        state.pile = [END_OF_DAY if c == "end_of_day" else int(CARS_BY_CODE[c]) for c in pile]
    _balance_pile(game, keep_pile=pile is not None)
    return game


def _balance_pile(game: FreightGame, keep_pile: bool) -> None:
    """Make the pile hold exactly the cars the position does not show elsewhere."""
    state = game.state
    counts = Counter(state.cars_everywhere())
    for car in Car:
        surplus = counts[car] - CARDS_PER_TYPE
        for _ in range(max(0, surplus)):
            state.pile.remove(car)
        if surplus < 0 and not keep_pile:
            state.pile[:0] = [int(car)] * -surplus


def snapshot(game: FreightGame) -> dict[str, Any]:
    return game.view(None)


def play(game: FreightGame, *texts: str) -> None:
    """Play each action, written in the notation, in turn."""
    for text in texts:
        game.apply(ACTIONS.from_text(text))


def refused(game: FreightGame, text: str, reason: str) -> None:
    """`text` is illegal for `reason` (a regex) and leaves the whole state untouched."""
    before = snapshot(game)
    with pytest.raises(IllegalAction, match=reason):
        game.apply(ACTIONS.from_text(text))
    assert snapshot(game) == before


def told(game: FreightGame, text: str) -> str | None:
    """What the player is told when trying `text` (None: it is allowed)."""
    return game.why_illegal(ACTIONS.from_text(text))


def legal(game: FreightGame) -> set[str]:
    """The legal actions now, in the notation."""
    return {a.to_text() for a in game.legal_actions()}
