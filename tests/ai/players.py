"""The computer players the tests play with: every level, Hard on a small fixed budget.

Hard's search stops at an iteration cap long before its time budget, so its
choices depend only on its seed and the view, never on how busy the machine is.
"""

from __future__ import annotations

from game.ai.levels import ComputerPlayer, make_player, rater, rollout_rater, search_parts
from game.ai.search import SearchPlayer

LEVELS = ("easy", "normal", "hard")


def player(level: str, game: str, seed: int, iterations: int = 2) -> ComputerPlayer:
    if level != "hard":
        return make_player(level, game, seed)
    determinize, value = search_parts(game)
    return SearchPlayer(determinize, rater(game, "normal"), rollout_rater(game), value, seed,
                        budget=60.0, iterations=iterations, width=3)
