"""Everything on the Freight Train table, as plain data the rules read and change."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.engine.action import Action
from game.engine.freight.cards import END_OF_DAY, PRIVATE_ROW_LIMIT, Car
from game.engine.freight.events import DayScored
from game.engine.freight.options import FreightOptions

Path = tuple[tuple[str, int], ...]  # placements tried for a moment: (place, car) each


class Phase(StrEnum):
    """Where the current turn stands."""

    START = "start"  # may fill a line, must choose a main action
    TAKE = "take"  # main action a under way
    MOVE = "move"  # main action b under way
    SWITCH = "switch"  # main action c under way: putting the yard back
    OVER = "over"


class Source(StrEnum):
    """Where the cars in hand came from; it decides where they may go."""

    MAIN_YARD = "main"
    PRIVATE_YARD = "private"


@dataclass(slots=True)
class Train:
    """A locomotive with at least one car: its kind was set by its first car."""

    kind: str
    cars: list[int]
    caboose: bool = False


@dataclass(slots=True)
class Player:
    name: str
    score: int
    locomotives: int
    rows: list[list[int]]
    trains: list[Train] = field(default_factory=list)
    added_locomotive_today: bool = False

    @property
    def empty_locomotives(self) -> int:
        return self.locomotives - len(self.trains)

    @property
    def yard_size(self) -> int:
        return sum(map(len, self.rows))

    def add_to_train(self, where: str, arg: str, car: int) -> None:
        """Put `car` at the end of train `arg` ('train') or start a train of kind `arg` ('new').

        The game adds cars with it, and the rules use it with `take_back_from_train`
        to try an order of placements without copying the table.
        """
        if where == "new":
            self.trains.append(Train(kind=arg, cars=[car]))
        else:
            self.trains[int(arg) - 1].cars.append(car)

    def take_back_from_train(self, where: str, arg: str) -> None:
        """Undo `add_to_train(where, arg, ...)`."""
        if where == "new":
            self.trains.pop()
        else:
            self.trains[int(arg) - 1].cars.pop()


class PositionMemo:
    """What the rules worked out about one position, kept until an action changes it.

    Listing legal actions asks the same questions many times (does this car fit
    anywhere? could this move's hand still all be placed?), and apply() asks again
    about the action chosen. FreightGame._perform, the one place that changes the
    table, sets the memo aside while it works and starts a new one when it is done
    (as tobymao/18xx's clear_cache! does), so no answer outlives its position.
    """

    __slots__ = ("fits", "places", "orderable", "finishes", "can_act", "legal", "legal_ids")

    def __init__(self) -> None:
        self.fits: dict[tuple[int, Source, bool], bool] = {}
        # The move look-ahead's answers (moving.py), keyed by the placements tried
        # before the question: where a car may go, whether cars can all be placed;
        # and whether a move can still end, keyed by the lengths of the rows left.
        self.places: dict[tuple[Path, int], list[str]] = {}
        self.orderable: dict[tuple[Path, tuple[int, ...]], bool] = {}
        self.finishes: dict[tuple[int, ...], bool] = {}
        # Whether any action but passing is possible (rules._can_act).
        self.can_act: bool | None = None
        # The legal actions once listed, and the identities of those very objects.
        self.legal: list[Action] | None = None
        self.legal_ids: frozenset[int] = frozenset()

    def clear(self) -> None:
        """Forget everything: the table has changed."""
        self.fits.clear()
        self.places.clear()
        self.orderable.clear()
        self.finishes.clear()
        self.can_act = self.legal = None
        self.legal_ids = frozenset()

    def __deepcopy__(self, memo: dict[int, object]) -> PositionMemo:
        """A copied game starts knowing nothing: the identities of the listed actions
        are those of the original's objects, and answers are cheap to find again."""
        return PositionMemo()


@dataclass(slots=True)
class FreightState:
    options: FreightOptions
    players: list[Player]
    removed_per_type: int
    main_yard: list[list[int]]
    pile: list[int]  # bottom first; END_OF_DAY marks that card
    discard: list[int] = field(default_factory=list)
    cabooses: int = 7
    locomotive_reserve: int = 0
    day: int = 1
    day_ending: bool = False
    turn: int = 0
    marker: int = 0
    marker_must_pass: bool = False  # its holder held it at the start of their last turn
    phase: Phase = Phase.START
    filled_this_turn: bool = False
    # Cars taken and not yet placed, in the order taken: one at a time while taking
    # from the Main Yard, up to 4 while moving private cars (Ruling 9).
    hand: list[int] = field(default_factory=list)
    hand_source: Source = Source.MAIN_YARD
    cars_this_action: int = 0  # cars taken (from a Main Yard line or a private row) so far
    switch_hand: list[int] = field(default_factory=list)
    # Ruling 8: the seats that passed since the last action that was not a pass.
    passed: set[int] = field(default_factory=set)
    day_results: list[DayScored] = field(default_factory=list)  # each day's score sheet
    # Answers about the table as it stands; None while an action is changing it.
    memo: PositionMemo | None = field(default_factory=PositionMemo)

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def me(self) -> Player:
        return self.players[self.turn]

    @property
    def placed_this_action(self) -> int:
        """Cars of this main action already put down; once one is, a move takes no more."""
        return self.cars_this_action - len(self.hand)

    def main_yard_cars(self) -> int:
        return sum(map(len, self.main_yard))

    def empty_bumpers(self) -> int:
        return sum(1 for line in self.main_yard if not line)

    def row_limit(self) -> int | None:
        return None if self.options.unlimited_yard else PRIVATE_ROW_LIMIT

    def row_has_room(self, row: list[int]) -> bool:
        return len(row) < PRIVATE_ROW_LIMIT or self.options.unlimited_yard

    def cars_everywhere(self) -> list[int]:
        """Every car of the game wherever it is, to check the card economy."""
        cars: list[int] = [c for c in self.pile if c != END_OF_DAY]
        for line in self.main_yard:
            cars += line
        cars += self.discard + self.switch_hand + self.hand
        for player in self.players:
            for row in player.rows:
                cars += row
            for train in player.trains:
                cars += train.cars
        cars += [car for car in Car for _ in range(self.removed_per_type)]
        return cars
