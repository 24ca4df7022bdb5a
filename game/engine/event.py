"""What happened when an action was played: the records apply() returns.

The record of a game stays the list of actions; events are what a front end
needs to show the change (a car glides from a line to a train, a train rides
sections s1…sn, a token is delivered, a day is scored) and what the game log
is written from, so nobody reconstructs what happened by diffing the state
before and after (pokerkit returns one operation per step in the same spirit).
Each game defines its own frozen subclasses.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence


@dataclasses.dataclass(frozen=True)
class Event:
    """One thing that happened. Subclasses are frozen dataclasses of plain values."""

    def log_line(self, players: Sequence[str]) -> str | None:
        """The game-log line for this event, or None when the log does not show it."""
        return None
