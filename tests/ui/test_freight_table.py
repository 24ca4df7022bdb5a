"""The Freight Train table played by mouse alone: drags, clicks, buttons, to the end."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.freight import load
from game.engine.freight.actions import (
    AddCaboose,
    AddLocomotive,
    Fill,
    Move,
    Pass,
    Place,
    PutBack,
    Switch,
    Take,
)
from game.engine.freight.cards import CAR_CODES, CARS_BY_CODE
from game.engine.freight.game import FreightGame
from game.engine.freight.state import Train
from game.ui.app import App
from game.ui.freight.table import FreightTableScene
from game.ui.scenes.results import ResultsScene, ScoringScene
from game.ui.seats import Seat
from game.ui.session import Session

from .driving import click, frames, press

Point = tuple[int, int]


def mouse(app: App, kind: int, pos: Point) -> None:
    pygame.mouse.set_pos(pos)
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        event = pygame.event.Event(kind, pos=pos, button=1)
    pygame.event.post(event)
    frames(app, 1)


def table(app: App, players: int = 2) -> FreightTableScene:
    app.settings.animation = "off"
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")
    colours = ("red", "blue", "green", "yellow", "purple")
    seats = [Seat(name, colour) for name, colour in zip(names, colours, strict=True)]
    session = Session.new("freight", seats[:players], seed=3, options={}, autosave=None)
    app.start_session(session)
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, FreightTableScene)
    return scene


def centre(rect: pygame.Rect) -> Point:
    return rect.center


class Player:
    """Chooses among the legal actions and carries each out with the mouse."""

    def __init__(self, app: App, scene: FreightTableScene, seed: int) -> None:
        self.app = app
        self.scene = scene
        self.rng = random.Random(seed)

    @property
    def game(self) -> FreightGame:
        game = self.scene.session.game
        assert isinstance(game, FreightGame)
        return game

    def turn_step(self) -> None:
        legal = self.game.legal_actions()
        # Mostly cars, now and then everything else, so every gesture is exercised.
        cars = [a for a in legal if isinstance(a, (Take, Move, Fill))]
        action = self.rng.choice(cars if cars and self.rng.random() < 0.85 else legal)
        layout = self.scene.layout
        state = self.game.state
        if isinstance(action, Fill):
            click(self.app, centre(layout.yard_lines[action.line - 1]))
        elif isinstance(action, Take):
            line = state.main_yard[action.line - 1]
            self.drag_to_a_lit_place(layout.yard_card(action.line - 1, len(line) - 1).center)
        elif isinstance(action, Move):
            row = state.me.rows[action.row - 1]
            self.drag_to_a_lit_place(layout.row_card(action.row - 1, len(row) - 1, len(row)).center)
        elif isinstance(action, Place):
            held = state.hand.index(CARS_BY_CODE[action.car])
            drag_to(self.app, self.scene, layout.hand_card(held).center, action.target)
        elif isinstance(action, PutBack):
            card = next(rect for code, rect in self.scene._tray_cards() if code == action.car)
            self.drag(card.center, layout.rows[action.row - 1].center)
        elif isinstance(action, AddCaboose):
            self.drag(layout.cabooses.center, layout.train_box(action.train - 1).center)
        else:
            button = {
                AddLocomotive: self.scene.loco_button,
                Switch: self.scene.switch_button,
                Pass: self.scene.pass_button,
            }[type(action)]
            assert button.visible
            click(self.app, button.rect.center)

    def drag(self, start: Point, end: Point) -> None:
        mouse(self.app, pygame.MOUSEBUTTONDOWN, start)
        mouse(self.app, pygame.MOUSEMOTION, end)
        mouse(self.app, pygame.MOUSEBUTTONUP, end)

    def drag_to_a_lit_place(self, start: Point) -> None:
        mouse(self.app, pygame.MOUSEBUTTONDOWN, start)
        drag = self.scene.drag
        assert drag is not None and drag.legal, "a legal pick-up lights at least one place"
        target = self.rng.choice(sorted(drag.legal))
        zone = dict(self.scene._drop_zones(drag))[target]
        mouse(self.app, pygame.MOUSEMOTION, zone.center)
        mouse(self.app, pygame.MOUSEBUTTONUP, zone.center)


def drag_to(app: App, scene: FreightTableScene, start: Point, target: str) -> None:
    """Press on a card, then drop it on the place named `target` ("hand", "train:1"...)."""
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    assert scene.drag is not None, scene.status
    zone = dict(scene._drop_zones(scene.drag))[target]
    mouse(app, pygame.MOUSEMOTION, zone.center)
    mouse(app, pygame.MOUSEBUTTONUP, zone.center)


def test_a_whole_two_seat_game_by_mouse_ends_with_the_engines_scores(app: App) -> None:
    scene = table(app)
    player = Player(app, scene, seed=7)
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
        assert len(scene.session.game.actions) > before, scene.status
    game = player.game
    assert game.is_over
    replayed = load(game.record())
    assert game.scores() == replayed.scores()
    assert len(game.state.day_results) == 3


def test_an_illegal_drop_glides_back_and_names_the_rule(app: App) -> None:
    scene = table(app)
    game = scene.session.game
    assert isinstance(game, FreightGame)
    state = game.state
    state.main_yard[0] = [1]  # a Box car at the end of line 1
    state.me.trains = [Train("tank", [10])]
    scene._state_key = None
    scene.refresh()
    start = scene.layout.yard_card(0, 0).center
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    drag = scene.drag
    assert drag is not None and "new:box" in drag.legal and "new:tank" not in drag.legal
    bands = dict(scene._drop_zones(drag))
    assert "new:mixed" in bands
    before = game.view(None)
    # Dropping the Box car on the Tank train is refused with the engine's reason.
    mouse(app, pygame.MOUSEMOTION, scene.layout.train_box(0).center)
    mouse(app, pygame.MOUSEBUTTONUP, scene.layout.train_box(0).center)
    assert game.view(None) == before
    assert scene.drag is None
    assert scene.status == "Train 1 is a Tank train; all its cars must be that type"


def test_dragging_a_car_onto_a_lit_train_plays_take_and_place(app: App) -> None:
    scene = table(app)
    game = scene.session.game
    assert isinstance(game, FreightGame)
    line = game.state.main_yard[2]
    car = line[-1]
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.layout.yard_card(2, len(line) - 1).center)
    assert scene.drag is not None
    zone = dict(scene._drop_zones(scene.drag))["row:1"]
    mouse(app, pygame.MOUSEMOTION, zone.center)
    mouse(app, pygame.MOUSEBUTTONUP, zone.center)
    assert [a.to_text() for a in game.actions[-2:]] == ["take 3", f"place {CAR_CODES[car]} row:1"]
    assert game.state.me.rows[0][-1] == car


def test_private_cars_are_taken_into_the_hand_then_placed_in_any_order(app: App) -> None:
    """Rulebook: "Move 1 to 4 cars, one at a time, from the end of a Private Yard line, then
    add them to your trains in any order." Two cars are dropped on the hand, one is taken
    back by Undo and taken again, and the last taken is placed first."""
    scene = table(app)
    seat = scene.session.game.current_player
    assert isinstance(scene.session.game, FreightGame) and seat is not None
    rows = scene.session.game.state.me.rows
    first, second = CAR_CODES[rows[0][-1]], CAR_CODES[rows[1][-1]]
    layout = scene.layout
    drag_to(app, scene, layout.row_card(0, 5, 6).center, "hand")
    drag_to(app, scene, layout.row_card(1, 5, 6).center, "hand")
    assert [a.to_text() for a in scene.session.game.actions] == ["move 1", "move 2"]
    click(app, scene.undo_button.rect.center)
    game = scene.session.game
    assert isinstance(game, FreightGame)
    assert [CAR_CODES[c] for c in game.state.hand] == [first]
    assert [len(row) for row in game.state.me.rows] == [5, 6]
    drag_to(app, scene, layout.row_card(1, 5, 6).center, "hand")
    assert [CAR_CODES[c] for c in game.state.hand] == [first, second]
    drag_to(app, scene, layout.hand_card(1).center, "new:mixed")
    assert game.current_player == seat and [CAR_CODES[c] for c in game.state.hand] == [first]
    drag_to(app, scene, layout.hand_card(0).center, f"new:{first}")
    assert [a.to_text() for a in game.actions] == [
        "move 1", "move 2", f"place {second} new:mixed", f"place {first} new:{first}"
    ]
    assert game.current_player != seat
    assert [t.kind for t in game.state.players[seat].trains] == ["mixed", first]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_table_reflows_for_five_seats(app: App, size: tuple[int, int]) -> None:
    scene = table(app, players=5)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.rebuild()
    frames(app)
    layout = scene.layout
    assert layout.trains[-1].bottom <= size[1]
    assert all(rect.right <= size[0] for rect in layout.others.values())
    assert layout.rows[0].right < layout.log.x
