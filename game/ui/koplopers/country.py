"""The country under the Koplopers board: its land tinted by region, the water, the neighbours.

Drawn into the map layer (map_layer.py) once per window size and zoom, under the track:
the land first, each place in the tint of its nearest station's region, then the water
and the neighbours' land over the tint that runs past the coast or the border, then the
country's outline. The layer holds the country's box; what the map area shows past it
(at zoom 1 on a wide area, or panned to the side) is only sea and the neighbours' land,
drawn round the layer each time the backdrop is (draw_around), so no picture larger
than the layer is kept. The file's rings (country_file.py) are projected to world units
once per board; their pixels are worked out per drawing and cut to what is seen first,
so a ring reaching far past it costs no more than its part in it.
Without the file the board keeps its older look: land in discs round the stations, on sea.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from game.engine.koplopers import Board
from game.ui.koplopers.art import lighter
from game.ui.koplopers.country_file import default_country
from game.ui.koplopers.geometry import LAND_EDGE, LAND_REACH, BoardGeometry, Point, Viewport

SEA = (134, 174, 207)
LAND = (226, 222, 200)  # the country's land where no region's tint reaches
ABROAD = (200, 201, 192)  # the neighbours' land: muted, so the country stands out
COAST = (112, 130, 146)  # the country's outline: coast, borders, lake shores

Pixels = list[tuple[int, int]]


@dataclass(frozen=True)
class Outline:
    """One ring in world units, with its box (to skip the rings a layer does not show)."""

    points: tuple[Point, ...]
    box: tuple[float, float, float, float]  # left, top, right, bottom


@dataclass(frozen=True)
class Shapes:
    netherlands: tuple[Outline, ...]
    water: tuple[Outline, ...]
    abroad: tuple[Outline, ...]


@cache
def shapes_for(geometry: BoardGeometry) -> Shapes | None:
    """The country's rings in the board's world units; None when there is no country to draw
    (its file is damaged, or does not cover the board)."""
    country = default_country()
    if country is None or not all(country.covers(s.lon, s.lat)
                                  for s in geometry.board.stations.values()):
        return None

    def outlines(rings: Sequence[Sequence[tuple[float, float]]]) -> tuple[Outline, ...]:
        found = []
        for ring in rings:
            points = tuple(geometry.project(lon, lat) for lon, lat in ring)
            xs, ys = [x for x, _ in points], [y for _, y in points]
            found.append(Outline(points, (min(xs), min(ys), max(xs), max(ys))))
        return tuple(found)

    return Shapes(outlines(country.netherlands), outlines(country.water),
                  outlines(country.abroad))


def draw_land(layer: pygame.Surface, board: Board, geometry: BoardGeometry,
              view: Viewport, offset: tuple[int, int]) -> None:
    """Everything under the track: land, regions, water and the neighbours, moved by
    `offset` from the whole layer's pixels (`layer` may hold only a part of it)."""
    shapes = shapes_for(geometry)
    if shapes is None:
        _draw_station_land(layer, board, geometry, view, offset)
        return
    # What is cut is cut at the whole layer's edge, not the part's: a cut moves the
    # pixels along an edge it crosses a little, so a part is pixel for pixel the same
    # as the whole layer there, and a pan that draws another part moves no border.
    seen, whole = layer.get_rect(), pygame.Rect(offset, view.layer_size)
    dx, dy = offset
    layer.fill(LAND)  # under the cells, which tile the layer: no pixel is left unpainted
    for code, cell in station_cells(geometry):
        pixels = _clipped([(x + dx, y + dy) for x, y in map(view.to_layer, cell)],
                          whole.inflate(2, 2))
        if len(pixels) >= 3:
            pygame.draw.polygon(layer, region_tint(board, code), pixels)
    _fill(layer, shapes.water, SEA, view, seen, offset, whole)
    _fill(layer, shapes.abroad, ABROAD, view, seen, offset, whole)
    width = 1 if view.zoom < 2 else 2
    for outline in shapes.netherlands:
        pixels = _pixels(outline, view, seen, offset)
        if pixels:
            pygame.draw.lines(layer, COAST, True, pixels, width)


def draw_around(surface: pygame.Surface, geometry: BoardGeometry, view: Viewport,
                area: pygame.Rect) -> None:
    """The sea and the neighbours' land in `area` (on screen) round the map layer."""
    surface.fill(SEA, area)
    shapes = shapes_for(geometry)
    if shapes is None:
        return
    layer = pygame.Rect(view.origin, view.layer_size)
    for strip in _strips(area, layer):
        _fill(surface, shapes.abroad, ABROAD, view, strip, view.origin)


def _strips(area: pygame.Rect, layer: pygame.Rect) -> list[pygame.Rect]:
    """The parts of `area` outside `layer`: above, below, then left and right of it."""
    inner = area.clip(layer)
    if not inner:
        return [area]
    found = [pygame.Rect(area.x, area.y, area.w, inner.y - area.y),
             pygame.Rect(area.x, inner.bottom, area.w, area.bottom - inner.bottom),
             pygame.Rect(area.x, inner.y, inner.x - area.x, inner.h),
             pygame.Rect(inner.right, inner.y, area.right - inner.right, inner.h)]
    return [strip for strip in found if strip.w > 0 and strip.h > 0]


def _fill(surface: pygame.Surface, outlines: Sequence[Outline], colour: tuple[int, int, int],
          view: Viewport, seen: pygame.Rect, offset: tuple[int, int],
          edge: pygame.Rect | None = None) -> None:
    """Fill each ring (moved by `offset` from layer pixels) where it lies in `seen`, cut at
    `edge` (`seen` unless given)."""
    near = seen.inflate(2, 2)  # a pixel past the edge: the edge's own pixels are filled too
    cut = near if edge is None else edge.inflate(2, 2)
    for outline in outlines:
        pixels = _clipped(_pixels(outline, view, near, offset), cut)
        if len(pixels) >= 3:
            pygame.draw.polygon(surface, colour, pixels)


def _draw_station_land(layer: pygame.Surface, board: Board, geometry: BoardGeometry,
                       view: Viewport, offset: tuple[int, int]) -> None:
    """The look without the country: sea, with a disc of land round each station in the
    tint of its region, edged with plain land."""
    reach = max(8, round(LAND_REACH * view.scale))
    centres = {}
    for code in board.stations:
        x, y = view.to_layer(geometry.stations[code])
        centres[code] = (x + offset[0], y + offset[1])
    layer.fill(SEA)
    for centre in centres.values():
        pygame.draw.circle(layer, LAND, centre, reach + LAND_EDGE)
    for code, centre in centres.items():
        pygame.draw.circle(layer, region_tint(board, code), centre, reach)


def region_tint(board: Board, code: str) -> tuple[int, int, int]:
    """The light tint of a station's region's colour that its land is drawn in."""
    colour = pygame.Color(board.regions[board.stations[code].region].colour)
    return lighter((colour.r, colour.g, colour.b), 0.62)


@cache
def station_cells(geometry: BoardGeometry) -> tuple[tuple[str, tuple[Point, ...]], ...]:
    """Each station's cell: the part of the map nearer to it than to any other station, so
    the country's land is divided into the regions of its nearest stations (a Voronoi
    diagram, cut to the map's box and a little more)."""
    reach = 2 * LAND_REACH
    frame: list[Point] = [(-reach, -reach), (geometry.width + reach, -reach),
                          (geometry.width + reach, geometry.height + reach),
                          (-reach, geometry.height + reach)]
    cells = []
    for code, (ax, ay) in geometry.stations.items():
        cell = frame
        for other, (bx, by) in geometry.stations.items():
            if other != code and cell:
                cell = _nearer_half(cell, (ax, ay), (bx, by))
        cells.append((code, tuple(cell)))
    return tuple(cells)


def _nearer_half(cell: list[Point], a: Point, b: Point) -> list[Point]:
    """The part of a convex cell nearer to `a` than to `b`."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]

    def side(p: Point) -> float:  # negative on a's side of the bisector
        return (p[0] - mx) * dx + (p[1] - my) * dy

    kept: list[Point] = []
    previous = cell[-1]
    for point in cell:
        here, there = side(point), side(previous)
        if (here <= 0) != (there <= 0):
            t = there / (there - here)
            kept.append((previous[0] + (point[0] - previous[0]) * t,
                         previous[1] + (point[1] - previous[1]) * t))
        if here <= 0:
            kept.append(point)
        previous = point
    return kept


def _pixels(outline: Outline, view: Viewport, seen: pygame.Rect,
            offset: tuple[int, int]) -> Pixels:
    """The ring in layer pixels moved by `offset`, or nothing when it lies wholly outside
    `seen`."""
    dx, dy = offset
    left, top = view.to_layer(outline.box[:2])
    right, bottom = view.to_layer(outline.box[2:])
    if (right + dx < seen.left or left + dx > seen.right or bottom + dy < seen.top
            or top + dy > seen.bottom):
        return []
    return [(x + dx, y + dy) for x, y in map(view.to_layer, outline.points)]


def _clipped(pixels: Pixels, rect: pygame.Rect) -> Pixels:
    """A ring cut to `rect` (Sutherland-Hodgman: right for any ring, as the cut is a box).

    pygame fills a polygon row by row over all its rows, seen or not: cut first, a ring
    many layers long costs no more than its part in the layer."""
    edges = ((0, rect.left, 1), (0, rect.right, -1), (1, rect.top, 1), (1, rect.bottom, -1))
    for axis, limit, side in edges:
        if not pixels:
            break
        kept: Pixels = []
        previous = pixels[-1]
        for point in pixels:
            here_in = (point[axis] - limit) * side >= 0
            there_in = (previous[axis] - limit) * side >= 0
            if here_in != there_in:
                kept.append(_crossing(previous, point, axis, limit))
            if here_in:
                kept.append(point)
            previous = point
        pixels = kept
    return pixels


def _crossing(a: tuple[int, int], b: tuple[int, int], axis: int, limit: int) -> tuple[int, int]:
    """Where the segment a-b crosses the line at `limit` on `axis`."""
    t = (limit - a[axis]) / (b[axis] - a[axis])
    other = round(a[1 - axis] + (b[1 - axis] - a[1 - axis]) * t)
    return (limit, other) if axis == 0 else (other, limit)
