"""The questions many Koplopers rules ask: whose train, may it move, points enough.

Also where no ride may come (`barred`: a train may not enter an obstructed
station). rules.py's Rules builds on these; each question is answered here
once, with the words a refusal gives.

A refusal is a `Refusal`: a function that puts it into words, in the player's
language (game/texts.py), when someone reads it. Listing the legal actions asks
about every candidate and reads none of the refusals, so none is worded there.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.koplopers.actions import token_list
from game.engine.koplopers.board import Position
from game.engine.koplopers.state import State, Train
from game.texts import tr

Refusal = Callable[[], str]


class TrainChecks:
    """The shared questions over one game's state (the barred positions cached)."""

    def __init__(self, state: State) -> None:
        self.state = state
        self._barred: tuple[tuple[str | None, ...], frozenset[Position]] = ((), frozenset())

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
        obstructions = tuple(self.state.obstructions.values())
        if obstructions != self._barred[0]:
            board = self.state.board
            barred = frozenset(board.facing(platform, station)
                               for station in obstructions if station is not None
                               for platform in board.platforms[station])
            self._barred = (obstructions, barred)
        return self._barred[1]

    def _touches_obstruction(self, train: Train) -> bool:
        """Front or rear at an obstructed station: either way of the section faces one."""
        at = train.position
        assert at is not None
        barred = self.barred()
        return at in barred or (at[0], 1 - at[1]) in barred

    def _own(self, number: int) -> Train | Refusal:
        seat = self.state.me
        train = seat.train(number)
        if train is None:
            count = len(seat.trains)
            return lambda: tr("there is no train {number}; trains are numbered 1 to {count}"
                              ).format(number=number, count=count)
        if train.carried_by is not None:
            host = train.carried_by
            return lambda: tr("train {number} is combined into train {host}; use that number"
                              ).format(number=number, host=host)
        if train.position is None:
            return lambda: tr("train {number} is not on the board").format(number=number)
        return train

    def _own_movable(self, number: int, verb: str) -> Train | Refusal:
        train = self._own(number)
        return train if not isinstance(train, Train) else self._movable(train, verb) or train

    def _movable(self, train: Train, verb: str) -> Refusal | None:
        """`verb` names the move, marked for translation by the caller ("ride", "reverse")."""
        if train.stopped:
            return lambda: tr("a train that had a free action this turn may not {verb} any more "
                              "(call, exchange, combine and split stop a train)"
                              ).format(verb=tr(verb))
        if self._touches_obstruction(train):
            return lambda: tr("a train touching an obstructed station (front or rear) cannot "
                              "{verb}").format(verb=tr(verb))
        return None

    def _free(self, train: Train) -> tuple[str] | Refusal:
        """The station where `train` may take a free action, or why it may not."""
        assert train.position is not None
        number = train.number
        station = self.state.board.facing_station(train.position)
        if station is None:
            return lambda: tr("train {number} is not at a station: its front must face the "
                              "station (its rear does not count)").format(number=number)
        if self.state.obstructed(station):
            return lambda: tr("nothing happens at {station}: the station is obstructed"
                              ).format(station=station)
        if train.locked:
            return lambda: tr("train {number} had a free action last round and must ride "
                              "before it may have another").format(number=number)
        return (station,)

    def _points(self, cost: int) -> Refusal | None:
        left = self.state.ap
        if cost > left:
            return lambda: tr("that costs {cost} action points and {left} are left"
                              ).format(cost=cost, left=left)
        return None

    def _named(self, text: str, train: Train) -> list[int] | Refusal:
        """The tokens of `train` that an action's token list names, or why it names none."""
        tokens = token_list(text)
        if tokens is None or not set(tokens) <= set(train.tokens):
            number = train.number
            return lambda: tr("name tokens of train {number}, rising, like 3,17 (or -), not "
                              "{text!r}").format(number=number, text=text)
        return tokens
