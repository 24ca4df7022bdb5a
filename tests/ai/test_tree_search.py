"""Hard's tree search (game/ai/ismcts.py): it plans the seat's whole turn, keeps what it
learnt for the turn's next decision, sees only the view, repeats itself for the same
seed and stops in time."""

from __future__ import annotations

import random
import threading
import time
from typing import Any

import pytest

from game.ai.ismcts import STOP_MARGIN, TreeSearchPlayer
from game.ai.levels import (
    COMPUTER_LEVELS,
    EXPERT_TURNS,
    HARD_BUDGET,
    HARD_ITERATIONS,
    make_player,
)
from game.ai.search import SearchPlayer
from game.ai.tree import Node, patient_widening
from game.engine import freight, koplopers
from game.engine.action import Action
from game.engine.base import Game
from game.engine.games import game_module
from game.engine.seat_view import SeatView, narrowed
from tests.ai.players import player
from tests.ai.toy_game import Step, ToyGame, ToyRater, ToyView, determinize, lead


def _tree(iterations: int, seed: int = 1, budget: float = 60.0) -> TreeSearchPlayer:
    return TreeSearchPlayer(determinize, ToyRater(), ToyRater(), lead, seed, budget=budget,
                            iterations=iterations)


def _played(game: Game, moves: int) -> Game:
    bots = [player("normal", game.NAME, seed) for seed in range(len(game.players))]
    for _ in range(moves):
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def test_tree_finds_a_turn_whose_first_step_pays_only_with_the_right_second() -> None:
    game = ToyGame([3, 7])
    searcher = _tree(iterations=40)
    first = searcher.choose(game.view(0), game.legal_actions())
    assert first == Step("prepare")
    game.apply(first)
    assert searcher.choose(game.view(0), game.legal_actions()) == Step("double")
    # The flat search rolls out with the heuristic, which wastes the preparation.
    flat = SearchPlayer(determinize, ToyRater(), ToyRater(), lead, 1, budget=60.0,
                        iterations=40)
    assert flat.choose(ToyGame([3, 7]).view(0), ToyGame([3, 7]).legal_actions()) == Step("cash")


def test_with_two_turns_in_the_tree_it_finds_a_plan_that_pays_only_in_the_next_turn() -> None:
    def first_move(turns: int) -> Action:
        game = ToyGame([3, 7], turns=6, seasons=True)
        searcher = TreeSearchPlayer(determinize, ToyRater(), ToyRater(), lead, 1, budget=60.0,
                                    iterations=200, turns=turns)
        return searcher.choose(game.view(0), game.legal_actions())

    # One turn in the tree: sowing is worth nothing by the end of it.
    assert first_move(turns=1) == Step("prepare")
    # Two: sowing and reaping (12) beat two turns of preparing and doubling (10).
    assert first_move(turns=2) == Step("sow")


def test_the_turns_next_decision_starts_from_what_the_first_learnt() -> None:
    game = ToyGame([3, 7])
    searcher = _tree(iterations=40)
    game.apply(searcher.choose(game.view(0), game.legal_actions()))
    searcher.iterations = 0  # no new search: the kept tree alone decides
    assert searcher.choose(game.view(0), game.legal_actions()) == Step("double")
    fresh = _tree(iterations=0)  # without one, the heuristic's taste
    assert fresh.choose(game.view(0), game.legal_actions()) == Step("waste")


def test_with_top_up_the_turns_next_decision_counts_what_the_kept_tree_searched() -> None:
    made_up = 0

    def counted(view: SeatView, seat: int, rng: random.Random) -> Game:
        nonlocal made_up
        made_up += 1
        return determinize(view, seat, rng)

    def fresh_games(top_up: bool) -> tuple[int, int]:
        nonlocal made_up
        game = ToyGame([3, 7])
        searcher = TreeSearchPlayer(counted, ToyRater(), ToyRater(), lead, 1, budget=60.0,
                                    iterations=40, top_up=top_up)
        made_up = 0
        game.apply(searcher.choose(game.view(0), game.legal_actions()))
        first = made_up
        made_up = 0
        assert searcher.choose(game.view(0), game.legal_actions()) == Step("double")
        return first, made_up

    assert fresh_games(top_up=False) == (40, 40)
    first, second = fresh_games(top_up=True)
    # The first decision's most searched step holds at least half its 40 games; the
    # next decision tops that up to 40, but searches at least a quarter afresh.
    assert first == 40 and 10 <= second <= 20


def test_each_made_up_game_plays_every_rivals_reply_so_more_seats_make_up_fewer() -> None:
    """Hard's count is per rival's reply: at four seats a decision makes up a third as
    many games as at two, and takes about as long, stopping at its count, not its clock."""
    def games_made_up(seats: int) -> int:
        made_up = 0

        def counted(view: SeatView, seat: int, rng: random.Random) -> Game:
            nonlocal made_up
            made_up += 1
            return freight.determinize(view, rng)

        searcher = make_player("hard", "freight", 1)
        assert isinstance(searcher, TreeSearchPlayer)
        searcher.determinize, searcher.iterations, searcher.budget = counted, 12, 60.0
        game = freight.new_game(players=seats, seed=2)
        searcher.choose(game.view(0), game.legal_actions())
        return made_up

    assert [games_made_up(seats) for seats in (2, 3, 4)] == [12, 6, 4]


def test_patient_widening_follows_normal_below_the_root_until_a_step_is_well_visited() -> None:
    assert [patient_widening(visits) for visits in (0, 14, 15, 34, 35)] == [1, 1, 2, 2, 3]
    node = Node()
    legal = [Step(str(i)) for i in range(20)]
    assert node.allowed(legal, lambda actions: [float(a.word) for a in actions],
                        patient_widening) == [Step("19")]


def test_search_makes_up_games_from_the_view_only() -> None:
    seen: list[SeatView] = []

    def watched(view: SeatView, seat: int, rng: random.Random) -> Game:
        seen.append(view)
        return determinize(view, seat, rng)

    choices = []
    for secrets in ([3, 7], [3, 1]):  # Bob's secret differs; Ann cannot see it
        game = ToyGame(secrets)
        searcher = TreeSearchPlayer(watched, ToyRater(), ToyRater(), lead, 4, budget=60.0,
                                    iterations=12)
        choices.append(searcher.choose(game.view(0), game.legal_actions()))
    assert choices[0] == choices[1]
    assert seen and all(narrowed(view, ToyView).secrets == (3, None) for view in seen)


@pytest.mark.parametrize("game_name", ["koplopers", "freight"])  # unpaired, paired
def test_same_view_and_seed_give_the_same_move(game_name: str) -> None:
    game = _played(game_module(game_name).new_game(players=3, seed=8), 20)
    seat = game.current_player
    assert seat is not None
    moves = [player("hard", game_name, seed=5, iterations=8).choose(game.view(seat),
                                                                      game.legal_actions())
             for _ in range(2)]
    assert moves[0] == moves[1]
    assert game.is_legal(moves[0])


def _tries_by_root_action(paired: bool) -> dict[Action, list[int]]:
    """Each root action's tries, in order, as the deal each was played in (which state
    the generator that dealt it was in)."""
    made_up: list[tuple[int, ToyGame]] = []

    def watched(view: SeatView, seat: int, rng: random.Random) -> Game:
        deal = hash(rng.getstate())
        game = determinize(view, seat, rng)
        made_up.append((deal, game))
        return game

    searcher = TreeSearchPlayer(watched, ToyRater(), ToyRater(), lead, 1, budget=60.0,
                                iterations=30, paired=paired)
    game = ToyGame([3, 7])
    searcher.choose(game.view(0), game.legal_actions())
    tries: dict[Action, list[int]] = {}
    for deal, played in made_up:
        tries.setdefault(played.actions[0], []).append(deal)
    return tries


def test_paired_the_nth_try_of_every_root_action_plays_in_the_same_made_up_game() -> None:
    tries = _tries_by_root_action(paired=True)
    fewer, more = sorted(tries.values(), key=len)
    assert len(fewer) >= 2
    assert more[: len(fewer)] == fewer
    assert len(set(more)) == len(more)  # a fresh deal for every try of one action
    unpaired = sorted(_tries_by_root_action(paired=False).values(), key=len)
    assert not set(unpaired[0]) & set(unpaired[1])


def _endless(game_name: str, budget: float) -> TreeSearchPlayer:
    searcher = make_player("hard", game_name, 3)
    assert isinstance(searcher, TreeSearchPlayer)
    searcher.iterations = 10**6
    searcher.budget = budget
    return searcher


def _choice(game: Game, moves: int) -> Game:
    """`game` after `moves` of Normal's, and on to a decision with a choice in it."""
    _played(game, moves)
    while len(game.legal_actions()) < 2:
        _played(game, 1)
    return game


def test_hurry_plays_the_best_so_far_at_once() -> None:
    game = _choice(freight.new_game(players=2, seed=4), 30)
    seat = game.current_player
    assert seat is not None
    searcher = _endless("freight", budget=30.0)
    threading.Timer(0.3, searcher.hurry).start()
    started = time.perf_counter()
    action = searcher.choose(game.view(seat), game.legal_actions())
    # Stopping drops the iteration under way: a rollout step late at most (slack for CI).
    assert time.perf_counter() - started < 0.3 + 0.25
    assert game.is_legal(action)


def test_a_decision_ends_at_its_budget() -> None:
    game = _choice(koplopers.new_game(players=4, seed=2), 12)
    seat = game.current_player
    assert seat is not None
    started = time.perf_counter()
    action = _endless("koplopers", budget=0.3).choose(game.view(seat), game.legal_actions())
    # It stops STOP_MARGIN early, so that the move is played by the budget, not after it.
    assert 0.3 - STOP_MARGIN <= time.perf_counter() - started < 0.3 + 0.25
    assert game.is_legal(action)


def test_widening_admits_more_actions_as_visits_grow_best_first() -> None:
    node = Node()
    legal = [Step(str(i)) for i in range(20)]

    def rate(actions: list[Any]) -> list[float]:
        return [float(a.word) for a in actions]

    first = node.allowed(legal, rate)
    assert first == [Step("19"), Step("18")]
    node.visits = 24
    assert node.allowed(legal, rate) == [Step(str(i)) for i in range(19, 11, -1)]


def test_expert_is_offered_and_searches_four_times_as_long_as_hard() -> None:
    assert COMPUTER_LEVELS[-2:] == ("hard", "expert")
    assert "flat" not in COMPUTER_LEVELS and "flat8" not in COMPUTER_LEVELS
    for game_name in ("freight", "koplopers"):
        expert = make_player("expert", game_name, 1)
        assert isinstance(expert, TreeSearchPlayer)
        assert expert.iterations == 4 * HARD_ITERATIONS[game_name]
        assert expert.budget == 4 * HARD_BUDGET
        assert expert.turns == EXPERT_TURNS[game_name]
        hard = make_player("hard", game_name, 1)
        assert isinstance(hard, TreeSearchPlayer) and hard.turns == 1
        flat, flat8 = make_player("flat", game_name, 1), make_player("flat8", game_name, 1)
        assert isinstance(flat, SearchPlayer) and isinstance(flat8, SearchPlayer)
        assert flat8.iterations == 8 * flat.iterations


def test_hard_keeps_its_emergency_repair_card_when_nothing_of_its_own_is_held_up() -> None:
    """"Emergency repair cards that have been played are removed from the game": a card
    played on nothing is lost for good. Hard counts it while held, so its first turn
    (no train of its own on the board to free) does not spend it."""
    game = koplopers.new_game(players=2, seed=5)
    hard = make_player("hard", "koplopers", 1)
    first = game.current_player
    while game.current_player == first:
        action = hard.choose(game.view(first), game.legal_actions())
        assert not isinstance(action, koplopers.Repair)
        game.apply(action)
    assert game.view(first).seats[first].repair
