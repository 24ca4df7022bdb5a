"""Riding: where a train can get to with the action points of one turn, and by which way.

A breadth-first walk over the board's ride table: the first time a position is
reached is the cheapest, so its depth is the cost in action points and its
parent chain is the way the train goes (which the UI uses to glide it along).
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.koplopers.board import Position
from game.engine.koplopers.state import ACTION_POINTS, State, Train


class RideSearch:
    """Ride searches over one game's state, cached until the state next changes."""

    def __init__(self, state: State, may_enter: Callable[[Position], bool]) -> None:
        """`may_enter` is the rules' answer whether a ride may come onto a position."""
        self.state = state
        self.may_enter = may_enter
        self._reach: dict[int, dict[Position, int]] = {}
        self._came_from: dict[int, dict[Position, Position]] = {}

    def forget(self) -> None:
        self._reach.clear()
        self._came_from.clear()

    def reach(self, train: Train) -> dict[Position, int]:
        """Where the active player's `train` can ride to, and for how many sections.

        Ruling 2: a ride may pass trains but not end on one, and stops before an
        obstructed station (Rules.may_enter); construction sites are not ridden into.
        """
        cached = self._reach.get(train.number)
        if cached is not None:
            return cached
        s = self.state
        assert train.position is not None
        start = train.position
        cost: dict[Position, int] = {start: 0}
        came_from: dict[Position, Position] = {}
        frontier = [start]
        for depth in range(1, ACTION_POINTS + 1):
            following = []
            for here in frontier:
                for there, _ in s.board.steps[here]:
                    if there in cost or not self.may_enter(there):
                        continue
                    cost[there] = depth
                    came_from[there] = here
                    following.append(there)
            frontier = following
        found = {p: c for p, c in cost.items() if c and p[0] not in s.occupied}
        self._reach[train.number] = found
        self._came_from[train.number] = came_from
        return found

    def path(self, train: Train, to: Position) -> list[Position]:
        """The sections a ride of the active player's `train` to `to` goes over, in order."""
        if to not in self.reach(train):
            return []
        steps = [to]
        came_from = self._came_from[train.number]
        while steps[-1] in came_from:
            steps.append(came_from[steps[-1]])
        return steps[::-1]
