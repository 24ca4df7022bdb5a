"""Each game's front end, registered once: the generic screens ask it, never a game name.

A game's UI package (`game/ui/freight`, `game/ui/koplopers`) exports one
`FRONT` record: the board its table screen shows (game/ui/table) and the screens
of its own (named by module path: the screen registry, game/ui/screens.py, opens
them), the lines that explain its final scores, and the score sheets it shows
while it is played (Freight Train scores each of its three days). What a game *is* (title,
seats, options, seat colours) the engine declares in its `INFO`; this is only
how it looks. A game without a front module of its own is played on the generic
listing board.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.engine.base import Game
from game.engine.games import GAMES, game_module
from game.engine.info import GameInfo
from game.ui.widgets.scroll_list import Entry

# The board of a game without a table of its own ("module:attribute").
GENERIC_BOARD = "game.ui.table.listing:ListingBoard"


class ScoreSheet(Protocol):
    """A score sheet the results and end-of-stage screens draw into their panel."""

    @property
    def title(self) -> str: ...

    @property
    def go_on(self) -> str:
        """The button that closes a sheet shown during play ("Next day"), marked English:
        the screen showing it translates it."""
        ...

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None: ...


def _no_lines(game: Game) -> list[Entry]:
    return []


def _no_sheets(game: Game) -> list[ScoreSheet]:
    return []


def _no_sheet(game: Game) -> ScoreSheet | None:
    return None


@dataclass(frozen=True)
class GameFront:
    """How one game looks and which screens show it."""

    # The board the game is played on, as "module:attribute" (a Board made of the table
    # screen's TableContext); the screen "game" is a table screen showing it.
    board: str = GENERIC_BOARD
    # Screens of the game's own (a Freight yard), name: "module:attribute"; a scene opens
    # one as "<game>/<name>" (screens.py).
    screens: Mapping[str, str] = field(default_factory=dict)
    breakdown: Callable[[Game], list[Entry]] = _no_lines  # why the final scores are what they are
    # The sheets of every scoring so far made while the game goes on (Freight's days);
    # the game screen shows each new one as it happens.
    interim_sheets: Callable[[Game], list[ScoreSheet]] = _no_sheets
    final_sheet: Callable[[Game], ScoreSheet | None] = _no_sheet  # all scorings side by side

    @property
    def scores_during_play(self) -> bool:
        return self.interim_sheets is not _no_sheets


# Where each game's front lives; a game missing here gets the generic GameFront().
FRONT_MODULES = {
    "freight": "game.ui.freight.front",
    "koplopers": "game.ui.koplopers.front",
}


def front(name: str) -> GameFront:
    path = FRONT_MODULES.get(name)
    if path is None:
        return GameFront()
    found: GameFront = importlib.import_module(path).FRONT
    return found


def info(name: str) -> GameInfo:
    """The engine's declaration of the game `name` (title, seats, options), in the
    player's language: every screen that shows it reads it here."""
    return game_module(name).INFO.in_language()


def installed_games() -> list[str]:
    """The games whose engine is in this build, in the registry's order."""
    return [name for name in GAMES if importlib.util.find_spec(GAMES[name].module_path)]
