"""What is drawn over the static map each frame: waiting tokens, obstructions, lit targets, trains.

These change with the game (or with the mouse, for the lit targets), so they
are blitted from cached pictures every frame rather than baked into the map.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from game.engine.koplopers.board import Position
from game.engine.koplopers.state import State
from game.ui.koplopers.art import (
    LIT,
    number_tag,
    obstruction_token,
    region_colour,
    token_chip,
)
from game.ui.koplopers.screen_map import ScreenMap

RGB = tuple[int, int, int]


def draw_waiting(surface: pygame.Surface, screen: ScreenMap, state: State) -> None:
    height = screen.px["chip"]
    board = screen.board
    for code, tokens in state.waiting.items():
        for token, rect in zip(tokens, screen.token_spots(state, code), strict=False):
            face = board.tokens[token]
            chip = token_chip(face.passengers, face.destination,
                              region_colour(board, face.destination), height)
            surface.blit(chip, rect)


def draw_obstructions(surface: pygame.Surface, screen: ScreenMap, state: State) -> None:
    """The obstruction tokens on their stations."""
    radius = screen.px["station"] + 3
    for letter, station in state.obstructions.items():
        if station is not None:
            token = obstruction_token(letter, radius)
            surface.blit(token, token.get_rect(center=screen.station_point(station)))


def draw_rides(surface: pygame.Surface, screen: ScreenMap, rides: dict[Position, int]) -> None:
    """The sections a selected train can ride to, lit, each with its cost in action points."""
    tag_size = max(10, screen.px["chip"] - 1)
    for position, cost in rides.items():
        a, b = screen.section_ends(position[0])
        pygame.draw.line(surface, LIT, a, b, screen.px["track"] + 4)
        tag = number_tag(str(cost), tag_size, (120, 100, 0))
        surface.blit(tag, tag.get_rect(center=screen.position_point(position, 0.5)))


def draw_sites(surface: pygame.Surface, screen: ScreenMap, sites: Iterable[str], word: str,
               colour: RGB) -> None:
    """Construction sites lit for building or scrapping, with the word saying which."""
    for site in sites:
        a, b = screen.section_ends(screen.board.site_section[site])
        pygame.draw.line(surface, colour, a, b, screen.px["track"] + 8)
        tag = number_tag(word, max(10, screen.px["chip"] - 1), (120, 60, 0))
        surface.blit(tag, tag.get_rect(midtop=(b[0], b[1] + screen.px["track"])))


def draw_station_ring(surface: pygame.Surface, screen: ScreenMap, code: str) -> None:
    """A lit ring round a station: a card or the repair card may be dropped there."""
    pygame.draw.circle(surface, LIT, screen.station_point(code), screen.px["station"] + 7, 3)


def draw_trains(surface: pygame.Surface, screen: ScreenMap, state: State,
                looks: list[tuple[RGB, str]], hidden: Callable[[int, int], bool],
                selected: tuple[int, int] | None) -> None:
    """Every train on the board, facing its way, with its seat letter and number below it.

    `looks` gives each seat's colour and letter; `hidden(seat, number)` says which
    trains are away (gliding, or following the mouse).
    """
    tag_size = max(9, screen.px["chip"] - 3)
    for seat_number, seat in enumerate(state.seats):
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
            tag = number_tag(f"{letter}{train.number}", tag_size, rgb)
            below = (centre[0], centre[1] + image.get_height() // 3)
            surface.blit(tag, tag.get_rect(midtop=below))
