"""Thousands of kept games: Load lists them from the index without reading one, and the
list scrolls to its far end by the scroll bar."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from game.store import save_index
from game.store.save_index import Described, index_of
from game.store.save_list import Catalogue
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from tests.replay.kept import keep
from tests.ui.driving import click, drag, from_menu

KEPT = 2000


def kept_many(data_dir: Path) -> Path:
    """KEPT copies of one finished game, each dated a minute apart, indexed as the app would;
    the oldest's path."""
    first = keep(data_dir, "koplopers-2-random-normal", players=["Ann", "Bob"])
    catalogue = Catalogue()
    catalogue.work()
    entry = catalogue.indexes["Finished games"].entry(first.name)
    index = index_of(first.parent)
    for number in range(KEPT):
        copy = first.with_name(f"copy-{number:05}.json")
        shutil.copyfile(first, copy)
        os.utime(copy, (1e9 + 60 * number, 1e9 + 60 * number))
        stat = copy.stat()
        index.keep(Described(entry._replace(name=copy.name, size=stat.st_size,
                                            mtime=stat.st_mtime_ns)))
    first.unlink()
    index.sync(sorted(index.rows))
    index.write()
    return first.with_name("copy-00000.json")


def test_thousands_of_games_list_from_the_index_and_scroll_to_the_end(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    oldest = kept_many(data_dir)

    def no_reading(path: Path) -> None:
        raise AssertionError(f"{path} was read: the index should have answered")

    monkeypatch.setattr(save_index, "read_save", no_reading)
    load = from_menu(app, "Load game", LoadScene)
    assert len(load.saves) == KEPT and load.catalogue.pending == 0
    listing = load.list
    u = app.display.u
    track = listing.rect.right - u(6)
    drag(app, (track, listing.rect.y + u(12)), (track, listing.rect.bottom + u(40)))
    last = len(load.rows) - 1
    assert listing.entry_rect(last).bottom <= listing.rect.bottom  # the end is in sight
    click(app, listing.entry_rect(last).center)
    assert load.selected is not None and load.selected.path == oldest
