"""Settings remembered, Continue and Load, damaged saves in the UI, resizing, silent sound."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.store.saves import named_save_path, new_slot
from game.store.seats import Seat
from game.store.settings import Settings, load_settings, save_settings
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.message import MessageScene
from game.ui.session import Session
from game.ui.sound import Sounds
from game.ui.table.screen import TableScreen

from .driving import click, click_widget, frames
from .toy_game import Step


def test_settings_are_remembered(data_dir: Path) -> None:
    save_settings(
        Settings(
            fullscreen=False,
            animation="fast",
            sound=False,
            volume=0.25,
            colour_blind=True,
            ui_scale=1.25,
        )
    )
    assert load_settings() == Settings(False, "fast", False, 0.25, True, 1.25)


def test_damaged_settings_fall_back_to_defaults(data_dir: Path) -> None:
    (data_dir / "settings.json").write_text('{"animation": "warp", "volume": 7, "sound": false')
    assert load_settings() == Settings()
    (data_dir / "settings.json").write_text('{"animation": "warp", "sound": false}')
    assert load_settings() == Settings(sound=False)


def toy_save(path: Path) -> Session:
    session = Session.new("toy", [Seat("Ann", "red"), Seat("Bob", "blue")], 9, {}, path)
    session.apply(Step(2))  # autosaved into `path`
    return session


def test_continue_resumes_the_autosave(app: App) -> None:
    saved = toy_save(new_slot())
    app.stack.top.rebuild()
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.buttons["Continue"].is_enabled
    click_widget(app, menu.buttons["Continue"])
    game = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
    assert game.session.game.record() == saved.game.record()


def test_damaged_autosave_gives_a_message_and_stays(app: App) -> None:
    path = new_slot()
    path.write_text('{"game": "toy", "actions": [')
    before = path.read_bytes()
    app.stack.top.rebuild()
    click_widget(app, app.stack.top.buttons["Continue"])  # type: ignore[attr-defined]
    assert isinstance(app.stack.top, MessageScene)
    assert "not valid JSON" in app.stack.top.text
    assert path.read_bytes() == before


def test_load_screen_loads_a_save_and_explains_a_damaged_one(app: App) -> None:
    good = named_save_path("good")
    saved = toy_save(good)
    bad = named_save_path("bad")
    data = json.loads(good.read_text())
    data["actions"].append({"type": "step", "size": 5})
    bad.write_text(json.dumps(data))
    before = bad.read_bytes()
    app.stack.push(LoadScene(app.services))
    frames(app)
    load = app.stack.top
    assert isinstance(load, LoadScene)
    click(app, load.list.entry_rect(load.rows.index(load.saves[load.files.index(bad)])).center)
    assert load.selected is not None and "is illegal" in load.selected.problem
    assert not load.open_button.is_enabled
    assert bad.read_bytes() == before
    click(app, load.list.entry_rect(load.rows.index(load.saves[load.files.index(good)])).center)
    click_widget(app, load.open_button)
    assert any(isinstance(s, TableScreen) for s in app.stack.scenes)
    resumed = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
    assert resumed.session.game.record() == saved.game.record()


def resize(app: App, size: tuple[int, int]) -> None:
    """What a window manager does: the window changes size, then SDL says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    frames(app)


def test_a_game_and_its_menu_survive_a_resize(app: App) -> None:
    toy_save(new_slot())
    app.stack.top.rebuild()  # Continue is live now
    click_widget(app, app.stack.top.buttons["Continue"])  # type: ignore[attr-defined]
    click(app, (640, 400))  # past the hand-over
    assert isinstance(app.stack.top, TableScreen)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    frames(app)
    resize(app, (1000, 640))
    assert app.display.screen.get_size() == (1000, 640) and app.display.scale < 1
    assert app.stack.top.panel.right <= 1000  # type: ignore[attr-defined]
    resize(app, (1280, 800))
    assert app.display.scale == 1


def test_sound_is_silent_without_an_audio_device(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    sounds.load()
    assert not sounds.available
    sounds.play("turn")  # nothing happens, nothing fails


def test_a_failing_autosave_is_shown_and_play_goes_on(app: App, tmp_path: Path) -> None:
    (tmp_path / "gone").write_text("a file where the saves folder should be")
    session = Session.new(
        "toy", [Seat("Ann", "red"), Seat("Bob", "blue")], 9, {}, tmp_path / "gone" / "slot.json"
    )
    app.services.start_session(session)
    game = next(s for s in app.stack.scenes if isinstance(s, TableScreen))
    session.apply(Step(1))
    assert session.game.actions == [Step(1)]
    app.stack.reset(game)
    frames(app)
    assert "could not be autosaved" in game.status.text


def test_f11_toggles_full_screen_and_remembers_it(app: App) -> None:
    from .driving import press

    press(app, pygame.K_F11)
    assert app.settings.fullscreen and load_settings().fullscreen
    press(app, pygame.K_F11)
    assert not app.settings.fullscreen and not load_settings().fullscreen
    assert isinstance(app.stack.top, MenuScene)


def test_every_sound_effect_is_short_audible_and_unclipped() -> None:
    from game.ui.sound import EFFECTS, _render

    assert {"pick", "drop", "depart", "arrive", "deliver", "turn", "day_end"} <= set(EFFECTS)
    for name, (length, make) in EFFECTS.items():
        samples = _render(length, make(), 22050)
        peak = max(abs(s) for s in samples)
        assert length <= 1.0 and 0.2 * 32767 < peak <= 0.6 * 32767, name
