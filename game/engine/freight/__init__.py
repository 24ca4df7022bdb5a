"""Freight Train (Alan R. Moon), for 2–5 players, as a pure rules engine.

Front ends and computer players import from here only, never from the modules
inside. The public API:

- Playing: `new_game(players, seed, options)`, `load(record)`, `FreightGame`
  (`legal_actions()`, `apply(action) -> list[Event]`, `view(seat)`, ...),
  `ACTIONS` and the action classes; `INFO`, the game declared once (seats,
  options); `kind_title(kind)`, a train kind as players read it.
- What happened: the events `apply()` returns (`CarTaken`, `CarPlaced`, ...,
  `GameOver`; see events.py), each with its `log_line(players)`.
- Places: `Target` and its kinds (`LINE`, `ROW`, `HAND`, `TRAIN`, `NEW_TRAIN`,
  `DISCARD`, `TRAY`, `CABOOSES`, `RESERVE`) and `TRAIN_KINDS`, the kinds a new
  train may be of (its Target's index; `new_train_target(kind)` makes one).
- Gestures: `FreightGame.action_for(source, target=None)` (the action a click or a
  drop means, or IllegalAction(reason)), `actions_for` (a pick-up dropped straight
  onto a place plays two) and `targets_for(source)` (the places to light up).
- Words: `kind_title(kind)`, a train kind as players read it ('Alternating Pairs').
"""

from __future__ import annotations

from typing import Any

from game.engine.freight.actions import (
    ACTIONS,
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
from game.engine.freight.events import (
    CabooseAdded,
    CarPlaced,
    CarPutBack,
    CarTaken,
    DayBegun,
    DayScored,
    EndOfDayDrawn,
    GameBegun,
    GameOver,
    KindScore,
    LineFilled,
    LocomotiveAdded,
    MarkerPassed,
    NobodyCanAct,
    Passed,
    TakeCutShort,
    TrainScore,
    YardLifted,
    YardSwitched,
)
from game.engine.freight.game import FreightGame
from game.engine.freight.info import INFO
from game.engine.freight.notation import (
    CABOOSES,
    DISCARD,
    HAND,
    LINE,
    NEW_TRAIN,
    RESERVE,
    ROW,
    TRAIN,
    TRAY,
    new_train_target,
)
from game.engine.freight.patterns import TRAIN_KINDS, kind_title
from game.engine.freight.upgrade import upgraded
from game.engine.record import replay
from game.engine.target import Target

__all__ = [
    "ACTIONS",
    "CABOOSES",
    "DISCARD",
    "HAND",
    "INFO",
    "LINE",
    "NEW_TRAIN",
    "INFO",
    "RESERVE",
    "ROW",
    "TRAIN",
    "TRAIN_KINDS",
    "TRAY",
    "AddCaboose",
    "AddLocomotive",
    "CabooseAdded",
    "CarPlaced",
    "CarPutBack",
    "CarTaken",
    "DayBegun",
    "DayScored",
    "EndOfDayDrawn",
    "Fill",
    "FreightGame",
    "GameBegun",
    "GameOver",
    "KindScore",
    "LineFilled",
    "LocomotiveAdded",
    "MarkerPassed",
    "Move",
    "NobodyCanAct",
    "Pass",
    "Passed",
    "Place",
    "PutBack",
    "Switch",
    "Take",
    "TakeCutShort",
    "Target",
    "TrainScore",
    "YardLifted",
    "YardSwitched",
    "kind_title",
    "new_train_target",
    "kind_title",
    "new_train_target",
    "load",
    "new_game",
]


def new_game(players: list[str] | int, seed: int = 0, options: Any = None) -> FreightGame:
    return FreightGame(players, seed=seed, options=options)


def load(record: Any) -> FreightGame:
    """Rebuild a game from its record by replay; raises InvalidRecord(reason).

    A record of an older rules version is brought up to date first (upgrade.py).
    """
    return replay(upgraded(record), FreightGame, new_game)
