"""The Freight table as one seat may see it, read once from the engine's view(seat).

The table draws only from this: what is hidden (face-down Main Yard cars) the
engine's view has already hidden, so the screen never decides it again. Cars
are their type codes ("box", "tank"); a face-down car is None.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

START, TAKE, MOVE, SWITCH = "start", "take", "move", "switch"  # the view's phases


@dataclass(frozen=True)
class SeenTrain:
    kind: str
    cars: tuple[str, ...]
    caboose: bool


@dataclass(frozen=True)
class SeenPlayer:
    name: str
    score: int
    locomotives: int
    added_locomotive_today: bool
    rows: tuple[tuple[str, ...], ...]
    trains: tuple[SeenTrain, ...]

    @property
    def free_locomotives(self) -> int:
        return self.locomotives - len(self.trains)


@dataclass(frozen=True)
class SeenTable:
    day: int
    day_ending: bool
    phase: str
    to_move: int | None  # None: the game is over
    marker: int
    main_yard: tuple[tuple[str | None, ...], ...]
    pile: int
    cabooses: int
    discard: tuple[str, ...]
    hand: tuple[str, ...]
    cars_this_action: int
    switch_hand: tuple[str, ...]
    players: tuple[SeenPlayer, ...]
    days_scored: int
    over: bool
    unlimited_yard: bool
    face_down_yard: bool  # the variant: a car may be discarded when it fits nowhere
    only_mixed: bool
    mixed_kinds: tuple[str, ...]  # every Mixed Train kind in play, the standard one first

    @property
    def seats(self) -> int:
        return len(self.players)


def seen(view: Mapping[str, Any]) -> SeenTable:
    """The engine's view(seat) as typed records."""
    options = view.get("options") or {}
    return SeenTable(
        day=view["day"],
        day_ending=view["day_ending"],
        phase=view["phase"],
        to_move=view["current_player"],
        marker=view["marker"],
        main_yard=tuple(tuple(line) for line in view["main_yard"]),
        pile=view["pile"],
        cabooses=view["cabooses"],
        discard=tuple(view["discard"]),
        hand=tuple(view["hand"]),
        cars_this_action=view["cars_this_action"],
        switch_hand=tuple(view["switch_hand"]),
        players=tuple(
            SeenPlayer(
                p["name"],
                p["score"],
                p["locomotives"],
                p["added_locomotive_today"],
                tuple(tuple(row) for row in p["rows"]),
                tuple(SeenTrain(t["kind"], tuple(t["cars"]), t["caboose"]) for t in p["trains"]),
            )
            for p in view["players"]
        ),
        days_scored=len(view["day_results"]),
        over=view["over"],
        unlimited_yard=bool(options.get("unlimited_yard", False)),
        face_down_yard=bool(options.get("face_down", False)),
        only_mixed=bool(options.get("only_mixed", False)),
        mixed_kinds=("mixed", *options.get("mixed_kinds", ())),
    )
