"""Every level plays whole games at every table size, and only ever legal actions."""

from __future__ import annotations

import pytest

from game.engine.games import game_module
from tests.ai.players import LEVELS, player

TABLES = [("freight", n) for n in range(2, 6)] + [("koplopers", n) for n in range(2, 5)]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_name", "players"), TABLES)
def test_level_finishes_a_game_with_legal_actions_only(
    level: str, game_name: str, players: int
) -> None:
    game = game_module(game_name).new_game(players=players, seed=players)
    # Hard searches with Normal's rollouts; one Hard seat keeps the test quick.
    seats = [player(level if seed == 0 or level != "hard" else "normal", game_name, seed,
                    iterations=1) for seed in range(players)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        action = seats[seat].choose(game.view(seat), legal)
        assert action in legal
        game.apply(action)
    assert game.is_over and len(game.scores()) == players


@pytest.mark.parametrize("game_name", ["freight", "koplopers"])
def test_easy_beats_random_play(game_name: str) -> None:
    game = game_module(game_name).new_game(players=2, seed=11)
    seats = [player("easy", game_name, 1), player("random", game_name, 2)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(seats[seat].choose(game.view(seat), game.legal_actions()))
    assert game.ranking()[0] == 0 and game.scores()[0] > game.scores()[1]
