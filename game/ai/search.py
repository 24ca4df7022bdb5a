"""Flat: determinized Monte Carlo search at the root only, Hard before issue 17.

Kept as the tournament levels `flat` and `flat8` (eight times the samples), the
yardstick the tree search (game/ai/ismcts.py) is measured against.

The player knows only its view, so each search iteration first makes up a
whole game consistent with that view (the game's `determinize`: the hidden
cards dealt at random from those this seat has not seen). It plays one of the
candidate actions in that game, lets the Normal heuristic play on until every
seat has had its turn (the rest of this turn and one turn of each rival), and
rates the table it reaches with the game's position value. Candidates are the
heuristic's best few; iterations go to them by UCB1, so promising ones get
more samples; the one with the best mean wins. Sampling a fresh game each
iteration averages over what the seat cannot know instead of trusting one
guess (information-set sampling at the root).

The search is bounded by an iteration count (so it plays the same on a busy
machine) and a time budget (so a slow machine never waits long), and returns at
once when there is nothing to choose.
"""

from __future__ import annotations

import math
import random
import time

from game.ai.heuristic_player import Rater, best
from game.ai.rollout import Determinizer, InGameRater, PositionValue, roll_out
from game.engine.action import Action
from game.engine.seat_view import SeatView, to_move


class SearchPlayer:
    def __init__(self, determinize: Determinizer, rater: Rater, rollout: InGameRater,
                 value: PositionValue, seed: int, budget: float = 0.5, iterations: int = 400,
                 width: int = 5, exploration: float = 1.0) -> None:
        self.determinize = determinize
        self.rater = rater
        self.rollout = rollout
        self.value = value
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations
        self.width = width
        self.exploration = exploration

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        ratings = self.rater.rate(view, legal)
        order = sorted(range(len(legal)), key=lambda i: -ratings[i])[: self.width]
        candidates = [legal[i] for i in order]
        seat = to_move(view)
        counts = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        values: list[float] = []
        deadline = time.perf_counter() + self.budget
        for done in range(self.iterations):
            if time.perf_counter() >= deadline:
                break
            pick = self._pick(counts, totals, values, done)
            game = self.determinize(view, seat, self.rng)
            if not game.is_legal(candidates[pick]):
                # The made-up game disagrees: count it as a poor sample.
                result = min(values, default=0.0)
            else:
                game.apply(candidates[pick])
                roll_out(game, seat, self.rollout, self.rng)
                result = self.value(game.view(seat), seat)
                values.append(result)
            counts[pick] += 1
            totals[pick] += result
        sampled = [i for i, n in enumerate(counts) if n]
        if not sampled:
            return best(legal, ratings, self.rng)
        top = max(sampled, key=lambda i: (totals[i] / counts[i], -i))
        return candidates[top]

    def _pick(self, counts: list[int], totals: list[float], values: list[float],
              done: int) -> int:
        """UCB1, with the spread of results seen so far as the exploration scale."""
        for i, n in enumerate(counts):
            if n == 0:
                return i
        spread = (max(values) - min(values)) if len(values) > 1 else 1.0
        scale = self.exploration * max(spread, 1e-6)
        log_done = math.log(done + 1)
        return max(range(len(counts)),
                   key=lambda i: totals[i] / counts[i] + scale * math.sqrt(log_done / counts[i]))
