"""The screen every game is played on: a board, and the parts every table shares.

It has a board (the game's own picture and gestures, named by its front:
game/ui/fronts.py), the game's flow between moves (flow.py), the turn's
controls with the log (controls.py), the pointer (pointer.py) and the line under
the table (status.py). It passes each event to them, brings them in line once
per change of the game (the state key), and plays the person's actions through
the session, handing what each did (the engine's events) to the board to glide
and sound; computer moves too. The game moves on (computer turns, hand-over,
score sheets) only while the table is at rest: nothing glides or is carried, and
the board shows the seat to act. The app may sleep whenever nothing glides (a
carried piece moves only with the mouse).

A `guide` given to the screen (a lesson's panel and lit places, game/ui/lessons)
is drawn over the whole table and words the refusals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.ui.hints import HintAsker
from game.ui.motion import Motion
from game.ui.scenes.base import Scene
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.board import BoardMaker, TableContext, state_key
from game.ui.table.controls import Command, Controls
from game.ui.table.flow import GameFlow
from game.ui.table.pace import COMPUTER_TICK
from game.ui.table.pointer import Carried, Pointer
from game.ui.table.status import StatusLine


class Guide(Protocol):
    """Something drawn over a table, last: a lesson's words and the places to touch."""

    def draw(self, surface: pygame.Surface, table: TableScreen) -> None: ...

    def nudge(self, reason: str) -> str:
        """What a refused move says instead of `reason` (a lesson: its step's hint)."""
        ...

    def update(self, table: TableScreen) -> None:
        """The table is at rest and on top: follow the game (a lesson: its view, its end)."""


class TableScreen(Scene):
    def __init__(self, services: Services, session: Session, board: BoardMaker,
                 guide: Guide | None = None) -> None:
        self.session = session
        self.guide = guide
        self.motion = Motion()
        self.hints = HintAsker()
        self.status = StatusLine()
        self.pointer = Pointer(self.motion, self.status, session.acting_seat,
                               guide.nudge if guide is not None else None)
        self.controls = Controls(services, session, self.hints, self.status)
        self.flow = GameFlow(services, session, self.status, self.computer_played)
        self.board = board(TableContext(services, session, self.motion, self.pointer,
                                        self.status, self.controls, self.flow, self.hints,
                                        self.perform))
        # Another scene is over the table: it is drawn at most once more (into an overlay's
        # backdrop), so it keeps no picture of itself for fast frames meanwhile.
        self.under_cover = False
        self._state_key: tuple[int, int | None, int, bool] | None = None
        super().__init__(services)

    def build(self) -> None:
        self.motion.speed = self.services.settings.animation
        places = self.board.lay_out()
        self.controls.build(self.ui, places)
        self.board.build(self.ui)
        self._state_key = None
        self.refresh()

    def refresh(self) -> None:
        """Bring every part in line with the game, once per change of it."""
        key = state_key(self.session)
        if key == self._state_key:
            return
        self._state_key = key
        self.pointer.put_back()  # the game changed under the carried piece: it goes home
        session = self.session
        legal = session.game.legal_actions() if session.human_to_move() else []
        self.controls.refreshed()
        self.flow.refreshed()
        self.board.refreshed(legal)
        self.pointer.rehover(session.acting_seat, self.board)

    # --- playing ---------------------------------------------------------------------------
    def perform(self, actions: Sequence[Action], carried: Carried | None = None,
                shown: bool = True) -> bool:
        """Play `actions` in turn for the person to move, showing what each did (unless not
        `shown`); at a refusal stop, glide `carried` home, say why and return False."""
        self.status.text = ""
        for action in actions:
            seat = self.session.game.current_player
            assert seat is not None
            try:
                events = self.session.apply(action)
            except IllegalAction as error:
                self.pointer.refuse(carried, error.reason)
                self.refresh()
                return False
            if shown:
                self.board.show_played(seat, action, events, carried)
            carried = None  # only the first action starts where the piece was let go
        self.refresh()
        return True

    def computer_played(self, seat: int | None, action: Action | None) -> None:
        """The flow's computer seat `seat` played `action`: the board shows it."""
        if seat is not None and action is not None:
            self.board.show_played(seat, action, self.session.played, None)
        self.refresh()

    def confirm(self) -> None:
        """The person to confirm says their turn is over: the next seat may move."""
        if self.session.awaiting_confirm:
            self.session.confirm()
            self.services.sounds.play("pick")
            self.refresh()

    def undo(self) -> None:
        refusal = self.session.undo_refusal()
        if refusal:
            self._refuse_history(refusal, self.controls.undo_button.rect)
        else:
            self._change_history(self.session.undo)

    def redo(self) -> None:
        refusal = self.session.redo_refusal()
        if refusal:
            self._refuse_history(refusal, self.controls.redo_button.rect)
        else:
            self._change_history(self.session.redo)

    def _refuse_history(self, reason: str, button: pygame.Rect) -> None:
        """A person's press of a dimmed Undo or Redo (or its key) is told why, at the button;
        during a computer's turn nothing is said (the line under the table says who plays)."""
        if self.session.human_to_move():
            self.pointer.refuse(None, reason, at=button.midtop)

    def _change_history(self, change: Callable[[], None]) -> None:
        """Undo or Redo: what glides, is carried or chosen on the table goes first."""
        self.board.forget_choices()
        self.motion.clear()
        self.pointer.carried = None
        change()
        self.refresh()

    def command(self, command: Command) -> None:
        """Carry out what a control asked."""
        {
            "undo": self.undo,
            "redo": self.redo,
            "menu": lambda: self.services.navigator.push("pause", game_scene=self),
            "results": self.flow.show_results,
            "confirm": self.confirm,
            "hint": self.controls.ask_hint,
            "hurry": self.flow.hurry,
        }[command]()

    # --- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """The board sees each event first, then the log panel and the pointer; what none of
        them took whole goes to the widgets. A press on the table while pieces still glide
        lands them first (_lands_glides) and is spent on that."""
        if self._lands_glides(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            dimmed = self.controls.dimmed_at(event.pos)
            if dimmed is not None:
                self.command(dimmed)  # says why it is dimmed
                return
        if self.board.take_event(event):
            return
        self.controls.log_panel.handle_event(event)
        if not self.pointer.take_event(event, self.board):
            super().handle_event(event)

    def _lands_glides(self, event: pygame.event.Event) -> bool:
        """A person pressing the table (not a button) while a move still glides, their own
        or a computer's, had the press ignored without a word: now every glide lands at once
        and the seat to act is shown. The press does no more, so it never acts on a table
        that changes under the mouse as it lands."""
        if (event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1
                or not self.motion.busy or self.pointer.carried is not None
                or not self.session.human_to_move() or self.ui.get_hovering_any_element()):
            return False
        self.motion.clear()
        self.board.landed()
        self.follow_seat_to_move()
        return True

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        command = None if self.board.button(button) else self.controls.pressed(button)
        if command is not None:
            self.command(command)

    def on_key(self, event: pygame.event.Event) -> None:
        command = None if self.board.key(event) else self.controls.key(event)
        if command is not None:
            self.command(command)

    # --- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Glides first; the game moves on (computer turns, hand-over, results) when they
        have landed."""
        if self.motion.update(dt * self.flow.pace()):
            self.board.landed()
        self.status.update(dt, self.session.autosave_error)
        self.controls.update()
        self.follow_seat_to_move()
        super().update(dt)
        if self.at_rest():
            self.flow.update(dt)
            # Still at rest once the flow moved on: a lesson that a scripted move has just
            # finished ends over the learner's own seat, not over the seat that moved.
            if (self.guide is not None and self.services.navigator.top is self
                    and self.at_rest()):
                self.guide.update(self)

    def follow_seat_to_move(self) -> None:
        """Give the big area to the seat to act, once the last glides have landed."""
        seat = self.session.acting_seat
        if (seat is not None and seat != self.board.shown and not self.motion.busy
                and not self.pointer.carried):
            self.board.show_seat(seat)
            self.pointer.hover = ""

    def at_rest(self) -> bool:
        """Nothing glides or is carried and the board shows the seat to act (or the game is
        over): only then may the game move on."""
        if self.motion.busy or self.pointer.carried is not None:
            return False
        return self.board.shown == (self.session.acting_seat or 0) or self.session.game.is_over

    def next_frame_in(self) -> float | None:
        """Frames at full rate while something glides; a slow tick while the computer thinks
        or waits out its pause, a screen is due to open, or a hint is being found; a wake-up
        when the line under the table is due to clear; else none (a carried piece moves only
        with the mouse)."""
        if self.motion.busy:
            return 0.0
        if self.flow.computers_playing() or self.flow.step_due():
            return COMPUTER_TICK
        waits = [due for due in (self.status.due_in(), super().next_frame_in()) if due is not None]
        if self.hints.busy:
            waits.append(COMPUTER_TICK)
        return min(waits, default=None)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, a lit frame round Confirm while it waits, the widgets, then the guide."""
        self.draw_scene(surface)
        self.controls.draw_confirm_frame(surface)
        self.ui.draw_ui(surface)
        if self.guide is not None:
            self.guide.draw(surface, self)

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.board.draw(surface, keep=not self.under_cover)

    def draw_into_backdrop(self, surface: pygame.Surface) -> None:
        self.covered()  # the overlay it is drawn for covers it next: its pictures go first,
        self.draw(surface)
        self.covered()  # and those drawn for this picture go before the overlay copies it

    # --- the screen comes and goes ---------------------------------------------------------
    def covered(self) -> None:
        """Another scene is over the table: what the mouse was over is forgotten (the
        line under the table tells it anew once the mouse moves on the table again), and
        the log's lines and the board's pictures go until the table is shown again."""
        self.under_cover = True
        self.pointer.hover = ""
        self.controls.log_panel.let_go()
        self.board.covered()

    def resumed(self) -> None:
        self.under_cover = False
        self.flow.resumed()
        self._state_key = None
        self.refresh()
        self.pointer.hover = ""  # the mouse was last seen before the scene over it opened
        self.board.resumed()

    def removed(self) -> None:
        self.flow.removed()
