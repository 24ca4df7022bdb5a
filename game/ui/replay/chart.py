"""The replay's two strips: the score chart (points per seat over the moves) and the
timeline bar (the moves from start to end, days or rounds marked, scrubbed by the mouse).

Both are drawn from the timeline's numbers once per layout; a frame only blits
them and draws the cursor, so scrubbing through a long game costs nothing here.
A chart of 1,200 moves in 300 pixels takes one sample per pixel column.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.fonts import font, rendered
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE, TEXT, TEXT_DIM

RGB = tuple[int, int, int]
GRID = (60, 68, 78)


class ScoreChart:
    """Each seat's score after every move as a line, with the cursor's move marked."""

    def __init__(self, rect: pygame.Rect, scores: Sequence[tuple[int, ...]],
                 colours: Sequence[RGB], scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scores = scores
        self.colours = colours
        self.scale = scale
        pad = round(8 * scale)
        self.plot = self.rect.inflate(-2 * pad, -2 * pad)
        self.plot.x += round(26 * scale)
        self.plot.w -= round(26 * scale)
        values = [v for row in scores for v in row] or [0]
        self.low, self.high = min(0, min(values)), max(1, max(values))
        self._base = self._draw_base()

    def x_of(self, position: int) -> int:
        last = max(1, len(self.scores) - 1)
        return self.plot.x + round(position * (self.plot.w - 1) / last)

    def y_of(self, value: float) -> int:
        span = self.high - self.low
        return self.plot.bottom - 1 - round((value - self.low) * (self.plot.h - 1) / span)

    def _draw_base(self) -> pygame.Surface:
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        offset = pygame.Vector2(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surface, PANEL, surface.get_rect(), border_radius=round(6 * self.scale))
        pygame.draw.rect(surface, PANEL_EDGE, surface.get_rect(), 1,
                         border_radius=round(6 * self.scale))
        size = round(12 * self.scale)
        for value in (self.low, (self.low + self.high) / 2, self.high):
            y = self.y_of(value) + offset.y
            pygame.draw.line(surface, GRID, (self.plot.x + offset.x, y),
                             (self.plot.right + offset.x, y))
            label = rendered(f"{value:g}", size, False, TEXT_DIM)
            surface.blit(label, label.get_rect(midright=(self.plot.x + offset.x - 4, y)))
        if len(self.scores) > 1:
            columns = max(2, self.plot.w)
            last = len(self.scores) - 1
            samples = sorted({round(c * last / (columns - 1)) for c in range(columns)})
            for seat, colour in enumerate(self.colours):
                points = [(self.x_of(p) + offset.x, self.y_of(self.scores[p][seat]) + offset.y)
                          for p in samples]
                pygame.draw.lines(surface, colour, False, points, max(1, round(2 * self.scale)))
        return surface

    def position_at(self, x: int) -> int:
        last = max(1, len(self.scores) - 1)
        return max(0, min(last, round((x - self.plot.x) * last / max(1, self.plot.w - 1))))

    def draw(self, surface: pygame.Surface, at: int) -> None:
        surface.blit(self._base, self.rect)
        x = self.x_of(at)
        pygame.draw.line(surface, ACCENT, (x, self.plot.y), (x, self.plot.bottom))
        for seat, colour in enumerate(self.colours):
            pygame.draw.circle(surface, colour, (x, self.y_of(self.scores[at][seat])),
                               max(2, round(4 * self.scale)))


class TimelineBar:
    """The moves as a track: a tick at each day or round, the cursor as a handle."""

    def __init__(self, rect: pygame.Rect, length: int, stages: Sequence[tuple[str, int]],
                 scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.length = length
        self.stages = stages  # (label, first position)
        self.scale = scale
        self.track = pygame.Rect(self.rect.x + self.u(10), self.rect.centery - self.u(4),
                                 self.rect.w - self.u(20), self.u(8))

    def u(self, value: float) -> int:
        return round(value * self.scale)

    def x_of(self, position: int) -> int:
        return self.track.x + round(position * self.track.w / max(1, self.length))

    def position_at(self, x: int) -> int:
        return max(0, min(self.length, round((x - self.track.x) * self.length / self.track.w)))

    def draw(self, surface: pygame.Surface, at: int) -> None:
        pygame.draw.rect(surface, PANEL, self.track, border_radius=self.u(4))
        done = pygame.Rect(self.track.x, self.track.y, self.x_of(at) - self.track.x,
                           self.track.h)
        pygame.draw.rect(surface, ACCENT, done, border_radius=self.u(4))
        size = self.u(13)
        room = self.track.w / max(1, len(self.stages))
        for index, (label, position) in enumerate(self.stages):
            x = self.x_of(position)
            pygame.draw.line(surface, TEXT_DIM, (x, self.track.y - self.u(8)),
                             (x, self.track.bottom + self.u(2)))
            if room >= font(size).size(label)[0] + self.u(6) or index % 2 == 0:
                image = rendered(label, size, False, TEXT_DIM)
                surface.blit(image, (x + self.u(3), self.track.y - self.u(10) - image.get_height()
                                     + self.u(6)))
        pygame.draw.circle(surface, TEXT, (self.x_of(at), self.track.centery), self.u(9))
        pygame.draw.circle(surface, ACCENT, (self.x_of(at), self.track.centery), self.u(6))
