"""The widget theme caches its shapes in small pictures and keeps quiet about the rest."""

from __future__ import annotations

import warnings

import pygame
import pygame_gui

from game.ui.app import App
from game.ui.managers import ATLAS, new_manager


def test_shapes_are_packed_small_and_big_ones_are_drawn_not_kept(app: App) -> None:
    manager = new_manager((1920, 1080), 1.0)
    small = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 120, 40), "Small", manager)
    wide = pygame_gui.elements.UIButton(pygame.Rect(10, 60, ATLAS + 100, 40), "Wide", manager)
    tall = pygame_gui.elements.UIButton(pygame.Rect(300, 10, 40, ATLAS + 100), "T", manager)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pygame-gui's warning about a shape too big fails it
        for _ in range(30):  # the cache takes one shape into its pictures a frame
            manager.update(1 / 60)
    cache = manager.get_theme().shape_cache
    assert [c["surface"].get_size() for c in cache.cache_surfaces] == [(ATLAS, ATLAS)]
    kept = {key.split("_")[2] for key in cache.cache_long_term_lookup}
    assert "120" in kept and str(ATLAS + 100) not in kept
    assert small.image.get_width() == 120 and wide.image.get_width() == ATLAS + 100
    assert tall.image.get_height() == ATLAS + 100
