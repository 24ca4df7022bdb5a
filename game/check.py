"""`python -m game check FILE`: replay a save and say whether it is valid, and why not."""

from __future__ import annotations

import json
from pathlib import Path

from game.engine.errors import InvalidRecord
from game.engine.games import load_any

MAX_SAVE_BYTES = 20_000_000


def read_record(path: Path) -> object:
    """The JSON in `path`, or InvalidRecord naming what is wrong with the file."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise InvalidRecord(f"cannot read {path}: {error.strerror or error}") from None
    if size > MAX_SAVE_BYTES:
        raise InvalidRecord(f"{path} is {size} bytes, far larger than any save")
    try:
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InvalidRecord(f"{path} is not a readable text file: {error}") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise InvalidRecord(f"{path} is nested too deeply to be a save") from None
    except json.JSONDecodeError as error:
        raise InvalidRecord(
            f"{path} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None


def run_check(file: str) -> int:
    path = Path(file)
    try:
        game = load_any(read_record(path))
    except InvalidRecord as error:
        print(f"INVALID {path}: {error.reason}")
        return 1
    state = "finished" if game.is_over else f"{game.players[game.current_player or 0]} to move"
    print(
        f"OK {path}: {game.NAME}, {len(game.players)} players, "
        f"{len(game.actions)} actions, {state}; scores {game.scores()}"
    )
    return 0
