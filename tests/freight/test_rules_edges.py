"""The edges of each rule: the last line, the last point, the last caboose and
locomotive, and exactly what a player is told when an action is refused.

The refusal is shown to the player as it is (the card glides back and the reason
appears), so these tests compare the whole sentence, not a fragment of it.
"""

from tests.freight.position import cars, legal, play, position, told

FULL = [["box"] * 5, ["tank"] * 5, ["ore"] * 5, ["stock"] * 5, ["hopper"] * 5]








# --- 2. Add To Main Yard ----------------------------------------------------------------------
def test_every_one_of_the_five_main_yard_lines_can_be_filled_and_no_other() -> None:
    """Setup: 'place 5 bumpers in the middle of the table.' 'Choose 1 empty bumper and
    place 5 cars face-up in a line next to it.'"""
    game = position(main_yard=[["box"], ["tank"], ["ore"], [], []])
    assert told(game, "fill 5") is None
    assert told(game, "fill 0") == "there is no Main Yard line 0; lines are 1 to 5"
    assert told(game, "fill 6") == "there is no Main Yard line 6; lines are 1 to 5"
    assert {a for a in legal(game) if a.startswith("fill")} == {"fill 4", "fill 5"}
    game = position(main_yard=[[], [], ["ore"], ["box"], ["tank"]])
    assert {a for a in legal(game) if a.startswith("fill")} == {"fill 1", "fill 2"}


def test_the_player_is_told_why_a_row_may_not_be_added() -> None:
    """'This is only allowed if at least 2 bumpers in the Main Yard are empty. Choose 1
    empty bumper...' -- once per turn, before the main action."""
    game = position(main_yard=[[], ["box"], ["box"], ["tank"], ["ore"] * 3])
    assert told(game, "fill 1") == (
        "a row may be added only while at least 2 Main Yard bumpers are empty"
    )
    game = position(main_yard=[[], [], [], ["tank"] * 3, ["ore"] * 3])
    play(game, "fill 1")
    assert told(game, "fill 2") == "you may add only one row to the Main Yard per turn"
    play(game, "take 4")
    assert told(game, "fill 2") == "finish taking your 3 cars from the Main Yard first"


def test_no_row_is_added_from_an_empty_draw_pile() -> None:
    """End Of Day: 'If the Draw Pile runs out, do not start a new one.'"""
    game = position(main_yard=[[], [], ["box"], ["tank"], ["ore"] * 3], pile=[])
    assert told(game, "fill 1") == "the draw pile is empty"
    assert "fill 1" not in legal(game)


# --- a) Take Cars From The Main Yard ----------------------------------------------------------
def test_cars_are_taken_from_any_of_the_five_lines_and_no_other() -> None:
    """'Take exactly 3 cars, one at a time, from the end of a line.'"""
    game = position(main_yard=[["box"], [], ["ore"], [], ["tank", "stock"]])
    takes = {a for a in legal(game) if a.startswith("take")}
    assert takes == {"take 1", "take 3", "take 5"}
    assert told(game, "take 0") == "there is no Main Yard line 0; lines are 1 to 5"
    assert told(game, "take 6") == "there is no Main Yard line 6; lines are 1 to 5"
    play(game, "take 5")
    assert game.state.hand == cars("stock")


def test_the_take_goes_on_while_the_last_car_in_the_main_yard_can_be_placed() -> None:
    """'Take exactly 3 cars' -- the second car may be the very last one in the Main Yard."""
    game = position(main_yard=[["box", "box", "box"], [], [], [], []])
    play(game, "take 1", "place box new:box", "take 1", "place box train:1")
    assert game.state.main_yard_cars() == 1
    assert game.current_player == 0
    assert legal(game) == {"take 1"}
    play(game, "take 1", "place box train:1")
    assert game.current_player == 1
    assert game.state.players[0].trains[0].cars == cars("box", "box", "box")


def test_the_take_goes_on_when_the_cars_left_fit_only_in_the_private_yard() -> None:
    """'add each card to either: one of your trains, or one of the bumpers in your
    Private Yard.' A car with room only in a private row can still be taken."""
    busy = [(c, [c]) for c in ("box", "ore", "stock", "hopper", "gondola")]
    game = position(main_yard=[["tank", "tank", "box"], [], [], [], []], trains={0: busy})
    play(game, "take 1", "place box train:1")
    assert game.current_player == 0
    assert legal(game) == {"take 1"}
    play(game, "take 1")
    assert legal(game) == {"place tank row:1", "place tank row:2"}


def test_in_the_face_down_variant_the_take_goes_on_after_the_first_car() -> None:
    """Variant 2: 'A player will not know what a car is until he removes it' -- so
    every one of the 3 cars is taken, whatever it turns out to be."""
    game = position(options={"face_down": True}, main_yard=FULL)
    play(game, "take 1", "place box new:box")
    assert game.current_player == 0
    assert "take 2" in legal(game)


def test_only_end_cars_that_fit_somewhere_may_be_taken() -> None:
    """Ruling 4: 'A car that fits nowhere (no train accepts it, private yard full)
    cannot be taken while another visible end car can be placed.' Both lines ending
    in a Box car may be taken; the one ending in a Tank car may not."""
    busy = [(c, [c]) for c in ("box", "ore", "stock", "hopper", "gondola")]
    game = position(
        main_yard=[["box"], ["tank", "tank"], ["ore", "box"], [], []],
        rows={0: [["container"] * 8, ["piggyback"] * 8]},
        trains={0: busy},
    )
    assert {a for a in legal(game) if a.startswith("take")} == {"take 1", "take 3"}
    assert told(game, "take 2") == (
        "the Tank car at the end of line 2 fits none of your trains and your private yard is full"
    )


# --- b) Move Cars From Your Private Yard To Your Trains ---------------------------------------
def test_the_player_is_told_why_a_move_may_not_start_or_go_on() -> None:
    """'Only allowed if your Private Yard has cars. Move 1 to 4 cars, one at a time, from
    the end of a Private Yard line, then add them to your trains.'"""
    game = position(main_yard=FULL)
    assert told(game, "move 1") == "your private yard is empty"
    game = position(rows={0: [["box"] * 3, ["tank"] * 3]})
    play(game, "move 1", "move 2", "place box new:box")
    assert told(game, "move 1") == (
        "you have begun adding the moved cars to your trains; no more may be taken"
    )


def test_a_moved_car_goes_onto_a_train_not_back_into_a_private_row() -> None:
    """'b) Move Cars From Your Private Yard To Your Trains'."""
    game = position(rows={0: [["box"] * 3, ["tank"] * 3]})
    play(game, "move 1")
    assert told(game, "place box row:2") == (
        "cars moved from your private yard must go onto your trains"
    )
    assert legal(game) == {"move 1", "move 2", "place box new:box", "place box new:mixed"}


def test_a_moved_car_and_the_hand_that_could_not_all_be_placed_are_named() -> None:
    """'then add them to your trains in any order' -- every car taken must be added, so a
    car is not taken when it and the cars in hand could not all go on."""
    busy = [(c, [c]) for c in ("ore", "stock", "hopper", "gondola")]
    game = position(rows={0: [["box", "box"], ["tank"]]}, trains={0: [("box", ["box"]), *busy]})
    assert told(game, "move 2") == "the Tank car at the end of row 2 fits none of your trains"
    play(game, "move 1")
    assert told(game, "move 2") == (
        "the Tank car at the end of row 2 and the cars in your hand could not all go onto "
        "your trains"
    )


def test_the_player_is_told_which_cars_are_in_hand() -> None:
    """Ruling 9: a move takes its cars first, then places them -- only the cars taken."""
    game = position(rows={0: [["box"], ["ore"]]})
    assert told(game, "place box new:box") == "you hold no car to place"
    play(game, "move 1", "move 2")
    assert told(game, "place tank new:tank") == "you hold no Tank car (you hold: Box, Ore)"


def test_a_car_may_not_be_placed_where_the_rest_of_the_hand_could_not_follow() -> None:
    """'then add them to your trains in any order' -- all of them: a Box train on the one
    free locomotive would leave the Tank car nowhere; a Mixed Train takes both."""
    busy = [(c, [c]) for c in ("ore", "stock", "hopper", "gondola")]
    game = position(rows={0: [["box"], ["tank"]]}, trains={0: busy})
    play(game, "move 1", "move 2")
    assert told(game, "place box new:box") == (
        "then the other cars in your hand could not all go onto your trains"
    )
    assert legal(game) == {"place box new:mixed", "place tank new:mixed"}


# --- c) Switch (Rearrange) Your Private Yard --------------------------------------------------
def test_switching_with_exactly_one_point_is_allowed() -> None:
    """'Costs 1 point.' Ruling 6: 'allowed only with at least 1 point.'"""
    game = position(rows={0: [["box"], []]}, scores={0: 1})
    assert told(game, "switch") is None
    play(game, "switch")
    assert game.state.players[0].score == 0
    game = position(rows={0: [["box"], []]}, scores={0: 0})
    assert told(game, "switch") == "switching costs 1 point and you have none"


def test_the_player_is_told_why_switching_is_refused() -> None:
    """'Only allowed if your Private Yard has cars. ... Not allowed on Day 3.'"""
    assert told(position(), "switch") == "your private yard is empty"
    game = position(rows={0: [["box"], []]}, day=3)
    assert told(game, "switch") == "switching your private yard is not allowed on Day 3"


def test_while_switching_every_car_left_may_go_back_into_either_row() -> None:
    """'Remove all cars from your Private Yard, then put them back in any order (you may
    move cars from one bumper's line to the other).'"""
    game = position(rows={0: [["box", "tank"], ["box"]]})
    play(game, "switch")
    assert legal(game) == {"putback box 1", "putback box 2", "putback tank 1", "putback tank 2"}
    assert told(game, "putback ore 1") == "no Ore car is left to put back"
    play(game, "putback tank 2", "putback box 2")
    assert legal(game) == {"putback box 1", "putback box 2"}
    play(game, "putback box 1")
    assert game.state.players[0].rows == [cars("box"), cars("tank", "box")]
    assert told(game, "putback box 1") == "you are not switching your private yard"


# --- d) Add A New Locomotive ------------------------------------------------------------------
def test_the_last_locomotive_in_reserve_may_be_added() -> None:
    """'Keep this many additional locomotives' -- all of them may be added."""
    game = position()
    game.state.locomotive_reserve = 1
    assert told(game, "loco") is None
    play(game, "loco")
    assert game.state.locomotive_reserve == 0
    game.state.players[1].added_locomotive_today = False
    assert told(game, "loco") == "no locomotives are left in reserve"


def test_no_locomotive_is_added_on_day_three() -> None:
    """'You may do this only once on Day 1 and once on Day 2 (not on Day 3).'"""
    assert told(position(day=3), "loco") == "no locomotives are added on Day 3"


# --- e) Add A Caboose -------------------------------------------------------------------------
def test_the_last_caboose_in_the_pile_may_be_added() -> None:
    """'Not allowed if the Caboose pile is empty.' With 1 left it is not empty."""
    game = position(trains={0: [("box", ["box"])], 1: [("box", ["box"])]})
    game.state.cabooses = 1
    assert told(game, "caboose 1") is None
    play(game, "caboose 1")
    assert told(game, "caboose 1") == "the caboose pile is empty"


def test_a_caboose_may_go_onto_any_of_the_players_trains_without_one() -> None:
    """'Take a Caboose and add it to the end of 1 of your trains.' The rule for adding a
    car: 'May not add a car to a train that already has a Caboose.'"""
    trains = [("box", ["box"]), ("tank", ["tank"]), ("ore", ["ore"], True)]
    game = position(trains={0: trains})
    cabooses = {a for a in legal(game) if a.startswith("caboose")}
    assert cabooses == {"caboose 1", "caboose 2"}
    assert told(game, "caboose 3") == "train 3 already has a caboose"
    game = position(trains={0: [("box", ["box"], True), ("tank", ["tank"])]})
    assert told(game, "caboose 1") == "train 1 already has a caboose"
    assert {a for a in legal(game) if a.startswith("caboose")} == {"caboose 2"}


# --- Passing (Ruling 8) -----------------------------------------------------------------------
def test_a_player_who_can_still_act_is_told_so_when_passing() -> None:
    """Ruling 8: 'A player with no possible main action passes.'"""
    assert told(position(main_yard=FULL), "pass") == (
        "you can still do something this turn; passing is only for when nothing is possible"
    )


def test_a_player_whose_only_action_is_a_caboose_may_not_pass() -> None:
    """'e) Add A Caboose' is a main action: while one is possible, there is no pass."""
    trains = [(c, [c]) for c in ("box", "ore", "stock", "hopper", "gondola")]
    game = position(main_yard=[[], [], [], [], []], trains={0: trains}, pile=[], day=3)
    assert legal(game) == {f"caboose {n}" for n in range(1, 6)}
    assert told(game, "pass") is not None


# --- Rules For Adding A Car -------------------------------------------------------------------
def test_a_pattern_train_names_its_pattern_when_it_refuses_a_car() -> None:
    """Variant 3, Pairs: 'the two same cars must be together.'"""
    game = position(
        options={"mixed_kinds": ["pairs"]},
        main_yard=[["tank"], ["ore"] * 3, [], [], []],
        trains={0: [("pairs", ["box"])]},
    )
    play(game, "take 1")
    refusal = told(game, "place tank train:1")
    assert refusal == "a Tank car does not fit the Pairs pattern of train 1"


def test_the_player_is_told_what_stops_a_new_train() -> None:
    """Variant 3 option: 'play with only Mixed Freight Trains'; and a new train needs a
    locomotive without cars ('Place 1 new Locomotive with your others')."""
    game = position(
        options={"only_mixed": True, "mixed_kinds": ["pairs"]},
        main_yard=[["box"], ["ore"] * 3, [], [], []],
    )
    play(game, "take 1")
    assert told(game, "place box new:box") == "only Mixed Trains are played in this game"
    trains = [(c, [c]) for c in ("tank", "ore", "stock", "hopper", "gondola")]
    game = position(main_yard=[["box"], ["ore"] * 3, [], [], []], trains={0: trains})
    play(game, "take 1")
    assert told(game, "place box new:box") == (
        "all your locomotives already pull trains; add a locomotive first"
    )


def test_a_car_is_discarded_only_in_the_face_down_variant() -> None:
    """Variant 2: 'If the player cannot add the car to one of his trains and his Freight
    Yard is full, the car is discarded.' -- only in that variant."""
    game = position(main_yard=[["box"], ["ore"] * 3, [], [], []])
    play(game, "take 1")
    assert told(game, "place box discard") == (
        "cars are discarded only in the face-down Main Yard variant"
    )
    assert told(game, "place box nowhere") == (
        "'nowhere' is not a place for a car: use row:N, train:N, new:KIND or discard"
    )


def test_a_face_down_car_with_room_in_a_private_row_is_not_discarded() -> None:
    """Variant 2: 'If the player cannot add the car to one of his trains, he must place it
    in his own Freight Yard.' Discarding is for a full yard only."""
    trains = [(c, [c]) for c in ("box", "ore", "stock", "hopper", "gondola")]
    game = position(
        options={"face_down": True},
        main_yard=[["tank"], ["tank"] * 3, [], [], []],
        rows={0: [["container"] * 8, ["piggyback"] * 7]},
        trains={0: trains},
    )
    play(game, "take 1")
    assert told(game, "place tank discard") == (
        "a face-down car may be discarded only when it fits none of your trains or rows"
    )
    assert legal(game) == {"place tank row:2"}
    assert told(game, "place tank elsewhere") == (
        "'elsewhere' is not a place for a car: use row:N, train:N, new:KIND or discard"
    )


def test_trains_and_rows_are_numbered_from_one_in_one_spelling() -> None:
    """'place your locomotives in front of you'; 'put 2 bumpers in front of yourself':
    a player's trains and private rows are numbered 1, 2, ...; there is no train 0 or
    row 0, and 'train:02' names nothing (it is never recorded as written)."""
    game = position(
        main_yard=[["box"], ["ore"] * 3, [], [], []],
        trains={0: [("box", ["box"]), ("mixed", ["tank"])]},
    )
    play(game, "take 1")
    assert told(game, "place box train:0") == "you have no train 0"
    assert told(game, "place box train:02") == "you have no train 02"
    assert told(game, "place box train:3") == "you have no train 3"
    assert told(game, "place box row:0") == "there is no private row '0'; rows are 1 and 2"
    assert told(game, "place box row:3") == "there is no private row '3'; rows are 1 and 2"
    assert told(game, "place box train:2") is None
