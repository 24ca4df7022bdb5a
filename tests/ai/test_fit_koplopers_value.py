"""tools/fit_koplopers_value.py: the games it keeps replay as played, and its least squares
finds weights that are there to be found."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.ai.koplopers_fitted import WEIGHT_NAMES
from game.engine.koplopers import new_game
from tests.ai.tool_module import tool

fit = tool("fit_koplopers_value")


def test_kept_games_are_json_that_replays_each_game_to_its_end(tmp_path: Path) -> None:
    played = fit.played_games("normal", games=1, seed=31)
    kept = tmp_path / "played.json"
    fit.save_played(played, kept)
    assert kept.read_text(encoding="utf-8").startswith('[{"seed": 31, "actions": ["')
    loaded = fit.load_played(kept)
    assert loaded == played
    seed, actions = loaded[0]
    game = new_game(players=2, seed=seed)
    for action in actions:
        game.apply(action)
    assert game.is_over


def test_every_turn_start_has_its_fifth_and_the_games_final_lead() -> None:
    (samples,) = fit.turn_samples(fit.played_games("normal", games=1, seed=32))
    assert [s[0] for s in samples] == sorted(s[0] for s in samples)
    assert {s[0] for s in samples} == set(range(5))
    assert all(len(s[1]) == len(WEIGHT_NAMES) for s in samples)
    finals = {s[4] for s in samples}
    assert len(finals) <= 2 and sum(finals) == 0  # one seat's lead is the other's deficit


def test_least_squares_finds_the_weights_an_exact_relation_has() -> None:
    rng = random.Random(5)
    weights = [rng.uniform(-2, 2) for _ in WEIGHT_NAMES]
    samples = []
    for _ in range(3 * len(WEIGHT_NAMES)):
        x = [rng.gauss(0, 1) for _ in WEIGHT_NAMES]
        samples.append((0, x, 0.0, 0.0, sum(w * f for w, f in zip(weights, x, strict=True))))
    assert fit.least_squares(samples) == pytest.approx(weights, abs=1e-3)
