"""The computer levels, by the name seats, saves and `selfplay --bots` use.

One registry, so the setup screen, the session and the tournament runner can
never offer different levels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.ai.freight_rater import FreightRater
from game.ai.heuristic_player import HeuristicPlayer, Rater
from game.ai.koplopers_rater import KoplopersRater
from game.ai.random_player import RandomPlayer
from game.engine.action import Action


class ComputerPlayer(Protocol):
    """Decides for one seat from what that seat may see: its view and its legal actions."""

    def choose(self, view: dict[str, object], legal: list[Action]) -> Action: ...


def rater(game: str, level: str) -> Rater:
    """The heuristic of `game` at `level` ('easy' or 'normal')."""
    if game == "freight":
        return FreightRater(rivals=level != "easy")
    if game == "koplopers":
        return KoplopersRater(cunning=level != "easy")
    raise KeyError(f"no computer players for the game {game!r}")


# level -> factory(game name, seed)
LEVELS: dict[str, Callable[[str, int], ComputerPlayer]] = {
    "random": lambda game, seed: RandomPlayer(seed),
    "easy": lambda game, seed: HeuristicPlayer(rater(game, "easy"), seed),
    "normal": lambda game, seed: HeuristicPlayer(rater(game, "normal"), seed),
}


def make_player(level: str, game: str, seed: int) -> ComputerPlayer:
    if level not in LEVELS:
        raise KeyError(f"unknown computer level {level!r}; levels: {', '.join(LEVELS)}")
    return LEVELS[level](game, seed)
