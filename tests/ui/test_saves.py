"""Saves: a round trip, every kind of damage reported and left alone, crash-safe writes."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from game.engine.errors import InvalidRecord
from game.ui.saves import autosave_path, named_save_path, read_save
from game.ui.seats import COMPUTER, Seat
from game.ui.session import Session

from .toy_game import Draw, Step


def saved_session() -> Session:
    seats = [Seat("Ann", "red"), Seat("Cpu", "green", COMPUTER)]
    session = Session.new("toy", seats, seed=5, options={}, autosave=autosave_path())
    session.apply(Step(2))
    session.apply(Draw())
    return session


def test_round_trip_of_a_game_in_progress() -> None:
    session = saved_session()
    path = named_save_path("My game!")
    session.save(path)
    loaded = Session.from_save(read_save(path), autosave_path())
    assert loaded.game.record() == session.game.record()
    assert loaded.seats == session.seats
    assert loaded.log == session.log


def truncate(text: str) -> str:
    return text[: len(text) // 2]


def wrong_version(text: str) -> str:
    data = json.loads(text)
    data["rules_version"] = 99
    return json.dumps(data)


def tampered(text: str) -> str:
    data = json.loads(text)
    data["actions"].append({"type": "step", "size": 7})
    return json.dumps(data)


def bad_seats(text: str) -> str:
    data = json.loads(text)
    data["seats"] = "everyone"
    return json.dumps(data)


DAMAGE: dict[str, tuple[Callable[[str], str], str]] = {
    "truncated": (truncate, "not valid JSON"),
    "not json": (lambda text: "hello, I am not a save", "not valid JSON"),
    "wrong version": (wrong_version, "rules version 99"),
    "tampered": (tampered, "is illegal"),
    "bad seats": (bad_seats, "seats do not match"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_damaged_save_gives_its_message_and_is_left_intact(kind: str) -> None:
    path = autosave_path()
    saved_session()
    damage, message = DAMAGE[kind]
    path.write_text(damage(path.read_text()))
    before = path.read_bytes()
    with pytest.raises(InvalidRecord) as error:
        read_save(path)
    assert message in error.value.reason
    assert path.read_bytes() == before


def test_missing_save_gives_a_message(tmp_path: Path) -> None:
    with pytest.raises(InvalidRecord, match="cannot read"):
        read_save(tmp_path / "nothing.json")


def test_interrupted_write_leaves_the_previous_save(monkeypatch: pytest.MonkeyPatch) -> None:
    session = saved_session()
    path = autosave_path()
    before = path.read_bytes()

    def crash(src: str, dst: str) -> None:
        raise OSError("power cut")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        session.apply(Step(1))  # the game goes on; the failure is noted for the screen
    assert session.autosave_error and "power cut" in session.autosave_error
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]
    assert read_save(path).game.actions == [Step(2), Draw()]


def test_named_saves_stay_in_the_saves_folder() -> None:
    path = named_save_path("../../etc/passwd")
    assert path.parent == autosave_path().parent
    assert os.sep not in path.name
