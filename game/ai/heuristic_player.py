"""A player that rates every legal action with a game's heuristic and plays the best.

Easy and Normal are this player with different raters; Hard uses a Normal rater
for its rollouts and to choose which actions are worth searching. Ties are
broken by the player's own seeded generator, so a game with the same seeds plays
the same way every time.
"""

from __future__ import annotations

import random
from typing import Protocol

from game.engine.action import Action
from game.engine.seat_view import SeatView


class Rater(Protocol):
    """Rates each legal action from the view of the seat that must choose (higher is better)."""

    def rate(self, view: SeatView, legal: list[Action]) -> list[float]: ...


def best(legal: list[Action], ratings: list[float], rng: random.Random) -> Action:
    top = max(ratings)
    return rng.choice([a for a, r in zip(legal, ratings, strict=True) if r >= top - 1e-9])


class HeuristicPlayer:
    def __init__(self, rater: Rater, seed: int) -> None:
        self.rater = rater
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return best(legal, self.rater.rate(view, legal), self.rng)
