"""Every Freight Train lesson played with the mouse from the main menu, and a wrong move nudged.

The rulebook's first main action: "Take exactly 3 cars, one at a time, from
the end of a line ... add each card to either one of your trains, or one of
the bumpers in your Private Yard."
"""

from __future__ import annotations

import pytest

from game.engine.action import Action
from game.engine.freight import Move, Take, new_train_target
from game.ui.app import App
from game.ui.freight.pointer import INTO_HAND
from game.ui.freight.table import FreightTable
from game.ui.lessons.model import lessons_for
from game.ui.lessons.session import LessonSession
from game.ui.scenes.results import ScoringScene
from game.ui.table.screen import TableScreen

from .driving import click_widget, frames, open_lesson
from .freight_mouse import Player, drag_to, line_end, row_end


def _open(app: App, title: str) -> tuple[TableScreen, LessonSession]:
    return open_lesson(app, title, FreightTable)


def _play(app: App, scene: TableScreen, action: Action) -> None:
    """A car taken or moved goes into the hand; the rest as the table offers it."""
    if isinstance(action, Take):
        drag_to(app, scene, line_end(scene, action.line), INTO_HAND)
    elif isinstance(action, Move):
        drag_to(app, scene, row_end(scene, action.row), INTO_HAND)
    else:
        Player(app, scene, 0).carry_out(action)


def _until_the_learner_moves(app: App, session: LessonSession) -> None:
    """Frames while the scripted seat plays; a day's score pad is read and closed."""
    for _ in range(300):
        top = app.stack.top
        if isinstance(top, ScoringScene):
            click_widget(app, top.go_on)
        elif session.human_to_move() or session.run.finished(session.game):
            return
        frames(app)
    raise AssertionError("the scripted seats never handed the move back")


def _play_lesson(app: App, title: str) -> tuple[TableScreen, LessonSession]:
    scene, session = _open(app, title)
    run = session.run
    while not run.finished(session.game):
        step = run.step(session.game)
        assert step is not None and not step.auto
        before, expected = len(session.game.actions), run.expected(session.game, step)
        rings = scene.guide.lit(scene)  # type: ignore[union-attr]
        assert len(rings) == len(step.light)
        _play(app, scene, expected)
        played = session.game.actions
        assert len(played) > before and played[before] == expected, scene.status.text
        _until_the_learner_moves(app, session)
    texts = [text for text, _, _ in scene.guide.lines()]  # type: ignore[union-attr]
    assert any(text.startswith("Lesson complete") for text in texts)
    return scene, session


@pytest.mark.parametrize("title", [lesson.title for lesson in lessons_for("freight")[0]])
def test_each_lesson_played_by_mouse(app: App, title: str) -> None:
    _play_lesson(app, title)


def test_the_end_of_day_lesson_shows_the_days_score_pad(app: App) -> None:
    """"The day ends when the End Of Day card is drawn ... Play continues until the wooden
    train marker changes hands." The lesson's last turns end day 1; its pad is shown."""
    scene, session = _play_lesson(app, "The end of a day, and how it is scored")
    assert scene.flow.days_shown == 1 and scene.board.table.day == 2


def test_one_drop_that_takes_and_places_passes_two_steps(app: App) -> None:
    """A car dragged from a line straight onto a train plays two actions (take, then place):
    each passes the lesson's gate as its own step."""
    scene, session = _open(app, "A first turn: take three cars, start a train")
    drag_to(app, scene, line_end(scene, 2), INTO_HAND)
    Player(app, scene, 0).carry_out(session.run.expected(session.game, session.run.lesson.steps[1]))
    assert session.run.index(session.game) == 2
    drag_to(app, scene, line_end(scene, 2), new_train_target("refrigerator"))
    assert session.run.index(session.game) == 4, scene.status.text


def test_a_wrong_move_is_nudged_and_changes_nothing(app: App) -> None:
    scene, session = _open(app, "A first turn: take three cars, start a train")
    record = session.game.record()
    drag_to(app, scene, line_end(scene, 1), INTO_HAND)  # legal, but the lesson wants line 2
    frames(app)
    assert session.game.record() == record
    nudge = session.run.lesson.steps[0].nudge
    assert scene.status.text == nudge[0].upper() + nudge[1:]
    assert scene.pointer.carried is None


def test_a_lesson_offers_no_hint(app: App) -> None:
    """The lesson itself says what to do: no Hint button (H would find none to press)."""
    scene, _ = _open(app, "A first turn: take three cars, start a train")
    assert scene.controls.hint_button is None
