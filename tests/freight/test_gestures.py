"""A press, click or drop on the table means one action, or the rule's reason it means none.

As python-chess's Board.find_move: the table names places by Target and asks the
game; the answer comes from the same rules that list the legal actions.
"""

import pytest

from game.engine.errors import IllegalAction
from game.engine.freight import (
    CABOOSE_PILE,
    DISCARD,
    HAND,
    LINE,
    RESERVE,
    ROW,
    TRAIN,
    TRAY,
    AddCaboose,
    AddLocomotive,
    Fill,
    FreightGame,
    Move,
    Place,
    PutBack,
    Take,
    Target,
    new_game,
    new_train_target,
)
from tests.freight.position import play, position

FULL = [["box"] * 5, ["tank"] * 5, ["ore"] * 5, [], []]


def refusal(game: FreightGame, source: Target, target: Target | None = None) -> str:
    with pytest.raises(IllegalAction) as error:
        game.action_for(source, target)
    return error.value.reason


def test_a_click_on_a_line_takes_its_end_car_or_fills_it_when_empty() -> None:
    game = position(main_yard=FULL)
    assert game.action_for(Target(LINE, 0)) == Take(1)
    assert game.action_for(Target(LINE, 0), Target(HAND)) == Take(1)
    assert game.action_for(Target(LINE, 3)) == Fill(4)
    assert refusal(game, Target(LINE, 3), Target(HAND)) == "Main Yard line 4 is empty"


def test_a_car_in_hand_dropped_on_a_place_is_placed_there() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"])]})
    play(game, "take 1")
    assert game.action_for(Target(HAND, 0), Target(TRAIN, 0)) == Place("box", "train:1")
    assert game.action_for(Target(HAND, 0), Target(ROW, 1)) == Place("box", "row:2")
    assert game.action_for(Target(HAND, 0), new_train_target("mixed")) == Place("box", "new:mixed")
    assert refusal(game, Target(HAND, 0), new_train_target("box")) == (
        "you already have a Box train (no more than 1 of each)"
    )
    assert refusal(game, Target(HAND, 0), Target(LINE, 1)) == (
        "a car goes onto a private row, a train or a new train"
    )
    assert refusal(game, Target(HAND, 1), Target(TRAIN, 0)) == "you hold no car there"


def test_the_refusal_of_a_drop_is_the_rules_own() -> None:
    """A drop is judged by the code that lists legal actions: same words as apply()."""
    game = position(main_yard=FULL, trains={0: [("tank", ["tank"])]})
    play(game, "take 1")
    reason = refusal(game, Target(HAND, 0), Target(TRAIN, 0))
    assert reason == "train 1 is a Tank train; all its cars must be that type"
    assert reason == game.why_illegal(Place("box", "train:1"))


def test_a_pick_up_dropped_straight_onto_a_place_plays_both_actions() -> None:
    game = position(main_yard=FULL, rows={0: [["ore"], []]}, trains={0: [("box", ["box"])]})
    assert game.actions_for(Target(LINE, 0), Target(TRAIN, 0)) == [Take(1), Place("box", "train:1")]
    assert game.action_for(Target(LINE, 0), Target(TRAIN, 0)) == Take(1)
    assert game.actions_for(Target(ROW, 0), new_train_target("ore")) == [
        Move(1), Place("ore", "new:ore")
    ]
    assert refusal(game, Target(LINE, 1), Target(TRAIN, 0)) == (
        "train 1 is a Box train; all its cars must be that type"
    )
    assert refusal(game, Target(ROW, 0), Target(ROW, 1)) == (
        "cars moved from your private yard must go onto your trains"
    )
    assert game.legal_actions() == position(
        main_yard=FULL, rows={0: [["ore"], []]}, trains={0: [("box", ["box"])]}
    ).legal_actions()  # asking changed nothing


def test_the_places_to_light_are_those_the_legal_actions_name() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"]), ("tank", ["tank"], True)]})
    lit = game.targets_for(Target(LINE, 0))
    assert lit == [Target(HAND), Target(ROW, 0), Target(ROW, 1), new_train_target("mixed"),
                   Target(TRAIN, 0)]
    play(game, "take 1")
    assert game.targets_for(Target(HAND, 0)) == lit[1:]
    assert game.targets_for(Target(CABOOSE_PILE)) == []  # a take is under way
    assert game.targets_for(Target(LINE, 1)) == []


def test_a_face_down_car_is_turned_over_in_the_hand_first() -> None:
    game = position(options={"face_down": True}, main_yard=FULL)
    assert game.targets_for(Target(LINE, 0)) == [Target(HAND)]
    assert refusal(game, Target(LINE, 0), Target(ROW, 0)).startswith("this car lies face down")
    play(game, "take 1")
    assert Target(DISCARD) not in game.targets_for(Target(HAND, 0))  # the Box car fits


def test_the_tray_goes_back_into_the_rows_and_cabooses_onto_trains() -> None:
    game = position(main_yard=FULL, rows={0: [["tank"], ["box"]]},
                    trains={0: [("box", ["box"])]})
    assert game.action_for(Target(CABOOSE_PILE), Target(TRAIN, 0)) == AddCaboose(1)
    assert game.targets_for(Target(CABOOSE_PILE)) == [Target(TRAIN, 0)]
    assert refusal(game, Target(CABOOSE_PILE), Target(TRAIN, 1)) == (
        "you have no train 2 (a caboose needs a train with a car)"
    )
    assert game.action_for(Target(RESERVE)) == AddLocomotive()
    play(game, "switch")
    assert game.action_for(Target(TRAY, 1), Target(ROW, 0)) == PutBack("tank", 1)
    assert game.targets_for(Target(TRAY, 0)) == [Target(ROW, 0), Target(ROW, 1)]
    assert refusal(game, Target(TRAY, 2), Target(ROW, 0)) == "no car is left there to put back"
    assert refusal(game, Target(TRAY, 0)) == (
        "nothing happens when the car of your private yard is clicked; drag it"
    )


def test_every_legal_drop_of_a_random_game_is_found_by_its_gesture() -> None:
    """Each place lit for each card in hand is the place of a legal action, and back."""
    game = new_game(3, seed=8)
    for _ in range(150):
        legal = game.legal_actions()
        for index in range(len(game.state.hand)):
            for target in game.targets_for(Target(HAND, index)):
                assert game.action_for(Target(HAND, index), target) in legal
        game.apply(legal[len(game.actions) % len(legal)])
