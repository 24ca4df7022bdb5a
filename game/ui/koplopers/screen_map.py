"""The board on screen: where stations, sections, trains and tokens are; what the mouse is on.

One object answers both ways for the current viewport (zoom and pan): from
the game to screen points (for drawing, glides and the tests' clicks) and from
a screen point back to the game (for hit-tests), so the two always agree.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from game.engine.koplopers import LETTERS, Board, KoplopersView, Position
from game.texts import cached_per_language, ntr, tr
from game.ui.koplopers.art import train_degrees, train_sprite
from game.ui.koplopers.geometry import Viewport, geometry_for
from game.ui.koplopers.labels import Badge, Placement, Placer
from game.ui.koplopers.map_layer import sizes
from game.ui.koplopers.organizer import train_place

Point = tuple[int, int]


class ScreenMap:
    def __init__(self, board: Board, viewport: Viewport, shown_by: object) -> None:
        """`shown_by`: the board showing this map, across pans and zooms (its labels stay
        where that board last showed them)."""
        self.board = board
        self.shown_by = shown_by
        self.geometry = geometry_for(board)
        self.viewport = viewport
        self.px = sizes(viewport)
        self.placer = _placer(board, Viewport((0, 0, *viewport.area[2:]), viewport.world,
                                              viewport.zoom))
        self._placed: tuple[Placement, Placement] | None = None  # in the layer, on screen
        self._badges: tuple[Placement, tuple[Badge, ...], list[pygame.Rect]] | None = None

    # --- from the game to the screen ---------------------------------------------------------
    def station_point(self, code: str) -> Point:
        return self.viewport.to_screen(self.geometry.stations[code])

    def position_point(self, position: Position, lean: float | None = None) -> Point:
        return self.viewport.to_screen(self.geometry.position_point(position, lean))

    def site_point(self, site: str) -> Point:
        """A point on the construction site's stub, clear of its station."""
        return self.position_point((self.board.site_section[site], 1), 0.3)

    def train_point(self, table: KoplopersView, seat: int, number: int) -> Point | None:
        train = table.seats[seat].trains[number - 1]
        return None if train.position is None else self.position_point(train.position)

    def ride_point(self, label: str) -> Point:
        """Where to click to ride to position `label`: its section, towards its front."""
        position = self.board.position(label)
        assert position is not None
        return self.position_point(position, 0.35)

    def section_ends(self, section: int) -> tuple[Point, Point]:
        shape = self.geometry.sections[section]
        return self.viewport.to_screen(shape.ends[0]), self.viewport.to_screen(shape.ends[1])

    def train_image(self, rgb: tuple[int, int, int], combined: bool,
                    position: Position | None, least: int = 0) -> pygame.Surface:
        """A train sprite facing its way on the board (pointing right off the board), at
        least `least` pixels long (a train in the hand is a token to hold, not a speck)."""
        degrees = 0
        if position is not None:
            degrees = train_degrees(self.geometry.sections[position[0]].angle(position[1]))
        return train_sprite(rgb, max(least, self.px["train"]), combined, degrees)

    def waypoints(self, positions: Sequence[Position]) -> list[Point]:
        """The screen points a ride over `positions` passes, stations included."""
        return [self.viewport.to_screen(p) for p in self.geometry.waypoints(list(positions))]

    def labels(self, table: KoplopersView) -> Placement:
        """Where names, tags, tokens and region names lie on screen for the table seen."""
        placed = self.placer.place(table, self.shown_by)
        if self._placed is None or self._placed[0] is not placed:
            self._placed = (placed, placed.moved(*self.viewport.origin))
        return self._placed[1]

    def badges(self, table: KoplopersView, wanted: Sequence[Badge]) -> list[pygame.Rect]:
        """Where the lit sections' badges lie on screen, in order, each on its own section."""
        placed, key = self.placer.place(table, self.shown_by), tuple(wanted)
        if self._badges is None or self._badges[0] is not placed or self._badges[1] != key:
            ox, oy = self.viewport.origin
            self._badges = (placed, key, [r.move(ox, oy) for r in self.placer.badges(placed, key)])
        return self._badges[2]

    def label_boxes(self, table: KoplopersView) -> list[pygame.Rect]:
        """The boxes of every text on the map (station names, chips, train tags, the sites'
        marks) that a ring over the map must pass under, never cover."""
        placed = self.labels(table)
        ox, oy = self.viewport.origin
        return [*placed.names.values(), *placed.tags.values(),
                *(rect for stack in placed.tokens.values() for rect in stack),
                *(mark.move(ox, oy) for mark in self.placer.marks)]

    def token_spots(self, table: KoplopersView, code: str) -> list[pygame.Rect]:
        """The rects of the tokens waiting at a station, in order."""
        return self.labels(table).tokens.get(code, [])

    # --- from the screen to the game ---------------------------------------------------------
    def section_at(self, pos: Point, sites: bool,
                   lit: Collection[int] = ()) -> tuple[int, float] | None:
        """The nearest route section (or construction site) under `pos`, and how near; a lit
        section within reach before an unlit nearer one. A click on a station touches every
        section that ends there: the lit one, whose badge the player read, is the one meant."""
        reach = float(self.px["track"] * 2 + 6)
        near = [(section.id not in lit, d, section.id) for section in self.board.sections
                if (section.site is not None) == sites
                and (d := _distance(pos, *self.section_ends(section.id))) <= reach]
        if not near:
            return None
        _, d, best = min(near)
        return best, d

    def position_at(self, pos: Point, lit: Collection[Position] = ()) -> Position | None:
        """The position under `pos`: a lit one if its section has one, else by the nearer end."""
        hit = self.section_at(pos, sites=False, lit={p[0] for p in lit})
        if hit is None:
            return None
        section = hit[0]
        ends = self.section_ends(section)
        candidates = [(section, f) for f in (0, 1) if (section, f) in lit]
        return min(candidates or [(section, 0), (section, 1)],
                   key=lambda p: math.dist(pos, ends[p[1]]))

    def site_at(self, pos: Point) -> str | None:
        hit = self.section_at(pos, sites=True)
        return None if hit is None else self.board.sections[hit[0]].site

    def station_at(self, pos: Point, dropped: bool = False) -> str | None:
        """The station nearest to `pos` within a click's reach of its dot, or (a card
        `dropped`, which names its station itself) within three dots' reach: a drop inside
        the ring a lesson draws round the station is on it."""
        reach = (3 if dropped else 1) * self.px["station"] + 6
        distance = {code: math.dist(pos, self.station_point(code))
                    for code in self.geometry.stations}
        near = min(distance, key=distance.__getitem__)
        return near if distance[near] <= reach else None

    def train_at(self, table: KoplopersView, pos: Point) -> tuple[int, int] | None:
        """The (seat, train) nearest to `pos` within a train's reach."""
        best, best_d = None, self.px["train"] * 0.6
        for seat_number, seat in enumerate(table.seats):
            for train in seat.on_board():
                point = self.train_point(table, seat_number, train.number)
                if point is not None and math.dist(pos, point) <= best_d:
                    best, best_d = (seat_number, train.number), math.dist(pos, point)
        return best

    def describe(self, table: KoplopersView, pos: Point) -> str:
        """What lies under the mouse, in words: a train, a token, a station or a site."""
        board = self.board
        hit = self.train_at(table, pos)
        if hit is not None:
            seat, number = hit
            train = table.seats[seat].trains[number - 1]
            return ntr("{name}'s train {number} {place}: {load}/{n} passenger",
                       "{name}'s train {number} {place}: {load}/{n} passengers",
                       train.capacity).format(name=table.seats[seat].name, number=number,
                                              place=train_place(board, train), load=train.load)
        for code in table.waiting:
            for token, rect in zip(table.waiting_at(code), self.token_spots(table, code),
                                   strict=False):
                if rect.collidepoint(pos):
                    face = board.tokens[token]
                    return ntr("{n} passenger at {station} for {destination}",
                               "{n} passengers at {station} for {destination}",
                               face.passengers).format(
                        station=board.station_name(code),
                        destination=board.station_name(face.destination))
        station = self.station_at(pos)
        if station is not None:
            region = board.regions[board.stations[station].region].name
            obstructed = [x for x in LETTERS if table.obstructions.get(x) == station]
            said = (tr("{code}: {name} ({region}), obstructed (token {letter})") if obstructed
                    else tr("{code}: {name} ({region})"))
            return said.format(code=station, name=board.station_name(station), region=region,
                               letter=obstructed[0] if obstructed else "")
        site = self.site_at(pos)
        if site is not None:
            mark = board.sites[site].mark
            said = (tr("Construction site at {station}, marked {mark}") if mark
                    else tr("Construction site at {station}, unmarked"))
            return said.format(station=board.station_name(board.sites[site].station), mark=mark)
        return ""


@cached_per_language(4)
def _placer(board: Board, view: Viewport) -> Placer:
    """One placer per size and zoom (the pan only moves its rects), kept across pans; per
    language too, as its tags are sized for the language's seat initials."""
    return Placer(board, geometry_for(board), view, sizes(view))


def corner(image: pygame.Surface, centre: Point) -> Point:
    """The top-left corner that centres `image` on `centre`."""
    return (centre[0] - image.get_width() // 2, centre[1] - image.get_height() // 2)


def _distance(p: Point, a: Point, b: Point) -> float:
    """From point p to the segment a-b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length = dx * dx + dy * dy
    t = 0.0 if not length else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length))
    return math.dist(p, (ax + t * dx, ay + t * dy))
