"""Where the statistics are kept: DATA/statistics.json, written atomically like saves.

The file is a summary of the kept finished games, never the only copy of
anything: a damaged one is reported and worked out again from the kept games
(through the saves' index), and one that has fallen behind (a game finished
while the file could not be written, a game deleted outside the app) is
brought up to date when read. A game that ends is counted at once, with its
folder's index entry; a game deleted in the app comes off at once, from its
index entry too (both by library.Library), so the Statistics screen opens
without counting anything.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.store.files import UnreadableFile, read_json, write_json_atomic
from game.store.index_rows import IndexEntry, is_finished
from game.store.paths import data_dir
from game.store.stats.model import OLDER_VERSIONS, Finished, Statistics, brought_up_to_date
from game.texts import tr

if TYPE_CHECKING:
    from game.store.save_index import FolderIndex

STATS_NAME = "statistics.json"


def stats_path() -> Path:
    return data_dir() / STATS_NAME


@dataclass
class Kept:
    """The statistics as read, and what was wrong with the file ('' when nothing)."""

    statistics: Statistics
    problem: str = ""


def read_statistics(path: Path) -> Kept:
    """The statistics in `path`; an empty set and the reason when it is damaged.

    A missing file is no problem: nothing has been counted yet.
    """
    try:
        data = read_json(path)
    except UnreadableFile as error:
        exists = path.exists() or path.is_symlink()
        return Kept(Statistics(), error.reason if exists else "")
    if isinstance(data, dict) and data.get("version") in OLDER_VERSIONS:
        return Kept(Statistics())  # an older copy of the app's file: counted again, quietly
    try:
        return Kept(Statistics.from_json(data))
    except ValueError as error:
        return Kept(Statistics(), tr("{path} is damaged: {error}").format(path=path, error=error))


def write_statistics(path: Path, statistics: Statistics) -> None:
    """Store the statistics; a folder that cannot be written keeps the old file."""
    try:
        write_json_atomic(path, statistics.to_json(), compact=True)
    except OSError:
        pass  # worked out again from the kept games next time


def current_statistics(finished: Callable[[], list[Finished]], names: set[str]) -> Kept:
    """The statistics of the finished games kept (their file `names`), from the file,
    brought up to date and stored again when that changed them; a damaged file is rebuilt
    and its problem told. `finished` gives the games with their measures, and is asked only
    when the file is not up to date (the measures are a large file of their own)."""
    path = stats_path()
    kept = read_statistics(path)
    start = None if kept.problem else kept.statistics
    if start is not None and start.counted == names:
        return kept
    statistics, changed = brought_up_to_date(start, finished())
    if changed:
        write_statistics(path, statistics)
    return Kept(statistics, kept.problem)


def newest_first(indexes: list[FolderIndex], game: str, names: set[str]) -> Iterator[
        IndexEntry]:
    """The finished games of `game` the `indexes` list at which one of `names` may have
    sat, newest first (by time, then name), each made an entry only when reached: a row
    whose text names none of them is passed over unread."""
    seated = [json.dumps([name], ensure_ascii=False)[:-1] + "," for name in names]
    rows = [(row[1], name, number) for number, index in enumerate(indexes)
            for name, row in index.rows.items()
            if row[3] == game and is_finished(row) and any(s in row[5] for s in seated)]
    rows.sort(reverse=True)
    return (indexes[number].entry(name) for _, name, number in rows)
