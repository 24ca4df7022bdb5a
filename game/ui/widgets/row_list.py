"""A list of one-line rows (with a dimmer second line) that stays fast at 10,000 rows.

ScrollList wraps every entry to measure it before the first frame, which is right
for a game log and far too slow for the list of every game a keen player has
kept. Here each row has a height known without drawing it (a heading, or a row
of one or two lines, cut with "…" to fit rather than wrapped), so setting 10,000
rows costs only the sum of their heights, and a frame draws (and keeps the
pictures of) only the rows on screen. With set_rows even the rows' words are
asked for only when a row is shown. It answers the same calls as a clickable
ScrollList: set_entries, handle_event, entry_rect, scroll_to, draw.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Sequence
from itertools import accumulate

import pygame

from game.ui.fonts import fitted, font
from game.ui.palette import ACCENT, HIGHLIGHT, PANEL, PANEL_EDGE, TEXT, TEXT_DIM
from game.ui.widgets.scroll_list import Entry

# Pictures of rows kept for scrolling back: about two windows' worth (a row's picture is
# 100-200 KB; 128 of them took 18 MB for rows long off screen).
KEPT_ROWS = 40
HEADING = ("h2", False)  # a row's shape: its style and whether it has a second line


class RowList:
    def __init__(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.entries: Sequence[Entry] = []
        self._entry_at: Callable[[int], Entry] = self._listed_entry
        self._shapes: list[tuple[str, bool]] = []
        self.offset = 0
        self.pad = self.u(6)
        self.gap = self.u(6)
        self._tops: list[int] = []
        self._heights: list[int] = []
        self._height = 0
        self._images: OrderedDict[int, pygame.Surface] = OrderedDict()
        self._dragging = False  # the scroll bar is held: the list follows the mouse

    def u(self, value: float) -> int:
        return round(value * self.scale)

    def _faces(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        return font(self.u(19), True), font(self.u(16)), font(self.u(14))

    def _row_height(self, shape: tuple[str, bool]) -> int:
        heading, line, detail = self._faces()
        style, second = shape
        if style in ("h1", "h2"):
            return heading.get_linesize() + self.u(10)
        return line.get_linesize() + (detail.get_linesize() if second else 0) + self.u(12)

    def _listed_entry(self, index: int) -> Entry:
        return self.entries[index]

    def set_entries(self, entries: list[Entry]) -> None:
        if entries == self.entries and self._heights:
            return
        self.set_rows([(entry.style, bool(entry.detail)) for entry in entries],
                      self._listed_entry)
        self.entries = list(entries)

    def set_rows(self, shapes: list[tuple[str, bool]], entry_at: Callable[[int], Entry]) -> None:
        """Rows of these shapes, whose words `entry_at(index)` gives when a row is shown."""
        self._shapes, self._entry_at, self.entries = shapes, entry_at, []
        sizes = {shape: self._row_height(shape) for shape in set(shapes)}
        heights = [sizes[shape] for shape in shapes]
        self._heights = heights
        ends = list(accumulate(h + self.gap for h in heights))
        self._tops = [self.pad + end - h - self.gap for end, h in zip(ends, heights, strict=True)]
        self._height = self.pad + (ends[-1] if ends else 0)
        self._images.clear()
        self.offset = min(self.offset, self._max_offset())

    def let_go(self) -> None:
        """Drop the rows' pictures (the list is not drawn for a while: another screen is
        over it); they are drawn again when next shown."""
        self._images.clear()

    def _max_offset(self) -> int:
        return max(0, self._height - self.rect.height)

    @property
    def _width(self) -> int:
        return self.rect.width - 2 * self.pad - self.u(12)

    def _image(self, index: int) -> pygame.Surface:
        image = self._images.get(index)
        if image is not None:
            self._images.move_to_end(index)
            return image
        entry = self._entry_at(index)
        heading, line, detail = self._faces()
        surface = pygame.Surface((self._width, self._heights[index]), pygame.SRCALPHA)
        inset = self.u(10)
        room = self._width - 2 * inset
        if entry.style in ("h1", "h2"):
            text = heading.render(fitted(entry.text, heading, room), True, ACCENT)
            surface.blit(text, (0, self.u(8)))
        else:
            y = self.u(6)
            surface.blit(line.render(fitted(entry.text, line, room), True, TEXT), (inset, y))
            if entry.detail:
                y += line.get_linesize()
                shown = fitted(entry.detail, detail, room)
                surface.blit(detail.render(shown, True, TEXT_DIM), (inset, y))
        self._images[index] = surface
        while len(self._images) > KEPT_ROWS:
            self._images.popitem(last=False)
        return surface

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> int | None:
        """Scroll on the wheel, the scroll bar (held and dragged: thousands of rows are one
        sweep away) and Page Up / Page Down / Home / End; the index of the row clicked (a
        heading's too)."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y * self.u(40))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._dragging = self._height > self.rect.height and self._track().inflate(
                self.u(12), 0).collidepoint(event.pos)
            if self._dragging:
                self._drag_to(event.pos[1])
        elif event.type == pygame.MOUSEMOTION and self._dragging:
            self._drag_to(event.pos[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._dragging:
                self._dragging = False
                return None
            return self.index_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            page = self.rect.height - self.u(40)
            moves = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_HOME: -self._height, pygame.K_END: self._height}
            self.scroll(moves.get(event.key, 0))
        return None

    def _drag_to(self, y: int) -> None:
        """The scroll bar's handle centred on `y`, as near as the track allows."""
        track, length = self._track(), self._handle_length()
        room = max(1, track.height - length)
        self.offset = 0
        self.scroll((y - track.y - length // 2) * self._max_offset() // room)

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self._max_offset(), self.offset + pixels))

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        y = pos[1] - self.rect.y + self.offset
        index = bisect_right(self._tops, y) - 1
        if 0 <= index < len(self._tops) and y < self._tops[index] + self._heights[index]:
            return index
        return None

    def entry_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is on screen now (tests click there)."""
        top = self.rect.y + self._tops[index] - self.offset
        return pygame.Rect(self.rect.x + self.pad, top, self._width, self._heights[index])

    def scroll_to(self, index: int) -> None:
        self.offset = min(self._max_offset(), max(0, self._tops[index] - self.pad))

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, PANEL, self.rect, border_radius=self.u(6))
        pygame.draw.rect(surface, PANEL_EDGE, self.rect, width=1, border_radius=self.u(6))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2, -2))
        mouse = pygame.mouse.get_pos()
        first = max(0, bisect_right(self._tops, self.offset) - 1)
        for index in range(first, len(self._shapes)):
            box = self.entry_rect(index)
            if box.top > self.rect.bottom:
                break
            if self._shapes[index][0] not in ("h1", "h2"):
                hovered = box.collidepoint(mouse)
                pygame.draw.rect(surface, HIGHLIGHT if hovered else (44, 59, 74), box,
                                 border_radius=self.u(5))
                pygame.draw.rect(surface, ACCENT if hovered else PANEL_EDGE, box, width=1,
                                 border_radius=self.u(5))
            surface.blit(self._image(index), box.topleft)
        surface.set_clip(clip)
        if self._height > self.rect.height:
            self._draw_scrollbar(surface)

    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.u(10), self.rect.y + 4, self.u(8),
                           self.rect.height - 8)

    def _handle_length(self) -> int:
        return max(self.u(24), self._track().height * self.rect.height // max(1, self._height))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        track, length = self._track(), self._handle_length()
        top = track.y + (track.height - length) * self.offset // max(1, self._max_offset())
        pygame.draw.rect(surface, (24, 28, 34), track, border_radius=3)
        pygame.draw.rect(surface, TEXT_DIM, (track.x, top, track.width, length), border_radius=3)
