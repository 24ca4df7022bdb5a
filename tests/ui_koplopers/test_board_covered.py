"""Under another screen the Koplopers board keeps none of its pictures (the map alone is
4 MB at 1920x1080), and draws the same table again once it is shown."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.pause import PauseScene
from tests.ui.driving import frames, press

from .mouse import board_of
from .test_board_by_mouse import start


def test_a_covered_board_lets_go_of_its_pictures_and_shows_the_same_table_again(
    app: App,
) -> None:
    scene = start(app)
    painter = board_of(scene).painter
    frames(app, 3)
    shown = pygame.image.tobytes(app.display.screen, "RGB")
    assert painter._map is not None and scene.controls.log_panel._images
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert painter._map is None and painter._panels is None and painter._backdrop is None
    assert not scene.controls.log_panel._images
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    frames(app, 3)
    assert pygame.image.tobytes(app.display.screen, "RGB") == shown
