"""Hard's Koplopers position value (game/ai/koplopers_route.py): tokens aboard count by
when their train can deliver them along a route, and not past the seat's last action point."""

from __future__ import annotations

from game.ai.koplopers_rater import REPAIR_CARD, KoplopersRater
from game.ai.koplopers_route import FLOOR, PER_POINT, SHARE, RouteValue, points_left
from game.ai.levels import search_parts
from game.engine.koplopers.game import KoplopersGame
from tests.koplopers.table import put, table, token_for


def _at(game: KoplopersGame, station: str) -> str:
    board = game.board
    return board.label(board.facing(board.platforms[station][0], station))


def _worth(passengers: int, needed: int) -> float:
    return passengers * max(FLOOR, SHARE - PER_POINT * needed)


def test_a_trains_second_destination_waits_for_the_first_call() -> None:
    game = table(players=2)
    value = RouteValue(game.board)
    near, far = token_for(game, "ASD"), token_for(game, "MT")
    put(game, 0, 1, _at(game, "UT"), [far, near])
    view = game.view(0)
    position = game.board.position(_at(game, "UT"))
    assert position is not None
    to_near = value.distances.to(position, "ASD")
    assert to_near < value.distances.to(position, "MT")
    calls = value.route(position, (far, near))
    faces = game.board.tokens
    assert calls == [(faces[near].passengers, to_near),
                     (faces[far].passengers, to_near + value.between("ASD", "MT"))]
    # Counted by its own distance, as the flat search's value does, Maastricht would be
    # nearer than the route makes it: from Utrecht it lies the other way from Amsterdam.
    assert calls[1][1] > value.distances.to(position, "MT")
    aboard = _worth(*calls[0]) + _worth(*calls[1])
    repair = REPAIR_CARD * view.seats[0].repair
    assert value.seat_total(view, 0) == view.scores[0] + repair + aboard


def test_points_left_count_the_turns_still_to_come_in_seat_order() -> None:
    game = table(players=3, round=20, seat=1)
    game.state.ap = 3
    view = game.view(1)
    later = 5 * (view.max_rounds - 20)
    assert points_left(view, 1) == 3 + later  # at the table: what remains of its turn
    assert points_left(view, 2) == 5 + later  # still to play this round
    assert points_left(view, 0) == later  # has played this round


def test_a_token_the_seat_has_no_points_left_to_deliver_counts_nothing() -> None:
    """Advanced rules: "At the end of game you always subtract the number the passengers
    still in your trains from those in your tray": there it counts against the seat."""
    for advanced, expected in ((False, 0.0), (True, -1.0)):
        game = table(players=2, advanced=advanced, round=25)
        game.state.last_round = True
        far = token_for(game, "MT")
        put(game, 0, 1, _at(game, "GN"), [far])
        view = game.view(0)
        value = RouteValue(game.board)
        position = game.board.position(_at(game, "GN"))
        assert position is not None
        assert value.distances.to(position, "MT") > points_left(view, 0) == 5
        passengers = game.board.tokens[far].passengers
        assert value.train_worth(position, (far,), 5, advanced) == expected * passengers


def test_hard_rates_by_the_route_and_the_flat_search_keeps_its_own_value() -> None:
    _, hard_value = search_parts("koplopers")
    _, flat_value = search_parts("koplopers", flat=True)
    assert isinstance(hard_value, RouteValue)
    assert getattr(flat_value, "__func__", None) is KoplopersRater.position_value
