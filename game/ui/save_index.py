"""A small index of the saves in each folder, so thousands of games list in milliseconds.

Listing a save for real means replaying it (save_format.read_save), tens of
milliseconds a game: with 10,000 finished games that is minutes. Each saves
folder therefore keeps `.index.json` beside its files: for every file, what Load,
Replay and Statistics show of it (game, seats, moves, stage, scores, winners and
the statistics' measures), or why it cannot be opened, together with the file's
size and modification time when it was described.

An entry whose file has another size or time now (the game was played on, the
file replaced) is described again; an entry whose file is gone is dropped; a
file without an entry is described. So the index heals itself, and a damaged or
missing index file is rebuilt from the records. Describing happens in slices of
a time budget (`work`), so a screen can go on drawing, with progress, while a
large folder is indexed for the first time. The index is written atomically
(game.files), like saves; a folder that cannot be written keeps working from
the index in memory. The name starts with a dot, so no save list ever shows it.
No pygame here until a file is read (the seats' colours are checked against the
game's front), so the statistics can be worked out from an index alone.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.engine.errors import InvalidRecord
from game.engine.games import game_module
from game.files import UnreadableFile, read_json, write_json_atomic
from game.ui.stats.facts import measures

if TYPE_CHECKING:
    from game.ui.save_format import LoadedSave

INDEX_NAME = ".index.json"
VERSION = 1
# While a large folder is indexed, what is done so far is stored this often (seconds), so
# closing the app midway loses little of the work.
KEEP_EVERY = 15.0


@dataclass(frozen=True)
class IndexEntry:
    """What the lists show of one save file, as it was when last described."""

    name: str  # the file's name in its folder
    size: int
    mtime: int  # nanoseconds
    problem: str = ""  # why it cannot be opened; "" when it can
    game: str = ""
    # The game's title and the name of its stage ("day", "round"), so a list needs no engine
    title: str = ""
    stage_name: str = ""
    seats: tuple[dict[str, str], ...] = ()  # each seat as Seat.to_json()
    moves: int = 0
    over: bool = False
    stage: Any = None  # the day or round reached (GameInfo.stage), None without stages
    to_move: int | None = None
    scores: tuple[int, ...] = ()
    ranking: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()  # the seats that won (more than one when ties share)
    measures: tuple[dict[str, float], ...] = ()  # per seat, for a finished game

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"size": self.size, "mtime": self.mtime}
        if self.problem:
            data["problem"] = self.problem
            return data
        data.update(
            game=self.game, title=self.title, stage_name=self.stage_name,
            seats=list(self.seats), moves=self.moves, over=self.over,
            stage=self.stage, to_move=self.to_move, scores=list(self.scores),
            ranking=list(self.ranking), winners=list(self.winners),
            measures=list(self.measures),
        )
        return data

    @classmethod
    def from_json(cls, name: str, data: Any) -> IndexEntry:
        """The entry `data` holds, or ValueError: the index was damaged."""
        if not isinstance(data, dict):
            raise ValueError(f"entry {name!r} is not an object")
        try:
            size, mtime = int(data["size"]), int(data["mtime"])
            if "problem" in data:
                return cls(name, size, mtime, problem=str(data["problem"]))
            seats = tuple(dict(seat) for seat in data["seats"])
            entry = cls(
                name, size, mtime, game=str(data["game"]), title=str(data["title"]),
                stage_name=str(data["stage_name"]), seats=seats,
                moves=int(data["moves"]), over=bool(data["over"]), stage=data["stage"],
                to_move=None if data["to_move"] is None else int(data["to_move"]),
                scores=tuple(int(s) for s in data["scores"]),
                ranking=tuple(int(s) for s in data["ranking"]),
                winners=tuple(int(s) for s in data["winners"]),
                measures=tuple(
                    {str(k): float(v) for k, v in m.items()} for m in data["measures"]
                ),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ValueError(f"entry {name!r} is unreadable ({error})") from None
        if len(entry.scores) != len(entry.seats) or not all(
            isinstance(seat.get("name"), str) for seat in entry.seats
        ):
            raise ValueError(f"entry {name!r} does not match its seats")
        return entry

    @property
    def names(self) -> list[str]:
        return [seat["name"] for seat in self.seats]


def describe(name: str, size: int, mtime: int, loaded: LoadedSave) -> IndexEntry:
    """The index entry of a save that opened as `loaded`."""
    game = loaded.game
    declared = game_module(game.NAME).INFO
    stage_key = declared.stage
    scores = tuple(game.scores())
    ranking = tuple(game.ranking())
    winners: tuple[int, ...] = ()
    if game.is_over:
        shared = declared.ties_share_place
        best = scores[ranking[0]]
        winners = tuple(s for s in ranking if s == ranking[0] or shared and scores[s] == best)
    return IndexEntry(
        name, size, mtime, game=game.NAME, title=declared.title, stage_name=stage_key,
        seats=tuple(seat.to_json() for seat in loaded.seats), moves=len(game.actions),
        over=game.is_over, stage=game.view(None).get(stage_key) if stage_key else None,
        to_move=game.current_player, scores=scores, ranking=ranking, winners=winners,
        measures=tuple(measures(game)) if game.is_over else (),
    )


def describe_file(path: Path, size: int, mtime: int) -> IndexEntry:
    """The entry for the file at `path` (of that size and time): read and replayed for real."""
    from game.ui.save_format import read_save  # the seats' colours come from the fronts

    try:
        return describe(path.name, size, mtime, read_save(path))
    except InvalidRecord as error:
        return IndexEntry(path.name, size, mtime, problem=error.reason)


def _stamps(folder: Path, names: list[str]) -> dict[str, tuple[int, int]]:
    """Each named file's (size, modification time); files gone meanwhile are left out."""
    found = {}
    for name in names:
        try:
            info = os.stat(folder / name)
        except OSError:
            continue
        found[name] = (info.st_size, info.st_mtime_ns)
    return found


@dataclass
class FolderIndex:
    """The index of one saves folder, in memory; `pending` lists files still to describe."""

    folder: Path
    entries: dict[str, IndexEntry] = field(default_factory=dict)
    pending: list[str] = field(default_factory=list)
    damaged: str = ""  # why the index file was rebuilt, or ""
    changed: bool = False
    _stamps: dict[str, tuple[int, int]] = field(default_factory=dict)
    _kept_at: float = field(default_factory=time.perf_counter)

    @property
    def path(self) -> Path:
        return self.folder / INDEX_NAME

    def read(self) -> None:
        """Take the entries from the index file; a damaged one is noted and ignored."""
        try:
            data = read_json(self.path)
        except UnreadableFile as error:
            if self.path.exists() or self.path.is_symlink():
                self.damaged = error.reason
            return
        try:
            if not isinstance(data, dict) or data.get("version") != VERSION:
                raise ValueError("it is not an index of this version")
            entries = data.get("entries")
            if not isinstance(entries, dict):
                raise ValueError("it has no entries")
            self.entries = {n: IndexEntry.from_json(n, e) for n, e in entries.items()}
        except ValueError as error:
            self.entries = {}
            self.damaged = f"{self.path} is damaged: {error}"
        self.changed = bool(self.damaged)

    def sync(self, names: list[str]) -> None:
        """Match the entries to the files `names` there now: keep the entries whose file is
        unchanged, drop those of files gone, and queue the rest to be described."""
        self._stamps = _stamps(self.folder, names)
        gone = [n for n in self.entries if n not in self._stamps]
        for name in gone:
            del self.entries[name]
        self.changed |= bool(gone)
        self.pending = [
            name for name, (size, mtime) in self._stamps.items()
            if (entry := self.entries.get(name)) is None
            or (entry.size, entry.mtime) != (size, mtime)
        ]

    def work(self, seconds: float | None = None) -> bool:
        """Describe pending files for about `seconds` (None: all; at least one file a call);
        True when none are left."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        while self.pending:
            name = self.pending.pop()
            size, mtime = self._stamps[name]
            self.entries[name] = describe_file(self.folder / name, size, mtime)
            self.changed = True
            if deadline is not None and time.perf_counter() >= deadline:
                break
        if not self.pending or time.perf_counter() - self._kept_at > KEEP_EVERY:
            self.write()
        return not self.pending

    def add(self, path: Path) -> IndexEntry | None:
        """Describe the file at `path` now and keep its entry (a game just stored)."""
        try:
            info = os.stat(path)
        except OSError:
            return None
        entry = describe_file(path, info.st_size, info.st_mtime_ns)
        self.entries[path.name] = entry
        self.changed = True
        self.write()
        return entry

    def write(self) -> None:
        """Store the index if it changed; a folder that cannot be written keeps it in memory."""
        if not self.changed:
            return
        data = {"version": VERSION, "entries": {n: e.to_json() for n, e in self.entries.items()}}
        self._kept_at = time.perf_counter()
        try:
            write_json_atomic(self.path, data)
        except OSError:
            return
        self.changed = False


def folder_index(folder: Path, names: list[str]) -> FolderIndex:
    """The index of `folder` read and matched to its files `names` (pending ones undescribed)."""
    index = FolderIndex(folder)
    index.read()
    index.sync(names)
    return index
