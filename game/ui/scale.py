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


DESKTOP_SHARE = 0.9  # how much of the screen a window opened for the first time may take
SIZE_STEP = 0.05  # opening sizes go by 5% of the layout size


def opening_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window's size the first time the app opens on a screen of `desktop` pixels: the
    layout's 16:10 grown in steps to fill most of the screen, never below 1280x800 (a
    1920x1080 screen gets 1536x960, room for the table's larger pictures)."""
    w, h = desktop
    fits = min(w * DESKTOP_SHARE / WINDOW_SIZE[0], h * DESKTOP_SHARE / WINDOW_SIZE[1])
    grown = max(1.0, int(fits / SIZE_STEP + 1e-9) * SIZE_STEP)
    return round(WINDOW_SIZE[0] * grown), round(WINDOW_SIZE[1] * grown)
