"""Driven by clicks: the screens around the game tables say what a new player needs where
the eye is (issue 39): the game menu's Rules open at the game being played; Statistics
before anything is counted shows its example charts with their titles whole, in Dutch too;
the main menu's dimmed Continue and the game menu's dimmed Undo say why they are dimmed;
the game menu over the hand-over can still save the game as; Save as never offers a name
cut mid-word, nor saves under a blank one; a Continue that meets a damaged file leads on
to Load game with that file chosen, and the file's path is wrapped, not cut, in its panel."""

from __future__ import annotations

import pygame
import pytest

from game.engine.games import game_module
from game.store.paths import saves_dir
from game.store.saves import named_save_path, new_slot
from game.store.seats import Seat
from game.ui.app import App
from game.ui.fonts import font
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.save_as import SaveAsScene
from game.ui.session import Session
from game.ui.stats.scene import StatisticsScene
from game.ui.table.screen import TableScreen
from game.ui.widgets.scroll_list import wrap

from .driving import (
    click,
    click_widget,
    from_menu,
    open_game_menu,
    press,
    quit_to_menu,
    type_into,
)
from .test_resize import resize
from .text_boxes import Canvas, recording


def at_the_table(app: App, name: str, players: tuple[str, ...] = ("Ann", "Bob")) -> TableScreen:
    """A game of `name` for `players` on its table, past the hand-over (clicked away)."""
    colours = game_module(name).INFO.seat_colours
    seats = [Seat(player, colour) for player, colour in zip(players, colours, strict=False)]
    app.services.start_session(Session.new(name, seats, seed=3, options={}, autosave=new_slot()))
    if isinstance(app.stack.top, HandoverScene):
        click(app, app.display.screen.get_rect().center)  # a click anywhere hands over
    table = app.stack.top
    assert isinstance(table, TableScreen)
    return table


@pytest.mark.parametrize("name", ["freight", "koplopers"])
def test_the_game_menus_rules_open_at_the_game_being_played(app: App, name: str) -> None:
    at_the_table(app, name)
    menu = open_game_menu(app)
    click_widget(app, menu.buttons["Rules"])
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    assert rules.files[rules.tab].stem == name
    shown = rules.tabs[rules.tab]
    assert shown.object_ids[-1] == "#on"  # the tab lit is the text shown
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is menu  # and Esc leads back to the game menu


@pytest.mark.parametrize("language", ["en", "nl"])
def test_statistics_with_nothing_counted_titles_its_examples_whole(app: App,
                                                                   language: str) -> None:
    app.settings.language = language
    app.settings_changed()
    resize(app, (1280, 800))
    with recording():
        statistics = from_menu(app, "Statistics", StatisticsScene)
        canvas = Canvas(app.display.screen.get_size())
        statistics.draw(canvas)
    example = "Voorbeeld" if language == "nl" else "Example"
    titles = [drawn.text for drawn in canvas.drawn if drawn.text.startswith(example)]
    assert len(titles) == 3  # one for each chart
    cut = [drawn.text for drawn in canvas.drawn if drawn.text.endswith("…")]
    assert not cut, cut


def texts_drawn(app: App) -> list[str]:
    """Every text the scene on top paints itself, as a player reads them."""
    with recording():
        app.stack.top.rebuild()
        canvas = Canvas(app.display.screen.get_size())
        app.stack.top.draw(canvas)
    return [drawn.text for drawn in canvas.drawn]


def test_a_dimmed_continue_says_why_until_a_game_is_begun(app: App) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert not menu.buttons["Continue"].is_enabled
    assert "No game in progress yet: New game starts one." in texts_drawn(app)
    click_widget(app, menu.buttons["Continue"])
    assert app.stack.top is menu  # a click on it opens nothing
    at_the_table(app, "freight")
    menu = quit_to_menu(app)
    assert menu.buttons["Continue"].is_enabled
    assert not any("No game in progress" in text for text in texts_drawn(app))


def test_the_game_menu_says_why_undo_is_dimmed(app: App) -> None:
    table = at_the_table(app, "freight")
    menu = open_game_menu(app)
    assert not menu.buttons["Undo"].is_enabled
    assert "Nothing to undo yet this turn." in " ".join(texts_drawn(app))
    press(app, pygame.K_ESCAPE)
    table.session.apply(table.session.game.legal_actions()[0])
    menu = open_game_menu(app)
    assert menu.buttons["Undo"].is_enabled
    assert not any(text.startswith("Nothing to undo") for text in texts_drawn(app))


def test_over_the_hand_over_the_game_menu_shows_the_rules_saves_as_and_says_why_no_undo(
        app: App) -> None:
    table = at_the_table(app, "freight")
    app.navigator.push("handover", session=table.session)  # as the table's flow puts it
    menu = open_game_menu(app)
    assert not menu.buttons["Undo"].is_enabled
    assert "Nothing to undo here: the last turn has been handed on." in " ".join(
        texts_drawn(app))  # on as many lines as the panel wraps it
    click_widget(app, menu.buttons["Rules"])
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.files[rules.tab].stem == "freight"
    press(app, pygame.K_ESCAPE)
    click_widget(app, menu.buttons["Save as…"])
    save_as = app.stack.top
    assert isinstance(save_as, SaveAsScene) and save_as.session is table.session


def test_the_hand_over_says_where_the_game_menu_is(app: App) -> None:
    table = at_the_table(app, "freight")
    app.navigator.push("handover", session=table.session)
    said = "Esc: the game menu (save as, rules, back to the main menu)"
    assert said in texts_drawn(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)  # as it says


def test_save_as_counts_the_players_whose_names_do_not_fit_rather_than_cutting_one(
        app: App) -> None:
    at_the_table(app, "freight", ("Marieke van den Berg-Oosterhuis", "Bob", "Cees", "Dirk"))
    click_widget(app, open_game_menu(app).buttons["Save as…"])
    save_as = app.stack.top
    assert isinstance(save_as, SaveAsScene)
    offered = save_as.entry.get_text()
    assert offered == "Freight Train - Marieke van den Berg-Oosterhuis and 3 more"
    click_widget(app, save_as.save)
    assert named_save_path(offered).exists()  # saved under the very name offered


def test_save_as_with_the_name_wiped_says_to_type_one_and_saves_nothing(app: App) -> None:
    at_the_table(app, "freight")
    click_widget(app, open_game_menu(app).buttons["Save as…"])
    save_as = app.stack.top
    assert isinstance(save_as, SaveAsScene)
    type_into(app, save_as.entry, "   ")
    assert save_as.label.text == "Type a name to save the game under."
    assert not save_as.save.is_enabled
    click_widget(app, save_as.save)
    press(app, pygame.K_RETURN)
    assert app.stack.top is save_as and not list(saves_dir().glob("*.json"))
    type_into(app, save_as.entry, "Friday")
    assert save_as.save.is_enabled
    click_widget(app, save_as.save)
    assert named_save_path("Friday").exists()


def test_a_continue_that_meets_a_damaged_file_leads_to_load_with_it_chosen(app: App) -> None:
    table = at_the_table(app, "freight")
    kept = table.session.autosave
    assert kept is not None
    quit_to_menu(app)
    kept.write_text(kept.read_text("utf-8")[:200], "utf-8")  # cut short, as a full disk leaves it
    click_widget(app, app.stack.top.buttons["Continue"])
    said = app.stack.top
    assert isinstance(said, MessageScene) and said.confirm is not None
    assert "Load game lists every other game, and can delete this one." in said.text
    click_widget(app, said.confirm)
    load = app.stack.top
    assert isinstance(load, LoadScene)
    assert load.selected is not None and load.selected.path == kept
    assert load.delete_button.is_enabled and not load.open_button.is_enabled
    assert load.list.entry_rect(load.rows.index(load.selected)).colliderect(load.list.rect)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)  # and back where Continue was


def test_a_word_longer_than_its_line_is_broken_not_cut() -> None:
    face = font(16)
    path = "/home/someone/.local/share/railway-games/saves/games/20231114-232000-695a80.json"
    lines = wrap(f"{path} is not valid JSON (line 12, column 2)", face, 300)
    assert all(face.size(line)[0] <= 300 for line in lines)
    assert lines[0][-1] in "/-"  # broken after a folder's name or a dash where it can be
    assert "".join(lines).replace(" ", "") == f"{path}isnotvalidJSON(line12,column2)"
