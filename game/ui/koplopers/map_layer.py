"""The static map: land in region colours, track sections, construction sites, stations.

Nothing here changes during a game, so it is drawn once per window size and
zoom into a layer the scene blits every frame (panning only moves the blit).
Regions are the union of soft discs round their stations, in a light tint of
the region's colour; their names stand where their stations gather.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.engine.koplopers.board import Board
from game.ui.fonts import font
from game.ui.koplopers.art import INK, lighter, token_chip
from game.ui.koplopers.geometry import LAND_EDGE, LAND_REACH, BoardGeometry, Viewport

SEA = (168, 196, 214)
LAND = (226, 222, 200)
TRACK = (58, 58, 64)
SITE = (205, 40, 40)


def sizes(view: Viewport) -> dict[str, int]:
    """Pixel sizes that grow with the zoom but stay readable when zoomed out."""
    scale = view.scale
    return {
        "station": max(6, round(scale * 0.011)),
        "track": max(3, round(scale * 0.0065)),
        "code": max(11, round(scale * 0.019)),
        "chip": max(12, round(scale * 0.019)),
        "train": max(24, round(scale * 0.042)),
    }


def render_map(board: Board, geometry: BoardGeometry, view: Viewport) -> pygame.Surface:
    layer = pygame.Surface(view.layer_size)
    layer.fill(SEA)
    px = sizes(view)
    reach = max(8, round(LAND_REACH * view.scale))
    for code in board.stations:  # a land edge first, then the regions
        pygame.draw.circle(layer, LAND, view.to_layer(geometry.stations[code]), reach + LAND_EDGE)
    for code, station in board.stations.items():
        tint = lighter(_rgb(board.regions[station.region].colour), 0.62)
        pygame.draw.circle(layer, tint, view.to_layer(geometry.stations[code]), reach)
    _region_names(layer, board, geometry, view)
    for route in board.routes:  # a thin line joins the sections through the gaps
        pa = view.to_layer(geometry.stations[route.a])
        pb = view.to_layer(geometry.stations[route.b])
        pygame.draw.line(layer, (110, 110, 110), pa, pb, 1)
    for section in board.sections:
        if section.site is None:
            shape = geometry.sections[section.id]
            a, b = view.to_layer(shape.ends[0]), view.to_layer(shape.ends[1])
            pygame.draw.line(layer, TRACK, a, b, px["track"])
    mark_font = font(max(9, px["code"] - 2), True)
    for site in board.sites.values():
        shape = geometry.sections[board.site_section[site.id]]
        a, b = view.to_layer(shape.ends[0]), view.to_layer(shape.ends[1])
        pygame.draw.line(layer, SITE, a, b, px["track"] + 2)
        pygame.draw.circle(layer, SITE, b, px["track"])
        text = mark_font.render(str(site.mark) if site.mark else "–", True, (255, 255, 255))
        disc = text.get_rect(center=b).inflate(6, 2)
        pygame.draw.rect(layer, SITE, disc, border_radius=disc.h // 2)
        layer.blit(text, text.get_rect(center=disc.center))
    code_font = font(px["code"], True)
    for code, station in board.stations.items():
        centre = view.to_layer(geometry.stations[code])
        colour = pygame.Color(board.regions[station.region].colour)
        pygame.draw.circle(layer, (255, 255, 255), centre, px["station"])
        pygame.draw.circle(layer, colour, centre, px["station"] - max(2, px["station"] // 3))
        pygame.draw.circle(layer, INK, centre, px["station"], max(1, px["station"] // 5))
        label = code_font.render(code, True, INK)
        box = label.get_rect(midbottom=(centre[0], centre[1] - px["station"] - 1))
        plate = pygame.Surface(box.inflate(4, 0).size, pygame.SRCALPHA)
        plate.fill((255, 255, 255, 170))
        layer.blit(plate, box.inflate(4, 0))
        layer.blit(label, box)
    for code in board.stations:  # the white token spots, faint until a token lies there
        for rect in spot_rects(board, geometry, view, px, code):
            spot = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = max(2, rect.h // 4)
            pygame.draw.rect(spot, (255, 255, 255, 90), spot.get_rect(), border_radius=radius)
            pygame.draw.rect(spot, (255, 255, 255, 220), spot.get_rect(), 1, border_radius=radius)
            layer.blit(spot, rect)
    return layer


@cache
def spot_count(board: Board) -> dict[str, int]:
    """How many token spots each station has (the map lists them per region)."""
    counts = dict.fromkeys(board.stations, 0)
    for codes in board.spots.values():
        for code in codes:
            counts[code] += 1
    return counts


@cache
def spot_width(board: Board, height: int) -> int:
    """A spot is as wide as the widest token face, so every token fits any spot."""
    return max(token_chip(t.passengers, t.destination, (0, 0, 0), height).get_width()
               for t in board.tokens.values())


def spot_rects(board: Board, geometry: BoardGeometry, view: Viewport, px: dict[str, int],
               code: str) -> list[pygame.Rect]:
    """A station's token spots in layer pixels, stacked on its freest side."""
    height = px["chip"]
    width = spot_width(board, height)
    angle = geometry.spot_angle[code]
    x, y = view.to_layer(geometry.stations[code])
    reach = px["station"] + 3
    x += round(reach * math.cos(angle))
    y += round(reach * math.sin(angle))
    rects = []
    for index in range(spot_count(board)[code]):
        rect = pygame.Rect(0, 0, width, height)
        rect.left = x if math.cos(angle) >= -0.3 else x - width
        step = index * (height + 1)
        rect.top = y + step if math.sin(angle) >= 0 else y - height - step
        rects.append(rect)
    return rects


def _region_names(layer: pygame.Surface, board: Board, geometry: BoardGeometry,
                  view: Viewport) -> None:
    name_font = font(max(12, round(view.scale * 0.026)), True)
    for region in board.regions.values():
        points = [geometry.stations[c] for c, s in board.stations.items() if s.region == region.id]
        if not points:
            continue
        middle = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
        label = name_font.render(region.name.upper(), True, lighter(_rgb(region.colour), 0.25))
        label.set_alpha(150)
        layer.blit(label, label.get_rect(center=view.to_layer(middle)))


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    colour = pygame.Color(hex_colour)
    return colour.r, colour.g, colour.b
