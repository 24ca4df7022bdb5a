"""A lesson played through the engine, step by step, to prove it teaches a legal game.

At every step: it is the right seat's turn (the learner's, or another's for a
scripted step), the action the step names is legal there, and the places it
lights mean that action as a gesture (the place pressed, and where it is
dropped), so what the table lights is something the learner can really do.
It ends with the learner to move (or the game over): the scripted seats never
run out of moves while the table waits for them.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.action import Action
from game.engine.base import Game
from game.engine.errors import IllegalAction
from game.engine.target import Target
from game.texts import and_list, tr
from game.ui.lessons.model import Lesson, LessonError, Step
from game.ui.lessons.places import PlaceError, place
from game.ui.lessons.run import LessonRun


def gesture_actions(game: Game, source: Target, target: Target | None) -> list[Action]:
    """Every action pressing `source` (and dropping it on `target`) may mean now."""
    try:
        return list(game.actions_for(source, target))  # type: ignore[attr-defined]
    except IllegalAction as refused:
        return list(getattr(refused, "actions", []))  # Ambiguous lists the choices


def lit_targets(game: Game, lesson: Lesson, index: int, step: Step) -> list[Target]:
    """The Targets a step lights, or LessonError naming the file, step and place."""
    try:
        return [place(game, spelling) for spelling in step.light]
    except PlaceError as error:
        raise LessonError(tr("{where}: {problem}").format(
            where=f"{lesson.path.name}: steps[{index}] light", problem=error)) from error


def step_problem(game: Game, lesson: Lesson, index: int, step: Step) -> str | None:
    """Why `step` cannot be played in `game` as the lesson says, or None."""
    run = LessonRun(lesson)
    action = run.expected(game, step)
    seat = game.current_player
    if step.auto and seat == lesson.learner:
        return tr("a scripted step, but the learner (seat {seat}) is to move").format(seat=seat)
    if not step.auto and seat != lesson.learner:
        return tr("the learner's step, but seat {seat} is to move").format(seat=seat)
    reason = game.refusal(action)
    if reason is not None:
        return tr("'{action}' is not legal here: {reason}").format(action=step.do, reason=reason)
    targets = lit_targets(game, lesson, index, step)
    if targets:
        meant = gesture_actions(game, targets[0], targets[1] if len(targets) > 1 else None)
        if action not in meant:
            if not meant:
                return tr("the lit places {places} mean no move, not '{action}'").format(
                    places=_quoted(step.light), action=step.do)
            return tr("the lit places {places} mean {moves}, not '{action}'").format(
                places=_quoted(step.light), moves=_quoted(a.to_text() for a in meant),
                action=step.do)
    return None


def _quoted(spellings: Iterable[str]) -> str:
    """Places or moves in the lesson file's own spelling, each in quotes: 'train 0.1' and
    'site site-AMR'."""
    return and_list(f"'{spelling}'" for spelling in spellings)


def play_through(lesson: Lesson) -> Game:
    """Play the whole lesson; LessonError names the first step that does not hold."""
    run = LessonRun(lesson)
    game = run.start()
    for index, step in enumerate(lesson.steps):
        problem = step_problem(game, lesson, index, step)
        if problem is not None:
            raise LessonError(tr("{where}: {problem}").format(
                where=f"{lesson.path.name}: steps[{index}]", problem=problem))
        game.apply(run.expected(game, step))
    if not game.is_over and game.current_player != lesson.learner:
        raise LessonError(tr("{file}: the steps end with seat {seat} to move; script the other "
                             "seats until the learner is to move").format(
            file=lesson.path.name, seat=game.current_player))
    return game
