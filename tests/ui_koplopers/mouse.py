"""Playing the Koplopers board as a person would: its gestures, made of tests/ui/driving.py's
clicks and drags.

`perform` turns an engine action into the clicks and drags a player would
make, at the places the scene's layout reports; it never calls the engine.
"""

from __future__ import annotations

from game.engine.action import Action
from game.engine.koplopers import (
    Accept,
    Build,
    Call,
    Change,
    Combine,
    Decline,
    Embark,
    EndTurn,
    Obstruct,
    Offer,
    Propose,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Split,
    StopBoarding,
    Withdraw,
    token_list,
)
from game.ui.app import App
from game.ui.koplopers.board import KoplopersBoard
from game.ui.koplopers.dialogs import Opens, Platform
from game.ui.scenes.handover import HandoverScene
from game.ui.table.screen import TableScreen
from tests.ui.driving import click, drag, frames


def board_of(scene: TableScreen) -> KoplopersBoard:
    """The Koplopers board on the table screen `scene`."""
    assert isinstance(scene.board, KoplopersBoard)
    return scene.board


def confirm(app: App) -> None:
    """Click the board's Confirm button when a finished turn waits for it."""
    scene = app.stack.top
    if isinstance(scene, TableScreen) and scene.session.awaiting_confirm:
        button = scene.controls.confirm_button
        assert button.visible
        click(app, button.rect.center)
        assert not scene.session.awaiting_confirm


def take_seat(app: App) -> None:
    """Confirm a finished turn, then click through the hand-over screen when it is up."""
    confirm(app)
    while isinstance(app.stack.top, HandoverScene):
        click(app, (640, 400))


def select(app: App, scene: TableScreen, number: int) -> None:
    """Click train `number` of the seat to move on the board (a click never deselects it)."""
    board = board_of(scene)
    if board.selected == number:
        return
    point = board.train_point(board.seen.turn, number)
    assert point is not None
    click(app, point)
    assert board.selected == number, scene.status.text


def bar_button(app: App, scene: TableScreen, number: int, wanted: object) -> None:
    board = board_of(scene)
    select(app, scene, number)
    assert board.choices is not None
    button = next(b for b in board.choices.bar if b.action == wanted)
    click(app, button.rect.center)


def dialog_button(app: App, scene: TableScreen, wanted: object) -> None:
    board = board_of(scene)
    assert board.dialog is not None
    button = next(b for b in board.dialog.buttons if b.action == wanted)
    click(app, button.rect.center)


def open_dialog(app: App, scene: TableScreen, number: int, command: Opens) -> None:
    board = board_of(scene)
    if board.dialog is None:
        select(app, scene, number)
        assert board.choices is not None
        button = next(b for b in board.choices.bar if b.action == command)
        click(app, button.rect.center)
    assert board.dialog is not None


def settle(app: App, scene: TableScreen) -> None:
    """Let the glides land (the board takes no move while pieces are still moving),
    then take the seat if a hand-over came up once they had landed."""
    for _ in range(600):
        if not scene.motion.busy:
            frames(app)
            take_seat(app)
            return
        frames(app, 1)
    raise AssertionError("the glides never landed")


def perform(app: App, scene: TableScreen, action: Action, by_drag: bool = False) -> None:
    """Play `action` with the mouse, the way the board offers it."""
    board = board_of(scene)
    settle(app, scene)
    s = board.seen
    seat = s.turn
    if isinstance(action, Build):
        drag(app, board.layout.train_icon(seat, action.train).center, board.site_point(action.site))
    elif isinstance(action, Ride):
        if by_drag:
            select(app, scene, action.train)
            start = board.train_point(seat, action.train)
            assert start is not None
            drag(app, start, board.ride_point(action.to))
        else:
            select(app, scene, action.train)
            click(app, board.ride_point(action.to))
    elif isinstance(action, Scrap):
        train = s.me.trains[action.train - 1]
        assert train.position is not None
        if board.game.board.site_section[action.site] == train.position[0]:
            bar_button(app, scene, action.train, action)
        else:
            select(app, scene, action.train)
            click(app, board.site_point(action.site))
    elif isinstance(action, (Reverse, Call, Combine)):
        bar_button(app, scene, action.train, action)
    elif isinstance(action, Obstruct):
        index = s.me.hand.index(action.station)
        drag(app, board.layout.hand_card(index).center, board.station_point(action.station))
    elif isinstance(action, Repair):
        station = s.obstructions[action.letter]
        assert station is not None
        drag(app, board.layout.repair_card().center, board.station_point(station))
    elif isinstance(action, Embark):
        assert board.dialog is not None
        click(app, board.dialog.chip_for(action.token).rect.center)
    elif isinstance(action, (StopBoarding, Propose, Withdraw, Accept, Decline)):
        dialog_button(app, scene, action)
    elif isinstance(action, Change):
        open_dialog(app, scene, action.train, Opens("change", seat, action.other))
        for token in [*(token_list(action.gives) or []), *(token_list(action.takes) or [])]:
            chip = board.dialog.chip_for(token)  # type: ignore[union-attr]
            target = board.layout.dialog_side(1 - _side_of(scene, token))
            drag(app, chip.rect.center, target.center) if by_drag else click(app, chip.rect.center)
        dialog_button(app, scene, action)
    elif isinstance(action, Offer):
        open_dialog(app, scene, action.train, Opens("offer", action.seat, action.other))
        click(app, board.dialog.chip_for(action.token).rect.center)  # type: ignore[union-attr]
    elif isinstance(action, Split):
        open_dialog(app, scene, action.train, Opens("split"))
        leaving = [int(t) for t in action.tokens.split(",")] if action.tokens != "-" else []
        for token in leaving:
            click(app, board.dialog.chip_for(token).rect.center)  # type: ignore[union-attr]
        dialog_button(app, scene, Platform(action.to))
        dialog_button(app, scene, action)
    elif isinstance(action, EndTurn):
        click(app, board.end_button.rect.center)
    else:
        raise AssertionError(f"no gesture for {action}")


def _side_of(scene: TableScreen, token: int) -> int:
    board = board_of(scene)
    assert board.dialog is not None
    return next(i for i, side in enumerate(board.dialog.sides)
                if any(c.token == token for c in side.chips))
