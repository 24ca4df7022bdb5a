"""The window's picture and the one UI scale every scene lays itself out by.

The app opens the window and follows its size (it puts the new surface here after
every change); scenes read the size, the scale and their widget manager here.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.store.settings import UI_SCALES, Settings
from game.ui.managers import new_manager
from game.ui.scale import room_for


class Display:
    def __init__(self, screen: pygame.Surface, settings: Settings) -> None:
        self.screen = screen  # the window's surface: what every frame is drawn into
        self.settings = settings

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        """The UI scale in use, the one every scene lays itself out by: the setting, as far
        as the window has room for it; with no setting (fit the window), the largest of
        UI_SCALES it has room for, at least 100%.

        Every layout is made for 1280x800 at 100%, so a larger scale needs a larger
        window (or full screen), and a smaller window scales everything down.
        """
        room = room_for(self.size)
        wanted = self.settings.ui_scale
        if wanted is None:
            wanted = max([1.0, *(scale for scale in UI_SCALES if scale <= room)])
        return min(wanted, room)

    def u(self, value: float) -> int:
        """A length in layout units, at the UI scale in use."""
        return round(value * self.scale)

    def new_manager(self) -> pygame_gui.UIManager:
        """A widget manager for one scene, for the window's size and the UI scale in use."""
        return new_manager(self.size, self.scale)
