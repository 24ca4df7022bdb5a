"""Wait for the next event without spinning: what lets the app sleep.

pygame's own event.wait() checks the queue every millisecond (it re-implements
SDL's wait to run its own event pump), which costs a few percent of a core
while nothing happens. SDL itself can block on the window system until an
event arrives; with no event structure given it only waits and leaves the
event in the queue, for pygame to read as usual. So the app calls SDL's wait
in the SDL library pygame has loaded, found by its path among the process's
libraries, and falls back to pygame's wait where it cannot be found.
"""

from __future__ import annotations

import ctypes
import sys
from functools import cache
from pathlib import Path

import pygame

SDL_INIT_VIDEO = 0x20


def wait_for_event(timeout: float | None) -> None:
    """Return when an event is in the queue, or after `timeout` seconds (None: no limit)."""
    sdl = _loaded_sdl()
    if sdl is None:
        event = pygame.event.wait(0 if timeout is None else max(1, round(timeout * 1000)))
        if event.type != pygame.NOEVENT:
            pygame.event.post(event)  # back in the queue, for the frame to read with the rest
        return
    if pygame.event.peek():
        return  # already there (pygame may hold events SDL no longer has)
    sdl.SDL_WaitEventTimeout(None, -1 if timeout is None else max(1, round(timeout * 1000)))


@cache
def _loaded_sdl() -> ctypes.CDLL | None:
    """The SDL library pygame runs on, if it is found and is the very copy pygame set up."""
    for path in _candidates():
        try:
            sdl = ctypes.CDLL(str(path))
            was_init = sdl.SDL_WasInit
        except (OSError, AttributeError):
            continue
        was_init.restype = ctypes.c_uint32
        if was_init(SDL_INIT_VIDEO):  # a second copy would know nothing of our window
            sdl.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            return sdl
    return None


def _candidates() -> list[Path]:
    """Where the SDL library pygame uses may be: the loaded one (Linux), else beside pygame."""
    maps = Path("/proc/self/maps")
    if maps.exists():
        loaded = {line.split()[-1] for line in maps.read_text().splitlines() if "/" in line}
        return sorted(Path(p) for p in loaded if Path(p).name.startswith(("libSDL2-2", "libSDL2.")))
    package = Path(pygame.__file__).parent
    names = ("SDL2.dll",) if sys.platform == "win32" else ("libSDL2-2.0.0.dylib", "libSDL2.dylib")
    return [folder / name for folder in (package, package / ".dylibs") for name in names]
