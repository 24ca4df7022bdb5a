"""Render a Koplopers map to a PNG, to see at a glance whether the data is right.

Usage: python tools/preview_map.py [maps/netherlands.json] [out.png]
Stations are circles in their region's colour with the abbreviation beside
them; each route is drawn with a tick between its sections; construction
sites are red stubs with their mark; a number in a station counts its token spots.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.engine.koplopers import DEFAULT_MAP, Board, load_map  # noqa: E402
from game.ui.fonts import font as app_font  # noqa: E402
from game.ui.koplopers.geometry import free_direction  # noqa: E402

SIZE = (1000, 1200)
MARGIN = 70


def projector(board: Board) -> tuple[float, float, float, float]:
    lats = [s.lat for s in board.stations.values()]
    lons = [s.lon for s in board.stations.values()]
    squeeze = math.cos(math.radians(sum(lats) / len(lats)))
    width = (max(lons) - min(lons)) * squeeze
    height = max(lats) - min(lats)
    scale = min((SIZE[0] - 2 * MARGIN) / width, (SIZE[1] - 2 * MARGIN) / height)
    return min(lons), max(lats), squeeze, scale


def render(board: Board, out: Path) -> None:
    pygame.font.init()
    lon0, lat0, squeeze, scale = projector(board)

    def at(code: str) -> tuple[float, float]:
        s = board.stations[code]
        return (MARGIN + (s.lon - lon0) * squeeze * scale, MARGIN + (lat0 - s.lat) * scale)

    surface = pygame.Surface(SIZE)
    surface.fill((236, 240, 230))
    font = app_font(16)
    small = app_font(13)
    for route in board.routes:
        (x1, y1), (x2, y2) = at(route.a), at(route.b)
        pygame.draw.line(surface, (60, 60, 60), (x1, y1), (x2, y2), 4)
        for k in range(1, route.sections):
            t = k / route.sections
            x, y = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
            dx, dy = y2 - y1, x1 - x2
            n = math.hypot(dx, dy) or 1
            pygame.draw.line(surface, (60, 60, 60), (x - 7 * dx / n, y - 7 * dy / n),
                             (x + 7 * dx / n, y + 7 * dy / n), 3)
    taken: dict[str, list[float]] = {code: [0.0] for code in board.stations}  # the label
    for route in board.routes:
        (x1, y1), (x2, y2) = at(route.a), at(route.b)
        taken[route.a].append(math.atan2(y2 - y1, x2 - x1))
        taken[route.b].append(math.atan2(y1 - y2, x1 - x2))
    for site in board.sites.values():
        x, y = at(site.station)
        angle = free_direction(taken[site.station])
        taken[site.station].append(angle)
        end = (x + 40 * math.cos(angle), y + 40 * math.sin(angle))
        pygame.draw.line(surface, (210, 30, 30), (x, y), end, 6)
        text = small.render(str(site.mark or "-"), True, (150, 0, 0))
        surface.blit(text, (end[0] - 4, end[1] - 6))
    spots = {code: 0 for code in board.stations}
    for codes in board.spots.values():
        for code in codes:
            spots[code] += 1
    for code, station in board.stations.items():
        x, y = at(code)
        colour = pygame.Color(board.regions[station.region].colour)
        pygame.draw.circle(surface, colour, (x, y), 11)
        pygame.draw.circle(surface, (20, 20, 20), (x, y), 11, 2)
        if spots[code]:
            surface.blit(small.render(str(spots[code]), True, (255, 255, 255)), (x - 4, y - 6))
        surface.blit(font.render(code, True, (0, 0, 0)), (x + 13, y - 8))
    title = font.render(f"{board.name}: {len(board.stations)} stations", True, (0, 0, 0))
    surface.blit(title, (10, 10))
    pygame.image.save(surface, str(out))


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else DEFAULT_MAP
    out = Path(argv[2]) if len(argv) > 2 else Path(path.stem + ".png")
    render(load_map(path), out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
