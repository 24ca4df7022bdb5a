"""Damaged saves never crash `python -m game check` or the Load screen; each says why,
and the two always agree on whether a save can be played."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest

from game.__main__ import main
from game.engine.errors import InvalidRecord
from game.store.save_format import read_save, save_data
from game.store.save_list import IN_PROGRESS, describe
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from game.ui.table.screen import TableScreen

from .corrupt import CORRUPTIONS, Corruption
from .sessions import played_session

GAMES = {"freight": (3, 90), "koplopers": (4, 60)}  # seats, moves
CHECKS_PER_KIND = 25
LOADS_PER_KIND = 4
LONGEST_MESSAGE = 300


@cache
def real_save(game: str) -> bytes:
    seats, moves = GAMES[game]
    session = played_session(game, seats, moves, seed=5)
    return json.dumps(save_data(session.game, session.seats), indent=1).encode("utf-8")


def damaged(game: str, corruption: Corruption, seed: int) -> bytes:
    return corruption(real_save(game), random.Random(f"{game} {corruption.__name__} {seed}"))


def assert_clear(reason: str) -> None:
    """One readable line: no traceback, no dump of the file."""
    assert reason.strip(), "an empty message"
    assert "\n" not in reason and len(reason) <= LONGEST_MESSAGE, reason
    assert "Traceback" not in reason, reason


def test_the_real_saves_are_valid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for game in GAMES:
        path = tmp_path / f"{game}.json"
        path.write_bytes(real_save(game))
        assert main(["check", str(path)]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("corruption", CORRUPTIONS, ids=lambda c: c.__name__)
def test_check_reports_every_damaged_save(
    game: str, corruption: Corruption, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "damaged.json"
    for seed in range(CHECKS_PER_KIND):
        path.write_bytes(damaged(game, corruption, seed))
        status = main(["check", str(path)])
        out = capsys.readouterr().out.strip()
        if status == 0:  # some damage leaves a valid game (a flipped bit in a name)
            assert out.startswith(f"OK {path}"), out
            continue
        assert status == 1 and out.startswith(f"INVALID {path}: "), out
        assert_clear(out.removeprefix(f"INVALID {path}: "))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("corruption", CORRUPTIONS, ids=lambda c: c.__name__)
def test_check_and_load_agree_on_every_damaged_save(
    game: str, corruption: Corruption, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: check said OK to saves Load refused (seats missing, an unknown colour)."""
    path = tmp_path / "damaged.json"
    for seed in range(CHECKS_PER_KIND):
        path.write_bytes(damaged(game, corruption, seed))
        checked = main(["check", str(path)]) == 0
        problem = describe(path, IN_PROGRESS).problem  # what Load lists beside the file
        out = capsys.readouterr().out
        assert checked == (not problem), f"seed {seed}: check says {out!r}, Load {problem!r}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("corruption", CORRUPTIONS, ids=lambda c: c.__name__)
def test_load_screen_opens_or_explains_every_damaged_save(
    game: str, corruption: Corruption, app: App, data_dir: Path
) -> None:
    path = data_dir / "saves" / "damaged.json"
    for seed in range(LOADS_PER_KIND):
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(original := damaged(game, corruption, seed))
        checked = main(["check", str(path)]) == 0
        app.navigator.reset_to("menu")
        scene = LoadScene(app.services)
        app.stack.push(scene)
        app.frame(1 / 60)
        assert path in scene.files
        scene.open(path)
        app.frame(1 / 60)
        if isinstance(app.stack.top, TableScreen):
            assert checked, "Load opened a save check refused"
            continue  # damage that leaves a valid game: it opens and draws
        assert app.stack.top is scene and not checked
        head, _, rest = scene.message.partition("\n\n")
        assert head == "damaged.json cannot be loaded.", scene.message
        reason, _, tail = rest.partition("\n\n")
        assert_clear(reason)
        assert tail == "The file was left as it is."
        assert path.read_bytes() == original


@pytest.mark.parametrize("field", ["name", "colour", "kind", "level"])
def test_a_seat_field_of_any_wrong_type_is_refused(field: str, tmp_path: Path) -> None:
    """Regression: a colour that was a list or an object crashed Continue and Load."""
    tree = json.loads(real_save("freight"))
    path = tmp_path / "seat.json"
    for wrong in [None, 7, [], {}, ["red"], {"red": 1}]:
        tree["seats"][-1][field] = wrong  # the last seat is the computer's: its level counts
        path.write_text(json.dumps(tree))
        with pytest.raises(InvalidRecord) as refused:
            read_save(path)
        assert_clear(refused.value.reason)


def test_a_huge_player_count_is_refused_at_once(tmp_path: Path) -> None:
    """Regression: a record asking for 10**18 players built 10**18 names before refusing."""
    tree = json.loads(real_save("koplopers"))
    tree["players"] = 10**18
    path = tmp_path / "crowd.json"
    path.write_text(json.dumps(tree))
    with pytest.raises(InvalidRecord, match="2 to 4 players, not 1000000000000000000"):
        read_save(path)
