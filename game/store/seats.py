"""Who sits at each seat: name, colour, and whether a person or the computer decides.

The engine record knows only the names; seats are stored beside it in the save
so Continue brings back the same humans and computer players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import InvalidRecord
from game.texts import tr

HUMAN = "human"
COMPUTER = "computer"


def computer_levels() -> list[str]:
    """The levels the setup screen offers (Easy, Normal, Hard), imported only when asked for.

    The level registry imports both engines and their computer players (networkx
    with them), which the menu must not wait for.
    """
    from game.ai.levels import COMPUTER_LEVELS

    return list(COMPUTER_LEVELS)


def known_levels() -> list[str]:
    """Every level a save may name: the offered ones and the random player of tournaments."""
    from game.ai.levels import LEVELS

    return list(LEVELS)


@dataclass(frozen=True)
class Seat:
    name: str
    colour: str
    kind: str = HUMAN
    level: str = "random"
    # How many hints this seat asked for (game/ui/hints.py); kept in the save, not the record.
    hints: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str | int]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind, "level": self.level,
                "hints": self.hints}


def seats_from_json(data: Any, players: list[str], colours: tuple[str, ...]) -> list[Seat]:
    """The seats of a save, checked against the record's players and the game's
    `colours`, or InvalidRecord naming what is wrong.

    A bare engine record (a replay export, a bug report, a test fixture) has no
    seats at all: everyone sits as a person, in the game's colours in order, so
    any record `check` accepts also opens.
    """
    if data is None and len(players) <= len(colours):
        return [Seat(name, colour) for name, colour in zip(players, colours, strict=False)]
    if not isinstance(data, list) or len(data) != len(players):
        raise InvalidRecord(tr("the save's seats do not match its players"))
    levels = known_levels()
    seats = []
    for entry, name in zip(data, players, strict=True):
        if not isinstance(entry, dict) or entry.get("name") != name:
            raise InvalidRecord(tr("the save's seat for {name!r} is unreadable").format(name=name))
        colour, kind, level = entry.get("colour"), entry.get("kind"), entry.get("level")
        if not isinstance(colour, str) or colour not in colours:
            raise InvalidRecord(tr("the save's seat for {name!r} has an unknown colour {colour!r}")
                                .format(name=name, colour=colour))
        if kind not in (HUMAN, COMPUTER):
            raise InvalidRecord(tr("the save's seat for {name!r} has an unknown kind {kind!r}")
                                .format(name=name, kind=kind))
        if not isinstance(level, str) or level not in levels:
            raise InvalidRecord(tr("the save's seat for {name!r} has an unknown level {level!r}")
                                .format(name=name, level=level))
        hints = entry.get("hints", 0)  # saves from before hints have none
        if not isinstance(hints, int) or isinstance(hints, bool) or hints < 0:
            raise InvalidRecord(tr("the save's seat for {name!r} has an unreadable hint count")
                                .format(name=name))
        seats.append(Seat(name, colour, str(kind), level, hints))
    if len({seat.colour for seat in seats}) != len(seats):
        raise InvalidRecord(tr("two of the save's seats have the same colour"))
    return seats
