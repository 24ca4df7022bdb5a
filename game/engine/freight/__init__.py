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
  `DISCARD`, `TRAY`, `CABOOSE_PILE`, `RESERVE`) and `TRAIN_KINDS`, the kinds a new
  train may be of (its Target's index; `new_train_target(kind)` makes one).
- Gestures: `FreightGame.action_for(source, target=None)` (the action a click or a
  drop means, or IllegalAction(reason)), `actions_for` (a pick-up dropped straight
  onto a place plays two) and `targets_for(source)` (the places to light up);
  `Place.destination` is the Target a placement names. No front end builds or
  reads a place's spelling ('train:2'): that is notation.py's alone. Right after
  a Switch, `can_put_back_as_it_was()` and `put_back_as_it_was()` (the put-backs
  that rebuild the rows as they stood: a button's).
- What a seat sees: `view(seat)` returns a `FreightView` (frozen: its `PlayerView`s
  and their `TrainView`s, its `Phase`, its days' `DayScored` sheets, the options
  it is played with); `to_json()` gives it as plain JSON.
- The table: `FreightState` (`game.state`) with `Player`, `Train`, `Phase` and
  `Source`; `Car` (each type's `code` and `title`), `CAR_CODES`, `CARS_BY_CODE`,
  `LAST_DAY`; `award_kind` (the score table for one kind); `places_for(state,
  car, source)` (where one car may go, as Targets); `car_fits_kind(kind, cars, car)`
  (may the car go at the end of such a train).
- Hidden information: `unseen_cars(view)`, and `determinize(view, rng)` /
  `state_from_view(view, rng)`, a whole game or table consistent with a view.
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
from game.engine.freight.cards import CAR_CODES, CARS_BY_CODE, LAST_DAY, Car, a_car
from game.engine.freight.determinize import determinize, state_from_view, unseen_cars
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
    TurnBegun,
    YardLifted,
    YardSwitched,
)
from game.engine.freight.game import FreightGame
from game.engine.freight.info import INFO
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
    new_train_target,
)
from game.engine.freight.patterns import TRAIN_KINDS, a_train, car_fits_kind, kind_title
from game.engine.freight.placing import places_for
from game.engine.freight.scoring import award_kind
from game.engine.freight.state import FreightState, Phase, Player, Source, Train
from game.engine.freight.upgrade import upgraded
from game.engine.freight.view import FreightView, PlayerView, TrainView
from game.engine.record import replay
from game.engine.target import Target

__all__ = [
    "a_car",
    "a_train",
    "ACTIONS",
    "CABOOSE_PILE",
    "CARS_BY_CODE",
    "CAR_CODES",
    "DISCARD",
    "HAND",
    "INFO",
    "LAST_DAY",
    "LINE",
    "NEW_TRAIN",
    "RESERVE",
    "ROW",
    "TRAIN",
    "TRAIN_KINDS",
    "TRAY",
    "AddCaboose",
    "AddLocomotive",
    "CabooseAdded",
    "Car",
    "CarPlaced",
    "CarPutBack",
    "CarTaken",
    "DayBegun",
    "DayScored",
    "EndOfDayDrawn",
    "Fill",
    "FreightGame",
    "FreightState",
    "FreightView",
    "GameBegun",
    "GameOver",
    "KindScore",
    "LineFilled",
    "LocomotiveAdded",
    "MarkerPassed",
    "TurnBegun",
    "Move",
    "NobodyCanAct",
    "Pass",
    "Passed",
    "Phase",
    "Place",
    "Player",
    "PlayerView",
    "PutBack",
    "Source",
    "Switch",
    "Take",
    "TakeCutShort",
    "Target",
    "Train",
    "TrainScore",
    "TrainView",
    "YardLifted",
    "YardSwitched",
    "award_kind",
    "car_fits_kind",
    "determinize",
    "kind_title",
    "load",
    "new_game",
    "new_train_target",
    "places_for",
    "state_from_view",
    "unseen_cars",
]


def new_game(players: list[str] | int, seed: int = 0, options: Any = None) -> FreightGame:
    return FreightGame(players, seed=seed, options=options)


def load(record: Any) -> FreightGame:
    """Rebuild a game from its record by replay; raises InvalidRecord(reason).

    A record of an older rules version is brought up to date first (upgrade.py).
    """
    return replay(upgraded(record), FreightGame, new_game)
