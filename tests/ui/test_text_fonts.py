"""The app's cut of Noto Sans (tools/make_text_fonts.py) draws as the whole file does.

Every size of a font file is a face of its own, and a face of the whole Noto Sans
held about half a MB once it had measured a word (30 of them in a Koplopers game);
a face of the cut holds half of that. The cut may only save memory: each character
it keeps is drawn to the same pixels and width, and one it leaves out is still
drawn, by the whole file behind it.
"""

from __future__ import annotations

import io
from pathlib import Path

import pygame

from game.ui.app import App
from game.ui.fonts import render
from game.ui.glyphs import FALLBACKS, Face
from game.ui.resources import FONT_BOLD, FONT_REGULAR, NOTO_BOLD, NOTO_REGULAR

WHITE = (255, 255, 255)
BOX = "\u0378"  # unassigned: every font draws its missing-glyph box for it
SIZES = (9, 14, 19, 27)  # small print, the log, buttons, headings
CUTS = ((FONT_REGULAR, NOTO_REGULAR, False), (FONT_BOLD, NOTO_BOLD, True))


def picture(face: pygame.font.Font, text: str) -> tuple[tuple[int, int], bytes]:
    image = pygame.font.Font.render(face, text, True, WHITE)
    return image.get_size(), pygame.image.tobytes(image, "RGBA")


def characters_of(path: Path) -> list[str]:
    """The printable characters the font at `path` draws as other than its empty box."""
    face = pygame.font.Font(path, 16)
    box = face.metrics(BOX)
    candidates = [chr(code) for code in range(0x21, 0x2C00)]
    candidates += [chr(code) for code in range(0xFB00, 0xFB07)]
    return [char for char in candidates
            if char.isprintable() and face.metrics(char) != box]


def test_every_character_of_the_cut_is_drawn_as_the_whole_file_draws_it(app: App) -> None:
    for cut, whole, _ in CUTS:
        characters = characters_of(cut)
        assert len(characters) > 1600  # Latin, Greek, Cyrillic, punctuation and signs
        texts = [f"a{char}T" for char in characters]
        texts += ["Reizigers naar Tilburg: 12.345 — AVAWAy", "Ærøskøbing Łódź Nguyễn",
                  "Αθηνά Δέλτα", "Жёлтый Київ", "ffi fl “quoted” € → • …"]
        for size in SIZES:
            ours, theirs = pygame.font.Font(cut, size), pygame.font.Font(whole, size)
            assert ours.get_linesize() == theirs.get_linesize()
            assert ours.get_ascent() == theirs.get_ascent()
            for text in texts:
                assert picture(ours, text) == picture(theirs, text), (cut.name, size, text)


def test_a_character_the_cut_leaves_out_is_drawn_by_the_whole_file(app: App) -> None:
    for cut, whole, bold in CUTS:
        assert FALLBACKS[bold][:2] == (cut, whole)
        left_out = ("ª", "ʰ", "₹", "ἀ", "ɐ", "क")  # see tools/make_text_fonts.py
        assert not set(left_out) & set(characters_of(cut))
        box = render(BOX, 20, WHITE, bold)
        for char in left_out:
            drawn = render(char, 20, WHITE, bold)
            assert drawn.get_width() == pygame.font.Font(whole, 20).size(char)[0]
            assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")


def test_pygame_gui_s_copies_of_noto_sans_are_opened_as_the_cut(app: App) -> None:
    for cut, whole, bold in CUTS:
        face = Face(io.BytesIO(whole.read_bytes()), 16, bold)
        assert face._own == cut
        assert Face(whole, 16, bold)._own == cut
