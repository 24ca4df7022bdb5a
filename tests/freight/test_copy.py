"""A copied game plays on alone: what the copy does never reaches the original.

FreightGame.__deepcopy__ shares the immutable actions, log lines and events
between the two (issue 17: copies are made for every drag preview), so this
checks that their lists, and the whole table, are still each game's own.
"""

from __future__ import annotations

import copy
import random

from game.engine.freight import new_game


def test_a_copy_plays_on_without_touching_the_original() -> None:
    game = new_game(3, seed=4)
    chooser = random.Random(4)
    for _ in range(120):
        game.apply(chooser.choice(game.legal_actions()))
    before = (game.record(), list(game.log), game.view(None))
    twin = copy.deepcopy(game)
    assert (twin.record(), twin.log, twin.view(None)) == before
    for _ in range(60):
        twin.apply(chooser.choice(twin.legal_actions()))
    assert (game.record(), game.log, game.view(None)) == before
    assert twin.record()["actions"][: len(game.actions)] == before[0]["actions"]
    assert len(twin.log) > len(game.log)


def test_a_copy_made_before_its_log_is_read_writes_the_same_lines() -> None:
    game = new_game(2, seed=9)
    chooser = random.Random(9)
    for _ in range(80):
        game.apply(chooser.choice(game.legal_actions()))
    twin = copy.deepcopy(game)  # its events not yet written into lines
    assert twin.log == game.log
