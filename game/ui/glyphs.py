"""A pygame font that draws any text a person can type, and never raises doing it.

pygame's Font.render raises on text of zero width (a lone zero-width space or
variation selector: "Ann ❤️" ends in one), on NUL and on lone surrogates, and
draws an empty box for each character its one font file lacks. Player names come
from keyboards and from save files, so every font the app draws with - its own
and pygame-gui's (see `guard_pygame_gui`) - is a Face, which
- draws nothing for what has no picture of its own (format characters such as
  joiners, direction marks and the soft hyphen; variation selectors), controls as
  spaces and a lone surrogate as U+FFFD;
- draws each character in the first font that has it: its own, then the app's cut
  of Noto Sans and the whole Noto Sans (game/ui/resources.py), Fira Code (arrows,
  symbols), the app's own Noto Emoji (monochrome, emoji in names) and the CJK,
  Hangul, Arabic, Hebrew and Georgian faces pygame-gui ships, where the install has
  them (the packaged app leaves the large ones out, and shows those characters as
  boxes);
- and draws an empty picture where SDL_ttf still refuses a piece of text.

pygame-gui reads its font files into memory and hands each font a copy (half a
MB, kept as long as the font); a Face opens the file itself instead when the
copy is one of the files beside it. Which font has a character is asked of its
glyph metrics before its pictures: drawing text makes a face load its layout
tables (half a MB for Noto Sans), which a face kept only to ask need not.
"""

from __future__ import annotations

import io
import unicodedata
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pygame_gui.core.gui_font_pygame

from game.ui.resources import (
    FONT_BOLD,
    FONT_EMOJI,
    FONT_MONO,
    FONT_REGULAR,
    NOTO_BOLD,
    NOTO_REGULAR,
)

_DATA = NOTO_REGULAR.parent  # pygame-gui's fonts, the fallbacks among them
_SCRIPTS = ("SC", "KR", "Arabic", "Hebrew", "Georgian")  # SC has Han and kana, KR Hangul


def _fallbacks(bold: bool) -> tuple[Path, ...]:
    """The fonts tried in turn for a character: the app's cut of Noto Sans, the whole Noto
    Sans, Fira Code, Noto Emoji, then the scripts'."""
    weight = "Bold" if bold else "Regular"
    scripts = [path for name in _SCRIPTS for path in _DATA.glob(f"NotoSans{name}-{weight}.?tf")]
    noto = (FONT_BOLD, NOTO_BOLD) if bold else (FONT_REGULAR, NOTO_REGULAR)
    return (*noto, FONT_MONO, FONT_EMOJI, *scripts)


FALLBACKS = {bold: _fallbacks(bold) for bold in (False, True)}
_UNASSIGNED = "\u0378"  # no font maps it, so it draws as the font's missing-glyph box
_ERRORS = (pygame.error, ValueError, UnicodeError)


def _is_variation_selector(char: str) -> bool:
    return "\ufe00" <= char <= "\ufe0f" or "\U000e0100" <= char <= "\U000e01ef"


def visible_clusters(text: str) -> list[str]:
    """`text` as drawn: composed (NFC) characters, each with the marks that sit on it.

    Format characters and variation selectors are left out (no font here has a
    picture for them, and alone they make SDL_ttf refuse the text), controls become
    spaces, lone surrogates U+FFFD, and a mark with nothing to sit on is dropped.
    """
    clusters: list[str] = []
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if category == "Cf" or _is_variation_selector(char):
            continue
        if category.startswith("M"):
            if clusters:
                clusters[-1] += char
            continue
        clusters.append(" " if category == "Cc" else "\ufffd" if category == "Cs" else char)
    return clusters


@cache
def _probe(path: Path) -> pygame.font.Font:
    return pygame.font.Font(path, 16)


@cache
def _has_glyph(path: Path, char: str) -> bool:
    """True when the font at `path` draws `char` as something other than its empty box.

    A glyph measured otherwise than the box is drawn otherwise too, so only one
    measured the same is drawn to compare."""
    face = _probe(path)

    def pixels(text: str) -> bytes:
        image = face.render(text, True, (255, 255, 255), (0, 0, 0))
        return pygame.image.tobytes(image, "RGB") + bytes(image.get_size())

    try:
        if face.metrics(char) != face.metrics(_UNASSIGNED):
            return True
        return pixels(char) != pixels(_UNASSIGNED)
    except _ERRORS:
        return False


@cache
def _fallback_font(path: Path, size: int) -> pygame.font.Font:
    return pygame.font.Font(path, size)


@cache
def _shipped_by_length() -> dict[int, list[Path]]:
    """The font files beside the app's fonts (pygame-gui's), by their length in bytes."""
    files: dict[int, list[Path]] = {}
    for path in sorted(_DATA.glob("*.?tf")):
        files.setdefault(path.stat().st_size, []).append(path)
    return files


_CUTS = {NOTO_REGULAR: FONT_REGULAR, NOTO_BOLD: FONT_BOLD}


def _file_of(file: Any) -> Any:
    """`file`, or the font file whose copy it is when it is an in-memory copy of one of
    pygame-gui's: the font then reads the file as it needs it, and the copy goes. For
    Noto Sans that is the app's cut of it, which draws the same at half the memory."""
    if isinstance(file, (str, Path)):
        return _CUTS.get(Path(file), file)
    if not isinstance(file, io.BytesIO):
        return file
    with file.getbuffer() as data:
        for path in _shipped_by_length().get(data.nbytes, []):
            if path.read_bytes() == data:
                return _CUTS.get(path, path)
    return file


class Face(pygame.font.Font):
    """A font whose `render` and `size` take any str: see the module's docstring."""

    def __init__(self, file: Any, size: int, bold: bool = False) -> None:
        file = _file_of(file)
        super().__init__(file, size)
        self._size = size
        # The file whose glyphs are this font's (bytes of another font cover the same
        # characters as our Noto Sans, by assumption).
        self._own = Path(file) if isinstance(file, (str, Path)) else FALLBACKS[bold][0]
        self._chain = (self._own, *(path for path in FALLBACKS[bold] if path != self._own))

    def _face_for(self, char: str) -> pygame.font.Font:
        """The font that draws `char`: this one, or the first fallback that has it."""
        if char.isascii():
            return self
        path = next((path for path in self._chain if _has_glyph(path, char)), self._own)
        return self if path == self._own else _fallback_font(path, self._size)

    def _runs(self, text: str) -> list[tuple[pygame.font.Font, str]]:
        """`text` cut into pieces, each with the font that draws it."""
        runs: list[tuple[pygame.font.Font, str]] = []
        for cluster in visible_clusters(text):
            face = self._face_for(cluster[0])
            if runs and runs[-1][0] is face:
                runs[-1] = (face, runs[-1][1] + cluster)
            else:
                runs.append((face, cluster))
        return runs

    def render(  # type: ignore[override]  # pygame's stub spells the arguments differently
        self,
        text: str,
        antialias: bool,
        color: Any,
        bgcolor: Any = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        """`text` drawn; plain ASCII straight through SDL_ttf, anything else piece by piece."""
        if text.isascii() and text.isprintable():
            return super().render(text, antialias, color, bgcolor, wraplength)
        parts = [
            (face, _safe_render(face, run, antialias, color, bgcolor))
            for face, run in self._runs(text)
        ]
        height = self.get_height()
        surface = pygame.Surface((sum(p.get_width() for _, p in parts), height), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for face, part in parts:  # on one baseline: a CJK face has a taller line
            surface.blit(part, (x, self.get_ascent() - face.get_ascent()))
            x += part.get_width()
        return surface

    def size(self, text: str) -> tuple[int, int]:  # type: ignore[override]
        """The size `render` gives `text`."""
        if text.isascii() and text.isprintable():
            return super().size(text)
        return self.render(text, True, (0, 0, 0)).get_size()


def _safe_render(
    face: pygame.font.Font, text: str, antialias: bool, color: Any, bgcolor: Any
) -> pygame.Surface:
    """SDL_ttf's picture of `text`, or an empty one where it refuses (zero width)."""
    try:
        return pygame.font.Font.render(face, text, antialias, color, bgcolor)
    except _ERRORS:
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)


def guard_pygame_gui() -> None:
    """Make pygame-gui's widgets draw with Faces too.

    Its labels, buttons and text boxes raise on the same texts, and its text
    entry raises while a person types one ("\u200b" alone, or the selector left
    after deleting the heart of "❤️"). pygame-gui builds each font as
    `Font(file, size)` from the name its font module imported, so that name is
    pointed at Face: there is no other hook for the font class.
    """
    # setattr: the module does not export the name, so mypy refuses a plain assignment.
    setattr(pygame_gui.core.gui_font_pygame, "Font", Face)  # noqa: B010
