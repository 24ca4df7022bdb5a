"""A hint: what the Hard player would do now in a person's seat, and why, from that seat's view.

The hint is Hard's own search (game/ai/ismcts.py), run from `view(seat)` and the
legal actions, never from the game itself, so it can only use what the seat may
see. Its time budget keeps the wait for it under a second even on a busy
machine; its sample count is Hard's, so unless the budget cuts it short the
hint is the move Hard would play.

The reason is in the game's position value (the one Hard's search maximises):
how much the action alone adds to the seat's lead over its best rival, measured
in games made up from the view as the search makes them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.ai.levels import HARD_ITERATIONS, hard, search_parts
from game.engine.action import Action
from game.texts import mark, ntr, tr

# Seconds of search at most: with the view, the legal list and the wording, a hint
# is on screen within a second.
HINT_BUDGET = 0.6
# Made-up games the reason's measure is averaged over (hidden cards may change it).
REASON_SAMPLES = 4
# What each game's position value counts, as the reason says it.
MEASURES = {"freight": mark("if the day ended now"),
            "koplopers": mark("with what your trains carry")}


@dataclass(frozen=True)
class Hint:
    action: Action
    gain: float | None  # what the action adds to the seat's lead; None: nothing to weigh
    measure: str  # what the lead counts

    def reason(self) -> str:
        """One line on why, in the position value's own numbers."""
        if self.gain is None:
            return tr("the only move")
        gain = round(self.gain)
        points = ("+" if gain > 0 else "") + ntr("{n} point", "{n} points", gain)
        return tr("{points} to your lead {measure}").format(points=points,
                                                          measure=tr(self.measure))


def hint(game: str, view: dict[str, Any], legal: list[Action],
         budget: float = HINT_BUDGET, iterations: int | None = None) -> Hint:
    """Hard's choice for the seat to move in `view` of `game`, and what it gains.

    Seeded from the seat and its number of choices, so the same view gets the same hint.
    """
    seat = int(view["current_player"])
    seed = random.Random(f"{game}:{len(legal)}:{seat}").getrandbits(32)
    searcher = hard(game, seed)
    searcher.budget = budget
    searcher.iterations = iterations or HARD_ITERATIONS[game]
    action = searcher.choose(view, legal)
    if len(legal) == 1:
        return Hint(action, None, MEASURES[game])
    return Hint(action, _gain(game, view, action, random.Random(seed)), MEASURES[game])


def _gain(game: str, view: dict[str, Any], action: Action, rng: random.Random) -> float | None:
    """How much `action` alone adds to the seat's lead, by the game's position value."""
    determinize, value = search_parts(game)
    seat = int(view["current_player"])
    before = value(view, seat)
    gains = []
    for _ in range(REASON_SAMPLES):
        made_up = determinize(view, seat, rng)
        if made_up.is_legal(action):
            made_up.apply(action)
            gains.append(value(made_up.view(seat), seat) - before)
    return sum(gains) / len(gains) if gains else None
