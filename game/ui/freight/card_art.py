"""Card faces drawn by the app: each car type has its own picture, name and colour.

A picture and a name on every card mean colour never carries meaning alone.
Faces are drawn once per size and language and cached, so a frame only blits them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.freight import CARS_BY_CODE
from game.texts import cached_per_language, mark, tr
from game.ui.art import draw_train
from game.ui.fonts import font

RGB = tuple[int, int, int]

# One body colour per type, chosen to stay apart from each other and from the felt.
CAR_COLOURS: dict[str, RGB] = {
    "auto_rack": (176, 58, 46),
    "box": (150, 98, 52),
    "coil_steel": (96, 110, 130),
    "container": (30, 110, 170),
    "gondola": (70, 70, 70),
    "hopper": (190, 150, 40),
    "ore": (120, 60, 110),
    "piggyback": (40, 140, 120),
    "refrigerator": (225, 225, 215),
    "stock": (200, 120, 40),
    "tank": (20, 20, 26),
}
# The short name printed under a card's colour band, where the full title does not fit.
SHORT_NAMES = {
    "auto_rack": mark("AUTO"),
    "box": mark("BOX"),
    "coil_steel": mark("COIL"),
    "container": mark("CONT"),
    "gondola": mark("GOND"),
    "hopper": mark("HOPR"),
    "ore": mark("ORE"),
    "piggyback": mark("PIGGY"),
    "refrigerator": mark("REEF"),
    "stock": mark("STOCK"),
    "tank": mark("TANK"),
}
CARD_PAPER = (244, 238, 222)
INK = (30, 30, 30)


def _ink_on(colour: RGB) -> RGB:
    return INK if sum(colour) > 420 else (245, 245, 240)


def _wheels(s: pygame.Surface, r: pygame.Rect) -> None:
    y = r.bottom
    for x in (r.x + r.w * 0.18, r.x + r.w * 0.34, r.x + r.w * 0.66, r.x + r.w * 0.82):
        pygame.draw.circle(s, INK, (int(x), y), max(2, r.h // 6))


def _body(colour: RGB) -> Callable[[pygame.Surface, pygame.Rect], None]:
    def draw(s: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.rect(s, colour, r, border_radius=2)
        pygame.draw.rect(s, INK, r, 1, border_radius=2)

    return draw


def _picture(code: str, s: pygame.Surface, r: pygame.Rect) -> None:
    """A side view of the car in `r`: the shape tells the type even in grey."""
    colour = CAR_COLOURS[code]
    body = _body(colour)
    ink = _ink_on(colour)
    x, y, w, h = r
    if code == "auto_rack":
        body(s, r)
        for level in (0.33, 0.66):
            pygame.draw.line(s, ink, (x + 2, y + h * level), (r.right - 3, y + h * level), 1)
        for i in range(3):
            car = pygame.Rect(x + 3 + i * w // 3, y + h * 0.12, w // 3 - 5, h * 0.18)
            pygame.draw.rect(s, (240, 220, 120), car, border_radius=2)
    elif code == "box":
        body(s, r)
        door = pygame.Rect(x + w * 0.38, y + 2, w * 0.24, h - 4)
        pygame.draw.rect(s, ink, door, 1)
        pygame.draw.line(s, ink, door.midtop, door.midbottom, 1)
    elif code == "coil_steel":
        flat = pygame.Rect(x, y + h * 0.7, w, h * 0.3)
        body(s, flat)
        for i in range(3):
            centre = (int(x + w * (0.2 + i * 0.3)), int(y + h * 0.45))
            pygame.draw.circle(s, (170, 180, 195), centre, int(h * 0.28))
            pygame.draw.circle(s, INK, centre, int(h * 0.28), 1)
            pygame.draw.circle(s, INK, centre, max(1, int(h * 0.09)))
    elif code == "container":
        flat = pygame.Rect(x, y + h * 0.78, w, h * 0.22)
        body(s, flat)
        for i, shade in enumerate(((30, 110, 170), (200, 70, 50))):
            box = pygame.Rect(x + 2, y + i * h * 0.38 + 1, w - 4, h * 0.36)
            pygame.draw.rect(s, shade, box)
            pygame.draw.rect(s, INK, box, 1)
            for rib in range(1, 6):
                rx = box.x + rib * box.w // 6
                pygame.draw.line(s, INK, (rx, box.y + 2), (rx, box.bottom - 3), 1)
    elif code == "gondola":
        tub = pygame.Rect(x, y + h * 0.4, w, h * 0.6)
        body(s, tub)
        for i in range(5):
            pygame.draw.rect(s, (150, 120, 90), (x + 3 + i * w // 5, y + h * 0.22, w // 6, h * 0.2))
    elif code == "hopper":
        points = [
            (x, y),
            (r.right, y),
            (r.right, y + h * 0.55),
            (x + w * 0.7, r.bottom),
            (x + w * 0.3, r.bottom),
            (x, y + h * 0.55),
        ]
        pygame.draw.polygon(s, colour, points)
        pygame.draw.polygon(s, INK, points, 1)
        pygame.draw.line(s, INK, (x + w * 0.5, y + 2), (x + w * 0.5, r.bottom - 2), 1)
    elif code == "ore":
        tub = pygame.Rect(x + w * 0.15, y + h * 0.35, w * 0.7, h * 0.65)
        body(s, tub)
        for i in range(6):
            rock = (int(tub.x + 4 + i * tub.w / 6), int(tub.y - 1 - (i % 2) * 3))
            pygame.draw.circle(s, (110, 90, 80), rock, max(2, h // 8))
    elif code == "piggyback":
        flat = pygame.Rect(x, y + h * 0.78, w, h * 0.22)
        body(s, flat)
        trailer = pygame.Rect(x + w * 0.08, y + h * 0.15, w * 0.8, h * 0.55)
        pygame.draw.rect(s, (230, 230, 230), trailer)
        pygame.draw.rect(s, INK, trailer, 1)
        pygame.draw.circle(s, INK, (int(trailer.x + trailer.w * 0.8), int(trailer.bottom)), 3)
    elif code == "refrigerator":
        body(s, r)
        cx, cy, arm = x + w // 2, y + h // 2, h * 0.32
        for dx, dy in ((1, 0), (0.5, 0.87), (-0.5, 0.87)):
            pygame.draw.line(
                s, (40, 120, 200), (cx - dx * arm, cy - dy * arm), (cx + dx * arm, cy + dy * arm), 2
            )
    elif code == "stock":
        body(s, r)
        for i in range(1, 5):
            ly = y + i * h // 5
            pygame.draw.line(s, ink, (x + 2, ly), (r.right - 3, ly), 1)
    elif code == "tank":
        barrel = pygame.Rect(x, y + h * 0.1, w, h * 0.8)
        pygame.draw.ellipse(s, colour, barrel)
        pygame.draw.ellipse(s, (120, 120, 120), barrel, 1)
        dome = pygame.Rect(x + w * 0.44, y, w * 0.12, h * 0.2)
        pygame.draw.rect(s, colour, dome)
    _wheels(s, r)


def _card(size: tuple[int, int], paper: RGB = CARD_PAPER) -> pygame.Surface:
    card = pygame.Surface(size, pygame.SRCALPHA)
    rect = card.get_rect()
    radius = max(3, size[0] // 9)
    pygame.draw.rect(card, paper, rect, border_radius=radius)
    pygame.draw.rect(card, (60, 55, 50), rect, 1, border_radius=radius)
    return card


def _label(card: pygame.Surface, text: str, y: int, size: int, colour: RGB = INK) -> None:
    label = font(size, True).render(text, True, colour)
    if label.get_width() > card.get_width() - 4:
        label = pygame.transform.smoothscale(
            label, (card.get_width() - 4, max(1, label.get_height() * 9 // 10))
        )
    card.blit(label, label.get_rect(midtop=(card.get_width() // 2, y)))


def _left_label(card: pygame.Surface, text: str, y: int, size: int, width: int) -> None:
    """A label at the card's left edge, narrowed to `width` if need be."""
    label = font(size, True).render(text, True, INK)
    if label.get_width() > width:
        label = pygame.transform.smoothscale(label, (width, label.get_height()))
    card.blit(label, (2, y))


@cached_per_language(maxsize=256)
def car_face(code: str, size: tuple[int, int], shown: int = 0) -> pygame.Surface:
    """A face-up car: a band in the type's colour, its picture and its name.

    `shown`: how much of the card's width the next card in a closed-up train leaves
    uncovered (0: all of it); the name then sits in that strip, so every car's type
    can be read.
    """
    w, h = size
    card = _card(size)
    band = pygame.Rect(2, 2, w - 4, max(4, h // 7))
    pygame.draw.rect(card, CAR_COLOURS[code], band, border_radius=max(2, w // 12))
    if 0 < shown < w:
        _left_label(card, tr(SHORT_NAMES[code]), band.bottom + 1, max(8, w // 5), shown - 4)
    else:
        _label(card, tr(SHORT_NAMES[code]), band.bottom + 1, max(8, w // 5))
    art = pygame.Rect(w * 0.1, h * 0.44, w * 0.8, h * 0.34)
    _picture(code, card, art)
    if h >= 90 and not 0 < shown < w:  # the full name, where the whole card shows
        _label(card, CARS_BY_CODE[code].title, int(h * 0.84), max(8, w // 8))
    return card


@cached_per_language(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """A face-down car (pile, face-down Main Yard): a lattice of rails."""
    w, h = size
    card = _card(size, (110, 40, 36))
    inner = card.get_rect().inflate(-6, -6)
    pygame.draw.rect(card, (150, 70, 50), inner, 1, border_radius=3)
    for i in range(-h, w, 8):
        pygame.draw.line(
            card, (135, 56, 44), (inner.x + i, inner.y), (inner.x + i + h, inner.bottom)
        )
    _label(card, tr("FREIGHT"), h // 2 - max(8, w // 6) // 2, max(8, w // 6), (240, 220, 190))
    return card


@cached_per_language(maxsize=32)
def locomotive_card(size: tuple[int, int], colour: RGB) -> pygame.Surface:
    w, h = size
    card = _card(size)
    draw_train(card, pygame.Rect(w * 0.06, h * 0.3, w * 0.88, h * 0.45), colour)
    _label(card, tr("LOCO"), 3, max(8, w // 5))
    return card


@cached_per_language(maxsize=16)
def caboose_card(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    card = _card(size)
    body = pygame.Rect(w * 0.1, h * 0.5, w * 0.8, h * 0.26)
    cupola = pygame.Rect(w * 0.35, h * 0.36, w * 0.3, h * 0.15)
    for part in (body, cupola):
        pygame.draw.rect(card, (190, 40, 40), part)
        pygame.draw.rect(card, INK, part, 1)
    pygame.draw.rect(card, (250, 230, 150), (cupola.x + 3, cupola.y + 3, cupola.w - 6, 4))
    _wheels(card, body)
    _label(card, tr("CABOOSE"), 3, max(8, w // 7))
    _label(card, tr("x2"), int(h * 0.8), max(8, w // 6), (190, 40, 40))
    return card


@cached_per_language(maxsize=8)
def end_of_day_card(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    card = _card(size, (40, 40, 70))
    pygame.draw.circle(card, (250, 220, 120), (w // 2, h // 2), min(w, h) // 4)
    pygame.draw.circle(card, (40, 40, 70), (w // 2 + w // 10, h // 2 - h // 20), min(w, h) // 4)
    _label(card, tr("END OF"), 4, max(8, w // 6), (250, 220, 120))
    _label(card, tr("DAY"), h - max(8, w // 6) - 8, max(8, w // 6), (250, 220, 120))
    return card


def bumper(size: tuple[int, int]) -> pygame.Surface:
    """The buffer stop at the start of a line."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (90, 70, 50), (w * 0.1, h * 0.3, w * 0.8, h * 0.5))
    pygame.draw.rect(surface, (200, 40, 40), (0, h * 0.15, w, h * 0.2))
    pygame.draw.rect(surface, (240, 240, 240), (w * 0.3, h * 0.15, w * 0.4, h * 0.2))
    return surface
