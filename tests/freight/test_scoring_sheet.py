"""The day's score sheet, as the end screen shows it: every train type, each seat's
train length, caboose and points, the private yards and the totals.

The players check this sheet against the rulebook's table, so every entry of it is
asserted here, not only the points each seat gained.
"""

from game.engine.freight.scoring import award_kind, kinds_scored, score_day
from tests.freight.position import position


def test_the_sheet_lists_each_kind_with_every_seats_train_length_caboose_and_points() -> None:
    """'Score each train type separately -- 11 regular types plus the Mixed Train. Any
    train with a Caboose scores double.' 'Train length is the count of cars in that
    train.'"""
    game = position(
        3,
        trains={
            0: [("box", ["box"] * 4, True), ("mixed", ["ore", "tank"])],
            1: [("box", ["box"] * 2), ("tank", ["tank"] * 3, True)],
            2: [("box", ["box"]), ("mixed", ["box", "ore", "stock"])],
        },
        rows={0: [["ore"] * 3, []], 2: [["box"], ["tank"]]},
        scores={0: 5, 1: 2, 2: 0},
    )
    sheet = score_day(game.state).to_json()
    assert sheet == {
        "day": 1,
        "kinds": [
            {
                "kind": "box",
                "trains": [
                    # longest: 3, doubled by its caboose
                    {"seat": 0, "length": 4, "caboose": True, "points": 6},
                    {"seat": 1, "length": 2, "caboose": False, "points": 1},  # 2nd-longest
                    {"seat": 2, "length": 1, "caboose": False, "points": 0},
                ],
            },
            {
                "kind": "tank",  # only 1 player has this type: 3, doubled
                "trains": [{"seat": 1, "length": 3, "caboose": True, "points": 6}],
            },
            {
                "kind": "mixed",
                "trains": [
                    {"seat": 0, "length": 2, "caboose": False, "points": 1},
                    {"seat": 2, "length": 3, "caboose": False, "points": 3},
                ],
            },
        ],
        "trains": [7, 7, 3],
        "yard": [1, 0, 1],  # after Day 1: half the private yard, rounded down
        "totals": [5 + 7 + 1, 2 + 7, 0 + 3 + 1],
    }
    assert [p.score for p in game.state.players] == sheet["totals"]


def test_a_day_without_trains_scores_only_the_private_yards() -> None:
    """'No player has this type: not awarded.' -- the sheet has no line for it."""
    game = position(2, rows={1: [["box"] * 4, ["ore"]]}, day=1)
    sheet = score_day(game.state).to_json()
    assert sheet["kinds"] == []
    assert sheet["trains"] == [0, 0]
    assert sheet["yard"] == [0, 2]
    assert sheet["totals"] == [5, 7]


def test_the_sheet_says_which_day_it_scores() -> None:
    """'Private Yards are scored after Day 1 and after Day 3.' After Day 2: no score."""
    game = position(2, rows={0: [["box"] * 4, []]}, trains={0: [("box", ["box"])]}, day=2)
    sheet = score_day(game.state).to_json()
    assert sheet["day"] == 2
    assert sheet["yard"] == [0, 0]
    assert sheet["kinds"] == [
        {"kind": "box", "trains": [{"seat": 0, "length": 1, "caboose": False, "points": 3}]}
    ]


def test_a_lone_car_train_is_one_car_long() -> None:
    """'Train length is the count of cars in that train.' A one-car train beats no train
    and loses to a two-car train."""
    assert award_kind({0: 1, 1: 2}) == {1: 3, 0: 1}
    assert award_kind({0: 1}) == {0: 3}


def test_second_longest_is_the_next_length_down_not_the_second_seat() -> None:
    """'1 player has the longest, 1 player has the 2nd-longest: 3, 1' -- with a third,
    shorter train scoring nothing."""
    assert award_kind({0: 2, 1: 7, 2: 5}) == {1: 3, 2: 1}
    assert award_kind({0: 5, 1: 7, 2: 2, 3: 2}) == {1: 3, 0: 1}


def test_only_mixed_games_score_no_regular_kinds() -> None:
    """Variant 3 option: 'play with only Mixed Freight Trains'. Only the Mixed kinds in
    play are on the sheet."""
    game = position(2, options={"only_mixed": True, "mixed_kinds": ["pairs"]})
    assert kinds_scored(game.state) == ["mixed", "pairs"]
    standard = position(2)
    assert kinds_scored(standard.state) == [
        "auto_rack", "box", "coil_steel", "container", "gondola", "hopper",
        "ore", "piggyback", "refrigerator", "stock", "tank", "mixed",
    ]  # fmt: skip


def test_with_two_trains_of_a_kind_the_longer_one_scores_for_the_seat() -> None:
    """Variant 3 option: 'allow more than one of some types'. A seat is one player in
    the table ('Longest train of this type'), so its longest train of the kind stands
    for it; between two equally long ones, the one with a Caboose."""
    game = position(
        2,
        options={"only_mixed": True, "repeatable_kinds": ["mixed"]},
        trains={
            0: [("mixed", ["box"]), ("mixed", ["box", "ore", "tank"]), ("mixed", ["ore"])],
            1: [("mixed", ["box", "ore"]), ("mixed", ["tank", "stock"], True)],
        },
    )
    sheet = score_day(game.state).to_json()
    assert sheet["kinds"] == [
        {
            "kind": "mixed",
            "trains": [
                {"seat": 0, "length": 3, "caboose": False, "points": 3},
                {"seat": 1, "length": 2, "caboose": True, "points": 2},
            ],
        }
    ]
    assert sheet["trains"] == [3, 2]


def test_the_caboose_train_stands_for_the_seat_whichever_comes_first() -> None:
    """'A train with a Caboose scores double the value shown': of two equally long
    trains of one kind, the seat scores with the one that has a Caboose."""
    for order in (1, -1):
        trains = [("mixed", ["box", "ore"], True), ("mixed", ["tank", "stock"])][::order]
        game = position(
            2, options={"only_mixed": True, "repeatable_kinds": ["mixed"]}, trains={0: trains}
        )
        sheet = score_day(game.state).to_json()
        assert sheet["kinds"] == [
            {"kind": "mixed", "trains": [{"seat": 0, "length": 2, "caboose": True, "points": 6}]}
        ]
