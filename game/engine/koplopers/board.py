"""The Koplopers board: stations, track sections, construction sites, as a graph.

The map file only says which stations neighbour each other and how many
sections lie between them; this module turns that into a networkx graph whose
nodes are stations and sections, and derives from the graph the one table the
rules need at speed: from a train's position, which positions one ride leads to.

A position is (section, facing): facing 0 looks towards the section's first
end, facing 1 towards its second. A route section's first end leads to the
route's `from` station, its second to its `to` station; a construction site's
first end is its station and its second a dead end.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import networkx as nx

from game.texts import tr

Position = tuple[int, int]
End = str | int | None  # a station code, a neighbouring section, or a dead end
Steps = tuple[tuple[Position, str | None], ...]


@dataclass(frozen=True)
class Station:
    code: str
    name: str
    lat: float
    lon: float
    region: str


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    colour: str


@dataclass(frozen=True)
class Token:
    """A passenger token: its back shows the region, its face the count and destination."""

    id: int
    region: str
    passengers: int
    destination: str


@dataclass(frozen=True)
class Site:
    """A construction site: a dead-end section beside a station, marked 1-4 or 0 (none)."""

    id: str
    station: str
    mark: int


@dataclass(frozen=True)
class Section:
    id: int
    label: str
    ends: tuple[End, End]
    heads: tuple[str, str]  # the label of what lies that way: a station, or "end"
    site: str | None


@dataclass(frozen=True)
class Route:
    a: str
    b: str
    sections: int


def section_label(route: Route, index: int) -> str:
    """The name of the `index`th (from 0) section of `route` from its `a` end: "LW-STV.1"."""
    return f"{route.a}-{route.b}.{index + 1}"


class Board:
    """A validated map with its track graph and the ride table derived from it."""

    def __init__(
        self,
        name: str,
        regions: list[Region],
        stations: list[Station],
        routes: list[Route],
        sites: list[Site],
        spots: dict[str, list[str]],
        tokens: list[Token],
        obstruction_cards: list[str],
        repair_cards: int,
        capacity: int,
    ) -> None:
        self.name = name
        self.regions = {r.id: r for r in regions}
        self.stations = {s.code: s for s in stations}
        self.routes = routes
        self.sites = {s.id: s for s in sites}
        self.spots = spots
        self.tokens = {t.id: t for t in tokens}
        self.obstruction_cards = obstruction_cards
        self.repair_cards = repair_cards
        self.capacity = capacity
        self.sections: list[Section] = []
        self.site_section: dict[str, int] = {}
        self.graph: nx.Graph[str | int] = nx.Graph()
        self._lay_track()
        self.by_label = {s.label: s.id for s in self.sections}
        # Every position's label and back, worked out once: play asks for them at speed.
        self._labels: dict[Position, str] = {
            (s.id, facing): f"{s.label}>{s.heads[facing]}"
            for s in self.sections for facing in (0, 1)
        }
        self._positions = {label: position for position, label in self._labels.items()}
        # The station each position faces (facing_station as a table, for loops at speed).
        self.faced: dict[Position, str | None] = {
            (s.id, facing): end if isinstance(end, str) else None
            for s in self.sections for facing, end in enumerate(s.ends)
        }
        self.platforms: dict[str, tuple[int, ...]] = {
            code: tuple(sorted(n for n in self.graph.neighbors(code) if isinstance(n, int)))
            for code in self.stations
        }
        at: dict[str, list[str]] = {code: [] for code in self.stations}
        for site in sites:
            at[site.station].append(site.id)
        self.sites_at: dict[str, tuple[str, ...]] = {code: tuple(a) for code, a in at.items()}
        self.steps = _StepTable(self)
        # Stations and sites numbered in map order, for typed places (Target indices).
        self.station_codes: tuple[str, ...] = tuple(self.stations)
        self.station_number = {code: i for i, code in enumerate(self.station_codes)}
        self.site_ids: tuple[str, ...] = tuple(self.sites)
        self.site_number = {site: i for i, site in enumerate(self.site_ids)}

    # --- building the graph -------------------------------------------------------------
    def _add_section(self, label: str, ends: tuple[End, End], heads: tuple[str, str],
                     site: str | None) -> int:
        number = len(self.sections)
        self.sections.append(Section(number, label, ends, heads, site))
        self.graph.add_node(number, kind="section", label=label)
        return number

    def _lay_track(self) -> None:
        for code in self.stations:
            self.graph.add_node(code, kind="station")
        for route in self.routes:
            first = len(self.sections)
            last = first + route.sections - 1
            for i in range(route.sections):
                number = first + i
                ends: tuple[End, End] = (
                    route.a if number == first else number - 1,
                    route.b if number == last else number + 1,
                )
                self._add_section(section_label(route, i), ends, (route.a, route.b), None)
                self.graph.add_edges_from((number, e) for e in ends if e is not None)
        for site in self.sites.values():
            number = self._add_section(site.id, (site.station, None), (site.station, "end"),
                                       site.id)
            self.site_section[site.id] = number
            self.graph.add_edge(number, site.station)

    def steps_from(self, position: Position) -> Steps:
        """One ride from `position`: the next positions, each with the station passed.

        Construction sites are never ridden into (they are entered only to scrap,
        which the rules handle as its own move), so they are left out here.
        """
        section, facing = position
        ahead = self.sections[section].ends[facing]
        if ahead is None:
            return ()
        if isinstance(ahead, int):
            return (((ahead, self._away_from(ahead, section)), None),)
        return tuple(
            ((p, self._away_from(p, ahead)), ahead)
            for p in self.platforms[ahead]
            if p != section and self.sections[p].site is None
        )

    def _away_from(self, section: int, came_from: End) -> int:
        return 1 if self.sections[section].ends[0] == came_from else 0

    # --- queries the rules ask ----------------------------------------------------------
    def facing_station(self, position: Position) -> str | None:
        """The station a train in `position` is at (its front faces it), if any."""
        return self.faced[position]

    def rear_station(self, position: Position) -> str | None:
        return self.faced[position[0], 1 - position[1]]

    def station_ahead(self, position: Position) -> str | None:
        """The next station along the track in front of the train (None: a dead end)."""
        heads = self.sections[position[0]].heads[position[1]]
        return heads if heads in self.stations else None

    def facing(self, section: int, station: str) -> Position:
        """The position on `section` whose front faces `station` (a platform of it)."""
        return (section, self.sections[section].ends.index(station))

    def label(self, position: Position) -> str:
        """The position written as its section and the way it faces: "MP-ZL.1>ZL"."""
        return self._labels[position]

    def position(self, label: str) -> Position | None:
        """The position a label names, or None when it names none."""
        return self._positions.get(label)

    def station_name(self, code: str) -> str:
        return self.stations[code].name

    def place_name(self, position: Position) -> str:
        """Where a train in `position` stands, as players read it: 'Groningen (from
        Leeuwarden)' on a platform, else 'the track towards Groningen' (never its label)."""
        at = self.facing_station(position)
        behind = self.rear_station(position) or self.sections[position[0]].heads[1 - position[1]]
        if at is not None:
            if behind in self.stations:
                return tr("{station} (from {other})").format(
                    station=self.station_name(at), other=self.station_name(behind))
            return self.station_name(at)
        return self.track_name(position)

    def track_name(self, position: Position) -> str:
        """A place between stations as players read it: 'the track towards Groningen', the
        station the train faces on, or 'the track to the buffer stop' when none lies ahead."""
        ahead = self.station_ahead(position)
        if ahead is None:
            return tr("the track to the buffer stop")
        return tr("the track towards {station}").format(station=self.station_name(ahead))

    def token_name(self, token: int) -> str:
        """A token as players see it, '250 → Zwolle' (its id is the engine's, not theirs)."""
        face = self.tokens.get(token)
        if face is None:
            return tr("token {number}").format(number=token)
        return tr("{passengers} → {station}").format(
            passengers=face.passengers, station=self.station_name(face.destination))


class _StepTable(Mapping[Position, Steps]):
    """The rides from every position, each worked out when first asked for.

    A station with n platforms has n x (n - 1) rides through it, so a table made
    in advance grows with the square of the busiest station's routes (a map with
    a 2,000-route hub took seconds and 700 MB to load); play asks about the few
    positions trains stand on.
    """

    def __init__(self, board: Board) -> None:
        self._board = board
        self.known: dict[Position, Steps] = {}  # worked out so far: read it first at speed

    def __getitem__(self, position: Position) -> Steps:
        steps = self.known.get(position)
        if steps is None:
            if position not in self:
                raise KeyError(position)
            steps = self.known[position] = self._board.steps_from(position)
        return steps

    def __contains__(self, position: object) -> bool:
        return (
            isinstance(position, tuple)
            and len(position) == 2
            and position[1] in (0, 1)
            and isinstance(position[0], int)
            and 0 <= position[0] < len(self._board.sections)
        )

    def __iter__(self) -> Iterator[Position]:
        sections = range(len(self._board.sections))
        return ((number, facing) for number in sections for facing in (0, 1))

    def __len__(self) -> int:
        return 2 * len(self._board.sections)
