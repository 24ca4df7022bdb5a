"""A link in a saves folder that leads to no file (to nothing, or round in a circle) is
listed by Load as damaged, with the reason, and Delete removes the link itself, never
what it leads to. Only regular files are ever read."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from game.engine.errors import InvalidRecord
from game.store.library import Library
from game.store.paths import saves_dir
from game.store.save_format import read_save
from game.store.save_list import Catalogue, Listed
from game.store.saves import finished_dir, games_dir, store_named_save, taken, unused_name
from tests.replay.kept import keep

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="links need rights on Windows")

FOLDERS = {"games": games_dir, "finished": finished_dir, "Save as": saves_dir}
NOTHING = "is a link to nothing"
CIRCLE = "is a link that leads round in a circle"


def broken_links(folder: Path) -> tuple[Path, Path, Path]:
    """In `folder`: a link to a file that is not there, and two links leading to each
    other."""
    folder.mkdir(parents=True, exist_ok=True)
    dangling, first, second = (folder / f"{name}.json" for name in ("gone", "ping", "pong"))
    dangling.symlink_to(folder / "nowhere.json")
    first.symlink_to(second.name)
    second.symlink_to(first.name)
    return dangling, first, second


def listed_at(path: Path) -> Listed:
    catalogue = Catalogue()
    catalogue.work()
    return next(item for item in catalogue.listing() if item.path == path)


@pytest.mark.parametrize("where", FOLDERS)
def test_broken_links_are_listed_as_damaged_and_deleted_as_links(where: str) -> None:
    dangling, first, second = broken_links(FOLDERS[where]())
    for path, reason in ((dangling, NOTHING), (first, CIRCLE), (second, CIRCLE)):
        item = listed_at(path)
        assert reason in item.problem and "damaged" in item.line
        assert "Delete removes the link" in item.about[1]
        with pytest.raises(InvalidRecord, match=reason):
            read_save(path)
    Library().delete(dangling)
    Library().delete(first)  # the link, not the link it leads to
    assert not taken(dangling) and not taken(first) and second.is_symlink()
    names = [item.path for item in Catalogue().listing()]
    assert dangling not in names and first not in names and second in names
    Library().delete(second)
    assert Catalogue().listing() == []


def test_a_link_to_a_game_is_read_and_its_deletion_leaves_the_game(data_dir: Path) -> None:
    game = keep(data_dir, "freight-2-random-easy", file="elsewhere.json")
    kept = data_dir / "elsewhere.json"
    game.rename(kept)
    link = games_dir() / "linked.json"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(kept)
    assert not listed_at(link).problem
    Library().delete(link)
    assert kept.is_file() and Catalogue().listing() == []


def test_a_folder_indexed_before_links_were_listed_lists_them(data_dir: Path) -> None:
    """An index of version 3 was matched to its folder without its broken links: taken
    over, it is matched again, so they show without waiting for the folder to change."""
    keep(data_dir, "freight-2-random-easy")
    dangling, _, _ = broken_links(games_dir())
    Catalogue().work()
    path = data_dir / "index" / "games.json"
    index = json.loads(path.read_text())
    rows = {name: row for name, row in index["entries"].items()
            if not (games_dir() / name).is_symlink()}
    path.write_text(json.dumps({**index, "version": 3, "entries": rows}))
    assert NOTHING in listed_at(dangling).problem


def test_a_broken_link_takes_its_name(data_dir: Path) -> None:
    """Nothing is written through a link to nothing: its name counts as taken."""
    dangling, _, _ = broken_links(saves_dir())
    assert unused_name("gone") == "gone (2)"
    assert store_named_save("gone", {"a": 1}).name == "gone 2.json"
    assert dangling.is_symlink() and not os.path.exists(saves_dir() / "nowhere.json")
