"""What a gesture on the table means: the actions a press, a click or a drop plays.

In the spirit of python-chess's `Board.find_move`, a front end names where a
gesture began and where it ended (Targets, see notation.py) and is told the
actions it plays, or IllegalAction with the rule's own words. The actions are
judged by the game's `refusal()`, the code `legal_actions()` lists by, so what
a drop is told and what the table lights up can never disagree.

The gestures:
- a click on an empty Main Yard line fills it; a press on a line's end car takes it,
  a press on a private row's end car moves it (either dropped on the hand, or
  dropped straight onto a place, which then also places it: two actions);
- a car in hand dropped on a row, a train, a new train or the discard is placed;
- a car of the tray (the lifted private yard) dropped on a row is put back;
- a caboose from the pile dropped on a train closes it;
- a click on the locomotive reserve adds a locomotive.
Switching and passing are buttons: `Switch()` and `Pass()` name no place. So is
putting the yard back as it was right after a switch (`put_back_as_it_was`):
the put-backs that rebuild both rows as they stood.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Protocol, TypeVar

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.engine.freight.actions import (
    AddCaboose,
    AddLocomotive,
    Fill,
    Move,
    Place,
    PutBack,
    Switch,
    Take,
)
from game.engine.freight.cards import CAR_CODES
from game.engine.freight.notation import (
    CABOOSE_PILE,
    DISCARD,
    HAND,
    LINE,
    NEW_TRAIN,
    RESERVE,
    ROW,
    TRAIN,
    TRAY,
    at,
    spelling_of,
    target_of,
)
from game.engine.freight.state import FreightState, Phase
from game.engine.target import Target
from game.texts import mark, tr

PICK_UPS = (LINE, ROW)  # places whose end car is picked up into the hand
FACE_DOWN = mark("this car lies face down: it is turned over as you take it into your hand")


class Table(Protocol):
    """The members of FreightGame a gesture reads and tries: named here, as game.py,
    which calls this module, is not imported by it."""

    @property
    def state(self) -> FreightState: ...
    @property
    def actions(self) -> Sequence[Action]: ...
    def legal_actions(self) -> list[Action]: ...
    def refusal(self, action: Action) -> str | None: ...
    def apply(self, action: Action) -> list[Event]: ...


T = TypeVar("T", bound=Table)


def actions_for(game: Table, source: Target, target: Target | None) -> list[Action]:
    """Every action the gesture plays, in order; or IllegalAction(reason)."""
    first = _first_step(game.state, source, target)
    _judge(game, first)
    if source.kind not in PICK_UPS or target is None or target.kind == HAND:
        return [first]
    if game.state.options.face_down and source.kind == LINE:
        raise IllegalAction(tr(FACE_DOWN))
    trial = after(game, first)
    held = Target(HAND, len(trial.state.hand) - 1)
    return [first, *actions_for(trial, held, target)]


def targets_for(game: Table, source: Target) -> list[Target]:
    """The places a card pressed at `source` may be dropped on now, as the rules list them.

    A car picked up from a line or a row may always go to the hand, and to every
    place it could go once taken (none for a face-down car: it is seen first).
    """
    legal = game.legal_actions()
    state = game.state
    if source.kind in PICK_UPS:
        pick_up = _first_step(state, source, None)
        if isinstance(pick_up, Fill) or pick_up not in legal:
            return []  # an empty line is clicked to fill it, not picked up
        if state.options.face_down and source.kind == LINE:
            return [at(HAND, 0)]
        trial = after(game, pick_up)
        return [at(HAND, 0), *targets_for(trial, Target(HAND, len(trial.state.hand) - 1))]
    if source.kind == HAND and 0 <= source.index < len(state.hand):
        code = CAR_CODES[state.hand[source.index]]
        return [target_of(a.target) for a in legal if isinstance(a, Place) and a.car == code]
    if source.kind == TRAY and 0 <= source.index < len(state.switch_hand):
        code = tray(state)[source.index]
        return [at(ROW, a.row - 1) for a in legal if isinstance(a, PutBack) and a.car == code]
    if source.kind == CABOOSE_PILE:
        return [at(TRAIN, a.train - 1) for a in legal if isinstance(a, AddCaboose)]
    return []


def just_switched(game: Table) -> bool:
    """Whether the last action was a Switch and no car is put back yet: the rows may
    still be put back as they were."""
    return (game.state.phase is Phase.SWITCH and bool(game.actions)
            and isinstance(game.actions[-1], Switch))


def put_back_as_it_was(before: FreightState) -> list[Action]:
    """The put-backs that rebuild the private rows of the seat to move in `before`, the
    table right before a Switch, each row from its start."""
    rows = before.players[before.turn].rows
    return [PutBack(CAR_CODES[car], n) for n, row in enumerate(rows, start=1) for car in row]


def after(game: T, action: Action) -> T:
    """A copy of `game` with `action` played: how a drag sees the table once picked up."""
    trial = copy.deepcopy(game)
    trial.apply(action)
    return trial


def tray(state: FreightState) -> list[str]:
    """The lifted private yard as the view shows it (a Target(TRAY, i) is its i-th car)."""
    return sorted(CAR_CODES[car] for car in state.switch_hand)


def _judge(game: Table, action: Action) -> None:
    reason = game.refusal(action)
    if reason is not None:
        raise IllegalAction(reason)


def _first_step(state: FreightState, source: Target, target: Target | None) -> Action:
    """The action a gesture starts with; the rules judge it afterwards."""
    kind, index = source.kind, source.index
    if kind == LINE:
        empty = 0 <= index < len(state.main_yard) and not state.main_yard[index]
        return Fill(index + 1) if empty and target is None else Take(index + 1)
    if kind == ROW:
        return Move(index + 1)
    if kind == RESERVE and target is None:
        return AddLocomotive()
    if target is None:
        raise IllegalAction(
            tr("nothing happens when the {place} is clicked; drag it").format(place=_name(kind))
        )
    if kind == HAND:
        if not 0 <= index < len(state.hand):
            raise IllegalAction(tr("you hold no car there"))
        spelling = spelling_of(target)
        if spelling is None:
            raise IllegalAction(tr("a car goes onto a private row, a train or a new train"))
        return Place(CAR_CODES[state.hand[index]], spelling)
    if kind == TRAY:
        cars = tray(state)
        if not 0 <= index < len(cars):
            raise IllegalAction(tr("no car is left there to put back"))
        if target.kind != ROW:
            raise IllegalAction(tr("each car of your private yard goes back into a private row"))
        return PutBack(cars[index], target.index + 1)
    if kind == CABOOSE_PILE:
        if target.kind != TRAIN:
            raise IllegalAction(tr("a caboose goes at the end of one of your trains"))
        return AddCaboose(target.index + 1)
    raise IllegalAction(tr("nothing can be dragged from the {place}").format(place=_name(kind)))


def _name(kind: str) -> str:
    """A place as a refusal names it, in the player's language."""
    name = _PLACE_NAMES.get(kind)
    return kind if name is None else tr(name)


_PLACE_NAMES = {
    HAND: mark("car in hand"),
    TRAY: mark("car of your private yard"),
    CABOOSE_PILE: mark("caboose pile"),
    RESERVE: mark("locomotive reserve"),
    TRAIN: mark("train"),
    NEW_TRAIN: mark("new train"),
    DISCARD: mark("discard pile"),
}
