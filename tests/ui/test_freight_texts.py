"""What the Freight table says, tested without a window (issue 14 item 5: status texts are
pure functions of the seat's view): the hints for each phase of a turn (issue 15 item 2),
the End Of Day banner, seat titles and train labels."""

from __future__ import annotations

import dataclasses

from game.engine.freight import FreightView, Phase, TrainView, new_game
from game.engine.freight.actions import AddLocomotive, Move, Pass, Switch, Take
from game.ui.freight import texts


def table(seed: int = 1, players: int = 3) -> FreightView:
    return new_game(["Ann", "Bob", "Cy", "Dee"][:players], seed=seed).view(0)


def test_start_hint_names_switch_when_it_is_all_there_is() -> None:
    assert "Only Switch yard" in texts.start_hint([Switch()])
    with_loco = texts.start_hint([Switch(), AddLocomotive()])
    assert "Only Switch yard" in with_loco and "locomotive" in with_loco
    assert "press Pass" in texts.start_hint([Pass()])
    assert "drag a line's end car" in texts.start_hint([Take(1), Switch()])


def test_each_phase_of_a_turn_has_its_hint() -> None:
    start = table()
    taking = dataclasses.replace(start, phase=Phase.TAKE, cars_this_action=2)
    assert texts.hint(taking, []).startswith("Take 1 more car:")
    held = dataclasses.replace(taking, hand=("ore",))
    assert texts.hint(held, []) == "Drag the Ore car in your hand to a lit train or row."
    moving = dataclasses.replace(start, phase=Phase.MOVE, hand=("box",))
    assert "up to 4" in texts.hint(moving, [Move(1)])
    assert texts.hint(moving, []) == "Drag each car in your hand onto a train, in any order."
    assert "lifted car" in texts.hint(dataclasses.replace(start, phase=Phase.SWITCH), [])


def test_the_end_of_day_banner_counts_the_turns_left() -> None:
    """Rulebook: when End Of Day is drawn, the day ends when the start player is to move again."""
    start = table()
    assert texts.day_end_banner(start) == ""
    to_move = start.current_player or 0
    ending = dataclasses.replace(start, day_ending=True, marker=(to_move + 1) % 3)
    assert texts.day_end_banner(ending) == "END OF DAY drawn: day 1 ends in 1 turn"
    assert "End Of Day" not in " ".join(texts.info_lines(ending, "hint"))
    assert texts.info_lines(start, "hint")[2].endswith("cards and End Of Day.")


def test_titles_labels_and_summaries() -> None:
    start = table(players=2)
    title = texts.seat_title(start, 0)
    assert title.startswith("Ann — 5 points — ") and title.endswith("free, may add 1 today"
                                                                     + " — start player"
                                                                     * (start.marker == 0))
    train = TrainView("mixed", ("box", "ore"), True)
    assert texts.train_label(1, train) == "Train 2: Mixed, 2 cars, caboose"
    assert texts.train_pill(train) == "Mixed 2 +C"
    assert texts.other_summary(start, 1).startswith("Cars per row 6 | 6   7 of 7 locos free")
    assert texts.hand_label(1) == "In hand" and texts.hand_label(3) == "In hand: 3 cars"
    over = dataclasses.replace(start, phase=Phase.OVER, current_player=None)
    assert texts.info_lines(over, "x") == list(texts.game_over())


def test_on_day_3_the_private_yard_warns_what_it_will_cost() -> None:
    """Rulebook, Scoring Private Yards: "After Day 3: lose points equal to the count of cars
    in your Private Yard." Days 1 and 2 say nothing of it."""
    start = table(players=2)
    assert "yard" not in texts.seat_title(start, 0)
    day3 = dataclasses.replace(start, day=3)
    cars = sum(len(row) for row in start.players[0].rows)
    assert texts.seat_title(day3, 0).split(" — ")[2].endswith(f"free, yard −{cars} at day's end")
    assert texts.other_summary(day3, 1).endswith("at day's end")


def test_a_drop_on_the_new_trains_locomotive_names_each_band() -> None:
    """With extra Mixed Train kinds a car may start three or more kinds of train."""
    assert texts.drop_on(["new Box train", "new Mixed train"]) == (
        "drop the car on 'new Box train' or 'new Mixed train'")
    assert texts.drop_on(["new Box train", "new Pairs train", "new Mixed train"]) == (
        "drop the car on 'new Box train', 'new Pairs train' or 'new Mixed train'")
