"""The computer players the tests play with: every level, Hard on a small fixed budget.

Hard's search stops at an iteration cap long before its time budget, so its
choices depend only on its seed and the view, never on how busy the machine is.
"""

from __future__ import annotations

from game.ai.ismcts import TreeSearchPlayer
from game.ai.levels import ComputerPlayer, make_player

LEVELS = ("easy", "normal", "hard")


def player(level: str, game: str, seed: int, iterations: int = 2) -> ComputerPlayer:
    if level != "hard":
        return make_player(level, game, seed)
    searcher = make_player("hard", game, seed)
    assert isinstance(searcher, TreeSearchPlayer)
    searcher.budget = 60.0
    searcher.iterations = iterations
    return searcher
