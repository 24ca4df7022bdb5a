"""Whole random games: no crash, every car in one place, replay, determinism, one legality."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.errors import IllegalAction
from game.engine.freight import ACTIONS, load, new_game
from game.engine.freight.actions import Fill, Move, Place, PutBack, Take
from game.engine.freight.cards import CARDS_IN_BOX, Car

OPTION_SETS = [
    {},
    {"face_down": True},
    {"unlimited_yard": True, "face_down": True},
    {"mixed_kinds": ["pairs", "alt_singles", "random_alt", "incremental"]},
    {"only_mixed": True, "mixed_kinds": ["triples", "alt_pairs"], "repeatable_kinds": ["mixed"]},
]
WHOLE_BOX = Counter({car: 16 for car in range(11)})

# Actions outside the legal list are drawn from this pool to check they are refused.
PROBES = (
    [Fill(n) for n in range(0, 7)]
    + [Take(n) for n in range(0, 7)]
    + [Move(n) for n in range(0, 4)]
    + [Place(c, t) for c in ("box", "tank") for t in ("row:1", "row:2", "row:3", "train:1")]
    + [Place(c, t) for c in ("box", "ore") for t in ("train:4", "new:box", "new:mixed")]
    + [Place(c, t) for c in ("tank", "kiwi") for t in ("new:pairs", "discard", "nowhere")]
    + [PutBack(c.code, r) for c in (Car.BOX, Car.TANK) for r in (1, 2)]
    + [ACTIONS.from_text(t) for t in ("switch", "loco", "caboose 1", "caboose 9", "pass")]
)


def random_game(players: int, seed: int, options: dict) -> tuple:  # type: ignore[type-arg]
    game = new_game(players, seed=seed, options=options)
    rng = random.Random(seed)
    return game, rng


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTION_SETS),
)
def test_random_games_end_keep_every_car_and_agree_on_legality(
    players: int, seed: int, options: dict  # type: ignore[type-arg]
) -> None:
    game, rng = random_game(players, seed, options)
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "a live game always has a legal action"
        if game.state.hand:  # Ruling 9: a car taken has a place now or once more are moved
            assert any(isinstance(action, (Place, Move)) for action in legal)
        if steps % 7 == 0:
            legal_set = set(legal)
            for probe in rng.sample(PROBES, 6):
                if probe not in legal_set:
                    try:
                        game.apply(probe)
                    except IllegalAction as refused:
                        assert refused.reason
                    else:
                        raise AssertionError(f"{probe} applied but was not listed as legal")
        game.apply(rng.choice(legal))
        steps += 1
        cars = game.state.cars_everywhere()
        assert len(cars) == CARDS_IN_BOX and Counter(cars) == WHOLE_BOX
        assert game.state.locomotive_reserve >= 0
        assert steps < 20_000
    assert game.state.day == 3 and len(game.state.day_results) == 3
    assert sorted(game.ranking()) == list(range(players))


@settings(max_examples=10, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    options=st.sampled_from(OPTION_SETS),
    stop=st.integers(0, 1500),
)
def test_a_record_rebuilds_the_same_game_at_any_point(
    players: int, seed: int, options: dict, stop: int  # type: ignore[type-arg]
) -> None:
    game, rng = random_game(players, seed, options)
    while not game.is_over and len(game.actions) < stop:
        game.apply(rng.choice(game.legal_actions()))
    rebuilt = load(game.record())
    assert rebuilt.view(None) == game.view(None)
    assert rebuilt.legal_actions() == game.legal_actions()
    assert rebuilt.log == game.log


@settings(max_examples=5, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32))
def test_the_same_seed_and_actions_give_the_same_game(players: int, seed: int) -> None:
    first, rng = random_game(players, seed, {})
    second = new_game(players, seed=seed)
    assert first.view(None) == second.view(None)
    for _ in range(300):
        if first.is_over:
            break
        action = rng.choice(first.legal_actions())
        first.apply(action)
        second.apply(action)
        assert first.view(None) == second.view(None)
