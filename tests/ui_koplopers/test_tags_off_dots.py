"""A train's tag lies on no station's dot: where every spot beside the train would, it
takes one a little farther off.

Seen in a whole game by mouse: "Ge1" on Utrecht's dot; in random games, tags on Amersfoort's,
Breda's and Sittard's dots where the spots touching the train all lay on a dot, a tag or a
name (5 of 462 tags on 72 boards, 2 and 4 seats, both sizes; none since).
"""

from __future__ import annotations

import pytest

from game.ui.app import App

from .mouse import board_of
from .test_map_overlaps import _board, _dots

CASES = [((1280, 800), 2, 1, 14), ((1280, 800), 2, 6, 14), ((1280, 800), 4, 6, 5),
         ((1920, 1080), 4, 4, 14)]


@pytest.mark.parametrize(("size", "seats", "seed", "rounds"), CASES)
def test_no_train_tag_lies_on_a_station_dot(app: App, size: tuple[int, int], seats: int,
                                           seed: int, rounds: int) -> None:
    board = board_of(_board(app, size, seats, seed, rounds, 0))  # a train selected by a click
    placed = board.screen_map.labels(board.seen)
    dots = _dots(board)
    on_dots = [(key, code) for key, tag in placed.tags.items()
               for code, dot in dots.items() if tag.colliderect(dot)]
    assert placed.tags and on_dots == []
