"""Two copies of the app writing at the same moment, for test_racing_copies: each worker
runs in a process of its own (as a second copy of the app would) and, round after round,
waits at a barrier with the other, then writes its own game where the other writes its.

The data folder is the one RAILWAY_GAMES_DATA_DIR names (inherited from the test).
"""

from __future__ import annotations

import errno
import os
from multiprocessing.synchronize import Barrier
from pathlib import Path

from game.store.library import Library
from game.store.saves import games_dir, store_named_save


def no_hard_links(source: object, target: object, **_: object) -> None:
    """os.link on a file system without hard links (FAT answers EPERM)."""
    raise PermissionError(errno.EPERM, os.strerror(errno.EPERM))


def written(worker: int, round_: int) -> dict[str, int]:
    """What the worker writes in a round: enough to tell whose file survived."""
    return {"worker": worker, "round": round_}


def save_as_rounds(worker: int, rounds: int, barrier: Barrier, hard_links: bool) -> list[str]:
    """Save as "race N" in each round N, as the Save as dialog does (never replacing);
    the names of the files written."""
    if not hard_links:
        os.link = no_hard_links
    names = []
    for round_ in range(rounds):
        barrier.wait()
        names.append(store_named_save(f"race {round_}", written(worker, round_)).name)
    return names


def new_slot_rounds(worker: int, rounds: int, barrier: Barrier, hard_links: bool) -> list[str]:
    """A new game's first autosave in each round, into the slot both copies were given
    (new_slot chose the same free name for both); the names of the slots written."""
    if not hard_links:
        os.link = no_hard_links
    names = []
    for round_ in range(rounds):
        slot = games_dir() / f"race-{round_}.json"
        barrier.wait()
        kept = Library().store_autosave(slot, written(worker, round_), finished=False, new=True)
        names.append(Path(kept).name)
    return names
