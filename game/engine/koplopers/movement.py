"""Riding: where a train can get to with the action points of one turn, and by which way.

A breadth-first walk over the board's ride table: the first time a position is
reached is the cheapest, so its depth is the cost in action points and its
parent chain is the way the train goes (which the UI uses to glide it along).

The walk depends only on where the train stands and which positions are
barred (those facing an obstructed station, Rules.barred); other trains
matter only at the end (a ride may pass them but not stop on one). Of the
barred positions only those the walk with nothing barred reaches can change
it, so walks are kept for the board under the start and those, and reused
whenever a train stands there again with the same obstructions near it, in
this game or another on the same board (selfplay and the computer players'
searches play many). What a train may stop on is filtered per position and
kept until the game clears its caches after the next action.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from game.engine.koplopers.board import Board, Position
from game.engine.koplopers.state import ACTION_POINTS, State, Train

Walk = tuple[dict[Position, int], dict[Position, Position]]  # cost, and the way back
Walks = dict[tuple[Position, frozenset[Position]], Walk]  # by start and what is barred
# Walks a board keeps before starting afresh. A board outlives its games (the default one
# lasts the process), so this bounds what an evening of games leaves: 3.5 KB a walk. A
# game of three Hard players makes about 3,000; kept whole (the bound was 4,096) they
# held 12 MB at its end. At 1,024, 8% more are made again, no measurable time.
WALKS_KEPT = 1024
_WALKS: weakref.WeakKeyDictionary[Board, Walks] = weakref.WeakKeyDictionary()


class RideSearch:
    """Ride searches over one game's state: walks kept for the board, reaches per position."""

    def __init__(self, state: State, barred: Callable[[], frozenset[Position]]) -> None:
        """`barred` is the rules' answer where no ride may come (Rules.barred)."""
        self.state = state
        self.barred = barred
        self._reach: dict[int, dict[Position, int]] = {}  # by train number
        self._walks = _WALKS.setdefault(state.board, {})
        # The walk last found from each start, with the barred positions it was found for
        # (Rules.barred gives the same object while the obstructions stay): trains mostly
        # stand still from one action to the next.
        self._walk_at: dict[Position, tuple[frozenset[Position], Walk]] = {}

    def clear(self) -> None:
        """Forget the reaches of the position (the walks stay: their inputs are their key)."""
        self._reach.clear()

    def reach(self, train: Train) -> dict[Position, int]:
        """Where the active player's `train` can ride to, and for how many sections.

        Ruling 2: a ride may pass trains but not end on one, and stops before an
        obstructed station (Rules.barred); construction sites are not ridden into. The
        riding train's own section is free once it has left it: a loop may bring it back
        there, facing the other way ("Each section of track can accommodate only one train").
        """
        found = self._reach.get(train.number)
        if found is None:
            found = self._reach[train.number] = {
                p: c for p, c in self.walk(train)[0].items()
                if c and not self.held_by_another(train, p[0])}
        return found

    def held_by_another(self, train: Train, section: int) -> bool:
        """Whether a train other than `train` holds `section`: a ride may not end there."""
        assert train.position is not None
        occupied = self.state.occupied
        return section in occupied and section != train.position[0]

    def path(self, train: Train, to: Position) -> list[Position]:
        """The sections a ride of the active player's `train` to `to` goes over, in order."""
        cost, came_from = self.walk(train)
        if not cost.get(to) or self.held_by_another(train, to[0]):  # not in reach
            return []
        steps = [to]
        while steps[-1] in came_from:
            steps.append(came_from[steps[-1]])
        return steps[::-1]

    def reached_turned(self, train: Train, section: int) -> tuple[Position, int] | None:
        """Where on `section` the own `train` could ride to, facing one way or the other,
        were it turned round first, and for how many sections (None: not even then): a ride
        refused because the train faces the other way says so, and that a Reverse comes
        first."""
        assert train.position is not None
        here, end = train.position
        cost = self.walk_from((here, 1 - end))[0]
        return next(((p, cost[p]) for p in ((section, 0), (section, 1))
                     if cost.get(p) and not self.held_by_another(train, section)), None)

    def walk(self, train: Train) -> Walk:
        """The walk from where `train` stands past the barred positions it could meet: those
        the walk with nothing barred reaches (a walk never gets further than that one). Its
        positions beyond the start, but those a train holds, are the reach."""
        assert train.position is not None
        return self.walk_from(train.position)

    def walk_from(self, start: Position) -> Walk:
        """`walk` for a train standing at `start`."""
        barred = self.barred()
        last = self._walk_at.get(start)
        if last is not None and last[0] is barred:
            return last[1]
        free = self._remembered((start, frozenset()))
        met = frozenset(p for p in barred if p in free[0]) if barred else barred
        walk = free if not met else self._remembered((start, met))
        self._walk_at[start] = (barred, walk)
        return walk

    def _remembered(self, key: tuple[Position, frozenset[Position]]) -> Walk:
        walk = self._walks.get(key)
        if walk is None:
            if len(self._walks) >= WALKS_KEPT:
                self._walks.clear()
            walk = self._walks[key] = self._search(*key)
        return walk

    def _search(self, start: Position, barred: frozenset[Position]) -> Walk:
        steps = self.state.board.steps
        known = steps.known
        cost: dict[Position, int] = {start: 0}
        came_from: dict[Position, Position] = {}
        frontier = [start]
        for depth in range(1, ACTION_POINTS + 1):
            following = []
            for here in frontier:
                onward = known.get(here)
                for there, _ in steps[here] if onward is None else onward:
                    if there in cost or there in barred:
                        continue
                    cost[there] = depth
                    came_from[there] = here
                    following.append(there)
            frontier = following
        return cost, came_from
