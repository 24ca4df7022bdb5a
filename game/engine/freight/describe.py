"""An action in a player's words before it is played: for buttons, hints and tooltips.

The game log, which says what happened, is written from the events instead
(events.py); this reads an action that may still be chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from game.engine.freight.cards import Car, a_or_an
from game.engine.freight.notation import parse_target
from game.engine.freight.patterns import kind_title

if TYPE_CHECKING:
    from game.engine.freight.game import FreightGame


def described(game: FreightGame, action: Action, seat: int) -> str:
    """A player's reading of an action before it is applied: for buttons and hints."""
    state = game.state
    name = game.players[seat]
    if isinstance(action, Fill):
        return f"{name} adds a row of cars to Main Yard line {action.line}"
    if isinstance(action, Take):
        line = state.main_yard[action.line - 1] if 1 <= action.line <= 5 else []
        car = (
            Car(line[-1]).title + " car"
            if line and not state.options.face_down
            else "the end car"
        )
        return f"{name} takes {car} from Main Yard line {action.line}"
    if isinstance(action, Move):
        return f"{name} takes the end car of private row {action.row} into hand"
    if isinstance(action, Place):
        where, arg = parse_target(action.target)
        goal = {
            "row": f"private row {arg}",
            "train": f"train {arg}",
            "new": f"a new {kind_title(arg) if arg else ''} train",
        }.get(where, "the discard")
        return f"{name} puts the {kind_title(action.car)} car on {goal}"
    if isinstance(action, PutBack):
        return f"{name} puts {a_or_an(kind_title(action.car))} car back in row {action.row}"
    if isinstance(action, AddCaboose):
        return f"{name} adds a caboose to train {action.train}"
    return {
        Switch: f"{name} switches their private yard (1 point)",
        AddLocomotive: f"{name} adds a locomotive",
        Pass: f"{name} passes (nothing is possible)",
    }.get(type(action), f"{name}: {action}")
