"""The line under a table says a hint's reason or a refusal whole: it wraps onto two lines."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.table.status import draw_line

from .text_boxes import recording

HINT = ("Hint: Ann calls with T2 at Amsterdam Centraal, train 2 picks up 150 → Vlissingen at "
        "Amsterdam Centraal: -5 passengers to your lead with what your trains carry, "
        "for more later")


def _drawn(status: str, box: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    with recording():
        surface = pygame.Surface((1280, 800))
        draw_line(surface, status, True, box, 15)
        return [(d.text, d.ink) for d in surface.drawn]  # type: ignore[attr-defined]


def test_a_long_hint_wraps_onto_two_lines_and_is_said_whole(app: App) -> None:
    box = pygame.Rect(8, 752, 815, 44)
    drawn = _drawn(HINT, box)
    assert len(drawn) == 2
    assert " ".join(text for text, _ in drawn) == HINT
    assert all(box.contains(ink) for _, ink in drawn)
    assert drawn[0][1].bottom <= drawn[1][1].top + 1  # one under the other


def test_a_short_line_stands_at_the_foot_and_one_too_long_is_cut_at_its_last_line(
        app: App) -> None:
    box = pygame.Rect(8, 752, 815, 44)
    (text, ink), = _drawn("Hint: Ann ends the turn: the only move", box)
    assert ink.bottom > box.centery
    drawn = _drawn(HINT * 3, box)
    assert len(drawn) == 2 and drawn[1][0].endswith("…")
    assert all(box.contains(ink) for _, ink in drawn)
