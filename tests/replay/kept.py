"""Finished and unfinished games put in the data folder as the app keeps them, from the
recorded games in tests/records (each a whole game played by computer players)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.engine.games import load_any
from game.store.files import write_json_atomic

RECORDS = Path(__file__).resolve().parents[1] / "records"


def recorded(name: str) -> dict[str, Any]:
    """The engine record of the fixture `name` (tests/records/NAME.json)."""
    record: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text())["record"]
    return record


def seats(record: dict[str, Any], people: int, level: str = "easy") -> list[dict[str, str]]:
    """The first `people` seats persons, the rest computers at `level`, in the game's colours."""
    from game.engine.games import game_module

    colours = game_module(record["game"]).INFO.seat_colours
    return [
        {"name": name, "colour": colours[i], "kind": "human" if i < people else "computer",
         "level": "random" if i < people else level}
        for i, name in enumerate(record["players"])
    ]


def keep(data_dir: Path, name: str, people: int = 1, level: str = "easy",
         players: list[str] | None = None, moves: int | None = None, when: float = 0.0,
         file: str | None = None) -> Path:
    """Keep fixture `name` in the data folder as the app would: finished/ when it is whole,
    games/ when cut to `moves`; renamed to `players`; dated `when` (seconds, 0 = now)."""
    record = recorded(name)
    if players is not None:
        record["players"] = players
    if moves is not None:
        record["actions"] = record["actions"][:moves]
    game = load_any(record)
    folder = "finished" if game.is_over else "games"
    path = data_dir / "saves" / folder / (file or f"{name}-{len(record['actions'])}.json")
    write_json_atomic(path, {**record, "seats": seats(record, people, level)})
    if when:
        os.utime(path, (when, when))
    return path
