"""The lessons finished are remembered in the data folder, by game and file, across runs;
a damaged record counts as nothing done and never stops the Learn screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.store.lesson_progress import PROGRESS_FILE, lessons_done, mark_lesson_done
from game.store.paths import DATA_DIR_VARIABLE


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(tmp_path))
    return tmp_path


def test_nothing_is_done_at_first_and_each_lesson_done_is_kept() -> None:
    assert lessons_done() == set()
    mark_lesson_done("freight/01-first-turn")
    mark_lesson_done("koplopers/01-heerlen")
    mark_lesson_done("freight/01-first-turn")  # twice is once
    assert lessons_done() == {"freight/01-first-turn", "koplopers/01-heerlen"}


@pytest.mark.parametrize("damaged", ["", "{", "[]", '{"done": "all"}', '{"done": [1, null]}'])
def test_a_damaged_record_counts_as_nothing_done(data_dir: Path, damaged: str) -> None:
    (data_dir / PROGRESS_FILE).write_text(damaged)
    assert lessons_done() == set()
    mark_lesson_done("freight/02-private-yard")  # and is written anew
    assert lessons_done() == {"freight/02-private-yard"}
