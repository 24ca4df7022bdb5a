"""What a save file holds, and the one check every reader of one goes through.

A save is the engine record (which `python -m game check` and any replay tool
read) plus the seats: who is a person, who the computer at which level, and each
seat's colour. validate_save is the only judge of whether a save can be played:
`python -m game check`, Continue and Load all call it, so `check` never says OK
to a file Load refuses. Reading never changes the file.

No pygame here: `check` runs without it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.base import Game
from game.engine.errors import InvalidRecord
from game.engine.games import game_module, load_any
from game.store.files import UnreadableFile, read_json
from game.store.seats import Seat, seats_from_json


@dataclass
class LoadedSave:
    game: Game
    seats: list[Seat]
    # The file it was read from (None: not read from a file): a game opened from its own
    # slot goes on writing there, while any other slot is new to it (Session).
    path: Path | None = None


def save_data(game: Game, seats: list[Seat]) -> dict[str, Any]:
    """The JSON written to disk: the engine record, which `check` reads, plus seats."""
    return {**game.record(), "seats": [seat.to_json() for seat in seats]}


def validate_save(data: object) -> LoadedSave:
    """The game and seats `data` (a save's JSON) describes, or InvalidRecord saying why not."""
    game = load_any(data)
    assert isinstance(data, dict)  # load_any accepted it
    colours = game_module(game.NAME).INFO.seat_colours
    return LoadedSave(game, seats_from_json(data.get("seats"), game.players, colours))


def read_save(path: Path) -> LoadedSave:
    """Replay the save at `path`, or raise InvalidRecord saying what is wrong with it."""
    try:
        data = read_json(path)
    except UnreadableFile as error:
        raise InvalidRecord(error.reason) from None
    loaded = validate_save(data)
    loaded.path = path
    return loaded
