"""What is drawn over the static map: names, waiting tokens, obstructions, lit targets, trains.

These change with the game (or with the mouse, for the lit targets), so they
are blitted from cached pictures every frame rather than baked into the map.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

import pygame

from game.engine.koplopers import KoplopersView, Position
from game.ui.fonts import font
from game.ui.koplopers.art import (
    INK,
    LIT,
    darker,
    number_tag,
    obstruction_token,
    region_colour,
    token_chip,
)
from game.ui.koplopers.labels import Badge, leader
from game.ui.koplopers.map_layer import draw_site_mark
from game.ui.koplopers.screen_map import ScreenMap

RGB = tuple[int, int, int]
LitBadge = tuple[Badge, RGB]  # a badge and the colour of its plate
RIDE_TAG = (120, 100, 0)
SITE_TAG = (120, 60, 0)
LEADER = (250, 248, 240)  # a chip's paper: the line leads from its station to the chips
LEADER_DASH = 4


def draw_labels(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView) -> None:
    """Region names, station names and waiting tokens, where labels.py placed them; each
    stack of tokens hangs on a leader line from its station's dot (a stack pushed away from a
    crowded station still says where it waits)."""
    board, placed = screen.board, screen.labels(table)
    for code, rects in placed.tokens.items():
        draw_leader(surface, screen.station_point(code), screen.px["station"],
                    rects[0].unionall(rects[1:]))
    region_font = font(screen.px["region"], True)
    for region, rect in placed.regions.items():
        colour = pygame.Color(board.regions[region].colour)
        name = region_font.render(board.regions[region].name.upper(), True,
                                  darker((colour.r, colour.g, colour.b), 0.7))
        name.set_alpha(170)
        surface.blit(name, rect)
    draw_names(surface, screen, placed.names)
    draw_chips(surface, screen, table, placed.tokens)


def draw_chips(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
               stacks: dict[str, list[pygame.Rect]]) -> None:
    """The passengers waiting at each station of `stacks`, one chip a token, where placed."""
    board, height = screen.board, screen.px["chip"]
    for code, rects in stacks.items():
        for token, rect in zip(table.waiting_at(code), rects, strict=True):
            face = board.tokens[token]
            surface.blit(token_chip(face.passengers, face.destination,
                                    region_colour(board, face.destination), height), rect)


def draw_names(surface: pygame.Surface, screen: ScreenMap, names: dict[str, pygame.Rect]) -> None:
    """Station codes on their white plates."""
    code_font = font(screen.px["code"], True)
    for code, rect in names.items():
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        plate.fill((255, 255, 255, 190))
        surface.blit(plate, rect)
        label = code_font.render(code, True, INK)
        surface.blit(label, label.get_rect(center=rect.center))


def draw_names_over(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
                    lines: Iterable[tuple[tuple[int, int], tuple[int, int]]]) -> None:
    """The station codes and waiting chips a lit stretch of track runs under, drawn again
    over it: a lit section never hides a station's name (the A of ASD) or a chip ("100 STD"
    at Lelystad)."""
    reach = (screen.px["track"] + 12) // 2
    placed, lines = screen.labels(table), list(lines)

    def crossed(rect: pygame.Rect) -> bool:
        return any(rect.inflate(2 * reach, 2 * reach).clipline(a, b) for a, b in lines)

    draw_names(surface, screen, {code: rect for code, rect in placed.names.items()
                                 if crossed(rect)})
    draw_chips(surface, screen, table, {code: stack for code, stack in placed.tokens.items()
                                        if any(crossed(rect) for rect in stack)})


def draw_leader(surface: pygame.Surface, station: tuple[int, int], radius: int,
                stack: pygame.Rect) -> None:
    """A dashed line from the edge of a station's dot (`radius`) to the nearest point of its
    stack of chips (dashed, so that it is never read as a piece of track), its dashes edged
    in ink: pale alone, it was lost on the pale land of the south."""
    (x, y), length = leader(station, stack)
    if length <= radius + 3:
        return
    dx, dy = (x - station[0]) / length, (y - station[1]) / length
    dashes = [((station[0] + dx * start, station[1] + dy * start),
               (station[0] + dx * end, station[1] + dy * end))
              for start in range(radius + 1, int(length), LEADER_DASH * 2)
              for end in [min(length, start + LEADER_DASH)]]
    for colour, width in ((INK, 4), (LEADER, 2)):
        for a, b in dashes:
            pygame.draw.line(surface, colour, a, b, width)


def draw_obstructions(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
                      away: Collection[str] = ()) -> None:
    """The obstruction tokens on their stations, but those `away` (gliding there)."""
    radius = screen.px["obstruction"]
    for letter, station in table.obstructions.items():
        if station is not None and letter not in away:
            token = obstruction_token(letter, radius)
            surface.blit(token, token.get_rect(center=screen.station_point(station)))


def light_rides(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
                rides: dict[Position, int]) -> list[LitBadge]:
    """The sections a selected train can ride to, lit (the names they pass under kept on
    top); their badges say the cost in action points (for draw_badges)."""
    lines = [screen.section_ends(position[0]) for position in rides]
    for a, b in lines:
        lit_line(surface, screen, a, b, LIT, 4)
    draw_names_over(surface, screen, table, lines)
    return [((position, str(cost)), RIDE_TAG) for position, cost in sorted(rides.items())]


def light_sites(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
                sites: Iterable[str], word: str, colour: RGB) -> list[LitBadge]:
    """Construction sites lit for building or scrapping, up to the mark at each stub's end,
    drawn again over the light (it stays readable: the lit casing hid half of Alkmaar's
    "1"); their badges say which (for draw_badges)."""
    badges: list[LitBadge] = []
    for site in sorted(sites):
        section = screen.board.site_section[site]
        a, b = screen.section_ends(section)
        lit_line(surface, screen, a, b, colour, 8)
        draw_site_mark(surface, b, screen.board.sites[site].mark, screen.px["tag"])
        draw_names_over(surface, screen, table, [(a, b)])
        badges.append((((section, 0), word), SITE_TAG))
    return badges


def draw_badges(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
                badges: list[LitBadge]) -> list[pygame.Rect]:
    """The lit sections' badges, placed together so that none covers another, a station's
    name or a site's mark; where they were drawn."""
    rects = screen.badges(table, [badge for badge, _ in badges])
    for ((_, word), colour), rect in zip(badges, rects, strict=True):
        tag = number_tag(word, screen.px["tag"], colour)
        surface.blit(tag, tag.get_rect(center=rect.center))
    return rects


def lit_line(surface: pygame.Surface, screen: ScreenMap, a: tuple[int, int], b: tuple[int, int],
             colour: RGB, wider: int) -> None:
    """A lit stretch of track, `wider` than the track, in a dark casing: it reads on every
    region's colour (yellow on the yellow Noordwest alone would not)."""
    width = screen.px["track"] + wider
    pygame.draw.line(surface, INK, a, b, width + 4)
    for end in (a, b):
        pygame.draw.circle(surface, INK, end, (width + 4) // 2)
    pygame.draw.line(surface, colour, a, b, width)


def draw_station_ring(surface: pygame.Surface, screen: ScreenMap, code: str) -> None:
    """A lit ring round a station in a dark casing: a card or the repair card may be dropped
    there (seen on every region's colour, and round the token on an obstruction)."""
    centre, radius = screen.station_point(code), screen.px["obstruction"] + 7
    pygame.draw.circle(surface, INK, centre, radius + 3, 9)
    pygame.draw.circle(surface, LIT, centre, radius, 5)


def draw_trains(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView,
                looks: list[tuple[RGB, str]], hidden: Callable[[int, int], bool],
                selected: tuple[int, int] | None) -> None:
    """Every train on the board, facing its way, with its seat letter and number below it.

    `looks` gives each seat's colour and letter; `hidden(seat, number)` says which
    trains are away (gliding, or following the mouse).
    """
    tags = screen.labels(table).tags
    for seat_number, seat in enumerate(table.seats):
        rgb, letter = looks[seat_number]
        for train in seat.on_board():
            if hidden(seat_number, train.number):
                continue
            assert train.position is not None
            image = screen.train_image(rgb, train.guest is not None, train.position)
            centre = screen.position_point(train.position)
            surface.blit(image, image.get_rect(center=centre))
            if (seat_number, train.number) == selected:
                pygame.draw.circle(surface, LIT, centre, screen.px["train"] * 2 // 3, 2)
            tag = number_tag(f"{letter}{train.number}", screen.px["tag"], rgb)
            surface.blit(tag, tag.get_rect(center=tags[seat_number, train.number].center))
