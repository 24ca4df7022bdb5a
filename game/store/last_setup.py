"""The last game set up, offered again the next time the setup screen opens.

Friends who play every week should not retype four names and re-pick their
rules. The file is read like the settings: missing, damaged or written by
another version, it never stops the setup screen; each value that does not
fit what the games declare (INFO's seats and options, the front's colours,
the computer levels) falls back to the screen's own default.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from game.engine.info import Choices, GameInfo, Toggle
from game.engine.names import name_problem
from game.store.files import UnreadableFile, read_json, write_json_atomic
from game.store.paths import data_dir

LAST_SETUP_FILE = "last_setup.json"


@dataclass
class LastSetup:
    """What the setup screen showed when its last game started."""

    game: str = ""
    count: int = 0
    names: list[str] = field(default_factory=list)
    players_as: list[str] = field(default_factory=list)  # "human" or a computer level, per seat
    options: dict[str, dict[str, Any]] = field(default_factory=dict)  # per game
    colours: dict[str, list[str]] = field(default_factory=dict)  # per game, every colour in order


def load_last_setup() -> LastSetup:
    """The remembered setup, or an empty one; never raises."""
    try:
        data = read_json(data_dir() / LAST_SETUP_FILE)
    except UnreadableFile:
        return LastSetup()
    if not isinstance(data, dict):
        return LastSetup()
    setup = LastSetup()
    if isinstance(data.get("game"), str):
        setup.game = data["game"]
    if isinstance(data.get("count"), int) and not isinstance(data["count"], bool):
        setup.count = data["count"]
    setup.names = _strings(data.get("names"))
    setup.players_as = _strings(data.get("players_as"))
    for key in ("options", "colours"):
        value = data.get(key)
        if isinstance(value, dict):
            getattr(setup, key).update({k: v for k, v in value.items() if isinstance(k, str)})
    return setup


def store_last_setup(setup: LastSetup) -> None:
    """Remember `setup` (OSError when the data folder cannot take it)."""
    write_json_atomic(data_dir() / LAST_SETUP_FILE, asdict(setup))


def _strings(value: object) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def usable_name(name: str) -> bool:
    return bool(name.strip()) and name_problem(name) is None


def usable_options(info: GameInfo, options: object) -> dict[str, Any] | None:
    """`options` when every key is one of the game's and every value one it declares."""
    if not isinstance(options, dict) or set(options) != {o.key for o in info.options}:
        return None
    for option in info.options:
        value = options[option.key]
        if isinstance(option, Toggle) and not isinstance(value, bool):
            return None
        if isinstance(option, Choices):
            allowed = {choice.value for choice in option.values}
            if not isinstance(value, list) or len(set(map(str, value))) != len(value):
                return None
            if not all(isinstance(v, str) and v in allowed for v in value):
                return None
    return dict(options)


def usable_colours(colours: object, palette: tuple[str, ...]) -> list[str] | None:
    """`colours` when it is an order of exactly the game's colours."""
    if isinstance(colours, list) and sorted(map(str, colours)) == sorted(palette):
        return [str(c) for c in colours]
    return None
