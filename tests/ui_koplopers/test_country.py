"""The country under the Koplopers board: its file (maps/netherlands_land.json) is sane, a
damaged one is refused by name and the board still plays, and the map fits the pane."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine.koplopers import DEFAULT_MAP, load_map
from game.ui.app import App
from game.ui.koplopers import country, country_file, geometry, map_layer
from game.ui.koplopers.country import ABROAD, SEA, region_tint, station_cells
from game.ui.koplopers.country_file import COUNTRY_FILE, CountryError, load_country
from tests.ui.driving import frames

from .mouse import board_of
from .test_board_by_mouse import start

AMSTERDAM = (4.9003, 52.3789)  # the Centraal station
IJSSELMEER = (5.30, 52.75)  # between Enkhuizen and Stavoren
MARKERMEER = (5.20, 52.50)
WADDENZEE = (5.10, 53.10)  # between Texel and the Frisian coast
NORTH_SEA = (3.00, 53.00)
LELYSTAD = (5.47, 52.50)  # Flevoland: land won from the Zuiderzee
TEXEL = (4.80, 53.08)
SNEEK = (5.66, 53.03)  # Friesland, in the Noord region
GERMANY = (8.00, 52.00)  # near Osnabrück
BELGIUM = (4.40, 51.22)  # Antwerp


@pytest.fixture
def fresh_country() -> Iterator[None]:
    """The country read anew (and the board's geometry with it), before and after."""
    def forget() -> None:
        country_file.default_country.cache_clear()
        geometry.geometry_for.cache_clear()
        country.shapes_for.cache_clear()

    forget()
    yield
    forget()


def test_the_country_file_is_small_and_covers_every_station() -> None:
    land = load_country()
    assert COUNTRY_FILE.stat().st_size < 100_000
    board = load_map(DEFAULT_MAP)
    # the coast is drawn at 1:10 million: Vlissingen's station lies 400 m off it
    off = [code for code, s in board.stations.items() if not land.near_land(s.lon, s.lat, 1000)]
    assert off == []
    assert sum(land.on_land(s.lon, s.lat) for s in board.stations.values()) >= 36


@pytest.mark.parametrize(("place", "on_land", "in_water"), [
    (AMSTERDAM, True, False), (LELYSTAD, True, False), (TEXEL, True, False),
    (IJSSELMEER, False, True), (MARKERMEER, False, True), (WADDENZEE, False, True),
    (NORTH_SEA, False, True), (GERMANY, False, False), (BELGIUM, False, False),
], ids=["Amsterdam", "Flevoland", "Texel", "IJsselmeer", "Markermeer", "Waddenzee",
        "North Sea", "Germany", "Belgium"])
def test_land_and_water_are_where_a_dutch_player_knows_them(
        place: tuple[float, float], on_land: bool, in_water: bool) -> None:
    land = load_country()
    assert land.on_land(*place) is on_land
    assert land.in_water(*place) is in_water


def _shipped() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(COUNTRY_FILE.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("damage", "named"), [
    (lambda path: path.write_text('{"file_version": 1, "bounds": [', encoding="utf-8"),
     "is not JSON (Expecting value at line 1"),
    (lambda path: path.unlink(), "cannot be read"),
    (lambda path: path.write_bytes(b"\xff\xfe\x00"), "is not text"),
    (lambda path: path.write_text("[1, 2]", encoding="utf-8"), "should hold one object"),
    (lambda path: _write(path, file_version=2), "file_version should be 1, not 2"),
    (lambda path: _write(path, bounds=[5, 50, 4, 54]), "are not a box on Earth"),
    (lambda path: _write(path, water="sea"), "water should be a list of rings"),
    (lambda path: _write(path, netherlands=[]), "the country has no land"),
    (lambda path: _write(path, abroad=[[[7, 52], [8, 52]]]), "abroad[0] should be a ring"),
    (lambda path: _write(path, water=[[[3, 52], ["4", 52], [4, 53]]]),
     "water[0][1] should be [longitude, latitude], not ['4', 52]"),
    (lambda path: _write(path, water=[[[3, 52], [40, 52], [4, 53]]]),
     "water[0][1] [40, 52] lies outside the file's bounds"),
    (lambda path: path.write_text(COUNTRY_FILE.read_text(encoding="utf-8").replace(
        "[", "[NaN,", 1), encoding="utf-8"), "NaN is not a number a map can use"),
], ids=["cut-short", "missing", "not-text", "not-an-object", "version", "bounds", "not-rings",
        "no-land", "short-ring", "word-for-number", "outside", "nan"])
def test_a_damaged_country_file_is_refused_naming_what_is_wrong(
        tmp_path: Path, damage: Any, named: str) -> None:
    path = tmp_path / "netherlands_land.json"
    path.write_text(COUNTRY_FILE.read_text(encoding="utf-8"), encoding="utf-8")
    damage(path)
    with pytest.raises(CountryError) as refused:
        load_country(path)
    assert str(path) in str(refused.value) and named in str(refused.value)


def _write(path: Path, **fields: object) -> None:
    path.write_text(json.dumps({**_shipped(), **fields}), encoding="utf-8")


def test_a_damaged_country_file_leaves_the_board_playable_and_says_why(
        app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str], fresh_country: None) -> None:
    broken = tmp_path / "netherlands_land.json"
    broken.write_text('{"file_version": 1', encoding="utf-8")
    monkeypatch.setattr(country_file, "COUNTRY_FILE", broken)
    scene = start(app)
    board = board_of(scene)
    frames(app)
    assert f"The map is drawn without the country: {broken}: is not JSON" in \
        capsys.readouterr().err
    assert country.shapes_for(board.screen_map.geometry) is None
    layer = board.painter.map_layer()[0]  # at zoom 1 the whole layer
    assert layer.get_at((0, 0))[:3] == SEA  # the older look: sea, land round the stations
    area = board.layout.map_area
    assert all(area.collidepoint(board.station_point(code)) for code in board.game.board.stations)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_country_is_fitted_to_the_pane_with_every_station_inside(
        app: App, size: tuple[int, int], fresh_country: None) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    board = board_of(start(app))
    screen, area = board.screen_map, board.layout.map_area
    view, shapes = screen.viewport, country.shapes_for(screen.geometry)
    assert shapes is not None
    west = min(x for outline in shapes.netherlands for x, _ in outline.points)
    north = min(y for outline in shapes.netherlands for _, y in outline.points)
    east = max(x for outline in shapes.netherlands for x, _ in outline.points)
    south = max(y for outline in shapes.netherlands for _, y in outline.points)
    corners = pygame.Rect(view.to_screen((west, north)),
                          (round((east - west) * view.scale), round((south - north) * view.scale)))
    assert area.contains(corners)  # Schiermonnikoog to Vaals, Cadzand to Bad Nieuweschans
    assert max(corners.w / area.w, corners.h / area.h) >= 0.95
    radius = screen.px["station"]
    for code in board.game.board.stations:
        x, y = board.station_point(code)
        assert area.contains((x - radius, y - radius, 2 * radius, 2 * radius)), code
    names = screen.labels(board.seen).names
    assert all(area.contains(rect) for rect in names.values())


def test_the_sea_the_lakes_and_the_neighbours_are_drawn_at_every_zoom(
        app: App, fresh_country: None) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    board = board_of(start(app))
    project = board.screen_map.geometry.project
    layer, part = board.painter.map_layer()
    view = board.screen_map.viewport
    assert part == pygame.Rect((0, 0), view.layer_size)  # at zoom 1 all of it
    assert layer.get_at(view.to_layer(project(*IJSSELMEER)))[:3] == SEA
    assert layer.get_at(view.to_layer(project(*AMSTERDAM)))[:3] not in (SEA, ABROAD)
    # past the layer, on a pane wider than the country: the North Sea and Germany
    screen = app.display.screen
    assert not pygame.Rect(view.origin, view.layer_size).collidepoint(
        view.to_screen(project(*GERMANY)))
    assert screen.get_at(view.to_screen(project(*GERMANY)))[:3] == ABROAD
    assert screen.get_at(view.to_screen(project(*NORTH_SEA)))[:3] == SEA
    for _ in range(3):  # zoomed in, the IJsselmeer stays water and Amsterdam land
        board.zoom_by(2.0, board.station_point("ASD"))
    frames(app)
    view = board.screen_map.viewport
    assert view.zoom == 4.0
    layer, part = board.painter.map_layer()
    x, y = view.to_layer(project(*MARKERMEER))
    assert layer.get_at((x - part.x, y - part.y))[:3] == SEA
    board.pan_to((-10_000, -10_000))  # as far as it goes: past Limburg, into Germany
    frames(app)
    view = board.screen_map.viewport
    area = board.layout.map_area
    corner = (area.right - 3, area.bottom - 3)
    assert not pygame.Rect(view.origin, view.layer_size).collidepoint(corner)
    assert screen.get_at(corner)[:3] == ABROAD


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 800)])
def test_zoomed_in_the_map_layer_is_the_part_shown_and_the_same_pixels_as_the_whole(
        app: App, window: tuple[int, int]) -> None:
    # The whole map layer at zoom 4 was 40 MB at 1920x1080: only what the area shows
    # and a margin is drawn, pixel for pixel as the whole layer has it there.
    pygame.display.set_mode(window, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, w=window[0], h=window[1],
                                        size=window))
    board = board_of(start(app))
    for _ in range(3):
        board.zoom_by(2.0, board.station_point("UT"))
    frames(app)
    screen_map, view = board.screen_map, board.screen_map.viewport
    area = board.layout.map_area
    whole = map_layer.render_map(screen_map.board, screen_map.geometry, view,
                                 pygame.Rect((0, 0), view.layer_size))
    layer, part = board.painter.map_layer()
    assert view.zoom == 4.0 and layer.get_width() * layer.get_height() <= 2.25 * area.w * area.h
    seen = pygame.Rect(area).move(-view.origin[0], -view.origin[1]).clip((0, 0), view.layer_size)
    assert part.contains(seen) and seen.inflate(area.w // 2, area.h // 2).contains(part)
    assert _rgb(layer) == _rgb(whole.subsurface(part))
    board.pan_to((view.pan[0] - area.w // 8, view.pan[1]))  # within the margin: the same part
    frames(app)
    assert board.painter.map_layer()[0] is layer
    board.pan_to((-10_000, -10_000))  # past it: the part shown from there, drawn anew
    frames(app)
    layer, moved = board.painter.map_layer()
    assert moved != part and _rgb(layer) == _rgb(whole.subsurface(moved))
    shown = pygame.Rect(area).move(-board.screen_map.viewport.origin[0],
                                   -board.screen_map.viewport.origin[1])
    assert moved.contains(shown.clip((0, 0), view.layer_size))


def _rgb(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _inside(cell: tuple[tuple[float, float], ...], point: tuple[float, float]) -> bool:
    """Whether a point lies in a convex cell (on the same side of each of its edges)."""
    sides = [(b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0])
             for a, b in zip(cell, (*cell[1:], cell[0]), strict=True)]
    return all(s >= -1e-12 for s in sides) or all(s <= 1e-12 for s in sides)


def test_each_place_of_the_country_takes_its_nearest_stations_region(
        app: App, fresh_country: None) -> None:
    board = board_of(start(app))
    shape = board.screen_map.geometry
    cells = dict(station_cells(shape))
    assert set(cells) == set(shape.stations)
    for place in (AMSTERDAM, SNEEK, TEXEL, LELYSTAD, (5.9, 51.0), (3.7, 51.3), (6.9, 52.2)):
        point = shape.project(*place)
        nearest = min(shape.stations, key=lambda code: (
            (shape.stations[code][0] - point[0]) ** 2 + (shape.stations[code][1] - point[1]) ** 2))
        assert [code for code, cell in cells.items() if _inside(cell, point)] == [nearest]
    layer = board.painter.map_layer()[0]  # at zoom 1 the whole layer
    at = board.screen_map.viewport.to_layer(shape.project(*SNEEK))
    assert layer.get_at(at)[:3] == region_tint(board.game.board, "LW")  # Noord's
