"""Setting up Koplopers positions explicitly, and playing actions written as text."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from game.engine.errors import IllegalAction
from game.engine.koplopers import ACTIONS, new_game
from game.engine.koplopers.game import KoplopersGame

PARKING = "DZ"  # no test plays at Delfzijl, and no passenger travels there


def table(players: int = 2, advanced: bool = False, round: int = 2, seat: int = 0) -> KoplopersGame:
    """A game at `round` with `seat` to play, no trains out, every token parked at Delfzijl."""
    game = new_game(players, seed=1, options={"advanced": advanced})
    s = game.state
    s.round, s.turn = round, seat
    parked = [t for tokens in s.waiting.values() for t in tokens]
    for tokens in s.waiting.values():
        tokens.clear()
    s.waiting[PARKING] = sorted(parked)
    return game


def _take(game: KoplopersGame, token: int) -> None:
    s = game.state
    for tokens in s.waiting.values():
        if token in tokens:
            tokens.remove(token)
    for seat in s.seats:
        for train in seat.trains:
            if token in train.tokens:
                train.tokens.remove(token)


def put(game: KoplopersGame, seat: int, number: int, label: str,
        tokens: Iterable[int] = ()) -> None:
    """Stand train `number` of `seat` at the position `label`, carrying `tokens`."""
    s = game.state
    position = game.board.position(label)
    assert position is not None, label
    train = s.seats[seat].trains[number - 1]
    s.place(seat, train, position)
    for token in tokens:
        _take(game, token)
        train.tokens.append(token)
    game.clear_cache()


def wait(game: KoplopersGame, station: str, tokens: Iterable[int]) -> None:
    for token in tokens:
        _take(game, token)
        game.state.waiting[station].append(token)
    game.clear_cache()


def token_for(game: KoplopersGame, destination: str, passengers: int | None = None) -> int:
    """A token bound for `destination` (with that many passengers, if given)."""
    for token in game.board.tokens.values():
        if token.destination == destination and passengers in (None, token.passengers):
            return token.id
    raise LookupError(destination)


def sized(game: KoplopersGame, passengers: int, count: int = 1) -> list[int]:
    """`count` tokens of `passengers` each, for tests where only the size matters."""
    tokens = [t.id for t in game.board.tokens.values() if t.passengers == passengers]
    assert len(tokens) >= count, (passengers, count)
    return sorted(tokens)[:count]


def act(game: KoplopersGame, *texts: str) -> None:
    for text in texts:
        game.apply(ACTIONS.from_text(text))


def legal(game: KoplopersGame) -> set[str]:
    return {a.to_text() for a in game.legal_actions()}


def refuse(game: KoplopersGame, text: str, reason: str) -> None:
    """`text` is refused with a reason containing `reason`, and nothing changes."""
    before = game.view(None)
    with pytest.raises(IllegalAction, match=reason):
        act(game, text)
    assert game.view(None) == before
    assert text not in legal(game)
