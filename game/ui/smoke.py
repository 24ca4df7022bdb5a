"""`python -m game --smoke-test`: open every scene once without a screen and draw a frame.

Exits 0 when every scene builds and draws; otherwise prints which scene failed
and why and exits 1. Each installed engine gets a fresh game with a few moves
played; nothing is written into the player's data folder. Every screen is opened
by its registered name (game/ui/screens.py), as the scenes open them.

`python -m game` runs this (game/__main__.py); the app itself never imports it.
"""

from __future__ import annotations

import os
import random
import tempfile
import traceback
from collections.abc import Callable

import pygame

from game.store.paths import DATA_DIR_VARIABLE
from game.store.save_format import LoadedSave
from game.store.seats import HUMAN, Seat, computer_levels
from game.texts import tr
from game.ui.app import App
from game.ui.fronts import front, info, installed_games
from game.ui.replay.scene import ReplayScene
from game.ui.scenes.setup import SetupScene
from game.ui.session import Session

Maker = Callable[[App], None]
# The arguments of an overlay opened over a game, from the game's session.
Arguments = Callable[[Session], dict[str, object]]


def _session(name: str, until: Callable[[Session], bool]) -> Session:
    """A fresh two-seat game played by random moves until `until` (or the end)."""
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
    return bool(front(session.game_name).interim_sheets(session.game))


def _over_game(
    name: str,
    overlay: tuple[str, Arguments] | None,
    until: Callable[[Session], bool] = _few_moves,
) -> Maker:
    """Open the game screen of a `name` game, and the screen `overlay` names over it
    (with the arguments it makes of the session) if given."""

    def make(app: App) -> None:
        session = _session(name, until)
        app.navigator.push("game", session=session)
        if overlay is not None:
            screen, arguments = overlay
            app.navigator.push(screen, **arguments(session))

    return make


def _with_session(session: Session) -> dict[str, object]:
    return {"session": session}


def _last_sheet(session: Session) -> dict[str, object]:
    return {"sheet": front(session.game_name).interim_sheets(session.game)[-1]}


def _replay(name: str, until: Callable[[Session], bool], middle: bool) -> Maker:
    """Open the Replay screen of a `name` game played until `until`, at its middle move
    (a finished game is shown face up there) or at its last."""

    def make(app: App) -> None:
        session = _session(name, until)
        scene = app.navigator.push("replay", loaded=LoadedSave(session.game, session.seats))
        assert isinstance(scene, ReplayScene)
        scene.seek(scene.timeline.length // 2 if middle else scene.timeline.length)

    return make


def _plain(screen: str) -> Maker:
    def make(app: App) -> None:
        app.navigator.push(screen)

    return make


def _over_menu(screen: str, **arguments: object) -> Maker:
    """An overlay as the app shows it: over the main menu."""

    def make(app: App) -> None:
        app.navigator.push("menu")
        app.navigator.push(screen, **arguments)

    return make


def _setup_every_level(app: App) -> None:
    """Setup with the most seats any game has, every computer level chosen: its longest
    page, a line on each level under the seats."""
    scene = app.navigator.push("setup")
    assert isinstance(scene, SetupScene)
    scene.choose_game(max(installed_games(), key=lambda name: info(name).seats.stop))
    scene.count = scene.info.seats.stop - 1
    kinds = [HUMAN, *computer_levels()]  # round again if there are more seats than kinds
    scene.players_as = [kinds[seat % len(kinds)] for seat in range(len(scene.players_as))]
    scene.rebuild()


def scene_makers(games: list[str]) -> list[tuple[str, Maker]]:
    """(name, make) for every scene; `make(app)` opens it (over a game if it needs one)."""
    makers: list[tuple[str, Maker]] = [
        ("menu", _plain("menu")),
        ("setup", _plain("setup")),
        ("setup, every level", _setup_every_level),
        ("load", _plain("load")),
        ("rules", _plain("rules")),
        ("learn", _plain("learn")),
        ("statistics", _plain("statistics")),
        ("settings", _over_menu("settings")),
        ("message", _over_menu("message", title=tr("Nothing can be saved"), text=tr(
            "Games and settings cannot be stored in {folder}: {path} is a file, not a folder. "
            "You can play, but nothing will be kept.").format(folder="/mnt/usb0",
                                                              path="/mnt/usb0/rtg"))),
    ]
    for name in games:
        makers += [
            (f"{name} game", _over_game(name, None)),
            (f"{name} game later", _over_game(name, None, _many_moves)),
            (f"{name} hand-over", _over_game(name, ("handover", _with_session))),
            (f"{name} game menu", _over_game(name, ("pause", lambda s: {"game_scene": None}))),
            (f"{name} save as", _over_game(name, ("save as", _with_session))),
            (f"{name} results", _over_game(name, ("results", _with_session), lambda s: False)),
            (f"{name} replay", _replay(name, lambda s: False, middle=True)),
            (f"{name} replay unfinished", _replay(name, _many_moves, middle=False)),
        ]
        if front(name).scores_during_play:
            makers.append((f"{name} scoring", _over_game(name, ("scoring", _last_sheet),
                                                         _scored_once)))
    return makers


def run_smoke_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as folder:
        os.environ[DATA_DIR_VARIABLE] = folder
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
