"""Changing trains, combining, splitting and exchange offers, all by mouse, on set positions.

The positions are the rulebook's Examples 2 and 4, set up on the engine as its
own tests do; from there only clicks and drags play.
"""

from __future__ import annotations

from game.engine.koplopers import ACTIONS, Change, KoplopersGame, Split
from game.store.seats import Seat
from game.ui.app import App
from game.ui.koplopers.board import KoplopersBoard
from game.ui.koplopers.dialogs import Opens, Platform
from game.ui.scenes.handover import HandoverScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.koplopers.table import put, sized, table, token_for
from tests.ui.driving import click, drag, frames

from .mouse import board_of, confirm, dialog_button, open_dialog, perform, take_seat


def start(app: App, game: KoplopersGame) -> TableScreen:
    app.services.start_session(Session(game, [Seat("Seb", "red"), Seat("Corrie", "yellow")], None))
    frames(app)
    take_seat(app)
    scene = app.stack.scenes[1]
    assert isinstance(scene, TableScreen) and isinstance(scene.board, KoplopersBoard)
    return scene


def play(app: App, scene: TableScreen, text: str, by_drag: bool = False) -> None:
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text(text), by_drag)
    assert board.game.actions[-1].to_text() == text, scene.status.text


def test_change_trains_then_combine_at_eindhoven(app: App) -> None:
    game = table()
    lw, zl = token_for(game, "LW"), token_for(game, "ZL", 300)
    put(game, 0, 1, "TB-EHV.1>EHV", [lw])
    put(game, 0, 2, "HT-EHV.1>EHV", [zl])
    scene = start(app, game)
    board = board_of(scene)
    play(app, scene, f"change 1 2 {lw} -", by_drag=True)
    assert game.state.seats[0].trains[1].tokens == [zl, lw] and board.dialog is None
    play(app, scene, "combine 1 2")
    first, second = game.state.seats[0].trains[:2]
    assert second.carried_by == 1 and game.state.capacity(first) == 1000


def test_two_full_trains_swap_passengers_in_one_change(app: App) -> None:
    """Capacity counts after the whole exchange: the dialog sorts both ways, then changes."""
    game = table()
    big, small = sized(game, 300, 2), sized(game, 200, 2)
    put(game, 0, 1, "MP-ZL.1>ZL", [big[0], small[0]])
    put(game, 0, 2, "ZL-DV.1>ZL", [big[1], small[1]])
    scene = start(app, game)
    board = board_of(scene)
    open_dialog(app, scene, 2, Opens("change", 0, 1))
    assert board.dialog is not None
    click(app, board.dialog.chip_for(big[0]).rect.center)
    assert "more than 500" in board.dialog.button_for(Change).reason and not game.actions
    click(app, board.dialog.chip_for(big[1]).rect.center)
    dialog_button(app, scene, ACTIONS.from_text(f"change 1 2 {big[0]} {big[1]}"))
    assert game.actions[-1].to_text() == f"change 1 2 {big[0]} {big[1]}"
    assert sorted(game.state.seats[0].trains[1].tokens) == sorted([big[0], small[1]])
    assert board.dialog is None


def test_split_at_zwolle_then_an_exchange_offer_accepted_behind_the_handover(app: App) -> None:
    game = table()
    big = [token_for(game, "ASN", 100), 30, 50]  # 100 + 300 + 300
    put(game, 0, 2, "MP-ZL.1>ZL", big)
    trains = game.state.seats[0].trains
    trains[1].guest, trains[2].carried_by = 3, 2
    mt = token_for(game, "MT")
    put(game, 1, 1, "ZL-AMF.1>ZL", [mt])
    scene = start(app, game)
    board = board_of(scene)
    # Nothing leaving: the split button says why (the capacities are enforced live).
    open_dialog(app, scene, 2, Opens("split"))
    assert board.dialog is not None and not board.dialog.button_for(Split).enabled
    click(app, board.dialog.button_for(Split).rect.center)
    assert "at most 500" in scene.status.text and not game.actions
    # A token dragged to the other side moves only in the dialog, until Split is pressed.
    chip = board.dialog.chip_for(50)
    drag(app, chip.rect.center, board.layout.dialog_side(1).center)
    assert board.dialog.chip_for(50) in board.dialog.sides[1].chips and not game.actions
    dialog_button(app, scene, Platform("ZL-DV.1>ZL"))
    dialog_button(app, scene, ACTIONS.from_text("split 2 ZL-DV.1>ZL 50"))
    assert game.actions[-1].to_text() == "split 2 ZL-DV.1>ZL 50"
    assert trains[2].tokens == [50] and board.dialog is None
    # An exchange offer to Corrie's train: her token for one of Seb's.
    play(app, scene, f"offer 2 1 1 {mt}")
    play(app, scene, "offer 2 1 1 30")
    play(app, scene, "propose")
    frames(app)
    confirm(app)  # the offer waits for Seb's Confirm: he may still take it back
    assert isinstance(app.stack.top, HandoverScene) and app.stack.top.seat.name == "Corrie"
    take_seat(app)
    assert board.dialog is not None and board.dialog.kind == "answer"
    play(app, scene, "accept")
    frames(app)
    take_seat(app)
    assert mt in trains[1].tokens and 30 in game.state.seats[1].trains[0].tokens
    assert game.current_player == 0 and board.dialog is None


def test_a_train_split_off_glides_to_its_line_and_its_token_follows(app: App) -> None:
    """Nothing jumps: the split's event moves the carried train and its passengers."""
    app.settings.animation = "normal"
    game = table()
    put(game, 0, 2, "MP-ZL.1>ZL", [token_for(game, "ASN", 100), 50])
    trains = game.state.seats[0].trains
    trains[1].guest, trains[2].carried_by = 3, 2
    scene = start(app, game)
    board = board_of(scene)
    open_dialog(app, scene, 2, Opens("split"))
    assert board.dialog is not None
    click(app, board.dialog.chip_for(50).rect.center)
    dialog_button(app, scene, Platform("ZL-DV.1>ZL"))
    dialog_button(app, scene, ACTIONS.from_text("split 2 ZL-DV.1>ZL 50"))
    assert game.actions[-1].to_text() == "split 2 ZL-DV.1>ZL 50"
    leaving = [g for g in scene.motion.glides if g.lands_in == ("train", 0, 3)]
    assert len(leaving) == 1 and scene.motion.hides(("train", 0, 3))
    here, there = board.train_point(0, 2), board.train_point(0, 3)
    assert leaving[0].image.get_rect(topleft=leaving[0].start).center == here
    assert leaving[0].image.get_rect(topleft=leaving[0].end).center == there
    assert any(g.lands_in is None for g in scene.motion.glides)  # the token glides too
