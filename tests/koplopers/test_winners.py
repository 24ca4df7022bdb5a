"""Who won, as every tool counts it (`games.winners`: the tournament, selfplay, the saved
games' index): the rulebook's tie-break decides a tie in passengers delivered."""

from __future__ import annotations

from game.engine.games import winners

from .table import put, sized, table


def test_a_tie_in_passengers_delivered_goes_to_the_fewer_passengers_aboard() -> None:
    """"In case of a tie the number of passengers still in your trains ... are counted and
    subtracted from the number in your tray." """
    game = table()
    s = game.state
    s.seats[0].tray = sized(game, 100, 4)[:3]  # 300 delivered, 100 still aboard
    put(game, 0, 1, "ZL-EMN.2>EMN", sized(game, 100, 4)[3:])
    s.seats[1].tray = sized(game, 300)  # 300 delivered, nothing aboard
    assert winners(game) == ()  # nobody has won a game still being played
    s.over = True
    assert game.scores() == [300, 300]
    assert winners(game) == (1,)
