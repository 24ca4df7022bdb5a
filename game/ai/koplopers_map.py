"""How far apart things are on a Koplopers board, in action points.

The rater asks, for every token and every train, how many action points it
takes to bring this train to that station. On an empty board that is a
shortest path over the board's own ride table, with a reversal (1 point)
allowed where the rules allow one: at a station and on a construction site.
The board never changes, so the table is worked out once per board.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from game.engine.koplopers import Board, Position

FAR = 99  # further than any game can ride


class Distances:
    """Action points from every position to standing at every station (trains ignored)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._to: dict[Position, dict[str, int]] = {p: self._search(p) for p in board.steps}
        self._ride: dict[Position, dict[Position, int]] = {p: self._rides(p) for p in board.steps}

    def _moves(self, here: Position) -> list[Position]:
        board = self.board
        onward = [p for p, _ in board.steps[here]]
        if board.facing_station(here) is not None or board.sections[here[0]].site is not None:
            onward.append((here[0], 1 - here[1]))
        return onward

    def _search(self, start: Position) -> dict[str, int]:
        cost = {start: 0}
        queue = deque([start])
        found: dict[str, int] = {}
        while queue:
            here = queue.popleft()
            station = self.board.facing_station(here)
            if station is not None and station not in found:
                found[station] = cost[here]
            for there in self._moves(here):
                if there not in cost:
                    cost[there] = cost[here] + 1
                    queue.append(there)
        return found

    def _rides(self, start: Position) -> dict[Position, int]:
        """Forward only, as a ride goes: the cost of riding from `start` to each position."""
        cost = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there, _ in self.board.steps[here]:
                if there not in cost:
                    cost[there] = cost[here] + 1
                    queue.append(there)
        return cost

    def to(self, position: Position, station: str) -> int:
        return self._to[position].get(station, FAR)

    def ride(self, start: Position, end: Position) -> int:
        return self._ride[start].get(end, FAR)


@cache
def distances(board: Board) -> Distances:
    return Distances(board)
