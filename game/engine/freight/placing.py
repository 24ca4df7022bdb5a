"""'Rules For Adding A Car': where one car may go now, and why not.

Every refusal is in words a player understands. The rules of the actions
(rules.py), the look-ahead of a move (moving.py) and the computer players all
ask these same functions, so no two places decide differently.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache, partial

from game.engine.action import is_canonical_number
from game.engine.freight.cards import CAR_CODES, CARS_BY_CODE, a_car
from game.engine.freight.notation import DISCARD_SPELLING, parse_target, spelled, target_of
from game.engine.freight.patterns import FITS, MIXED, a_train, is_mixed_kind, kind_title
from game.engine.freight.state import FreightState, Player, Source
from game.engine.refusal import Refusal
from game.engine.target import Target
from game.texts import mark, tr


def place_targets(state: FreightState, car: int, source: Source) -> tuple[str, ...]:
    """Every target worth checking for `car`; the rules below decide which are legal.

    New trains are left out while no locomotive is free: they could only be refused.
    """
    options = state.options
    player = state.players[state.turn]
    trains = len(player.trains)
    return _targets(
        car,
        source,
        len(player.rows),
        trains,
        player.locomotives > trains,
        options.only_mixed,
        options.mixed_kinds,
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
    extra_mixed_kinds: tuple[str, ...],
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
        targets += [spelled("new", kind) for kind in (MIXED, *extra_mixed_kinds)]
    targets += [spelled("train", i) for i in range(1, trains + 1)]
    if source is Source.MAIN_YARD and face_down:
        targets.append(DISCARD_SPELLING)
    return tuple(targets)


def place_refusal(state: FreightState, target: str, car: int, source: Source) -> Refusal | None:
    """Why `car`, coming from `source`, may not go onto `target` now; None when it may."""
    where, arg, number = _parsed(target)
    player = state.players[state.turn]
    if where == "train":  # 'Rules For Adding A Car' to a train (the most asked question)
        trains = player.trains
        if not 1 <= number <= len(trains):
            return partial(_no_train, arg)
        train = trains[number - 1]
        if train.caboose:
            return partial(_closed, arg)
        if FITS[train.kind](train.cars, car):  # car_fits_kind, without a call between
            return None
        return partial(_does_not_fit, arg, train.kind, car)
    if where == "new":
        return _new_train_refusal(state, player, arg, car)
    if where == "row":
        if source is Source.PRIVATE_YARD:
            return mark("cars moved from your private yard must go onto your trains")
        if not 1 <= number <= len(player.rows):
            return partial(_no_row, arg)
        if not state.row_has_room(player.rows[number - 1]):
            return partial(row_full, arg, state.row_limit())
        return None
    if where == "discard" and not arg:
        if not state.options.face_down or source is not Source.MAIN_YARD:
            return mark("cars are discarded only in the face-down Main Yard variant")
        if car_fits_somewhere(state, car, source, allow_discard=False):
            return mark(
                "a face-down car may be discarded only when it fits none of your trains or rows"
            )
        return None
    return partial(_no_place, target)


@lru_cache(maxsize=1024)
def _parsed(target: str) -> tuple[str, str, int]:
    """('train', '2', 2) for 'train:2': the number is 0 unless the argument is one in its
    one spelling ('2', never '02' or another script's digit)."""
    where, arg = parse_target(target)
    return where, arg, int(arg) if is_canonical_number(arg) else 0


def _no_row(arg: str) -> str:
    return tr("there is no private row {row!r}; rows are 1 and 2").format(row=arg)


def row_full(row: int | str, limit: int | None) -> str:
    return tr("private row {row} is full ({limit} cars)").format(row=row, limit=limit)


def _no_place(target: str) -> str:
    return tr(
        "{target!r} is not a place for a car: use row:N, train:N, new:KIND or discard"
    ).format(target=target)


def places_for(state: FreightState, car: int, source: Source) -> list[Target]:
    """Every place `car`, coming from `source`, may go now for the seat to move.

    One car on its own: a move's look-ahead (moving.py) may forbid some of them
    while other cars are in hand. Computer players read a table's options here.
    """
    return [target_of(spelling) for spelling in open_places(state, car, source)]


def open_places(state: FreightState, car: int, source: Source) -> list[str]:
    """The spellings of the places `car`, coming from `source`, may go now."""
    return list(_open(state, car, source))


def _open(state: FreightState, car: int, source: Source) -> Iterator[str]:
    """The places of `place_targets`, in their order, that `place_refusal` accepts.

    The same rules asked of every place at once: what they share (the seat, the
    kinds it already has, whether a locomotive is free) is looked up once, not once
    per place. tests/freight/test_fast_listing.py holds it to place_refusal.
    """
    options = state.options
    player = state.players[state.turn]
    trains = player.trains
    from_main_yard = source is Source.MAIN_YARD
    somewhere = False  # a face-down car may be discarded only when it fits nowhere else
    if from_main_yard:
        for number, row in enumerate(player.rows, start=1):
            if state.row_has_room(row):
                somewhere = True
                yield spelled("row", number)
    if player.locomotives > len(trains):
        owned = {train.kind for train in trains}
        repeatable = options.repeatable_kinds
        if not options.only_mixed:
            code = CAR_CODES[car]
            if code in repeatable or code not in owned:
                somewhere = True
                yield spelled("new", code)
        for kind in options.mixed_kinds_in_play:
            if kind in repeatable or kind not in owned:
                somewhere = True
                yield spelled("new", kind)
    for number, train in enumerate(trains, start=1):
        if not train.caboose and FITS[train.kind](train.cars, car):
            somewhere = True
            yield spelled("train", number)
    if from_main_yard and options.face_down and not somewhere:
        yield DISCARD_SPELLING


def fits_now(state: FreightState, car: int, source: Source, allow_discard: bool = True) -> bool:
    """Whether `car` has a place on the table as it stands, never memoised (a move's
    look-ahead asks it while placements are tried).

    Whether `_open` would give any place, asked in the order the answer is quickest
    found: a face-down car from the Main Yard always has one (the discard, if nothing
    else), a row with room takes any car from there, then the seat's trains.
    """
    options = state.options
    from_main_yard = source is Source.MAIN_YARD
    if from_main_yard and allow_discard and options.face_down:
        return True
    player = state.players[state.turn]
    if from_main_yard and any(map(state.row_has_room, player.rows)):
        return True
    trains = player.trains
    for train in trains:
        if not train.caboose and FITS[train.kind](train.cars, car):
            return True
    if player.locomotives <= len(trains):
        return False
    owned = {train.kind for train in trains}
    repeatable = options.repeatable_kinds
    if not options.only_mixed and (CAR_CODES[car] in repeatable or CAR_CODES[car] not in owned):
        return True
    return any(kind in repeatable or kind not in owned for kind in options.mixed_kinds_in_play)


def _no_train(arg: str) -> str:
    return tr("you have no train {number}").format(number=arg)


def _closed(arg: str) -> str:
    return tr("train {number} is closed by its caboose").format(number=arg)


def _does_not_fit(arg: str, kind: str, car: int) -> str:
    if not is_mixed_kind(kind):
        return tr("train {number} is {a_train}; all its cars must be that type").format(
            number=arg, a_train=a_train(kind)
        )
    if kind == MIXED:
        return tr("your Mixed Train already has {a_car} (no more than 1 of each type)").format(
            a_car=a_car(car)
        )
    return tr("{a_car} does not fit the {kind} pattern of train {number}").format(
        a_car=a_car(car), kind=kind_title(kind), number=arg
    )


def _new_train_refusal(
    state: FreightState, player: Player, kind: str, car: int
) -> Refusal | None:
    options = state.options
    if kind in CARS_BY_CODE:
        if options.only_mixed:
            return mark("only Mixed Trains are played in this game")
        if CARS_BY_CODE[kind] != car:
            return partial(_cannot_start, car, kind)
    elif kind not in options.mixed_kinds_in_play:
        return partial(_no_such_kind, kind)
    if kind not in options.repeatable_kinds:
        for train in player.trains:
            if train.kind == kind:
                return partial(_one_of_each, kind)
    if player.locomotives <= len(player.trains):
        return mark("all your locomotives already pull trains; add a locomotive first")
    return None


def _cannot_start(car: int, kind: str) -> str:
    return tr("{a_car} cannot start {a_train}").format(a_car=a_car(car), a_train=a_train(kind))


def _no_such_kind(kind: str) -> str:
    return tr("{kind!r} is not a kind of train in this game").format(kind=kind)


def _one_of_each(kind: str) -> str:
    return tr("you already have {a_train} (no more than 1 of each)").format(
        a_train=a_train(kind)
    )


def car_fits_somewhere(
    state: FreightState, car: int, source: Source, allow_discard: bool = True
) -> bool:
    """Whether `car` has any legal place now (memoised for the position)."""
    memo = state.memo
    key = (car, source, allow_discard)
    if memo is not None:
        known = memo.fits.get(key)
        if known is not None:
            return known
    fits = fits_now(state, car, source, allow_discard)
    if memo is not None:
        memo.fits[key] = fits
    return fits
