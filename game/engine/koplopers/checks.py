"""The questions many Koplopers rules ask: whose train, may it move, points enough.

Also where no ride may come (`barred`: a train may not enter an obstructed
station). rules.py's Rules builds on these; each question is answered here
once, with the words a refusal gives.

A rule answers with a `Refusal`, not yet in words (game/engine/refusal.py):
listing the legal actions asks about every candidate and reads none of them.
"""

from __future__ import annotations

from functools import partial

from game.engine.koplopers.actions import token_list
from game.engine.koplopers.board import Board, Position
from game.engine.koplopers.state import State, Train
from game.engine.refusal import Refusal, said
from game.texts import mark, ntr, tr


class TokenFace:
    """A token as players see it ('250 → Zwolle') for a refusal's field: its words are
    worked out (in the player's language) only when the refusal is read."""

    __slots__ = ("board", "token")

    def __init__(self, board: Board, token: int) -> None:
        self.board, self.token = board, token

    def __str__(self) -> str:
        return self.board.token_name(self.token)


# The moves that a stopped train, or one touching an obstruction, may not make: why not,
# in whole sentences for the translators.
RIDE, REVERSE, RIDE_INTO_SITE = "ride", "reverse", "ride_into_site"
_STOPPED = {
    RIDE: mark("a train that had a free action this turn may not ride any more "
               "(call, exchange, combine and split stop a train)"),
    REVERSE: mark("a train that had a free action this turn may not reverse any more "
                  "(call, exchange, combine and split stop a train)"),
    RIDE_INTO_SITE: mark("a train that had a free action this turn may not ride into the site "
                         "any more (call, exchange, combine and split stop a train)"),
}
_TOUCHING = {
    RIDE: mark("a train touching an obstructed station (front or rear) cannot ride"),
    REVERSE: mark("a train touching an obstructed station (front or rear) cannot reverse"),
    RIDE_INTO_SITE: mark("a train touching an obstructed station (front or rear) cannot ride "
                         "into the site"),
}


class TrainChecks:
    """The shared questions over one game's state (the barred positions cached)."""

    def __init__(self, state: State) -> None:
        self.state = state
        self._barred: tuple[dict[str, str | None], frozenset[Position]] = ({}, frozenset())

    def may_enter(self, position: Position) -> bool:
        """Whether a ride may come onto `position` (see barred)."""
        return position not in self.barred()

    def barred(self) -> frozenset[Position]:
        """Where no ride may come: a train may not enter an obstructed station.

        Example 5: "Seb's train has not been blocked, although it may not enter
        Leeuwarden." A platform facing the station is in it, so the ride stops on the
        section before, where the train may reverse. Not entering is never passing:
        "Trains can no longer call at obstructed stations, nor can they pass those stations."
        These are the positions facing an obstructed station, worked out again whenever
        the obstructions differ from the last time asked.
        """
        obstructions = self.state.obstructions
        if obstructions != self._barred[0]:
            board = self.state.board
            barred = frozenset(board.facing(platform, station)
                               for station in obstructions.values() if station is not None
                               for platform in board.platforms[station])
            self._barred = (dict(obstructions), barred)
        return self._barred[1]

    def _touches_obstruction(self, train: Train) -> bool:
        """Front or rear at an obstructed station: either way of the section faces one."""
        at = train.position
        assert at is not None
        barred = self.barred()
        return at in barred or (at[0], 1 - at[1]) in barred

    def _own(self, number: int) -> Train | Refusal:
        s = self.state
        trains = s.seats[s.turn].trains
        train = trains[number - 1] if 0 < number <= len(trains) else None
        if train is None:
            return said(mark("there is no train {number}; trains are numbered 1 to {count}"),
                        number=number, count=len(trains))
        if train.carried_by is not None:
            return said(mark("train {number} is combined into train {host}; use that number"),
                        number=number, host=train.carried_by)
        if train.position is None:
            return said(mark("train {number} is not on the board"), number=number)
        return train

    def _own_movable(self, number: int, move: str) -> Train | Refusal:
        train = self._own(number)
        return train if not isinstance(train, Train) else self._movable(train, move) or train

    def _movable(self, train: Train, move: str) -> Refusal | None:
        """Whether `train` may make `move` (RIDE, REVERSE, RIDE_INTO_SITE) as far as its
        free actions and the obstructions go."""
        if train.stopped:
            return _STOPPED[move]
        if self._touches_obstruction(train):
            return _TOUCHING[move]
        return None

    def _free(self, train: Train) -> tuple[str] | Refusal:
        """The station where `train` may take a free action, or why it may not."""
        assert train.position is not None
        station = self.state.board.facing_station(train.position)
        if station is None:
            return said(mark("train {number} is not at a station: its front must face the "
                             "station (its rear does not count)"), number=train.number)
        if self.state.obstructed(station):
            return said(mark("nothing happens at {station}: the station is obstructed"),
                        station=station)
        if train.locked:
            return said(mark("train {number} had a free action last round and must ride "
                             "before it may have another"), number=train.number)
        return (station,)

    def _points(self, cost: int) -> Refusal | None:
        if cost > self.state.ap:
            return partial(_short_of, cost, self.state.ap)
        return None

    def _named(self, text: str, train: Train) -> list[int] | Refusal:
        """The tokens of `train` that an action's token list names, or why it names none."""
        tokens = token_list(text)
        if tokens is None or not set(tokens) <= set(train.tokens):
            return said(mark("name tokens of train {number}, rising, like 3,17 (or -), not "
                             "{text!r}"), number=train.number, text=text)
        return tokens


def _short_of(cost: int, left: int) -> str:
    """'that costs 2 action points and 1 is left': each count with its own plural."""
    return tr("that costs {points} and {left}").format(
        points=ntr("{n} action point", "{n} action points", cost),
        left=ntr("{n} is left", "{n} are left", left))
