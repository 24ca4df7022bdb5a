"""Issue 39, the Freight table by mouse: every refused drop names its reason where the eye
is, the caption over the cursor agrees with the drop, a card gliding home is drawn once,
a hint tells the whole move, the log holds back what follows an unconfirmed turn and sets
turns apart, an empty line says it can be dealt, no hover outlives a dialog, and a finished
game can be replayed from the results and the game menu."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.engine.freight import LINE, FreightGame, Place, Take, Train
from game.engine.games import load_any
from game.store.seats import Seat
from game.texts import tr
from game.ui import fonts
from game.ui.app import App
from game.ui.freight.table import FreightTable
from game.ui.freight.texts import fill_line, into_hand
from game.ui.replay.scene import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .driving import (
    click,
    click_widget,
    frames,
    move_to,
    open_game_menu,
    press,
    press_at,
    release_at,
)
from .freight_mouse import Player, lift, line_end, table
from .painted import spy_on_painted
from .test_hints import wait_for_hint

Point = tuple[int, int]
RECORDS = Path(__file__).resolve().parents[1] / "records"


def board(scene: TableScreen) -> FreightTable:
    assert isinstance(scene.board, FreightTable)
    return scene.board


def a_box_car_and_a_tank_train(app: App) -> TableScreen:
    """Ann to move, a Box car at the end of line 1, one Tank train of hers."""

    def arrange(game: FreightGame) -> None:
        game.state.main_yard[0] = [1]  # a Box car
        game.state.me.trains = [Train("tank", [10])]

    return table(app, setup=arrange)


def drop_refused_at(app: App, scene: TableScreen, pos: Point) -> str:
    """Carry line 1's end car to `pos` and let go there; what the table then says (and
    checks that nothing was played and the reason is said beside the drop, too)."""
    game = scene.session.game
    before = len(game.actions)
    lift(app, scene, line_end(scene, 1))
    move_to(app, pos)
    release_at(app, pos)
    assert len(game.actions) == before and scene.pointer.carried is None
    said = scene.status.text
    assert said, f"a drop at {pos} was refused without a word"
    assert scene.pointer.refusal_shown() == (said, pos)  # drawn beside the drop, not only below
    return said


def test_every_refused_drop_names_its_reason(app: App) -> None:
    """On the felt, a seat's title, another seat's panel, an unlit train, a free locomotive
    behind the first, the locomotive of the new-train bands: each says why, and where."""
    scene = a_box_car_and_a_tank_train(app)
    layout = board(scene).layout
    felt = (layout.seat_title.centerx, layout.seat_title.bottom + 2)
    other = next(iter(layout.others.values())).center
    for pos in (felt, layout.seat_title.center, other):
        said = drop_refused_at(app, scene, pos)
        assert said.startswith("Nothing here takes the card: drop it on 'Row 1'"), said
        assert "'new Box train'" in said and "'your hand'" in said
    assert drop_refused_at(app, scene, layout.train_box(0).center) == (
        "Train 1 is a Tank train; all its cars must be that type")
    said = drop_refused_at(app, scene, layout.train_box(4).center)
    assert said == ("You have no train 5: a new train starts behind your first free "
                    "locomotive, on its lit band")
    said = drop_refused_at(app, scene, layout.locomotive(1).center)
    assert said == "Drop the car on 'new Box train' or 'new Mixed train'"


def test_a_refusal_beside_the_drop_is_gone_once_a_card_is_picked_up_again(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The callout of the last refused drop stood beside the next card carried, telling of
    a drop that is over; the card carried now has its own caption. (The line under the
    table still says the whole reason; the callout writes it in shorter lines.)"""
    scene = a_box_car_and_a_tank_train(app)
    layout = board(scene).layout
    felt = (layout.seat_title.centerx, layout.seat_title.bottom + 2)
    said = drop_refused_at(app, scene, felt)
    painted = spy_on_painted(monkeypatch)

    def callout_lines() -> list[str]:
        return [text for text in painted if text and text != said and text in said]

    fonts.rendered.cache_clear()  # each text drawn anew, so the spy sees it
    frames(app)
    assert callout_lines()  # at rest, the callout beside the drop says why
    lift(app, scene, line_end(scene, 1))
    move_to(app, layout.hand.center)
    painted.clear()
    fonts.rendered.cache_clear()
    frames(app)
    assert any(into_hand() in text for text in painted)  # the carried card's own caption
    assert not callout_lines(), painted


def test_the_caption_over_the_cursor_agrees_with_the_drop(app: App) -> None:
    """Over an unlit train it says why not (never '→ Train 1'); over a lit row, where to."""
    scene = a_box_car_and_a_tank_train(app)
    table_board = board(scene)
    lift(app, scene, line_end(scene, 1))
    move_to(app, table_board.layout.train_box(0).center)
    drag = table_board.drag
    assert drag is not None
    assert table_board.caption(drag) == (
        "Train 1 is a Tank train; all its cars must be that type", False)
    move_to(app, table_board.layout.rows[0].center)
    assert table_board.caption(drag) == ("→ Row 1", True)
    move_to(app, (table_board.layout.seat_title.centerx, table_board.layout.seat_title.bottom))
    assert table_board.caption(drag) is None  # over no place: the drop's reason lists them


def test_the_hand_lit_for_a_drop_is_named_as_the_refusals_name_it(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A refusal says "drop it on ... or 'your hand'": the lit place that takes the card says
    'your hand' too, above "Drop here to take"."""
    scene = a_box_car_and_a_tank_train(app)
    table_board = board(scene)
    painted = spy_on_painted(monkeypatch)
    fonts.rendered.cache_clear()  # each text drawn anew, so the spy sees it
    lift(app, scene, line_end(scene, 1))
    move_to(app, table_board.layout.hand.center)
    frames(app)
    assert into_hand() in painted and tr("Drop here to take") in painted
    release_at(app, table_board.layout.hand.center)
    assert isinstance(scene.session.game.actions[-1], Take)


def test_a_card_gliding_home_is_not_drawn_at_home_too(app: App) -> None:
    scene = a_box_car_and_a_tank_train(app)
    app.settings.animation = "normal"
    scene.motion.speed = "normal"
    lift(app, scene, line_end(scene, 1))
    box = board(scene).layout.train_box(0).center
    move_to(app, box)
    release_at(app, box)
    home = (LINE, 0, 0)  # line 1's only car
    assert scene.motion.busy and scene.motion.hides(home)  # its place waits for it, empty
    for _ in range(120):
        frames(app, 1)
        if not scene.motion.busy:
            break
    assert not scene.motion.hides(home)


def test_a_press_while_a_card_glides_lands_it_at_once(app: App) -> None:
    """A press during a glide was ignored without a word; it lands the glide, and does no
    more (the next press plays)."""
    scene = a_box_car_and_a_tank_train(app)
    app.settings.animation = "slow"
    scene.motion.speed = "slow"
    layout = board(scene).layout
    felt = (layout.seat_title.centerx, layout.seat_title.bottom + 2)
    lift(app, scene, line_end(scene, 1))
    box = layout.train_box(0).center
    move_to(app, box)
    release_at(app, box)
    assert scene.motion.busy
    before = len(scene.session.game.actions)
    press_at(app, felt)
    release_at(app, felt)
    assert not scene.motion.busy and not scene.motion.hides((LINE, 0, 0))
    assert len(scene.session.game.actions) == before and board(scene).drag is None


def test_a_hint_names_the_whole_move(app: App) -> None:
    """Issue 39: not only the car taken but where it goes, both lit on the table. (Ann's
    private rows are empty and her locomotive added: taking a car is all she may do.)"""

    def only_takes(game: FreightGame) -> None:
        game.state.me.rows = [[], []]
        game.state.me.added_locomotive_today = True

    scene = table(app, setup=only_takes)
    assert {type(a) for a in scene.session.game.legal_actions()} == {Take}
    press(app, pygame.K_h)
    line = wait_for_hint(app, scene)
    game = scene.session.game
    taken = scene.hints.lit(scene.session)
    then = scene.hints.rest(scene.session)
    assert isinstance(taken, Take) and isinstance(then, Place), line
    seat = game.current_player
    assert seat is not None
    assert game.describe(taken, seat) in line
    place = game.describe(then, seat).removeprefix(f"{game.players[seat]} ")
    assert f", then {place}" in line
    assert scene.status.colour != (255, 150, 120)  # not in the refusal's orange


def test_the_log_waits_for_the_confirm_and_sets_turns_apart(app: App) -> None:
    """A turn end that passes the marker on: the marker line is read (and the header shows
    the new start player) only once confirmed, and a divider names the seat where each turn
    begins."""
    scene = table(app)
    player = Player(app, scene, seed=7)
    session = scene.session
    held = False
    for _ in range(600):
        if session.awaiting_confirm:
            hidden = session.game.log[len(session.log):]
            if any("passes the start-player marker" in line for line in hidden):
                held = True
                shown = [entry.text for entry in scene.controls.log_panel.entries]
                assert not any("passes the start-player marker" in t for t in shown[-3:])
                game = session.game
                assert isinstance(game, FreightGame)
                passed_to = game.view(None).marker  # the header names it only once confirmed
                assert board(scene).table.marker != passed_to
                press(app, pygame.K_RETURN)
                assert board(scene).table.marker == passed_to
                shown = [entry.text for entry in scene.controls.log_panel.entries]
                assert any("passes the start-player marker" in t for t in shown[-4:])
                break
            press(app, pygame.K_RETURN)
            continue
        player.turn_step()
    assert held, "no turn end passed the marker on"
    dividers = [e.text for e in scene.controls.log_panel.entries if e.text.startswith("— ")]
    assert "— Ann's turn —" in dividers and "— Bob's turn —" in dividers


def test_an_empty_line_says_a_click_deals_it(app: App) -> None:
    """Over an empty line the line under the table says a click deals it a row (the rule
    wants two empty lines for it) or, with one, why it cannot be dealt yet."""

    def one_empty(game: FreightGame) -> None:
        game.state.main_yard[2] = []

    def two_empty(game: FreightGame) -> None:
        game.state.main_yard[2] = game.state.main_yard[3] = []

    for arrange, said in ((one_empty, "A row may be added only while at least 2 Main Yard "
                                      "bumpers are empty"), (two_empty, fill_line(3))):
        scene = table(app, setup=arrange)
        column = board(scene).layout.yard_lines[2]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=column.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        frames(app)
        assert scene.pointer.hover == said


def test_no_hover_line_outlives_a_dialog(app: App) -> None:
    """Over another seat's panel the line tells its train; once its yard (opened by a
    click there) closes, the line is clear until the mouse moves again."""
    scene = table(app)
    panel = next(iter(board(scene).layout.others.values())).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=panel, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app)
    assert scene.pointer.hover
    click(app, panel)
    assert app.stack.top is not scene
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.pointer.hover == ""


def finished(app: App) -> TableScreen:
    """A recorded two-seat game, over, on the Freight table."""
    app.settings.animation = "off"
    fixture = json.loads((RECORDS / "freight-2-random-easy.json").read_text(encoding="utf-8"))
    game = load_any(fixture["record"])
    assert game.is_over
    seats = [Seat(name, colour) for name, colour in zip(game.players, ("red", "blue"),
                                                         strict=True)]
    app.services.start_session(Session(game, seats, autosave=None))
    frames(app)
    scene = app.stack.top
    if isinstance(scene, ResultsScene):  # a finished game opens on its results
        click_widget(app, scene.view)
        scene = app.stack.top
    assert isinstance(scene, TableScreen)
    return scene


def test_a_finished_game_is_replayed_from_the_results_and_the_game_menu(app: App) -> None:
    scene = finished(app)
    click_widget(app, scene.controls.results_button)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.replay is not None
    click_widget(app, results.replay)
    assert isinstance(app.stack.top, ReplayScene)
    press(app, pygame.K_ESCAPE)
    while app.stack.top is not scene:
        press(app, pygame.K_ESCAPE)
    menu = open_game_menu(app)
    assert menu.replay is not None
    assert not menu.buttons["Undo"].visible  # nothing to undo: its place replays
    click_widget(app, menu.replay)
    assert isinstance(app.stack.top, ReplayScene)
