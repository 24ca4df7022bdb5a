"""Main action b, Ruling 9: a move takes its 1–4 cars first, then places them in any order.

Rulebook: "Move 1 to 4 cars, one at a time, from the end of a Private Yard line,
then add them to your trains in any order."
"""


from game.engine.freight.actions import ACTIONS, Move, Place
from tests.freight.position import cars, play, position, refused

ALTERNATING = {"mixed_kinds": ["alt_singles"]}
# Four busy locomotives, so the alternating train is the only one a moved car can join.
BUSY = [("tank", ["tank"]), ("stock", ["stock"]), ("hopper", ["hopper"]), ("gondola", ["gondola"])]






def test_cars_are_taken_first_then_added_in_another_order() -> None:
    """"Move 1 to 4 cars, one at a time, from the end of a Private Yard line, then add
    them to your trains in any order."

    The Alternating Singles train ore-box wants an Ore car next, then a Box car. The
    row ends in ore, box: the Box car comes off first, fits nowhere yet, and may
    still be taken, because the Ore car taken after it goes on first. (Before Ruling
    9 each car had to be placed before the next was taken, so this move was refused.)
    """
    game = position(
        options=ALTERNATING,
        rows={0: [["tank", "ore", "box"], []]},
        trains={0: [("alt_singles", ["ore", "box"]), *BUSY]},
    )
    play(game, "move 1", "move 1")
    assert game.state.hand == cars("box", "ore")
    assert {a.to_text() for a in game.legal_actions()} == {"move 1", "place ore train:1"}
    play(game, "place ore train:1")
    assert game.current_player == 0  # the Box car is still in hand
    play(game, "place box train:1")
    assert game.current_player == 1
    me = game.state.players[0]
    assert me.trains[0].cars == cars("ore", "box", "ore", "box")
    assert me.rows[0] == cars("tank")


def test_the_first_car_placed_ends_the_taking() -> None:
    """"...then add them to your trains": once a car is added, no more are taken."""
    game = position(rows={0: [["box"] * 3, ["tank"] * 3]})
    play(game, "move 1", "move 2", "place box new:box")
    refused(game, "move 1", "no more may be taken")
    assert Move(1) not in game.legal_actions()
    play(game, "place tank new:tank")
    assert game.current_player == 1


def test_one_car_is_a_whole_move() -> None:
    """"Move 1 to 4 cars": placing the only car taken ends the move (there is no Done)."""
    game = position(rows={0: [["box"] * 3, []]})
    play(game, "move 1", "place box new:box")
    assert game.current_player == 1
    assert "done" not in ACTIONS.kinds


def test_a_car_that_cannot_go_with_the_hand_cannot_be_taken() -> None:
    """Ruling 9: a car may be taken only while the move can still end with every car
    taken added to a train. No locomotive is free and only the Mixed Train takes a Box
    car, one at most: the second Box car could never be added."""
    trains = [("mixed", ["tank"]), *[(c, [c]) for c in ("stock", "hopper", "gondola", "ore")]]
    game = position(rows={0: [["box", "box"], []]}, trains={0: trains})
    play(game, "move 1")
    refused(game, "move 1", "the Box car at the end of row 1 and the cars in your hand")
    assert [a.to_text() for a in game.legal_actions()] == ["place box train:1"]


def test_a_car_may_not_be_placed_where_it_strands_the_rest_of_the_hand() -> None:
    """Ruling 9: no dead ends. Two Box cars and one free locomotive: starting a Mixed
    Train with the first would leave the second nowhere (a Mixed Train takes one of
    each type), so only a Box train may be started."""
    game = position(rows={0: [["box", "box"], []]}, trains={0: BUSY})
    play(game, "move 1", "move 1")
    refused(game, "place box new:mixed", "the other cars in your hand could not all go")
    assert [a.to_text() for a in game.legal_actions()] == ["place box new:box"]
    play(game, "place box new:box", "place box train:5")
    assert game.state.players[0].trains[4].cars == cars("box", "box")


def test_only_a_car_in_hand_may_be_placed() -> None:
    game = position(rows={0: [["box"] * 3, []]})
    refused(game, "place box new:box", "you hold no car to place")
    play(game, "move 1")
    refused(game, "place tank new:tank", r"you hold no Tank car \(you hold: Box\)")
    refused(game, "place kiwi new:box", "'kiwi' is not a car type")


def test_undo_may_go_back_to_the_start_of_a_move() -> None:
    """Undo within the move: nothing in it reveals anything, so undo may go back to its start."""
    game = position(rows={0: [["box"] * 3, ["tank"]]})
    play(game, "move 1", "move 2", "place tank new:tank")
    assert game.undo_floor == 0
    assert [a for a in game.actions] == [Move(1), Move(2), Place("tank", "new:tank")]
    assert all(ACTIONS.from_text(a.to_text()) == a for a in game.actions)
