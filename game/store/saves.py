"""Where games are kept, so that no game is ever replaced without the player asking.

    DATA/saves/games/<started>-<random>.json   one autosave slot per unfinished game
    DATA/saves/finished/<same name>.json       finished games: the record is the replay
    DATA/saves/<name>.json                     games saved with Save as
    DATA/saves/autosave.json                   the one autosave of older versions

Every game gets its own slot when it starts (or when a Save as file is opened) and
keeps it until it ends, when the slot moves to finished/, or until the player
deletes it (both through library.Library, which keeps the index and statistics in
step). An old single autosave is moved into a slot at start-up; where that is
impossible (a read-only folder) it is still listed and opened where it is.
Writing goes through game.store.files (temporary file, fsync, os.replace).
"""

from __future__ import annotations

import os
import re
import secrets
import time
import unicodedata
from pathlib import Path

from game.store.files import probe_writable, remove_stale_temp_files
from game.store.paths import data_dir, saves_dir

GAMES = "games"
FINISHED = "finished"
OLD_AUTOSAVE = "autosave.json"
MAX_STEM = 60
# Names Windows keeps for devices, in any case and with any extension.
RESERVED = re.compile(r"(con|prn|aux|nul|com\d|lpt\d)(\..*)?", re.IGNORECASE)


def games_dir() -> Path:
    return saves_dir() / GAMES


def finished_dir() -> Path:
    return saves_dir() / FINISHED


def new_slot(started: float | None = None) -> Path:
    """A fresh autosave slot for a game starting now (or at `started`), named by that
    time so the slots sort by age, with a random tail so two never share a file."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    while True:
        path = games_dir() / f"{stamp}-{secrets.token_hex(3)}.json"
        if not path.exists():
            return path


def is_slot(path: Path) -> bool:
    """True for a game's own autosave (in progress or finished), False for a Save as file."""
    return path.parent in (games_dir(), finished_dir())


def slot_for(path: Path) -> Path:
    """Where a game opened from `path` autosaves: its own slot, or a new one for a
    Save as file (which stays as it was saved) or an old autosave not yet moved."""
    return path if is_slot(path) else new_slot()


def _newest_first(paths: list[Path]) -> list[Path]:
    stamped = []
    for path in paths:
        try:
            stamped.append((path.stat().st_mtime, path))
        except OSError:
            continue  # gone meanwhile
    return [path for _, path in sorted(stamped, key=lambda pair: pair[0], reverse=True)]


def _saves_in(folder: Path) -> list[Path]:
    """The .json files in `folder` (none when it is missing or unreadable), newest first.

    Only names are listed here; what a file is (a pipe, a link to a device) is
    found out by the bounded reader when it is described or opened.
    """
    try:
        paths = [p for p in folder.iterdir() if p.suffix == ".json" and not p.name.startswith(".")]
    except OSError:
        return []
    return _newest_first(paths)


def unfinished_games() -> list[Path]:
    """Every game's slot not yet moved to finished/, newest first (an old autosave too)."""
    old = saves_dir() / OLD_AUTOSAVE
    return _newest_first([*_saves_in(games_dir()), *([old] if old.exists() else [])])


def finished_games() -> list[Path]:
    return _saves_in(finished_dir())


def named_saves() -> list[Path]:
    return [p for p in _saves_in(saves_dir()) if p.name != OLD_AUTOSAVE]


def latest_unfinished() -> Path | None:
    """The game Continue resumes: the one played last."""
    games = unfinished_games()
    return games[0] if games else None


def file_stem(name: str) -> str:
    """A file name for a name the player typed: valid on every system, in the saves
    folder, and as distinct as the names are (letters of every script are kept)."""
    kept = "".join(
        c if c.isalnum() or c in " _-" else " " for c in unicodedata.normalize("NFC", name)
    )
    stem = " ".join(kept.split())[:MAX_STEM].strip()
    if not stem:
        stem = ("save " + "-".join(f"{ord(c):x}" for c in name.strip()))[:MAX_STEM].strip()
    if RESERVED.fullmatch(stem) or f"{stem.casefold()}.json" == OLD_AUTOSAVE:
        stem = f"save {stem}"
    return stem


def named_save_path(name: str) -> Path:
    """The Save as file for `name`, always a plain file directly in the saves folder."""
    return saves_dir() / f"{file_stem(name)}.json"


def unused_name(name: str) -> str:
    """`name`, or `name (2)`, `name (3)`...: the first that names no save yet."""
    candidate, number = name, 1
    while named_save_path(candidate).exists():
        number += 1
        candidate = f"{name} ({number})"
    return candidate


def prepare_storage() -> str | None:
    """Get the data folder ready at start-up; what is wrong with it in words, or None.

    Makes the folders, moves an older version's single autosave into a slot,
    removes temporary files of writes a crash cut short, and writes a small file to
    find a read-only folder or a full disk before a game is lost to either.
    """
    folder = data_dir()
    kept = f"Games and settings cannot be stored in {folder}"
    nothing = "You can play, but nothing will be kept."
    try:
        for needed in (folder, saves_dir(), games_dir(), finished_dir()):
            if needed.exists() and not needed.is_dir():
                return f"{kept}: {needed} is a file, not a folder. {nothing}"
            needed.mkdir(parents=True, exist_ok=True)
        for written in (folder, saves_dir(), games_dir(), finished_dir()):
            remove_stale_temp_files(written)
        _migrate_old_autosave()
        probe_writable(games_dir())
    except OSError as error:
        where = f" ({error.filename})" if error.filename else ""
        return f"{kept}: {error.strerror or error}{where}. {nothing}"
    return None


def _migrate_old_autosave() -> None:
    """Give an older version's single autosave a slot of its own, keeping its time."""
    old = saves_dir() / OLD_AUTOSAVE
    if old.is_file():
        os.replace(old, new_slot(old.stat().st_mtime))
