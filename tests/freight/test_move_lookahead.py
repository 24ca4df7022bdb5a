"""Main action b, Ruling 9: how far the referee looks ahead before a private car is taken.

Rulebook: "Move 1 to 4 cars, one at a time, from the end of a Private Yard line,
then add them to your trains in any order." A car may be taken while the move can
still end with every car taken placed, taking more cars if need be, but never a
fifth; and only the cars really left in the rows count.
"""

from tests.freight.position import cars, legal, play, position, told

# Every other train of seat 0 is closed by a caboose, so only the pattern train
# (seat 0's first train) can take a moved car.
CLOSED = [("stock", ["stock"], True), ("hopper", ["hopper"], True), ("gondola", ["gondola"], True)]








def pairs_table(row_1: list[str], row_2: list[str]):  # type: ignore[no-untyped-def]
    """Seat 0: a Pairs train Ore that wants an Ore car next; its 4 other locomotives pull
    closed trains."""
    return position(
        options={"mixed_kinds": ["pairs"]},
        rows={0: [row_1, row_2]},
        trains={0: [("pairs", ["ore"]), ("box", ["box"], True), *CLOSED]},
    )


def test_a_car_is_taken_when_two_more_cars_make_the_move_fit() -> None:
    """'Move 1 to 4 cars ... then add them to your trains in any order.' Pairs: 'the two
    same cars must be together.' Tank, Tank, then the Ore car under them: the Ore car
    completes the Ore pair and the two Tank cars follow as a pair."""
    game = pairs_table(["stock", "ore", "tank", "tank"], [])
    assert legal(game) >= {"move 1"}
    play(game, "move 1", "move 1", "move 1")
    assert game.state.hand == cars("tank", "tank", "ore")
    assert legal(game) == {"move 1", "place ore train:1"}
    play(game, "place ore train:1", "place tank train:1", "place tank train:1")
    assert game.state.players[0].trains[0].cars == cars("ore", "ore", "tank", "tank")
    assert game.state.players[0].rows[0] == cars("stock")
    assert game.current_player == 1


def test_no_car_is_taken_when_only_a_fifth_car_would_make_the_move_fit() -> None:
    """'Move 1 to 4 cars': the Ore car the Pairs train needs is the fifth car down the
    row, so the Tank car at the end may not be taken (nor would the other row help)."""
    game = pairs_table(["ore", "box", "box", "tank", "tank"], ["stock"])
    assert told(game, "move 1") == "the Tank car at the end of row 1 fits none of your trains"
    assert told(game, "move 2") == "the Stock car at the end of row 2 fits none of your trains"
    assert not {"move 1", "move 2"} & legal(game)


def test_a_car_is_not_taken_when_no_car_in_the_rows_would_help() -> None:
    """'...then add them to your trains': every car taken must go onto a train. The
    Hopper car under the Tank car and the Stock car in the other row cannot start the
    Ore pair the Pairs train waits for."""
    game = pairs_table(["hopper", "tank"], ["stock"])
    assert told(game, "move 1") == "the Tank car at the end of row 1 fits none of your trains"


def test_a_car_at_the_end_of_the_other_row_counts_in_the_look_ahead() -> None:
    """'Move 1 to 4 cars, one at a time, from the end of a Private Yard line' -- of either
    line. The Box car may be taken because the Ore car at the end of row 2 goes onto the
    Alternating Singles train Ore-Box first."""
    busy = [(c, [c]) for c in ("tank", "stock", "hopper", "gondola")]
    game = position(
        options={"mixed_kinds": ["alt_singles"]},
        rows={0: [["box"], ["tank", "ore"]]},
        trains={0: [("alt_singles", ["ore", "box"]), *busy]},
    )
    assert told(game, "move 1") is None
    play(game, "move 1", "move 2", "place ore train:1", "place box train:1")
    assert game.state.players[0].trains[0].cars == cars("ore", "box", "ore", "box")


def test_a_car_counts_only_once_in_the_look_ahead() -> None:
    """Triples: 'the three same cars must be consecutive.' The Triples train Box wants two
    more Box cars before the Tank car; the rows hold only one, so the Tank car stays."""
    game = position(
        options={"mixed_kinds": ["triples"]},
        rows={0: [["tank"], ["box"]]},
        trains={0: [("triples", ["box"]), ("ore", ["ore"], True), *CLOSED]},
    )
    assert told(game, "move 1") == "the Tank car at the end of row 1 fits none of your trains"
    assert {a for a in legal(game) if a.startswith("move")} == {"move 2"}


def test_each_row_is_looked_at_on_its_own_when_the_moves_are_listed() -> None:
    """'Move 1 to 4 cars ... from the end of a Private Yard line.' Row 2's Tank car may be
    taken (the two Box cars under it make a Box triple first); row 1's Stock car may not
    (no Stock triple can follow). The list of possible actions says so for each row."""
    game = position(
        options={"mixed_kinds": ["triples"]},
        rows={0: [["stock"], ["box", "box", "tank"]]},
        trains={0: [("triples", ["box"]), ("ore", ["ore"], True), *CLOSED]},
    )
    assert {a for a in legal(game) if a.startswith("move")} == {"move 2"}
    assert told(game, "move 1") == "the Stock car at the end of row 1 fits none of your trains"
    assert told(game, "move 2") is None


def test_a_free_locomotive_lets_a_car_wait_for_a_new_pattern_train() -> None:
    """Ruling 9: 'then places them on trains in any order'. With one free locomotive
    and Pairs in play, Box, Tank, Box may be taken: a new Pairs train takes Box, Box,
    Tank. The Tank car alone with the Box car could not all go on; the Box car under
    it makes them fit."""
    game = position(
        options={"mixed_kinds": ["pairs"]},
        rows={0: [["box", "tank", "box"], []]},
        trains={
            0: [("box", ["box"], True), ("tank", ["tank"], True), ("mixed", ["ore"], True),
                ("stock", ["stock"], True)],
        },
    )  # fmt: skip
    play(game, "move 1")
    assert told(game, "move 1") is None
    play(game, "move 1", "move 1", "place box new:pairs", "place box train:5")
    play(game, "place tank train:5")
    assert game.state.players[0].trains[4].cars == cars("box", "box", "tank")
