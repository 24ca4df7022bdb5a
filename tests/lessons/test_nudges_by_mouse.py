"""A move the lesson does not expect hears the lesson's nudge, however the table refuses it.

Picking up a card the rules will not let the learner lift (the engine's refusal)
is such a move too: the learner is following the lesson, so the lesson words it.
"""

from __future__ import annotations

from game.engine.koplopers import Reverse, Ride
from game.ui.app import App
from game.ui.freight.pointer import INTO_HAND
from game.ui.freight.table import FreightTable
from game.ui.koplopers.board import KoplopersBoard
from game.ui.lessons.model import LESSONS_DIR, load_lesson
from game.ui.table.screen import TableScreen
from tests.ui.driving import click, frames
from tests.ui.freight_mouse import drag_to, line_end
from tests.ui_koplopers.mouse import select, settle


def test_a_card_the_rules_will_not_lift_hears_the_lessons_nudge(app: App) -> None:
    """"Take exactly 3 cars, one at a time": with a car in hand, another line's end car
    cannot be lifted; the status line says the step's nudge, not the engine's words."""
    lesson = load_lesson(LESSONS_DIR / "freight" / "01-first-turn.json")
    scene = app.navigator.push("lesson", lesson=lesson)
    assert isinstance(scene, TableScreen) and isinstance(scene.board, FreightTable)
    frames(app)
    game = scene.session.game
    drag_to(app, scene, line_end(scene, 2), INTO_HAND)  # the step's Take
    assert len(game.actions) == 1  # the Auto Rack is in the hand, to be placed
    record = game.record()
    click(app, line_end(scene, 3))
    assert game.record() == record and scene.pointer.carried is None
    nudge = lesson.steps[1].nudge
    assert scene.status.text == nudge[0].upper() + nudge[1:]


def test_the_wrong_platform_lesson_keeps_the_train_from_riding(app: App) -> None:
    """Rulebook: "When a station is obstructed, all trains that border at that station
    (either with their front or rear) can no longer move ... When a train borders with its
    rear to an obstructed station and with its front to an unobstructed station, this train
    cannot be combined or split-up. Passengers may however change trains at the
    unobstructed station." Ronald's train, rear to obstructed Breda, cannot ride on to
    's-Hertogenbosch; the lesson says so in its own words, and its first step (an exchange
    at Tilburg) is legal."""
    lesson = load_lesson(LESSONS_DIR / "koplopers" / "09-wrong-platform.json")
    scene = app.navigator.push("lesson", lesson=lesson)
    assert isinstance(scene, TableScreen) and isinstance(scene.board, KoplopersBoard)
    settle(app, scene)
    game = scene.session.game
    ride = Ride(train=1, to="TB-HT.1>HT")
    assert "obstructed" in (game.refusal(ride) or "")
    assert "obstructed" in (game.refusal(Reverse(train=1)) or "")
    assert game.refusal(scene.session.run.expected(game, lesson.steps[0])) is None
    record = game.record()
    select(app, scene, 1)
    click(app, scene.board.ride_point("TB-HT.1>HT"))
    settle(app, scene)
    assert game.record() == record
    nudge = lesson.steps[0].nudge
    assert scene.status.text == nudge[0].upper() + nudge[1:]
