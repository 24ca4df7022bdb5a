"""The replay timeline: any position of a recorded game, reached forward or back, is the
position that replaying the record's first moves gives."""

from __future__ import annotations

import pytest

from game.engine.games import load_any
from game.ui.replay.timeline import Timeline
from tests.replay.kept import recorded


def replayed(record: dict[str, object], moves: int) -> dict[str, object]:
    actions = record["actions"]
    assert isinstance(actions, list)
    return load_any({**record, "actions": actions[:moves]}).view(None)


@pytest.mark.parametrize("name", ["freight-3-face-down", "koplopers-3-standard"])
def test_every_way_to_a_position_gives_the_replayed_position(name: str) -> None:
    record = recorded(name)
    timeline = Timeline(load_any(record))
    assert timeline.at == timeline.length == len(record["actions"])
    for position in (0, 1, 15, 16, 17, timeline.length // 2, timeline.length - 1, 40, 39, 3):
        timeline.seek(position)
        assert timeline.at == position
        assert timeline.game.view(None) == replayed(record, position)
    timeline.seek(100)
    timeline.back()
    timeline.back()
    assert timeline.game.view(None) == replayed(record, 98)


def test_stepping_forward_hands_back_the_move_and_what_it_did() -> None:
    record = recorded("freight-2-random-easy")
    timeline = Timeline(load_any(record))
    timeline.seek(0)
    seat, action, events = timeline.forward() or (None, None, [])
    assert (seat, action) == (0, timeline.actions[0])
    assert events, "the first take of the game moves a car: the table glides it"
    timeline.seek(timeline.length)
    assert timeline.forward() is None


def test_scores_turns_and_days_are_known_for_every_position() -> None:
    record = recorded("freight-3-face-down")
    final = load_any(record)
    timeline = Timeline(final)
    assert timeline.scores[-1] == tuple(final.scores())
    assert len(set(timeline.scores[0])) == 1  # nobody has scored anything yet
    days = timeline.stage_starts()
    assert [day for day, _ in days] == [1, 2, 3]  # "The game is played over three days"
    timeline.seek(days[1][1])
    assert timeline.game.view(None).stage == 2
    starts = timeline.turn_starts()
    assert starts[0] == 0
    for start in starts[1:]:
        assert timeline.movers[start] != timeline.movers[start - 1]
    inside = starts[3] + 1 if starts[4] > starts[3] + 1 else starts[3]
    assert timeline.next_turn(inside) == starts[4]
    assert timeline.previous_turn(inside) in (starts[3], starts[2])


def test_an_unfinished_record_is_a_timeline_too() -> None:
    record = recorded("koplopers-2-random-normal")
    record["actions"] = record["actions"][:30]
    timeline = Timeline(load_any(record))
    assert not timeline.finished
    assert timeline.length == 30
    assert [stage for stage, _ in timeline.stage_starts()][0] == 1


def test_a_restored_position_shares_the_map_the_moves_never_change() -> None:
    record = recorded("koplopers-3-standard")
    timeline = Timeline(load_any(record))
    board = timeline.game.board  # type: ignore[attr-defined]
    timeline.seek(3)
    assert timeline.game.board is board  # type: ignore[attr-defined]
