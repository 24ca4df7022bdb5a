"""Player statistics: what each person's finished games add up to, kept as plain JSON.

Per player name (people only: a computer seat is an opponent, not a player
with a history), per game: games played and won by seat count, the average
and best score, the average of each of the game's measures (stats.facts:
Freight's points per train type, Koplopers' passengers per round), and the
results against each computer level met. Every finished game is counted once,
by its file name, so counting the same game again changes nothing, and the
statistics can always be worked out again from the kept games alone.

They count the kept finished games: a deleted game comes off again (remove),
exactly, so that the statistics are those a count of the games left would give.
Tallies are whole numbers; scores and measures are kept as how many games had
each value, so a deleted game's value, even the best, comes off exactly and a
sum does not depend on the order the games were counted in; only the recent
scores are read again, from the newest kept games, as far as needed.

No pygame and no files here: stats.store reads and writes this.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from game.store.index_rows import IndexEntry
from game.store.stats.facts import Measures
from game.texts import tr

VERSION = 2
OLDER_VERSIONS = (1,)  # kept each mean as a sum, a count and a best: counted again
RECENT_SCORES = 400  # the scores kept for the chart of each player's recent games
Key = TypeVar("Key")


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    def count(self, won: bool, games: int = 1) -> None:
        """Count a game (`games` -1: take one off again)."""
        self.played += games
        self.won += games * int(won)

    @property
    def share(self) -> float:
        """The fraction of these games won (0 when none were played)."""
        return self.won / self.played if self.played else 0.0


@dataclass
class Mean:
    """A number over a player's games, kept as how many games had each value: a game's
    value comes off as exactly as it went on (the best one too), and the sum is the same
    in whatever order the games were counted."""

    values: dict[float, int] = field(default_factory=dict)  # value -> games that had it

    def add(self, value: float, games: int = 1) -> None:
        """Count a game's `value` (`games` -1: take it off again)."""
        left = self.values.get(value, 0) + games
        if left > 0:
            self.values[value] = left
        else:
            self.values.pop(value, None)

    @property
    def count(self) -> int:
        return sum(self.values.values())

    @property
    def total(self) -> float:
        return math.fsum(value * games for value, games in self.values.items())

    @property
    def best(self) -> float | None:
        return max(self.values) if self.values else None

    @property
    def mean(self) -> float:
        count = self.count
        return self.total / count if count else 0.0


@dataclass
class GameRecord:
    """One player's history in one game."""

    by_seats: dict[int, Tally] = field(default_factory=dict)  # seat count -> played, won
    score: Mean = field(default_factory=Mean)
    measures: dict[str, Mean] = field(default_factory=dict)
    against: dict[str, Tally] = field(default_factory=dict)  # computer level -> played, won
    scores: list[int] = field(default_factory=list)  # the recent scores, oldest first (chart)

    @property
    def total(self) -> Tally:
        tally = Tally()
        for seats in self.by_seats.values():
            tally.played += seats.played
            tally.won += seats.won
        return tally


@dataclass
class Statistics:
    """Every player's records, and which finished games they are made of."""

    players: dict[str, dict[str, GameRecord]] = field(default_factory=dict)  # name -> game ->
    counted: set[str] = field(default_factory=set)  # the games' file names

    def add(self, entry: IndexEntry, measures: tuple[Measures, ...] = ()) -> bool:
        """Count the finished game `entry` (with each seat's `measures`) for each person at
        it; False when already counted (or not a finished game)."""
        if entry.name in self.counted or not entry.over or entry.problem:
            return False
        self.counted.add(entry.name)
        for number, name in _people(entry):
            record = self.players.setdefault(name, {}).setdefault(entry.game, GameRecord())
            record.scores.append(entry.scores[number])
            del record.scores[:-RECENT_SCORES]
            _count(record, entry, number, measures, 1)
        return True

    def remove(self, entry: IndexEntry, measures: tuple[Measures, ...],
               newest_first: Callable[[str, set[str]], Iterable[IndexEntry]]) -> bool:
        """Take the counted game `entry` (with the `measures` it was counted with) off again,
        as a deleted game leaves the statistics; False when it was not counted (or is not
        known: a damaged entry), and nothing is changed.

        Every sum, count and best comes off exactly; each person's recent scores are taken
        again from `newest_first(game, names)`: the kept finished games of that game at
        which one of those persons may have sat, newest first (by time, then name, as a
        full count orders them), read only as far as needed.
        """
        if entry.name not in self.counted or not entry.over or entry.problem:
            return False
        self.counted.discard(entry.name)
        changed: dict[str, GameRecord] = {}
        for number, name in _people(entry):
            record = self.players.get(name, {}).get(entry.game)
            if record is None:
                continue  # a file that did not count this seat: nothing to take off
            _count(record, entry, number, measures, -1)
            if record.score.count:
                changed[name] = record
                continue
            del self.players[name][entry.game]
            if not self.players[name]:
                del self.players[name]
            changed.pop(name, None)
        self._recent_again(changed, newest_first(entry.game, set(changed)))
        return True

    def _recent_again(self, records: dict[str, GameRecord], newest: Iterable[IndexEntry]) -> None:
        """The recent scores of each person's `records` (by name) taken from the games
        `newest` gives, newest first, read until each has its RECENT_SCORES (or all)."""
        wanted = {name: min(RECENT_SCORES, record.score.count) for name, record in records.items()}
        found: dict[str, list[int]] = {name: [] for name in records}
        short = {name for name in records if wanted[name]}
        for other in newest:
            if not short:
                break
            if other.name not in self.counted or not other.over or other.problem:
                continue
            for number, name in reversed(_people(other)):  # newest first: last seat first
                if name in short:
                    found[name].append(other.scores[number])
            short = {name for name in short if len(found[name]) < wanted[name]}
        for name, record in records.items():
            record.scores = found[name][:wanted[name]][::-1]

    # --- as JSON -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            # One line per game in one string: written and read at once, where a list of
            # 10,000 names costs the (indenting) JSON writer a step per name.
            "counted": "\n".join(sorted(self.counted)),
            "players": {
                name: {game: _record_json(record) for game, record in games.items()}
                for name, games in self.players.items()
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> Statistics:
        """The statistics `data` holds, or ValueError saying how it is damaged."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError(tr("it is not a statistics file of this version"))
        try:
            players = {
                str(name): {str(game): _record(record) for game, record in games.items()}
                for name, games in data["players"].items()
            }
            counted = set(filter(None, str(data["counted"]).split("\n")))
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ValueError(tr("its players and games are not those of a statistics file")
                             ) from None
        return cls(players, counted)


def _record_json(record: GameRecord) -> dict[str, Any]:
    return {
        "by_seats": {str(k): [t.played, t.won] for k, t in record.by_seats.items()},
        "score": _mean_json(record.score),
        "measures": {k: _mean_json(m) for k, m in record.measures.items()},
        "against": {k: [t.played, t.won] for k, t in record.against.items()},
        "scores": record.scores,
    }


def _mean_json(mean: Mean) -> list[list[float]]:
    return [[value, games] for value, games in sorted(mean.values.items())]


def _mean(data: Any) -> Mean:
    values = {}
    for value, games in data:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(
                value) or type(games) is not int or games <= 0:
            raise ValueError(tr("a value is not a number of games"))
        values[value] = games
    return Mean(values)


def _tally(data: Any) -> Tally:
    played, won = data
    if not 0 <= int(won) <= int(played):
        raise ValueError(tr("more games won than played"))
    return Tally(int(played), int(won))


def _record(data: Any) -> GameRecord:
    return GameRecord(
        by_seats={int(k): _tally(v) for k, v in data["by_seats"].items()},
        score=_mean(data["score"]),
        measures={str(k): _mean(v) for k, v in data["measures"].items()},
        against={str(k): _tally(v) for k, v in data["against"].items()},
        scores=[int(s) for s in data["scores"]],
    )


def _people(entry: IndexEntry) -> list[tuple[int, str]]:
    """The seats of `entry` at which a person sat (number, name), in seat order."""
    return [(number, seat.name) for number, seat in enumerate(entry.seats)
            if not seat.is_computer]


def _count(record: GameRecord, entry: IndexEntry, number: int,
           measures: tuple[Measures, ...], games: int) -> None:
    """Count the game `entry` of seat `number` into `record` (`games` -1: take it off;
    a tally or mean it leaves empty goes, as a count without the game would not have it).
    The recent scores are not touched."""
    won = number in entry.winners
    _count_in(record.by_seats, len(entry.seats), won, games)
    record.score.add(entry.scores[number], games)
    if number < len(measures) and isinstance(measures[number], dict):
        for label, value in measures[number].items():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                mean = record.measures.setdefault(label, Mean())
                mean.add(value, games)
                if not mean.values:
                    del record.measures[label]
    for level in sorted({seat.level for seat in entry.seats if seat.is_computer}):
        _count_in(record.against, level, won, games)


def _count_in(tallies: dict[Key, Tally], key: Key, won: bool, games: int) -> None:
    tally = tallies.setdefault(key, Tally())
    tally.count(won, games)
    if tally.played <= 0:
        del tallies[key]


Finished = tuple[IndexEntry, tuple[Measures, ...]]  # a finished game and its measures


def brought_up_to_date(statistics: Statistics | None, games: list[Finished]) -> tuple[
        Statistics, bool]:
    """`statistics` matched to the finished games kept now (`games`), and whether that
    changed it: new games are added, oldest first (by time, then name); with none to start
    from (a damaged file) or when a counted game is gone (deleted outside the app: one
    deleted in it came off at once, stats.store.game_deleted), everything is worked out
    again from the games there are."""
    names = {entry.name for entry, _ in games}
    rebuild = statistics is None or not statistics.counted <= names
    if statistics is None or rebuild:
        statistics = Statistics()
    fresh = [game for game in games if game[0].name not in statistics.counted]
    for entry, measures in sorted(fresh, key=lambda game: (game[0].mtime, game[0].name)):
        statistics.add(entry, measures)
    return statistics, rebuild or bool(fresh)
