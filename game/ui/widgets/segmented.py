"""A segmented choice: one button per value in a row, the chosen one lit.

A choice among a few values (a language, an animation speed, a UI scale, a computer
level) is read at a glance and changed with one click when every value is in view;
a button that cycles through them shows only one, and says nothing of the others
until it has been clicked round.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import pygame
import pygame_gui

Value = TypeVar("Value")
GAP = 4  # pixels between two segments


def segment_rects(row: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`row` cut into `count` equal segments with a small gap between them."""
    width = (row.w - GAP * (count - 1)) / count
    return [pygame.Rect(round(row.x + i * (width + GAP)), row.y, round(width), row.h)
            for i in range(count)]


class Segmented(Generic[Value]):
    """The buttons of one choice; `value_of(button)` says which value a pressed one chose."""

    def __init__(self, row: pygame.Rect, values: Sequence[Value], labels: Sequence[str],
                 chosen: Value, ui: pygame_gui.UIManager,
                 tool_tip: str | None = None) -> None:
        self.values = tuple(values)
        self.chosen = chosen
        self.rects = segment_rects(row, len(self.values))
        self.buttons = [
            pygame_gui.elements.UIButton(rect, label, ui, tool_tip_text=tool_tip,
                                         object_id="#on" if value == chosen else None)
            for rect, value, label in zip(self.rects, self.values, labels, strict=True)
        ]

    def value_of(self, button: object) -> tuple[bool, Value | None]:
        """(True, its value) when `button` is one of this choice's, else (False, None)."""
        for candidate, value in zip(self.buttons, self.values, strict=True):
            if candidate is button:
                return True, value
        return False, None

    def button_for(self, value: Value) -> pygame_gui.elements.UIButton:
        return self.buttons[self.values.index(value)]
