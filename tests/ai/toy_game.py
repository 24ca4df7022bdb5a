"""A tiny two-seat game whose best turn the Normal-style heuristic gets wrong, for the
tree search's scenario tests.

Each turn is two decisions. First `cash` (1 point now) or `prepare` (nothing
yet); after `cash` the seat may only `pass`, after `prepare` it chooses `waste`
(nothing) or `double` (5 points). The heuristic below likes `cash` and `waste`,
so a greedy player, or a search whose rollouts follow it, scores 1 a turn; a
search over the seat's whole turn finds `prepare` then `double`, 5. Each seat
also holds a secret number the other seat may not see, which changes nothing:
a search that peeked at it could not tell.

With `seasons`, a turn may also start with `sow` (nothing, then `pass`), which
offers `reap` (12 points) at the start of the seat's next turn: worth more than
two turns of `prepare` and `double`, but only to a search that holds both turns.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine.action import Action, ActionSet
from game.engine.base import Game
from game.engine.event import Event
from game.engine.seat_view import SeatView, narrowed

GAINS = {"cash": 1, "double": 5, "reap": 12}
FOLLOWS = {"cash": ("pass",), "prepare": ("waste", "double"), "sow": ("pass",),
           "reap": ("pass",)}
LIKED = {"cash": 1.0, "waste": 1.0}  # the deceptive heuristic's taste


@dataclass(frozen=True)
class Step(Action):
    KIND = "step"
    word: str


@dataclass(frozen=True)
class ToyView:
    """What a seat sees: everything but the other seat's secret."""

    current_player: int | None
    points: tuple[int, ...]
    turns_left: int
    first: int
    secrets: tuple[int | None, ...]
    sown: tuple[bool, ...] = (False, False)
    seasons: bool = False

    @property
    def stage(self) -> int:
        return self.turns_left

    def to_json(self) -> dict[str, Any]:
        return {"current_player": self.current_player, "points": list(self.points),
                "turns_left": self.turns_left, "first": self.first,
                "secrets": list(self.secrets), "sown": list(self.sown), "seasons": self.seasons}


class ToyGame(Game):
    NAME: ClassVar[str] = "toy"
    RULES_VERSION: ClassVar[int] = 1
    ACTIONS: ClassVar[ActionSet] = ActionSet([Step])

    def __init__(self, secrets: list[int], turns: int = 4, seed: int = 0,
                 seasons: bool = False) -> None:
        super().__init__(["Ann", "Bob"], seed, {})
        self.seasons = seasons
        self.sown = [False, False]
        self.secrets = list(secrets)
        self.points = [0, 0]
        self.turns_left = turns
        self.seat = 0
        self.first: str | None = None  # the turn's first decision, once made

    def _candidates(self) -> Iterable[Action]:
        if self.first:
            words: tuple[str, ...] = FOLLOWS[self.first]
        elif self.sown[self.seat]:
            words = ("reap",)
        else:
            words = ("cash", "prepare", "sow") if self.seasons else ("cash", "prepare")
        return [Step(word) for word in words] if not self.is_over else []

    def why_illegal(self, action: Action) -> str | None:
        return None if action in list(self._candidates()) else "not now"

    def _perform(self, action: Action) -> list[Event]:
        assert isinstance(action, Step)
        self.points[self.seat] += GAINS.get(action.word, 0)
        if action.word in ("sow", "reap"):
            self.sown[self.seat] = action.word == "sow"
        if self.first is None:
            self.first = action.word
        else:
            self.first = None
            self.seat = 1 - self.seat
            self.turns_left -= 1
        return []

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.seat

    @property
    def is_over(self) -> bool:
        return self.turns_left <= 0

    def scores(self) -> list[int]:
        return list(self.points)

    def ranking(self) -> list[int]:
        return sorted(range(2), key=lambda s: -self.points[s])

    def view(self, seat: int | None) -> ToyView:
        return ToyView(self.current_player, tuple(self.points), self.turns_left, self.first,
                       tuple(s if seat in (None, i) else None for i, s in enumerate(self.secrets)),
                       tuple(self.sown), self.seasons)

    def describe(self, action: Action, seat: int) -> str:
        return str(action)


def determinize(view: SeatView, seat: int, rng: random.Random) -> ToyGame:
    """A game consistent with `view`: the secrets it hides dealt at random."""
    toy = narrowed(view, ToyView)
    secrets = [s if s is not None else rng.randrange(10) for s in toy.secrets]
    game = ToyGame(secrets, turns=toy.turns_left, seasons=toy.seasons)
    game.points, game.seat, game.first = list(toy.points), seat, toy.first
    game.sown = list(toy.sown)
    return game


class ToyRater:
    """The deceptive heuristic, from the view or inside a made-up game."""

    def rate(self, view: SeatView | None, legal: list[Action]) -> list[float]:
        return [LIKED.get(action.word, 0.0) for action in legal]  # type: ignore[attr-defined]

    def rate_in(self, game: Game, legal: list[Action]) -> list[float]:
        return self.rate(None, legal)


def lead(view: SeatView, seat: int) -> float:
    points = narrowed(view, ToyView).points
    return float(points[seat] - points[1 - seat])
