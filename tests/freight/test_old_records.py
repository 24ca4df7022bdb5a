"""A game saved under an older rules version still opens: no game is ever lost.

Rules version 1 moved private cars one at a time and ended a short move with
`done`; version 2 takes a move's cars first, then places them (Ruling 9:
"Move 1 to 4 cars, one at a time, from the end of a Private Yard line, then add
them to your trains in any order"). The record in old_records/ was played to its
end by the version-1 engine; brought up to date, it replays to the same result.
"""

import copy
import json
from pathlib import Path

import pytest

from game.engine.errors import InvalidRecord
from game.engine.freight import FreightGame, load

OLD = json.loads((Path(__file__).parent / "old_records" / "rules_v1.json").read_text())


def test_a_version_1_game_replays_to_the_same_scores_and_ranking() -> None:
    record = OLD["record"]
    assert record["rules_version"] == 1
    kinds = [action["type"] for action in record["actions"]]
    assert "done" in kinds and kinds.count("move") > 100  # moves of every length
    game = load(record)
    assert game.is_over
    assert game.scores() == OLD["scores"] and game.ranking() == OLD["ranking"]
    assert game.record()["rules_version"] == FreightGame.RULES_VERSION
    assert len(game.actions) == len(kinds) - kinds.count("done")


def test_a_version_1_game_cut_short_opens_where_it_was_left() -> None:
    record = copy.deepcopy(OLD["record"])
    record["actions"] = record["actions"][:400]
    game = load(record)
    assert not game.is_over
    assert game.legal_actions()


def test_a_version_1_record_that_cannot_be_brought_up_to_date_says_so() -> None:
    record = copy.deepcopy(OLD["record"])
    record["actions"].insert(5, {"type": "loco"})
    record["actions"].insert(5, {"type": "loco"})
    with pytest.raises(InvalidRecord, match="older version .* action 5 cannot be played"):
        load(record)


def test_other_versions_are_still_refused_by_name() -> None:
    record = dict(OLD["record"], rules_version=99)
    with pytest.raises(InvalidRecord, match="rules version 99"):
        load(record)
