"""The typed view's JSON is the view the engine gave before it was typed.

views.json was written by the code of a06238d, when `FreightGame.view(seat)` still
returned a dict: `view(None)`, `view(0)` and `view(1)` at points of three seeded
games (the standard game to its end; face-down with Mixed kinds into Day 2; only
Mixed with a repeatable kind), each after the record's first `after` actions.
`to_json()` must give exactly those dicts, their keys in the same order.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.engine.freight import FreightView, load

FIXTURE = json.loads((Path(__file__).parent / "views.json").read_text(encoding="utf-8"))
SEATS = (None, 0, 1)
POINTS = [(game["record"], point) for game in FIXTURE["games"] for point in game["points"]]


def _keys(data: Any) -> Any:
    """Every dict's keys in order, all the way down: `==` alone does not compare order."""
    if isinstance(data, dict):
        return [(key, _keys(value)) for key, value in data.items()]
    if isinstance(data, list):
        return [_keys(item) for item in data]
    return None


@pytest.mark.parametrize(("record", "point"), POINTS,
                         ids=[f"{r['seed']}-{p['after']}" for r, p in POINTS])
def test_to_json_is_the_view_as_it_was(record: dict[str, Any], point: dict[str, Any]) -> None:
    game = load({**record, "actions": record["actions"][: point["after"]]})
    for seat, expected in zip(SEATS, point["views"], strict=True):
        view = game.view(seat)
        assert isinstance(view, FreightView)
        data = view.to_json()
        assert data == expected
        assert _keys(data) == _keys(expected)
        assert json.loads(json.dumps(data)) == expected
