"""A press dropped on a typed place means one action, or the rule's reason (issue 14 item 2)."""

from __future__ import annotations

import random

import pytest

from game.engine.errors import IllegalAction
from game.engine.koplopers import gestures as g
from game.engine.koplopers import new_game
from game.engine.koplopers.actions import Build, Combine, Embark, Obstruct, Offer, Repair, Ride
from game.engine.target import Target

from .table import act, put, table, token_for, wait


def test_places_map_to_indices_and_back() -> None:
    game = table()
    board = game.board
    assert g.station_of(board, g.station_target(board, "ZL")) == "ZL"
    assert g.site_of(board, g.site_target(board, "site-HRL")) == "site-HRL"
    assert g.train_of(g.train_target(2, 3)) == (2, 3)
    assert {g.train_target(s, n) for s in range(4) for n in (1, 2, 3)} == {
        Target("train", i) for i in range(12)}


def test_a_train_dropped_on_a_section_rides_there_and_a_refusal_gives_the_rule() -> None:
    game = table()
    put(game, 0, 1, "DV-AH.2>AH")
    put(game, 1, 1, "AH-UT.2>UT")
    train = g.train_target(0, 1)
    far = g.section_target(game.board.by_label["AH-UT.3"])
    assert game.action_for(train, far) == Ride(1, "AH-UT.3>UT")
    held = g.section_target(game.board.by_label["AH-UT.2"])
    with pytest.raises(IllegalAction, match="may pass other trains but may not end"):
        game.action_for(train, held)


def test_a_ride_is_refused_before_an_obstructed_station_in_the_rules_words() -> None:
    """Example 5: "Seb's train has not been blocked, although it may not enter Leeuwarden." """
    game = table()
    game.state.obstructions["A"] = "LW"
    put(game, 0, 1, "LW-GN.2>LW")
    platform = g.section_target(game.board.by_label["LW-GN.1"])
    with pytest.raises(IllegalAction, match="may not enter an obstructed station"):
        game.action_for(g.train_target(0, 1), platform)


def test_a_boxed_train_dropped_on_a_site_is_built_there() -> None:
    """"In the first round player 1 builds on a site marked 1" (standard rules)."""
    game = table(round=1)
    board, train = game.board, g.train_target(0, 1)
    mine = next(site.id for site in board.sites.values() if site.mark == 1)
    other = next(site.id for site in board.sites.values() if site.mark != 1)
    assert game.action_for(train, g.site_target(board, mine)) == Build(1, mine)
    with pytest.raises(IllegalAction, match="in the first round player 1 builds"):
        game.action_for(train, g.site_target(board, other))
    assert g.site_target(board, mine) in game.targets_for(train)
    assert g.site_target(board, other) not in game.targets_for(train)
    # A click on it means nothing (it was an internal error): it is built by a drag.
    with pytest.raises(IllegalAction, match="does nothing here"):
        game.action_for(train)
    assert game.actions_for(train) == []


def test_trains_combine_when_one_is_dropped_on_the_other() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV")
    put(game, 0, 2, "HT-EHV.1>EHV")
    assert game.action_for(g.train_target(0, 2), g.train_target(0, 1)) == Combine(1, 2)


def test_tokens_board_change_trains_and_go_into_offers_by_drag() -> None:
    game = table()
    one, two = token_for(game, "LW"), token_for(game, "ZL", 300)
    put(game, 0, 1, "TB-EHV.1>EHV", [one])
    put(game, 0, 2, "HT-EHV.1>EHV")
    put(game, 1, 1, "BD-TB.1>TB")
    put(game, 1, 2, "EHV-VL.1>EHV", [two])
    change = game.action_for(g.token_target(one), g.train_target(0, 2))
    assert change.to_text() == f"change 1 2 {one} -"
    assert game.action_for(g.token_target(two), g.train_target(0, 1)) == Offer(1, 1, 2, two)
    with pytest.raises(IllegalAction):
        game.action_for(g.token_target(two), g.train_target(1, 1))  # not my train


def test_a_waiting_token_boards_when_dropped_on_the_boarding_train() -> None:
    game = table(advanced=True)
    tokens = [token_for(game, "LW"), token_for(game, "ZL", 300)]
    wait(game, "EHV", tokens)
    put(game, 0, 1, "TB-EHV.1>EHV")
    act(game, "call 1")
    assert game.action_for(g.token_target(tokens[0]), g.train_target(0, 1)) == Embark(tokens[0])


def test_cards_play_on_the_station_they_name_and_repair_on_an_obstruction() -> None:
    game = table()
    game.state.seats[0].hand = ["ZL", "UT", "AH"]
    zwolle = g.station_target(game.board, "ZL")
    assert game.action_for(g.card_target(0), zwolle) == Obstruct("ZL")
    assert game.action_for(g.card_target(0)) == Obstruct("ZL")  # the card names its station
    with pytest.raises(IllegalAction):
        game.action_for(g.card_target(1), zwolle)
    act(game, "obstruct ZL")
    assert game.action_for(g.REPAIR_CARD, zwolle) == Repair("A")
    with pytest.raises(IllegalAction, match="only one obstruction card"):
        game.action_for(g.card_target(0), g.station_target(game.board, "UT"))


def test_a_click_on_a_train_with_several_actions_asks_the_player_to_choose() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV")
    choices = game.actions_for(g.train_target(0, 1))
    assert {a.to_text() for a in choices} == {"reverse 1", "call 1"}
    with pytest.raises(g.Ambiguous) as told:
        game.action_for(g.train_target(0, 1))
    assert set(told.value.actions) == set(choices)


def test_every_legal_action_with_a_gesture_is_what_that_gesture_means() -> None:
    """One resolver, one set of rules: no gesture means an action the rules refuse, and
    every legal action with a gesture is among what that gesture means."""
    for seed in range(3):
        game, rng = new_game(3, seed=seed), random.Random(seed)
        resolver = g.Gestures(game.rules)
        while not game.is_over and len(game.actions) < 300:
            legal = game.legal_actions()
            for action in legal:
                source, target = resolver.gesture_of(action)
                if source is not None:
                    assert action in game.actions_for(source, target)
                    assert target in game.targets_for(source)
            game.apply(rng.choice(legal))
