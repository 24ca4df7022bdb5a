"""Map files at the limits: huge numbers, a station with thousands of routes, clashing names.

A map is hand-edited data, so the loader must refuse nonsense with the field
named (not an OverflowError or a bare ValueError) and take time in proportion
to the file, whatever its shape.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from game.engine.koplopers.mapfile import MapError, load_map, parse_map

TINY = Path(__file__).with_name("tiny_map.json")


def tiny() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(TINY.read_text())
    return data


@pytest.mark.parametrize("value", [10**400, -(10**400), 10**5000], ids=["e400", "-e400", "e5000"])
def test_a_huge_coordinate_is_refused_naming_its_field(value: int) -> None:
    data = tiny()
    data["stations"][1]["lat"] = value
    with pytest.raises(MapError, match=r"tiny_map.json: stations\[1\].lat: .*far too large"):
        parse_map(data, TINY)


@pytest.mark.parametrize(
    ("field", "path"),
    [
        ("stations[2].lon", ("stations", 2, "lon")),
        ("train_capacity", ("train_capacity",)),
        ("tokens[0].passengers", ("tokens", 0, "passengers")),
    ],
)
def test_a_number_of_five_thousand_digits_in_the_file_is_refused_naming_its_field(
    tmp_path: Path, field: str, path: tuple[Any, ...]
) -> None:
    """Python will not even read such a number (ValueError), so the loader must catch it."""
    data = tiny()
    place = data
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = "HUGE"
    text = json.dumps(data).replace('"HUGE"', "7" * 5000)
    file = tmp_path / "huge.json"
    file.write_text(text)
    with pytest.raises(MapError, match=rf"huge.json: {re.escape(field)}: .*far too large"):
        load_map(file)


def test_a_site_named_like_a_track_section_is_refused() -> None:
    """Positions are named by their section; a site called "AA-BB.1" would share one."""
    data = tiny()
    data["sites"][0]["id"] = "AA-BB.1"
    with pytest.raises(MapError, match=r"sites\[0\].id: 'AA-BB.1' is the name of a track section"):
        parse_map(data, TINY)


def hub_map(routes: int) -> dict[str, Any]:
    """The tiny map with one more station, HB, joined by `routes` routes to stations of its own."""
    data = tiny()
    hub = {"code": "HB", "name": "Hub", "lat": 52.1, "lon": 4.2, "region": "west"}
    data["stations"].append(hub)
    data["routes"].append({"from": "HB", "to": "AA", "sections": 1})
    for i in range(routes):
        data["stations"].append(
            {"code": f"L{i}", "name": f"Leaf {i}", "lat": 52.0, "lon": 4.0, "region": "west"}
        )
        data["routes"].append({"from": "HB", "to": f"L{i}", "sections": 2})
    return data


def test_a_station_with_ten_thousand_routes_loads(tmp_path: Path) -> None:
    """Building the board took time and memory in the square of a station's routes."""
    file = tmp_path / "hub.json"
    file.write_text(json.dumps(hub_map(10_000)))
    board = load_map(file)
    assert len(board.platforms["HB"]) == 10_001
    platform = board.facing(board.platforms["HB"][0], "HB")
    assert len(board.steps[platform]) == 10_000  # every other route out of the hub
    assert len(board.steps) == 2 * len(board.sections)


def test_the_ride_table_is_the_same_asked_for_in_any_order() -> None:
    board = load_map(TINY)
    forwards = {p: board.steps[p] for p in board.steps}
    again = load_map(TINY)
    backwards = {p: again.steps[p] for p in reversed(list(again.steps))}
    assert forwards == backwards
    assert (len(board.sections), 0) not in board.steps
    with pytest.raises(KeyError):
        board.steps[(len(board.sections), 0)]
