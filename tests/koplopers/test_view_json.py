"""The typed view's JSON is the view as it was when views were plain dicts.

views.json holds two seeded games' records (one with the advanced rules) and the
JSON of view(None), view(0) and view(1) at points worth checking: the start, a
boarding choice, the end of a turn making its calls' choices, combined trains, an
exchange offer drafted and one proposed, obstructions out, the finished game. It
was written by the dict-returning view() before the view became dataclasses:
to_json() must give exactly that, key order included.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.engine.koplopers import KoplopersView, load

FIXTURE = Path(__file__).with_name("views.json")
GAMES: list[dict[str, Any]] = json.loads(FIXTURE.read_text(encoding="utf-8"))
POSITIONS = [(game["record"], position) for game in GAMES for position in game["positions"]]


def test_the_fixture_covers_the_points_worth_checking() -> None:
    points = {position["point"] for _, position in POSITIONS}
    assert {"start", "boarding", "ending", "combined", "offer drafted", "offer proposed",
            "obstructed", "over"} <= points
    assert any(record["options"].get("advanced") for record, _ in POSITIONS)


@pytest.mark.parametrize(("record", "position"), POSITIONS,
                         ids=[f"{r['players']}p-{p['point']}" for r, p in POSITIONS])
def test_to_json_is_the_view_as_it_was(record: dict[str, Any], position: dict[str, Any]) -> None:
    game = load({**record, "actions": record["actions"][:position["moves"]]})
    for seat, expected in position["views"].items():
        view = game.view(None if seat == "None" else int(seat))
        assert isinstance(view, KoplopersView)
        got = view.to_json()
        assert got == expected, seat  # lists stay lists: a tuple is not equal to a list
        assert json.dumps(got) == json.dumps(expected), seat  # the same keys in the same order


def test_a_views_mappings_stay_frozen() -> None:
    """A view is shared by whoever reads it (searches keep them), so nobody may change it."""
    record, position = POSITIONS[-1]
    view = load({**record, "actions": record["actions"][:position["moves"]]}).view(0)
    with pytest.raises(TypeError):
        view.waiting["UT"] = ()  # type: ignore[index]
    with pytest.raises(TypeError):
        view.obstructions["A"] = "UT"  # type: ignore[index]
