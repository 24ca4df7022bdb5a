"""Emoji in a player's name are drawn with the bundled Noto Emoji, never as empty boxes.

"Zoë ❤️ 🚂" typed as a name was kept and saved, but every font the app draws with
lacked the heart and the locomotive: each came out as the font's missing-glyph box
(the same picture as a character no font maps, U+0378).
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui.app import App
from game.ui.fonts import render
from game.ui.glyphs import FALLBACKS, _has_glyph
from game.ui.resources import FONT_EMOJI

WHITE = (255, 255, 255)
BOX = "\u0378"  # unassigned: every font draws its missing-glyph box for it


def pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


def test_the_emoji_font_is_a_fallback_of_both_weights(app: App) -> None:
    assert all(FONT_EMOJI in chain for chain in FALLBACKS.values())
    assert _has_glyph(FONT_EMOJI, "🚂") and _has_glyph(FONT_EMOJI, "❤")


def test_each_emoji_is_drawn_as_its_own_glyph_not_the_box(app: App) -> None:
    for bold in (False, True):
        box = render(BOX, 24, WHITE, bold)
        for emoji in ("🚂", "❤️", "🙂"):
            drawn = render(emoji, 24, WHITE, bold)
            assert drawn.get_width() > box.get_width()  # an emoji is wider than the box
            assert pixels(drawn) != pixels(render(BOX * len(emoji), 24, WHITE, bold))
        a, b = render("🚂", 24, WHITE, bold), render("🙂", 24, WHITE, bold)
        assert pixels(a) != pixels(b)  # two emoji, two pictures (boxes would be alike)


def test_a_name_with_emoji_keeps_its_letters_beside_the_glyphs(app: App) -> None:
    name = render("Zoë ❤️ 🚂", 24, WHITE)
    letters = render("Zoë ", 24, WHITE)
    assert name.get_width() > letters.get_width() + 2 * render(BOX, 24, WHITE).get_width()


def test_pygame_gui_labels_draw_emoji_too(app: App) -> None:
    """A label (the Load list, the setup screen, the header's buttons) draws the same glyphs."""
    def label(text: str) -> bytes:
        ui = app.stack.top.ui  # type: ignore[attr-defined]
        element = pygame_gui.elements.UILabel(pygame.Rect(0, 0, 300, 40), text, ui)
        ui.update(0.0)
        image = pixels(element.image)
        element.kill()
        return image

    assert label("Zoë 🚂") != label(f"Zoë {BOX}")
    assert label("Zoë 🚂") != label("Zoë 🙂")
