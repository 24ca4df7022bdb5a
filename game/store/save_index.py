"""A small index of the saves in each folder, so thousands of games list in milliseconds.

Listing a save for real means replaying it (save_format.read_save), tens of
milliseconds a game: with 10,000 finished games that is minutes. Each saves
folder therefore has an index in DATA/index/: for every file, what Load and
Replay show of it (game, seats, moves, stage, scores, winners) or why it cannot
be opened, with the file's size and modification time when it was described;
and, in a second file read only by the statistics, each finished game's
measures (stats.facts). Each entry is a short row (index_rows): what every list
needs of every save as plain values, the rest as JSON text read only for the
saves a screen shows; and the measures are kept apart: the index of 10,000
games is read in about 25 ms. An index of the version before is taken over.

An entry whose file has another size or time now (a game played on, a file
replaced) is described again; an entry whose file is gone is dropped; a file
without an entry is described. Saves are only ever replaced by a rename into
their folder, which changes the folder's own modification time, so while that
time is the one the index was matched to, the files need not be looked at one by
one; a file the app deletes leaves the index at once, which stays matched
(forget). A damaged or missing index is rebuilt from the records, in slices of
a time budget (`work`), so a screen goes on drawing, with progress, meanwhile; what is
done is stored every KEEP_EVERY seconds. Indexes are written atomically
(game.store.files' temporary file, fsync and rename), like saves, as compact JSON; a
folder that cannot be written keeps working from the index in memory. A game
that ends is added in a small file of its own (index_additions), not by
writing the whole index again.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine.errors import InvalidRecord
from game.engine.games import game_module, winners
from game.store.files import UnreadableFile, read_bytes, read_json, write_json_atomic
from game.store.index_additions import ADDITIONS_LIMIT, Additions, additions_path, read_additions
from game.store.index_rows import (
    IndexedSeat,
    IndexEntry,
    first_bad_row,
    rows_of_version_2,
)
from game.store.paths import data_dir, saves_dir
from game.store.save_format import LoadedSave, read_save
from game.store.stats.facts import Measures, measures
from game.texts import tr

# The index files' rows (index_rows). 2 had each entry's fields as plain values; 2 and 3
# were matched to their folders without the links that lead to no file (now listed as
# damaged), so a folder indexed by them is matched to its files once more when taken over.
VERSION = 4
MEASURES_VERSION = 2
# While a large folder is indexed, what is done so far is stored this often (seconds), so
# closing the app midway loses little of the work.
KEEP_EVERY = 15.0


@dataclass(frozen=True)
class Described:
    """A file described: its entry, and the measures of a finished game (else none)."""

    entry: IndexEntry
    measures: tuple[Measures, ...] = ()


def describe(name: str, size: int, mtime: int, loaded: LoadedSave) -> Described:
    """The index entry (and measures) of a save that opened as `loaded`."""
    game = loaded.game
    declared = game_module(game.NAME).INFO
    stage_key = declared.stage
    scores = tuple(game.scores())
    ranking = tuple(game.ranking())
    entry = IndexEntry(
        name, size, mtime, game=game.NAME, title=declared.title, stage_name=stage_key,
        seats=tuple(IndexedSeat(s.name, s.colour, s.kind, s.level) for s in loaded.seats),
        moves=len(game.actions),
        over=game.is_over, stage=game.view(None).stage if stage_key else None,
        to_move=game.current_player, scores=scores, ranking=ranking, winners=winners(game),
    )
    return Described(entry, tuple(measures(game)) if game.is_over else ())


def describe_file(path: Path, size: int, mtime: int) -> Described:
    """The file at `path` (of that size and time) described: read and replayed for real."""
    try:
        return describe(path.name, size, mtime, read_save(path))
    except InvalidRecord as error:
        return Described(IndexEntry(path.name, size, mtime, problem=error.reason))


def _stamps(folder: Path, names: list[str]) -> dict[str, tuple[int, int]]:
    """Each named file's (size, modification time); files gone meanwhile are left out.

    A link that leads to no file (to nothing, or round in a circle) is stamped as the
    link itself, so it is listed as damaged, and can be deleted, like any save that
    cannot be opened, rather than being invisible in the app.
    """
    found = {}
    for name in names:
        try:
            info = os.stat(folder / name)
        except OSError:
            try:
                info = os.lstat(folder / name)
            except OSError:
                continue
        found[name] = (info.st_size, info.st_mtime_ns)
    return found


# Each index file's rows as last read or written, with the file's (size, time) then.
_KEPT: dict[Path, tuple[tuple[int, int], dict[str, list[Any]], int]] = {}


def file_stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def folder_time(folder: Path) -> int:
    try:
        return os.stat(folder).st_mtime_ns
    except OSError:
        return 0


@dataclass
class FolderIndex:
    """The index of one saves folder, kept in the file `path` (and its measures beside it);
    `pending` lists files still to describe.

    Each file's entry is kept as the short list the index file holds (`rows`) and made
    an IndexEntry only when asked for (`entry`): a list of 10,000 games sorts and
    sections the rows and makes entries only for the games it shows.
    """

    folder: Path
    path: Path
    rows: dict[str, list[Any]] = field(default_factory=dict)
    pending: list[str] = field(default_factory=list)
    damaged: str = ""  # why the index file was rebuilt, or ""
    changed: bool = False
    matched_to: int = 0  # the folder's modification time the entries were matched to
    _entries: dict[str, IndexEntry] = field(default_factory=dict)  # the rows made entries
    _measures: dict[str, tuple[Measures, ...]] | None = None  # read when first asked for
    _additions: Additions = field(default_factory=Additions)  # the rows added since written
    _stamps: dict[str, tuple[int, int]] = field(default_factory=dict)
    _kept_at: float = field(default_factory=time.perf_counter)

    @property
    def measures_path(self) -> Path:
        return self.path.with_name(self.path.stem + "-measures.json")

    @property
    def additions_path(self) -> Path:
        return additions_path(self.path)

    def entry(self, name: str) -> IndexEntry:
        """The entry of the file `name`; a row found damaged now lists it as unreadable
        meanwhile, and the file is queued to be read again (`work`)."""
        found = self._entries.get(name)
        if found is None:
            row = self.rows[name]
            try:
                found = IndexEntry.from_json(name, row)
            except ValueError as error:
                found = IndexEntry(name, 0, 0, tr(
                    "its index entry is damaged ({error}); the file is being read again"
                ).format(error=error))
                stamp = file_stamp(self.folder / name)
                if stamp is not None:
                    self._stamps[name] = stamp
                    self.pending.append(name)
            self._entries[name] = found
        return found

    def read(self) -> None:
        """Take the rows from the index file; a damaged one is noted and ignored.

        The rows last read or written are kept in memory while the file is unchanged, so
        the next screen to open (Load, then Replay, then Statistics) reads nothing.
        """
        self._read_base()
        self._additions = read_additions(self.additions_path)
        self.rows.update(self._additions.rows)
        self.matched_to = self._additions.matched_to(self.matched_to)

    def _read_base(self) -> None:
        """The rows of the index file itself (from memory while it is unchanged)."""
        stamp = file_stamp(self.path)
        kept = _KEPT.get(self.path)
        if kept is not None and stamp is not None and kept[0] == stamp:
            self.rows, self.matched_to = dict(kept[1]), kept[2]
            return
        try:
            data = read_json(self.path)
        except UnreadableFile as error:
            if self.path.exists() or self.path.is_symlink():
                self.damaged = error.reason
            self.changed = bool(self.damaged)
            return
        try:
            if not isinstance(data, dict) or data.get("version") not in (VERSION, 3, 2):
                raise ValueError(tr("it is not an index of this version"))
            version = data["version"]
            rows = data.get("entries")
            if not isinstance(rows, dict):
                raise ValueError(tr("it has no entries"))
            if version == 2:  # taken over, and written in this version's shape
                rows = rows_of_version_2(rows)
            problem = first_bad_row(rows)
            if problem:
                raise ValueError(problem)
            # An older index is taken over (its rows are right), matched to the folder's
            # files again (each file's size and time looked at, none read), and written.
            self.changed |= version != VERSION
            matched = data.get("folder", 0) if version == VERSION else 0
            if type(matched) is not int:
                raise ValueError(tr("its folder's stamp is not a number"))
            self.rows, self.matched_to = rows, matched
            if stamp is not None and not self.changed:
                _KEPT[self.path] = (stamp, dict(rows), self.matched_to)
            return
        except ValueError as error:
            self.rows = {}
            self.damaged = tr("{path} is damaged: {error}").format(path=self.path, error=error)
            self.changed = True

    def unchanged(self) -> bool:
        """Nothing was renamed into the folder or out of it since the rows were matched to
        it (then even listing the folder's 10,000 names can be left out)."""
        now = folder_time(self.folder)
        return bool(now) and now == self.matched_to

    def sync(self, names: list[str]) -> None:
        """Match the rows to the files `names` there now: keep the rows whose file is
        unchanged, drop those of files gone, and queue the rest to be described."""
        now = folder_time(self.folder)
        if now == self.matched_to and now and set(names) == set(self.rows):
            self.pending = []
            return  # nothing renamed into the folder or out of it since the last match
        self._stamps = _stamps(self.folder, names)
        gone = [n for n in self.rows if n not in self._stamps]
        for name in gone:
            del self.rows[name]
            self._entries.pop(name, None)
        self.pending = [
            name for name, stamp in self._stamps.items()
            if (row := self.rows.get(name)) is None or (row[0], row[1]) != stamp
        ]
        self.changed |= bool(gone) or self.matched_to != now
        self.matched_to = now

    def measures(self) -> dict[str, tuple[Measures, ...]]:
        """Each finished game's measures, read from their file when first asked for (a
        damaged or missing file gives none: the games are then counted without)."""
        if self._measures is None:
            self._measures = {}
            try:
                data = read_json(self.measures_path)
                if isinstance(data, dict) and data.get("version") == MEASURES_VERSION:
                    # Taken as the JSON holds them (ten thousand games): a value that is not
                    # a number is refused where a statistic adds it up (stats.model).
                    self._measures = {n: tuple(seats) for n, seats in data["measures"].items()}
            except (UnreadableFile, KeyError, TypeError, ValueError, AttributeError):
                pass
            self._measures.update((n, tuple(m)) for n, m in self._additions.measures.items())
        return self._measures

    def measures_of(self, name: str) -> tuple[Measures, ...]:
        """The measures of the finished game `name` (none when it has none), as measures()
        gives them, but without reading every game's: the measures file (written compact,
        by write_json_atomic) is searched for the game's key and only its value is read."""
        if self._measures is not None:
            return self._measures.get(name, ())
        if name in self._additions.measures:
            return tuple(self._additions.measures[name])
        try:
            text = read_bytes(self.measures_path).decode("utf-8")
        except (UnreadableFile, UnicodeError):
            return ()
        key = json.dumps(name, ensure_ascii=False) + ":"
        at = text.find(key)
        if not text.startswith(f'{{"version":{MEASURES_VERSION},') or at < 0:
            return ()
        try:
            seats, _ = json.JSONDecoder().raw_decode(text, at + len(key))
        except ValueError:
            return ()
        return tuple(seats) if isinstance(seats, list) else ()

    def work(self, seconds: float | None = None) -> bool:
        """Describe pending files for about `seconds` (None: all; at least one file a call);
        True when none are left."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        while self.pending:
            name = self.pending.pop()
            size, mtime = self._stamps[name]
            self.keep(describe_file(self.folder / name, size, mtime))
            if deadline is not None and time.perf_counter() >= deadline:
                break
        if not self.pending or time.perf_counter() - self._kept_at > KEEP_EVERY:
            self.write()
        return not self.pending

    def keep(self, described: Described) -> None:
        entry = described.entry
        self.rows[entry.name] = entry.to_json()
        self._entries[entry.name] = entry
        if described.measures:
            self.measures()[entry.name] = described.measures
        self.changed = True

    def append(self, path: Path, before: int | None) -> Described | None:
        """Describe the file at `path` now and add its entry (a game just stored there,
        renamed into the folder when its time was `before`; None: unknown): into the
        additions file, or, once that holds ADDITIONS_LIMIT games, the whole index."""
        try:
            info = os.stat(path)
        except OSError:
            return None
        described = describe_file(path, info.st_size, info.st_mtime_ns)
        additions = read_additions(self.additions_path)
        if len(additions.rows) >= ADDITIONS_LIMIT:
            self.read()
            self.keep(described)
            self.write()
            return described
        additions.add(path.name, described.entry.to_json(),
                      [dict(m) for m in described.measures], before, folder_time(self.folder))
        try:
            write_json_atomic(self.additions_path, additions.to_json(), compact=True)
        except OSError:
            pass  # the file is found new, and described again, when a list next opens
        return described

    def forget(self, name: str, before: int) -> None:
        """The file `name` was just deleted, when the folder's time was `before`: drop its
        row, and when nothing else had changed in the folder since the rows were matched to
        it, keep them matched and store them, so the list read next looks at no file one by
        one (else it matches the rows to the folder as usual)."""
        self.read()
        if not before or before != self.matched_to or name not in self.rows:
            return
        del self.rows[name]
        self._entries.pop(name, None)
        self.matched_to = folder_time(self.folder)
        self.changed = True
        self.write()

    def write(self) -> None:
        """Store the index (and measures) if changed; a folder that cannot be written keeps
        them in memory."""
        if not self.changed:
            return
        self._kept_at = time.perf_counter()
        asked = self._measures is not None
        if self._additions.measures:
            self.measures()  # the added games' measures go into the measures file now
        try:
            if self._measures is not None:
                # The seats' measures as they are (no copies: ten thousand games' take
                # about 12 MB), and let go again below unless someone had asked for them.
                kept = {n: seats for n, seats in self._measures.items() if n in self.rows}
                write_json_atomic(self.measures_path, {"version": MEASURES_VERSION,
                                                       "measures": kept}, compact=True)
                if not asked:
                    self._measures = None
            write_json_atomic(self.path, {"version": VERSION, "folder": self.matched_to,
                                          "entries": self.rows}, compact=True)
            self.additions_path.unlink(missing_ok=True)  # they are in the index now
        except OSError:
            return
        self.changed = False
        stamp = file_stamp(self.path)
        if stamp is not None:
            _KEPT[self.path] = (stamp, dict(self.rows), self.matched_to)


def index_of(folder: Path) -> FolderIndex:
    """The index of the saves folder `folder` (not yet read), kept in DATA/index/.

    Kept outside the folder it describes, so writing it leaves the folder's own
    modification time alone (an index is matched to its folder by that time).
    """
    name = "saves" if folder == saves_dir() else folder.name
    return FolderIndex(folder, data_dir() / "index" / f"{name}.json")
