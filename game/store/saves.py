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
Writing goes through game.store.files (temporary file, fsync, os.replace), and a
file that must not exist yet (a Save as file, a game's first write into its slot) is
created exclusively (files.write_json_new): a name taken meanwhile, even by another
copy of the app, makes the game take the next free name instead of replacing a save.
"""

from __future__ import annotations

import os
import re
import secrets
import time
import unicodedata
from collections.abc import Iterator
from itertools import count
from pathlib import Path
from typing import Any

from game.store.files import (
    move_new,
    probe_writable,
    remove_stale_temp_files,
    write_json_atomic,
    write_json_new,
)
from game.store.paths import data_dir, saves_dir
from game.texts import tr

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


def taken(path: Path) -> bool:
    """Something has the name `path`: a file, a folder, or a link (even one to nothing)."""
    return os.path.lexists(path)


def new_slot(started: float | None = None, folder: Path | None = None) -> Path:
    """A fresh autosave slot for a game starting now (or at `started`), named by that
    time so the slots sort by age, with a random tail so two seldom share a name; in
    games/ unless another `folder` is named.

    The name is free now, not reserved: the game's first write takes it exclusively
    (library.Library.store_autosave), and takes another when it was taken meanwhile.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    while True:
        path = (folder or games_dir()) / f"{stamp}-{secrets.token_hex(3)}.json"
        if not taken(path):
            return path


def take_slot(slot: Path, data: Any) -> Path:
    """Write a game's first autosave, `data`, into the new slot `slot`, created exclusively;
    when another copy of the app took that name meanwhile, into another new slot beside
    it. The slot written (OSError when none could be)."""
    while True:
        try:
            write_json_new(slot, data)
            return slot
        except FileExistsError:
            slot = new_slot(folder=slot.parent)


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
    stem = _cleaned(name)[:MAX_STEM].strip()
    if not stem:
        stem = ("save " + "-".join(f"{ord(c):x}" for c in name.strip()))[:MAX_STEM].strip()
    if RESERVED.fullmatch(stem) or f"{stem.casefold()}.json" == OLD_AUTOSAVE:
        stem = f"save {stem}"
    return stem


def _cleaned(name: str) -> str:
    """`name` with only letters, digits, spaces, '_' and '-' (others become spaces), and
    single spaces: the file name it gives, before it is cut to MAX_STEM."""
    kept = "".join(
        c if c.isalnum() or c in " _-" else " " for c in unicodedata.normalize("NFC", name)
    )
    return " ".join(kept.split())


def named_save_path(name: str) -> Path:
    """The Save as file for `name`, always a plain file directly in the saves folder."""
    return saves_dir() / f"{file_stem(name)}.json"


def _numbered(name: str) -> Iterator[str]:
    """`name`, `name (2)`, `name (3)`...: each a different file. A long name is cut short
    before its number, which would otherwise be cut off the file's name (MAX_STEM)."""
    yield name
    for number in count(2):
        tail = f" ({number})"
        head = name
        while len(_cleaned(head + tail)) > MAX_STEM:
            head = head[:-1]
        yield head.rstrip() + tail


def unused_name(name: str) -> str:
    """`name`, or `name (2)`, `name (3)`...: the first that names no save yet."""
    return next(candidate for candidate in _numbered(name)
                if not taken(named_save_path(candidate)))


def store_named_save(name: str, data: Any, replace: bool = False) -> Path:
    """Keep `data` as the Save as file for `name` (OSError when it cannot be written);
    the file written, whose stem is the name it was given.

    The save of that name is replaced only when the player said so (`replace`);
    otherwise the file is created, and when the name is taken, however recently
    (another copy of the app saving under the same name at the same moment), the next
    free name (`unused_name`) is given instead, so no save is ever replaced unasked.
    """
    if replace:
        path = named_save_path(name)
        write_json_atomic(path, data)
        return path
    candidates = _numbered(name)
    while True:
        path = named_save_path(next(candidates))
        if taken(path):
            continue
        try:
            write_json_new(path, data)
        except FileExistsError:
            continue  # taken between the look and the write
        return path


def prepare_storage() -> str | None:
    """Get the data folder ready at start-up; what is wrong with it in words, or None.

    Makes the folders, moves an older version's single autosave into a slot,
    removes temporary files of writes a crash cut short, and writes a small file to
    find a read-only folder or a full disk before a game is lost to either.
    """
    folder = data_dir()
    try:
        for needed in (folder, saves_dir(), games_dir(), finished_dir()):
            if needed.exists() and not needed.is_dir():
                return tr("Games and settings cannot be stored in {folder}: {path} is a file, "
                          "not a folder. You can play, but nothing will be kept.").format(
                    folder=folder, path=needed)
            needed.mkdir(parents=True, exist_ok=True)
        for written in (folder, saves_dir(), games_dir(), finished_dir()):
            remove_stale_temp_files(written)
        _migrate_old_autosave()
        probe_writable(games_dir())
    except OSError as error:
        said = (tr("Games and settings cannot be stored in {folder}: {reason} ({path}). "
                   "You can play, but nothing will be kept.") if error.filename
                else tr("Games and settings cannot be stored in {folder}: {reason}. "
                        "You can play, but nothing will be kept."))
        return said.format(folder=folder, reason=error.strerror or error, path=error.filename)
    return None


def _migrate_old_autosave() -> None:
    """Give an older version's single autosave a slot of its own, keeping its time (and
    nothing to do when another copy of the app, starting too, moved it first)."""
    old = saves_dir() / OLD_AUTOSAVE
    while old.is_file():
        try:
            move_new(old, new_slot(old.stat().st_mtime))
            return
        except FileExistsError:
            continue  # that slot's name was taken meanwhile: another one
        except FileNotFoundError:
            return
