"""Freight Train (Alan R. Moon), for 2–5 players, as a pure rules engine."""

from __future__ import annotations

from typing import Any

from game.engine.freight.actions import ACTIONS
from game.engine.freight.game import FreightGame
from game.engine.freight.info import INFO
from game.engine.freight.patterns import kind_title
from game.engine.freight.upgrade import upgraded
from game.engine.record import replay

__all__ = ["ACTIONS", "INFO", "FreightGame", "kind_title", "load", "new_game"]


def new_game(players: list[str] | int, seed: int = 0, options: Any = None) -> FreightGame:
    return FreightGame(players, seed=seed, options=options)


def load(record: Any) -> FreightGame:
    """Rebuild a game from its record by replay; raises InvalidRecord(reason).

    A record of an older rules version is brought up to date first (upgrade.py).
    """
    return replay(upgraded(record), FreightGame, new_game)
