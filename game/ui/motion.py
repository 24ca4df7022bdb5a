"""Cards gliding across the table: every move is seen, none jumps.

A glide carries the key of the slot it is heading for; the table leaves that
slot empty until the glide lands, so a card is never shown twice.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

# Seconds a glide takes, by the animation speed setting.
GLIDE_SECONDS = {"off": 0.0, "fast": 0.16, "normal": 0.38, "slow": 0.7}


@dataclass
class Glide:
    image: pygame.Surface
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    lands_in: Hashable | None = None
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def position(self) -> tuple[int, int]:
        t = 1.0 if self.duration <= 0 else (self.elapsed - self.delay) / self.duration
        t = max(0.0, min(1.0, t))
        eased = 1 - (1 - t) ** 3  # fast start, gentle landing
        x = self.start[0] + (self.end[0] - self.start[0]) * eased
        y = self.start[1] + (self.end[1] - self.start[1]) * eased
        return round(x), round(y)


class Motion:
    def __init__(self) -> None:
        self.glides: list[Glide] = []
        self.speed = "normal"

    def glide(
        self,
        image: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        lands_in: Hashable | None = None,
        delay: float = 0.0,
        share: float = 1.0,
    ) -> None:
        """Glide `image` after `delay` glide-lengths, taking `share` of a glide's length."""
        duration = GLIDE_SECONDS.get(self.speed, 0.38)
        if duration <= 0:
            return
        self.glides.append(Glide(image, start, end, duration * share, delay * duration, lands_in))

    @property
    def busy(self) -> bool:
        return bool(self.glides)

    def landing(self) -> frozenset[Hashable]:
        """The slots still waiting for a glide: what is drawn beneath changes with it."""
        return frozenset(glide.lands_in for glide in self.glides)

    def take_over(self, key: Hashable) -> tuple[int, int] | None:
        """Where the card gliding into slot `key` is now, its glide ended there so that a
        new glide carries it on (a car taken and placed in one gesture flies on from the way
        to the hand, not from the hand while a copy still flies in); None when none is."""
        for glide in self.glides:
            if glide.lands_in == key:
                self.glides.remove(glide)
                return glide.position()
        return None

    def hides(self, key: Hashable) -> bool:
        return any(glide.lands_in == key for glide in self.glides)

    def update(self, dt: float) -> bool:
        """Advance the glides; True when one landed this frame."""
        for glide in self.glides:
            glide.elapsed += dt
        before = len(self.glides)
        self.glides = [glide for glide in self.glides if not glide.done]
        return len(self.glides) < before

    def draw(self, surface: pygame.Surface) -> None:
        for glide in self.glides:
            if glide.elapsed >= glide.delay:
                surface.blit(glide.image, glide.position())

    def clear(self) -> None:
        self.glides.clear()
