"""A ride's log line says where the train went, also when it ends where it began by name
(issue 39: "the track towards Meppel → the track towards Meppel", "Roosendaal → Roosendaal").
"""

from __future__ import annotations

import dataclasses

from game import texts
from game.engine.koplopers import events as ev

from .table import put, table


def _ride(start: str, to: str) -> ev.TrainRode:
    game = table()
    put(game, 0, 1, start)
    [event] = game.apply(game.ACTIONS.from_text(f"ride 1 {to}"))
    assert isinstance(event, ev.TrainRode) and game.log[-1] == event.log_line(game.players)
    return event


def test_a_ride_between_two_stations_names_both() -> None:
    event = _ride("DV-AH.2>AH", "AH-UT.3>UT")
    assert event.log_line(["Ann", "Bob"]) == "Ann rides train 1: Arnhem Centraal → Utrecht Centraal"


def test_a_ride_along_the_open_line_says_how_far_and_which_way() -> None:
    """Between Meppel and Leeuwarden, one section on: both ends are 'the track towards
    Leeuwarden', so the line says the sections ridden instead."""
    one = _ride("LW-MP.3>LW", "LW-MP.2>LW")
    assert (one.start_place, one.cost, one.via) == (one.end_place, 1, ())
    assert one.log_line(["Ann", "Bob"]) == "Ann rides train 1 on towards Leeuwarden (1 section)"
    two = dataclasses.replace(one, cost=2)  # no line of this map is that long; another may be
    assert two.log_line(["Ann", "Bob"]) == "Ann rides train 1 on towards Leeuwarden (2 sections)"


def test_a_ride_round_a_loop_back_to_its_station_names_the_stations_passed() -> None:
    """Roosendaal, Dordrecht, Breda and back to Roosendaal on another platform."""
    event = _ride("RSD-VS.1>RSD", "RSD-BD.1>RSD")
    assert event.start_place == event.end_place == "Roosendaal"
    assert event.via == ("Dordrecht", "Breda") and event.cost == 4
    assert event.log_line(["Ann", "Bob"]) == (
        "Ann rides train 1 via Dordrecht and Breda back to Roosendaal")


def test_the_loop_and_the_open_line_read_as_dutch_sentences() -> None:
    loop, along = _ride("RSD-VS.1>RSD", "RSD-BD.1>RSD"), _ride("LW-MP.3>LW", "LW-MP.2>LW")
    texts.use_language("nl")
    assert loop.log_line(["Ann", "Bob"]) == (
        "Ann rijdt met trein 1 via Dordrecht en Breda terug naar Roosendaal")
    assert along.log_line(["Ann", "Bob"]) == (
        "Ann rijdt met trein 1 verder richting Leeuwarden (1 baanvak)")


def test_a_reverse_on_the_open_line_says_which_way_the_train_heads_now() -> None:
    game = table()
    put(game, 0, 1, "LW-MP.2>LW")
    game.state.obstructions["A"] = "LW"  # a train may turn between stations before one
    game.clear_cache()
    [event] = game.apply(game.ACTIONS.from_text("reverse 1"))
    assert isinstance(event, ev.TrainReversed) and event.line == ("Leeuwarden", "Meppel")
    assert game.log[-1] == (
        "Player 1 reverses train 1 on the track towards Leeuwarden; it now heads for Meppel")
