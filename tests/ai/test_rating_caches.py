"""The raters keep what they work out across tables (Hard rates thousands of made-up
tables a second, most alike): a rater that has rated a whole game must still rate each
table exactly as one that sees it first, or Hard's play would depend on its history."""

from __future__ import annotations

import random

from game.ai import freight_rater
from game.ai.heuristic_player import best
from game.ai.levels import rater, rollout_rater
from game.engine.games import game_module

STEPS = 2000  # more than a whole game


def _ratings_along_a_game(name: str, fresh: bool) -> list[list[float]]:
    """Normal plays `name` on from a fixed deal; each table's ratings, by one rater kept
    all game (and warm) or, if `fresh`, a new rater with empty caches for every table."""
    game = game_module(name).new_game(players=3, seed=7)
    kept = rollout_rater(name)
    rng = random.Random(3)
    ratings = []
    for _ in range(STEPS):
        if game.is_over:
            break
        legal = game.legal_actions()
        if fresh:
            freight_rater.kind_points.cache_clear()
            rated = rater(name, "normal").rate(game.view(game.current_player), legal)
        else:
            rated = kept.rate_in(game, legal)
        ratings.append(rated)
        game.apply(best(legal, rated, rng))
    return ratings


def test_a_freight_rater_rates_every_table_as_a_fresh_one_does() -> None:
    warm = _ratings_along_a_game("freight", fresh=False)
    assert len(warm) > 100
    assert warm == _ratings_along_a_game("freight", fresh=True)


def test_a_koplopers_rater_rates_every_table_as_a_fresh_one_does() -> None:
    warm = _ratings_along_a_game("koplopers", fresh=False)
    assert len(warm) > 100
    assert warm == _ratings_along_a_game("koplopers", fresh=True)
