"""The scene stack: push, pop, reset; overlays show the scenes below them.

An overlay does not redraw the scenes beneath it every frame: it takes one
snapshot of them when it is built (and again after a resize), since nothing
below changes while an overlay has the input. That keeps a menu over a busy
game screen as cheap to draw as the menu alone. So a scene covered by another
is told (Scene.covered) and may let go of the pictures it draws its frames from.

The stack knows its scenes only as Screens (what it asks of them), not as the Scene
class: the scenes are given the navigator, which holds this stack.
"""

from __future__ import annotations

from typing import Protocol

import pygame


class Screen(Protocol):
    """What the stack and the app's loop ask of a scene (game/ui/scenes/base.py)."""

    @property
    def opaque(self) -> bool:
        """False: the screen below shows through (an overlay)."""
        ...

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def draw_into_backdrop(self, surface: pygame.Surface) -> None: ...

    def next_frame_in(self) -> float | None: ...

    def resized(self) -> None: ...

    def covered(self) -> None: ...

    def resumed(self) -> None: ...

    def removed(self) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Screen] = []

    @property
    def top(self) -> Screen:
        return self.scenes[-1]

    def push(self, scene: Screen) -> None:
        if self.scenes:
            self.top.covered()
        self.scenes.append(scene)

    def pop(self) -> Screen:
        scene = self.scenes.pop()
        scene.removed()
        if self.scenes:
            self.top.resumed()
        return scene

    def reset(self, scene: Screen) -> None:
        """Make `scene` the only one: back to the menu, or into a new game from it."""
        gone, self.scenes = self.scenes, [scene]
        for old in reversed(gone):
            if old is not scene:
                old.removed()

    def snapshot_below(self, scene: Screen, size: tuple[int, int]) -> pygame.Surface:
        """The scenes under `scene` (all of them if it is not pushed yet), drawn once.

        They are drawn into the window's own surface, which the next frame draws over
        anyway, and copied from it: a table lets go of its kept picture as it is drawn
        for an overlay (8 MB at 1920x1080), so the copy is made once that has gone, not
        beside it.
        """
        below = self.scenes[: self.scenes.index(scene)] if scene in self.scenes else self.scenes
        start = len(below) - 1
        while start > 0 and not below[start].opaque:
            start -= 1
        window = pygame.display.get_surface()
        canvas = window if window is not None and window.get_size() == size else None
        surface = canvas or pygame.Surface(size)
        for under in below[max(start, 0) :]:
            under.draw_into_backdrop(surface)
        return surface.copy() if canvas is not None else surface

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        if self.scenes:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.scenes:
            self.top.draw(surface)

    def rebuild(self) -> None:
        """The window size or UI scale changed: every scene lays itself out again, bottom up
        (an overlay's snapshot shows the scenes below it in their new layout)."""
        for scene in self.scenes:
            scene.resized()
        for scene in self.scenes[:-1]:
            scene.covered()
