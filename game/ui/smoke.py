"""`python -m game --smoke-test`: open every scene once without a screen and draw a frame.

Exits 0 when every scene builds and draws; otherwise prints which scene failed
and why and exits 1. Each installed engine gets a fresh game with a few moves
played; nothing is written into the player's data folder.
"""

from __future__ import annotations

import os
import tempfile
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.store.paths import DATA_DIR_VARIABLE

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.base import Scene
    from game.ui.session import Session

Maker = Callable[["App"], None]


def _session(name: str, until: Callable[[Session], bool]) -> Session:
    """A fresh two-seat game played by random moves until `until` (or the end)."""
    import random

    from game.store.seats import Seat
    from game.ui.fronts import info
    from game.ui.session import Session

    colours = info(name).seat_colours
    seats = [Seat(n, c) for n, c in zip(("Ann", "Bob"), colours[:2], strict=True)]
    options = info(name).default_options()
    session = Session.new(name, seats, seed=1, options=options, autosave=None)
    moves = random.Random(1)
    while not session.game.is_over and not until(session):
        session.apply(moves.choice(session.game.legal_actions()))
    session.hand_over()  # the game screen itself, not the hand-over it would put first
    return session


def _few_moves(session: Session) -> bool:
    return len(session.game.actions) >= 3


def _many_moves(session: Session) -> bool:
    """Far enough in for full yards, long trains and a long log."""
    return len(session.game.actions) >= 80


def _scored_once(session: Session) -> bool:
    from game.ui.fronts import front

    return bool(front(session.game_name).interim_sheets(session.game))


def _over_game(
    name: str,
    overlay: Callable[[App, Session], Scene] | None,
    until: Callable[[Session], bool] = _few_moves,
) -> Maker:
    """Push a game screen of a `name` game, and `overlay` on top of it if given."""

    def make(app: App) -> None:
        from game.ui.screens import game_scene

        scene = game_scene(app, _session(name, until))
        app.stack.push(scene)
        if overlay is not None:
            app.stack.push(overlay(app, scene.session))

    return make


def _scoring(app: App, session: Session) -> Scene:
    from game.ui.fronts import front
    from game.ui.scenes.results import ScoringScene

    return ScoringScene(app, front(session.game_name).interim_sheets(session.game)[-1])


def _replay(name: str, until: Callable[[Session], bool], middle: bool) -> Maker:
    """Push the Replay screen of a `name` game played until `until`, at its middle move
    (a finished game is shown face up there) or at its last."""

    def make(app: App) -> None:
        from game.store.save_format import LoadedSave
        from game.ui.replay.scene import ReplayScene

        session = _session(name, until)
        scene = ReplayScene(app, LoadedSave(session.game, session.seats))
        app.stack.push(scene)
        scene.seek(scene.timeline.length // 2 if middle else scene.timeline.length)

    return make


def _plain(make_scene: Callable[[App], Scene]) -> Maker:
    return lambda app: app.stack.push(make_scene(app))


def _over_menu(make_scene: Callable[[App], Scene]) -> Maker:
    """An overlay as the app shows it: over the main menu."""

    def make(app: App) -> None:
        from game.ui.scenes.menu import MenuScene

        app.stack.push(MenuScene(app))
        app.stack.push(make_scene(app))

    return make


def _setup_every_level(app: App) -> None:
    """Setup with the most seats any game has, every computer level chosen: its longest
    page, a line on each level under the seats."""
    from game.store.seats import HUMAN, computer_levels
    from game.ui.fronts import info, installed_games
    from game.ui.scenes.setup import SetupScene

    scene = SetupScene(app)
    scene.choose_game(max(installed_games(), key=lambda name: info(name).seats.stop))
    scene.count = scene.info.seats.stop - 1
    kinds = [HUMAN, *computer_levels()]  # round again if there are more seats than kinds
    scene.players_as = [kinds[seat % len(kinds)] for seat in range(len(scene.players_as))]
    scene.rebuild()
    app.stack.push(scene)


def scene_makers(games: list[str]) -> list[tuple[str, Maker]]:
    """(name, make) for every scene; `make(app)` pushes it (over a game if it needs one)."""
    from game.ui.fronts import front
    from game.ui.lessons.scene import LearnScene
    from game.ui.scenes.handover import HandoverScene
    from game.ui.scenes.load import LoadScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.message import MessageScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.save_as import SaveAsScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene
    from game.ui.stats.scene import StatisticsScene

    makers: list[tuple[str, Maker]] = [
        ("menu", _plain(MenuScene)),
        ("setup", _plain(SetupScene)),
        ("setup, every level", _setup_every_level),
        ("load", _plain(LoadScene)),
        ("rules", _plain(RulesScene)),
        ("learn", _plain(LearnScene)),
        ("statistics", _plain(StatisticsScene)),
        ("settings", _over_menu(SettingsScene)),
        ("message", _over_menu(lambda app: MessageScene(app, "Note", "A message to read."))),
    ]
    for name in games:
        makers += [
            (f"{name} game", _over_game(name, None)),
            (f"{name} game later", _over_game(name, None, _many_moves)),
            (f"{name} hand-over", _over_game(name, HandoverScene)),
            (f"{name} game menu", _over_game(name, lambda app, s: PauseScene(app, None))),
            (f"{name} save as", _over_game(name, SaveAsScene)),
            (f"{name} results", _over_game(name, ResultsScene, lambda s: False)),
            (f"{name} replay", _replay(name, lambda s: False, middle=True)),
            (f"{name} replay unfinished", _replay(name, _many_moves, middle=False)),
        ]
        if front(name).scores_during_play:
            makers.append((f"{name} scoring", _over_game(name, _scoring, _scored_once)))
    return makers


def run_smoke_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as folder:
        os.environ[DATA_DIR_VARIABLE] = folder
        import pygame

        from game.ui.app import App
        from game.ui.fronts import installed_games

        app = App()
        try:
            app.sounds.load()
            for name, make in scene_makers(installed_games()):
                try:
                    app.stack.scenes.clear()
                    make(app)
                    app.frame(1 / 60)
                except Exception:  # noqa: BLE001 - reporting any failure is the point
                    print(f"smoke test: scene {name!r} failed:\n{traceback.format_exc()}")
                    return 1
                print(f"smoke test: {name} ok")
        finally:
            pygame.quit()
    print("smoke test: every scene drew a frame")
    return 0
