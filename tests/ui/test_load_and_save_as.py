"""Driven by clicks: a new game never replaces an unfinished one, Load lists every game
(a link to nothing too) and deletes only after asking, Save as keeps both saves or asks
before replacing, and keeps both when the name is taken between its look and its write."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame
import pytest

from game.store import saves
from game.store.paths import saves_dir
from game.store.save_list import SAVED
from game.store.saves import finished_games, games_dir, named_save_path, unfinished_games
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.session import Session
from game.ui.table.screen import TableScreen

from .driving import click, click_widget, frames, from_menu, press, quit_to_menu
from .test_scenes import open_setup
from .toy_game import Step


def start_toy_game(app: App, players: int = 2) -> Session:
    """New game → Toy → Start, by clicks; one step played."""
    setup = open_setup(app)
    click_widget(app, setup.game_buttons["toy"])
    while setup.count < players:
        click_widget(app, setup.more)
    click_widget(app, setup.start)
    game = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
    game.session.hand_over()
    game.session.apply(Step(1))
    return game.session


def open_load(app: App) -> LoadScene:
    return from_menu(app, "Load game", LoadScene)


def choose(app: App, load: LoadScene, index: int) -> None:
    """Click the `index`th save in the list (headings are not counted)."""
    row = load.rows.index(load.saves[index])
    load.list.scroll_to(row)
    click(app, load.list.entry_rect(row).center)
    assert load.selected == load.saves[index]


def test_a_new_game_never_replaces_an_unfinished_one(app: App) -> None:
    first = start_toy_game(app)
    quit_to_menu(app)
    second = start_toy_game(app, players=3)
    assert first.autosave != second.autosave
    assert set(unfinished_games()) == {first.autosave, second.autosave}
    menu = quit_to_menu(app)
    assert menu.latest == second.autosave  # Continue resumes the game played last
    load = open_load(app)
    assert [listed.path for listed in load.saves] == [second.autosave, first.autosave]
    assert all(
        listed.line.startswith("Toy  ·  ") and listed.line.endswith(" to move")
        for listed in load.saves
    )
    assert "Ann, Bob (computer, normal), Cy (computer, normal)" in load.saves[0].detail
    assert "Ann, Bob (computer, normal)  ·  1 move  " in load.saves[1].detail
    choose(app, load, 1)
    click_widget(app, load.open_button)
    game = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
    assert game.session.autosave == first.autosave
    assert game.session.game.record() == first.game.record()


def test_delete_asks_first_and_cancel_keeps_the_game(app: App) -> None:
    kept = start_toy_game(app)
    quit_to_menu(app)
    load = open_load(app)
    choose(app, load, 0)
    click_widget(app, load.delete_button)
    question = app.stack.top
    assert isinstance(question, MessageScene) and question.confirm is not None
    assert "Delete this game?" == question.title
    click_widget(app, question.ok)  # Cancel
    assert app.stack.top is load and kept.autosave is not None and kept.autosave.exists()
    click_widget(app, load.delete_button)
    click_widget(app, app.stack.top.confirm)  # type: ignore[attr-defined]
    assert app.stack.top is load and not kept.autosave.exists()
    assert load.saves == [] and load.selected is None
    assert not load.open_button.is_enabled and not load.delete_button.is_enabled


def test_a_finished_game_stays_in_the_history(app: App) -> None:
    session = start_toy_game(app)
    while not session.game.is_over:
        session.apply(session.game.legal_actions()[-1])
    assert unfinished_games() == [] and finished_games() == [session.autosave]
    app.navigator.reset_to("menu")
    load = open_load(app)
    assert [listed.section for listed in load.saves] == ["Finished games"]
    assert "won by" in load.saves[0].line


def save_as(app: App, name: str | None = None) -> SaveAsScene:
    press(app, pygame.K_ESCAPE)
    click_widget(app, app.stack.top.buttons["Save as…"])  # type: ignore[attr-defined]
    dialog = app.stack.top
    assert isinstance(dialog, SaveAsScene)
    if name is not None:
        dialog.entry.set_text(name)
        dialog.name = name
    click_widget(app, dialog.save)
    return dialog


def test_save_as_keeps_both_games_under_the_default_name(app: App) -> None:
    start_toy_game(app)
    first = save_as(app)
    said = app.stack.top
    assert isinstance(said, MessageScene) and str(saves_dir()) in said.text  # it closed
    click_widget(app, said.ok)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)  # back in the game menu the dialog was opened from
    click_widget(app, pause.buttons["Quit to menu"])
    start_toy_game(app)
    second = save_as(app)
    assert second.name == f"{first.name} (2)"
    assert named_save_path(first.name).exists() and named_save_path(second.name).exists()


def test_save_as_asks_before_replacing_a_save(app: App) -> None:
    session = start_toy_game(app)
    save_as(app, "Ééé")
    click_widget(app, app.stack.top.ok)  # type: ignore[attr-defined]
    press(app, pygame.K_ESCAPE)  # the game menu closes: back at the table
    before = named_save_path("Ééé").read_bytes()
    session.apply(Step(1))
    dialog = save_as(app, "Ééé")
    question = app.stack.top
    assert isinstance(question, MessageScene) and question.confirm is not None
    assert "Ééé" in question.text
    click_widget(app, question.ok)  # Cancel: the old save stays
    assert app.stack.top is dialog and named_save_path("Ééé").read_bytes() == before
    click_widget(app, dialog.save)
    click_widget(app, app.stack.top.confirm)  # type: ignore[attr-defined]
    said = app.stack.top
    assert isinstance(said, MessageScene) and said.confirm is None and "Ééé" in said.text
    assert named_save_path("Ééé").read_bytes() != before
    frames(app)


def test_save_as_a_name_taken_meanwhile_keeps_both_and_says_so(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another copy of the app saves "Ééé" between this dialog's look and its write: that
    save is kept as it is, this game takes the next free name, and the player is told."""
    start_toy_game(app)
    other = b'{"the other copy": "its game"}'
    real = saves.write_json_new

    def another_copy_first(path: Path, data: object) -> None:
        if path == named_save_path("Ééé") and not path.exists():
            path.write_bytes(other)
        real(path, data)

    monkeypatch.setattr(saves, "write_json_new", another_copy_first)
    save_as(app, "Ééé")
    said = app.stack.top
    assert isinstance(said, MessageScene)
    assert "“Ééé” was made meanwhile" in said.text and "saved as “Ééé 2”" in said.text
    assert named_save_path("Ééé").read_bytes() == other
    assert named_save_path("Ééé (2)").exists()
    click_widget(app, said.ok)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click_widget(app, pause.buttons["Quit to menu"])
    load = open_load(app)
    assert {listed.path.stem for listed in load.saves if listed.section == SAVED} == {
        "Ééé", "Ééé 2"}


@pytest.mark.skipif(sys.platform == "win32", reason="links need rights on Windows")
def test_a_link_to_nothing_is_listed_and_deleted_by_clicks(app: App) -> None:
    games_dir().mkdir(parents=True, exist_ok=True)
    link = games_dir() / "gone.json"
    link.symlink_to("nowhere.json")
    load = open_load(app)
    [listed] = load.saves
    assert listed.path == link and "damaged" in listed.line
    choose(app, load, 0)
    assert "is a link to nothing" in load.selected.problem  # type: ignore[union-attr]
    assert not load.open_button.is_enabled
    click_widget(app, load.delete_button)
    click_widget(app, app.stack.top.confirm)  # type: ignore[attr-defined]
    assert not os.path.lexists(link) and load.saves == []
