"""A hint: what the Hard player would do now in a person's seat, and why, from that seat's view.

The hint is Hard's own search (game/ai/ismcts.py), run from `view(seat)` and the
legal actions, never from the game itself, so it can only use what the seat may
see. Its time budget keeps the wait for it under a second even on a busy
machine; its sample count is Hard's, so unless the budget cuts it short the
hint is the move Hard would play.

The reason says what the action does in the engine's words (played in a game
made up from the view: the action's own words, and what the log says followed
from it for the seat, such as a call's pickups), then what that is worth in the
game's position value (the one Hard's search maximises): how much the action
alone adds to the seat's lead over its best rival, averaged over games made up
from the view as the search makes them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.levels import HARD_ITERATIONS, hard, search_parts
from game.engine.action import Action
from game.engine.base import Game
from game.engine.freight import FreightView, Move, Place, Take
from game.engine.seat_view import SeatView, to_move
from game.texts import mark, ntr, series, tr

# Seconds of search at most: with the view, the legal list and the wording, a hint
# is on screen within a second.
HINT_BUDGET = 0.6
# Made-up games the reason's measure is averaged over (hidden cards may change it).
REASON_SAMPLES = 4


@dataclass(frozen=True)
class Measure:
    """What a game's position value counts, as the reason says it."""

    amount: Callable[[int], str]  # '3 points', '150 passengers'
    words: str  # marked: put through tr() where said


MEASURES = {
    "freight": Measure(lambda n: ntr("{n} point", "{n} points", n),
                       mark("if the day ended now")),
    "koplopers": Measure(lambda n: ntr("{n} passenger", "{n} passengers", n),
                         mark("with what your trains carry")),
}


@dataclass(frozen=True)
class Hint:
    action: Action
    gain: float | None  # what the action adds to the seat's lead; None: nothing to weigh
    measure: Measure  # what the lead counts
    does: str  # what the action does, in the engine's words ("Ann puts the Gondola car ...")
    # Freight: where the car taken by `action` then goes (the rest of the move), if known.
    then: Action | None = None

    def reason(self) -> str:
        """One line: what the action does, then what it is worth in the position value's
        own numbers ("Ann puts the Gondola car on a new Gondola train: +3 points to your
        lead if the day ended now")."""
        if self.gain is None:
            worth = tr("the only move")
        else:
            gain = round(self.gain)
            # A no-break space: a wrapped line never leaves the number without its unit.
            amount = ("+" if gain > 0 else "") + self.measure.amount(gain).replace(" ", "\u00a0")
            if gain > 0:
                words = tr("{amount} to your lead {measure}")
            elif gain < 0:  # the search plays it for what the rest of the turn makes of it
                words = tr("{amount} to your lead {measure}, for more later")
            else:
                words = tr("no change to your lead yet {measure}")
            worth = words.format(amount=amount, measure=tr(self.measure.words))
        return tr("{does}: {worth}").format(does=self.does, worth=worth)


def hint(game: str, view: SeatView, legal: list[Action],
         budget: float = HINT_BUDGET, iterations: int | None = None) -> Hint:
    """Hard's choice for the seat to move in `view` of `game`, and what it gains.

    Seeded from the seat and its number of choices, so the same view gets the same hint.
    """
    seat = to_move(view)
    seed = random.Random(f"{game}:{len(legal)}:{seat}").getrandbits(32)
    searcher = hard(game, seed)
    searcher.budget = budget
    searcher.iterations = iterations or HARD_ITERATIONS[game]
    action = searcher.choose(view, legal)
    then = _rest_of_move(game, view, action, seed, budget)
    gain, does = _weighed(game, view, action, random.Random(seed), weigh=len(legal) > 1,
                          then=then)
    return Hint(action, gain, MEASURES[game], does, then)


def _rest_of_move(game: str, view: SeatView, action: Action, seed: int, budget: float
                  ) -> Action | None:
    """Freight: a car taken from a Main Yard line or a private row is only half a move until
    it is placed; the place Hard would put it (searched after the take, in a game made up
    from the view), so the hint tells the whole move. None for other actions, for a car
    that still lies face down (which car it is is seen only once taken), and when Hard would
    take another car first."""
    if not isinstance(action, (Take, Move)) or not isinstance(view, FreightView):
        return None
    if isinstance(action, Take) and view.face_down_yard:
        return None
    determinize, _ = search_parts(game)
    seat = to_move(view)
    made_up = determinize(view, seat, random.Random(seed))
    made_up.apply(action)
    searcher = hard(game, seed)
    searcher.budget = budget / 2  # the car's place is a smaller choice than the car
    searcher.iterations = HARD_ITERATIONS[game]
    then = searcher.choose(made_up.view(seat), made_up.legal_actions())
    return then if isinstance(then, Place) else None


def _weighed(game: str, view: SeatView, action: Action, rng: random.Random,
             weigh: bool, samples: int = REASON_SAMPLES, then: Action | None = None
             ) -> tuple[float | None, str]:
    """How much `action` (and `then`, the rest of its move) adds to the seat's lead by the
    game's position value (None when not `weigh`ed), and what it does, found in games made
    up from `view`."""
    determinize, value = search_parts(game)
    seat = to_move(view)
    before = value(view, seat)
    gains: list[float] = []
    does = ""
    for _ in range(samples if weigh else 1):
        made_up = determinize(view, seat, rng)
        if made_up.is_legal(action):
            said = what_it_does(made_up, action, seat)  # plays it in the made-up game
            if then is not None and made_up.is_legal(then):
                name = made_up.players[seat]
                rest = made_up.describe(then, seat).removeprefix(f"{name} ")
                made_up.apply(then)
                said = tr("{does}, then {then}").format(does=said, then=rest)
            does = does or said
            gains.append(value(made_up.view(seat), seat) - before)
    if not does:  # never legal in a made-up game: the action's own words
        does = determinize(view, seat, rng).describe(action, seat)
    return (sum(gains) / len(gains) if weigh and gains else None), does


def what_it_does(game: Game, action: Action, seat: int, most: int = 2) -> str:
    """Play `action` in `game` and say what it did: the engine's words for the action, then
    what followed from it for `seat` as the log says it (the lines about that player after
    the action's own, whole: cutting the name off would be English grammar), at most `most`
    lines in all."""
    name, words = game.players[seat], game.describe(action, seat)
    own = words.rstrip(".")  # its own line, not always the first: a turn's automatic
    # calls are logged before "… ends the turn"
    lines = [line.rstrip(".") for event in game.apply(action) or []
             if (line := event.log_line(game.players)) and line.startswith(name)]
    return series([words, *[line for line in lines if line != own][:most - 1]])
