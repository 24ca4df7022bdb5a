"""A ride refused only because the train faces the other way says so, and what to do:
Reverse first (or why that cannot be done now). It gave the general ride rule ("it rides
forward, never into a construction site, …"), which a player facing the wrong way cannot
act on. The refusal is the rules' own, the code that lists the rides."""

from __future__ import annotations

from .table import put, refuse, table
from .test_rules_edges import says


def test_a_ride_behind_the_train_says_reverse_first() -> None:
    game = table()
    put(game, 0, 1, "ASN-MP.2>MP")  # facing Meppel; Groningen lies behind it
    says(game, "ride 1 GN-ASN.1>GN", "train 1 faces the other way: Reverse it first (1 action "
         "point), then it can ride to Groningen (from Assen)")


def test_when_it_may_not_reverse_the_refusal_says_why() -> None:
    game = table()
    put(game, 0, 1, "ASN-MP.2>MP")
    game.state.ap = 1
    game.rules.forget()
    says(game, "ride 1 GN-ASN.1>GN", "train 1 faces the other way, so it cannot ride to "
         "Groningen (from Assen) without reversing first, and that cannot be done now: that "
         "costs 3 action points and 1 is left")


def test_out_of_reach_either_way_is_still_the_ride_rule() -> None:
    game = table()
    put(game, 0, 1, "ASN-MP.2>MP")
    refuse(game, "ride 1 HRL-MT.1>MT", "cannot ride to")
