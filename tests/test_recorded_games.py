"""Whole recorded games replay to their exact end (as tobymao/18xx's fixtures_spec does).

The records in tests/records/ were played by computer players at every level,
over every seat count and option of both games, and made by tools/make_records.py.
A rule change that alters how any of them ends fails here; the change must say
why and re-make the records it altered with that script, never edit them.
"""

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.engine.games import load_any

ROOT = Path(__file__).resolve().parents[1]
RECORDS = sorted((ROOT / "tests" / "records").glob("*.json"))
sys.path.insert(0, str(ROOT / "tools"))

from make_records import FIXTURES  # noqa: E402


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_record_replays_to_its_exact_scores_ranking_and_log(path: Path) -> None:
    fixture = json.loads(path.read_text(encoding="utf-8"))
    game = load_any(fixture["record"])
    assert game.is_over
    expect = fixture["expect"]
    assert game.scores() == expect["scores"]
    assert game.ranking() == expect["ranking"]
    assert game.log == expect["log"]


def test_every_fixture_has_its_record_and_no_record_is_orphaned() -> None:
    assert sorted(f.name for f in FIXTURES) == sorted(p.stem for p in RECORDS)


def test_records_cover_every_seat_count_option_and_level() -> None:
    """At least 12 whole games per game: all seat counts, every option, every level."""
    per_game = Counter(f.game for f in FIXTURES)
    assert per_game["freight"] >= 12 and per_game["koplopers"] >= 12
    seats = {(f.game, len(f.levels)) for f in FIXTURES}
    assert seats >= {("freight", n) for n in range(2, 6)} | {("koplopers", n) for n in (2, 3, 4)}
    levels = {(f.game, level) for f in FIXTURES for level in f.levels}
    assert levels >= {(g, lv) for g in ("freight", "koplopers")
                      for lv in ("random", "easy", "normal", "hard")}
    options = {(f.game, key) for f in FIXTURES for key in f.options}
    assert options >= {("freight", key) for key in
                       ("unlimited_yard", "face_down", "mixed_kinds", "only_mixed",
                        "repeatable_kinds")} | {("koplopers", "advanced")}
    kinds = {kind for f in FIXTURES for kind in f.options.get("mixed_kinds", [])}
    assert kinds == {"pairs", "triples", "alt_singles", "alt_pairs", "alt_triples",
                     "random_alt", "incremental"}
