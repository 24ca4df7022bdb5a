"""A piece lifted after a refusal: the refusal was about the drop that is over, so the line
under the table stops saying it; and the piece's shadow has the piece's shape.

Seen at 1920x1080: the obstruction card dropped on the sea said "Drop the card on its
station, NM (Nijmegen)", and that line stayed while the next thing dragged was a train,
whose clear picture cast a grey square beside it.
"""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.table.pointer import Carried, draw_carried
from tests.ui.driving import frames, move_to, press_at, release_at

from .mouse import board_of, settle
from .test_board_by_mouse import start


def test_a_train_lifted_after_a_refused_card_no_longer_hears_the_cards_reason(app: App) -> None:
    scene = start(app)
    board = board_of(scene)
    settle(app, scene)
    card = board.layout.hand_card(0).center
    sea = (board.layout.map_area.left + 15, board.layout.map_area.top + 15)
    press_at(app, card)
    move_to(app, (card[0] - 40, card[1]))
    release_at(app, sea)
    settle(app, scene)
    refusal = scene.status.text
    assert refusal.startswith("Drop the card on its station")
    icon = board.layout.train_icon(board.seen.turn, 1).center
    press_at(app, icon)
    move_to(app, (icon[0] - 60, icon[1]))
    move_to(app, board.layout.map_area.center)
    frames(app)
    assert scene.pointer.carried is not None
    assert scene.status.text != refusal


def test_a_carried_pieces_shadow_falls_only_under_the_piece() -> None:
    surface = pygame.Surface((60, 60))
    surface.fill((200, 200, 200))
    piece = pygame.Surface((40, 40), pygame.SRCALPHA)
    piece.fill((255, 0, 0, 255), pygame.Rect(0, 0, 10, 10))  # a small picture, clear around
    draw_carried(surface, Carried(piece, (0, 0), (0, 0), (0, 0)))
    assert surface.get_at((12, 13))[:3] != (200, 200, 200)  # under the picture, moved down
    assert surface.get_at((30, 30))[:3] == (200, 200, 200)  # under its clear part: no shadow
