"""The setup screen offers the last game set up again, and shrugs off a damaged memory."""

from __future__ import annotations

from pathlib import Path

from game.store.last_setup import LAST_SETUP_FILE
from game.store.seats import HUMAN
from game.ui.app import App
from game.ui.scenes.setup import SetupScene

from .driving import choose_option, click_widget, from_menu, quit_to_menu, type_into


def test_the_last_game_seats_and_options_come_back(app: App) -> None:
    setup = from_menu(app, "New game", SetupScene)
    click_widget(app, setup.game_buttons["freight"])
    click_widget(app, setup.more)
    type_into(app, setup.name_entries[2], "Zoë")
    choose_option(app, setup.kind_menus[1], "hard")  # Computer: Normal -> Hard
    chosen_level = setup.players_as[1]
    click_widget(app, setup.option_buttons[("face_down", "")])
    click_widget(app, setup.colour_buttons[0])
    colours = list(setup.colours)
    click_widget(app, setup.start)
    assert app.stack.top is not setup
    quit_to_menu(app)

    again = from_menu(app, "New game", SetupScene)
    assert again.game_name == "freight" and again.count == 3
    assert again.names[2] == "Zoë" and again.players_as[1] == chosen_level
    assert again.options["face_down"] is True
    assert again.colours == colours


def test_a_damaged_memory_is_ignored_field_by_field(app: App, data_dir: Path) -> None:
    (data_dir / LAST_SETUP_FILE).write_text(
        '{"game": "freight", "count": 99, "names": ["", "Bo\\u0000b", "Cy"],'
        ' "players_as": ["robot", "human"], "options": {"freight": {"face_down": "yes"}},'
        ' "colours": {"freight": ["red", "red"]}}',
        encoding="utf-8",
    )
    setup = from_menu(app, "New game", SetupScene)
    assert setup.game_name == "freight" and setup.count == 5  # clamped to the seats
    assert setup.names[:3] == ["Ann", "Bob", "Cy"]
    assert setup.players_as[:2] == [HUMAN, HUMAN]
    assert setup.options == setup.info.default_options()
    assert setup.colours == ["red", "blue", "yellow", "green", "purple"]


def test_a_memory_that_is_not_json_opens_the_default_setup(app: App, data_dir: Path) -> None:
    (data_dir / LAST_SETUP_FILE).write_bytes(b"\xff\x00 not json")
    setup = from_menu(app, "New game", SetupScene)
    assert setup.count == 2 and setup.names[0] == "Ann"
