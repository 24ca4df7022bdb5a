"""The score breakdown of the end screens, read from each engine's full view.

The engine scores; this only puts its numbers into lines a player can check
against the rulebook (per train type and day for Freight Train, delivered and
aboard passengers for Koplopers).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.base import Game
from game.ui.catalog import MIXED_KINDS
from game.ui.widgets.scroll_list import Entry

KIND_LABELS = {"mixed": "Mixed", **dict(MIXED_KINDS)}


def _kind(code: str) -> str:
    return KIND_LABELS.get(code, code.replace("_", " ").title())


def _points(value: int) -> str:
    return f"{value} point" if abs(value) == 1 else f"{value} points"


def freight_day(result: dict[str, Any], players: list[str]) -> list[Entry]:
    """One day's score sheet: every train type, the private yards and the totals."""
    entries = [Entry(f"Day {result['day']}", "h2")]
    for line in result["kinds"]:
        best_first = sorted(line["trains"], key=lambda t: -t["points"])
        parts = [
            f"{players[t['seat']]} {t['length']} car{'s' if t['length'] != 1 else ''}"
            + (" with caboose (doubled)" if t["caboose"] else "")
            + f": {_points(t['points'])}"
            for t in best_first
        ]
        entries.append(Entry(f"{_kind(line['kind'])} trains: " + ", ".join(parts), "bullet"))
    trains = ", ".join(f"{p} {_points(v)}" for p, v in zip(players, result["trains"], strict=True))
    yards = ", ".join(f"{p} {v:+d}" for p, v in zip(players, result["yard"], strict=True))
    totals = ", ".join(f"{p} {v}" for p, v in zip(players, result["totals"], strict=True))
    entries += [
        Entry(f"Trains this day: {trains}"),
        Entry(f"Private yards: {yards}"),
        Entry(f"Totals after day {result['day']}: {totals}"),
    ]
    return entries


def _freight(game: Game) -> list[Entry]:
    entries: list[Entry] = []
    for result in game.view(None).get("day_results", []):
        entries += freight_day(result, game.players)
    return entries


def _koplopers(game: Game) -> list[Entry]:
    view = game.view(None)
    entries = [Entry("Passengers", "h2")]
    for seat in view["seats"]:
        aboard = sum(train["load"] for train in seat["trains"])
        entries.append(
            Entry(
                f"{seat['name']}: {seat['delivered']} delivered, {aboard} still aboard, "
                f"{len(seat['tray'])} tokens in the tray",
                "bullet",
            )
        )
    rule = "delivered minus still aboard" if view["advanced"] else "passengers delivered"
    entries.append(Entry(f"Score: {rule}. Ties: fewer still aboard, then more tokens in the tray."))
    return entries


BREAKDOWNS: dict[str, Callable[[Game], list[Entry]]] = {
    "freight": _freight,
    "koplopers": _koplopers,
}


def breakdown(game: Game) -> list[Entry]:
    """The lines that explain the scores; empty for a game that has no breakdown."""
    make = BREAKDOWNS.get(game.NAME)
    return make(game) if make else []


def days_scored(game: Game) -> int:
    """How many end-of-day scorings the game has had (Freight Train's three days)."""
    return len(game.view(None).get("day_results", [])) if game.NAME == "freight" else 0
