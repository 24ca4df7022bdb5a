"""Typed places on a table: where a gesture (a press, a drop, a click) lands.

A front end never builds or parses strings such as "train:2": it names the
place it was pressed or dropped on with a Target, and asks the game what that
gesture means (`Game.action_for`, in the spirit of python-chess's
`Board.find_move`). Each game declares its own kinds of place.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True, order=True)
class Target:
    """A place of one kind ("row", "train", "station", ...), numbered within its kind."""

    kind: str
    index: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.index}"
