"""An action in a player's words before it is played: for buttons, hints and tooltips.

The game log, which says what happened, is written from the events instead
(events.py); this reads an action that may still be chosen.
"""

from __future__ import annotations

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
from game.engine.freight.cards import CARS_BY_CODE, a_car, car_name
from game.engine.freight.notation import parse_target
from game.engine.freight.patterns import kind_title
from game.engine.freight.state import FreightState
from game.texts import tr


def described(state: FreightState, action: Action, name: str) -> str:
    """A player's reading of an action before it is applied: for buttons and hints.

    `name` is the player's; the table is read only to name a car taken from the Main Yard.
    """
    if isinstance(action, Fill):
        return tr("{name} adds a row of cars to Main Yard line {line}").format(
            name=name, line=action.line)
    if isinstance(action, Take):
        return tr("{name} takes {car} from Main Yard line {line}").format(
            name=name, car=_end_car(state, action.line), line=action.line)
    if isinstance(action, Move):
        return tr("{name} takes the end car of private row {row} into hand").format(
            name=name, row=action.row)
    if isinstance(action, Place):
        return tr("{name} puts the {car} on {where}").format(
            name=name, car=_car(action.car), where=_place(action.target))
    if isinstance(action, PutBack):
        return tr("{name} puts {a_car} back in row {row}").format(
            name=name, a_car=a_car(CARS_BY_CODE[action.car]), row=action.row)
    if isinstance(action, AddCaboose):
        return tr("{name} adds a caboose to train {number}").format(
            name=name, number=action.train)
    if isinstance(action, Switch):
        return tr("{name} switches their private yard (1 point)").format(name=name)
    if isinstance(action, AddLocomotive):
        return tr("{name} adds a locomotive").format(name=name)
    if isinstance(action, Pass):
        return tr("{name} passes (nothing is possible)").format(name=name)
    return f"{name}: {action}"


def _car(code: str) -> str:
    """'Box car' for the code 'box'."""
    return car_name(CARS_BY_CODE[code])


def _end_car(state: FreightState, line: int) -> str:
    """The end car of a Main Yard line as the taker sees it: named, unless face down."""
    cars = state.main_yard[line - 1] if 1 <= line <= len(state.main_yard) else []
    if cars and not state.options.face_down:
        return tr("the {car}").format(car=car_name(cars[-1]))
    return tr("the end car")


def _place(spelling: str) -> str:
    where, arg = parse_target(spelling)
    if where == "row":
        return tr("private row {number}").format(number=arg)
    if where == "train":
        return tr("train {number}").format(number=arg)
    if where == "new":
        return tr("a new {kind} train").format(kind=kind_title(arg) if arg else "")
    return tr("the discard")
