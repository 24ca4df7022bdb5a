"""Where every label on the map goes, so that nothing covers a station's name.

Labels are placed greedily by priority: station names first, then the trains' tags and
the waiting tokens, and last (per selection) the badges on the lit sections (a ride's
cost, a site's "build" or "scrap"); the region names are placed once among the fixed
things alone (clear of the sites' stubs, and of the track where they can be), so they
never move when a train rides: only one that a name, tag or chip must lie on makes way.
Each label tries a few candidate spots round what it belongs to and takes the cheapest:
covering a station name, a station, a train or a label already placed costs far more
than crossing the track, so a label only lands on something when every spot would; a
stack of chips away from its dot also pays for the length of the leader line it hangs
on, and far more for a spot that reads as another station's (another dot nearer, its
leader under a label or a dot). A name, tag or stack of chips keeps the spot it had in
the arrangement its map showed last while nothing but track lies there, so a ride moves
only the labels its train now covers (nothing on the board jumps); should that leave
more labels on each other than a fresh placement, the fresh one is taken. The placement
depends on the window size, the zoom and where trains and tokens are, not on the pan, so
it is worked out in layer pixels and cached; ScreenMap moves it on screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import pygame

from game.engine.koplopers import Board, KoplopersView, Position
from game.ui.fonts import font
from game.ui.koplopers.art import number_tag, token_chip, train_degrees, train_sprite
from game.ui.koplopers.geometry import BoardGeometry, Viewport
from game.ui.palette import SEAT_COLOURS

Point = tuple[int, int]
COVERED = 1000  # the cost of hiding something: any free spot is better
NAME_COVERED = 100 * COVERED  # a station's name is hidden by nothing at all
CHIPS_COVERED = 4 * COVERED  # chips on chips hide the texts of both: the worst
DISC_COVERED = 3 * COVERED  # a chip on a station's dot hides which station it waits at
CUT = CHIPS_COVERED  # a label cut at the map's edge is as good as hidden
CROSSING = 12  # the cost of a label lying across a piece of track
LEADER_PIXEL = 2  # each pixel of the line a stack of chips hangs on: close by reads best
REGION_CROSSING = 40  # a region's name across the track lies where a ride's badge goes
DIRECTIONS = [(0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)]
TAG_RINGS = (0, 6)  # a train's tag touches it, or nearly
TAG_RINGS_FARTHER = (12, 18)  # where every spot that near covers a dot or a text
TAG_SAMPLE = "W3"  # a wide letter and number: every train's tag fits its box
Badge = tuple[Position, str]  # a lit section (facing towards one end) and the word on it


@dataclass
class Placement:
    """The placed rects of one arrangement of trains and tokens (layer pixels, or screen pixels
    once moved)."""

    names: dict[str, pygame.Rect] = field(default_factory=dict)
    trains: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    tags: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    tokens: dict[str, list[pygame.Rect]] = field(default_factory=dict)
    regions: dict[str, pygame.Rect] = field(default_factory=dict)

    def labels(self) -> list[pygame.Rect]:
        """Everything placed except the station names (which must stay clear of it all)."""
        rects = [*self.trains.values(), *self.tags.values(), *self.regions.values()]
        return rects + [r for stack in self.tokens.values() for r in stack]

    def moved(self, dx: int, dy: int) -> Placement:
        """The same placement shifted by (dx, dy): from layer pixels to the screen."""
        return Placement({c: r.move(dx, dy) for c, r in self.names.items()},
                         {k: r.move(dx, dy) for k, r in self.trains.items()},
                         {k: r.move(dx, dy) for k, r in self.tags.items()},
                         {c: [r.move(dx, dy) for r in s] for c, s in self.tokens.items()},
                         {k: r.move(dx, dy) for k, r in self.regions.items()})


class Obstacles:
    """What a label should not cover: rects (each with its cost) and the track's segments."""

    def __init__(self, segments: Sequence[tuple[Point, Point]]) -> None:
        self.segments = segments
        self._boxes = [pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                                   abs(a[1] - b[1]) + 1) for a, b in segments]
        self.rects: list[pygame.Rect] = []
        self.costs: list[int] = []

    def add(self, rects: Iterable[pygame.Rect], cost: int) -> None:
        for rect in rects:
            self.rects.append(rect)
            self.costs.append(cost)

    def cost(self, rect: pygame.Rect, crossing: int = CROSSING) -> int:
        total = sum(self.costs[i] for i in rect.collidelistall(self.rects))
        if crossing:
            near = rect.inflate(2, 2)
            for i in near.collidelistall(self._boxes):
                if near.clipline(*self.segments[i]):
                    total += crossing
        return total


class Claims:
    """The spots the labels shown last hold: a label that must move (a train now covers its
    spot) goes where it pushes no other one away, so one ride does not set off a chain of
    labels moving across the map."""

    def __init__(self, shown: Placement) -> None:
        self.spots: list[tuple[object, pygame.Rect]] = [
            *((("name", code), rect) for code, rect in shown.names.items()),
            *((("tag", key), rect) for key, rect in shown.tags.items()),
            *((("chips", code), rect) for code, stack in shown.tokens.items() for rect in stack)]

    def cost(self, rect: pygame.Rect, owner: object) -> int:
        """What `rect` costs `owner` in other labels' spots (its own old spot is free to it)."""
        return sum(COVERED // 2 for holder, spot in self.spots
                   if holder != owner and rect.colliderect(spot))


def covering(placed: Placement) -> int:
    """How much of `placed` lies on other labels: a covered station name weighs most."""
    names = list(placed.names.values())
    others = placed.labels()
    stacks = [stack[0].unionall(stack[1:]) for stack in placed.tokens.values()]
    tags = list(placed.tags.values())
    hidden_names = sum(rect.collidelist([n for n in names if n is not rect] + others) >= 0
                       for rect in names)
    piled = sum(len(a.collidelistall(stacks)) - 1 for a in stacks)
    piled += sum(len(a.collidelistall(tags)) - 1 for a in tags)
    return 100 * hidden_names + piled


def best(candidates: Iterable[pygame.Rect], obstacles: Obstacles, bounds: pygame.Rect,
         crossing: int = CROSSING, claims: Claims | None = None,
         owner: object = None,
         extra: Callable[[pygame.Rect], int] | None = None) -> tuple[pygame.Rect, int]:
    """The cheapest candidate (the earlier one on a tie: candidates come in preference order),
    counting the spots other labels held in `claims` and what `extra` adds."""
    chosen, lowest = None, math.inf
    for order, rect in enumerate(candidates):
        cost = obstacles.cost(rect, crossing) + order
        if claims is not None:
            cost += claims.cost(rect, owner)
        if not bounds.contains(rect):
            cost += CUT  # cut at the map's edge
        if extra is not None and cost < lowest:  # (it only adds: else it cannot win)
            cost += extra(rect)
        if cost < lowest:
            chosen, lowest = rect, cost
            if cost == 0:
                break
    assert chosen is not None
    return chosen, int(lowest)


def leader(station: Point, stack: pygame.Rect) -> tuple[Point, float]:
    """The point of `stack` nearest to `station`'s centre, and how far: the stack hangs on
    a line from the dot to there."""
    end = (min(max(station[0], stack.left), stack.right - 1),
           min(max(station[1], stack.top), stack.bottom - 1))
    return end, math.dist(station, end)


def still_free(rect: pygame.Rect | None, obstacles: Obstacles, bounds: pygame.Rect,
               crossing: int = CROSSING) -> bool:
    """Whether a label's spot in the arrangement shown last covers nothing now but track
    (every placed thing costs at least a region name's COVERED // 2): then it stays there."""
    return (rect is not None and bounds.contains(rect)
            and obstacles.cost(rect, crossing) < COVERED // 2)


def around(size: tuple[int, int], centre: Point, reach: int,
           rings: Sequence[int]) -> list[pygame.Rect]:
    """Rects of `size` touching a circle of `reach` (and wider rings) round `centre`,
    above first, then right, below, left and the corners."""
    w, h = size
    spots = []
    for ring in rings:
        r = reach + ring
        for dx, dy in DIRECTIONS:
            rect = pygame.Rect(0, 0, w, h)
            diagonal = 0.72 if dx and dy else 1.0
            x, y = centre[0] + round(dx * r * diagonal), centre[1] + round(dy * r * diagonal)
            rect.centerx = x if dx == 0 else (x + w // 2 if dx > 0 else x - w // 2)
            rect.centery = y if dy == 0 else (y + h // 2 if dy > 0 else y - h // 2)
            spots.append(rect)
    return spots


class Placer:
    """Places the labels of one board at one size and zoom (layer pixels)."""

    def __init__(self, board: Board, geometry: BoardGeometry, view: Viewport,
                 px: dict[str, int]) -> None:
        self.board, self.geometry, self.view, self.px = board, geometry, view, px
        self.bounds = pygame.Rect((0, 0), view.layer_size)
        if view.zoom <= 1.0:  # the whole map is seen: labels stay inside the area, which
            # may reach past the layer (sea and neighbours are drawn round it)
            self.bounds = pygame.Rect(-view.origin[0], -view.origin[1], *view.area[2:])
        self.segments = [(view.to_layer(s.ends[0]), view.to_layer(s.ends[1]))
                         for s in geometry.sections]
        self.points = {code: view.to_layer(p) for code, p in geometry.stations.items()}
        self.codes = list(self.points)  # the station of each disc and dot
        disc, dot = px["obstruction"] + 1, px["station"] + 1
        self.discs = [pygame.Rect(x - disc, y - disc, 2 * disc, 2 * disc)
                      for x, y in self.points.values()]  # as large as an obstruction token
        self.dots = [pygame.Rect(x - dot, y - dot, 2 * dot, 2 * dot)
                     for x, y in self.points.values()]
        self.marks = [self._mark_rect(site) for site in board.sites]
        self.name_size = {code: font(px["code"], True).size(code) for code in board.stations}
        samples = [TAG_SAMPLE, *(f"{c.letter}3" for c in SEAT_COLOURS.values())]
        self.tag_size = max((number_tag(text, px["tag"], (0, 0, 0)).get_size()
                             for text in samples), key=lambda size: size[0])
        self._cache: dict[object, Placement] = {}
        self._region_rects: dict[str, pygame.Rect] | None = None
        # The arrangement last shown by its map (by id): the spots its labels keep while
        # they stay free. Kept per map, so one game's history never shapes another's.
        self._shown: tuple[int, Placement] = (0, Placement())

    def _mark_rect(self, site: str) -> pygame.Rect:
        """The round plate naming a construction site's mark, at the end of its stub."""
        end = self.view.to_layer(self.geometry.sections[self.board.site_section[site]].ends[1])
        w, h = font(self.px["tag"], True).size("8")
        return pygame.Rect(0, 0, w + 8, h + 2).move(end[0] - (w + 8) // 2, end[1] - (h + 2) // 2)

    def place(self, table: KoplopersView, shown_by: object) -> Placement:
        """The labels for the table seen on the map `shown_by`, worked out once per arrangement
        of trains and tokens."""
        trains = {(n, t.number): t.position for n, seat in enumerate(table.seats)
                  for t in seat.on_board()}
        obstructed = frozenset(s for s in table.obstructions.values() if s is not None)
        key = (id(shown_by), tuple(sorted(trains.items())),
               tuple((code, tuple(tokens)) for code, tokens in table.waiting.items()),
               obstructed)
        if key not in self._cache:
            if len(self._cache) > 32:
                self._cache.clear()
            owner, shown = self._shown
            self._cache[key] = self._settled(trains, table.waiting, obstructed,
                                             shown if owner == id(shown_by) else Placement())
        self._shown = (id(shown_by), self._cache[key])
        return self._shown[1]

    def _settled(self, trains: dict[tuple[int, int], Position | None],
                 waiting: Mapping[str, Sequence[int]], obstructed: frozenset[str],
                 shown: Placement) -> Placement:
        """The labels kept where they were shown, unless that leaves more of them on each
        other than placing them all afresh would (kept spots can crowd a busy Randstad)."""
        kept = self._place(trains, waiting, obstructed, shown)
        if not shown.names:
            return kept
        fresh = self._place(trains, waiting, obstructed, Placement())
        return kept if covering(kept) <= covering(fresh) else fresh

    def _place(self, trains: dict[tuple[int, int], Position | None],
               waiting: Mapping[str, Sequence[int]], obstructed: frozenset[str],
               shown: Placement) -> Placement:
        placed = Placement()
        obstacles, claims = self._fixed_obstacles(obstructed), Claims(shown)
        for key, position in trains.items():
            assert position is not None
            placed.trains[key] = self._train_rect(position)
        obstacles.add(placed.trains.values(), COVERED)
        self._place_names(placed, obstacles, shown.names, claims)
        regions = self._regions()
        obstacles.add(regions.values(), COVERED)  # rather a free spot farther off
        for key, box in placed.trains.items():
            rect = shown.tags.get(key)
            if shown.trains.get(key) != box or not still_free(rect, obstacles, self.bounds, 0):
                rect = self._tag_spot(box, obstacles, claims, key)
            assert rect is not None
            placed.tags[key] = rect
            # text on text hides both: a second train's tag rather covers a dot's edge (B1
            # sat on R1 at Tilburg, 1280x800)
            obstacles.add([rect], CHIPS_COVERED)
        for code in self._crowded_first():
            if waiting.get(code):
                placed.tokens[code] = self._token_stack(code, waiting[code], obstacles,
                                                        shown.tokens.get(code, []), claims)
                obstacles.add(placed.tokens[code], CHIPS_COVERED)
        placed.regions = self._regions_kept_clear(regions, placed, shown.regions)
        return placed

    def _tag_spot(self, box: pygame.Rect, obstacles: Obstacles, claims: Claims,
                  key: tuple[int, int]) -> pygame.Rect:
        """A train's tag beside it; where every spot close by would lie on a station's dot
        (or worse: a tag, chips, a name), one a little farther off that lies on none ("Ge1"
        sat on Utrecht's dot, "R1" on Breda's, 1280x800). The farther ring is only for
        then: a tag reads best touching its train."""
        reach = min(box.w, box.h) // 2 - 2
        owner = ("tag", key)
        rect, cost = best(around(self.tag_size, box.center, reach, TAG_RINGS), obstacles,
                          self.bounds, 0, claims, owner)
        if cost >= DISC_COVERED:
            farther, more = best(around(self.tag_size, box.center, reach, TAG_RINGS_FARTHER),
                                 obstacles, self.bounds, 0, claims, owner)
            if more < DISC_COVERED:
                rect = farther
        return rect

    def _regions_kept_clear(self, regions: Mapping[str, pygame.Rect], placed: Placement,
                            shown: Mapping[str, pygame.Rect]) -> dict[str, pygame.Rect]:
        """The region names at their fixed spots, but one that a name, a tag or a stack of
        chips now lies on, which makes way (to where it was shown last while that is free):
        chips on a region's name hid it ("OOST" under Amersfoort's chips, 1920x1080). A
        train passing over one moves nothing: the name is the ground it rides on."""
        labels = [*placed.names.values(), *placed.tags.values(),
                  *(rect for stack in placed.tokens.values() for rect in stack)]
        covered = {r for r, rect in regions.items() if rect.collidelist(labels) >= 0}
        if not covered:
            return dict(regions)
        obstacles = self._fixed_obstacles()
        obstacles.add(self._site_room(), COVERED)
        obstacles.add(labels, COVERED)
        obstacles.add([rect for r, rect in regions.items() if r not in covered], COVERED)
        out = {r: rect for r, rect in regions.items() if r not in covered}
        for region in sorted(covered):
            rect = shown.get(region)
            if not still_free(rect, obstacles, self.bounds, REGION_CROSSING):
                rect = self._region_spot(region, obstacles)
            if rect is not None:
                obstacles.add([rect], COVERED)
                out[region] = rect
        return out

    def _fixed_obstacles(self, obstructed: Collection[str] | None = None) -> Obstacles:
        """The track, the stations' dots (a chip on a dot hides where it waits: worse than on
        another chip), the room round each dot an obstruction token takes (all of it where a
        token lies, in `obstructed`; elsewhere a label rather keeps off it: the Randstad
        had no room left for Utrecht's chips, which floated off to Eindhoven) and the sites'
        marks. Without `obstructed` (the region names, placed once), every token's room."""
        obstacles = Obstacles(self.segments)
        obstacles.add(self.dots, DISC_COVERED)
        for code, disc in zip(self.codes, self.discs, strict=True):
            lies = obstructed is None or code in obstructed
            obstacles.add([disc], DISC_COVERED if lies else COVERED // 4)
        obstacles.add(self.marks, DISC_COVERED)
        return obstacles

    def _place_names(self, placed: Placement, obstacles: Obstacles,
                     shown: Mapping[str, pygame.Rect] | None = None,
                     claims: Claims | None = None) -> None:
        """Each station's code beside its dot, the crowded ones choosing first (where it was
        `shown`, while that spot is free)."""
        reach = self.px["station"] + 1
        for code in self._crowded_first():
            rect = (shown or {}).get(code)
            if not still_free(rect, obstacles, self.bounds, CROSSING * 4):
                w, h = self.name_size[code]
                candidates = around((w + 4, h), self.points[code], reach, (0, 5, 11))
                rect, _ = best(candidates, obstacles, self.bounds, CROSSING * 4, claims,
                               ("name", code))
            assert rect is not None
            placed.names[code] = rect
            obstacles.add([rect], NAME_COVERED)

    def _regions(self) -> dict[str, pygame.Rect]:
        """The region names, placed once per size and zoom among the fixed things only (the
        stations, their names as on an empty board, the sites' marks), so that they stay
        put while trains ride and tokens come and go."""
        if self._region_rects is None:
            obstacles = self._fixed_obstacles()
            self._place_names(Placement(), obstacles)
            self._region_rects = dict(self._region_names(obstacles))
        return self._region_rects

    def _train_rect(self, position: Position) -> pygame.Rect:
        degrees = train_degrees(self.geometry.sections[position[0]].angle(position[1]))
        image = train_sprite((0, 0, 0), self.px["train"], False, degrees)
        return image.get_rect(center=self.view.to_layer(self.geometry.position_point(position)))

    def _crowded_first(self) -> list[str]:
        """Stations with the most neighbours close by choose their name's spot first."""
        near = 6 * self.px["code"]

        def neighbours(code: str) -> int:
            here = self.points[code]
            return sum(math.dist(here, p) < near for p in self.points.values())

        return sorted(self.points, key=neighbours, reverse=True)

    def _token_stack(self, code: str, tokens: Sequence[int], obstacles: Obstacles,
                     shown: Sequence[pygame.Rect], claims: Claims) -> list[pygame.Rect]:
        """Chips stacked one under the other on the freest side of their station; where a
        column finds no free spot, in two or three columns (a crowded Randstad). As many
        chips as were `shown` stay where they were while their spot is free."""
        height = self.px["chip"]
        faces = [self.board.tokens[t] for t in tokens]
        width = max(token_chip(f.passengers, f.destination, (0, 0, 0), height).get_width()
                    for f in faces)
        if len(shown) == len(tokens) and shown[0].w == width and still_free(
                shown[0].unionall(shown[1:]), obstacles, self.bounds):
            return list(shown)
        reach = self.px["station"] + 3
        chosen, lowest, across = pygame.Rect(0, 0, 0, 0), math.inf, 1
        for columns in range(1, min(3, len(tokens)) + 1):
            rows = -(-len(tokens) // columns)
            size = (columns * (width + 1) - 1, rows * (height + 1) - 1)
            rect, cost = best(around(size, self.points[code], reach,
                                     (0, 8, 18, 30, 44, 60, 80, 100, 125, 150, 180, 220)),
                              obstacles, self.bounds, CROSSING, claims, ("chips", code),
                              lambda spot: self._astray(code, spot, obstacles))
            if cost < lowest:
                chosen, lowest, across = rect, cost, columns
            if cost < COVERED:
                break
        return [pygame.Rect(chosen.x + (i % across) * (width + 1),
                            chosen.y + (i // across) * (height + 1), width, height)
                for i in range(len(tokens))]

    def _astray(self, code: str, stack: pygame.Rect, obstacles: Obstacles) -> int:
        """What it costs a stack of chips to lie at `stack`, away from its station's dot:
        its leader line's length, and far more should it read as another station's (seen:
        Amersfoort's chips beside Dieren, their leader under Lelystad's chips): another
        station's dot nearer to it, or its leader passing under a label or a dot."""
        here = self.points[code]
        end, gap = leader(here, stack)
        cost = max(0, round((gap - self.px["station"] - 4) * LEADER_PIXEL))
        reach = math.ceil(gap)
        for i in stack.inflate(2 * reach, 2 * reach).collidelistall(self.discs):
            if self.codes[i] != code and leader(self.points[self.codes[i]], stack)[1] < gap:
                cost += COVERED
                break
        if gap <= self.px["station"] + 3:  # touching its dot: no leader is drawn
            return cost
        line = pygame.Rect(min(here[0], end[0]), min(here[1], end[1]),
                           abs(here[0] - end[0]) + 1, abs(here[1] - end[1]) + 1)
        for i in line.collidelistall(obstacles.rects):
            rect = obstacles.rects[i]
            if (obstacles.costs[i] >= COVERED and not rect.collidepoint(here)
                    and rect.clipline(here, end)):
                cost += 2 * COVERED
        return min(cost, DISC_COVERED - 1)  # still better than on a dot

    def _region_names(self, obstacles: Obstacles) -> Iterable[tuple[str, pygame.Rect]]:
        """Each region's name (see _region_spot), clear of the construction sites' stubs,
        where a new train and the "build" badge go, and where it can be of the places
        trains stand (a train on it hides it as long as it stays)."""
        obstacles.add(self._site_room(), COVERED)
        obstacles.add((self._train_rect((section.id, facing))
                       for section in self.board.sections if section.site is None
                       for facing in (0, 1)), COVERED // 4)
        for region in self.board.regions:
            rect = self._region_spot(region, obstacles)
            if rect is not None:
                obstacles.add([rect], COVERED)
                yield region, rect

    def _site_room(self) -> list[pygame.Rect]:
        """Round each construction site's stub, the room its badge and a train built there
        take."""
        pad = max(self.tag_size[1], self.px["train"] // 2)
        return [pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1,
                            abs(a[1] - b[1]) + 1).inflate(2 * pad, 2 * pad)
                for a, b in (self.segments[self.board.site_section[site]]
                             for site in self.board.sites)]

    def _region_spot(self, region_id: str, obstacles: Obstacles) -> pygame.Rect | None:
        """A region's name near the middle of its stations, on its own region's colour
        where it can be (in its colour across a neighbour's it reads as neither), off the
        track where it can be (a ride's badge sits on the track), or nowhere when no spot
        leaves every station, name, token and train uncovered."""
        region = self.board.regions[region_id]
        face = font(self.px["region"], True)
        points = [self.points[c] for c, s in self.board.stations.items()
                  if s.region == region.id]
        if not points:
            return None
        middle = (sum(p[0] for p in points) // len(points),
                  sum(p[1] for p in points) // len(points))
        size = face.size(region.name.upper())
        step = size[1]
        offsets = sorted(((dx * step, dy * step) for dx in range(-7, 8) for dy in range(-7, 8)),
                         key=lambda d: math.hypot(*d))
        candidates = [pygame.Rect((0, 0), size).move(middle[0] + dx - size[0] // 2,
                                                      middle[1] + dy - size[1] // 2)
                      for dx, dy in offsets]
        at_home = [rect for rect in candidates if self._within_region(rect, region.id)]
        rect, cost = best(at_home or candidates, obstacles, self.bounds, REGION_CROSSING)
        if cost >= COVERED and at_home:
            rect, cost = best(candidates, obstacles, self.bounds, REGION_CROSSING)
        return rect if cost < COVERED else None

    def _within_region(self, rect: pygame.Rect, region: str) -> bool:
        """Whether the nearest station to each end and the middle of `rect` is `region`'s:
        the region's colour, drawn round its stations, lies under the whole name."""
        def nearest_region(point: tuple[int, int]) -> str:
            code = min(self.points, key=lambda c: math.dist(self.points[c], point))
            return self.board.stations[code].region

        return all(nearest_region(point) == region
                   for point in (rect.midleft, rect.center, rect.midright))

    def badges(self, placed: Placement, wanted: Sequence[Badge]) -> list[pygame.Rect]:
        """The lit sections' badges, in order, each on its own section, clear of names,
        chips, tags, trains, region names, site marks and each other (in that order of
        need)."""
        obstacles = Obstacles(self.segments)
        obstacles.add(placed.names.values(), NAME_COVERED)
        chips = [rect for stack in placed.tokens.values() for rect in stack]
        obstacles.add([*placed.trains.values(), *placed.tags.values(), *chips],
                      COVERED)  # a chip's or a tag's text, or a train drawn over the badge
        obstacles.add(placed.regions.values(), COVERED // 2)
        obstacles.add(self.discs, COVERED // 4)
        obstacles.add(self.marks, COVERED // 4)
        out = []
        for position, word in wanted:
            size = number_tag(word, self.px["tag"], (0, 0, 0)).get_size()
            rect, _ = best(self._on_section(position, size), obstacles, self.bounds, 0)
            out.append(rect)
            obstacles.add([rect], COVERED)
        return out

    def _on_section(self, position: Position, size: tuple[int, int]) -> list[pygame.Rect]:
        """Spots for a badge on its section (towards the front first), then just beside it,
        then round its middle and its ends (a site's stub can be too short to hold one clear
        of its mark)."""
        a, b = self.segments[position[0]]
        length = math.dist(a, b) or 1.0
        side = (size[1] // 2 + self.px["track"]) / length
        normal = ((a[1] - b[1]) * side, (b[0] - a[0]) * side)
        spots = []
        for shift in (0, 1, -1):
            for lean in (0.5, 0.2, 0.8, 0.0, 1.0):
                x, y = self.view.to_layer(self.geometry.position_point(position, lean))
                centre = (round(x + shift * normal[0]), round(y + shift * normal[1]))
                spots.append(pygame.Rect((0, 0), size).move(centre[0] - size[0] // 2,
                                                            centre[1] - size[1] // 2))
        middle = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        reach = self.px["track"] + size[1] // 2
        for centre in (middle, b, a):
            spots += around(size, centre, reach, (0, 6, 12, 20))
        return spots
