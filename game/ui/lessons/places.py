"""The places a lesson lights, spelled for people, turned into the engine's Targets.

Koplopers:  'train 0.2' (seat 0's train 2), 'station HRL', 'site site-HRL',
            'section 17' or 'section STD-HRL.1', 'token 5', 'card 0' (in the hand of
            the seat to move), 'repair'.
Freight:    'line 3', 'row 1', 'train 2', 'hand 1', 'tray 1' (counted from 1, as the
            actions count them), 'new_train box', 'discard', 'caboose_pile', 'reserve'.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import freight, koplopers
from game.engine.base import Game
from game.engine.target import Target
from game.texts import tr


class PlaceError(ValueError):
    """A spelling that names no place of the game."""


def _koplopers(game: Game, kind: str, arg: str) -> Target:
    assert isinstance(game, koplopers.KoplopersGame)
    board = game.board
    if kind == koplopers.TRAIN:
        seat, _, number = arg.partition(".")
        return koplopers.train_target(int(seat), int(number))
    if kind == koplopers.STATION:
        return koplopers.station_target(board, arg)
    if kind == koplopers.SITE:
        return koplopers.site_target(board, arg)
    if kind == koplopers.REPAIR:
        return koplopers.REPAIR_CARD
    if kind == koplopers.SECTION and not arg.isdigit():
        return koplopers.section_target(board.by_label[arg])
    if kind in (koplopers.SECTION, koplopers.TOKEN, koplopers.CARD):
        return Target(kind, int(arg))
    raise PlaceError(tr("'{kind}' is no kind of place").format(kind=kind))


FREIGHT_COUNTED = (freight.LINE, freight.ROW, freight.TRAIN, freight.HAND, freight.TRAY)
FREIGHT_SINGLE = (freight.DISCARD, freight.CABOOSE_PILE, freight.RESERVE)


def _freight(game: Game, kind: str, arg: str) -> Target:
    if kind in FREIGHT_COUNTED:
        return Target(kind, int(arg) - 1)
    if kind == freight.NEW_TRAIN:
        return freight.new_train_target(arg)
    if kind in FREIGHT_SINGLE:
        return Target(kind, 0)
    raise PlaceError(tr("'{kind}' is no kind of place").format(kind=kind))


RESOLVERS: dict[str, Callable[[Game, str, str], Target]] = {
    "koplopers": _koplopers,
    "freight": _freight,
}


def place(game: Game, spelling: str) -> Target:
    """The Target `spelling` names in `game`, or PlaceError saying why none."""
    kind, _, arg = spelling.strip().partition(" ")
    resolve = RESOLVERS.get(game.NAME)
    if resolve is None:
        raise PlaceError(tr("lessons cannot light places of the game '{game}'").format(
            game=game.NAME))
    try:
        return resolve(game, kind, arg.strip())
    except PlaceError:
        raise  # it says which kind of place is unknown
    except (ValueError, KeyError) as error:
        raise PlaceError(tr("'{place}' names no place").format(place=spelling)) from error
