"""Fit the Koplopers position value of game/ai/koplopers_fitted.py to self-play games.

    python tools/fit_koplopers_value.py [--games 2000] [--held-out 400] [--seed 4270000]
                                        [--level normal] [--played FILE] [--write]

Plays `--games` games of `--level` (Normal unless told) against itself at 2
seats and keeps every turn start: the features of the seat to move and of its
rival (koplopers_features) and the seat's final lead. Least squares on the
difference of the two seats' features gives the weights (no constant: two seats
in the same position are even).
The last `--held-out` games are not fitted on: the tool prints, for each fifth of
those games, r² between the final lead and the score lead, Hard's route value and
the fitted value, as tools/position_values.py does for the others. `--write`
stores the weights, with this fit and its figures, in game/ai/koplopers_fitted.json.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from position_values import PARTS, lead, r_squared  # noqa: E402

from game.ai.koplopers_features import seat_features  # noqa: E402
from game.ai.koplopers_fitted import WEIGHT_NAMES, WEIGHTS, FittedValue  # noqa: E402
from game.ai.koplopers_route import RouteValue  # noqa: E402
from game.ai.levels import make_player  # noqa: E402
from game.engine.action import Action  # noqa: E402
from game.engine.koplopers import ACTIONS, KoplopersView, new_game  # noqa: E402
from game.engine.seat_view import narrowed  # noqa: E402

RIDGE = 1e-6  # of each feature's own square sum: keeps features that move together solvable

PlayedGame = tuple[int, list[Action]]  # a game's seed and every action played in it
# One turn start: the fifth of its game, the two seats' feature difference, the score lead,
# Hard's route value, and the seat's final lead.
Sample = tuple[int, list[float], float, float, float]


def played_games(level: str, games: int, seed: int) -> list[PlayedGame]:
    """`games` games of `level` against itself at 2 seats: each game's seed and its actions."""
    played = []
    for number in range(games):
        game = new_game(players=2, seed=seed + number)
        seats = [make_player(level, "koplopers", seed + number * 10 + s) for s in range(2)]
        actions = []
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            action = seats[seat].choose(game.view(seat), game.legal_actions())
            game.apply(action)
            actions.append(action)
        played.append((seed + number, actions))
        print(f"game {number + 1} of {games} played", file=sys.stderr)
    return played


def save_played(played: list[PlayedGame], path: Path) -> None:
    """`played` as JSON in `path`: each game's seed and its actions' texts (Action.to_text),
    which replay it exactly."""
    path.write_text(json.dumps([{"seed": seed, "actions": [action.to_text() for action in actions]}
                                for seed, actions in played]) + "\n", encoding="utf-8")


def load_played(path: Path) -> list[PlayedGame]:
    """The games save_played wrote in `path`."""
    return [(game["seed"], [ACTIONS.from_text(text) for text in game["actions"]])
            for game in json.loads(path.read_text(encoding="utf-8"))]


def turn_samples(played: list[PlayedGame]) -> list[list[Sample]]:
    """Each game's turn starts (a decision whose seat differs from the one before), replayed."""
    route = RouteValue()
    samples = []
    for seed, actions in played:
        game = new_game(players=2, seed=seed)
        starts = []
        last = None
        for action in actions:
            seat = game.current_player
            assert seat is not None
            if seat != last:
                view = game.view(seat)
                seen = narrowed(view, KoplopersView)
                mine = seat_features(seen, seat, route)
                theirs = seat_features(seen, 1 - seat, route)
                starts.append((mine + [-x for x in theirs], lead(list(seen.scores), seat),
                               route(view, seat), seat))
                last = seat
            game.apply(action)
        final = [float(x) for x in game.scores()]
        samples.append([(index * PARTS // len(starts), x, score_lead, route_lead,
                         lead(final, seat))
                        for index, (x, score_lead, route_lead, seat) in enumerate(starts)])
    return samples


def least_squares(samples: list[Sample]) -> list[float]:
    """The weights w that make w·x nearest the final lead over `samples` (normal equations,
    a touch of ridge, Gauss-Jordan elimination)."""
    size = len(WEIGHT_NAMES)
    gram = [[0.0] * size for _ in range(size)]
    moment = [0.0] * size
    for _, x, _, _, y in samples:
        present = [(i, xi) for i, xi in enumerate(x) if xi]  # a feature is 0 at most knots
        for n, (i, xi) in enumerate(present):
            row = gram[i]
            for j, xj in present[n:]:
                row[j] += xi * xj
            moment[i] += xi * y
    for i in range(size):
        for j in range(i):
            gram[i][j] = gram[j][i]
        gram[i][i] += RIDGE * gram[i][i] + 1e-9
    augmented = [row + [moment[i]] for i, row in enumerate(gram)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(augmented[r][column]))
        augmented[column], augmented[pivot] = augmented[pivot], augmented[column]
        head = augmented[column][column]
        augmented[column] = [value / head for value in augmented[column]]
        for r in range(size):
            if r != column and augmented[r][column]:
                factor = augmented[r][column]
                augmented[r] = [a - factor * b
                                for a, b in zip(augmented[r], augmented[column], strict=True)]
    return [augmented[i][size] for i in range(size)]


def r_squared_table(samples: list[Sample], weights: list[float]) -> dict[str, list[float]]:
    """r² of the final lead by fifth of the game: score lead, route value, fitted value."""
    table: dict[str, list[float]] = {"score": [], "route (hard)": [], "fitted": []}
    for part in range(PARTS):
        chosen = [s for s in samples if s[0] == part]
        final = [s[4] for s in chosen]
        fitted = [sum(w * x for w, x in zip(weights, s[1], strict=True)) for s in chosen]
        for name, column in (("score", [s[2] for s in chosen]),
                             ("route (hard)", [s[3] for s in chosen]),
                             ("fitted", fitted)):
            table[name].append(round(r_squared(column, final), 3))
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--held-out", type=int, default=400)
    parser.add_argument("--seed", type=int, default=4270000)
    parser.add_argument("--level", default="normal", help="the level that plays both seats")
    parser.add_argument("--played", type=Path, metavar="FILE",
                        help="keep the games played in FILE (JSON: each game's seed and its "
                             "actions' texts), or read them from it when it exists: a fit of "
                             "other features needs no games played again")
    parser.add_argument("--write", action="store_true",
                        help=f"store the weights and the fit in {WEIGHTS.name}")
    args = parser.parse_args()
    if args.played is not None and args.played.exists():
        games = load_played(args.played)[:args.games]
    else:
        games = played_games(args.level, args.games, args.seed)
        if args.played is not None:
            save_played(games, args.played)
    if len(games) <= args.held_out:
        parser.error(f"{len(games)} games, not more than the {args.held_out} held out")
    played = turn_samples(games)
    fitted_on = [s for game in played[:-args.held_out] for s in game]
    held_out = [s for game in played[-args.held_out:] for s in game]
    weights = least_squares(fitted_on)
    table = r_squared_table(held_out, weights)
    print(f"koplopers, 2 seats, {len(games)} games of {args.level} (--seed {args.seed}), "
          f"fitted on {len(games) - args.held_out}: r² of the final lead in the "
          f"{args.held_out} held out, by fifth of the game")
    for name, cells in table.items():
        print(f"  {name:16}" + "".join(f"{cell:7.2f}" for cell in cells))
    for name, weight in zip(WEIGHT_NAMES, weights, strict=True):
        print(f"  {name:32} {weight:10.4f}")
    if args.write:
        WEIGHTS.write_text(json.dumps({
            "fit": {"games": len(games), "held_out": args.held_out, "seed": args.seed,
                    "players": 2, "level": args.level, "r2_held_out_by_fifth": table},
            "weights": {name: round(weight, 6)
                        for name, weight in zip(WEIGHT_NAMES, weights, strict=True)},
        }, indent=2) + "\n", encoding="utf-8")
        FittedValue()  # what was written loads
        print(f"written: {WEIGHTS}")


if __name__ == "__main__":
    main()
