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
from game.texts import and_list, tr

MAX_ACTIONS = 200_000
RECORD_KEYS = ("game", "rules_version", "options", "seed", "players", "actions")

G = TypeVar("G", bound=Game)


def replay(record: Any, game_class: type[G], new_game: Callable[..., G]) -> G:
    """Rebuild a game of `game_class` from `record`, or raise InvalidRecord(reason)."""
    if not isinstance(record, dict):
        raise InvalidRecord(tr("a record must be a JSON object, not {kind}").format(
            kind=type(record).__name__))
    missing = [key for key in RECORD_KEYS if key not in record]
    if missing:
        raise InvalidRecord(tr("the record has no {fields}").format(fields=and_list(missing)))
    if record["game"] != game_class.NAME:
        raise InvalidRecord(tr("the record is of the game {game!r}, not {wanted!r}").format(
            game=record["game"], wanted=game_class.NAME))
    version = record["rules_version"]
    if version != game_class.RULES_VERSION or isinstance(version, bool):
        raise InvalidRecord(tr("the record was made with rules version {version!r}; this "
                               "program plays version {plays}").format(
            version=version, plays=game_class.RULES_VERSION))
    if not isinstance(record["options"], dict):
        raise InvalidRecord(tr("the record's options must be a JSON object"))
    actions = record["actions"]
    if not isinstance(actions, list):
        raise InvalidRecord(tr("the record's actions must be a list"))
    if len(actions) > MAX_ACTIONS:
        raise InvalidRecord(tr("the record has {count} actions, more than any real game").format(
            count=len(actions)))
    try:
        game = new_game(players=record["players"], seed=record["seed"], options=record["options"])
    except (ValueError, TypeError, UnknownOption) as error:
        raise InvalidRecord(tr("the record's setup is invalid: {error}").format(
            error=error)) from None
    for number, data in enumerate(actions, start=1):
        try:
            action = game_class.ACTIONS.from_json(data)
        except BadNotation as error:
            raise InvalidRecord(tr("action {number} is not readable: {error}").format(
                number=number, error=error)) from None
        try:
            game.apply(action)
        except IllegalAction as error:
            raise InvalidRecord(tr("action {number} ({action}) is illegal: {reason}").format(
                number=number, action=action.to_text(), reason=error.reason)) from None
    return game
