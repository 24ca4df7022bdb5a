"""What Load game and Replay show of every save: enough to pick one, from the saves' index.

Each file was read and checked once by save_format.read_save, the very check
Continue, Load and `python -m game check` make, and what that found is kept in
its folder's index (save_index): a save listed as playable opens, and a damaged
one is listed with the reason it will not. A file changed since (a game played
on) is read again. Where a game is kept decides its section, except that a game
found finished is listed with the finished ones wherever it lies.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.ai.level_words import level_name
from game.store.index_rows import IndexEntry, is_finished
from game.store.paths import saves_dir
from game.store.save_index import FolderIndex, describe_file, index_of
from game.store.saves import OLD_AUTOSAVE, finished_dir, games_dir
from game.store.stats.model import Finished
from game.texts import and_list, date_and_time, mark, ntr, sentence, series, tr

# The sections, by their English words: keys here, put through tr() where shown.
IN_PROGRESS = mark("Games in progress")
SAVED = mark("Saved with Save as")
FINISHED = mark("Finished games")
SECTIONS = (IN_PROGRESS, SAVED, FINISHED)


class Listed:
    """A save as the lists show it. Its entry and words are worked out when they are
    shown, not for every one of thousands of games when the list opens (a plain class
    with slots: ten thousand are made faster than as a frozen dataclass)."""

    __slots__ = ("folder", "section", "name", "index")

    def __init__(self, folder: Path, section: str, name: str, index: FolderIndex) -> None:
        self.folder, self.section, self.name, self.index = folder, section, name, index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Listed) and (self.name, self.section, self.folder) == (
            other.name, other.section, other.folder)

    def __repr__(self) -> str:
        return f"Listed({self.folder!r}, {self.section!r}, {self.name!r})"

    @property
    def entry(self) -> IndexEntry:
        return self.index.entry(self.name)

    @property
    def path(self) -> Path:
        return self.folder / self.name

    @property
    def problem(self) -> str:
        """Why it cannot be opened; "" when it can."""
        return self.entry.problem

    def problem_now(self) -> str:
        """Why it cannot be opened, in the player's language of now: the index keeps the words
        it was described in, so the (one, chosen) damaged file is described again."""
        return describe_file(self.path, self.entry.size, self.entry.mtime).entry.problem or (
            self.problem)

    @property
    def _name(self) -> str:
        return f"“{self.path.stem}”  ·  " if self.section == SAVED else ""

    @property
    def line(self) -> str:
        """The entry in the list."""
        if self.problem:
            return (self._name or self.path.name + "  ·  ") + tr("damaged")
        return f"{self._name}{tr(self.entry.title)}  ·  {where_it_stands(self.entry)}"

    @property
    def detail(self) -> str:
        """Its second, dimmer line."""
        played = played_at(self.entry.mtime)
        if self.problem:
            return tr("cannot be opened") + f"  ·  {played}"
        moves = ntr("{n} move", "{n} moves", self.entry.moves)
        return f"{seat_names(self.entry)}  ·  {moves}  ·  {played}"

    @property
    def about(self) -> tuple[str, ...]:
        """The lines beside the list once it is chosen."""
        entry = self.entry
        if self.problem:
            why = sentence(self.problem_now())  # the panel's heading, a sentence of its own
            if self.path.is_symlink():
                return (why, tr("The link is left as it is; Delete removes the "
                                               "link, never what it leads to."))
            return (why, tr("The file is left as it is; Delete removes it."))
        scores = "  ·  ".join(
            f"{player} {score}" for player, score in zip(entry.names, entry.scores, strict=True)
        )
        named = self.section == SAVED
        game = tr("Game: {title}").format(title=tr(entry.title))
        return (
            *((f"“{self.path.stem}”", game) if named else (tr(entry.title),)),
            tr("Players: {names}").format(names=seat_names(entry)),
            where_it_stands(entry),
            (tr("Scores: {scores}") if entry.over else tr("Scores so far: {scores}")).format(
                scores=scores),
            tr("Moves played: {count}").format(count=entry.moves),
            tr("Last played: {when}").format(when=played_at(entry.mtime)),
        )


def played_at(mtime_ns: int) -> str:
    return date_and_time(mtime_ns / 1e9)


def seat_names(entry: IndexEntry) -> str:
    return series(
        tr("{name} (computer, {level})").format(name=seat.name, level=level_name(seat.level))
        if seat.is_computer else seat.name
        for seat in entry.seats
    )


STAGES = {"day": mark("Day {number}"), "round": mark("Round {number}")}
def stage_words(stage_name: str, number: object) -> str:
    """'Day 2', 'Round 14': a game's stage (GameInfo.stage) and how far it has got."""
    words = STAGES.get(stage_name)
    if words is None:
        return tr("Stage {number}").format(number=number)  # a stage this list has no words for
    return tr(words).format(number=number)


def where_it_stands(entry: IndexEntry) -> str:
    """How far the game has got and who is to move: 'Day 2 · Ann to move'."""
    parts = []
    if entry.stage_name:
        parts.append(stage_words(entry.stage_name, entry.stage))
    names = entry.names
    if entry.over:
        winners = and_list(names[s] for s in entry.winners)
        parts.append(tr("won by {names}").format(names=winners))
    elif entry.to_move is not None:
        parts.append(tr("{name} to move").format(name=names[entry.to_move]))
    return "  ·  ".join(parts)


def listed(index: FolderIndex, section: str, name: str) -> Listed:
    """The list's entry for the save `name` in the folder of `index`, playable or not: a
    finished game goes with the finished ones, unless it was saved with Save as."""
    if section != SAVED and is_finished(index.rows[name]):
        section = FINISHED
    return Listed(index.folder, section, name, index)


def describe(path: Path, section: str) -> Listed:
    """The list's entry for the save at `path`, read afresh rather than from the index."""
    try:
        stat = os.stat(path)
        size, mtime = stat.st_size, stat.st_mtime_ns
    except OSError:
        size, mtime = 0, 0
    index = index_of(path.parent)
    index.keep(describe_file(path, size, mtime))  # in memory only: nothing is written
    return listed(index, section, path.name)


def json_names(folder: Path) -> list[str]:
    """The names of the .json files in `folder` (none when it is missing or unreadable)."""
    try:
        with os.scandir(folder) as found:
            return [e.name for e in found if e.name.endswith(".json") and e.name[0] != "."]
    except OSError:
        return []


class Catalogue:
    """Every saves folder's index, matched to the files there now."""

    def __init__(self) -> None:
        self.indexes: dict[str, FolderIndex] = {}
        for section, folder in ((IN_PROGRESS, games_dir()), (SAVED, saves_dir()),
                                (FINISHED, finished_dir())):
            index = self.indexes[section] = index_of(folder)
            index.read()
            if not index.unchanged():
                index.sync(json_names(folder))

    @property
    def pending(self) -> int:
        """How many files are still to be read before the lists are complete."""
        return sum(len(index.pending) for index in self.indexes.values())

    @property
    def damaged(self) -> list[str]:
        """Why index files were found damaged (and are being rebuilt from the saves)."""
        return [index.damaged for index in self.indexes.values() if index.damaged]

    def work(self, seconds: float | None = None) -> bool:
        """Read pending files for about `seconds` (None: all); True when the lists are complete."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        for index in self.indexes.values():
            left = None if deadline is None else max(0.0, deadline - time.perf_counter())
            if not index.work(left):
                return False
        return True

    def listing(self) -> list[Listed]:
        """Every save described so far, by section, each section newest first."""
        found: dict[str, list[Listed]] = {section: [] for section in SECTIONS}
        for section, index in self.indexes.items():
            for item in self._listed(section, index):  # a few go to another section
                found[item.section].append(item)
        return [item for section in SECTIONS for item in found[section]]

    @staticmethod
    def _listed(section: str, index: FolderIndex) -> list[Listed]:
        """The saves of one folder, newest first (listed() written out: 10,000 are made)."""
        rows, folder = index.rows, index.folder
        names = sorted(rows, key=lambda name: rows[name][1], reverse=True)
        old = OLD_AUTOSAVE if folder == saves_dir() else None
        finished = FINISHED if section != SAVED else SAVED
        return [Listed(folder, IN_PROGRESS if name == old else section, name, index)
                if rows[name][2] is not True
                else Listed(folder, finished, name, index) for name in names]

    def _finished(self) -> list[tuple[str, FolderIndex]]:
        """Every finished game kept (not the Save as copies), wherever it lies."""
        kept = [index for section, index in self.indexes.items() if section != SAVED]
        return [(name, index) for index in kept for name, row in index.rows.items()
                if is_finished(row)]

    def finished_names(self) -> set[str]:
        return {name for name, _ in self._finished()}

    def finished_games(self) -> list[Finished]:
        """Every finished game kept, with its measures (read from their own file now)."""
        games = [(index.entry(name), index.measures().get(name, ()))
                 for name, index in self._finished()]
        return [game for game in games if not game[0].problem]

    def titles(self) -> dict[str, str]:
        """Each game's title, by its name, as the index tells it."""
        return {index.rows[name][3]: index.rows[name][4] for name, index in self._finished()}


def listing() -> list[Listed]:
    """Every save, by section, each section newest first (reading any not yet indexed)."""
    catalogue = Catalogue()
    catalogue.work()
    return catalogue.listing()
