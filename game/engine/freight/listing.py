"""The legal actions, listed fast: exactly the candidates the rules' checks accept, in order.

Random and searching players list the legal actions at every step of thousands
of games, so the listing does not run each candidate through its check: it
asks the questions a phase's candidates share once (does the Main Yard hold
enough cars to take? is a row full?) and goes through a held car's places in
one pass (placing.open_places). The checks in rules.py stay the judge of any
single action; tests/freight/test_fast_listing.py holds the two together over
whole games of every variant.
"""

from __future__ import annotations

from functools import lru_cache

from game.engine.action import Action
from game.engine.freight.actions import (
    AddCaboose,
    AddLocomotive,
    Fill,
    Move,
    Pass,
    PutBack,
    Switch,
    Take,
)
from game.engine.freight.cards import CAR_CODES
from game.engine.freight.moving import rest_fits_after
from game.engine.freight.placing import car_fits_somewhere, open_places
from game.engine.freight.rules import TAKE_COUNT, every_end_car_fits, made, placings, refused
from game.engine.freight.state import FreightState, Phase, Source

_SWITCH = made(Switch)
_LOCOMOTIVE = made(AddLocomotive)
_PASS = made(Pass)


def legal(state: FreightState) -> list[Action]:
    """The legal actions now; their refusals are never put into words."""
    phase = state.phase
    if phase is Phase.START:
        found = _at_start(state)
        if state.memo is not None:
            state.memo.can_act = bool(found)
        if not found:  # Ruling 8: passing is only for when nothing else is possible
            found.append(_PASS)
        return found
    if phase is Phase.OVER:
        return []
    found = _placings(state) if state.hand else []
    if phase is Phase.SWITCH:
        found += _put_backs(state)
    elif phase is Phase.TAKE:
        if not state.hand:
            found += _takes(state)
    elif phase is Phase.MOVE:
        found += _moves(state)
    return found


def _placings(state: FreightState) -> list[Action]:
    """Each held car (once per type) on each place it may go, the rest of the hand
    still able to follow."""
    hand = state.hand
    source = state.hand_source
    found: list[Action] = []
    for car in sorted(set(hand)):
        targets = open_places(state, car, source)
        if len(hand) > 1:
            rest = list(hand)
            rest.remove(car)
            targets = [target for target in targets if rest_fits_after(state, car, target, rest)]
        found += placings(CAR_CODES[car], tuple(targets))
    return found


def _takes(state: FreightState) -> list[Action]:
    """The Main Yard lines whose end car may be taken (Ruling 4: one that fits somewhere)."""
    every_car_fits = every_end_car_fits(state)
    return [
        made(Take, n)
        for n, line in enumerate(state.main_yard, start=1)
        if line and (every_car_fits or car_fits_somewhere(state, line[-1], Source.MAIN_YARD))
    ]


def _at_start(state: FreightState) -> list[Action]:
    """A turn's main actions, in the order of the candidates: take, move, fill, switch,
    add a locomotive, add a caboose."""
    me = state.players[state.turn]
    found = _takes(state) if state.main_yard_cars() >= TAKE_COUNT else []
    found += _moves(state)
    if not state.filled_this_turn and state.pile and state.empty_bumpers() >= 2:
        found += [made(Fill, n) for n, line in enumerate(state.main_yard, start=1) if not line]
    if refused(state, _SWITCH) is None:
        found.append(_SWITCH)
    if refused(state, _LOCOMOTIVE) is None:
        found.append(_LOCOMOTIVE)
    if state.cabooses > 0:
        found += [
            made(AddCaboose, n) for n, train in enumerate(me.trains, start=1) if not train.caboose
        ]
    return found


def _moves(state: FreightState) -> list[Action]:
    """The private rows whose end car may be taken into a move (the move check each)."""
    rows = state.players[state.turn].rows
    return [
        move for n, row in enumerate(rows, start=1)
        if row and refused(state, move := made(Move, n)) is None
    ]


def _put_backs(state: FreightState) -> list[Action]:
    """Each car type of the lifted yard (once) into each private row with room."""
    rows = state.players[state.turn].rows
    open_rows = tuple(n for n, row in enumerate(rows, start=1) if state.row_has_room(row))
    return list(_put_backs_into(tuple(sorted(set(state.switch_hand))), open_rows))


@lru_cache(maxsize=4096)
def _put_backs_into(cars: tuple[int, ...], rows: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(made(PutBack, CAR_CODES[car], row) for car in cars for row in rows)
