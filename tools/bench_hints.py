"""Hint latency: how long a person waits for Hint, over positions of real games.

    python tools/bench_hints.py [--positions 40] [--seed 11]

Plays 3-seat games of each kind with the Normal player and, at about one decision
in sixteen, times a hint as the table asks for one: the seat's view and legal
actions, Hard's search from them (game/ai/hint.py) and the line's wording. Prints
the median, 95th percentile and slowest per game; the target is a p95 under 1 s.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from game.ai.hint import hint
from game.ai.levels import make_player
from game.engine import freight, koplopers
from game.engine.base import Game

NEW_GAMES: dict[str, Callable[[int], Game]] = {
    "freight": lambda seed: freight.new_game(players=3, seed=seed),
    "koplopers": lambda seed: koplopers.new_game(players=3, seed=seed),
}


def timed_hints(name: str, count: int, seed: int) -> tuple[list[float], list[str]]:
    """Seconds for `count` hints in games of `name`, and the lines they gave."""
    times: list[float] = []
    lines: list[str] = []
    while len(times) < count:
        game = NEW_GAMES[name](seed)
        normal = make_player("normal", name, seed)
        rng = random.Random(seed)
        while not game.is_over and len(times) < count:
            seat = game.current_player
            assert seat is not None
            if rng.random() < 1 / 16:
                start = time.perf_counter()
                found = hint(name, game.view(seat), game.legal_actions())
                lines.append(found.reason())
                times.append(time.perf_counter() - start)
            game.apply(normal.choose(game.view(seat), game.legal_actions()))
        seed += 1
    return times, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    for name in NEW_GAMES:
        times, lines = timed_hints(name, args.positions, args.seed)
        times.sort()
        p95 = times[round(0.95 * (len(times) - 1))]
        print(f"{name}: {len(times)} hints, median {times[len(times) // 2]:.3f} s, "
              f"p95 {p95:.3f} s, slowest {times[-1]:.3f} s")
        for line in lines[:3]:
            print(f"  {line}")


if __name__ == "__main__":
    main()
