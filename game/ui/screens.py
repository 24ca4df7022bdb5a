"""Every screen of the app by name: the one module that knows them all.

Scenes open screens through the navigator by these names, with the arguments
each screen's maker takes after the services (Tuxemon's state manager), so no
scene imports the scene it opens. "game" is the table screen a session is played
on, showing the board its game's front names (fronts.py); "<game>/<name>" is a
screen of that game's own (its front's `screens`). A screen is named by "module:attribute" and
its module is imported when it is first opened: the menu's first frame loads no
engine, game screen or computer player.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any, Protocol

from game.ui.fronts import front
from game.ui.scenes.stack import Screen
from game.ui.services import Services

# A screen's maker (a Scene class, or a function making one): the services first, then
# the screen's own arguments by name.
Maker = Callable[..., Screen]

SCREENS = {
    "menu": "game.ui.scenes.menu:MenuScene",
    "setup": "game.ui.scenes.setup:SetupScene",  # (): a new game
    "learn": "game.ui.lessons.scene:LearnScene",
    "lesson": "game.ui.lessons.scene:lesson_table",  # (lesson): its game's table, guided
    "lesson done": "game.ui.lessons.done:LessonDoneScene",  # (lesson): over its finished table
    "load": "game.ui.scenes.load:LoadScene",  # (replay=False, chosen=None): a save shown chosen
    "replay": "game.ui.replay.scene:ReplayScene",  # (loaded): a save watched move by move
    "statistics": "game.ui.stats.scene:StatisticsScene",
    "rules": "game.ui.scenes.rules:RulesScene",  # (game=None): that game's rules first
    "settings": "game.ui.scenes.settings_scene:SettingsScene",
    "message": "game.ui.scenes.message:MessageScene",  # (title, text)
    # (title, text, action, on_confirm): the message panel asking before it acts
    "confirm": "game.ui.scenes.message:MessageScene",
    # (game_scene, session=None): over a hand-over None, and the session to save as
    "pause": "game.ui.scenes.pause:PauseScene",
    "save as": "game.ui.scenes.save_as:SaveAsScene",  # (session)
    "handover": "game.ui.scenes.handover:HandoverScene",  # (session)
    "results": "game.ui.scenes.results:ResultsScene",  # (session)
    "scoring": "game.ui.scenes.results:ScoringScene",  # (sheet): a scoring during play
}
GAME = "game"  # (session, guide=None): the table its game is played on
TABLE = "game.ui.table.screen:TableScreen"  # (board): the screen every game is played on


@cache
def found_at(path: str) -> Any:
    """The attribute at "module:attribute", its module imported now: the one place screens
    (and the boards of game tables) load, when first opened, so that start-up loads only
    the menu's."""
    module, _, attribute = path.partition(":")
    # Imported here, lazily: a screen (and the engines it needs) loads when first opened.
    return getattr(importlib.import_module(module), attribute)


def maker_at(path: str) -> Maker:
    """The screen's maker at "module:attribute"."""
    found: Maker = found_at(path)
    return found


def maker(name: str) -> Maker:
    """How to make the screen registered as `name`; KeyError when there is none."""
    if name == GAME:
        return _table
    if name in SCREENS:
        return maker_at(SCREENS[name])
    game, _, own = name.partition("/")
    if own and own in front(game).screens:
        return maker_at(front(game).screens[own])
    raise KeyError(f"no screen is registered as {name!r}")


class Played(Protocol):
    """A session, as far as choosing its table goes (the session module loads with it)."""

    @property
    def game_name(self) -> str: ...


def _table(services: Services, session: Played, guide: object = None) -> Screen:
    """The table screen `session` is played on, showing the board its game's front names;
    `guide` (a lesson's) is drawn over it."""
    board = found_at(front(session.game_name).board)
    return maker_at(TABLE)(services, session, board=board, guide=guide)


def open_screen(services: Services, name: str, arguments: dict[str, object]) -> Screen:
    """The screen `name` made with `arguments` (the navigator shows it)."""
    return maker(name)(services, **arguments)
