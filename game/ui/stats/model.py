"""Player statistics: what each person's finished games add up to, kept as plain JSON.

Per player name (people only: a computer seat is an opponent, not a player
with a history), per game: games played and won by seat count, the average
and best score, the average of each of the game's measures (stats.facts:
Freight's points per train type, Koplopers' passengers per round), and the
results against each computer level met. Every finished game is counted once,
by its file name, so counting the same game again changes nothing, and the
statistics can always be worked out again from the kept games alone.

No pygame and no files here: stats.store reads and writes this.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.texts import tr
from game.ui.index_rows import IndexEntry
from game.ui.stats.facts import Measures

VERSION = 1
RECENT_SCORES = 400  # the scores kept for the chart of each player's recent games


@dataclass
class Tally:
    played: int = 0
    won: int = 0

    def count(self, won: bool) -> None:
        self.played += 1
        self.won += int(won)

    @property
    def share(self) -> float:
        """The fraction of these games won (0 when none were played)."""
        return self.won / self.played if self.played else 0.0


@dataclass
class Mean:
    total: float = 0.0
    count: int = 0
    best: float | None = None

    def add(self, value: float) -> None:
        self.total += value
        self.count += 1
        self.best = value if self.best is None else max(self.best, value)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0


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
        levels = {
            seat.level for seat in entry.seats if seat.is_computer
        }
        for number, seat in enumerate(entry.seats):
            if seat.is_computer:
                continue
            record = self.players.setdefault(seat.name, {}).setdefault(entry.game,
                                                                          GameRecord())
            won = number in entry.winners
            record.by_seats.setdefault(len(entry.seats), Tally()).count(won)
            record.score.add(entry.scores[number])
            record.scores.append(entry.scores[number])
            del record.scores[:-RECENT_SCORES]
            if number < len(measures) and isinstance(measures[number], dict):
                for label, value in measures[number].items():
                    if isinstance(value, (int, float)) and not isinstance(value, bool):
                        record.measures.setdefault(label, Mean()).add(value)
            for level in sorted(levels):
                record.against.setdefault(level, Tally()).count(won)
        return True

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
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ValueError(tr("it is unreadable ({error})").format(error=error)) from None
        return cls(players, counted)


def _record_json(record: GameRecord) -> dict[str, Any]:
    return {
        "by_seats": {str(k): [t.played, t.won] for k, t in record.by_seats.items()},
        "score": [record.score.total, record.score.count, record.score.best],
        "measures": {k: [m.total, m.count, m.best] for k, m in record.measures.items()},
        "against": {k: [t.played, t.won] for k, t in record.against.items()},
        "scores": record.scores,
    }


def _mean(data: Any) -> Mean:
    total, count, best = data
    return Mean(float(total), int(count), None if best is None else float(best))


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


Finished = tuple[IndexEntry, tuple[Measures, ...]]  # a finished game and its measures


def brought_up_to_date(statistics: Statistics | None, games: list[Finished]) -> tuple[
        Statistics, bool]:
    """`statistics` matched to the finished games kept now (`games`), and whether that
    changed it: new games are added, oldest first; with none to start from (a damaged file)
    or when a counted game is gone (deleted), everything is worked out again from the games
    there are."""
    names = {entry.name for entry, _ in games}
    rebuild = statistics is None or not statistics.counted <= names
    if statistics is None or rebuild:
        statistics = Statistics()
    fresh = [game for game in games if game[0].name not in statistics.counted]
    for entry, measures in sorted(fresh, key=lambda game: game[0].mtime):
        statistics.add(entry, measures)
    return statistics, rebuild or bool(fresh)
