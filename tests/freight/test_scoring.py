"""'Scoring One Type Of Train', row by row, cabooses and private yards."""

import pytest

from game.engine.freight.scoring import award_kind, score_day
from tests.freight.position import position


@pytest.mark.parametrize(
    ("lengths", "awards"),
    [
        ({}, {}),  # no player has this type: nothing awarded
        ({2: 4}, {2: 3}),  # only 1 player has this type: 3
        ({0: 5, 1: 3, 2: 1}, {0: 3, 1: 1}),  # longest 3, 2nd-longest 1
        ({0: 4, 1: 4, 2: 1}, {0: 2, 1: 2}),  # 2 tie for longest: 2 each, no 2nd
        ({0: 4, 1: 4, 2: 4, 3: 2}, {0: 1, 1: 1, 2: 1}),  # 3 tie: 1 each
        ({0: 4, 1: 4, 2: 4, 3: 4}, {}),  # 4 tie: nothing
        ({0: 2, 1: 2, 2: 2, 3: 2, 4: 2}, {}),  # 5 tie: nothing
        ({0: 6, 1: 3, 2: 3}, {0: 3}),  # 1 longest, 2 tie for 2nd: 3, no 2nd
    ],
)
def test_train_table_row(lengths: dict[int, int], awards: dict[int, int]) -> None:
    assert award_kind(lengths) == awards


def test_a_caboose_doubles_that_trains_award() -> None:
    game = position(
        trains={0: [("box", ["box"] * 4, True)], 1: [("box", ["box"] * 2, True)], 2: []}
    )
    result = score_day(game.state).to_json()
    assert result["trains"][:2] == [6, 2]


def test_each_kind_is_scored_separately_including_the_mixed_train() -> None:
    game = position(
        trains={
            0: [("box", ["box"] * 3), ("mixed", ["ore", "tank"])],
            1: [("box", ["box"] * 3), ("tank", ["tank"])],
        }
    )
    result = score_day(game.state).to_json()
    # Box: tie for longest, 2 each. Mixed: only seat 0, 3. Tank: only seat 1, 3.
    assert result["trains"] == [5, 5, 0, 0]
    assert [line["kind"] for line in result["kinds"]] == ["box", "tank", "mixed"]


def test_private_yards_after_day_one_gain_half_rounded_down() -> None:
    game = position(rows={0: [["box"] * 5, ["ore"] * 2], 1: [["box"] * 6, []]})
    result = score_day(game.state).to_json()
    assert result["yard"][:2] == [3, 3]
    assert [p.score for p in game.state.players][:2] == [8, 8]


def test_private_yards_after_day_two_score_nothing() -> None:
    game = position(rows={0: [["box"] * 5, ["ore"] * 2]}, day=2)
    assert score_day(game.state).to_json()["yard"][0] == 0


def test_private_yards_after_day_three_lose_every_car() -> None:
    game = position(rows={0: [["box"] * 5, ["ore"] * 2]}, day=3)
    result = score_day(game.state).to_json()
    assert result["yard"][0] == -7
    assert game.state.players[0].score == 5 - 7


def test_extra_mixed_kinds_are_scored_as_their_own_kind() -> None:
    game = position(
        options={"mixed_kinds": ["pairs"]},
        trains={0: [("pairs", ["ore", "ore"])], 1: [("mixed", ["ore"])]},
    )
    result = score_day(game.state).to_json()
    assert result["trains"][:2] == [3, 3]
