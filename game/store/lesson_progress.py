"""Which lessons a player has finished, remembered between runs for the Learn screen.

A lesson is named by its game and file ("koplopers/01-heerlen"), never by its
title, which is translated and may be reworded. The file is read like the
settings: missing, damaged or from another version, it counts as nothing done;
a name no lesson has any more is kept but never shown.
"""

from __future__ import annotations

from game.store.files import UnreadableFile, read_json, write_json_atomic
from game.store.paths import data_dir

PROGRESS_FILE = "lessons_done.json"


def lessons_done() -> set[str]:
    """The names of the lessons finished so far; never raises."""
    try:
        data = read_json(data_dir() / PROGRESS_FILE)
    except UnreadableFile:
        return set()
    done = data.get("done") if isinstance(data, dict) else None
    return {name for name in done if isinstance(name, str)} if isinstance(done, list) else set()


def mark_lesson_done(name: str) -> None:
    """Remember that the lesson `name` was finished (OSError when the folder cannot take it)."""
    done = lessons_done()
    if name not in done:
        write_json_atomic(data_dir() / PROGRESS_FILE, {"done": sorted(done | {name})})
