"""Make assets/fonts/NotoSansLGC-Regular.ttf and -Bold.ttf, the faces the app draws its text in.

    pip install fonttools   # in a throw-away venv
    python tools/make_text_fonts.py

Every size of a font file the app draws in is a face of its own, and each face
costs memory in proportion to the glyphs of its file once it has measured a word
(FreeType's autohinter sorts every glyph of the file by script and feature,
HarfBuzz reads its layout tables): about half a MB for pygame-gui's Noto Sans,
with its Devanagari and its rarer Latin, Greek and Cyrillic, for each of the 30
or so sizes and weights a game's table uses. These cuts of the same files keep
the characters the app's texts and people's names in Latin, Greek (monotonic) and
Cyrillic scripts use, with the glyphs and layout rules HarfBuzz draws them with
(the features it applies by default: ligatures, kerning, marks), and weigh less
than half as much per face; a character left out is drawn
by the whole Noto Sans, the next font of each face's fallbacks (game/ui/glyphs.py).

A character stays in the cut only when the cut draws it to the same pixels, in
the same width, as the whole file at every size: the autohinter fits a few
glyphs to the zones of styles the cut lacks (the ordinal and modifier letters to
superscripts, the rupee sign to Devanagari), so those are left to the whole file;
and it fits superscripts and subscripts by the features that make them, which the
cut keeps for that.
`tests/ui/test_text_fonts.py` checks the pixels.
"""

from __future__ import annotations

from pathlib import Path

import pygame_gui
from fontTools import subset  # type: ignore[import-not-found]
from fontTools.ttLib import TTFont  # type: ignore[import-not-found]

SOURCES = Path(pygame_gui.__file__).parent / "data"
OUT = Path(__file__).resolve().parent.parent / "assets" / "fonts"
WEIGHTS = ("Regular", "Bold")
# Latin (with its extensions A and B, the spacing modifiers and Vietnamese), combining
# marks, Greek and Coptic, Cyrillic with its supplement, punctuation, signs, arrows and
# shapes, the Latin ligatures and the replacement character.
KEPT = ((0x0000, 0x024F), (0x02B0, 0x052F), (0x1E00, 0x1EFF), (0x2000, 0x2BFF),
        (0xFB00, 0xFB06), (0xFFFD, 0xFFFD))
# Drawn otherwise by the cut (see the module's docstring): ª º ʰ ʱ ʲ ʳ ʴ ʵ ʶ ʷ ʸ ˠ ˡ ˢ ˣ ˤ ⁱ ⁻ ₹.
HINTED_OTHERWISE = frozenset((0x00AA, 0x00BA, 0x02B0, 0x02B1, 0x02B2, 0x02B3, 0x02B4,
                              0x02B5, 0x02B6, 0x02B7, 0x02B8, 0x02E0, 0x02E1, 0x02E2,
                              0x02E3, 0x02E4, 0x2071, 0x207B, 0x20B9))


def kept(code: int) -> bool:
    return code not in HINTED_OTHERWISE and any(low <= code <= high for low, high in KEPT)


def cut(weight: str) -> Path:
    font = TTFont(SOURCES / f"NotoSans-{weight}.ttf")
    options = subset.Options()
    options.layout_features += ["sups", "subs", "sinf"]  # the autohinter's (see above)
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.glyph_names = True
    options.notdef_outline = True
    options.recalc_bounds = False  # the file's own vertical metrics: the same line heights
    options.recalc_timestamp = False
    options.prune_unicode_ranges = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[code for code in font.getBestCmap() if kept(code)])
    subsetter.subset(font)
    out = OUT / f"NotoSansLGC-{weight}.ttf"
    font.save(out)
    print(f"{out}: {out.stat().st_size} bytes, {len(font.getBestCmap())} characters, "
          f"{len(font.getGlyphOrder())} glyphs")
    return out


if __name__ == "__main__":
    for weight in WEIGHTS:
        cut(weight)
