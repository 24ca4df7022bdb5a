"""pygame-gui's widget pictures, without the copies it never reads again.

pygame-gui draws each state of a widget (normal, hovered, selected, pressed,
disabled) into a picture of the widget's size, and for every state with text it
keeps two more of that size: the state before its text was drawn, and the text
alone. It reads those two only to redraw a text entry line's text as a person
types (`apply_active_text_changes`); for every button and label they are dead
weight, three pictures kept where one is shown: 9 MB of the main menu's 80 at
1920x1080, more on a table. pygame-gui makes the two afresh whenever it draws a
state's text again, so letting them go changes no picture.
"""

from __future__ import annotations

from functools import wraps
from typing import Any

from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape


def _keeps_text_layers(shape: DrawableShape) -> bool:
    """Whether `shape` redraws its text over the state below it: an editable text (a text
    entry line, a text box), the only shapes with a text cursor."""
    return "text_cursor_colour" in shape.theming


def lighten_widget_shapes() -> None:
    """Make every pygame-gui shape let go of its text layers once drawn, unless it edits
    its text. Idempotent."""
    finalise = DrawableShape.finalise_text
    if getattr(finalise, "lightened", False):
        return

    @wraps(finalise)
    def finalise_text(shape: DrawableShape, state_str: str, *args: Any, **kwargs: Any) -> None:
        finalise(shape, state_str, *args, **kwargs)
        if not _keeps_text_layers(shape):
            state = shape.states[state_str]
            state.pre_text_surface = state.text_surface = None

    setattr(finalise_text, "lightened", True)  # noqa: B010
    setattr(DrawableShape, "finalise_text", finalise_text)  # noqa: B010
