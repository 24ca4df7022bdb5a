"""The cars in hand on the Freight table, drawn fanned out under the piles.

A take holds one Main Yard car at a time; a move holds up to 4 private cars,
all taken before any is placed (Ruling 9). They lie side by side in the order
taken, and any of them may be dragged to a lit place. A card dragged from a
line or a row may also be dropped on the hand: that only takes it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.engine.freight import HAND
from game.texts import tr
from game.ui.fonts import rendered
from game.ui.freight.card_art import car_face
from game.ui.freight.layout import TableLayout
from game.ui.freight.texts import hand_label, into_hand

Colour = tuple[int, int, int]


def draw_hand(
    surface: pygame.Surface,
    layout: TableLayout,
    hand: Sequence[str],
    skip: int | None,
    hides: Callable[[Hashable], bool],
    lit: Colour,
    droppable: bool,
) -> None:
    """The hand's cars, except one being dragged (`skip`) or still gliding in; while a
    card that may be taken is dragged (`droppable`), the hand lights up to receive it."""
    if droppable:
        pygame.draw.rect(surface, lit, layout.hand.inflate(8, 8), 3, layout.scaled(6))
        if not hand:  # named as a refusal names it ("drop it on ... or 'your hand'")
            name = rendered(into_hand(), layout.scaled(13), True, lit)
            tip = rendered(tr("Drop here to take"), layout.scaled(13), True, lit)
            x, y = layout.hand.center
            surface.blit(name, name.get_rect(midbottom=(x, y)))
            surface.blit(tip, tip.get_rect(midtop=(x, y)))
    if not hand:
        return
    for index, car in enumerate(hand):
        if index == skip or hides((HAND, index)):
            continue
        rect = layout.hand_card(index)
        surface.blit(car_face(car, layout.card), rect)
        pygame.draw.rect(surface, lit, rect, 2, layout.scaled(5))
    tip = rendered(hand_label(len(hand)), layout.scaled(14), True, lit)
    under = (layout.hand_card(0).left + layout.hand_card(len(hand) - 1).right) // 2
    surface.blit(tip, tip.get_rect(midtop=(under, layout.hand.bottom + 2)))
