"""The Freight Train rules: what may be done now, and why not when it may not.

Every check returns None when the action is allowed, or the rule it breaks in
words a player understands. The game lists legal actions by running these same
checks over the candidates, so listing and rejecting can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from game.engine.action import Action
from game.engine.freight.actions import (
    AddCaboose,
    AddLocomotive,
    Done,
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
    CAR_TITLES,
    CARS_BY_CODE,
    LAST_DAY,
    MAIN_YARD_LINES,
)
from game.engine.freight.patterns import car_fits_kind, is_mixed_kind, kind_title
from game.engine.freight.state import FreightState, Phase, Player, Source

MOVE_LIMIT = 4
TAKE_COUNT = 3

_UNDER_WAY = {
    Phase.TAKE: "finish taking your 3 cars from the Main Yard first",
    Phase.MOVE: "finish moving cars from your private yard first (or choose Done)",
    Phase.SWITCH: "finish putting your private yard back first",
    Phase.OVER: "the game is over",
}


def _car(car: int) -> str:
    return f"{CAR_TITLES[car]} car"


# --- where a car may go ("Rules For Adding A Car") -------------------------------------------
def place_targets(state: FreightState, car: int, source: Source) -> tuple[str, ...]:
    """Every target worth checking for `car`; the rules below decide which are legal."""
    options = state.options
    return _targets(
        car,
        source,
        len(state.me.rows),
        len(state.me.trains),
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
    only_mixed: bool,
    mixed_kinds: tuple[str, ...],
    face_down: bool,
) -> tuple[str, ...]:
    """The targets for a table of this shape. The places most often open come first,
    so asking whether a car fits anywhere usually stops at the first answer."""
    targets = []
    if source is Source.MAIN_YARD:
        targets += [f"row:{r}" for r in range(1, rows + 1)]
    if not only_mixed:
        targets.append(f"new:{CAR_CODES[car]}")
    targets += [f"new:{kind}" for kind in mixed_kinds]
    targets += [f"train:{i}" for i in range(1, trains + 1)]
    if source is Source.MAIN_YARD and face_down:
        targets.append("discard")
    return tuple(targets)


@lru_cache(maxsize=256)
def parse_target(target: str) -> tuple[str, str]:
    """'train:2' -> ('train', '2'); targets repeat endlessly, so each is split once."""
    where, _, arg = target.partition(":")
    return where, arg


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
        return f"train {arg} is a {kind_title(train.kind)} train; all its cars must be that type"
    if train.kind == "mixed":
        return f"your Mixed Train already has a {_car(car)} (no more than 1 of each type)"
    return f"a {_car(car)} does not fit the {kind_title(train.kind)} pattern of train {arg}"


def _new_train_refusal(state: FreightState, player: Player, kind: str, car: int) -> str | None:
    options = state.options
    if kind in CARS_BY_CODE:
        if options.only_mixed:
            return "only Mixed Trains are played in this game"
        if CARS_BY_CODE[kind] != car:
            return f"a {_car(car)} cannot start a {kind_title(kind)} train"
    elif kind not in options.mixed_kinds_in_play:
        return f"{kind!r} is not a kind of train in this game"
    repeatable = kind in options.repeatable_kinds
    if not repeatable and any(train.kind == kind for train in player.trains):
        return f"you already have a {kind_title(kind)} train (no more than 1 of each)"
    if player.empty_locomotives <= 0:
        return "all your locomotives already pull trains; add a locomotive first"
    return None


def car_fits_somewhere(
    state: FreightState, car: int, source: Source, allow_discard: bool = True
) -> bool:
    memo = state.fits_memo
    key = (car, source, allow_discard)
    if memo is not None and key in memo:
        return memo[key]
    fits = any(
        place_refusal(state, target, car, source) is None
        for target in place_targets(state, car, source)
        if allow_discard or target != "discard"
    )
    if memo is not None:
        memo[key] = fits
    return fits


def _index(arg: str, count: int) -> int | None:
    """The 0-based index of a 1-based number in text, or None when out of range."""
    if not arg.isdigit() or not 1 <= int(arg) <= count:
        return None
    return int(arg) - 1


def _line(state: FreightState, line: int) -> str | None:
    if not 1 <= line <= MAIN_YARD_LINES:
        return f"there is no Main Yard line {line}; lines are 1 to {MAIN_YARD_LINES}"
    return None


# --- one check per action ---------------------------------------------------------------------
def why_illegal(state: FreightState, action: Action) -> str | None:
    check = _CHECKS.get(type(action))
    if check is None:
        return f"{action} is not a Freight Train action"
    return check(state, action)


def _fill(state: FreightState, action: Action) -> str | None:
    assert isinstance(action, Fill)
    if state.phase is not Phase.START:
        return _UNDER_WAY.get(state.phase, "a row may be added only before your main action")
    if state.filled_this_turn:
        return "you may add only one row to the Main Yard per turn"
    refusal = _line(state, action.line)
    if refusal:
        return refusal
    if state.main_yard[action.line - 1]:
        return f"Main Yard line {action.line} is not empty"
    if state.empty_bumpers() < 2:
        return "a row may be added only while at least 2 Main Yard bumpers are empty"
    if not state.pile:
        return "the draw pile is empty"
    return None


def _take(state: FreightState, action: Action) -> str | None:
    assert isinstance(action, Take)
    if state.phase not in (Phase.START, Phase.TAKE):
        return _UNDER_WAY[state.phase]
    if state.hand is not None:
        return f"place the {_car(state.hand)} you hold first"
    if state.phase is Phase.START and state.main_yard_cars() < TAKE_COUNT:
        return f"taking cars needs at least {TAKE_COUNT} cars in the Main Yard"
    refusal = _line(state, action.line)
    if refusal:
        return refusal
    line = state.main_yard[action.line - 1]
    if not line:
        return f"Main Yard line {action.line} is empty"
    if not state.options.face_down and not car_fits_somewhere(state, line[-1], Source.MAIN_YARD):
        return (
            f"the {_car(line[-1])} at the end of line {action.line} fits none of your trains "
            "and your private yard is full"
        )
    return None


def _move(state: FreightState, action: Action) -> str | None:
    assert isinstance(action, Move)
    if state.phase not in (Phase.START, Phase.MOVE):
        return _UNDER_WAY[state.phase]
    if state.hand is not None:
        return f"place the {_car(state.hand)} you hold first"
    player = state.me
    if player.yard_size == 0:
        return "your private yard is empty"
    if not 1 <= action.row <= len(player.rows):
        return f"there is no private row {action.row}; rows are 1 and 2"
    row = action.row - 1
    if not player.rows[row]:
        return f"private row {action.row} is empty"
    car = player.rows[row][-1]
    if not car_fits_somewhere(state, car, Source.PRIVATE_YARD):
        return f"the {_car(car)} at the end of row {action.row} fits none of your trains"
    return None


def _place(state: FreightState, action: Action) -> str | None:
    assert isinstance(action, Place)
    if state.hand is None:
        return "you hold no car to place"
    return place_refusal(state, action.target, state.hand, state.hand_source)


def _done(state: FreightState, action: Action) -> str | None:
    if state.phase is not Phase.MOVE:
        return "Done ends moving cars from your private yard, and you are not moving any"
    if state.hand is not None:
        return f"place the {_car(state.hand)} you hold first"
    return None


def _switch(state: FreightState, action: Action) -> str | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.day == LAST_DAY:
        return "switching your private yard is not allowed on Day 3"
    if state.me.yard_size == 0:
        return "your private yard is empty"
    if state.me.score < 1:
        return "switching costs 1 point and you have none"
    return None


def _put_back(state: FreightState, action: Action) -> str | None:
    assert isinstance(action, PutBack)
    if state.phase is not Phase.SWITCH:
        return "you are not switching your private yard"
    car = CARS_BY_CODE.get(action.car)
    if car is None:
        return f"{action.car!r} is not a car type"
    if car not in state.switch_hand:
        return f"no {_car(car)} is left to put back"
    if not 1 <= action.row <= len(state.me.rows):
        return f"there is no private row {action.row}; rows are 1 and 2"
    if not state.row_has_room(state.me.rows[action.row - 1]):
        return f"private row {action.row} is full ({state.row_limit()} cars)"
    return None


def _locomotive(state: FreightState, action: Action) -> str | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.day == LAST_DAY:
        return "no locomotives are added on Day 3"
    if state.me.added_locomotive_today:
        return f"you already added a locomotive on Day {state.day}"
    if state.locomotive_reserve <= 0:
        return "no locomotives are left in reserve"
    return None


def _caboose(state: FreightState, action: Action) -> str | None:
    assert isinstance(action, AddCaboose)
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if state.cabooses <= 0:
        return "the caboose pile is empty"
    trains = state.me.trains
    if not 1 <= action.train <= len(trains):
        return f"you have no train {action.train} (a caboose needs a train with a car)"
    if trains[action.train - 1].caboose:
        return f"train {action.train} already has a caboose"
    return None


def _pass(state: FreightState, action: Action) -> str | None:
    if state.phase is not Phase.START:
        return _UNDER_WAY[state.phase]
    if any(
        why_illegal(state, other) is None
        for other in candidates(state)
        if not isinstance(other, Pass)
    ):
        return "you can still do something this turn; passing is only for when nothing is possible"
    return None


_CHECKS = {
    Fill: _fill,
    Take: _take,
    Move: _move,
    Place: _place,
    Done: _done,
    Switch: _switch,
    PutBack: _put_back,
    AddLocomotive: _locomotive,
    AddCaboose: _caboose,
    Pass: _pass,
}


@lru_cache(maxsize=1024)
def _made(kind: type[Action], *args: int | str) -> Action:
    """Actions are immutable, so the candidates are built once and shared."""
    return kind(*args)


def candidates(state: FreightState) -> Iterator[Action]:
    """Every action worth checking now: a superset of the legal ones."""
    phase = state.phase
    player = state.me
    if phase is Phase.OVER:
        return
    if state.hand is not None:
        for target in place_targets(state, state.hand, state.hand_source):
            yield _made(Place, target)
        return
    if phase is Phase.SWITCH:
        for car in sorted(set(state.switch_hand)):
            for number in range(1, len(player.rows) + 1):
                yield _made(PutBack, CAR_CODES[car], number)
        return
    if phase in (Phase.START, Phase.TAKE):
        for number, line in enumerate(state.main_yard, start=1):
            if line:
                yield _made(Take, number)
    if phase in (Phase.START, Phase.MOVE):
        for number, row in enumerate(player.rows, start=1):
            if row:
                yield _made(Move, number)
    if phase is Phase.MOVE:
        yield _made(Done)
    if phase is Phase.START:
        for number, line in enumerate(state.main_yard, start=1):
            if not line:
                yield _made(Fill, number)
        yield _made(Switch)
        yield _made(AddLocomotive)
        for number in range(1, len(player.trains) + 1):
            yield _made(AddCaboose, number)
        yield _made(Pass)


def take_can_go_on(state: FreightState) -> bool:
    """Ruling 4: the take ends early when no end car could be placed."""
    if state.cars_this_action >= TAKE_COUNT or state.main_yard_cars() == 0:
        return False
    if state.options.face_down:
        return True
    return any(
        line and car_fits_somewhere(state, line[-1], Source.MAIN_YARD) for line in state.main_yard
    )


def move_can_go_on(state: FreightState) -> bool:
    if state.cars_this_action >= MOVE_LIMIT:
        return False
    return any(
        row and car_fits_somewhere(state, row[-1], Source.PRIVATE_YARD) for row in state.me.rows
    )

