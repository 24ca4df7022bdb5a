"""Setup by player count ("How Many Cards to Use", "Creating the Draw Pile")."""

from collections import Counter

import pytest

from game.engine.freight import new_game
from game.engine.freight.cards import CARDS_IN_BOX, END_OF_DAY

# players: (cars removed per type, locomotives each, locomotives in reserve)
TABLE = {2: (7, 7, 4), 3: (4, 6, 6), 4: (0, 5, 8), 5: (0, 5, 10)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_follows_the_player_count_table(players: int) -> None:
    removed, locomotives, reserve = TABLE[players]
    game = new_game(players, seed=3)
    state = game.state
    assert state.removed_per_type == removed
    assert [p.locomotives for p in state.players] == [locomotives] * players
    assert state.locomotive_reserve == reserve
    assert [p.score for p in state.players] == [5] * players
    assert [len(line) for line in state.main_yard] == [5] * 5
    assert all([len(row) for row in p.rows] == [6, 6] for p in state.players)
    assert state.cabooses == 7
    in_play = (16 - removed) * 11
    assert len(state.pile) == in_play - 25 - 12 * players + 1  # + the End Of Day card
    assert len(state.cars_everywhere()) == CARDS_IN_BOX
    assert Counter(state.cars_everywhere()) == Counter({car: 16 for car in range(11)})


@pytest.mark.parametrize("seed", range(20))
def test_end_of_day_card_lies_in_the_bottom_of_two_stacks(seed: int) -> None:
    pile = new_game(5, seed=seed).state.pile
    cars = len(pile) - 1
    assert pile.count(END_OF_DAY) == 1
    assert pile.index(END_OF_DAY) <= -(-cars // 2)


def test_start_player_holds_the_marker_and_moves_first() -> None:
    game = new_game(["Ann", "Bob", "Cy"], seed=11)
    assert game.current_player == game.state.marker
    assert game.state.phase == "start"


def test_unknown_option_is_refused_with_its_name() -> None:
    with pytest.raises(ValueError, match="colour_blind"):
        new_game(2, options={"colour_blind": True})
    with pytest.raises(ValueError, match="'zigzag' is not one of"):
        new_game(2, options={"mixed_kinds": ["zigzag"]})


def test_player_count_outside_two_to_five_is_refused() -> None:
    with pytest.raises(ValueError, match="2 to 5 players"):
        new_game(6)
