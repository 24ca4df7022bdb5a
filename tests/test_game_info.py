"""Each game's INFO is the one declaration the screens read: it must match the engine.

The setup screen offers exactly INFO's seats and options, so every value it can
send must be one the engine accepts, and every count outside INFO.seats refused.
"""

from __future__ import annotations

import pytest

from game.engine.errors import UnknownOption
from game.engine.games import GAMES, game_module
from game.engine.info import Choices, Toggle
from game.ui.palette import SEAT_COLOURS


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_declared_seats_are_the_ones_the_engine_takes(name: str) -> None:
    module = game_module(name)
    seats = module.INFO.seats
    assert module.INFO.name == name
    for count in seats:
        assert len(module.new_game(count).players) == count
    for count in (seats.start - 1, seats.stop):
        with pytest.raises(ValueError, match=f"{seats.start} to {seats.stop - 1} players"):
            module.new_game(count)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_declared_option_value_is_accepted(name: str) -> None:
    """An option that needs a toggle is tried with it on and every free choice made.

    (Freight's repeatable kinds must be kinds in play, so they are tried with all in play.)
    """
    module = game_module(name)
    info = module.INFO
    module.new_game(2, options=info.default_options())
    every_choice = {
        option.key: [choice.value for choice in option.values]
        for option in info.options
        if isinstance(option, Choices) and not option.requires
    }
    for option in info.options:
        needed = (
            {**every_choice, option.requires: True}
            if isinstance(option, Choices) and option.requires
            else {}
        )
        if isinstance(option, Toggle):
            module.new_game(2, options={**info.default_options(), option.key: True})
            continue
        for choice in option.values:
            assert choice.label
            options = {**info.default_options(), **needed, option.key: [choice.value]}
            module.new_game(2, options=options)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_undeclared_option_is_refused(name: str) -> None:
    with pytest.raises(UnknownOption, match="unknown"):
        game_module(name).new_game(2, options={"no_such_option": True})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_seat_has_its_own_colour(name: str) -> None:
    colours = game_module(name).INFO.seat_colours
    assert len(colours) >= game_module(name).INFO.seats.stop - 1
    assert len(set(colours)) == len(colours)
    assert all(colour in SEAT_COLOURS for colour in colours)


def test_freight_mixed_kind_labels_are_the_engines_titles() -> None:
    """One spelling everywhere: the setup screen once said "Alternating singles"."""
    from game.engine.freight import INFO, kind_title

    for option in INFO.options:
        if isinstance(option, Choices):
            assert all(choice.label == kind_title(choice.value) for choice in option.values)
