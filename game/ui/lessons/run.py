"""A lesson followed through a game: the step due, the move it expects, the scripted moves.

Which step is due is worked out from the game itself (the actions played since
the lesson's position), never kept beside it: an undo takes the lesson back a
step with the game, and nothing can drift apart.
"""

from __future__ import annotations

from game.engine.action import Action
from game.engine.base import Game
from game.engine.errors import BadNotation, IllegalAction
from game.engine.games import game_module
from game.texts import mark, tr
from game.ui.lessons.model import Lesson, LessonError, Step

DONE_NUDGE = mark("The lesson is over: Menu (Esc) takes you back to the lessons.")


class LessonRun:
    """One lesson being played: it builds the position and judges each move."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.base = len(lesson.position.actions)

    def start(self) -> Game:
        """The lesson's position: the record's actions replayed from its seed."""
        position = self.lesson.position
        where = f"{self.lesson.path.name}: position"
        try:
            game = game_module(position.game).new_game(
                players=list(position.players), seed=position.seed, options=position.options
            )
        except (KeyError, ValueError) as error:
            raise LessonError(tr("{where}: the game cannot start ({reason})").format(
                where=where, reason=error)) from error
        for i, text in enumerate(position.actions):
            try:
                game.apply(game.ACTIONS.from_text(text))
            except (BadNotation, IllegalAction) as error:
                raise LessonError(tr("{where}: '{action}' cannot be played: {reason}").format(
                    where=f"{where}: actions[{i}]", action=text, reason=error)) from error
        return game

    # --- where the lesson stands ---------------------------------------------------------
    def index(self, game: Game) -> int:
        """How many of the lesson's steps have been played."""
        return max(0, len(game.actions) - self.base)

    def step(self, game: Game) -> Step | None:
        """The step due now; None once the lesson is over."""
        index = self.index(game)
        steps = self.lesson.steps
        return steps[index] if index < len(steps) else None

    def last_played(self, game: Game) -> Step | None:
        """The step just played (its explanation is shown); None before the first."""
        index = self.index(game)
        return self.lesson.steps[index - 1] if 0 < index <= len(self.lesson.steps) else None

    def finished(self, game: Game) -> bool:
        return self.index(game) >= len(self.lesson.steps)

    def expected(self, game: Game, step: Step) -> Action:
        """The action `step` names, read in `game`'s notation."""
        try:
            return game.ACTIONS.from_text(step.do)
        except BadNotation as error:
            where = f"{self.lesson.path.name}: steps[{self.index(game)}]"
            raise LessonError(tr("{where}: 'do' is no move: '{action}' ({reason})").format(
                where=where, action=step.do, reason=error)) from error

    # --- judging -------------------------------------------------------------------------
    def refusal(self, game: Game, action: Action) -> str | None:
        """None when `action` is the move the lesson expects now, else the nudge to say (the
        lesson file's words are messages of the catalog, as tools/extract_texts.py lists)."""
        step = self.step(game)
        if step is None:
            return tr(DONE_NUDGE)
        if action.to_text() == self.expected(game, step).to_text():
            return None
        return tr(step.hint)

    def scripted(self, game: Game) -> Action:
        """The move a scripted (computer) seat makes now: the due step's action."""
        step = self.step(game)
        if step is None:
            raise LessonError(tr("{file}: the steps ran out on a computer's turn").format(
                file=self.lesson.path.name))
        return self.expected(game, step)
