"""Every call writes what it delivered and who boarded into the log, a chosen one or not."""

from __future__ import annotations

import random
import re

from game.engine.koplopers import ACTIONS, new_game
from game.engine.koplopers.actions import Call, Ride
from game.engine.koplopers.game import KoplopersGame


def _leonie_at_heerlen() -> KoplopersGame:
    """The rulebook's Example 1: tokens 8 and 2 wait at Heerlen, Leonie builds there."""
    game = new_game(["Leonie", "Bob"], seed=1)
    for tokens in game.state.waiting.values():
        for token in (8, 2):
            if token in tokens:
                tokens.remove(token)
    game.state.waiting["HRL"] = [8, 2]
    game.clear_cache()
    return game


def test_a_call_logs_the_passengers_who_board_all_at_once() -> None:
    game = _leonie_at_heerlen()
    for text in ("build 1 site-HRL", "reverse 1", "call 1"):
        game.apply(ACTIONS.from_text(text))
    names = ", ".join(game.board.token_name(t) for t in (8, 2))
    assert game.log[-1] == f"Leonie's train 1 picks up {names} at Heerlen"
    assert "→" in names and "token" not in names


def test_every_delivery_is_in_the_log_on_a_call_or_an_automatic_one() -> None:
    """Random whole games: whenever tokens reach a tray, the new log lines say how many
    passengers got off at each of their stations, and those add up to the tokens'."""
    delivered = 0
    for seed in range(4):
        game, rng = new_game(3, seed=seed), random.Random(seed)
        while not game.is_over and len(game.actions) < 500:
            trays = [list(s.tray) for s in game.state.seats]
            lines = len(game.log)
            legal = game.legal_actions()
            calls = [a for a in legal if isinstance(a, (Call, Ride))]
            game.apply(rng.choice(calls) if calls and rng.random() < 0.7 else rng.choice(legal))
            new = "\n".join(game.log[lines:])
            arrived = [game.board.tokens[token] for seat, before
                       in zip(game.state.seats, trays, strict=True)
                       for token in seat.tray[len(before):]]
            said = re.findall(r"delivers (\d+) passengers? at (.+)", new)
            assert sum(int(count) for count, _ in said) == sum(t.passengers for t in arrived), new
            assert {game.board.station_name(t.destination) for t in arrived} == {
                at for _, at in said}, new
            delivered += len(arrived)
    assert delivered > 0
