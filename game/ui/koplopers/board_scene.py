"""The Koplopers board scene: hosts the rooms of the board and plays what they decide.

Everything shown is read from the engine; every change goes through the
session's apply(). What may be done lights up from the engine's own list of
legal actions: click a train and the sections it can ride to light with their
cost, its other actions appear in the bar under the map; drag a train from
the organizer onto a lit site, a card onto a lit station, the repair card onto
an obstruction. A drop the rules refuse glides back and shows the engine's
reason. The rooms: pointer.py (what a gesture means), dialog_flow.py (which
dialog is open), painting.py (the frame), glides.py (what moves), texts.py
(the words). This module keeps the selection and the view, and plays actions.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.koplopers.actions import Build, EndTurn, Ride
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.state import State
from game.ui.koplopers import texts
from game.ui.koplopers.choices import TrainChoices, train_choices
from game.ui.koplopers.dialog_flow import DialogFlow
from game.ui.koplopers.dialogs import Dialog
from game.ui.koplopers.geometry import Viewport, geometry_for
from game.ui.koplopers.glides import (
    TrainKey,
    Where,
    deal,
    glide_move,
    glide_tokens,
    token_places,
)
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.painting import BoardPainter
from game.ui.koplopers.pointer import ZOOM_STEP, Drag, Pointer
from game.ui.koplopers.screen_map import Point, ScreenMap
from game.ui.motion import Motion
from game.ui.palette import SEAT_COLOURS
from game.ui.scenes.base import Scene
from game.ui.scenes.game_screen import GameScene
from game.ui.session import Session
from game.ui.widgets.scroll_list import Entry, ScrollList

if TYPE_CHECKING:
    from game.ui.app import App


class KoplopersBoardScene(GameScene):
    def __init__(self, app: App, session: Session) -> None:
        game = session.game
        assert isinstance(game, KoplopersGame)
        self.motion = Motion()
        self.pointer = Pointer(self)
        self.dialogs = DialogFlow(self)
        self.painter = BoardPainter(self)
        self.choices: TrainChoices | None = None  # the selected own train's actions
        self.building: int | None = None  # a boxed train picked up by a click, not a drag
        self.zoom = 1.0
        self.shown = game.current_player if game.current_player is not None else 0
        self.end_reason = ""
        self.arriving: TrainKey | None = None  # the train gliding to its stop
        super().__init__(app, session)

    @property
    def game(self) -> KoplopersGame:
        game = self.session.game
        assert isinstance(game, KoplopersGame)
        return game

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def selected(self) -> int | None:
        return self.choices.number if self.choices else None

    @property
    def dialog(self) -> Dialog | None:
        return self.dialogs.dialog

    # --- layout ------------------------------------------------------------------------------
    def build(self) -> None:
        self.motion.speed = self.app.settings.animation
        self._relayout()
        layout = self.layout

        def button(rect: pygame.Rect, text: str, tip: str | None = None
                   ) -> pygame_gui.elements.UIButton:
            return pygame_gui.elements.UIButton(rect, text, self.ui, tool_tip_text=tip)

        self.log_panel = ScrollList(layout.log, self.app.scale, stick_to_bottom=True)
        undo, redo, menu = layout.small_buttons
        self.undo_button = button(undo, "Undo", "Ctrl+Z")
        self.redo_button = button(redo, "Redo", "Ctrl+Y")
        self.menu_button = button(menu, "Menu", "Esc")
        self.end_button = button(layout.end_turn, "End turn")
        self.results_button = button(layout.end_turn, "Results")
        self._state_key = None
        self.refresh()

    def confirm_area(self) -> pygame.Rect:
        return self.layout.end_turn  # End turn gives way to Confirm while it waits

    def _relayout(self) -> None:
        self.layout = BoardLayout(self.size, len(self.state.seats), self.shown)
        area = self.layout.map_area
        geometry = geometry_for(self.game.board)
        view = Viewport((area.x, area.y, area.w, area.h), (geometry.width, geometry.height),
                        self.zoom)
        self.screen_map = ScreenMap(self.game.board, view)
        self.painter.forget_map()
        self.painter.forget_panels()

    def refresh(self) -> None:
        game = self.game
        key = self.state_key()
        if key == self._state_key:
            return
        self._state_key = key
        human = self.session.human_to_move()
        self.legal = game.legal_actions() if human else []
        self.end_reason = (game.why_illegal(EndTurn()) or "") if human else ""
        self.end_button.visible = not game.is_over and not self.session.awaiting_confirm
        self.end_button.enable() if not self.end_reason else self.end_button.disable()
        self.results_button.visible = game.is_over
        self.log_panel.set_entries([Entry(line) for line in self.session.log])
        self.sync_buttons()
        self.painter.forget_panels()
        if self.building is not None and not self.build_sites(self.building):
            self.building = None
        self.dialogs.check(self.legal)
        self.select(self.selected)
        self.dialogs.rebuild()

    def hand_face_up(self) -> bool:
        """The big organizer's hand is shown only to its own (human) seat, while it moves,
        once that seat has taken the screen (after the hand-over, when there is one); and
        while its finished turn awaits the Confirm."""
        seat = self.session.acting_seat
        return seat == self.shown == self.session.viewer() and not self.session.needs_handover()

    def _follow_seat_to_move(self) -> None:
        """Give the big organizer to the seat to move, once the last glides have landed."""
        seat = self.session.acting_seat
        if seat is not None and seat != self.shown and not self.motion.busy and (
                not self.pointer.drag):
            self.shown = seat
            self.layout = BoardLayout(self.size, len(self.state.seats), self.shown)
            self.painter.forget_panels()
            self.select(self.selected)
            self.dialogs.rebuild()

    # --- the view of the map ----------------------------------------------------------------
    def zoom_by(self, factor: float, around: Point) -> None:
        """Zoom the map round a screen point; the map layer is drawn again at the new size."""
        view = self.screen_map.viewport.zoomed(factor, around)
        if view != self.screen_map.viewport:
            self.zoom = view.zoom
            self.screen_map = ScreenMap(self.game.board, view)
            self.painter.forget_map()
            self.select(self.selected)

    def pan_to(self, pan: tuple[int, int]) -> None:
        """Move the map (the map layer is only blitted elsewhere)."""
        self.screen_map = ScreenMap(self.game.board, self.screen_map.viewport.panned(pan))

    # --- the selection -----------------------------------------------------------------------
    def select(self, number: int | None) -> None:
        """Show what own train `number` may do (None: nothing selected)."""
        train = self.state.me.train(number) if number is not None else None
        if (train is None or train.position is None or not self.session.human_to_move()
                or self.state.boarding is not None):
            self.choices = None
            return
        self.building = None
        self.choices = train_choices(self.game, self.legal, train.number, self.layout)

    def next_boxed(self) -> int | None:
        """The train that leaves the box next, when building it is legal now."""
        return next((a.train for a in self.legal if isinstance(a, Build)), None)

    def must_build(self) -> bool:
        return self.state.round == 1 and not self.state.built

    def build_sites(self, number: int) -> set[str]:
        return {a.site for a in self.legal if isinstance(a, Build) and a.train == number}

    def hint(self) -> str:
        """The line under the map while no train is selected."""
        waiting = None
        if not self.session.human_to_move() and not self.game.is_over:
            waiting = self.waiting_line(self.state.seats[self.game.current_player or 0].name)
        return texts.hint(self.game.is_over, waiting, self.building, self.must_build())

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[self.session.seats[seat].colour].rgb(self.app.settings.colour_blind)

    # --- where things are, for the tests' clicks ------------------------------------------------
    def train_point(self, seat: int, number: int) -> Point | None:
        return self.screen_map.train_point(self.state, seat, number)

    def site_point(self, site: str) -> Point:
        return self.screen_map.site_point(site)

    def station_point(self, code: str) -> Point:
        return self.screen_map.station_point(code)

    def ride_point(self, label: str) -> Point:
        return self.screen_map.ride_point(label)

    def tray_point(self, seat: int) -> Point:
        return self.layout.title_row(seat).midright

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.log_panel.handle_event(event)
        if not self.pointer.handle_event(event):
            Scene.handle_event(self, event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.end_button:
            self.play(EndTurn())
        else:
            super().on_button(button)

    def on_key(self, event: pygame.event.Event) -> None:
        """+ and - zoom round the map's centre, 0 shows the whole map again (no wheel needed)."""
        centre = self.layout.map_area.center
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(ZOOM_STEP, centre)
        elif event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(1 / ZOOM_STEP, centre)
        elif event.key in (pygame.K_0, pygame.K_KP0):
            self.zoom_by(0.0, centre)
        else:
            super().on_key(event)

    # --- playing ---------------------------------------------------------------------------------
    def play(self, action: Action, drag: Drag | None = None) -> None:
        """Apply `action` for the seat to move and show it; if refused, say why."""
        path = self.game.ride_path(action) if isinstance(action, Ride) else []
        before = token_places(self.state)
        seat = self.state.turn
        hand = len(self.state.me.hand)
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self.refuse(drag, error.reason)
            self.refresh()
            return
        except OSError as error:
            self.say(texts.autosave_failed(error))
        else:
            self.status = ""
        self._show_move(action, seat, path, before, hand, drag)
        self.refresh()

    def refuse(self, drag: Drag | None, reason: str) -> None:
        """An illegal drop: the piece glides home and the reason is shown."""
        if drag is not None:
            self.motion.glide(drag.image, drag.corner, drag.home)
        self.say(reason)

    def play_computer(self) -> None:
        game = self.game
        was_human = self.session.human_to_move()
        # A copy sharing the board (never changed) tells the way a computer's ride goes.
        trial = (copy.deepcopy(game, {id(game.board): game.board})
                 if self.motion.speed != "off" else None)
        before = token_places(self.state)
        seat = self.state.turn
        hand = len(self.state.me.hand)
        try:
            action = self.session.play_computer()
        except OSError as error:
            self.say(texts.autosave_failed(error))
            action = None
        if action is not None:
            path = trial.ride_path(action) if trial and isinstance(action, Ride) else []
            self._show_move(action, seat, path, before, hand, None)
        self.refresh()
        if self.session.human_to_move() and not was_human:
            self.app.sounds.play("turn")

    def _show_move(self, action: Action, seat: int, path: list[str], before: dict[int, Where],
                   hand: int, drag: Drag | None) -> None:
        """Glide what `action` (played by `seat`) moved, and make its sounds."""
        screen, sounds = self.screen_map, self.app.sounds
        sound, arriving = glide_move(self.motion, screen, self.layout, self.state, action, seat,
                                     path, self.seat_rgb(seat), drag.corner if drag else None)
        self.arriving = arriving or self.arriving
        sounds.play(sound)
        if glide_tokens(self.motion, screen, self.state, before, self.tray_point):
            sounds.play("deliver")
        if seat == self.shown:
            deal(self.motion, self.layout, hand, len(self.state.seats[seat].hand))

    def undo(self) -> None:
        self._forget_choices()
        super().undo()

    def redo(self) -> None:
        self._forget_choices()
        super().redo()

    def _forget_choices(self) -> None:
        self.motion.clear()
        self.choices = None
        self.building = None
        self.dialogs.forget()

    # --- the frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Glides first; the game moves on (computer turns, hand-over, results) when they land."""
        self.motion.update(dt * self.pace())
        if self.arriving is not None and not self.motion.hides(self.arriving):
            self.arriving = None
            self.app.sounds.play("arrive")
        self.status_left -= dt
        if self.status_left <= 0:
            self.status = ""
        self._follow_seat_to_move()
        waiting = self.motion.busy or self.pointer.drag is not None
        if waiting or self.shown != (self.session.acting_seat or 0) and not self.game.is_over:
            Scene.update(self, dt)
        else:
            super().update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.painter.paint(surface)
