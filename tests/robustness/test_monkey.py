"""A short run of tools/monkey.py on each game screen: no exception, invariants kept.

The tool's own run (100,000 events a screen) is reported, not run here; this
keeps a few thousand events in every test run.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from koplopers.test_random_play import check_invariants

from game.engine.koplopers.game import KoplopersGame

EVENTS = 2500
TOOL = Path(__file__).resolve().parents[2] / "tools" / "monkey.py"


def monkey_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("monkey", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["monkey"] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", ["freight", "koplopers"])
def test_monkey_on_a_game_screen_breaks_nothing(game: str) -> None:
    monkey = monkey_tool().run_monkey(game, EVENTS, seed=11)
    report = monkey.report
    assert report.events >= EVENTS
    assert report.gestures > 0 and set(report.gesture_counts) == set(monkey.GESTURES)
    assert report.actions > 0, "the monkey's game never moved"
    assert report.checks >= 1  # a broken invariant raises inside the run
    final = monkey.session.game
    if isinstance(final, KoplopersGame):
        check_invariants(final)
