"""Every seat carries its colour's initial beside its colour and shape, so the initials
must tell seats apart in the player's language: Dutch Geel and Groen both begin with G,
so they are 'Ge' and 'Gr' there, and a two-letter initial still fits its badge."""

from __future__ import annotations

import pygame
import pytest

from game.texts import use_language
from game.ui.palette import SEAT_COLOURS, draw_seat_badge


@pytest.mark.parametrize("language", ["en", "nl"])
def test_no_two_seat_colours_share_an_initial(language: str) -> None:
    use_language(language)
    letters = [colour.letter for colour in SEAT_COLOURS.values()]
    assert len(set(letters)) == len(letters), letters


def test_the_dutch_initials_are_the_dutch_colour_names() -> None:
    use_language("nl")
    for colour in SEAT_COLOURS.values():
        assert colour.label.startswith(colour.letter), (colour.label, colour.letter)
    assert (SEAT_COLOURS["yellow"].letter, SEAT_COLOURS["green"].letter) == ("Ge", "Gr")


def test_a_two_letter_initial_is_drawn_inside_its_badge() -> None:
    """The badge's letters are black on the colour: every black pixel lies within the
    badge's reach (`radius` from its centre, across and down)."""
    pygame.init()
    use_language("nl")
    radius = 12
    for key in ("yellow", "green"):
        surface = pygame.Surface((4 * radius, 4 * radius))
        surface.fill((255, 255, 255))
        draw_seat_badge(surface, SEAT_COLOURS[key], (2 * radius, 2 * radius), radius, False)
        black = [(x, y) for x in range(surface.get_width()) for y in range(surface.get_height())
                 if surface.get_at((x, y))[:3] == (0, 0, 0)]
        assert black, key  # the initial is drawn
        assert all(abs(x - 2 * radius) <= radius and abs(y - 2 * radius) <= radius
                   for x, y in black), key
