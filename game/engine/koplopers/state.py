"""Everything on the table during a game of Koplopers, as plain mutable data.

Rules read this state and the game changes it; nothing here decides what is
legal. Per-turn memory (what each train did this turn) lives on the trains,
because the rulebook's limits are all about what one train did: rode,
reversed, had a free action, arrived at a station.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.koplopers.board import Board, Position

LETTERS = ("A", "B", "C")
TRAINS_PER_SEAT = 3
ACTION_POINTS = 5
BUILD_COST = 3


@dataclass
class Train:
    number: int
    position: Position | None = None  # None: in the box, or carried by another train
    carried_by: int | None = None  # this train is combined into that one
    guest: int | None = None  # that train is combined into this one
    tokens: list[int] = field(default_factory=list)  # a combined train's are all here
    # --- this turn (reset when its owner's turn begins) -----------------------------
    acted: bool = False  # had an action (the obligatory action is done)
    rode: bool = False  # rode at least one section
    stopped: bool = False  # had a free action: no more riding or reversing
    arrived: bool = False  # came to face a station by riding or reversing
    called: bool = False
    joined: bool = False  # combined or split
    # --- lasting -------------------------------------------------------------------
    reversed_since_ride: bool = False
    locked: bool = False  # had a free action last round and has not ridden since

    def new_turn(self) -> None:
        self.acted = self.rode = self.stopped = self.arrived = False
        self.called = self.joined = False

    def to_box(self) -> None:
        """Back in the box, forgetting everything: a train built later starts a clean turn.

        Rulebook: "A newly built train must be reversed to arrive at the station. If
        that train doesn't move any further, you must pick up any passengers at that
        station" - even when the train last scrapped there had called this turn.
        """
        self.position = None
        self.carried_by = self.guest = None
        self.tokens = []
        self.new_turn()
        self.reversed_since_ride = self.locked = False


@dataclass
class Seat:
    name: str
    trains: list[Train]
    hand: list[str]
    repair: bool = True
    tray: list[int] = field(default_factory=list)

    def train(self, number: int) -> Train | None:
        return self.trains[number - 1] if 1 <= number <= len(self.trains) else None

    def on_board(self) -> list[Train]:
        """Trains standing on the track (a combined train counts once)."""
        return [t for t in self.trains if t.position is not None]


@dataclass
class Draft:
    """An exchange offer to another seat's train, built token by token, then proposed."""

    train: int
    seat: int
    other: int
    tokens: list[int] = field(default_factory=list)
    proposed: bool = False


@dataclass
class State:
    board: Board
    seats: list[Seat]
    advanced: bool
    max_rounds: int
    hand_size: int
    waiting: dict[str, list[int]]  # station -> tokens on its spots, in spot order
    deck: list[str]
    discard: list[str] = field(default_factory=list)
    obstructions: dict[str, str | None] = field(default_factory=lambda: dict.fromkeys(LETTERS))
    disc: int = 0  # index into LETTERS: the token the next obstruction card places
    round: int = 1
    turn: int = 0
    ap: int = ACTION_POINTS
    played_obstruction: bool = False
    built: bool = False  # constructed a train this turn (obligatory in the first round)
    boarding: tuple[int, int] | None = None  # (seat, train) choosing tokens to board
    draft: Draft | None = None
    # Exchanges this turn, (my train, seat, its train): offers to others and own changes.
    used_pairs: set[tuple[int, int, int]] = field(default_factory=set)
    ending: bool = False  # the end of turn is running its automatic calls
    last_round: bool = False
    over: bool = False
    occupied: dict[int, tuple[int, int]] = field(default_factory=dict)  # section -> seat, train

    @property
    def me(self) -> Seat:
        return self.seats[self.turn]

    def obstructed(self, station: str | None) -> bool:
        return station is not None and station in self.obstructions.values()

    def place(self, seat: int, train: Train, position: Position | None) -> None:
        """Move a train, keeping the section occupancy table in step."""
        if train.position is not None:
            del self.occupied[train.position[0]]
        train.position = position
        if position is not None:
            self.occupied[position[0]] = (seat, train.number)

    def load(self, train: Train) -> int:
        if not train.tokens:  # most trains, most of the time: no sum to start
            return 0
        tokens = self.board.tokens
        return sum(tokens[t].passengers for t in train.tokens)

    def capacity(self, train: Train) -> int:
        return self.board.capacity * (2 if train.guest is not None else 1)

    def tokens_on_board(self) -> int:
        return sum(map(len, self.waiting.values()))
