"""The note a finished turn leaves on the line under the table ("Turn over: it showed new
cards, so it stands") is a note, not a refusal, and it is about that turn only.

Seen in a whole game against the computer: the note stayed through the computer's turn and
into the person's next one, in the refusals' orange, as if the new turn had been refused.
"""

from __future__ import annotations

from game.engine.koplopers import Build, EndTurn, KoplopersGame, Obstruct, Reverse, new_game
from game.store.seats import COMPUTER, Seat
from game.ui.app import App
from game.ui.palette import TEXT
from game.ui.session import Session
from game.ui.table.status import REASON
from tests.ui.driving import frames

from .mouse import perform, settle
from .test_board_by_mouse import start


def _card_played() -> KoplopersGame:
    """Round 2, Ann to end her turn: her card is played, so ending it draws anew."""
    game = new_game(["Ann", "Bob"], seed=5)
    for action in (Build(1, "site-HRL"), EndTurn(), Build(1, "site-GN"), EndTurn(),
                   Reverse(1), Obstruct("NM")):
        game.apply(action)
    return game


def test_the_turn_note_goes_when_the_computer_plays(app: App) -> None:
    game = _card_played()
    session = Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow", COMPUTER, "easy")], None)
    scene = start(app, session=session)
    app.settings.animation = "normal"  # the computer waits a moment: the note is read first
    ended = len(game.actions) + 1
    perform(app, scene, EndTurn())  # a click on End turn
    assert len(session.game.actions) == ended and not session.awaiting_confirm
    note = scene.status.text
    assert note.startswith("Turn over") and scene.status.colour == TEXT != REASON
    for _ in range(600):
        if len(session.game.actions) > ended:
            break
        frames(app, 1)
    settle(app, scene)
    assert len(session.game.actions) > ended, "the computer never played"
    assert scene.status.text != note


def test_the_turn_note_is_not_handed_over_to_the_next_person(app: App) -> None:
    """Ann and Bob at one screen: Bob took the seat and read Ann's "Turn over" as his own."""
    game = _card_played()
    session = Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None)
    scene = start(app, session=session)
    perform(app, scene, EndTurn())  # a click on End turn,
    settle(app, scene)  # then Bob clicks the hand-over away
    assert session.game.current_player == 1 and session.shown_seat == 1
    frames(app)
    assert not scene.status.text.startswith("Turn over"), scene.status.text
