"""The computer levels, by the name seats, saves and `selfplay --bots` use.

One registry, so the setup screen, the session and the tournament runner can
never offer different levels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.ai.random_player import RandomPlayer
from game.engine.action import Action


class ComputerPlayer(Protocol):
    """Decides for one seat from what that seat may see: its view and its legal actions."""

    def choose(self, view: dict[str, object], legal: list[Action]) -> Action: ...


# level -> factory(game name, seed)
LEVELS: dict[str, Callable[[str, int], ComputerPlayer]] = {
    "random": lambda game, seed: RandomPlayer(seed),
}


def make_player(level: str, game: str, seed: int) -> ComputerPlayer:
    if level not in LEVELS:
        raise KeyError(f"unknown computer level {level!r}; levels: {', '.join(LEVELS)}")
    return LEVELS[level](game, seed)
