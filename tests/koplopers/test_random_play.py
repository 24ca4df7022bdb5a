"""Random legal play to the end: invariants at every step, replay, determinism.

Purely random play seldom delivers anyone and never reaches the early end, so
a sample of games is also played by the computer players (with a random move
now and then), and the test checks that the flows worth checking happened.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.koplopers import load, new_game
from game.engine.koplopers.game import KoplopersGame
from tests.ai.players import player


def check_invariants(game: KoplopersGame) -> None:
    s = game.state
    places: Counter[int] = Counter()
    for tokens in s.waiting.values():
        places.update(tokens)
    sections: Counter[int] = Counter()
    for seat in s.seats:
        places.update(seat.tray)
        for train in seat.trains:
            places.update(train.tokens)
            if train.position is not None:
                sections[train.position[0]] += 1
                assert s.load(train) <= s.capacity(train)
            else:
                assert not train.tokens
    assert places == Counter(set(game.board.tokens)), "every token is in exactly one place"
    assert all(n == 1 for n in sections.values()), "no section holds two trains"
    assert {sec: n for sec, n in s.occupied.items()}.keys() == sections.keys()


def play(players: int, seed: int, advanced: bool, checks: bool = True) -> KoplopersGame:
    game = new_game(players, seed=seed, options={"advanced": advanced})
    chooser = random.Random(seed)
    delivered = [0] * players
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "there is always something to do"
        busy = [a for a in legal if a.KIND != "end"]  # end turns rarely: richer positions
        turn = game.state.turn
        game.apply(chooser.choice(busy if busy and chooser.random() < 0.9 else legal))
        assert game.state.turn in (turn, (turn + 1) % players), "turns pass one seat on"
        if checks:
            check_invariants(game)
            now = [sum(game.board.tokens[t].passengers for t in s.tray) for s in game.state.seats]
            assert all(a >= b for a, b in zip(now, delivered, strict=True)), "deliveries only rise"
            delivered = now
    assert game.current_player is None
    assert game.legal_actions() == []
    return game


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), advanced=st.booleans())
def test_random_legal_play_always_ends_with_invariants_kept(
    players: int, seed: int, advanced: bool
) -> None:
    game = play(players, seed, advanced)
    assert game.state.round <= game.state.max_rounds
    assert sorted(game.ranking()) == list(range(players))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), cut=st.floats(0, 1))
def test_load_of_record_rebuilds_the_same_state_at_any_point(seed: int, cut: float) -> None:
    full = play(3, seed, advanced=seed % 2 == 0, checks=False)
    actions = full.actions[: int(len(full.actions) * cut)]
    record = full.record()
    record["actions"] = [a.to_json() for a in actions]
    partial = load(record)
    again = load(partial.record())
    assert again.view(None) == partial.view(None)
    assert again.legal_actions() == partial.legal_actions()
    assert load(full.record()).view(None) == full.view(None)


LATE_DELIVERED = 33  # of the 50 passenger tokens
COUPLING = ("combine", "split", "change", "offer", "propose")


def bot_play(players: int, seed: int, late: bool) -> tuple[KoplopersGame, Counter[str]]:
    """A game of the Normal computer player (seat 2 plays Easy) with the invariants checked
    at every step; what happened, counted by action kind.

    When a move between trains is legal, one in three is such a move at random (bots
    seldom combine or split, and those rules deserve the traffic); of the other
    moves, one in twenty is random.
    `late` joins a game late: most passengers have already been delivered, so few wait
    and the early end comes within reach (bots rarely empty their trains otherwise).
    """
    game = new_game(players, seed=seed, options={"advanced": seed % 2 == 1})
    s = game.state
    if late:
        waiting = sorted(t for tokens in s.waiting.values() for t in tokens)
        for number, token in enumerate(waiting[:LATE_DELIVERED]):
            next(tokens for tokens in s.waiting.values() if token in tokens).remove(token)
            s.seats[number % players].tray.append(token)
    bots = [player("easy" if seat == 1 else "normal", "koplopers", seed + seat)
            for seat in range(players)]
    chooser = random.Random(seed)
    happened: Counter[str] = Counter()
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        coupling = [a for a in legal if a.KIND in COUPLING]
        if coupling and chooser.random() < 1 / 3:
            action = chooser.choice(coupling)
        elif chooser.random() < 1 / 20:
            action = chooser.choice(legal)
        else:
            action = bots[seat].choose(game.view(seat), legal)
        last_round = s.last_round
        game.apply(action)
        check_invariants(game)
        happened[action.KIND] += 1
        happened["early end"] += s.last_round and not last_round and s.round < s.max_rounds
    happened["delivered"] = sum(len(seat.tray) for seat in s.seats) - LATE_DELIVERED * late
    return game, happened


def test_computer_players_deliver_couple_exchange_and_reach_the_early_end() -> None:
    """Across a sample of bot games every kind of move between trains happens, passengers
    are delivered, and some games end early ("When a player has no more passengers in
    his trains ... and there are 5 or less passenger tokens left on the board")."""
    total: Counter[str] = Counter()
    for seed in range(15):
        game, happened = bot_play(2 + seed % 3, seed, late=seed % 3 == 2)
        assert game.is_over and sorted(game.ranking()) == list(range(len(game.players)))
        total += happened
    assert total["delivered"] >= 150
    for kind in ("combine", "split", "change", "accept", "early end"):
        assert total[kind] >= 1, (kind, total)


def test_same_seed_and_actions_give_the_same_game() -> None:
    first = play(4, 77, advanced=False, checks=False)
    second = play(4, 77, advanced=False, checks=False)
    assert first.record() == second.record()
    assert first.view(None) == second.view(None)


def test_unlisted_actions_are_refused_and_listed_ones_apply() -> None:
    game = new_game(3, seed=5)
    chooser = random.Random(5)
    pool: set[Action] = set()
    for _ in range(300):
        if game.is_over:
            break
        legal = game.legal_actions()
        pool.update(legal)
        before = game.view(None)
        unlisted = sorted(pool - set(legal), key=str)
        for action in chooser.sample(unlisted, min(25, len(unlisted))):
            with pytest.raises(IllegalAction) as refused:
                game.apply(action)
            assert refused.value.reason
        assert game.view(None) == before
        game.apply(chooser.choice(legal))
