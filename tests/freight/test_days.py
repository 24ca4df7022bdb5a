"""End Of Day (Ruling 2), New Day Setup (Ruling 3), the end of the game."""

from collections import Counter

from game.engine.freight.cards import CARDS_IN_BOX, END_OF_DAY
from tests.freight.position import play, position


def ending_day(day: int = 1):  # type: ignore[no-untyped-def]
    """Seat 0 (marker holder, second turn) with End Of Day the 3rd card from the top."""
    game = position(
        2,
        main_yard=[[], [], ["ore"] * 3, ["tank"] * 3, ["stock"] * 3],
        day=day,
        trains={0: [("ore", ["ore"] * 4)], 1: [("tank", ["tank"] * 2)]},
        rows={0: [["gondola"] * 4, []], 1: [["box"] * 3, []]},
    )
    pile = game.state.pile
    pile.remove(END_OF_DAY)
    pile.insert(len(pile) - 2, END_OF_DAY)
    return game


def test_end_of_day_card_is_set_aside_and_the_row_filled_to_five() -> None:
    game = ending_day()
    pile_before = len(game.state.pile)
    play(game, "fill 1")
    assert game.state.day_ending
    assert len(game.state.main_yard[0]) == 5
    assert END_OF_DAY not in game.state.pile
    assert len(game.state.pile) == pile_before - 6


def test_play_goes_on_until_the_marker_changes_hands_then_the_day_is_scored() -> None:
    game = ending_day()
    play(game, "fill 1", "loco")  # seat 0, day ending
    assert game.state.day == 1 and game.current_player == 1
    play(game, "loco")  # seat 1; then seat 0 passes the marker and the day ends
    assert game.state.day == 2
    result = game.state.day_results[0]
    assert result.day == 1
    assert result.trains == (3, 3)  # Ore and Tank, each the only train of its type
    assert result.yard == (2, 1)
    assert game.scores() == [10, 9]
    assert game.current_player == 1 and game.state.marker == 1


def test_new_day_reshuffles_all_but_private_yards_and_tops_up_locomotives() -> None:
    game = ending_day()
    rows_before = [list(row) for p in game.state.players for row in p.rows]
    play(game, "fill 1", "caboose 1", "loco")
    state = game.state
    assert [row for p in state.players for row in p.rows] == rows_before
    assert all(not p.trains for p in state.players)
    assert state.cabooses == 7
    assert [p.locomotives for p in state.players] == [8, 8]  # 2 players, Day 2 setup
    assert [len(line) for line in state.main_yard] == [5] * 5
    assert len(state.cars_everywhere()) == CARDS_IN_BOX
    assert Counter(state.cars_everywhere()) == Counter({car: 16 for car in range(11)})
    cars = len(state.pile) - 1
    assert state.pile.index(END_OF_DAY) <= -(-cars // 3)  # bottom of 3 stacks after Day 1


def test_after_day_two_the_pile_has_four_stacks() -> None:
    game = ending_day(day=2)
    play(game, "fill 1", "caboose 1", "caboose 1")
    state = game.state
    assert state.day == 3
    assert state.pile.index(END_OF_DAY) <= -(-(len(state.pile) - 1) // 4)
    assert [p.locomotives for p in state.players] == [9, 9]


def test_the_game_ends_after_day_three_is_scored() -> None:
    game = ending_day(day=3)
    play(game, "fill 1", "caboose 1", "caboose 1")
    assert game.is_over and game.current_player is None
    assert game.state.day_results[-1].yard == (-4, -3)
    assert game.scores() == [5 + 6 - 4, 5 + 6 - 3]  # each sole train doubled by its caboose
    assert game.ranking() == [1, 0]
    assert game.legal_actions() == []


def test_if_the_pile_runs_out_rows_stay_short() -> None:
    game = position(2, main_yard=[[], [], ["ore"] * 3, [], []], pile=["box", "end_of_day"])
    play(game, "fill 1")
    assert len(game.state.main_yard[0]) == 1 and game.state.pile == []
    play(game, "take 1", "place box new:box", "take 3", "place ore new:ore")
    play(game, "take 3", "place ore train:2")
    assert game.current_player == 1
    assert all(a.to_text() != "fill 2" for a in game.legal_actions())
