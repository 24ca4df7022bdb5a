"""The information-set tree of one seat's turn, for Hard's search (game/ai/ismcts.py).

A node stands for what the searching seat knows at one of its own decisions
(an information set), reached by its own actions since the search began; the
same node serves every made-up game that gets there, whatever the hidden cards
are in it (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012). So an
action may be legal in some of those games and not in others: a child counts
how often it was *available* when its parent was visited, and UCB1 explores by
that count instead of the parent's visits.

Progressive widening: a node visited n times considers only its best
few legal actions (`widening`: ceil(1.5 * sqrt(n + 1))), best by the Normal
heuristic's rating, so a handful of visits go to the moves Normal likes and
more visits admit the others one by one; no move is ruled out for good.
`patient_widening` admits the second action only after 15 visits, for the
decisions below the root in a game whose turn is many small steps (Freight
Train): a node's mean counts every continuation tried under it, and trying
poor ones early drags down the action above them (see levels.HARD_WIDENING).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.engine.action import Action

Widening = Callable[[int], int]  # a node's visits -> how many actions it may try


def widening(visits: int) -> int:
    return math.ceil(1.5 * math.sqrt(visits + 1))


def patient_widening(visits: int) -> int:
    return max(1, math.floor(0.5 * math.sqrt(visits + 1)))


class Node:
    __slots__ = ("available", "children", "prior", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        # Normal's rating of every action found legal here, from the first made-up
        # game in which it was: the order in which widening admits them.
        self.prior: dict[Action, float] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else -math.inf

    def allowed(self, legal: list[Action], rate: Callable[[list[Action]], list[float]],
                widen: Widening = widening) -> list[Action]:
        """The legal actions this node may try now: the best few by prior, as `widen` allows.

        `rate` is asked only when an action never seen here is legal.
        """
        if len(legal) == 1:
            self.prior.setdefault(legal[0], 0.0)
        elif any(action not in self.prior for action in legal):
            for action, rating in zip(legal, rate(legal), strict=True):
                self.prior.setdefault(action, rating)
        ordered = sorted(legal, key=lambda action: -self.prior[action])
        allowed = ordered[:widen(self.visits)]
        for action in allowed:
            if action not in self.children:
                self.children[action] = Node()
        return allowed

    def select(self, allowed: list[Action], exploration: float) -> Action:
        """The first untried action by prior, else UCB1 over availability.

        `exploration` is in the units of the results (the spread seen so far).
        """
        for action in allowed:
            if self.children[action].visits == 0:
                return action

        def bound(action: Action) -> float:
            child = self.children[action]
            return child.mean + exploration * math.sqrt(
                math.log(max(child.available, 1)) / child.visits)

        return max(allowed, key=bound)

    def most_visited(self, legal: list[Action]) -> Action | None:
        """The legal action searched most (ties: the better mean, then Normal's order)."""
        tried = [a for a in legal if a in self.children and self.children[a].visits]
        if not tried:
            return None
        return max(tried, key=lambda a: (self.children[a].visits, self.children[a].mean,
                                         self.prior.get(a, 0.0)))

    def record(self, result: float, allowed: list[Action]) -> None:
        """One iteration passed through here with `allowed` on offer and reached `result`."""
        self.visits += 1
        self.total += result
        for action in allowed:
            self.children[action].available += 1
