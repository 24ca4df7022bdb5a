"""Everything on the Freight Train table, as plain data the rules read and change."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.engine.freight.cards import END_OF_DAY, Car
from game.engine.freight.options import FreightOptions


class Phase(StrEnum):
    """Where the current turn stands."""

    START = "start"  # may fill a line, must choose a main action
    TAKE = "take"  # main action a under way
    MOVE = "move"  # main action b under way
    SWITCH = "switch"  # main action c under way: putting the yard back
    OVER = "over"


class Source(StrEnum):
    """Where the car in hand came from; it decides where the car may go."""

    MAIN_YARD = "main"
    PRIVATE_YARD = "private"


@dataclass
class Train:
    """A locomotive with at least one car: its kind was set by its first car."""

    kind: str
    cars: list[int]
    caboose: bool = False


@dataclass
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
        return sum(len(row) for row in self.rows)


@dataclass
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
    hand: int | None = None
    hand_source: Source = Source.MAIN_YARD
    cars_this_action: int = 0
    switch_hand: list[int] = field(default_factory=list)
    passes_in_a_row: int = 0
    day_results: list[dict[str, object]] = field(default_factory=list)
    # While legal actions are listed the table stands still, so whether a car fits
    # anywhere is worked out once per car type (see FreightGame.legal_actions).
    fits_memo: dict[tuple[int, Source, bool], bool] | None = None

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def me(self) -> Player:
        return self.players[self.turn]

    def main_yard_cars(self) -> int:
        return sum(len(line) for line in self.main_yard)

    def empty_bumpers(self) -> int:
        return sum(1 for line in self.main_yard if not line)

    def row_limit(self) -> int | None:
        return None if self.options.unlimited_yard else 8

    def row_has_room(self, row: list[int]) -> bool:
        limit = self.row_limit()
        return limit is None or len(row) < limit

    def cars_everywhere(self) -> list[int]:
        """Every car of the game wherever it is, to check the card economy."""
        cars: list[int] = [c for c in self.pile if c != END_OF_DAY]
        for line in self.main_yard:
            cars += line
        cars += self.discard + self.switch_hand
        if self.hand is not None:
            cars.append(self.hand)
        for player in self.players:
            for row in player.rows:
                cars += row
            for train in player.trains:
                cars += train.cars
        cars += [car for car in Car for _ in range(self.removed_per_type)]
        return cars
