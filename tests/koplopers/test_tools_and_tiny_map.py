"""The map tools, whole games on the tiny test map, and damaged records."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from game.engine.errors import InvalidRecord
from game.engine.koplopers import load, new_game
from game.engine.koplopers.board import Board
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.mapfile import DEFAULT_MAP, load_map
from game.engine.record import replay

from .test_random_play import check_invariants

ROOT = Path(__file__).resolve().parents[2]
TINY = Path(__file__).with_name("tiny_map.json")


def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_check_map_passes_the_real_board_and_flags_the_tiny_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    check = tool("check_map")
    assert check.main(["check_map"]) == 0
    assert "38 stations" in capsys.readouterr().out
    assert check.main(["check_map", str(TINY)]) == 1
    assert "PROBLEM region west has 4 spots" in capsys.readouterr().out


def test_check_map_prints_destination_coverage_and_journey_lengths(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tool("check_map").main(["check_map"]) == 0
    out = capsys.readouterr().out
    assert "    Noordwest: AMF 2, ASD 2, UT 2, AMR 1," in out
    assert "    sections 1:" in out and "    hops     1:" in out
    assert "tokens bound for another region: 50 of 50 (at least 40 wanted)" in out


def _retarget(data: dict[str, Any], old: str, new: str, count: int = 1) -> None:
    """Send the first `count` tokens bound for `old` to `new` instead."""
    tokens = [t for t in data["tokens"] if t["destination"] == old][:count]
    assert len(tokens) == count
    for token in tokens:
        token["destination"] = new


def _into_own_region(data: dict[str, Any], count: int) -> None:
    """Bind `count` tokens for a station of the region whose spots they start on."""
    for token in data["tokens"][:count]:
        token["destination"] = data["spots"][token["region"]][0]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: _retarget(d, "HGL", "ZL"), "PROBLEM no token is bound for HGL"),
        (lambda d: _retarget(d, "RTD", "DDR"),
         "PROBLEM big station RTD (two token spots) is the destination of only 1 token"),
        # Token 1 starts in Noord, so Groningen is one of the spots it may land on.
        (lambda d: _into_own_region(d, 1),
         "ERROR variant.json: tokens[0].destination: GN lies in the token's own region"),
        (lambda d: _into_own_region(d, 11), "lies in the token's own region"),
    ],
    ids=["station-nobody-goes-to", "big-station-short", "own-destination", "few-crossing"],
)
def test_check_map_fails_naming_each_breach_of_the_destination_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
    change: Callable[[dict[str, Any]], None], problem: str,
) -> None:
    data = json.loads(DEFAULT_MAP.read_text(encoding="utf-8"))
    change(data)
    variant = tmp_path / "variant.json"
    variant.write_text(json.dumps(data), encoding="utf-8")
    assert tool("check_map").main(["check_map", str(variant)]) == 1
    assert problem in capsys.readouterr().out


def test_check_map_holds_the_rule_even_where_the_loader_is_lenient() -> None:
    """The loader refuses these boards today; the checker states the rule on its own."""
    board = load_map()
    home = {rid: codes[0] for rid, codes in board.spots.items()}
    tokens = [dataclasses.replace(t, destination=home[t.region]) if t.id <= 11 else t
              for t in board.tokens.values()]
    lenient = Board(board.name, list(board.regions.values()), list(board.stations.values()),
                    board.routes, list(board.sites.values()), board.spots, tokens,
                    board.obstruction_cards, board.repair_cards, board.capacity)
    found = tool("check_map").destination_problems(lenient)
    assert "token 1 (noord) is bound for GN, a spot of its own region, so it could start at " \
        "its destination" in found
    assert "only 39 of 50 tokens cross a region border; at least 40 should" in found


def test_preview_renders_a_png(tmp_path: Path) -> None:
    out = tmp_path / "tiny.png"
    assert tool("preview_map").main(["preview_map", str(TINY), str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_on_the_tiny_map_end_and_replay(players: int) -> None:
    board = load_map(TINY)
    make = partial(KoplopersGame, board=board)
    game = make(players, seed=players, options={"advanced": players == 3})
    chooser = random.Random(players)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
        check_invariants(game)
    again = replay(game.record(), KoplopersGame, make)
    assert again.view(None) == game.view(None)


def test_damaged_records_are_refused_with_the_reason() -> None:
    game = new_game(2, seed=4)
    game.apply(game.legal_actions()[0])
    record = game.record()
    record["actions"].append({"type": "ride", "train": 3, "to": "MP-ZL.1>ZL"})
    with pytest.raises(InvalidRecord, match="action 2 .* is illegal"):
        load(record)
    record["actions"][-1] = {"type": "fly", "to": "UT"}
    with pytest.raises(InvalidRecord, match="not readable"):
        load(record)
