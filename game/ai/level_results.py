"""What the computer levels measured against each other: the table tools/tournament.py writes.

Setup's words for a level (level_words) say how it did against the level below it
from this table, so no number a player reads is typed by hand: a match recorded with
`tools/tournament.py ... --record` replaces its row in game/ai/level_results.json
(one row per game, seats and pair of levels), and the next start shows it.
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Any

# Next to this module, so the packaged app finds it where the code is
# (tools/railway_games.spec ships it there).
TABLE = Path(__file__).with_name("level_results.json")


@dataclass(frozen=True)
class MatchResult:
    """One match: `levels[0]` against `levels[1]`, seats swapped every game.

    `wins` may hold halves (a win shared where the rulebook has no tie-break counts
    by share); `win_rate_95` is the first level's 95% interval; `cpu_p95` each level's
    decision p95 in processor seconds; `commit` the code that played it.
    """

    game: str
    players: int
    levels: tuple[str, str]
    games: int
    wins: tuple[float, float]
    win_rate_95: tuple[float, float]
    mean_score: tuple[float, float]
    cpu_p95: dict[str, float]
    seed: int
    untimed: bool
    commit: str

    @property
    def key(self) -> tuple[str, int, tuple[str, str]]:
        return self.game, self.players, self.levels


def _result(row: dict[str, Any]) -> MatchResult:
    upper, lower = row["levels"]
    return MatchResult(game=row["game"], players=row["players"], levels=(upper, lower),
                       games=row["games"], wins=_pair(row["wins"]),
                       win_rate_95=_pair(row["win_rate_95"]),
                       mean_score=_pair(row["mean_score"]), cpu_p95=dict(row["cpu_p95"]),
                       seed=row["seed"], untimed=row["untimed"], commit=row["commit"])


def _pair(numbers: list[float]) -> tuple[float, float]:
    first, second = numbers
    return float(first), float(second)


def read(table: Path | None = None) -> list[MatchResult]:
    """Every match in `table` (the shipped one unless told; none if it is not there yet)."""
    table = table or TABLE
    if not table.exists():
        return []
    rows = json.loads(table.read_text(encoding="utf-8"))
    if not isinstance(rows, list):
        raise ValueError("the table is not a list of matches")
    return [_result(row) for row in rows]


@cache
def recorded() -> dict[tuple[str, int, tuple[str, str]], MatchResult]:
    """The shipped table by game, seats and levels, read once. A damaged table costs setup
    only its measured sentences, said once on stderr, never the game."""
    try:
        return {result.key: result for result in read()}
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"{TABLE}: not read, so setup says no measured results ({error!r})",
              file=sys.stderr)
        return {}


def record(result: MatchResult, table: Path | None = None) -> None:
    """Put `result` in `table` (the shipped one unless told) in place of the match of the
    same game, seats and levels."""
    table = table or TABLE
    kept = [old for old in read(table) if old.key != result.key]
    rows = sorted([*kept, result], key=lambda r: (r.game, r.players, r.levels))
    table.write_text(json.dumps([asdict(r) for r in rows], indent=2) + "\n", encoding="utf-8")


def against(game: str, upper: str, lower: str, players: int = 2) -> MatchResult | None:
    """The recorded match of `upper` against `lower` in `game`, if there is one."""
    return recorded().get((game, players, (upper, lower)))
