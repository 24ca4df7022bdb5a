"""A game that ends is indexed and counted in milliseconds, whatever the folder holds.

Its entry goes into a small additions file beside the index (save_index /
index_additions), written atomically; the whole index is written again only
every ADDITIONS_LIMIT games, or when a list writes it anyway. These tests prove
that the lists and statistics see the new game exactly as if the index had
been written whole, and that a damaged additions file costs only a re-read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.store import save_index
from game.store.library import Library
from game.store.save_index import file_stamp, folder_time, index_of
from game.store.save_list import FINISHED, Catalogue, describe
from game.store.saves import finished_dir, games_dir
from game.store.stats.file import current_statistics
from tests.replay.kept import keep, recorded, seats


def _ended(name: str, slot: str, players: list[str]) -> Path:
    """Fixture `name` played to its end in the slot `slot`, as the session's last autosave."""
    record = {**recorded(name), "players": players}
    data: dict[str, Any] = {**record, "seats": seats(record, 1)}
    return Library().store_autosave(games_dir() / slot, data, finished=True)


def _index_file(data_dir: Path) -> Path:
    return data_dir / "index" / "finished.json"


def test_a_game_that_ends_is_added_without_writing_the_whole_index(data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    Catalogue().work()  # the index is written whole, and matched to the folder
    written = file_stamp(_index_file(data_dir))
    done = _ended("koplopers-2-random-normal", "new.json", ["Cor", "Dirk"])
    assert file_stamp(_index_file(data_dir)) == written
    catalogue = Catalogue()
    index = catalogue.indexes[FINISHED]
    assert catalogue.pending == 0  # nothing to read again: the new game is in the additions
    assert index.matched_to == folder_time(finished_dir())  # and no file looked at one by one
    [new] = [item for item in catalogue.listing() if item.name == done.name]
    assert new.line == describe(done, FINISHED).line
    statistics = current_statistics(catalogue.finished_games, catalogue.finished_names())
    assert statistics.statistics.players["Cor"]["koplopers"].total.played == 1


def test_the_whole_index_is_written_again_after_enough_games(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(save_index, "ADDITIONS_LIMIT", 2)
    index = index_of(finished_dir())
    for number in range(2):
        _ended("freight-2-random-easy", f"game{number}.json", ["Ann", "Bob"])
    assert index.additions_path.exists() and not index.path.exists()
    _ended("freight-2-random-easy", "game2.json", ["Ann", "Bob"])
    assert index.path.exists() and not index.additions_path.exists()  # all three, whole
    index.read()
    assert sorted(index.rows) == ["game0.json", "game1.json", "game2.json"]
    Catalogue()  # matched to the folder as it is: the index stands as written
    index = index_of(finished_dir())
    index.read()
    measures = index.measures()
    assert sorted(measures) == ["game0.json", "game1.json", "game2.json"]  # none lost


def test_a_list_that_writes_the_index_takes_the_additions_into_it(data_dir: Path) -> None:
    done = _ended("freight-2-random-easy", "one.json", ["Ann", "Bob"])
    keep(data_dir, "koplopers-2-random-normal", moves=40)  # another folder: that one changes
    (data_dir / "saves" / "finished" / "late.json").write_text("{")  # and this one too
    catalogue = Catalogue()
    catalogue.work()
    index = index_of(finished_dir())
    assert not index.additions_path.exists()
    index.read()
    assert index.entry(done.name).over and index.measures()[done.name]


def test_a_damaged_additions_file_only_makes_the_game_read_again(data_dir: Path) -> None:
    done = _ended("freight-2-random-easy", "one.json", ["Ann", "Bob"])
    index_of(finished_dir()).additions_path.write_text('{"version": 1, "entries": 7')
    catalogue = Catalogue()
    assert catalogue.pending == 1
    catalogue.work()
    assert [item.name for item in catalogue.listing()] == [done.name]
