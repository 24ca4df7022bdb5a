"""The language is a setting (issue 38): English or Nederlands, the system's until one is
chosen; a choice applies at once to every screen, is stored, and is the language of the
next start's first frame. The rules screen reads the texts written in that language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.store.paths import data_dir
from game.store.settings import SETTINGS_FILE, Settings, load_settings, save_settings
from game.texts import LANGUAGE_VARIABLES, language
from game.ui.app import App
from game.ui.resources import RULES_DIR
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.rules import RulesScene, rule_files, rules_text
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.widgets.markdown import markdown_entries

from .driving import click_widget, from_menu

DUTCH_MENU = {"New game": "Nieuw spel", "Learn": "Leren", "Load game": "Spel laden",
              "Statistics": "Statistieken", "Rules": "Regels", "Settings": "Instellingen",
              "Quit": "Afsluiten"}


def test_the_language_round_trips_through_the_settings_file() -> None:
    assert load_settings().language is None  # the system's, until one is chosen
    save_settings(Settings(language="nl"))
    assert json.loads((data_dir() / SETTINGS_FILE).read_text())["language"] == "nl"
    assert load_settings().language == "nl"
    save_settings(Settings(language="en"))
    assert load_settings().language == "en"
    for unreadable in ("xx", 3, ["nl"], True):
        (data_dir() / SETTINGS_FILE).write_text(json.dumps({"language": unreadable}))
        assert load_settings().language is None


def test_choosing_nederlands_in_settings_makes_the_menu_dutch_and_is_kept(app: App) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.buttons["New game"].text == "New game"
    settings = from_menu(app, "Settings", SettingsScene)
    assert settings.segments["language"].chosen == "en"
    click_widget(app, settings.segments["language"].button_for("nl"))
    assert settings.segments["language"].chosen == "nl"  # laid out again at once
    assert settings.buttons["sound"].text == "Geluid: aan"
    assert load_settings().language == "nl"
    click_widget(app, settings.done)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert {key: menu.buttons[key].text for key in DUTCH_MENU} == DUTCH_MENU

    again = App()  # the next start: Dutch from its first frame
    again.navigator.push("menu")
    again.frame(0.0)
    assert language() == "nl"
    menu = again.stack.top
    assert isinstance(menu, MenuScene) and menu.buttons["Quit"].text == "Afsluiten"

    settings = from_menu(again, "Settings", SettingsScene)
    click_widget(again, settings.segments["language"].button_for("en"))  # and back: English
    assert settings.buttons["sound"].text == "Sound: on"
    assert load_settings().language == "en"


def test_the_system_language_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    app = App()
    app.navigator.push("menu")
    app.frame(0.0)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.buttons["Settings"].text == "Instellingen"
    assert load_settings().language is None  # nothing chosen, nothing stored


def test_the_rules_screen_reads_the_rules_in_the_players_language(app: App) -> None:
    rules = from_menu(app, "Rules", RulesScene)
    assert [path.parent for path in rules.files] == [RULES_DIR] * 3
    app.settings.language = "nl"
    app.settings_changed()
    assert [path.parent for path in rules.files] == [RULES_DIR / "nl"] * 3
    assert [tab.text for tab in rules.tabs][2] == "Spelen in deze app"
    assert rules.back.text == "Terug"


def _outline(path: Path) -> list[str]:
    """The shape of a rules text: its headings' levels, tables' rows and list items' count."""
    return [entry.style for entry in markdown_entries(path.read_text(encoding="utf-8"))
            if entry.style in ("h1", "h2", "h3", "head", "row", "bullet")]


@pytest.mark.parametrize("name", ["app", "freight", "koplopers"])
def test_each_rules_text_has_a_dutch_version_of_the_same_shape(name: str) -> None:
    english, dutch = RULES_DIR / f"{name}.md", RULES_DIR / "nl" / f"{name}.md"
    assert _outline(dutch) == _outline(english)
    title, entries = rules_text(dutch)
    assert title and len(entries) > 5
    assert sorted(p.name for p in rule_files()) == sorted(
        p.name for p in (RULES_DIR / "nl").glob("*.md"))
