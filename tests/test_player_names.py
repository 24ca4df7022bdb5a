"""Player names: any name a keyboard types is accepted; lone surrogates and controls are not."""

from __future__ import annotations

import json

import pytest

from game.engine import freight, koplopers
from game.engine.errors import InvalidRecord
from game.engine.games import load_any
from game.engine.names import clean_name, name_problem
from tests.unicode_names import ACCEPTED, REFUSED, generated


@pytest.mark.parametrize("name", [*ACCEPTED.values(), *generated(40)], ids=repr)
def test_a_typed_name_is_a_valid_name_in_both_games(name: str) -> None:
    name = clean_name(name)[:40]
    assert name_problem(name) is None
    for module, count in ((freight, 3), (koplopers, 2)):
        game = module.new_game(players=[name, *("Bob", "Cy")[: count - 1]], seed=3, options={})
        assert load_any(json.loads(json.dumps(game.record()))).players[0] == name


@pytest.mark.parametrize("case", REFUSED)
def test_a_name_no_keyboard_types_is_refused_with_the_rule(case: str) -> None:
    assert name_problem(REFUSED[case])
    with pytest.raises(ValueError, match="player name"):
        koplopers.new_game(players=[REFUSED[case], "Bob"], seed=1, options={})


def test_clean_name_composes_strips_and_turns_controls_into_spaces() -> None:
    assert clean_name("  Zoe\u0308\tAnn \n") == "Zoë Ann"
    assert clean_name("Zoe\u0308") == clean_name("Zoë")


@pytest.mark.parametrize("module", [freight, koplopers])
def test_a_save_naming_a_lone_surrogate_is_refused_at_load(module: object) -> None:
    """Such a save could be neither shown nor written again as UTF-8; check and Load refuse it."""
    record = module.new_game(players=["Ann", "Bob", "Cy"], seed=2, options={}).record()  # type: ignore[attr-defined]
    text = json.dumps(record).replace('"Ann"', '"Ann \\ud83d"')  # half an emoji
    with pytest.raises(InvalidRecord, match="lone surrogate"):
        load_any(json.loads(text))
