"""Bring a record saved under an older rules version up to date, so no game is lost.

Rules version 1 moved private cars one at a time (`move ROW`, `place TARGET`,
then `done` after 1-3 cars) and named no car when placing. Version 2 (Ruling 9)
takes a move's cars first, then places them in any order, and every `place`
names its car. A version-1 move is the same move taken all at once and placed
in the order it was placed then; the car a `place` meant is the one in hand.
Passes now count seats (Ruling 8): a version-1 day that the old count ended
early no longer ends there, and such a record says so at the action it stops at.
"""

from __future__ import annotations

import copy
from typing import Any

from game.engine.errors import BadNotation, IllegalAction, InvalidRecord, UnknownOption
from game.engine.freight.actions import ACTIONS, Move, Place
from game.engine.freight.cards import Car
from game.engine.freight.game import FreightGame
from game.texts import tr

MOVE_CARS = 4


def upgraded(record: Any) -> Any:
    """`record` in the current rules version; anything else is returned as it is.

    Only a readable version-1 Freight record is rewritten; replay() judges the
    rest, so every other kind of damage keeps its own message.
    """
    if not (isinstance(record, dict) and record.get("game") == FreightGame.NAME
            and record.get("rules_version") == 1 and isinstance(record.get("actions"), list)):
        return record
    try:
        game = FreightGame(record["players"], seed=record["seed"], options=record["options"])
    except (KeyError, TypeError, ValueError, UnknownOption):
        return record  # the setup's own damage is replay()'s to name
    actions: list[Any] = record["actions"]
    number = 0
    try:
        while number < len(actions):
            number = _replay_one(game, actions, number)
    except (BadNotation, IllegalAction, LookupError, TypeError, ValueError) as error:
        raise InvalidRecord(
            tr(
                "this game was saved by an older version of the app (rules version 1), and its "
                "action {number} cannot be played under today's rules: {error}"
            ).format(number=number + 1, error=error)
        ) from None
    return game.record()


def _replay_one(game: FreightGame, actions: list[Any], number: int) -> int:
    """Play the version-1 action at `number` (a whole move at once); the next index."""
    data = actions[number]
    kind = data.get("type") if isinstance(data, dict) else None
    if kind == "move":
        return _replay_move(game, actions, number)
    if kind == "place" and "car" not in data:
        game.apply(Place(_held(game, 0), data["target"]))
        return number + 1
    game.apply(ACTIONS.from_json(data))
    return number + 1


def _replay_move(game: FreightGame, actions: list[Any], number: int) -> int:
    """A version-1 move (move, place, move, place, ... [done]) taken first, then placed.

    A version-1 move of fewer than 4 cars ended with `done`, or by itself when no
    other car could go anywhere, and then the next seat's move may follow at once.
    So the longest run of (move, place) pairs after which the next action is
    still legal is this seat's move.
    """
    pairs: list[tuple[int, str | None]] = []
    while number + 2 * len(pairs) < len(actions) and len(pairs) < MOVE_CARS:
        data = actions[number + 2 * len(pairs)]
        if not isinstance(data, dict) or data.get("type") != "move":
            break
        try:
            pairs.append((data["row"], _placed_at(actions, number + 2 * len(pairs) + 1)))
        except ValueError:
            if not pairs:
                raise
            break  # the damage is named at that move, once it is the next one played
    for size in range(len(pairs), 1, -1):
        after = min(number + 2 * size, len(actions))
        after += _is_done(actions, after)
        trial = copy.deepcopy(game)
        try:
            _take_then_place(trial, pairs[:size])
        except IllegalAction:
            continue
        if after == len(actions) or _fits(trial, actions, after):
            _take_then_place(game, pairs[:size])
            return after
    _take_then_place(game, pairs[:1])
    after = min(number + 2, len(actions))
    return after + _is_done(actions, after)


def _placed_at(actions: list[Any], index: int) -> str | None:
    """Where the version-1 `place` at `index` put the car just moved; None when the
    record ends before it (saved with the car in hand, where it stays)."""
    if index == len(actions):
        return None
    data = actions[index]
    if not isinstance(data, dict) or data.get("type") != "place":
        raise ValueError(tr("a moved car is not placed next"))
    target: str = data["target"]
    return target


def _take_then_place(game: FreightGame, pairs: list[tuple[int, str | None]]) -> None:
    for row, _ in pairs:
        game.apply(Move(row))
    held = [_held(game, i) for i in range(len(pairs))]
    for car, (_, target) in zip(held, pairs, strict=True):
        if target is not None:
            game.apply(Place(car, target))


def _is_done(actions: list[Any], index: int) -> bool:
    return index < len(actions) and isinstance(actions[index], dict) \
        and actions[index].get("type") == "done"


def _fits(game: FreightGame, actions: list[Any], index: int) -> bool:
    """Whether the version-1 action at `index` could be played next on `game`.

    A move is tried as its first car alone (taken and placed), so this look-ahead
    never looks further ahead itself.
    """
    trial = copy.deepcopy(game)
    try:
        data = actions[index]
        if isinstance(data, dict) and data.get("type") == "move":
            trial.apply(Move(data["row"]))
            trial.apply(Place(_held(trial, 0), actions[index + 1]["target"]))
        else:
            _replay_one(trial, actions, index)
    except (BadNotation, IllegalAction, LookupError, TypeError, ValueError):
        return False
    return True


def _held(game: FreightGame, index: int) -> str:
    """The code of the `index`-th car in hand, in the order it was taken."""
    return Car(game.state.hand[index]).code
