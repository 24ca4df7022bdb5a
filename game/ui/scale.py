"""How large the window lets things be drawn: the one place a scale is worked out.

Every layout is made for 1280x800. `room_for(size)` is how much larger (or
smaller) a window of `size` lets it be; the app's UI scale is the player's
setting as far as that room allows (Display.scale), and the two table scenes,
which always fill their window, draw at the room itself.
"""

from __future__ import annotations

WINDOW_SIZE = (1280, 800)  # what every layout is made for, at 100%
MIN_SCALE = 0.6  # below this nothing is readable: the window's minimum size keeps above it


def room_for(size: tuple[int, int]) -> float:
    """The scale at which a 1280x800 layout fills a window of `size` (never below MIN_SCALE)."""
    w, h = size
    return max(MIN_SCALE, min(w / WINDOW_SIZE[0], h / WINDOW_SIZE[1]))
