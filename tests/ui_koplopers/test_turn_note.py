"""The note a finished turn leaves on the line under the table ("Turn over: it showed new
cards, so it stands") is a note, not a refusal, and it is about that turn only.

Seen in a whole game against the computer: the note stayed through the computer's turn and
into the person's next one, in the refusals' orange, as if the new turn had been refused.
"""

from __future__ import annotations

from game.engine.koplopers import Build, EndTurn, Obstruct, Reverse, new_game
from game.store.seats import COMPUTER, Seat
from game.ui.app import App
from game.ui.palette import TEXT
from game.ui.session import Session
from game.ui.table.status import REASON
from tests.ui.driving import frames

from .mouse import perform, settle
from .test_board_by_mouse import start


def test_the_turn_note_goes_when_the_computer_plays(app: App) -> None:
    game = new_game(["Ann", "Bob"], seed=5)
    for action in (Build(1, "site-HRL"), EndTurn(), Build(1, "site-GN"), EndTurn(),
                   Reverse(1), Obstruct("NM")):  # Ann's card is played: ending draws anew
        game.apply(action)
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
