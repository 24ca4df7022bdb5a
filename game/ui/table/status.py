"""The line under the table: what was said (a refusal, a hint, a turn's note) for a few
seconds, else what the mouse is over.

Something said stays `SAID_FOR` seconds, then the line goes back to what stands
(an autosave that failed) or to nothing; meanwhile the screen wakes once more to
clear it. A long line (a hint's reason, a refusal naming cards) wraps onto the
lines its box has room for; only what runs past the last one is cut, with '…'.
"""

from __future__ import annotations

import pygame

from game.texts import sentence
from game.ui.fonts import fitted, font, rendered
from game.ui.palette import TEXT
from game.ui.widgets.scroll_list import wrap

REASON = (255, 150, 120)  # the colour of a refusal on the line under the table
SAID_FOR = 6.0  # seconds something said stays on the line


class StatusLine:
    """What the table says now ('' for nothing), and for how long still."""

    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0  # seconds until what was said goes
        self.colour = REASON  # a refusal's; a hint is said in the hint's own colour

    def say(self, reason: str, colour: tuple[int, int, int] = REASON) -> None:
        """Show `reason` (the engine's words, or the session's) for a few seconds, in
        `colour` (a refusal's unless told)."""
        self.text = sentence(reason) if reason else ""
        self.left = SAID_FOR
        self.colour = colour

    def hush(self) -> None:
        """What was said is over: the table moved on (a computer played), so a note about
        the turn before would be read as about this one. The line shows what stands."""
        self.left = 0.0

    def update(self, dt: float, standing: str | None) -> None:
        """Time passes; once what was said has stood long enough, the line shows `standing`
        (an autosave's failure) or nothing."""
        self.left -= dt
        if self.left <= 0:
            self.text = standing or ""

    def due_in(self) -> float | None:
        """Seconds until the line must be cleared (a frame is due then); None: never."""
        return self.left if self.text and self.left > 0 else None

    def draw(self, surface: pygame.Surface, box: pygame.Rect, size: int, hover: str) -> None:
        """What was said, else `hover` (what the mouse is over), at the foot of `box`."""
        draw_line(surface, self.text or hover, self.colour if self.text else None, box, size)


def draw_line(surface: pygame.Surface, line: str, said: tuple[int, int, int] | None,
              box: pygame.Rect, size: int) -> None:
    """`line` at the foot of `box`, wrapped onto the lines `box` has room for; one `said`
    (a refusal or a hint, not a hover) in bold, in its colour."""
    if not line:
        return
    face = font(size, said is not None)
    step = face.get_linesize()
    rows = max(1, box.h // step)
    lines = wrap(line, face, box.w)
    if len(lines) > rows:
        lines = [*lines[:rows - 1], fitted(" ".join(lines[rows - 1:]), face, box.w)]
    top = box.bottom - len(lines) * step
    for row, text in enumerate(lines):
        surface.blit(rendered(text, size, said is not None, said or TEXT),
                     (box.x, top + row * step))
