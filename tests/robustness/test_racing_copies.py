"""Two copies of the app writing the same name at the same moment replace nothing: a Save
as under one name, a new game's first autosave into one slot. Each copy is a process of
its own, and the two meet at a barrier before every write, ROUNDS times; with and without
hard links (the exclusive create's two ways, files.move_new)."""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Barrier
from pathlib import Path

import pytest

from game.store.files import TEMP_SUFFIX, read_json
from game.store.library import Library
from game.store.paths import data_dir, saves_dir
from game.store.save_index import folder_time, index_of
from game.store.save_list import Catalogue
from game.store.saves import finished_dir, games_dir
from tests.replay.kept import keep

from .racing_copies import new_slot_rounds, save_as_rounds, written

ROUNDS = 20
Work = Callable[[int, int, Barrier, bool], list[str]]


def run(work: Work, worker: int, rounds: int, barrier: Barrier, hard_links: bool,
        results: Queue[tuple[int, list[str]]]) -> None:
    """One copy of the app: its rounds of `work`, and the names it wrote, for the test."""
    results.put((worker, work(worker, rounds, barrier, hard_links)))


def race(work: Work, hard_links: bool) -> list[list[str]]:
    """Each copy's names written, round by round, from two processes doing `work`."""
    context = multiprocessing.get_context("spawn")  # a fresh interpreter, as a second app
    barrier = context.Barrier(2, timeout=120)
    results: Queue[tuple[int, list[str]]] = context.Queue()
    copies = [context.Process(target=run, args=(work, worker, ROUNDS, barrier, hard_links,
                                                 results)) for worker in (0, 1)]
    for copy in copies:
        copy.start()
    found = dict(results.get(timeout=300) for _ in copies)
    for copy in copies:
        copy.join(timeout=60)
        assert copy.exitcode == 0
    return [found[0], found[1]]


def replaced_rounds(folder: Path, names: list[list[str]]) -> list[int]:
    """The rounds in which a copy's game is not where that copy wrote it (replaced)."""
    return [round_ for round_ in range(ROUNDS)
            if names[0][round_] == names[1][round_]
            or any(read_json(folder / names[worker][round_]) != written(worker, round_)
                   for worker in (0, 1))]


def no_temporary_files() -> bool:
    return not any(path.name.endswith(TEMP_SUFFIX) for path in data_dir().rglob(".*"))


@pytest.mark.parametrize("hard_links", [True, False], ids=["hard links", "no hard links"])
def test_two_copies_saving_as_one_name_keep_both_games(hard_links: bool) -> None:
    names = race(save_as_rounds, hard_links)
    assert replaced_rounds(saves_dir(), names) == []
    for round_ in range(ROUNDS):  # one got the name, the other the next free one
        assert {names[0][round_], names[1][round_]} == {f"race {round_}.json",
                                                        f"race {round_} 2.json"}
    assert len(list(saves_dir().glob("*.json"))) == 2 * ROUNDS
    assert no_temporary_files()


@pytest.mark.parametrize("hard_links", [True, False], ids=["hard links", "no hard links"])
def test_two_new_games_given_one_slot_keep_both_games(hard_links: bool) -> None:
    names = race(new_slot_rounds, hard_links)
    assert replaced_rounds(games_dir(), names) == []
    for round_ in range(ROUNDS):  # one took the slot, the other a new one
        assert f"race-{round_}.json" in (names[0][round_], names[1][round_])
    assert len(list(games_dir().glob("*.json"))) == 2 * ROUNDS
    assert no_temporary_files()


def test_a_game_added_to_the_index_by_two_copies_at_once_is_still_listed(
        data_dir: Path) -> None:
    """The index files are rewritten (replaced atomically), not created exclusively: when two
    copies add a game each at once, the write that lands last may lack the other's row,
    but never loses the game, which the next list finds and reads again."""
    Catalogue().work()  # the index is written whole, and matched to the folder
    index = index_of(finished_dir())
    before = folder_time(finished_dir())
    first = keep(data_dir, "freight-2-random-easy", file="first.json")
    Library.count_finished(first, before)
    before = folder_time(finished_dir())
    second = keep(data_dir, "koplopers-2-random-normal", file="second.json")
    index.additions_path.unlink()  # the second copy read the additions before the first wrote
    Library.count_finished(second, before)
    catalogue = Catalogue()
    catalogue.work()
    assert {item.path for item in catalogue.listing()} == {first, second}
    assert not any(item.problem for item in catalogue.listing())
