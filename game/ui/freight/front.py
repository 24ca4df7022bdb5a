"""Freight Train's front record: its table and yard screens, and its score sheets.

The engine scores; the breakdown lines and the pads only put its numbers
(the view's `day_results`, a `DayScored` sheet per day scored) where a player
can check them against the rulebook's scoring table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.base import Game
from game.engine.freight import DayScored, FreightView, kind_title
from game.engine.seat_view import narrowed
from game.texts import cars, mark, points, series, tr
from game.ui.freight.score_pad import Pad, day_pad, draw_pad, final_pad
from game.ui.fronts import GameFront, ScoreSheet
from game.ui.widgets.scroll_list import Entry


@dataclass(frozen=True)
class PadSheet:
    """A score pad with the title its screen shows above it."""

    title: str
    pad: Pad
    go_on: str = mark("Next day")  # put through tr() where the button shows it

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        draw_pad(surface, self.pad, area)


def day_lines(result: DayScored, players: list[str]) -> list[Entry]:
    """One day's score sheet in words: every train type, the private yards and the totals."""
    entries = [Entry(tr("Day {day}").format(day=result.day), "h2")]
    for line in result.kinds:
        best_first = sorted(line.trains, key=lambda t: -t.points)
        parts = [
            (tr("{name} {cars} with caboose (doubled): {points}") if t.caboose
             else tr("{name} {cars}: {points}")).format(
                name=players[t.seat], cars=cars(t.length), points=points(t.points))
            for t in best_first
        ]
        entries.append(Entry(tr("{kind} trains: {trains}").format(
            kind=kind_title(line.kind), trains=series(parts)), "bullet"))
    trains = series(f"{p} {points(v)}" for p, v in zip(players, result.trains, strict=True))
    yards = series(f"{p} {v:+d}" for p, v in zip(players, result.yard, strict=True))
    totals = series(f"{p} {v}" for p, v in zip(players, result.totals, strict=True))
    entries += [
        Entry(tr("Trains this day: {points}").format(points=trains)),
        Entry(tr("Private yards: {points}").format(points=yards)),
        Entry(tr("Totals after day {day}: {points}").format(day=result.day, points=totals)),
    ]
    return entries


def _days(game: Game) -> tuple[DayScored, ...]:
    return narrowed(game.view(None), FreightView).day_results


def _breakdown(game: Game) -> list[Entry]:
    return [entry for result in _days(game) for entry in day_lines(result, game.players)]


def _day_sheets(game: Game) -> list[ScoreSheet]:
    return [
        PadSheet(tr("End of day {day}").format(day=result.day), day_pad(result, game.players))
        for result in _days(game)
    ]


def _final_sheet(game: Game) -> ScoreSheet | None:
    days = _days(game)
    return PadSheet(tr("Final results"), final_pad(days, game.players)) if days else None


FRONT = GameFront(
    board="game.ui.freight.table:FreightTable",
    # (table, seat, colour): another seat's whole yard, opened as "freight/yard".
    screens={"yard": "game.ui.freight.yard_view:YardView"},
    breakdown=_breakdown,
    interim_sheets=_day_sheets,
    final_sheet=_final_sheet,
)
