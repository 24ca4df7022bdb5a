"""The lessons speak through tr(), lesson files too (the Learn, Replay and Statistics
screens' buttons and labels: tests/ui/test_texts_marked.py).

Issue 15: "Every text a player reads ... passes through one gettext-style
function, so that a Dutch translation can follow without touching the screens."
A lesson's words live in its data file: each is a message of the catalog (the
English words are the msgid), listed in the translators' template by
tools/extract_texts.py and put through tr() where the lesson shows it. With a
pseudo-catalog that brackets every message, every text shown reads bracketed.
"""

from __future__ import annotations

import pytest

from game import texts
from game.engine import koplopers
from game.ui.app import App
from game.ui.lessons.guide import LessonGuide
from game.ui.lessons.model import LESSONS_DIR, load_lesson
from game.ui.lessons.run import LessonRun
from tests.bracketed import Bracketed
from tests.test_texts import extract_tool
from tests.ui.driving import frames

LESSON = LESSONS_DIR / "koplopers" / "01-heerlen.json"


def test_every_lesson_text_is_in_the_translators_template() -> None:
    template = extract_tool().template()
    for path in sorted(LESSONS_DIR.glob("*/*.json")):
        lesson = load_lesson(path)
        words = [lesson.title, lesson.about]
        words += [text for step in lesson.steps for text in (step.say, step.explain, step.nudge)]
        for text in filter(None, words):
            quoted = text.replace("\\", "\\\\").replace('"', '\\"')
            assert f'msgid "{quoted}"' in template, (path.name, text)


def test_the_lesson_panel_and_its_nudges_are_translated(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(texts, "_catalog", Bracketed())
    scene = app.navigator.push("lesson", lesson=load_lesson(LESSON))
    frames(app)
    guide = scene.guide
    assert isinstance(guide, LessonGuide)
    shown = [text for text, _, _ in guide.lines()]
    assert shown and all(text.startswith("⟦") for text in shown), shown
    run = LessonRun(guide.session.run.lesson)
    wrong = koplopers.Build(train=1, site="site-AMR")
    assert run.refusal(guide.session.game, wrong) == f"⟦{run.lesson.steps[0].nudge}⟧"
    assert guide.nudge("the rules' words") == f"⟦{run.lesson.steps[0].nudge}⟧"

