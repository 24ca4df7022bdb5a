"""The computer levels, by the name seats, saves and `selfplay --bots` use.

One registry, so the setup screen, the session and the tournament runner can
never offer different levels. Each game contributes the same three pieces: a
rater per style (Easy, Normal), a position value, and a way to rebuild a whole
game from a view; the levels are made from those pieces the same way for both.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from game.ai import freight_rater
from game.ai.heuristic_player import HeuristicPlayer, Rater
from game.ai.ismcts import TreeSearchPlayer
from game.ai.level_words import COMPUTER_LEVELS as COMPUTER_LEVELS  # what setup offers
from game.ai.random_player import RandomPlayer
from game.ai.rollout import Determinizer, InGameRater, PositionValue
from game.ai.search import SearchPlayer
from game.ai.tree import Widening, patient_widening, widening
from game.engine import freight
from game.engine.action import Action
from game.engine.base import Game
from game.engine.seat_view import SeatView, narrowed

if TYPE_CHECKING:
    from game.ai.koplopers_rater import KoplopersRater

# Hard's tree search per decision: this many made-up games at two seats (per rival's
# reply: at four seats a third as many, ismcts), so it plays the same on a busy machine
# as on an idle one, and never more than HARD_BUDGET seconds (wall clock) on a slow one:
# as many as keep the decision p95 near 0.4 s of one core of the development machine
# (measured at 2 to 5 seats, 2 December 2026: Freight 0.27 to 0.44 s, Koplopers 0.26 to
# 0.40 s, at a load of 4 on its 2 cores). Freight went from 160 to 200 on 4 December
# (processor p95 0.32 s at 2 seats, 0.35 s at 4; tools/tournament.py's rows marked &:
# 65.5 of 100 against flat8, 31.8 of 50 against flat at 4 seats, where 160 won 62 and
# 27.3). Expert searches EXPERT_TIMES as many, with as much more time.
HARD_ITERATIONS = {"freight": 200, "koplopers": 112}
HARD_BUDGET = 0.45
# UCB1's exploration per game (ismcts.TreeSearchPlayer), in units of the spread of
# results. Freight explored at 0.25 while its decisions below the root widened as the
# root does (8 of 13 games won against the flat search at 64 iterations, 1 of 7 at 1.0);
# with patient widening below the root (HARD_WIDENING below), 1.0 chose better (the
# measurements there). Koplopers keeps 1.0 (20 of 29; 10 of 16 at 0.25): its five
# action points reward finding a plan whose first step pays only later, which takes
# exploring. At 112 iterations, with the position value
# the flat search keeps (before koplopers_route), Koplopers at 0.1 won 24 of 34, and
# scoring a decision by the best result through it (instead of the mean) 15 of 22, beside
# 26 of 39 for these settings in the same hours: no difference to act on. Its made-up
# games barely differ within a round (the same move, then Normal, in 40 of them: a
# standard deviation of 0 to 16 passengers at 6 points of a game, where the two moves
# Normal likes best differed by up to 110), so its search was held back by how it rated
# the table reached, not by how often it sampled it: the route's value (koplopers_route)
# took Hard from 61 to 90 of 100 against flat.
HARD_EXPLORATION = {"freight": 1.0, "koplopers": 1.0}
# HARD_WIDENING: how the decisions below the root widen (game/ai/tree.py); HARD_TOP_UP:
# whether a decision's kept subtree counts towards its iterations (ismcts). A Freight
# turn is a string of small steps (take a car, place it, three times over), and a step's
# mean counts every continuation tried under it: exploring poor ones early made good steps
# look poor (a Place into the private yard, worth 4.2 points when Normal plays on, came
# to 1.0 in the tree for the takes tried after it, and lost to a Place worth 2.4).
# Measured on 190 turn starts from games of Normal, each turn played in a made-up game
# and rated after the rival's reply, in points over flat8's turn (flat's: -0.30 ± 0.07),
# 2 December 2026: Hard at 96 iterations, exploring at 0.25 and widening below the root
# as at it, +0.07 ± 0.09; at 1.0 with patient widening below the root, +0.09 ± 0.08
# (+0.18 at 192 iterations); with the top-up at 160, +0.18 ± 0.08, at the decision p95 of
# 96 without it (0.38 s): most of a turn's search goes into its first decision, which
# plans the whole turn. In play against flat8 it won 35 of 61 games (57%; 20.5 of 39
# before): better, not yet the 65% issue 17 asks. Koplopers keeps exploring below its
# root: its plans' first steps pay only later. Tried and not kept: trying every action
# at the root before any twice (widening there at 3√(n+1) or not at all came to +0.07 /
# +0.09 ± 0.07 over the 1.5√(n+1) kept, 0.75√(n+1) to -0.07) won 7.5 of 19 against
# flat8 (--seed 9100). The turn measure rates a turn by this same position value; a
# search that tries more moves may find more of what the value overrates (Cabooses
# added early, see freight_rater.position_value).
HARD_WIDENING: dict[str, Widening] = {"freight": patient_widening, "koplopers": widening}
HARD_TOP_UP = {"freight": True, "koplopers": False}
# HARD_PAIRED: whether the root's actions are tried in the same made-up games (ismcts).
# Freight's results hang on its hidden cards (where the End Of Day card lies above all):
# paired, two actions' means differ by what the choice changes. Against flat8 at 2 seats
# it won 51.5 of 96 (54%, as unpaired: 36 of 67), against flat at 4 seats 30.5 of 50
# (61%; 26.5 on the same deals unpaired), at a decision p95 of 0.30 s (tools/tournament.py).
# Tried for Freight and not kept: sequential halving at the root instead of UCB1 (every
# candidate the same tries in the same made-up games, the better half kept each round),
# 24.5 of 50 at 4 seats (UCB1 on these deals: 30.5), and at 240 made-up games 51 of 91
# against flat8 at 2 seats (56%, p95 0.38 s): no gain. Koplopers, with its route value,
# already met issue 17's mark and keeps the play its matches measured.
# Since 3 December 2026 Freight's Hard also reads private cars that fit an open train as
# that train's (freight_rater.position_value): 62 of 100 against flat8 at 2 seats, 27.3 of
# 50 against flat at 4.
HARD_PAIRED = {"freight": True, "koplopers": False}
# Expert: Hard's search with EXPERT_TIMES as many made-up games a decision and as much
# time. It won 6 of 12 against Hard in Koplopers and 6 of 8 in Freight (issue 42); the
# table tools/tournament.py --record writes (game/ai/level_results.json) has what later
# matches measured. Tried for Koplopers and not kept (7 December 2026, ce07356, untimed,
# --seed 4242000): two rounds ahead (its own next turn and the rivals' second reply
# played by Normal before the route value rates the table) with twice Hard's made-up
# games won 5 of 10 against Hard (50% [24-76]), mean 2650 / 2690, at a decision p95 of
# 1.83 processor seconds (Hard's 0.35). Nor Hard's search rating by a value fitted to
# whole games (the level `fitted`, koplopers_fitted): 29 of 51 (57% [43-70]); with more
# made-up games, before a fix of its train counts, worse (tools/tournament.py has the
# matches). Nor (same day, untimed, its four times Hard's made-up games) a value counting
# also the waiting passengers each train with room heads for, as the route counts them
# aboard from where they wait, at half and at half again where a rival's train with room
# is as near: 20 of 39 against Hard (--seed 5400000); with it, a train standing at an
# obstructed station counting its calls 3 points later for every obstruction card to
# come before that token moves, 23 of 46 at 2 seats (--seed 5600000, mean 2737 / 2641,
# decision p95 1.13 processor seconds, Hard's 0.26) and 9 of 17 at 4 (--seed 5700000).
# Nor (7 December 2026, tools/tournament.py has the matches) made-up games played to the
# game's end in its last four rounds, other route weights (koplopers_route), the rival's
# next turn searched in the tree as the seat's own is (each of its decisions the worst
# for the seat) instead of played by Normal, the route and fitted values averaged, or
# exploring at 0.3 instead of 1.0.
EXPERT_TIMES = 4
# The seat's own turns Expert's tree holds (ismcts `turns`): in Koplopers its next turn too,
# after the rival's reply, so a plan that pays only then (an empty train sent towards
# passengers it boards in the next turn) is searched rather than left to the route value,
# which counts only what is aboard. Against Hard (8 December 2026, untimed, 2 seats, --seed
# 8400000; the logs are in tools/match_logs/) it won 40 of its first 59 games (68% [55-78]),
# 292 passengers a game ahead (± 77), where four times Hard's search of one turn was 20
# ahead over 100 games; at 4 seats, two of each level (--seed 8500000), 21 of 27 (78%
# [59-89]). Its decision p95 is 1.88 processor seconds at 2 seats and 1.44 at 4 (Hard's
# 0.17 both).
# Freight keeps one: there four times Hard's search of one turn already won 18.5 of 24
# (level_results.json); two turns were not measured.
EXPERT_TURNS = {"freight": 1, "koplopers": 2}
# Rounds a rollout plays past the seat's turn before the position value rates it. Two
# (Koplopers, 112 iterations) won 8.5 of 15 against flat at twice the time: not kept.
# Two for Freight, at 96 made-up games a decision to stay in time (cpu p95 0.34 s), won
# 54 of 100 against flat8 at 2 seats (--seed 10500): the 54% one round wins, not kept.
HARD_ROUNDS = {"freight": 1, "koplopers": 1}
# The flat search that was Hard before the tree (game/ai/search.py), for tournaments:
# `flat` with its samples per decision, `flat8` with eight times as many (and time).
FLAT_ITERATIONS = {"freight": 16, "koplopers": 24}
FLAT_BUDGET = 0.5


class ComputerPlayer(Protocol):
    """Decides for one seat from what that seat may see: its view and its legal actions."""

    def choose(self, view: SeatView, legal: list[Action]) -> Action: ...


def rater(game: str, level: str) -> Rater:
    """The heuristic of `game` at `level` ('easy' or 'normal')."""
    if game == "freight":
        return freight_rater.FreightRater(rivals=level != "easy")
    if game == "koplopers":
        return _koplopers_rater(cunning=level != "easy")
    raise KeyError(f"no computer players for the game {game!r}")


def _freight_game(view: SeatView, seat: int, rng: random.Random) -> Game:
    return freight.determinize(narrowed(view, freight.FreightView), rng)


def _koplopers_game(view: SeatView, seat: int, rng: random.Random) -> Game:
    from game.engine.koplopers import KoplopersView, determinize

    return determinize(narrowed(view, KoplopersView), seat, rng)


def _koplopers_rater(cunning: bool) -> KoplopersRater:
    """Imported when a Koplopers game asks: the Koplopers engine brings networkx (16 MB),
    which a Freight game never needs."""
    from game.ai.koplopers_rater import KoplopersRater as Rating

    return Rating(cunning=cunning)


def search_parts(game: str, flat: bool = False) -> tuple[Determinizer, PositionValue]:
    """How Hard (`flat`: the flat search) rebuilds `game` from a view, and how it rates
    where a rollout got to. The flat search keeps the values Hard had before it learnt to
    follow a Koplopers train's route (koplopers_route) and to read a Freight seat's private
    cars that fit its open trains (freight_rater.position_value), so a match shows the
    change."""
    if game == "freight":
        return _freight_game, (freight_rater.flat_position_value if flat
                               else freight_rater.position_value)
    if game == "koplopers":
        if flat:
            return _koplopers_game, _koplopers_rater(cunning=True).position_value
        from game.ai.koplopers_route import RouteValue

        return _koplopers_game, RouteValue()
    raise KeyError(f"no computer players for the game {game!r}")


def rollout_rater(game: str) -> InGameRater:
    """Normal, as Hard's rollouts ask it: each reads the made-up game's own table."""
    if game == "freight":
        return freight_rater.FreightRater(rivals=True)
    if game == "koplopers":
        return _koplopers_rater(cunning=True)
    raise KeyError(f"no computer players for the game {game!r}")


def hard(game: str, seed: int, times: int = 1,
         value: PositionValue | None = None, turns: int = 1) -> TreeSearchPlayer:
    """Hard's tree search; `times` as many iterations and as much time and `turns` of the
    seat's own turns in the tree for Expert, and `value` rating the tables it reaches
    instead of Hard's (level `fitted`)."""
    determinize, hard_value = search_parts(game)
    if value is None:
        value = hard_value
    return TreeSearchPlayer(determinize, rater(game, "normal"), rollout_rater(game), value,
                            seed, budget=HARD_BUDGET * times,
                            iterations=HARD_ITERATIONS[game] * times, rounds=HARD_ROUNDS[game],
                            exploration=HARD_EXPLORATION[game],
                            deep_widening=HARD_WIDENING[game], top_up=HARD_TOP_UP[game],
                            paired=HARD_PAIRED[game], turns=turns)


def fitted(game: str, seed: int) -> TreeSearchPlayer:
    """Hard's search rating the tables it reaches by the Koplopers value fitted to whole
    games (koplopers_fitted) instead of the route's: a level for tournaments."""
    if game != "koplopers":
        raise KeyError(f"no fitted position value for the game {game!r}")
    from game.ai.koplopers_fitted import FittedValue  # brings the Koplopers engine

    return hard(game, seed, value=FittedValue())


def flat(game: str, seed: int, times: int = 1) -> SearchPlayer:
    """The flat search Hard was before (top five of Normal, one round), `times` the samples."""
    determinize, value = search_parts(game, flat=True)
    return SearchPlayer(determinize, rater(game, "normal"), rollout_rater(game), value, seed,
                        budget=FLAT_BUDGET * times, iterations=FLAT_ITERATIONS[game] * times)


# level -> factory(game name, seed)
LEVELS: dict[str, Callable[[str, int], ComputerPlayer]] = {
    "random": lambda game, seed: RandomPlayer(seed),
    "easy": lambda game, seed: HeuristicPlayer(rater(game, "easy"), seed),
    "normal": lambda game, seed: HeuristicPlayer(rater(game, "normal"), seed),
    "hard": hard,
    "expert": lambda game, seed: hard(game, seed, EXPERT_TIMES, turns=EXPERT_TURNS[game]),
    "fitted": fitted,
    "flat": flat,
    "flat8": lambda game, seed: flat(game, seed, 8),
}


def make_player(level: str, game: str, seed: int) -> ComputerPlayer:
    if level not in LEVELS:
        raise KeyError(f"unknown computer level {level!r}; levels: {', '.join(LEVELS)}")
    return LEVELS[level](game, seed)
