"""What one seat sees of the table: the `FreightView` that `FreightGame.view(seat)` returns.

Declared once, as frozen dataclasses, for everyone who reads a Freight table: the
screen draws it, the computer players rate it and rebuild whole games from it
(determinize.py), the statistics read its score sheets. Hidden information is
decided here and nowhere else: face-down Main Yard cars are None, and the order
of the draw pile is left out of every seat's view. Cars are named by code
('box'), as actions and events name them. `to_json()` gives the view as plain
JSON, for a bug report, a tool or the generic game screen.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from game.engine.action import JSONDict
from game.engine.freight.cards import CAR_CODES, END_OF_DAY
from game.engine.freight.events import DayScored, Face
from game.engine.freight.options import FreightOptions
from game.engine.freight.state import FreightState, Phase, Source

END_OF_DAY_CARD = "end_of_day"  # the End Of Day card in `pile_order`


@dataclass(frozen=True, slots=True)
class TrainView:
    """A locomotive with its cars: its kind was set by its first car."""

    kind: str
    cars: tuple[str, ...]
    caboose: bool

    def to_json(self) -> JSONDict:
        return {"kind": self.kind, "cars": list(self.cars), "caboose": self.caboose}


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's side of the table: all of it lies face up for everyone."""

    name: str
    score: int
    locomotives: int
    added_locomotive_today: bool
    rows: tuple[tuple[str, ...], ...]  # the private yard's two rows, each from its start
    trains: tuple[TrainView, ...]

    @property
    def free_locomotives(self) -> int:
        """Locomotives with no car yet: each may start a new train."""
        return self.locomotives - len(self.trains)

    def to_json(self) -> JSONDict:
        return {
            "name": self.name,
            "score": self.score,
            "locomotives": self.locomotives,
            "added_locomotive_today": self.added_locomotive_today,
            "rows": [list(row) for row in self.rows],
            "trains": [train.to_json() for train in self.trains],
        }


@dataclass(frozen=True, slots=True)
class FreightView:
    """The table as one seat sees it (a SeatView): `stage` is the day."""

    options: FreightOptions
    day: int
    day_ending: bool  # the End Of Day card has been drawn
    phase: Phase
    current_player: int | None  # None: the game is over
    marker: int  # the start player's seat
    marker_must_pass: bool  # its holder held it at the start of their last turn
    main_yard: tuple[tuple[Face, ...], ...]  # the lines, each from its bumper; None: face down
    pile: int  # cards left in the draw pile, End Of Day among them until drawn
    cabooses: int
    locomotive_reserve: int
    discard: tuple[str, ...]
    removed_per_type: int  # cars of each type left in the box at this player count
    hand: tuple[str, ...]  # cars taken and not yet placed, in the order taken
    hand_source: Source
    cars_this_action: int
    filled_this_turn: bool
    passed: tuple[int, ...]  # Ruling 8: the seats that passed since the last real action
    switch_hand: tuple[str, ...]  # the cars a switch lifted, sorted
    players: tuple[PlayerView, ...]
    day_results: tuple[DayScored, ...]  # the score sheet of each day scored
    # The draw pile bottom first, End Of Day as END_OF_DAY_CARD: only in view(None).
    pile_order: tuple[str, ...] | None
    # The options in the record's words, as the game was set up (to_json's, and the
    # record of a game made up from the view); `options` is what they mean.
    options_json: JSONDict = field(hash=False)

    @property
    def stage(self) -> int:
        return self.day

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def days_scored(self) -> int:
        return len(self.day_results)

    @property
    def unlimited_yard(self) -> bool:
        """Variant 1: private rows have no 8-car limit."""
        return self.options.unlimited_yard

    @property
    def face_down_yard(self) -> bool:
        """Variant 2: the Main Yard is dealt face down, and a car may be discarded when it
        fits nowhere."""
        return self.options.face_down

    @property
    def only_mixed(self) -> bool:
        """Variant 3's option: no regular trains at all."""
        return self.options.only_mixed

    @property
    def mixed_kinds(self) -> tuple[str, ...]:
        """Every Mixed Train kind in play, the standard one first."""
        return self.options.mixed_kinds_in_play

    def to_json(self) -> JSONDict:
        view: JSONDict = {
            "game": "freight",  # FreightGame.NAME
            "options": copy.deepcopy(self.options_json),  # the game's own: not to be changed
            "day": self.day,
            "day_ending": self.day_ending,
            "phase": str(self.phase),
            "current_player": self.current_player,
            "marker": self.marker,
            "marker_must_pass": self.marker_must_pass,
            "main_yard": [list(line) for line in self.main_yard],
            "pile": self.pile,
            "cabooses": self.cabooses,
            "locomotive_reserve": self.locomotive_reserve,
            "discard": list(self.discard),
            "removed_per_type": self.removed_per_type,
            "hand": list(self.hand),
            "hand_source": str(self.hand_source),
            "cars_this_action": self.cars_this_action,
            "filled_this_turn": self.filled_this_turn,
            "passed": list(self.passed),
            "switch_hand": list(self.switch_hand),
            "players": [player.to_json() for player in self.players],
            "day_results": [day.to_json() for day in self.day_results],
            "over": self.over,
        }
        if self.pile_order is not None:
            view["pile_order"] = list(self.pile_order)
        return view


def table_view(
    state: FreightState, seat: int | None, current_player: int | None, options_json: JSONDict
) -> FreightView:
    """The table as `seat` sees it; None sees everything, the pile order included.

    The game hands over its seat to move and its options in the record's words,
    which it keeps beside the state. Built in the searches' inner loops (a view
    per made-up game played out), so it reads the state's lists directly, in list
    comprehensions (a generator inside tuple() takes twice as long)."""
    codes = CAR_CODES
    hidden = state.options.face_down and seat is not None
    return FreightView(
        options=state.options,
        day=state.day,
        day_ending=state.day_ending,
        phase=state.phase,
        current_player=current_player,
        marker=state.marker,
        marker_must_pass=state.marker_must_pass,
        main_yard=tuple([
            (None,) * len(line) if hidden else tuple([codes[c] for c in line])
            for line in state.main_yard
        ]),
        pile=len(state.pile),
        cabooses=state.cabooses,
        locomotive_reserve=state.locomotive_reserve,
        discard=tuple([codes[c] for c in state.discard]),
        removed_per_type=state.removed_per_type,
        hand=tuple([codes[c] for c in state.hand]),
        hand_source=state.hand_source,
        cars_this_action=state.cars_this_action,
        filled_this_turn=state.filled_this_turn,
        passed=tuple(sorted(state.passed)),
        switch_hand=tuple(sorted([codes[c] for c in state.switch_hand])),
        players=tuple([
            PlayerView(
                p.name,
                p.score,
                p.locomotives,
                p.added_locomotive_today,
                tuple([tuple([codes[c] for c in row]) for row in p.rows]),
                tuple([
                    TrainView(t.kind, tuple([codes[c] for c in t.cars]), t.caboose)
                    for t in p.trains
                ]),
            )
            for p in state.players
        ]),
        day_results=tuple(state.day_results),
        pile_order=None if seat is not None else tuple([
            END_OF_DAY_CARD if c == END_OF_DAY else codes[c] for c in state.pile
        ]),
        options_json=options_json,
    )
