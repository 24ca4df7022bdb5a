"""Big pictures' memory goes back to the system when they are let go (Linux, glibc).

glibc gives a large block its own mapping, returned to the system when freed,
but after the first such free it raises that threshold to the block's size: a
window-sized picture (8 MB at 1920x1080) made after that comes from the heap,
and once let go its pages stay with the process until the heap's top is free
again. A table draws several such pictures and drops them (a layer for a new
size, an overlay's backdrop, a scene covered), so the process kept growing by
tens of MB it no longer used. A fixed threshold keeps every block of 256 KB or
more in a mapping of its own. Elsewhere this does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter number, from glibc's malloc.h
OWN_MAPPING_FROM = 256 * 1024  # bytes


def give_big_frees_back() -> bool:
    """Fix glibc's threshold for blocks of their own mapping; True when it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, OWN_MAPPING_FROM))
    except (OSError, AttributeError):  # not glibc (musl has no mallopt to speak of)
        return False
