"""The log tells a train's automatic call before "… ends the turn": the rules have the train
call where "you end your turn there", a deed of the turn that ends.

Seen in a whole game against the computer: "Ann ends the turn" stood above "Ann's train 2
calls automatically at …", as if the call belonged to no one's turn.
"""

from __future__ import annotations

from game.engine.koplopers import Build, EndTurn, Reverse, Ride, new_game
from game.store.seats import Seat
from game.ui.app import App
from game.ui.session import Session

from .mouse import confirm, perform, settle
from .test_board_by_mouse import start


def test_the_automatic_call_is_logged_before_the_turn_ends(app: App) -> None:
    game = new_game(["Ann", "Bob"], seed=5)
    for action in (Build(1, "site-HRL"), EndTurn(), Build(1, "site-GN"), EndTurn()):
        game.apply(action)
    session = Session(game, [Seat("Ann", "red"), Seat("Bob", "yellow")], None)
    scene = start(app, session=session)
    for action in (Reverse(1), Ride(1, "STD-HRL.1>STD"), EndTurn()):  # into Sittard, by mouse
        perform(app, scene, action)
    settle(app, scene)
    confirm(app)
    shown = [entry.text for entry in scene.controls.log_panel.entries]
    called = next(i for i, t in enumerate(shown) if "train 1 calls automatically" in t)
    ended = max(i for i, t in enumerate(shown) if t == "Ann ends the turn")
    assert called < ended, shown[-6:]
