"""Every lesson in assets/lessons/ teaches a legal game, and a broken lesson file says where.

A lesson is played through the engine step by step (game.ui.lessons.check): at
each step the named action is legal for the right seat, and the places lit
mean that action as a gesture. The rulebook's own words are the lessons'
subject; these tests prove the positions and moves are the real rules'.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import texts
from game.engine import koplopers
from game.ui.lessons.check import play_through
from game.ui.lessons.model import LESSONS_DIR, LessonError, lessons_for, load_lesson, parse_lesson
from game.ui.lessons.run import DONE_NUDGE, LessonRun

LESSON_FILES = sorted(LESSONS_DIR.glob("*/*.json"))


def test_each_game_has_lessons() -> None:
    for game in ("koplopers", "freight"):
        lessons, problems = lessons_for(game)
        assert len(lessons) >= 2 and problems == []
        assert all(lesson.game == game for lesson in lessons)


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_lesson_plays_through_the_engine(path: Path) -> None:
    lesson = load_lesson(path)
    game = play_through(lesson)  # raises, naming the step, at the first one that does not hold
    assert len(game.actions) == len(lesson.position.actions) + len(lesson.steps)
    assert game.current_player == lesson.learner or game.is_over


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_learner_step_lights_what_to_touch_or_is_a_button(path: Path) -> None:
    """A step with nothing lit must be one the table does with a button (End turn, Add
    locomotive, Switch, Propose), so the learner is never left with nowhere to look."""
    buttons = {"end", "loco", "switch", "pass", "propose"}
    for step in load_lesson(path).steps:
        if not step.auto:
            assert step.light or step.do.split()[0] in buttons, step.do


def test_a_wrong_move_hears_the_steps_nudge_and_the_expected_one_passes() -> None:
    lesson = load_lesson(LESSONS_DIR / "koplopers" / "01-heerlen.json")
    run = LessonRun(lesson)
    game = run.start()
    wrong = koplopers.Build(train=1, site="site-AMR")  # legal in the rules, not the lesson's
    assert game.is_legal(wrong)
    assert run.refusal(game, wrong) == lesson.steps[0].nudge
    assert run.refusal(game, koplopers.Build(train=1, site="site-HRL")) is None


def test_after_the_last_step_every_move_is_refused() -> None:
    lesson = load_lesson(LESSONS_DIR / "koplopers" / "01-heerlen.json")
    game = play_through(lesson)
    assert LessonRun(lesson).refusal(game, game.legal_actions()[0]) == DONE_NUDGE


GOOD: dict[str, Any] = {
    "title": "T",
    "position": {"game": "koplopers", "seed": 1, "players": ["A", "B"], "actions": []},
    "steps": [{"say": "Build.", "do": "build 1 site-HRL", "light": [], "explain": "Built."}],
}


def _with(change: dict[str, Any], step: dict[str, Any] | None = None) -> dict[str, Any]:
    data = json.loads(json.dumps(GOOD))
    data.update(change)
    if step is not None:
        data["steps"][0].update(step)
    return data


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (_with({"steps": []}), "'steps' is empty"),
        (_with({"title": 3}), "'title' must be a text"),
        (_with({"position": {"game": "koplopers", "seed": 1, "players": []}}),
         "position: 'players' must name"),
        (_with({}, {"explain": ""}), "steps[0]: a learner's step needs"),
        (_with({}, {"colour": "red"}), "steps[0]: unknown field colour"),
        (_with({}, {"light": ["a", "b", "c"]}), "steps[0]: 'light' names"),
        (_with({"learner": 5}), "'learner' must be a seat"),
    ],
)
def test_a_broken_lesson_names_its_file_and_field(data: dict[str, Any], words: str) -> None:
    with pytest.raises(LessonError) as refused:
        parse_lesson(data, Path("broken.json"))
    assert str(refused.value).startswith("broken.json: ") and words in str(refused.value)


def test_a_lesson_whose_moves_break_the_rules_names_the_step(tmp_path: Path) -> None:
    bad_move = _with({}, {"do": "build 1 site-GN"})  # seat 0 must build on a site '1'
    lesson = parse_lesson(bad_move, tmp_path / "bad.json")
    with pytest.raises(LessonError, match=r"bad\.json: steps\[0\]: 'build 1 site-GN' is not legal"):
        play_through(lesson)
    bad_light = _with({}, {"light": ["train 0.1", "site site-AMR"]})
    lesson = parse_lesson(bad_light, tmp_path / "lit.json")
    with pytest.raises(LessonError, match=r"lit\.json: steps\[0\]: the lit places"):
        play_through(lesson)


def test_unreadable_files_are_listed_as_problems_not_lessons(tmp_path: Path) -> None:
    folder = tmp_path / "koplopers"
    folder.mkdir()
    (folder / "good.json").write_text(json.dumps(GOOD), encoding="utf-8")
    (folder / "bad.json").write_text("{not json", encoding="utf-8")
    lessons, problems = lessons_for("koplopers", tmp_path)
    assert [lesson.path.name for lesson in lessons] == ["good.json"]
    assert len(problems) == 1 and problems[0].startswith("bad.json: not JSON")


def test_a_broken_lesson_is_refused_in_the_players_language(tmp_path: Path) -> None:
    """The Learn screen lists a file it cannot use with the reason, in Dutch for a Dutch
    player: the sentence is the catalog's, the place ("steps[0]") and the fields the file's."""
    texts.use_language("nl")
    with pytest.raises(LessonError) as refused:
        parse_lesson(_with({}, {"colour": "red", "shade": "dark"}), Path("broken.json"))
    assert str(refused.value) == "broken.json: steps[0]: onbekende velden colour en shade"
    with pytest.raises(LessonError) as refused:
        parse_lesson(_with({"title": 3}), Path("broken.json"))
    assert str(refused.value) == "broken.json: 'title' moet een tekst zijn, niet 3"
    lesson = parse_lesson(_with({}, {"light": ["train 0.1", "site site-AMR"]}),
                          tmp_path / "lit.json")
    with pytest.raises(LessonError, match=r"^lit\.json: steps\[0\]: de oplichtende plaatsen "
                                          r"'train 0\.1' en 'site site-AMR' betekenen "):
        play_through(lesson)
    (tmp_path / "koplopers").mkdir()
    (tmp_path / "koplopers" / "bad.json").write_text("{not json", encoding="utf-8")
    assert lessons_for("koplopers", tmp_path)[1] == ["bad.json: geen JSON (regel 1, kolom 2)"]
