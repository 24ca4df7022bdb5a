"""A board: a game's own picture of the table and its gestures, and what the screen lends it.

The table screen (screen.py) is the same for every game; what differs is its
board: Freight Train's table of cards, the Koplopers map, or the generic listing
of a game with no table of its own. A board is made of a `TableContext` (the
session, the app's services and the screen's parts) and answers the `Board`
protocol: it lays itself out and says where the turn's controls go, makes its
own widgets, is brought in line after every change of the game, takes the
mouse's presses and releases (the pointer follows the mouse), its own buttons
and keys, shows what the engine's events did (glides and sounds), and draws
the whole table, header included, in its own order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.event import Event
from game.ui.hints import HintAsker
from game.ui.motion import Motion
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.controls import Controls, Places
from game.ui.table.flow import GameFlow
from game.ui.table.pointer import Carried, Point, Pointer
from game.ui.table.status import StatusLine


class Perform(Protocol):
    def __call__(self, actions: Sequence[Action], carried: Carried | None = None,
                 shown: bool = True) -> bool:
        """Play `actions` in turn for the person to move, showing what each did (unless not
        `shown`); at a refusal stop, glide `carried` home, say why and return False."""
        ...


@dataclass(frozen=True)
class TableContext:
    """What the table screen lends its board."""

    services: Services
    session: Session
    motion: Motion  # glides
    pointer: Pointer  # the mouse, the piece it carries, what it is over
    status: StatusLine  # the line under the table
    controls: Controls  # the log panel and the turn's buttons
    flow: GameFlow  # the game between moves: computer turns, their pace, what the table waits for
    hints: HintAsker  # the hint shown, lit on the table
    perform: Perform

    def u(self, value: float) -> int:
        """A length in layout units, scaled by the app's one UI scale."""
        return self.services.display.u(value)

    @property
    def scale(self) -> float:
        return self.services.display.scale

    @property
    def size(self) -> tuple[int, int]:
        return self.services.display.size


def state_key(session: Session) -> tuple[int, int | None, int, bool]:
    """What a table follows of its game: a change means it is brought in line (and its
    pictures drawn again)."""
    game = session.game
    return len(game.actions), game.current_player, len(session.redo_stack), (
        session.awaiting_confirm)


class Board(Protocol):
    """A game's own table on the screen every game is played on."""

    # The seat the table is about (the big area): it follows the seat to act once nothing
    # glides or is carried; the game moves on only while it shows that seat.
    shown: int

    def lay_out(self) -> Places:
        """Work out where everything lies for the window size and the seat shown; where the
        turn's controls go."""
        ...

    def build(self, ui: pygame_gui.UIManager) -> None:
        """Make the board's own widgets (after lay_out) in the screen's manager `ui`."""
        ...

    def refreshed(self, legal: list[Action]) -> None:
        """The game changed (or the screen was laid out again): bring the board in line, its
        header too. `legal`: what the person to move may do (none while nobody may)."""
        ...

    def show_seat(self, seat: int) -> None:
        """`seat`, now to act, takes the big area."""
        ...

    def take_event(self, event: pygame.event.Event) -> bool:
        """A first look at every event (before the log panel and the pointer); True when the
        board took it whole."""
        ...

    def hover_text(self, pos: Point) -> str:
        """What the mouse at `pos` is over, in words ('' for nothing)."""
        ...

    def press(self, pos: Point) -> bool:
        """The left button went down at `pos`; True when the board took the press whole."""
        ...

    def release(self, pos: Point) -> bool:
        """The left button came up at `pos`; True when the board took the release whole."""
        ...

    def button(self, button: pygame_gui.core.UIElement) -> bool:
        """A widget was pressed; True when it was one of the board's own."""
        ...

    def key(self, event: pygame.event.Event) -> bool:
        """A key went down that no widget took; True when it was one of the board's own."""
        ...

    def show_played(self, seat: int, action: Action, events: Sequence[Event],
                    carried: Carried | None) -> None:
        """`action`, played by `seat`, did `events`: glide and sound them. `carried` is the
        piece the person dropped to play it (its glide starts where it was let go)."""
        ...

    def landed(self) -> None:
        """A glide landed this frame."""
        ...

    def forget_choices(self) -> None:
        """Undo or Redo: let go of choices under way (a selection, a dialog of one's own)."""
        ...

    def resumed(self) -> None:
        """The screen over the table closed (after the table was brought in line)."""
        ...

    def covered(self) -> None:
        """Another screen is over the table: let go of the pictures kept for fast frames."""
        ...

    def draw(self, surface: pygame.Surface, keep: bool) -> None:
        """The whole table, its header, the log panel, the glides, the piece carried and the
        line under it; `keep`: pictures may be kept for the next frames (not while covered,
        when it is drawn once, into an overlay's backdrop)."""
        ...


# A board made for the screen that lends it the context.
BoardMaker = Callable[[TableContext], Board]
