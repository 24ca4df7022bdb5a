"""The Freight Train components and the tables that depend on the player count."""

from __future__ import annotations

from enum import IntEnum

from game.texts import mark, tr


class Car(IntEnum):
    """The 11 freight car types, 16 cards of each in the box, numbered in the
    alphabetical order of their codes (so cars sort as their codes do)."""

    AUTO_RACK = 0
    BOX = 1
    COIL_STEEL = 2
    CONTAINER = 3
    GONDOLA = 4
    HOPPER = 5
    ORE = 6
    PIGGYBACK = 7
    REFRIGERATOR = 8
    STOCK = 9
    TANK = 10

    @property
    def code(self) -> str:
        """The word used in action text and JSON: 'box', 'coil_steel'."""
        return CAR_CODES[self]

    @property
    def title(self) -> str:
        """The name a player reads: 'Coil Steel'."""
        return car_title(self)


# Looked up by index on every rule check, so computed once here.
CAR_CODES = tuple(car.name.lower() for car in Car)
CARS_BY_CODE = {car.code: car for car in Car}
# Each type's name in English, in the order of Car, marked for the catalog: car_title() reads it.
CAR_TITLES = (
    mark("Auto Rack"),
    mark("Box"),
    mark("Coil Steel"),
    mark("Container"),
    mark("Gondola"),
    mark("Hopper"),
    mark("Ore"),
    mark("Piggyback"),
    mark("Refrigerator"),
    mark("Stock"),
    mark("Tank"),
)


# A car as the rules and the log name it, and with its article: whole messages per type, so a
# language decides its own article and compound ("an Ore car", "een Ertswagen").
CAR_NAMES = (
    mark("Auto Rack car"),
    mark("Box car"),
    mark("Coil Steel car"),
    mark("Container car"),
    mark("Gondola car"),
    mark("Hopper car"),
    mark("Ore car"),
    mark("Piggyback car"),
    mark("Refrigerator car"),
    mark("Stock car"),
    mark("Tank car"),
)
A_CAR = (
    mark("an Auto Rack car"),
    mark("a Box car"),
    mark("a Coil Steel car"),
    mark("a Container car"),
    mark("a Gondola car"),
    mark("a Hopper car"),
    mark("an Ore car"),
    mark("a Piggyback car"),
    mark("a Refrigerator car"),
    mark("a Stock car"),
    mark("a Tank car"),
)


def car_title(car: int) -> str:
    """The name of the car type `car` in the player's language: 'Coil Steel'."""
    return tr(CAR_TITLES[car])


def car_name(car: int) -> str:
    """'Coil Steel car': a car as the rules and the log name it."""
    return tr(CAR_NAMES[car])


def a_car(car: int) -> str:
    """'an Ore car', 'a Box car': one car of type `car`, with the article its language gives it."""
    return tr(A_CAR[car])


CARDS_PER_TYPE = 16
CARDS_IN_BOX = CARDS_PER_TYPE * len(Car)  # 176
END_OF_DAY = -1  # the End Of Day card, as it sits in the draw pile
CABOOSES = 7
MAIN_YARD_LINES = 5
MAIN_YARD_LINE_LENGTH = 5
PRIVATE_ROWS = 2
PRIVATE_ROW_START = 6
PRIVATE_ROW_LIMIT = 8
STARTING_POINTS = 5
LAST_DAY = 3

# "How Many Cards to Use": cars removed per type and locomotives, by player count.
REMOVED_PER_TYPE = {2: 7, 3: 4, 4: 0, 5: 0}
LOCOMOTIVES_AT_START = {2: 7, 3: 6, 4: 5, 5: 5}
LOCOMOTIVE_RESERVE = {2: 4, 3: 6, 4: 8, 5: 10}
# "Creating the Draw Pile": how many stacks the pile is built from before each day.
PILE_STACKS = {1: 2, 2: 3, 3: 4}


def locomotives_for_day(players: int, day: int) -> int:
    """The 'Locomotives Per Player' table: the count each player has at a day's setup."""
    return LOCOMOTIVES_AT_START[players] + day - 1
