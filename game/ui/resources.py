"""Where the app reads the files it ships with: fonts, theme, rules texts.

The player's own files (saves, settings) are game.store.paths' business. In the
packaged app (PyInstaller) the assets travel in the bundle folder, sys._MEIPASS,
laid out as in the repository. Every shipped file is checked here,
at import, so a bundle missing one stops the app (and the build's smoke test)
with the file named, instead of pygame-gui quietly drawing a default font.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pygame_gui


class MissingResource(RuntimeError):
    """A file the app ships with is not there: a broken install or bundle."""


def shipped(path: Path) -> Path:
    """`path`, which must exist: shipped files never fall back to something else."""
    if not path.exists():
        raise MissingResource(f"{path} is missing; the app is installed incompletely")
    return path


ROOT = Path(getattr(sys, "_MEIPASS", None) or Path(__file__).resolve().parents[2])
ASSETS = shipped(ROOT / "assets")
RULES_DIR = shipped(ASSETS / "rules")
THEME_FILE = shipped(ASSETS / "theme.json")

# Fonts ship inside pygame-ce and pygame-gui themselves, so a packaged app finds
# them next to the code that uses them; SysFont would depend on the machine.
_GUI_FONTS = Path(pygame_gui.__file__).parent / "data"
NOTO_REGULAR = shipped(_GUI_FONTS / "NotoSans-Regular.ttf")
NOTO_BOLD = shipped(_GUI_FONTS / "NotoSans-Bold.ttf")
# The app's text is drawn in cuts of those two with the Latin, Greek and Cyrillic
# characters (OFL, assets/fonts/OFL.txt; made by tools/make_text_fonts.py): the same
# pixels at half the memory per size; the whole files draw the rest, as fallbacks.
FONT_REGULAR = shipped(ASSETS / "fonts" / "NotoSansLGC-Regular.ttf")
FONT_BOLD = shipped(ASSETS / "fonts" / "NotoSansLGC-Bold.ttf")
FONT_MONO = shipped(_GUI_FONTS / "FiraCode-Regular.ttf")
FONT_TITLE = shipped(Path(pygame.__file__).parent / "freesansbold.ttf")
# Monochrome Noto Emoji (OFL, assets/fonts/OFL.txt; made by tools/make_emoji_font.py): the
# emoji people type in their names, which none of the libraries' fonts draws.
FONT_EMOJI = shipped(ASSETS / "fonts" / "NotoEmoji-Regular.ttf")
