"""The uniformly random player: the floor every real level must beat."""

from __future__ import annotations

import random

from game.engine.action import Action
from game.engine.seat_view import SeatView


class RandomPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        return self.rng.choice(legal)
