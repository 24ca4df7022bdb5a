"""pygame-gui's widget pictures, without the copies it never reads again.

pygame-gui draws each state of a widget (normal, hovered, selected, pressed,
disabled) into a picture of the widget's size, and for every state with text it
keeps two more of that size: the state before its text was drawn, and the text
alone. It reads those two only to redraw a text entry line's text as a person
types (`apply_active_text_changes`); for every button and label they are dead
weight, three pictures kept where one is shown: 9 MB of the main menu's 80 at
1920x1080, more on a table. pygame-gui makes the two afresh whenever it draws a
state's text again, so letting them go changes no picture.

A rounded widget's states are drawn four times as wide and high, then scaled down
(pygame-gui's smoothing), and it keeps the big outline and its inside between its
states, one state a frame, until the last is drawn: two pictures of 16 times its size
(3 MB for the End turn button at 1920x1080), for every widget of a scene at once as
the scene opens (10 MB on a Koplopers table). Each state lets them go once drawn, so
only one widget's are held at a time; the next state draws its outline afresh, the
same pixels as scaling the kept one to its own size.
"""

from __future__ import annotations

from functools import wraps
from typing import Any

from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import (
    RoundedRectangleShape,
)


def _keeps_text_layers(shape: DrawableShape) -> bool:
    """Whether `shape` redraws its text over the state below it: an editable text (a text
    entry line, a text box), the only shapes with a text cursor."""
    return "text_cursor_colour" in shape.theming


def lighten_widget_shapes() -> None:
    """Make every pygame-gui shape let go of its text layers once drawn, unless it edits
    its text, and every rounded one of its big outlines once a state is drawn.
    Idempotent."""
    finalise = DrawableShape.finalise_text
    if getattr(finalise, "lightened", False):
        return
    redraw = RoundedRectangleShape.redraw_state

    @wraps(redraw)
    def redraw_state(shape: RoundedRectangleShape, *args: Any, **kwargs: Any) -> None:
        redraw(shape, *args, **kwargs)
        shape.clean_up_temp_shapes()

    setattr(RoundedRectangleShape, "redraw_state", redraw_state)  # noqa: B010

    @wraps(finalise)
    def finalise_text(shape: DrawableShape, state_str: str, *args: Any, **kwargs: Any) -> None:
        finalise(shape, state_str, *args, **kwargs)
        if not _keeps_text_layers(shape):
            state = shape.states[state_str]
            state.pre_text_surface = state.text_surface = None

    setattr(finalise_text, "lightened", True)  # noqa: B010
    setattr(DrawableShape, "finalise_text", finalise_text)  # noqa: B010
