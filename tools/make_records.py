"""Make the recorded games that tests/test_recorded_games.py replays (tobymao/18xx's fixtures).

    python tools/make_records.py [NAME ...]        # all fixtures, or only those named
    python tools/make_records.py --relog NAME ...  # the same games, their logs written again
    python tools/make_records.py --list

Each fixture is a whole game played by computer players at the levels it names,
with its seat count, seed and options, written to `tests/records/NAME.json` with
what it must replay to: final scores, ranking and the whole game log. Together
they cover every seat count, every option and every level of both games.

The files are never edited by hand. When a rule change alters an old record (a
replay then fails or ends differently), the change says why in its commit and
re-makes the records it altered with this script. A change of the log's words only
(a narration fixed, not a rule) re-makes what the records must reach with `--relog`: each
game is replayed from its own record, whose actions stay as they are, so the file changes
only in the log lines whose words changed (playing the fixture again would not do: the
computer players of today may play another game than the ones that made the record).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.ismcts import TreeSearchPlayer  # noqa: E402
from game.ai.levels import make_player  # noqa: E402
from game.ai.search import SearchPlayer  # noqa: E402
from game.engine.base import Game  # noqa: E402
from game.engine.games import game_module, load_any  # noqa: E402

RECORDS = ROOT / "tests" / "records"


@dataclass(frozen=True)
class Fixture:
    """One recorded game: which game, who plays it (a level per seat), seed and options."""

    name: str
    game: str
    levels: tuple[str, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)


FIXTURES = (
    # Freight Train: every seat count, every variant, every level.
    Fixture("freight-2-standard-normal-hard", "freight", ("normal", "hard"), 101),
    Fixture("freight-2-random-easy", "freight", ("random", "easy"), 102),
    Fixture("freight-3-unlimited-yard", "freight", ("easy", "normal", "hard"), 103,
            {"unlimited_yard": True}),
    Fixture("freight-3-face-down", "freight", ("normal", "normal", "easy"), 104,
            {"face_down": True}),
    Fixture("freight-4-mixed-pairs-triples", "freight", ("normal", "easy", "normal", "random"),
            105, {"mixed_kinds": ["pairs", "triples"]}),
    Fixture("freight-4-mixed-alternating", "freight", ("hard", "normal", "easy", "normal"), 106,
            {"mixed_kinds": ["alt_singles", "alt_pairs", "alt_triples"]}),
    Fixture("freight-5-standard", "freight", ("easy", "normal", "random", "normal", "easy"), 107),
    Fixture("freight-5-mixed-random-incremental", "freight",
            ("normal", "normal", "normal", "easy", "easy"), 108,
            {"mixed_kinds": ["random_alt", "incremental"]}),
    Fixture("freight-3-only-mixed", "freight", ("normal", "easy", "normal"), 109,
            {"only_mixed": True, "mixed_kinds": ["pairs", "triples", "incremental"]}),
    Fixture("freight-2-only-mixed-repeatable", "freight", ("normal", "normal"), 110,
            {"only_mixed": True, "mixed_kinds": ["pairs", "alt_singles"],
             "repeatable_kinds": ["mixed", "pairs"]}),
    Fixture("freight-4-every-variant", "freight", ("normal", "hard", "normal", "easy"), 111,
            {"unlimited_yard": True, "face_down": True, "mixed_kinds": ["pairs"]}),
    Fixture("freight-2-face-down-hard", "freight", ("hard", "easy"), 112, {"face_down": True}),
    # Koplopers & Dwarsliggers: 2-4 seats, standard and advanced rules, every level.
    Fixture("koplopers-2-standard-normal-hard", "koplopers", ("normal", "hard"), 201),
    Fixture("koplopers-2-advanced-easy-normal", "koplopers", ("easy", "normal"), 202,
            {"advanced": True}),
    Fixture("koplopers-2-random-normal", "koplopers", ("random", "normal"), 203),
    Fixture("koplopers-3-standard", "koplopers", ("normal", "normal", "easy"), 204),
    Fixture("koplopers-3-advanced", "koplopers", ("normal", "hard", "normal"), 205,
            {"advanced": True}),
    Fixture("koplopers-3-easy-random", "koplopers", ("easy", "random", "easy"), 206),
    Fixture("koplopers-4-standard", "koplopers", ("normal", "normal", "normal", "normal"), 207),
    Fixture("koplopers-4-advanced", "koplopers", ("normal", "easy", "normal", "easy"), 208,
            {"advanced": True}),
    Fixture("koplopers-4-every-level", "koplopers", ("hard", "normal", "easy", "random"), 209),
    Fixture("koplopers-2-advanced-hard", "koplopers", ("hard", "normal"), 210,
            {"advanced": True}),
    Fixture("koplopers-3-normal-seed", "koplopers", ("normal", "normal", "normal"), 211),
    Fixture("koplopers-4-advanced-normal", "koplopers", ("normal", "normal", "normal", "normal"),
            212, {"advanced": True}),
)


def outcome(game: Game) -> dict[str, Any]:
    """What a replay of the record must reach, exactly."""
    return {"scores": game.scores(), "ranking": game.ranking(), "log": list(game.log)}


def play(fixture: Fixture) -> dict[str, Any]:
    """Play the fixture's game to its end and return the file's contents."""
    game = game_module(fixture.game).new_game(
        players=len(fixture.levels), seed=fixture.seed, options=fixture.options
    )
    bots = [make_player(level, fixture.game, fixture.seed * 10 + seat)
            for seat, level in enumerate(fixture.levels)]
    for bot in bots:
        if isinstance(bot, (SearchPlayer, TreeSearchPlayer)):
            bot.budget = math.inf  # its fixed samples only: the same record on any machine
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
    return {
        "made_by": "tools/make_records.py (never edit by hand)",
        "levels": list(fixture.levels),
        "record": game.record(),
        "expect": outcome(game),
    }


def relogged(path: Path) -> dict[str, Any]:
    """The file at `path` with what its record replays to now: the same game, its log in
    today's words."""
    contents: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    contents["expect"] = outcome(load_any(contents["record"]))
    return contents


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="fixtures to make (default: all)")
    parser.add_argument("--list", action="store_true", help="list the fixtures and exit")
    parser.add_argument("--relog", action="store_true",
                        help="replay the records as they are and write their logs again")
    args = parser.parse_args(argv)
    known = {fixture.name: fixture for fixture in FIXTURES}
    if args.list:
        print("\n".join(known))
        return 0
    unknown = [name for name in args.names if name not in known]
    if unknown:
        print(f"unknown fixtures: {', '.join(unknown)}; see --list", file=sys.stderr)
        return 2
    RECORDS.mkdir(parents=True, exist_ok=True)
    for name in args.names or list(known):
        path = RECORDS / f"{name}.json"
        contents = relogged(path) if args.relog else play(known[name])
        path.write_text(json.dumps(contents, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        expect = contents["expect"]
        print(f"{path.relative_to(ROOT)}: {len(contents['record']['actions'])} actions, "
              f"scores {expect['scores']}, ranking {expect['ranking']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
