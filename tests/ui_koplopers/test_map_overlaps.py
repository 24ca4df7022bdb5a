"""Nothing on the map lies on anything else: region names, chips, badges, dots.

Boards with two and four seats, at the first round (every site lit with its "build"
badge) and mid-game (a train selected, its rides lit with their costs), at both
window sizes, over the whole map and zoomed in with the wheel. The rects are the
ones the drawing code placed (ScreenMap), never guessed from pixels.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.koplopers import EndTurn, KoplopersGame, new_game
from game.store.seats import Seat
from game.ui.app import App
from game.ui.koplopers import map_help
from game.ui.koplopers.board import KoplopersBoard
from game.ui.koplopers.board_draw import LEADER
from game.ui.koplopers.labels import leader
from game.ui.palette import PANEL
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.ui.driving import frames

from .mouse import board_of, select
from .test_board_by_mouse import start
from .test_board_view import wheel

COLOURS = ("red", "yellow", "blue", "green")


def _game(seats: int, seed: int, rounds: int) -> KoplopersGame:
    """A game played at random up to round `rounds`, the first seat to move."""
    game = new_game(["Ann", "Bob", "Cy", "Dee"][:seats], seed=seed)
    rng = random.Random(seed)
    s = game.state
    while s.round < rounds or s.turn != 0 or s.boarding or s.draft:
        legal = game.legal_actions()
        rest = [a for a in legal if not isinstance(a, EndTurn)]
        game.apply(rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal))
    return game


def _board(app: App, size: tuple[int, int], seats: int, seed: int, rounds: int,
           zoom_steps: int) -> TableScreen:
    """The game on the table at `size`, zoomed in by the wheel, its first train on the track
    selected by a click (or, in round 1, every site lit for building)."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    people = [Seat(n, c) for n, c in zip(("Ann", "Bob", "Cy", "Dee"), COLOURS[:seats],
                                         strict=False)]
    scene = start(app, session=Session(_game(seats, seed, rounds), people, None))
    board = board_of(scene)
    if zoom_steps:
        wheel(app, board.layout.map_area.center, zoom_steps)
        assert board.zoom > 1.0
    train = next((t for t in board.seen.me.trains if t.position is not None), None)
    if train is not None:
        select(app, scene, train.number)
    frames(app)
    return scene


def _badges(board: KoplopersBoard) -> list[pygame.Rect]:
    """The badges the last frame drew (rides' costs, or the sites' "build")."""
    shown = board.screen_map._badges  # noqa: SLF001  (the rects the frame placed)
    assert shown is not None and shown[2]
    return shown[2]


def _dots(board: KoplopersBoard) -> dict[str, pygame.Rect]:
    radius = board.screen_map.px["station"]
    return {code: pygame.Rect(0, 0, 2 * radius, 2 * radius).move(
        board.station_point(code)[0] - radius, board.station_point(code)[1] - radius)
        for code in board.game.board.stations}


CASES = [(size, seats, seed, rounds, zoom) for size in ((1280, 800), (1920, 1080))
         for seats, seed, rounds in ((2, 1, 9), (4, 7, 4), (2, 1, 1)) for zoom in (0, 2)]


@pytest.mark.parametrize(("size", "seats", "seed", "rounds", "zoom"), CASES)
def test_region_names_leave_dots_names_marks_chips_tags_and_badges_free(
        app: App, size: tuple[int, int], seats: int, seed: int, rounds: int, zoom: int) -> None:
    """Seen: "NOORDWEST" under Alkmaar's "build" badge, "OOST" under Amersfoort's chips
    (1920x1080, the first lesson)."""
    board = board_of(_board(app, size, seats, seed, rounds, zoom))
    screen = board.screen_map
    placed = screen.labels(board.seen)
    marks = [mark.move(*screen.viewport.origin) for mark in screen.placer.marks]
    things = {**{f"dot {c}": r for c, r in _dots(board).items()},
              **{f"name {c}": r for c, r in placed.names.items()},
              **{f"chips {c}": r for c, s in placed.tokens.items() for r in s},
              **{f"tag {k}": r for k, r in placed.tags.items()},
              **{f"mark {i}": r for i, r in enumerate(marks)},
              **{f"badge {i}": r for i, r in enumerate(_badges(board))}}
    assert placed.regions
    covered = [(region, what) for region, rect in placed.regions.items()
               for what, other in things.items() if rect.colliderect(other)]
    assert covered == []


@pytest.mark.parametrize(("size", "seats", "seed", "rounds", "zoom"), CASES)
def test_every_stack_of_chips_hangs_on_its_own_station(
        app: App, size: tuple[int, int], seats: int, seed: int, rounds: int, zoom: int) -> None:
    """Which station is "150 AH" waiting at? No chip covers a station's dot, a name, a tag, a
    lit section's badge or another station's chips; a stack away from its dot hangs on a
    leader line drawn from that dot (seen on the picture the board drew), and never lies
    beyond the farthest spot tried."""
    board = board_of(_board(app, size, seats, seed, rounds, zoom))
    screen = board.screen_map
    placed = screen.labels(board.seen)
    stacks = {code: stack[0].unionall(stack[1:]) for code, stack in placed.tokens.items()}
    assert stacks
    dots = _dots(board)
    others = [*placed.names.values(), *placed.tags.values(), *dots.values(), *_badges(board)]
    covering = [code for code, stack in placed.tokens.items() for chip in stack
                if chip.collidelist(others) >= 0]
    piled = [(a, b) for a in stacks for b in stacks if a < b and stacks[a].colliderect(stacks[b])]
    assert covering == [] and piled == []
    picture = board.painter._backdrop_layer()  # noqa: SLF001  (the map as drawn, labels on it)
    hidden = [*placed.names.values(), *(c for stack in placed.tokens.values() for c in stack)]
    radius, unled, far = screen.px["station"], [], []
    area = board.layout.map_area
    for code, stack in stacks.items():
        here = screen.station_point(code)
        end, length = leader(here, stack)
        if length > 220 + stack.w:
            far.append(code)
        if length <= radius + 3:
            continue  # it touches its dot
        steps = int(length)
        points = [(round(here[0] + (end[0] - here[0]) * t / steps),
                   round(here[1] + (end[1] - here[1]) * t / steps))
                  for t in range(radius + 1, steps)]
        seen = [p for p in points if area.collidepoint(p)
                and not any(r.collidepoint(p) for r in hidden)]
        if seen and not any(picture.get_at(p)[:3] == LEADER for p in seen):
            unled.append(code)
    assert unled == [] and far == []


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_station_card_hides_the_map_beneath_it(app: App, size: tuple[int, int]) -> None:
    """The mouse on a station with passengers waiting opens its card: drawn opaque, so that
    no chip on the map shows through it as if it were one of the card's own ("150 AML"
    through Maastricht's card). Seen on a white map: the card's edge is the panel's colour."""
    scene = _board(app, size, 2, 1, 9, 0)
    board = board_of(scene)
    code = next(c for c, tokens in board.seen.waiting.items() if tokens)
    wheel(app, board.station_point(code), 0)  # the mouse moves onto the station
    surface = pygame.Surface(size)
    surface.fill((255, 255, 255))
    area = board.layout.map_area
    card = map_help.draw_station_card(surface, board.screen_map, board.seen, code,
                                      board.station_point(code), area)
    assert area.contains(card)
    edge = [surface.get_at((card.right - 3, y))[:3] for y in range(card.top + 3, card.bottom - 3)]
    assert set(edge) == {PANEL}
    assert scene.pointer.hover.startswith(f"{code}:")  # the line under the map agrees


@pytest.mark.parametrize(("size", "seats", "seed", "rounds", "zoom"),
                         [case for case in CASES if case[-1] == 0])
def test_the_whole_map_cuts_no_label_at_its_edge(
        app: App, size: tuple[int, int], seats: int, seed: int, rounds: int, zoom: int) -> None:
    """Over the whole map every name, tag, chip, region name and badge lies inside the map's
    area: a label cut at the edge weighs as much as one on another's text."""
    board = board_of(_board(app, size, seats, seed, rounds, zoom))
    placed = board.screen_map.labels(board.seen)
    area = board.layout.map_area
    labels = {**{f"name {c}": r for c, r in placed.names.items()},
              **{f"tag {k}": r for k, r in placed.tags.items()},
              **{f"chips {c}": r for c, s in placed.tokens.items() for r in s},
              **{f"region {k}": r for k, r in placed.regions.items()},
              **{f"badge {i}": r for i, r in enumerate(_badges(board))}}
    assert [what for what, rect in labels.items() if not area.contains(rect)] == []
