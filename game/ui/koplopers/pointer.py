"""The mouse on the Koplopers board: presses, drags, drops and clicks, and what they mean.

A press picks something up (a train on the map, a boxed train, a card, the
repair card, a token in a dialog) or starts a pan of the map; moving past a
few pixels makes it a drag, else its release is a click. A card clicked is
carried to the next click (for trackpads); Esc puts it back. What a drop or a
click means is the engine's answer for the piece and the place under the
mouse (gestures.py); a refusal glides the piece home with the engine's
reason. The board plays the action.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, Protocol

import pygame

from game.engine.action import Action
from game.engine.koplopers import (
    REPAIR_CARD,
    Build,
    Target,
    card_target,
    site_target,
    station_target,
    train_target,
)
from game.texts import tr
from game.ui.koplopers import texts
from game.ui.koplopers.art import obstruction_card, repair_card
from game.ui.koplopers.dialogs import Button, Opens
from game.ui.koplopers.gestures import Meaning, meaning, track_place, train_meaning
from game.ui.koplopers.room import ShownBoard
from game.ui.koplopers.screen_map import Point, corner
from game.ui.table.pointer import Carried

CLICK_SLOP = 6  # pixels a press may move and still be a click
ZOOM_STEP = 1.25
HELD_TRAIN = 56  # pixels long at UI scale 1: a train in the hand, as big as in its organizer box

# What is held: a train on the board, a boxed train to build, an obstruction card,
# the repair card, a token in a dialog.
Held = Literal["train", "build", "card", "repair", "chip"]


@dataclass
class Drag(Carried):
    """A piece following the mouse: what it is, and where the press began."""

    kind: Held = "train"
    subject: int | str = 0  # the train's number, the card's station, the token
    start: Point = (0, 0)
    moved: bool = False
    held: bool = False  # a card picked up by a click: it follows the mouse to the next click

    @property
    def shown(self) -> bool:
        """Drawn under the mouse: a train on the map only once it has left its place."""
        return self.moved or self.kind != "train"


def lifted(kind: Held, subject: int | str, image: pygame.Surface, pos: Point,
           top_left: Point) -> Drag:
    """`image`, lying with its top left at `top_left`, picked up by the mouse at `pos`."""
    offset = (pos[0] - top_left[0], pos[1] - top_left[1])
    return Drag(image, offset, pos, top_left, kind, subject, pos)


@dataclass
class Pan:
    """A press on the map: it pans when the mouse moves, else it is a click on the map."""

    start: Point
    pan: tuple[int, int]
    moved: bool = False


class Dialogs(Protocol):
    """The dialogs' room (dialog_flow.py) as the pointer hands it the mouse over an open
    dialog: named here, not imported, as that room imports this one (its tokens are lifted
    by Gestures and carried as a Drag)."""

    def press(self, pos: Point) -> bool: ...
    def hover(self, pos: Point) -> str: ...
    def open(self, opens: Opens, number: int) -> None: ...
    def dropped(self, drag: Drag, pos: Point) -> None: ...


class PointerBoard(ShownBoard, Protocol):
    """What the pointer reads and calls of the board besides what it shows: the piece the
    mouse carries, the train picked up by a click, the dialogs, the header's obstruction
    tokens, the view of the map, the selection and playing."""

    building: int | None  # written too: a click picks a boxed train up, or puts it back
    @property
    def drag(self) -> Drag | None: ...
    @drag.setter
    def drag(self, drag: Drag | None) -> None: ...
    @property
    def dialogs(self) -> Dialogs: ...
    @property
    def header_tokens(self) -> pygame.Rect: ...
    def zoom_by(self, factor: float, around: Point) -> None: ...
    def pan_to(self, pan: tuple[int, int]) -> None: ...
    def select(self, number: int | None) -> None: ...
    def train_point(self, seat: int, number: int) -> Point | None: ...
    def play(self, action: Action, drag: Drag | None = None) -> None: ...


class Gestures:
    """What presses, drags and clicks on the board mean; the mouse and the piece it carries
    (`board.drag`) are followed by the table screen's pointer."""

    def __init__(self, board: PointerBoard) -> None:
        self.board = board
        self.panning: Pan | None = None
        # Where a piece was just put down (or the selected train clicked to): the station card
        # under it stays away until the mouse moves on (it would stand over what the drop
        # has just changed, or over the refusal's callout beside it).
        self.dropped_at: Point | None = None

    def wheel(self, up: bool) -> None:
        """The wheel zooms the map round the mouse (not under a dialog)."""
        board = self.board
        if board.layout.map_area.collidepoint(board.context.pointer.mouse) and not board.dialog:
            board.zoom_by(ZOOM_STEP if up else 1 / ZOOM_STEP, board.context.pointer.mouse)

    def moved(self, pos: Point) -> None:
        """The mouse moved: a press past a few pixels becomes a drag, or pans the map."""
        drag = self.board.drag
        if self.dropped_at is not None and math.dist(pos, self.dropped_at) > CLICK_SLOP:
            self.dropped_at = None
        if drag is not None:
            drag.moved = drag.moved or math.dist(pos, drag.start) > CLICK_SLOP
        elif self.panning is not None:
            p = self.panning
            p.moved = p.moved or math.dist(pos, p.start) > CLICK_SLOP
            if p.moved:
                self.board.pan_to((p.pan[0] + pos[0] - p.start[0],
                                   p.pan[1] + pos[1] - p.start[1]))

    def hover(self, pos: Point) -> str:
        """What the mouse is on, in words: a token in a dialog, or whatever is on the map."""
        board = self.board
        if board.dialog is not None:
            return board.dialogs.hover(pos)
        if board.layout.map_area.collidepoint(pos):
            return board.screen_map.describe(board.seen, pos)
        if board.header_tokens.collidepoint(pos):
            return texts.obstruction_tokens(board.seen.next_obstruction)
        return ""

    def lift(self, kind: Held, subject: int | str, image: pygame.Surface, pos: Point,
             rect: pygame.Rect | None = None) -> None:
        """Pick `image` up at `pos` (from `rect`, else centred on the mouse)."""
        rect = rect or image.get_rect(center=pos)
        self.board.drag = lifted(kind, subject, image, pos, rect.topleft)
        self.board.context.services.sounds.play("pick")

    # --- presses ------------------------------------------------------------------------------
    def press(self, pos: Point) -> bool:
        """Start a drag, a pan or a click; True when the press was the board's."""
        board = self.board
        held = board.drag
        if held is not None and held.held:  # a card carried by a click is put down here
            board.drag = None
            self._put_down(held, pos)
            return True
        if board.dialog is not None:
            return board.dialogs.press(pos)
        on_map = board.layout.map_area.collidepoint(pos)
        playing = board.context.session.human_to_move() and not board.context.motion.busy
        if on_map and not playing:
            self.panning = Pan(pos, board.screen_map.viewport.pan)
            return True
        if not playing:
            return False
        for button in board.choices.bar if board.choices else []:
            if button.rect.collidepoint(pos):
                self._bar_button(button)
                return True
        if self._press_organizer(pos):
            return True
        if not on_map:
            return False
        screen = board.screen_map
        hit = screen.train_at(board.seen, pos)
        if hit is not None and hit[0] == board.seen.turn:
            point = board.train_point(*hit)
            near = point is not None and math.dist(pos, point) <= screen.px["train"] * 0.3
            place = track_place(screen, pos, board.choices)
            if near or place is None or not place.lit:  # a lit section beside a train wins
                self._pick_up_train(hit[1], pos)
                return True
        self.panning = Pan(pos, screen.viewport.pan)  # pans, or else it is a click on the map
        return True

    def _bar_button(self, button: Button) -> None:
        board, action = self.board, button.action
        if isinstance(action, Opens):
            assert board.selected is not None
            board.dialogs.open(action, board.selected)
        elif isinstance(action, Action):
            board.play(action)

    def _pick_up_train(self, number: int, pos: Point) -> None:
        """The train is picked up selected: its own rides are lit while it is dragged (another
        train's stayed lit), and the drop means what they show."""
        board = self.board
        board.select(number)
        train = board.seen.me.trains[number - 1]
        assert train.position is not None
        screen = board.screen_map
        image = screen.train_image(board.seat_rgb(board.seen.turn), train.guest is not None,
                                   train.position, board.layout.scaled(HELD_TRAIN))
        top_left = corner(image, screen.position_point(train.position))
        board.drag = lifted("train", number, image, pos, top_left)

    def _press_organizer(self, pos: Point) -> bool:
        board = self.board
        layout = board.layout
        seat = board.seen.turn
        if board.shown != seat:
            return False
        me = board.seen.me
        for train in me.trains:
            if layout.train_icon(seat, train.number).collidepoint(pos):
                if train.position is None and train.carried_by is None:
                    image = board.screen_map.train_image(board.seat_rgb(seat), False, None,
                                                         layout.scaled(HELD_TRAIN))
                    self.lift("build", train.number, image, pos)
                else:
                    board.select(train.number)
                return True
        for index, code in enumerate((me.hand or ()) if board.hand_face_up() else ()):
            if layout.hand_card(index).collidepoint(pos):
                self.lift("card", code, obstruction_card(code, layout.card), pos,
                          layout.hand_card(index))
                return True
        if me.repair and layout.repair_card().collidepoint(pos):
            self.lift("repair", "repair", repair_card(layout.card), pos, layout.repair_card())
            return True
        return False

    # --- releases -----------------------------------------------------------------------------
    def release(self, pos: Point) -> bool:
        """The end of a press: a drop, a click, or the end of a pan; True when it was the
        board's."""
        board = self.board
        if self.panning is not None:
            clicked = not self.panning.moved
            self.panning = None
            playing = board.context.session.human_to_move() and not board.context.motion.busy
            if clicked and playing:
                self._map_click(pos)
            return True
        drag = board.drag
        if drag is None:
            return False
        if drag.kind in ("card", "repair") and not drag.moved:  # clicked: carry it
            drag.held = True
            board.select(None)
            return True
        board.drag = None
        self._put_down(drag, pos)
        return True

    def _put_down(self, drag: Drag, pos: Point) -> None:
        """The piece in hand is dropped (or, carried by a click, clicked down) at `pos`."""
        self.dropped_at = pos
        if drag.kind == "train":
            self._drop_train(drag, pos)
        elif drag.kind == "build":
            self._drop_build(drag, pos)
        elif drag.kind == "card":
            self._drop_card(drag, pos)
        elif drag.kind == "repair":
            self._drop_repair(drag, pos)
        else:
            self.board.dialogs.dropped(drag, pos)

    def put_back(self) -> bool:
        """Esc: a card carried by a click glides home; False when none is carried."""
        board = self.board
        if board.drag is None or not board.drag.held:
            return False
        board.context.pointer.refuse(board.drag, "")
        board.drag = None
        return True

    def _drop_train(self, drag: Drag, pos: Point) -> None:
        board = self.board
        number = int(drag.subject)
        board.select(number)  # a click shows its choices (never puts the train down)
        if not drag.moved:
            return
        place = track_place(board.screen_map, pos, board.choices)
        if place is None:
            board.context.pointer.refuse(drag, tr(texts.NOT_ON_A_SECTION))
        else:
            self._act(train_meaning(board.game, self._train(number), place), drag)

    def _train(self, number: int) -> Target:
        """Train `number` of the seat to move, as a place."""
        return train_target(self.board.seen.turn, number)

    def _act(self, meant: Meaning, drag: Drag | None) -> None:
        """Play what a gesture meant, or glide the piece home and say why it meant nothing."""
        if isinstance(meant, str):
            self.board.context.pointer.refuse(drag, meant)
        else:
            self.board.play(meant, drag)

    def _map_click(self, pos: Point) -> None:
        board = self.board
        screen = board.screen_map
        site = screen.site_at(pos)
        if board.building is not None and site is not None:
            self._build(board.building, site, None)
            return
        place = track_place(screen, pos, board.choices)
        if board.selected is not None and place is not None:
            self.dropped_at = pos  # a click that rides (or says why not) is a drop there
            self._act(train_meaning(board.game, self._train(board.selected), place), None)
        else:
            board.select(None)

    def _drop_build(self, drag: Drag, pos: Point) -> None:
        board = self.board
        number = int(drag.subject)
        if not drag.moved:  # a click: pick the train up, then click a site
            board.select(None)
            board.building = None if board.building == number else number
            if board.building is not None and not board.build_sites(number):
                board.building = None
                any_site = next(iter(board.game.board.sites))
                reason = board.game.why_illegal(Build(number, any_site))
                board.context.status.say(reason or tr(texts.NO_FREE_SITE))
            return
        site = board.screen_map.site_at(pos)
        if site is None:
            board.context.pointer.refuse(drag, tr(texts.NOT_ON_A_SITE))
        else:
            self._build(number, site, drag)

    def _build(self, number: int, site: str, drag: Drag | None) -> None:
        board = self.board
        meant = meaning(board.game, self._train(number), site_target(board.game.board, site))
        if not isinstance(meant, str):
            board.building = None
        self._act(meant, drag)

    def _drop_card(self, drag: Drag, pos: Point) -> None:
        """The card names its station: a drop elsewhere is refused in the card's own words."""
        board = self.board
        network = board.game.board
        code = str(drag.subject)
        station = board.screen_map.station_at(pos, dropped=True)
        if station != code:
            reason = texts.card_refusal(code, network.station_name(code), station)
            board.context.pointer.refuse(drag, reason)
            return
        hand = board.seen.me.hand
        assert hand is not None  # a card was picked up: the hand is face up
        card = card_target(hand.index(code))
        self._act(meaning(board.game, card, station_target(network, code)), drag)

    def _drop_repair(self, drag: Drag, pos: Point) -> None:
        board = self.board
        station = board.screen_map.station_at(pos, dropped=True)
        if station is None or station not in board.seen.obstructions.values():
            board.context.pointer.refuse(drag, tr(texts.NOT_ON_AN_OBSTRUCTION))
            return
        self._act(meaning(board.game, REPAIR_CARD, station_target(board.game.board, station)),
                  drag)
