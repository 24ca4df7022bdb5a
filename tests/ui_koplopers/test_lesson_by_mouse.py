"""Every Koplopers lesson played with the mouse from the main menu, and a wrong move nudged.

The rulebook's Example 1: "Leonie builds a train in Heerlen (HRL) for 3 action
points. Then she reverses the train for 1 action point. ... she remains in
Heerlen to pick up the passengers there (free action)."
"""

from __future__ import annotations

import pygame
import pytest

from game.engine.koplopers import Build, KoplopersGame
from game.texts import tr
from game.ui.app import App
from game.ui.koplopers.board import KoplopersBoard
from game.ui.lessons.done import LessonDoneScene
from game.ui.lessons.guide import LessonGuide
from game.ui.lessons.model import lessons_for
from game.ui.lessons.scene import LearnScene
from game.ui.lessons.session import LessonSession
from game.ui.table.screen import TableScreen
from tests.ui.driving import click, drag, frames, open_lesson

from .mouse import board_of, perform, select, settle


def _open(app: App, title: str) -> tuple[TableScreen, LessonSession]:
    return open_lesson(app, title, KoplopersBoard)


def _wait_for_the_learner(app: App, scene: TableScreen, session: LessonSession) -> None:
    """Frames until the scripted seats have played and the learner is to move (or it is over)."""
    for _ in range(300):
        settle(app, scene)
        if session.human_to_move() or session.run.finished(session.game):
            return
        frames(app)
    raise AssertionError("the scripted seats never handed the move back")


TITLES = [lesson.title for lesson in lessons_for("koplopers")[0]]


def _written(scene: TableScreen) -> str:
    """The words the lesson's panel draws, as one line."""
    guide = scene.guide
    assert isinstance(guide, LessonGuide)
    return " ".join(line for line, _, _, _ in guide.written(scene))


@pytest.mark.parametrize("title", TITLES)
def test_each_lesson_played_by_mouse(app: App, title: str) -> None:
    scene, session = _open(app, title)
    run = session.run
    while not run.finished(session.game):
        step = run.step(session.game)
        assert step is not None and not step.auto
        game = session.game
        assert isinstance(game, KoplopersGame)
        assert " ".join(tr(step.say).split()) in _written(scene)  # all of it, to the last word
        before, expected = len(game.actions), run.expected(game, step)
        perform(app, scene, expected)
        played = session.game.actions  # the scripted seats may have answered already
        assert len(played) > before and played[before] == expected, scene.status.text
        _wait_for_the_learner(app, scene, session)
    texts = [text for text, _, _ in scene.guide.lines()]  # type: ignore[union-attr]
    assert any(text.startswith("Lesson complete") for text in texts)
    assert session.game.current_player == run.lesson.learner


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_longest_step_is_written_whole_at_both_sizes(app: App, size: tuple[int, int]) -> None:
    """Example 6's two cases take the longest step: its last words ("Click train 1, choose
    ...") were cut off at the panel's bottom."""
    app.display.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.rebuild()
    frames(app)
    scene, session = _open(app, "The wrong platform at Tilburg")
    step = session.run.step(session.game)
    assert step is not None
    assert _written(scene).endswith(" ".join(tr(step.say).split()))
    area = scene.controls.log_panel.rect
    guide = scene.guide
    assert isinstance(guide, LessonGuide)
    assert all(area.contains(pygame.Rect(pos, face.size(line)))
               for line, _, face, pos in guide.written(scene))


def test_a_card_dropped_inside_the_lit_ring_is_dropped_on_its_station(app: App) -> None:
    """Seen at 1920x1080: the repair card let go inside the ring round Breda, below its dot,
    glided home with "Drag the green emergency repair card onto Breda"."""
    scene, session = _open(app, "The wrong platform at Tilburg")
    run = session.run
    while (step := run.step(session.game)) is not None and not step.do.startswith("repair"):
        perform(app, scene, run.expected(session.game, step))
        _wait_for_the_learner(app, scene, session)
    assert step is not None
    board = board_of(scene)
    settle(app, scene)
    breda = board.station_point("BD")
    guide = scene.guide
    assert isinstance(guide, LessonGuide)
    ring = next(rect for rect in guide.lit(scene) if rect.collidepoint(breda))
    inside = (breda[0], ring.bottom - board.layout.scaled(4))  # the ring's foot, off the dot
    before, expected = len(session.game.actions), run.expected(session.game, step)
    drag(app, board.layout.repair_card().center, inside)
    settle(app, scene)
    assert session.game.actions[before:] == [expected], scene.status.text


def test_the_lit_places_are_where_the_gesture_starts_and_ends(app: App) -> None:
    scene, _ = _open(app, "Building and reversing at Heerlen")
    board = board_of(scene)
    settle(app, scene)
    rings = scene.guide.lit(scene)  # type: ignore[union-attr]
    assert len(rings) == 2
    assert rings[0].colliderect(board.layout.train_icon(0, 1))
    assert rings[1].collidepoint(board.site_point("site-HRL"))


def test_a_wrong_move_is_nudged_and_changes_nothing(app: App) -> None:
    scene, session = _open(app, "Building and reversing at Heerlen")
    board = board_of(scene)
    settle(app, scene)
    game = session.game
    wrong = Build(train=1, site="site-AMR")
    assert game.is_legal(wrong)  # the rules allow it; the lesson wants Heerlen
    record = game.record()
    drag(app, board.layout.train_icon(0, 1).center, board.site_point("site-AMR"))
    settle(app, scene)
    assert session.game.record() == record
    nudge = session.run.lesson.steps[0].nudge
    assert scene.status.text == nudge[0].upper() + nudge[1:]
    assert scene.pointer.carried is None


def test_a_move_the_rules_forbid_hears_the_lessons_nudge_too(app: App) -> None:
    """A ride into obstructed Maastricht: the rules' reason gives way to the step's hint."""
    scene, session = _open(app, "Calling at a station, and the obligatory action")
    board = board_of(scene)
    settle(app, scene)
    select(app, scene, 1)
    record = session.game.record()
    click(app, board.ride_point("HRL-MT.1>MT"))
    settle(app, scene)
    assert session.game.record() == record
    nudge = session.run.lesson.steps[0].nudge
    assert scene.status.text == nudge[0].upper() + nudge[1:]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_two_trains_at_tilburg_keep_their_tags_apart(app: App, size: tuple[int, int]) -> None:
    """Ronald's train 1 and Corrie's both touch Tilburg: each tag is read whole (at 1280x800
    B1 was drawn over R1)."""
    app.display.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.rebuild()
    frames(app)
    scene, _ = _open(app, "The wrong platform at Tilburg")
    board = board_of(scene)
    settle(app, scene)
    tags = list(board.screen_map.labels(board.seen).tags.values())
    assert len(tags) >= 2
    assert [(a, b) for i, a in enumerate(tags) for b in tags[i + 1:] if a.colliderect(b)] == []


def test_a_finished_lesson_offers_the_next_one(app: App) -> None:
    """Heerlen played by mouse to its end: the panel over the table offers Next lesson, which
    opens the second Koplopers lesson on its own table, Learn under it."""
    first, second = TITLES[:2]
    scene, session = _open(app, first)
    run = session.run
    while (step := run.step(session.game)) is not None:
        perform(app, scene, run.expected(session.game, step))
        _wait_for_the_learner(app, scene, session)
    for _ in range(300):
        if isinstance(app.stack.top, LessonDoneScene):
            break
        frames(app)
    done = app.stack.top
    assert isinstance(done, LessonDoneScene) and done.next is not None
    click(app, done.next.rect.center)
    opened = app.stack.top
    assert isinstance(opened, TableScreen) and isinstance(opened.guide, LessonGuide)
    assert opened.guide.session.run.lesson.title == second
    assert isinstance(app.stack.scenes[-2], LearnScene)
