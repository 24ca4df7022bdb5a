"""A Freight lesson's ring round a private row passes under the row's texts: it crossed
the row's "8" (its car limit) in the first lesson."""

from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.freight.table import FreightTable
from tests.ui.lesson_rings import assert_rings_pass_under, lesson_shown


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
def test_a_ring_round_a_row_leaves_its_limit_and_name_readable(
    app: App, size: tuple[int, int]
) -> None:
    scene, guide, board = lesson_shown(app, size, "A first turn: take three cars, start a train",
                                       FreightTable)
    rings = [rect.inflate(scene.u(10), scene.u(10)) for rect in guide.lit(scene)]
    assert_rings_pass_under(scene, size, rings, board.label_boxes())
