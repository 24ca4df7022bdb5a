"""Setup says what each computer level chosen plays like, under the seats (issue 17:
Expert is "offered in setup for players who want a real fight")."""

from __future__ import annotations

import pygame_gui

from game.ai.level_words import level_help
from game.store.seats import HUMAN
from game.ui.app import App
from game.ui.scenes.setup import SetupScene

from .driving import choose_option, click_widget, from_menu


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
