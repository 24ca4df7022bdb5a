"""Head-to-head matches between two computer levels, seats swapped every game.

    python tools/tournament.py GAME LEVEL_A LEVEL_B --games K [--seed S] [--players N] [--jobs J]
    python tools/tournament.py --from-log FILE [FILE ...]   (the table of games already played)

`python -m game selfplay` keeps every level in its seat; a match here swaps
the seats each game so neither level profits from moving first (with more
seats the levels alternate round the table, and the next game shifts them by
one). It prints the first level's win rate with a 95% interval (Wilson; a
shared win counts by share), mean scores, and each level's decision times in
wall-clock seconds (p50, p95, max): what a player waits for; for a level with
a time budget also its worst overrun of that budget. It also gives them in
processor seconds, which a busy machine does not inflate: what an idle machine
of this speed would wait. Each game is logged to
stderr as one `GAME {json}` line as it ends, so a long match cut short still
gives its table (--from-log). --jobs plays that many games at once; each game
has its own seeds, so the result is the same whatever the number. Run it with
`nice`; on a shared machine the decision times grow with the load (the
searches' play does not, as long as they stop at their iteration count before
their time budget).

Measured for issue 17, 1 December 2026, --jobs 1, every game played counted
(none chosen; the matches were cut off at the deadline, hence the counts).
The machine: 2 cores shared with four other busy sessions and five of these
matches at once, load 9 to 11, so every search ran into its time cap and the
matches compare equal waiting times, not sample counts: flat8 got 4 s, not its
8x samples. `hard` is the tree search (game/ai/ismcts.py) as of commit ab340cb
(later commits change only how a capped search stops), `flat` the flat search
that was Hard before, `flat8` that with 8x the samples; A's win rate counts a
shared win by share; n is the seats; decision seconds are A's (B's p95 beside
them); late is the worst time past the budget in the match, A/B, in seconds:

  game     n  A vs B          gms Awins win% [95%]      mean A / B    A s p50/p95/max  B p95 late
  Freight  2  hard vs flat     26  17.0  65 [46- 81]     84 / 83     0.46/0.51/0.95   0.62 0.50/0.44
  Freight  2  hard vs flat8     5   1.5  30 [ 7- 70]     79 / 80     0.46/0.52/1.02   4.11 0.57/0.32
  Kopl.    2  hard vs flat     73  38.0  52 [41- 63]   2432 / 2344   0.46/0.52/1.22   0.61 0.77/0.98
  Kopl.    2  hard vs flat8    16  11.5  72 [47- 88]   2497 / 2209   0.46/0.52/0.79   4.11 0.34/0.70
  Kopl.    4  hard vs flat     28  12.0  43 [26- 61]   1510 / 1531   0.46/0.53/1.46   0.72 1.01/1.45

Decision times and overruns of the final search (commit a7dac6f: stopping 25 ms
before the budget, no collector pause inside a decision), whole games, these
two matches at once on the same loaded machine (load about 11):

  Freight  2  hard vs expert    2   0.0   0 [ 0- 66]     76 / 86     0.29/0.44/0.47   1.79 0.02/0.03
  Kopl.    2  hard vs expert    6   2.0  33 [10- 70]   2092 / 2550   0.34/0.44/0.46   1.79 0.01/0.04
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import sys
import time
from contextlib import nullcontext
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.levels import make_player  # noqa: E402
from game.engine.games import game_module  # noqa: E402

Played = dict[str, Any]  # one game: its levels, scores, which level sat where, decision times


def play_one(game_name: str, levels: tuple[str, str], number: int, seed: int,
             players: int, untimed: bool = False) -> Played:
    """Game `number` of a match: its scores, which level sat in each seat, decision times.

    `untimed` lifts the searches' time budgets: each stops at its iteration count
    only, so the game is the same on a loaded machine as on an idle one.
    """
    module = game_module(game_name)
    # Seat i plays level (i + number) % 2: two seats swap each game, more alternate round.
    side = [(i + number) % 2 for i in range(players)]
    game = module.new_game(players=players, seed=seed + number)
    bots = [make_player(levels[side[i]], game_name, seed * 1000 + number * 10 + i)
            for i in range(players)]
    if untimed:
        for bot in bots:
            if hasattr(bot, "budget"):
                bot.budget = math.inf
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    overrun: dict[str, float] = {}
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        started, started_cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(game.view(seat), legal)
        spent = time.perf_counter() - started
        level = levels[side[seat]]
        times[level].append(round(spent, 4))
        cpu[level].append(round(time.process_time() - started_cpu, 4))
        budget = getattr(bots[seat], "budget", None)
        if isinstance(budget, float) and budget < math.inf:
            overrun[level] = max(overrun.get(level, -math.inf), spent - budget)
        game.apply(action)
    played: Played = {"game": game_name, "players": players, "levels": list(levels),
                      "number": number, "scores": game.scores(), "side": side, "times": times,
                      "cpu": cpu,
                      "overrun": {level: round(o, 4) for level, o in overrun.items()}}
    print("GAME " + json.dumps(played), file=sys.stderr, flush=True)
    return played


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate of `wins` out of `games`."""
    if games == 0:
        return 0.0, 1.0
    z = 1.96
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (
        1 + z * z / games)
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)


def quantiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"p50": ordered[len(ordered) // 2], "p95": ordered[int(0.95 * (len(ordered) - 1))],
            "max": ordered[-1]}


def summarize(games: list[Played]) -> dict[str, object]:
    """The table of a match: win rates (with the first level's 95% interval), mean scores,
    decision times and overruns per level."""
    levels = games[0]["levels"]
    wins = [0.0, 0.0]
    scores: list[list[int]] = [[], []]
    times: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    overrun: dict[str, float] = {}
    for played in games:
        final, side = played["scores"], played["side"]
        best = max(final)
        winners = [i for i, s in enumerate(final) if s == best]
        for i in winners:
            wins[side[i]] += 1 / len(winners)
        for i, score in enumerate(final):
            scores[side[i]].append(score)
        for level, spent in played["times"].items():
            times[level].extend(spent)
        for level, spent in played.get("cpu", {}).items():  # logs before it was measured
            cpu[level].extend(spent)
        for level, late in played["overrun"].items():
            overrun[level] = max(overrun.get(level, -math.inf), late)
    count = len(games)
    return {
        "game": games[0]["game"],
        "players": games[0]["players"],
        "games": count,
        "levels": levels,
        "wins": [round(w, 1) for w in wins],
        "win_rate": [round(w / max(count, 1), 3) for w in wins],
        "win_rate_95": wilson(wins[0], count),
        "mean_score": [round(sum(s) / max(len(s), 1), 1) for s in scores],
        "decision_seconds": {level: quantiles(t) for level, t in times.items() if t},
        "decision_cpu_seconds": {level: quantiles(t) for level, t in cpu.items() if t},
        "max_overrun_seconds": overrun,
    }


def match(game_name: str, levels: tuple[str, str], games: int, seed: int,
          players: int, jobs: int = 1, untimed: bool = False) -> dict[str, object]:
    tasks = [(game_name, levels, number, seed, players, untimed) for number in range(games)]
    # Spawned, not forked: a fork of a process with threads running (the app's computer
    # worker, a test run's earlier scenes) can inherit a held lock and hang for ever.
    spawn = multiprocessing.get_context("spawn")
    with spawn.Pool(jobs) if jobs > 1 else nullcontext() as pool:
        played = pool.starmap(play_one, tasks) if pool else itertools.starmap(play_one, tasks)
        return summarize(list(played))


def from_logs(paths: list[str]) -> list[dict[str, object]]:
    """The table of each match logged in `paths` (its GAME lines), grouped by match."""
    matches: dict[str, list[Played]] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.startswith("GAME "):
                played = json.loads(line[5:])
                key = f"{played['game']} {played['players']} {' '.join(played['levels'])}"
                matches.setdefault(key, []).append(played)
    return [summarize(games) for games in matches.values()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?")
    parser.add_argument("level_a", nargs="?")
    parser.add_argument("level_b", nargs="?")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1,
                        help="games played at once, one process each (at most the cores)")
    parser.add_argument("--untimed", action="store_true",
                        help="searches stop at their iteration count only, never at their "
                             "time budget: the same games on any machine and any load "
                             "(their waiting time is measured by a timed match)")
    parser.add_argument("--from-log", nargs="+", metavar="FILE",
                        help="print the tables of the GAME lines in these logs instead")
    args = parser.parse_args(argv)
    if args.from_log:
        print(json.dumps(from_logs(args.from_log), indent=2))
        return 0
    if not (args.game and args.level_a and args.level_b):
        parser.error("GAME LEVEL_A LEVEL_B are needed (or --from-log)")
    result = match(args.game, (args.level_a, args.level_b), args.games, args.seed, args.players,
                   args.jobs, args.untimed)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
