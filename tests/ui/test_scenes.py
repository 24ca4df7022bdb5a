"""Every scene builds and draws; mouse clicks drive setup into a game; Esc opens the menu."""

from __future__ import annotations

import pygame
import pytest

from game.store.seats import HUMAN, computer_levels
from game.ui.app import App
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.setup import SetupScene
from game.ui.smoke import scene_makers
from game.ui.table.screen import TableScreen

from .driving import choose_option, click, click_widget, frames, from_menu, press


@pytest.mark.parametrize("index", range(len(scene_makers(["toy"]))))
def test_every_scene_builds_and_draws(app: App, index: int) -> None:
    name, make = scene_makers(["toy"])[index]
    app.stack.scenes.clear()
    make(app)
    frames(app)
    assert app.display.screen.get_at((5, 5)) != pygame.Color(0, 0, 0), name


def make_human(app: App, setup: SetupScene, seat: int) -> None:
    """Choose Human in the seat's drop-down."""
    if setup.players_as[seat] != HUMAN:
        choose_option(app, setup.kind_menus[seat], HUMAN)


def open_setup(app: App) -> SetupScene:
    return from_menu(app, "New game", SetupScene)


def test_clicks_drive_setup_to_a_game(app: App) -> None:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons["toy"])
    assert app.stack.top is setup and setup.game_name == "toy"
    click_widget(app, setup.more)
    assert setup.count == 3
    make_human(app, setup, 1)
    click_widget(app, setup.start)
    game = app.stack.scenes[1]
    assert isinstance(game, TableScreen)
    assert isinstance(app.stack.top, HandoverScene)  # two humans, hidden hands
    assert [s.name for s in game.session.seats] == ["Ann", "Bob", "Cy"]
    assert [s.is_human for s in game.session.seats] == [True, True, False]
    assert game.session.autosave is not None and game.session.autosave.exists()


def test_the_seat_drop_down_offers_a_person_and_every_computer_level(app: App) -> None:
    """All five choices in view at once, each chosen with two clicks."""
    setup = open_setup(app)
    click_widget(app, setup.kind_menus[1])
    items = setup.kind_menus[1].current_state.options_selection_list.item_list  # type: ignore[union-attr]
    assert [item["object_id"] for item in items] == [HUMAN, *computer_levels()]
    click_widget(app, setup.kind_menus[1])  # closed again
    for who in (*computer_levels(), HUMAN):
        choose_option(app, setup.kind_menus[1], who)
        assert setup.players_as[1] == who
        assert setup.kind_menus[1].selected_option == (setup.kind_words(who), who)


def test_continue_is_greyed_without_an_autosave(app: App) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert not menu.buttons["Continue"].is_enabled


def start_toy(app: App, humans: int) -> TableScreen:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons["toy"])
    for seat in range(1, humans):
        make_human(app, setup, seat)
    click_widget(app, setup.start)
    frames(app)
    return next(s for s in app.stack.scenes if isinstance(s, TableScreen))


def test_escape_opens_the_game_menu(app: App) -> None:
    start_toy(app, humans=1)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    click_widget(app, app.stack.top.buttons["Resume"])
    assert isinstance(app.stack.top, TableScreen)


def test_clicking_an_action_plays_it_and_undo_button_takes_it_back(app: App) -> None:
    game = start_toy(app, humans=1)
    click(app, game.board.action_panel.entry_rect(0).center)
    assert len(game.session.game.actions) == 1
    click_widget(app, game.controls.undo_button)
    assert game.session.game.actions == []
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert len(game.session.game.actions) == 1
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game.session.game.actions == []


def test_handover_between_two_humans_when_hands_are_hidden(app: App) -> None:
    start_toy(app, humans=2)
    handover = app.stack.top
    assert isinstance(handover, HandoverScene) and handover.seat.name == "Ann"
    click(app, (640, 400))
    game = app.stack.top
    assert isinstance(game, TableScreen)
    passes = [i for i, a in enumerate(game.board.legal) if a.to_text() == "pass"]
    click(app, game.board.action_panel.entry_rect(passes[0]).center)
    assert app.stack.top is game and game.session.awaiting_confirm  # Ann may still undo
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, HandoverScene) and app.stack.top.seat.name == "Bob"


def test_no_handover_against_the_computer(app: App) -> None:
    game = start_toy(app, humans=1)
    for _ in range(3):
        passes = [i for i, a in enumerate(game.board.legal) if a.to_text() == "pass"]
        click(app, game.board.action_panel.entry_rect(passes[0]).center)
        press(app, pygame.K_RETURN)  # confirm the end of the turn
        while not game.session.human_to_move() and not game.session.game.is_over:
            game.flow.play_computer()
        frames(app)
        assert not any(isinstance(s, HandoverScene) for s in app.stack.scenes)


def engine_ready(name: str) -> bool:
    """True once the engine can start a game (the engines land alongside the UI)."""
    from game.engine.games import game_module

    try:
        return hasattr(game_module(name), "new_game")
    except ImportError:
        return False


REAL_GAMES = [
    pytest.param(name, marks=pytest.mark.skipif(not engine_ready(name), reason="engine not ready"))
    for name in ("freight", "koplopers")
]


@pytest.mark.parametrize("name", REAL_GAMES)
def test_every_scene_of_a_real_game_builds_and_draws(app: App, name: str) -> None:
    for scene_name, make in scene_makers([name])[6:]:
        app.stack.scenes.clear()
        make(app)
        frames(app)
        assert app.display.screen.get_at((5, 5)) != pygame.Color(0, 0, 0), scene_name


@pytest.mark.parametrize("name", REAL_GAMES)
def test_clicks_start_a_real_game(app: App, name: str) -> None:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons[name])
    click_widget(app, setup.start)
    game = app.stack.top
    assert isinstance(game, TableScreen) and game.session.game_name == name
    assert game.session.autosave is not None and game.session.autosave.exists()


@pytest.mark.parametrize("name", REAL_GAMES[1:])
def test_handover_between_two_human_koplopers_seats(app: App, name: str) -> None:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons[name])
    make_human(app, setup, 1)
    click_widget(app, setup.start)
    assert isinstance(app.stack.top, HandoverScene)
    click(app, (640, 400))
    game = app.stack.top
    assert isinstance(game, TableScreen)
    session = game.session
    while session.game.current_player == 0:  # Ann plays her turn through to its end
        legal = session.game.legal_actions()
        session.apply(next((a for a in legal if a.KIND == "end"), legal[0]))
    frames(app)
    assert app.stack.top is game
    press(app, pygame.K_RETURN)  # confirm the end of the turn
    assert isinstance(app.stack.top, HandoverScene) and app.stack.top.seat.name == "Bob"


@pytest.mark.parametrize("name", REAL_GAMES[1:])
def test_no_handover_in_koplopers_against_the_computer(app: App, name: str) -> None:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons[name])
    click_widget(app, setup.start)
    game = app.stack.top
    assert isinstance(game, TableScreen)
    session = game.session
    for _ in range(40):
        if session.awaiting_confirm:
            session.confirm()
        elif session.human_to_move():
            session.apply(session.game.legal_actions()[-1])
        else:
            session.play_computer()
        frames(app)
        assert not any(isinstance(s, HandoverScene) for s in app.stack.scenes)


def test_the_click_that_closes_the_handover_plays_nothing(app: App) -> None:
    start_toy(app, humans=2)
    game = app.stack.scenes[1]
    assert isinstance(game, TableScreen) and isinstance(app.stack.top, HandoverScene)
    click(app, game.board.action_panel.entry_rect(0).center)  # where a choice will be
    assert app.stack.top is game
    assert game.session.game.actions == []


def test_results_appear_at_the_end_and_play_again_keeps_the_seats(app: App) -> None:
    from game.ui.scenes.results import ResultsScene

    game = start_toy(app, humans=1)
    session = game.session
    while not session.game.is_over:
        if session.awaiting_confirm:
            session.confirm()
        elif session.human_to_move():
            session.apply(next(a for a in session.game.legal_actions() if a.to_text() == "pass"))
        else:
            session.play_computer()
    frames(app)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    click_widget(app, results.again)
    again = app.stack.top
    assert isinstance(again, TableScreen) and again.session is not session
    assert again.session.seats == session.seats and again.session.game.actions == []


def test_colours_stay_distinct_when_every_colour_is_taken(app: App) -> None:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons["toy"])
    for _ in range(5):
        click_widget(app, setup.colour_buttons[1])
        assert len(set(setup.colours[: setup.count])) == setup.count
    while setup.count < 4:  # seats added later get colours nobody has
        click_widget(app, setup.more)
        assert len(set(setup.colours[: setup.count])) == setup.count


@pytest.mark.parametrize("name", REAL_GAMES)
def test_escape_opens_the_game_menu_in_a_real_game(app: App, name: str) -> None:
    setup = open_setup(app)
    click_widget(app, setup.game_buttons[name])
    click_widget(app, setup.start)
    assert isinstance(app.stack.top, TableScreen)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
