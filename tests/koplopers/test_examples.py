"""The rulebook's Examples 1-7 and its in-text examples, on the Netherlands map."""

from __future__ import annotations

from game.engine.koplopers.actions import Ride
from game.engine.koplopers.game import KoplopersGame

from .table import act, legal, put, refuse, table, token_for, wait


def combined(game: KoplopersGame, seat: int, host: int, guest: int) -> None:
    trains = game.state.seats[seat].trains
    trains[host - 1].guest = guest
    trains[guest - 1].carried_by = host


def test_example_1_leonie_builds_in_heerlen_reverses_and_calls() -> None:
    game = table(round=1)
    game.state.seats[0].hand = ["ZL", "UT", "AH"]
    wait(game, "HRL", [8, 2])
    act(game, "build 1 site-HRL")
    assert game.state.ap == 2
    assert "ride 1 STD-HRL.1>STD" not in legal(game)  # built facing the dead end
    act(game, "reverse 1")
    assert {"ride 1 STD-HRL.1>STD", "ride 1 HRL-MT.1>MT", "call 1"} <= legal(game)
    act(game, "call 1")
    assert sorted(game.state.seats[0].trains[0].tokens) == [2, 8]
    assert "obstruct ZL" in legal(game)  # her last action point
    act(game, "obstruct ZL", "end")
    assert game.state.turn == 1


def test_example_2_corrie_combines_two_trains_at_eindhoven() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV", [token_for(game, "LW")])
    put(game, 0, 2, "HT-EHV.1>EHV", [token_for(game, "ZL", 300)])
    assert {"combine 1 2", "combine 2 1"} <= legal(game)
    assert any(a.startswith("change 1 2 ") for a in legal(game))
    act(game, "combine 1 2")
    first, second = game.state.seats[0].trains[:2]
    assert second.position is None and second.carried_by == 1
    assert len(first.tokens) == 2 and game.state.capacity(first) == 1000


def test_example_3_rear_facing_eindhoven_is_not_at_eindhoven() -> None:
    game = table()
    put(game, 0, 1, "TB-EHV.1>EHV")
    put(game, 0, 2, "EHV-VL.1>VL")
    refuse(game, "combine 1 2", "not at a station")
    refuse(game, "reverse 2", "reverses only at a station")
    game.state.obstructions["A"] = "VL"
    assert "reverse 2" in legal(game)


def test_example_4_seb_splits_at_zwolle_and_may_offer_corrie_an_exchange() -> None:
    game = table()
    big = [token_for(game, "ASN", 100), 30, 50]  # 100 + 300 + 300
    put(game, 0, 2, "MP-ZL.1>ZL", big)
    combined(game, 0, 2, 3)
    put(game, 1, 1, "ZL-AMF.1>ZL", [token_for(game, "MT")])
    refuse(game, "split 2 ZL-DV.1>ZL -", "at most 500")
    splits = {a for a in legal(game) if a.startswith("split")}
    assert {a.split()[2] for a in splits} == {
        "ZL-EMN.1>ZL", "ZL-LLS.1>ZL", "ZL-DV.1>ZL", "ZL-AML.1>ZL"
    }
    assert any(a.startswith("offer 2 1 1 ") for a in legal(game))
    act(game, "split 2 ZL-DV.1>ZL 50")
    third = game.state.seats[0].trains[2]
    assert game.board.label(third.position) == "ZL-DV.1>ZL" and third.tokens == [50]
    assert game.state.seats[0].trains[1].guest is None


def test_example_5_obstruction_at_leeuwarden() -> None:
    game = table()
    game.state.obstructions["A"] = "LW"
    game.state.seats[0].hand = ["ZL", "UT", "AH", "GN", "MT"]
    put(game, 0, 1, "LW-GN.1>LW")
    put(game, 1, 1, "LW-MP.2>LW")
    refuse(game, "ride 1 LW-GN.1>GN", "touching an obstructed station")
    refuse(game, "reverse 1", "touching an obstructed station")
    assert {"obstruct ZL", "repair A"} <= legal(game)
    act(game, "end")  # her train is excused its action: it cannot have one
    assert "reverse 1" in legal(game)  # Seb: the station ahead is obstructed
    refuse(game, "ride 1 LW-MP.1>LW", "may not enter an obstructed station")
    assert not any(a.startswith("ride") for a in legal(game))  # never into or through LW
    act(game, "end")  # Seb need not act either


def test_example_6_tilburg_platform_towards_obstructed_breda() -> None:
    game = table()
    game.state.obstructions["B"] = "BD"
    token = token_for(game, "MT")
    put(game, 0, 1, "BD-TB.1>TB", [token])
    put(game, 0, 2, "TB-HT.1>TB")
    refuse(game, "ride 1 TB-HT.1>HT", "touching an obstructed station")
    refuse(game, "reverse 1", "touching an obstructed station")
    refuse(game, "combine 1 2", "rear touches an obstructed station")
    refuse(game, "combine 2 1", "rear touches an obstructed station")
    act(game, f"change 1 2 {token} -")  # passengers may still change trains at Tilburg
    assert game.state.seats[0].trains[1].tokens == [token]


def test_example_6_as_drawn_the_train_facing_breda_is_not_at_tilburg() -> None:
    """Ruling 13: in the example itself the train's front faces obstructed Breda, so it is
    at Breda (a train is at the station its front faces), where nobody calls: no change of
    passengers with a train at Tilburg, the station its rear touches."""
    game = table()
    game.state.obstructions["B"] = "BD"
    token = token_for(game, "MT")
    put(game, 0, 1, "BD-TB.1>BD", [token])
    put(game, 0, 2, "TB-HT.1>TB")
    refuse(game, "ride 1 BD-TB.1>TB", "touching an obstructed station")
    refuse(game, "reverse 1", "touching an obstructed station")
    assert not [a for a in legal(game) if a.startswith(("change", "combine", "call 1"))]
    refuse(game, f"change 1 2 {token} -", "the station is obstructed")


def test_example_7_corrie_passes_ronald_and_calls_at_utrecht() -> None:
    game = table()
    to_utrecht, to_arnhem = 2, 22
    put(game, 0, 1, "DV-AH.2>AH", [to_utrecht, to_arnhem])
    put(game, 1, 1, "AH-UT.2>UT")
    wait(game, "UT", [9])
    refuse(game, "ride 1 AH-UT.2>UT", "may not end on a section")
    act(game, "ride 1 AH-UT.3>UT")
    corrie = game.state.seats[0]
    assert game.state.ap == 2
    assert corrie.trains[0].tokens == [to_utrecht, to_arnhem]  # passing Arnhem is no call
    act(game, "call 1")
    assert corrie.tray == [to_utrecht]
    assert corrie.trains[0].tokens == [to_arnhem, 9]


def test_reversing_example_meppel_zwolle() -> None:
    game = table()
    put(game, 0, 1, "MP-ZL.1>ZL")
    act(game, "reverse 1")
    refuse(game, "reverse 1", "must ride at least one section")
    act(game, "end", "end")  # the train called at Meppel automatically; Bob has no trains
    refuse(game, "reverse 1", "must ride at least one section")
    rides = {a for a in legal(game) if a.startswith("ride")}
    assert {"ride 1 LW-MP.3>LW", "ride 1 ASN-MP.2>ASN"} <= rides  # to Leeuwarden or Groningen
    act(game, "ride 1 ASN-MP.2>ASN")
    refuse(game, "reverse 1", "after a ride")


def test_repair_example_token_a_returns_when_its_letter_comes_up() -> None:
    game = table()
    s = game.state
    s.obstructions["A"] = "ZL"
    s.disc = 1
    s.seats[0].hand = ["UT", "AH", "GN", "MT", "ES"]
    s.seats[1].hand = ["LW", "AH", "GN", "MT", "ES"]
    act(game, "repair A")
    assert s.obstructions["A"] is None and not s.seats[0].repair
    act(game, "obstruct UT", "end", "obstruct LW", "end")
    assert s.obstructions == {"A": None, "B": "UT", "C": "LW"}
    act(game, "obstruct GN")
    assert s.obstructions["A"] == "GN"
    refuse(game, "repair B", "already played your emergency repair card")


def test_ride_path_lists_every_section_passed_for_the_ui_to_glide_along() -> None:
    game = table()
    put(game, 0, 1, "DV-AH.2>AH")
    put(game, 1, 1, "AH-UT.2>UT")
    path = game.ride_path(Ride(1, "AH-UT.3>UT"))
    assert path == ["DV-AH.2>AH", "AH-UT.1>UT", "AH-UT.2>UT", "AH-UT.3>UT"]
    assert game.ride_path(Ride(1, "AH-UT.2>UT")) == []  # may not end on Ronald's train
