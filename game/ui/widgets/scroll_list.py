"""A scrollable column of wrapped text entries, optionally clickable as buttons.

One widget serves the game log, the list of choices, the view of the table and
the rules text. Entries are wrapped and rendered once when they change; a frame
only blits the visible ones, so long texts cost nothing per frame. Only the
images of recently shown entries are kept (the size of every one is): a log of
a long game would otherwise hold thousands of panel-wide lines, tens of MB. An
entry's image is as wide as its words, not the panel: most log lines fill half
of it, and the empty rest was half the kept images' bytes.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.ui.fonts import font, render
from game.ui.palette import ACCENT, HIGHLIGHT, PANEL, PANEL_EDGE, TEXT, TEXT_DIM

# style -> (font size in layout units, bold, colour, indent in units)
STYLES: dict[str, tuple[int, bool, tuple[int, int, int], int]] = {
    "h1": (24, True, ACCENT, 0),
    "h2": (19, True, ACCENT, 0),
    "body": (16, False, TEXT, 0),
    "bullet": (16, False, TEXT, 18),
    "dim": (14, False, TEXT_DIM, 0),
    "head": (15, True, TEXT, 0),  # a table's header row; cells are split by tabs
    "row": (15, False, TEXT, 0),
}
KEPT_IMAGES = 16  # rendered entries kept at least (else twice those on screen): a page back
# scrolls without drawing, further back draws again (64 were 3.7 MB of a log at 1920x1080)


@dataclass(frozen=True)
class Entry:
    text: str
    style: str = "body"
    detail: str = ""  # a second, dimmer line (an action's notation under its description)


def wrap(text: str, face: pygame.font.Font, width: int) -> list[str]:
    """Split `text` into lines no wider than `width` pixels, breaking at spaces; a word
    wider than a line by itself (a file's path) is broken too, rather than cut off.

    Measured with `face` alone: a symbol drawn from the fallback font is about as
    wide as the box `face` has for it.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            *whole_lines, word = _broken(word, face, width)
            if whole_lines:
                lines += [line, *whole_lines] if line else whole_lines
                line = ""
            trial = f"{line} {word}" if line else word
            if face.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


BREAKS = "/\\-_."  # where a word too long for a line is best broken: after one of these


def _broken(word: str, face: pygame.font.Font, width: int) -> list[str]:
    """`word` in pieces each no wider than `width`: cut after the last of BREAKS that
    fits, else between two characters (never before a mark that sits on a letter).
    Words joined by a no-break space ("-5 passengers") are kept whole, as they asked."""
    pieces = []
    while len(word) > 1 and "\u00a0" not in word and face.size(word)[0] > width:
        cut = 1
        while cut < len(word) and face.size(word[:cut + 1])[0] <= width:
            cut += 1
        while 1 < cut < len(word) and unicodedata.combining(word[cut]):
            cut -= 1
        soft = max(word.rfind(mark, 0, cut) for mark in BREAKS)
        cut = soft + 1 if soft > 0 else cut
        pieces.append(word[:cut])
        word = word[cut:]
    return [*pieces, word]


class ScrollList:
    def __init__(
        self,
        rect: pygame.Rect,
        scale: float,
        clickable: bool = False,
        stick_to_bottom: bool = False,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.clickable = clickable
        self.stick_to_bottom = stick_to_bottom
        self.entries: list[Entry] = []
        self._sizes: list[tuple[int, int]] = []
        self._images: OrderedDict[Entry, pygame.Surface] = OrderedDict()  # least recent first
        self._kept = KEPT_IMAGES
        self._tops: list[int] = []
        self._height = 0
        self.offset = 0
        self.pad = round(6 * scale)
        self.gap = round(6 * scale)

    def u(self, value: float) -> int:
        return round(value * self.scale)

    def set_entries(self, entries: list[Entry]) -> None:
        if entries == self.entries and self._sizes:
            return
        # A growing log renders only its new lines: known entries keep their size.
        known = dict(zip(self.entries, self._sizes, strict=True))
        self.entries = list(entries)
        current = set(entries)
        self._images = OrderedDict(
            (entry, image) for entry, image in self._images.items() if entry in current
        )
        self._sizes = [
            known.get(entry) or (self._entry_width, self._image(entry).get_height())
            for entry in entries
        ]
        self._tops = []
        y = self.pad
        for _, height in self._sizes:
            self._tops.append(y)
            y += height + self.gap
        self._height = y
        self.offset = (
            self._max_offset() if self.stick_to_bottom else min(self.offset, self._max_offset())
        )

    def let_go(self) -> None:
        """The entries' images go while the list is not shown; each is drawn again when
        it is."""
        self._images.clear()

    @property
    def _entry_width(self) -> int:
        """How wide an entry is laid out (and a clickable one's box drawn)."""
        return self.rect.width - 2 * self.pad - self.u(10)

    def _image(self, entry: Entry) -> pygame.Surface:
        """The entry rendered, from the kept images or afresh; now the most recent."""
        image = self._images.get(entry)
        if image is not None:
            self._images.move_to_end(entry)
            return image
        image = self._images[entry] = self._render(entry)
        while len(self._images) > self._kept:
            self._images.popitem(last=False)
        return image

    def _render(self, entry: Entry) -> pygame.Surface:
        if entry.style in ("head", "row"):
            return self._render_row(entry)
        size, bold, colour, indent = STYLES[entry.style]
        size = self.u(size)
        inset = self.u(indent) + (self.u(10) if self.clickable else 0)
        width = self.rect.width - 2 * self.pad - inset - self.u(14)
        lines = [
            render(line, size, colour, bold) for line in wrap(entry.text, font(size, bold), width)
        ]
        line_height = font(size, bold).get_linesize()
        if entry.detail:
            small, _, dim, _ = STYLES["dim"]
            small = self.u(small)
            lines += [render(line, small, dim) for line in wrap(entry.detail, font(small), width)]
        extra = self.u(12) if self.clickable else 0
        if entry.style in ("h1", "h2") and not self.clickable:
            extra = self.u(16)  # room above a heading, so sections stand apart
        words = max((inset + line.get_width() for line in lines), default=0)
        height = sum(line.get_height() for line in lines) + extra
        surface = pygame.Surface((max(1, min(self._entry_width, words)), height), pygame.SRCALPHA)
        y = extra if entry.style in ("h1", "h2") else extra // 2
        for line in lines:
            surface.blit(line, (inset, y))
            y += line.get_height()
        if entry.style == "bullet":
            pygame.draw.circle(surface, colour, (self.u(8), line_height // 2), self.u(3))
        return surface

    def _render_row(self, entry: Entry) -> pygame.Surface:
        """A table row: the cells in equal columns, cut to fit rather than wrapped."""
        size, bold, colour, _ = STYLES[entry.style]
        cells = entry.text.split("\t")
        width = self._entry_width
        column = width // max(1, len(cells))
        face = font(self.u(size), bold)
        surface = pygame.Surface((width, face.get_linesize() + self.u(2)), pygame.SRCALPHA)
        if entry.style == "head":
            pygame.draw.line(
                surface, colour, (0, surface.get_height() - 1), (width, surface.get_height() - 1)
            )
        for i, cell in enumerate(cells):
            text = render(cell, self.u(size), colour, bold)
            surface.blit(
                text, (i * column, 0), area=pygame.Rect(0, 0, column - self.u(8), text.get_height())
            )
        return surface

    def _max_offset(self) -> int:
        return max(0, self._height - self.rect.height)

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> int | None:
        """Scroll on the wheel; the index of the entry clicked, when clickable (a heading
        is drawn as a heading, not a button, but its index is returned all the same)."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y * self.u(40))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.clickable:
            return self.index_at(event.pos)
        return None

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self._max_offset(), self.offset + pixels))

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        y = pos[1] - self.rect.y + self.offset
        for index, (top, (_, height)) in enumerate(zip(self._tops, self._sizes, strict=True)):
            if top <= y < top + height:
                return index
        return None

    def entry_rect(self, index: int) -> pygame.Rect:
        """Where entry `index` is on screen now (tests click there)."""
        return pygame.Rect(
            (self.rect.x + self.pad, self.rect.y + self._tops[index] - self.offset),
            self._sizes[index],
        )

    def scroll_to(self, index: int) -> None:
        self.offset = min(self._max_offset(), max(0, self._tops[index] - self.pad))

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, PANEL, self.rect, border_radius=self.u(6))
        pygame.draw.rect(surface, PANEL_EDGE, self.rect, width=1, border_radius=self.u(6))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2, -2))
        mouse = pygame.mouse.get_pos()
        shown = 0
        for index, (width, height) in enumerate(self._sizes):
            top = self.rect.y + self._tops[index] - self.offset
            if top > self.rect.bottom:
                break
            if top + height < self.rect.y:
                continue
            shown += 1
            if self.clickable and self.entries[index].style not in ("h1", "h2"):
                box = pygame.Rect(self.rect.x + self.pad, top, width, height)
                hovered = box.collidepoint(mouse)
                pygame.draw.rect(
                    surface, HIGHLIGHT if hovered else (44, 59, 74), box, border_radius=self.u(5)
                )
                pygame.draw.rect(
                    surface,
                    ACCENT if hovered else PANEL_EDGE,
                    box,
                    width=1,
                    border_radius=self.u(5),
                )
            surface.blit(self._image(self.entries[index]), (self.rect.x + self.pad, top))
        surface.set_clip(clip)
        self._kept = max(self._kept, 2 * shown)
        if self._height > self.rect.height:
            self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(
            self.rect.right - self.u(8), self.rect.y + 4, self.u(5), self.rect.height - 8
        )
        length = max(self.u(20), track.height * self.rect.height // self._height)
        top = track.y + (track.height - length) * self.offset // max(1, self._max_offset())
        pygame.draw.rect(surface, (24, 28, 34), track, border_radius=3)
        pygame.draw.rect(surface, TEXT_DIM, (track.x, top, track.width, length), border_radius=3)
