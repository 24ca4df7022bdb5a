"""Which scene plays which game: the game's own table where it has one.

Games without a table of their own yet are played on the generic game
screen, which lists the legal actions as buttons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.session import Session

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.game_screen import GameScene


def game_scene(app: App, session: Session) -> GameScene:
    if session.game_name == "freight":
        from game.ui.freight.table import FreightTableScene

        return FreightTableScene(app, session)
    if session.game_name == "koplopers":
        from game.ui.koplopers.board_scene import KoplopersBoardScene

        return KoplopersBoardScene(app, session)
    from game.ui.scenes.game_screen import GameScene

    return GameScene(app, session)
