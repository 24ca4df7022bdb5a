"""The Statistics screen's tables as rows of words, worked out without a window.

Each table is a heading and rows of cells (the screen lays the cells out in
columns); the numbers are rounded as a player reads them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.level_words import level_title
from game.store.stats.facts import measure_words
from game.store.stats.model import GameRecord, Tally
from game.texts import decimal, ntr, tr

LEVEL_ORDER = ("random", "easy", "normal", "hard", "expert")


@dataclass(frozen=True)
class Table:
    title: str
    head: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


def percent(tally: Tally) -> str:
    return f"{round(100 * tally.share)}%" if tally.played else "-"


def number(value: float) -> str:
    """A statistic as read: whole numbers plain, others to one decimal."""
    return f"{value:.0f}" if float(value).is_integer() else decimal(value)


def game_tables(record: GameRecord) -> list[Table]:
    """Everything the screen shows of one player's history in one game."""
    seats = [
        (ntr("{n} player", "{n} players", count), str(t.played), str(t.won), percent(t))
        for count, t in sorted(record.by_seats.items())
    ]
    total = record.total
    seats.append((tr("All"), str(total.played), str(total.won), percent(total)))
    played_won = (tr("Played"), tr("Won"), tr("Won %"))
    tables = [
        Table(tr("Games played and won"), (tr("Seats"), *played_won), tuple(seats)),
        Table(tr("Scores"), (tr("Games"), tr("Average"), tr("Best")),
              ((str(record.score.count), number(record.score.mean),
                number(record.score.best or 0)),)),
    ]
    if record.measures:
        tables.append(Table(
            tr("Averages per game"), (tr("Measure"), tr("Average (best)")),
            tuple((measure_words(label), f"{number(m.mean)}  ({number(m.best or 0)})")
                  for label, m in sorted(record.measures.items())),
        ))
    levels = sorted(record.against.items(),
                    key=lambda item: (LEVEL_ORDER + (item[0],)).index(item[0]))
    tables.append(Table(
        tr("Against the computer"), (tr("Level"), *played_won),
        tuple((level_title(level), str(t.played), str(t.won), percent(t))
              for level, t in levels)
        or ((tr("No games against the computer yet"), "", "", ""),),
    ))
    return tables
