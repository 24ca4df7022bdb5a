"""Save files: the engine record plus the seats, written so a crash never eats one.

A save is written to a temporary file in the same folder, flushed and fsynced,
then moved over the old one with os.replace, which is atomic: after a power cut
either the old or the new save is there, never half of one. Reading goes through
the same checks as `python -m game check`, so every kind of damage becomes an
InvalidRecord with a message and the file is never changed by reading it.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.check import read_record
from game.engine.base import Game
from game.engine.games import load_any
from game.ui.paths import saves_dir
from game.ui.seats import Seat, seats_from_json

AUTOSAVE = "autosave.json"


def write_json_atomic(path: Path, data: Any) -> None:
    """Replace `path` with `data` as JSON, all or nothing."""
    text = json.dumps(data, indent=1, ensure_ascii=False)
    handle, temp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def named_save_path(name: str) -> Path:
    """A file in the saves folder for a name the player typed, safe on every system."""
    stem = re.sub(r"[^A-Za-z0-9 _-]+", "", name).strip()[:60] or "save"
    return saves_dir() / f"{stem}.json"


def list_saves() -> list[Path]:
    """Every save file, newest first."""
    files = [p for p in saves_dir().glob("*.json") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


@dataclass
class LoadedSave:
    game: Game
    seats: list[Seat]


def save_data(game: Game, seats: list[Seat]) -> dict[str, Any]:
    """The JSON written to disk: the engine record, which `check` reads, plus seats."""
    return {**game.record(), "seats": [seat.to_json() for seat in seats]}


def read_save(path: Path) -> LoadedSave:
    """Replay the save at `path`, or raise InvalidRecord saying what is wrong with it."""
    record = read_record(path)
    game = load_any(record)
    assert isinstance(record, dict)  # load_any accepted it
    return LoadedSave(game, seats_from_json(record.get("seats"), game.players))
