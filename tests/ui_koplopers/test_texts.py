"""The board's own words, checked without a window: hints, refusals of gestures, notes."""

from __future__ import annotations

import pytest

from game.texts import use_language
from game.ui.app import App
from game.ui.koplopers import texts
from game.ui.koplopers.art import repair_card


def test_the_hint_follows_the_moment_of_the_game() -> None:
    assert texts.hint(True, "Bob is thinking…", None, False) == "The game is over."
    assert texts.hint(False, "Bob is thinking…", 2, True) == "Bob is thinking…"
    assert texts.hint(False, None, 2, True) == (
        "Click a lit construction site to build train 2 there.")
    assert texts.hint(False, None, None, True) == texts.FIRST_BUILD
    assert texts.hint(False, None, None, False) == texts.BROWSING


def test_a_selected_train_says_why_it_is_stuck_or_how_to_ride() -> None:
    assert texts.train_note("the station is obstructed", False) == (
        "can do nothing now: the station is obstructed")
    assert texts.train_note("the station is obstructed", True) == (
        "cannot ride: the station is obstructed")  # its buttons may still do something
    assert texts.train_note("", False) == texts.RIDE_ON
    assert texts.train_note("", True) == ""  # its buttons speak for it


def test_a_card_dropped_off_its_station_names_both_places() -> None:
    assert texts.card_refusal("ZL", "Zwolle", None) == "drop the card on its station, ZL (Zwolle)"
    assert texts.card_refusal("ZL", "Zwolle", "UT") == "this card obstructs Zwolle (ZL), not UT"


def test_a_token_is_named_as_players_see_it_with_the_reason_it_cannot_move() -> None:
    assert texts.token_words(250, "Zwolle", "") == "250 passengers for Zwolle"
    assert texts.token_words(250, "Zwolle", "the train is full") == (
        "250 passengers for Zwolle: the train is full")


def test_end_turn_note_says_why_the_turn_cannot_end() -> None:
    assert texts.end_turn_note("build a train first") == (
        "End turn: build a train first. F1 opens the rules.")


def test_a_card_carried_by_a_click_says_where_it_goes_and_how_to_put_it_back() -> None:
    assert texts.hint(False, None, None, True, "card") == texts.CARRYING_CARD
    assert texts.hint(False, None, None, False, "repair") == texts.CARRYING_REPAIR
    assert "Esc" in texts.CARRYING_CARD and "Esc" in texts.CARRYING_REPAIR


def test_a_selected_trains_buttons_say_what_they_cost() -> None:
    """Rulebook: "Reversing a Train (1 Action Point)", "Scrapping a combined train will
    cost 2 action points, one per single train"; the board's calls cost nothing."""
    assert texts.REVERSE == "Reverse (1)"
    assert texts.scrap_here(False) == "Scrap here (1)"
    assert texts.scrap_here(True) == "Scrap here (2)"
    assert texts.call_at("ZL") == "Call at ZL (free)"
    assert texts.combine_with(2) == "Combine with train 2"
    assert texts.change_with(3) == "Change trains with train 3…"  # "with 3": 3 what?
    assert texts.exchange_with("Bob", 1) == "Exchange with Bob's train 1…"



@pytest.mark.parametrize("language", ["en", "nl"])
@pytest.mark.parametrize("width", [36, 40, 48, 60])
def test_the_repair_cards_word_stays_inside_the_card(app: App, language: str,
                                                   width: int) -> None:
    """At 1280x800 in Dutch the card read "herste": no white of its word touches the card's
    sides (the cross stands higher up, the word alone at the foot)."""
    use_language(language)
    try:
        card = repair_card((width, width * 7 // 5))
    finally:
        use_language("en")
    w, h = card.get_size()
    foot = range(h * 3 // 4, h)
    sides = [(x, y) for y in foot for x in (0, 1, 2, w - 3, w - 2, w - 1)]
    assert [p for p in sides if tuple(card.get_at(p)) == (255, 255, 255, 255)] == []
