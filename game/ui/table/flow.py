"""The game going on at a table: what happens between the moves people make.

Computer turns are played at a pace people can follow (the long pause marks
whose turn begins, a short one parts the steps of a turn) until Space hurries
them; a computer that searches thinks in the session's worker meanwhile. Between
people whose hands are hidden the hand-over screen comes first; a scoring made
during play (Freight Train's days) shows its sheet; the finished game shows its
results. A turn a person ended is held for their Confirm (the session's state);
what the session says as a turn ends, and an autosave that failed, go on the
line under the table; what was said goes as soon as a computer plays or the
table is handed over (it was about the turn before).

The screen asks the flow to move on only while its table is at rest (nothing
glides or is carried), and shows each computer move through `played`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.action import Action
from game.texts import mark, tr
from game.ui.fronts import front
from game.ui.palette import TEXT
from game.ui.services import Services
from game.ui.session import Session
from game.ui.table.pace import COMPUTER_PAUSE, COMPUTER_STEP_PAUSE, HANDOVER_PAUSE, HURRY
from game.ui.table.status import StatusLine

CONFIRM_LINE = mark("Turn over — Confirm (Enter) or Undo (Ctrl+Z)")  # tr() where shown

# A computer seat (the first) has played an action (the second: None when it had none):
# the screen shows it, and brings the table in line.
Played = Callable[[int | None, Action | None], None]


class GameFlow:
    def __init__(self, services: Services, session: Session, status: StatusLine,
                 played: Played) -> None:
        self.services = services
        self.session = session
        self.status = status
        self.played = played
        self.front = front(session.game_name)
        self.bot_wait = 0.0
        self.handover_wait = 0.0  # how long the computer's last move has been in view
        self._hurry = False
        # (seat, actions in the game after it) of the computer's last step: is the next its own?
        self._computer_step: tuple[int | None, int] | None = None
        self.results_shown = False
        # Scorings made during play (Freight's days) so far; a loaded game does not replay old ones.
        self.days_shown = len(self.front.interim_sheets(session.game))
        self.days = self.days_shown
        # The game's length when the session's turn note was last said: said once, as the
        # turn ends, not again at every later refresh (a menu closed, a computer's turn).
        self.note_said_at = -1
        session.confirm_turns = services.settings.confirm_end_of_turn

    def refreshed(self) -> None:
        """The game changed: its scorings counted; the session's turn note said, once."""
        session = self.session
        self.days = max(self.days, len(self.front.interim_sheets(session.game)))
        if session.turn_note and self.note_said_at != len(session.game.actions):
            self.note_said_at = len(session.game.actions)
            self.status.say(session.turn_note, TEXT)  # a note, not a refusal

    # --- moving on -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The table is at rest: a scoring's sheet, the results or the hand-over opens, or the
        computer to move plays once its pause is over."""
        session = self.session
        sounds, navigator = self.services.sounds, self.services.navigator
        if not self.computers_playing():
            self._hurry = False  # a person is to move: the next computer turns start calm
        if session.autosave_error:
            self.status.text = session.autosave_error
        if self.days > self.days_shown and not session.game.is_over:
            self.days_shown = self.days
            sounds.play("day_end")
            sheet = self.front.interim_sheets(session.game)[-1]
            navigator.push("scoring", sheet=sheet)
            return
        if session.game.is_over:
            if not self.results_shown:
                sounds.play("day_end")
                self.show_results()
            return
        if session.needs_handover():
            if self._computer_moved_last():
                self.handover_wait += dt
                if self.handover_wait < HANDOVER_PAUSE[self.services.settings.animation]:
                    return  # the computer's last move stays in view a moment first
            self.handover_wait = 0.0
            self.status.hush()  # what was said was for the seat handing over, not the next
            navigator.push("handover", session=session)
            return
        if not self.computers_playing():
            return
        self.bot_wait += dt * self.pace()
        ready = session.computer_ready()  # thinks in a worker thread meanwhile
        if self.hurrying:
            session.hurry()
        if ready and self.bot_wait >= self.computer_pause():
            self.bot_wait = 0.0
            self.play_computer()

    def _computer_moved_last(self) -> bool:
        """The game's last action was a computer's (the table shows its result)."""
        step = self._computer_step
        return step is not None and step[1] == len(self.session.game.actions)

    def step_due(self) -> bool:
        """update() has a screen to open with no input: a day's scores, the results, a
        hand-over."""
        session = self.session
        if session.game.is_over:
            return not self.results_shown
        return self.days > self.days_shown or session.needs_handover()

    def show_results(self) -> None:
        self.results_shown = True
        self.services.navigator.push("results", session=self.session)

    # --- computer turns --------------------------------------------------------------------
    def computers_playing(self) -> bool:
        session = self.session
        return not (session.game.is_over or session.human_to_move() or session.awaiting_confirm)

    def computer_pause(self) -> float:
        """The wait before the computer's next step: the long one at the start of a turn."""
        game = self.session.game
        same_turn = self._computer_step == (game.current_player, len(game.actions))
        pauses = COMPUTER_STEP_PAUSE if same_turn else COMPUTER_PAUSE
        return pauses[self.services.settings.animation]

    def play_computer(self) -> None:
        session = self.session
        was_human = session.human_to_move()
        seat = session.game.current_player
        action = session.play_computer()
        self.status.hush()
        self._computer_step = (seat, len(session.game.actions))
        self.played(seat, action)
        if session.human_to_move() and not was_human:
            self.services.sounds.play("turn")

    def hurry(self) -> None:
        """Space: the computer turns of this stretch play out faster."""
        if self.computers_playing():
            self._hurry = True

    @property
    def hurrying(self) -> bool:
        """Space was pressed during this stretch of computer turns, which goes on.

        Only a read: update() forgets the Space once a person is to move.
        """
        return self._hurry and self.computers_playing()

    def pace(self) -> float:
        """How fast time runs for computer pauses and glides: faster while hurrying."""
        return HURRY if self.hurrying else 1.0

    def waiting_line(self, name: str) -> str:
        """What the table says while nobody at it may act: a turn awaits its Confirm, or
        `name`, a computer seat, is to move. A replay waits for nobody: it says nothing."""
        if self.session.replaying:
            return ""
        if self.session.awaiting_confirm:
            return tr(CONFIRM_LINE)
        if self.session.thinking:
            said = tr("{name} is thinking… (hurrying)") if self.hurrying else tr(
                "{name} is thinking… (Space: faster)")
        else:
            said = tr("{name} is playing… (hurrying)") if self.hurrying else tr(
                "{name} is playing… (Space: faster)")
        return said.format(name=name)

    # --- the screen comes and goes ---------------------------------------------------------
    def resumed(self) -> None:
        """The game menu's Settings may have switched Confirm end of turn on or off."""
        self.session.confirm_turns = self.services.settings.confirm_end_of_turn

    def removed(self) -> None:
        """A computer still thinking for this game stops at once: nobody will see its move,
        and the one thread that thinks for every game would keep the next game's computer
        waiting (and the processor busy) until its budget ran out."""
        self.session.hurry()
