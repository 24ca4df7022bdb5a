"""'Rules For Adding A Car': where one car may go now, and why not.

Every refusal is in words a player understands. The rules of the actions
(rules.py), the look-ahead of a move (moving.py) and the computer players all
ask these same functions, so no two places decide differently.
"""

from __future__ import annotations

from functools import lru_cache

from game.engine.freight.cards import CAR_CODES, CAR_TITLES, CARS_BY_CODE, a_or_an
from game.engine.freight.notation import DISCARD_SPELLING, parse_target, spelled, target_of
from game.engine.freight.patterns import car_fits_kind, is_mixed_kind, kind_title
from game.engine.freight.state import FreightState, Player, Source
from game.engine.target import Target


def car_name(car: int) -> str:
    return f"{CAR_TITLES[car]} car"


def place_targets(state: FreightState, car: int, source: Source) -> tuple[str, ...]:
    """Every target worth checking for `car`; the rules below decide which are legal.

    New trains are left out while no locomotive is free: they could only be refused.
    """
    options = state.options
    return _targets(
        car,
        source,
        len(state.me.rows),
        len(state.me.trains),
        state.me.empty_locomotives > 0,
        options.only_mixed,
        options.mixed_kinds_in_play,
        options.face_down,
    )


@lru_cache(maxsize=4096)
def _targets(
    car: int,
    source: Source,
    rows: int,
    trains: int,
    free_locomotive: bool,
    only_mixed: bool,
    mixed_kinds: tuple[str, ...],
    face_down: bool,
) -> tuple[str, ...]:
    """The targets for a table of this shape. The places most often open come first,
    so asking whether a car fits anywhere usually stops at the first answer."""
    targets = []
    if source is Source.MAIN_YARD:
        targets += [spelled("row", r) for r in range(1, rows + 1)]
    if free_locomotive and not only_mixed:
        targets.append(spelled("new", CAR_CODES[car]))
    if free_locomotive:
        targets += [spelled("new", kind) for kind in mixed_kinds]
    targets += [spelled("train", i) for i in range(1, trains + 1)]
    if source is Source.MAIN_YARD and face_down:
        targets.append(DISCARD_SPELLING)
    return tuple(targets)


def place_refusal(state: FreightState, target: str, car: int, source: Source) -> str | None:
    where, arg = parse_target(target)
    player = state.me
    if where == "train":
        return _train_refusal(player, arg, car)
    if where == "new":
        return _new_train_refusal(state, player, arg, car)
    if where == "row":
        if source is Source.PRIVATE_YARD:
            return "cars moved from your private yard must go onto your trains"
        row = _index(arg, len(player.rows))
        if row is None:
            return f"there is no private row {arg!r}; rows are 1 and 2"
        if not state.row_has_room(player.rows[row]):
            return f"private row {arg} is full ({state.row_limit()} cars)"
        return None
    if where == "discard" and not arg:
        if not state.options.face_down or source is not Source.MAIN_YARD:
            return "cars are discarded only in the face-down Main Yard variant"
        if car_fits_somewhere(state, car, source, allow_discard=False):
            return "a face-down car may be discarded only when it fits none of your trains or rows"
        return None
    return f"{target!r} is not a place for a car: use row:N, train:N, new:KIND or discard"


def places_for(state: FreightState, car: int, source: Source) -> list[Target]:
    """Every place `car`, coming from `source`, may go now for the seat to move.

    One car on its own: a move's look-ahead (moving.py) may forbid some of them
    while other cars are in hand. Computer players read a table's options here.
    """
    return [
        target_of(spelling)
        for spelling in place_targets(state, car, source)
        if place_refusal(state, spelling, car, source) is None
    ]


def _train_refusal(player: Player, arg: str, car: int) -> str | None:
    index = _index(arg, len(player.trains))
    if index is None:
        return f"you have no train {arg}"
    train = player.trains[index]
    if train.caboose:
        return f"train {arg} is closed by its caboose"
    if car_fits_kind(train.kind, train.cars, car):
        return None
    if not is_mixed_kind(train.kind):
        kind = a_or_an(kind_title(train.kind))
        return f"train {arg} is {kind} train; all its cars must be that type"
    if train.kind == "mixed":
        held = a_or_an(car_name(car))
        return f"your Mixed Train already has {held} (no more than 1 of each type)"
    pattern = kind_title(train.kind)
    return f"{a_or_an(car_name(car))} does not fit the {pattern} pattern of train {arg}"


def _new_train_refusal(state: FreightState, player: Player, kind: str, car: int) -> str | None:
    options = state.options
    if kind in CARS_BY_CODE:
        if options.only_mixed:
            return "only Mixed Trains are played in this game"
        if CARS_BY_CODE[kind] != car:
            return f"{a_or_an(car_name(car))} cannot start {a_or_an(kind_title(kind))} train"
    elif kind not in options.mixed_kinds_in_play:
        return f"{kind!r} is not a kind of train in this game"
    repeatable = kind in options.repeatable_kinds
    if not repeatable and any(train.kind == kind for train in player.trains):
        return f"you already have {a_or_an(kind_title(kind))} train (no more than 1 of each)"
    if player.empty_locomotives <= 0:
        return "all your locomotives already pull trains; add a locomotive first"
    return None


def car_fits_somewhere(
    state: FreightState, car: int, source: Source, allow_discard: bool = True
) -> bool:
    """Whether `car` has any legal place now (memoised for the position)."""
    memo = state.memo
    key = (car, source, allow_discard)
    if memo is not None and key in memo.fits:
        return memo.fits[key]
    fits = any(
        place_refusal(state, target, car, source) is None
        for target in place_targets(state, car, source)
        if allow_discard or target != DISCARD_SPELLING
    )
    if memo is not None:
        memo.fits[key] = fits
    return fits


def _index(arg: str, count: int) -> int | None:
    """The 0-based index of a 1-based number in its one spelling ('2', never '02' or
    another script's digit), or None when it is not one or out of range."""
    number = _NUMBERS.get(arg)  # asked for every candidate: a lookup, not a parse
    if number is None or number > count:
        return None
    return number - 1


# Every place number a table can have (lines, rows, trains), by its one spelling.
_NUMBERS = {str(n): n for n in range(1, 1000)}
