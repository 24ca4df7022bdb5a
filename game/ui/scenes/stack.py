"""The scene stack: push, pop, replace; overlays draw over the scenes below them."""

from __future__ import annotations

import pygame

from game.ui.scenes.base import Scene


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        if self.scenes:
            self.top.resumed()
        return scene

    def replace(self, scene: Scene) -> None:
        """Put `scene` in place of the top one."""
        self.scenes[-1] = scene

    def reset(self, scene: Scene) -> None:
        """Make `scene` the only one (back to the menu)."""
        self.scenes = [scene]

    def pop_to(self, kind: type[Scene]) -> None:
        """Close the overlays above the nearest scene of `kind`."""
        while len(self.scenes) > 1 and not isinstance(self.top, kind):
            self.scenes.pop()
        self.top.resumed()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and all it lets show through."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        return self.scenes[start:]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.scenes:
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        if self.scenes:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def rebuild(self) -> None:
        for scene in self.scenes:
            scene.rebuild()
