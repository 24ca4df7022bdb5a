"""Reading a Koplopers map file, refusing bad data with the file and field named.

A map is data a person edits by hand, so every mistake a person can make
(a typo in a station code, a token bound for its own station, a count that
does not add up, track that falls apart in two) is caught here with a message
that says where to look, instead of surfacing as a strange move in play.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import networkx as nx

from game.engine.koplopers.board import Board, Region, Route, Site, Station, Token, section_label

MAPS = Path(__file__).resolve().parents[3] / "maps"
DEFAULT_MAP = MAPS / "netherlands.json"
MAX_SECTIONS = 4
SITE_MARKS = range(0, 5)  # 0 = unmarked; 1-4 = the first-round sites of seats 1-4
MAX_PLAYERS = 4
MAX_DIGITS = 15  # more than any count or coordinate a map needs


class _LongNumber:
    """A whole number too long to be meant, kept unconverted so its field can be named.

    Python refuses to read a number of over 4,300 digits (ValueError, with no
    field to tell), and a float() of a 400-digit one overflows.
    """

    def __init__(self, digits: str) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {len(self.digits.lstrip('-'))} digits"


def _whole_number(digits: str) -> int | _LongNumber:
    return int(digits) if len(digits.lstrip("-")) <= MAX_DIGITS else _LongNumber(digits)


class MapError(ValueError):
    """A map file that cannot be played on; the message names the file and the field."""


class _Reader:
    """Typed access to the JSON tree, each failure naming file and field."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def fail(self, field: str, problem: str) -> MapError:
        return MapError(f"{self.path.name}: {field}: {problem}")

    def get(self, data: Any, key: str, kind: type, field: str) -> Any:
        if not isinstance(data, dict) or key not in data:
            raise self.fail(field, "is missing")
        value = data[key]
        if isinstance(value, _LongNumber) or (
            isinstance(value, int) and abs(value) >= 10**MAX_DIGITS
        ):
            raise self.fail(field, f"is a number of over {MAX_DIGITS} digits, far too large")
        number_ok = kind is float and isinstance(value, int) and not isinstance(value, bool)
        wrong_bool = isinstance(value, bool) and kind is not bool
        if wrong_bool or not (isinstance(value, kind) or number_ok):
            raise self.fail(field, f"must be a {kind.__name__}, not {value!r}")
        return value


def load_map(path: Path | str = DEFAULT_MAP) -> Board:
    """The board in `path`, validated, or MapError naming the file and the field."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_int=_whole_number)
    except OSError as error:
        raise MapError(f"{path.name}: cannot be read: {error.strerror or error}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise MapError(f"{path.name}: is not valid JSON: {error}") from None
    except RecursionError:
        raise MapError(f"{path.name}: is nested too deeply to be a map") from None
    return parse_map(data, path)


def parse_map(data: Any, path: Path) -> Board:
    r = _Reader(path)
    if not isinstance(data, dict):
        raise MapError(f"{path.name}: must hold a JSON object, not a {type(data).__name__}")
    name = r.get(data, "name", str, "name")
    capacity = r.get(data, "train_capacity", int, "train_capacity")
    if capacity <= 0:
        raise r.fail("train_capacity", "must be positive")
    regions = _regions(r, r.get(data, "regions", list, "regions"))
    stations = _stations(r, r.get(data, "stations", list, "stations"), regions)
    routes = _routes(r, r.get(data, "routes", list, "routes"), stations)
    sites = _sites(r, r.get(data, "sites", list, "sites"), stations, routes)
    tokens = _tokens(r, r.get(data, "tokens", list, "tokens"), stations, regions, capacity)
    spots = _spots(r, r.get(data, "spots", dict, "spots"), stations, regions, tokens)
    cards = _cards(r, r.get(data, "obstruction_cards", list, "obstruction_cards"), stations)
    repair = r.get(data, "repair_cards", int, "repair_cards")
    if repair != MAX_PLAYERS:
        raise r.fail("repair_cards", f"must be {MAX_PLAYERS}, one per seat, not {repair}")
    board = Board(name, list(regions.values()), list(stations.values()), routes, sites, spots,
                  tokens, cards, repair, capacity)
    if not nx.is_connected(board.graph):
        parts = sorted(nx.connected_components(board.graph), key=len)
        alone = sorted(n for n in parts[0] if isinstance(n, str))
        raise r.fail("routes", f"the network falls apart; cut off: {', '.join(alone)}")
    return board


def _regions(r: _Reader, items: list[Any]) -> dict[str, Region]:
    regions: dict[str, Region] = {}
    for i, item in enumerate(items):
        field = f"regions[{i}]"
        rid = r.get(item, "id", str, f"{field}.id")
        if rid in regions:
            raise r.fail(f"{field}.id", f"region {rid!r} is listed twice")
        regions[rid] = Region(rid, r.get(item, "name", str, f"{field}.name"),
                              r.get(item, "colour", str, f"{field}.colour"))
    if not regions:
        raise r.fail("regions", "must list at least one region")
    return regions


def _stations(r: _Reader, items: list[Any], regions: dict[str, Region]) -> dict[str, Station]:
    stations: dict[str, Station] = {}
    for i, item in enumerate(items):
        field = f"stations[{i}]"
        code = r.get(item, "code", str, f"{field}.code")
        if not code.isalnum() or not code.isupper():
            raise r.fail(f"{field}.code", f"{code!r} is not an abbreviation (capitals only)")
        if code in stations:
            raise r.fail(f"{field}.code", f"station {code!r} is listed twice")
        lat = float(r.get(item, "lat", float, f"{field}.lat"))
        lon = float(r.get(item, "lon", float, f"{field}.lon"))
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            raise r.fail(f"{field}.lat", "latitude/longitude out of range")
        region = r.get(item, "region", str, f"{field}.region")
        if region not in regions:
            raise r.fail(f"{field}.region", f"unknown region {region!r}")
        stations[code] = Station(code, r.get(item, "name", str, f"{field}.name"), lat, lon, region)
    return stations


def _known(r: _Reader, code: Any, stations: dict[str, Station], field: str) -> str:
    if not isinstance(code, str) or code not in stations:
        raise r.fail(field, f"unknown station {code!r}")
    return code


def _routes(r: _Reader, items: list[Any], stations: dict[str, Station]) -> list[Route]:
    routes: list[Route] = []
    seen: set[frozenset[str]] = set()
    for i, item in enumerate(items):
        field = f"routes[{i}]"
        a = _known(r, r.get(item, "from", str, f"{field}.from"), stations, f"{field}.from")
        b = _known(r, r.get(item, "to", str, f"{field}.to"), stations, f"{field}.to")
        if a == b:
            raise r.fail(f"{field}.to", f"a route cannot lead from {a} to itself")
        if frozenset((a, b)) in seen:
            raise r.fail(field, f"the route {a}-{b} is listed twice")
        seen.add(frozenset((a, b)))
        n = r.get(item, "sections", int, f"{field}.sections")
        if not 1 <= n <= MAX_SECTIONS:
            raise r.fail(f"{field}.sections", f"must be 1 to {MAX_SECTIONS}, not {n}")
        routes.append(Route(a, b, n))
    return routes


def _sites(r: _Reader, items: list[Any], stations: dict[str, Station],
           routes: list[Route]) -> list[Site]:
    sites: dict[str, Site] = {}
    sections = {section_label(route, i) for route in routes for i in range(route.sections)}
    for i, item in enumerate(items):
        field = f"sites[{i}]"
        sid = r.get(item, "id", str, f"{field}.id")
        if sid in sites or " " in sid or ">" in sid:
            raise r.fail(f"{field}.id", f"{sid!r} is listed twice or has a space or '>'")
        if sid in sections:  # positions are named by section: two would share a name
            raise r.fail(f"{field}.id", f"{sid!r} is the name of a track section")
        station = _known(r, r.get(item, "station", str, f"{field}.station"), stations,
                         f"{field}.station")
        mark = r.get(item, "mark", int, f"{field}.mark")
        if mark not in SITE_MARKS:
            raise r.fail(f"{field}.mark", f"must be 0 (unmarked) or 1-4, not {mark}")
        sites[sid] = Site(sid, station, mark)
    for mark in range(1, MAX_PLAYERS + 1):
        if not any(s.mark == mark for s in sites.values()):
            raise r.fail("sites", f"no site is marked {mark}, so seat {mark} cannot start")
    return list(sites.values())


def _tokens(r: _Reader, items: list[Any], stations: dict[str, Station],
            regions: dict[str, Region], capacity: int) -> list[Token]:
    tokens: list[Token] = []
    for i, item in enumerate(items):
        field = f"tokens[{i}]"
        tid = r.get(item, "id", int, f"{field}.id")
        if tid != i + 1:
            raise r.fail(f"{field}.id", f"tokens are numbered 1, 2, 3...; expected {i + 1}")
        region = r.get(item, "region", str, f"{field}.region")
        if region not in regions:
            raise r.fail(f"{field}.region", f"unknown region {region!r}")
        count = r.get(item, "passengers", int, f"{field}.passengers")
        if not 0 < count <= capacity:
            raise r.fail(f"{field}.passengers", f"must be 1 to {capacity}, not {count}")
        dest = _known(r, r.get(item, "destination", str, f"{field}.destination"), stations,
                      f"{field}.destination")
        if stations[dest].region == region:
            raise r.fail(f"{field}.destination",
                         f"{dest} lies in the token's own region, so it could start there")
        tokens.append(Token(tid, region, count, dest))
    return tokens


def _spots(r: _Reader, data: dict[str, Any], stations: dict[str, Station],
           regions: dict[str, Region], tokens: list[Token]) -> dict[str, list[str]]:
    spots: dict[str, list[str]] = {}
    backs = Counter(t.region for t in tokens)
    for rid in regions:
        codes = r.get(data, rid, list, f"spots.{rid}")
        for j, code in enumerate(codes):
            _known(r, code, stations, f"spots.{rid}[{j}]")
            if stations[code].region != rid:
                raise r.fail(f"spots.{rid}[{j}]", f"{code} is not in region {rid}")
        wanted = backs[rid]
        if len(codes) != wanted:
            raise r.fail(f"spots.{rid}", f"has {len(codes)} spots for {wanted} tokens")
        spots[rid] = list(codes)
    extra = sorted(set(data) - set(regions))
    if extra:
        raise r.fail(f"spots.{extra[0]}", "is not a region")
    return spots


def _cards(r: _Reader, items: list[Any], stations: dict[str, Station]) -> list[str]:
    for i, code in enumerate(items):
        _known(r, code, stations, f"obstruction_cards[{i}]")
    least = MAX_PLAYERS * 3
    if len(items) < least:
        raise r.fail("obstruction_cards", f"has {len(items)} cards; at least {least} are dealt")
    return list(items)
