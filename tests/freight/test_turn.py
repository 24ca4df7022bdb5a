"""A turn: the marker step, adding a row, and each of the five main actions."""


from game.engine.freight.actions import (
    ACTIONS,
    AddCaboose,
    AddLocomotive,
    Fill,
    Move,
    Pass,
    Place,
    PutBack,
    Switch,
    Take,
)
from game.engine.freight.cards import END_OF_DAY
from tests.freight.position import cars, play, position, refused

FULL = [["box"] * 5, ["tank"] * 5, ["ore"] * 5, ["stock"] * 5, ["hopper"] * 5]






# --- Ruling 1: the start-player marker --------------------------------------------------------
def test_marker_holder_plays_first_turn_then_passes_it_on_the_next() -> None:
    game = position(3, main_yard=FULL, turn=0)  # seat 0 holds the marker in its first turn
    play(game, "loco", "loco", "loco")  # seats 0, 1, 2
    # Seat 0 held the marker at the start of its previous turn: it passes it, turn over.
    assert game.state.marker == 1
    assert game.current_player == 1  # who has just received it plays normally
    play(game, "take 1", "place box new:box", "take 1", "place box train:1")
    play(game, "take 1", "place box train:1")
    assert game.current_player == 2
    play(game, "take 2", "place tank new:tank", "take 2", "place tank train:1")
    play(game, "take 2", "place tank train:1")
    assert game.current_player == 0  # seat 0 no longer holds it: a normal turn
    assert game.state.marker == 1


# --- Step 2: add to the Main Yard -------------------------------------------------------------
def test_add_a_row_fills_an_empty_bumper_with_five_cars_from_the_pile() -> None:
    game = position(main_yard=[[], [], ["box"], ["tank"], ["ore"] * 3])
    pile_before = len(game.state.pile)
    top_five = game.state.pile[-5:]
    play(game, "fill 2")
    assert game.state.main_yard[1] == list(reversed(top_five))
    assert len(game.state.pile) == pile_before - 5
    assert game.current_player == 0  # the main action is still to come


def test_add_a_row_needs_two_empty_bumpers() -> None:
    game = position(main_yard=[[], ["box"], ["box"], ["tank"], ["ore"] * 3])
    refused(game, "fill 1", "at least 2 Main Yard bumpers are empty")


def test_only_one_row_per_turn_and_only_before_the_main_action() -> None:
    game = position(main_yard=[[], [], [], ["tank"] * 3, ["ore"] * 3])
    play(game, "fill 1")
    refused(game, "fill 2", "only one row")
    play(game, "take 4", "place tank new:tank")
    refused(game, "fill 2", "finish taking")


def test_a_line_that_is_not_empty_cannot_be_filled() -> None:
    game = position(main_yard=[[], [], ["box"], ["tank"], ["ore"]])
    refused(game, "fill 3", "line 3 is not empty")


# --- Main action a: take 3 cars ---------------------------------------------------------------
def test_take_three_cars_one_at_a_time_from_line_ends() -> None:
    game = position(main_yard=[["box", "tank"], ["ore"], ["ore"], [], []])
    play(game, "take 1", "place tank new:tank", "take 1", "place box new:box")
    assert game.current_player == 0
    play(game, "take 2", "place ore row:1")
    assert game.current_player == 1
    me = game.state.players[0]
    assert [(t.kind, t.cars) for t in me.trains] == [("tank", cars("tank")), ("box", cars("box"))]
    assert me.rows[0][-1] == cars("ore")[0]
    assert game.state.main_yard[:2] == [[], []]


def test_taking_needs_three_cars_in_the_main_yard() -> None:
    game = position(main_yard=[["box"], ["tank"], [], [], []])
    refused(game, "take 1", "at least 3 cars")


def test_a_car_must_be_placed_before_the_next_is_taken() -> None:
    game = position(main_yard=FULL)
    play(game, "take 1")
    refused(game, "take 2", "place the Box car you hold first")


def test_a_car_that_fits_nowhere_cannot_be_taken_while_another_can() -> None:
    # Ruling 4: private yard full, all locomotives busy, only the tank train takes anything.
    full_rows = [["ore"] * 8, ["refrigerator"] * 8]
    trains = [("tank", ["tank"])] + [(c, [c]) for c in ("box", "stock", "gondola", "hopper")]
    game = position(
        main_yard=[["auto_rack"], ["tank", "tank"], ["coil_steel"], [], []],
        rows={0: full_rows},
        trains={0: trains},
    )
    refused(game, "take 1", "fits none of your trains and your private yard is full")
    play(game, "take 2", "place tank train:1", "take 2", "place tank train:1")
    # No end car left can be placed: the take ends early, after two cars.
    assert game.current_player == 1


# --- Main action b: move cars from the private yard (more in test_moving_cars.py) -------------
def test_move_one_to_four_private_cars_onto_trains() -> None:
    game = position(main_yard=FULL, rows={0: [["box"] * 6, ["tank"] * 6]})
    play(game, "move 1", "move 2", "move 1", "move 1")
    refused(game, "move 2", "at most 4 cars")
    play(game, "place box new:box", "place tank new:tank", "place box train:1")
    assert game.current_player == 0
    play(game, "place box train:1")
    assert game.current_player == 1  # the last car placed ends the action
    me = game.state.players[0]
    assert [len(t.cars) for t in me.trains] == [3, 1]
    assert [len(row) for row in me.rows] == [3, 5]


def test_private_cars_go_only_onto_trains() -> None:
    game = position(main_yard=FULL, rows={0: [["box"] * 6, ["tank"] * 6]})
    play(game, "move 1")
    refused(game, "place box row:2", "must go onto your trains")


def test_move_needs_a_private_yard_with_cars() -> None:
    game = position(main_yard=FULL, rows={0: [[], []]})
    refused(game, "move 1", "your private yard is empty")


# --- Main action c: switch the private yard ---------------------------------------------------
def test_switch_costs_one_point_and_rearranges_both_rows() -> None:
    game = position(main_yard=FULL, rows={0: [["box", "tank"], ["ore"]]})
    play(game, "switch")
    assert game.state.players[0].score == 4
    play(game, "putback ore 1", "putback tank 1", "putback box 2")
    assert game.current_player == 1
    assert game.state.players[0].rows == [cars("ore", "tank"), cars("box")]


def test_switch_may_leave_everything_as_it_was() -> None:
    game = position(main_yard=FULL, rows={0: [["box", "tank"], ["ore"]]})
    play(game, "switch", "putback box 1", "putback tank 1", "putback ore 2")
    assert game.state.players[0].rows == [cars("box", "tank"), cars("ore")]
    assert game.state.players[0].score == 4


def test_switch_rows_hold_at_most_eight() -> None:
    game = position(main_yard=FULL, rows={0: [["box"] * 8, ["tank"] * 2]})
    play(game, "switch", *["putback box 1"] * 8)
    refused(game, "putback tank 1", "row 1 is full")


def test_switch_is_not_allowed_on_day_three() -> None:
    game = position(main_yard=FULL, rows={0: [["box"], []]}, day=3)
    refused(game, "switch", "not allowed on Day 3")


def test_switch_needs_a_point_to_pay_with() -> None:
    game = position(main_yard=FULL, rows={0: [["box"], []]}, scores={0: 0})
    refused(game, "switch", "costs 1 point")


# --- Main action d: add a locomotive ----------------------------------------------------------
def test_one_locomotive_per_day_on_days_one_and_two() -> None:
    game = position(main_yard=FULL)
    reserve = game.state.locomotive_reserve
    play(game, "loco")
    assert game.state.players[0].locomotives == 6  # 5 at setup with 4 players, plus 1
    assert game.state.locomotive_reserve == reserve - 1
    game.state.turn = 0  # seat 0 again, later on Day 1
    refused(game, "loco", "already added a locomotive on Day 1")


def test_no_locomotive_on_day_three() -> None:
    game = position(main_yard=FULL, day=3)
    refused(game, "loco", "no locomotives are added on Day 3")


# --- Main action e: add a caboose -------------------------------------------------------------
def test_caboose_goes_on_a_train_and_closes_it() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"])]})
    play(game, "caboose 1")
    assert game.state.players[0].trains[0].caboose
    assert game.state.cabooses == 6
    game.state.turn = 0
    play(game, "take 1")
    refused(game, "place box train:1", "closed by its caboose")


def test_caboose_needs_a_train_with_a_car_and_a_caboose_pile() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"], True)]})
    refused(game, "caboose 2", "no train 2")
    refused(game, "caboose 1", "already has a caboose")
    game.state.cabooses = 0
    refused(game, "caboose 1", "caboose pile is empty")


# --- Ruling: when nothing is possible, the turn passes ---------------------------------------
def test_pass_only_when_no_main_action_is_possible() -> None:
    game = position(main_yard=FULL)
    refused(game, "pass", "you can still do something")
    stuck = position(main_yard=[["box"], ["tank"], [], [], []], rows={0: [[], []]}, day=3)
    stuck.state.cabooses = 0
    stuck.state.pile = []
    assert [a.to_text() for a in stuck.legal_actions()] == ["pass"]
    stuck.apply(Pass())
    assert stuck.current_player == 1


def test_every_action_kind_has_text_that_parses_back() -> None:
    for action in (
        Fill(2), Take(3), Move(1), Place("box", "new:box"), Switch(),
        PutBack("coil_steel", 2), AddLocomotive(), AddCaboose(1), Pass(),
    ):
        assert ACTIONS.from_text(action.to_text()) == action
        assert ACTIONS.from_json(action.to_json()) == action


def test_a_round_in_which_nobody_can_act_ends_the_day() -> None:
    game = position(2, main_yard=[["box"], ["tank"], [], [], []], day=3)
    game.state.cabooses = 0
    game.state.pile = []
    game.apply(Pass())
    assert not game.state.day_ending and game.current_player == 1
    game.apply(Pass())  # both passed in a row: the day ends when the marker next moves...
    assert game.is_over  # ...which is now, seat 0's turn: Day 3 was scored
    assert len(game.state.day_results) == 1


def test_a_stuck_seat_passing_twice_around_a_marker_change_does_not_end_the_day() -> None:
    """Ruling 8. Rulebook: "The day ends when the End Of Day card is drawn"; passing is
    only the app's way out when nobody at all can play. Seat 1 can only pass (rows full,
    every locomotive pulls a closed train, no cabooses left, no point to switch with, its
    locomotive added today); around the marker change it passes twice in a row while seat
    0 still plays. Counting passes ended the day (on Day 3, the game) with End Of Day still
    in the pile; counting seats does not."""
    closed = [(c, [c], True) for c in ("box", "tank", "ore", "stock", "hopper", "coil_steel")]
    game = position(
        2,
        main_yard=FULL,
        rows={0: [["box"], []], 1: [["auto_rack"] * 8, ["piggyback"] * 8]},
        trains={1: [*closed, ("gondola", ["gondola"], True)]},
        scores={1: 0},
        day=2,
    )
    game.state.cabooses = 0
    game.state.players[1].added_locomotive_today = True
    play(game, "loco")
    assert [a.to_text() for a in game.legal_actions()] == ["pass"]
    play(game, "pass")
    assert game.current_player == 1 and game.state.marker == 1  # the marker came to seat 1
    play(game, "pass")
    assert not game.state.day_ending
    play(game, "switch", "putback box 1")  # seat 0 still plays; then the marker moves on
    assert game.state.day == 2 and END_OF_DAY in game.state.pile
    assert game.current_player == 0 and game.state.marker == 0


def test_no_locomotive_is_added_when_the_reserve_is_empty() -> None:
    """Rulebook: "Keep this many additional locomotives"; 'Add A New Locomotive' takes one
    of them, so with none left in reserve there is nothing to add."""
    game = position(main_yard=FULL)
    game.state.locomotive_reserve = 0
    assert AddLocomotive() not in game.legal_actions()
    refused(game, "loco", "no locomotives are left in reserve")
