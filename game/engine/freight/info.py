"""Freight Train declared once: seats, the official variants as options, tie rule.

Its words are made at import, so they are marked (`mark`) for the catalog and
put through `tr()` where a screen shows them.
"""

from __future__ import annotations

from game.engine.freight.game import PLAYER_COUNTS
from game.engine.freight.patterns import EXTRA_MIXED_KINDS, KIND_TITLES, MIXED
from game.engine.info import Choice, Choices, GameInfo, Toggle
from game.texts import mark

# Each additional Mixed Train kind with the rulebook's description and example.
_EXAMPLES = {
    "pairs": mark("Two of each car type, the two together: coal, coal, box, box, flat, flat."),
    "triples": mark(
        "Three of each car type, the three together: coal, coal, coal, box, box, box."
    ),
    "alt_singles": mark(
        "Two car types, never two alike together: coal, box, coal, box, coal, box."
    ),
    "alt_pairs": mark("Two car types, all in pairs: coal, coal, box, box, coal, coal, box, box."),
    "alt_triples": mark(
        "Two car types, all in triples: coal, coal, coal, box, box, box, coal, ..."
    ),
    "random_alt": mark(
        "Your own repeating pattern of singles and/or pairs of up to four types: "
        "coal, box, box, flat, stock, stock, coal, box, box, ..."
    ),
    "incremental": mark(
        "A single, a pair, a triple, a quad, ... in that order: "
        "coal, box, box, flat, flat, flat, stock, stock, stock, stock."
    ),
}
_STANDARD_MIXED = mark("The standard Mixed Train: no more than 1 car of each type.")
_EXTRA_KINDS = tuple(Choice(kind, KIND_TITLES[kind], _EXAMPLES[kind]) for kind in EXTRA_MIXED_KINDS)

INFO = GameInfo(
    name="freight",
    title=mark("Freight Train"),
    seats=PLAYER_COUNTS,
    options=(
        Toggle(
            "unlimited_yard",
            mark("Unlimited private yard"),
            mark("Variant 1: no limit to the cars in a private yard line (normally 8)."),
        ),
        Toggle(
            "face_down",
            mark("Face-down main yard"),
            mark("Variant 2: Main Yard cars lie face down until a player takes them."),
        ),
        Choices(
            "mixed_kinds",
            mark("Extra Mixed Train kinds"),
            mark("Variant 3: more kinds of Mixed Train, each with its own pattern of cars."),
            _EXTRA_KINDS,
        ),
        Toggle(
            "only_mixed",
            mark("Only Mixed Trains"),
            mark("Variant 3 option: no regular trains; only the Mixed Train kinds are formed."),
        ),
        Choices(
            "repeatable_kinds",
            mark("Kinds a player may hold more than one of"),
            mark(
                "With Only Mixed Trains: these kinds may be formed more than once by one player."
            ),
            (Choice(MIXED, KIND_TITLES[MIXED], _STANDARD_MIXED), *_EXTRA_KINDS),
            requires="only_mixed",
        ),
    ),
    hides_hands=False,
    ties_share_place=True,
    stage="day",
)
