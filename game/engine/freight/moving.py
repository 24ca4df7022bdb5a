"""Ruling 9: a move takes its 1–4 cars first, then places them in any order.

The rulebook: "Move 1 to 4 cars, one at a time, from the end of a Private Yard
line, then add them to your trains in any order." So a car that fits nowhere
yet may be taken for the car behind it (the Box car taken so that the Ore car
under it can go on an Ore-Box-Ore... train first). The referee keeps the move
free of dead ends: a car may be taken only while the move can still end with
every car placed (taking more if need be), and a car may be placed only where
the rest of the hand can still follow. These questions look ahead by trying
placements on the table itself and taking them back; the one-car questions are
the placing rules' own.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.freight.notation import parse_target
from game.engine.freight.patterns import is_mixed_kind
from game.engine.freight.placing import car_fits_somewhere, fits_now, open_places
from game.engine.freight.state import FreightState, Path, PositionMemo, Source

MOVE_LIMIT = 4


def move_can_finish(state: FreightState, hand: tuple[int, ...], left: tuple[int, ...]) -> bool:
    """Could a move holding `hand`, with the first `left[i]` cars of each private row i
    still there, end with every car placed?

    Either the hand can be placed as it is, or taking more end cars (up to the
    limit) makes it so. A move may take a car only while this holds.
    """
    if hand and can_place_all(state, hand):
        return True
    if len(hand) >= MOVE_LIMIT or not _cars_can_wait(state):
        return False
    finished = _memo(state).finishes
    if left not in finished:  # the rows left say what was taken
        rows = state.players[state.turn].rows
        finished[left] = any(
            count and move_can_finish(
                state, (*hand, rows[i][count - 1]), (*left[:i], count - 1, *left[i + 1 :])
            )
            for i, count in enumerate(left)
        )
    return finished[left]


def can_place_all(state: FreightState, cars: Sequence[int]) -> bool:
    """Could every car of `cars` go onto the seat's trains, one after another, in some order?"""
    if len(cars) == 1:
        return car_fits_somewhere(state, cars[0], Source.PRIVATE_YARD)
    return _orderable(state, tuple(sorted(cars)), (), _memo(state))


def rest_fits_after(state: FreightState, car: int, target: str, rest: Sequence[int]) -> bool:
    """Could `rest` still all go onto the trains once `car` is on `target` (a legal place)?"""
    if not rest:
        return True
    return _fits_after(state, car, target, tuple(sorted(rest)), (), _memo(state))


def _memo(state: FreightState) -> PositionMemo:
    """The position's memo, or a new one while the table is changing.

    Look-ahead answers are keyed by the placements tried from the table as it
    stands (a Path), so they stay true while placements are tried and taken back.
    """
    return state.memo if state.memo is not None else PositionMemo()


def _cars_can_wait(state: FreightState) -> bool:
    """Could a car refused everywhere now be accepted once another car is placed?

    Only a pattern train other than the plain Mixed Train can come to accept a car
    it refuses now (a Pairs train of one Box car takes a Tank car once a second
    Box car is on), so only with such a train, or a free locomotive to start one,
    does the order of placing, or taking more cars, open anything. Otherwise each
    placement only closes places, and a hand that cannot be placed now never can.
    """
    growing = state.options.mixed_kinds  # the variant's kinds: all but the plain Mixed Train
    if not growing:
        return False
    me = state.players[state.turn]
    if me.empty_locomotives > 0:
        return True
    return any(not train.caboose and train.kind in growing for train in me.trains)


def _orderable(state: FreightState, cars: tuple[int, ...], path: Path, memo: PositionMemo) -> bool:
    """Depth-first over which car goes next and where; `cars` is sorted, so equal cars once.

    It asks the placing rules only through `_places` and `fits_now` (never the
    one-car memo, which knows nothing of trains tried for a moment).
    """
    if not cars:
        return True
    key = (path, cars)
    known = memo.orderable.get(key)
    if known is not None:
        return known
    if len(cars) == 1:
        fits = fits_now(state, cars[0], Source.PRIVATE_YARD)
    else:
        each_fits = _cars_can_wait(state) or all(
            fits_now(state, car, Source.PRIVATE_YARD) for car in cars
        )
        fits = each_fits and any(
            _fits_after(state, car, target, cars[:i] + cars[i + 1 :], path, memo)
            for i, car in enumerate(cars)
            if not i or car != cars[i - 1]
            for target in _places(state, car, path, memo)
        )
    memo.orderable[key] = fits
    return fits


def _places(state: FreightState, car: int, path: Path, memo: PositionMemo) -> list[str]:
    """Where a private car may go once the placements of `path` are made (asked once each)."""
    key = (path, car)
    places = memo.places.get(key)
    if places is None:
        places = memo.places[key] = open_places(state, car, Source.PRIVATE_YARD)
    return places


def _fits_after(
    state: FreightState, car: int, target: str, rest: tuple[int, ...], path: Path,
    memo: PositionMemo,
) -> bool:
    """Put `car` on `target` for a moment, ask about `rest`, then take it back.

    A regular train takes its type whatever its length, so a car put on one changes
    no place for any other car: the question is asked of the table as it was.
    """
    where, arg = parse_target(target)
    player = state.players[state.turn]
    if where == "train" and not is_mixed_kind(player.trains[int(arg) - 1].kind):
        return _orderable(state, rest, path, memo)
    player.add_to_train(where, arg, car)
    try:
        return _orderable(state, rest, (*path, (target, car)), memo)
    finally:
        player.take_back_from_train(where, arg)
