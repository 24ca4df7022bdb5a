"""The fast listing finds exactly what the plain filter finds: the candidates why_illegal
accepts, in the same order (the computer players' choices, and so the records, depend on it)."""

from __future__ import annotations

import random

from game.engine.koplopers import new_game
from game.engine.koplopers.listing import candidates
from tests.ai.players import player


def test_legal_actions_are_the_candidates_why_illegal_accepts_in_order() -> None:
    """Bot games (moves between trains forced now and then, so offers, boarding choices and
    splits occur) and random games, standard and advanced, compared at every step."""
    kinds: set[str] = set()
    for seed in range(6):
        players = 2 + seed % 3
        game = new_game(players, seed=seed, options={"advanced": seed % 2 == 1})
        bots = [player("normal", "koplopers", seed + seat) for seat in range(players)]
        chooser = random.Random(seed)
        while not game.is_over and len(game.actions) < 1500:
            legal = game.legal_actions()
            assert legal == [a for a in candidates(game.rules) if game.why_illegal(a) is None]
            seat = game.current_player
            assert seat is not None
            coupling = [a for a in legal if a.KIND in ("combine", "split", "change", "offer")]
            if seed >= 3:
                action = chooser.choice(legal)
            elif coupling and chooser.random() < 1 / 3:
                action = chooser.choice(coupling)
            else:
                action = bots[seat].choose(game.view(seat), legal)
            kinds.add(action.KIND)
            game.apply(action)
    assert {"ride", "call", "board", "combine", "split", "change", "offer", "propose"} <= kinds
