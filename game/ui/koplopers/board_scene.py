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
    Call,
    Combine,
    EndTurn,
    Obstruct,
    Offer,
    Repair,
    Reverse,
    Ride,
    Scrap,
    Shift,
    Split,
)
from game.engine.koplopers.board import Position
from game.engine.koplopers.game import KoplopersGame
from game.engine.koplopers.state import LETTERS, State, Train
from game.ui.fonts import font
from game.ui.freight.motion import Motion
from game.ui.koplopers import dialogs
from game.ui.koplopers.art import (
    number_tag,
    obstruction_card,
    obstruction_token,
    repair_card,
    token_chip,
    train_degrees,
    train_sprite,
)
from game.ui.koplopers.dialogs import CLOSE, Button, Dialog, SplitChoice
from game.ui.koplopers.geometry import Viewport, geometry_for
from game.ui.koplopers.header import render_header
from game.ui.koplopers.layout import BoardLayout
from game.ui.koplopers.map_layer import SEA, render_map, sizes
from game.ui.koplopers.organizer import region_colour, render_panels, train_place
from game.ui.palette import PANEL, PANEL_EDGE, SEAT_COLOURS, TEXT, TEXT_DIM
from game.ui.scenes.backdrop import felt
from game.ui.scenes.base import Scene
from game.ui.scenes.game_screen import GameScene
from game.ui.session import Session
from game.ui.widgets.scroll_list import Entry, ScrollList

if TYPE_CHECKING:
    from game.ui.app import App

Point = tuple[int, int]
LIT = (250, 214, 90)
SCRAP_LIT = (255, 120, 90)
REASON = (255, 150, 120)
CLICK_SLOP = 6  # pixels a press may move and still be a click
# Where a token is: ("station", code), ("train", (seat, number)) or ("tray", seat).
Where = tuple[str, str | int | tuple[int, int]]


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
    start: Point
    pan: tuple[int, int]
    moved: bool = False


class KoplopersBoardScene(GameScene):
    def __init__(self, app: App, session: Session) -> None:
        game = session.game
        assert isinstance(game, KoplopersGame)
        self.geometry = geometry_for(game.board)
        self.motion = Motion()
        self.drag: Drag | None = None
        self.panning: Pan | None = None
        self.mouse: Point = (0, 0)
        self.hover = ""
        self.status_left = 0.0
        self.selected: int | None = None  # the own train whose actions are shown
        self.building: int | None = None  # a boxed train picked up by a click, not a drag
        self.rides: dict[Position, tuple[Ride, int]] = {}
        self.scraps: dict[str, Scrap] = {}
        self.bar: list[Button] = []
        self.split_choice: SplitChoice | None = None
        self.transfer: tuple[str, int, int, int] | None = None  # (kind, train, seat, other)
        self.dialog: Dialog | None = None
        self.zoom = 1.0
        self.shown = game.current_player if game.current_player is not None else 0
        self._static: pygame.Surface | None = None
        self._panels: pygame.Surface | None = None
        self.end_reason = ""
        super().__init__(app, session)

    @property
    def game(self) -> KoplopersGame:
        game = self.session.game
        assert isinstance(game, KoplopersGame)
        return game

    @property
    def state(self) -> State:
        return self.game.state

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

    def _relayout(self) -> None:
        self.layout = BoardLayout(self.size, len(self.state.seats), self.shown)
        area = self.layout.map_area
        self.viewport = Viewport((area.x, area.y, area.w, area.h),
                                 (self.geometry.width, self.geometry.height), self.zoom)
        self._static = None
        self._panels = None

    def _static_layer(self) -> pygame.Surface:
        if self._static is None:
            layer = render_map(self.game.board, self.geometry, self.viewport)
            self._static = layer.convert() if pygame.display.get_surface() else layer
        return self._static

    def refresh(self) -> None:
        game = self.game
        key = (len(game.actions), game.current_player, len(self.session.redo_stack))
        if key == self._state_key:
            return
        self._state_key = key
        human = self.session.human_to_move()
        self.legal = game.legal_actions() if human else []
        end = EndTurn()
        self.end_reason = "" if end in self.legal else (
            game.why_illegal(end) or "") if human else ""
        self.end_button.visible = not game.is_over
        self.end_button.enable() if end in self.legal else self.end_button.disable()
        self.results_button.visible = game.is_over
        self.log_panel.set_entries([Entry(line) for line in self.session.log])
        for widget, allowed in ((self.undo_button, self.session.can_undo()),
                                (self.redo_button, self.session.can_redo())):
            widget.enable() if allowed else widget.disable()
        self._header = self._render_header()
        self._panels = None
        if self.selected is not None and not self._selectable(self.selected):
            self.selected = None
        if self.building is not None and not any(
                isinstance(a, Build) and a.train == self.building for a in self.legal):
            self.building = None
        self._check_transfer()
        self._show_train_actions()
        self._rebuild_dialog()

    def _render_header(self) -> pygame.Surface:
        return render_header(self.game, self.session.seats, self.layout)

    def _face_up(self) -> bool:
        """The big organizer's hand is shown only to its own (human) seat, while it moves."""
        game = self.game
        seat = game.current_player
        return (seat == self.shown and self.session.human_to_move()
                and self.session.viewer() == seat)

    def _panel_layer(self) -> pygame.Surface:
        if self._panels is None:
            self._panels = render_panels(self.game, self.layout, self.session.seats,
                                         self.app.settings.colour_blind, self._face_up(),
                                         self.game.current_player)
        return self._panels

    def _follow_seat_to_move(self) -> None:
        seat = self.game.current_player
        if seat is not None and seat != self.shown and not self.motion.busy and not self.drag:
            self.shown = seat
            self.layout = BoardLayout(self.size, len(self.state.seats), self.shown)
            self._panels = None
            self._header = self._render_header()
            self._rebuild_dialog()
            self._show_train_actions()

    # --- what the selected train may do ----------------------------------------------------------
    def _selectable(self, number: int) -> bool:
        train = self.state.me.train(number)
        return (self.session.human_to_move() and train is not None
                and train.position is not None and self.state.boarding is None)

    def _show_train_actions(self) -> None:
        """Light the selected train's rides and scrap sites and fill the action bar."""
        self.rides, self.scraps, self.bar = {}, {}, []
        number = self.selected
        if number is None:
            return
        game = self.game
        board = game.board
        train = self.state.me.trains[number - 1]
        assert train.position is not None
        entries: list[tuple[str, Action | str]] = []
        partners: dict[tuple[str, int, int], str] = {}
        for action in self.legal:
            if getattr(action, "train", None) != number and not isinstance(action, Shift):
                continue
            if isinstance(action, Ride):
                to = board.position(action.to)
                assert to is not None
                self.rides[to] = (action, len(game.ride_path(action)) - 1)
            elif isinstance(action, Scrap):
                site_section = board.site_section[action.site]
                if train.position[0] == site_section:
                    cost = 2 if train.guest is not None else 1
                    entries.append((f"Scrap here ({cost})", action))
                else:
                    self.scraps[action.site] = action
            elif isinstance(action, Reverse):
                entries.append(("Reverse (1)", action))
            elif isinstance(action, Call):
                station = board.facing_station(train.position)
                entries.append((f"Call at {station} (free)", action))
            elif isinstance(action, Combine):
                entries.append((f"Combine with train {action.other}", action))
            elif isinstance(action, Split):
                partners[("split", 0, 0)] = "Split…"
            elif isinstance(action, Shift) and action.token in train.tokens:
                partners[("shift", self.state.turn, action.train)] = (
                    f"Change trains with {action.train}…")
            elif isinstance(action, Offer):
                name = self.state.seats[action.seat].name
                partners[("offer", action.seat, action.other)] = (
                    f"Exchange with {name}'s {action.other}…")
        entries += [(label, f"{kind}:{seat}:{other}") for (kind, seat, other), label
                    in partners.items()]
        s = self.layout.scaled
        x = self.layout.action_bar.x + s(96)
        face = font(s(14), True)
        bar = self.layout.action_bar
        for label, command in entries:
            width = face.size(label)[0] + s(20)
            rect = pygame.Rect(x, bar.y + s(2), width, bar.h - s(4))
            self.bar.append(Button(rect, label, command))
            x += width + s(6)
        if not self.rides and not entries:
            self.say(f"Train {number} can do nothing now: {self._stuck_reason(train)}")

    def _stuck_reason(self, train: Train) -> str:
        assert train.position is not None
        onward = self.game.board.steps[train.position]
        if onward:
            label = self.game.board.label(onward[0][0])
            return self.game.why_illegal(Ride(train.number, label)) or "it may not ride"
        return self.game.why_illegal(Reverse(train.number)) or "it may not move"

    def _check_transfer(self) -> None:
        """Close a local dialog whose trains are no longer where it needs them."""
        if self.transfer is not None:
            kind, train, seat, other = self.transfer
            mates = {(type(a), getattr(a, "train", None)) for a in self.legal}
            if kind == "shift" and (Shift, other) not in mates and (Shift, train) not in mates:
                self.transfer = None
            if kind == "offer" and self.state.draft is None and (Offer, train) not in mates:
                self.transfer = None
        if self.split_choice is not None and not any(
                isinstance(a, Split) and a.train == self.split_choice.train for a in self.legal):
            self.split_choice = None

    def _rebuild_dialog(self) -> None:
        game, s, layout = self.game, self.state, self.layout
        human = self.session.human_to_move()
        self.dialog = None
        if not human or game.is_over:
            return
        if s.draft is not None and s.draft.proposed:
            self.dialog = dialogs.answer(game, layout)
        elif s.boarding is not None:
            self.dialog = dialogs.boarding(game, layout)
        elif s.draft is not None:
            d = s.draft
            self.dialog = dialogs.offer(game, layout, d.train, d.seat, d.other)
        elif self.transfer is not None:
            kind, train, seat, other = self.transfer
            self.dialog = (dialogs.change_trains(game, layout, train, other) if kind == "shift"
                           else dialogs.offer(game, layout, train, seat, other))
        elif self.split_choice is not None:
            platforms = sorted({a.to for a in self.legal
                                if isinstance(a, Split) and a.train == self.split_choice.train})
            self.dialog = dialogs.split(game, layout, self.split_choice, platforms)

    # --- where things are on screen -----------------------------------------------------------
    def station_point(self, code: str) -> Point:
        return self.viewport.to_screen(self.geometry.stations[code])

    def position_point(self, position: Position, lean: float = 0.0) -> Point:
        return self.viewport.to_screen(self.geometry.position_point(position, lean))

    def site_point(self, site: str) -> Point:
        section = self.game.board.site_section[site]
        return self.position_point((section, 1), 0.3)

    def train_point(self, seat: int, number: int) -> Point | None:
        train = self.state.seats[seat].trains[number - 1]
        return None if train.position is None else self.position_point(train.position)

    def ride_point(self, label: str) -> Point:
        """Where to click to ride to position `label`: its section, towards its front."""
        position = self.game.board.position(label)
        assert position is not None
        return self.position_point(position, 0.35)

    def _px(self) -> dict[str, int]:
        return sizes(self.viewport)

    def _section_at(self, pos: Point, sites: bool) -> tuple[int, float] | None:
        """The nearest section (route piece, or construction site) under `pos`, and how near."""
        best, best_d = None, float(self._px()["track"] * 2 + 6)
        for section in self.game.board.sections:
            if (section.site is not None) != sites:
                continue
            shape = self.geometry.sections[section.id]
            d = _distance(pos, self.viewport.to_screen(shape.ends[0]),
                          self.viewport.to_screen(shape.ends[1]))
            if d <= best_d:
                best, best_d = section.id, d
        return None if best is None else (best, best_d)

    def _position_at(self, pos: Point) -> Position | None:
        hit = self._section_at(pos, sites=False)
        if hit is None:
            return None
        section = hit[0]
        shape = self.geometry.sections[section]
        lit = [(section, f) for f in (0, 1) if (section, f) in self.rides]
        candidates = lit or [(section, 0), (section, 1)]
        return min(candidates,
                   key=lambda p: math.dist(pos, self.viewport.to_screen(shape.ends[p[1]])))

    def _site_at(self, pos: Point) -> str | None:
        hit = self._section_at(pos, sites=True)
        return None if hit is None else self.game.board.sections[hit[0]].site

    def _station_at(self, pos: Point) -> str | None:
        reach = self._px()["station"] + 6
        for code, point in self.geometry.stations.items():
            if math.dist(pos, self.viewport.to_screen(point)) <= reach:
                return code
        return None

    def _train_at(self, pos: Point) -> tuple[int, int] | None:
        best, best_d = None, self._px()["train"] * 0.6
        for seat_number, seat in enumerate(self.state.seats):
            for train in seat.on_board():
                point = self.train_point(seat_number, train.number)
                if point is not None and math.dist(pos, point) <= best_d:
                    best, best_d = (seat_number, train.number), math.dist(pos, point)
        return best

    def token_spots(self, code: str) -> list[pygame.Rect]:
        """The screen rects of the tokens waiting at a station, stacked on its freest side."""
        px = self._px()
        height = px["chip"]
        angle = self.geometry.spot_angle[code]
        x, y = self.station_point(code)
        reach = px["station"] + 3
        x += round(reach * math.cos(angle))
        y += round(reach * math.sin(angle))
        rects = []
        for index, token in enumerate(self.state.waiting[code]):
            face = self.game.board.tokens[token]
            width = token_chip(face.passengers, face.destination, (0, 0, 0), height).get_width()
            rect = pygame.Rect(0, 0, width, height)
            rect.left = x if math.cos(angle) >= -0.3 else x - width
            step = index * (height + 1)
            rect.top = y + step if math.sin(angle) >= 0 else y - height - step
            rects.append(rect)
        return rects

    def tray_point(self, seat: int) -> Point:
        return self.layout.title_row(seat).midright

    def _where_point(self, where: Where) -> Point | None:
        place = where[1]
        if isinstance(place, str):
            return self.station_point(place)
        if isinstance(place, int):
            return self.tray_point(place)
        return self.train_point(*place)

    # --- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.log_panel.handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.map_area.collidepoint(self.mouse) and not self.dialog:
                self._zoom(1.25 if event.y > 0 else 0.8)
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

    def _zoom(self, factor: float) -> None:
        view = self.viewport.zoomed(factor, self.mouse)
        if view != self.viewport:
            self.viewport, self.zoom = view, view.zoom
            self._static = None

    def _motion(self, pos: Point) -> None:
        self.mouse = pos
        if self.drag:
            self.drag.pos = pos
            self.drag.moved = self.drag.moved or math.dist(pos, self.drag.start) > CLICK_SLOP
        elif self.panning:
            p = self.panning
            p.moved = p.moved or math.dist(pos, p.start) > CLICK_SLOP
            if p.moved:
                self.viewport = self.viewport.panned(
                    (p.pan[0] + pos[0] - p.start[0], p.pan[1] + pos[1] - p.start[1]))
        self.hover = self._hover_text(pos)

    def _press(self, pos: Point) -> bool:
        """Start a drag, a pan or a click; True when the press was the board's."""
        layout = self.layout
        if self.dialog is not None:
            return self._press_dialog(pos)
        if layout.map_area.collidepoint(pos) and (
                self.motion.busy or not self.session.human_to_move()):
            self.panning = Pan(pos, self.viewport.pan)
            return True
        if not self.session.human_to_move() or self.motion.busy:
            return False
        for button in self.bar:
            if button.rect.collidepoint(pos):
                self._bar_button(button)
                return True
        if self._press_organizer(pos):
            return True
        if not layout.map_area.collidepoint(pos):
            return False
        hit = self._train_at(pos)
        if self._lit_at(pos) is not None and (hit is None or hit[0] != self.state.turn or math.dist(
                pos, self.train_point(*hit) or pos) > self._px()["train"] * 0.3):
            self.panning = Pan(pos, self.viewport.pan)  # a click on a lit place, unless it pans
            return True
        if hit is not None and hit[0] == self.state.turn:
            train = self.state.me.trains[hit[1] - 1]
            assert train.position is not None
            image = self._train_image(hit[0], train, train.position)
            centre = self.position_point(train.position)
            offset = (pos[0] - centre[0] + image.get_width() // 2,
                      pos[1] - centre[1] + image.get_height() // 2)
            self.drag = Drag("train", hit[1], image, offset, pos, pos)
            return True
        self.panning = Pan(pos, self.viewport.pan)
        return True

    def _press_organizer(self, pos: Point) -> bool:
        layout = self.layout
        seat = self.state.turn
        if self.shown != seat:
            return False
        me = self.state.me
        for train in me.trains:
            icon = layout.train_icon(seat, train.number)
            if icon.collidepoint(pos):
                if train.position is None and train.carried_by is None:
                    image = self._train_image(seat, train, None)
                    self._start_drag("build", train.number, image, pos)
                elif train.position is not None:
                    self._select(train.number)
                return True
        for index, code in enumerate(me.hand):
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
                               region_colour(self.game, face.destination), chip.rect.h)
            self._start_drag("chip", chip.token, image, pos, chip.rect)
            return True
        return self.layout.map_area.collidepoint(pos)

    def _release(self, pos: Point) -> None:
        if self.panning is not None:
            moved = self.panning.moved
            self.panning = None
            if not moved and self.session.human_to_move() and not self.motion.busy:
                self._map_click(pos)
            return
        drag = self.drag
        assert drag is not None
        self.drag = None
        if drag.kind == "train":
            self._drop_train(drag, pos)
        elif drag.kind == "build":
            self._drop_build(drag, pos)
        elif drag.kind == "card":
            self._drop_card(drag, pos)
        elif drag.kind == "repair":
            self._drop_repair(drag, pos)
        else:
            self._drop_chip(drag, pos)

    def _refuse(self, drag: Drag, reason: str) -> None:
        """An illegal drop: the piece glides home and the reason is shown."""
        self.motion.glide(drag.image, drag.corner, drag.home)
        self.say(reason)

    def _drop_train(self, drag: Drag, pos: Point) -> None:
        number = int(drag.subject)
        if not drag.moved:
            self._select(None if self.selected == number else number)
            return
        self._select(number)
        if not self._act_at(pos, drag):
            self._refuse(drag, self._no_target_reason(number, pos))

    def _act_at(self, pos: Point, drag: Drag | None = None) -> bool:
        """Ride or scrap the selected train to a lit place at `pos`; True when done."""
        action = self._lit_at(pos)
        return action is not None and self._play(action, drag)

    def _lit_at(self, pos: Point) -> Ride | Scrap | None:
        """The selected train's ride or scrap lit nearest to `pos`, if one is under it."""
        found: list[tuple[float, Ride | Scrap]] = []
        site = self._section_at(pos, sites=True)
        if site is not None:
            name = self.game.board.sections[site[0]].site
            if name in self.scraps:
                found.append((site[1], self.scraps[name]))
        section = self._section_at(pos, sites=False)
        position = self._position_at(pos)
        if section is not None and position in self.rides:
            found.append((section[1], self.rides[position][0]))
        return min(found, key=lambda pair: pair[0])[1] if found else None

    def _no_target_reason(self, number: int, pos: Point) -> str:
        site = self._site_at(pos)
        if site is not None:
            return self.game.why_illegal(Scrap(number, site)) or "that site is not lit"
        position = self._position_at(pos)
        if position is not None:
            label = self.game.board.label(position)
            return self.game.why_illegal(Ride(number, label)) or "that section is not lit"
        return "drop the train on a lit section (or a lit construction site to scrap it)"

    def _map_click(self, pos: Point) -> None:
        if self.building is not None:
            site = self._site_at(pos)
            if site is not None:
                self._build(self.building, site, None)
                return
        if self.selected is not None:
            if self._act_at(pos):
                return
            if self._site_at(pos) is not None or self._position_at(pos) is not None:
                self.say(self._no_target_reason(self.selected, pos))
                return
        self._select(None)

    def _drop_build(self, drag: Drag, pos: Point) -> None:
        number = int(drag.subject)
        if not drag.moved:
            self.building = None if self.building == number else number
            self._select(None)
            if self.building is not None and not self._build_sites(number):
                self.building = None
                self.say(self.game.why_illegal(Build(number, next(iter(self.game.board.sites))))
                         or "no site is free")
            return
        site = self._site_at(pos)
        if site is None:
            self._refuse(drag, "drop the train on a lit construction site (red, with its mark)")
        else:
            self._build(number, site, drag)

    def _build(self, number: int, site: str, drag: Drag | None) -> None:
        action = Build(number, site)
        reason = self.game.why_illegal(action)
        if reason:
            if drag:
                self._refuse(drag, reason)
            else:
                self.say(reason)
            return
        self.building = None
        self._play(action, drag)

    def _build_sites(self, number: int) -> set[str]:
        return {a.site for a in self.legal if isinstance(a, Build) and a.train == number}

    def _drop_card(self, drag: Drag, pos: Point) -> None:
        code = str(drag.subject)
        station = self._station_at(pos)
        if station is None:
            self._refuse(drag, f"drop the card on its station, {code} "
                               f"({self.game.board.station_name(code)})")
        elif station != code:
            self._refuse(drag, f"this card obstructs {self.game.board.station_name(code)} "
                               f"({code}), not {station}")
        else:
            reason = self.game.why_illegal(Obstruct(code))
            if reason:
                self._refuse(drag, reason)
            else:
                self._play(Obstruct(code), drag)

    def _drop_repair(self, drag: Drag, pos: Point) -> None:
        station = self._station_at(pos)
        letters = [x for x in LETTERS if station and self.state.obstructions[x] == station]
        if not letters:
            self._refuse(drag, "drop the repair card on an obstruction token")
            return
        reason = self.game.why_illegal(Repair(letters[0]))
        if reason:
            self._refuse(drag, reason)
        else:
            self._play(Repair(letters[0]), drag)

    def _drop_chip(self, drag: Drag, pos: Point) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        chip = next((c for side in dialog.sides for c in side.chips if c.token == drag.subject),
                    None)
        if chip is None:
            return
        side = next(i for i, s in enumerate(dialog.sides) if chip in s.chips)
        other = self.layout.dialog_side(1 - side)
        if drag.moved and not other.collidepoint(pos):
            self.motion.glide(drag.image, drag.corner, drag.home)
            return
        if dialog.kind == "split":
            assert self.split_choice is not None
            self.split_choice.leaving ^= {chip.token}
            self._rebuild_dialog()
        elif chip.action is not None:
            self._play(chip.action)
        elif drag.moved:
            self._refuse(drag, chip.reason or "this token stays where it is")
        elif chip.reason:
            self.say(chip.reason)

    def _select(self, number: int | None) -> None:
        self.selected = number if number is not None and self._selectable(number) else None
        if self.selected is not None:
            self.building = None
        self._show_train_actions()

    def _bar_button(self, button: Button) -> None:
        action = button.action
        if isinstance(action, Action):
            self._play(action)
            return
        assert isinstance(action, str) and self.selected is not None
        kind, seat, other = action.split(":")
        if kind == "split":
            platforms = sorted({a.to for a in self.legal
                                if isinstance(a, Split) and a.train == self.selected})
            self.split_choice = SplitChoice(self.selected, set(), platforms[0])
        else:
            self.transfer = (kind, self.selected, int(seat), int(other))
        self._rebuild_dialog()

    def _dialog_button(self, button: Button) -> None:
        if not button.enabled:
            self.say(button.reason)
            return
        action = button.action
        if action == CLOSE:
            self.transfer = self.split_choice = None
            self._rebuild_dialog()
        elif isinstance(action, str):  # a platform for the split-off train
            assert self.split_choice is not None
            self.split_choice.platform = action
            self._rebuild_dialog()
        elif isinstance(action, Action):
            if isinstance(action, Split):
                self.split_choice = None
            self._play(action)
            if self.state.draft is None and self.transfer and self.transfer[0] == "offer":
                self.transfer = None
                self._rebuild_dialog()

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        if button is self.end_button:
            self._play(EndTurn())
        else:
            super().on_button(button)

    # --- playing ---------------------------------------------------------------------------------
    def _play(self, action: Action, drag: Drag | None = None) -> bool:
        """Apply `action` for the seat to move and animate it; False when refused."""
        game = self.game
        path = game.ride_path(action) if isinstance(action, Ride) else []
        before = self._token_places()
        seat = game.current_player
        try:
            self.session.apply(action)
        except IllegalAction as error:
            if drag:
                self._refuse(drag, error.reason)
            else:
                self.say(error.reason)
            self.refresh()
            return False
        except OSError as error:
            self.say(f"The game could not be autosaved: {error}")
        self.status = ""
        self._animate(action, seat, path, before, drag)
        self.refresh()
        if self.selected is not None:
            self._show_train_actions()
        return True

    def play_computer(self) -> None:
        game = self.game
        was_human = self.session.human_to_move()
        trial = copy.deepcopy(game, {id(game.board): game.board}) if self.motion.speed != "off" \
            else None
        before = self._token_places()
        seat = game.current_player
        try:
            action = self.session.play_computer()
        except OSError as error:
            self.say(f"The game could not be autosaved: {error}")
            action = None
        if action is not None:
            path = trial.ride_path(action) if trial and isinstance(action, Ride) else []
            self._animate(action, seat, path, before, None)
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
        self.selected = self.building = None
        self.transfer = self.split_choice = None

    def say(self, reason: str) -> None:
        self.status = reason[0].upper() + reason[1:] if reason else ""
        self.status_left = 6.0

    # --- glides ----------------------------------------------------------------------------------
    def _token_places(self) -> dict[int, Where]:
        s = self.state
        places: dict[int, Where] = {}
        for code, tokens in s.waiting.items():
            places.update((t, ("station", code)) for t in tokens)
        for number, seat in enumerate(s.seats):
            places.update((t, ("tray", number)) for t in seat.tray)
            for train in seat.trains:
                places.update((t, ("train", (number, train.number))) for t in train.tokens)
        return places

    def _animate(self, action: Action, seat: int | None, path: list[str],
                 before: dict[int, Where], drag: Drag | None) -> None:
        sounds = self.app.sounds
        if isinstance(action, Ride) and seat is not None:
            self._glide_ride(seat, action.train, path)
            sounds.play("depart")
        elif isinstance(action, Build) and seat is not None:
            train = self.state.seats[seat].trains[action.train - 1]
            assert train.position is not None
            start = drag.corner if drag else None
            end = self.position_point(train.position)
            image = self._train_image(seat, train, train.position)
            if start is None:
                icon = self.layout.train_icon(seat, action.train)
                start = _corner(image, icon.center)
            self.motion.glide(image, start, _corner(image, end), ("train", seat, action.train))
            sounds.play("drop")
        else:
            sounds.play("drop")
        after = self._token_places()
        moved = [t for t, where in after.items() if before.get(t) != where]
        delivered = False
        for index, token in enumerate(moved):
            start_point = self._where_point(before[token]) if token in before else None
            end_point = self._where_point(after[token])
            if start_point is None or end_point is None:
                continue
            face = self.game.board.tokens[token]
            chip = token_chip(face.passengers, face.destination,
                              region_colour(self.game, face.destination), self._px()["chip"])
            self.motion.glide(chip, _corner(chip, start_point), _corner(chip, end_point),
                              delay=index * 0.4)
            delivered = delivered or after[token][0] == "tray"
        if delivered:
            sounds.play("deliver")

    def _glide_ride(self, seat: int, number: int, path: list[str]) -> None:
        """The train rides section by section, through the stations it passes."""
        board = self.game.board
        positions = [p for p in (board.position(label) for label in path) if p is not None]
        points = [self.viewport.to_screen(p) for p in self.geometry.waypoints(positions)]
        train = self.state.seats[seat].trains[number - 1]
        key = ("train", seat, number)
        rgb = self._seat_rgb(seat)
        length = self._px()["train"]
        for step, (a, b) in enumerate(zip(points, points[1:], strict=False)):
            angle = math.atan2(b[1] - a[1], b[0] - a[0])
            image = train_sprite(rgb, length, train.guest is not None, train_degrees(angle))
            self.motion.glide(image, _corner(image, a), _corner(image, b), key, delay=step)

    # --- the frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Glides first; the game moves on (computer turns, hand-over, results) when they land."""
        self.motion.update(dt)
        self.status_left -= dt
        if self.status_left <= 0:
            self.status = ""
        self._follow_seat_to_move()
        waiting = self.motion.busy or self.drag is not None
        if waiting or self.shown != (self.game.current_player or 0) and not self.game.is_over:
            Scene.update(self, dt)
        else:
            super().update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        layout = self.layout
        surface.blit(felt(self.size), (0, 0))
        pygame.draw.rect(surface, PANEL, (0, 0, self.size[0], layout.header))
        surface.blit(self._header, (0, 0))
        surface.set_clip(layout.map_area)
        surface.fill(SEA, layout.map_area)
        surface.blit(self._static_layer(), self.viewport.origin)
        self._draw_waiting(surface)
        self._draw_obstructions(surface)
        self._draw_targets(surface)
        self._draw_trains(surface)
        surface.set_clip(None)
        pygame.draw.rect(surface, PANEL_EDGE, layout.map_area, 1)
        surface.blit(self._panel_layer(), (0, 0))
        self._draw_hand(surface)
        self._draw_bar(surface)
        self.log_panel.draw(surface)
        if self.end_reason and not self.game.is_over:
            self._draw_end_reason(surface)
        if self.dialog is not None:
            dialogs.draw(surface, self.dialog, layout, self.game, self._chip_away)
        self.motion.draw(surface)
        if self.drag and self.drag.moved or self.drag and self.drag.kind != "train":
            self._draw_drag(surface, self.drag)
        line = self.status or self.hover
        if line:
            colour = REASON if self.status else TEXT
            text = font(layout.scaled(15), bool(self.status)).render(line, True, colour)
            surface.blit(text, layout.status.topleft)

    def _chip_away(self, token: int) -> bool:
        return self.drag is not None and self.drag.kind == "chip" and self.drag.subject == token

    def _seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[self.session.seats[seat].colour].rgb(self.app.settings.colour_blind)

    def _train_image(self, seat: int, train: Train, position: Position | None) -> pygame.Surface:
        degrees = 0
        if position is not None:
            degrees = train_degrees(self.geometry.sections[position[0]].angle(position[1]))
        return train_sprite(self._seat_rgb(seat), self._px()["train"], train.guest is not None,
                            degrees)

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        height = self._px()["chip"]
        for code, tokens in self.state.waiting.items():
            for token, rect in zip(tokens, self.token_spots(code), strict=False):
                face = self.game.board.tokens[token]
                surface.blit(token_chip(face.passengers, face.destination,
                                        region_colour(self.game, face.destination), height), rect)

    def _draw_obstructions(self, surface: pygame.Surface) -> None:
        radius = self._px()["station"] + 3
        repair = self.drag is not None and self.drag.kind == "repair"
        lit = {a.letter for a in self.legal if isinstance(a, Repair)} if repair else set()
        for letter, station in self.state.obstructions.items():
            if station is None:
                continue
            centre = self.station_point(station)
            token = obstruction_token(letter, radius)
            surface.blit(token, token.get_rect(center=centre))
            if letter in lit:
                pygame.draw.circle(surface, LIT, centre, radius + 4, 3)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        px = self._px()
        tag_size = max(10, px["chip"] - 1)
        for position, (_, cost) in self.rides.items():
            shape = self.geometry.sections[position[0]]
            a, b = (self.viewport.to_screen(p) for p in shape.ends)
            pygame.draw.line(surface, LIT, a, b, px["track"] + 4)
            tag = number_tag(str(cost), tag_size, (120, 100, 0))
            surface.blit(tag, tag.get_rect(center=self.position_point(position, 0.5)))
        for site in self.scraps:
            self._light_site(surface, site, SCRAP_LIT, "scrap")
        building = self.building
        if self.drag is not None and self.drag.kind == "build":
            building = int(self.drag.subject)
        if building is not None:
            for site in self._build_sites(building):
                self._light_site(surface, site, LIT, "build")
        if self.drag is not None and self.drag.kind == "card":
            code = str(self.drag.subject)
            if Obstruct(code) in self.legal:
                pygame.draw.circle(surface, LIT, self.station_point(code), px["station"] + 6, 3)

    def _light_site(self, surface: pygame.Surface, site: str, colour: tuple[int, int, int],
                    word: str) -> None:
        px = self._px()
        section = self.game.board.site_section[site]
        shape = self.geometry.sections[section]
        a, b = (self.viewport.to_screen(p) for p in shape.ends)
        pygame.draw.line(surface, colour, a, b, px["track"] + 8)
        tag = number_tag(word, max(10, px["chip"] - 1), (120, 60, 0))
        surface.blit(tag, tag.get_rect(midtop=(b[0], b[1] + px["track"])))

    def _draw_trains(self, surface: pygame.Surface) -> None:
        dragging = self.drag.subject if self.drag and self.drag.kind == "train" and \
            self.drag.moved else None
        tag_size = max(9, self._px()["chip"] - 2)
        for seat_number, seat in enumerate(self.state.seats):
            letter = SEAT_COLOURS[self.session.seats[seat_number].colour].letter
            for train in seat.on_board():
                if self.motion.hides(("train", seat_number, train.number)):
                    continue
                if seat_number == self.state.turn and dragging == train.number:
                    continue
                assert train.position is not None
                image = self._train_image(seat_number, train, train.position)
                centre = self.position_point(train.position)
                surface.blit(image, image.get_rect(center=centre))
                if seat_number == self.state.turn and train.number == self.selected:
                    pygame.draw.circle(surface, LIT, centre, self._px()["train"] * 2 // 3, 2)
                tag = number_tag(f"{letter}{train.number}", tag_size, self._seat_rgb(seat_number))
                below = (centre[0], centre[1] + image.get_height() // 3)
                surface.blit(tag, tag.get_rect(midtop=below))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        layout = self.layout
        seat = self.state.seats[self.shown]
        dragged = self.drag.subject if self.drag and self.drag.kind in ("card", "repair") else None
        if self._face_up():
            playable = {a.station for a in self.legal if isinstance(a, Obstruct)}
            skipped = False
            for index, code in enumerate(seat.hand):
                if code == dragged and not skipped:
                    skipped = True
                    continue
                rect = layout.hand_card(index)
                surface.blit(obstruction_card(code, layout.card), rect)
                if code in playable:
                    pygame.draw.rect(surface, LIT, rect, 2, layout.scaled(5))
        if seat.repair and dragged != "repair":
            rect = layout.repair_card()
            surface.blit(repair_card(layout.card), rect)
            if any(isinstance(a, Repair) for a in self.legal):
                pygame.draw.rect(surface, LIT, rect, 2, layout.scaled(5))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        layout = self.layout
        s = layout.scaled
        bar = layout.action_bar
        if self.selected is None:
            hint = self._hint()
            text = font(s(14)).render(hint, True, TEXT_DIM)
            surface.blit(text, (bar.x + s(4), bar.centery - text.get_height() // 2))
            return
        label = font(s(15), True).render(f"Train {self.selected}:", True, LIT)
        surface.blit(label, (bar.x + s(4), bar.centery - label.get_height() // 2))
        face = font(s(14), True)
        for button in self.bar:
            pygame.draw.rect(surface, (66, 96, 132), button.rect, border_radius=s(6))
            pygame.draw.rect(surface, PANEL_EDGE, button.rect, 1, border_radius=s(6))
            text = face.render(button.label, True, TEXT)
            surface.blit(text, text.get_rect(center=button.rect.center))
        if self.rides and not self.bar:
            text = font(s(14)).render("Click or drag to a lit section to ride.", True, TEXT_DIM)
            surface.blit(text, (bar.x + s(96), bar.centery - text.get_height() // 2))

    def _hint(self) -> str:
        game = self.game
        if game.is_over:
            return "The game is over."
        if not self.session.human_to_move():
            return f"{self.state.seats[game.current_player or 0].name} is playing…"
        if any(isinstance(a, Build) for a in self.legal) and self.state.round == 1 and \
                not self.state.built:
            return "Drag your first train from your organizer onto a lit construction site."
        return ("Click one of your trains to see what it can do; drag cards onto stations; "
                "wheel zooms, drag the map to pan.")

    def _draw_end_reason(self, surface: pygame.Surface) -> None:
        layout = self.layout
        s = layout.scaled
        face = font(s(13))
        words = f"End turn: {self.end_reason}"
        lines, line = [], ""
        for word in words.split(" "):
            trial = f"{line} {word}".strip()
            if face.size(trial)[0] > layout.end_turn.w and line:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
        y = layout.end_turn.y - s(4) - len(lines) * face.get_linesize()
        pygame.draw.rect(surface, PANEL, (layout.end_turn.x, y - s(2), layout.end_turn.w,
                                          len(lines) * face.get_linesize() + s(4)))
        for text in lines:
            surface.blit(face.render(text, True, REASON), (layout.end_turn.x, y))
            y += face.get_linesize()

    def _draw_drag(self, surface: pygame.Surface, drag: Drag) -> None:
        shadow = pygame.Surface(drag.image.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 60))
        surface.blit(shadow, (drag.corner[0] + 4, drag.corner[1] + 5))
        surface.blit(drag.image, drag.corner)

    # --- hover -----------------------------------------------------------------------------------
    def _hover_text(self, pos: Point) -> str:
        if not self.layout.map_area.collidepoint(pos) or self.dialog is not None:
            return ""
        board = self.game.board
        hit = self._train_at(pos)
        if hit is not None:
            seat, number = hit
            train = self.state.seats[seat].trains[number - 1]
            return (f"{self.state.seats[seat].name}'s train {number} "
                    f"{train_place(self.game, seat, train)}: {self.state.load(train)}/"
                    f"{self.state.capacity(train)} passengers")
        for code in self.state.waiting:
            for token, rect in zip(self.state.waiting[code], self.token_spots(code), strict=False):
                if rect.collidepoint(pos):
                    face = board.tokens[token]
                    return (f"{face.passengers} passengers at {board.station_name(code)} "
                            f"for {board.station_name(face.destination)}")
        station = self._station_at(pos)
        if station is not None:
            region = board.regions[board.stations[station].region].name
            obstructed = [x for x in LETTERS if self.state.obstructions[x] == station]
            extra = f", obstructed ({obstructed[0]})" if obstructed else ""
            return f"{station}: {board.station_name(station)} ({region}){extra}"
        site = self._site_at(pos)
        if site is not None:
            mark = board.sites[site].mark
            return (f"Construction site at {board.station_name(board.sites[site].station)}"
                    + (f", marked {mark}" if mark else ""))
        return ""


def _corner(image: pygame.Surface, centre: Point) -> Point:
    return (centre[0] - image.get_width() // 2, centre[1] - image.get_height() // 2)


def _distance(p: Point, a: Point, b: Point) -> float:
    """From point p to the segment a-b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length = dx * dx + dy * dy
    t = 0.0 if not length else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length))
    return math.dist(p, (ax + t * dx, ay + t * dy))

