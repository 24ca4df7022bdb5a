"""What the map explains on its own: a card for the station under the mouse, and a legend.

The map shows codes and short token faces to stay uncluttered; hovering a
station shows everything about it in full words (its name, the tokens waiting
there with their destinations, an obstruction, the trains standing there) on a
panel kept inside the window. The legend says what the coloured borders of the
hand cards and the round track in the header mean; it sits in the corner of
the map area that covers the fewest stations and labels.
"""

from __future__ import annotations

import pygame

from game.engine.koplopers import LETTERS, KoplopersView
from game.texts import mark, tr
from game.ui.fonts import font
from game.ui.koplopers.art import (
    LIT,
    MIN_TEXT,
    OBSTRUCTION_RED,
    obstruction_token,
    region_colour,
    token_chip,
)
from game.ui.koplopers.organizer import train_place
from game.ui.koplopers.screen_map import Point, ScreenMap
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE, TEXT, TEXT_DIM

PAD = 8
LEGEND_TAB = mark("Legend")
LEGEND = [  # marked English: put through tr() where drawn
    (LIT, "card", mark("Yellow border: you may play that card now")),
    (OBSTRUCTION_RED, "card", mark("Red: an obstruction card (drop it on a station)")),
    ((20, 20, 20), "round", mark("Header track: this round; red ring: the last round")),
]


def draw(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView, mouse: Point | None,
         area: pygame.Rect) -> None:
    """The legend, and the card of the station under `mouse` (None: the mouse is busy)."""
    if draw_legend(surface, area, mouse):
        return
    if mouse is not None and area.collidepoint(mouse):
        code = screen.station_at(mouse) or _token_station(screen, table, mouse)
        if code is not None:
            draw_station_card(surface, screen, table, code, mouse, area)


def _token_station(screen: ScreenMap, table: KoplopersView, mouse: Point) -> str | None:
    """The station whose waiting token is under the mouse: a token shows its station's card."""
    for code, rects in screen.labels(table).tokens.items():
        if any(rect.collidepoint(mouse) for rect in rects):
            return code
    return None


def legend_tab(area: pygame.Rect) -> pygame.Rect:
    """The legend's tab: always in the map's bottom left corner, small (it never moves, and
    covers the map only while the mouse opens it)."""
    face = font(MIN_TEXT, True)
    w, h = face.size(tr(LEGEND_TAB))
    return pygame.Rect(area.x + 4, area.bottom - 4 - h - PAD, w + 2 * PAD, h + PAD)


def legend_rect(area: pygame.Rect) -> pygame.Rect:
    """The open legend, standing on its tab's place."""
    face = font(MIN_TEXT)
    width = max(face.size(tr(text))[0] for _, _, text in LEGEND) + 3 * PAD + 14
    height = len(LEGEND) * face.get_linesize() + 2 * PAD
    tab = legend_tab(area)
    return pygame.Rect(tab.x, tab.bottom - height, width, height)


def draw_legend(surface: pygame.Surface, area: pygame.Rect, mouse: Point | None) -> bool:
    """The legend's tab, or the legend itself while the mouse is on the tab or the legend;
    True when it is open."""
    tab = legend_tab(area)
    box = legend_rect(area)
    if mouse is None or not (tab.collidepoint(mouse) or box.collidepoint(mouse)):
        _panel(surface, tab, 220)
        label = font(MIN_TEXT, True).render(tr(LEGEND_TAB), True, TEXT_DIM)
        surface.blit(label, label.get_rect(center=tab.center))
        return False
    _panel(surface, box, 255)
    face = font(MIN_TEXT)
    y = box.y + PAD
    for colour, kind, text in LEGEND:
        sample = pygame.Rect(box.x + PAD, y + 2, 10, face.get_linesize() - 4)
        if kind == "card":
            pygame.draw.rect(surface, (250, 246, 236), sample, border_radius=2)
            pygame.draw.rect(surface, colour, sample, 2, border_radius=2)
        else:
            pygame.draw.circle(surface, (220, 214, 190), sample.center, 5)
            pygame.draw.circle(surface, OBSTRUCTION_RED, sample.center, 6, 1)
        surface.blit(face.render(tr(text), True, TEXT), (sample.right + PAD, y))
        y += face.get_linesize()
    return True


def draw_station_card(surface: pygame.Surface, screen: ScreenMap, table: KoplopersView, code: str,
                      mouse: Point, area: pygame.Rect) -> pygame.Rect:
    """Everything about one station in full words, beside the mouse, inside the map `area`
    (never over the organizers); returns where the card went."""
    board = screen.board
    size = max(MIN_TEXT + 2, screen.px["code"])
    title, body = font(size + 2, True), font(size)
    line = body.get_linesize()
    chip_h = screen.px["chip"]
    region = board.regions[board.stations[code].region].name
    rows: list[tuple[pygame.Surface, pygame.Surface | None]] = [
        (title.render(f"{board.station_name(code)} ({code})", True, ACCENT), None),
        (body.render(tr("Region {region}").format(region=region), True, TEXT_DIM), None),
    ]
    waiting = table.waiting_at(code)
    rows.append((body.render(tr("Waiting: nobody") if not waiting else tr("Waiting:"), True, TEXT),
                 None))
    for token in waiting:
        face = board.tokens[token]
        chip = token_chip(face.passengers, face.destination,
                          region_colour(board, face.destination), chip_h)
        rows.append((body.render(board.token_name(token), True, TEXT), chip))
    for letter in LETTERS:
        if table.obstructions.get(letter) == code:
            said = tr("Obstructed (token {letter})").format(letter=letter)
            rows.append((body.render(said, True, TEXT), obstruction_token(letter, chip_h // 2)))
    for seat in table.seats:
        for train in seat.on_board():
            assert train.position is not None
            if board.facing_station(train.position) == code:
                words = tr("{name}'s train {number} {place}").format(
                    name=seat.name, number=train.number, place=train_place(board, train))
                rows.append((body.render(words, True, TEXT), None))
    heights = [max(line, chip_h + 2) if icon else line for _, icon in rows]
    width = max(text.get_width() + (icon.get_width() + PAD if icon else 0) for text, icon in rows)
    box = pygame.Rect(0, 0, width + 2 * PAD, sum(heights) + 2 * PAD)
    box.topleft = (mouse[0] + 18, mouse[1] + 18)
    if box.right > area.right:
        box.right = mouse[0] - 12
    if box.bottom > area.bottom:
        box.bottom = mouse[1] - 12
    box.clamp_ip(area)
    _panel(surface, box, 255)  # opaque: a chip beneath showed through as if on the card
    y = box.y + PAD
    for (text, icon), height in zip(rows, heights, strict=True):
        x = box.x + PAD
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, y + height // 2)))
            x += icon.get_width() + PAD
        surface.blit(text, text.get_rect(midleft=(x, y + height // 2)))
        y += height
    return box


def _panel(surface: pygame.Surface, box: pygame.Rect, alpha: int) -> None:
    back = pygame.Surface(box.size, pygame.SRCALPHA)
    back.fill((*PANEL[:3], alpha))
    surface.blit(back, box)
    pygame.draw.rect(surface, PANEL_EDGE, box, 1, border_radius=4)
