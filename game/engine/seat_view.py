"""What every game's view of the table promises, whatever else it declares.

Each game declares what a seat sees as frozen dataclasses of its own (OpenSpiel's
observer: one schema per game, `freight.FreightView`, `koplopers.KoplopersView`);
`Game.view(seat)` returns one. Generic code (the Load list, the replay's
timeline, the generic game screen) reads only what this protocol names, so it
never looks inside a particular game's view.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from game.engine.action import JSONDict


class SeatView(Protocol):
    """A seat's view of the table, as every game declares it."""

    @property
    def current_player(self) -> int | None:
        """The seat whose decision it is; None when the game is over."""
        ...

    @property
    def stage(self) -> int:
        """How far the game has got, counted as its rulebook counts (Freight's day,
        Koplopers' round); GameInfo.stage names the unit."""
        ...

    def to_json(self) -> JSONDict:
        """The view as plain JSON: for a bug report, a tool, the generic game screen."""
        ...


def to_move(view: SeatView) -> int:
    """The seat deciding in `view`: a computer player is only ever asked while the game is on."""
    seat = view.current_player
    if seat is None:
        raise ValueError("nobody is to move: the game is over")
    return seat


View = TypeVar("View")


def narrowed(view: SeatView, kind: type[View]) -> View:
    """`view` as the game's own view class `kind`: code written for one game (its computer
    player, its table) takes any SeatView where a generic caller hands one on, and reads it
    as its own game's here, refusing another game's."""
    if not isinstance(view, kind):
        raise TypeError(f"expected a {kind.__name__}, not a {type(view).__name__}")
    return view
