"""The board's view by mouse: zoom and pan, resizing, refusals that glide back with a reason,
moves that glide."""

from __future__ import annotations

import pygame
import pytest

from game.engine.errors import IllegalAction
from game.engine.koplopers import ACTIONS, EndTurn, Obstruct, section_target, train_target
from game.store.seats import COMPUTER, Seat
from game.ui.app import App
from game.ui.koplopers.glides import TURN_STEPS
from game.ui.scenes.handover import HandoverScene
from game.ui.session import Session
from tests.ui.driving import click, drag, frames, press

from .mouse import board_of, confirm, perform, settle, take_seat
from .test_board_by_mouse import start


def wheel(app: App, pos: tuple[int, int], steps: int) -> None:
    pygame.mouse.set_pos(pos)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    for _ in range(abs(steps)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if steps > 0 else -1))
    frames(app)


def test_zoom_and_pan_move_the_map_and_clicks_still_hit(app: App) -> None:
    scene = start(app)
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-AMR"))
    layer = board.painter.map_layer()[0]
    before = board.train_point(0, 1)
    wheel(app, board.station_point("AMR"), 2)
    assert board.zoom > 1.5 and board.painter.map_layer()[0] is not layer
    zoomed = board.painter.map_layer()[0]
    after = board.train_point(0, 1)
    assert after is not None and before is not None and after != before
    empty = (board.layout.map_area.right - 20, board.layout.map_area.bottom - 20)
    drag(app, empty, (empty[0] - 120, empty[1] - 80))
    assert board.painter.map_layer()[0] is zoomed  # a short pan only moves the map layer
    panned = board.train_point(0, 1)
    assert panned is not None and panned != after
    click(app, panned)
    assert board.selected == 1
    wheel(app, panned, -6)
    assert board.zoom == 1.0


def test_resizing_reflows_the_board(app: App) -> None:
    scene = start(app)
    board = board_of(scene)
    small = board.layout.map_area.copy()
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)  # what the window system does
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    frames(app)
    assert board.layout.map_area.w > small.w and board.layout.map_area.h > small.h
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    assert board.game.actions[-1].to_text() == "build 1 site-HRL"


def test_refusals_glide_back_with_the_engines_reason(app: App) -> None:
    app.settings.animation = "normal"
    scene = start(app)
    board = board_of(scene)
    assert not board.end_button.is_enabled and "construct" in board.end_reason
    hand = board.seen.me.hand
    elsewhere = next(code for code in board.game.board.stations if code not in hand)
    drag(app, board.layout.hand_card(0).center, board.station_point(elsewhere))
    assert "this card obstructs" in scene.status.text.lower() and scene.motion.busy
    settle(app, scene)  # the card glides home
    drag(app, board.layout.train_icon(0, 1).center, board.site_point("site-GN"))
    assert "site marked 1" in scene.status.text.lower() and not board.game.actions
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    perform(app, scene, ACTIONS.from_text("reverse 1"))
    turning = [g for g in scene.motion.glides if g.lands_in == ("train", 0, 1)]
    assert len({id(g.image) for g in turning}) == TURN_STEPS  # it turns round where it stands
    centres = [g.image.get_rect(topleft=g.start).center for g in turning]
    assert all(abs(x - centres[0][0]) <= 1 and abs(y - centres[0][1]) <= 1 for x, y in centres)
    assert all(g.start == g.end for g in turning)
    settle(app, scene)
    target = board.ride_point("STD-HRL.1>STD")
    click(app, target)
    assert len(board.game.actions) == 3 and scene.motion.busy  # the train glides there
    assert scene.motion.hides(("train", 0, 1))
    settle(app, scene)
    perform(app, scene, EndTurn())
    take_seat(app)
    assert board.game.current_player == 1


def test_computer_turns_play_out_with_glides(app: App) -> None:
    """Against the computer, with animation on: its moves glide and play on by themselves."""
    app.settings.animation = "fast"
    seats = [Seat("Ann", "red"), Seat("Bob", "yellow", COMPUTER)]
    scene = start(app, session=Session.new("koplopers", seats, 3, {}, None))
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-AMR"))
    perform(app, scene, EndTurn())
    take_seat(app)  # confirms the end of the turn
    glided = False
    for _ in range(3000):
        if board.game.current_player == 0 and not scene.motion.busy:
            break
        glided = glided or scene.motion.busy
        if board.game.current_player == 1:  # the person cannot end the computer's turn
            assert not board.end_button.is_enabled
        frames(app, 1)
    assert board.game.current_player == 0 and board.seen.round == 2 and glided
    assert board.seen.seats[1].on_board() and not any(
        isinstance(s, HandoverScene) for s in app.stack.scenes)


def test_only_the_seat_to_move_sees_its_hand_and_only_after_the_handover(app: App) -> None:
    scene = start(app)  # two humans
    board = board_of(scene)
    assert board.hand_face_up() and board.shown == 0
    perform(app, scene, ACTIONS.from_text("build 1 site-AMR"))
    perform(app, scene, EndTurn())
    assert app.stack.top is scene and board.shown == 0 and board.hand_face_up()  # to confirm
    confirm(app)
    assert isinstance(app.stack.top, HandoverScene)
    assert board.shown == 1 and not board.hand_face_up()  # Bob's organizer, his hand face down
    take_seat(app)
    assert board.hand_face_up()
    # What is hidden is the engine's view: Bob's screen is given his cards, not Ann's.
    assert board.seen.seats[1].hand is not None and board.seen.seats[0].hand is None
    assert board.seen.seats[0].hand_size == len(board.game.state.seats[0].hand)


def test_keys_zoom_in_and_out(app: App) -> None:
    scene = start(app)
    board = board_of(scene)
    for key, zoomed in ((pygame.K_PLUS, True), (pygame.K_PLUS, True), (pygame.K_0, False)):
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        pygame.event.post(event)
        frames(app)
        assert (board.zoom > 1.0) == zoomed


def test_a_train_dropped_out_of_reach_glides_home_with_the_engines_reason(app: App) -> None:
    """The board asks the engine what the drop means; its reason is what the player reads."""
    app.settings.animation = "normal"
    scene = start(app)
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    settle(app, scene)
    network = board.game.board
    far = next(s for s in network.sections if "ZL" in s.heads and s.site is None)
    with pytest.raises(IllegalAction) as refused:
        board.game.action_for(train_target(0, 1), section_target(far.id))
    start_point = board.train_point(0, 1)
    assert start_point is not None
    drag(app, start_point, board.ride_point(network.label((far.id, 0))))
    assert scene.status.text.lower() == refused.value.reason.lower() and scene.motion.busy
    assert board.game.actions[-1].to_text() == "build 1 site-HRL"


def test_a_scrapped_train_glides_from_its_site_back_to_its_box(app: App) -> None:
    app.settings.animation = "normal"
    scene = start(app)
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-HRL"))
    perform(app, scene, ACTIONS.from_text("scrap 1 site-HRL"))
    assert board.game.actions[-1].to_text() == "scrap 1 site-HRL"
    icon = board.layout.train_icon(0, 1).center
    home = [g for g in scene.motion.glides if g.image.get_rect(topleft=g.end).center == icon]
    assert len(home) == 1 and home[0].start != home[0].end


def test_a_card_clicked_is_carried_to_the_next_click_and_esc_puts_it_back(app: App) -> None:
    """Issue 15: click as well as drag, for trackpads."""
    scene = start(app)
    board = board_of(scene)
    perform(app, scene, ACTIONS.from_text("build 1 site-AMR"))
    hand = board.seen.me.hand
    assert hand is not None
    index, code = next((i, c) for i, c in enumerate(hand) if Obstruct(c) in board.legal)
    click(app, board.layout.hand_card(index).center)
    assert board.drag is not None and board.drag.held and "Esc" in board.hint()
    press(app, pygame.K_ESCAPE)
    assert board.drag is None and app.stack.top is scene and len(board.game.actions) == 1
    click(app, board.layout.hand_card(index).center)
    click(app, board.station_point(code))
    assert board.game.actions[-1] == Obstruct(code) and scene.pointer.carried is None


def test_an_obstruction_token_moving_on_glides_from_its_old_station(app: App) -> None:
    """The tokens are used in turn A, B, C, A...: the fourth card moves token A on."""
    app.settings.animation = "normal"
    scene = start(app)
    board = board_of(scene)
    game = board.game
    game.state.obstructions.update(A="ZL", B="UT", C="AH")
    game.state.disc = 0  # token A is next: it lies on Zwolle
    game.rules.forget()
    perform(app, scene, ACTIONS.from_text("build 1 site-AMR"))
    settle(app, scene)
    hand = board.seen.me.hand
    assert hand is not None
    code = next(c for c in hand if Obstruct(c) in board.legal)
    drag(app, board.layout.hand_card(hand.index(code)).center, board.station_point(code))
    assert game.actions[-1] == Obstruct(code) and game.state.obstructions["A"] == code
    moving = [g for g in scene.motion.glides if g.lands_in == ("obstruction", "A")]
    assert len(moving) == 1
    assert moving[0].image.get_rect(topleft=moving[0].start).center == board.station_point("ZL")
    assert moving[0].image.get_rect(topleft=moving[0].end).center == board.station_point(code)
