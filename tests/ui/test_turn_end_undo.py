"""Undo and Confirm end of turn in the session: never past a reveal or another seat's move.

The two reported cases (issue 13 item 3), in a two-seat Freight game against the
computer: Day 2's cars were dealt by a person's last car of Day 1, and a person's
turn ended and the computer's automatic marker pass gave the decision back. Then
Confirm end of turn (item 4): a finished turn waits, Undo takes it back, Confirm
lets the next seat move, and a game reopened from its autosave goes on at the next seat.
"""

from __future__ import annotations

import random

from game.engine.freight.game import FreightGame
from game.store.save_format import read_save
from game.store.saves import new_slot
from game.store.seats import COMPUTER, Seat
from game.ui.session import Session

from .toy_game import Pass, Step


def against_the_computer(seed: int, confirm: bool = False) -> Session:
    seats = [Seat("Ann", "red"), Seat("Cpu", "blue", COMPUTER, "easy")]
    session = Session.new("freight", seats, seed=seed, options={}, autosave=new_slot())
    session.confirm_turns = confirm
    return session


def freight(session: Session) -> FreightGame:
    game = session.game
    assert isinstance(game, FreightGame)
    return game


def play_until(session: Session, rng: random.Random, stop: object) -> bool:
    """Ann plays at random, the computer as it will; True once `stop(before, session)`."""
    for _ in range(2000):
        if session.game.is_over:
            return False
        if session.awaiting_confirm:
            session.confirm()
        if not session.human_to_move():
            session.play_computer()
            continue
        before = (freight(session).state.day, freight(session).state.marker)
        session.apply(rng.choice(session.game.legal_actions()))
        if stop(before, session):  # type: ignore[operator]
            return True
    return False


def day_dealt_by_ann(before: tuple[int, int], session: Session) -> bool:
    return freight(session).state.day > before[0] and session.game.current_player == 0


def marker_passed_back_to_ann(before: tuple[int, int], session: Session) -> bool:
    state = freight(session).state
    return state.day == before[0] and state.marker != before[1] and state.turn == 0


def test_a_new_day_dealt_by_the_last_car_of_the_day_cannot_be_undone() -> None:
    for seed in range(40):
        session = against_the_computer(seed, confirm=True)
        if play_until(session, random.Random(seed), day_dealt_by_ann):
            break
    else:
        raise AssertionError("no game in which Ann's last car dealt a day and Ann moved first")
    day = freight(session).state.day
    assert not session.awaiting_confirm  # the cars are seen: nothing to confirm
    assert "stands" in session.turn_note
    assert not session.can_undo()
    session.undo()
    assert freight(session).state.day == day


def test_undo_at_a_turn_start_never_rewinds_through_the_computers_marker_pass() -> None:
    session = against_the_computer(2)
    assert play_until(session, random.Random(2), marker_passed_back_to_ann)
    moves = len(session.game.actions)
    assert session.human_to_move() and not session.can_undo()
    session.undo()
    assert len(session.game.actions) == moves


def test_with_confirm_the_turn_that_the_marker_pass_gave_back_waits_and_can_be_undone() -> None:
    session = against_the_computer(2, confirm=True)
    assert play_until(session, random.Random(2), marker_passed_back_to_ann)
    ended = session.game.record()
    assert session.awaiting_confirm and not session.human_to_move()
    session.undo()
    assert len(session.game.actions) == len(ended["actions"]) - 1
    assert session.human_to_move() and session.can_redo()
    session.redo()
    assert session.awaiting_confirm and session.game.record() == ended
    session.confirm()
    assert session.human_to_move() and not session.can_undo()


def two_seats(confirm: bool = True, computer: bool = True) -> Session:
    second = Seat("Cpu", "blue", COMPUTER) if computer else Seat("Bob", "blue")
    session = Session.new("toy", [Seat("Ann", "red"), second], 3, {}, autosave=new_slot())
    session.confirm_turns = confirm
    return session


def test_a_finished_turn_waits_for_confirm_and_the_computer_does_not_move() -> None:
    session = two_seats()
    session.apply(Step(1))
    session.apply(Pass())
    assert session.awaiting_confirm and session.game.current_player == 1
    assert not session.computer_ready() and session.play_computer() is None
    assert session.acting_seat == 0 and session.viewer() == 0
    assert session.can_undo()
    session.undo()
    assert session.game.actions == [Step(1)] and not session.awaiting_confirm
    session.apply(Pass())
    session.confirm()
    assert not session.can_undo()
    assert session.play_computer() is not None


def test_no_hand_over_screen_before_the_confirm() -> None:
    session = two_seats(computer=False)
    session.hand_over()
    session.apply(Pass())
    assert session.awaiting_confirm and not session.needs_handover()
    assert session.viewer() == 0  # Bob's hand stays hidden
    session.confirm()
    assert session.needs_handover()


def test_confirm_switched_off_hands_the_turn_on_at_once() -> None:
    session = two_seats(confirm=False)
    session.apply(Pass())
    assert not session.awaiting_confirm and not session.can_undo()
    assert session.play_computer() is not None


def test_computer_turns_never_wait_for_a_confirm() -> None:
    seats = [Seat("Cpu", "red", COMPUTER), Seat("Ann", "blue")]
    session = Session.new("toy", seats, 3, {}, autosave=new_slot())
    session.confirm_turns = True
    while session.game.current_player == 0:
        session.play_computer()
    assert not session.awaiting_confirm and session.human_to_move()


def test_a_game_closed_while_waiting_for_confirm_goes_on_at_the_next_seat() -> None:
    """Every move is autosaved, the unconfirmed one too; the save cannot tell confirmed from
    not, so a reopened game counts it as confirmed and the next seat moves."""
    session = two_seats()
    session.apply(Pass())
    assert session.awaiting_confirm and session.autosave is not None
    reopened = Session.from_save(read_save(session.autosave), session.autosave)
    reopened.confirm_turns = True
    assert reopened.game.actions == [Pass()]
    assert not reopened.awaiting_confirm and not reopened.can_undo()
    assert reopened.play_computer() is not None
