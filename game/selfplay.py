"""`python -m game selfplay`: whole games without a window, summarised as JSON.

Two clocks run separately: the engine's (listing legal actions and applying
one: the actions-per-second figure) and each level's decisions (building its
view and choosing), so a slow player never hides a slow engine or the reverse.
Both are CPU seconds, so other work on the machine does not skew them.
"""

from __future__ import annotations

import json
import time

from game.ai.levels import LEVELS, make_player
from game.engine.games import game_module, winners


def run_selfplay(game_name: str, players: int, games: int, seed: int, bots: str) -> int:
    try:
        module = game_module(game_name)
    except (KeyError, ModuleNotFoundError) as error:
        print(json.dumps({"error": str(error)}))
        return 2
    levels = [level.strip() for level in bots.split(",")]
    if len(levels) == 1:
        levels *= players
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or len(levels) != players:
        print(json.dumps({"error": f"--bots needs {players} levels from {sorted(LEVELS)}"}))
        return 2
    totals = [0.0] * players
    wins = [0.0] * players
    steps = 0
    statistics: dict[str, float] = {}
    engine_seconds = 0.0
    decisions: dict[str, list[float]] = {level: [] for level in levels}
    clock = time.process_time
    for number in range(games):
        game = module.new_game(players=players, seed=seed + number)
        seats = [
            make_player(level, game_name, seed * 1000 + number * 10 + i)
            for i, level in enumerate(levels)
        ]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            started = clock()
            legal = game.legal_actions()
            listed = clock()
            action = seats[seat].choose(game.view(seat), legal)
            chosen = clock()
            game.apply(action)
            engine_seconds += clock() - chosen + listed - started
            decisions[levels[seat]].append(chosen - listed)
            steps += 1
        for key, value in game.summary().items():
            statistics[key] = statistics.get(key, 0.0) + value
        for i, score in enumerate(game.scores()):
            totals[i] += score
        won = winners(game)
        for i in won:
            wins[i] += 1 / len(won)
    print(
        json.dumps(
            {
                "game": game_name,
                "players": players,
                "bots": levels,
                "games": games,
                "mean_score": round(sum(totals) / (players * max(games, 1)), 3),
                "mean_score_per_seat": [round(t / max(games, 1), 3) for t in totals],
                "win_rate_per_seat": [round(w / max(games, 1), 3) for w in wins],
                **{f"mean_{k}": round(v / max(games, 1), 3) for k, v in statistics.items()},
                "actions": steps,
                "actions_per_game": round(steps / max(games, 1), 1),
                "actions_per_second": round(steps / engine_seconds) if engine_seconds else None,
                "decision_seconds": {
                    level: percentiles(times) for level, times in decisions.items() if times
                },
            },
            indent=2,
        )
    )
    return 0


def percentiles(times: list[float]) -> dict[str, float]:
    """Decision times in seconds as selfplay and the tournament runner report them."""
    ordered = sorted(times)
    return {
        "mean": round(sum(ordered) / len(ordered), 6),
        "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 6),
        "max": round(ordered[-1], 6),
    }
