"""Variant 2: the face-down Main Yard."""

import pytest

from game.engine.errors import IllegalAction
from game.engine.freight.actions import ACTIONS
from tests.freight.position import position

FACE_DOWN = {"face_down": True}


def test_views_do_not_show_face_down_cars_but_the_full_view_does() -> None:
    game = position(options=FACE_DOWN, main_yard=[["box", "tank"], ["ore"], [], [], []])
    for seat in range(4):
        assert game.view(seat).main_yard[:2] == ((None, None), (None,))
    assert game.view(None).main_yard[:2] == (("box", "tank"), ("ore",))


def test_views_never_show_the_pile_order() -> None:
    game = position()
    assert game.view(0).pile_order is None
    assert "pile_order" not in game.view(0).to_json()
    assert game.view(0).pile == len(game.state.pile)


def test_a_taken_car_is_seen_and_undo_cannot_cross_that() -> None:
    game = position(options=FACE_DOWN, main_yard=[["box", "tank"], ["ore"] * 2, [], [], []])
    game.apply(ACTIONS.from_text("take 1"))
    assert game.view(1).hand == ("tank",)
    assert game.undo_floor == len(game.actions)


def test_a_car_that_fits_nowhere_is_discarded() -> None:
    trains = [(c, [c]) for c in ("box", "ore", "stock", "hopper", "gondola")]
    game = position(
        options=FACE_DOWN,
        main_yard=[["tank"], ["ore"] * 2, [], [], []],
        rows={0: [["box"] * 8, ["ore"] * 8]},
        trains={0: trains},
    )
    game.apply(ACTIONS.from_text("take 1"))
    assert [a.to_text() for a in game.legal_actions()] == ["place tank discard"]
    game.apply(ACTIONS.from_text("place tank discard"))
    assert game.state.discard == [10]


def test_discard_only_when_the_car_fits_nowhere() -> None:
    game = position(options=FACE_DOWN, main_yard=[["tank"], ["ore"] * 2, [], [], []])
    game.apply(ACTIONS.from_text("take 1"))
    with pytest.raises(IllegalAction, match="only when it fits none"):
        game.apply(ACTIONS.from_text("place tank discard"))


def test_discarding_is_no_move_of_the_standard_game() -> None:
    game = position(main_yard=[["tank"], ["ore"] * 2, [], [], []])
    game.apply(ACTIONS.from_text("take 1"))
    with pytest.raises(IllegalAction, match="only in the face-down"):
        game.apply(ACTIONS.from_text("place tank discard"))
