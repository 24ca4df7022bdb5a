"""Setting up the table: options, tokens on their spots, cards dealt, round track.

Everything random happens here or at a reshuffle, always through the game's
seeded generator, so a record's seed rebuilds the same table.
"""

from __future__ import annotations

import random
from typing import Any

from game.engine.errors import UnknownOption
from game.engine.koplopers.board import Board
from game.engine.koplopers.state import TRAINS_PER_SEAT, Seat, State, Train
from game.texts import tr

OPTIONS = ("advanced",)


def advanced_rules(options: Any) -> bool:
    """The one option: {"advanced": true} plays the rulebook's advanced rules."""
    if options is None:
        return False
    if not isinstance(options, dict):
        raise UnknownOption(tr("options must be a JSON object"))
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise UnknownOption(tr("unknown Koplopers option {option!r}; options: advanced").format(
            option=unknown[0]))
    value = options.get("advanced", False)
    if not isinstance(value, bool):
        raise UnknownOption(tr("option 'advanced' must be true or false"))
    return value


def max_rounds(players: int) -> int:
    """The round track ends at 20 with four players and at 25 otherwise."""
    return 20 if players == 4 else 25


def hand_size(players: int) -> int:
    """Three obstruction cards in hand, five in a two-player game."""
    return 5 if players == 2 else 3


def new_state(board: Board, names: list[str], advanced: bool, rng: random.Random) -> State:
    waiting: dict[str, list[int]] = {code: [] for code in board.stations}
    for region, spots in board.spots.items():
        tokens = [t.id for t in board.tokens.values() if t.region == region]
        rng.shuffle(tokens)
        for token, station in zip(tokens, spots, strict=True):
            waiting[station].append(token)
    deck = list(board.obstruction_cards)
    rng.shuffle(deck)
    size = hand_size(len(names))
    seats = []
    for name in names:
        hand = [deck.pop() for _ in range(size)]
        trains = [Train(number) for number in range(1, TRAINS_PER_SEAT + 1)]
        seats.append(Seat(name, trains, hand))
    return State(board=board, seats=seats, advanced=advanced, max_rounds=max_rounds(len(names)),
                 hand_size=size, waiting=waiting, deck=deck)
