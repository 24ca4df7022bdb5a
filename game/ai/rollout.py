"""Playing a made-up game on with the Normal heuristic: how both searches look ahead.

A search makes up whole games consistent with its seat's view and plays them
on to see where a choice leads. Past the choices it searches, every seat plays
as Normal would, until the searching seat's turn comes round again (or the
given number of rounds has passed); the game's position value then rates the
table reached.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from game.ai.heuristic_player import best
from game.engine.action import Action
from game.engine.base import Game
from game.engine.seat_view import SeatView

# How a search makes up a game from its seat's view, and how it rates the table reached.
Determinizer = Callable[[SeatView, int, random.Random], Game]
PositionValue = Callable[[SeatView, int], float]

ROLLOUT_STEPS = 120  # safety cap per round; a rollout normally stops when its turns are played


class InGameRater(Protocol):
    """Rates the legal actions of a made-up game, for the seat to move in it.

    Inside a made-up game nothing is secret, so a rater may read the game's own
    table instead of rebuilding one from the view; rollouts are most of the work.
    """

    def rate_in(self, game: Game, legal: list[Action]) -> list[float]: ...


class OutOfTime(Exception):
    """The search was told to stop in the middle of a rollout: its result is not counted."""


def roll_out(game: Game, seat: int, rater: InGameRater, rng: random.Random, rounds: int = 1,
             stop: Callable[[], bool] | None = None) -> None:
    """Play on with the heuristic until `seat` is to move at the start of its turn
    `rounds` turns from now (or the game ends).

    `stop` is asked before every step; when it says so, OutOfTime is raised, so a
    search told to hurry never waits for a rollout to finish.
    """
    players = len(game.players)
    turns = 0
    last: int | None = seat
    for _ in range(ROLLOUT_STEPS * rounds):
        current = game.current_player
        if current is None:
            return
        if current != last:
            turns += 1
            last = current
            if current == seat and turns >= players * rounds:
                return
        if stop is not None and stop():
            raise OutOfTime
        legal = game.legal_actions()
        action = legal[0] if len(legal) == 1 else best(legal, rater.rate_in(game, legal), rng)
        game.apply(action)
