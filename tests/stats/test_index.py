"""The saves' index: lists what Load would find by replaying, and heals itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.store import save_index
from game.store.save_list import FINISHED, IN_PROGRESS, Catalogue, describe
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from tests.replay.kept import keep
from tests.ui.driving import click, from_menu


def listed(catalogue: Catalogue) -> list[tuple[str, str, str]]:
    return [(item.section, item.line, item.detail) for item in catalogue.listing()]


def test_the_index_lists_what_reading_every_file_lists(data_dir: Path) -> None:
    finished = keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    going = keep(data_dir, "koplopers-2-random-normal", moves=40)
    (data_dir / "saves" / "games" / "broken.json").write_text("{")
    catalogue = Catalogue()
    assert catalogue.pending == 3
    assert catalogue.work()
    by_reading = {describe(finished, FINISHED).line, describe(going, IN_PROGRESS).line}
    lines = {line for _, line, _ in listed(catalogue)}
    assert by_reading < lines
    assert any("damaged" in line for line in lines)
    again = Catalogue()  # read from the index files: nothing to replay
    assert again.pending == 0
    assert listed(again) == listed(catalogue)


def test_a_changed_file_is_read_again_and_a_deleted_one_dropped(data_dir: Path) -> None:
    going = keep(data_dir, "koplopers-2-random-normal", moves=40, file="slot.json")
    other = keep(data_dir, "freight-2-random-easy", moves=10)
    Catalogue().work()
    keep(data_dir, "koplopers-2-random-normal", moves=41, file="slot.json", when=2e9)
    other.unlink()
    catalogue = Catalogue()
    assert catalogue.pending == 1
    catalogue.work()
    [item] = catalogue.listing()
    assert item.path == going and "41 moves" in item.detail


def test_a_damaged_index_is_reported_and_rebuilt_from_the_saves(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy")
    Catalogue().work()
    index = data_dir / "index" / "finished.json"
    data = json.loads(index.read_text())
    data["entries"]["freight-2-random-easy-600.json"][2] = "many"  # whether it is over
    index.write_text(json.dumps(data))
    catalogue = Catalogue()
    assert catalogue.damaged and "damaged" in catalogue.damaged[0]
    assert catalogue.pending == 1
    catalogue.work()
    assert len(catalogue.listing()) == 1
    assert Catalogue().damaged == []


def test_a_damaged_entry_is_listed_as_such_and_read_again(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy")
    Catalogue().work()
    index = data_dir / "index" / "finished.json"
    data = json.loads(index.read_text())
    data["entries"]["freight-2-random-easy-600.json"][5] = '[1, "many"'  # its fields
    index.write_text(json.dumps(data))
    catalogue = Catalogue()
    [item] = catalogue.listing()
    assert "damaged" in item.problem and "read again" in item.problem
    assert catalogue.pending == 1  # the screen reads it again in its next frames
    catalogue.work()
    assert not catalogue.listing()[0].problem
    assert not Catalogue().listing()[0].problem  # and the index file is right again


def test_an_index_of_version_2_is_taken_over_without_reading_a_save(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    keep(data_dir, "koplopers-2-random-normal", moves=40)
    Catalogue().work()
    before = listed(Catalogue())
    for name in ("finished", "games"):
        path = data_dir / "index" / f"{name}.json"
        data = json.loads(path.read_text())
        rows = {file: json.loads(row[5]) for file, row in data["entries"].items()}
        path.write_text(json.dumps({**data, "version": 2, "entries": rows}))

    def no_reading(path: Path) -> None:
        raise AssertionError(f"{path} was read again")

    monkeypatch.setattr(save_index, "read_save", no_reading)
    catalogue = Catalogue()
    assert catalogue.pending == 0 and catalogue.damaged == []
    assert listed(catalogue) == before
    catalogue.work()  # and written in this version's shape
    written = json.loads((data_dir / "index" / "games.json").read_text())["version"]
    assert written == save_index.VERSION


def test_indexing_works_in_slices_so_a_screen_can_go_on_drawing(data_dir: Path) -> None:
    for number in range(3):
        keep(data_dir, "koplopers-2-random-normal", moves=10 + number)
    catalogue = Catalogue()
    assert not catalogue.work(0.0)  # one file per slice at least
    assert catalogue.pending == 2
    assert catalogue.work()


def test_load_opens_from_the_index_without_reading_a_save(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    keep(data_dir, "koplopers-2-random-normal", moves=40)
    Catalogue().work()

    def no_reading(path: Path) -> None:
        raise AssertionError(f"{path} was read again")

    monkeypatch.setattr(save_index, "read_save", no_reading)
    load = from_menu(app, "Load game", LoadScene)
    assert [item.section for item in load.saves] == [IN_PROGRESS, FINISHED]
    click(app, load.list.entry_rect(1).center)
    assert load.selected is not None and "40 moves" in load.selected.detail
