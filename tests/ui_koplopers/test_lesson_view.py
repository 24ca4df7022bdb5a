"""A Koplopers lesson brings the places it lights into view: Heerlen, at the map's southern
edge, was cut off by the bottom of the map pane in the first lesson at 1920x1080."""

from __future__ import annotations

import pytest

from game.ui.app import App
from game.ui.koplopers.board import KoplopersBoard
from tests.ui.lesson_rings import assert_rings_pass_under, lesson_shown


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
def test_the_lit_construction_site_at_heerlen_is_whole_on_the_map(
    app: App, size: tuple[int, int]
) -> None:
    scene, guide, board = lesson_shown(app, size, "Building and reversing at Heerlen",
                                       KoplopersBoard)
    organizer_train, site = guide.lit(scene)
    area = board.layout.map_area
    assert area.contains(site.inflate(scene.u(10), scene.u(10))), (site, area)  # as drawn
    assert not area.colliderect(organizer_train)  # the train to drag stays in the organizer


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
@pytest.mark.parametrize("title", ["Building and reversing at Heerlen",
                                   "Combining trains at Eindhoven",
                                   "An obstruction, and the emergency repair"])
def test_a_lesson_ring_passes_under_the_labels_round_its_place(
    app: App, size: tuple[int, int], title: str
) -> None:
    """The ring drawn over the finished frame hid Heerlen's name and its "build" badge: every
    label a ring crosses shows exactly what the board drew there, and the ring is still
    drawn round its place."""
    scene, guide, board = lesson_shown(app, size, title, KoplopersBoard)
    area = board.layout.map_area
    rings = [rect.inflate(scene.u(10), scene.u(10)) for rect in guide.lit(scene)
             if area.colliderect(rect)]
    assert rings
    assert_rings_pass_under(scene, size, rings, board.label_boxes())
