"""Walk whole games and check the engine's undo floor against what each seat saw.

An action *reveals* something to a seat when the seat's view after it depends on
what the seat could not see before it: the same action played in another world
that the seat's view allows (the game's own determinize, the hidden cards dealt
afresh) leaves the seat a different view. Undo must never go back past such an
action (undo_floor and reveal_floor reach it), nor past an action that handed the
decision to another seat (turn_floor and undo_floor reach it), however the seat then
comes back.

When the action is not legal in the other world (a Koplopers card the mover holds
there in no hand), it carried the mover's own knowledge, which is no draw of chance;
that world is skipped.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.action import Action
from game.engine.base import Game
from game.engine.seat_view import SeatView

# A world that the view of `seat` allows: (game, seat, rng) -> game.
Determinize = Callable[[Game, int, random.Random], Game]
# What a seat's turn is, as the public view tells it: a change means the turn passed.
TurnMark = Callable[[SeatView], object]
Chooser = Callable[[Game, random.Random], Action]


@dataclass
class Walked:
    """What a walk met, so a test can say its checks had something to check."""

    reveals: int = 0
    hand_overs: int = 0
    kinds: set[str] = field(default_factory=set)


def other_worlds(game: Game, determinize: Determinize, rng: random.Random) -> list[Game]:
    """For each seat, a world that looks to it exactly as `game` does."""
    worlds = []
    for seat in range(len(game.players)):
        world = determinize(game, seat, random.Random(rng.random()))
        assert world.view(seat) == game.view(seat), "the other world must look the same"
        worlds.append(world)
    return worlds


def revealed_to(game: Game, action: Action, seat: int, other: Game) -> bool:
    """True when `action`, just played in `game`, showed `seat` something hidden."""
    if other.refusal(action) is not None:
        return False
    other.apply(action)
    return other.view(seat) != game.view(seat)


def walk(game: Game, determinize: Determinize, turn_mark: TurnMark, choose: Chooser,
         rng: random.Random, max_actions: int = 3000) -> Walked:
    """Play `game` to its end with `choose`, checking the floors at every action."""
    walked = Walked()
    for _ in range(max_actions):
        if game.is_over:
            return walked
        action = choose(game, rng)
        seats = range(len(game.players))
        others = other_worlds(game, determinize, rng)
        mover, mark = game.current_player, turn_mark(game.view(None))
        floor = game.undo_floor
        game.apply(action)
        done = len(game.actions)
        assert game.undo_floor in (floor, done), "the floor only moves up to the present"
        if any(revealed_to(game, action, seat, others[seat]) for seat in seats):
            walked.reveals += 1
            walked.kinds.add(action.KIND)
            assert game.reveal_floor == done, f"{action} revealed something; undo could unsee it"
            assert game.undo_floor == done
        if game.current_player != mover or turn_mark(game.view(None)) != mark:
            walked.hand_overs += 1
            assert game.turn_floor == game.undo_floor == done, (
                f"{action} handed the turn on; undo could take it back")
    raise AssertionError("the game did not end")
