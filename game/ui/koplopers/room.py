"""The Koplopers board as its rooms see it: the members they share, named as protocols.

The board composes its rooms (pointer.py, dialog_flow.py, painting.py) and hands
each of them itself. Each room types that back-reference with a protocol of its
own, built on these, naming just what it reads or calls of the board: so no room
imports board.py (which imports the rooms), and each says what it depends on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.engine.action import Action
from game.engine.koplopers import KoplopersGame, KoplopersView
from game.ui.koplopers.choices import TrainChoices
from game.ui.koplopers.dialogs import Dialog
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.screen_map import ScreenMap
from game.ui.table.board import TableContext


class BoardCore(Protocol):
    """What every room reads: what the table screen lends the board, the game, the table
    as the seat at the screen may see it, where everything lies and the legal actions."""

    @property
    def context(self) -> TableContext: ...
    @property
    def game(self) -> KoplopersGame: ...
    @property
    def seen(self) -> KoplopersView: ...
    @property
    def layout(self) -> BoardLayout: ...
    @property
    def legal(self) -> Sequence[Action]: ...


class ShownBoard(BoardCore, Protocol):
    """What the board shows, for the pointer to find under the mouse and the painter to
    draw: the map on the screen, the selected train and its choices, a boxed train picked up
    by a click, the seat whose organizer is big and whether its hand is face up, the dialog
    open, the seats' colours."""

    @property
    def screen_map(self) -> ScreenMap: ...
    @property
    def choices(self) -> TrainChoices | None: ...
    @property
    def selected(self) -> int | None: ...
    @property
    def building(self) -> int | None: ...
    @property
    def shown(self) -> int: ...
    @property
    def dialog(self) -> Dialog | None: ...
    def build_sites(self, number: int) -> set[str]: ...
    def hand_face_up(self) -> bool: ...
    def seat_rgb(self, seat: int) -> tuple[int, int, int]: ...
