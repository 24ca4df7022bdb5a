"""`python -m game selfplay`: whole games without a window, summarised as JSON."""

from __future__ import annotations

import json
import time

from game.ai.random_player import RandomPlayer
from game.engine.games import game_module

BOT_LEVELS = {"random": RandomPlayer}


def run_selfplay(game_name: str, players: int, games: int, seed: int, bots: str) -> int:
    try:
        module = game_module(game_name)
    except (KeyError, ModuleNotFoundError) as error:
        print(json.dumps({"error": str(error)}))
        return 2
    levels = [level.strip() for level in bots.split(",")]
    if len(levels) == 1:
        levels *= players
    unknown = [level for level in levels if level not in BOT_LEVELS]
    if unknown or len(levels) != players:
        print(json.dumps({"error": f"--bots needs {players} levels from {sorted(BOT_LEVELS)}"}))
        return 2
    totals = [0.0] * players
    wins = [0.0] * players
    steps = 0
    statistics: dict[str, float] = {}
    busy = 0.0
    for number in range(games):
        game = module.new_game(players=players, seed=seed + number)
        seats = [BOT_LEVELS[level](seed * 1000 + number * 10 + i) for i, level in enumerate(levels)]
        started = time.process_time()
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            legal = game.legal_actions()
            game.apply(seats[seat].choose({}, legal))
            steps += 1
        busy += time.process_time() - started
        for key, value in game.summary().items():
            statistics[key] = statistics.get(key, 0.0) + value
        scores = game.scores()
        best = max(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        for i, score in enumerate(scores):
            totals[i] += score
        for i in winners:
            wins[i] += 1 / len(winners)
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
                # CPU seconds, so other work on the machine does not skew the figure
                "actions_per_second": round(steps / busy) if busy else None,
            },
            indent=2,
        )
    )
    return 0
