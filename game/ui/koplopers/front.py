"""Koplopers & Dwarsliggers' front record: its colours, its board and its score lines."""

from __future__ import annotations

from game.engine.base import Game
from game.engine.koplopers import KoplopersView
from game.engine.seat_view import narrowed
from game.texts import ntr, tr
from game.ui.fronts import GameFront
from game.ui.widgets.scroll_list import Entry


def _breakdown(game: Game) -> list[Entry]:
    """Passengers delivered and still aboard, and the rulebook's tie-breaks, per seat."""
    view = narrowed(game.view(None), KoplopersView)
    entries = [Entry(tr("Passengers"), "h2")]
    for seat in view.seats:
        tokens = ntr("{n} token in the tray", "{n} tokens in the tray", len(seat.tray))
        entries.append(Entry(
            tr("{name}: {delivered} delivered, {aboard} still aboard, {tokens}").format(
                name=seat.name, delivered=seat.delivered, aboard=seat.aboard, tokens=tokens),
            "bullet"))
    entries.append(Entry(
        tr("Score: delivered minus still aboard. Ties: fewer still aboard, then more tokens "
           "in the tray.") if view.advanced else
        tr("Score: passengers delivered. Ties: fewer still aboard, then more tokens in the "
           "tray.")))
    return entries


FRONT = GameFront(board="game.ui.koplopers.board:KoplopersBoard", breakdown=_breakdown)
