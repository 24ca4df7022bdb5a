"""Any name a keyboard types goes through setup, the game screen, the autosave, Continue and check.

"Ann ❤️" typed on the New game screen used to crash the game screen (its
variation selector has zero width, and pygame raises on text of zero width), and
the autosave written just before made every later Continue crash. The names are
typed as posted key and text events, as a person would.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.names import clean_name, name_problem
from game.store.seats import HUMAN
from game.ui.app import App
from game.ui.fonts import font, render
from game.ui.fronts import info
from game.ui.scenes.handover import HandoverScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import NAME_WIDTH, SetupScene
from game.ui.table.screen import TableScreen
from tests.unicode_names import ACCEPTED, REFUSED, generated

from .driving import choose_option, click, click_widget, frames, quit_to_menu, type_into

NAMES = [*ACCEPTED.values(), *generated(6)]


def set_up(app: App, game: str, names: list[str]) -> SetupScene:
    """The New game screen of `game` with a person at each seat, named `names`."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click_widget(app, menu.buttons["New game"])
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    click_widget(app, setup.game_buttons[game])
    while setup.count != len(names):
        click_widget(app, setup.more if setup.count < len(names) else setup.fewer)
    for seat, name in enumerate(names):
        if setup.players_as[seat] != HUMAN:
            choose_option(app, setup.kind_menus[seat], HUMAN)
        type_into(app, setup.name_entries[seat], name)
    return setup


def game_scene(app: App) -> TableScreen:
    """The game on the stack, past the hand-over screen, after a few frames drawn."""
    if isinstance(app.stack.top, HandoverScene):
        click(app, (640, 400))
    frames(app, 3)
    return next(s for s in app.stack.scenes if isinstance(s, TableScreen))


def autosave(data_dir: Path) -> Path:
    """The game saved last; the settings and the last setup lie in the data folder itself."""
    saves = [path for path in data_dir.rglob("*.json") if path.parent != data_dir]
    return max(saves, key=lambda path: path.stat().st_mtime)


def check(path: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "game", "check", str(path)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=False,
    )
    return result.stdout




def groups() -> list[tuple[str, list[str]]]:
    """The corpus in tables as large as each game seats."""
    cases = []
    for game in ("freight", "koplopers"):
        size = info(game).seats.stop - 1
        cases += [(game, NAMES[i : i + size]) for i in range(0, len(NAMES), size)]
    return cases


@pytest.mark.parametrize(("game", "names"), groups(), ids=lambda value: repr(value)[:40])
def test_typed_names_play_save_continue_and_check(
    app: App, data_dir: Path, game: str, names: list[str]
) -> None:
    if len(names) < info(game).seats.start:
        names = [*names, "Bob"]
    setup = set_up(app, game, names)
    click_widget(app, setup.start)
    seats = game_scene(app).session.seats
    assert [seat.name for seat in seats] == [clean_name(name) for name in setup.names[: len(names)]]
    for seat in seats:
        assert name_problem(seat.name) is None
        assert font(16, True).size(seat.name)[0] <= NAME_WIDTH
    saved = autosave(data_dir)
    quit_to_menu(app)
    click_widget(app, app.stack.top.buttons["Continue"])  # type: ignore[attr-defined]
    assert [seat.name for seat in game_scene(app).session.seats] == [s.name for s in seats]
    assert check(saved).startswith("OK")


@pytest.mark.parametrize(
    "case", ["only spaces", "only a zero-width space", "only a variation selector"]
)
def test_a_blank_name_is_refused_on_the_setup_screen(app: App, case: str) -> None:
    setup = set_up(app, "koplopers", [REFUSED[case], "Bob"])
    click_widget(app, setup.start)
    assert app.stack.top is setup and setup.error


def test_a_save_naming_a_lone_surrogate_gives_a_message_on_continue(
    app: App, data_dir: Path
) -> None:
    setup = set_up(app, "koplopers", ["Ann", "Bob"])
    click_widget(app, setup.start)
    game_scene(app)
    saved = autosave(data_dir)
    quit_to_menu(app)
    saved.write_text(saved.read_text(encoding="utf-8").replace('"Ann"', '"Ann \\ud800"'))
    click_widget(app, app.stack.top.buttons["Continue"])  # type: ignore[attr-defined]
    assert not any(isinstance(scene, TableScreen) for scene in app.stack.scenes)
    assert "lone surrogate" in check(saved)


@pytest.mark.parametrize(
    "text", [*ACCEPTED.values(), *REFUSED.values(), "\n", "\x00", "\ud83d", "", "\u0301"], ids=repr
)
def test_any_string_renders_without_raising(text: str) -> None:
    for bold in (False, True):
        image = render(text, 16, (255, 255, 255), bold)
        assert image.get_height() > 0
