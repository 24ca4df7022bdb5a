"""Where everything lies on the Koplopers screen, for one window size.

The map takes the left; the right-hand column holds the organizer cards (the
seat to move gets the big one, with its hand), the game log and the buttons.
Under the map runs the bar of the selected train's actions and the status
line. Every rect is computed here once per size, for drawing, hit-tests and
the tests' synthetic clicks alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.scale import room_for

HAND_SLOTS = 5
REASON_ROOM = 42  # pixels at UI scale 1 over End turn for why the turn cannot end: two lines


@dataclass
class BoardLayout:
    size: tuple[int, int]
    seats: int
    shown: int  # the seat with the big organizer
    f: float = 1.0
    header: int = 56
    map_area: pygame.Rect = field(default_factory=pygame.Rect)
    action_bar: pygame.Rect = field(default_factory=pygame.Rect)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    organizers: dict[int, pygame.Rect] = field(default_factory=dict)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    end_turn: pygame.Rect = field(default_factory=pygame.Rect)
    small_buttons: list[pygame.Rect] = field(default_factory=list)
    dialog: pygame.Rect = field(default_factory=pygame.Rect)
    card: tuple[int, int] = (40, 56)

    def __post_init__(self) -> None:
        w, h = self.size
        self.f = room_for(self.size)  # a table always fills its window
        s = self.scaled
        self.header = s(56)
        right = min(s(440), w // 2 - s(20))
        column = pygame.Rect(w - right - s(8), self.header + s(6), right, 0)
        self.map_area = pygame.Rect(s(8), self.header + s(4), column.x - s(16),
                                    h - self.header - s(4) - s(92))
        self.action_bar = pygame.Rect(self.map_area.x, self.map_area.bottom + s(6),
                                      self.map_area.w, s(36))
        # Two lines: a hint's reason or a long refusal wraps rather than being cut.
        self.status = pygame.Rect(self.map_area.x, h - s(48), self.map_area.w, s(44))
        self.card = (s(40), s(56))
        rows = 1 if self.across else 3  # four or more seats: a compact card's trains side by side
        big, small = s(236), s(30) + rows * (self.small_row + s(2))
        y = column.y
        order = [(self.shown + k) % self.seats for k in range(self.seats)]
        for seat in order:
            height = big if seat == self.shown else small
            self.organizers[seat] = pygame.Rect(column.x, y, column.w, height)
            y += height + s(6)
        bottom = h - s(8)
        row = s(38)
        third = (column.w - 2 * s(6)) // 3
        self.small_buttons = [
            pygame.Rect(column.x + i * (third + s(6)), bottom - row, third, row) for i in range(3)
        ]
        self.end_turn = pygame.Rect(column.x, bottom - 2 * row - s(6), column.w, row)
        reason = s(REASON_ROOM)  # over the End turn button: why the turn cannot end yet
        self.log = pygame.Rect(column.x, y, column.w, max(0, self.end_turn.y - reason - y))
        dw, dh = min(self.map_area.w - s(20), s(620)), min(self.map_area.h - s(20), s(380))
        self.dialog = pygame.Rect(0, 0, dw, dh)
        self.dialog.center = self.map_area.center

    def scaled(self, value: float) -> int:
        return max(1, round(value * self.f))

    @property
    def small_row(self) -> int:
        """A train's row on a compact organizer."""
        return self.scaled(24 if self.seats < 4 else 22)

    @property
    def across(self) -> bool:
        """With four seats or more a compact organizer holds its three trains side by side in
        one row, so the log keeps room for what the computers did."""
        return self.seats >= 4

    # --- inside an organizer ----------------------------------------------------------------
    def title_row(self, seat: int) -> pygame.Rect:
        box = self.organizers[seat]
        return pygame.Rect(box.x, box.y, box.w, self.scaled(26))

    def train_row(self, seat: int, number: int) -> pygame.Rect:
        """The row of train `number` (1-3) on a seat's organizer card."""
        s = self.scaled
        box = self.organizers[seat]
        top = box.y + s(28)
        if seat != self.shown and self.across:
            width = (box.w - s(12) - 2 * s(4)) // 3
            return pygame.Rect(box.x + s(6) + (number - 1) * (width + s(4)), top, width,
                               self.small_row)
        height = s(44) if seat == self.shown else self.small_row
        return pygame.Rect(box.x + s(6), top + (number - 1) * (height + s(2)), box.w - s(12),
                           height)

    def train_icon(self, seat: int, number: int) -> pygame.Rect:
        """The box a train stands in on the organizer (drag it out from here to build)."""
        row = self.train_row(seat, number)
        width = 60 if seat == self.shown else 34 if self.across else 40
        return pygame.Rect(row.x, row.y, self.scaled(width), row.h)

    def hand_card(self, index: int) -> pygame.Rect:
        s = self.scaled
        row = self.train_row(self.shown, 3)
        return pygame.Rect(row.x + index * (self.card[0] + s(6)), row.bottom + s(22), *self.card)

    def repair_card(self) -> pygame.Rect:
        s = self.scaled
        first = self.hand_card(HAND_SLOTS)
        return pygame.Rect(first.x + s(10), first.y, *self.card)

    # --- inside a dialog ---------------------------------------------------------------------
    def dialog_side(self, side: int) -> pygame.Rect:
        """The left (0) or right (1) half of the dialog, under its title."""
        s = self.scaled
        box = self.dialog
        half = (box.w - s(36)) // 2
        top = s(78)  # under the title and two lines of hint
        return pygame.Rect(box.x + s(12) + side * (half + s(12)), box.y + top, half,
                           box.h - top - s(74))

    def dialog_button(self, index: int, count: int) -> pygame.Rect:
        s = self.scaled
        box = self.dialog
        width = min(s(170), (box.w - s(24) - (count - 1) * s(8)) // max(1, count))
        total = count * width + (count - 1) * s(8)
        x = box.centerx - total // 2 + index * (width + s(8))
        return pygame.Rect(x, box.bottom - s(48), width, s(38))
