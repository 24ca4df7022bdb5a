"""The band over End turn says what the turn still needs. While that is only a requirement
(every turn starts with one: "train 2 must have an action this turn") it is a plain note;
it is said in the refusal's orange only once End turn was pressed and could not end it.

Seen in a whole game by mouse: the requirement stood in orange at every turn's start, as if
something had been refused before the player had done anything.
"""

from __future__ import annotations

import pygame

from game.engine.koplopers import Build, EndTurn
from game.ui.app import App
from game.ui.koplopers.art import REASON
from game.ui.palette import TEXT
from game.ui.table.screen import TableScreen
from tests.ui.driving import click, frames

from .mouse import board_of, perform, settle
from .test_board_by_mouse import start


def _band_colours(app: App, scene: TableScreen) -> set[tuple[int, int, int]]:
    """The colours drawn in the band between the log and End turn."""
    board = board_of(scene)
    layout = board.layout
    frames(app)
    surface = pygame.display.get_surface()
    assert surface is not None
    band = pygame.Rect(layout.end_turn.x, layout.log.bottom, layout.end_turn.w,
                       layout.end_turn.y - layout.log.bottom)
    colours = (surface.get_at((x, y)) for x in range(band.left, band.right)
               for y in range(band.top, band.bottom))
    return {(c.r, c.g, c.b) for c in colours}


def test_the_requirement_is_a_note_until_end_turn_is_pressed(app: App) -> None:
    scene = start(app)  # round 1: Ann must build a train before her turn can end
    board = board_of(scene)
    assert board.end_reason and not board.end_button.is_enabled
    shown = _band_colours(app, scene)
    assert TEXT in shown and REASON not in shown, "a requirement is drawn as a refusal"

    click(app, board.layout.end_turn.center)  # End turn, pressed in vain
    assert not any(isinstance(a, EndTurn) for a in board.game.actions)
    shown = _band_colours(app, scene)
    assert REASON in shown and TEXT not in shown, "the refused End turn is not said as one"

    click(app, board.layout.status.center)  # a press elsewhere: that refusal is over
    shown = _band_colours(app, scene)
    assert TEXT in shown and REASON not in shown

    click(app, board.layout.end_turn.center)
    assert REASON in _band_colours(app, scene)
    sites = sorted(board.build_sites(1))
    perform(app, scene, Build(1, sites[0]))  # the next move: the refusal is over
    settle(app, scene)
    assert REASON not in _band_colours(app, scene)
