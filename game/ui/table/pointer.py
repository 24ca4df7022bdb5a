"""The mouse over a table: where it is, the piece it carries, what it is over, refusals.

A piece the mouse carries (`Carried`: a card, a train, a token) follows it with
a soft shadow beneath; what it is and what dropping it means are the board's.
The pointer hands each press and release to the board under it, and tells again
what the mouse is over after every move of it and every change of the game (the
hover line under the table), cleared when the turn passes. A refused drop or
click glides the carried piece home and says why; a lesson words the reason as
its step's nudge.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.ui.motion import Motion
from game.ui.table.status import StatusLine

Point = tuple[int, int]


@dataclass
class Carried:
    """A piece following the mouse: its picture, where the mouse holds it, where it lay."""

    image: pygame.Surface
    offset: Point  # the mouse's place on the picture
    pos: Point  # the mouse
    home: Point  # the picture's top left where it was picked up; a refusal glides it back

    @property
    def corner(self) -> Point:
        """The picture's top left under the mouse."""
        return (self.pos[0] - self.offset[0], self.pos[1] - self.offset[1])


def draw_carried(surface: pygame.Surface, carried: Carried) -> None:
    """The carried piece with a soft shadow beneath, lifted off the table: the shadow has
    the piece's own shape (a train's picture is mostly clear; its box was a grey square)."""
    x, y = carried.corner
    shadow = pygame.mask.from_surface(carried.image).to_surface(
        setcolor=(0, 0, 0, 64), unsetcolor=(0, 0, 0, 0))
    surface.blit(shadow, (x + 5, y + 6))
    surface.blit(carried.image, (x, y))


class Pressed(Protocol):
    """What the pointer asks of the board under it."""

    def hover_text(self, pos: Point) -> str:
        """What the mouse at `pos` is over, in words ('' for nothing)."""
        ...

    def press(self, pos: Point) -> bool:
        """The left button went down at `pos`; True when the board took the press whole."""
        ...

    def release(self, pos: Point) -> bool:
        """The left button came up at `pos`; True when the board took the release whole."""
        ...


class Pointer:
    def __init__(self, motion: Motion, status: StatusLine, turn: int | None,
                 nudge: Callable[[str], str] | None = None) -> None:
        """`turn`: the seat acting now (the hover line is cleared when that changes);
        `nudge`: how a lesson words a refusal's reason, if one is followed."""
        self.motion = motion
        self.status = status
        self.nudge = nudge
        self.mouse: Point = (0, 0)
        self._carried: Carried | None = None
        self.hover = ""  # what the mouse is over, in words
        self._hover_turn = turn
        # What the last refusal said and where: the board draws it there (a callout) while
        # the line under the table still says it.
        self.said_at: tuple[str, Point] = ("", (0, 0))

    @property
    def carried(self) -> Carried | None:
        """The piece following the mouse, if any."""
        return self._carried

    @carried.setter
    def carried(self, piece: Carried | None) -> None:
        """A piece lifted anew ends what the last refusal said: it told of a drop that is
        over (the line under the table said "Drop the card on its station" while a train
        was being dragged). A hint said meanwhile stays: it tells what to carry."""
        if piece is not None and self._carried is None and self.said_at[0] == self.status.text:
            self.status.hush()
        self._carried = piece

    def take_event(self, event: pygame.event.Event, board: Pressed) -> bool:
        """Follow the mouse over `board` and hand it the left button's presses and releases;
        True when the board took the event whole."""
        left = getattr(event, "button", 0) == 1
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.carried is not None:
                self.carried.pos = event.pos
            self.hover = board.hover_text(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and left:
            self.mouse = event.pos
            return board.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and left:
            self.mouse = event.pos
            return board.release(event.pos)
        return False

    def refuse(self, carried: Carried | None, reason: str, at: Point | None = None) -> None:
        """A refused drop or click: the carried piece glides home, and the reason is said,
        on the line under the table and `at` the place refused (the mouse, unless told)."""
        if carried is not None:
            self.motion.glide(carried.image, carried.corner, carried.home)
        self.status.say(self.nudge(reason) if self.nudge is not None and reason else reason)
        if reason:
            self.said_at = (self.status.text, at or self.mouse)

    def refusal_shown(self) -> tuple[str, Point] | None:
        """The last refusal and where it was refused, while the line under the table still
        says it; None once that line says something else, and while a piece is carried
        (it has its own caption: the old reason would tell of a drop that is over)."""
        said, near = self.said_at
        shown = said and said == self.status.text and self.carried is None
        return (said, near) if shown else None

    def put_back(self) -> None:
        """The piece carried goes home, nothing said (the game changed under it)."""
        if self.carried is not None:
            self.refuse(self.carried, "")
            self.carried = None

    def rehover(self, turn: int | None, board: Pressed) -> None:
        """The hover line told again for `board` as it is now; cleared when the turn passed
        (`turn`: the seat acting now)."""
        passed = turn != self._hover_turn
        self._hover_turn = turn
        self.hover = "" if passed else board.hover_text(self.mouse)
