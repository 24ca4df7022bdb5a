"""A Koplopers position value: a seat's features weighed as a fit over whole games says.

Hard's search rates the table each made-up game reaches by the route value
(koplopers_route), and four times as many made-up games did not make it play
better (Expert, issue 42): its made-up games barely differ within a round, so the
search may be held back by how it rates the table, not by how often it samples
it. The tournament level `fitted` (levels.py) searches as Hard does but rates
with this value: the features of koplopers_features, weighed by weights fitted
(least squares) to the final lead of whole games, so the worth of a load, a
waiting crowd near an empty train or the repair card follows what such positions
came to, at each stage of the game. It foretells the final lead a little better
than the route value late in the game (tools/fit_koplopers_value.py), and won 29
of 51 games against Hard (tools/tournament.py): not the margin Expert needs.

The weights are data (koplopers_fitted.json beside this module), written by
tools/fit_koplopers_value.py with the fit it measured; nothing else writes them.
A file that is missing or damaged stops the level with a FittedWeightsError
that names the file and what is wrong, rather than a player that rates by
nonsense.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path
from typing import Any

from game.ai.koplopers_features import FEATURE_NAMES, seat_features
from game.ai.koplopers_route import RouteValue
from game.engine.koplopers import Board, KoplopersView
from game.engine.seat_view import SeatView, narrowed

# Next to this module, so the packaged app finds it where the code is
# (tools/railway_games.spec ships it there).
WEIGHTS = Path(__file__).with_name("koplopers_fitted.json")


# A feature weighs differently for the seat whose turn starts (it has its five points to
# play now) than for a rival who has just played: each has its weights.
SIDES = ("seat", "rival")
WEIGHT_NAMES = tuple(f"{side}:{name}" for side in SIDES for name in FEATURE_NAMES)


class FittedWeightsError(ValueError):
    """The weights file cannot be read as the weights of FEATURE_NAMES."""


def parse_weights(text: str, source: str) -> tuple[float, ...]:
    """The weights in a weights file's text, in WEIGHT_NAMES' order; `source` names the
    file in the error."""
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as error:
        raise FittedWeightsError(f"{source}: not JSON ({error})") from None
    if not isinstance(data, dict) or not isinstance(data.get("weights"), dict):
        raise FittedWeightsError(f"{source}: no 'weights' table (feature name -> weight)")
    table = data["weights"]
    missing = [name for name in WEIGHT_NAMES if name not in table]
    unknown = sorted(set(table) - set(WEIGHT_NAMES))
    if missing or unknown:
        raise FittedWeightsError(
            f"{source}: its features are not this code's (missing: {', '.join(missing) or '-'};"
            f" unknown: {', '.join(unknown) or '-'}); fit again with "
            f"tools/fit_koplopers_value.py")
    weights = []
    for name in WEIGHT_NAMES:
        weight = table[name]
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) \
                or not math.isfinite(weight):
            raise FittedWeightsError(f"{source}: the weight of {name!r} is not a number: "
                                     f"{weight!r}")
        weights.append(float(weight))
    return tuple(weights)


@cache
def load_weights(path: Path) -> tuple[float, ...]:
    """The weights in `path`, read once per process."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise FittedWeightsError(f"{path}: cannot be read ({error.strerror})") from None
    return parse_weights(text, str(path))


class FittedValue:
    """The position value `(view, seat) -> float` of level `fitted`: how far the seat's
    weighed features put it ahead of its best rival's."""

    def __init__(self, weights: tuple[float, ...] | None = None,
                 board: Board | None = None) -> None:
        self.weights = load_weights(WEIGHTS) if weights is None else weights
        if len(self.weights) != len(WEIGHT_NAMES):
            raise FittedWeightsError(f"{len(self.weights)} weights for "
                                     f"{len(WEIGHT_NAMES)}")
        self.own = self.weights[:len(FEATURE_NAMES)]
        self.rivals = self.weights[len(FEATURE_NAMES):]
        self.route = RouteValue(board)

    def __call__(self, view: SeatView, seat: int) -> float:
        seen = narrowed(view, KoplopersView)
        if seen.over:
            return float(seen.scores[seat] - max(score for s, score in enumerate(seen.scores)
                                                 if s != seat))
        best = max(self.rating(seen, s, self.rivals) for s in range(len(seen.seats))
                   if s != seat)
        return self.rating(seen, seat, self.own) - best

    def rating(self, view: KoplopersView, seat: int, weights: tuple[float, ...]) -> float:
        """`seat`'s features weighed by `weights` (the seat's own or a rival's)."""
        return sum(w * f for w, f in zip(weights, seat_features(view, seat, self.route),
                                         strict=True))
