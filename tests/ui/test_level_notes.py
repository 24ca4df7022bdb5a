"""Setup says what each computer level chosen plays like, under the seats (issue 17:
Expert is "offered in setup for players who want a real fight")."""

from __future__ import annotations

import pygame_gui
import pytest

from game.ai.level_words import COMPUTER_LEVELS, level_help, level_sentences
from game.store.seats import HUMAN
from game.store.settings import Settings, save_settings
from game.ui.app import App
from game.ui.scenes.setup import SetupScene

from .driving import choose_option, click_widget, from_menu
from .test_resize import resize
from .text_boxes import misfits, recording


def notes(setup: SetupScene) -> list[str]:
    return [label.text for label in setup.ui.get_sprite_group().sprites()
            if isinstance(label, pygame_gui.elements.UILabel)]


def test_each_chosen_level_is_described_once_and_follows_the_clicks(app: App) -> None:
    setup = from_menu(app, "New game", SetupScene)
    click_widget(app, setup.game_buttons["koplopers"])
    while setup.count < 3:
        click_widget(app, setup.more)
    choose_option(app, setup.kind_menus[1], "expert")
    assert setup.kind_menus[1].selected_option[0] == "Computer: Expert"
    shown = notes(setup)
    assert shown.count(level_help("expert", "koplopers")) == 1
    normal_chosen = "normal" in setup.players_as[: setup.count]
    assert (level_help("normal", "koplopers") in shown) == normal_chosen

    choose_option(app, setup.kind_menus[1], HUMAN)
    assert level_help("expert", "koplopers") not in notes(setup)


def test_choosing_the_level_already_chosen_closes_the_list_and_keeps_it(app: App) -> None:
    setup = from_menu(app, "New game", SetupScene)
    kept = setup.kind_menus[1].selected_option
    choose_option(app, setup.kind_menus[1], kept[1])
    menu = setup.kind_menus[1]
    assert menu.selected_option == kept
    assert menu.current_state is menu.menu_states["closed"]


@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize(("game", "seats"), [("koplopers", 4), ("freight", 5)])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_every_levels_note_fits_beside_the_rules_in_both_languages(
        language: str, game: str, seats: int, size: tuple[int, int]) -> None:
    """A note too long for one line gives its measurement a line of its own."""
    save_settings(Settings(language=language))
    with recording():
        app = App()
        app.navigator.push("menu")
        app.frame(0.0)
        resize(app, size)
        setup = from_menu(app, "New game", SetupScene)
        click_widget(app, setup.game_buttons[game])
        while setup.count < seats:
            click_widget(app, setup.more)
        for seat, level in enumerate(reversed(COMPUTER_LEVELS), start=1):
            if seat < seats:
                choose_option(app, setup.kind_menus[seat], level)
        shown = " ".join(notes(setup))
        for level in COMPUTER_LEVELS[1:seats]:
            for sentence in level_sentences(level, game):
                assert sentence in shown
        assert not misfits(app)
