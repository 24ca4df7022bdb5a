"""What the rules work out about a position is kept for that position only.

Listing the legal actions remembers whether each car fits anywhere and how a
move's hand could be placed (issue 14 item 9: caches cleared in one place per
action, as tobymao/18xx's clear_cache! does). An answer must never outlive
the table it was asked about.
"""

from game.engine.freight import Take
from tests.freight.position import legal, play, position, told

CLOSED = [(kind, [kind], True) for kind in ("ore", "hopper", "auto_rack", "piggyback")]


def test_a_car_that_fitted_before_the_last_placement_is_asked_about_again() -> None:
    """Rule 'Take 3 Cars': each car taken must be added to a train or a private row.

    One locomotive is free and both rows are full: at the start the Tank car fits a
    new train. Once the Box car starts a train with that locomotive, nothing takes
    the Tank car any more, and the rules say so although they were asked before."""
    game = position(
        main_yard=[["box"], ["box"], ["tank"], [], []],
        rows={0: [["stock"] * 8, ["gondola"] * 8]},
        trains={0: CLOSED},
    )
    assert {"take 1", "take 2", "take 3"} <= legal(game)
    play(game, "take 1")
    assert "place box new:box" in legal(game)
    play(game, "place box new:box")
    assert legal(game) == {"take 2"}
    assert told(game, "take 3") == (
        "the Tank car at the end of line 3 fits none of your trains and your private yard is full"
    )


def test_only_the_very_actions_listed_pass_unchecked() -> None:
    """An action equal to a listed one but built with a field of another type (True for 1)
    is still checked, and refused, rather than trusted as the listed one."""
    game = position(main_yard=[["box"], ["box"], ["tank"], [], []])
    assert Take(1) in game.legal_actions()
    assert game.refusal(Take(True)) is not None  # type: ignore[arg-type]
    assert game.refusal(Take(1)) is None
