"""How well each search's position value foretells who ends ahead, over games of Normal.

    python tools/position_values.py GAME [--games 300] [--players 2] [--seed 9000]

A search rates the tables its made-up games reach with its game's position
value, so the value is worth what it says about the end: the better it explains
a seat's final lead over its best rival from the table at the start of that
seat's turn, the better the search chooses. This plays whole games with the
Normal player and prints, for each fifth of the game, r² between each value at
the turn's start (Hard's and the flat search's, see levels.search_parts) and
the seat's final lead, beside r² of the score alone. That is how the Koplopers
route value (game/ai/koplopers_route.py) was chosen. Measured here on 1 December
2026 (r² by fifth of the game), at 4 seats, which it was not fitted on:

    koplopers, 4 seats, 300 games (--seed 9000)
      score    0.01   0.13   0.31   0.54   0.79
      hard     0.07   0.27   0.47   0.65   0.79
      flat     0.05   0.19   0.38   0.55   0.59
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.levels import make_player, search_parts  # noqa: E402
from game.engine.games import game_module  # noqa: E402
from game.engine.seat_view import SeatView  # noqa: E402

PARTS = 5

Sample = tuple[float, float, float, float]  # score lead, Hard's value, flat's value, final lead


def lead(numbers: list[float], seat: int) -> float:
    return numbers[seat] - max(n for s, n in enumerate(numbers) if s != seat)


TurnStart = tuple[SeatView, int, list[float]]  # the seat's view, the seat, the scores


def normal_games(game_name: str, players: int, games: int,
                 seed: int) -> Iterator[tuple[list[TurnStart], list[float]]]:
    """Each of `games` games of Normal: its turn starts (a decision whose seat differs from
    the one before) and its final scores."""
    for number in range(games):
        game = game_module(game_name).new_game(players=players, seed=seed + number)
        seats = [make_player("normal", game_name, seed + number * 10 + s) for s in range(players)]
        starts: list[TurnStart] = []
        last = None
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if seat != last:
                starts.append((view, seat, [float(x) for x in game.scores()]))
                last = seat
            game.apply(seats[seat].choose(view, game.legal_actions()))
        yield starts, [float(x) for x in game.scores()]


def samples(game_name: str, players: int, games: int, seed: int) -> list[list[Sample]]:
    """Per fifth of the game: each turn start's (score lead, values, final lead)."""
    _, hard_value = search_parts(game_name)
    _, flat_value = search_parts(game_name, flat=True)
    parts: list[list[Sample]] = [[] for _ in range(PARTS)]
    for starts, final in normal_games(game_name, players, games, seed):
        for index, (view, seat, scores) in enumerate(starts):
            parts[index * PARTS // len(starts)].append(
                (lead(scores, seat), hard_value(view, seat), flat_value(view, seat),
                 lead(final, seat)))
    return parts


def r_squared(xs: list[float], ys: list[float]) -> float:
    try:
        return statistics.correlation(xs, ys) ** 2
    except statistics.StatisticsError:  # fewer than two samples, or one side constant
        return math.nan


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=9000)
    args = parser.parse_args()
    parts = samples(args.game, args.players, args.games, args.seed)
    print(f"{args.game}, {args.players} seats, {args.games} games of Normal: r² of the final "
          f"lead, by fifth of the game")
    for column, name in enumerate(("score", "hard", "flat")):
        cells = [r_squared([s[column] for s in part], [s[3] for s in part]) for part in parts]
        print(f"  {name:6}" + "".join(f"{cell:7.2f}" for cell in cells))


if __name__ == "__main__":
    main()
