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
from pygame_gui.core.surface_cache import SurfaceCache

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

ATLAS = 512  # the side of each picture the theme's cache of widget shapes packs them into


class ShapeCache(SurfaceCache):
    """pygame-gui's cache of widget shapes, packed into pictures of ATLAS pixels a side, not
    1024: the app's buttons and panels held only a few hundred kilobytes of its first 4 MB
    picture (and it may make three). A shape wider or higher than that is not kept (it is
    drawn again when a widget of its size and look is made, the same pixels either way).
    """

    def __init__(self) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self.cache_surface_size = (ATLAS, ATLAS)
        self.cache_surfaces = []  # the library's 1024-pixel first picture goes
        self._expand_lt_cache()  # type: ignore[no-untyped-call]

    def add_surface_to_long_term_cache(self, cached_item: Any, string_id: str) -> bool | None:
        """Keeps a shape that fits a picture; one that does not is let go quietly (pygame-gui
        would warn at each, and would make two more pictures for a tall, narrow one before
        giving up, as it compares width first)."""
        width, height = cached_item["surface"].get_size()
        if width > ATLAS or height > ATLAS:
            return None
        return super().add_surface_to_long_term_cache(cached_item, string_id)  # type: ignore[no-any-return]


@lru_cache(maxsize=1)
def theme_for(scale: float) -> UIAppearanceTheme:
    """The widget theme (assets/theme.json) with its fonts sized for `scale`."""
    theme = UIAppearanceTheme(_LOADER, "en")
    theme.shape_cache = ShapeCache()
    theme.load_theme(scaled_theme(scale))
    return theme


def new_manager(size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
    """A widget manager for one scene of `size`, on the shared theme for `scale`."""
    return SharedThemeManager(size, theme_for(scale))
