"""Head-to-head matches between two computer levels, seats swapped every game.

    python tools/tournament.py GAME LEVEL_A LEVEL_B --games K [--seed S] [--players N] [--jobs J]

`python -m game selfplay` keeps every level in its seat; a match here swaps
the seats each game so neither level profits from moving first, and prints the
first level's win rate (shared wins count by share), mean scores and each
level's decision times in wall-clock seconds (mean, p95, max): what a player
waits for. --jobs plays that many games at once; each game has its own seeds,
so the result is the same whatever the number. Run it with `nice`; on a shared
machine the decision times grow with the load (Hard's play does not: it
searches a fixed number of sampled games).
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
import time
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.levels import make_player  # noqa: E402
from game.engine.games import game_module  # noqa: E402
from game.selfplay import percentiles  # noqa: E402


def play_one(game_name: str, levels: tuple[str, str], number: int, seed: int,
             players: int) -> tuple[list[int], list[int], dict[str, list[float]]]:
    """Game `number` of a match: its scores, which level sat in each seat, decision times."""
    module = game_module(game_name)
    # Seat i plays level (i + number) % 2; with more seats the levels alternate round.
    side = [(i + number) % 2 for i in range(players)]
    game = module.new_game(players=players, seed=seed + number)
    bots = [make_player(levels[side[i]], game_name, seed * 1000 + number * 10 + i)
            for i in range(players)]
    times: dict[str, list[float]] = {level: [] for level in levels}
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        started = time.perf_counter()
        action = bots[seat].choose(game.view(seat), legal)
        times[levels[side[seat]]].append(time.perf_counter() - started)
        game.apply(action)
    final = game.scores()
    print(f"game {number + 1}: {levels[side[0]]} first, scores {final}",
          file=sys.stderr, flush=True)
    return final, side, times


def match(game_name: str, levels: tuple[str, str], games: int, seed: int,
          players: int, jobs: int = 1) -> dict[str, object]:
    wins = [0.0, 0.0]
    scores: list[list[int]] = [[], []]
    times: dict[str, list[float]] = {level: [] for level in levels}
    tasks = [(game_name, levels, number, seed, players) for number in range(games)]
    # Spawned, not forked: a fork of a process with threads running (the app's computer
    # worker, a test run's earlier scenes) can inherit a held lock and hang for ever.
    spawn = multiprocessing.get_context("spawn")
    with spawn.Pool(jobs) if jobs > 1 else nullcontext() as pool:
        played = pool.starmap(play_one, tasks) if pool else itertools.starmap(play_one, tasks)
        for final, side, game_times in played:
            best = max(final)
            winners = [i for i, s in enumerate(final) if s == best]
            for i in winners:
                wins[side[i]] += 1 / len(winners)
            for i, score in enumerate(final):
                scores[side[i]].append(score)
            for level, spent in game_times.items():
                times[level].extend(spent)
    return {
        "game": game_name,
        "players": players,
        "games": games,
        "levels": list(levels),
        "win_rate": [round(w / max(games, 1), 3) for w in wins],
        "mean_score": [round(sum(s) / max(len(s), 1), 1) for s in scores],
        "decision_seconds": {level: percentiles(t) for level, t in times.items() if t},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("level_a")
    parser.add_argument("level_b")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once, one process each (at most the cores)")
    args = parser.parse_args(argv)
    result = match(args.game, (args.level_a, args.level_b), args.games, args.seed, args.players,
                   args.jobs)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
