"""Small charts for the Statistics screen, drawn with pygame alone: bars and a line.

Each draws a titled panel into a rectangle; values are scaled to the panel, and
a chart with nothing to show says so instead of drawing empty axes.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

import pygame

from game.texts import tr
from game.ui.fonts import fitted, font, rendered
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE, TEXT, TEXT_DIM
from game.ui.widgets.scroll_list import wrap

GRID = (60, 68, 78)
BAR = (86, 150, 200)
FAINT = (70, 88, 106)


def _head(scale: float) -> pygame.font.Font:
    return font(round(15 * scale), True)


def _title_lines(title: str, rect: pygame.Rect, scale: float) -> list[str]:
    """The title on one line, else on two (a long title, or a long language's, is read
    whole rather than cut); only a title longer than two lines loses its end."""
    head, width = _head(scale), rect.w - 2 * round(10 * scale)
    lines = wrap(title, head, width)
    return lines if len(lines) <= 2 else [lines[0], fitted(" ".join(lines[1:]), head, width)]


def _title_height(title: str, rect: pygame.Rect, scale: float) -> int:
    return len(_title_lines(title, rect, scale)) * _head(scale).get_linesize()


def _panel(surface: pygame.Surface, rect: pygame.Rect, title: str, scale: float) -> pygame.Rect:
    """The chart's frame and title; the area left for the chart itself."""
    pad = round(10 * scale)
    pygame.draw.rect(surface, PANEL, rect, border_radius=round(6 * scale))
    pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=round(6 * scale))
    head = _head(scale)
    for index, line in enumerate(_title_lines(title, rect, scale)):
        surface.blit(head.render(line, True, ACCENT),
                     (rect.x + pad, rect.y + pad // 2 + index * head.get_linesize()))
    top = rect.y + pad + _title_height(title, rect, scale)
    return pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - top - pad)


def bar_chart(surface: pygame.Surface, rect: pygame.Rect, title: str,
              bars: Sequence[tuple[str, float, str]], scale: float,
              most: float | None = None) -> None:
    """One horizontal bar per (label, value, shown value), longest = `most` (else the largest).

    When the panel has no room for every bar at a readable size, the largest are shown
    and the title says how many of how many.
    """
    size = round(13 * scale)
    face = font(size)

    def fitting(heading: str) -> int:
        """How many bars fit under `heading`."""
        return max(1, (rect.h - round(20 * scale) - _title_height(heading, rect, scale))
                   // (face.get_linesize() + round(2 * scale)))

    if len(bars) > fitting(title):
        # The title grows by saying how many are shown, which may take a line from the bars.
        room = fitting(title)
        while room > 1 and fitting(tr("{title} (the {shown} largest of {count})").format(
                title=title, shown=room, count=len(bars))) < room:
            room -= 1
        title = tr("{title} (the {shown} largest of {count})").format(
            title=title, shown=room, count=len(bars))
        bars = sorted(bars, key=lambda bar: -bar[1])[:room]
    area = _panel(surface, rect, title, scale)
    if not bars:
        surface.blit(rendered(tr("Nothing yet"), round(14 * scale), False, TEXT_DIM), area.topleft)
        return
    labels = min(area.w // 2, max(face.size(label)[0] for label, _, _ in bars) + round(8 * scale))
    row = min(round(26 * scale), area.h // len(bars))
    top = max(value for _, value, _ in bars) if most is None else most
    for index, (label, value, shown) in enumerate(bars):
        y = area.y + index * row
        text = face.render(fitted(label, face, labels - round(6 * scale)), True, TEXT)
        surface.blit(text, (area.x, y + (row - text.get_height()) // 2))
        room = area.w - labels - round(44 * scale)
        length = round(room * value / top) if top > 0 else 0
        bar = pygame.Rect(area.x + labels, y + row // 5, max(1, length), row - 2 * (row // 5))
        pygame.draw.rect(surface, BAR, bar, border_radius=round(3 * scale))
        surface.blit(rendered(shown, size, False, TEXT_DIM), (bar.right + round(6 * scale), y +
                     (row - text.get_height()) // 2))


def line_chart(surface: pygame.Surface, rect: pygame.Rect, title: str,
               values: Sequence[float], scale: float) -> None:
    """`values` in order, as a line, with their average as a dashed level; many values are
    drawn faintly, with their running average (over a fortieth of them) over them."""
    area = _panel(surface, rect, title, scale)
    if len(values) < 2:
        surface.blit(rendered(tr("Two games are needed"), round(14 * scale), False, TEXT_DIM),
                     area.topleft)
        return
    low, high = min(0.0, min(values)), max(values)
    span = (high - low) or 1.0
    left = area.x + round(34 * scale)
    width = area.right - left

    def y_of(value: float) -> int:
        return area.bottom - 1 - round((value - low) * (area.h - 1) / span)

    size = round(12 * scale)
    for value in (low, high):
        label = rendered(f"{value:g}", size, False, TEXT_DIM)
        surface.blit(label, label.get_rect(midright=(left - 4, y_of(value))))
        pygame.draw.line(surface, GRID, (left, y_of(value)), (area.right, y_of(value)))
    last = len(values) - 1
    def line(series: Sequence[float], colour: tuple[int, int, int], thickness: int) -> None:
        points = [(left + round(i * (width - 1) / last), y_of(v)) for i, v in enumerate(series)]
        pygame.draw.lines(surface, colour, False, points, thickness)

    if len(values) <= width // 4:
        line(values, BAR, max(1, round(2 * scale)))
    else:
        line(values, FAINT, 1)
        window = max(5, len(values) // 40)
        sums = [0.0, *accumulate(values)]
        running = [(sums[i + 1] - sums[max(0, i + 1 - window)]) / min(i + 1, window)
                   for i in range(len(values))]
        line(running, BAR, max(2, round(3 * scale)))
    mean = sum(values) / len(values)
    for x in range(left, area.right, round(10 * scale)):
        pygame.draw.line(surface, ACCENT, (x, y_of(mean)), (x + round(5 * scale), y_of(mean)))
