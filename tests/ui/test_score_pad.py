"""The Freight score pad (issue 15): cells built from the engine's breakdown, and
the end-of-day and final sheets drawn at 1280x800 with five players, every text
inside its cell and no text below 12 px."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.freight import DayScored, FreightView, KindScore, TrainScore
from game.engine.seat_view import narrowed
from game.store.seats import Seat
from game.ui.fonts import font
from game.ui.freight.score_pad import MIN_TEXT, NOT_SCORED, day_pad, final_pad, pad_boxes
from game.ui.fronts import front, info
from game.ui.scenes.results import ResultsScene, ScoringScene
from game.ui.session import Session

if TYPE_CHECKING:
    from game.ui.app import App

NAMES = ["Ann", "Bob", "Cy"]


def _day(day: int, yard: list[int]) -> DayScored:
    return DayScored(
        day=day,
        kinds=(
            KindScore("box", (TrainScore(seat=0, length=4, caboose=True, points=6),
                              TrainScore(seat=2, length=2, caboose=False, points=1))),
            KindScore("pairs", (TrainScore(seat=1, length=3, caboose=False, points=2),
                                TrainScore(seat=2, length=3, caboose=False, points=2))),
        ),
        trains=(6, 2, 3),
        yard=tuple(yard),
        totals=(11 + yard[0], 7 + yard[1], 8 + yard[2]),
    )


def _texts(row: Any) -> list[str]:
    return [c.text for c in row.cells]


def _best(row: Any) -> list[bool]:
    return [c.best for c in row.cells]


def test_day_pad_rows_cells_and_winners() -> None:
    pad = day_pad(_day(1, [2, 0, 1]), NAMES)
    assert pad.groups == ("Day 1",) and pad.columns == tuple(NAMES)
    box, pairs, yard, day, score = pad.rows
    assert box.label == "Box" and _texts(box) == ["4 cars: 3 ×2 = 6", NOT_SCORED, "2 cars: 1"]
    assert _best(box) == [True, False, False]
    assert pairs.label == "Pairs" and _best(pairs) == [False, True, True]  # a tie: both marked
    assert yard.label == "Private yards" and _texts(yard) == ["+2", "+0", "+1"]
    assert _texts(day) == ["+8", "+2", "+4"] and _best(day) == [True, False, False]
    assert _texts(score) == ["13", "7", "9"] and _best(score) == [True, False, False]


def test_day_two_yards_are_not_scored() -> None:
    pad = day_pad(_day(2, [0, 0, 0]), NAMES)
    yard = pad.rows[2]
    assert yard.label == "Private yards (no score)"
    assert _texts(yard) == [NOT_SCORED] * 3 and not any(_best(yard))
    assert "not scored on Day 2" in " ".join(pad.notes)


def test_final_pad_sets_the_days_side_by_side() -> None:
    days = [_day(1, [2, 0, 1]), _day(2, [0, 0, 0]), _day(3, [-3, 0, -1])]
    pad = final_pad(days, NAMES)
    assert pad.groups == tuple(NAMES)
    assert pad.columns == ("Day 1", "Day 2", "Day 3") * 3
    box = pad.rows[0]
    assert _texts(box) == ["3×2=6"] * 3 + [NOT_SCORED] * 3 + ["1"] * 3
    yard = pad.rows[2]
    assert _texts(yard)[1::3] == [NOT_SCORED] * 3  # day 2 of each player
    assert _texts(yard)[2::3] == ["-3", "+0", "-1"] and _best(yard)[2::3] == [False, True, False]
    assert [r.label for r in pad.rows][-2:] == ["Day's points", "Score"]
    # Issue 39: the notes explain every day's private yards, Day 3's loss included.
    assert "after Day 1" in pad.notes[1] and "lost after Day 3" in pad.notes[1]


def test_nobody_scoring_marks_nobody() -> None:
    result = _day(1, [0, 0, 0])
    assert not any(_best(day_pad(result, NAMES).rows[2]))


def _five_seat_session(days: int) -> Session:
    names = ["Annemarie", "Bartholomew", "Christabel", "Dominique", "Evangeline"]
    seats = [Seat(n, c) for n, c in zip(names, info("freight").seat_colours, strict=True)]
    options = info("freight").default_options()
    session = Session.new("freight", seats, seed=3, options=options, autosave=None)
    moves = random.Random(3)
    game = session.game
    while not game.is_over and len(narrowed(game.view(None), FreightView).day_results) < days:
        session.apply(moves.choice(game.legal_actions()))
    return session


def _assert_fits(scene: Any, surface: pygame.Surface) -> None:
    boxes = pad_boxes(scene.sheet.pad, scene.pad_area)
    assert scene.pad_area.bottom <= surface.get_height()
    assert scene.pad_area.right <= surface.get_width()
    for box in boxes:
        assert box.size >= MIN_TEXT, box
        w, h = font(box.size, box.bold).size(box.text)
        assert w <= box.rect.width and h <= box.rect.height + 6, box
        assert box.rect.bottom <= scene.pad_area.bottom + box.rect.height, box
        assert "…" not in box.text or box.text.startswith(("A caboose",)), box


def test_end_of_day_sheet_fits_at_1280x800_with_five_players(app: App) -> None:
    session = _five_seat_session(1)
    scene = ScoringScene(app.services, front("freight").interim_sheets(session.game)[-1])
    app.stack.push(scene)
    app.frame(0.0)
    assert app.display.screen.get_size() == (1280, 800)
    _assert_fits(scene, app.display.screen)


def test_final_sheet_fits_at_1280x800_with_five_players(app: App) -> None:
    session = _five_seat_session(3)
    assert session.game.is_over
    scene = ResultsScene(app.services, session)
    app.stack.push(scene)
    app.frame(0.0)
    assert scene.sheet is not None and len(scene.sheet.pad.columns) == 15
    _assert_fits(scene, app.display.screen)
