"""The engine API refuses what is not its own: wrong field types and other spellings.

Actions reach apply() from records, from text and from code; whatever the road,
a malformed one is an IllegalAction with a reason (never a TypeError from deep in
a rule), and every action has exactly one spelling in the notation.
"""

import pytest

from game.engine import freight, koplopers
from game.engine.errors import BadNotation, IllegalAction


def _kind(actions, kind: str):  # type: ignore[no-untyped-def]
    """The action class of `kind`, found through the game's own notation."""
    return next(cls for cls in actions.classes if cls.KIND == kind)


@pytest.mark.parametrize(
    ("module", "kind", "fields"),
    [
        (freight, "take", {"line": "x"}),
        (freight, "take", {"line": True}),
        (freight, "take", {"line": 10**9}),
        (freight, "take", {"line": 1.0}),
        (koplopers, "call", {"train": "1"}),
        (koplopers, "ride", {"train": 1, "to": 5}),
        (koplopers, "obstruct", {"station": None}),
        (koplopers, "obstruct", {"station": "x" * 1000}),
    ],
)
def test_a_field_of_the_wrong_type_is_illegal_with_a_reason(module, kind, fields) -> None:  # type: ignore[no-untyped-def]
    game = module.new_game(2, seed=3)
    before = game.record()
    action = _kind(module.ACTIONS, kind)(**fields)
    with pytest.raises(IllegalAction, match=f"action '{kind}': field"):
        game.apply(action)
    assert not game.is_legal(action)
    assert game.record() == before


def test_something_that_is_not_an_action_is_refused() -> None:
    game = freight.new_game(2, seed=3)
    with pytest.raises(IllegalAction, match="is not an action of freight"):
        game.apply("take 1")  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="is not an action of freight"):
        game.apply(koplopers.ACTIONS.from_text("end"))


@pytest.mark.parametrize("word", ["01", "001", "+1", "\u0661", "١", "1_0", "--1", "-0"])
def test_a_number_has_one_spelling(word: str) -> None:
    with pytest.raises(BadNotation, match="must be a number"):
        freight.ACTIONS.from_text(f"take {word}")


@pytest.mark.parametrize("text", ["take 1", "take 0", "take -1", "take 10"])
def test_canonical_numbers_round_trip(text: str) -> None:
    assert freight.ACTIONS.from_text(text).to_text() == text


@pytest.mark.parametrize(
    "target", ["row:01", "row:001", "train:02", "row:\u0661", "row:+1", "row:"]
)
def test_a_freight_place_has_one_spelling(target: str) -> None:
    """'place box row:01' is not 'place box row:1': refused, and nothing recorded."""
    from tests.freight.test_adding_cars import holding

    game = holding("box", trains={0: [("box", ["box"])]})
    legal = {action.to_text() for action in game.legal_actions()}
    assert {"place box row:1", "place box train:1"} <= legal
    before = game.record()
    with pytest.raises(IllegalAction):
        game.apply(freight.ACTIONS.from_text(f"place box {target}"))
    assert game.record() == before
