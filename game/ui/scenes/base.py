"""The Scene: handles events, updates with the frame time, draws without changing state.

Each scene owns a pygame-gui manager, so an overlay's widgets take the input
while the scene below keeps drawing its own. Widgets are made in build(),
which runs again on a resize or a settings change; a scene keeps its state in
its own attributes, never only in widgets, so rebuilding loses nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    opaque = True  # False: the scene below shows through (overlays)

    def __init__(self, app: App) -> None:
        self.app = app
        self.rebuild()

    # --- layout ----------------------------------------------------------------------------
    def build(self) -> None:
        """Make this scene's widgets for the current window size and UI scale."""

    def rebuild(self) -> None:
        self.ui = self.app.new_manager()
        self.build()
        self.ui.update(0.0)  # widgets ready to draw, even into an overlay's snapshot

    def u(self, value: float) -> int:
        """A length in layout units, scaled by the UI scale setting."""
        return self.app.u(value)

    @property
    def size(self) -> tuple[int, int]:
        return self.app.screen.get_size()

    # --- life cycle ------------------------------------------------------------------------
    def resumed(self) -> None:
        """The scene above this one was closed; refresh what it may have changed."""

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
