"""Records: a game as JSON, and rebuilding a game from one by replay.

The record is the save file, the replay, the undo history and the bug report,
so everything that reads one goes through `replay()`, which turns every kind
of damage into an InvalidRecord with a message naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from game.engine.base import Game
from game.engine.errors import BadNotation, IllegalAction, InvalidRecord, UnknownOption

MAX_ACTIONS = 200_000
RECORD_KEYS = ("game", "rules_version", "options", "seed", "players", "actions")

G = TypeVar("G", bound=Game)


def replay(record: Any, game_class: type[G], new_game: Callable[..., G]) -> G:
    """Rebuild a game of `game_class` from `record`, or raise InvalidRecord(reason)."""
    if not isinstance(record, dict):
        raise InvalidRecord(f"a record must be a JSON object, not {type(record).__name__}")
    missing = [key for key in RECORD_KEYS if key not in record]
    if missing:
        raise InvalidRecord(f"the record has no {', '.join(missing)}")
    if record["game"] != game_class.NAME:
        raise InvalidRecord(
            f"the record is of the game {record['game']!r}, not {game_class.NAME!r}"
        )
    version = record["rules_version"]
    if version != game_class.RULES_VERSION or isinstance(version, bool):
        raise InvalidRecord(
            f"the record was made with rules version {version!r}; "
            f"this program plays version {game_class.RULES_VERSION}"
        )
    if not isinstance(record["options"], dict):
        raise InvalidRecord("the record's options must be a JSON object")
    actions = record["actions"]
    if not isinstance(actions, list):
        raise InvalidRecord("the record's actions must be a list")
    if len(actions) > MAX_ACTIONS:
        raise InvalidRecord(f"the record has {len(actions)} actions, more than any real game")
    try:
        game = new_game(players=record["players"], seed=record["seed"], options=record["options"])
    except (ValueError, TypeError, UnknownOption) as error:
        raise InvalidRecord(f"the record's setup is invalid: {error}") from None
    for number, data in enumerate(actions, start=1):
        try:
            action = game_class.ACTIONS.from_json(data)
        except BadNotation as error:
            raise InvalidRecord(f"action {number} is not readable: {error}") from None
        try:
            game.apply(action)
        except IllegalAction as error:
            raise InvalidRecord(
                f"action {number} ({action.to_text()}) is illegal: {error.reason}"
            ) from None
    return game
