"""Setting up the table: the first day ("Setup") and each new day ("New Day Setup")."""

from __future__ import annotations

import random

from game.engine.freight.cards import (
    CABOOSES,
    CARDS_PER_TYPE,
    END_OF_DAY,
    LOCOMOTIVE_RESERVE,
    MAIN_YARD_LINE_LENGTH,
    MAIN_YARD_LINES,
    PILE_STACKS,
    PRIVATE_ROW_START,
    PRIVATE_ROWS,
    REMOVED_PER_TYPE,
    STARTING_POINTS,
    Car,
    locomotives_for_day,
)
from game.engine.freight.options import FreightOptions
from game.engine.freight.state import FreightState, Player


def first_day(names: list[str], options: FreightOptions, rng: random.Random) -> FreightState:
    """Remove cards for the player count, deal Main Yard, private yards and the pile."""
    seats = len(names)
    removed = REMOVED_PER_TYPE[seats]
    cars = [int(car) for car in Car for _ in range(CARDS_PER_TYPE - removed)]
    rng.shuffle(cars)
    main_yard = _deal_main_yard(cars)
    players = [
        Player(
            name=name,
            score=STARTING_POINTS,
            locomotives=locomotives_for_day(seats, 1),
            rows=[[cars.pop() for _ in range(PRIVATE_ROW_START)] for _ in range(PRIVATE_ROWS)],
        )
        for name in names
    ]
    start_player = rng.randrange(seats)
    return FreightState(
        options=options,
        players=players,
        removed_per_type=removed,
        main_yard=main_yard,
        pile=build_pile(cars, day=1, rng=rng),
        cabooses=CABOOSES,
        locomotive_reserve=LOCOMOTIVE_RESERVE[seats],
        turn=start_player,
        marker=start_player,
    )


def new_day(state: FreightState, rng: random.Random) -> None:
    """Ruling 3: everything outside the private yards is shuffled and dealt anew."""
    cars = [car for car in state.pile if car != END_OF_DAY] + state.discard
    for line in state.main_yard:
        cars += line
    for player in state.players:
        for train in player.trains:
            cars += train.cars
        player.trains = []
        player.added_locomotive_today = False
    state.discard = []
    state.day += 1
    state.day_ending = False
    state.passed.clear()
    state.cabooses = CABOOSES
    wanted = locomotives_for_day(state.seats, state.day)
    for player in state.players:
        short = max(0, wanted - player.locomotives)
        player.locomotives += short
        state.locomotive_reserve -= short
    rng.shuffle(cars)
    state.main_yard = _deal_main_yard(cars)
    state.pile = build_pile(cars, day=state.day, rng=rng)


def _deal_main_yard(cars: list[int]) -> list[list[int]]:
    return [
        [cars.pop() for _ in range(min(MAIN_YARD_LINE_LENGTH, len(cars)))]
        for _ in range(MAIN_YARD_LINES)
    ]


def build_pile(cars: list[int], day: int, rng: random.Random) -> list[int]:
    """'Creating the Draw Pile': equal stacks, End Of Day shuffled into the bottom one.

    The list is bottom card first, so drawing is pop().
    """
    stacks = PILE_STACKS[day]
    bottom_size = -(-len(cars) // stacks)  # the first (bottom) stack takes any odd card
    bottom = cars[:bottom_size]
    bottom.insert(rng.randint(0, len(bottom)), END_OF_DAY)
    return bottom + cars[bottom_size:]
