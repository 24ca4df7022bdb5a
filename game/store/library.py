"""The player's kept games as one whole: the saves folders, each folder's index, the statistics.

A game that ends, or a save the player deletes, changes all three: the file moves or
goes, its folder's index gains or loses its row, and the statistics count it or stop
counting it. Those changes are made here, in one place, so the index and the
statistics never learn of a game by a side road, and the modules that keep each of
them (saves, save_index, stats.file) need not know of one another.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.store.files import move_new, write_json_atomic
from game.store.index_rows import is_finished
from game.store.save_index import folder_time, index_of
from game.store.save_list import Catalogue
from game.store.saves import finished_dir, games_dir, new_slot, take_slot
from game.store.stats.file import (
    Kept,
    current_statistics,
    newest_first,
    read_statistics,
    stats_path,
    write_statistics,
)


class Library:
    """Every kept game, with its index and the statistics, changed together."""

    def store_autosave(self, slot: Path, data: Any, finished: bool, new: bool = False) -> Path:
        """Write a game's autosave into `slot`; a finished game's moves to finished/, where
        its folder's index and the statistics count it at once.

        A `new` slot (one the game has not written yet: saves.new_slot) is created, never
        replacing a file: when its name was taken meanwhile, even by another copy of the
        app, the game takes another slot. A finished game never replaces one in finished/
        either; one that cannot be moved there (a read-only folder) stays in its slot,
        listed with the finished games, and moves at its next autosave.

        Returns where the game is kept now, which is the game's own slot from then on
        (OSError when it could not be written).
        """
        if new:
            slot = take_slot(slot, data)
        else:
            write_json_atomic(slot, data)
        if not finished or slot.parent != games_dir():
            return slot
        done = finished_dir() / slot.name
        try:
            done.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return slot  # written: it is kept, and moves at its next autosave
        before = folder_time(done.parent)
        while True:
            try:
                move_new(slot, done)
                break
            except FileExistsError:  # a game of that name is there already: another name
                done = new_slot(folder=done.parent)
            except OSError:
                return slot  # written: it is kept, and moves at its next autosave
        self.count_finished(done, before)
        return done

    def delete(self, path: Path) -> None:
        """Remove the save at `path` for good (OSError when it cannot be). A finished game
        leaves the statistics with it (they count the kept finished games), and the file
        leaves its folder's index."""
        before = folder_time(path.parent)
        self._uncount(path, path.unlink)
        index_of(path.parent).forget(path.name, before)

    def catalogue(self) -> Catalogue:
        """Every saves folder's index, matched to the files there now (not yet complete:
        see Catalogue.work)."""
        return Catalogue()

    def statistics(self, catalogue: Catalogue) -> Kept:
        """The statistics of the finished games `catalogue` lists, up to date."""
        return current_statistics(catalogue.finished_games, catalogue.finished_names())

    @staticmethod
    def count_finished(path: Path, before: int | None = None) -> None:
        """A game just finished and stored at `path` (renamed into its folder when the
        folder's time was `before`; None: unknown): index it and count it."""
        index = index_of(path.parent)  # the index file itself is not read: a game ends
        described = index.append(path, before)  # in a few milliseconds with 10,000 kept
        if described is None or not described.entry.over:
            return
        stats = stats_path()
        kept = read_statistics(stats)
        if kept.problem:
            return  # the next look at the statistics rebuilds them, and says why
        if kept.statistics.add(described.entry, described.measures):
            write_statistics(stats, kept.statistics)

    @staticmethod
    def _uncount(path: Path, delete: Callable[[], object]) -> None:
        """Delete the kept game at `path` by calling `delete` (whose OSError passes on), and
        take it off the statistics if they counted it.

        What comes off is worked out first, from the game's index entry and measures, and
        stored once the file is gone. When that cannot be done (a damaged statistics file,
        a game the index does not know) the statistics are left as they are, and the next
        look at them counts them again.
        """
        stats = stats_path()
        kept = read_statistics(stats)
        statistics = kept.statistics
        indexes = [index_of(folder) for folder in (games_dir(), finished_dir())]
        index = next((index for index in indexes if index.folder == path.parent), None)
        changed = False
        if index is not None and not kept.problem and path.name in statistics.counted:
            index.read()
            row = index.rows.get(path.name)
            if row is not None and is_finished(row):
                for other in indexes:
                    if other is not index:
                        other.read()
                changed = statistics.remove(
                    index.entry(path.name), index.measures_of(path.name),
                    lambda game, names: newest_first(indexes, game, names))
        delete()
        if changed:
            write_statistics(stats, statistics)
