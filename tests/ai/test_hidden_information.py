"""A computer player decides from its seat's view only: swapping what that seat cannot
see (the pile order, face-down cars, the other hands, the deck) changes nothing."""

from __future__ import annotations

import random

import pytest

from game.engine import freight, koplopers
from game.engine.base import Game
from game.engine.freight.cards import END_OF_DAY
from game.engine.freight.game import FreightGame
from game.engine.koplopers.game import KoplopersGame
from tests.ai.players import LEVELS, player


def _played(game: Game, moves: int, seed: int) -> Game:
    bots = [player("easy", game.NAME, seed + i) for i in range(len(game.players))]
    for _ in range(moves):
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return game


def _swap_freight(game: FreightGame, rng: random.Random) -> FreightGame:
    """The same table with the pile (and face-down Main Yard cars) dealt differently."""
    other = freight.load(game.record())
    state = other.state
    pile = [c for c in state.pile if c != END_OF_DAY]
    face_down = state.options.face_down
    yard = [car for line in state.main_yard for car in line] if face_down else []
    cards = pile + yard
    while cards == pile + yard:
        rng.shuffle(cards)
    if face_down:
        for line in state.main_yard:
            for i in range(len(line)):
                line[i] = cards.pop()
    new_pile = cards[: len(pile)]
    if END_OF_DAY in state.pile:
        new_pile.insert(rng.randint(0, len(new_pile) // 3), END_OF_DAY)
    state.pile = new_pile
    return other


def _swap_koplopers(game: KoplopersGame, rng: random.Random) -> KoplopersGame:
    """The same table with the other players' hands and the deck dealt differently."""
    other = koplopers.load(game.record())
    state = other.state
    seat = game.current_player
    hands = [s for number, s in enumerate(state.seats) if number != seat]
    cards = state.deck + [card for s in hands for card in s.hand]
    before = list(cards)
    while cards == before:
        rng.shuffle(cards)
    for s in hands:
        s.hand = [cards.pop() for _ in s.hand]
    state.deck = cards
    return other


CASES = [
    ("freight", 2, {}, 40),
    ("freight", 3, {"face_down": True}, 60),
    ("koplopers", 2, {}, 30),
    ("koplopers", 3, {"advanced": True}, 45),
]


@pytest.mark.parametrize(("game_name", "players", "options", "moves"), CASES)
def test_decision_ignores_what_the_seat_cannot_see(
    game_name: str, players: int, options: dict[str, bool], moves: int
) -> None:
    module = freight if game_name == "freight" else koplopers
    game = _played(module.new_game(players=players, seed=5, options=options), moves, seed=9)
    rng = random.Random(1)
    other = (_swap_freight(game, rng) if isinstance(game, FreightGame)
             else _swap_koplopers(game, rng))  # type: ignore[arg-type]
    assert other.view(None) != game.view(None)  # the hidden part really differs
    seat = game.current_player
    assert seat is not None
    assert other.view(seat) == game.view(seat)
    for level in LEVELS:
        choices = [
            player(level, game_name, seed=3, iterations=6).choose(g.view(seat), g.legal_actions())
            for g in (game, other)
        ]
        assert choices[0] == choices[1], level
