"""Games played by random legal moves: the real saves the robustness tests use."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

from game.engine.action import Action
from game.engine.games import game_module
from game.store.seats import COMPUTER, HUMAN, Seat
from game.ui.session import Session


def new_session(game: str, seats: int, seed: int, autosave: Path | None) -> Session:
    """A fresh game of `seats`, the last one a computer player."""
    colours = game_module(game).INFO.seat_colours
    table = [
        Seat(f"P{i + 1}", colours[i], COMPUTER if i == seats - 1 else HUMAN, "random")
        for i in range(seats)
    ]
    return Session.new(game, table, seed=seed, options={}, autosave=autosave)


def random_moves(session: Session, seed: int) -> Iterator[Action]:
    """Play random legal moves through the session (autosaving each), yielding each one."""
    rng = random.Random(seed)
    while not session.game.is_over:
        action = rng.choice(session.game.legal_actions())
        session.apply(action)
        yield action


def played_session(game: str, seats: int, moves: int, seed: int) -> Session:
    """A game after `moves` random legal moves (fewer if it ends first), not autosaved."""
    session = new_session(game, seats, seed, None)
    for _ in islice(random_moves(session, seed), moves):
        pass
    return session
