"""A whole Freight Train game rebuilt from one seat's view, its hidden part made up.

Computer players that search ahead need a game they can play on, but they may
know only what their seat sees. This builds a FreightGame whose open table is
exactly the view, and whose hidden part (the order of the draw pile, where the
End Of Day card lies, face-down Main Yard cars) is dealt at random from the
cars that seat has not seen. Two different real games with the same view give
the same range of rebuilt games.
"""

from __future__ import annotations

import random

from game.engine.base import Game
from game.engine.freight.cards import (
    CARDS_PER_TYPE,
    CARS_BY_CODE,
    END_OF_DAY,
    MAIN_YARD_LINE_LENGTH,
    MAIN_YARD_LINES,
    PILE_STACKS,
    Car,
)
from game.engine.freight.game import FreightGame
from game.engine.freight.state import FreightState, Player, Train
from game.engine.freight.view import FreightView, PlayerView


def unseen_cars(view: FreightView) -> list[int]:
    """The cars the view does not show: those in the pile and face down in the Main Yard.

    Counted in a list by type (a searching player asks this for every made-up game)."""
    left = [CARDS_PER_TYPE - view.removed_per_type] * len(Car)
    by_code = CARS_BY_CODE
    shown: list[tuple[str, ...] | tuple[str | None, ...]] = [
        view.discard, view.switch_hand, view.hand, *view.main_yard
    ]
    for player in view.players:
        shown += player.rows
        shown += [train.cars for train in player.trains]
    for cars in shown:
        for code in cars:
            if code is not None:
                left[by_code[code]] -= 1
    return [car for car, count in enumerate(left) for _ in range(count)]


def determinize(view: FreightView, rng: random.Random) -> FreightGame:
    """A game consistent with `view`, the unseen cars shuffled by `rng`.

    The table comes from the view, so the game skips its own first-day deal
    (searching players build thousands of these a second).
    """
    names = [player.name for player in view.players]
    game = FreightGame.__new__(FreightGame)
    Game.__init__(game, names, rng.randrange(2**63), dict(view.options_json))
    game.state = state_from_view(view, rng)
    return game


def state_from_view(view: FreightView, rng: random.Random) -> FreightState:
    """The table of `view`, with the unseen cars shuffled by `rng` into the hidden places."""
    hidden = unseen_cars(view)
    rng.shuffle(hidden)
    main_yard = [
        [CARS_BY_CODE[code] if code is not None else hidden.pop() for code in line]
        for line in view.main_yard
    ]
    current = view.current_player
    return FreightState(
        options=view.options,
        players=[_player(p) for p in view.players],
        removed_per_type=view.removed_per_type,
        main_yard=main_yard,
        pile=_pile(hidden, view, rng),
        discard=[CARS_BY_CODE[code] for code in view.discard],
        cabooses=view.cabooses,
        locomotive_reserve=view.locomotive_reserve,
        day=view.day,
        day_ending=view.day_ending,
        turn=0 if current is None else current,
        marker=view.marker,
        marker_must_pass=view.marker_must_pass,
        phase=view.phase,
        filled_this_turn=view.filled_this_turn,
        hand=[CARS_BY_CODE[code] for code in view.hand],
        hand_source=view.hand_source,
        cars_this_action=view.cars_this_action,
        switch_hand=[CARS_BY_CODE[code] for code in view.switch_hand],
        passed=set(view.passed),
        day_results=list(view.day_results),
    )


def _player(seen: PlayerView) -> Player:
    return Player(
        name=seen.name,
        score=seen.score,
        locomotives=seen.locomotives,
        rows=[[CARS_BY_CODE[code] for code in row] for row in seen.rows],
        trains=[
            Train(kind=t.kind, cars=[CARS_BY_CODE[code] for code in t.cars], caboose=t.caboose)
            for t in seen.trains
        ],
        added_locomotive_today=seen.added_locomotive_today,
    )


def _pile(cars: list[int], view: FreightView, rng: random.Random) -> list[int]:
    """The pile, bottom first, with the End Of Day card somewhere in its bottom stack.

    The view tells the pile's size but not where the card lies. The bottom stack
    was about a `PILE_STACKS`-th of the pile as dealt this morning, which was at
    most the cars outside the private yards less the Main Yard.
    """
    pile = list(cars)
    if len(pile) >= view.pile:  # the End Of Day card has been drawn
        return pile[: view.pile]
    total = len(Car) * (CARDS_PER_TYPE - view.removed_per_type)
    private = sum(len(row) for p in view.players for row in p.rows)
    dealt = max(len(pile), total - private - MAIN_YARD_LINES * MAIN_YARD_LINE_LENGTH)
    bottom = min(len(pile), -(-dealt // PILE_STACKS[view.day]))
    pile.insert(rng.randint(0, bottom), END_OF_DAY)
    return pile
