"""One scenario per rule of the rulebook's 'Important' boxes and per Koplopers ruling."""

from __future__ import annotations

import json

import pytest

from game.engine.errors import UnknownOption
from game.engine.koplopers import ACTIONS, new_game

from .table import act, legal, put, refuse, table, token_for, wait


# --- action points and the first round --------------------------------------------------------
def test_five_action_points_a_turn_and_each_ride_section_costs_one() -> None:
    game = table()
    put(game, 0, 1, "ZL-EMN.1>EMN")
    act(game, "ride 1 ZL-EMN.3>EMN")  # two sections
    assert game.state.ap == 3
    refuse(game, "ride 1 ZL-AMF.1>AMF", "cannot ride")  # behind the train
    assert "build 2 site-AMF" in legal(game)  # exactly the 3 AP a train costs
    game.state.seats[0].hand = ["UT", "AH", "GN", "MT", "ES"]
    act(game, "obstruct UT")
    refuse(game, "build 2 site-AMF", "costs 3 action points and 2 are left")


def test_first_round_builds_on_the_seats_own_sites() -> None:
    game = table(round=1)
    refuse(game, "end", "must construct a train")
    refuse(game, "build 1 site-LW", "site marked 1")
    assert {a for a in legal(game) if a.startswith("build")} == {
        "build 1 site-AMR", "build 1 site-HRL"
    }
    act(game, "build 1 site-HRL", "end")
    assert {a for a in legal(game) if a.startswith("build")} == {
        "build 1 site-GN", "build 1 site-RSD"
    }


def test_advanced_first_round_builds_on_any_site() -> None:
    game = table(round=1, advanced=True)
    assert len({a for a in legal(game) if a.startswith("build")}) == 10


def test_build_on_an_empty_site_rear_to_the_station_next_train_in_order() -> None:
    game = table()
    put(game, 1, 1, "site-AMF>end")
    refuse(game, "build 1 site-AMF", "empty construction site")
    refuse(game, "build 2 site-DDR", "number order")
    act(game, "build 1 site-DDR")
    train = game.state.seats[0].trains[0]
    assert game.board.label(train.position) == "site-DDR>end"
    assert game.board.facing_station(train.position) is None  # must reverse to arrive


def test_at_most_three_trains_in_play() -> None:
    game = table()
    for number, label in enumerate(["ZL-EMN.2>EMN", "ZL-AMF.2>AMF", "ZL-DV.1>DV"], start=1):
        put(game, 0, number, label)
    refuse(game, "build 1 site-AMF", "all three of your trains are in play")


# --- riding -----------------------------------------------------------------------------------
def test_a_ride_may_pass_trains_but_not_end_on_one() -> None:
    game = table()
    put(game, 0, 1, "ZL-EMN.1>EMN")
    put(game, 1, 1, "ZL-EMN.2>EMN")
    refuse(game, "ride 1 ZL-EMN.2>EMN", "may not end on a section")
    act(game, "ride 1 ZL-EMN.3>EMN")
    assert game.state.ap == 3


def test_passing_a_station_is_not_a_call_and_an_obstructed_one_cannot_be_passed() -> None:
    game = table()
    to_meppel = token_for(game, "MP")
    put(game, 0, 1, "ASN-MP.2>MP", [to_meppel])
    act(game, "ride 1 MP-ZL.1>ZL")
    assert game.state.seats[0].trains[0].tokens == [to_meppel]
    game = table()
    put(game, 0, 1, "ASN-MP.1>MP")
    game.state.obstructions["C"] = "MP"
    refuse(game, "ride 1 ASN-MP.2>MP", "may not enter an obstructed station")
    refuse(game, "ride 1 MP-ZL.1>ZL", "cannot ride to")


def test_construction_sites_are_entered_only_to_scrap() -> None:
    game = table()
    put(game, 0, 1, "GN-DZ.1>GN")
    assert not any("site-GN" in a for a in legal(game) if a.startswith("ride"))
    act(game, "scrap 1 site-GN")  # ride in and scrap: 1 + 1 AP
    assert game.state.ap == 3 and game.state.seats[0].trains[0].position is None


# --- scrapping --------------------------------------------------------------------------------
def test_only_an_empty_train_on_a_site_may_be_scrapped() -> None:
    game = table()
    put(game, 0, 1, "site-AMF>AMF", [token_for(game, "ZL", 300)])
    refuse(game, "scrap 1 site-AMF", "only an empty train")
    put(game, 0, 2, "ZL-EMN.2>EMN")
    refuse(game, "scrap 2 site-AMF", "scrapped only on a construction site")


def test_scrapping_a_combined_train_costs_one_per_train() -> None:
    game = table()
    put(game, 0, 1, "site-AMF>AMF")
    trains = game.state.seats[0].trains
    trains[0].guest, trains[1].carried_by = 2, 1
    act(game, "scrap 1 site-AMF")
    assert game.state.ap == 3
    assert all(t.position is None and t.carried_by is None for t in trains)


# --- reversing --------------------------------------------------------------------------------
def test_no_reversing_on_open_track_unless_the_station_ahead_is_obstructed() -> None:
    game = table()
    put(game, 0, 1, "ZL-EMN.2>EMN")
    refuse(game, "reverse 1", "reverses only at a station")
    game.state.obstructions["A"] = "EMN"
    act(game, "reverse 1")
    assert game.board.label(game.state.seats[0].trains[0].position) == "ZL-EMN.2>ZL"


def test_reversing_then_riding_is_allowed_riding_then_reversing_is_not() -> None:
    game = table()
    put(game, 0, 1, "site-HRL>end")
    act(game, "reverse 1", "ride 1 HRL-MT.1>MT")
    refuse(game, "reverse 1", "after a ride")


# --- free actions -----------------------------------------------------------------------------
def test_a_free_action_stops_the_train_for_the_turn() -> None:
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL")
    act(game, "call 1")
    refuse(game, "ride 1 ZL-DV.1>DV", "had a free action this turn")
    refuse(game, "reverse 1", "had a free action this turn")
    refuse(game, "call 1", "already called")


def test_after_a_free_action_no_free_action_next_round_until_ridden() -> None:
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL")
    act(game, "call 1", "end", "end")
    refuse(game, "call 1", "must ride before")
    act(game, "reverse 1")  # now at Meppel, but it has not ridden
    refuse(game, "call 1", "must ride before")
    act(game, "ride 1 ASN-MP.1>ASN", "call 1")


def test_a_call_delivers_first_then_boards_all_that_fit() -> None:
    game = table()
    to_zwolle = token_for(game, "ZL", 300)
    put(game, 0, 1, "MP-ZL.1>ZL", [to_zwolle, token_for(game, "MT", 250)])
    wait(game, "ZL", [token_for(game, "ASN", 250)])
    act(game, "call 1")
    train = game.state.seats[0].trains[0]
    assert game.state.seats[0].tray == [to_zwolle]
    assert game.state.load(train) == 500


def test_tokens_that_do_not_fit_stay_and_standard_boarding_lets_the_player_choose() -> None:
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL", [token_for(game, "MT", 250)])
    wait(game, "ZL", [11, 30, 29])  # 100, 300, 250: not all fit
    act(game, "call 1")
    assert game.state.boarding == (0, 1)
    refuse(game, "stop", "board while any fits")
    refuse(game, "end", "finish boarding")
    act(game, "board 29")  # 500 aboard: nothing else fits, boarding closes
    assert game.state.boarding is None
    assert game.state.waiting["ZL"] == [11, 30]


def test_advanced_boarding_picks_any_tokens() -> None:
    game = table(advanced=True)
    put(game, 0, 1, "MP-ZL.1>ZL")
    wait(game, "ZL", [11, 30])
    act(game, "call 1", "board 11", "stop")
    assert game.state.seats[0].trains[0].tokens == [11]
    assert game.state.waiting["ZL"] == [30]


def test_a_train_ending_its_turn_where_it_arrived_calls_automatically() -> None:
    game = table()
    to_zwolle = token_for(game, "ZL", 300)
    put(game, 0, 1, "ZL-DV.1>DV", [to_zwolle])
    put(game, 0, 2, "site-HRL>HRL")  # did not arrive this turn: no call
    wait(game, "HRL", [11])
    act(game, "call 2", "reverse 1", "end")  # reversing brought train 1 to Zwolle
    assert game.state.seats[0].tray == [to_zwolle]
    assert game.state.turn == 1


def test_automatic_call_with_a_boarding_choice_pauses_the_end_of_turn() -> None:
    game = table()
    put(game, 0, 1, "ZL-DV.1>DV", [token_for(game, "MT", 250)])
    wait(game, "ZL", [11, 30, 29])
    act(game, "reverse 1", "end")
    assert game.state.boarding == (0, 1) and game.state.turn == 0
    act(game, "board 11")  # 350 aboard: neither the 300 nor the 250 fits any more
    assert game.state.turn == 1 and game.state.round == 2


# --- passengers changing trains, combining, splitting -----------------------------------------
def test_changing_trains_respects_capacity_and_each_pair_exchanges_once_a_turn() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV", [30, 11])  # 300 + 100
    put(game, 0, 2, "HT-EHV.1>EHV", [20, 2])  # 300 + 100
    refuse(game, "change 1 2 30 -", "would carry more than 500")
    refuse(game, "change 1 2 - -", "moves no tokens")
    refuse(game, "change 1 2 2 -", "name tokens of train 1")
    act(game, "change 1 2 - 2")
    refuse(game, "change 1 2 2 -", "already exchanged passengers this turn")
    refuse(game, "ride 2 HT-EHV.1>HT", "had a free action")


def test_a_combined_train_carries_1000_and_cannot_take_a_third() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV", [30, 11])
    put(game, 0, 2, "HT-EHV.1>EHV", [20, 2])
    put(game, 0, 3, "EHV-VL.1>EHV")
    act(game, "combine 1 2")
    host = game.state.seats[0].trains[0]
    assert game.state.load(host) == 800 and game.state.capacity(host) == 1000
    refuse(game, "combine 1 3", "already combined")
    refuse(game, "split 1 EHV-RM.1>EHV 2,20", "already combined or split this turn")


def test_split_needs_a_free_platform() -> None:
    game = table()
    put(game, 0, 1, "LW-STV.2>STV")
    trains = game.state.seats[0].trains
    trains[0].guest, trains[1].carried_by = 2, 1
    refuse(game, "split 1 LW-STV.2>STV -", "needs a free section")
    refuse(game, "split 1 LW-STV.1>STV -", "platform of STV")
    assert not any(a.startswith("split") for a in legal(game))  # Stavoren's one platform is full


# --- exchanges with another player ------------------------------------------------------------
def test_exchange_offer_is_answered_by_the_other_seat() -> None:
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL", [30])
    put(game, 1, 2, "ZL-DV.1>ZL", [29])
    act(game, "offer 1 1 2 30", "offer 1 1 2 29")
    refuse(game, "end", "propose or withdraw")
    act(game, "propose")
    assert game.current_player == 1
    assert legal(game) == {"accept", "decline"}
    act(game, "accept")
    assert game.current_player == 0
    assert game.state.seats[0].trains[0].tokens == [29]
    assert game.state.seats[1].trains[1].tokens == [30]
    refuse(game, "offer 1 1 2 29", "already had an exchange offer")


def test_declined_offer_changes_nothing_and_capacity_is_checked() -> None:
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL", [30])
    put(game, 1, 2, "ZL-DV.1>ZL", [50, 2])  # 300 + 100
    act(game, "offer 1 1 2 30")
    refuse(game, "propose", "more than 500")
    act(game, "withdraw")
    game.state.used_pairs.clear()
    act(game, "offer 1 1 2 2", "propose", "decline")
    assert game.state.seats[0].trains[0].tokens == [30]
    assert game.current_player == 0


# --- obstructions -----------------------------------------------------------------------------
def test_one_obstruction_card_a_turn_and_the_tokens_cycle() -> None:
    game = table()
    s = game.state
    s.seats[0].hand = ["UT", "AH", "GN", "MT", "ES"]
    refuse(game, "obstruct ZL", "no obstruction card for ZL")
    act(game, "obstruct UT")
    assert s.obstructions["A"] == "UT" and s.discard == ["UT"] and s.disc == 1
    refuse(game, "obstruct AH", "only one obstruction card")
    act(game, "end")
    assert len(s.seats[0].hand) == 5  # refilled to five in a two-player game


def test_hand_refill_reshuffles_the_discard_pile_when_the_deck_is_empty() -> None:
    game = table()
    s = game.state
    s.discard.extend(s.deck)
    s.deck.clear()
    s.seats[0].hand = ["UT"]
    act(game, "obstruct UT", "end")
    assert len(s.seats[0].hand) == 5 and s.discard == []


def test_nobody_calls_at_an_obstructed_station() -> None:
    game = table()
    put(game, 0, 1, "ZL-DV.1>DV")
    game.state.obstructions["A"] = "DV"
    refuse(game, "call 1", "the station is obstructed")


# --- the obligatory action --------------------------------------------------------------------
def test_every_train_must_have_an_action_unless_it_cannot() -> None:
    game = table()
    put(game, 0, 1, "ZL-EMN.2>EMN")
    refuse(game, "end", "train 1 must have an action")
    put(game, 1, 1, "ZL-EMN.3>EMN")  # the section ahead is held by another player
    assert "end" in legal(game)


def test_ending_the_turn_is_always_possible_when_nothing_else_is() -> None:
    game = table()
    put(game, 0, 1, "ZL-EMN.2>EMN")
    game.state.ap = 0
    assert legal(game) == {"end"}


# --- the end of the game and scoring ----------------------------------------------------------
def test_the_game_ends_after_the_last_round_with_equal_turns() -> None:
    game = table(players=4, round=20, seat=0)
    assert game.state.max_rounds == 20
    for _ in range(4):
        act(game, "end")
    assert game.is_over and game.current_player is None
    assert new_game(3).state.max_rounds == 25 and new_game(2).state.max_rounds == 25


def test_early_end_when_few_tokens_wait_and_a_players_trains_are_empty() -> None:
    game = table(players=3, seat=1)
    s = game.state
    s.waiting["DZ"] = [1, 2, 3, 4, 5, 6]
    s.seats[2].tray = list(range(7, 51))
    put(game, 1, 1, "GN-DZ.1>DZ")
    act(game, "call 1")
    assert not s.last_round
    act(game, "board 1")  # five tokens wait, and seats 0 and 2 have empty trains
    assert s.last_round
    act(game, "board 5", "board 6", "end", "end")
    assert game.is_over


def test_scores_count_delivered_passengers_and_ties_subtract_those_aboard() -> None:
    game = table(players=3)
    s = game.state
    s.seats[0].tray = [30]  # 300
    s.seats[1].tray = [50]  # 300, but 100 still aboard
    s.seats[2].tray = [11, 21, 2]  # 300 in three tokens
    put(game, 1, 1, "ZL-EMN.2>EMN", [1])
    assert game.scores() == [300, 300, 300]
    assert game.ranking() == [2, 0, 1]  # same net: more tokens in the tray wins


def test_advanced_scores_always_subtract_passengers_aboard() -> None:
    game = table(advanced=True)
    game.state.seats[0].tray = [30]
    put(game, 0, 1, "ZL-EMN.2>EMN", [1])
    assert game.scores()[0] == 200


# --- views, options, log ----------------------------------------------------------------------
def test_view_hides_other_hands_and_the_deck_order() -> None:
    game = table()
    mine = game.view(0)
    assert mine.seats[0].hand == tuple(game.state.seats[0].hand)
    assert mine.seats[1].hand is None and mine.seats[1].hand_size == 5
    assert mine.deck is None and mine.deck_size == len(game.state.deck)
    assert game.view(None).deck == tuple(game.state.deck)
    put(game, 0, 1, "MP-ZL.1>ZL", [30])
    assert json.loads(json.dumps(game.view(1).to_json())) == game.view(1).to_json()


def test_unknown_options_are_refused() -> None:
    with pytest.raises(UnknownOption):
        new_game(2, options={"turbo": True})
    with pytest.raises(UnknownOption):
        new_game(2, options={"advanced": "yes"})


def test_log_lines_name_player_train_and_places() -> None:
    game = new_game(["Ann", "Bob"], seed=3)
    game.state.round = 2
    put(game, 0, 2, "MP-ZL.1>ZL")

    line = game.describe(ACTIONS.from_text("ride 2 ZL-DV.1>DV"), 0)
    assert line == "Ann rides train 2: Zwolle → Deventer"
    line = game.describe(ACTIONS.from_text("ride 2 ZL-EMN.1>EMN"), 0)
    assert line == "Ann rides train 2: Zwolle → the track towards Emmen"
    game.state.seats[0].trains[1].position = game.board.position("MP-ZL.1>MP")
    line = game.describe(ACTIONS.from_text("ride 2 LW-MP.3>LW"), 0)
    assert line.startswith("Ann rides train 2: Meppel")


# --- more of the rulebook's Important boxes ---------------------------------------------------
def test_a_built_train_reversed_to_its_station_picks_up_there_at_the_end_of_the_turn() -> None:
    game = table()
    wait(game, "AMF", [11])
    act(game, "build 1 site-AMF", "reverse 1", "end")
    assert game.state.seats[0].trains[0].tokens == [11]


def test_a_scrapped_train_can_be_constructed_again_for_three_points() -> None:
    game = table()
    put(game, 0, 1, "site-AMF>end")
    act(game, "scrap 1 site-AMF")
    assert "build 1 site-AMF" in legal(game)
    act(game, "build 1 site-AMF")
    assert game.state.ap == 1


def test_a_combined_train_needs_one_action_and_both_parts_stop() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV")
    put(game, 0, 2, "HT-EHV.1>EHV")
    act(game, "combine 1 2")
    refuse(game, "ride 1 EHV-VL.1>VL", "had a free action this turn")
    assert "end" in legal(game)  # train 2 is inside train 1: one action served both


def test_after_splitting_both_trains_stay_put() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV")
    trains = game.state.seats[0].trains
    trains[0].guest, trains[1].carried_by = 2, 1
    act(game, "split 1 EHV-VL.1>EHV -")
    refuse(game, "ride 1 EHV-VL.1>VL", "had a free action this turn")
    refuse(game, "reverse 2", "had a free action this turn")
    assert trains[0].acted and trains[1].acted


def test_changing_trains_counts_as_the_action_of_both_trains() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV", [11])
    put(game, 0, 2, "HT-EHV.1>EHV")
    act(game, "change 1 2 11 -")
    assert all(t.acted and t.stopped for t in game.state.seats[0].trains[:2])
    assert "end" in legal(game)


def test_an_obstruction_card_moves_a_token_already_on_the_board() -> None:
    game = table()
    s = game.state
    s.obstructions["A"] = "ZL"
    s.disc = 0
    s.seats[0].hand = ["UT", "AH", "GN", "MT", "ES"]
    act(game, "obstruct UT")
    assert s.obstructions["A"] == "UT" and not s.obstructed("ZL")


def test_repair_lifts_the_obstruction_at_once() -> None:
    game = table()
    game.state.obstructions["B"] = "LW"
    put(game, 0, 1, "LW-GN.1>LW")
    act(game, "repair B", "reverse 1")
    assert game.state.ap == 3
