"""'Rules For Adding A Car': regular trains, the Mixed Train, private rows."""


from game.engine.freight.actions import ACTIONS
from tests.freight.position import cars, position, refused


def holding(car: str, **table):  # type: ignore[no-untyped-def]
    """Seat 0 holding `car`, just taken from the Main Yard."""
    game = position(main_yard=[[car], ["ore"] * 3, [], [], []], **table)
    game.apply(ACTIONS.from_text("take 1"))
    return game


def legal_targets(game) -> set[str]:  # type: ignore[no-untyped-def]
    return {a.target for a in game.legal_actions()}




def test_regular_train_takes_its_own_type_at_its_end() -> None:
    game = holding("box", trains={0: [("box", ["box", "box"])]})
    game.apply(ACTIONS.from_text("place box train:1"))
    assert game.state.players[0].trains[0].cars == cars("box", "box", "box")


def test_regular_train_refuses_other_types() -> None:
    game = holding("tank", trains={0: [("box", ["box"])]})
    refused(game, "place tank train:1", "is a Box train; all its cars must be that type")


def test_no_more_than_one_train_of_a_type() -> None:
    game = holding("box", trains={0: [("box", ["box"])]})
    refused(game, "place box new:box", "already have a Box train")


def test_a_car_cannot_start_a_train_of_another_type() -> None:
    game = holding("box")
    refused(game, "place box new:tank", "a Box car cannot start a Tank train")


def test_no_car_after_a_caboose() -> None:
    game = holding("box", trains={0: [("box", ["box"], True)]})
    refused(game, "place box train:1", "closed by its caboose")


def test_new_train_needs_a_free_locomotive() -> None:
    trains = [(c, [c]) for c in ("tank", "ore", "stock", "hopper", "gondola")]
    game = holding("box", trains={0: trains})
    refused(game, "place box new:box", "all your locomotives already pull trains")


def test_mixed_train_takes_at_most_one_of_each_type() -> None:
    game = holding("box", trains={0: [("mixed", ["tank", "ore"])]})
    assert "train:1" in legal_targets(game)
    game.apply(ACTIONS.from_text("place box train:1"))
    game = holding("ore", trains={0: [("mixed", ["tank", "ore"])]})
    refused(game, "place ore train:1", "Mixed Train already has an Ore car")


def test_only_one_mixed_train() -> None:
    game = holding("box", trains={0: [("mixed", ["tank"])]})
    refused(game, "place box new:mixed", "already have a Mixed train")


def test_private_rows_take_any_type_up_to_eight() -> None:
    game = holding("box", rows={0: [["tank"] * 7, ["ore"] * 8]})
    refused(game, "place box row:2", "row 2 is full")
    game.apply(ACTIONS.from_text("place box row:1"))
    assert game.state.players[0].rows[0][-1] == cars("box")[0]


def test_unlimited_private_yard_variant_has_no_row_limit() -> None:
    game = holding("box", rows={0: [["tank"] * 8, ["ore"] * 8]}, options={"unlimited_yard": True})
    game.apply(ACTIONS.from_text("place box row:2"))
    assert len(game.state.players[0].rows[1]) == 9


def test_legal_targets_list_exactly_the_accepted_places() -> None:
    game = holding("box", trains={0: [("box", ["box"]), ("mixed", ["tank"]), ("ore", ["ore"])]})
    assert legal_targets(game) == {"train:1", "train:2", "row:1", "row:2"}


def test_only_mixed_option_forbids_regular_trains() -> None:
    game = holding("box", options={"only_mixed": True, "mixed_kinds": ["pairs"]})
    refused(game, "place box new:box", "only Mixed Trains")
    assert legal_targets(game) == {"new:mixed", "new:pairs", "row:1", "row:2"}


def test_repeatable_kind_may_be_had_twice() -> None:
    options = {"only_mixed": True, "repeatable_kinds": ["mixed"]}
    game = holding("box", options=options, trains={0: [("mixed", ["box"])]})
    game.apply(ACTIONS.from_text("place box new:mixed"))
    assert [t.kind for t in game.state.players[0].trains] == ["mixed", "mixed"]
