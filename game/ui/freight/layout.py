"""Where everything lies on the Freight Train table, for one window size.

All positions come from here, for drawing, for hit-testing drops and for the
glides, so they always agree. The seat to move gets the big area at the
bottom; the other seats sit compactly in the right-hand column.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui.scale import room_for

MAX_LOCOMOTIVES = 9  # two players on Day 3
TRAIN_COLUMNS = 3
ROW_SLOTS = 8
HAND_SLOTS = 4  # a move holds up to 4 private cars before placing them (Ruling 9)


@dataclass
class TableLayout:
    size: tuple[int, int]
    seats: int
    active: int
    f: float = 1.0
    card: tuple[int, int] = (52, 72)
    header: int = 56  # the height of the game screen's header, in pixels
    yard_lines: list[pygame.Rect] = field(default_factory=list)
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    cabooses: pygame.Rect = field(default_factory=pygame.Rect)
    discard: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)  # the fan of cars in hand
    info: pygame.Rect = field(default_factory=pygame.Rect)
    seat_title: pygame.Rect = field(default_factory=pygame.Rect)
    rows: list[pygame.Rect] = field(default_factory=list)
    trains: list[pygame.Rect] = field(default_factory=list)
    others: dict[int, pygame.Rect] = field(default_factory=dict)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: pygame.Rect = field(default_factory=pygame.Rect)

    def __post_init__(self) -> None:
        w, h = self.size
        self.f = room_for(self.size)  # a table always fills its window
        s = self.scaled
        self.card = cw, ch = s(52), s(72)
        right_width = s(330)
        left = pygame.Rect(s(14), self.header + s(8), w - right_width - s(28), 0)
        left.height = h - left.y - s(10)
        # The Main Yard: five columns, bumper on top, the end car at the bottom.
        column = cw + s(10)
        yard_height = self.bumper_height + ch + 4 * self.yard_step
        self.yard_lines = [
            pygame.Rect(left.x + i * column, left.y, cw, yard_height) for i in range(5)
        ]
        x = left.x + 5 * column + s(14)
        piles_y = left.y + self.bumper_height
        gap = s(22)
        self.pile = pygame.Rect(x, piles_y, cw, ch)
        self.cabooses = pygame.Rect(x + cw + gap, piles_y, cw, ch)
        self.discard = pygame.Rect(x + 2 * (cw + gap), piles_y, cw, ch)
        fan = cw + (HAND_SLOTS - 1) * self.hand_step
        self.hand = pygame.Rect(x + (3 * cw + 2 * gap - fan) // 2, piles_y + ch + s(26), fan, ch)
        info_x = x + 3 * (cw + gap) + s(6)
        self.info = pygame.Rect(info_x, left.y, max(s(120), left.right - info_x), s(100))
        self.buttons = pygame.Rect(info_x, self.info.bottom + s(6), self.info.w, s(92))
        # The seat to move: its title, its two private rows, its locomotives.
        top = left.y + yard_height + s(14)
        self.seat_title = pygame.Rect(left.x, top, left.w, s(30))
        row_width = self.bumper_width + ROW_SLOTS * (cw + s(4)) + s(8)
        self.rows = [
            pygame.Rect(left.x, top + s(34) + i * (ch + s(8)), row_width, ch + s(4))
            for i in range(2)
        ]
        trains_top = self.rows[-1].bottom + s(10)
        # Two lines: a hint's reason or a long refusal wraps rather than being cut.
        self.status = pygame.Rect(left.x, h - s(52), left.w, s(46))
        slot_w = left.w // TRAIN_COLUMNS
        slot_h = max(s(56), min(ch + s(24), (self.status.y - trains_top) // 3))
        self.trains = [
            pygame.Rect(
                left.x + (i % TRAIN_COLUMNS) * slot_w,
                trains_top + (i // TRAIN_COLUMNS) * slot_h,
                slot_w - s(8),
                slot_h - s(4),
            )
            for i in range(MAX_LOCOMOTIVES)
        ]
        # The other seats, compact, then the game log, in the right-hand column.
        rx = w - right_width - s(6)
        others = [(self.active + k) % self.seats for k in range(1, self.seats)]
        other_h = s(104)
        self.others = {
            seat: pygame.Rect(rx, self.header + s(8) + k * (other_h + s(6)), right_width, other_h)
            for k, seat in enumerate(others)
        }
        log_top = self.header + s(8) + len(others) * (other_h + s(6))
        self.log = pygame.Rect(rx, log_top, right_width, h - log_top - s(64))

    def scaled(self, value: float) -> int:
        return max(1, round(value * self.f))

    @property
    def bumper_height(self) -> int:
        return self.scaled(18)

    @property
    def bumper_width(self) -> int:
        return self.scaled(18)

    @property
    def yard_step(self) -> int:
        return self.scaled(26)

    # --- single card places ---------------------------------------------------------------
    def yard_card(self, line: int, index: int) -> pygame.Rect:
        """Line is 0-based; index 0 sits next to the bumper."""
        column = self.yard_lines[line]
        y = column.y + self.bumper_height + index * self.yard_step
        return pygame.Rect(column.x, y, *self.card)

    @property
    def hand_step(self) -> int:
        """Cars in hand lie side by side, so each one's name stays readable."""
        return self.card[0] + self.scaled(3)

    def hand_card(self, index: int) -> pygame.Rect:
        """Car `index` of the hand, in the order taken; each overlaps the one before."""
        return pygame.Rect(self.hand.x + index * self.hand_step, self.hand.y, *self.card)

    def row_card(self, row: int, index: int, count: int) -> pygame.Rect:
        """A private-row card; rows longer than 8 (unlimited variant) close up."""
        strip = self.rows[row]
        room = strip.w - self.bumper_width - self.card[0] - self.scaled(8)
        step = self.card[0] + self.scaled(4)
        if count > ROW_SLOTS:
            step = min(step, room // max(1, count - 1))
        x = strip.x + self.bumper_width + self.scaled(4) + index * step
        return pygame.Rect(x, strip.y + self.scaled(2), *self.card)

    def train_card(self, slot: int, index: int, count: int) -> pygame.Rect:
        """Card `index` of a train of `count` cars behind the locomotive in `slot`.

        Cars lie side by side while the lane has room, and close up only as much
        as a longer train needs to fit it.
        """
        box = self.train_box(slot)
        cw, ch = self.train_card_size
        first = box.x + cw + self.scaled(3)
        return pygame.Rect(first + index * self.train_step(slot, count), box.bottom - ch, cw, ch)

    def train_step(self, slot: int, count: int) -> int:
        """How far apart the cars of a train of `count` cars in `slot` lie."""
        box = self.train_box(slot)
        cw = self.train_card_size[0]
        room = box.right - (box.x + cw + self.scaled(3)) - cw
        return min(cw + self.scaled(3), room // max(1, count - 1))

    def locomotive(self, slot: int) -> pygame.Rect:
        box = self.train_box(slot)
        cw, ch = self.train_card_size
        return pygame.Rect(box.x, box.bottom - ch, cw, ch)

    @property
    def train_label_height(self) -> int:
        return self.scaled(16)

    def train_box(self, slot: int) -> pygame.Rect:
        return self.trains[slot]

    @property
    def train_card_size(self) -> tuple[int, int]:
        """Train cards sit under a one-line label: which train, what kind, how long."""
        ch = min(self.card[1], self.trains[0].h - self.train_label_height)
        return round(ch * self.card[0] / self.card[1]), ch
