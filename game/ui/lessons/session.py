"""A lesson's session: the learner's moves pass the lesson's gate, the other seats' are scripted.

Every move a person makes on a table goes through `Session.apply`, so the gate
stands there: a move that is not the step's is refused with the step's nudge
(an IllegalAction, which the table shows as it shows any refusal, leaving the
game untouched). The computer seats play the lesson's scripted actions, and
stop once the lesson is over. A lesson is never autosaved and never waits for
Confirm: each step is explained as soon as it is played.
"""

from __future__ import annotations

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.engine.seat_view import SeatView
from game.store.seats import COMPUTER, HUMAN, Seat
from game.ui.lessons.run import LessonRun
from game.ui.session import Session

COLOURS = ("red", "blue", "yellow", "green", "purple")


class ScriptedPlayer:
    """A computer seat that plays the move the lesson's script names."""

    def __init__(self, session: LessonSession) -> None:
        self.session = session

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        return self.session.run.scripted(self.session.game)


class LessonSession(Session):
    offers_hints = False  # the lesson says what to do; a hint might say otherwise

    def __init__(self, run: LessonRun, colours: tuple[str, ...] = COLOURS) -> None:
        self.run = run
        lesson = run.lesson
        seats = [
            Seat(name, colours[i % len(colours)], HUMAN if i == lesson.learner else COMPUTER,
                 "normal")
            for i, name in enumerate(lesson.position.players)
        ]
        super().__init__(run.start(), seats, autosave=None)

    @property
    def confirm_turns(self) -> bool:
        """Never: the lesson explains each step as it is played, with no Confirm between."""
        return False

    @confirm_turns.setter
    def confirm_turns(self, value: bool) -> None:
        """The game screen sets this from the settings; a lesson keeps its own way."""

    def _computer_players(self) -> dict[int, ScriptedPlayer]:  # type: ignore[override]
        learner = self.run.lesson.learner
        return {seat: ScriptedPlayer(self) for seat in range(len(self.seats)) if seat != learner}

    def refusal(self, action: Action) -> str | None:
        """The nudge for a learner's move the lesson does not expect now, or None."""
        if self.game.current_player != self.run.lesson.learner:
            return None  # a scripted move
        return self.run.refusal(self.game, action)

    def apply(self, action: Action) -> list[Event]:
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return super().apply(action)

    def computer_ready(self) -> bool:
        return not self.run.finished(self.game) and super().computer_ready()

    def play_computer(self) -> Action | None:
        return None if self.run.finished(self.game) else super().play_computer()
