"""Hints: Hint (or H) on a person's turn says what the Hard player would do, from that seat's
view alone; each hint is counted on its seat in the save; a setting takes the button away."""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest

from game.ai.hint import hint
from game.engine import freight, koplopers
from game.engine.base import Game
from game.store.save_format import save_data, validate_save
from game.store.saves import new_slot
from game.store.seats import Seat
from game.ui.app import App
from game.ui.freight import pointer
from game.ui.hints import hints_note
from game.ui.koplopers.hint_places import hinted_places
from game.ui.scenes.results import ResultsScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.ui_koplopers.test_board_by_mouse import start

from .driving import click_widget, frames, press
from .freight_mouse import table


def wait_for_hint(app: App, scene: TableScreen) -> str:  # type: ignore[type-arg]
    """Frames until the hint is on the line under the table (a few seconds at most)."""
    deadline = time.monotonic() + 10
    while scene.hints.busy and time.monotonic() < deadline:
        time.sleep(0.02)
        frames(app, 1)
    assert scene.status.text.startswith("Hint: "), scene.status.text
    return scene.status.text


def names_a_legal_action(game: Game, line: str) -> bool:
    seat = game.current_player
    assert seat is not None
    return any(game.describe(action, seat) in line for action in game.legal_actions())


def test_freight_h_shows_hards_choice_and_the_save_counts_it(app: App) -> None:
    scene = table(app)
    scene.session.autosave = new_slot()
    assert scene.controls.hint_button is not None and scene.controls.hint_button.is_enabled
    press(app, pygame.K_h)
    line = wait_for_hint(app, scene)
    assert names_a_legal_action(scene.session.game, line)
    # Its worth in points (what the rest of the turn makes of it, on a busy machine whose
    # search the budget cut short, may follow).
    assert "your lead" in line and "if the day ended now" in line
    hinted = scene.hints.lit(scene.session)  # lit on the table while the position stands
    assert hinted is not None and hinted in scene.session.game.legal_actions()
    assert pointer.hinted_places(hinted, scene.board.table, scene.board.layout)
    assert scene.session.autosave is not None
    saved = json.loads(scene.session.autosave.read_text())
    assert [seat["hints"] for seat in saved["seats"]] == [1, 0]
    assert "hints" not in {key for key in saved if key != "seats"}  # the record is unchanged
    assert validate_save(saved).seats[0].hints == 1


def test_koplopers_hint_button_shows_hards_choice_and_is_counted(app: App) -> None:
    scene = start(app)
    assert scene.controls.hint_button is not None
    click_widget(app, scene.controls.hint_button)
    line = wait_for_hint(app, scene)
    session = scene.session
    assert names_a_legal_action(session.game, line)
    assert save_data(session.game, session.seats)["seats"][0]["hints"] == 1
    hinted = scene.hints.lit(session)  # lit on the map: a build's site, an obstruction's station
    assert hinted in session.game.legal_actions()
    assert isinstance(hinted, (koplopers.Build, koplopers.Obstruct))
    assert hinted_places(hinted, scene.board.seen, 0, scene.board.screen_map, 16)


def test_a_save_from_before_hints_loads_with_none_used() -> None:
    game = freight.new_game(["Ann", "Bob"], seed=3)
    data = save_data(game, [Seat("Ann", "red"), Seat("Bob", "blue")])
    for seat in data["seats"]:
        del seat["hints"]
    assert [seat.hints for seat in validate_save(data).seats] == [0, 0]


@pytest.mark.parametrize("made", [
    lambda: freight.new_game(["Ann", "Bob", "Cy"], seed=4),
    lambda: koplopers.new_game(players=3, seed=4),
], ids=["freight", "koplopers"])
def test_the_hint_sees_only_the_seats_view(made: object) -> None:
    """Two games alike in all the seat can see, unlike in what it cannot (the hidden cards
    dealt again), get the same hint."""
    game = made()  # type: ignore[operator]
    seat = game.current_player
    view = game.view(seat)
    determinize = (freight.determinize if game.NAME == "freight" else
                   lambda v, r: koplopers.determinize(v, seat, r))
    others = [determinize(view, random.Random(n)) for n in range(2)]
    assert all(other.view(seat) == view for other in others)
    assert others[0].view(None) != others[1].view(None)  # the hidden cards differ
    hints = {hint(game.NAME, o.view(seat), o.legal_actions(), budget=30).action
             for o in [game, *others]}
    assert len(hints) == 1


def test_the_setting_takes_the_hint_button_away(app: App) -> None:
    app.settings.hints = False
    scene = table(app, seats=[Seat("Ann", "red"), Seat("Bob", "blue")])
    assert scene.controls.hint_button is None
    press(app, pygame.K_h)
    assert not scene.hints.busy and not scene.status.text.startswith("Hint")
    assert scene.session.seats[0].hints == 0


def test_the_results_count_each_seats_hints_and_play_again_starts_at_none(app: App) -> None:
    game = koplopers.new_game(players=["Ann", "Bob"], seed=2)
    moves = random.Random(1)
    while not game.is_over:
        game.apply(moves.choice(game.legal_actions()))
    session = Session(game, [Seat("Ann", "red", hints=3), Seat("Bob", "yellow")], None)
    app.services.start_session(session)
    results = ResultsScene(app.services, session)
    app.stack.push(results)
    frames(app)
    assert hints_note(3) == "3 hints used" and hints_note(0) == ""
    click_widget(app, results.again)
    again = app.stack.scenes[1]
    assert isinstance(again, TableScreen) and again.session is not session
    assert [seat.hints for seat in again.session.seats] == [0, 0]
