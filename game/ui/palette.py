"""Seat colours, in the normal and the colour-blind-safe palette.

Colour never carries meaning alone: every seat colour also has a letter and a
shape, drawn beside it wherever a seat is marked.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.texts import mark, tr, trc
from game.ui.fonts import font

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class SeatColour:
    key: str
    name: str  # in English, marked for the catalog
    normal: RGB
    safe: RGB  # Okabe-Ito, distinguishable with the common colour-vision deficiencies
    shape: str  # "circle", "square", "triangle", "diamond", "hexagon"

    @property
    def label(self) -> str:
        """The colour's name in the player's language: 'Red'."""
        return tr(self.name)

    @property
    def letter(self) -> str:
        """The colour's initial in the player's language ('R'): one or two letters, so that
        no two seats share one (Dutch Geel and Groen are 'Ge' and 'Gr')."""
        return seat_letter(self.key)

    def rgb(self, colour_blind: bool) -> RGB:
        return self.safe if colour_blind else self.normal


SEAT_COLOURS: dict[str, SeatColour] = {
    c.key: c
    for c in (
        SeatColour("red", mark("Red"), (200, 48, 48), (213, 94, 0), "circle"),
        SeatColour("blue", mark("Blue"), (40, 90, 200), (0, 114, 178), "square"),
        SeatColour("yellow", mark("Yellow"), (230, 190, 30), (240, 228, 66), "triangle"),
        SeatColour("green", mark("Green"), (40, 150, 70), (0, 158, 115), "diamond"),
        SeatColour("purple", mark("Purple"), (130, 60, 170), (204, 121, 167), "hexagon"),
    )
}


def seat_letter(key: str) -> str:
    """The initial of the seat colour `key` in the player's language (SeatColour.letter)."""
    return {
        "red": trc("seat letter", "R"),
        "blue": trc("seat letter", "B"),
        "yellow": trc("seat letter", "Y"),
        "green": trc("seat letter", "G"),
        "purple": trc("seat letter", "P"),
    }[key]


# The app's own colours (table felt, panels, text), shared by every scene.
FELT = (24, 64, 40)
FELT_DARK = (16, 44, 28)
PANEL = (32, 38, 46)
PANEL_EDGE = (90, 100, 110)
TEXT = (238, 232, 212)
TEXT_DIM = (160, 160, 150)
ACCENT = (236, 180, 60)
HIGHLIGHT = (60, 80, 104)


def draw_seat_mark(
    surface: pygame.Surface,
    colour: SeatColour,
    centre: tuple[int, int],
    radius: int,
    colour_blind: bool,
) -> None:
    """The seat's shape in its colour; the shape alone already tells seats apart."""
    x, y = centre
    r = radius
    points: list[tuple[float, float]]
    fill = colour.rgb(colour_blind)
    if colour.shape == "circle":
        pygame.draw.circle(surface, fill, centre, r)
        pygame.draw.circle(surface, (0, 0, 0), centre, r, 1)
        return
    if colour.shape == "square":
        points = [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    elif colour.shape == "triangle":
        points = [(x, y - r), (x + r, y + r), (x - r, y + r)]
    elif colour.shape == "diamond":
        points = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    else:
        points = [
            (x - r, y),
            (x - r / 2, y - r),
            (x + r / 2, y - r),
            (x + r, y),
            (x + r / 2, y + r),
            (x - r / 2, y + r),
        ]
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, (0, 0, 0), points, 1)


def draw_seat_badge(
    surface: pygame.Surface,
    colour: SeatColour,
    centre: tuple[int, int],
    radius: int,
    colour_blind: bool,
) -> None:
    """The seat's shape with its letter inside: colour, shape and letter all tell seats apart."""
    draw_seat_mark(surface, colour, centre, radius, colour_blind)
    initial = colour.letter
    size = max(8, radius if len(initial) == 1 else radius * 3 // 4)  # two letters fit too
    letter = font(size, True).render(initial, True, (0, 0, 0))
    surface.blit(letter, letter.get_rect(center=(centre[0], centre[1] + radius // 6)))
