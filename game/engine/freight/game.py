"""The Freight Train game: applies legal actions and runs the turn, the day and the game.

The rules (what is legal, and why not) live in rules.py; this module only
changes the table, and carries out the steps nobody decides: passing the
start-player marker (Ruling 1), ending a move once its cars are placed (Ruling
9), ending and scoring a day, dealing a new one.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from game.engine.action import Action
from game.engine.base import Game, checked_seed, player_names
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.engine.freight import gestures, listing, rules
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
from game.engine.freight.cards import (
    CAR_CODES,
    CARS_BY_CODE,
    END_OF_DAY,
    LAST_DAY,
    MAIN_YARD_LINE_LENGTH,
)
from game.engine.freight.describe import described
from game.engine.freight.events import (
    CabooseAdded,
    CarPlaced,
    CarPutBack,
    CarTaken,
    DayBegun,
    EndOfDayDrawn,
    GameBegun,
    GameOver,
    LineFilled,
    LocomotiveAdded,
    MarkerPassed,
    NobodyCanAct,
    Passed,
    TakeCutShort,
    TurnBegun,
    YardLifted,
    YardSwitched,
)
from game.engine.freight.notation import (
    DISCARD,
    HAND,
    LINE,
    ROW,
    TRAIN,
    TRAY,
    at,
    parse_target,
)
from game.engine.freight.options import FreightOptions
from game.engine.freight.scoring import score_day
from game.engine.freight.setup import first_day, new_day
from game.engine.freight.state import Phase, PositionMemo, Source
from game.engine.freight.view import FreightView, table_view
from game.engine.record import replay
from game.engine.target import Target
from game.texts import tr

PLAYER_COUNTS = range(2, 6)
# See FreightGame.__deepcopy__.
_LISTS_OF_VALUES = frozenset({"actions", "_log", "_unwritten", "_turns"})


class FreightGame(Game):
    NAME = "freight"
    RULES_VERSION = 2  # 2: a move takes its cars before placing them; passes count seats
    ACTIONS = ACTIONS

    def __init__(self, players: list[str] | int, seed: int = 0, options: Any = None) -> None:
        names = player_names(players, PLAYER_COUNTS)
        parsed = FreightOptions.parse(options)
        super().__init__(names, checked_seed(seed), options or {})
        self.state = first_day(names, parsed, self.rng)
        begun = GameBegun(self.state.turn, tuple(map(self._faces, self.state.main_yard)))
        self.log.append(begun.log_line(names))
        self._begin_turn([])  # the first turn: nothing to pass on yet

    # --- the Game interface -------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return None if self.state.phase is Phase.OVER else self.state.turn

    @property
    def is_over(self) -> bool:
        return self.state.phase is Phase.OVER

    def scores(self) -> list[int]:
        return [player.score for player in self.state.players]

    def ranking(self) -> list[int]:
        """Seats best-first. The rulebook has no tie-break: tied seats share the place."""
        scores = self.scores()
        return sorted(range(len(scores)), key=lambda seat: -scores[seat])

    def legal_actions(self) -> list[Action]:
        """The candidates the rules accept (as in Game), listed once per position."""
        state = self.state
        memo = state.memo
        if memo is None:
            return listing.legal(state)
        if memo.legal is None:
            memo.legal = listing.legal(state)
            memo.legal_ids = frozenset(map(id, memo.legal))
        return list(memo.legal)

    def refusal(self, action: object) -> str | None:
        """As Game.refusal; an action this position listed as legal is known to be one.

        Only the very objects listed are recognised (not equal ones: `Take(True)`
        equals `Take(1)` but is no well-formed action), so nothing unchecked passes.
        """
        memo = self.state.memo
        if memo is not None and id(action) in memo.legal_ids:
            return None
        return super().refusal(action)

    # --- gestures on the table (gestures.py) -----------------------------------------------
    def action_for(self, source: Target, target: Target | None = None) -> Action:
        """The action a press on `source` dropped on `target` (None: a click) means,
        or IllegalAction(reason) when it means none.

        A car pressed at a line or a row and dropped straight onto a place plays two
        actions (it is taken, then placed): this is the first; `actions_for` gives both.
        """
        return gestures.actions_for(self, source, target)[0]

    def actions_for(self, source: Target, target: Target | None = None) -> list[Action]:
        """Every action the gesture plays, in order, or IllegalAction(reason)."""
        return gestures.actions_for(self, source, target)

    def targets_for(self, source: Target) -> list[Target]:
        """The places a card pressed at `source` may be dropped on now (to light them)."""
        return gestures.targets_for(self, source)

    def can_put_back_as_it_was(self) -> bool:
        """Whether a Switch was just played and no car is put back yet: the rows may
        still be put back as they were, in one go (a button)."""
        return gestures.just_switched(self)

    def put_back_as_it_was(self) -> list[Action]:
        """The put-backs that rebuild the private rows as they stood before the Switch just
        played, or IllegalAction(reason) when none was.

        A switch lifts the rows into one sorted tray, so the rows before it are read
        from the record: the game replayed up to the Switch, its last action.
        """
        if not self.can_put_back_as_it_was():
            raise IllegalAction(tr("the yard can be put back as it was only right after a switch"))
        record = self.record()
        record["actions"] = record["actions"][:-1]
        return gestures.put_back_as_it_was(replay(record, type(self), type(self)).state)

    def summary(self) -> dict[str, float]:
        return {"days": self.state.day, "trains": sum(len(p.trains) for p in self.state.players)}

    def _candidates(self) -> Iterable[Action]:
        return rules.candidates(self.state)

    def why_illegal(self, action: Action) -> str | None:
        if self.state.phase is Phase.OVER:
            return tr("the game is over")
        return rules.why_illegal(self.state, action)

    # --- carrying out actions -----------------------------------------------------------------
    def _perform(self, action: Action) -> list[Event]:
        """Carry out a legal action and all that follows; return what happened (the log
        is written from it when read).

        The one place the table changes, so the one place its memo is renewed.
        """
        state = self.state
        memo = state.memo or PositionMemo()
        state.memo = None  # no answer about the table may be kept while it changes...
        try:
            events = self._carry_out(action)
        finally:
            memo.clear()
            state.memo = memo  # ...and the new position starts knowing nothing
        self._unwritten += events
        return events

    @property
    def log(self) -> list[str]:
        """The game log as players read it (see Game), its lines written from the events
        when it is read: the games a searching player makes up are never read."""
        if self._unwritten:
            names = self.players
            lines = self._log
            for event in self._unwritten:
                if isinstance(event, TurnBegun):
                    self._turns.append((len(lines), event.seat))
                line = event.log_line(names)
                if line is not None:
                    lines.append(line)
            self._unwritten.clear()
        return self._log

    @log.setter
    def log(self, lines: list[str]) -> None:
        self._log = lines
        self._unwritten: list[Event] = []
        self._turns: list[tuple[int, int]] = []

    @property
    def log_turns(self) -> list[tuple[int, int]]:
        """Where in the log each turn begins, and whose it is (written with the log)."""
        _ = self.log  # reading the log writes it, and where its turns begin
        return self._turns

    @log_turns.setter
    def log_turns(self, turns: list[tuple[int, int]]) -> None:
        self._turns = turns

    def __deepcopy__(self, memo: dict[int, Any]) -> FreightGame:
        """A copy that plays on alone (a drag's preview, an old record's trial). The
        actions, log lines and events are immutable values, so their lists are copied
        and they are shared; everything else is copied deeply."""
        twin = FreightGame.__new__(FreightGame)
        memo[id(self)] = twin
        for key, value in vars(self).items():
            shared = key in _LISTS_OF_VALUES
            setattr(twin, key, list(value) if shared else copy.deepcopy(value, memo))
        return twin

    def _carry_out(self, action: Action) -> list[Event]:
        state = self.state
        me = state.me
        seat = state.turn
        if not isinstance(action, Pass):
            state.passed.clear()  # Ruling 8 counts passes since the last real action
        if isinstance(action, Place):
            return self._place(CARS_BY_CODE[action.car], action.target)
        if isinstance(action, Fill):
            return self._fill(action.line)
        if isinstance(action, Take):
            state.phase = Phase.TAKE
            car = state.main_yard[action.line - 1].pop()
            state.hand_source = Source.MAIN_YARD
            if state.options.face_down:
                self._seal()  # the face-down car is now seen
            return [self._taken(car, at(LINE, action.line - 1))]
        if isinstance(action, Move):
            state.phase = Phase.MOVE
            car = me.rows[action.row - 1].pop()
            state.hand_source = Source.PRIVATE_YARD
            return [self._taken(car, at(ROW, action.row - 1))]
        if isinstance(action, Switch):
            me.score -= 1
            lifted = tuple(tuple(CAR_CODES[car] for car in row) for row in me.rows)
            state.switch_hand = [car for row in me.rows for car in row]
            me.rows = [[] for _ in me.rows]
            state.phase = Phase.SWITCH
            return [YardLifted(seat, lifted)]
        events: list[Event]
        if isinstance(action, PutBack):
            car = CARS_BY_CODE[action.car]
            tray = at(TRAY, sorted(state.switch_hand).index(car))  # types sort as their codes
            state.switch_hand.remove(car)
            me.rows[action.row - 1].append(car)
            events = [CarPutBack(seat, action.car, tray, at(ROW, action.row - 1))]
            if state.switch_hand:
                return events
            events.append(YardSwitched(seat))
        elif isinstance(action, AddLocomotive):
            me.locomotives += 1
            me.added_locomotive_today = True
            state.locomotive_reserve -= 1
            events = [LocomotiveAdded(seat)]
        elif isinstance(action, AddCaboose):
            me.trains[action.train - 1].caboose = True
            state.cabooses -= 1
            events = [CabooseAdded(seat, at(TRAIN, action.train - 1))]
        else:
            assert isinstance(action, Pass)
            state.passed.add(state.turn)
            events = [Passed(seat)]
            if len(state.passed) == state.seats and not state.day_ending:
                # Ruling 8: once every seat has passed and nobody did anything since,
                # the day ends as if End Of Day had been drawn. Seats, not passes, are
                # counted: around a marker change one seat plays twice in a row.
                state.day_ending = True
                events.append(NobodyCanAct())
        self._end_turn(events)
        return events

    def _taken(self, car: int, source: Target) -> CarTaken:
        """A car into the hand, from a Main Yard line or a private row."""
        state = self.state
        state.hand.append(car)
        state.cars_this_action += 1
        return CarTaken(state.turn, CAR_CODES[car], source, len(state.hand) - 1)

    def _fill(self, line: int) -> list[Event]:
        state = self.state
        cars = state.main_yard[line - 1]
        events: list[Event] = []
        while len(cars) < MAIN_YARD_LINE_LENGTH and state.pile:
            card = state.pile.pop()
            if card == END_OF_DAY:
                state.day_ending = True  # Ruling 2: set aside, finish the row, play on
                events.append(EndOfDayDrawn())
            else:
                cars.append(card)
        state.filled_this_turn = True
        self._seal()
        events.append(LineFilled(state.turn, at(LINE, line - 1), self._faces(cars)))
        return events

    def _faces(self, cars: list[int]) -> tuple[str | None, ...]:
        """Main Yard cars as everyone sees them: None for a face-down card."""
        if self.state.options.face_down:
            return (None,) * len(cars)
        return tuple(CAR_CODES[car] for car in cars)

    def _place(self, car: int, spelling: str) -> list[Event]:
        state = self.state
        me = state.me
        where, arg = parse_target(spelling)
        source = at(HAND, state.hand.index(car))
        new_kind = ""
        if where == "row":
            me.rows[int(arg) - 1].append(car)
            to = at(ROW, int(arg) - 1)
        elif where in ("train", "new"):
            me.add_to_train(where, arg, car)
            to = at(TRAIN, int(arg) - 1 if where == "train" else len(me.trains) - 1)
            new_kind = arg if where == "new" else ""
        else:
            state.discard.append(car)
            to = at(DISCARD, 0)
        events: list[Event] = [CarPlaced(state.turn, CAR_CODES[car], source, to, new_kind)]
        state.hand.remove(car)
        if state.hand:
            return events  # Ruling 9: the rest of a move's cars are still to be placed
        if state.phase is Phase.MOVE or not rules.take_can_go_on(state):
            taken = state.cars_this_action
            if state.phase is Phase.TAKE and taken < rules.TAKE_COUNT:  # Ruling 4, said aloud
                events.append(TakeCutShort(state.turn, taken, not state.main_yard_cars()))
            self._end_turn(events)
        return events

    # --- turns, days, the end -----------------------------------------------------------------
    def _end_turn(self, events: list[Event]) -> None:
        state = self.state
        state.phase = Phase.START
        state.filled_this_turn = False
        state.cars_this_action = 0
        state.turn = (state.turn + 1) % state.seats
        self._hand_over()  # even if the marker pass brings the decision straight back
        self._begin_turn(events)

    def _begin_turn(self, events: list[Event]) -> None:
        """Step 1 and Ruling 1: the marker holder's second turn only passes the marker on."""
        state = self.state
        events.append(TurnBegun(state.turn))
        if state.turn == state.marker and state.marker_must_pass:
            state.marker = (state.marker + 1) % state.seats
            state.marker_must_pass = False
            events.append(MarkerPassed(state.turn, state.marker))
            state.turn = state.marker
            if state.day_ending and not self._end_day(events):
                return
            events.append(TurnBegun(state.turn))
        if state.turn == state.marker:
            state.marker_must_pass = True

    def _end_day(self, events: list[Event]) -> bool:
        """Score the day; deal the next one. False when that was the last day."""
        state = self.state
        sheet = score_day(state)
        state.day_results.append(sheet)
        events.append(sheet)
        if state.day == LAST_DAY:
            state.phase = Phase.OVER
            best = max(self.scores())
            winners = tuple(seat for seat, p in enumerate(state.players) if p.score == best)
            events.append(GameOver(winners, best))
            return False
        new_day(state, self.rng)
        self._seal()  # the new day's cars are dealt and seen
        events.append(DayBegun(state.day, tuple(map(self._faces, state.main_yard))))
        return True

    # --- what a seat sees, what an action says -------------------------------------------------
    def view(self, seat: int | None) -> FreightView:
        """The table as `seat` sees it; None sees everything, the pile order included."""
        return table_view(self.state, seat, self.current_player, self.options)

    def describe(self, action: Action, seat: int) -> str:
        """A player's reading of an action before it is applied: for buttons and hints."""
        return described(self.state, action, self.players[seat])
