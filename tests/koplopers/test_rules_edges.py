"""Edges of the Koplopers rules, each a rulebook line played out on the Netherlands map.

Found by mutation testing (issue 12): each scenario here failed for some small
change to rules.py or movement.py that the other tests let through - a limit
off by one, a check that stopped looking too early, a refusal that named the
wrong rule. A refused action is checked against the whole reason the player
reads, because that reason is how the game tells a player which rule stopped
them (rules.py: "a refused one always says which rule refused it").
"""

from __future__ import annotations

import re

from game.engine.koplopers.game import KoplopersGame

from .table import act, legal, put, refuse, sized, table, token_for, wait

ANY_FREE = "(call, exchange, combine and split stop a train)"
TOO_FAR = ("it rides forward, never into a construction site, never into an obstructed "
           "station, at most 5 sections")


def says(game: KoplopersGame, text: str, reason: str) -> None:
    """`text` is refused with exactly `reason`, and nothing changes."""
    refuse(game, text, f"^{re.escape(reason)}$")


def combined(game: KoplopersGame, seat: int, host: int, guest: int) -> None:
    trains = game.state.seats[seat].trains
    trains[host - 1].guest = guest
    trains[guest - 1].carried_by = host


# --- turn order of the steps ---------------------------------------------------------------
def test_nothing_is_played_once_the_game_is_over() -> None:
    """"As soon as the start player would have its turn, the game ends!" """
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL")
    game.state.over = True
    says(game, "end", "the game is over")
    says(game, "call 1", "the game is over")


def test_boarding_comes_first_and_standard_rules_board_while_any_fits() -> None:
    """"If you have called a station, passengers will always enter the train if they fit
    in." Two tokens of 300 wait; only one fits, the player picks which, and may not stop."""
    game = table()
    says(game, "board 1", "nobody is boarding: call at a station first")
    says(game, "stop", "nobody is boarding: call at a station first")
    first, second = sized(game, 300, 2)
    wait(game, "ZL", [first, second])
    put(game, 0, 1, "MP-ZL.1>ZL")
    put(game, 0, 2, "ZL-EMN.2>EMN")
    act(game, "call 1")
    assert legal(game) == {f"board {first}", f"board {second}"}
    says(game, "stop", "standard rules: passengers board while any fits")
    says(game, "ride 2 ZL-EMN.3>EMN", "finish boarding first: choose the passengers who board")
    act(game, f"board {second}")
    assert game.state.seats[0].trains[0].tokens == [second]
    assert game.state.waiting["ZL"] == [first]


def test_an_answer_needs_an_offer_and_an_open_offer_comes_first() -> None:
    """Ruling 9: "the active player proposes which tokens move each way; the other player
    accepts or declines". With no offer there is nothing to answer; while one is being
    made, it is proposed or withdrawn before anything else."""
    game = table()
    token = sized(game, 100)[0]
    put(game, 0, 1, "MP-ZL.1>ZL", [token])
    put(game, 0, 2, "ZL-EMN.2>EMN")
    put(game, 1, 1, "ZL-AMF.1>ZL")
    says(game, "accept", "there is no exchange offer to answer")
    says(game, "decline", "there is no exchange offer to answer")
    says(game, "propose",
         "there is no exchange offer yet: first choose the passenger tokens to exchange")
    says(game, "withdraw", "there is no exchange offer")
    act(game, f"offer 1 1 1 {token}")
    says(game, "ride 2 ZL-EMN.3>EMN", "propose or withdraw the exchange offer first")
    says(game, "end", "propose or withdraw the exchange offer first")
    act(game, "withdraw")
    assert game.state.draft is None
    says(game, f"offer 1 1 1 {token}",
         "these two trains have already had an exchange offer this turn")


# --- building -----------------------------------------------------------------------------
def test_building_refusals_name_the_rule() -> None:
    """"The second player must construct on one of the construction sites '2'" and "You may
    only construct a new train at an empty construction site." """
    game = table(round=1, seat=1)
    says(game, "build 1 site-HRL",
         "in the first round player 2 builds on a site marked 2 (any site only in the "
         "advanced rules)")
    put(game, 0, 1, "site-GN>end")
    says(game, "build 1 site-GN", "a train is built only on an empty construction site")
    act(game, "build 1 site-RSD")
    assert game.state.seats[1].trains[0].position is not None
    game = table()
    for number, label in ((1, "MP-ZL.1>ZL"), (2, "ZL-EMN.2>EMN"), (3, "LW-MP.2>MP")):
        put(game, 0, number, label)
    says(game, "build 1 site-AMF",
         "all three of your trains are in play (a player has three at most)")


def test_the_first_round_needs_a_train_built() -> None:
    """"Exception: In the first round all players must construct a train in their turn." """
    game = table(round=1)
    says(game, "end", "in the first round every player must construct a train")


# --- riding and reversing ---------------------------------------------------------------------
def test_a_ride_goes_five_sections_at_most() -> None:
    """"Each turn you may spend five action points" and "Riding a train for one section (1
    action point)": from the first section out of Leeuwarden towards Meppel, five sections
    reach Emmen's second section, never its third."""
    game = table()
    put(game, 0, 1, "LW-MP.1>MP")
    says(game, "ride 1 ZL-EMN.3>EMN", f"train 1 cannot ride to Emmen (from Zwolle): {TOO_FAR}")
    assert {"ride 1 ZL-EMN.1>EMN", "ride 1 ZL-EMN.2>EMN", "ride 1 ZL-LLS.2>LLS"} <= legal(game)
    act(game, "ride 1 ZL-EMN.2>EMN")
    assert game.state.ap == 0


def test_a_ride_may_not_end_on_a_held_section_says_so() -> None:
    """"Each section of track can accommodate only one train, but you may pass another
    train by choosing the Riding action more than once." """
    game = table()
    put(game, 0, 1, "ZL-EMN.1>EMN")
    put(game, 1, 1, "ZL-EMN.2>EMN")
    says(game, "ride 1 ZL-EMN.2>EMN",
         "a ride may pass other trains but may not end on a section one holds")


def test_an_obstruction_closes_only_the_way_into_that_station() -> None:
    """"Trains can no longer call at obstructed stations, nor can they pass those stations."
    With Meppel obstructed a train at Zwolle may not go towards Meppel, but every other
    line out of Zwolle stays open."""
    game = table()
    game.state.obstructions["A"] = "MP"
    put(game, 0, 1, "ZL-EMN.1>ZL")
    assert "ride 1 MP-ZL.1>MP" not in legal(game)
    rides = {a for a in legal(game) if a.startswith("ride 1 ")}
    assert {"ride 1 ZL-LLS.1>LLS", "ride 1 ZL-AMF.1>AMF", "ride 1 ZL-DV.1>DV",
            "ride 1 ZL-AML.1>AML", "ride 1 DV-APD.1>APD"} <= rides
    act(game, "ride 1 ZL-LLS.1>LLS")
    assert game.state.ap == 4


def test_a_train_that_had_a_free_action_may_not_move_even_into_a_site() -> None:
    """"After a free action you are not allowed to move that train (again)." Riding into a
    construction site to scrap there is moving too."""
    game = table()
    put(game, 0, 1, "GN-DZ.1>GN")
    act(game, "call 1")
    says(game, "ride 1 LW-GN.2>LW", f"a train that had a free action this turn may not ride "
         f"any more {ANY_FREE}")
    says(game, "reverse 1", f"a train that had a free action this turn may not reverse any "
         f"more {ANY_FREE}")
    says(game, "scrap 1 site-GN", f"a train that had a free action this turn may not ride "
         f"into the site any more {ANY_FREE}")


def test_a_train_whose_rear_touches_an_obstruction_may_not_ride_into_a_site() -> None:
    """"When a station is obstructed, all trains that border at that station (either with
    their front or rear) can no longer move." """
    game = table()
    game.state.obstructions["B"] = "ASN"
    put(game, 0, 1, "GN-ASN.1>GN")
    says(game, "scrap 1 site-GN",
         "a train touching an obstructed station (front or rear) cannot ride into the site")


def test_reversing_costs_one_point_and_its_refusals_name_the_rule() -> None:
    """"Reversing a Train (1 Action Point)", "After a ride you may no longer reverse that
    train" and "After a reversal you must have moved your train for at least 1 segment,
    before you may reverse it again." """
    game = table()
    put(game, 0, 1, "ZL-EMN.2>EMN")
    says(game, "reverse 1", "a train reverses only at a station (front facing it), on a "
         "construction site, or on the track when the next station ahead is obstructed")
    put(game, 0, 2, "MP-ZL.1>ZL")
    game.state.ap = 1
    act(game, "reverse 2")
    assert game.state.ap == 0
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL")
    act(game, "reverse 1")
    says(game, "reverse 1",
         "after reversing, a train must ride at least one section before reversing again")
    act(game, "ride 1 ASN-MP.2>ASN")
    says(game, "reverse 1", "after a ride a train may not reverse in the same turn")


def test_only_a_train_facing_a_station_is_at_it() -> None:
    """Example 3: "the rear (and not the front) of train 2 faces the station. Train 2 is
    therefore not at Eindhoven station." """
    game = table()
    put(game, 0, 1, "EHV-VL.1>VL")
    says(game, "call 1", "train 1 is not at a station: its front must face the station (its "
         "rear does not count)")


# --- scrapping ------------------------------------------------------------------------------
def test_scrapping_refusals_name_the_rule() -> None:
    """"Scrapping of a train is only allowed at a construction site." "The train must be
    empty: it must not have passengers on board." and sites hold one train."""
    game = table()
    put(game, 0, 1, "site-AMF>AMF", [token_for(game, "ZL", 300)])
    says(game, "scrap 1 site-AMF",
         "only an empty train may be scrapped: it has passengers on board")
    put(game, 0, 2, "MP-ZL.1>ZL")
    says(game, "scrap 2 site-GN", "a train is scrapped only on a construction site: it stands "
         "on it, or is at its station and rides in")
    put(game, 0, 3, "GN-DZ.1>GN")
    put(game, 1, 1, "site-GN>GN")
    says(game, "scrap 3 site-GN", "a train is scrapped only on an empty construction site")


def test_a_combined_train_on_a_site_is_scrapped_for_two_points() -> None:
    """"Scrapping a combined train will cost 2 action points, one per single train." """
    game = table()
    put(game, 0, 1, "site-HRL>HRL")
    combined(game, 0, 1, 2)
    game.state.ap = 1
    says(game, "scrap 1 site-HRL", "that costs 2 action points and 1 is left")
    game.state.ap = 2
    act(game, "scrap 1 site-HRL")
    assert game.state.ap == 0


def test_a_combined_train_at_the_station_rides_in_and_is_scrapped_for_three_points() -> None:
    """"Riding a train for one section (1 action point)" plus "Scrapping a combined train will
    cost 2 action points, one per single train." """
    game = table()
    put(game, 0, 1, "GN-DZ.1>GN")
    combined(game, 0, 1, 2)
    game.state.ap = 2
    says(game, "scrap 1 site-GN", "that costs 3 action points and 2 are left")
    game.state.ap = 3
    act(game, "scrap 1 site-GN")
    assert game.state.ap == 0


# --- changing trains, combining, splitting -----------------------------------------------------
def test_changing_trains_needs_two_trains_at_one_station_and_moves_tokens() -> None:
    """"You may have passengers change trains when two of your own trains have arrived at
    the same station." One train cannot change with itself, and an empty exchange is none."""
    game = table()
    token = sized(game, 100)[0]
    put(game, 0, 1, "MP-ZL.1>ZL", [token])
    put(game, 0, 2, "TB-EHV.1>EHV")
    says(game, f"change 1 1 {token} -", "two trains change passengers: write the "
         "lower-numbered one first (change 1 2)")
    says(game, f"change 1 2 {token} -", "trains change passengers only at the same station")
    put(game, 0, 2, "ZL-EMN.1>ZL")
    says(game, "change 1 2 - -", "the exchange moves no tokens")
    act(game, f"change 1 2 {token} -")
    says(game, f"change 1 2 - {token}",
         "these two trains have already exchanged passengers this turn")


def test_combining_needs_two_single_trains_at_one_station() -> None:
    """"If two of your trains are at the same station, you may combine them." and "An
    already combined train may not be combined with a third train." """
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL")
    says(game, "combine 1 1", "a train cannot combine with itself")
    says(game, "combine 1 2", "train 2 is not on the board")
    put(game, 0, 2, "TB-EHV.1>EHV")
    says(game, "combine 1 2", "trains combine only at the same station")
    put(game, 0, 2, "ZL-EMN.1>ZL")
    combined(game, 0, 2, 3)
    third = "an already combined train may not be combined with a third train"
    says(game, "combine 1 2", third)
    says(game, "combine 2 1", third)


def test_a_rear_touching_an_obstruction_forbids_combining() -> None:
    """"When a train borders with its rear to an obstructed station and with its front to
    an unobstructed station, this train cannot be combined or split-up." """
    game = table()
    game.state.obstructions["C"] = "BD"
    put(game, 0, 1, "BD-TB.1>TB")
    put(game, 0, 2, "TB-HT.1>TB")
    says(game, "combine 2 1",
         "train 1's rear touches an obstructed station, so it cannot combine or split")


def test_a_split_fills_both_trains_to_exactly_500() -> None:
    """"Now you divide the passenger tokens among the two trains in such a way that no train
    exceeds its maximum capacity of 500 passengers": 500 and 500 is allowed."""
    game = table()
    big, small = sized(game, 300, 2), sized(game, 200, 2)
    put(game, 0, 1, "MP-ZL.1>ZL", [*big, *small])
    combined(game, 0, 1, 2)
    moved = ",".join(str(t) for t in sorted([big[0], small[0]]))
    assert f"split 1 ZL-EMN.1>ZL {moved}" in legal(game)
    act(game, f"split 1 ZL-EMN.1>ZL {moved}")
    first, second = game.state.seats[0].trains[:2]
    assert game.state.load(first) == game.state.load(second) == 500


def test_a_split_needs_a_free_track_section_and_says_which_is_wrong() -> None:
    """"Splitting up is only allowed when there is a free segment next to the station." and
    "During the game you may only enter a construction site (red section) to scrap the
    train." """
    game = table()
    put(game, 0, 1, "STD-HRL.1>HRL")
    combined(game, 0, 1, 2)
    put(game, 1, 1, "HRL-MT.1>MT")
    says(game, "split 1 HRL-MT.1>HRL -", "splitting needs a free section next to the station")
    says(game, "split 1 site-HRL>HRL -", "a split-off train needs a free track section facing "
         "the station: a construction site is entered only to scrap the train")


# --- exchange offers ------------------------------------------------------------------------
def test_exchange_offers_go_to_another_players_train_on_the_board() -> None:
    """"When you call at a station where another player is already present, you may
    negotiate and have some or all of your passengers to change between those trains." """
    game = table()
    token = sized(game, 100)[0]
    put(game, 0, 1, "MP-ZL.1>ZL", [token])
    put(game, 0, 2, "ZL-EMN.1>ZL")
    put(game, 1, 1, "ZL-AMF.1>ZL")
    other = "exchange offers go to another player's train"
    says(game, f"offer 1 0 2 {token}", other)  # my own train 2
    says(game, f"offer 1 2 1 {token}", other)  # there is no third player
    says(game, f"offer 1 1 2 {token}", "Player 2 has no train 2 on the board")
    says(game, f"offer 1 1 4 {token}", "Player 2 has no train 4 on the board")
    act(game, f"offer 1 1 1 {token}")
    says(game, f"offer 2 1 1 {token}",
         "an offer is between two trains: finish or withdraw the one being made")


def test_the_second_player_may_offer_to_the_first() -> None:
    """Ruling 9: exchanges go to any other player's train at a shared station, the start
    player's too."""
    game = table(seat=1)
    token = sized(game, 100)[0]
    put(game, 1, 1, "MP-ZL.1>ZL", [token])
    put(game, 0, 1, "ZL-AMF.1>ZL")
    assert f"offer 1 0 1 {token}" in legal(game)
    act(game, f"offer 1 0 1 {token}", "propose", "accept")
    assert game.state.seats[0].trains[0].tokens == [token]


# --- cards -------------------------------------------------------------------------------------
def test_cards_cost_one_point_once_and_say_why_not() -> None:
    """"In any turn you may play only one obstruction card." and "Emergency repair cards
    that have been played are removed from the game." Each costs 1 action point."""
    game = table()
    game.state.seats[0].hand = ["ZL", "UT", "AH", "GN", "MT"]
    game.state.obstructions["A"] = "LW"
    game.state.ap = 1
    act(game, "repair A")
    assert game.state.ap == 0
    game.state.ap = 2
    game.state.obstructions["B"] = "GN"
    says(game, "repair B", "you have already played your emergency repair card")
    act(game, "obstruct ZL")
    says(game, "obstruct UT", "only one obstruction card may be played a turn")


# --- the obligatory action -------------------------------------------------------------------
def test_a_train_with_another_players_train_just_ahead_need_not_act() -> None:
    """"If a segment directly ahead of your train is occupied by a train of another player
    ... you are not obliged to spend an action to that train" - though it could ride past."""
    game = table()
    put(game, 0, 1, "LW-MP.1>MP")
    put(game, 1, 1, "LW-MP.2>MP")
    assert "ride 1 LW-MP.3>MP" in legal(game)
    act(game, "end")
    assert game.state.turn == 1


def test_a_train_with_its_own_players_train_ahead_must_act() -> None:
    """Ruling 7: the exemption is for "a train of another player"; an own train ahead does
    not excuse it."""
    game = table()
    put(game, 0, 1, "LW-MP.2>MP")
    put(game, 0, 2, "LW-MP.3>MP")
    act(game, "call 2")
    says(game, "end", "train 1 must have an action this turn (a free one will do) before the "
         "turn ends (rules: Your turn)")
