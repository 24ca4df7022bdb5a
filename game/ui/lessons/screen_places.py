"""Where a lesson's lit places lie on each game's table, as screen rectangles.

The lesson names places as the engine does (Targets); each table knows where
its pieces are drawn, and this module asks it, one small finder per game. A
place that is not on screen now (a train still in its box, a card not dealt)
gives None and is simply not lit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import freight, koplopers
from game.engine.target import Target

if TYPE_CHECKING:  # type only: a lesson would load both games' tables at run time
    from game.ui.freight.table import FreightTableScene
    from game.ui.koplopers.board_scene import KoplopersBoardScene

Rect = pygame.Rect
RING = 22  # the half-size of the ring round a point on the Koplopers map, before scaling


def _around(point: tuple[int, int] | None, half: int) -> Rect | None:
    if point is None:
        return None
    return Rect(point[0] - half, point[1] - half, 2 * half, 2 * half)


def koplopers_place(scene: KoplopersBoardScene, target: Target, drop: bool) -> Rect | None:
    """A Koplopers place on the board scene: on the map, or on the organizer; while a
    dialog is open, only a passenger token's chip in it (the rest lies under the dialog)."""
    layout, kind = scene.layout, target.kind
    dialog = scene.dialog
    if dialog is not None:
        chips = [c for side in dialog.sides for c in side.chips if c.token == target.index]
        return chips[0].rect if kind == koplopers.TOKEN and chips else None
    half = layout.scaled(RING)
    if kind == koplopers.TRAIN:
        seat, number = koplopers.train_of(target)
        point = scene.train_point(seat, number)
        return _around(point, half) if point else layout.train_icon(seat, number)
    board = scene.game.board
    if kind == koplopers.STATION:
        return _around(scene.station_point(koplopers.station_of(board, target)), half)
    if kind == koplopers.SITE:
        return _around(scene.site_point(koplopers.site_of(board, target)), half)
    if kind == koplopers.SECTION:
        a, b = scene.screen_map.section_ends(target.index)
        return _around(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), half)
    if kind == koplopers.CARD:
        return layout.hand_card(target.index)
    if kind == koplopers.REPAIR:
        return layout.repair_card()
    return None


def freight_place(scene: FreightTableScene, target: Target, drop: bool) -> Rect | None:
    """A Freight place on the table of the seat to move: the card to press, or (`drop`)
    the whole place to drop it on."""
    layout, table, kind, i = scene.layout, scene.table, target.kind, target.index
    seat = table.current_player if table.current_player is not None else scene.shown
    if kind == freight.LINE:
        cars = table.main_yard[i]
        return layout.yard_card(i, len(cars) - 1) if cars else layout.yard_lines[i]
    if kind == freight.ROW:
        cars = table.players[seat].rows[i]
        return layout.row_card(i, len(cars) - 1, len(cars)) if cars and not drop else layout.rows[i]
    if kind == freight.HAND:
        return layout.hand_card(i) if i < len(table.hand) and not drop else layout.hand
    if kind == freight.TRAIN:
        return layout.train_box(i)
    if kind == freight.TRAY:
        lifted = scene.tray_cards()
        return lifted[i][1] if i < len(lifted) else None
    if kind == freight.NEW_TRAIN:
        return layout.train_box(len(table.players[seat].trains))
    if kind == freight.CABOOSE_PILE:
        return layout.cabooses
    if kind == freight.DISCARD:
        return layout.discard
    return None


FINDERS: dict[str, Callable[[Any, Target, bool], Rect | None]] = {
    "koplopers": koplopers_place,  # the board scene of that game
    "freight": freight_place,
}


def place_rect(game: str, scene: Any, target: Target, drop: bool = False) -> Rect | None:
    """Where `target` lies on `scene`, the table of `game`: the piece to press, or (`drop`)
    the place to drop it on; None when it is not on screen now."""
    finder = FINDERS.get(game)
    return finder(scene, target, drop) if finder else None
