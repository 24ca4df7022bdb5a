"""A save's entry in its folder's index, and the row the index file keeps of it.

A row is what every list needs of every save, then the rest as JSON text read
only when the save is shown: `[size, mtime, over, game, title, fields]`, where
`fields` is the entry's 14 fields (or 3 for a file that cannot be opened) as
compact JSON. A list of 10,000 games sorts, sections and counts its saves by
the first three, the statistics name the games by the next two, and only the
rows a screen shows are read whole: the index file is read in a third of the
time a row of plain JSON values takes (save_index).
"""

from __future__ import annotations

import json
from sys import intern
from typing import Any, NamedTuple

from game.texts import tr

ROW_FIELDS = 5  # where a row keeps the entry's fields as JSON text


class IndexedSeat(NamedTuple):
    """Who sat at a seat (as Seat, in the index's few bytes)."""

    name: str
    colour: str
    kind: str
    level: str

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


class IndexEntry(NamedTuple):
    """What the lists show of one save file, as it was when last described.

    A named tuple, not a dataclass: ten thousand are made when a list opens, and a
    tuple is made several times faster than a frozen dataclass.
    """

    name: str  # the file's name in its folder
    size: int
    mtime: int  # nanoseconds
    problem: str = ""  # why it cannot be opened; "" when it can
    game: str = ""
    # The game's title and the name of its stage ("day", "round"), so a list needs no engine
    title: str = ""
    stage_name: str = ""
    seats: tuple[IndexedSeat, ...] = ()
    moves: int = 0
    over: bool = False
    stage: Any = None  # the day or round reached (GameInfo.stage), None without stages
    to_move: int | None = None
    scores: tuple[int, ...] = ()
    ranking: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()  # the seats that won (more than one when ties share)

    def to_json(self) -> list[Any]:
        """The entry's row: what every list needs of it, then the rest as JSON text."""
        return [self.size, self.mtime, self.over, self.game, self.title,
                json.dumps(self.fields(), ensure_ascii=False, separators=(",", ":"))]

    def fields(self) -> list[Any]:
        """Every field, as the row's JSON text holds them (3 for a file that cannot be
        opened, 14 for a game)."""
        if self.problem:
            return [self.size, self.mtime, self.problem]
        return [self.size, self.mtime, "", self.game, self.title, self.stage_name,
                [list(seat) for seat in self.seats], self.moves, self.over,
                self.stage, self.to_move, list(self.scores), list(self.ranking),
                list(self.winners)]

    @classmethod
    def from_json(cls, name: str, row: list[Any]) -> IndexEntry:
        """The entry the row holds, or ValueError: the index was damaged."""
        try:
            data = json.loads(row[ROW_FIELDS])
        except (TypeError, ValueError):
            raise ValueError(_unreadable(name, tr("its fields are not JSON"))) from None
        return cls.from_fields(name, data)

    @classmethod
    def from_fields(cls, name: str, data: Any) -> IndexEntry:
        """The entry the fields `data` hold, or ValueError: the index was damaged.

        Checked by shape (lengths and seat numbers), cheaply. The same few words (games,
        colours, levels, names) recur in every entry: one copy of each is kept.
        """
        make = tuple.__new__
        try:
            if len(data) == 3 and data[2]:
                return cls(name, data[0], data[1], str(data[2]))
            (size, mtime, _, game, title, stage_name, seats, moves, over, stage, to_move,
             scores, ranking, winners) = data
            entry: IndexEntry = make(cls, (
                name, size, mtime, "", intern(game), intern(title), intern(stage_name),
                tuple([make(IndexedSeat, tuple(map(intern, seat))) for seat in seats]),
                moves, over, stage, to_move, tuple(scores), tuple(ranking), tuple(winners)))
            matches = entry.well_formed()
        except (TypeError, ValueError):
            raise ValueError(_unreadable(name, tr("its fields are not a game's"))) from None
        if not matches:
            raise ValueError(_unreadable(name, tr("it does not match its seats")))
        return entry

    def well_formed(self) -> bool:
        """The lengths and seat numbers every reader of an entry counts on (a number of
        another type raises TypeError here)."""
        count = len(self.seats)
        seats = self.ranking + self.winners + (() if self.to_move is None else (self.to_move,))
        return (len(self.scores) == len(self.ranking) == count > 0
                and all(len(seat) == 4 for seat in self.seats)
                and 0 <= min(seats) and max(seats) < count
                and self.size >= 0 and self.moves >= 0)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]


def _unreadable(name: str, why: str) -> str:
    """The index entry `name` cannot be read, and `why` (the catalog's words, never Python's:
    Load shows it)."""
    return tr("entry {name!r} is unreadable ({error})").format(name=name, error=why)


def row_shape_problem(name: str, row: Any) -> str:
    """What is wrong with the shape of the index row of `name` ('' when nothing): checked
    for every row when an index is read (first_bad_row); its fields when the row is first
    made an entry."""
    if type(row) is not list or len(row) != 6:
        return tr("entry {name!r} is not a list of 6 fields").format(name=name)
    if type(row[0]) is not int or type(row[1]) is not int or type(row[2]) is not bool:
        return tr("entry {name!r} has no size, time and end").format(name=name)
    if not all(type(value) is str for value in row[3:]):
        return tr("entry {name!r} has no game, title and fields").format(name=name)
    return ""


def first_bad_row(rows: dict[str, Any]) -> str:
    """What is wrong with the first misshapen row of `rows` ('' when none): the test of
    row_shape_problem written out in one expression, as ten thousand rows are read when a
    list opens (a call per row would cost more than the test)."""
    bad = next((name for name, r in rows.items()
                if type(r) is not list or len(r) != 6 or type(r[0]) is not int
                or type(r[1]) is not int or type(r[2]) is not bool or type(r[3]) is not str
                or type(r[4]) is not str or type(r[5]) is not str), None)
    return "" if bad is None else row_shape_problem(bad, rows[bad]) or tr(
        "entry {name!r} is bad").format(name=bad)


def is_finished(row: list[Any]) -> bool:
    """The row is of a game played to its end (and readable)."""
    return row[2] is True


def rows_of_version_2(rows: dict[str, Any]) -> dict[str, list[Any]]:
    """The rows of an index of version 2 (each entry's fields as plain JSON values), in
    this version's shape: an index kept by an older copy of the app is taken over as it
    is, not rebuilt by reading every game again. ValueError when one is misshapen."""
    upgraded = {}
    for name, fields in rows.items():
        if type(fields) is not list or len(fields) not in (3, 14):
            raise ValueError(tr("entry {name!r} is not a list of 3 or 14 fields").format(
                name=name))
        game = len(fields) == 14
        upgraded[name] = [fields[0], fields[1], game and fields[8] is True,
                          fields[3] if game else "", fields[4] if game else "",
                          json.dumps(fields, ensure_ascii=False, separators=(",", ":"))]
    problem = first_bad_row(upgraded)
    if problem:
        raise ValueError(problem)
    return upgraded
