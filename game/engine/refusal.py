"""A refusal: the words a player reads, built only when someone reads them.

Listing the legal actions tries every candidate and reads none of the
refusals, and a move's look-ahead tries hundreds of placements. So a rule
returns its refusal unread: fixed words as the English message itself (marked
with `mark()`, so the catalog lists it), and words that take work to build
('an Auto Rack car cannot start a Box train') as a function that builds them
through `tr()`. Whoever shows a refusal reads it with `words()`, which is where
a fixed message is put into the player's language: listing never pays for it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.texts import tr

Refusal = str | Callable[[], str]


def words(refusal: Refusal) -> str:
    """The refusal in the player's language."""
    return tr(refusal) if isinstance(refusal, str) else refusal()


def said(message: str, **fields: object) -> Refusal:
    """A marked message with named fields, filled in once it is read:
    `said(mark("Main Yard line {line} is empty"), line=2)`."""
    return partial(_filled, message, fields)


def _filled(message: str, fields: dict[str, object]) -> str:
    return tr(message).format(**fields)
