"""A lesson counts what the learner does, ends with Next lesson and Back to lessons, and the
Learn list remembers it as done.

Played with the mouse on Freight Train's first lesson: "Take exactly 3 cars, one
at a time, from the end of a line ... add each card to either one of your trains,
or one of the bumpers in your Private Yard." Each car dragged from a line straight
onto its place plays two of the lesson's steps (take, then place): one thing done,
so the counter goes 1, 2, 3 of 3.
"""

from __future__ import annotations

from game.engine.freight import new_train_target
from game.engine.freight.notation import target_of
from game.store.lesson_progress import lessons_done
from game.ui.app import App
from game.ui.freight.table import FreightTable
from game.ui.lessons.done import LessonDoneScene
from game.ui.lessons.guide import LessonGuide
from game.ui.lessons.scene import LearnScene
from game.ui.table.screen import TableScreen

from .driving import click_widget, frames, open_game_menu, open_lesson
from .freight_mouse import drag_to, line_end

FIRST = "A first turn: take three cars, start a train"
SECOND = "Your private yard: moving cars to trains"


def _counter(scene: TableScreen) -> str:
    guide = scene.guide
    assert isinstance(guide, LessonGuide)
    return guide.lines()[1][0]


def _finish_the_first_lesson(app: App) -> TableScreen:
    scene, session = open_lesson(app, FIRST, FreightTable)
    assert _counter(scene) == "Step 1 of 3"
    drops = (target_of("row:1"), new_train_target("refrigerator"), target_of("train:1"))
    for number, target in enumerate(drops, 2):
        drag_to(app, scene, line_end(scene, 2), target)
        frames(app)
        if number <= 3:
            assert _counter(scene) == f"Step {number} of 3", scene.status.text
    for _ in range(300):  # the scripted seat's turn, then the panel over the table
        if isinstance(app.stack.top, LessonDoneScene):
            break
        frames(app)
    assert session.run.finished(session.game)
    return scene


def test_the_counter_counts_what_the_learner_does_and_the_end_offers_the_next(app: App) -> None:
    _finish_the_first_lesson(app)
    done = app.stack.top
    assert isinstance(done, LessonDoneScene) and done.next is not None
    assert lessons_done() == {"freight/01-first-turn"}
    click_widget(app, done.next)
    scene = app.stack.top
    assert isinstance(scene, TableScreen) and isinstance(scene.guide, LessonGuide)
    assert scene.guide.session.run.lesson.title == SECOND
    assert isinstance(app.stack.scenes[-2], LearnScene)


def test_a_lesson_a_scripted_move_ends_is_done_over_the_learners_own_seat(app: App) -> None:
    """The first lesson ends with Bob's scripted turn: its panel opened over Bob's yard, the
    header saying "Ann to move" (the table never turned back to the learner under it)."""
    scene = _finish_the_first_lesson(app)
    learner = scene.guide.session.run.lesson.learner  # type: ignore[union-attr]
    assert scene.session.acting_seat == learner
    assert scene.board.shown == learner


def test_back_to_lessons_shows_the_lesson_done_and_the_next_to_take(app: App) -> None:
    _finish_the_first_lesson(app)
    done = app.stack.top
    assert isinstance(done, LessonDoneScene)
    click_widget(app, done.back)
    learn = app.stack.top
    assert isinstance(learn, LearnScene)
    # Freight's first lesson marked done and its second as the next; Koplopers' first next.
    assert len(learn.marks) == 3
    assert lessons_done() == {"freight/01-first-turn"}


def test_a_lessons_menu_offers_no_save_and_leads_back_to_the_lessons(app: App) -> None:
    open_lesson(app, FIRST, FreightTable)
    pause = open_game_menu(app)
    assert not pause.buttons["Save as…"].is_enabled
    assert pause.buttons["Quit to menu"].text == "Back to lessons"
    click_widget(app, pause.buttons["Quit to menu"])
    assert isinstance(app.stack.top, LearnScene)
