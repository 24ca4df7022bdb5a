"""Hard's rollouts rate a made-up Koplopers game off its own state (koplopers_table), not
off its view: over whole games, every table must be rated exactly as Normal rates the
view, or Hard's rollouts would play differently from the Normal they stand for."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from typing import Any

import pytest

from game.ai.heuristic_player import best
from game.ai.koplopers_rater import KoplopersRater
from game.ai.koplopers_table import table
from game.engine.games import game_module

STEPS = 3000  # more than a whole game


def _as_viewed(value: Any) -> Any:
    """The view's copy of a value the table shares with the state (the state's lists of
    waiting tokens show as tuples)."""
    if isinstance(value, Mapping):
        return {key: tuple(v) if isinstance(v, list) else v for key, v in value.items()}
    return value


def _is_part_of(part: Any, whole: Any) -> bool:
    """Whether every field of `part` (at any depth) is an attribute of `whole`, with the same
    value."""
    if is_dataclass(part):
        return all(hasattr(whole, field.name)
                   and _is_part_of(getattr(part, field.name), getattr(whole, field.name))
                   for field in fields(part))
    if isinstance(part, list | tuple) and part and is_dataclass(part[0]):
        return len(part) == len(whole) and all(map(_is_part_of, part, whole))
    if isinstance(part, Mapping):
        return isinstance(whole, Mapping) and _as_viewed(part) == dict(whole)
    return bool(part == whole)


@pytest.mark.parametrize(("players", "options", "seed"), [
    (2, {}, 7), (4, {}, 11), (3, {"advanced": True}, 5)])
def test_rating_a_made_up_game_in_place_rates_as_normal_through_the_view(
        players: int, options: dict[str, Any], seed: int) -> None:
    """Normal plays a whole game (one move in five at random, so exchange offers,
    splits, boarding and cards come up too); at every step Normal and Easy rate the
    legal actions off the game's state and off the view alike."""
    game = game_module("koplopers").new_game(players=players, seed=seed, options=options)
    normal, easy = KoplopersRater(cunning=True), KoplopersRater(cunning=False)
    rng = random.Random(seed)
    kinds: set[str] = set()
    steps = 0
    while not game.is_over and steps < STEPS:
        legal = game.legal_actions()
        view = game.view(game.current_player)
        assert _is_part_of(table(game), view)
        rated = normal.rate_in(game, legal)
        assert rated == normal.rate(view, legal)
        assert easy.rate_in(game, legal) == easy.rate(view, legal)
        action = rng.choice(legal) if rng.random() < 0.2 else best(legal, rated, rng)
        kinds.add(type(action).__name__)
        game.apply(action)
        steps += 1
    assert game.is_over
    assert {"Build", "Ride", "Call", "Embark", "Offer", "Obstruct", "EndTurn"} <= kinds
