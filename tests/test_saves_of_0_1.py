"""Saves written by version 0.1 of the app (main at ead95b3, before storage moved to
game/store) still open, as the same games with the same seats, and list in Load.

tests/saves_of_0_1/ holds autosaves that version's own Session wrote (two Freight
games, two Koplopers games, mid-game and finished, with people and computers at
several levels, rule options on and off); expected.json is what that version read
back from each. Nothing in the folder is ever re-made: it is the players' disk.
"""

import json
import shutil
from pathlib import Path

import pytest

from game.store.library import Library
from game.store.paths import DATA_DIR_VARIABLE
from game.store.save_format import read_save
from game.store.saves import finished_dir, games_dir

FOLDER = Path(__file__).resolve().parent / "saves_of_0_1"
EXPECTED = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_save_of_0_1_opens_as_the_same_game_with_the_same_seats(name: str) -> None:
    loaded = read_save(FOLDER / name)
    game, expected = loaded.game, EXPECTED[name]
    assert len(game.actions) == expected["actions"]
    assert game.is_over == expected["over"]
    assert game.current_player == expected["current_player"]
    assert game.scores() == expected["scores"] and game.ranking() == expected["ranking"]
    assert game.log[-3:] == expected["log_tail"]
    assert [seat.to_json() for seat in loaded.seats] == expected["seats"]


def test_saves_of_0_1_list_in_load_and_count_in_the_statistics(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path))
    for name, expected in EXPECTED.items():
        folder = finished_dir() if expected["over"] else games_dir()
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(FOLDER / name, folder / name)
    library = Library()
    catalogue = library.catalogue()
    catalogue.work()
    listed = {item.name: item for item in catalogue.listing()}
    assert set(listed) == set(EXPECTED)
    assert all(not item.problem for item in listed.values())
    statistics = library.statistics(catalogue)
    assert statistics.problem == ""
    assert statistics.statistics.counted == {n for n, e in EXPECTED.items() if e["over"]}
