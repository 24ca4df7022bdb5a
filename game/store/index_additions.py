"""The games added to a saves folder's index since it was last written whole.

A game that ends is indexed at once (its entry and its measures), but writing
the whole index of 10,000 games for one new entry costs half a second. So the
new entries go into a small file beside the index instead, written atomically
like the index itself (temporary file, fsync, rename), and the whole index is
written again only when this file holds ADDITIONS_LIMIT games or when a list
writes the index anyway: the index's readers take the base file and then
these entries over it. Putting an entry in twice changes nothing, so a crash
between writing the whole index and removing this file loses nothing.

The file also carries the folder's modification time before the first game
was added and after the last (`since`, `until`): when the index was matched to
the folder at `since` and nothing else was renamed into it meanwhile, the
index is matched to the folder at `until` as well, and the next list need not
look at 10,000 files one by one to find the one new game.

Like the index, this file is rewritten, so it is replaced, not created exclusively
(files.write_json_new is for files that must not exist yet). Two copies of the app
adding a game at the same moment may each write it without the other's row; the
game is not lost: the folder's time then matches neither `until`, and the next
list reads the game's file again (tests/robustness/test_racing_copies.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.store.files import UnreadableFile, read_json
from game.store.index_rows import first_bad_row

VERSION = 1
ADDITIONS_LIMIT = 200  # games kept apart before the whole index is written again


@dataclass
class Additions:
    """The entries (index rows) and measures added since the index was last written whole."""

    rows: dict[str, list[Any]] = field(default_factory=dict)
    measures: dict[str, list[Any]] = field(default_factory=dict)
    since: int | None = None  # the folder's time before the first addition (None: unknown)
    until: int = 0  # the folder's time after the last addition

    def add(self, row_name: str, row: list[Any], measures: list[Any], before: int | None,
            after: int) -> None:
        """Note the entry `row` of the file `row_name`, renamed into the folder when its
        time was `before` (None: unknown) and leaving it at `after`."""
        if not self.rows:
            self.since = before
        elif before is None or before != self.until:
            self.since = None  # something else changed the folder between two additions
        self.until = after
        self.rows[row_name] = row
        if measures:
            self.measures[row_name] = measures

    def matched_to(self, base_time: int) -> int:
        """The folder time the index is matched to with these entries over a base index
        matched to `base_time`."""
        return self.until if self.rows and self.since == base_time else base_time

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "since": self.since, "until": self.until,
                "entries": self.rows, "measures": self.measures}


def additions_path(index_path: Path) -> Path:
    return index_path.with_name(index_path.stem + "-added.json")


def read_additions(path: Path) -> Additions:
    """The additions kept in `path`; none when the file is missing or damaged (the files
    they describe are then found new, and read again, when a list next opens)."""
    try:
        data = read_json(path)
        if not isinstance(data, dict) or data.get("version") != VERSION:
            return Additions()
        rows, measures = data["entries"], data["measures"]
        since, until = data["since"], data["until"]
        if (not isinstance(rows, dict) or not isinstance(measures, dict)
                or first_bad_row(rows)
                or not (since is None or type(since) is int) or type(until) is not int):
            return Additions()
    except (UnreadableFile, KeyError):
        return Additions()
    return Additions(rows, measures, since, until)
