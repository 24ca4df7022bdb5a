"""One game in progress: the engine game, who sits where, autosave and undo/redo.

The record is the undo history: undo rebuilds the game by replaying all but
the last action (the engine has no other way back), never below the game's
undo_floor, so a draw, a shuffle, a new day or another seat's move stays done.
Redo replays actions that were taken back, as long as nothing new was done.

Confirm end of turn (Board Game Arena's safety net): when a person's action
hands the decision on without revealing anything, the session holds the game
there until that person confirms; meanwhile nobody else moves and Undo may
still take the action back (the engine's turn_floor is lifted for it alone).
The engine knows nothing of this: it is the session's state, in memory only.
A game reopened from its autosave goes on at the next seat: the save cannot
tell a confirmed turn end from an unconfirmed one, so closing counts as confirming.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from game.engine.action import Action
from game.engine.base import Game
from game.engine.event import Event
from game.engine.games import game_module
from game.store.library import Library
from game.store.save_format import LoadedSave, save_data
from game.store.saves import store_named_save
from game.store.seats import Seat
from game.texts import tr
from game.ui.fronts import info

if TYPE_CHECKING:  # type only: the computer players load when a game has a computer seat
    from game.ai.levels import ComputerPlayer


# Levels whose decisions take long enough (a search) to run off the UI thread.
SEARCHING_LEVELS = frozenset({"hard", "expert"})


class Session:
    # A replay shows moves already played: nobody is waited for (ReplaySession).
    replaying = False
    # The Hint button is offered (not in a replay, with nobody to help, nor in a lesson,
    # which says itself what to do).
    offers_hints = True

    def __init__(self, game: Game, seats: list[Seat], autosave: Path | None) -> None:
        self.game = game
        self.seats = seats
        # This game's own autosave slot (saves.new_slot), never another game's; it
        # moves to the finished games when the game ends. None: not saved (tools).
        self.autosave = autosave
        # The slot this game has written, or was read from: autosaves replace it. Any
        # other slot is new to it, and its first autosave creates the file, never
        # replacing one another copy of the app made there a moment before.
        self._own_slot: Path | None = None
        self.redo_stack: list[Action] = []
        # Why the last autosave failed (disk full, folder read-only), or None. A failed
        # autosave must not stop the game: the screen shows this instead.
        self.autosave_error: str | None = None
        # The human seat whose private view was last on screen; a hand-over
        # screen stands between it and any other human when the game hides hands.
        self.shown_seat: int | None = None
        self._thinking: tuple[tuple[int, object], Future[Action]] | None = None
        # Whether a person's turn end waits for their Confirm: the game screen sets it
        # from the setting (on unless switched off); a session without one plays on.
        self.confirm_turns = False
        # The turn end waiting for its Confirm: (the person's seat, the undo floor before
        # it); None when nothing waits.
        self._unconfirmed: tuple[int, int] | None = None
        self._log_held: int | None = None  # the log's length while a Confirm is awaited
        # Why a person's turn that just ended asks no Confirm ('' when there is no why).
        self.turn_note = ""
        # What the last action played did (its events), for the screen to show.
        self.played: list[Event] = []
        self._bots = self._computer_players()

    def _computer_players(self) -> dict[int, ComputerPlayer]:
        """A player for each computer seat; the level registry loads only if there is one."""
        if all(seat.is_human for seat in self.seats):
            return {}
        from game.ai.levels import make_player  # loaded only for a game with a computer seat

        game = self.game
        return {
            seat: make_player(s.level, game.NAME, _bot_seed(game.seed, seat))
            for seat, s in enumerate(self.seats)
            if not s.is_human
        }

    @classmethod
    def new(
        cls,
        game_name: str,
        seats: list[Seat],
        seed: int,
        options: dict[str, object],
        autosave: Path | None,
    ) -> Session:
        game = game_module(game_name).new_game(
            players=[s.name for s in seats], seed=seed, options=options
        )
        return cls(game, seats, autosave)

    @classmethod
    def from_save(cls, loaded: LoadedSave, autosave: Path | None) -> Session:
        session = cls(loaded.game, loaded.seats, autosave)
        if autosave is not None and autosave == loaded.path:
            session._own_slot = autosave  # opened from its own slot: it goes on there
        return session

    # --- playing -------------------------------------------------------------------------
    @property
    def game_name(self) -> str:
        return self.game.NAME

    def seat_to_move(self) -> Seat | None:
        seat = self.game.current_player
        return None if seat is None else self.seats[seat]

    def human_to_move(self) -> bool:
        """A person is to move and may act now (not while their turn end awaits Confirm)."""
        seat = self.seat_to_move()
        return seat is not None and seat.is_human and self._unconfirmed is None

    def apply(self, action: Action) -> list[Event]:
        """Play `action` for the seat to move and return what happened (the engine's events);
        IllegalAction leaves everything as it was."""
        self._play(action)
        self.redo_stack.clear()
        self.autosave_now()
        return self.played

    def _play(self, action: Action) -> None:
        """Apply `action`; hold the game for a Confirm when it ended a person's turn."""
        game = self.game
        seat, floor = game.current_player, game.undo_floor
        written = len(game.log)
        self.played = game.apply(action) or []
        self._unconfirmed = None
        # While a turn end waits for its Confirm, the log ends with that turn: what the
        # next turns did (a marker passed on) is read once it is confirmed.
        self._log_held = next((line for line, _ in game.log_turns if line >= written), None)
        self.turn_note = ""
        done = len(game.actions)
        if seat is None or not self.seats[seat].is_human or game.is_over:
            return
        if game.turn_floor != done:
            return  # the turn goes on
        if game.reveal_floor == done:
            self.turn_note = tr("Turn over: it showed new cards, so it stands (nothing to undo).")
        elif self.confirm_turns:
            self._unconfirmed = (seat, floor)

    # --- confirm end of turn ---------------------------------------------------------------
    @property
    def awaiting_confirm(self) -> bool:
        return self._unconfirmed is not None

    @property
    def acting_seat(self) -> int | None:
        """The seat the table is about: the one to confirm its turn, else the one to move."""
        if self._unconfirmed is not None:
            return self._unconfirmed[0]
        return self.game.current_player

    def confirm(self) -> None:
        """The person confirms their turn end: the next seat may move, undo stops here."""
        self._unconfirmed = None

    def computer_ready(self) -> bool:
        """True when the computer seat to move can play now.

        A searching level thinks in a worker thread, so the window goes on drawing
        meanwhile; the player gets its own view and legal list, fresh objects, and never
        touches the game, so the thread is safe. The other levels decide in a few
        milliseconds, on the spot, in play_computer().
        """
        seat = self.game.current_player
        if seat is None or seat not in self._bots or self.awaiting_confirm:
            return False
        if self.seats[seat].level not in SEARCHING_LEVELS:
            return True
        if self._thinking is None or self._thinking[0] != self._position():
            view, legal = self.game.view(seat), self.game.legal_actions()
            future = _worker().submit(self._bots[seat].choose, view, legal)
            self._thinking = (self._position(), future)
        return self._thinking[1].done()

    @property
    def thinking(self) -> bool:
        return self._thinking is not None and not self._thinking[1].done()

    def hurry(self) -> None:
        """Space: the computer thinking now stops and plays the best move it has found."""
        seat = self.game.current_player
        hurry = getattr(self._bots.get(seat), "hurry", None) if seat is not None else None
        if self.thinking and hurry is not None:
            hurry()

    def play_computer(self) -> Action | None:
        """Let the computer seat to move decide and play; None when a human is to move.

        Uses the decision computer_ready() started, waiting for it if need be.
        """
        seat = self.game.current_player
        if seat is None or seat not in self._bots or self.awaiting_confirm:
            return None
        if self._thinking is not None and self._thinking[0] == self._position():
            action = self._thinking[1].result()
        else:
            action = self._bots[seat].choose(self.game.view(seat), self.game.legal_actions())
        self._thinking = None
        self.apply(action)
        return action

    def _position(self) -> tuple[int, object]:
        """Which position a decision was for: a decision for another one is never played."""
        actions = self.game.actions
        return len(actions), actions[-1] if actions else None

    @property
    def log(self) -> list[str]:
        """The game log as the engine keeps it: actions and what followed from them; while
        a turn end awaits its Confirm, only up to that turn's end."""
        log = self.game.log
        held = self._log_held if self.awaiting_confirm else None
        return log if held is None else log[:held]

    @property
    def log_turns(self) -> list[tuple[int, int]]:
        """Where each turn of `log` begins, and whose it is (Game.log_turns)."""
        shown = len(self.log)
        return [(line, seat) for line, seat in self.game.log_turns if line < shown]

    # --- undo ----------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.human_to_move() and len(self.game.actions) > self.game.undo_floor or (
            self._unconfirmed is not None and len(self.game.actions) > self._unconfirmed[1]
        )

    def undo_refusal(self) -> str:
        """Why Undo cannot be used now, as the player reads it ('' when it can)."""
        if self.can_undo():
            return ""
        game = self.game
        if game.is_over:
            return tr("The game is over: nothing to undo.")
        if not self.human_to_move():
            return tr("Undo waits for a person's turn.")
        if game.reveal_floor == len(game.actions) > game.turn_floor:
            return tr("Nothing to undo: the last move showed new cards, so it stands.")
        return tr("Nothing to undo yet this turn.")

    def undo(self) -> None:
        if not self.can_undo():
            return
        actions = list(self.game.actions)
        self.redo_stack.append(actions.pop())
        self.game = self._replayed(actions)
        self._unconfirmed = None
        self.turn_note = ""
        self.autosave_now()

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.human_to_move()

    def redo_refusal(self) -> str:
        """Why Redo cannot be used now ('' when it can)."""
        if self.can_redo():
            return ""
        if self.redo_stack and not self.game.is_over:
            return tr("Redo waits for a person's turn.")
        return tr("Nothing to redo: Redo plays again a move Undo took back.")

    def redo(self) -> None:
        if not self.can_redo():
            return
        self._play(self.redo_stack.pop())
        self.autosave_now()

    def _replayed(self, actions: list[Action]) -> Game:
        """A fresh game with `actions` played (they were legal when first played)."""
        game = game_module(self.game.NAME).new_game(
            players=list(self.game.players), seed=self.game.seed, options=dict(self.game.options)
        )
        for action in actions:
            game.apply(action)
        return game

    # --- hand-over -----------------------------------------------------------------------
    def needs_handover(self) -> bool:
        """True when the table must be hidden until the human to move says they are ready."""
        seat = self.game.current_player
        if seat is None or not self.seats[seat].is_human or seat == self.shown_seat:
            return False
        if self.awaiting_confirm:
            return False  # the table stays with the person who is to confirm
        humans = sum(1 for s in self.seats if s.is_human)
        return humans > 1 and info(self.game_name).hides_hands

    def hand_over(self) -> None:
        """The human to move has taken the seat: their view may be shown now."""
        self.shown_seat = self.game.current_player

    def viewer(self) -> int | None:
        """Whose view the table shows: the human to move, else the last human shown.

        While a turn end awaits its Confirm, that is still the person who ended it.
        """
        seat = self.acting_seat
        if seat is not None and self.seats[seat].is_human:
            return seat
        if self.shown_seat is not None:
            return self.shown_seat
        humans = [i for i, s in enumerate(self.seats) if s.is_human]
        return humans[0] if humans else None

    # --- saving --------------------------------------------------------------------------
    def save_as(self, name: str, replace: bool = False) -> Path:
        """Keep the game as the Save as file `name`, replacing the save of that name only
        when the player said so (`replace`), else under the next free name when it is
        taken (saves.store_named_save). The file written (OSError when impossible)."""
        return store_named_save(name, save_data(self.game, self.seats), replace)

    def autosave_if_new(self) -> None:
        """Write the game into its slot unless it was read from there: opening a game is not
        playing it, so its "last played" (the file's time) stays until a move is made."""
        if self.autosave != self._own_slot:
            self.autosave_now()

    def autosave_now(self) -> None:
        """Write the game into its slot, noting rather than raising a failure."""
        if self.autosave is None:
            return
        try:
            data = save_data(self.game, self.seats)
            new = self.autosave != self._own_slot
            self.autosave = self._own_slot = Library().store_autosave(
                self.autosave, data, self.game.is_over, new)
        except OSError as error:
            self.autosave_error = tr("The game could not be autosaved: {reason}").format(
                reason=error.strerror or error)
        else:
            self.autosave_error = None


def _bot_seed(game_seed: int, seat: int) -> int:
    """Each computer seat's own seed: the same game always gets the same decisions."""
    return random.Random(game_seed * 31 + seat).getrandbits(32)


@cache
def _worker() -> ThreadPoolExecutor:
    """One thread for the computer players' decisions, made when first needed."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
