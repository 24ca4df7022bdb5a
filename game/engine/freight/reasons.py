"""A refusal: the words a player reads, built only when someone reads them.

Listing the legal actions tries every candidate and reads none of the
refusals, and a move's look-ahead tries hundreds of placements. So a rule whose
words take work to build ('an Auto Rack car cannot start a Box train') returns
a function that builds them, and a rule with fixed words returns the words.
Whoever shows a refusal reads it with `words()`.
"""

from __future__ import annotations

from collections.abc import Callable

Refusal = str | Callable[[], str]


def words(refusal: Refusal) -> str:
    return refusal if isinstance(refusal, str) else refusal()
