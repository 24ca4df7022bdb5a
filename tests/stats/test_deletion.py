"""A deleted game leaves the statistics at once: they count the kept finished games.

Deleting a game (saves.delete_save, as Load and Replay do) takes it off the
statistics file, so the Statistics screen then opens without counting anything.
These tests prove that what it then has is exactly what a full count of the
games left gives: the best score and the recent scores after the game that held
them goes, a person whose last game goes, and a damaged file still rebuilt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.store.library import Library
from game.store.save_index import folder_time, index_of
from game.store.save_list import FINISHED, Catalogue
from game.store.saves import finished_dir, games_dir
from game.store.stats import file as stats_file
from game.store.stats import model
from game.store.stats.file import Kept, current_statistics, stats_path
from game.store.stats.model import Statistics, brought_up_to_date
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from game.ui.scenes.message import MessageScene
from game.ui.stats.scene import StatisticsScene
from tests.replay.kept import keep, recorded, seats
from tests.ui.driving import click, click_widget, frames, from_menu

# Each kept game: its fixture, the players' names and how many of the first seats are people.
GAMES = (
    ("freight-2-random-easy", ["Ann", "Bob"], 2),
    ("freight-3-face-down", ["Ann", "Cy", "Bob"], 2),
    ("koplopers-2-random-normal", ["Ann", "Bob"], 2),
    ("freight-2-face-down-hard", ["Bob", "Ann"], 2),
    ("koplopers-3-standard", ["Bob", "Ann", "Dee"], 2),
    ("freight-2-random-easy", ["Bob", "Ann"], 2),
    ("koplopers-2-advanced-easy-normal", ["Ann", "Bob"], 2),
    ("freight-2-standard-normal-hard", ["Ann", "Bob"], 1),
)


def kept_games(data_dir: Path) -> list[Path]:
    """GAMES kept as finished games an hour apart, oldest first, and counted."""
    paths = [keep(data_dir, name, people=people, players=players, level="hard",
                  when=1e9 + 3600 * number, file=f"game{number}.json")
             for number, (name, players, people) in enumerate(GAMES)]
    catalogue = Catalogue()
    catalogue.work()
    current_statistics(catalogue.finished_games, catalogue.finished_names())
    return paths


def full_count() -> Statistics:
    """The statistics counted afresh from every kept finished game."""
    catalogue = Catalogue()
    catalogue.work()
    statistics, _ = brought_up_to_date(None, catalogue.finished_games())
    return statistics


def opened() -> Kept:
    """The statistics as the screen opens them; counting the games again fails."""
    catalogue = Catalogue()
    catalogue.work()

    def no_count() -> list[model.Finished]:
        raise AssertionError("the statistics were counted again")

    return current_statistics(no_count, catalogue.finished_names())


def holding(best: str, person: str, game: str, paths: list[Path]) -> Path:
    """The kept game that alone holds `person`'s best in `game`: the score ('score') or a
    measure's value (its label)."""
    catalogue = Catalogue()
    index = catalogue.indexes[FINISHED]
    measures = index.measures()
    values = {}
    for path in paths:
        entry = index.entry(path.name)
        if entry.game != game:
            continue
        for number, seat in enumerate(entry.seats):
            if seat.name == person and not seat.is_computer:
                seats = measures.get(path.name, ())
                values[path] = (entry.scores[number] if best == "score"
                                else seats[number][best])
    top = max(values.values())
    [held] = [path for path, value in values.items() if value == top]
    return held


def test_each_deletion_leaves_what_a_full_count_of_the_games_left_gives(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model, "RECENT_SCORES", 2)  # the recent scores must be read again
    paths = kept_games(data_dir)
    before = opened().statistics
    assert before == full_count()
    best = holding("score", "Ann", "freight", paths)
    most = holding("Passengers per round", "Ann", "koplopers", paths)
    ann = before.players["Ann"]
    assert len(ann["freight"].scores) == 2 < ann["freight"].score.count
    for path in (best, paths[-1], most, paths[1]):  # paths[1]: Cy's only game
        Library().delete(path)
        assert not path.exists()
        paths.remove(path)
        kept = opened()
        assert kept.problem == "" and kept.statistics == full_count()
    after = opened().statistics
    assert after.players["Ann"]["freight"].score.best < before.players["Ann"][
        "freight"].score.best
    assert "Cy" not in after.players and "Cy" in before.players
    assert after.counted == {path.name for path in paths}


def test_a_game_deleted_just_after_it_ended_leaves_the_statistics(data_dir: Path) -> None:
    kept_games(data_dir)
    record = {**recorded("koplopers-3-easy-random"), "players": ["Eve", "Ann", "Bob"]}
    slot = games_dir() / "just-ended.json"
    done = Library().store_autosave(slot, {**record, "seats": seats(record, 2)}, finished=True)
    assert index_of(finished_dir()).additions_path.exists()  # not in the index file
    assert opened().statistics.players["Eve"]["koplopers"].total.played == 1
    Library().delete(done)
    assert opened() == Kept(full_count())


def test_a_deleted_game_leaves_its_folder_s_index_still_matched_to_the_folder(
        data_dir: Path) -> None:
    paths = kept_games(data_dir)
    Library().delete(paths[0])
    catalogue = Catalogue()  # matched to the folder: its files are not looked at one by one
    index = catalogue.indexes[FINISHED]
    assert index.unchanged() and paths[0].name not in index.rows
    assert sorted(index.rows) == sorted(path.name for path in paths[1:])
    keep(data_dir, "freight-2-random-easy", file="late.json")  # the folder changes meanwhile
    Library().delete(paths[1])
    catalogue = Catalogue()
    assert catalogue.pending == 1  # the new file: matched to the folder the usual way
    catalogue.work()
    assert sorted(catalogue.indexes[FINISHED].rows) == sorted(
        ["late.json", *(path.name for path in paths[2:])])


def test_the_index_written_at_a_deletion_keeps_the_measures_of_a_game_just_ended(
        data_dir: Path) -> None:
    """The deletion writes the whole index, with the games added since (their measures
    too), and lets go again of the measures it read only for that: ten thousand games'
    take about 12 MB."""
    paths = kept_games(data_dir)
    record = {**recorded("koplopers-3-easy-random"), "players": ["Eve", "Ann", "Bob"]}
    slot = games_dir() / "just-ended.json"
    done = Library().store_autosave(slot, {**record, "seats": seats(record, 2)}, finished=True)
    index = index_of(finished_dir())
    index.read()
    ended = index.measures_of(done.name)
    assert ended and index.additions_path.exists()
    before = folder_time(finished_dir())
    paths[0].unlink()
    index.forget(paths[0].name, before)
    assert not index.additions_path.exists()  # in the index file now
    assert index._measures is None  # read for the writing only, and let go
    written = index_of(finished_dir())
    written.read()
    assert written.measures_of(done.name) == ended
    assert paths[0].name not in written.measures() and paths[1].name in written.measures()


def test_a_damaged_statistics_file_is_left_to_be_rebuilt(data_dir: Path) -> None:
    paths = kept_games(data_dir)
    stats_path().write_text("[1, 2")
    Library().delete(paths[0])
    assert stats_path().read_text() == "[1, 2"  # nothing to take the game off
    catalogue = Catalogue()
    catalogue.work()
    kept = current_statistics(catalogue.finished_games, catalogue.finished_names())
    assert "not valid JSON" in kept.problem and kept.statistics == full_count()
    Library().delete(paths[1])
    assert opened() == Kept(full_count())


def test_an_older_version_s_file_is_counted_again_quietly(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    stats_path().write_text('{"version": 1, "counted": "", "players": {}}')
    catalogue = Catalogue()
    catalogue.work()
    kept = current_statistics(catalogue.finished_games, catalogue.finished_names())
    assert kept == Kept(full_count()) and kept.statistics.players["Ann"]


def delete_by_mouse(app: App, menu_button: str, name: str) -> None:
    """Open Load or Replay from the menu, choose the game `name`, Delete it and confirm."""
    scene = from_menu(app, menu_button, LoadScene)
    [chosen] = [listed for listed in scene.saves if listed.name == name]
    row = scene.rows.index(chosen)
    scene.list.scroll_to(row)
    click(app, scene.list.entry_rect(row).center)
    assert scene.selected == chosen
    click_widget(app, scene.delete_button)
    question = app.stack.top
    assert isinstance(question, MessageScene) and question.confirm is not None
    click_widget(app, question.confirm)
    assert app.stack.top is scene and name not in [listed.name for listed in scene.saves]
    click_widget(app, scene.back)


def test_games_deleted_in_load_and_replay_leave_the_statistics_screen(
        app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = kept_games(data_dir)
    best = holding("score", "Ann", "freight", paths)
    delete_by_mouse(app, "Load game", best.name)
    delete_by_mouse(app, "Replay", paths[1].name)  # Cy's only game

    def no_count(*_: object) -> None:
        raise AssertionError("the statistics were counted again")

    monkeypatch.setattr(stats_file, "brought_up_to_date", no_count)
    scene = from_menu(app, "Statistics", StatisticsScene)
    frames(app)
    assert scene.statistics is not None and scene.problem == ""
    assert scene.statistics == full_count()
    assert "Cy" not in scene.players()
    click(app, scene.names.entry_rect(scene.players().index("Ann")).center)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene) and scene.player == "Ann"
    click_widget(app, scene.game_buttons["freight"])
    texts = [entry.text for entry in scene.tables.entries]
    games, _, best_now = texts[texts.index("Scores") + 2].split("\t")
    ann = full_count().players["Ann"]["freight"]
    assert (int(games), float(best_now)) == (ann.score.count, ann.score.best)
