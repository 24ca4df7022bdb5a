"""Where a lesson's lit places lie on each game's table, as screen rectangles.

The lesson names places as the engine does (Targets); each game's board knows
where its pieces are drawn, and this module asks it, one small finder per game. A
place that is not on screen now (a train still in its box, a card not dealt)
gives None and is simply not lit. A lit place the Koplopers map has zoomed or
panned out of sight is brought back into view (`bring_into_view`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import freight, koplopers
from game.engine.target import Target

if TYPE_CHECKING:  # type only: a lesson would load both games' boards at run time
    from game.ui.freight.table import FreightTable
    from game.ui.koplopers.board import KoplopersBoard

Rect = pygame.Rect
RING = 22  # the half-size of the ring round a point on the Koplopers map, before scaling
LESSON_ZOOM = 1.25  # a lit place off the whole map's edge: zoomed in this much, then panned


def _around(point: tuple[int, int] | None, half: int) -> Rect | None:
    if point is None:
        return None
    return Rect(point[0] - half, point[1] - half, 2 * half, 2 * half)


def _map_point(board: KoplopersBoard, target: Target) -> tuple[int, int] | None:
    """Where a Koplopers place lies on the map (a train on the track, a station, a site, a
    section's middle); None for what is not on the map (the organizer, the hand)."""
    kind, network = target.kind, board.game.board
    if kind == koplopers.TRAIN:
        return board.train_point(*koplopers.train_of(target))
    if kind == koplopers.STATION:
        return board.station_point(koplopers.station_of(network, target))
    if kind == koplopers.SITE:
        return board.site_point(koplopers.site_of(network, target))
    if kind == koplopers.SECTION:
        a, b = board.screen_map.section_ends(target.index)
        return (a[0] + b[0]) // 2, (a[1] + b[1]) // 2
    return None


def koplopers_place(board: KoplopersBoard, target: Target, drop: bool) -> Rect | None:
    """A Koplopers place on the board: on the map, or on the organizer; while a dialog is
    open, only a passenger token's chip in it (the rest lies under the dialog)."""
    layout, kind = board.layout, target.kind
    dialog = board.dialog
    if dialog is not None:
        chips = [c for side in dialog.sides for c in side.chips if c.token == target.index]
        return chips[0].rect if kind == koplopers.TOKEN and chips else None
    point = _map_point(board, target)
    if point is not None:
        return _around(point, layout.scaled(RING))
    if kind == koplopers.TRAIN:
        return layout.train_icon(*koplopers.train_of(target))
    if kind == koplopers.CARD:
        return layout.hand_card(target.index)
    if kind == koplopers.REPAIR:
        return layout.repair_card()
    return None


def freight_place(board: FreightTable, target: Target, drop: bool) -> Rect | None:
    """A Freight place on the table of the seat to move: the card to press, or (`drop`)
    the whole place to drop it on."""
    layout, table, kind, i = board.layout, board.table, target.kind, target.index
    seat = table.current_player if table.current_player is not None else board.shown
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
        lifted = board.tray_cards()
        return lifted[i][1] if i < len(lifted) else None
    if kind == freight.NEW_TRAIN:
        return layout.train_box(len(table.players[seat].trains))
    if kind == freight.CABOOSE_PILE:
        return layout.cabooses
    if kind == freight.DISCARD:
        return layout.discard
    return None


FINDERS: dict[str, Callable[[Any, Target, bool], Rect | None]] = {
    "koplopers": koplopers_place,  # the board of that game
    "freight": freight_place,
}


def place_rect(game: str, board: Any, target: Target, drop: bool = False) -> Rect | None:
    """Where `target` lies on `board`, the board of `game`: the piece to press, or (`drop`)
    the place to drop it on; None when it is not on screen now."""
    finder = FINDERS.get(game)
    return finder(board, target, drop) if finder else None


LABELS: dict[str, Callable[[Any], list[Rect]]] = {
    "koplopers": lambda board: board.label_boxes(),  # the map's names, chips, tags, badges
    "freight": lambda board: board.label_boxes(),  # the private rows' limits and names
}


def label_boxes(game: str, board: Any) -> list[Rect]:
    """The texts drawn on `board`, the board of `game`, that a lit place's ring must pass
    under (a table whose places carry no labels round them has none)."""
    boxes = LABELS.get(game)
    return boxes(board) if boxes else []


def koplopers_into_view(board: KoplopersBoard, targets: list[Target]) -> None:
    """Pan the map (through the board's own view) so that the map places among `targets`
    lie inside its area, with room round each for its ring and its labels; the whole
    map, which does not pan, is zoomed in a step first."""
    area, half = board.layout.map_area, board.layout.scaled(RING)
    room = area.inflate(-2 * half, -2 * half)

    def outside() -> list[Rect]:
        points = (_map_point(board, target) for target in targets)
        rects = [_around(point, half) for point in points if point is not None]
        return [rect for rect in rects if rect is not None and not room.contains(rect)]

    out = outside()
    if out and board.zoom <= 1:
        board.zoom_by(LESSON_ZOOM, area.center)
        out = outside()
    if not out:
        return
    seen = out[0].unionall(out[1:])
    dx = max(0, room.left - seen.left) - max(0, seen.right - room.right)
    dy = max(0, room.top - seen.top) - max(0, seen.bottom - room.bottom)
    pan = board.screen_map.viewport.pan
    board.pan_to((pan[0] + dx, pan[1] + dy))


VIEWS: dict[str, Callable[[Any, list[Target]], None]] = {"koplopers": koplopers_into_view}


def bring_into_view(game: str, board: Any, targets: list[Target]) -> None:
    """Ask `game`'s board to show the places `targets` (lit by a lesson) whole, where its
    view can move (a table that always shows everything has no such view)."""
    view = VIEWS.get(game)
    if view is not None and targets:
        view(board, targets)
