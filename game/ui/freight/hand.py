"""The cars in hand on the Freight table: which one the mouse is on, where it may go,
and how the hand is drawn.

A take holds one Main Yard car at a time; a move holds up to 4 private cars,
all taken before any is placed (Ruling 9). They lie fanned out in the order
taken, and any of them may be dragged to a lit place. A card dragged from a
line or a row may also be dropped on the hand: that only takes it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.engine.action import Action
from game.engine.freight.actions import Place
from game.engine.freight.cards import CAR_CODES
from game.engine.freight.game import FreightGame
from game.ui.fonts import rendered
from game.ui.freight.card_art import car_face
from game.ui.freight.layout import TableLayout

HAND = "hand"  # the drop target that takes a card without placing it
Colour = tuple[int, int, int]


def card_at(layout: TableLayout, hand: Sequence[int], pos: tuple[int, int]) -> int | None:
    """The index of the hand card under `pos`; the later cards lie on top."""
    for index in reversed(range(len(hand))):
        if layout.hand_card(index).collidepoint(pos):
            return index
    return None


def places_for(game: FreightGame, code: str) -> set[str]:
    """The targets the rules accept for the car `code` in hand (none while a move
    still waits for the car that must go first)."""
    return {a.target for a in game.legal_actions() if isinstance(a, Place) and a.car == code}


def drop_actions(pick_up: Action | None, code: str, target: str) -> list[Action]:
    """What a drop of car `code` on `target` plays: the pick-up, then the placing unless
    the card was dropped on the hand."""
    actions = [pick_up] if pick_up else []
    if target != HAND:
        actions.append(Place(code, target))
    return actions


def draw_hand(
    surface: pygame.Surface,
    layout: TableLayout,
    hand: Sequence[int],
    skip: int | None,
    hides: Callable[[Hashable], bool],
    lit: Colour,
    droppable: bool,
) -> None:
    """The hand's cars, except one being dragged (`skip`) or still gliding in; while a
    card that may be taken is dragged (`droppable`), the hand lights up to receive it."""
    if droppable:
        pygame.draw.rect(surface, lit, layout.hand.inflate(8, 8), 3, layout.scaled(6))
        if not hand:
            tip = rendered("Drop here to take", layout.scaled(13), True, lit)
            surface.blit(tip, tip.get_rect(center=layout.hand.center))
    if not hand:
        return
    for index, car in enumerate(hand):
        if index == skip or hides((HAND, index)):
            continue
        rect = layout.hand_card(index)
        surface.blit(car_face(CAR_CODES[car], layout.card), rect)
        pygame.draw.rect(surface, lit, rect, 2, layout.scaled(5))
    label = "In hand" if len(hand) == 1 else f"In hand: {len(hand)} cars"
    tip = rendered(label, layout.scaled(14), True, lit)
    under = (layout.hand_card(0).left + layout.hand_card(len(hand) - 1).right) // 2
    surface.blit(tip, tip.get_rect(midtop=(under, layout.hand.bottom + 2)))
