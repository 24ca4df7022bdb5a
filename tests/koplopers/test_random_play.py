"""Random legal play to the end: invariants at every step, replay, determinism."""

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
