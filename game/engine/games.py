"""The games the engine knows, by the name records use, imported only when asked for.

Tools that work on any game (`python -m game selfplay`, `check`, the load
screen) look games up here instead of naming each one.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.base import Game
from game.engine.errors import InvalidRecord
from game.engine.info import GameInfo
from game.texts import tr


class GameModule(Protocol):
    """What a game package exports: `freight`, `koplopers`."""

    INFO: GameInfo

    def new_game(self, players: Any, seed: int = ..., options: Any = ...) -> Game: ...

    def load(self, record: Any) -> Game: ...


@dataclass(frozen=True)
class GameEntry:
    name: str
    module_path: str

    def module(self) -> GameModule:
        module: GameModule = importlib.import_module(self.module_path)
        return module


GAMES: dict[str, GameEntry] = {
    entry.name: entry
    for entry in (
        GameEntry("freight", "game.engine.freight"),
        GameEntry("koplopers", "game.engine.koplopers"),
    )
}


def is_available(name: str) -> bool:
    """Whether `name` is a game whose engine is present in this build. Only that game's
    engine is imported: a Freight save read back at its end (the saves' index) does not
    bring in the Koplopers engine and networkx with it (16 MB)."""
    if name not in GAMES:
        return False
    try:
        GAMES[name].module()
    except ModuleNotFoundError:
        return False
    return True


def game_module(name: str) -> GameModule:
    if name not in GAMES:
        raise KeyError(f"unknown game {name!r}; games: {', '.join(GAMES)}")
    return GAMES[name].module()


def load_any(record: Any) -> Game:
    """Replay a record of whichever game it names, or raise InvalidRecord."""
    if not isinstance(record, dict):
        raise InvalidRecord(tr("a record must be a JSON object, not {kind}").format(
            kind=type(record).__name__))
    name = record.get("game")
    if not isinstance(name, str) or not is_available(name):
        raise InvalidRecord(tr("the record names no game this program plays: {name!r}").format(
            name=name))
    return game_module(name).load(record)


def winners(game: Game) -> tuple[int, ...]:
    """The seats that won a finished game by its rulebook: the first of its ranking (whose
    tie-breaks decide a tie in points), with every seat level with it on points when the
    rulebook has no tie-break (`ties_share_place`). Nobody before the end."""
    if not game.is_over:
        return ()
    scores, ranking = game.scores(), game.ranking()
    shared = game_module(game.NAME).INFO.ties_share_place
    best = scores[ranking[0]]
    return tuple(s for s in ranking if s == ranking[0] or shared and scores[s] == best)
