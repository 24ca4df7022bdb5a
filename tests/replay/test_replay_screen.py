"""The Replay screen, driven by the mouse as a person would: open a kept game from the
menu, step, scrub, jump a day, play, change the view, export."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.check import run_check
from game.store.save_format import read_save
from game.store.save_list import Catalogue
from game.ui.app import App
from game.ui.replay.scene import ReplayScene
from game.ui.scenes.load import LoadScene
from tests.replay.kept import keep, recorded
from tests.ui.driving import click, click_widget, drag, frames, from_menu, press


def open_replay(app: App, row: int = 1) -> ReplayScene:
    """Menu, Replay, the game in list row `row` (0 is the first heading), Replay."""
    chooser = from_menu(app, "Replay", LoadScene)
    click(app, chooser.list.entry_rect(row).center)
    click_widget(app, chooser.replay_button)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    return scene


def test_a_finished_game_is_replayed_from_the_start_face_up(app: App, data_dir: Path) -> None:
    keep(data_dir, "koplopers-2-random-normal", moves=30)
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    chooser = from_menu(app, "Replay", LoadScene)
    assert chooser.saves[0].section == "Finished games"  # Replay lists finished games first
    press(app, pygame.K_ESCAPE)
    scene = open_replay(app)
    assert scene.timeline.at == 0
    assert scene.session.viewer() is None  # "everything face up once the game is over"
    click_widget(app, scene.buttons["Move >"])
    click_widget(app, scene.buttons["Move >"])
    assert scene.timeline.at == 2
    assert len(scene.session.game.actions) == 2  # the table draws the replayed position
    click_widget(app, scene.buttons["< Move"])
    assert scene.timeline.at == 1
    click_widget(app, scene.buttons["Turn >>"])
    assert scene.timeline.at in scene.timeline.turn_starts()
    click_widget(app, scene.buttons["Stage >"])
    day_two = dict(scene.timeline.stage_starts())[2]
    assert scene.timeline.at == day_two
    assert scene.session.game.view(None).stage == 2


def test_the_timeline_is_scrubbed_and_the_chart_follows(app: App, data_dir: Path) -> None:
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    scene = open_replay(app)
    track = scene.bar.track
    drag(app, (track.x + 2, track.centery), (track.centerx, track.centery))
    middle = scene.timeline.length // 2
    assert abs(scene.timeline.at - middle) <= 2
    assert scene.session.game.scores() == list(scene.timeline.scores[scene.timeline.at])
    click(app, (scene.chart.plot.right - 1, scene.chart.plot.centery))
    assert scene.timeline.at == scene.timeline.length
    assert scene.session.game.is_over


def test_play_moves_on_by_itself_and_stops_at_the_end(app: App, data_dir: Path) -> None:
    keep(data_dir, "koplopers-2-random-normal", players=["Ann", "Bob"])
    scene = open_replay(app)
    click_widget(app, scene.buttons["Speed"])
    click_widget(app, scene.buttons["Speed"])
    click_widget(app, scene.buttons["Speed"])  # x16: moves jump
    click_widget(app, scene.buttons["Play"])
    for _ in range(20):
        app.frame(0.1)
    assert 5 < scene.timeline.at < scene.timeline.length
    click_widget(app, scene.buttons["Play"])  # now Pause
    stopped = scene.timeline.at
    frames(app, 10)
    assert scene.timeline.at == stopped
    press(app, pygame.K_END)
    assert scene.timeline.at == scene.timeline.length


def test_an_unfinished_game_shows_a_person_s_own_view_which_can_be_changed(
    app: App, data_dir: Path
) -> None:
    keep(data_dir, "freight-3-face-down", people=2, moves=120, players=["Ann", "Bob", "Cy"])
    load = from_menu(app, "Load game", LoadScene)
    click(app, load.list.entry_rect(1).center)
    click_widget(app, load.replay_button)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    assert not scene.timeline.finished
    assert scene.session.viewer() == 0  # Ann's own view: the face-down cards stay down
    click_widget(app, scene.buttons["View"])
    assert scene.session.viewer() == 1
    assert "Bob" in scene.buttons["View"].text
    click_widget(app, scene.buttons["View"])
    assert scene.session.viewer() == 0  # Cy is the computer: its hand is not shown


def test_an_exported_replay_is_a_save_that_check_accepts_and_load_lists(
    app: App, data_dir: Path
) -> None:
    kept = keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    scene = open_replay(app)
    click_widget(app, scene.buttons["Export"])
    [exported] = [p for p in (data_dir / "saves").glob("*.json")]
    assert str(exported) in scene.message
    assert run_check(str(exported)) == 0
    again = read_save(exported).game
    assert again.record() == read_save(kept).game.record()
    catalogue = Catalogue()
    catalogue.work()
    assert exported in [item.path for item in catalogue.listing()]
    assert recorded("freight-2-random-easy")["actions"] == again.record()["actions"]


def test_the_list_under_a_replay_keeps_no_pictures_of_its_rows_and_draws_them_again(
        app: App, data_dir: Path) -> None:
    """A replay of a long game needs the room the list's row pictures took (issue 16, At
    scale: memory stays within the app's budget)."""
    keep(data_dir, "freight-2-random-easy", players=["Ann", "Bob"])
    scene = open_replay(app)
    chooser = app.stack.scenes[-2]
    assert isinstance(chooser, LoadScene)
    assert not chooser.list._images  # the list below the replay keeps none
    click_widget(app, scene.buttons["Close"])
    assert app.stack.top is chooser
    frames(app, 1)
    assert chooser.list._images  # drawn again as the list shows
    assert scene._picture is None and scene._canvas is None  # the closed replay's gone
