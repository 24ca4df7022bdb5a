"""The scenes' pygame-gui managers, all on one widget theme, made once per UI scale.

Each scene owns a manager, so an overlay's widgets take the input while the scene
below keeps its own. Left to itself pygame-gui gives every manager a theme of its
own: the theme file parsed again, every font file read into memory again (one copy
per size and style) and a new 4 MB cache of widget shapes - several megabytes per
scene, and time at every scene's start. One theme per UI scale, shared by every
manager, holds one of each. A new scale makes a new theme; the scenes are laid out
anew with it at once (App.fit_to_window), so the old one is let go.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame_gui
from pygame_gui.core import UIAppearanceTheme
from pygame_gui.core.resource_loaders import IResourceLoader

from game.ui.theme import scaled_theme


class LoadAtOnce(IResourceLoader):
    """Loads each theme font and image the moment the theme asks for it.

    pygame-gui's default loader starts five threads to load a handful of small files,
    then waits for them: the threads cost more than the loading. A loader that says
    it has started makes the theme load everything itself, in order, with the same
    result.
    """

    def add_resource(self, resource: Any) -> None:
        resource.load()  # the interface needs it; never called while started() is True

    def start(self) -> None:
        """Nothing is queued, so there is nothing to start."""

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


class SharedThemeManager(pygame_gui.UIManager):
    """A manager that takes the theme it is given instead of making its own."""

    def __init__(self, size: tuple[int, int], theme: UIAppearanceTheme) -> None:
        self._theme = theme
        super().__init__(size, None, enable_live_theme_updates=False, resource_loader=_LOADER)

    def create_new_theme(self, theme_path: object = None) -> UIAppearanceTheme:
        return self._theme


_LOADER = LoadAtOnce()


@lru_cache(maxsize=1)
def theme_for(scale: float) -> UIAppearanceTheme:
    """The widget theme (assets/theme.json) with its fonts sized for `scale`."""
    theme = UIAppearanceTheme(_LOADER, "en")
    theme.load_theme(scaled_theme(scale))
    return theme


def new_manager(size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
    """A widget manager for one scene of `size`, on the shared theme for `scale`."""
    return SharedThemeManager(size, theme_for(scale))
