"""Undo never crosses a reveal or another seat's move: whole Koplopers games walked.

At every action each seat's view is compared with the view the same action gives
in another world that seat's view allows (tests/reveals.py): a card drawn into a
hand at the end of a turn shows, and the engine's floors must stand past it. An
offer proposed, answered or a turn ended hands the decision on: undo_floor too.
An end of turn that draws nothing (no card was played) reveals nothing: only
undo_floor moves, so a front end may still let it be taken back before confirming.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.action import Action
from game.engine.base import Game
from game.engine.koplopers import KoplopersView, new_game
from game.engine.koplopers.determinize import determinize
from game.engine.koplopers.game import KoplopersGame
from game.engine.seat_view import SeatView, narrowed
from tests.ai.players import player
from tests.reveals import walk

from .table import act, put, table, token_for, wait

# The actions that can end a turn: End turn, or the last boarding choice of a call
# made automatically at the end of it.
TURN_ENDS = {"end", "board", "stop"}


def other_world(game: Game, seat: int, rng: random.Random) -> Game:
    assert isinstance(game, KoplopersGame)
    return determinize(game.view(seat), seat, rng)


def turn_mark(view: SeatView) -> object:
    seen = narrowed(view, KoplopersView)
    return seen.turn, seen.round


def chooser(players: int, seed: int) -> Any:
    """Easy computer players, with a random move (or an offer) one time in four."""
    seats = [player("easy", "koplopers", seed + seat) for seat in range(players)]

    def choose(game: Game, rng: random.Random) -> Action:
        legal = game.legal_actions()
        seat = game.current_player
        if seat is not None and rng.random() < 0.75:
            return seats[seat].choose(game.view(seat), legal)
        busy = [a for a in legal if a.KIND != "end"]
        return rng.choice(busy or legal)

    return choose


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), advanced=st.booleans())
def test_undo_floor_stands_past_every_card_drawn_and_every_turn_handed_on(
    players: int, seed: int, advanced: bool
) -> None:
    game = new_game(players, seed=seed, options={"advanced": advanced})
    walked = walk(game, other_world, turn_mark, chooser(players, seed), random.Random(seed))
    assert walked.reveals and walked.hand_overs
    assert walked.kinds <= TURN_ENDS  # only the refill at the end of a turn draws


def test_an_end_of_turn_that_draws_no_card_hands_on_but_reveals_nothing() -> None:
    game = new_game(2, seed=4)
    rng = random.Random(4)
    ends = {True: 0, False: 0}  # turns ended with a card drawn, and without
    while not game.is_over and min(ends.values()) < 3:
        legal = game.legal_actions()
        seat, hand = game.state.turn, len(game.state.me.hand)
        game.apply(rng.choice([a for a in legal if a.KIND != "end"] or legal))
        if game.state.turn != seat:
            drew = len(game.state.seats[seat].hand) > hand
            ends[drew] += 1
            assert game.undo_floor == len(game.actions)
            assert (game.reveal_floor == len(game.actions)) == drew
    assert min(ends.values()) >= 3


def test_a_game_rebuilt_while_the_turn_ends_ends_the_turn_as_the_real_one_does() -> None:
    """An automatic call at the end of the turn (Ruling 4) may open boarding choices
    (advanced rules); a world rebuilt from a view then must still end the turn after
    them, or a search would think the turn goes on (hypothesis found: 3 seats, seed 2325)."""
    game = table(advanced=True)
    wait(game, "EHV", [token_for(game, "LW"), token_for(game, "ZL", 300)])
    put(game, 0, 1, "TB-EHV.1>TB")
    act(game, "reverse 1", "end")
    assert game.state.boarding is not None and game.view(0).ending
    world = determinize(game.view(0), 0, random.Random(1))
    for played in (game, world):
        act(played, "stop")
        assert played.state.turn == 1
