"""The fast listing finds exactly what the plain filter finds: the candidates the rules'
checks accept, in the same order (the computer players' choices, and so the records,
depend on it; issue 17 asks for speed and no rule changed)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from game.engine.freight import FreightGame, new_game
from game.engine.freight.placing import (
    car_fits_somewhere,
    open_places,
    place_refusal,
    place_targets,
)
from game.engine.freight.rules import candidates
from game.engine.freight.state import Source

VARIANTS: list[dict[str, Any] | None] = [
    None,
    {"face_down": True},
    {"unlimited_yard": True},
    {"mixed_kinds": ["pairs", "triples", "alt_singles", "alt_pairs", "alt_triples",
                     "random_alt", "incremental"]},
    {"only_mixed": True, "mixed_kinds": ["pairs", "random_alt", "incremental"],
     "repeatable_kinds": ["mixed", "pairs"]},
    {"face_down": True, "mixed_kinds": ["alt_pairs", "incremental"]},
]


def plain_filter(game: FreightGame) -> list[Any]:
    """The candidates why_illegal accepts, asked of a copy that knows nothing yet."""
    fresh = copy.deepcopy(game)
    return [action for action in candidates(fresh.state) if fresh.why_illegal(action) is None]


@pytest.mark.parametrize("options", VARIANTS)
def test_legal_actions_are_the_candidates_why_illegal_accepts_in_order(
    options: dict[str, Any] | None,
) -> None:
    """Random games of every variant, compared at every step (passes and switches included:
    random players switch often and run out of places)."""
    kinds: set[str] = set()
    for seed in range(2):
        game = new_game(2 + (seed * 3) % 4, seed=seed, options=options)
        chooser = random.Random(seed)
        while not game.is_over and len(game.actions) < 700:
            legal = game.legal_actions()
            assert legal == plain_filter(game), len(game.actions)
            action = chooser.choice(legal)
            kinds.add(action.KIND)
            game.apply(action)
    assert {"take", "place", "move", "switch", "putback", "fill", "loco", "caboose"} <= kinds


@pytest.mark.parametrize("options", VARIANTS)
def test_each_car_goes_to_the_places_place_refusal_accepts(
    options: dict[str, Any] | None,
) -> None:
    """For every car type, from either source, at every step of a random game."""
    game = new_game(3, seed=5, options=options)
    chooser = random.Random(5)
    while not game.is_over and len(game.actions) < 500:
        state = game.state
        for car in range(11):
            for source in Source:
                accepted = [
                    target for target in place_targets(state, car, source)
                    if place_refusal(state, target, car, source) is None
                ]
                assert open_places(state, car, source) == accepted
                assert car_fits_somewhere(state, car, source) == bool(accepted)
        game.apply(chooser.choice(game.legal_actions()))
