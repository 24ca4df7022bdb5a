"""The Freight Train table played by mouse alone: drags, clicks, buttons, to the end."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.engine.freight import (
    HAND,
    ROW,
    TRAIN,
    AddLocomotive,
    FreightView,
    Phase,
    Take,
    TakeCutShort,
    Target,
    Train,
    TrainView,
    load,
    new_train_target,
)
from game.engine.freight.game import FreightGame
from game.texts import tr
from game.ui.app import App
from game.ui.freight.layout import TableLayout
from game.ui.freight.seats_panel import draw_other
from game.ui.freight.table import FreightTable
from game.ui.freight.yard_view import YardView
from game.ui.palette import SEAT_COLOURS
from game.ui.scenes.results import ResultsScene, ScoringScene
from game.ui.table.screen import TableScreen

from .driving import click, frames, move_to, press, press_at, release_at
from .freight_mouse import Player, drag_to, lift, line_end, row_end, table
from .text_boxes import Canvas, recording

OUTSIDE = (255, 0, 255)
BOX, MIXED = new_train_target("box"), new_train_target("mixed")
ROW_1, TRAIN_1, IN_HAND = Target(ROW, 0), Target(TRAIN, 0), Target(HAND, 0)


def freight(scene: object) -> FreightGame:
    game = scene.session.game  # type: ignore[attr-defined]
    assert isinstance(game, FreightGame)
    return game


def test_a_whole_two_seat_game_by_mouse_ends_with_the_engines_scores(app: App) -> None:
    scene = table(app)
    player = Player(app, scene, seed=7)
    cut_short = 0
    for _ in range(4000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, ScoringScene):
            click(app, top.go_on.rect.center)
            continue
        assert top is scene
        if scene.session.awaiting_confirm:
            press(app, pygame.K_RETURN)  # Confirm end of turn, on by default
            continue
        before = len(scene.session.game.actions)
        player.turn_step()
        assert len(scene.session.game.actions) > before, scene.status.text
        for event in scene.session.played:  # Ruling 4 said on the line under the table
            if isinstance(event, TakeCutShort):
                cut_short += 1
                assert scene.status.text == event.log_line(["Ann", "Bob"])
    game = player.game
    assert game.is_over
    replayed = load(game.record())
    assert game.scores() == replayed.scores()
    assert len(game.view(None).day_results) == 3
    assert cut_short > 0
    # Issue 15: the Results button stands where the turn's buttons were, not over the log.
    assert scene.controls.results_button.visible
    assert not scene.controls.results_button.rect.colliderect(scene.board.layout.log)


def a_box_car_and_a_tank_train(app: App) -> TableScreen:
    """Ann to move, a Box car at the end of line 1, one Tank train of hers."""

    def arrange(game: FreightGame) -> None:
        game.state.main_yard[0] = [1]  # a Box car
        game.state.me.trains = [Train("tank", [10])]

    return table(app, setup=arrange)


def test_an_illegal_drop_glides_back_and_names_the_rule(app: App) -> None:
    scene = a_box_car_and_a_tank_train(app)
    game = freight(scene)
    zones = {zone.target: zone for zone in lift(app, scene, line_end(scene, 1))}
    assert zones[BOX].lit and new_train_target("tank") not in zones and MIXED in zones
    before = game.view(None)
    # Dropping the Box car on the Tank train is refused with the engine's reason.
    move_to(app, zones[TRAIN_1].rect.center)
    release_at(app, zones[TRAIN_1].rect.center)
    assert game.view(None) == before
    assert scene.pointer.carried is None
    assert scene.status.text == "Train 1 is a Tank train; all its cars must be that type"


def test_the_new_train_bands_cover_their_words(app: App) -> None:
    """Issue 39: the bands touch, so their words (the middle of the slot) take the drop; a
    drop on their locomotive starts neither and names both."""
    scene = a_box_car_and_a_tank_train(app)
    game = freight(scene)
    layout = scene.board.layout
    zones = {zone.target: zone for zone in lift(app, scene, line_end(scene, 1))}
    box, mixed = zones[BOX].rect, zones[MIXED].rect
    assert box.right == mixed.left and min(box.w, mixed.w) >= layout.card[0]
    assert box.h == mixed.h == layout.train_box(1).h  # the slot's full height
    engine = layout.locomotive(1).center
    move_to(app, engine)
    release_at(app, engine)
    assert not game.actions and "'new Box train' or 'new Mixed train'" in scene.status.text
    lift(app, scene, line_end(scene, 1))
    between = (box.right - 1, box.centery)  # the last point of Box, next to Mixed
    move_to(app, between)
    release_at(app, between)
    assert [a.to_text() for a in game.actions] == ["take 1", "place box new:box"]


def test_dragging_a_car_onto_a_lit_row_plays_take_and_place(app: App) -> None:
    scene = table(app)
    game = freight(scene)
    car = scene.board.table.main_yard[2][-1]
    drag_to(app, scene, line_end(scene, 3), ROW_1)
    assert [a.to_text() for a in game.actions[-2:]] == ["take 3", f"place {car} row:1"]
    assert scene.board.table.players[0].rows[0][-1] == car


def test_private_cars_are_taken_into_the_hand_then_placed_in_any_order(app: App) -> None:
    """Rulebook: "Move 1 to 4 cars, one at a time, from the end of a Private Yard line, then
    add them to your trains in any order." Two cars are dropped on the hand, one is taken
    back by Undo and taken again, and the last taken is placed first."""
    scene = table(app)
    seat = scene.session.game.current_player
    rows = scene.board.table.players[0].rows
    first, second = rows[0][-1], rows[1][-1]
    layout = scene.board.layout
    drag_to(app, scene, row_end(scene, 1), IN_HAND)
    drag_to(app, scene, row_end(scene, 2), IN_HAND)
    assert [a.to_text() for a in scene.session.game.actions] == ["move 1", "move 2"]
    click(app, scene.controls.undo_button.rect.center)
    assert scene.board.table.hand == (first,)
    assert [len(row) for row in scene.board.table.players[0].rows] == [5, 6]
    drag_to(app, scene, row_end(scene, 2), IN_HAND)
    assert scene.board.table.hand == (first, second)
    drag_to(app, scene, layout.hand_card(1).center, MIXED)
    game = freight(scene)
    assert game.current_player == seat and scene.board.table.hand == (first,)
    drag_to(app, scene, layout.hand_card(0).center, new_train_target(first))
    assert [a.to_text() for a in game.actions] == [
        "move 1", "move 2", f"place {second} new:mixed", f"place {first} new:{first}"
    ]
    assert game.current_player != seat
    assert [t.kind for t in scene.board.table.players[0].trains] == ["mixed", first]


def test_a_card_is_picked_up_by_a_click_and_put_down_by_another(app: App) -> None:
    """Issue 15: trackpad players click as well as drag; Esc puts a picked-up card back."""
    scene = table(app)
    game = freight(scene)
    click(app, line_end(scene, 3))
    assert scene.pointer.carried is not None and not game.actions  # held, nothing played yet
    move_to(app, (600, 500))
    press(app, pygame.K_ESCAPE)
    assert scene.pointer.carried is None and not game.actions and app.stack.top is scene
    car = scene.board.table.main_yard[2][-1]
    click(app, line_end(scene, 3))
    row = next(z for z in scene.board.drop_zones() if z.target == ROW_1)
    click(app, row.rect.center)
    assert [a.to_text() for a in game.actions] == ["take 3", f"place {car} row:1"]


def test_a_card_held_when_the_game_changes_goes_home(app: App) -> None:
    """Found by tools/monkey.py: a move played while a card was held (here through the
    generic screen's play) left the table drawing a drag of a card no longer there."""
    scene = table(app)
    click(app, line_end(scene, 3))
    assert scene.pointer.carried is not None
    scene.perform([Take(1)])
    frames(app)
    assert scene.pointer.carried is None
    assert [a.to_text() for a in freight(scene).actions] == ["take 1"]


def test_the_hover_line_follows_the_table_and_clears_when_the_turn_passes(app: App) -> None:
    """Issue 15: the line under the table is told again after every change."""
    scene = table(app)
    drag_to(app, scene, row_end(scene, 1), IN_HAND)
    drag_to(app, scene, row_end(scene, 2), IN_HAND)
    drag_to(app, scene, scene.board.layout.hand_card(0).center, MIXED)
    # The mouse rests on the new train: the line tells what it scores, without a move.
    assert scene.pointer.hover.startswith("Mixed train, 1 car:"), scene.pointer.hover
    drag_to(app, scene, scene.board.layout.hand_card(0).center, TRAIN_1)
    assert scene.session.awaiting_confirm and scene.pointer.hover.startswith("Mixed train, 2 cars:")
    press(app, pygame.K_RETURN)  # Confirm: Bob's turn
    assert scene.pointer.hover == ""


def test_a_click_on_another_seats_panel_opens_its_whole_yard(app: App) -> None:
    """Issue 15: on the physical table every private yard and train lies face up."""
    scene = table(app, players=3)
    seat, panel = next(iter(scene.board.layout.others.items()))
    click(app, panel.center)
    view = app.stack.top
    assert isinstance(view, YardView) and view.seat == seat
    assert view.title.startswith(scene.board.table.players[seat].name)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    click(app, panel.center)
    click(app, (10, 10))  # a click anywhere closes it too
    assert app.stack.top is scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_table_reflows_for_five_seats(app: App, size: tuple[int, int]) -> None:
    scene = table(app, players=5)
    app.display.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.rebuild()
    frames(app)
    layout = scene.board.layout
    assert layout.trains[-1].bottom <= size[1]
    assert all(rect.right <= size[0] for rect in layout.others.values())
    assert layout.rows[0].right < layout.log.x


def test_the_table_sleeps_while_it_waits_for_a_person_and_not_while_a_card_glides(
    app: App,
) -> None:
    """Issue 14 item 6: no frames while nothing moves; full rate while a glide is under way."""
    scene = table(app)
    assert scene.next_frame_in() is None
    app.settings.animation = "normal"
    scene.motion.speed = "normal"
    drag_to(app, scene, line_end(scene, 3), ROW_1)
    assert scene.motion.busy and scene.next_frame_in() == 0.0
    frames(app, 60)
    assert not scene.motion.busy and scene.next_frame_in() is None


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_another_seats_trains_stay_inside_its_panel(app: App, size: tuple[int, int]) -> None:
    """Issue 15: no text overflows its box; trains beyond the panel's room are counted."""
    scene = table(app, players=3)
    layout = TableLayout(size, 3, 0)
    long = TrainView("alt_triples", ("box",) * 7, True)
    players = scene.board.table.players
    player = dataclasses.replace(players[1], trains=(long,) * 9, locomotives=9)
    seen_table = dataclasses.replace(scene.board.table, players=(players[0], player, players[2]))
    assert_second_panel_draws_inside(size, seen_table, layout)


def assert_second_panel_draws_inside(size: tuple[int, int], seen_table: FreightView,
                                     layout: TableLayout) -> None:
    """Seat 1's panel, drawn for `seen_table`, puts no pixel outside its rectangle."""
    rect = layout.others[1]
    surface = pygame.Surface(size)
    surface.fill(OUTSIDE)
    surface.fill((0, 0, 0), rect)
    draw_other(surface, seen_table, 1, rect, layout, (SEAT_COLOURS["blue"], False))
    mask = pygame.mask.from_threshold(surface, OUTSIDE, (1, 1, 1, 255))
    assert mask.count() == size[0] * size[1] - rect.w * rect.h  # nothing drawn outside


def test_the_free_locomotives_invitation_stays_in_its_slot_in_dutch(app: App) -> None:
    """Four seats at 1280x800 in Dutch: "vrij: laat hier een wagen los om een trein te
    beginnen" was wrapped as plain text but drawn bold, and ran past its slot into the log."""
    app.settings.language = "nl"
    app.settings_changed()
    app.display.screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    with recording():
        scene = table(app, players=4)
        frames(app)
        canvas = Canvas(app.display.screen.get_size())
        scene.draw(canvas)
    board = scene.board
    assert isinstance(board, FreightTable)
    player = board.table.players[board.shown]
    slot = board.layout.trains[len(player.trains)]
    words = tr("free: drop a car here to start a train").split()
    lines = [d for d in canvas.drawn if d.text.split() and d.text.split()[0] in words
             and slot.collidepoint(d.ink.center)]
    assert " ".join(d.text for d in lines).split() == words
    assert [d.text for d in lines if not slot.contains(d.ink)] == []


def test_another_seats_day_3_yard_cost_is_wrapped_inside_its_panel_in_dutch(app: App) -> None:
    """Four seats at 1280x800 in Dutch, Day 3: "Wagens per rij 8 | 8  Locs 6/7, emplacement −16 aan
    het eind van de dag" ran past the panel's right edge; it wraps, the pills under it."""
    app.settings.language = "nl"
    app.settings_changed()
    size = (1280, 800)
    scene = table(app, players=4)
    layout = TableLayout(size, 4, 0)
    players = scene.board.table.players
    full = (("box",) * 8, ("tank",) * 8)
    trains = (TrainView("box", ("box",) * 2, False),) * 6
    player = dataclasses.replace(players[1], rows=full, trains=trains, locomotives=7)
    seen_table = dataclasses.replace(scene.board.table, day=3,
                                     players=(players[0], player, *players[2:]))
    assert_second_panel_draws_inside(size, seen_table, layout)


def test_a_click_on_a_greyed_turn_button_says_why_beside_it(app: App) -> None:
    """Rulebook: "Add 1 Locomotive ... only once per day". Ann has added hers today: Add
    locomotive is greyed, and a click on it did nothing; the reason was only in a tool tip
    that comes after a moment's rest."""

    def ann_added_hers(game: FreightGame) -> None:
        game.apply(AddLocomotive())
        while game.current_player != 0 or game.view(0).phase is not Phase.START:
            game.apply(game.legal_actions()[0])

    scene = table(app, setup=ann_added_hers)
    button = scene.board.turn_buttons.locomotive
    assert button.visible and not button.is_enabled
    record = scene.session.game.record()
    at = button.rect.center
    click(app, at)
    assert scene.session.game.record() == record
    reason = scene.status.text
    assert reason.startswith("You already added a locomotive")
    assert scene.pointer.refusal_shown() == (reason, at)


def test_a_press_on_a_car_that_is_not_the_end_one_says_only_the_end_car_is_taken(
        app: App) -> None:
    """Rulebook: "Take exactly 3 cars, one at a time, from the end of a line". A press on a
    line's first car, or on a private row's, did nothing at all."""
    scene = table(app)
    layout = scene.board.layout
    record = scene.session.game.record()
    for pos, said in ((layout.yard_card(0, 0).center, "Only the end car of line 1"),
                      (layout.row_card(0, 0, 6).center, "Only the end car of row 1")):
        press_at(app, pos)
        release_at(app, pos)
        assert scene.pointer.carried is None and scene.session.game.record() == record
        assert scene.status.text.startswith(said), scene.status.text
        assert scene.pointer.refusal_shown() == (scene.status.text, pos)


def test_a_card_carried_over_another_seats_panel_is_not_told_what_a_click_there_does(
        app: App) -> None:
    """The line under the table said "Click to see Bob's whole yard and trains." under a car
    being dragged over Bob's panel; a drop there does no such thing."""
    scene = table(app)
    start = line_end(scene, 1)
    press_at(app, start)
    move_to(app, (start[0] + 40, start[1] + 40))
    move_to(app, scene.board.layout.others[1].center)
    assert scene.pointer.carried is not None
    assert scene.pointer.hover == ""
    release_at(app, scene.board.layout.others[1].center)
    move_to(app, scene.board.layout.others[1].center)
    assert scene.pointer.hover.startswith("Click to see Bob's")


def test_a_car_taken_and_placed_in_one_drag_glides_once(app: App) -> None:
    """Dropped from line 1 straight onto a row, the car flew twice at once: from the drop
    to the hand (the take) and from the hand to the row (the place)."""
    scene = table(app)
    app.settings.animation = "normal"
    scene.motion.speed = "normal"
    drag_to(app, scene, line_end(scene, 1), ROW_1)
    assert [glide.lands_in[0] for glide in scene.motion.glides] == [ROW]
