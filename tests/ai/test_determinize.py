"""The engine helpers that rebuild a whole game from one seat's view (for Hard's search)."""

from __future__ import annotations

import random

import pytest

from game.engine import freight, koplopers
from game.engine.freight.determinize import determinize as freight_determinize
from game.engine.koplopers.determinize import determinize as koplopers_determinize
from tests.ai.players import player


@pytest.mark.parametrize("options", [{}, {"face_down": True}])
@pytest.mark.parametrize("players", [2, 4])
def test_freight_rebuilt_game_shows_the_same_table_and_allows_the_same_actions(
    players: int, options: dict[str, bool]
) -> None:
    game = freight.new_game(players=players, seed=2, options=options)
    bots = [player("normal", "freight", seat) for seat in range(players)]
    rng = random.Random(0)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        rebuilt = freight_determinize(view, rng)
        assert rebuilt.view(seat) == view
        assert rebuilt.legal_actions() == game.legal_actions()
        assert sorted(rebuilt.state.cars_everywhere()) == sorted(game.state.cars_everywhere())
        game.apply(bots[seat].choose(view, game.legal_actions()))


def test_freight_rebuilt_pile_varies_with_the_generator() -> None:
    game = freight.new_game(players=2, seed=4)
    view = game.view(0)
    piles = {tuple(freight_determinize(view, random.Random(n)).state.pile) for n in range(5)}
    assert len(piles) == 5


@pytest.mark.parametrize("options", [{}, {"advanced": True}])
def test_koplopers_rebuilt_game_shows_the_same_table_and_allows_the_same_actions(
    options: dict[str, bool]
) -> None:
    game = koplopers.new_game(players=3, seed=6, options=options)
    bots = [player("normal", "koplopers", seat) for seat in range(3)]
    rng = random.Random(0)
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        rebuilt = koplopers_determinize(view, seat, rng)
        assert rebuilt.view(seat) == view
        hidden = [s.hand for n, s in enumerate(rebuilt.state.seats) if n != seat]
        assert sorted(rebuilt.state.deck + sum(hidden, [])) == sorted(
            game.state.deck + sum((s.hand for n, s in enumerate(game.state.seats) if n != seat),
                                  []))
        assert rebuilt.legal_actions() == game.legal_actions()
        game.apply(bots[seat].choose(view, game.legal_actions()))
