"""Freight Train declared once: seats, the official variants as options, tie rule."""

from __future__ import annotations

from game.engine.freight.game import PLAYER_COUNTS
from game.engine.freight.patterns import EXTRA_MIXED_KINDS, kind_title
from game.engine.info import Choices, GameInfo, Toggle

_EXTRA_KINDS = tuple((kind, kind_title(kind)) for kind in EXTRA_MIXED_KINDS)

INFO = GameInfo(
    name="freight",
    title="Freight Train",
    seats=PLAYER_COUNTS,
    options=(
        Toggle(
            "unlimited_yard",
            "Unlimited private yard",
            "Variant 1: no limit to the cars in a private yard line (normally 8).",
        ),
        Toggle(
            "face_down",
            "Face-down main yard",
            "Variant 2: Main Yard cars lie face down until a player takes them.",
        ),
        Choices(
            "mixed_kinds",
            "Extra Mixed Train kinds",
            "Variant 3: more kinds of Mixed Train, each with its own pattern of cars.",
            _EXTRA_KINDS,
        ),
        Toggle(
            "only_mixed",
            "Only Mixed Trains",
            "Variant 3 option: no regular trains; only the Mixed Train kinds are formed.",
        ),
        Choices(
            "repeatable_kinds",
            "Kinds a player may hold more than one of",
            "With Only Mixed Trains: these kinds may be formed more than once by one player.",
            (("mixed", kind_title("mixed")), *_EXTRA_KINDS),
            requires="only_mixed",
        ),
    ),
    hides_hands=False,
    ties_share_place=True,
    stage="day",
)
