"""A tiny game on the real engine base, so UI tests need neither real engine.

Each seat holds a hidden hand. On a turn a seat may `step` (free, undoable, at
most twice), `draw` a card (reveals the deck: sealed against undo) and must
`pass`, which hands the turn on. The game ends after six passes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.engine.action import Action, ActionSet, JSONDict
from game.engine.base import Game, checked_seed, player_names
from game.engine.event import Event
from game.engine.info import GameInfo, Toggle
from game.engine.record import replay

INFO = GameInfo(
    name="toy",
    title="Toy",
    seats=range(2, 5),
    options=(Toggle("fast", "Fast toy", "A toggle for the setup screen to show."),),
    hides_hands=True,
)


@dataclass(frozen=True)
class Step(Action):
    KIND = "step"
    size: int


@dataclass(frozen=True)
class Draw(Action):
    KIND = "draw"


@dataclass(frozen=True)
class Pass(Action):
    KIND = "pass"


@dataclass(frozen=True)
class ToyView:
    """What a seat sees: the points, its own hand, and how many cards the others hold."""

    current_player: int | None
    stage: int  # passes so far
    points: tuple[int, ...]
    hands: tuple[tuple[int, ...] | int, ...]

    def to_json(self) -> JSONDict:
        return {"points": list(self.points),
                "hands": [list(h) if isinstance(h, tuple) else h for h in self.hands]}


class ToyGame(Game):
    NAME = "toy"
    RULES_VERSION = 1
    ACTIONS = ActionSet([Step, Draw, Pass])

    def __init__(self, players: list[str], seed: int, options: JSONDict) -> None:
        super().__init__(players, seed, options)
        self.deck = list(range(1, 21))
        self.rng.shuffle(self.deck)
        self.hands: list[list[int]] = [[] for _ in players]
        self.points = [0] * len(players)
        self.seat = 0
        self.steps = 0
        self.passes = 0

    def _candidates(self) -> Iterable[Action]:
        return [Step(1), Step(2), Draw(), Pass()]

    def why_illegal(self, action: Action) -> str | None:
        if self.is_over:
            return "the game is over"
        if isinstance(action, Step):
            if action.size not in (1, 2):
                return "a step is 1 or 2"
            return "two steps a turn at most" if self.steps >= 2 else None
        if isinstance(action, Draw):
            return None if self.deck else "the deck is empty"
        return None

    def _perform(self, action: Action) -> list[Event]:
        """The toy reports no events: its screen is the generic one, which shows none."""
        self.log.append(self.describe(action, self.seat))
        if isinstance(action, Step):
            self.points[self.seat] += action.size
            self.steps += 1
        elif isinstance(action, Draw):
            self.hands[self.seat].append(self.deck.pop())
            self._seal()
        else:
            self.seat = (self.seat + 1) % len(self.players)
            self.steps = 0
            self.passes += 1
        return []

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.seat

    @property
    def is_over(self) -> bool:
        return self.passes >= 6

    def scores(self) -> list[int]:
        return [p + sum(h) for p, h in zip(self.points, self.hands, strict=True)]

    def ranking(self) -> list[int]:
        return sorted(range(len(self.players)), key=lambda s: -self.scores()[s])

    def view(self, seat: int | None) -> ToyView:
        return ToyView(self.current_player, self.passes, tuple(self.points), tuple(
            tuple(h) if seat in (None, i) else len(h) for i, h in enumerate(self.hands)))

    def describe(self, action: Action, seat: int) -> str:
        name = self.players[seat]
        if isinstance(action, Step):
            return f"{name} steps {action.size}"
        return f"{name} draws a card" if isinstance(action, Draw) else f"{name} passes"


def new_game(players: Any = 2, seed: int = 0, options: Any = None) -> ToyGame:
    return ToyGame(player_names(players, INFO.seats), checked_seed(seed), options or {})


def load(record: Any) -> ToyGame:
    return replay(record, ToyGame, new_game)
