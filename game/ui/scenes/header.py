"""The line across the top of every game screen: whose move it is, and the scores.

A table adds its own words through the scene's title_colour(), header_note()
(Freight: the day) and seat_note() (Freight: the start marker); the generic game
screen and both tables draw it with this one function.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.texts import tr
from game.ui.fonts import fitted, font
from game.ui.palette import SEAT_COLOURS, TEXT, TEXT_DIM, draw_seat_badge
from game.ui.services import Services
from game.ui.session import Session


class Headed(Protocol):
    """What the header reads of the game screen it tops (GameScene)."""

    @property
    def session(self) -> Session: ...

    @property
    def services(self) -> Services: ...

    @property
    def size(self) -> tuple[int, int]: ...

    def u(self, value: float) -> int: ...

    def confirm_title(self) -> str | None: ...

    def title_colour(self) -> tuple[int, int, int]: ...

    def header_note(self) -> str: ...

    def seat_note(self, seat: int) -> str: ...


def render_header(scene: Headed) -> pygame.Surface:
    """Who is to move (or that the turn awaits its Confirm), the game's note, each score."""
    u = scene.u
    game = scene.session.game
    surface = pygame.Surface((scene.size[0], u(56)), pygame.SRCALPHA)
    seat = game.current_player
    if game.is_over:
        text = tr("The game is over.")
    else:
        assert seat is not None
        who = scene.session.seats[seat]
        name = fitted(who.name, font(u(22), True), u(220))
        moves = tr("{name} to move") if who.is_human else tr("{name} to move (computer)")
        text = moves.format(name=name)
    text = scene.confirm_title() or text
    title = font(u(22), True).render(text, True, scene.title_colour())
    surface.blit(title, (u(16), u(12)))
    x = u(32) + title.get_width()
    note = scene.header_note()
    if note:
        image = font(u(18), True).render(note, True, TEXT)
        surface.blit(image, (x, u(16)))
        x += image.get_width() + u(24)
    scores = game.scores()
    # Each seat's share of the rest of the row; a long name gives way with "…".
    room = (scene.size[0] - x) // len(scene.session.seats) - u(56)
    for i, s in enumerate(scene.session.seats):
        draw_seat_badge(
            surface,
            SEAT_COLOURS[s.colour],
            (x + u(14), u(28)),
            u(12),
            scene.services.settings.colour_blind,
        )
        face = font(u(16), i == seat)
        tail = f" {scores[i]}{scene.seat_note(i)}"
        name = fitted(s.name, face, max(u(40), room - face.size(tail)[0]))
        label = face.render(name + tail, True, TEXT if i == seat else TEXT_DIM)
        surface.blit(label, (x + u(32), u(18)))
        x += u(56) + label.get_width()
    return surface
