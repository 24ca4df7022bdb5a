"""What the Easy and Normal heuristics do in positions where the right move is plain."""

from __future__ import annotations

import pytest

from game.engine.freight.actions import AddCaboose, Place
from game.engine.freight.cards import CARS_BY_CODE
from game.engine.freight.state import Phase, Source
from game.engine.koplopers.actions import Offer, Propose
from game.engine.koplopers.game import KoplopersGame
from tests.ai.players import player
from tests.freight.position import position
from tests.koplopers.table import put, table


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_freight_car_in_hand_goes_on_the_train_that_wins_its_kind(level: str) -> None:
    game = position(
        4,
        trains={0: [("box", ["box", "box"]), ("mixed", ["box", "tank"])],
                1: [("box", ["box", "box"]), ("mixed", ["box"])]},
    )
    state = game.state
    state.phase, state.hand, state.hand_source = Phase.TAKE, [CARS_BY_CODE["box"]], Source.MAIN_YARD
    state.main_yard[0].pop()  # the car in hand came from there
    state.cars_this_action = 1
    legal = game.legal_actions()
    assert player(level, "freight", 1).choose(game.view(0), legal) == Place("box", "train:1")


def test_freight_normal_closes_a_safe_leading_train_with_a_caboose_as_the_day_ends() -> None:
    game = position(
        4,
        main_yard=[["tank"], [], [], [], []],
        trains={0: [("box", ["box"] * 6), ("tank", ["tank"])], 1: [("box", ["box", "box"])]},
        pile=[],
    )
    game.state.day_ending = True
    legal = game.legal_actions()
    assert AddCaboose(1) in legal and AddCaboose(2) in legal
    assert player("normal", "freight", 1).choose(game.view(0), legal) == AddCaboose(1)


def _at(game: KoplopersGame, station: str, index: int) -> str:
    board = game.board
    return board.label(board.facing(board.platforms[station][index], station))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_koplopers_train_at_the_destination_delivers_its_passengers(level: str) -> None:
    game = table(players=2)
    token = next(t for t in game.board.tokens.values() if t.destination == "ZL")
    put(game, 0, 1, _at(game, "ZL", 0), [token.id])
    bot = player(level, "koplopers", 1)
    while game.current_player == 0:
        game.apply(bot.choose(game.view(0), game.legal_actions()))
    assert token.id in game.state.seats[0].tray


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize(("giver", "accepted"), [(0, True), (1, False)])
def test_koplopers_exchange_is_accepted_when_it_helps_at_least_as_much(
    level: str, giver: int, accepted: bool
) -> None:
    game = table(players=2)
    tokens = [t.id for t in game.board.tokens.values() if t.destination == "UT"][:2]
    put(game, 0, 1, _at(game, "ZL", 0), [tokens[0]])
    put(game, 1, 1, _at(game, "ZL", 1), [tokens[1]])
    game.apply(Offer(1, 1, 1, tokens[giver]))  # the proposer's token, or the answerer's
    game.apply(Propose())
    assert game.current_player == 1
    answer = player(level, "koplopers", 1).choose(game.view(1), game.legal_actions())
    assert answer.KIND == ("accept" if accepted else "decline")
