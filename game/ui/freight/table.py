"""The Freight Train table: the whole game played by dragging cards.

Everything shown is read from the engine; every change goes through the
session's apply(). While a card is dragged, the places the rules accept light
up: they are worked out by trying the pick-up on a copy of the game, so the
table and the engine can never disagree. A drop anywhere else glides the card
home and shows the engine's reason.
"""

from __future__ import annotations

import copy
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.errors import IllegalAction
from game.engine.freight.actions import (
    AddCaboose,
    AddLocomotive,
    Fill,
    Move,
    Pass,
    Place,
    PutBack,
    Switch,
    Take,
)
from game.engine.freight.cards import CAR_CODES, CARS_BY_CODE, LAST_DAY
from game.engine.freight.game import FreightGame
from game.engine.freight.patterns import kind_title
from game.engine.freight.state import FreightState, Phase, Player
from game.ui.fonts import fitted, font, rendered
from game.ui.freight import turn_notes
from game.ui.freight.card_art import (
    CAR_COLOURS,
    bumper,
    caboose_card,
    car_face,
    card_back,
    locomotive_card,
)
from game.ui.freight.hand import HAND, card_at, draw_hand, drop_actions, places_for
from game.ui.freight.layout import ROW_SLOTS, TableLayout
from game.ui.freight.scoring_hint import train_hint
from game.ui.motion import Motion
from game.ui.palette import (
    ACCENT,
    PANEL,
    PANEL_EDGE,
    SEAT_COLOURS,
    TEXT,
    TEXT_DIM,
    draw_seat_badge,
)
from game.ui.scenes.backdrop import felt
from game.ui.scenes.base import Scene
from game.ui.scenes.game_screen import GameScene
from game.ui.session import Session
from game.ui.widgets.scroll_list import Entry, ScrollList, wrap

if TYPE_CHECKING:
    from game.ui.app import App

LIT = (250, 214, 90)
SLOT = (255, 255, 255, 28)
REASON = (255, 150, 120)
Point = tuple[int, int]


@dataclass
class Drag:
    """A card following the mouse, and what the rules allow for it."""

    source: tuple[object, ...]  # ("line", n) ("row", n) ("hand", i) ("caboose",) ("tray", code)
    image: pygame.Surface
    offset: Point
    pos: Point
    home: Point
    legal: set[str]  # target names the rules accept: "train:2", "new:box", "row:1", "hand"...
    trial: FreightGame  # the game as it would be with the card picked up
    pick_up: Action | None  # the action that picks the card up, played on a legal drop
    car: str = ""  # the code of the car dragged, when it is a car


@dataclass
class Snapshot:
    """The counts before an action, to know where its card came from."""

    seat: int
    lines: list[int]
    rows: list[int]
    hand: list[int]


class FreightTableScene(GameScene):
    def __init__(self, app: App, session: Session) -> None:
        self.motion = Motion()
        self.drag: Drag | None = None
        self.hover = ""
        game = session.game
        assert isinstance(game, FreightGame)
        self.deal_pending = False
        self.shown = game.current_player if game.current_player is not None else 0
        self._static: pygame.Surface | None = None
        self._table: pygame.Surface | None = None
        self._table_key: object = None
        super().__init__(app, session)

    @property
    def game(self) -> FreightGame:
        game = self.session.game
        assert isinstance(game, FreightGame)
        return game

    @property
    def state(self) -> FreightState:
        return self.game.state

    # --- layout ------------------------------------------------------------------------
    def build(self) -> None:
        u = self.u
        w, h = self.size
        self.motion.speed = self.app.settings.animation
        self._relayout()
        scale = self.app.settings.ui_scale
        self.log_panel = ScrollList(self.layout.log, scale, stick_to_bottom=True)
        y = h - u(54)
        x = self.layout.log.x
        bw = (self.layout.log.w - u(16)) // 3

        def button(
            rect: pygame.Rect, text: str, tip: str | None = None
        ) -> pygame_gui.elements.UIButton:
            return pygame_gui.elements.UIButton(rect, text, self.ui, tool_tip_text=tip)

        self.undo_button = button(pygame.Rect(x, y, bw, u(42)), "Undo", "Ctrl+Z")
        self.redo_button = button(pygame.Rect(x + bw + u(8), y, bw, u(42)), "Redo", "Ctrl+Y")
        self.menu_button = button(pygame.Rect(x + 2 * (bw + u(8)), y, bw, u(42)), "Menu", "Esc")
        self.results_button = button(pygame.Rect(x, y - u(48), self.layout.log.w, u(40)), "Results")
        area = self.layout.buttons
        half = (area.w - u(8)) // 2
        row_h = u(40)
        self.loco_button = button(pygame.Rect(area.x, area.y, half, row_h), "Add locomotive")
        self.switch_button = button(
            pygame.Rect(area.x + half + u(8), area.y, half, row_h), "Switch yard (−1 pt)"
        )
        self.pass_button = button(
            pygame.Rect(area.x + half + u(8), area.y + row_h + u(6), half, row_h), "Pass"
        )
        self.as_was_button = button(
            pygame.Rect(area.x, area.y + row_h + u(6), area.w, row_h), "Put back as it was"
        )
        self._state_key = None
        self.refresh()

    def confirm_area(self) -> pygame.Rect:
        area = self.layout.buttons  # empty while a turn awaits its Confirm
        return pygame.Rect(area.x, area.y, area.w, self.u(44))

    def _relayout(self) -> None:
        self.layout = TableLayout(self.size, len(self.state.players), self.shown)
        self._static = None

    def refresh(self) -> None:
        game = self.game
        key = self.state_key()
        if key == self._state_key:
            return
        self._state_key = key
        state = game.state
        human = self.session.human_to_move()
        self.legal = game.legal_actions() if human else []
        kinds = {type(a) for a in self.legal}
        starting = human and state.phase is Phase.START
        # Locomotive and switch stay in sight at the start of a turn, greyed with the
        # engine's reason when not allowed; Pass appears only when it applies.
        for widget, action, shown in (
            (self.loco_button, AddLocomotive(), starting),
            (self.switch_button, Switch(), starting),
            (self.pass_button, Pass(), Pass in kinds),
        ):
            _show(widget, shown)
            reason = game.why_illegal(action)
            widget.enable() if reason is None else widget.disable()
            widget.set_tooltip(reason[0].upper() + reason[1:] if reason else None)
        switching = human and state.phase is Phase.SWITCH
        _show(self.as_was_button, switching and isinstance(game.actions[-1], Switch))
        self.log_panel.set_entries([Entry(line) for line in self.session.log])
        self.sync_buttons()
        _show(self.results_button, game.is_over)
        self._header = self._render_header()
        if len(state.day_results) > self.days:  # the game screen shows the day's score sheet;
            self.days = len(state.day_results)  # when it closes, the new day is dealt
            self.deal_pending = not game.is_over

    def _follow_seat_to_move(self) -> None:
        """Give the big area to the seat to move, once the last glides have landed."""
        seat = self.session.acting_seat
        if seat is not None and seat != self.shown and not self.motion.busy and not self.drag:
            self.shown = seat
            self._relayout()

    # --- the static layer ----------------------------------------------------------------
    def _static_layer(self) -> pygame.Surface:
        if self._static is not None:
            return self._static
        layout = self.layout
        surface = felt(self.size).copy()
        pygame.draw.rect(surface, PANEL, (0, 0, self.size[0], layout.header))
        s = layout.scaled
        bump = bumper((layout.card[0], layout.bumper_height))
        for number, column in enumerate(layout.yard_lines, start=1):
            surface.blit(bump, column.topleft)
            pygame.draw.rect(surface, (46, 92, 62), layout.yard_card(number - 1, 0), 1, s(5))
            label = rendered(str(number), s(12), True, TEXT_DIM)
            surface.blit(label, label.get_rect(midbottom=(column.centerx, column.y - 1)))
        for rect, text in (
            (layout.pile, "Pile"),
            (layout.cabooses, "Cabooses"),
            (layout.discard, "Discard"),
        ):
            pygame.draw.rect(surface, (255, 255, 255), rect, 1, s(6))
            label = rendered(text, s(12), True, TEXT_DIM)
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - s(2))))
        for number, strip in enumerate(layout.rows, start=1):
            surface.blit(
                pygame.transform.rotate(bumper((strip.h - s(8), layout.bumper_width)), 90),
                (strip.x, strip.y + s(4)),
            )
            for index in range(ROW_SLOTS):
                slot = layout.row_card(number - 1, index, 0)
                pygame.draw.rect(surface, (46, 92, 62), slot, 1, s(5))
            limit = layout.row_card(number - 1, ROW_SLOTS - 1, 0).right + s(3)
            if not self.state.options.unlimited_yard:
                pygame.draw.line(surface, ACCENT, (limit, strip.y), (limit, strip.bottom), 2)
                tag = rendered("8", s(12), True, ACCENT)
                surface.blit(tag, (limit + s(4), strip.y))
            label = rendered(f"Row {number}", s(12), True, TEXT_DIM)
            surface.blit(label, (limit + s(4), strip.bottom - label.get_height()))
        for box in layout.trains:
            pygame.draw.rect(surface, (20, 52, 34), box, border_radius=s(6))
        pygame.draw.rect(surface, PANEL, layout.log.inflate(s(4), s(4)), border_radius=s(6))
        for rect in layout.others.values():
            pygame.draw.rect(surface, PANEL, rect, border_radius=s(8))
            pygame.draw.rect(surface, PANEL_EDGE, rect, 1, border_radius=s(8))
        self._static = surface.convert() if pygame.display.get_surface() else surface
        return self._static

    def title_colour(self) -> tuple[int, int, int]:
        return ACCENT if self.game.current_player == self.shown else TEXT

    def header_note(self) -> str:
        return f"Day {self.state.day} of {LAST_DAY}"

    def seat_note(self, seat: int) -> str:
        return " (start)" if seat == self.state.marker else ""

    # --- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.log_panel.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            if self.drag:
                self.drag.pos = event.pos
            self.hover = self._hover_text(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._press(event.pos):
                return
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag:
            self._drop(event.pos)
            return
        Scene.handle_event(self, event)

    def on_button(self, button: pygame_gui.core.UIElement) -> None:
        actions: dict[object, Sequence[Action]] = {
            self.loco_button: [AddLocomotive()],
            self.switch_button: [Switch()],
            self.pass_button: [Pass()],
        }
        if button is self.as_was_button:
            actions[button] = self._put_back_as_it_was()
        if button in actions:
            self._play_many(actions[button])
        else:
            super().on_button(button)

    def _put_back_as_it_was(self) -> list[Action]:
        """The put-backs that rebuild the rows as they stood before the switch.

        The rows before it are read from the record: the game replayed up to the
        Switch action, which is the last action while nothing is put back yet.
        """
        from game.engine.freight import load

        record = self.game.record()
        record["actions"] = record["actions"][:-1]
        rows = load(record).state.me.rows
        return [PutBack(CAR_CODES[car], n) for n, row in enumerate(rows, start=1) for car in row]

    def _press(self, pos: Point) -> bool:
        """Start a drag or click a pile; True when the press was the table's."""
        if not self.session.human_to_move() or self.motion.busy:
            return False
        layout = self.layout
        state = self.state
        if state.phase is Phase.SWITCH:
            for code, rect in self._tray_cards():
                if rect.collidepoint(pos):
                    return self._start_drag(("tray", code), rect, None, pos)
            return False
        held = card_at(layout, state.hand, pos)
        if held is not None:
            return self._start_drag((HAND, held), layout.hand_card(held), None, pos)
        for number, line in enumerate(state.main_yard, start=1):
            column = layout.yard_lines[number - 1]
            if not line:
                if column.collidepoint(pos):
                    self._play_many([Fill(number)])
                    return True
                continue
            end = layout.yard_card(number - 1, len(line) - 1)
            if end.collidepoint(pos):
                if state.options.face_down:
                    return self._pick_face_down(number, end, pos)
                return self._start_drag(("line", number), end, Take(number), pos)
        me = state.me
        for number, row in enumerate(me.rows, start=1):
            if row:
                end = layout.row_card(number - 1, len(row) - 1, len(row))
                if end.collidepoint(pos):
                    return self._start_drag(("row", number), end, Move(number), pos)
        if layout.cabooses.collidepoint(pos) and state.cabooses:
            return self._start_drag(("caboose",), layout.cabooses, None, pos)
        return False

    def _pick_face_down(self, line: int, rect: pygame.Rect, pos: Point) -> bool:
        """Face-down cars are turned over as they are picked up: that is a real move."""
        if not self._play_many([Take(line)], glide=False):
            return True
        return self._start_drag((HAND, 0), rect, None, pos)

    def _start_drag(
        self, source: tuple[object, ...], rect: pygame.Rect, pick_up: Action | None, pos: Point
    ) -> bool:
        trial = copy.deepcopy(self.game)
        if pick_up is not None:
            try:
                trial.apply(pick_up)
            except IllegalAction as error:
                self.say(error.reason)
                return True
        if source[0] == "caboose":
            legal = {f"train:{a.train}" for a in trial.legal_actions() if isinstance(a, AddCaboose)}
            if not legal:
                self.say(trial.why_illegal(AddCaboose(1)) or "no train of yours can take a caboose")
                return True
            image = caboose_card(self.layout.card)
        elif source[0] == "tray":
            legal = {f"row:{a.row}" for a in trial.legal_actions() if isinstance(a, PutBack)}
            image = car_face(str(source[1]), self.layout.card)
        else:
            hand = trial.state.hand
            car = CAR_CODES[hand[int(str(source[1])) if source[0] == HAND else -1]]
            legal = places_for(trial, car) | ({HAND} if pick_up else set())
            image = car_face(car, self.layout.card)
        self.drag = Drag(
            source,
            image,
            (pos[0] - rect.x, pos[1] - rect.y),
            pos,
            rect.topleft,
            legal,
            trial,
            pick_up,
            car if source[0] not in ("caboose", "tray") else "",
        )
        self.app.sounds.play("pick")
        return True

    def _drop(self, pos: Point) -> None:
        drag = self.drag
        assert drag is not None
        self.drag = None
        target = self._target_at(pos, drag)
        corner = (pos[0] - drag.offset[0], pos[1] - drag.offset[1])
        if target is None:
            self.motion.glide(drag.image, corner, drag.home)
            return
        if target not in drag.legal:
            self.motion.glide(drag.image, corner, drag.home)
            self.say(self._reason(drag, target))
            return
        kind = drag.source[0]
        actions: list[Action]
        if kind == "caboose":
            actions = [AddCaboose(int(target.split(":")[1]))]
        elif kind == "tray":
            actions = [PutBack(str(drag.source[1]), int(target.split(":")[1]))]
        else:
            actions = drop_actions(drag.pick_up, drag.car, target)
        self._play_many(actions, drop_corner=corner)

    def _reason(self, drag: Drag, target: str) -> str:
        kind = drag.source[0]
        number = int(target.split(":")[1]) if target.split(":")[1].isdigit() else 0
        if kind == "caboose":
            action: Action = AddCaboose(number)
        elif kind == "tray":
            action = PutBack(str(drag.source[1]), number)
        else:
            action = Place(drag.car, target)
        return drag.trial.why_illegal(action) or "that is not a place for this card"

    def _target_at(self, pos: Point, drag: Drag) -> str | None:
        for target, rect in self._drop_zones(drag):
            if rect.collidepoint(pos):
                return target
        return None

    def _drop_zones(self, drag: Drag) -> list[tuple[str, pygame.Rect]]:
        """Every place a dragged card could be dropped, legal or not, with its rect."""
        layout = self.layout
        me = drag.trial.state.me
        kind = drag.source[0]
        zones = [(f"row:{n}", strip) for n, strip in enumerate(layout.rows, start=1)]
        if kind == "tray":
            return zones
        trains = [(f"train:{n}", layout.train_box(n - 1)) for n in range(1, len(me.trains) + 1)]
        if kind == "caboose":
            return trains
        zones += trains
        if len(me.trains) < len(layout.trains):
            zones += self._new_train_bands(drag)
        if self.state.options.face_down:
            zones.append(("discard", layout.discard))
        if drag.pick_up is not None:
            zones.append((HAND, layout.hand))
        return zones

    def _new_train_bands(self, drag: Drag) -> list[tuple[str, pygame.Rect]]:
        """The first free locomotive's slot, split into one band per kind of new train."""
        state = drag.trial.state
        box = self.layout.train_box(len(state.me.trains))
        kinds = [] if state.options.only_mixed or not drag.car else [drag.car]
        kinds += list(state.options.mixed_kinds_in_play)
        band_h = max(1, box.h // len(kinds))
        return [
            (f"new:{kind}", pygame.Rect(box.x, box.y + i * band_h, box.w, band_h))
            for i, kind in enumerate(kinds)
        ]

    # --- playing -------------------------------------------------------------------------
    def _play_many(
        self, actions: Sequence[Action], drop_corner: Point | None = None, glide: bool = True
    ) -> bool:
        """Apply `actions` in turn for the seat to move; False if one was refused."""
        for action in actions:
            before, was = self._snapshot(), turn_notes.before(self.state)
            try:
                self.session.apply(action)
            except IllegalAction as error:
                self.say(error.reason)
                self.refresh()
                return False
            if glide:
                self._animate(action, before, drop_corner)
            drop_corner = None
        self.say(turn_notes.early_end(self.state, was) if actions else "")
        self.app.sounds.play("drop")
        self.refresh()
        return True

    def play_computer(self) -> None:
        before, was = self._snapshot(), turn_notes.before(self.state)
        was_human = self.session.human_to_move()
        action = self.session.play_computer()
        if action is not None:
            self._animate(action, before, None)
            self.say(turn_notes.early_end(self.state, was) or self.status)
            self.app.sounds.play("drop")
        self.refresh()
        if self.session.human_to_move() and not was_human:
            self.app.sounds.play("turn")

    def undo(self) -> None:
        self.motion.clear()
        super().undo()

    def redo(self) -> None:
        self.motion.clear()
        super().redo()

    # --- glides --------------------------------------------------------------------------
    def _snapshot(self) -> Snapshot:
        state = self.state
        return Snapshot(
            state.turn,
            [len(line) for line in state.main_yard],
            [len(row) for row in state.me.rows],
            list(state.hand),
        )

    def _animate(self, action: Action, before: Snapshot, drop_corner: Point | None) -> None:
        layout = self.layout
        state = self.state
        seat = before.seat
        player = state.players[seat]
        card = layout.card
        start: Point | None = drop_corner
        if isinstance(action, (Take, Move)) and (isinstance(action, Take) or seat == self.shown):
            if isinstance(action, Take):
                index = before.lines[action.line - 1] - 1
                src = layout.yard_card(action.line - 1, index).topleft
            else:
                count = before.rows[action.row - 1]
                src = layout.row_card(action.row - 1, count - 1, count).topleft
            taken = len(state.hand) - 1
            image = car_face(CAR_CODES[state.hand[taken]], card)
            self.motion.glide(image, start or src, layout.hand_card(taken).topleft, (HAND, taken))
        elif isinstance(action, Place):
            held = before.hand.index(CARS_BY_CODE[action.car])
            self._animate_place(action, player, seat, start or layout.hand_card(held).topleft)
        elif isinstance(action, Fill):
            line = state.main_yard[action.line - 1]
            for index, car in enumerate(line):
                self.motion.glide(
                    self._yard_face(car),
                    layout.pile.topleft,
                    layout.yard_card(action.line - 1, index).topleft,
                    ("line", action.line - 1, index),
                    delay=index * 0.35,
                )
        elif isinstance(action, AddCaboose) and seat == self.shown:
            slot = action.train - 1
            if slot >= len(player.trains):
                return  # the day ended and the trains are gone already
            count = len(player.trains[slot].cars)
            dest = layout.train_card(slot, count, count + 1).topleft
            self.motion.glide(
                caboose_card(layout.train_card_size),
                start or layout.cabooses.topleft,
                dest,
                ("caboose", seat, slot),
            )

    def _animate_place(self, action: Place, player: Player, seat: int, start: Point) -> None:
        layout = self.layout
        where, _, arg = action.target.partition(":")
        if seat != self.shown:
            return
        if where == "row":
            row = int(arg) - 1
            count = len(player.rows[row])
            dest = layout.row_card(row, count - 1, count)
            key: Hashable = ("row", seat, row, count - 1)
            image = car_face(CAR_CODES[player.rows[row][-1]], layout.card)
        elif where in ("train", "new"):
            slot = int(arg) - 1 if where == "train" else len(player.trains) - 1
            if slot >= len(player.trains):
                return  # the day ended and the trains are gone already
            cars = player.trains[slot].cars
            dest = layout.train_card(slot, len(cars) - 1, len(cars))
            key = ("train", seat, slot, len(cars) - 1)
            image = car_face(CAR_CODES[cars[-1]], layout.train_card_size)
        else:
            dest = layout.discard
            key = ("discard",)
            image = car_face(CAR_CODES[self.state.discard[-1]], layout.card)
        self.motion.glide(image, start, dest.topleft, key)

    def _deal_day(self) -> None:
        """A new day: the Main Yard is dealt again, card by card."""
        layout = self.layout
        for line in range(5):
            for index, car in enumerate(self.state.main_yard[line]):
                self.motion.glide(
                    self._yard_face(car),
                    layout.pile.topleft,
                    layout.yard_card(line, index).topleft,
                    ("line", line, index),
                    delay=(index * 5 + line) * 0.12,
                )
        self.app.sounds.play("day_end")

    def resumed(self) -> None:
        super().resumed()
        if self.deal_pending and self.days_shown == self.days:
            self.deal_pending = False
            self._deal_day()

    # --- the frame -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Glides first; the game moves on (computer turns, hand-over, results) when they land."""
        if self.motion.update(dt * self.pace()):
            self.app.sounds.play("drop")
        self.status_left -= dt
        if self.status_left <= 0:
            self.status = self.session.autosave_error or ""
        self._follow_seat_to_move()
        waiting = self.motion.busy or self.drag is not None
        if waiting or self.shown != (self.session.acting_seat or 0) and not self.game.is_over:
            Scene.update(self, dt)
        else:
            super().update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        layout = self.layout
        surface.blit(self._table_layer(), (0, 0))
        self.log_panel.draw(surface)
        self.motion.draw(surface)
        if self.drag:
            self._draw_drag(surface, self.drag)
        if self.status:
            text = rendered(self.status, layout.scaled(16), True, REASON)
            surface.blit(text, layout.status.topleft)
        elif self.hover:
            text = rendered(self.hover, layout.scaled(15), False, TEXT)
            surface.blit(text, layout.status.topleft)

    def _table_layer(self) -> pygame.Surface:
        """Everything the game state shows, drawn again only when something on it changed:
        a move, the seat in the big area, the dragged card, or a glide landing."""
        drag = (self.drag.source, frozenset(self.drag.legal)) if self.drag else None
        key = (
            self._state_key,
            self.shown,
            drag,
            self.motion.landing(),
            self._static is None,
            self.session.thinking,
            self.hurrying,
        )
        if key != self._table_key or self._table is None:
            table = self._static_layer().copy()
            table.blit(self._header, (0, 0))
            self._draw_yard(table)
            self._draw_seat(table)
            for seat, rect in self.layout.others.items():
                self._draw_other(table, seat, rect)
            self._draw_info(table)
            self._table, self._table_key = table, key
        return self._table

    def _yard_face(self, car: int) -> pygame.Surface:
        if self.state.options.face_down:
            return card_back(self.layout.card)
        return car_face(CAR_CODES[car], self.layout.card)

    def _draw_yard(self, surface: pygame.Surface) -> None:
        layout = self.layout
        state = self.state
        human = self.session.human_to_move()
        fills = {a.line for a in self.legal if isinstance(a, Fill)}
        takes = {a.line for a in self.legal if isinstance(a, Take)}
        for line, cars in enumerate(state.main_yard):
            for index, car in enumerate(cars):
                if self.motion.hides(("line", line, index)):
                    continue
                if self.drag and self.drag.source == ("line", line + 1) and index == len(cars) - 1:
                    continue
                rect = layout.yard_card(line, index)
                surface.blit(self._yard_face(car), rect)
                if index == len(cars) - 1 and human and line + 1 in takes:
                    pygame.draw.rect(surface, LIT, rect, 2, layout.scaled(5))
            if not cars and line + 1 in fills:
                rect = layout.yard_card(line, 0)
                pygame.draw.rect(surface, LIT, rect, 2, layout.scaled(5))
                tip = rendered("fill", layout.scaled(11), True, LIT)
                surface.blit(tip, tip.get_rect(center=rect.center))
        if state.pile:
            surface.blit(card_back(layout.card), layout.pile)
        count = rendered(str(len(state.pile)), layout.scaled(14), True, TEXT)
        surface.blit(count, count.get_rect(midtop=(layout.pile.centerx, layout.pile.bottom + 2)))
        if state.cabooses:
            surface.blit(caboose_card(layout.card), layout.cabooses)
            if human and any(isinstance(a, AddCaboose) for a in self.legal):
                pygame.draw.rect(surface, LIT, layout.cabooses, 2, layout.scaled(5))
        count = rendered(str(state.cabooses), layout.scaled(14), True, TEXT)
        surface.blit(
            count, count.get_rect(midtop=(layout.cabooses.centerx, layout.cabooses.bottom + 2))
        )
        if state.discard and not self.motion.hides(("discard",)):
            surface.blit(car_face(CAR_CODES[state.discard[-1]], layout.card), layout.discard)
        dragged = self.drag.source if self.drag else ()
        skip = int(str(dragged[1])) if dragged[:1] == (HAND,) else None
        droppable = self.drag is not None and HAND in self.drag.legal
        draw_hand(surface, layout, state.hand, skip, self.motion.hides, LIT, droppable)

    def _draw_info(self, surface: pygame.Surface) -> None:
        layout = self.layout
        state = self.state
        y = layout.info.y
        for i, line in enumerate(self._info_lines(state)):
            colour = ACCENT if i == 0 else TEXT
            for part in _wrapped(line, layout.scaled(14), layout.info.w):
                surface.blit(rendered(part, layout.scaled(14), False, colour), (layout.info.x, y))
                y += layout.scaled(18)
        area = layout.info.clip(layout.info.move(0, y - layout.info.y + 2))
        turn_notes.draw_day_end_banner(surface, state, area, layout.scaled(14))

    def _info_lines(self, state: FreightState) -> list[str]:
        lines = []
        if self.game.is_over:
            return ["The game is over.", "See the results for the scores."]
        if self.session.human_to_move():
            lines.append(self._hint(state))
        else:
            lines.append(self.waiting_line(state.me.name))
        marker = state.players[state.marker].name
        lines.append(f"Start player: {marker}")
        if not state.day_ending:  # else the End Of Day banner under these lines says so
            lines.append(f"The pile holds {len(state.pile)} cards and End Of Day.")
        if state.day == LAST_DAY:
            lines.append("No locomotives can be added on Day 3.")
        return lines

    def _hint(self, state: FreightState) -> str:
        if state.phase is Phase.TAKE:
            if state.hand:  # taken back by Undo: it is placed before the next is taken
                held = kind_title(CAR_CODES[state.hand[0]])
                return f"Drag the {held} car in your hand to a lit train or row."
            left = 3 - state.cars_this_action
            return (
                f"Take {left} more car{'s' * (left != 1)}: drag a line's end car to a train or row."
            )
        if state.phase is Phase.MOVE:
            if any(isinstance(a, Move) for a in self.legal):
                return "Take more private cars (up to 4), or drag a car in hand onto a train."
            return "Drag each car in your hand onto a train, in any order."
        if state.phase is Phase.SWITCH:
            return "Drag each lifted car to the end of a row, in the order you want."
        return turn_notes.start_hint(self.legal)

    def _draw_seat(self, surface: pygame.Surface) -> None:
        layout = self.layout
        state = self.state
        seat = self.shown
        player = state.players[seat]
        colour = SEAT_COLOURS[self.session.seats[seat].colour]
        title = layout.seat_title
        draw_seat_badge(
            surface,
            colour,
            (title.x + layout.scaled(12), title.centery),
            layout.scaled(11),
            self.app.settings.colour_blind,
        )
        empty = player.empty_locomotives
        marker = " — start player" if seat == state.marker else ""
        text = (
            f"{player.name} — {player.score} points — {player.locomotives} locomotives, "
            f"{empty} free{turn_notes.may_add(state, player)}{marker}"
        )
        to_move = seat == self.game.current_player
        label = rendered(text, layout.scaled(18), True, ACCENT if to_move else TEXT)
        surface.blit(label, (title.x + layout.scaled(30), title.y + layout.scaled(3)))
        lit = self.drag.legal if self.drag else set()
        for number, row in enumerate(player.rows, start=1):
            strip = layout.rows[number - 1]
            if f"row:{number}" in lit:
                pygame.draw.rect(surface, LIT, strip, 3, layout.scaled(6))
            for index, car in enumerate(row):
                if self.motion.hides(("row", seat, number - 1, index)):
                    continue
                if self.drag and self.drag.source == ("row", number) and index == len(row) - 1:
                    continue
                surface.blit(
                    car_face(CAR_CODES[car], layout.card),
                    layout.row_card(number - 1, index, len(row)),
                )
        if state.phase is Phase.SWITCH and seat == state.turn:
            self._draw_tray(surface)
            return
        self._draw_trains(surface, seat, player, colour.rgb(self.app.settings.colour_blind), lit)

    def _draw_trains(
        self,
        surface: pygame.Surface,
        seat: int,
        player: Player,
        colour: tuple[int, int, int],
        lit: set[str],
    ) -> None:
        layout = self.layout
        size = layout.train_card_size
        for slot in range(min(player.locomotives, len(layout.trains))):
            box = layout.train_box(slot)
            surface.blit(locomotive_card(size, colour), layout.locomotive(slot))
            if slot < len(player.trains):
                train = player.trains[slot]
                count = len(train.cars)
                for index, car in enumerate(train.cars):
                    if self.motion.hides(("train", seat, slot, index)):
                        continue
                    surface.blit(
                        car_face(CAR_CODES[car], size),
                        layout.train_card(slot, index, count + train.caboose),
                    )
                if train.caboose and not self.motion.hides(("caboose", seat, slot)):
                    surface.blit(caboose_card(size), layout.train_card(slot, count, count + 1))
                cars = f"{count} car{'s' * (count != 1)}" + (", caboose" if train.caboose else "")
                label = f"Train {slot + 1}: {kind_title(train.kind)}, {cars}"
                tag = rendered(label, layout.scaled(12), True, TEXT)
                surface.blit(tag, (box.x + 2, box.y))
                if f"train:{slot + 1}" in lit:
                    pygame.draw.rect(surface, LIT, box, 3, layout.scaled(6))
            elif slot == len(player.trains):
                self._draw_free_slot(surface, box, lit)
        if player.locomotives > len(layout.trains):
            more = rendered(
                f"+{player.locomotives - len(layout.trains)} more",
                layout.scaled(12),
                True,
                TEXT_DIM,
            )
            surface.blit(more, layout.trains[-1].bottomright)

    def _draw_free_slot(self, surface: pygame.Surface, box: pygame.Rect, lit: set[str]) -> None:
        """The first free locomotive: while a car is dragged, one band per new train kind."""
        layout = self.layout
        if not self.drag or self.drag.source[0] in ("caboose", "tray"):
            room = box.w - layout.train_card_size[0] - 10
            text = rendered(
                "free: drop a car here to start a train", layout.scaled(12), True, TEXT_DIM
            )
            if text.get_width() > room:
                text = rendered("free", layout.scaled(12), True, TEXT_DIM)
            surface.blit(
                text, (box.x + layout.train_card_size[0] + 6, box.centery - text.get_height() // 2)
            )
            return
        for target, band in self._new_train_bands(self.drag):
            on = target in lit
            pygame.draw.rect(surface, LIT if on else PANEL_EDGE, band.inflate(-4, -2), 2, 4)
            kind = target.split(":")[1]
            label = rendered(
                f"new {kind_title(kind)} train", layout.scaled(12), True, LIT if on else TEXT_DIM
            )
            surface.blit(label, label.get_rect(center=band.center))

    def _tray_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The lifted private-yard cards during a switch, laid out over the train area."""
        layout = self.layout
        area = layout.trains[0].union(layout.trains[-1])
        step = layout.card[0] + layout.scaled(6)
        per_row = max(1, area.w // step)
        codes = sorted(CAR_CODES[c] for c in self.state.switch_hand)
        return [
            (
                code,
                pygame.Rect(
                    area.x + (i % per_row) * step,
                    area.y + layout.scaled(24) + (i // per_row) * (layout.card[1] + 6),
                    *layout.card,
                ),
            )
            for i, code in enumerate(codes)
        ]

    def _draw_tray(self, surface: pygame.Surface) -> None:
        layout = self.layout
        area = layout.trains[0].union(layout.trains[-1])
        label = rendered(
            "Lifted from your private yard: drag each car to the end of a row",
            layout.scaled(15),
            True,
            ACCENT,
        )
        surface.blit(label, area.topleft)
        dragged = self.drag.source if self.drag else None
        skipped = False
        for code, rect in self._tray_cards():
            if dragged == ("tray", code) and not skipped:
                skipped = True
                continue
            surface.blit(car_face(code, layout.card), rect)

    def _draw_other(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        layout = self.layout
        s = layout.scaled
        state = self.state
        player = state.players[seat]
        colour = SEAT_COLOURS[self.session.seats[seat].colour]
        draw_seat_badge(
            surface, colour, (rect.x + s(16), rect.y + s(16)), s(10), self.app.settings.colour_blind
        )
        marker = "  (start)" if seat == state.marker else ""
        to_move = seat == self.game.current_player
        shown = fitted(player.name, font(s(15), True), rect.width // 2)  # long names from old saves
        name = rendered(
            f"{shown}  {player.score} pts{marker}", s(15), True, ACCENT if to_move else TEXT
        )
        surface.blit(name, (rect.x + s(32), rect.y + s(6)))
        rows = " | ".join(str(len(row)) for row in player.rows)
        info = rendered(
            f"Rows {rows}   Locos {len(player.trains)}/{player.locomotives}"
            + turn_notes.may_add(state, player),
            s(12),
            False,
            TEXT_DIM,
        )
        surface.blit(info, (rect.x + s(10), rect.y + s(28)))
        x, y = rect.x + s(10), rect.y + s(48)
        for train in player.trains:
            text = f"{kind_title(train.kind)} {len(train.cars)}" + (" +C" if train.caboose else "")
            image = rendered(text, s(12), True, (20, 20, 20))
            pill = pygame.Rect(x, y, image.get_width() + s(10), image.get_height() + s(2))
            if pill.right > rect.right - s(6):
                x, y = rect.x + s(10), y + pill.h + s(4)
                pill.topleft = (x, y)
            fill = CAR_COLOURS.get(train.kind, (230, 210, 160))
            if sum(fill) < 420:
                fill = tuple(min(255, c + 120) for c in fill)  # type: ignore[assignment]
            pygame.draw.rect(surface, fill, pill, border_radius=s(6))
            surface.blit(image, (pill.x + s(5), pill.y + s(1)))
            x = pill.right + s(5)

    def _draw_drag(self, surface: pygame.Surface, drag: Drag) -> None:
        corner = (drag.pos[0] - drag.offset[0], drag.pos[1] - drag.offset[1])
        shadow = pygame.Surface(drag.image.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 70))
        surface.blit(shadow, (corner[0] + 5, corner[1] + 6))
        surface.blit(drag.image, corner)

    # --- hover ---------------------------------------------------------------------------
    def _hover_text(self, pos: Point) -> str:
        layout = self.layout
        player = self.state.players[self.shown]
        for slot in range(len(player.trains)):
            if layout.train_box(slot).collidepoint(pos):
                return train_hint(self.game, self.shown, slot)
        for seat, rect in layout.others.items():
            if rect.collidepoint(pos):
                trains = self.state.players[seat].trains
                if trains:
                    best = max(range(len(trains)), key=lambda i: len(trains[i].cars))
                    return train_hint(self.game, seat, best)
        return ""


def _show(widget: pygame_gui.core.UIElement, shown: bool) -> None:
    widget.show() if shown else widget.hide()


@lru_cache(maxsize=256)
def _wrapped(line: str, size: int, width: int) -> tuple[str, ...]:
    """The info lines come back every frame; each is wrapped once."""
    return tuple(wrap(line, font(size), width))
