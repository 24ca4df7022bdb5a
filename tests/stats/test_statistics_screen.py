"""The Statistics screen, driven by the mouse: players, their games, a damaged file."""

from __future__ import annotations

from pathlib import Path

from game.store.stats.file import stats_path
from game.ui.app import App
from game.ui.stats.scene import StatisticsScene
from tests.replay.kept import keep
from tests.ui.driving import click, click_widget, frames, from_menu


def test_each_player_s_games_are_shown_as_tables(app: App, data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    keep(data_dir, "freight-3-face-down", players=["Bob", "Ann", "Cy"])
    keep(data_dir, "koplopers-2-random-normal", people=2, players=["Bob", "Ann"])
    keep(data_dir, "koplopers-3-standard", people=2, players=["Bob", "Cy", "Dee"])
    scene = from_menu(app, "Statistics", StatisticsScene)
    frames(app)
    assert scene.players() == ["Bob", "Ann", "Cy"]  # most games first; computers are not
    assert scene.player == "Bob" and scene.game == "freight"
    texts = [entry.text for entry in scene.tables.entries]
    assert "Games played and won" in texts
    assert any(text.startswith("3 players\t1\t") for text in texts)
    click_widget(app, scene.game_buttons["koplopers"])
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene) and scene.game == "koplopers"
    texts = [entry.text for entry in scene.tables.entries]
    assert any(text.startswith("Passengers per round") for text in texts)
    click(app, scene.names.entry_rect(1).center)  # Ann
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    assert scene.player == "Ann" and set(scene.game_buttons) == {"freight", "koplopers"}
    click_widget(app, scene.game_buttons["freight"])
    assert scene.game == "freight"
    texts = [entry.text for entry in scene.tables.entries]
    assert any(text.startswith("Box trains\t") for text in texts)
    assert any(text.startswith("Easy\t1\t") for text in texts)  # Bob was the computer


def test_a_damaged_statistics_file_is_reported_on_the_screen(app: App, data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    stats_path().write_text("[1, 2")
    scene = from_menu(app, "Statistics", StatisticsScene)
    frames(app)
    assert "not valid JSON" in scene.problem
    assert scene.players() == ["Ann"]
    again = from_menu_again(app)
    assert again.problem == ""  # rebuilt and stored: no longer damaged


def from_menu_again(app: App) -> StatisticsScene:
    click_widget(app, app.stack.top.back)  # type: ignore[attr-defined]
    return from_menu(app, "Statistics", StatisticsScene)


def test_many_games_are_read_a_slice_at_a_time(app: App, data_dir: Path) -> None:
    for moves in range(6):
        keep(data_dir, "koplopers-2-random-normal", moves=None if moves == 0 else 20 + moves,
             file=f"game{moves}.json")
    scene = from_menu(app, "Statistics", StatisticsScene)
    for _ in range(100):
        if scene.statistics is not None:
            break
        frames(app, 1)
    assert scene.statistics is not None
    assert scene.players() == ["Player 1"]
