"""Where the Koplopers board lies on screen: stations, sections, sites and token spots.

The map file gives real coordinates; this module projects them once into a
"world" square (0..1 on the longer side), then lays each route's sections
along the straight line between its stations with a small gap between them,
so every section is seen as its own piece of track. A Viewport turns world
points into screen points for one map area, zoom and pan. Drawing, hit-tests
and glides all ask the same geometry, so they always agree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, cached_property

from game.engine.koplopers import Board, Position
from game.ui.koplopers.country_file import default_country

Point = tuple[float, float]
Extent = tuple[float, float, float, float]  # west, south, east, north in degrees

SECTION_GAP = 0.1  # of a section's length, left open at each end
SITE_LENGTH = 0.045  # world units: a construction site's stub
STATION_CLEAR = 0.012  # world units kept free round a station's centre
AT_STATION_LEAN = 0.45  # of the way from a section's middle to its front: a train at a station
LAND_REACH = 0.075  # world units of land (in the region's colour) round each station
LAND_EDGE = 6  # pixels of plain land edging the regions (drawn without the country's file)


def free_direction(used: list[float]) -> float:
    """The direction furthest from every line already leaving a station."""
    candidates = [k * math.pi / 12 for k in range(24)]

    def clearance(angle: float) -> float:
        return min((abs((angle - u + math.pi) % (2 * math.pi) - math.pi) for u in used),
                   default=math.pi)

    return max(candidates, key=clearance)


def lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass(frozen=True)
class SectionShape:
    """One section in world units: its two ends (in the order of Section.ends)."""

    ends: tuple[Point, Point]

    @property
    def middle(self) -> Point:
        return lerp(self.ends[0], self.ends[1], 0.5)

    def angle(self, facing: int) -> float:
        """The direction (radians, screen y down) a train facing end `facing` points to."""
        (x0, y0), (x1, y1) = self.ends[1 - facing], self.ends[facing]
        return math.atan2(y1 - y0, x1 - x0)


class BoardGeometry:
    """The world-unit shapes of one board, computed once per board."""

    def __init__(self, board: Board, country: Extent | None = None) -> None:
        self.board = board
        lats = [s.lat for s in board.stations.values()]
        lons = [s.lon for s in board.stations.values()]
        squeeze = math.cos(math.radians(sum(lats) / len(lats)))
        width = (max(lons) - min(lons)) * squeeze
        height = max(lats) - min(lats)
        side = max(width, height)
        self._projection = (min(lons), max(lats), squeeze, side)
        self.stations: dict[str, Point] = {
            code: self.project(s.lon, s.lat) for code, s in board.stations.items()
        }
        # a station's name goes above it where it can: sites keep that side free as well
        leaving: dict[str, list[float]] = {code: [-math.pi / 2] for code in board.stations}
        self.sections: list[SectionShape] = []
        for section in board.sections:
            if section.site is None:
                self.sections.append(self._route_piece(section.label, section.heads))
            else:
                self.sections.append(SectionShape(((0.0, 0.0), (0.0, 0.0))))  # laid below
        for code in board.stations:
            a = self.stations[code]
            for other in self._neighbours(code):
                b = self.stations[other]
                leaving[code].append(math.atan2(b[1] - a[1], b[0] - a[0]))
        self.site_angle: dict[str, float] = {}
        for site in board.sites.values():
            angle = free_direction(leaving[site.station])
            leaving[site.station].append(angle)
            self.site_angle[site.id] = angle
            x, y = self.stations[site.station]
            near = (x + STATION_CLEAR * math.cos(angle), y + STATION_CLEAR * math.sin(angle))
            far = (x + SITE_LENGTH * math.cos(angle), y + SITE_LENGTH * math.sin(angle))
            self.sections[board.site_section[site.id]] = SectionShape((near, far))
        if country is None:  # no country drawn: the land round each station is
            corners = [(x + dx, y + dy) for x, y in self.stations.values()
                       for dx in (-LAND_REACH, LAND_REACH) for dy in (-LAND_REACH, LAND_REACH)]
        else:
            corners = [self.project(country[0], country[1]), self.project(country[2], country[3])]
        self._enclose(corners)

    def project(self, lon: float, lat: float) -> Point:
        """A place on Earth in world units: the stations, and the country drawn under them."""
        lon0, lat0, squeeze, side = self._projection
        return ((lon - lon0) * squeeze / side, (lat0 - lat) / side)

    def _enclose(self, country: list[Point]) -> None:
        """Shift everything so the map's box holds the construction sites and the country (or
        the land round the stations) too: a site sticking out (Heerlen's, to the south) must
        stay on screen, and so must the Wadden islands and Zeeuws-Vlaanderen, when the box
        is fitted to the map area."""
        points = [*self.stations.values(), *(end for s in self.sections for end in s.ends),
                  *country]
        left, top = min(x for x, _ in points), min(y for _, y in points)
        self.width = max(x for x, _ in points) - left
        self.height = max(y for _, y in points) - top
        lon0, lat0, squeeze, side = self._projection
        self._projection = (lon0 + left * side / squeeze, lat0 - top * side, squeeze, side)
        self.stations = {code: (x - left, y - top) for code, (x, y) in self.stations.items()}
        self.sections = [SectionShape(((a[0] - left, a[1] - top), (b[0] - left, b[1] - top)))
                         for a, b in (s.ends for s in self.sections)]

    def _neighbours(self, code: str) -> list[str]:
        return [r.b if r.a == code else r.a for r in self.board.routes if code in (r.a, r.b)]

    def _route_piece(self, label: str, heads: tuple[str, str]) -> SectionShape:
        route_part, _, index = label.rpartition(".")
        a, b = self.stations[heads[0]], self.stations[heads[1]]
        count = next(r.sections for r in self.board.routes if f"{r.a}-{r.b}" == route_part)
        i = int(index) - 1
        length = math.dist(a, b) or 1.0
        clear = STATION_CLEAR / length
        usable = 1 - 2 * clear
        t0, t1 = clear + usable * i / count, clear + usable * (i + 1) / count
        gap = SECTION_GAP * usable / count
        return SectionShape((lerp(a, b, t0 + gap), lerp(a, b, t1 - gap)))

    def position_point(self, position: Position, lean: float | None = None) -> Point:
        """A point of a position: its section's middle, moved `lean` of the way to its front;
        by default a train's place, towards the station it is at (the organizer says "at
        Utrecht": it stands by Utrecht, not halfway along a long section)."""
        shape = self.sections[position[0]]
        if lean is None:
            lean = AT_STATION_LEAN if self.board.facing_station(position) is not None else 0.0
        return lerp(shape.middle, shape.ends[position[1]], lean)

    def waypoints(self, positions: list[Position]) -> list[Point]:
        """The points a train passes riding over `positions`, through the stations between."""
        if not positions:
            return []
        points = [self.position_point(positions[0])]
        for here, there in zip(positions, positions[1:], strict=False):
            station = self.board.facing_station(here)
            if station is not None:
                points.append(self.stations[station])
            points.append(self.position_point(there))
        return points


@cache
def geometry_for(board: Board) -> BoardGeometry:
    """Boards never change, so each gets its geometry once, with the country drawn under it
    when the country's file covers the board's stations."""
    country = default_country()
    covered = country is not None and all(
        country.covers(s.lon, s.lat) for s in board.stations.values())
    return BoardGeometry(board, country.extent if country is not None and covered else None)


@dataclass(frozen=True)
class Viewport:
    """World units to screen pixels for one map area, zoom and pan (sizes worked out once).

    At zoom 1 the map's box (the country, or the stations and their land) fits the area
    with a small margin; `pan` is in screen pixels. The static map layer is drawn in layer
    pixels (screen pixels without the layer's corner), so panning only moves a blit; what
    the area shows beyond the layer (country.draw_around) is only sea and the neighbours.
    """

    area: tuple[int, int, int, int]  # x, y, w, h of the map area on screen
    world: tuple[float, float]  # the map's width and height in world units
    zoom: float = 1.0
    pan: tuple[int, int] = (0, 0)

    @cached_property
    def margin(self) -> int:
        """Screen pixels round the map's box at zoom 1. The country's box leaves room for the
        outermost stations' names (labels.py keeps them inside the area); a wider margin
        only shrinks the map."""
        return max(6, min(self.area[2], self.area[3]) // 80)

    def _fitted(self, margin: int) -> float:
        """Pixels per world unit that fit the map in the area inside `margin`."""
        w, h = self.area[2] - 2 * margin, self.area[3] - 2 * margin
        return min(w / self.world[0], h / self.world[1])

    @cached_property
    def scale(self) -> float:
        """Pixels per world unit."""
        return self._fitted(self.margin) * self.zoom

    @cached_property
    def bleed(self) -> int:
        """Layer pixels round the map's box: room for the outermost stations' discs."""
        return self.margin

    @cached_property
    def layer_size(self) -> tuple[int, int]:
        return (math.ceil(self.world[0] * self.scale) + 2 * self.bleed,
                math.ceil(self.world[1] * self.scale) + 2 * self.bleed)

    @cached_property
    def origin(self) -> tuple[int, int]:
        """Where the layer's corner lies on screen: centred, then panned."""
        lw, lh = self.layer_size
        x = self.area[0] + (self.area[2] - lw) // 2 + self.pan[0]
        y = self.area[1] + (self.area[3] - lh) // 2 + self.pan[1]
        return x, y

    def to_layer(self, point: Point) -> tuple[int, int]:
        return (round(self.bleed + point[0] * self.scale),
                round(self.bleed + point[1] * self.scale))

    def to_screen(self, point: Point) -> tuple[int, int]:
        lx, ly = self.to_layer(point)
        ox, oy = self.origin
        return lx + ox, ly + oy

    def to_world(self, pos: tuple[int, int]) -> Point:
        ox, oy = self.origin
        return ((pos[0] - ox - self.bleed) / self.scale, (pos[1] - oy - self.bleed) / self.scale)

    def zoomed(self, factor: float, around: tuple[int, int]) -> Viewport:
        """Zoom by `factor` (kept within 1..4) keeping the world point under `around` still."""
        zoom = max(1.0, min(4.0, self.zoom * factor))
        fixed = self.to_world(around)
        grown = Viewport(self.area, self.world, zoom, (0, 0))
        sx, sy = grown.to_screen(fixed)
        return grown.panned((around[0] - sx, around[1] - sy))

    def panned(self, pan: tuple[int, int]) -> Viewport:
        """Pan to `pan`, kept so that the map never leaves the area entirely."""
        if self.zoom <= 1.0:
            return Viewport(self.area, self.world, self.zoom, (0, 0))
        lw, lh = self.layer_size
        room_x = max(0, (lw - self.area[2]) // 2 + self.area[2] // 4)
        room_y = max(0, (lh - self.area[3]) // 2 + self.area[3] // 4)
        x = max(-room_x, min(room_x, pan[0]))
        y = max(-room_y, min(room_y, pan[1]))
        return Viewport(self.area, self.world, self.zoom, (x, y))
