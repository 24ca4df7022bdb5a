"""Records and replay: every kind of damage becomes an InvalidRecord with a clear reason."""

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.errors import BadNotation, InvalidRecord
from game.engine.freight import ACTIONS, load, new_game
from game.engine.games import load_any


def played_record(steps: int = 40) -> dict:  # type: ignore[type-arg]
    game = new_game(["Ann", "Bob", "Cy"], seed=5, options={"mixed_kinds": ["pairs"]})
    for _ in range(steps):
        game.apply(game.legal_actions()[-1 if len(game.actions) % 3 else 0])
    return game.record()


def test_record_holds_game_version_options_seed_players_and_actions() -> None:
    record = played_record()
    assert set(record) == {"game", "rules_version", "options", "seed", "players", "actions"}
    assert record["game"] == "freight" and record["players"] == ["Ann", "Bob", "Cy"]
    assert json.loads(json.dumps(record)) == record
    assert load_any(record).view(None) == load(record).view(None)


def test_a_freight_record_is_read_without_the_koplopers_engine(tmp_path: Path) -> None:
    # The saves' index reads a Freight game back at its end: the Koplopers engine (and
    # networkx with it, 16 MB) stays out of a process that plays only Freight.
    record = tmp_path / "freight.json"
    record.write_text(json.dumps(played_record()))
    reader = ("import json, sys; from game.engine.games import load_any; "
              "load_any(json.loads(open(sys.argv[1]).read())); "
              "print(sorted(m for m in sys.modules if 'koplopers' in m or 'networkx' in m))")
    done = subprocess.run([sys.executable, "-c", reader, str(record)], capture_output=True,
                          text=True, check=True, timeout=120)
    assert done.stdout.strip() == "[]"


def damaged(change) -> dict:  # type: ignore[no-untyped-def, type-arg]
    record = copy.deepcopy(played_record())
    change(record)
    return record


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda r: r.pop("seed"), "has no seed"),
        (lambda r: r.update(game="chess"), "names no game"),
        (lambda r: r.update(rules_version=99), "rules version 99"),
        (lambda r: r.update(players=["Solo"]), "2 to 5 players"),
        (lambda r: r.update(options={"turbo": True}), "unknown Freight Train option"),
        (lambda r: r.update(seed="seven"), "seed must be a whole number"),
        (lambda r: r.update(actions={"a": 1}), "actions must be a list"),
        (lambda r: r["actions"].insert(0, {"type": "teleport"}), "action 1 is not readable"),
        (lambda r: r["actions"][3].update(line=True), "action 4 is not readable"),
        (lambda r: r["actions"].insert(2, {"type": "loco"}), r"action 3 \(loco\) is illegal"),
        (lambda r: r["actions"].reverse(), "action 1 .* is illegal"),
    ],
)
def test_each_kind_of_damage_is_named(change, reason: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidRecord, match=reason):
        load_any(damaged(change))


def test_action_text_errors_say_what_was_expected() -> None:
    with pytest.raises(BadNotation, match="expected 'take LINE'"):
        ACTIONS.from_text("take")
    with pytest.raises(BadNotation, match="must be a number"):
        ACTIONS.from_text("take three")
    with pytest.raises(BadNotation, match="unknown action 'fly'"):
        ACTIONS.from_text("fly 3")


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=120
    )


def test_check_command_accepts_a_good_save_and_names_the_damage_in_a_bad_one(
    tmp_path: Path,
) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(played_record()))
    result = run_cli("check", str(good))
    assert result.returncode == 0 and result.stdout.startswith("OK")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(played_record())[:-40])
    result = run_cli("check", str(bad))
    assert result.returncode == 1 and "not valid JSON" in result.stdout
    assert bad.read_text() == json.dumps(played_record())[:-40]  # left untouched


def test_selfplay_prints_a_json_summary() -> None:
    result = run_cli("selfplay", "freight", "--players", "3", "--games", "3", "--seed", "1")
    summary = json.loads(result.stdout)
    assert summary["games"] == 3 and summary["actions"] > 0
    assert summary["actions_per_second"] > 0
    assert len(summary["mean_score_per_seat"]) == 3
