"""The navigator: scenes open other screens by name, never by importing them.

Tuxemon's state manager: every screen is registered once under a name (the
registry, game/ui/screens.py, is the one module that knows them all), and a
scene asks for "load", "pause" or "message" with the arguments that screen
takes. So no scene imports the scene it opens, and the modules of screens not
opened yet are not loaded (the menu's first frame loads no engine).

The navigator holds the app's scene stack; the app's loop drives the stack
(events, frames), scenes move through it here.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.scenes.stack import SceneStack, Screen

# Makes the screen registered under a name with the given arguments (the app's
# screens.open_screen, with the services every scene is given).
Maker = Callable[[str, dict[str, object]], Screen]


class Navigator:
    def __init__(self, stack: SceneStack, make: Maker) -> None:
        self.stack = stack
        self._make = make

    @property
    def top(self) -> Screen:
        return self.stack.top

    def make(self, name: str, **arguments: object) -> Screen:
        """The screen `name`, built but not shown: for a scene that draws another inside
        itself (the replay draws the game's own table)."""
        return self._make(name, arguments)

    def push(self, name: str, **arguments: object) -> Screen:
        """Open `name` over the screens open now. It is built before the stack changes, so
        a screen that cannot be opened (a save that cannot be read) leaves it as it was."""
        screen = self._make(name, arguments)
        self.stack.push(screen)
        return screen

    def pop(self) -> Screen:
        """Close the screen on top; the one under it is resumed."""
        return self.stack.pop()

    def replace(self, name: str, **arguments: object) -> Screen:
        """Close the screen on top and open `name` in its place (a dialog that ends in a
        message): the new one is built with the old one gone, so its backdrop shows the
        screens beneath."""
        self.stack.pop()
        return self.push(name, **arguments)

    def reset_to(self, name: str, **arguments: object) -> Screen:
        """Make `name` the only screen open (back to the menu); every other is closed."""
        screen = self._make(name, arguments)
        self.stack.reset(screen)
        return screen

    def snapshot_below(self, screen: Screen, size: tuple[int, int]) -> pygame.Surface:
        """The screens under `screen`, drawn once: an overlay's backdrop."""
        return self.stack.snapshot_below(screen, size)
