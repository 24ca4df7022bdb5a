"""What every game engine shares: one apply() path and the record.

A game subclass supplies three things: `_candidates()` (every action worth
asking about right now), `why_illegal(action)` (the rules: None when allowed,
else the reason) and `_perform(action)` (the change, which may assume the
action is legal). `legal_actions()` is the candidates that `why_illegal`
accepts, and `apply()` raises with the reason `why_illegal` gives, so the
listing of legal actions and the rejection of illegal ones are one piece of
rule code and can never disagree.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any, ClassVar

from game.engine.action import Action, ActionSet, JSONDict
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.engine.names import name_problem
from game.engine.seat_view import SeatView
from game.texts import tr


class Game(ABC):
    """A game in progress, driven only through apply()."""

    NAME: ClassVar[str]
    RULES_VERSION: ClassVar[int]
    ACTIONS: ClassVar[ActionSet]

    def __init__(self, players: list[str], seed: int, options: JSONDict) -> None:
        self.players = list(players)
        self.seed = seed
        self.options = dict(options)
        self.rng = random.Random(seed)
        self.actions: list[Action] = []
        # The game log as players read it: each action and everything that followed
        # from it on its own (a marker passed on, a day scored), one line each.
        self.log: list[str] = []
        # Where in the log each turn begins: (its first line's index, the seat to move),
        # for a front end to set turns apart; a game that does not say keeps none.
        self.log_turns: list[tuple[int, int]] = []
        # Undo may take back actions only down to undo_floor (the higher of these two).
        # reveal_floor stands past every action that revealed something (a draw, a
        # shuffle, a face-down card, a new day dealt): never to be taken back.
        # turn_floor stands past every action that handed the decision to another seat,
        # even when an automatic step brought it straight back (Freight's start marker
        # passed on): a front end may still take back a turn end nobody has confirmed
        # yet, as long as it revealed nothing. Games call _seal() for a reveal and
        # _hand_over() for the end of a turn; a change of current_player is seen here.
        self.reveal_floor = 0
        self.turn_floor = 0
        self._sealed = False
        self._handed_over = False

    # --- the rules, supplied by each game -------------------------------------------------
    @abstractmethod
    def _candidates(self) -> Iterable[Action]:
        """Every action that might be legal now (a superset of the legal ones)."""

    @abstractmethod
    def why_illegal(self, action: Action) -> str | None:
        """None when `action` is legal now, else the rule it breaks, in words."""

    @abstractmethod
    def _perform(self, action: Action) -> list[Event]:
        """Change the state by a legal action, and everything that follows from it.

        Returns what happened, in order (see event.py).
        """

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat whose decision it is; None when the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]: ...

    @abstractmethod
    def ranking(self) -> list[int]: ...

    @abstractmethod
    def view(self, seat: int | None) -> SeatView:
        """What `seat` may see of the table (None: everything), as the game's own frozen
        dataclasses: hidden information is decided there and nowhere else."""

    def summary(self) -> dict[str, float]:
        """A few numbers that characterise a finished game, for selfplay statistics."""
        return {}

    @abstractmethod
    def describe(self, action: Action, seat: int) -> str:
        """The game-log line for `action` played by `seat` ("Ann takes a Box car...")."""

    # --- shared machinery -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        return [a for a in self._candidates() if self.why_illegal(a) is None]

    def is_legal(self, action: Action) -> bool:
        return self.refusal(action) is None

    def refusal(self, action: object) -> str | None:
        """Why `action` may not be played now, or None: what apply() raises, in words.

        Anything that is not a well-formed action of this game is refused here, before
        the rules, so a rule never meets a field of the wrong type.
        """
        if not isinstance(action, Action) or type(action) not in self.ACTIONS.classes:
            return tr("{action!r} is not an action of {game}").format(action=action, game=self.NAME)
        return self.ACTIONS.field_problem(action) or self.why_illegal(action)

    def apply(self, action: Action) -> list[Event]:
        """Play `action` and return what happened; or raise IllegalAction(reason).

        An illegal action leaves the state untouched.
        """
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        seat = self.current_player
        self._sealed = self._handed_over = False
        events = self._perform(action)
        self.actions.append(action)
        if self._sealed:
            self.reveal_floor = len(self.actions)
        if self._handed_over or self.current_player != seat:
            self.turn_floor = len(self.actions)
        return events

    @property
    def undo_floor(self) -> int:
        """How many actions undo must leave: past every reveal and every turn handed on."""
        return max(self.reveal_floor, self.turn_floor)

    def _seal(self) -> None:
        """Mark the action being performed as one that revealed or shuffled something.

        Taking it back would let a player see the card and then choose otherwise.
        """
        self._sealed = True

    def _hand_over(self) -> None:
        """Mark the action being performed as the end of its seat's turn.

        The next seat's move (automatic ones too) must not be unmade by undo, even
        when the decision comes straight back to the same seat.
        """
        self._handed_over = True

    def record(self) -> JSONDict:
        """The whole game as JSON: the save file, the replay and the bug report."""
        return {
            "game": self.NAME,
            "rules_version": self.RULES_VERSION,
            "options": dict(self.options),
            "seed": self.seed,
            "players": list(self.players),
            "actions": [a.to_json() for a in self.actions],
        }

    def player_name(self, seat: int) -> str:
        return self.players[seat]


def player_names(players: list[str] | int, allowed: range) -> list[str]:
    """Names from a list or a count ("Player 1"...), checked against the seat range."""
    if isinstance(players, bool) or not isinstance(players, (int, list)):
        raise ValueError(tr("players must be a list of names or a number of players"))
    count = players if isinstance(players, int) else len(players)
    if count not in allowed:  # before naming them: a damaged save may ask for 10**18 players
        raise ValueError(tr("this game takes {least} to {most} players, not {count}").format(
            least=allowed.start, most=allowed.stop - 1, count=count))
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else players
    for name in names:
        problem = name_problem(name)
        if problem:
            raise ValueError(problem)
    return [str(n) for n in names]


def checked_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise ValueError(tr("seed must be a whole number from 0 to 2^63-1, not {seed!r}").format(
            seed=seed))
    return seed
