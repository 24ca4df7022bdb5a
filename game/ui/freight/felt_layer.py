"""The Freight table's static layer: felt, bumpers, card slots, pile frames and panels.

None of it changes while a game is played, nor with the seat shown (the other
seats' panels lie in the same places whoever is in the big area), but it is not
kept as a picture of its own: that was 8 MB at 1920x1080 beside the table's
picture (table.py), which each move now draws afresh from this: 1.3 ms more a move.
"""

from __future__ import annotations

import pygame

from game.texts import tr
from game.ui.fonts import rendered
from game.ui.freight.card_art import bumper
from game.ui.freight.layout import ROW_SLOTS, TableLayout
from game.ui.palette import ACCENT, PANEL, PANEL_EDGE, TEXT_DIM
from game.ui.scenes.backdrop import draw_felt

SLOT = (46, 92, 62)
TRAIN_LANE = (20, 52, 34)


def draw_felt_layer(surface: pygame.Surface, layout: TableLayout, unlimited_yard: bool) -> None:
    """Everything on the table that no move changes, for `layout`, onto `surface`."""
    size = layout.size
    draw_felt(surface, size)
    pygame.draw.rect(surface, PANEL, (0, 0, size[0], layout.header))
    s = layout.scaled
    bump = bumper((layout.card[0], layout.bumper_height))
    for number, column in enumerate(layout.yard_lines, start=1):
        surface.blit(bump, column.topleft)
        pygame.draw.rect(surface, SLOT, layout.yard_card(number - 1, 0), 1, s(5))
        label = rendered(str(number), s(12), True, TEXT_DIM)
        surface.blit(label, label.get_rect(midbottom=(column.centerx, column.y - 1)))
    for rect, text in (
        (layout.pile, tr("Pile")),
        (layout.cabooses, tr("Cabooses")),
        (layout.discard, tr("Discard")),
    ):
        pygame.draw.rect(surface, (255, 255, 255), rect, 1, s(6))
        label = rendered(text, s(12), True, TEXT_DIM)
        surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - s(2))))
    for number, strip in enumerate(layout.rows, start=1):
        _row(surface, layout, number, strip, unlimited_yard)
    for box in layout.trains:
        pygame.draw.rect(surface, TRAIN_LANE, box, border_radius=s(6))
    pygame.draw.rect(surface, PANEL, layout.log.inflate(s(4), s(4)), border_radius=s(6))
    for rect in layout.others.values():
        pygame.draw.rect(surface, PANEL, rect, border_radius=s(8))
        pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=s(8))


def _row(
    surface: pygame.Surface, layout: TableLayout, number: int, strip: pygame.Rect, unlimited: bool
) -> None:
    """A private row: bumper, eight slots, the 8-car limit (unless unlimited), its name."""
    s = layout.scaled
    surface.blit(
        pygame.transform.rotate(bumper((strip.h - s(8), layout.bumper_width)), 90),
        (strip.x, strip.y + s(4)),
    )
    for index in range(ROW_SLOTS):
        pygame.draw.rect(surface, SLOT, layout.row_card(number - 1, index, 0), 1, s(5))
    limit = layout.row_card(number - 1, ROW_SLOTS - 1, 0).right + s(3)
    if not unlimited:
        pygame.draw.line(surface, ACCENT, (limit, strip.y), (limit, strip.bottom), 2)
    for label, box in row_labels(layout, number, strip, unlimited):
        surface.blit(label, box)


def row_labels(layout: TableLayout, number: int, strip: pygame.Rect,
               unlimited: bool) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """A private row's texts beside its limit line, each with its place: the 8-car limit
    (unless unlimited) at the top, the row's name at the bottom. A lesson's ring round the
    row passes under them (row_label_boxes)."""
    s = layout.scaled
    x = layout.row_card(number - 1, ROW_SLOTS - 1, 0).right + s(3) + s(4)
    name = rendered(tr("Row {number}").format(number=number), s(12), True, TEXT_DIM)
    labels = [(name, name.get_rect(bottomleft=(x, strip.bottom)))]
    if not unlimited:
        eight = rendered("8", s(12), True, ACCENT)
        labels.append((eight, eight.get_rect(topleft=(x, strip.y))))
    return labels


def row_label_boxes(layout: TableLayout, unlimited: bool) -> list[pygame.Rect]:
    """Where every private row's texts lie (row_labels)."""
    return [box for number, strip in enumerate(layout.rows, start=1)
            for _, box in row_labels(layout, number, strip, unlimited)]
