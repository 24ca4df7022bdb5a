"""Make assets/fonts/NotoEmoji-Regular.ttf, the fallback that draws emoji in player names.

    pip install fonttools manimgx-fonts   # in a throw-away venv
    python tools/make_emoji_font.py PATH/TO/NotoEmoji[wght].ttf

The monochrome Noto Emoji (SIL Open Font License 1.1, assets/fonts/OFL.txt) comes as a
variable font of 2 MB in the PyPI package manimgx-fonts. The app draws one glyph per
character (game/ui/glyphs.py), so it keeps the Regular instance of the weight axis with
every character, and leaves out what it never uses: the layout tables (sequences joined
by a zero-width joiner are drawn glyph by glyph), vertical metrics and hinting (0.8 MB).
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset  # type: ignore[import-not-found]
from fontTools.ttLib import TTFont  # type: ignore[import-not-found]
from fontTools.varLib import instancer  # type: ignore[import-not-found]

OUT = Path(__file__).resolve().parent.parent / "assets" / "fonts" / "NotoEmoji-Regular.ttf"


def main(source: str) -> None:
    font = instancer.instantiateVariableFont(TTFont(source), {"wght": 400})
    options = subset.Options()
    options.layout_features = []
    options.drop_tables += ["vhea", "vmtx", "STAT", "GSUB"]
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    font.save(OUT)
    print(f"{OUT}: {OUT.stat().st_size} bytes, {len(font.getBestCmap())} characters")


if __name__ == "__main__":
    main(sys.argv[1])
