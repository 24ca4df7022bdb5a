"""Rules the engine once got wrong (issue 12), each checked against the rulebook's words.

Every scenario here failed before its fix: a ride onto the platform of an
obstructed station, changing trains token by token, a train excused its
action because its rear touched an obstruction, a rebuilt train remembering
the scrapped one's turn, a split onto a construction site. The rest pin down
rules no other test held: the ranking's tie-break order, combining only at
one station, and paying for the ride into a site before scrapping there.
"""

from __future__ import annotations

from .table import act, legal, put, refuse, sized, table, wait


def test_a_train_may_not_enter_an_obstructed_station_but_may_reverse_before_it() -> None:
    """Example 5: "Seb's train has not been blocked, although it may not enter Leeuwarden.
    But he may reverse his train at the track since the station before the train suffers an
    obstruction." """
    game = table()
    game.state.obstructions["A"] = "LW"
    put(game, 0, 1, "LW-GN.2>LW")
    refuse(game, "ride 1 LW-GN.1>LW", "may not enter an obstructed station")
    assert not any(a.startswith("ride") for a in legal(game))
    act(game, "reverse 1")
    assert game.board.label(game.state.seats[0].trains[0].position) == "LW-GN.2>GN"


def test_changing_trains_is_one_exchange_checked_for_capacity_afterwards() -> None:
    """"You may now exchange passenger tokens between these trains. After the exchange both
    trains may have a maximum of 500 passengers on board." """
    game = table()
    big, small = sized(game, 300, 2), sized(game, 200, 2)
    put(game, 0, 1, "MP-ZL.1>ZL", [big[0], small[0]])
    put(game, 0, 2, "ZL-DV.1>ZL", [big[1], small[1]])
    swap = f"change 1 2 {big[0]} {big[1]}"
    assert swap in legal(game)
    refuse(game, f"change 1 2 {small[0]} -", "would carry more than 500")
    refuse(game, f"change 2 1 {big[1]} {big[0]}", "lower-numbered one first")
    refuse(game, f"change 1 2 0{big[0]} {big[1]}", "rising, like 3,17")  # one spelling
    act(game, swap)
    first, second = game.state.seats[0].trains[:2]
    assert sorted(first.tokens) == sorted([small[0], big[1]])
    assert sorted(second.tokens) == sorted([small[1], big[0]])
    refuse(game, f"change 1 2 {big[1]} {big[0]}", "already exchanged passengers this turn")


def test_a_train_whose_rear_touches_an_obstruction_still_owes_its_action() -> None:
    """"If a segment directly ahead of your train is occupied by a train of another player, or
    when it is obstructed, you are not obliged to spend an action to that train": train 1 at
    Tilburg's platform towards obstructed Breda may still call at Tilburg, so it must act."""
    game = table(seat=1)
    game.state.obstructions["B"] = "BD"
    put(game, 1, 1, "BD-TB.1>TB")
    put(game, 1, 2, "TB-HT.1>TB")
    act(game, "call 2")
    refuse(game, "end", "train 1 must have an action")
    act(game, "call 1", "end")
    assert game.state.turn == 0


def test_a_rebuilt_train_starts_with_a_clean_turn_memory() -> None:
    """"A newly built train must be reversed to arrive at the station. If that train doesn't
    move any further, you must pick up any passengers at that station." """
    game = table()
    put(game, 0, 1, "site-HRL>HRL")
    act(game, "call 1", "scrap 1 site-HRL", "build 1 site-HRL", "end", "end")
    token = sized(game, 100)[0]
    wait(game, "HRL", [token])
    act(game, "reverse 1")
    assert "call 1" in legal(game)
    act(game, "end")
    assert game.state.seats[0].trains[0].tokens == [token]


def test_a_split_never_puts_a_train_on_a_construction_site() -> None:
    """"During the game you may only enter a construction site (red section) to scrap the
    train." and "Splitting up is only allowed when there is a free segment next to the
    station." """
    game = table()
    put(game, 0, 1, "STD-HRL.1>HRL")
    trains = game.state.seats[0].trains
    trains[0].guest, trains[1].carried_by = 2, 1
    put(game, 1, 1, "HRL-MT.1>MT")  # Heerlen's other line is taken; only its site is free
    refuse(game, "split 1 site-HRL>HRL -", "construction site is entered only to scrap")
    assert not any(a.startswith("split") for a in legal(game))


def test_ranking_subtracts_passengers_aboard_before_counting_tray_tokens() -> None:
    """"In case of a tie the number of passengers still in your trains ... are counted and
    subtracted from the number in your tray. If there is still a tie, the player with the
    highest number of tokens in his tray wins the game." """
    game = table()
    s = game.state
    s.seats[0].tray = sized(game, 300)  # 300 in one token, nothing aboard
    s.seats[1].tray = sized(game, 100, 4)[:3]  # 300 in three tokens...
    put(game, 1, 1, "ZL-EMN.2>EMN", sized(game, 100, 4)[3:])  # ...and 100 still aboard
    assert game.scores() == [300, 300]
    assert game.ranking() == [0, 1]


def test_only_two_trains_at_the_same_station_combine_or_change_passengers() -> None:
    """"If two of your trains are at the same station, you may combine them." and "You may
    have passengers change trains when two of your own trains have arrived at the same
    station." """
    game = table()
    token = sized(game, 100)[0]
    put(game, 0, 1, "TB-EHV.1>EHV", [token])
    put(game, 0, 2, "MP-ZL.1>ZL")
    refuse(game, "combine 1 2", "only at the same station")
    refuse(game, f"change 1 2 {token} -", "only at the same station")


def test_riding_into_a_site_to_scrap_needs_a_point_for_the_ride_and_one_for_the_scrap() -> None:
    """"Riding a train for one section (1 action point)" and "Scrapping a train (1 action
    point)": a train at Groningen needs both to be scrapped on Groningen's site."""
    game = table()
    put(game, 0, 1, "GN-DZ.1>GN")
    game.state.ap = 1
    refuse(game, "scrap 1 site-GN", "costs 2 action points and 1 is left")
    game.state.ap = 2
    act(game, "scrap 1 site-GN")
    assert game.state.seats[0].trains[0].position is None


def test_a_ride_may_come_back_round_onto_the_section_it_started_from() -> None:
    """"Each section of track can accommodate only one train"; Ruling 2: "A ride may pass
    through sections held by other trains, but may not end on one". Once a train has left
    its section nobody holds it, so a loop may bring it back onto that section, facing the
    other way (issue 41: Alkmaar → Amsterdam → Haarlem → Alkmaar, 4 sections)."""
    from game.engine import koplopers

    game = koplopers.new_game(players=2, seed=1)
    act(game, "build 1 site-AMR", "reverse 1", "end", "build 1 site-GN", "end",
        "ride 1 AMR-HDR.2>HDR", "end", "reverse 1", "end", "board 7", "board 9",
        "reverse 1", "ride 1 AMR-HDR.1>AMR", "end", "ride 1 GN-DZ.1>DZ", "end")
    train = game.state.seats[0].trains[0]
    assert game.board.label(train.position) == "AMR-HDR.1>AMR" and game.state.ap == 5
    assert "ride 1 AMR-HDR.1>HDR" in legal(game)
    act(game, "ride 1 AMR-HDR.1>HDR")
    assert game.board.label(train.position) == "AMR-HDR.1>HDR" and game.state.ap == 1
