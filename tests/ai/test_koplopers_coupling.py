"""Combining, splitting, changing trains and exchange offers: done when they help, not otherwise.

Every position is at Utrecht after the seat's trains have ridden in and spent
the turn's points, so nothing but the move between trains is at stake. From
Utrecht, Assen lies on the way to Groningen (north); Maastricht and Heerlen,
its neighbour, lie in the opposite direction (south).
"""

from __future__ import annotations

import pytest

from game.engine.action import Action
from game.engine.koplopers.actions import Combine, Offer, Propose, Split
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.mapfile import load_map
from game.engine.koplopers.state import Train
from tests.ai.players import player
from tests.koplopers.table import put, table


def _bound(destination: str, passengers: int) -> int:
    """The token for `destination` of that size: the map says which number it has."""
    return next(t.id for t in load_map().tokens.values()
                if (t.destination, t.passengers) == (destination, passengers))


GN, ASN, ASN_TOO = _bound("GN", 250), _bound("ASN", 250), _bound("ASN", 100)  # north
MT, MT_TOO = _bound("MT", 250), _bound("HRL", 250)  # south: Maastricht, Heerlen
NORTH, SOUTH = {"ASN", "GN"}, {"MT", "HRL"}
LEVELS = ("easy", "normal")


def _platform(game: KoplopersGame, index: int) -> str:
    board = game.board
    return board.label(board.facing(board.platforms["UT"][index], "UT"))


def _spent(game: KoplopersGame, *trains: Train) -> None:
    """The trains rode in this turn and the points are spent."""
    game.state.ap = 0
    for train in trains:
        train.acted = True


def _two_trains(tokens: list[int], other: list[int]) -> KoplopersGame:
    game = table()
    put(game, 0, 1, _platform(game, 0), tokens)
    put(game, 0, 2, _platform(game, 1), other)
    _spent(game, *game.state.seats[0].trains[:2])
    return game


def _combined(tokens: list[int]) -> KoplopersGame:
    game = table()
    put(game, 0, 1, _platform(game, 0), tokens)
    host, guest = game.state.seats[0].trains[:2]
    host.guest, guest.carried_by = guest.number, host.number
    _spent(game, host)
    game.clear_cache()
    return game


def _play_turn(game: KoplopersGame, level: str) -> list[Action]:
    """Seat 0's turn to its end, seat 1 answering any offer; the actions chosen."""
    bots = [player(level, "koplopers", seed) for seed in (1, 2)]
    played = []
    while game.state.turn == 0:
        seat = game.current_player
        assert seat is not None
        action = bots[seat].choose(game.view(seat), game.legal_actions())
        game.apply(action)
        played.append(action)
    return played


def _holder(game: KoplopersGame, token: int) -> tuple[int, int]:
    """(seat, train) carrying `token`."""
    return next((seat, train.number) for seat, s in enumerate(game.state.seats)
                for train in s.trains if token in train.tokens)


@pytest.mark.parametrize("level", LEVELS)
def test_trains_going_the_same_way_combine(level: str) -> None:
    game = _two_trains([GN], [ASN])
    assert any(isinstance(a, Combine) for a in _play_turn(game, level))
    trains = game.state.seats[0].trains
    assert {trains[0].guest, trains[1].guest} & {1, 2}


@pytest.mark.parametrize("level", LEVELS)
def test_trains_going_opposite_ways_stay_apart(level: str) -> None:
    game = _two_trains([GN], [MT])
    assert not any(isinstance(a, Combine) for a in _play_turn(game, level))
    assert _holder(game, GN) == (0, 1) and _holder(game, MT) == (0, 2)


@pytest.mark.parametrize("level", LEVELS)
def test_a_combined_train_whose_passengers_part_ways_splits_them_apart(level: str) -> None:
    game = _combined([GN, MT])
    assert any(isinstance(a, Split) for a in _play_turn(game, level))
    assert game.state.seats[0].trains[0].guest is None
    assert _holder(game, GN) != _holder(game, MT)


@pytest.mark.parametrize("level", LEVELS)
def test_a_combined_train_going_one_way_stays_combined(level: str) -> None:
    game = _combined([GN, ASN])
    assert not any(isinstance(a, Split) for a in _play_turn(game, level))
    assert game.state.seats[0].trains[0].guest == 2


@pytest.mark.parametrize("level", LEVELS)
def test_passengers_change_trains_so_that_each_train_goes_one_way(level: str) -> None:
    """One exchange does it: Groningen's token joins Assen's, or Maastricht's goes alone
    (the two are equally good: one train north, one south)."""
    game = _two_trains([GN, MT], [ASN])
    _play_turn(game, level)
    assert _holder(game, GN) == _holder(game, ASN) != _holder(game, MT)


def _shared_station(mine: list[int], theirs: list[int], players: int = 2) -> KoplopersGame:
    game = table(players=players)
    put(game, 0, 1, _platform(game, 0), mine)
    put(game, 1, 1, _platform(game, 1), theirs)
    _spent(game, game.state.seats[0].trains[0])
    return game


# I carry one token north among southbound ones; they carry one south among northbound.
HELPS_BOTH = ([MT, ASN_TOO], [GN, MT_TOO])


@pytest.mark.parametrize(("level", "players"), [("easy", 2), ("easy", 3), ("normal", 3)])
def test_an_exchange_that_helps_both_is_proposed_and_accepted(level: str, players: int) -> None:
    game = _shared_station(*HELPS_BOTH, players=players)
    played = _play_turn(game, level)
    assert Propose() in played
    for seat in (0, 1):  # each train now goes one way
        going = {game.board.tokens[t].destination for t in game.state.seats[seat].trains[0].tokens}
        assert going <= NORTH or going <= SOUTH, going


def test_normal_offers_its_only_rival_nothing_that_helps_the_rival_as_much() -> None:
    game = _shared_station(*HELPS_BOTH, players=2)
    assert not any(isinstance(a, (Offer, Propose)) for a in _play_turn(game, "normal"))
    assert game.state.seats[0].trains[0].tokens == [MT, ASN_TOO]


@pytest.mark.parametrize("level", LEVELS)
def test_no_offer_to_take_a_token_the_other_player_would_lose_by(level: str) -> None:
    # Their token for Maastricht would suit my train, but they would lose it for nothing.
    game = _shared_station([MT], [GN, MT_TOO])
    assert not any(isinstance(a, (Offer, Propose)) for a in _play_turn(game, level))
    assert game.state.seats[1].trains[0].tokens == [GN, MT_TOO]
