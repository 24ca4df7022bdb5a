"""The Koplopers board: the whole game played with the mouse.

Everything shown is read from the engine; every change goes through the
session's apply(). What may be done lights up from the engine's own list of
legal actions: click a train and the sections it can ride to light with their
cost, its other actions appear in the bar under the map; drag a train from
the organizer onto a lit site, a card onto a lit station, the repair card onto
an obstruction. A drop the rules refuse glides back and shows the engine's
reason. Trains glide along the sections they ride; tokens glide between
station, train and tray.
"""

from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.koplopers.actions import (
    Build,
    Change,
    EndTurn,
    Obstruct,
    Offer,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Split,
)
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.state import LETTERS, State
from game.ui.fonts import font, rendered
from game.ui.koplopers import board_draw, dialogs, map_help
from game.ui.koplopers.art import (
    LIT,
    REASON,
    SCRAP_LIT,
    card_back,
    obstruction_card,
    region_colour,
    repair_card,
    token_chip,
)
from game.ui.koplopers.choices import TrainChoices, draw_bar, train_choices
from game.ui.koplopers.dialogs import CLOSE, Button, Dialog, Sorting
from game.ui.koplopers.geometry import Viewport, geometry_for
from game.ui.koplopers.glides import Where, glide_ride, glide_tokens, glide_turn, token_places
from game.ui.koplopers.header import deck_rect, render_header
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.map_layer import SEA, render_map
from game.ui.koplopers.organizer import draw_hand, render_panels
from game.ui.koplopers.screen_map import Point, ScreenMap, corner
from game.ui.motion import Motion
from game.ui.palette import PANEL, PANEL_EDGE, SEAT_COLOURS, TEXT
from game.ui.scenes.backdrop import felt
from game.ui.scenes.base import Scene
from game.ui.scenes.game_screen import GameScene
from game.ui.session import Session
from game.ui.widgets.scroll_list import Entry, ScrollList, wrap

if TYPE_CHECKING:
    from game.ui.app import App

CLICK_SLOP = 6  # pixels a press may move and still be a click
ZOOM_STEP = 1.25


@dataclass
class Drag:
    """Something following the mouse: a train, a card, a token; and where it came from."""

    kind: str  # "train" (on the board), "build" (from the organizer), "card", "repair", "chip"
    subject: int | str
    image: pygame.Surface
    offset: Point
    start: Point
    pos: Point
    moved: bool = False

    @property
    def corner(self) -> Point:
        return (self.pos[0] - self.offset[0], self.pos[1] - self.offset[1])

    @property
    def home(self) -> Point:
        return (self.start[0] - self.offset[0], self.start[1] - self.offset[1])


@dataclass
class Pan:
    """A press on the map: it pans when the mouse moves, else it is a click on the map."""

    start: Point
    pan: tuple[int, int]
    moved: bool = False


class KoplopersBoardScene(GameScene):
    def __init__(self, app: App, session: Session) -> None:
        game = session.game
        assert isinstance(game, KoplopersGame)
        self.motion = Motion()
        self.drag: Drag | None = None
        self.panning: Pan | None = None
        self.mouse: Point = (0, 0)
        self.hover = ""
        self.choices: TrainChoices | None = None  # the selected own train's actions
        self.building: int | None = None  # a boxed train picked up by a click, not a drag
        self.sorting: Sorting | None = None  # tokens sorted for changing trains or a split
        self.offering: tuple[int, int, int] | None = None  # an offer's (train, seat, other)
        self.dialog: Dialog | None = None
        self.zoom = 1.0
        self.shown = game.current_player if game.current_player is not None else 0
        self._static: pygame.Surface | None = None
        self._panels: tuple[pygame.Surface, tuple[int, int]] | None = None
        self.end_reason = ""
        self.arriving: tuple[str, int, int] | None = None  # the train gliding to its stop
        self._backdrop_image: pygame.Surface | None = None
        self._backdrop_key: tuple[object, ...] = ()
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

    def _render_header(self) -> pygame.Surface:
        return render_header(self.game, self.session.seats, self.layout, self.confirm_title())

    def _relayout(self) -> None:
        self.layout = BoardLayout(self.size, len(self.state.seats), self.shown)
        area = self.layout.map_area
        geometry = geometry_for(self.game.board)
        view = Viewport((area.x, area.y, area.w, area.h), (geometry.width, geometry.height),
                        self.zoom)
        self.screen_map = ScreenMap(self.game.board, view)
        self._static = None
        self._panels = None

    def _static_layer(self) -> pygame.Surface:
        """The map, drawn once per size and zoom."""
        if self._static is None:
            screen = self.screen_map
            layer = render_map(self.game.board, screen.geometry, screen.viewport)
            self._static = layer.convert() if pygame.display.get_surface() else layer
        return self._static

    def refresh(self) -> None:
        game = self.game
        key = self.state_key()
        if key == self._state_key:
            return
        self._state_key = key
        human = self.session.human_to_move()
        self.legal = game.legal_actions() if human else []
        end = EndTurn()
        self.end_reason = (game.why_illegal(end) or "") if human else ""
        self.end_button.visible = not game.is_over and not self.session.awaiting_confirm
        self.end_button.enable() if not self.end_reason else self.end_button.disable()
        self.results_button.visible = game.is_over
        self.log_panel.set_entries([Entry(line) for line in self.session.log])
        self.sync_buttons()
        self._header = self._render_header()
        self._panels = None
        if self.building is not None and not self._build_sites(self.building):
            self.building = None
        self._check_transfer()
        self._select(self.selected)
        self._rebuild_dialog()

    def _face_up(self) -> bool:
        """The big organizer's hand is shown only to its own (human) seat, while it moves,
        once that seat has taken the screen (after the hand-over, when there is one); and
        while its finished turn awaits the Confirm."""
        seat = self.session.acting_seat
        return seat == self.shown == self.session.viewer() and not self.session.needs_handover()

    def _panel_layer(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The organizer cards, drawn once per change of the game."""
        if self._panels is None:
            self._panels = render_panels(self.game, self.layout, self.session.seats,
                                         self.app.settings.colour_blind, self._face_up(),
                                         self.game.current_player)
        return self._panels

    def _follow_seat_to_move(self) -> None:
        """Give the big organizer to the seat to move, once the last glides have landed."""
        seat = self.session.acting_seat
        if seat is not None and seat != self.shown and not self.motion.busy and not self.drag:
            self.shown = seat
            self.layout = BoardLayout(self.size, len(self.state.seats), self.shown)
            self._panels = None
            self._header = self._render_header()
            self._select(self.selected)
            self._rebuild_dialog()

    # --- choices: the selected train, the dialogs ------------------------------------------------
    def _select(self, number: int | None) -> None:
        """Show what own train `number` may do (None: nothing selected)."""
        train = self.state.me.train(number) if number is not None else None
        if (train is None or train.position is None or not self.session.human_to_move()
                or self.state.boarding is not None):
            self.choices = None
            return
        self.building = None
        self.choices = train_choices(self.game, self.legal, train.number, self.layout)

    def _next_boxed(self) -> int | None:
        """The train that leaves the box next, when building it is legal now."""
        return next((a.train for a in self.legal if isinstance(a, Build)), None)

    def _must_build(self) -> bool:
        return self.state.round == 1 and not self.state.built

    def _build_sites(self, number: int) -> set[str]:
        return {a.site for a in self.legal if isinstance(a, Build) and a.train == number}

    def _check_transfer(self) -> None:
        """Close a dialog of the scene's own whose trains can no longer take part."""
        offering, sorting = self.offering, self.sorting
        if offering is not None and self.state.draft is None and not any(
                isinstance(a, Offer) and a.train == offering[0] for a in self.legal):
            self.offering = None
        if sorting is not None and not any(self._sorted_by(a, sorting) for a in self.legal):
            self.sorting = None

    @staticmethod
    def _sorted_by(action: Action, sorting: Sorting) -> bool:
        """Whether `action` is one the sorting dialog could end in (its trains can take part)."""
        if sorting.kind == "split":
            return isinstance(action, Split) and action.train == sorting.train
        return isinstance(action, Change) and (action.train, action.other) == (
            sorting.train, sorting.other)

    def _rebuild_dialog(self) -> None:
        """The dialog the engine's state (or the scene's own choice) calls for, if any."""
        game, s, layout = self.game, self.state, self.layout
        self.dialog = None
        if not self.session.human_to_move() or game.is_over:
            return
        if s.draft is not None and s.draft.proposed:
            self.dialog = dialogs.answer(game, layout)
        elif s.boarding is not None:
            self.dialog = dialogs.boarding(game, layout)
        elif s.draft is not None:
            self.dialog = dialogs.offer(game, layout, s.draft.train, s.draft.seat, s.draft.other)
        elif self.offering is not None:
            self.dialog = dialogs.offer(game, layout, *self.offering)
        elif self.sorting is not None and self.sorting.kind == "change":
            self.dialog = dialogs.change_trains(game, layout, self.sorting)
        elif self.sorting is not None:
            self.dialog = dialogs.split(game, layout, self.sorting,
                                        self._split_lines(self.sorting.train))

    def _split_lines(self, number: int) -> list[str]:
        return sorted({a.to for a in self.legal if isinstance(a, Split) and a.train == number})

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
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.map_area.collidepoint(self.mouse) and not self.dialog:
                self.zoom_by(ZOOM_STEP if event.y > 0 else 1 / ZOOM_STEP, self.mouse)
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self._press(event.pos):
                return
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1
              and (self.drag or self.panning)):
            self.mouse = event.pos
            self._release(event.pos)
            return
        Scene.handle_event(self, event)

    def zoom_by(self, factor: float, around: Point) -> None:
        """Zoom the map round a screen point; the map layer is drawn again at the new size."""
        view = self.screen_map.viewport.zoomed(factor, around)
        if view != self.screen_map.viewport:
            self.zoom = view.zoom
            self.screen_map = ScreenMap(self.game.board, view)
            self._static = None
            self._select(self.selected)

    def _motion(self, pos: Point) -> None:
        self.mouse = pos
        if self.drag:
            self.drag.pos = pos
            self.drag.moved = self.drag.moved or math.dist(pos, self.drag.start) > CLICK_SLOP
        elif self.panning:
            p = self.panning
            p.moved = p.moved or math.dist(pos, p.start) > CLICK_SLOP
            if p.moved:
                view = self.screen_map.viewport.panned(
                    (p.pan[0] + pos[0] - p.start[0], p.pan[1] + pos[1] - p.start[1]))
                self.screen_map = ScreenMap(self.game.board, view)
        self.hover = self._hover_text(pos)

    def _hover_text(self, pos: Point) -> str:
        """What the mouse is on, in words: a token in a dialog, or whatever is on the map."""
        if self.dialog is not None:
            chip = self.dialog.chip_at(pos)
            if chip is None:
                return ""
            face = self.game.board.tokens[chip.token]
            where = self.game.board.station_name(face.destination)
            words = f"{face.passengers} passengers for {where}"
            return f"{words}: {chip.reason}" if chip.reason else words
        if self.layout.map_area.collidepoint(pos):
            return self.screen_map.describe(self.state, pos)
        return ""

    def _press(self, pos: Point) -> bool:
        """Start a drag, a pan or a click; True when the press was the board's."""
        if self.dialog is not None:
            return self._press_dialog(pos)
        on_map = self.layout.map_area.collidepoint(pos)
        playing = self.session.human_to_move() and not self.motion.busy
        if on_map and not playing:
            self.panning = Pan(pos, self.screen_map.viewport.pan)
            return True
        if not playing:
            return False
        for button in self.choices.bar if self.choices else []:
            if button.rect.collidepoint(pos):
                self._bar_button(button)
                return True
        if self._press_organizer(pos):
            return True
        if not on_map:
            return False
        screen = self.screen_map
        hit = screen.train_at(self.state, pos)
        if hit is not None and hit[0] == self.state.turn:
            point = self.train_point(*hit)
            near = point is not None and math.dist(pos, point) <= screen.px["train"] * 0.3
            if near or self._lit_at(pos) is None:  # a lit section beside a train wins
                self._pick_up_train(hit[1], pos)
                return True
        self.panning = Pan(pos, screen.viewport.pan)  # pans, or else it is a click on the map
        return True

    def _pick_up_train(self, number: int, pos: Point) -> None:
        train = self.state.me.trains[number - 1]
        assert train.position is not None
        image = self.screen_map.train_image(self._seat_rgb(self.state.turn),
                                            train.guest is not None, train.position)
        top_left = corner(image, self.screen_map.position_point(train.position))
        self.drag = Drag("train", number, image, (pos[0] - top_left[0], pos[1] - top_left[1]),
                         pos, pos)

    def _press_organizer(self, pos: Point) -> bool:
        layout = self.layout
        seat = self.state.turn
        if self.shown != seat:
            return False
        me = self.state.me
        for train in me.trains:
            if layout.train_icon(seat, train.number).collidepoint(pos):
                if train.position is None and train.carried_by is None:
                    image = self.screen_map.train_image(self._seat_rgb(seat), False, None)
                    self._start_drag("build", train.number, image, pos)
                else:
                    self._select(train.number)
                return True
        for index, code in enumerate(me.hand if self._face_up() else []):
            if layout.hand_card(index).collidepoint(pos):
                self._start_drag("card", code, obstruction_card(code, layout.card), pos,
                                 layout.hand_card(index))
                return True
        if me.repair and layout.repair_card().collidepoint(pos):
            self._start_drag("repair", "repair", repair_card(layout.card), pos,
                             layout.repair_card())
            return True
        return False

    def _start_drag(self, kind: str, subject: int | str, image: pygame.Surface, pos: Point,
                    rect: pygame.Rect | None = None) -> None:
        rect = rect or image.get_rect(center=pos)
        self.drag = Drag(kind, subject, image, (pos[0] - rect.x, pos[1] - rect.y), pos, pos)
        self.app.sounds.play("pick")

    def _press_dialog(self, pos: Point) -> bool:
        dialog = self.dialog
        assert dialog is not None
        button = dialog.button_at(pos)
        if button is not None:
            self._dialog_button(button)
            return True
        chip = dialog.chip_at(pos)
        if chip is not None:
            face = self.game.board.tokens[chip.token]
            image = token_chip(face.passengers, face.destination,
                               region_colour(self.game.board, face.destination), chip.rect.h)
            self._start_drag("chip", chip.token, image, pos, chip.rect)
            return True
        return self.layout.map_area.collidepoint(pos)

    def _release(self, pos: Point) -> None:
        if self.panning is not None:
            clicked = not self.panning.moved
            self.panning = None
            if clicked and self.session.human_to_move() and not self.motion.busy:
                self._map_click(pos)
            return
        drag = self.drag
        assert drag is not None
        self.drag = None
        drops = {"train": self._drop_train, "build": self._drop_build, "card": self._drop_card,
                 "repair": self._drop_repair, "chip": self._drop_chip}
        drops[drag.kind](drag, pos)

    def _refuse(self, drag: Drag | None, reason: str) -> None:
        """An illegal drop: the piece glides home and the reason is shown."""
        if drag is not None:
            self.motion.glide(drag.image, drag.corner, drag.home)
        self.say(reason)

    def _drop_train(self, drag: Drag, pos: Point) -> None:
        number = int(drag.subject)
        if not drag.moved:
            self._select(None if self.selected == number else number)
            return
        self._select(number)
        action = self._lit_at(pos)
        if action is None:
            self._refuse(drag, self._no_target_reason(number, pos))
        else:
            self._play(action, drag)

    def _lit_at(self, pos: Point) -> Ride | Scrap | None:
        """The selected train's ride or scrap lit nearest to `pos`, if one is under it."""
        if self.choices is None:
            return None
        screen = self.screen_map
        found: list[tuple[float, Ride | Scrap]] = []
        site = screen.section_at(pos, sites=True)
        if site is not None:
            name = self.game.board.sections[site[0]].site
            if name in self.choices.scraps:
                found.append((site[1], self.choices.scraps[name]))
        section = screen.section_at(pos, sites=False)
        position = screen.position_at(pos, self.choices.rides)
        if section is not None and position in self.choices.rides:
            found.append((section[1], self.choices.rides[position][0]))
        return min(found, key=lambda pair: pair[0])[1] if found else None

    def _no_target_reason(self, number: int, pos: Point) -> str:
        site = self.screen_map.site_at(pos)
        if site is not None:
            return self.game.why_illegal(Scrap(number, site)) or "that site is not lit"
        position = self.screen_map.position_at(pos)
        if position is not None:
            label = self.game.board.label(position)
            return self.game.why_illegal(Ride(number, label)) or "that section is not lit"
        return "drop the train on a lit section (or a lit construction site to scrap it)"

    def _map_click(self, pos: Point) -> None:
        screen = self.screen_map
        if self.building is not None and screen.site_at(pos) is not None:
            self._build(self.building, str(screen.site_at(pos)), None)
            return
        if self.selected is not None:
            action = self._lit_at(pos)
            if action is not None:
                self._play(action)
                return
            if screen.site_at(pos) is not None or screen.position_at(pos) is not None:
                self.say(self._no_target_reason(self.selected, pos))
                return
        self._select(None)

    def _drop_build(self, drag: Drag, pos: Point) -> None:
        number = int(drag.subject)
        if not drag.moved:  # a click: pick the train up, then click a site
            self._select(None)
            self.building = None if self.building == number else number
            if self.building is not None and not self._build_sites(number):
                self.building = None
                any_site = next(iter(self.game.board.sites))
                self.say(self.game.why_illegal(Build(number, any_site)) or "no site is free")
            return
        target = self.screen_map.site_at(pos)
        if target is None:
            self._refuse(drag, "drop the train on a lit construction site (red, with its mark)")
        else:
            self._build(number, target, drag)

    def _build(self, number: int, site: str, drag: Drag | None) -> None:
        reason = self.game.why_illegal(Build(number, site))
        if reason:
            self._refuse(drag, reason)
        else:
            self.building = None
            self._play(Build(number, site), drag)

    def _drop_card(self, drag: Drag, pos: Point) -> None:
        code = str(drag.subject)
        station = self.screen_map.station_at(pos)
        name = self.game.board.station_name(code)
        if station is None:
            self._refuse(drag, f"drop the card on its station, {code} ({name})")
        elif station != code:
            self._refuse(drag, f"this card obstructs {name} ({code}), not {station}")
        else:
            self._play(Obstruct(code), drag)

    def _drop_repair(self, drag: Drag, pos: Point) -> None:
        station = self.screen_map.station_at(pos)
        letters = [x for x in LETTERS if station and self.state.obstructions[x] == station]
        if letters:
            self._play(Repair(letters[0]), drag)
        else:
            self._refuse(drag, "drop the repair card on an obstruction token")

    def _drop_chip(self, drag: Drag, pos: Point) -> None:
        """A token clicked, or dragged to the other side of the dialog."""
        dialog = self.dialog
        assert dialog is not None
        chip = next(c for side in dialog.sides for c in side.chips if c.token == drag.subject)
        side = next(i for i, s in enumerate(dialog.sides) if chip in s.chips)
        if drag.moved and not self.layout.dialog_side(1 - side).collidepoint(pos):
            self.motion.glide(drag.image, drag.corner, drag.home)
        elif dialog.kind in ("split", "change"):
            assert self.sorting is not None
            self.sorting.moving ^= {chip.token}
            self._rebuild_dialog()
        elif chip.action is not None:
            self._play(chip.action)
        elif chip.reason:
            self._refuse(drag if drag.moved else None, chip.reason)

    def _bar_button(self, button: Button) -> None:
        if isinstance(button.action, Action):
            self._play(button.action)
            return
        assert isinstance(button.action, str) and self.selected is not None
        kind, seat, other = button.action.split(":")
        if kind == "split":
            guest = self.state.me.trains[self.selected - 1].guest
            assert guest is not None
            self.sorting = Sorting(kind, self.selected, guest,
                                   platform=self._split_lines(self.selected)[0])
        elif kind == "change":
            first, second = sorted((self.selected, int(other)))
            self.sorting = Sorting(kind, first, second)
        else:
            self.offering = (self.selected, int(seat), int(other))
        self._rebuild_dialog()

    def _dialog_button(self, button: Button) -> None:
        action = button.action
        if not button.enabled:
            self.say(button.reason)
        elif action == CLOSE:
            self.offering = self.sorting = None
            self._rebuild_dialog()
        elif isinstance(action, str):  # a line for the split-off train
            assert self.sorting is not None
            self.sorting.platform = action
            self._rebuild_dialog()
        elif isinstance(action, Action):
            if isinstance(action, (Split, Change)):
                self.sorting = None
            self._play(action)
            if self.state.draft is None and self.offering:
                self.offering = None  # proposed and answered, or withdrawn
                self._rebuild_dialog()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.end_button:
            self._play(EndTurn())
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
    def _play(self, action: Action, drag: Drag | None = None) -> bool:
        """Apply `action` for the seat to move and animate it; False (with why) if refused."""
        game = self.game
        path = game.ride_path(action) if isinstance(action, Ride) else []
        before = token_places(self.state)
        seat = self.state.turn
        hand = len(self.state.me.hand)
        try:
            self.session.apply(action)
        except IllegalAction as error:
            self._refuse(drag, error.reason)
            self.refresh()
            return False
        except OSError as error:
            self.say(f"The game could not be autosaved: {error}")
        else:
            self.status = ""
        self._animate(action, seat, path, before, drag)
        self._deal(seat, hand)
        self.refresh()
        return True

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
            self.say(f"The game could not be autosaved: {error}")
            action = None
        if action is not None:
            path = trial.ride_path(action) if trial and isinstance(action, Ride) else []
            self._animate(action, seat, path, before, None)
            self._deal(seat, hand)
        self.refresh()
        if self.session.human_to_move() and not was_human:
            self.app.sounds.play("turn")

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
        self.offering = self.sorting = None

    def _animate(self, action: Action, seat: int, path: list[str], before: dict[int, Where],
                 drag: Drag | None) -> None:
        sounds = self.app.sounds
        screen = self.screen_map
        trains = self.state.seats[seat].trains
        if isinstance(action, Ride):
            train = trains[action.train - 1]
            self.arriving = ("train", seat, action.train)
            glide_ride(self.motion, screen, path, self._seat_rgb(seat), train.guest is not None,
                       self.arriving)
            sounds.play("depart")
        elif isinstance(action, Reverse):
            train = trains[action.train - 1]
            assert train.position is not None
            glide_turn(self.motion, screen, train.position, self._seat_rgb(seat),
                       train.guest is not None, ("train", seat, action.train))
            sounds.play("drop")
        elif isinstance(action, Build) and trains[action.train - 1].position is not None:
            train = trains[action.train - 1]
            assert train.position is not None
            image = screen.train_image(self._seat_rgb(seat), False, train.position)
            icon = self.layout.train_icon(seat, action.train)
            start = drag.corner if drag else corner(image, icon.center)
            end = corner(image, screen.position_point(train.position))
            self.motion.glide(image, start, end, ("train", seat, action.train))
            sounds.play("drop")
        else:
            sounds.play("drop")
        if glide_tokens(self.motion, screen, self.state, before, self.tray_point):
            sounds.play("deliver")

    def _deal(self, seat: int, before: int) -> None:
        """Cards drawn to refill a hand glide face down from the deck to the organizer."""
        drawn = len(self.state.seats[seat].hand) - before
        if drawn <= 0 or seat != self.shown:
            return
        deck = deck_rect(self.layout)
        back = card_back(self.layout.card)
        for k in range(drawn):
            self.motion.glide(back, deck.topleft, self.layout.hand_card(before + k).topleft,
                              delay=k * 0.5)

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
        waiting = self.motion.busy or self.drag is not None
        if waiting or self.shown != (self.session.acting_seat or 0) and not self.game.is_over:
            Scene.update(self, dt)
        else:
            super().update(dt)

    def _backdrop(self) -> pygame.Surface:
        """Everything that changes only with the game, the window, the zoom or the pan.

        Felt, header, map with its waiting tokens and obstructions, organizer cards:
        one opaque picture, so a frame starts with a single blit.
        """
        key = (self._state_key, self.screen_map.viewport, id(self._static_layer()),
               id(self._panel_layer()[0]), id(self._header))
        if self._backdrop_key != key or self._backdrop_image is None:
            layout = self.layout
            image = felt(self.size).copy()
            pygame.draw.rect(image, PANEL, (0, 0, self.size[0], layout.header))
            image.blit(self._header, (0, 0))
            image.set_clip(layout.map_area)
            image.fill(SEA, layout.map_area)
            image.blit(self._static_layer(), self.screen_map.viewport.origin)
            board_draw.draw_labels(image, self.screen_map, self.state)
            board_draw.draw_obstructions(image, self.screen_map, self.state)
            image.set_clip(None)
            pygame.draw.rect(image, PANEL_EDGE, layout.map_area, 1)
            image.blit(*self._panel_layer())
            self._backdrop_image, self._backdrop_key = image, key
        return self._backdrop_image

    def draw_scene(self, surface: pygame.Surface) -> None:
        layout = self.layout
        surface.blit(self._backdrop(), (0, 0))
        surface.set_clip(layout.map_area)
        self._draw_board(surface)
        surface.set_clip(None)
        self._draw_hand(surface)
        draw_bar(surface, layout, self.choices, self._hint())
        self.log_panel.draw(surface)
        if self.end_reason and not self.game.is_over:
            self._draw_end_reason(surface)
        if self.dialog is not None:
            dialogs.draw(surface, self.dialog, layout, self.game, self._chip_away)
        map_help.draw(surface, self.screen_map, self.state,
                      None if self.dialog or self.drag else self.mouse, layout.map_area)
        self.motion.draw(surface)
        if self.drag and (self.drag.moved or self.drag.kind != "train"):
            shadow = pygame.Surface(self.drag.image.get_size(), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 60))
            surface.blit(shadow, (self.drag.corner[0] + 4, self.drag.corner[1] + 5))
            surface.blit(self.drag.image, self.drag.corner)
        line = self.status or self.hover
        if line:
            colour = REASON if self.status else TEXT
            text = rendered(line, layout.scaled(15), bool(self.status), colour)
            surface.blit(text, layout.status.topleft)

    def _draw_board(self, surface: pygame.Surface) -> None:
        screen, state, drag = self.screen_map, self.state, self.drag
        if drag is not None and drag.kind == "repair":
            for letter in {a.letter for a in self.legal if isinstance(a, Repair)}:
                station = state.obstructions[letter]
                assert station is not None
                board_draw.draw_station_ring(surface, screen, station)
        if self.choices is not None:
            board_draw.draw_rides(surface, screen, state, {p: cost for p, (_, cost)
                                                           in self.choices.rides.items()})
            board_draw.draw_sites(surface, screen, self.choices.scraps, "scrap",
                                  SCRAP_LIT)
        building = int(drag.subject) if drag and drag.kind == "build" else self.building
        if building is None and self.choices is None and self._must_build():
            building = self._next_boxed()
        if building is not None:
            board_draw.draw_sites(surface, screen, self._build_sites(building), "build",
                                  LIT)
        if drag is not None and drag.kind == "card" and Obstruct(str(drag.subject)) in self.legal:
            board_draw.draw_station_ring(surface, screen, str(drag.subject))
        carried = drag.subject if drag and drag.kind == "train" and drag.moved else None
        turn = state.turn

        def hidden(seat: int, number: int) -> bool:
            return (self.motion.hides(("train", seat, number))
                    or seat == turn and number == carried)

        looks = [(self._seat_rgb(i), SEAT_COLOURS[s.colour].letter)
                 for i, s in enumerate(self.session.seats)]
        selected = (turn, self.selected) if self.selected is not None else None
        board_draw.draw_trains(surface, screen, state, looks, hidden, selected)

    def _chip_away(self, token: int) -> bool:
        return self.drag is not None and self.drag.kind == "chip" and self.drag.subject == token

    def _seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[self.session.seats[seat].colour].rgb(self.app.settings.colour_blind)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        seat = self.state.seats[self.shown]
        drag = self.drag
        dragged = str(drag.subject) if drag and drag.kind in ("card", "repair") else None
        playable = {a.station for a in self.legal if isinstance(a, Obstruct)}
        repair_lit = any(isinstance(a, Repair) for a in self.legal)
        draw_hand(surface, self.layout, seat.hand if self._face_up() else [], seat.repair,
                  playable, repair_lit, dragged)
        if drag is not None and drag.kind == "build":  # the train is out of its box
            icon = self.layout.train_icon(self.shown, int(drag.subject))
            pygame.draw.rect(surface, (24, 28, 34), icon, border_radius=self.layout.scaled(5))
        boxed = self._next_boxed()
        if boxed is not None and self.shown == self.state.turn:
            icon = self.layout.train_icon(self.shown, boxed)
            pygame.draw.rect(surface, LIT, icon, 2, border_radius=self.layout.scaled(5))

    def _hint(self) -> str:
        game = self.game
        if game.is_over:
            return "The game is over."
        if not self.session.human_to_move():
            return self.waiting_line(self.state.seats[game.current_player or 0].name)
        if self.building is not None:
            return f"Click a lit construction site to build train {self.building} there."
        if self._must_build():
            return "Drag your first train from your organizer onto a lit construction site."
        return ("Click one of your trains to see what it can do; drag cards onto stations; "
                "wheel or +/- zooms, drag the map to pan.")

    def _draw_end_reason(self, surface: pygame.Surface) -> None:
        """Why the turn cannot end yet, over the End turn button."""
        layout = self.layout
        size = layout.scaled(13)
        lines = wrap(f"End turn: {self.end_reason}", font(size), layout.end_turn.w)
        step = font(size).get_linesize()
        y = layout.end_turn.y - layout.scaled(4) - len(lines) * step
        pygame.draw.rect(surface, PANEL, (layout.end_turn.x, y, layout.end_turn.w,
                                          len(lines) * step))
        for text in lines:
            surface.blit(rendered(text, size, False, REASON), (layout.end_turn.x, y))
            y += step
