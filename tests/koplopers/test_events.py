"""apply() returns what happened, in order, and the game log is written from it (issue 14)."""

from __future__ import annotations

import random

from game.engine.koplopers import events as ev
from game.engine.koplopers import new_game

from .table import act, put, table, token_for, wait


def test_a_ride_reports_every_section_passed_in_order_for_the_glide() -> None:
    game = table()
    put(game, 0, 1, "DV-AH.2>AH")
    put(game, 1, 1, "AH-UT.2>UT")  # "a train may pass other trains"
    [event] = game.apply(game.ACTIONS.from_text("ride 1 AH-UT.3>UT"))
    assert isinstance(event, ev.TrainRode)
    labels = [game.board.label(p) for p in event.path]
    assert labels == ["DV-AH.2>AH", "AH-UT.1>UT", "AH-UT.2>UT", "AH-UT.3>UT"]
    assert (event.seat, event.train, event.cost) == (0, 1, 3)
    assert game.log[-1] == event.log_line(game.players) == (
        "Player 1 rides train 1: Arnhem Centraal → Utrecht Centraal")


def test_a_call_delivers_then_picks_up_and_says_which_tokens_scored_what() -> None:
    """Ruling 4: deliver first, then board."""
    game = table()
    bound = token_for(game, "ZL")
    put(game, 0, 1, "MP-ZL.1>ZL", [bound])
    waiting = token_for(game, "AMF")
    wait(game, "ZL", [waiting])
    events = game.apply(game.ACTIONS.from_text("call 1"))
    assert [type(e) for e in events] == [ev.TrainCalled, ev.TokensDelivered, ev.TokensBoarded]
    called, delivered, boarded = events
    assert isinstance(delivered, ev.TokensDelivered) and isinstance(boarded, ev.TokensBoarded)
    assert not called.automatic  # type: ignore[attr-defined]
    assert delivered.tokens == (bound,) and delivered.station == "ZL"
    assert delivered.passengers == game.board.tokens[bound].passengers
    assert boarded.tokens == (waiting,) and not boarded.chosen
    assert game.log[-3:] == [e.log_line(game.players) for e in events]


def test_ending_the_turn_reports_automatic_calls_cards_drawn_and_the_next_round() -> None:
    """Ruling 4: a train ending its turn at a station it arrived at calls automatically; the
    call is the turn's last deed ("you end your turn there"), so it is told before the turn
    is said to end."""
    game = table(seat=1)
    game.state.seats[1].hand.pop()
    put(game, 1, 1, "DV-AH.1>AH")
    game.state.discard.append("UT")
    act(game, "ride 1 DV-AH.2>AH")
    events = game.apply(game.ACTIONS.from_text("end"))
    kinds = [type(e) for e in events]
    assert kinds == [ev.TrainCalled, ev.TurnEnded, ev.CardsDrawn, ev.RoundBegan]
    assert events[0].automatic  # type: ignore[attr-defined]
    drawn = events[2]
    assert isinstance(drawn, ev.CardsDrawn) and (drawn.seat, drawn.count) == (1, 1)
    assert events[3] == ev.RoundBegan(3, False)
    assert game.log[-3:] == ["Player 2's train 1 calls automatically at Arnhem Centraal.",
                             "Player 2 ends the turn",
                             "Round 3 begins."]


def test_a_turn_paused_by_boarding_choices_is_said_to_end_after_them() -> None:
    """The automatic call asks which passengers board: the turn ends with the last choice,
    and the log says so after the boarding, not before the call."""
    game = table()
    put(game, 0, 1, "ZL-DV.1>DV", [token_for(game, "MT", 250)])
    wait(game, "ZL", [11, 30, 29])
    act(game, "reverse 1")
    ending = game.apply(game.ACTIONS.from_text("end"))
    assert [type(e) for e in ending][:1] == [ev.TrainCalled]
    assert not any(isinstance(e, ev.TurnEnded) for e in ending)
    boarded = game.apply(game.ACTIONS.from_text("board 11"))
    kinds = [type(e) for e in boarded]
    assert kinds.index(ev.TokensBoarded) < kinds.index(ev.TurnEnded)
    assert game.log[-1] == "Player 1 ends the turn"


def test_the_last_turn_reports_the_game_over_with_scores_and_ranking() -> None:
    game = table(round=25, seat=1)
    events = game.apply(game.ACTIONS.from_text("end"))
    over = events[-1]
    assert isinstance(over, ev.GameOver) and game.is_over
    assert list(over.scores) == game.scores() and list(over.ranking) == game.ranking()
    assert game.log[-1] == "The game is over."


def test_change_and_combine_report_the_trains_and_tokens_moved() -> None:
    game = table()
    one, two = token_for(game, "LW"), token_for(game, "ZL", 300)
    put(game, 0, 1, "TB-EHV.1>EHV", [one])
    put(game, 0, 2, "HT-EHV.1>EHV", [two])
    [change] = game.apply(game.ACTIONS.from_text(f"change 1 2 {one} -"))
    assert change == ev.PassengersChanged(0, 1, 2, (one,), (), (game.board.token_name(one),), ())
    [combine] = game.apply(game.ACTIONS.from_text("combine 1 2"))
    assert combine == ev.TrainsCombined(0, 1, 2, "Eindhoven Centraal",
                                        game.board.position("HT-EHV.1>EHV"))


def test_an_exchange_offer_reports_each_step_and_the_tokens_that_changed_hands() -> None:
    game = table()
    mine, theirs = token_for(game, "LW"), token_for(game, "ZL", 300)
    put(game, 0, 1, "TB-EHV.1>EHV", [mine])
    put(game, 1, 1, "HT-EHV.1>EHV", [theirs])
    offered = game.apply(game.ACTIONS.from_text(f"offer 1 1 1 {mine}"))
    assert offered == [ev.TokenOffered(0, 1, 1, 1, mine, game.board.token_name(mine))]
    game.apply(game.ACTIONS.from_text(f"offer 1 1 1 {theirs}"))
    assert game.apply(game.ACTIONS.from_text("propose")) == [ev.OfferProposed(0, 1)]
    [answer] = game.apply(game.ACTIONS.from_text("accept"))
    assert answer == ev.OfferAnswered(1, True, 0, 1, 1, (mine,), (theirs,))
    assert game.log[-1] == "Player 2 accepts the exchange"


def test_obstruction_played_and_repaired_name_the_token_and_station() -> None:
    game = table()
    game.state.seats[0].hand = ["ZL", "UT", "AH"]
    assert game.apply(game.ACTIONS.from_text("obstruct ZL")) == [
        ev.ObstructionPlayed(0, "A", "ZL", "Zwolle", None)]
    assert game.apply(game.ACTIONS.from_text("repair A")) == [
        ev.ObstructionRepaired(0, "A", "ZL", "Zwolle")]


def test_an_obstruction_token_played_again_says_where_it_lay_before() -> None:
    """The tokens go round: the fourth card moves token A from where the first put it."""
    game = table()
    game.state.obstructions.update(A="GN", B="UT", C="LW")
    game.state.seats[0].hand = ["ZL", "UT", "AH"]
    [played] = game.apply(game.ACTIONS.from_text("obstruct ZL"))
    assert played == ev.ObstructionPlayed(0, "A", "ZL", "Zwolle", "GN")


def test_build_and_reverse_say_where_the_train_stands_afterwards() -> None:
    game = table(round=1)
    [built] = game.apply(game.ACTIONS.from_text("build 1 site-HRL"))
    site = game.board.site_section["site-HRL"]
    assert built == ev.TrainBuilt(0, 1, "site-HRL", (site, 1), "Heerlen")
    [turned] = game.apply(game.ACTIONS.from_text("reverse 1"))
    assert isinstance(turned, ev.TrainReversed) and turned.position == (site, 0)
    assert game.state.seats[0].trains[0].position == turned.position


def test_every_log_line_of_random_games_is_written_from_the_events_apply_returns() -> None:
    for seed in range(3):
        game, rng = new_game(3, seed=seed, options={"advanced": seed == 1}), random.Random(seed)
        lines = list(game.log)
        while not game.is_over and len(game.actions) < 600:
            events = game.apply(rng.choice(game.legal_actions()))
            assert events and all(isinstance(e, ev.Event) for e in events)
            lines += [line for e in events if (line := e.log_line(game.players)) is not None]
            assert all(type(e).__dataclass_params__.frozen for e in events)  # type: ignore[attr-defined]
        assert lines == game.log


def test_a_split_says_which_train_left_for_which_platform_with_which_tokens() -> None:
    game = table()
    put(game, 0, 2, "MP-ZL.1>ZL", [30, 50])
    trains = game.state.seats[0].trains
    trains[1].guest, trains[2].carried_by = 3, 2
    [split] = game.apply(game.ACTIONS.from_text("split 2 ZL-DV.1>ZL 50"))
    assert split == ev.TrainSplit(0, 2, 3, game.board.position("ZL-DV.1>ZL"), (50,), "Zwolle")
    assert game.log[-1] == "Player 1 splits train 3 off train 2 at Zwolle; 1 token goes with it"
