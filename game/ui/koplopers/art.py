"""The pictures of the Koplopers board: trains, passenger tokens, cards, obstruction tokens.

Each picture is made once per size and colour (and per angle for trains) and
cached, so a frame only blits. A train is drawn pointing right and rotated;
its front is a pointed nose with a lit headlamp and a windscreen, its rear is
square, so which way it faces is never in doubt.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache, lru_cache

import pygame

from game.engine.koplopers import Board
from game.texts import cached_per_language, tr
from game.ui.fonts import font
from game.ui.palette import TEXT
from game.ui.widgets.scroll_list import wrap

RGB = tuple[int, int, int]
INK = (24, 24, 28)
OBSTRUCTION_RED = (206, 32, 40)
LOADED = (90, 170, 110)
LIT = (250, 214, 90)  # what may be picked or dropped on now
SCRAP_LIT = (255, 120, 90)
REASON = (255, 150, 120)  # why something is refused
BUTTON = (66, 96, 132)
OVER = (235, 90, 70)
MIN_TEXT = 11  # pixels: the smallest text on the map at UI scale 1 in a 1280x800 window


def fitted_lines(text: str, width: int, height: int, sizes: Sequence[int]
                 ) -> tuple[int, list[str]]:
    """`text` wrapped to `width`, at the first of `sizes` whose lines fit in `height` (else
    the last): a note in a band of fixed height is made smaller, never cut."""
    size, lines = sizes[-1], [text]
    for size in sizes:
        lines = wrap(text, font(size), width)
        if len(lines) * font(size).get_linesize() <= height:
            break
    return size, lines


def draw_lines(surface: pygame.Surface, lines: Sequence[str], size: int, colour: RGB,
               topleft: tuple[int, int]) -> None:
    x, y = topleft
    for line in lines:
        surface.blit(font(size).render(line, True, colour), (x, y))
        y += font(size).get_linesize()


def darker(colour: RGB, amount: float = 0.55) -> RGB:
    return (int(colour[0] * amount), int(colour[1] * amount), int(colour[2] * amount))


def lighter(colour: RGB, amount: float = 0.6) -> RGB:
    return tuple(int(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


@cache
def train_body(colour: RGB, length: int, combined: bool) -> pygame.Surface:
    """A train seen from above, pointing right: square rear, pointed nose, lamp and windscreen."""
    height = max(6, length * 9 // 20)
    surface = pygame.Surface((length, height), pygame.SRCALPHA)
    nose = height * 3 // 4
    body = [(0, 0), (length - nose, 0), (length - 1, height // 2), (length - nose, height - 1),
            (0, height - 1)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, INK, body, max(1, height // 8))
    if combined:  # a coupling line: two trains in one
        x = (length - nose) // 2
        pygame.draw.line(surface, INK, (x, 1), (x, height - 2), max(1, height // 7))
    screen = [(length - nose, height // 4), (length - nose // 3, height // 2),
              (length - nose, height - 1 - height // 4)]
    pygame.draw.polygon(surface, (210, 235, 250), screen)
    pygame.draw.circle(surface, (255, 236, 120), (length - max(2, height // 6), height // 2),
                       max(1, height // 7))
    return surface


@cache
def train_sprite(colour: RGB, length: int, combined: bool, degrees: int) -> pygame.Surface:
    """The train body turned to `degrees` (0 points right, counted clockwise on screen)."""
    return pygame.transform.rotate(train_body(colour, length, combined), -degrees)


def train_degrees(angle: float) -> int:
    """A direction in radians as whole degrees in steps of 5, so the sprite cache stays small."""
    return round(math.degrees(angle) / 5) * 5 % 360


@cache
def number_tag(text: str, size: int, colour: RGB) -> pygame.Surface:
    """A small upright label on a dark pill: a train's number and seat letter."""
    label = font(size, True).render(text, True, (255, 255, 255))
    tag = pygame.Surface((label.get_width() + size // 2, label.get_height()), pygame.SRCALPHA)
    pygame.draw.rect(tag, (*darker(colour, 0.45), 230), tag.get_rect(), border_radius=size // 2)
    tag.blit(label, (size // 4, 0))
    return tag


def chip_text(height: int) -> int:
    """The text size on a token chip `height` pixels high."""
    return max(7, height * 5 // 8)


def chip_height(text: int) -> int:
    """The lowest chip whose text is `text` pixels (chip_text's inverse)."""
    return math.ceil(text * 8 / 5)


@lru_cache(maxsize=256)
def token_chip(passengers: int, destination: str, stripe: RGB, height: int) -> pygame.Surface:
    """A passenger token face: the count, the destination, a stripe of its region's colour.

    Kept for a few heights of every token (a game has 50 tokens; the map's, the
    organizers' and the dialogs' chips differ in height), not for every height each
    zoom level has asked for: a chip is drawn again in the rare case it was let go."""
    text = font(chip_text(height), True).render(f"{passengers} {destination}", True, INK)
    width = text.get_width() + height // 2 + height // 3
    chip = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(2, height // 4)
    pygame.draw.rect(chip, (250, 248, 240), chip.get_rect(), border_radius=radius)
    pygame.draw.rect(chip, stripe, (0, 0, height // 3, height), border_top_left_radius=radius,
                     border_bottom_left_radius=radius)
    pygame.draw.rect(chip, INK, chip.get_rect(), 1, border_radius=radius)
    chip.blit(text, text.get_rect(midleft=(height // 3 + height // 4, height // 2)))
    return chip


@cache
def obstruction_card(station: str, size: tuple[int, int]) -> pygame.Surface:
    """An obstruction card naming a station: a barrier over the station's code."""
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, (250, 246, 236), card.get_rect(), border_radius=max(2, w // 8))
    pygame.draw.rect(card, OBSTRUCTION_RED, card.get_rect(), max(1, w // 16),
                     border_radius=max(2, w // 8))
    bar = pygame.Rect(w // 8, h // 5, w * 3 // 4, max(3, h // 9))
    pygame.draw.rect(card, OBSTRUCTION_RED, bar)
    for i in range(3):
        x = bar.x + (i * 2 + 1) * bar.w // 6
        pygame.draw.rect(card, (255, 255, 255), (x - bar.w // 14, bar.y, bar.w // 7, bar.h))
    label = _fitting(station, max(8, w * 2 // 5), w - 4, 8).render(station, True, INK)  # LEDN
    card.blit(label, label.get_rect(center=(w // 2, h * 3 // 5)))
    return card


def _fitting(text: str, largest: int, width: int, smallest: int) -> pygame.font.Font:
    """The bold face, `largest` or a size less down to `smallest`, `text` fits `width` in."""
    size = largest
    while size > smallest and font(size, True).size(text)[0] > width:
        size -= 1
    return font(size, True)


@cached_per_language(maxsize=None)
def repair_card(size: tuple[int, int]) -> pygame.Surface:
    """The emergency repair card: a white cross on green."""
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, (40, 140, 80), card.get_rect(), border_radius=max(2, w // 8))
    pygame.draw.rect(card, INK, card.get_rect(), 1, border_radius=max(2, w // 8))
    arm = max(3, w // 6)
    pygame.draw.rect(card, (255, 255, 255), (w // 2 - arm // 2, h // 2 - w // 3, arm, w * 2 // 3))
    pygame.draw.rect(card, (255, 255, 255), (w // 2 - w // 3, h // 2 - arm // 2, w * 2 // 3, arm))
    word = tr("repair")  # 'herstel' runs wider than 'repair'
    label = _fitting(word, max(7, w // 4), w - 4, 7).render(word, True, (255, 255, 255))
    card.blit(label, label.get_rect(midbottom=(w // 2, h - 2)))
    return card


@cache
def card_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, (70, 60, 120), card.get_rect(), border_radius=max(2, w // 8))
    pygame.draw.rect(card, (200, 190, 240), card.get_rect().inflate(-w // 4, -h // 4), 1,
                     border_radius=max(2, w // 10))
    return card


@cache
def obstruction_token(letter: str, radius: int) -> pygame.Surface:
    """An obstruction token: a red octagon with a white letter."""
    size = radius * 2 + 2
    token = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    points = [(c + radius * math.cos(math.pi / 8 + k * math.pi / 4),
               c + radius * math.sin(math.pi / 8 + k * math.pi / 4)) for k in range(8)]
    pygame.draw.polygon(token, OBSTRUCTION_RED, points)
    pygame.draw.polygon(token, (255, 255, 255), points, max(1, radius // 6))
    label = font(max(7, radius), True).render(letter, True, (255, 255, 255))
    token.blit(label, label.get_rect(center=(c, c + 1)))
    return token


def region_colour(board: Board, code: str) -> tuple[int, int, int]:
    """The colour of a station's region: a token's stripe shows where it travels."""
    colour = pygame.Color(board.regions[board.stations[code].region].colour)
    return colour.r, colour.g, colour.b


def draw_load_bar(surface: pygame.Surface, rect: pygame.Rect, load: int, capacity: int,
                  s: Callable[[float], int]) -> None:
    """Passengers aboard against the capacity, red when over (only while sorting a split)."""
    pygame.draw.rect(surface, (24, 28, 34), rect, border_radius=s(3))
    filled = rect.copy()
    filled.w = round(rect.w * min(1.0, load / capacity)) if capacity else 0
    pygame.draw.rect(surface, OVER if load > capacity else LOADED, filled,
                     border_radius=s(3))
    text = font(max(8, rect.h - 1), True).render(f"{load}/{capacity}", True, TEXT)
    surface.blit(text, text.get_rect(center=rect.center))
