"""What the setup screen must know about each game without importing its engine.

Importing the Koplopers engine pulls in networkx and the map, which the menu
must not wait for, so seat counts, colours and rule options are described here
and checked against the engines by tests once both are importable.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from typing import Any

from game.engine.games import GAMES


@dataclass(frozen=True)
class Toggle:
    """An on/off rule option."""

    key: str
    label: str
    default: bool = False


@dataclass(frozen=True)
class Choices:
    """A rule option that is a set of names picked from a fixed list (may be empty)."""

    key: str
    label: str
    names: tuple[tuple[str, str], ...]  # (value used by the engine, label shown)
    requires: str = ""  # the Toggle that must be on for this option to mean anything


Option = Toggle | Choices


@dataclass(frozen=True)
class GameInfo:
    name: str
    title: str
    seats: range
    colours: tuple[str, ...]  # palette keys, one per seat in seat order by default
    options: tuple[Option, ...]
    hides_hands: bool  # True when seats hold things the others may not see
    ties_share_place: bool = False  # the rulebook has no tie-break: level seats share a place
    stage: str = ""  # the key in view(None) saying how far a game has got (Load lists it)

    def default_options(self) -> dict[str, Any]:
        return {
            option.key: option.default if isinstance(option, Toggle) else []
            for option in self.options
        }


MIXED_KINDS = (
    ("pairs", "Pairs"),
    ("triples", "Triples"),
    ("alt_singles", "Alternating singles"),
    ("alt_pairs", "Alternating pairs"),
    ("alt_triples", "Alternating triples"),
    ("random_alt", "Random alternating"),
    ("incremental", "Incremental"),
)

FREIGHT = GameInfo(
    name="freight",
    title="Freight Train",
    seats=range(2, 6),
    colours=("red", "blue", "yellow", "green", "purple"),
    options=(
        Toggle("unlimited_yard", "Unlimited private yard"),
        Toggle("face_down", "Face-down main yard"),
        Choices("mixed_kinds", "Extra Mixed Train kinds", MIXED_KINDS),
        Toggle("only_mixed", "Only Mixed Trains"),
        Choices(
            "repeatable_kinds",
            "Kinds a player may hold more than one of",
            MIXED_KINDS,
            requires="only_mixed",
        ),
    ),
    hides_hands=False,
    ties_share_place=True,
    stage="day",
)

KOPLOPERS = GameInfo(
    name="koplopers",
    title="Koplopers & Dwarsliggers",
    seats=range(2, 5),
    colours=("red", "yellow", "green", "blue"),
    options=(Toggle("advanced", "Advanced rules"),),
    hides_hands=True,
    stage="round",
)

CATALOG: dict[str, GameInfo] = {info.name: info for info in (FREIGHT, KOPLOPERS)}


def game_info(name: str) -> GameInfo:
    return CATALOG[name]


def installed_games() -> list[str]:
    """The catalogued games whose engine is in this build, found without importing it.

    games.available_games() imports each engine, which for Koplopers means networkx
    and the map: too slow for opening the setup screen.
    """
    return [
        name
        for name in CATALOG
        if name in GAMES and importlib.util.find_spec(GAMES[name].module_path) is not None
    ]
