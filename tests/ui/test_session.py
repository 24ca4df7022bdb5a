"""Undo, redo, autosave and hand-over rules of a game in progress (no window needed)."""

from __future__ import annotations

import random

import pytest

from game.engine.errors import IllegalAction
from game.store.save_format import read_save
from game.store.saves import new_slot
from game.store.seats import COMPUTER, Seat
from game.ui.session import Session

from .toy_game import Draw, Pass, Step


def two_humans() -> list[Seat]:
    return [Seat("Ann", "red"), Seat("Bob", "blue")]


def new_session(seats: list[Seat] | None = None) -> Session:
    return Session.new("toy", seats or two_humans(), seed=3, options={}, autosave=new_slot())


def test_undo_takes_back_own_actions_within_the_turn() -> None:
    session = new_session()
    session.apply(Step(1))
    session.apply(Step(2))
    session.undo()
    assert session.game.actions == [Step(1)]
    assert session.log == ["Ann steps 1"]
    session.undo()
    assert session.game.actions == []
    assert not session.can_undo()


def test_undo_never_crosses_a_draw() -> None:
    session = new_session()
    session.apply(Step(1))
    session.apply(Draw())
    session.apply(Step(1))
    session.undo()
    assert not session.can_undo()
    session.undo()
    assert session.game.actions == [Step(1), Draw()]


def test_undo_never_crosses_another_seats_action() -> None:
    session = new_session()
    session.apply(Step(1))
    session.apply(Pass())
    assert session.game.current_player == 1
    assert not session.can_undo()
    session.undo()
    assert len(session.game.actions) == 2


def test_redo_restores_exactly() -> None:
    session = new_session()
    session.apply(Step(2))
    session.apply(Step(1))
    before = session.game.record()
    log_before = list(session.log)
    session.undo()
    session.undo()
    session.redo()
    session.redo()
    assert session.game.record() == before
    assert session.log == log_before
    assert not session.can_redo()


def test_new_action_clears_redo() -> None:
    session = new_session()
    session.apply(Step(2))
    session.undo()
    session.apply(Step(1))
    assert not session.can_redo()


def test_illegal_action_changes_nothing() -> None:
    session = new_session()
    session.apply(Step(1))
    session.apply(Step(1))
    with pytest.raises(IllegalAction):
        session.apply(Step(1))
    assert session.log == ["Ann steps 1", "Ann steps 1"]


def test_every_action_is_autosaved() -> None:
    session = new_session()
    assert session.autosave is not None
    session.apply(Step(1))
    assert read_save(session.autosave).game.actions == [Step(1)]
    session.undo()
    assert read_save(session.autosave).game.actions == []


def test_handover_between_two_humans_when_hands_are_hidden() -> None:
    session = new_session()
    assert session.needs_handover()  # nobody has taken a seat yet
    session.hand_over()
    assert not session.needs_handover()
    session.apply(Pass())
    assert session.needs_handover()
    session.hand_over()
    assert session.viewer() == 1


def test_no_handover_against_the_computer() -> None:
    session = new_session([Seat("Ann", "red"), Seat("Cpu", "blue", COMPUTER)])
    assert not session.needs_handover()
    session.apply(Pass())
    assert session.play_computer() is not None
    assert not session.needs_handover()
    assert session.viewer() == 0


@pytest.mark.parametrize("name", ["freight", "koplopers"])
def test_undo_in_a_real_game_stops_at_the_floor_and_redo_restores(name: str) -> None:
    from game.engine.games import game_module

    pytest.importorskip(f"game.engine.{name}")
    colours = game_module(name).INFO.seat_colours
    seats = [Seat("Ann", colours[0]), Seat("Bob", colours[1])]
    session = Session.new(name, seats, seed=11, options={}, autosave=None)
    moves = random.Random(5)
    undone = 0
    for _ in range(12):
        for _ in range(moves.randrange(1, 15)):
            if not session.game.is_over:
                session.apply(moves.choice(session.game.legal_actions()))
        before = session.game.record()
        floor = session.game.undo_floor
        while session.can_undo():
            session.undo()
            undone += 1
        assert len(session.game.actions) == floor
        while session.can_redo():
            session.redo()
        assert session.game.record() == before
    assert undone > 0


def test_the_computer_decides_in_a_worker_thread_so_the_window_goes_on() -> None:
    import threading
    import time

    session = new_session([Seat("Ann", "red"), Seat("Cpu", "blue", COMPUTER, "hard")])
    session.apply(Pass())
    bot = session._bots[1]
    decide = bot.choose
    go = threading.Event()

    def slow(view: dict[str, object], legal: list[object]) -> object:
        go.wait(5)
        return decide(view, legal)  # type: ignore[arg-type]

    bot.choose = slow  # type: ignore[method-assign, assignment]
    assert session.computer_ready() is False  # asked, and the caller is not kept waiting
    assert session.thinking
    go.set()
    deadline = time.monotonic() + 5
    while not session.computer_ready() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not session.thinking
    moves = len(session.game.actions)
    assert session.play_computer() is not None
    assert len(session.game.actions) == moves + 1
