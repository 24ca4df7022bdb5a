"""Another seat's whole yard, opened by a click on its panel: both rows and every train.

On the physical table all of it lies face up for everyone to see; the compact
panel only counts it. The dialog draws from the viewing seat's view like the
table does, and closes with Esc, its Close button or a click anywhere.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.engine.freight import FreightView
from game.texts import points, tr
from game.ui.fonts import rendered
from game.ui.freight import texts
from game.ui.freight.card_art import caboose_card, car_face, locomotive_card
from game.ui.palette import TEXT, TEXT_DIM, SeatColour
from game.ui.scenes.overlay import Overlay
from game.ui.services import Services

CARD = (44, 61)  # a card, in layout units
COLUMNS = 3  # trains side by side


class YardView(Overlay):
    panel_units = (980, 640)

    def __init__(self, services: Services, table: FreightView, seat: int, colour: SeatColour
                 ) -> None:
        self.table = table
        self.seat = seat
        self.colour = colour
        player = table.players[seat]
        self.title = tr("{name}'s yard — {points}").format(
            name=player.name, points=points(player.score))
        super().__init__(services)

    def build_panel(self) -> None:
        p, u = self.panel, self.u
        self.close = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - u(80), p.bottom - u(56), u(160), u(42)), tr("Close"), self.ui
        )

    def on_button(self, button: object) -> None:
        if button is self.close:
            self.services.navigator.pop()

    def on_click(self, pos: tuple[int, int]) -> None:
        if not self.close.rect.collidepoint(pos):
            self.services.navigator.pop()

    # --- drawing -------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        u = self.u
        card = (u(CARD[0]), u(CARD[1]))
        player = self.table.players[self.seat]
        x, y = self.panel.x + u(24), self.content_top()
        summary = texts.other_summary(self.table, self.seat)
        surface.blit(rendered(summary, u(14), False, TEXT_DIM), (x, y))
        y += u(24)
        for number, row in enumerate(player.rows, start=1):
            surface.blit(rendered(texts.row_name(number), u(13), True, TEXT), (x, y))
            for index, car in enumerate(row):
                surface.blit(car_face(car, card), (x + u(60) + index * (card[0] + u(4)), y))
            y += card[1] + u(8)
        y += u(6)
        width = (self.panel.w - u(48)) // COLUMNS
        rgb = self.colour.rgb(self.services.settings.colour_blind)
        for slot, train in enumerate(player.trains):
            left = x + (slot % COLUMNS) * width
            top = y + (slot // COLUMNS) * (card[1] + u(24))
            label = rendered(texts.train_label(slot, train), u(12), True, TEXT)
            surface.blit(label, (left, top))
            top += u(18)
            surface.blit(locomotive_card(card, rgb), (left, top))
            count = len(train.cars) + train.caboose
            room = width - u(12) - 2 * card[0]
            step = min(card[0] + u(2), room // max(1, count - 1))
            first = left + card[0] + u(3)
            for index, car in enumerate(train.cars):
                shown = step if index < count - 1 else 0
                surface.blit(car_face(car, card, shown), (first + index * step, top))
            if train.caboose:
                surface.blit(caboose_card(card), (first + len(train.cars) * step, top))
        if not player.trains:
            surface.blit(rendered(tr("No trains yet."), u(14), False, TEXT_DIM), (x, y))
