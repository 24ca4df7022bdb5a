"""`python -m game --smoke-test`: open every scene once without a screen and draw a frame.

Exits 0 when every scene builds and draws; otherwise prints which scene failed
and why and exits 1. It plays a few moves in a fresh game of each engine that
is present, and writes nothing into the player's data folder.
"""

from __future__ import annotations

import os
import tempfile
import traceback
from collections.abc import Callable

from game.ui.paths import DATA_DIR_VARIABLE


def scene_makers() -> list[tuple[str, Callable[[object], object]]]:
    """(name, make) for every scene; `make(app)` pushes it on the app's stack."""
    from game.engine.games import available_games
    from game.ui.catalog import game_info
    from game.ui.scenes.game_screen import GameScene
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
    from game.ui.seats import Seat
    from game.ui.session import Session

    def session_of(name: str) -> Session:
        info = game_info(name)
        seats = [Seat(n, c) for n, c in zip(("Ann", "Bob"), info.colours, strict=False)]
        session = Session.new(name, seats, seed=1, options=info.default_options(), autosave=None)
        for _ in range(3):
            if not session.game.is_over:
                session.apply(session.game.legal_actions()[0])
        return session

    def game_scene(app: object, name: str) -> GameScene:
        scene = GameScene(app, session_of(name))  # type: ignore[arg-type]
        app.stack.push(scene)  # type: ignore[attr-defined]
        return scene

    makers: list[tuple[str, Callable[[object], object]]] = [
        ("menu", lambda app: app.stack.push(MenuScene(app))),  # type: ignore[attr-defined]
        ("setup", lambda app: app.stack.push(SetupScene(app))),  # type: ignore[attr-defined]
        ("load", lambda app: app.stack.push(LoadScene(app))),  # type: ignore[attr-defined]
        ("rules", lambda app: app.stack.push(RulesScene(app))),  # type: ignore[attr-defined]
        ("settings", lambda app: app.stack.push(SettingsScene(app))),  # type: ignore[attr-defined]
        ("message", lambda app: app.stack.push(MessageScene(app, "Note", "A message."))),  # type: ignore[attr-defined]
    ]
    for name in available_games():
        makers += [
            (f"{name} game", lambda app, n=name: game_scene(app, n)),
            (
                f"{name} hand-over",
                lambda app, n=name: app.stack.push(  # type: ignore[attr-defined]
                    HandoverScene(app, game_scene(app, n).session)
                ),
            ),  # type: ignore[arg-type]
            (
                f"{name} game menu",
                lambda app, n=name: app.stack.push(  # type: ignore[attr-defined]
                    PauseScene(app, game_scene(app, n))
                ),
            ),  # type: ignore[arg-type]
            (
                f"{name} save as",
                lambda app, n=name: app.stack.push(  # type: ignore[attr-defined]
                    SaveAsScene(app, game_scene(app, n).session)
                ),
            ),  # type: ignore[arg-type]
            (
                f"{name} results",
                lambda app, n=name: app.stack.push(  # type: ignore[attr-defined]
                    ResultsScene(app, game_scene(app, n).session)
                ),
            ),  # type: ignore[arg-type]
        ]
    return makers


def run_smoke_test() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as folder:
        os.environ[DATA_DIR_VARIABLE] = folder
        import pygame

        from game.ui.app import App

        app = App()
        try:
            app.sounds.load()
            for name, make in scene_makers():
                try:
                    app.stack.scenes.clear()
                    make(app)
                    app.frame(1 / 60)
                except Exception:  # noqa: BLE001 - the report is the point of a smoke test
                    print(f"smoke test: scene {name!r} failed:\n{traceback.format_exc()}")
                    return 1
                print(f"smoke test: {name} ok")
        finally:
            pygame.quit()
    print("smoke test: every scene drew a frame")
    return 0
