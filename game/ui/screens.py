"""Which scene plays a session: the one its game's front names (fronts.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.fronts import front
from game.ui.session import Session

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.game_screen import GameScene


def game_scene(app: App, session: Session) -> GameScene:
    return front(session.game_name).scene(app, session)
