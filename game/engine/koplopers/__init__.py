"""Koplopers & Dwarsliggers: passenger trains on the Dutch rail network, as a pure engine.

board.py is the track graph and mapfile.py reads a map; rules.py holds every
rule (legal or not, and why), movement.py the ride search it uses, listing.py
the actions worth checking; game.py carries actions out and runs turns and
rounds; scoring.py counts; view.py shows a seat what it may see and logs.
"""

from __future__ import annotations

from typing import Any

from game.engine.koplopers.actions import ACTIONS
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.info import INFO
from game.engine.record import replay

__all__ = ["ACTIONS", "INFO", "KoplopersGame", "load", "new_game"]


def new_game(players: list[str] | int, seed: int = 0, options: Any = None) -> KoplopersGame:
    return KoplopersGame(players, seed=seed, options=options)


def load(record: Any) -> KoplopersGame:
    """Rebuild a game from its record by replay; raises InvalidRecord(reason)."""
    return replay(record, KoplopersGame, new_game)
