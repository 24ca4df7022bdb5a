"""Koplopers & Dwarsliggers declared once: seats, the advanced rules option."""

from __future__ import annotations

from game.engine.info import GameInfo, Toggle
from game.engine.koplopers.game import PLAYER_COUNTS

INFO = GameInfo(
    name="koplopers",
    title="Koplopers & Dwarsliggers",
    seats=PLAYER_COUNTS,
    options=(
        Toggle(
            "advanced",
            "Advanced rules",
            "First train on any construction site; calling need not pick up passengers; "
            "passengers still aboard at the end always count against you.",
        ),
    ),
    hides_hands=True,
    stage="round",
)
