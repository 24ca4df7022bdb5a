"""Saves: a round trip, damage reported and left alone, crash-safe writes, one slot per game."""

from __future__ import annotations

import errno
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.engine.errors import InvalidRecord
from game.store.files import read_json, write_json_new
from game.store.paths import saves_dir
from game.store.save_format import read_save
from game.store.saves import (
    OLD_AUTOSAVE,
    file_stem,
    finished_dir,
    finished_games,
    games_dir,
    latest_unfinished,
    named_save_path,
    new_slot,
    prepare_storage,
    unfinished_games,
    unused_name,
)
from game.store.seats import COMPUTER, Seat
from game.ui.session import Session

from .toy_game import Draw, Step


def saved_session() -> Session:
    seats = [Seat("Ann", "red"), Seat("Cpu", "green", COMPUTER)]
    session = Session.new("toy", seats, seed=5, options={}, autosave=new_slot())
    session.apply(Step(2))
    session.apply(Draw())
    return session


def slot_of(session: Session) -> Path:
    assert session.autosave is not None
    return session.autosave


def test_round_trip_of_a_game_in_progress() -> None:
    session = saved_session()
    path = session.save_as("My game!")
    assert path == named_save_path("My game!")
    loaded = Session.from_save(read_save(path), new_slot())
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


def endless_number(text: str) -> str:
    data = json.loads(text)
    return json.dumps(data).replace('"seed": 5', '"seed": 1' + "0" * 5000)


DAMAGE: dict[str, tuple[Callable[[str], str], str]] = {
    "truncated": (truncate, "not valid JSON"),
    "not json": (lambda text: "hello, I am not a save", "not valid JSON"),
    "wrong version": (wrong_version, "rules version 99"),
    "tampered": (tampered, "is illegal"),
    "bad seats": (bad_seats, "seats do not match"),
    "a 5,000-digit number": (endless_number, "number too long"),
}


@pytest.mark.parametrize("kind", DAMAGE)
def test_damaged_save_gives_its_message_and_is_left_intact(kind: str) -> None:
    path = slot_of(saved_session())
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
    path = slot_of(session)
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


def test_every_game_keeps_its_own_slot_until_it_ends() -> None:
    first, second = saved_session(), saved_session()
    assert slot_of(first) != slot_of(second)
    assert set(unfinished_games()) == {slot_of(first), slot_of(second)}
    assert latest_unfinished() == slot_of(second)
    while not first.game.is_over:
        first.apply(first.game.legal_actions()[0])
    assert slot_of(first).parent == finished_dir()  # history: the record is the replay
    assert finished_games() == [slot_of(first)] and read_save(slot_of(first)).game.is_over
    assert unfinished_games() == [slot_of(second)]


def test_an_old_single_autosave_moves_into_a_slot_keeping_its_time() -> None:
    session = saved_session()
    old = saves_dir() / OLD_AUTOSAVE
    os.replace(slot_of(session), old)
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    assert unfinished_games() == [old]  # found even before it is moved
    assert prepare_storage() is None
    [slot] = unfinished_games()
    assert slot.parent == games_dir() and not old.exists()
    assert abs(slot.stat().st_mtime - (time.time() - 3600)) < 5
    assert read_save(slot).game.record() == session.game.record()


def test_temporary_files_of_a_killed_write_are_removed_at_start() -> None:
    session = saved_session()
    leftovers = [
        games_dir() / f".{slot_of(session).name}.k2j4h5.tmp",
        saves_dir().parent / ".settings.json.abc.tmp",
    ]
    for leftover in leftovers:
        leftover.write_text('{"half a')
    keep = games_dir() / "notes.tmp"  # not one of ours
    keep.write_text("mine")
    assert prepare_storage() is None
    assert not any(p.exists() for p in leftovers) and keep.exists()
    assert read_save(slot_of(session)).game.actions == [Step(2), Draw()]


def test_named_saves_stay_in_the_saves_folder() -> None:
    path = named_save_path("../../etc/passwd")
    assert path.parent == saves_dir()
    assert os.sep not in path.name


@pytest.mark.parametrize(
    "names",
    [["Ééé", "Èèè", "ééé!"], ["日本", "中国", "한국"], ["!!!", "???"], ["con", "autosave", "nul"]],
)
def test_every_name_gets_a_distinct_valid_file(names: list[str]) -> None:
    saves_dir().mkdir(parents=True)
    stems = [file_stem(name) for name in names]
    assert all(stems) and len(set(stems[:2])) == 2
    for stem in stems:
        assert stem.strip() == stem and "/" not in stem and "\\" not in stem
        assert stem.casefold() not in ("con", "nul", "autosave")
        named_save_path(stem).write_text("{}")  # the file system takes it


def test_an_unused_name_never_names_an_existing_save() -> None:
    saved_session().save_as("Toy - Ann Cpu")
    assert unused_name("Toy - Ann Cpu") == "Toy - Ann Cpu (2)"
    named_save_path("Toy - Ann Cpu (2)").write_text("{}")
    assert unused_name("Toy - Ann Cpu") == "Toy - Ann Cpu (3)"
    assert unused_name("Something else") == "Something else"


def test_a_bare_engine_record_opens_with_everyone_a_person(tmp_path: Path) -> None:
    """check and Load agree on a record without seats (a replay export): both accept it."""
    from game.engine import koplopers

    game = koplopers.new_game(["Ann", "Bob", "Cy"], seed=4)
    game.apply(game.legal_actions()[0])
    path = tmp_path / "record.json"
    path.write_text(json.dumps(game.record()))
    loaded = read_save(path)
    assert [seat.name for seat in loaded.seats] == ["Ann", "Bob", "Cy"]
    assert all(seat.is_human for seat in loaded.seats)
    assert len({seat.colour for seat in loaded.seats}) == 3
    assert loaded.game.record() == game.record()


def test_an_unused_name_for_a_long_name_keeps_its_number() -> None:
    """A name as long as a file's name may be still gets a file of its own: the number is
    kept and the name cut before it (it used to be cut off, and the search never ended)."""
    name = "Koplopers & Dwarsliggers - Annemarie Bartholomeus Christoffel Dorothea"
    saved_session().save_as(name)
    second = unused_name(name)
    assert second.endswith(" (2)") and named_save_path(second) != named_save_path(name)
    assert saved_session().save_as(name) == named_save_path(second)
    assert unused_name(name).endswith(" (3)")


def no_hard_links(source: object, target: object) -> None:
    raise PermissionError(errno.EPERM, os.strerror(errno.EPERM))


@pytest.mark.parametrize("hard_links", [True, False], ids=["hard links", "no hard links"])
@pytest.mark.parametrize("there", ["a file", "a folder", "a link to nothing"])
def test_a_new_file_replaces_nothing(
        there: str, hard_links: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    if there == "a link to nothing" and sys.platform == "win32":
        pytest.skip("links need rights on Windows")
    if not hard_links:
        monkeypatch.setattr(os, "link", no_hard_links)
    path = saves_dir() / "taken.json"
    saves_dir().mkdir(parents=True)
    {"a file": lambda: path.write_text("mine"), "a folder": path.mkdir,
     "a link to nothing": lambda: path.symlink_to("nowhere.json")}[there]()
    with pytest.raises(FileExistsError):
        write_json_new(path, {"replaces": "nothing"})
    assert sorted(p.name for p in saves_dir().iterdir()) == ["taken.json"]  # no leftovers
    if there == "a file":
        assert path.read_text() == "mine"
    write_json_new(saves_dir() / "free.json", [1])
    assert read_json(saves_dir() / "free.json") == [1]


def test_a_new_game_whose_slot_was_taken_meanwhile_takes_another() -> None:
    slot = new_slot()
    slot.parent.mkdir(parents=True)
    slot.write_text("another copy's game")
    session = Session.new("toy", [Seat("Ann", "red"), Seat("Bob", "blue")], 5, {}, slot)
    session.apply(Step(2))
    assert slot.read_text() == "another copy's game"
    assert slot_of(session) != slot and slot_of(session).parent == games_dir()
    session.apply(Step(1))  # its own slot from then on: written again, no third file
    assert read_save(slot_of(session)).game.actions == [Step(2), Step(1)]
    assert len(list(games_dir().iterdir())) == 2


def test_a_game_opened_from_its_slot_goes_on_in_it() -> None:
    slot = slot_of(saved_session())
    reopened = Session.from_save(read_save(slot), slot)
    reopened.apply(Step(1))
    assert slot_of(reopened) == slot and unfinished_games() == [slot]
    assert read_save(slot).game.actions == [Step(2), Draw(), Step(1)]


def test_a_finished_game_never_replaces_one_of_its_name() -> None:
    session = saved_session()
    taken = finished_dir() / slot_of(session).name
    taken.parent.mkdir(parents=True, exist_ok=True)
    taken.write_text("kept before")
    while not session.game.is_over:
        session.apply(session.game.legal_actions()[0])
    assert taken.read_text() == "kept before"
    assert slot_of(session).parent == finished_dir() and slot_of(session) != taken
    assert read_save(slot_of(session)).game.is_over and unfinished_games() == []
