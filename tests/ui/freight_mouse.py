"""Playing the Freight table as a person would: its gestures, made of driving.py's presses,
moves and releases at the places the scene reports; it never calls the engine."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine.action import Action
from game.engine.freight import (
    ROW,
    TRAIN,
    AddCaboose,
    AddLocomotive,
    Fill,
    FreightGame,
    Move,
    Pass,
    Place,
    PutBack,
    Switch,
    Take,
    Target,
    new_game,
)
from game.store.seats import Seat
from game.ui.app import App
from game.ui.freight.pointer import Zone
from game.ui.freight.table import FreightTable
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .driving import click, frames, move_to, press_at, release_at

Point = tuple[int, int]
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
COLOURS = ("red", "blue", "green", "yellow", "purple")


def table(
    app: App,
    players: int = 2,
    seats: list[Seat] | None = None,
    setup: Callable[[FreightGame], None] | None = None,
) -> TableScreen:
    """A new game (seed 3) on the Freight table, glides off; `setup` may arrange the
    table first, as a test position."""
    app.settings.animation = "off"
    seats = seats or [Seat(n, c) for n, c in zip(NAMES, COLOURS, strict=True)][:players]
    game = new_game([seat.name for seat in seats], seed=3)
    if setup is not None:
        setup(game)
    app.services.start_session(Session(game, seats, autosave=None))
    frames(app)
    scene = app.stack.top
    assert isinstance(scene, TableScreen) and isinstance(scene.board, FreightTable)
    return scene


def lift(app: App, scene: TableScreen, start: Point) -> list[Zone]:
    """Press on the card at `start`; the places it may go (lit or not) while it is held."""
    press_at(app, start)
    assert scene.pointer.carried is not None, scene.status.text
    return scene.board.drop_zones()


def drop_on(app: App, zone: Zone) -> None:
    """Carry the card to `zone` and let go; if that was no farther than a click, the card
    is only picked up, so click there again to put it down."""
    move_to(app, zone.rect.center)
    release_at(app, zone.rect.center)
    scene = app.stack.top
    if isinstance(scene, TableScreen) and scene.pointer.carried is not None:
        click(app, zone.rect.center)


def drag_to(app: App, scene: TableScreen, start: Point, target: Target) -> None:
    """Press on a card, then drop it on the place `target` (lit or not)."""
    drop_on(app, next(z for z in lift(app, scene, start) if z.target == target))


def line_end(scene: TableScreen, line: int) -> Point:
    """Where the end car of Main Yard line `line` (1-5) lies."""
    cars = scene.board.table.main_yard[line - 1]
    return scene.board.layout.yard_card(line - 1, len(cars) - 1).center


def row_end(scene: TableScreen, row: int) -> Point:
    """Where the end car of the seat to move's private row `row` (1-2) lies."""
    seat = scene.board.table.current_player
    assert seat is not None
    cars = scene.board.table.players[seat].rows[row - 1]
    return scene.board.layout.row_card(row - 1, len(cars) - 1, len(cars)).center


class Player:
    """Chooses among the legal actions and carries each out with the mouse."""

    def __init__(self, app: App, scene: TableScreen, seed: int) -> None:
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
        self.carry_out(self.rng.choice(cars if cars and self.rng.random() < 0.85 else legal))

    def carry_out(self, action: Action) -> None:
        scene, app = self.scene, self.app
        layout = scene.board.layout
        if isinstance(action, Fill):
            click(app, layout.yard_lines[action.line - 1].center)
        elif isinstance(action, Take):
            self.drop_on_a_lit_place(line_end(scene, action.line))
        elif isinstance(action, Move):
            self.drop_on_a_lit_place(row_end(scene, action.row))
        elif isinstance(action, Place):
            held = scene.board.table.hand.index(action.car)
            drag_to(app, scene, layout.hand_card(held).center, action.destination)
        elif isinstance(action, PutBack):
            card = next(rect for code, rect in scene.board.tray_cards() if code == action.car)
            drag_to(app, scene, card.center, Target(ROW, action.row - 1))
        elif isinstance(action, AddCaboose):
            drag_to(app, scene, layout.cabooses.center, Target(TRAIN, action.train - 1))
        else:
            buttons = scene.board.turn_buttons
            button = {
                AddLocomotive: buttons.locomotive,
                Switch: buttons.switch,
                Pass: buttons.pass_,
            }[type(action)]
            assert button.visible
            click(app, button.rect.center)

    def drop_on_a_lit_place(self, start: Point) -> None:
        lit = [zone for zone in lift(self.app, self.scene, start) if zone.lit]
        assert lit, "a legal pick-up lights at least one place"
        drop_on(self.app, self.rng.choice(sorted(lit, key=lambda z: z.target)))
