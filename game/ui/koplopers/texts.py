"""The words the Koplopers board shows a player: hints, refusals of its own, notes.

Pure functions of plain values (no pygame, no drawing), so every line a
player reads under the map, on the status line or over End turn is checked
by unit tests. A refusal the rules give comes from the engine's why_illegal;
these are only the board's own words, for gestures that name no legal move.
"""

from __future__ import annotations

from game.texts import mark, ntr, tr

# Marked English, put through tr() where they are shown (the language may be chosen after
# this module is imported).
BROWSING = mark("Click one of your trains to see what it can do; drag cards onto stations; "
                "wheel or +/- zooms, drag the map to pan.")
FIRST_BUILD = mark("Drag your first train from your organizer onto a lit construction site.")
GAME_OVER = mark("The game is over.")
NOT_ON_A_SITE = mark("drop the train on a lit construction site (red, with its mark)")
NOT_ON_AN_OBSTRUCTION = mark("drop the repair card on an obstruction token")
NOT_ON_A_SECTION = mark(
    "drop the train on a lit section (or a lit construction site to scrap it)")
NO_FREE_SITE = mark("no site is free")
RIDE_ON = mark("click or drag it to a lit section to ride.")
REVERSE = mark("Reverse (1)")
AT_THE_BUFFER = mark("it faces the buffer stop at the end of its construction site: reverse it "
                     "to ride out")
SPLIT = mark("Split…")
BUILD_BADGE = mark("build")  # on a lit construction site: a train may be built there
SCRAP_BADGE = mark("scrap")  # on a lit construction site: the selected train may be scrapped
CARRYING_CARD = mark("Click the card's station to obstruct it; Esc puts the card back.")
CARRYING_REPAIR = mark("Click an obstruction token to repair it; Esc puts the card back.")


def hint(over: bool, waiting: str | None, building: int | None, must_build: bool,
         carried: str | None = None) -> str:
    """The line under the map while no train is selected.

    `waiting` is what the table says while nobody at it may act (a computer
    moving, a turn awaiting its Confirm); None when a person is to move.
    `carried` is the card picked up by a click: "card" or "repair".
    """
    if over:
        return tr(GAME_OVER)
    if waiting is not None:
        return waiting
    if carried is not None:
        return tr(CARRYING_REPAIR if carried == "repair" else CARRYING_CARD)
    if building is not None:
        return tr("Click a lit construction site to build train {number} there.").format(
            number=building)
    return tr(FIRST_BUILD if must_build else BROWSING)


def train_note(stuck: str, has_buttons: bool) -> str:
    """Beside a selected train's buttons: why it cannot ride (or do anything), or how to
    ride."""
    if stuck:
        said = tr("cannot ride: {reason}") if has_buttons else tr("can do nothing now: {reason}")
        return said.format(reason=stuck)
    return "" if has_buttons else tr(RIDE_ON)


def card_refusal(card: str, card_name: str, station: str | None) -> str:
    """An obstruction card dropped off its own station (`station`: where, None: no station)."""
    if station is None:
        return tr("drop the card on its station, {code} ({name})").format(
            code=card, name=card_name)
    return tr("this card obstructs {name} ({code}), not {station}").format(
        name=card_name, code=card, station=station)


def token_words(passengers: int, destination: str, reason: str) -> str:
    """A token under the mouse in a dialog: who it is, and why it cannot be clicked, if not."""
    words = ntr("{n} passenger for {destination}", "{n} passengers for {destination}",
                passengers).format(destination=destination)
    return tr("{token}: {reason}").format(token=words, reason=reason) if reason else words


def obstruction_tokens(letter: str) -> str:
    """The header's obstruction tokens under the mouse: what they are."""
    return tr("Obstruction tokens (red octagons), placed A, B, C in turn: the next obstruction "
              "card played puts token {letter} on its station; the small ones wait their "
              "turn beside the board.").format(letter=letter)


def end_turn_note(reason: str) -> str:
    """Over the End turn button: why the turn cannot end yet, and the way to the rules."""
    return tr("End turn: {reason}. F1 opens the rules.").format(reason=reason)


# --- a selected train's buttons, each with its cost in action points where it has one ----------
def scrap_here(combined: bool) -> str:
    return tr("Scrap here ({cost})").format(cost=2 if combined else 1)


def call_at(station: str) -> str:
    return tr("Call at {station} (free)").format(station=station)


def combine_with(other: int) -> str:
    return tr("Combine with train {number}").format(number=other)


def change_with(other: int) -> str:
    return tr("Change trains with train {number}…").format(number=other)


def exchange_with(name: str, other: int) -> str:
    return tr("Exchange with {name}'s train {number}…").format(name=name, number=other)
