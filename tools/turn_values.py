"""What each level's whole turn is worth, from the same turn starts: a cheap match.

    python tools/turn_values.py GAME LEVEL [LEVEL ...] [--games 10] [--every 2]
                                [--repeats 2] [--players 2] [--seed 700] [--jobs 2]

A match of 100 Freight Train games between two searches takes hours; this
takes minutes and tells apart changes a match would need hundreds of games to
see. It plays `--games` games of Normal and keeps every `--every`-th turn
start. From each start, each level plays that seat's whole turn in a game made
up from the seat's view (the same made-up game, and the same seed, for every
level, so the comparison is paired; each start `--repeats` times), seeing only
its views and searching to its count without a time budget. Normal then plays
the rivals' turns, and Hard's position value rates the table (for the seat) as
its turn comes round again. It prints each level's mean and its difference from
the first level's, with its standard error.

The judge is Hard's own position value, so a level that serves that value
better looks better: check a change that alters the value with a match. A judge
free of that bias, the seat's final lead after Normal plays every seat on to the
game's end, was tried and is too noisy to tell levels apart: paired over 283
Freight turn starts, two levels' difference had a standard error of 0.62 points,
where the differences to tell apart are 0.1 to 0.3 (2 December 2026). By this
method (the script this tool grew from: 190 Freight turn starts from 10 games of
Normal, 2 repeats; 2 December 2026), a turn of flat was worth 0.30 ± 0.07 points
less than flat8's, and flat8 wins about 3 games of 4 against flat; Hard's turn was
worth 0.07 ± 0.09 more than flat8's before patient widening, 0.18 ± 0.08 more after
(levels.HARD_WIDENING).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from position_values import normal_games  # noqa: E402

from game.ai.ismcts import TreeSearchPlayer  # noqa: E402
from game.ai.levels import make_player, rollout_rater, search_parts  # noqa: E402
from game.ai.rollout import roll_out  # noqa: E402
from game.ai.search import SearchPlayer  # noqa: E402
from game.engine.seat_view import SeatView  # noqa: E402

Start = tuple[SeatView, int]  # a seat's view at the start of its turn, and the seat


def turn_starts(game_name: str, players: int, games: int, every: int, seed: int) -> list[Start]:
    """Every `every`-th turn start in `games` games of Normal."""
    starts = [(view, seat) for game_starts, _ in normal_games(game_name, players, games, seed)
              for view, seat, _ in game_starts]
    return starts[every - 1::every]


def turn_value(game_name: str, level: str, start: Start, seed: int) -> float:
    """Hard's value of the table after `level` plays the turn from `start` and Normal the
    rivals' turns, in a game made up from the start's view with `seed`."""
    view, seat = start
    determinize, value = search_parts(game_name)
    game = determinize(view, seat, random.Random(2 * seed))
    # Its own seed: a search seeded as the made-up game was would make up that very game.
    player = make_player(level, game_name, 2 * seed + 1)
    if isinstance(player, TreeSearchPlayer | SearchPlayer):
        player.budget = math.inf  # its count of made-up games decides, not the clock
    while game.current_player == seat:
        game.apply(player.choose(game.view(seat), game.legal_actions()))
    roll_out(game, seat, rollout_rater(game_name), random.Random(2 * seed))
    return value(game.view(seat), seat)


# The turn starts, made again in each worker process from the same games of Normal (they
# are the same starts, being played from the same seeds): a task names its start by its
# index, so no game object crosses between processes.
_STARTS: list[Start] = []


def _make_starts(game_name: str, players: int, games: int, every: int, seed: int) -> None:
    _STARTS[:] = turn_starts(game_name, players, games, every, seed)


def _one(task: tuple[str, str, int, int]) -> float:
    game_name, level, start, seed = task
    return turn_value(game_name, level, _STARTS[start], seed)


def paired(values: list[float], base: list[float]) -> tuple[float, float]:
    """The mean difference of `values` from `base`, start by start, and its standard error."""
    differences = [a - b for a, b in zip(values, base, strict=True)]
    error = statistics.stdev(differences) / len(differences) ** 0.5 if len(differences) > 1 else 0.0
    return statistics.mean(differences), error


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("levels", nargs="+")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--every", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=700)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    starts = turn_starts(args.game, args.players, args.games, args.every, args.seed)
    seeds = [args.seed * 1000 + i for i in range(len(starts) * args.repeats)]
    print(f"{args.game}, {args.players} seats: {len(seeds)} turns from {len(starts)} starts")
    results: dict[str, list[float]] = {}
    made = (args.game, args.players, args.games, args.every, args.seed)
    with multiprocessing.Pool(args.jobs, initializer=_make_starts, initargs=made) as pool:
        for level in args.levels:
            tasks = [(args.game, level, i % len(starts), seed)
                     for i, seed in enumerate(seeds)]
            results[level] = pool.map(_one, tasks, chunksize=2)
            mean, error = paired(results[level], results[args.levels[0]])
            print(f"  {level:8} {statistics.mean(results[level]):7.2f}   "
                  f"over {args.levels[0]}: {mean:+.2f} ± {error:.2f}", flush=True)


if __name__ == "__main__":
    main()
