"""A recorded game as a timeline: the position after any number of moves, both ways.

The record is the list of actions, so the position after move N is the start
position with N actions replayed. A step forward applies one action to the
current game and hands back its events, so the table can glide them as it does
in play; a step back replays the record from the start to the wanted position
(a whole long Freight game replays in about 35 ms, a Koplopers game in about
10 ms), which needs no copies of the game kept: the record is the only state.
The Koplopers map is made once per map and shared by every game on it.

Built in one pass, the timeline also keeps what its screen draws without
stepping: every seat's score after each move (the score chart), who played each
move (turns are a seat's run of moves), and the game's stage after each move
(Freight's day, Koplopers' round), so "jump to day 2" needs no search.

No pygame here: tests, tools and benchmarks use it without a window.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.action import Action
from game.engine.base import Game
from game.engine.event import Event
from game.engine.games import game_module


class Timeline:
    """Every position of one recorded game, and a cursor on one of them.

    Positions are numbered by the moves played: 0 is the start, `length` the end
    of the record. `game` is the game at the cursor; it belongs to the timeline
    and changes as the cursor moves, so a caller that keeps a position copies it.
    """

    def __init__(self, final: Game) -> None:
        """The timeline of `final`'s record (a game already replayed and so known valid)."""
        self.name = final.NAME
        self.players = list(final.players)
        self.actions: list[Action] = list(final.actions)
        self.finished = final.is_over
        self.stage_key = game_module(final.NAME).INFO.stage
        self._record = (final.seed, dict(final.options))
        start = self._start()
        self.movers: list[int] = []  # the seat that played each move
        self.scores: list[tuple[int, ...]] = [tuple(start.scores())]  # after each position
        self.stages: list[object] = [self._stage(start)]
        game = start
        for action in self.actions:
            seat = game.current_player
            self.movers.append(seat if seat is not None else -1)
            game.apply(action)
            self.scores.append(tuple(game.scores()))
            self.stages.append(self._stage(game))
        self.game = game
        self.at = len(self.actions)
        self._turns = [n for n in range(len(self.movers)) if n == 0 or
                       self.movers[n] != self.movers[n - 1]]

    def _start(self) -> Game:
        """The game before its first move."""
        seed, options = self._record
        return game_module(self.name).new_game(
            players=list(self.players), seed=seed, options=dict(options)
        )

    def _stage(self, game: Game) -> int | None:
        return game.view(None).stage if self.stage_key else None

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def seats(self) -> int:
        return len(self.players)

    # --- moving the cursor -------------------------------------------------------------------
    def forward(self) -> tuple[int, Action, list[Event]] | None:
        """Play the next move at the cursor: (its seat, the action, its events); None at the end."""
        if self.at >= self.length:
            return None
        seat, action = self.movers[self.at], self.actions[self.at]
        events = self.game.apply(action) or []
        self.at += 1
        return seat, action, events

    def seek(self, position: int) -> None:
        """Move the cursor to `position` (clamped to the record)."""
        position = max(0, min(self.length, position))
        if position == self.at:
            return
        if position < self.at:  # moves are not undone: play the record again up to there
            self.game = self._start()
            self.at = 0
        while self.at < position:
            self.forward()

    def back(self) -> None:
        self.seek(self.at - 1)

    # --- where to go ---------------------------------------------------------------------------
    def turn_starts(self) -> Sequence[int]:
        """The positions where a turn begins (a seat's run of moves), from 0 on."""
        return self._turns

    def next_turn(self, position: int) -> int:
        """The start of the turn after the one the move at `position` belongs to (or the end)."""
        return next((n for n in self._turns if n > position), self.length)

    def previous_turn(self, position: int) -> int:
        """The start of the turn before `position` (the current turn's start when inside it)."""
        return max((n for n in self._turns if n < position), default=0)

    def stage_starts(self) -> list[tuple[object, int]]:
        """(stage, first position at it) for each day or round, in order; none for a game
        without stages."""
        if not self.stage_key:
            return []
        starts: list[tuple[object, int]] = []
        for position, stage in enumerate(self.stages):
            if stage is not None and (not starts or starts[-1][0] != stage):
                starts.append((stage, position))
        return starts

    def mover_at(self, position: int) -> int | None:
        """The seat whose move leads from `position` to the next, None at the end."""
        return self.movers[position] if position < self.length else None
