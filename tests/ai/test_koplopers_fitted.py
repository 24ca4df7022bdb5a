"""A fitted Koplopers position value (game/ai/koplopers_fitted.py): its features, the schedule
they count the load aboard by, the stored weights, and the level that rates with them."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from game.ai import koplopers_fitted
from game.ai.ismcts import TreeSearchPlayer
from game.ai.koplopers_features import BASE_NAMES, FEATURE_NAMES, KNOTS, seat_features
from game.ai.koplopers_fitted import (
    WEIGHT_NAMES,
    FittedValue,
    FittedWeightsError,
    load_weights,
    parse_weights,
)
from game.ai.koplopers_route import RouteValue
from game.ai.koplopers_schedule import deliveries, schedule
from game.ai.levels import make_player
from game.engine.koplopers import Combine, KoplopersGame, KoplopersView
from game.engine.koplopers.state import TRAINS_PER_SEAT
from game.engine.seat_view import narrowed
from tests.koplopers.table import put, table, token_for


def test_five_points_a_turn_are_shared_by_the_trains_one_call_each() -> None:
    # Three trains each two points from a call: the first turn's five points bring two
    # home, the third waits a turn; a train calls once a turn, so its second call waits too.
    legs = [[(300, 2), (100, 1)], [(200, 2)], [(100, 2)]]
    done = schedule(legs, [5, 5, 5])
    assert sorted(done, key=lambda d: (d[1], -d[0])) == [(300, 0), (200, 0), (100, 1),
                                                         (100, 1)]


def test_a_load_the_seats_points_cannot_bring_home_never_comes() -> None:
    assert schedule([[(200, 3), (150, 9)]], [5, 5]) == [(200, 0), (150, None)]


def test_a_train_an_obstruction_holds_starts_a_turn_late() -> None:
    game = table(players=2)
    board = game.board
    token = token_for(game, "ASD")
    put(game, 0, 1, board.label(board.facing(board.platforms["UT"][0], "UT")), [token])
    route = RouteValue(board)
    free = deliveries(narrowed(game.view(0), KoplopersView), 0, route)
    game.state.obstructions["A"] = "UT"
    held = deliveries(narrowed(game.view(0), KoplopersView), 0, route)
    assert [turn for _, turn in free] == [0]  # Utrecht to Amsterdam: within a turn
    assert [turn for _, turn in held] == [1]


def test_every_passenger_aboard_is_in_one_band_and_the_knots_share_each_feature() -> None:
    game = table(players=2, round=9)
    board = game.board
    near, far = token_for(game, "ASD"), token_for(game, "MT")
    put(game, 0, 1, board.label(board.facing(board.platforms["UT"][0], "UT")), [near, far])
    seen = narrowed(game.view(0), KoplopersView)
    features = seat_features(seen, 0, RouteValue(board))
    assert len(features) == len(FEATURE_NAMES)
    base = [sum(features[k * len(BASE_NAMES) + i] for k in range(len(KNOTS)))
            for i in range(len(BASE_NAMES))]
    aboard = [value for name, value in zip(BASE_NAMES, base, strict=True)
              if name.startswith("aboard_")]
    assert sum(aboard) == pytest.approx(seen.seats[0].aboard)
    assert base[BASE_NAMES.index("delivered")] == seen.scores[0]


def _base_features(game: KoplopersGame, seat: int) -> dict[str, float]:
    """`seat`'s features, each summed over the knots it is shared between."""
    features = seat_features(narrowed(game.view(seat), KoplopersView), seat,
                             RouteValue(game.board))
    return {name: sum(features[k * len(BASE_NAMES) + i] for k in range(len(KNOTS)))
            for i, name in enumerate(BASE_NAMES)}


def test_a_train_combined_into_another_is_not_counted_as_back_in_the_box() -> None:
    # Combining is worth what it does to the load and its schedule, nothing of its own.
    game = table(players=2)
    board = game.board
    put(game, 0, 1, board.label(board.facing(board.platforms["UT"][0], "UT")))
    put(game, 0, 2, board.label(board.facing(board.platforms["UT"][1], "UT")))
    before = _base_features(game, 0)
    assert before["trains_in_box"] == TRAINS_PER_SEAT - 2
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Combine)))
    after = _base_features(game, 0)
    assert after["trains_in_box"] == TRAINS_PER_SEAT - 2
    assert game.state.seats[0].trains[1].carried_by == 1 or \
        game.state.seats[0].trains[0].carried_by == 2


def test_the_stored_weights_load_and_rate_a_table() -> None:
    weights = load_weights(koplopers_fitted.WEIGHTS)
    assert len(weights) == len(WEIGHT_NAMES)
    assert all(math.isfinite(w) for w in weights)
    assert math.isfinite(FittedValue()(table(players=2).view(0), 0))


def test_the_value_is_the_seats_weighed_features_less_its_best_rivals() -> None:
    # Weighing only what each seat delivered, the value is the lead in the tray.
    delivered = {f"{side}:delivered@{knot}" for side in ("seat", "rival") for knot in KNOTS}
    value = FittedValue(tuple(1.0 if name in delivered else 0.0 for name in WEIGHT_NAMES))
    game = table(players=3)
    game.state.seats[1].tray.append(token_for(game, "ASD"))
    game.state.seats[2].tray.append(token_for(game, "MT"))
    view = game.view(0)
    scores = narrowed(view, KoplopersView).scores
    assert value(view, 0) == pytest.approx(scores[0] - max(scores[1], scores[2]))
    assert value(view, 2) == pytest.approx(scores[2] - max(scores[0], scores[1]))


def test_the_fitted_level_is_hards_search_rating_by_the_fitted_value() -> None:
    fitted = make_player("fitted", "koplopers", 1)
    hard = make_player("hard", "koplopers", 1)
    assert isinstance(fitted, TreeSearchPlayer) and isinstance(hard, TreeSearchPlayer)
    assert isinstance(fitted.value, FittedValue)
    assert isinstance(hard.value, RouteValue)
    assert (fitted.iterations, fitted.budget) == (hard.iterations, hard.budget)
    with pytest.raises(KeyError, match="no fitted position value for the game 'freight'"):
        make_player("fitted", "freight", 1)


def _weights_text(**changes: object) -> str:
    weights: dict[str, object] = {name: 0.5 for name in WEIGHT_NAMES}
    weights.update(changes)
    return json.dumps({"weights": weights})


@pytest.mark.parametrize(("text", "says"), [
    ("{not json", "not JSON"),
    (json.dumps({"fit": {}}), "no 'weights' table"),
    (json.dumps({"weights": {"seat:delivered@0.0": 1.0}}), "missing: seat:aboard_by_turn_0"),
    (_weights_text(**{"seat:speed@0.0": 1.0}), "unknown: seat:speed@0.0"),
    (_weights_text(**{WEIGHT_NAMES[3]: "heavy"}), f"the weight of {WEIGHT_NAMES[3]!r}"),
    (_weights_text(**{WEIGHT_NAMES[0]: float("nan")}), "is not a number"),
])
def test_a_damaged_weights_file_says_what_is_wrong_with_it(text: str, says: str) -> None:
    with pytest.raises(FittedWeightsError, match="^damaged.json: .*" + re.escape(says)):
        parse_weights(text, "damaged.json")


def test_a_damaged_or_missing_weights_file_stops_the_value_with_the_files_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    damaged = tmp_path / "koplopers_fitted.json"
    damaged.write_text(_weights_text(**{WEIGHT_NAMES[1]: None}), encoding="utf-8")
    monkeypatch.setattr(koplopers_fitted, "WEIGHTS", damaged)
    with pytest.raises(FittedWeightsError, match=str(damaged)):
        FittedValue()
    missing = tmp_path / "gone.json"
    monkeypatch.setattr(koplopers_fitted, "WEIGHTS", missing)
    with pytest.raises(FittedWeightsError, match="cannot be read"):
        FittedValue()
