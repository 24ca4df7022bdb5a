"""The Scene: handles events, updates with the frame time, draws without changing state.

Each scene owns a pygame-gui manager, so an overlay's widgets take the input
while the scene below keeps drawing its own. A scene keeps its state in its
own attributes, never only in widgets, so laying it out again loses nothing.

Two promises every scene keeps, so the app can sleep and the window can take
any size (the app asks only the scene on top):

- ``next_frame_in()``: seconds until the scene must be drawn again though no
  input comes. 0.0 while something moves by itself (a glide, a computer about
  to move, a "thinking" cue); the time left on a timer (a message to clear);
  None while only input can change it. Input always gets a frame. Something
  that changes off the main thread calls ``services.wake()``.
- ``resized()``: the window size or the UI scale changed (a drag of the
  window's edge, F11, the scale setting). The default makes the widgets anew
  with ``build()`` for ``self.size`` and ``self.u`` (from the one display scale);
  a scene that keeps pictures or layouts made for a size drops them in
  ``build()`` too. ``laid_out_for`` is the size the scene was last laid out for.

A scene is given the app's services (game/ui/services.py), not the app: it opens
other screens by name through ``services.navigator``.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryBox, UITextEntryLine

from game.ui.services import Services

# Seconds between frames while a text box has the keyboard: its caret blinks.
CARET_BLINK = 0.4


class Scene:
    opaque = True  # False: the scene below shows through (overlays)

    def __init__(self, services: Services) -> None:
        self.services = services
        self.laid_out_for = (0, 0)
        self.rebuild()

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        """Make this scene's widgets (and layout) for the current window size and UI scale."""

    def rebuild(self) -> None:
        """Lay the scene out anew: a fresh widget manager, then build()."""
        self.laid_out_for = self.size
        self.ui = self.services.display.new_manager()
        self.build()
        self.ui.update(0.0)  # widgets ready to draw, even into an overlay's snapshot

    def resized(self) -> None:
        """The window size or the UI scale changed: lay everything out for the new one."""
        self.rebuild()

    def u(self, value: float) -> int:
        """A length in layout units, scaled by the app's one UI scale."""
        return self.services.display.u(value)

    @property
    def scale(self) -> float:
        """The app's one UI scale, for widgets that lay themselves out by it."""
        return self.services.display.scale

    @property
    def size(self) -> tuple[int, int]:
        return self.services.display.size

    # --- life cycle ------------------------------------------------------------------------
    def resumed(self) -> None:
        """The scene above this one was closed; refresh what it may have changed."""

    def covered(self) -> None:
        """Another scene was put over this one (or laid out again over it): this one is not
        drawn again until that closes (an overlay has drawn it once, into its backdrop).
        A scene may let go here of what it keeps only for its own frames: pictures it
        draws them from, even its widgets (laid out again when it is resumed)."""

    def removed(self) -> None:
        """This scene was taken off the stack for good (closed, or the stack reset): it lets
        go of what would run on without it."""

    # --- sleeping --------------------------------------------------------------------------
    def next_frame_in(self) -> float | None:
        """Seconds until this scene needs a frame with no input (see the module's docstring).

        The default asks only for what the widgets need: a text box's blinking caret.
        """
        typing = any(
            isinstance(element, (UITextEntryLine, UITextEntryBox))
            for element in self.ui.get_focus_set() or ()
        )
        return CARET_BLINK if typing else None

    # --- the frame -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.ui.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self.on_key(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.on_click(event.pos)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        """A pygame-gui button of this scene was pressed."""

    def on_key(self, event: pygame.event.Event) -> None:
        """A key went down that no widget took."""

    def on_click(self, pos: tuple[int, int]) -> None:
        """The left button was released at `pos` (widgets see it too).

        On release, not press: a scene that closes on a click must take the
        whole click, or the release would land on the scene below it.
        """

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_scene(surface)
        self.ui.draw_ui(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """What this scene paints beneath its widgets."""

    def draw_into_backdrop(self, surface: pygame.Surface) -> None:
        """Drawn once, into the backdrop of an overlay about to cover it: as draw(), but a
        scene that keeps pictures to draw its frames fast need not make them for this."""
        self.draw(surface)
