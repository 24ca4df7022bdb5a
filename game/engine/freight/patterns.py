"""Train kinds and the pattern each kind's cars must follow ("Rules For Adding A Car").

A regular train is named by its car type and takes only that type. The Mixed
Train and the variant's additional Mixed Train kinds are named by pattern. Each
check answers one question: may this car be added to the end of a train whose
cars are `cars`, so that the train can still follow its pattern?
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import product

from game.engine.freight.cards import CAR_TITLES, Car
from game.texts import mark, tr

MIXED = "mixed"
EXTRA_MIXED_KINDS = (
    "pairs",
    "triples",
    "alt_singles",
    "alt_pairs",
    "alt_triples",
    "random_alt",
    "incremental",
)
# The Mixed kinds' names in English, marked for the catalog: kind_title() reads them.
KIND_TITLES = {
    MIXED: mark("Mixed"),
    "pairs": mark("Pairs"),
    "triples": mark("Triples"),
    "alt_singles": mark("Alternating Singles"),
    "alt_pairs": mark("Alternating Pairs"),
    "alt_triples": mark("Alternating Triples"),
    "random_alt": mark("Random Alternating"),
    "incremental": mark("Incremental"),
}


# One train of each kind, with its article, as a refusal names it ("an Alternating Pairs train").
A_TRAIN = {
    "auto_rack": mark("an Auto Rack train"),
    "box": mark("a Box train"),
    "coil_steel": mark("a Coil Steel train"),
    "container": mark("a Container train"),
    "gondola": mark("a Gondola train"),
    "hopper": mark("a Hopper train"),
    "ore": mark("an Ore train"),
    "piggyback": mark("a Piggyback train"),
    "refrigerator": mark("a Refrigerator train"),
    "stock": mark("a Stock train"),
    "tank": mark("a Tank train"),
    MIXED: mark("a Mixed train"),
    "pairs": mark("a Pairs train"),
    "triples": mark("a Triples train"),
    "alt_singles": mark("an Alternating Singles train"),
    "alt_pairs": mark("an Alternating Pairs train"),
    "alt_triples": mark("an Alternating Triples train"),
    "random_alt": mark("a Random Alternating train"),
    "incremental": mark("an Incremental train"),
}
_ALL_KIND_TITLES = {**{car.code: CAR_TITLES[car] for car in Car}, **KIND_TITLES}
# Every kind of train, in one fixed order: a regular train per car type, then the Mixed kinds.
TRAIN_KINDS = (*(car.code for car in Car), *KIND_TITLES)


def kind_title(kind: str) -> str:
    """'Box', 'Mixed', 'Alternating Pairs': a train kind as players read it, in their
    language (a word that names no kind is shown as it is)."""
    title = _ALL_KIND_TITLES.get(kind)
    return kind if title is None else tr(title)


def a_train(kind: str) -> str:
    """'a Box train', 'an Incremental train': one train of a kind the game knows (TRAIN_KINDS)."""
    return tr(A_TRAIN[kind])


def is_mixed_kind(kind: str) -> bool:
    return kind in KIND_TITLES


def _distinct_groups(size: int) -> Callable[[Sequence[int], int], bool]:
    """Groups of `size` equal cars, each group a type no earlier group used.

    Size 1 is the standard Mixed Train (at most one car of each type); 2 and 3
    are Pairs and Triples.
    """

    def fits(cars: Sequence[int], car: int) -> bool:
        position = len(cars)
        if position % size:
            return car == cars[-1]
        return car not in cars

    return fits


def _alternating(size: int) -> Callable[[Sequence[int], int], bool]:
    """Two car types taking turns in groups of `size` (Alternating Singles/Pairs/Triples)."""

    def fits(cars: Sequence[int], car: int) -> bool:
        position = len(cars)
        if position == 0:
            return True
        if position % size:
            return car == cars[-1]
        if position == size:
            return car != cars[0]
        return car == cars[position - 2 * size]

    return fits


def _incremental(cars: Sequence[int], car: int) -> bool:
    """A single, then a pair, then a triple...; each group a type other than the one before.

    Ruling: groups need only differ from their neighbour, so the group boundaries are clear.
    """
    group, start = 0, 0
    while start + group + 1 <= len(cars):
        start += group + 1
        group += 1
    if start == len(cars):  # the car starts group number `group`
        return group == 0 or car != cars[-1]
    return car == cars[-1]


_RANDOM_ALT_SHAPES = [
    shape for units in range(2, 5) for shape in product((1, 2), repeat=units)
]


def _random_alternating(cars: Sequence[int], car: int) -> bool:
    """A repeating pattern of 2–4 units (a single or a pair), each unit its own car type.

    The player never declares the pattern: a car may be added while some such
    pattern still explains the whole train.
    """
    train = [*cars, car]
    return any(_follows_shape(train, shape) for shape in _RANDOM_ALT_SHAPES)


def _follows_shape(train: Sequence[int], shape: tuple[int, ...]) -> bool:
    unit_types: list[int | None] = [None] * len(shape)
    unit, used = 0, 0
    for car in train:
        expected = unit_types[unit]
        if expected is None:
            if car in unit_types:
                return False
            unit_types[unit] = car
        elif car != expected:
            return False
        used += 1
        if used == shape[unit]:
            unit, used = (unit + 1) % len(shape), 0
    return True


PATTERNS: dict[str, Callable[[Sequence[int], int], bool]] = {
    MIXED: _distinct_groups(1),
    "pairs": _distinct_groups(2),
    "triples": _distinct_groups(3),
    "alt_singles": _alternating(1),
    "alt_pairs": _alternating(2),
    "alt_triples": _alternating(3),
    "random_alt": _random_alternating,
    "incremental": _incremental,
}


def _only(car_type: Car) -> Callable[[Sequence[int], int], bool]:
    """A regular train: every car of the type it is named after, and no other."""

    def fits(cars: Sequence[int], car: int) -> bool:
        return car == car_type

    return fits


# Every kind of train and its check, looked up once per car tried.
FITS: dict[str, Callable[[Sequence[int], int], bool]] = {
    **{car.code: _only(car) for car in Car},
    **PATTERNS,
}


def car_fits_kind(kind: str, cars: Sequence[int], car: Car | int) -> bool:
    """May `car` go at the end of a train of `kind` that has `cars`?"""
    return FITS[kind](cars, car)
