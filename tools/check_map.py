"""Check a Koplopers map file: print its statistics and every problem found.

Usage: python tools/check_map.py [maps/netherlands.json] [maps/netherlands_land.json]
Exit status 0 when the map loads and looks fair, 1 otherwise.

It also reads the country drawn under the board (tools/make_country.py makes it):
the file must load, and every station of a board inside it must lie on the country's
land or within COAST_SLACK of it (the coast is drawn at 1:10 million).

Besides the board's counts it checks the destination rule of maps/README.md
(RULINGS, Koplopers 12): every station is the destination of at least one
token, a big station (one with two token spots) of at least two, no token can
start at its own destination, and most tokens (at least four in five) cross a
region border. It prints how many tokens go to each station and how far the
journeys are, since a token may land on any spot of its region.
"""

from __future__ import annotations

import math
import statistics as stats
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import networkx as nx  # noqa: E402

from game.engine.koplopers import DEFAULT_MAP, Board, MapError, Token, load_map  # noqa: E402
from game.ui.koplopers.country_file import (  # noqa: E402
    COUNTRY_FILE,
    PARTS,
    CountryError,
    load_country,
)

CROSSING_SHARE = 4 / 5  # "most tokens cross a region border": at least four in five
BIG_STATION_TOKENS = 2  # a station with two token spots is the destination of two tokens
COAST_SLACK = 1000  # metres a station may lie off the country's land (Vlissingen's: 400)


def statistics(board: Board) -> list[str]:
    lines = [
        f"map {board.name!r}: {len(board.stations)} stations, {len(board.routes)} routes, "
        f"{sum(r.sections for r in board.routes)} sections, {len(board.sites)} construction sites",
        f"{len(board.tokens)} tokens, {sum(t.passengers for t in board.tokens.values())} "
        f"passengers, {len(board.obstruction_cards)} obstruction cards, "
        f"{board.repair_cards} repair cards",
    ]
    sends = Counter(t.region for t in board.tokens.values())
    receives = Counter(board.stations[t.destination].region for t in board.tokens.values())
    for rid, region in board.regions.items():
        codes = [s.code for s in board.stations.values() if s.region == rid]
        lines.append(
            f"  region {region.name}: {len(codes)} stations, {len(board.spots[rid])} spots, "
            f"sends {sends[rid]}, receives {receives[rid]}"
        )
    marks = Counter(s.mark for s in board.sites.values())
    by_mark = ", ".join(f"{m or 'none'}: {n}" for m, n in sorted(marks.items()))
    lines.append(f"  sites by mark: {by_mark}")
    lines.append("  token spots within 4 sections of each mark's sites (fairness): " + ", ".join(
        f"{mark}: {n}" for mark, n in sorted(nearby_spots(board).items())))
    degree = {code: len(board.platforms[code]) for code in board.stations}
    lines.append(f"  platforms per station: min {min(degree.values())}, max {max(degree.values())}")
    return lines + destination_statistics(board)


def track(board: Board) -> nx.Graph[str]:
    """Stations joined by their routes, weighted by sections: distances as a ride counts them."""
    lines: nx.Graph[str] = nx.Graph()
    lines.add_weighted_edges_from((r.a, r.b, r.sections) for r in board.routes)
    return lines


def destination_statistics(board: Board) -> list[str]:
    """Tokens per destination, by region, and the journeys from each spot a token may land on."""
    bound = Counter(t.destination for t in board.tokens.values())
    lines = ["  destinations (tokens bound for each station):"]
    for rid, region in board.regions.items():
        codes = sorted((c for c, s in board.stations.items() if s.region == rid),
                       key=lambda c: (-bound[c], c))
        lines.append(f"    {region.name}: " + ", ".join(f"{c} {bound[c]}" for c in codes))
    sections, hops = journeys(board)
    lines.append(f"  journeys from every spot of a token's region to its destination "
                 f"({len(sections)}; a token lands on any spot of its region):")
    for unit, lengths in (("sections", sections), ("hops", hops)):
        spread = " ".join(f"{n}:{k}" for n, k in sorted(Counter(lengths).items()))
        lines.append(f"    {unit:8} {spread}; mean {stats.mean(lengths):.1f}, "
                     f"median {stats.median(lengths):g}")
    lines.append(f"  tokens bound for another region: {len(crossing(board))} of "
                 f"{len(board.tokens)} (at least {crossings_wanted(board)} wanted)")
    return lines


def journeys(board: Board) -> tuple[list[int], list[int]]:
    """Sections and hops (routes) from each token's every region spot to its destination.

    Setup shuffles a region's tokens over its spots, so every spot is one
    equally likely start; a station with two spots counts twice.
    """
    lines = track(board)
    sections: list[int] = []
    hops: list[int] = []
    for token in board.tokens.values():
        by_sections = nx.single_source_dijkstra_path_length(lines, token.destination)
        by_hops = nx.single_source_shortest_path_length(lines, token.destination)
        for spot in board.spots[token.region]:
            sections.append(int(by_sections[spot]))
            hops.append(by_hops[spot])
    return sections, hops


def crossing(board: Board) -> list[Token]:
    """Tokens bound for a station outside the region whose spots they start on."""
    return [t for t in board.tokens.values() if board.stations[t.destination].region != t.region]


def crossings_wanted(board: Board) -> int:
    """How many tokens must cross a border: a share, so the rule fits a map of any size."""
    return math.ceil(CROSSING_SHARE * len(board.tokens))


def destination_problems(board: Board) -> list[str]:
    """Breaches of the destination rule in maps/README.md.

    The loader already refuses a token bound for its own region, which implies
    the last two checks; they are stated here too so that the checker holds the
    whole rule (RULINGS asks only that *most* tokens cross a border) and keeps
    holding it if the loader is ever relaxed to that.
    """
    found = []
    bound = Counter(t.destination for t in board.tokens.values())
    unvisited = sorted(code for code in board.stations if not bound[code])
    if unvisited:
        found.append(f"no token is bound for {', '.join(unvisited)}")
    spots = Counter(code for codes in board.spots.values() for code in codes)
    for code in sorted(board.stations):  # one with no token at all is named just above
        if spots[code] >= 2 and 0 < bound[code] < BIG_STATION_TOKENS:
            found.append(f"big station {code} (two token spots) is the destination of "
                         f"only {bound[code]} token; it should be of {BIG_STATION_TOKENS}")
    for token in board.tokens.values():
        if token.destination in board.spots[token.region]:
            found.append(f"token {token.id} ({token.region}) is bound for {token.destination}, "
                         f"a spot of its own region, so it could start at its destination")
    crossed, wanted = len(crossing(board)), crossings_wanted(board)
    if crossed < wanted:
        found.append(f"only {crossed} of {len(board.tokens)} tokens cross a region border; "
                     f"at least {wanted} should")
    return found


def nearby_spots(board: Board, sections: int = 4) -> dict[int, int]:
    """Per site mark 1-4: token spots near its two sites, a rough measure of a fair start."""
    lines = track(board)
    spots = [code for codes in board.spots.values() for code in codes]
    near: dict[int, int] = {}
    for site in board.sites.values():
        if site.mark:
            distance = nx.single_source_dijkstra_path_length(lines, site.station)
            near[site.mark] = near.get(site.mark, 0) + sum(
                1 for code in spots if distance.get(code, sections + 1) <= sections)
    return near


def problems(board: Board) -> list[str]:
    """Things the loader accepts but the real board should not have."""
    found = []
    for rid in board.regions:
        if len(board.spots[rid]) != 10:
            found.append(f"region {rid} has {len(board.spots[rid])} spots, the board has 10")
    sends = Counter(t.region for t in board.tokens.values())
    receives = Counter(board.stations[t.destination].region for t in board.tokens.values())
    for rid in board.regions:
        if not sends[rid] or not receives[rid]:
            found.append(f"region {rid} does not both send and receive passengers")
    marks = Counter(s.mark for s in board.sites.values())
    if any(marks[m] != 2 for m in range(1, 5)) or marks[0] != 2:
        found.append(f"sites should be two each marked 1-4 and two unmarked, not {dict(marks)}")
    if len(board.obstruction_cards) != 32:
        found.append(f"{len(board.obstruction_cards)} obstruction cards; the game has 32")
    return found + destination_problems(board)


def country_check(board: Board, path: Path = COUNTRY_FILE) -> tuple[list[str], list[str]]:
    """The country drawn under the board: its figures, and its problems."""
    try:
        country = load_country(path)
    except CountryError as error:
        return [], [f"the country under the board: {error}"]
    rings = {part: getattr(country, part) for part in PARTS}
    points = sum(len(ring) for part in rings.values() for ring in part)
    lines = [f"country {path.name}: {path.stat().st_size // 1024} KB, {points} points; "
             + ", ".join(f"{len(part)} rings {name}" for name, part in rings.items())]
    if not all(country.covers(s.lon, s.lat) for s in board.stations.values()):
        return [*lines, "  the board lies outside it: it is drawn without the country"], []
    return lines, [f"station {code} lies more than {COAST_SLACK} m off the country's land"
                   for code, s in board.stations.items()
                   if not country.near_land(s.lon, s.lat, COAST_SLACK)]


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_MAP
    try:
        board = load_map(path)
    except MapError as error:
        print(f"ERROR {error}")
        return 1
    print("\n".join(statistics(board)))
    figures, found = country_check(board, Path(argv[2]) if len(argv) > 2 else COUNTRY_FILE)
    print("\n".join(figures))
    found += problems(board)
    for problem in found:
        print(f"PROBLEM {problem}")
    print("OK" if not found else f"{len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
