"""Pure rules engines: no pygame, no window, no I/O beyond reading map data."""

from game.engine.action import Action, ActionSet
from game.engine.base import Game
from game.engine.errors import BadNotation, IllegalAction, InvalidRecord, UnknownOption

__all__ = [
    "Action",
    "ActionSet",
    "BadNotation",
    "Game",
    "IllegalAction",
    "InvalidRecord",
    "UnknownOption",
]
