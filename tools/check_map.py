"""Check a Koplopers map file: print its statistics and every problem found.

Usage: python tools/check_map.py [maps/netherlands.json]
Exit status 0 when the map loads and looks fair, 1 otherwise.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import networkx as nx  # noqa: E402

from game.engine.koplopers.board import Board  # noqa: E402
from game.engine.koplopers.mapfile import DEFAULT_MAP, MapError, load_map  # noqa: E402


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
    return lines


def nearby_spots(board: Board, sections: int = 4) -> dict[int, int]:
    """Per site mark 1-4: token spots near its two sites, a rough measure of a fair start."""
    lines = nx.Graph()
    lines.add_weighted_edges_from((r.a, r.b, r.sections) for r in board.routes)
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
    unused = set(board.stations) - {t.destination for t in board.tokens.values()}
    unused -= {c for codes in board.spots.values() for c in codes}
    if unused:
        found.append(f"stations no passenger starts at or travels to: {', '.join(sorted(unused))}")
    return found


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_MAP
    try:
        board = load_map(path)
    except MapError as error:
        print(f"ERROR {error}")
        return 1
    print("\n".join(statistics(board)))
    found = problems(board)
    for problem in found:
        print(f"PROBLEM {problem}")
    print("OK" if not found else f"{len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
