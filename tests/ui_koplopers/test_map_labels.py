"""The map uses its space and nothing covers a station's name; map text is readable.

A mid-game board with a train selected is drawn at two window sizes; the
rects the drawing code placed (names, tokens, tags, trains, region names, cost
badges) are read from the ScreenMap, never guessed from pixels.
"""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.engine.koplopers import EndTurn, KoplopersGame, new_game
from game.store.seats import Seat
from game.texts import use_language
from game.ui.app import App
from game.ui.koplopers import board_draw, map_help
from game.ui.koplopers.art import LIT, MIN_TEXT, chip_text
from game.ui.koplopers.screen_map import ScreenMap
from game.ui.session import Session
from game.ui.table.screen import TableScreen
from tests.ui.driving import frames

from .mouse import board_of, select
from .test_board_by_mouse import start


def _mid_game(seed: int = 4) -> KoplopersGame:
    """Round 4, trains and tokens all over the board, the first seat to move."""
    game = new_game(["Ann", "Bob", "Cy"], seed=seed)
    rng = random.Random(seed)
    s = game.state
    while s.round < 4 or s.turn != 0 or s.boarding or s.draft:
        legal = game.legal_actions()
        rest = [a for a in legal if not isinstance(a, EndTurn)]
        game.apply(rng.choice(rest) if rest and rng.random() < 0.85 else rng.choice(legal))
    return game


def _board_at(app: App, size: tuple[int, int]) -> TableScreen:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    seats = [Seat("Ann", "red"), Seat("Bob", "yellow"), Seat("Cy", "blue")]
    scene = start(app, session=Session(_mid_game(), seats, None))
    board = board_of(scene)
    train = next(t for t in board.seen.me.trains if t.position is not None)
    select(app, scene, train.number)
    frames(app)
    return scene


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_nothing_covers_a_station_name(app: App, size: tuple[int, int]) -> None:
    scene = _board_at(app, size)
    board = board_of(scene)
    screen, state = board.screen_map, board.seen
    assert board.choices is not None and board.choices.rides
    placed = screen.labels(state)
    badges = screen.badges(state, [(p, str(cost)) for p, (_, cost)
                                   in sorted(board.choices.rides.items())])
    assert len(badges) == len(board.choices.rides)
    others = [*placed.labels(), *badges]
    assert placed.trains and placed.tokens and len(placed.names) == len(screen.board.stations)
    names = list(placed.names.items())
    overlaps: list[tuple[str, object]] = [
        (a, b) for i, (a, rect) in enumerate(names) for b, other in names[i + 1:]
        if rect.colliderect(other)]
    overlaps += [(code, other) for code, rect in names for other in others
                 if rect.colliderect(other)]
    assert overlaps == []
    stacks = list(placed.tokens.values())
    assert not [(a, b) for i, a in enumerate(stacks) for b in stacks[i + 1:]
                if a[0].unionall(a).colliderect(b[0].unionall(b))]
    area = board.layout.map_area
    assert all(area.contains(rect) for _, rect in names)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_build_badges_cover_no_site_mark_and_no_name(app: App, size: tuple[int, int]) -> None:
    """Round 1: every site the first train may be built on is lit with a "build" badge;
    none hides a site's mark (Heerlen's stub, at the map's southern edge, is too short to
    hold one), a station's name or another badge."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    scene = start(app)
    board = board_of(scene)
    screen, state = board.screen_map, board.seen
    sites = board.build_sites(1)
    assert "HRL" in {screen.board.sites[site].station for site in sites}
    lit = board_draw.light_sites(app.display.screen, screen, state, sites, "build", LIT)
    badges = screen.badges(state, [badge for badge, _ in lit])
    origin = screen.viewport.origin
    marks = [mark.move(*origin) for mark in screen.placer.marks]
    names = list(screen.labels(state).names.values())
    assert [b for b in badges if b.collidelist(marks) >= 0 or b.collidelist(names) >= 0] == []
    assert not [(a, b) for i, a in enumerate(badges) for b in badges[i + 1:] if a.colliderect(b)]


def test_the_country_fills_the_map_area(app: App) -> None:
    """The country's box (tests/ui_koplopers/test_country.py) spans the map area's height or
    width, less a small margin, and holds every station."""
    for size in ((1280, 800), (1920, 1080), (1024, 700)):
        scene = _board_at(app, size)
        view = scene.board.screen_map.viewport
        area = scene.board.layout.map_area
        width, height = (view.world[k] * view.scale for k in (0, 1))
        assert max(width / area.w, height / area.h) >= 0.95
        points = [scene.board.station_point(code) for code in scene.board.game.board.stations]
        assert all(area.collidepoint(point) for point in points)


def test_map_text_is_at_least_11_pixels_at_1280x800(app: App) -> None:
    scene = _board_at(app, (1280, 800))
    board = board_of(scene)
    assert app.display.scale == 1.0
    px = board.screen_map.px
    texts = {"station names": px["code"], "train tags, badges, site marks": px["tag"],
             "region names": px["region"], "obstruction letters": px["obstruction"],
             "tokens": chip_text(px["chip"])}
    assert min(texts.values()) >= MIN_TEXT == 11, texts


def test_hovering_a_station_shows_its_card_inside_the_window(app: App) -> None:
    scene = _board_at(app, (1280, 800))
    board = board_of(scene)
    code = next(c for c, tokens in board.seen.waiting.items() if tokens)
    surface = pygame.display.get_surface()
    assert surface is not None
    corner = (surface.get_width() - 2, surface.get_height() - 2)
    area = board.layout.map_area
    card = map_help.draw_station_card(surface, board.screen_map, board.seen, code, corner, area)
    assert area.contains(card) and card.h > 4 * MIN_TEXT  # never over the organizers
    assert area.contains(map_help.legend_rect(area))


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_each_region_name_lies_on_its_own_region(app: App, size: tuple[int, int]) -> None:
    """A region's name in its colour reads on its own region's fill: the station nearest
    each end and the middle of the name is one of that region's."""
    scene = _board_at(app, size)
    board = board_of(scene)
    network = board.game.board
    placed = board.screen_map.labels(board.seen)
    assert set(placed.regions) == set(network.regions)

    def region_at(point: tuple[int, int]) -> str:
        code = min(network.stations, key=lambda c: math.dist(board.station_point(c), point))
        return network.stations[code].region

    astray = {region: [region_at(p) for p in (rect.midleft, rect.center, rect.midright)]
              for region, rect in placed.regions.items()}
    assert {r: at for r, at in astray.items() if set(at) != {r}} == {}


def test_train_tags_are_sized_for_the_seat_initials_of_the_language(app: App) -> None:
    """Dutch initials are wider ('Gr3' against 'W3'): a map drawn again after a switch of
    language in Settings places its tags by the new width, not the one kept from before."""
    screen_map = board_of(_board_at(app, (1280, 800))).screen_map
    english = screen_map.placer.tag_size
    use_language("nl")
    dutch = ScreenMap(screen_map.board, screen_map.viewport, screen_map.shown_by).placer
    assert dutch.tag_size[0] > english[0]
    use_language("en")
    again = ScreenMap(screen_map.board, screen_map.viewport, screen_map.shown_by).placer
    assert again.tag_size == english
