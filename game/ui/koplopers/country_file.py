"""Reading the country drawn under the Koplopers board: maps/netherlands_land.json.

tools/make_country.py makes the file from Natural Earth (maps/README.md); the app only
reads it, in plain Python. The map under the board is decoration, so a missing or
damaged file must not stop a game: load_country refuses it with a CountryError that
names the file and the field, and default_country then says so once on the console and
the board is drawn without the country (as sea with land round the stations).
"""

from __future__ import annotations

import json
import math
import sys
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from game.engine.koplopers import DEFAULT_MAP

COUNTRY_FILE = DEFAULT_MAP.parent / "netherlands_land.json"
FILE_VERSION = 1
PARTS = ("netherlands", "water", "abroad")
METRES_PER_DEGREE = 111_200  # of latitude, and of longitude on the equator

Place = tuple[float, float]  # longitude, latitude in degrees
Ring = tuple[Place, ...]  # a closed outline: its last point joins its first


class CountryError(ValueError):
    """The country's file cannot be drawn; the message names the file and what is wrong."""


@dataclass(frozen=True)
class Country:
    """The file's shapes: what it covers, and three sets of rings in it.

    `netherlands`: the country's outlines, coast, borders and lake shores alike; a place
    inside an odd number of them is the country's land. `water` (sea and lakes) and
    `abroad` (the neighbours' land) are pieces without holes, each filled on its own.
    """

    bounds: tuple[float, float, float, float]  # west, south, east, north
    netherlands: tuple[Ring, ...]
    water: tuple[Ring, ...]
    abroad: tuple[Ring, ...]

    @cached_property
    def extent(self) -> tuple[float, float, float, float]:
        """The country's own box (west, south, east, north): what the board is fitted to."""
        lons = [lon for ring in self.netherlands for lon, _ in ring]
        lats = [lat for ring in self.netherlands for _, lat in ring]
        return min(lons), min(lats), max(lons), max(lats)

    def covers(self, lon: float, lat: float) -> bool:
        west, south, east, north = self.bounds
        return west <= lon <= east and south <= lat <= north

    def on_land(self, lon: float, lat: float) -> bool:
        """Whether a place is the country's land (not sea, a lake or abroad)."""
        return sum(_inside(ring, lon, lat) for ring in self.netherlands) % 2 == 1

    def in_water(self, lon: float, lat: float) -> bool:
        return any(_inside(ring, lon, lat) for ring in self.water)

    def near_land(self, lon: float, lat: float, metres: float) -> bool:
        """Whether a place is the country's land or within `metres` of its coast or border:
        a station by the water may lie just off a coast drawn at 1:10 million
        (tools/check_map.py and the tests ask this of every station)."""
        if self.on_land(lon, lat):
            return True
        across = METRES_PER_DEGREE * math.cos(math.radians(lat))
        return any(_distance(((x0 - lon) * across, (y0 - lat) * METRES_PER_DEGREE),
                             ((x1 - lon) * across, (y1 - lat) * METRES_PER_DEGREE)) <= metres
                   for ring in self.netherlands
                   for (x0, y0), (x1, y1) in zip(ring, (*ring[1:], ring[0]), strict=True))


def _distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    """From the origin to the segment a-b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if not length else max(0.0, min(1.0, -(a[0] * dx + a[1] * dy) / length))
    return math.hypot(a[0] + t * dx, a[1] + t * dy)


def _inside(ring: Ring, lon: float, lat: float) -> bool:
    """Whether a place lies inside a ring (a ray to the east crosses it an odd number of times)."""
    inside = False
    x0, y0 = ring[-1]
    for x1, y1 in ring:
        if (y0 > lat) != (y1 > lat) and lon < x0 + (lat - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
        x0, y0 = x1, y1
    return inside


def load_country(path: Path = COUNTRY_FILE) -> Country:
    """The country in `path`, or a CountryError naming what is wrong with the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constant)
    except OSError as error:
        raise CountryError(f"{path}: cannot be read ({error.strerror or error})") from error
    except UnicodeDecodeError as error:
        raise CountryError(f"{path}: is not text (UTF-8)") from error
    except json.JSONDecodeError as error:
        raise CountryError(f"{path}: is not JSON ({error.msg} at line {error.lineno}, "
                           f"column {error.colno})") from error
    except ValueError as error:  # NaN or Infinity, which JSON does not have
        raise CountryError(f"{path}: {error}") from error
    if not isinstance(data, dict):
        raise CountryError(f"{path}: should hold one object with the fields {', '.join(PARTS)}")
    if data.get("file_version") != FILE_VERSION:
        raise CountryError(f"{path}: file_version should be {FILE_VERSION}, "
                           f"not {data.get('file_version')!r}")
    bounds = _bounds(path, data.get("bounds"))
    parts = {name: _rings(path, name, data.get(name), bounds) for name in PARTS}
    if not parts["netherlands"]:
        raise CountryError(f"{path}: netherlands has no ring: the country has no land")
    return Country(bounds, parts["netherlands"], parts["water"], parts["abroad"])


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a map can use")


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _bounds(path: Path, value: Any) -> tuple[float, float, float, float]:
    if not (isinstance(value, list) and len(value) == 4 and all(_number(v) for v in value)):
        raise CountryError(f"{path}: bounds should be [west, south, east, north] in degrees")
    west, south, east, north = (float(v) for v in value)
    if not (-180 <= west < east <= 180 and -90 <= south < north <= 90):
        raise CountryError(f"{path}: bounds {value} are not a box on Earth "
                           "(west < east, south < north, in degrees)")
    return west, south, east, north


def _rings(path: Path, name: str, value: Any,
           bounds: tuple[float, float, float, float]) -> tuple[Ring, ...]:
    if not isinstance(value, list):
        raise CountryError(f"{path}: {name} should be a list of rings")
    west, south, east, north = bounds
    rings: list[Ring] = []
    for i, ring in enumerate(value):
        if not isinstance(ring, list) or len(ring) < 3:
            raise CountryError(f"{path}: {name}[{i}] should be a ring of at least 3 "
                               "[longitude, latitude] points")
        points: list[Place] = []
        for j, point in enumerate(ring):
            if not (isinstance(point, list) and len(point) == 2 and all(map(_number, point))):
                raise CountryError(f"{path}: {name}[{i}][{j}] should be "
                                   f"[longitude, latitude], not {point!r}"[:200])
            lon, lat = float(point[0]), float(point[1])
            if not (west <= lon <= east and south <= lat <= north):
                raise CountryError(f"{path}: {name}[{i}][{j}] {point} lies outside the "
                                   f"file's bounds {list(bounds)}")
            points.append((lon, lat))
        rings.append(tuple(points))
    return tuple(rings)


@cache
def default_country() -> Country | None:
    """The shipped country, read once; None (said once, on the console) when it is damaged."""
    try:
        return load_country(COUNTRY_FILE)
    except CountryError as error:
        print(f"The map is drawn without the country: {error}", file=sys.stderr)
        return None
