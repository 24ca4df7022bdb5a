"""The static map: the country with its regions, track sections, construction sites, stations.

Nothing here changes during a game, so it is drawn once per window size and
zoom into a layer the scene blits every frame (panning only moves the blit).
country.py draws the land, water and neighbours under the track, each place of
the country in a light tint of its nearest station's region. Every text (station
codes, region names, tokens) is placed by labels.py round what the game puts
on the map, so none of it is baked in here.
"""

from __future__ import annotations

import pygame

from game.engine.koplopers import Board
from game.ui.fonts import font
from game.ui.koplopers.art import INK, MIN_TEXT, chip_height
from game.ui.koplopers.country import draw_land
from game.ui.koplopers.geometry import BoardGeometry, Viewport

TRACK = (58, 58, 64)
SITE = (205, 40, 40)


def sizes(view: Viewport) -> dict[str, int]:
    """Pixel sizes that grow with the zoom but whose text never drops below MIN_TEXT."""
    scale = view.scale
    station = max(6, round(scale * 0.011))
    return {
        "station": station,
        "track": max(3, round(scale * 0.0065)),
        "code": max(MIN_TEXT, round(scale * 0.019)),
        "chip": max(chip_height(MIN_TEXT), round(scale * 0.026)),
        "tag": max(MIN_TEXT, round(scale * 0.017)),  # train tags, cost badges, site marks
        "region": max(MIN_TEXT + 1, round(scale * 0.026)),
        "obstruction": max(MIN_TEXT, station + 3),  # its letter is as tall as its radius
        "train": max(24, round(scale * 0.042)),
    }


def draw_site_mark(surface: pygame.Surface, end: tuple[int, int], mark: int, size: int) -> None:
    """The round plate at the end of a construction site's stub naming its mark ('–' for
    none); drawn again over the stub when it is lit, so that it stays readable."""
    text = font(size, True).render(str(mark) if mark else "–", True, (255, 255, 255))
    disc = text.get_rect(center=end).inflate(6, 2)
    pygame.draw.rect(surface, SITE, disc, border_radius=disc.h // 2)
    surface.blit(text, text.get_rect(center=disc.center))


def render_map(board: Board, geometry: BoardGeometry, view: Viewport) -> pygame.Surface:
    layer = pygame.Surface(view.layer_size)
    draw_land(layer, board, geometry, view)
    px = sizes(view)
    for route in board.routes:  # a thin line joins the sections through the gaps
        pa = view.to_layer(geometry.stations[route.a])
        pb = view.to_layer(geometry.stations[route.b])
        pygame.draw.line(layer, (110, 110, 110), pa, pb, 1)
    for section in board.sections:
        if section.site is None:
            shape = geometry.sections[section.id]
            a, b = view.to_layer(shape.ends[0]), view.to_layer(shape.ends[1])
            pygame.draw.line(layer, TRACK, a, b, px["track"])
    for site in board.sites.values():
        shape = geometry.sections[board.site_section[site.id]]
        a, b = view.to_layer(shape.ends[0]), view.to_layer(shape.ends[1])
        pygame.draw.line(layer, SITE, a, b, px["track"] + 2)
        pygame.draw.circle(layer, SITE, b, px["track"])
        draw_site_mark(layer, b, site.mark, px["tag"])
    for code, station in board.stations.items():
        centre = view.to_layer(geometry.stations[code])
        colour = pygame.Color(board.regions[station.region].colour)
        pygame.draw.circle(layer, (255, 255, 255), centre, px["station"])
        pygame.draw.circle(layer, colour, centre, px["station"] - max(2, px["station"] // 3))
        pygame.draw.circle(layer, INK, centre, px["station"], max(1, px["station"] // 5))
    return layer
