"""The map loader: the real board's data, the graph, and bad files refused by field."""

from __future__ import annotations

import json
from collections import Counter
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from game.engine.koplopers.mapfile import DEFAULT_MAP, MapError, load_map, parse_map

TINY = Path(__file__).with_name("tiny_map.json")


def test_netherlands_has_the_boards_counts() -> None:
    board = load_map()
    assert 32 <= len(board.stations) <= 40
    assert len(board.tokens) == 50
    assert len(board.sites) == 10
    assert sorted(s.mark for s in board.sites.values()) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert {rid: len(codes) for rid, codes in board.spots.items()} == {
        rid: 10 for rid in board.regions
    }
    assert len(board.regions) == 5
    assert len(board.obstruction_cards) == 32
    assert board.repair_cards == 4


def test_every_station_the_rulebook_names_is_on_the_map() -> None:
    board = load_map()
    for code in ["MP", "ZL", "GN", "LW", "STV", "AMF", "UT", "AH", "EHV", "VL", "TB", "BD",
                 "HRL", "STD", "MT"]:
        assert code in board.stations


def _neighbours(code: str) -> set[str]:
    board = load_map()
    return {r.b if r.a == code else r.a for r in board.routes if code in (r.a, r.b)}


def test_rulebook_examples_hold_on_the_map() -> None:
    board = load_map()
    sections = {frozenset((r.a, r.b)): r.sections for r in board.routes}
    assert sections[frozenset(("MP", "ZL"))] == 1
    assert {"HRL": {"STD", "MT"} <= _neighbours("HRL")}["HRL"]
    assert "VL" in _neighbours("EHV") and sections[frozenset(("EHV", "VL"))] >= 2
    assert "BD" in _neighbours("TB") and sections[frozenset(("TB", "BD"))] == 1
    # From Meppel the other lines lead to Leeuwarden and (through Assen) Groningen.
    assert _neighbours("MP") == {"ZL", "LW", "ASN"} and "GN" in _neighbours("ASN")


def test_tokens_never_start_at_their_destination() -> None:
    board = load_map()
    for token in board.tokens.values():
        assert token.destination not in board.spots[token.region]


def test_every_station_is_a_destination_and_big_stations_of_more() -> None:
    """Ruling 12: every station is wanted; a station with two token spots draws more."""
    board = load_map()
    bound = Counter(t.destination for t in board.tokens.values())
    spots = Counter(code for codes in board.spots.values() for code in codes)
    big = [code for code in board.stations if spots[code] >= 2]
    assert {"ASD", "UT", "RTD", "GVC", "EHV"} <= set(big)
    assert [code for code in board.stations if not bound[code]] == []
    assert [code for code in big if bound[code] < 2] == []
    assert max(bound.values()) == 2  # nowhere hoards passengers (Assen and Zwolle had four)


def test_most_tokens_cross_a_region_border_with_the_boards_size_mix() -> None:
    """Ruling 12; each region keeps the same ten sizes, so no region's tokens are worth more."""
    board = load_map()
    crossing = [t for t in board.tokens.values()
                if board.stations[t.destination].region != t.region]
    assert len(crossing) >= 0.8 * len(board.tokens)
    for rid in board.regions:
        sizes = sorted(t.passengers for t in board.tokens.values() if t.region == rid)
        assert sizes == [100, 100, 150, 150, 200, 200, 200, 250, 250, 300]


def test_rulebook_amersfoort_example_can_happen() -> None:
    """Seb's train 1 carries passengers for LW, ZL and MT, train 2 for STV, AH and STD."""
    board = load_map()
    for train in (("LW", "ZL", "MT"), ("STV", "AH", "STD")):
        choices = [[t.passengers for t in board.tokens.values() if t.destination == code]
                   for code in train]
        assert any(sum(load) <= board.capacity for load in product(*choices)), train


def test_graph_has_stations_and_sections_and_sites_are_dead_ends() -> None:
    board = load_map()
    assert board.graph.number_of_nodes() == len(board.stations) + len(board.sections)
    for site_id, number in board.site_section.items():
        assert board.sections[number].ends == (board.sites[site_id].station, None)
        assert board.steps[(number, 1)] == ()


def test_ride_table_from_a_platform_leads_to_the_stations_other_routes() -> None:
    board = load_map()
    at_meppel = board.position("MP-ZL.1>MP")
    assert at_meppel is not None
    onward = {board.label(p) for p, passed in board.steps[at_meppel]}
    assert onward == {"LW-MP.3>LW", "ASN-MP.2>ASN"}
    assert all(passed == "MP" for _, passed in board.steps[at_meppel])


def _broken(change: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(TINY.read_text())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["routes"][0].update({"to": "XX"}), "routes[0].to"),
        (lambda d: d["stations"].pop(0), "routes[0].from"),
        (lambda d: d["tokens"][0].update({"destination": "BB"}), "tokens[0].destination"),
        (lambda d: d["tokens"][1].update({"destination": "QQ"}), "tokens[1].destination"),
        (lambda d: d["spots"]["west"].pop(), "spots.west"),
        (lambda d: d["routes"][0].update({"sections": 5}), "routes[0].sections"),
        (lambda d: d["sites"][0].update({"station": "ZZ"}), "sites[0].station"),
        (lambda d: d["sites"].pop(0), "sites"),
        (lambda d: d.update({"repair_cards": 3}), "repair_cards"),
        (lambda d: d.pop("tokens"), "tokens"),
        (lambda d: d["stations"][0].update({"region": "south"}), "stations[0].region"),
        (lambda d: d["obstruction_cards"].pop(), "obstruction_cards"),
        (lambda d: d["routes"].pop(3) and d["routes"].pop(1), "routes"),
        # Every other kind of mistake: wrong types, ranges, duplicates, references.
        (lambda d: d.update({"name": 7}), "name"),
        (lambda d: d.update({"train_capacity": 0}), "train_capacity"),
        (lambda d: d.update({"train_capacity": True}), "train_capacity"),
        (lambda d: d.update({"regions": []}), "regions"),
        (lambda d: d.update({"regions": {"west": 1}}), "regions"),
        (lambda d: d["regions"].append(dict(d["regions"][0])), "regions[2].id"),
        (lambda d: d["regions"][1].pop("colour"), "regions[1].colour"),
        (lambda d: d["stations"][0].update({"code": "aa"}), "stations[0].code"),
        (lambda d: d["stations"].append(dict(d["stations"][1])), "stations[4].code"),
        (lambda d: d["stations"][2].update({"lat": 91.0}), "stations[2].lat"),
        (lambda d: d["stations"][2].update({"lon": "5"}), "stations[2].lon"),
        (lambda d: d["stations"][3].update({"name": None}), "stations[3].name"),
        (lambda d: d["routes"][1].update({"to": "BB"}), "routes[1].to"),
        (lambda d: d["routes"].append({"from": "BB", "to": "AA", "sections": 1}), "routes[4]"),
        (lambda d: d["routes"][2].update({"sections": 1.5}), "routes[2].sections"),
        (lambda d: d["routes"].__setitem__(0, 5), "routes[0].from"),
        (lambda d: d["sites"][1].update({"id": "site-AA"}), "sites[1].id"),
        (lambda d: d["sites"][1].update({"id": "site BB"}), "sites[1].id"),
        (lambda d: d["sites"][2].update({"mark": 7}), "sites[2].mark"),
        (lambda d: d["tokens"][2].update({"id": 9}), "tokens[2].id"),
        (lambda d: d["tokens"][0].update({"region": "north"}), "tokens[0].region"),
        (lambda d: d["tokens"][3].update({"passengers": 0}), "tokens[3].passengers"),
        (lambda d: d["tokens"][3].update({"passengers": 501}), "tokens[3].passengers"),
        (lambda d: d["spots"]["west"].__setitem__(0, "CC"), "spots.west[0]"),
        (lambda d: d["spots"]["east"].__setitem__(1, "ZZ"), "spots.east[1]"),
        (lambda d: d["spots"].update({"north": []}), "spots.north"),
        (lambda d: d["spots"].pop("east"), "spots.east"),
        (lambda d: d["obstruction_cards"].__setitem__(4, "QQ"), "obstruction_cards[4]"),
        (lambda d: d.update({"repair_cards": "4"}), "repair_cards"),
    ],
)
def test_bad_map_data_is_refused_naming_file_and_field(change: Any, field: str) -> None:
    with pytest.raises(MapError) as caught:
        parse_map(_broken(change), TINY)
    assert str(caught.value).startswith(f"tiny_map.json: {field}:")


def test_unreadable_file_names_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    with pytest.raises(MapError, match="broken.json"):
        load_map(bad)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[" * 100_000 + "]" * 100_000, "is nested too deeply to be a map"),
        ('["a", "list"]', "must hold a JSON object, not a list"),
        ("", "is not valid JSON"),
    ],
)
def test_a_file_that_is_no_map_at_all_says_so(tmp_path: Path, text: str, problem: str) -> None:
    """Regression: a deeply nested file crashed the loader with RecursionError."""
    bad = tmp_path / "odd.json"
    bad.write_text(text)
    with pytest.raises(MapError, match=f"^odd.json: {problem}"):
        load_map(bad)


def test_tiny_map_loads() -> None:
    board = load_map(TINY)
    assert DEFAULT_MAP.exists()
    assert len(board.sections) == 2 + 1 + 3 + 1 + 5
