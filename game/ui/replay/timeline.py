"""A recorded game as a timeline: the position after any number of moves, fast both ways.

The record is the list of actions, so the position after move N is the start
position with N actions replayed. Replaying from the start for every step back
would cost a whole game's replay (tens of milliseconds per step, more for long
games), so the timeline keeps a snapshot of the game every `every` moves while
it is built; a step back restores the nearest snapshot at or before the wanted
position and replays at most `every - 1` moves from it, and a
step forward applies one action to the current game and hands back its events,
so the table can glide them as it does in play.

Built in one pass, the timeline also keeps what its screen draws without
stepping: every seat's score after each move (the score chart), who played each
move (turns are a seat's run of moves), and the game's stage after each move
(Freight's day, Koplopers' round), so "jump to day 2" needs no search.

A snapshot is the game pickled in memory (never written anywhere: saves are
JSON records), which takes and restores a game about thirty times faster than
copy.deepcopy and keeps it in a tenth of the memory. The parts of a game that
no move changes (the Koplopers map) are left out of every snapshot and shared.

No pygame here: tests, tools and benchmarks use it without a window.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Sequence
from typing import Any

from game.engine.action import Action
from game.engine.base import Game
from game.engine.event import Event
from game.engine.games import game_module

SNAPSHOT_EVERY = 32
# Parts of a game made once and never changed by a move (the Koplopers map): every
# snapshot shares them with the game it was copied from, as the tables' trial copies do.
FIXED_PARTS = ("board",)


class _Snapshot(pickle.Pickler):
    """Pickles a game, naming its fixed parts instead of pickling them."""

    def __init__(self, file: io.BytesIO, fixed: dict[int, str]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.fixed = fixed

    def persistent_id(self, obj: Any) -> str | None:
        return self.fixed.get(id(obj))


class _Restore(pickle.Unpickler):
    """Unpickles a snapshot, putting the shared fixed parts back where they were named."""

    def __init__(self, file: io.BytesIO, parts: dict[str, Any]) -> None:
        super().__init__(file)
        self.parts = parts

    def persistent_load(self, pid: Any) -> Any:
        return self.parts[pid]


def fixed_parts(game: Game) -> dict[str, Any]:
    """The parts of `game` that moves never change, by name."""
    return {name: part for name in FIXED_PARTS if (part := getattr(game, name, None)) is not None}


def snapshot(game: Game, parts: dict[str, Any]) -> bytes:
    """`game` as bytes, without its fixed `parts`."""
    buffer = io.BytesIO()
    _Snapshot(buffer, {id(part): name for name, part in parts.items()}).dump(game)
    return buffer.getvalue()


def restored(data: bytes, parts: dict[str, Any]) -> Game:
    """A fresh game from a snapshot, sharing the fixed `parts`."""
    game: Game = _Restore(io.BytesIO(data), parts).load()
    return game


class Timeline:
    """Every position of one recorded game, and a cursor on one of them.

    Positions are numbered by the moves played: 0 is the start, `length` the end
    of the record. `game` is the game at the cursor; it belongs to the timeline
    and changes as the cursor moves, so a caller that keeps a position copies it.
    """

    def __init__(self, final: Game, every: int = SNAPSHOT_EVERY) -> None:
        """The timeline of `final`'s record (a game already replayed and so known valid)."""
        self.name = final.NAME
        self.players = list(final.players)
        self.actions: list[Action] = list(final.actions)
        self.finished = final.is_over
        self.every = max(1, every)
        self.stage_key = game_module(final.NAME).INFO.stage
        start = game_module(final.NAME).new_game(
            players=list(final.players), seed=final.seed, options=dict(final.options)
        )
        self.movers: list[int] = []  # the seat that played each move
        self.scores: list[tuple[int, ...]] = [tuple(start.scores())]  # after each position
        self.stages: list[object] = [self._stage(start)]
        self._parts = fixed_parts(start)
        self._snapshots: dict[int, bytes] = {0: snapshot(start, self._parts)}
        game = start
        for number, action in enumerate(self.actions, start=1):
            seat = game.current_player
            self.movers.append(seat if seat is not None else -1)
            game.apply(action)
            self.scores.append(tuple(game.scores()))
            self.stages.append(self._stage(game))
            if number % self.every == 0 and number < len(self.actions):
                self._snapshots[number] = snapshot(game, self._parts)
        self.game = game
        self.at = len(self.actions)
        self._turns = [n for n in range(len(self.movers)) if n == 0 or
                       self.movers[n] != self.movers[n - 1]]

    def _stage(self, game: Game) -> object:
        return game.view(None).get(self.stage_key) if self.stage_key else None

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
        """Move the cursor to `position` (clamped to the record), by the shortest way."""
        position = max(0, min(self.length, position))
        if position == self.at:
            return
        if not self.at < position < self.at + self.every:
            base = max(n for n in self._snapshots if n <= position)
            if not base <= self.at < position:  # the current game is no nearer: restore one
                self.game = restored(self._snapshots[base], self._parts)
                self.at = base
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
