"""apply() returns what happened, in order, as typed events; the game log is written from them.

A front end glides a card from the event's source to its destination and never
compares the table before and after; so each event names its car, its seat and
its places (Targets), and tells no more than the log tells everyone.
"""

import random

from game import texts
from game.engine.event import Event
from game.engine.freight import (
    ACTIONS,
    DISCARD,
    HAND,
    LINE,
    ROW,
    TRAIN,
    TRAY,
    CabooseAdded,
    CarPlaced,
    CarPutBack,
    CarTaken,
    DayBegun,
    DayScored,
    EndOfDayDrawn,
    FreightGame,
    GameOver,
    LineFilled,
    LocomotiveAdded,
    MarkerPassed,
    TakeCutShort,
    Target,
    TurnBegun,
    YardLifted,
    YardSwitched,
    new_game,
)
from game.engine.freight.cards import END_OF_DAY
from game.engine.games import winners
from tests.freight.position import play, position


def happened(game: FreightGame, text: str) -> list[Event]:
    """The events of playing `text` (in the notation)."""
    return game.apply(ACTIONS.from_text(text))


FULL = [["box"] * 5, ["tank"] * 5, ["ore"] * 5, ["stock"] * 5, ["hopper"] * 5]


def test_a_car_taken_and_placed_names_the_car_and_both_places() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"])]})
    assert happened(game, "take 1") == [
        CarTaken(seat=0, car="box", source=Target(LINE, 0), hand=0)
    ]
    events = happened(game, "place box train:1")
    assert events == [CarPlaced(0, "box", Target(HAND, 0), Target(TRAIN, 0))]
    assert game.log[-1] == "Player 1 puts the Box car on train 1."


def test_a_car_that_starts_a_train_lies_on_the_new_train_and_names_its_kind() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"])]})
    play(game, "take 2")
    (placed,) = happened(game, "place tank row:2")
    assert placed == CarPlaced(0, "tank", Target(HAND, 0), Target(ROW, 1))
    play(game, "take 2")
    (placed,) = happened(game, "place tank new:tank")
    assert placed == CarPlaced(0, "tank", Target(HAND, 0), Target(TRAIN, 1), new_kind="tank")
    assert game.log[-1] == "Player 1 puts the Tank car on a new Tank train."


def test_a_take_cut_short_and_the_marker_passed_on_follow_the_last_car() -> None:
    """Ruling 4 said aloud, then Ruling 1: the events come in the order they happened.

    Seat 1's rows are full and its one locomotive pulls a Box train: after the Box
    car, neither the Tank nor the Ore car can go anywhere.
    """
    game = position(
        2,
        main_yard=[["box"], ["tank"], ["ore"], [], []],
        rows={1: [["stock"] * 8, ["gondola"] * 8]},
        trains={1: [("box", ["box"])]},
        turn=1,
    )
    game.state.marker = 0  # seat 0 holds the marker and has had its first turn
    game.state.players[1].locomotives = 1
    play(game, "take 1")
    events = happened(game, "place box train:1")
    assert [type(e) for e in events] == [
        CarPlaced, TakeCutShort, TurnBegun, MarkerPassed, TurnBegun]
    assert events[1] == TakeCutShort(seat=1, taken=1, main_yard_empty=False)
    assert events[3] == MarkerPassed(seat=0, to_seat=1)
    assert game.log[-2:] == [
        "No end car can be placed anywhere: Player 2's turn ends after 1 car.",
        "Player 1 passes the start-player marker to Player 2.",
    ]
    # Seat 0's turn (only the marker passed on) begins at the marker's line, seat 1's after.
    marker = len(game.log) - 1
    assert game.log_turns[-2:] == [(marker, 0), (marker + 1, 1)]


def test_a_switch_lifts_the_rows_into_the_tray_and_puts_each_car_back() -> None:
    """The tray is the view's `switch_hand`; a car put back leaves it from its place there."""
    game = position(main_yard=FULL, rows={0: [["box", "tank"], ["ore"]]})
    assert happened(game, "switch") == [YardLifted(0, (("box", "tank"), ("ore",)))]
    assert game.log[-1] == "Player 1 pays 1 point to switch their private yard."
    assert game.view(0).switch_hand == ("box", "ore", "tank")
    assert happened(game, "putback ore 2") == [
        CarPutBack(0, "ore", Target(TRAY, 1), Target(ROW, 1))
    ]
    play(game, "putback box 1")
    assert happened(game, "putback tank 1")[:2] == [
        CarPutBack(0, "tank", Target(TRAY, 0), Target(ROW, 0)),
        YardSwitched(0),
    ]


def test_a_caboose_and_a_locomotive() -> None:
    game = position(main_yard=FULL, trains={0: [("box", ["box"])]})
    events = happened(game, "caboose 1")
    assert events[0] == CabooseAdded(0, Target(TRAIN, 0))
    game.state.turn = 0
    events = happened(game, "loco")
    assert events[0] == LocomotiveAdded(0)


def test_a_fill_that_draws_end_of_day_says_so_first_and_face_down_cars_stay_unnamed() -> None:
    game = position(
        options={"face_down": True},
        main_yard=[[], [], ["ore"] * 3, ["tank"] * 3, ["stock"] * 3],
    )
    pile = game.state.pile
    pile.remove(END_OF_DAY)
    pile.insert(len(pile) - 2, END_OF_DAY)
    events = happened(game, "fill 1")
    assert events == [EndOfDayDrawn(), LineFilled(0, Target(LINE, 0), (None,) * 5)]
    assert game.log[-2:] == [
        "The End Of Day card is drawn!",
        "Player 1 adds 5 cars to Main Yard line 1.",
    ]


def test_the_discard_is_a_place_of_its_own() -> None:
    trains = [(c, [c]) for c in ("box", "ore", "stock", "hopper", "gondola")]
    game = position(
        options={"face_down": True},
        main_yard=[["tank"], ["ore"] * 2, [], [], []],
        rows={0: [["box"] * 8, ["ore"] * 8]},
        trains={0: trains},
    )
    play(game, "take 1")
    (placed, *_) = happened(game, "place tank discard")
    assert placed == CarPlaced(0, "tank", Target(HAND, 0), Target(DISCARD))


def test_every_log_line_is_written_from_the_events_of_its_action() -> None:
    """Over whole random games of every seat count: the log grows by exactly the log
    lines of the events each apply() returned; a day scored carries the totals."""
    for seats in range(2, 6):
        game = new_game(seats, seed=seats)
        rng = random.Random(seats)
        while not game.is_over:
            before = len(game.log)
            events = game.apply(rng.choice(game.legal_actions()))
            lines = [e.log_line(game.players) for e in events]
            assert game.log[before:] == [line for line in lines if line is not None]
            for event in events:
                if isinstance(event, DayScored):
                    assert list(event.totals) == [s.score for s in game.view(None).players]
                if isinstance(event, DayBegun):
                    assert len(event.main_yard) == 5
        assert isinstance(events[-1], GameOver)
        assert list(events[-1].winners) == [s for s in range(seats) if
                                            game.scores()[s] == max(game.scores())]
        assert tuple(events[-1].winners) == winners(game)  # what tournaments and Load count


def test_a_line_filled_with_one_car_says_one_car_in_both_languages() -> None:
    """The last car of the pile fills a line alone: 'adds 1 car', not '1 cars' (a recorded
    game said so, tests/records/freight-3-face-down.json)."""
    one, five = LineFilled(0, Target(LINE, 2), (None,)), LineFilled(0, Target(LINE, 2), (None,) * 5)
    assert one.log_line(["Ann"]) == "Ann adds 1 car to Main Yard line 3."
    assert five.log_line(["Ann"]) == "Ann adds 5 cars to Main Yard line 3."
    texts.use_language("nl")
    assert one.log_line(["Ann"]) == "Ann zet 1 wagen op spoor 3 van het hoofdemplacement."
