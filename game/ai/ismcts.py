"""Hard and Expert: information-set Monte Carlo tree search over one seat's whole turn.

Each iteration makes up a whole game consistent with the seat's view (the
game's `determinize`: the cards this seat has not seen dealt at random), walks
the tree of the seat's own decisions down through it (game/ai/tree.py: a
Freight Train turn is several small decisions, a Koplopers turn five action
points' worth) to the end of the turn, adding the decisions it has not met
yet, lets the Normal heuristic play every rival's next turn
(game/ai/rollout.py), and rates the table reached with the game's position
value. With `turns` above one the tree goes on through the seat's next turns
(Koplopers' Expert: two), each after the rivals' replies that Normal plays: a
plan that pays only in the next turn, an empty train sent towards passengers
it boards then, is found in the tree instead of left to a value that cannot see
it. The result counts for every decision on the way down. With `paired`
(Freight Train), the n-th try of each of the root's actions plays in the same
made-up game, so two actions are compared on the same hidden cards
(`_made_up`). After the iterations the action searched most is played. The
subtree under it is kept: the seat's next decision in the same turn starts from
what this one learnt. With `top_up`, the iterations already
in the kept subtree count towards the decision's own (it searches at least a
quarter of them afresh), so a turn's first decision, which plans the whole
turn, gets the time its later steps would have spent going over it again.

It sees nothing but `view(seat)`: every made-up game comes from the view and
the player's own seeded generator, so the same view and seed give the same
move. It stops after a number of iterations (the same play on a busy machine
as on an idle one) or at its time budget, whichever comes first, and at once
when told to hurry (`hurry()`, from another thread): a stop in the middle of an
iteration drops that iteration, so the move comes within a rollout step of the
budget, the best found so far.
"""

from __future__ import annotations

import gc
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from game.ai.heuristic_player import Rater, best
from game.ai.rollout import Determinizer, InGameRater, OutOfTime, PositionValue, roll_out
from game.ai.tree import Node, Widening, widening
from game.engine.action import Action
from game.engine.base import Game
from game.engine.seat_view import SeatView, to_move

# A decision's made-up games by the number of the try they serve (ismcts._made_up), each
# with the generator its rollout goes on with.
MadeUp = Callable[[int], tuple[Game, random.Random]]

# With top_up, a decision whose kept subtree already holds its iterations still searches
# this share of them afresh.
FRESH_SHARE = 4

# The search stops this long before its budget: what follows the last check (the
# step under way, choosing the move, a thread switch on a busy machine) fits in it.
STOP_MARGIN = 0.025

_searching = 0  # searches under way in this process (the app may run a hint beside Hard)
_searching_lock = threading.Lock()
_oldest_threshold = 0  # the collector's own threshold for full collections, while put off
NEVER = 2**31 - 1  # a threshold of collections no count reaches


@contextmanager
def _no_collector_pauses() -> Iterator[None]:
    """No full collection of the cycle collector while any decision is being made; the
    one put off meanwhile comes before the next decision's clock starts.

    A full collection scans every object the process holds (the Koplopers map's
    distance tables, the game, the window): 0.2 s measured on a loaded machine,
    landing in the middle of a decision, past its budget. So while a search runs, the
    oldest generation's threshold is out of reach; the young collections go on, and the
    count of them the full one waits for goes on too. When the first search starts
    and that count is past the collector's own threshold, the full collection it was
    due is made there, before the decision's time is taken.

    (Freezing the old objects instead, gc.freeze, reset those counts at every decision:
    with decisions one after another, the collector never got to a full collection
    again, and a game of one person against three Hard players kept 10 MB of garbage.)
    """
    global _searching, _oldest_threshold
    with _searching_lock:
        if _searching == 0:
            young, middle, oldest = gc.get_threshold()
            if gc.get_count()[2] > oldest:
                gc.collect()
            _oldest_threshold = oldest
            gc.set_threshold(young, middle, NEVER)
        _searching += 1
    try:
        yield
    finally:
        with _searching_lock:
            _searching -= 1
            if _searching == 0:
                young, middle, _ = gc.get_threshold()
                gc.set_threshold(young, middle, _oldest_threshold)


class TreeSearchPlayer:
    def __init__(self, determinize: Determinizer, rater: Rater, rollout: InGameRater,
                 value: PositionValue, seed: int, budget: float, iterations: int,
                 rounds: int = 1, exploration: float = 1.0, deep_widening: Widening = widening,
                 top_up: bool = False, paired: bool = False, turns: int = 1) -> None:
        """`exploration` is UCB1's, as a share of the spread of results seen in the search;
        `deep_widening` how the decisions below the root widen (tree.py); `paired`: the
        root's actions are tried in the same made-up games (`_made_up`); `turns`: the
        seat's own turns the tree holds, from this one on."""
        self.determinize = determinize
        self.rater = rater
        self.rollout = rollout
        self.value = value
        self.rng = random.Random(seed)
        self.budget = budget
        self.iterations = iterations
        self.rounds = rounds
        self.exploration = exploration
        self.deep_widening = deep_widening
        self.top_up = top_up
        self.paired = paired
        self.turns = turns
        self._hurry = threading.Event()
        # The subtree under the last move played: the start of the next decision if it
        # comes in the same turn (or, with `turns` above one, in the next).
        self._kept: Node | None = None

    def hurry(self) -> None:
        """Stop the decision under way (or the next one) and play the best found so far."""
        self._hurry.set()

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        with _no_collector_pauses():
            return self._decide(view, legal)

    def _decide(self, view: SeatView, legal: list[Action]) -> Action:
        root = self._root(legal)
        if len(legal) == 1:
            self._keep(root, legal[0])
            return legal[0]
        seat = to_move(view)
        deadline = time.perf_counter() + self.budget - STOP_MARGIN

        def stop() -> bool:
            return self._hurry.is_set() or time.perf_counter() >= deadline

        results: list[float] = []  # every result so far: their spread scales exploration
        worlds = self._made_up(view, seat)
        first = worlds(0)  # the first made-up game: how many seats; the first try plays in it
        iterations = self._iterations(root, len(first[0].players))
        done = 0
        while done < iterations and not stop():
            try:
                self._iterate(root, legal, worlds if done else (
                    lambda index: first if index == 0 or not self.paired else worlds(index)),
                    seat, results, stop)
            except OutOfTime:
                break
            done += 1
        self._hurry.clear()
        action = root.most_visited(legal)
        if action is None:
            action = best(legal, self.rater.rate(view, legal), self.rng)
        self._keep(root, action)
        return action

    def _iterations(self, root: Node, seats: int) -> int:
        """The made-up games this decision plays: `iterations` per rival's reply.

        Every rival's turn is played out in each made-up game, most of its cost, so at
        more seats the search makes up fewer of them: the decision takes about as long
        at four seats as at two, and stops at its count (the same play for the same
        seed) rather than at its time budget.
        """
        iterations = -(-self.iterations // max(1, seats - 1))
        if self.top_up:
            iterations = max(iterations - root.visits, iterations // FRESH_SHARE)
        return iterations

    def _root(self, legal: list[Action]) -> Node:
        """The kept subtree if this decision is the one it was kept for, else a new tree.

        The kept node has seen every action legal after the move it was kept for;
        a decision with any other legal action is not that one (a later turn). With
        `turns` above one, the node kept at a turn's end holds the next turn's decisions
        as the rivals' made-up replies led to them, and serves that turn when it finds
        every action legal there.
        """
        kept, self._kept = self._kept, None
        if kept is not None and kept.prior and all(a in kept.prior for a in legal):
            return kept
        return Node()

    def _keep(self, root: Node, action: Action) -> None:
        self._kept = root.children.get(action)

    def _made_up(self, view: SeatView, seat: int) -> MadeUp:
        """Where this decision's iterations get their made-up games (and the generator
        their rollouts break ties with).

        Unpaired, each iteration deals a fresh one from the player's generator. Paired,
        the n-th try of every root action plays in the decision's n-th made-up game, the
        same deal and the same ties: the hidden cards (in Freight Train above all where
        the End Of Day card lies, whether the day ends before the seat moves again)
        sway a result more than the choice does, and tried in the same games two
        actions differ by what the choice changes. Measured on every fifth turn start of
        four Freight games of Normal, five actions each, 12 made-up games an action, against
        means over 60 unpaired ones: the mean squared error of the difference between two
        actions' means fell from 0.95 to 0.23, what four times the games would do unpaired
        (placing the End Of Day card evenly instead of at random added nothing to that).
        """
        if not self.paired:
            return lambda _: (self.determinize(view, seat, self.rng), self.rng)
        salt = self.rng.getrandbits(64)

        def world(index: int) -> tuple[Game, random.Random]:
            rng = random.Random(salt + index)
            return self.determinize(view, seat, rng), rng

        return world

    def _iterate(self, root: Node, legal: list[Action], worlds: MadeUp, seat: int,
                 results: list[float], stop: Callable[[], bool]) -> None:
        """One made-up game: down the tree to the end of the seat's turn (`turns` of them,
        the rivals' replies between them played by Normal), then the rollout.

        The root's action is chosen before the game is made up (its legal actions are
        the seat's own, the same in every made-up game: tests/ai/test_determinize.py
        holds both engines to it), so the game can be the one
        paired with that action's next try. The whole rest of the turn goes into the
        tree (its new decisions as Normal would take them, the first untried by prior),
        so the next visit there already tries something else: a turn whose first step
        pays only with the right second step is found in a few visits.
        """
        spread = max(results) - min(results) if len(results) > 1 else 1.0
        exploration = self.exploration * max(spread, 1e-6)
        # Rating the root's actions happens only while it has an untried one, so the
        # made-up game it reads is the one the chosen (untried) action plays in.
        made: list[tuple[Game, random.Random]] = []

        def world(index: int) -> tuple[Game, random.Random]:
            if not made:
                made.append(worlds(index))
            return made[0]

        allowed = root.allowed(legal, lambda actions: self.rollout.rate_in(world(0)[0], actions),
                               widening)
        action = root.select(allowed, exploration)
        path: list[tuple[Node, list[Action]]] = [(root, allowed)]
        node = root.children[action]
        game, rng = world(node.visits)
        game.apply(action)
        for turn in range(self.turns):
            if turn:
                roll_out(game, seat, self.rollout, rng, 1, stop)
            while game.current_player == seat:
                if stop():
                    raise OutOfTime
                legal_here = game.legal_actions()
                allowed = node.allowed(legal_here,
                                       lambda actions: self.rollout.rate_in(game, actions),
                                       self.deep_widening)
                action = node.select(allowed, exploration)
                path.append((node, allowed))
                node = node.children[action]
                game.apply(action)
        roll_out(game, seat, self.rollout, rng, self.rounds, stop)
        result = self.value(game.view(seat), seat)
        results.append(result)
        for visited, allowed in path:
            visited.record(result, allowed)
        node.record(result, [])
