"""Undo never crosses a reveal or another seat's move: whole Freight games walked.

At every action each seat's view is compared with the view the same action gives
in another world that seat's view allows (tests/reveals.py): what differs was
revealed (a face-down car taken, a line filled, a new day dealt), and the engine's
floors must stand past it. A turn that ended must be past undo_floor too, also
when the start marker's automatic pass gives the decision straight back.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.action import Action
from game.engine.base import Game
from game.engine.freight import FreightView, new_game
from game.engine.freight.actions import Pass, Place, Take
from game.engine.freight.determinize import determinize
from game.engine.seat_view import SeatView, narrowed
from tests.ai.players import player
from tests.reveals import walk


def other_world(game: Game, seat: int, rng: random.Random) -> Game:
    return determinize(narrowed(game.view(seat), FreightView), rng)


def turn_mark(view: SeatView) -> object:
    seen = narrowed(view, FreightView)
    return seen.marker, seen.marker_must_pass, seen.day


def chooser(players: int, seed: int, bots: bool) -> Any:
    """Random legal play, or Normal computer players with a random move now and then."""
    seats = [player("normal", "freight", seed + seat) for seat in range(players)]

    def choose(game: Game, rng: random.Random) -> Action:
        legal = game.legal_actions()
        seat = game.current_player
        if bots and seat is not None and rng.random() < 0.9:
            return seats[seat].choose(game.view(seat), legal)
        return rng.choice(legal)

    return choose


@settings(max_examples=10, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    face_down=st.booleans(),
    bots=st.booleans(),
)
def test_undo_floor_stands_past_every_reveal_and_every_turn_handed_on(
    players: int, seed: int, face_down: bool, bots: bool
) -> None:
    game = new_game(players, seed=seed, options={"face_down": face_down})
    walked = walk(game, other_world, turn_mark, chooser(players, seed, bots), random.Random(seed))
    assert walked.reveals and walked.hand_overs
    assert "fill" in walked.kinds  # each day's new cars at least
    assert face_down == ("take" in walked.kinds)


def test_a_new_day_dealt_by_the_last_car_of_a_day_stays_dealt() -> None:
    """The reported case: the last car of Day 1 ends the day; Day 2's cars are dealt."""
    game = new_game(["Ann", "Cpu"], seed=3)
    rng = random.Random(3)
    while game.state.day == 1:
        game.apply(rng.choice(game.legal_actions()))
    assert game.undo_floor == game.reveal_floor == len(game.actions)


def test_a_turn_ended_sets_the_floor_even_when_the_marker_pass_gives_it_back() -> None:
    """Two seats: after the marker holder's second turn, the other seat moves twice in a row."""
    game = new_game(["Ann", "Cpu"], seed=5)
    rng = random.Random(5)
    seen = 0
    while game.state.day == 1:
        seat, marker, moves = game.current_player, game.state.marker, len(game.actions)
        legal = game.legal_actions()
        game.apply(rng.choice([a for a in legal if isinstance(a, (Take, Place, Pass))] or legal))
        if game.current_player == seat and game.state.marker != marker and game.state.day == 1:
            seen += 1
            assert game.undo_floor == moves + 1
            assert game.reveal_floor < game.undo_floor  # nothing was revealed: it ended a turn
    assert seen
