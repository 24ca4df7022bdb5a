"""The screen registry and the navigator: every name opens its screen, by name only."""

from __future__ import annotations

import pytest

from game.ui import screens
from game.ui.app import App
from game.ui.fronts import front, installed_games
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene


def test_every_registered_screen_names_a_maker_that_is_there() -> None:
    paths = [*screens.SCREENS.values(), screens.TABLE]
    for game in installed_games():
        paths += [front(game).board, *front(game).screens.values()]
    for path in paths:
        assert callable(screens.found_at(path)), path


def test_a_screen_is_opened_by_name_with_its_arguments(app: App) -> None:
    opened = app.navigator.push("load", replay=True)
    assert isinstance(opened, LoadScene) and opened.replay and app.stack.top is opened
    assert opened.services is app.services


def test_an_unknown_name_leaves_the_screens_as_they_were(app: App) -> None:
    before = list(app.stack.scenes)
    with pytest.raises(KeyError, match="no screen is registered as 'nowhere'"):
        app.navigator.push("nowhere")
    with pytest.raises(KeyError):
        app.navigator.push("freight/nowhere")
    assert app.stack.scenes == before


def test_replace_closes_the_top_and_reset_to_leaves_one(app: App) -> None:
    app.navigator.push("load")
    message = app.navigator.replace("message", title="Note", text="Read me.")
    assert isinstance(message, MessageScene)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, MessageScene]
    menu = app.navigator.reset_to("menu")
    assert app.stack.scenes == [menu] and isinstance(menu, MenuScene)
