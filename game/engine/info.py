"""What a game declares about itself once, for every front end to read.

OpenSpiel games declare their information (players, parameters) beside the
rules instead of leaving each tool to copy it; so do ours. The setup screen
builds its seat counts and rule options from `INFO`, the rules viewer titles
its pages with it, the results screen knows from it whether tied seats share
a place, and the smoke test and benchmarks list what to open from it. Each
option's key and values are exactly what the game's `options` accept.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.texts import tr


@dataclass(frozen=True)
class Toggle:
    """An on/off rule option."""

    key: str
    label: str
    help: str
    default: bool = False

    def in_language(self) -> Toggle:
        return replace(self, label=tr(self.label), help=tr(self.help))


@dataclass(frozen=True)
class Choice:
    """One value a Choices option may include."""

    value: str  # as the game accepts it
    label: str
    help: str = ""  # what it means, when the option's own help does not say

    def in_language(self) -> Choice:
        return replace(self, label=tr(self.label), help=tr(self.help) if self.help else "")


@dataclass(frozen=True)
class Choices:
    """A rule option that is a set of values picked from a fixed list (may be empty)."""

    key: str
    label: str
    help: str
    values: tuple[Choice, ...]
    requires: str = ""  # the Toggle that must be on for this option to mean anything

    def in_language(self) -> Choices:
        return replace(self, label=tr(self.label), help=tr(self.help),
                       values=tuple(choice.in_language() for choice in self.values))


Option = Toggle | Choices


@dataclass(frozen=True)
class GameInfo:
    """One game's declaration: its name in records, title, seats and rule options."""

    name: str
    title: str
    seats: range
    options: tuple[Option, ...]
    hides_hands: bool  # True when seats hold things the others may not see
    ties_share_place: bool = False  # the rulebook has no tie-break: level seats share a place
    stage: str = ""  # the key in view(None) saying how far a game has got (Load lists it)
    # The seat colours the game's pieces come in, in the order new seats take them: a save
    # naming another colour is refused (game.store.seats).
    seat_colours: tuple[str, ...] = ("red", "blue", "yellow", "green", "purple")

    def in_language(self) -> GameInfo:
        """The same declaration with its title, labels and help in the player's language
        (the engines mark them in English; keys and values never change)."""
        return replace(self, title=tr(self.title),
                       options=tuple(option.in_language() for option in self.options))

    def default_options(self) -> dict[str, Any]:
        """The standard game's options, spelled out: every toggle off, no choices."""
        return {
            option.key: option.default if isinstance(option, Toggle) else []
            for option in self.options
        }
