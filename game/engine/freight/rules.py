"""The Freight Train rules: what may be done now, and why not when it may not.

Every check returns None when the action is allowed, or the rule it breaks in
words a player understands (a Refusal: see game/engine/refusal.py). The game lists legal
actions fast (listing.py), and a test holds that listing to these same checks
run over the candidates, so listing and rejecting can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial
from typing import Any

from game.engine.action import Action
from game.engine.freight.actions import (
    AddCaboose,
    AddLocomotive,
    Fill,
    Move,
    Pass,
    Place,
    PutBack,
    Switch,
    Take,
)
from game.engine.freight.cards import (
    CAR_CODES,
    CARS_BY_CODE,
    LAST_DAY,
    MAIN_YARD_LINES,
    car_name,
    car_title,
)
from game.engine.freight.moving import MOVE_LIMIT, move_can_finish, rest_fits_after
from game.engine.freight.placing import (
    car_fits_somewhere,
    place_refusal,
    place_targets,
    row_full,
)
from game.engine.freight.state import FreightState, Phase, Source
from game.engine.refusal import Refusal, said, words
from game.texts import mark, series, tr

TAKE_COUNT = 3

_TOO_FEW_TO_TAKE = said(
    mark("taking cars needs at least {count} cars in the Main Yard"), count=TAKE_COUNT
)
_MOVE_IS_FULL = said(mark("a move takes at most {count} cars"), count=MOVE_LIMIT)
_YARD_EMPTY = mark("your private yard is empty")
_NOT_A_CAR = mark("{car!r} is not a car type")
_NO_ROW = mark("there is no private row {row}; rows are 1 and 2")

_UNDER_WAY = {
    Phase.TAKE: mark("finish taking your 3 cars from the Main Yard first"),
    Phase.MOVE: mark("finish moving your private cars onto your trains first"),
    Phase.SWITCH: mark("finish putting your private yard back first"),
    Phase.OVER: mark("the game is over"),
}


def _line(line: int) -> Refusal | None:
    if not 1 <= line <= MAIN_YARD_LINES:
        return said(
            mark("there is no Main Yard line {line}; lines are 1 to {count}"),
            line=line, count=MAIN_YARD_LINES,
        )
    return None


# --- one check per action ---------------------------------------------------------------------
def why_illegal(state: FreightState, action: Action) -> str | None:
    check = _CHECKS.get(type(action))
    if check is None:
        return tr("{action} is not a Freight Train action").format(action=action)
    refusal = check(state, action)
    return None if refusal is None else words(refusal)


def refused(state: FreightState, action: Action) -> Refusal | None:
    """The refusal of `action` by the check of its kind (a Freight action), left unread."""
    return _CHECKS[type(action)](state, action)


def _fill(state: FreightState, action: Fill) -> Refusal | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.filled_this_turn:
        return mark("you may add only one row to the Main Yard per turn")
    refusal = _line(action.line)
    if refusal:
        return refusal
    if state.main_yard[action.line - 1]:
        return said(mark("Main Yard line {line} is not empty"), line=action.line)
    if state.empty_bumpers() < 2:
        return mark("a row may be added only while at least 2 Main Yard bumpers are empty")
    if not state.pile:
        return mark("the draw pile is empty")
    return None


def _take(state: FreightState, action: Take) -> Refusal | None:
    if state.phase not in (Phase.START, Phase.TAKE):
        return _UNDER_WAY[state.phase]
    if state.hand:
        return partial(_hold_first, state.hand[0])
    if state.phase is Phase.START and state.main_yard_cars() < TAKE_COUNT:
        return _TOO_FEW_TO_TAKE
    refusal = _line(action.line)
    if refusal:
        return refusal
    line = state.main_yard[action.line - 1]
    if not line:
        return said(mark("Main Yard line {line} is empty"), line=action.line)
    if not state.options.face_down and not car_fits_somewhere(state, line[-1], Source.MAIN_YARD):
        return partial(_fits_nowhere, line[-1], action.line)
    return None


def _hold_first(car: int) -> str:
    return tr("place the {car} you hold first").format(car=car_name(car))


def _fits_nowhere(car: int, line: int) -> str:
    return tr(
        "the {car} at the end of line {line} fits none of your trains "
        "and your private yard is full"
    ).format(car=car_name(car), line=line)


def _move(state: FreightState, action: Move) -> Refusal | None:
    if state.phase not in (Phase.START, Phase.MOVE):
        return _UNDER_WAY[state.phase]
    if state.placed_this_action:
        return mark("you have begun adding the moved cars to your trains; no more may be taken")
    if state.cars_this_action >= MOVE_LIMIT:
        return _MOVE_IS_FULL
    rows = state.players[state.turn].rows
    if not any(rows):
        return _YARD_EMPTY
    if not 1 <= action.row <= len(rows):
        return said(_NO_ROW, row=action.row)
    row = rows[action.row - 1]
    if not row:
        return said(mark("private row {row} is empty"), row=action.row)
    lengths = list(map(len, rows))
    lengths[action.row - 1] -= 1  # the rows as they are left once this car is taken
    left = tuple(lengths)
    if not move_can_finish(state, (*state.hand, row[-1]), left):
        return partial(_cannot_move, row[-1], action.row, bool(state.hand))
    return None


def _cannot_move(car: int, row: int, holding: bool) -> str:
    if not holding:
        message = tr("the {car} at the end of row {row} fits none of your trains")
    else:
        message = tr(
            "the {car} at the end of row {row} and the cars in your hand "
            "could not all go onto your trains"
        )
    return message.format(car=car_name(car), row=row)


def _place(state: FreightState, action: Place) -> Refusal | None:
    if not state.hand:
        return mark("you hold no car to place")
    car = CARS_BY_CODE.get(action.car)
    if car is None:
        return said(_NOT_A_CAR, car=action.car)
    if car not in state.hand:
        return partial(_not_held, car, tuple(state.hand))
    refusal = place_refusal(state, action.target, car, state.hand_source)
    if refusal is not None:
        return refusal
    if len(state.hand) == 1:
        return None  # no other car waits to be placed
    rest = list(state.hand)
    rest.remove(car)
    if not rest_fits_after(state, car, action.target, rest):
        return mark("then the other cars in your hand could not all go onto your trains")
    return None


def _not_held(car: int, hand: tuple[int, ...]) -> str:
    held = series(sorted({car_title(c) for c in hand}))
    return tr("you hold no {car} (you hold: {held})").format(car=car_name(car), held=held)


def _switch(state: FreightState, action: Action) -> Refusal | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.day == LAST_DAY:
        return mark("switching your private yard is not allowed on Day 3")
    if state.me.yard_size == 0:
        return _YARD_EMPTY
    if state.me.score < 1:
        return mark("switching costs 1 point and you have none")
    return None


def _put_back(state: FreightState, action: PutBack) -> Refusal | None:
    if state.phase is not Phase.SWITCH:
        return mark("you are not switching your private yard")
    car = CARS_BY_CODE.get(action.car)
    if car is None:
        return said(_NOT_A_CAR, car=action.car)
    if car not in state.switch_hand:
        return partial(_none_left, car)
    rows = state.players[state.turn].rows
    if not 1 <= action.row <= len(rows):
        return said(_NO_ROW, row=action.row)
    if not state.row_has_room(rows[action.row - 1]):
        return partial(row_full, action.row, state.row_limit())
    return None


def _none_left(car: int) -> str:
    return tr("no {car} is left to put back").format(car=car_name(car))


def _locomotive(state: FreightState, action: Action) -> Refusal | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.day == LAST_DAY:
        return mark("no locomotives are added on Day 3")
    if state.me.added_locomotive_today:
        return said(mark("you already added a locomotive on Day {day}"), day=state.day)
    if state.locomotive_reserve <= 0:
        return mark("no locomotives are left in reserve")
    return None


def _caboose(state: FreightState, action: AddCaboose) -> Refusal | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.cabooses <= 0:
        return mark("the caboose pile is empty")
    trains = state.me.trains
    if not 1 <= action.train <= len(trains):
        return said(
            mark("you have no train {number} (a caboose needs a train with a car)"),
            number=action.train,
        )
    if trains[action.train - 1].caboose:
        return said(mark("train {number} already has a caboose"), number=action.train)
    return None


def _pass(state: FreightState, action: Action) -> Refusal | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if _can_act(state):
        return mark(
            "you can still do something this turn; passing is only for when nothing is possible"
        )
    return None


def _can_act(state: FreightState) -> bool:
    """Whether any action but passing is possible now (asked once per position)."""
    memo = state.memo
    if memo is not None and memo.can_act is not None:
        return memo.can_act
    can = any(
        _CHECKS[type(other)](state, other) is None
        for other in candidates(state)
        if not isinstance(other, Pass)
    )
    if memo is not None:
        memo.can_act = can
    return can


Check = Callable[[FreightState, Any], Refusal | None]
_CHECKS: dict[type[Action], Check] = {
    Fill: _fill,
    Take: _take,
    Move: _move,
    Place: _place,
    Switch: _switch,
    PutBack: _put_back,
    AddLocomotive: _locomotive,
    AddCaboose: _caboose,
    Pass: _pass,
}


@lru_cache(maxsize=1024)
def made(kind: type[Action], *args: int | str) -> Action:
    """Actions are immutable, so the candidates are built once and shared."""
    return kind(*args)


@lru_cache(maxsize=4096)
def placings(code: str, targets: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(made(Place, code, target) for target in targets)


@lru_cache(maxsize=4096)
def _put_backs(cars: tuple[int, ...], rows: int) -> tuple[Action, ...]:
    return tuple(made(PutBack, CAR_CODES[car], row) for car in cars for row in range(1, rows + 1))


def candidates(state: FreightState) -> list[Action]:
    """Every action worth checking now: a superset of the legal ones."""
    phase = state.phase
    if phase is Phase.OVER:
        return []
    player = state.players[state.turn]
    found: list[Action] = []
    for car in sorted(set(state.hand)):
        found += placings(CAR_CODES[car], place_targets(state, car, state.hand_source))
    if phase is Phase.SWITCH:
        return found + list(_put_backs(tuple(sorted(set(state.switch_hand))), len(player.rows)))
    if phase is Phase.START:  # nothing in hand yet
        lines = tuple(map(bool, state.main_yard))
        return list(_at_start(lines, tuple(map(bool, player.rows)), len(player.trains)))
    if phase is Phase.TAKE and not state.hand:
        found += [made(Take, n) for n, line in enumerate(state.main_yard, start=1) if line]
    if phase is Phase.MOVE:
        found += [made(Move, n) for n, row in enumerate(player.rows, start=1) if row]
    return found


@lru_cache(maxsize=4096)
def _at_start(lines: tuple[bool, ...], rows: tuple[bool, ...], trains: int) -> tuple[Action, ...]:
    """The candidates of a turn's start, by which lines and rows hold cars (built once)."""
    return (
        *(made(Take, n) for n, full in enumerate(lines, start=1) if full),
        *(made(Move, n) for n, full in enumerate(rows, start=1) if full),
        *(made(Fill, n) for n, full in enumerate(lines, start=1) if not full),
        made(Switch),
        made(AddLocomotive),
        *(made(AddCaboose, n) for n in range(1, trains + 1)),
        made(Pass),
    )


def take_can_go_on(state: FreightState) -> bool:
    """Ruling 4: the take ends early when no end car could be placed."""
    if state.cars_this_action >= TAKE_COUNT or state.main_yard_cars() == 0:
        return False
    if every_end_car_fits(state):
        return True
    return any(
        line and car_fits_somewhere(state, line[-1], Source.MAIN_YARD) for line in state.main_yard
    )


def every_end_car_fits(state: FreightState) -> bool:
    """Whether any car may be taken from the Main Yard without asking where it would go:
    face down (it may always be discarded), or while a private row has room for it."""
    return state.options.face_down or any(map(state.row_has_room, state.me.rows))
