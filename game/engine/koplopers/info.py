"""Koplopers & Dwarsliggers declared once: seats, the advanced rules option.

The title, label and help are marked for the translators' catalog and kept in
English here, because INFO is made once at import: a screen shows them through
tr(), in the language chosen when it is drawn.
"""

from __future__ import annotations

from game.engine.info import GameInfo, Toggle
from game.engine.koplopers.game import PLAYER_COUNTS
from game.texts import mark

INFO = GameInfo(
    name="koplopers",
    title=mark("Koplopers & Dwarsliggers"),
    seats=PLAYER_COUNTS,
    options=(
        Toggle(
            "advanced",
            mark("Advanced rules"),
            mark("First train on any construction site; calling need not pick up passengers; "
                 "passengers still aboard at the end always count against you."),
        ),
    ),
    hides_hands=True,
    stage="round",
    seat_colours=("red", "yellow", "green", "blue"),
)
