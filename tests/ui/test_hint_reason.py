"""The hint's one line says what the hinted action does, in the log's words, then its worth.

Issue 16: "a one-line reason from its rater ('starts a Gondola train: 3 points
if the day ended now')". What the action does comes from playing it (in a game
made up from the seat's view): its own log line and what follows for the seat.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.ai.hint import MEASURES, Hint, _weighed, what_it_does
from game.engine.games import game_module
from game.ui.fonts import font
from game.ui.widgets.scroll_list import wrap


def _played(name: str, seed: int, actions: list[str]):  # type: ignore[no-untyped-def]
    game = game_module(name).new_game(players=["Ann", "Bob"], seed=seed, options={})
    for text in actions:
        game.apply(game.ACTIONS.from_text(text))
    return game


def test_a_new_train_is_said_as_the_log_says_it_with_its_worth() -> None:
    game = _played("freight", 3, ["take 2"])
    action = game.ACTIONS.from_text("place auto_rack new:auto_rack")
    does = what_it_does(game, action, 0)
    assert does == "Ann puts the Auto Rack car on a new Auto Rack train"
    reason = Hint(action, 3.2, MEASURES["freight"], does).reason()
    assert reason == f"{does}: +3\u00a0points to your lead if the day ended now"


def test_what_follows_for_the_seat_is_said_too() -> None:
    """Rulebook: "When you ... end your turn there (with the front of your train facing to
    the station), you call out the name of the station": ending the turn calls."""
    game = _played("koplopers", 3, [
        "obstruct ASD", "build 1 site-AMR", "reverse 1", "call 1", "end", "obstruct LEDN",
        "repair A", "build 1 site-RSD", "end", "ride 1 GD-RTD.1>RTD", "call 1", "board 39",
        "end", "obstruct GVC", "build 2 site-DDR", "reverse 2"])
    action = game.ACTIONS.from_text("end")
    does = what_it_does(game, action, 1)
    assert does == "Bob ends the turn, Bob's train 2 calls automatically at Dordrecht"
    assert Hint(action, None, MEASURES["koplopers"], does).reason() == f"{does}: the only move"


def test_the_worth_is_the_action_played_in_every_made_up_game() -> None:
    """Every made-up game the worth is averaged over has the action played in it: with
    nothing hidden that the value counts, one game or four give the same worth."""
    game = _played("freight", 3, ["take 2"])
    action = game.ACTIONS.from_text("place auto_rack new:auto_rack")
    view = game.view(0)
    once, _ = _weighed("freight", view, action, random.Random(1), weigh=True, samples=1)
    four, _ = _weighed("freight", view, action, random.Random(1), weigh=True, samples=4)
    assert once is not None and once > 0
    assert four == once


def test_a_move_worth_nothing_yet_says_so_in_words() -> None:
    game = _played("freight", 3, [])
    action = game.ACTIONS.from_text("take 2")
    reason = Hint(action, 0.2, MEASURES["freight"], "Ann takes a car").reason()
    assert reason == "Ann takes a car: no change to your lead yet if the day ended now"


def test_a_koplopers_worth_is_counted_in_passengers() -> None:
    """Rulebook: "The player who transported the highest number of passengers to their
    destination wins the game": Koplopers' lead is in passengers, not points."""
    game = _played("koplopers", 3, [])
    action = game.legal_actions()[0]
    reason = Hint(action, 150.0, MEASURES["koplopers"], "Ann builds T1").reason()
    assert reason == "Ann builds T1: +150\u00a0passengers to your lead with what your trains carry"


@pytest.mark.parametrize(("name", "reason"), [
    ("koplopers", "Ann picks up 150: -5\u00a0passengers to your lead with what your trains "
                  "carry, for more later"),
    ("freight", "Ann picks up 150: -5\u00a0points to your lead if the day ended now, "
                "for more later"),
])
def test_a_move_that_costs_now_says_the_search_plays_it_for_later(name: str, reason: str) -> None:
    """Hard plays a move for what its whole turn makes of it: a pick-up for a far
    destination, a private car taken into hand, can cost a little of the lead at once, and
    the line says what for (each game's measure said once: no "if the day ended now now")."""
    game = _played(name, 3, [])
    action = game.legal_actions()[0]
    assert Hint(action, -5.2, MEASURES[name], "Ann picks up 150").reason() == reason


def test_a_wrapped_reason_keeps_each_number_with_its_unit() -> None:
    """At any width the status line wraps to, '-5 passengers' stays on one line."""
    pygame.font.init()
    action = _played("koplopers", 3, []).legal_actions()[0]
    reason = Hint(action, -5.2, MEASURES["koplopers"], "Ann picks up 150").reason()
    face = font(16)
    for width in range(60, 400, 7):
        lines = wrap(reason, face, width)
        assert not any(line.endswith("-5") for line in lines), (width, lines)
        assert any("-5\u00a0passengers" in line for line in lines)
