"""Where every text on a screen went, and which of them do not fit their box.

A text's box is what it is drawn into: a pygame-gui label or button (its text
must be as narrow as the widget), a text box (its text wraps and scrolls, so
nothing may stick out sideways), or for the texts the scenes draw themselves,
the surface it is blitted onto (a header strip, a chip, a panel layer), the
window, and the room the other texts and the widgets leave it: a text that
sticks out of its surface is cut off, one that runs into another text or
under a button cannot be read.

`recording()` makes every surface the game creates a Canvas, which notes the
texts blitted onto it and passes them on, shifted, when it is blitted itself;
`misfits(app)` draws the scene on top into a Canvas of the window's size and
lists what does not fit.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox

from game.ui import fonts, glyphs
from game.ui.app import App

# Antialiased edges of two neighbouring lines may touch by a pixel.
TOUCH = 1
# A widget's border and its text's least padding, in pixels on each side.
EDGE = 2


@dataclass(frozen=True)
class Drawn:
    text: str
    ink: pygame.Rect  # the text's visible pixels, in the coordinates of the surface it is on


_TEXTS: dict[int, tuple[str, pygame.Surface]] = {}  # id(picture) -> (text, picture)
_PROBLEMS: list[str] = []  # texts cut off by the surface they were drawn onto


def _text_of(source: pygame.Surface) -> str | None:
    known = _TEXTS.get(id(source))
    return known[0] if known is not None and known[1] is source else None


class Canvas(pygame.Surface):
    """A surface that remembers which texts were drawn onto it, and where."""

    @property
    def drawn(self) -> list[Drawn]:
        """The texts on this surface (a copy made by pygame itself starts with none)."""
        return self.__dict__.setdefault("drawn", [])

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        placed = super().blit(source, dest, area, special_flags)
        at = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0)).topleft
        text = _text_of(source)
        if text is not None and text.strip() and area is None:
            ink = source.get_bounding_rect().move(at)
            if ink.w and not self.get_rect().contains(ink):
                _PROBLEMS.append(f"{text!r} cut off by its {self.get_size()} surface at {ink}")
            self._place(Drawn(text, ink))
        elif isinstance(source, Canvas):
            shown = pygame.Rect(area) if area is not None else source.get_rect()
            for drawn in source.drawn:  # a layer scrolled or cut by `area` hides some on purpose
                if shown.contains(drawn.ink):
                    self._place(Drawn(drawn.text, drawn.ink.move(at[0] - shown.x, at[1] - shown.y)))
        return placed

    def _place(self, drawn: Drawn) -> None:
        """Note `drawn`, unless a clip (a scrolled view) hides part of it on purpose."""
        clip = self.get_clip()
        if clip == self.get_rect() or clip.contains(drawn.ink):
            self.drawn.append(drawn)

    def blits(self, blit_sequence: Sequence[Any], doreturn: Any = True) -> Any:
        placed = [self.blit(*item) for item in blit_sequence]
        return placed if doreturn else None


@contextmanager
def recording() -> Iterator[None]:
    """Every surface made meanwhile is a Canvas, and every text drawn is known by its picture."""
    plain_render, plain_surface = glyphs.Face.render, pygame.Surface

    def render(face: glyphs.Face, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        picture = plain_render(face, text, *args, **kwargs)
        _TEXTS[id(picture)] = (text, picture)
        return picture

    glyphs.Face.render = render  # type: ignore[method-assign]
    pygame.Surface = Canvas  # type: ignore[misc]
    fonts.rendered.cache_clear()  # pictures made before recording would go unrecognised
    try:
        yield
    finally:
        glyphs.Face.render = plain_render  # type: ignore[method-assign]
        pygame.Surface = plain_surface  # type: ignore[misc]
        fonts.rendered.cache_clear()
        _TEXTS.clear()


def _widget_misfits(app: App) -> list[str]:
    found = []
    for widget in app.stack.top.ui.get_sprite_group().sprites():
        if not widget.visible or isinstance(widget, UIContainer):
            continue
        if isinstance(widget, (UILabel, UIButton)) and widget.text:
            room = widget.rect.w - 2 * EDGE
            width = widget.font.size(widget.text)[0]
            if width > room:
                found.append(f"{type(widget).__name__} {widget.text!r}: {width} px in {room}")
        elif isinstance(widget, UITextBox) and widget.text_box_layout is not None:
            wide = widget.text_box_layout.layout_rect.w
            if wide > widget.text_wrap_rect[2]:
                found.append(f"text box {widget.html_text[:30]!r}: {wide} px wide")
    return found


def _covers(app: App) -> list[pygame.Rect]:
    """Where the widgets of the scene on top hide what is drawn under them."""
    return [
        widget.rect for widget in app.stack.top.ui.get_sprite_group().sprites()
        if widget.visible and widget.rect.w and not isinstance(widget, (UIContainer, UIPanel))
    ]


def misfits(app: App) -> list[str]:
    """Every text on the scene on top that does not fit its box, described."""
    top = app.stack.top
    _PROBLEMS.clear()
    for layer in vars(top).values():  # the scene below an overlay is checked on its own
        if isinstance(layer, Canvas) and layer is getattr(top, "backdrop", None):
            layer.drawn.clear()
    canvas = Canvas(app.display.screen.get_size())
    top.draw(canvas)
    found = _widget_misfits(app) + list(_PROBLEMS)
    window = canvas.get_rect()
    covers = _covers(app)
    for i, drawn in enumerate(canvas.drawn):
        if not drawn.ink.w:
            continue
        if not window.contains(drawn.ink):
            found.append(f"{drawn.text!r} outside the window at {drawn.ink}")
        for cover in covers:
            if cover.colliderect(drawn.ink):
                found.append(f"{drawn.text!r} at {drawn.ink} under a widget at {cover}")
        for other in canvas.drawn[i + 1:]:
            if drawn.ink.inflate(-2 * TOUCH, -2 * TOUCH).colliderect(other.ink):
                found.append(f"{drawn.text!r} at {drawn.ink} runs into {other.text!r} at "
                             f"{other.ink}")
    return found
