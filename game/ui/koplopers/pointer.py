"""The mouse on the Koplopers board: presses, drags, drops and clicks, and what they mean.

A press picks something up (a train on the map, a boxed train, a card, the
repair card, a token in a dialog) or starts a pan of the map; moving past a
few pixels makes it a drag, else its release is a click. A card clicked is
carried to the next click (for trackpads); Esc puts it back. What a drop or a
click means is the engine's answer for the piece and the place under the
mouse (gestures.py); a refusal glides the piece home with the engine's
reason. The scene plays the action.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

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
from game.ui.koplopers.screen_map import Point, corner
from game.ui.table_host import Carried

if TYPE_CHECKING:  # type only: the board scene imports this room to compose itself
    from game.ui.koplopers.board_scene import KoplopersBoardScene

CLICK_SLOP = 6  # pixels a press may move and still be a click
ZOOM_STEP = 1.25

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


class Pointer:
    """The board's gestures; the piece carried (`scene.drag`) and the mouse are the host's."""

    def __init__(self, scene: KoplopersBoardScene) -> None:
        self.scene = scene
        self.panning: Pan | None = None

    def wheel(self, up: bool) -> None:
        """The wheel zooms the map round the mouse (not under a dialog)."""
        scene = self.scene
        if scene.layout.map_area.collidepoint(scene.mouse) and not scene.dialog:
            scene.zoom_by(ZOOM_STEP if up else 1 / ZOOM_STEP, scene.mouse)

    def moved(self, pos: Point) -> None:
        """The mouse moved: a press past a few pixels becomes a drag, or pans the map."""
        drag = self.scene.drag
        if drag is not None:
            drag.moved = drag.moved or math.dist(pos, drag.start) > CLICK_SLOP
        elif self.panning is not None:
            p = self.panning
            p.moved = p.moved or math.dist(pos, p.start) > CLICK_SLOP
            if p.moved:
                self.scene.pan_to((p.pan[0] + pos[0] - p.start[0],
                                   p.pan[1] + pos[1] - p.start[1]))

    def hover(self, pos: Point) -> str:
        """What the mouse is on, in words: a token in a dialog, or whatever is on the map."""
        scene = self.scene
        if scene.dialog is not None:
            return scene.dialogs.hover(pos)
        if scene.layout.map_area.collidepoint(pos):
            return scene.screen_map.describe(scene.seen, pos)
        return ""

    def lift(self, kind: Held, subject: int | str, image: pygame.Surface, pos: Point,
             rect: pygame.Rect | None = None) -> None:
        """Pick `image` up at `pos` (from `rect`, else centred on the mouse)."""
        rect = rect or image.get_rect(center=pos)
        self.scene.drag = lifted(kind, subject, image, pos, rect.topleft)
        self.scene.services.sounds.play("pick")

    # --- presses ------------------------------------------------------------------------------
    def press(self, pos: Point) -> bool:
        """Start a drag, a pan or a click; True when the press was the board's."""
        scene = self.scene
        held = scene.drag
        if held is not None and held.held:  # a card carried by a click is put down here
            scene.drag = None
            self._put_down(held, pos)
            return True
        if scene.dialog is not None:
            return scene.dialogs.press(pos)
        on_map = scene.layout.map_area.collidepoint(pos)
        playing = scene.session.human_to_move() and not scene.motion.busy
        if on_map and not playing:
            self.panning = Pan(pos, scene.screen_map.viewport.pan)
            return True
        if not playing:
            return False
        for button in scene.choices.bar if scene.choices else []:
            if button.rect.collidepoint(pos):
                self._bar_button(button)
                return True
        if self._press_organizer(pos):
            return True
        if not on_map:
            return False
        screen = scene.screen_map
        hit = screen.train_at(scene.seen, pos)
        if hit is not None and hit[0] == scene.seen.turn:
            point = scene.train_point(*hit)
            near = point is not None and math.dist(pos, point) <= screen.px["train"] * 0.3
            place = track_place(screen, pos, scene.choices)
            if near or place is None or not place.lit:  # a lit section beside a train wins
                self._pick_up_train(hit[1], pos)
                return True
        self.panning = Pan(pos, screen.viewport.pan)  # pans, or else it is a click on the map
        return True

    def _bar_button(self, button: Button) -> None:
        scene, action = self.scene, button.action
        if isinstance(action, Opens):
            assert scene.selected is not None
            scene.dialogs.open(action, scene.selected)
        elif isinstance(action, Action):
            scene.play(action)

    def _pick_up_train(self, number: int, pos: Point) -> None:
        scene = self.scene
        train = scene.seen.me.trains[number - 1]
        assert train.position is not None
        screen = scene.screen_map
        image = screen.train_image(scene.seat_rgb(scene.seen.turn), train.guest is not None,
                                   train.position)
        top_left = corner(image, screen.position_point(train.position))
        scene.drag = lifted("train", number, image, pos, top_left)

    def _press_organizer(self, pos: Point) -> bool:
        scene = self.scene
        layout = scene.layout
        seat = scene.seen.turn
        if scene.shown != seat:
            return False
        me = scene.seen.me
        for train in me.trains:
            if layout.train_icon(seat, train.number).collidepoint(pos):
                if train.position is None and train.carried_by is None:
                    image = scene.screen_map.train_image(scene.seat_rgb(seat), False, None)
                    self.lift("build", train.number, image, pos)
                else:
                    scene.select(train.number)
                return True
        for index, code in enumerate((me.hand or ()) if scene.hand_face_up() else ()):
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
        scene = self.scene
        if self.panning is not None:
            clicked = not self.panning.moved
            self.panning = None
            if clicked and scene.session.human_to_move() and not scene.motion.busy:
                self._map_click(pos)
            return True
        drag = scene.drag
        if drag is None:
            return False
        if drag.kind in ("card", "repair") and not drag.moved:  # clicked: carry it
            drag.held = True
            scene.select(None)
            return True
        scene.drag = None
        self._put_down(drag, pos)
        return True

    def _put_down(self, drag: Drag, pos: Point) -> None:
        """The piece in hand is dropped (or, carried by a click, clicked down) at `pos`."""
        if drag.kind == "train":
            self._drop_train(drag, pos)
        elif drag.kind == "build":
            self._drop_build(drag, pos)
        elif drag.kind == "card":
            self._drop_card(drag, pos)
        elif drag.kind == "repair":
            self._drop_repair(drag, pos)
        else:
            self.scene.dialogs.dropped(drag, pos)

    def put_back(self) -> bool:
        """Esc: a card carried by a click glides home; False when none is carried."""
        scene = self.scene
        if scene.drag is None or not scene.drag.held:
            return False
        scene.refuse(scene.drag, "")
        scene.drag = None
        return True

    def _drop_train(self, drag: Drag, pos: Point) -> None:
        scene = self.scene
        number = int(drag.subject)
        if not drag.moved:
            scene.select(None if scene.selected == number else number)
            return
        scene.select(number)
        place = track_place(scene.screen_map, pos, scene.choices)
        if place is None:
            scene.refuse(drag, tr(texts.NOT_ON_A_SECTION))
        else:
            self._act(train_meaning(scene.game, self._train(number), place), drag)

    def _train(self, number: int) -> Target:
        """Train `number` of the seat to move, as a place."""
        return train_target(self.scene.seen.turn, number)

    def _act(self, meant: Meaning, drag: Drag | None) -> None:
        """Play what a gesture meant, or glide the piece home and say why it meant nothing."""
        if isinstance(meant, str):
            self.scene.refuse(drag, meant)
        else:
            self.scene.play(meant, drag)

    def _map_click(self, pos: Point) -> None:
        scene = self.scene
        screen = scene.screen_map
        site = screen.site_at(pos)
        if scene.building is not None and site is not None:
            self._build(scene.building, site, None)
            return
        place = track_place(screen, pos, scene.choices)
        if scene.selected is not None and place is not None:
            self._act(train_meaning(scene.game, self._train(scene.selected), place), None)
        else:
            scene.select(None)

    def _drop_build(self, drag: Drag, pos: Point) -> None:
        scene = self.scene
        number = int(drag.subject)
        if not drag.moved:  # a click: pick the train up, then click a site
            scene.select(None)
            scene.building = None if scene.building == number else number
            if scene.building is not None and not scene.build_sites(number):
                scene.building = None
                any_site = next(iter(scene.game.board.sites))
                reason = scene.game.why_illegal(Build(number, any_site))
                scene.status.say(reason or tr(texts.NO_FREE_SITE))
            return
        site = scene.screen_map.site_at(pos)
        if site is None:
            scene.refuse(drag, tr(texts.NOT_ON_A_SITE))
        else:
            self._build(number, site, drag)

    def _build(self, number: int, site: str, drag: Drag | None) -> None:
        scene = self.scene
        meant = meaning(scene.game, self._train(number), site_target(scene.game.board, site))
        if not isinstance(meant, str):
            scene.building = None
        self._act(meant, drag)

    def _drop_card(self, drag: Drag, pos: Point) -> None:
        """The card names its station: a drop elsewhere is refused in the card's own words."""
        scene = self.scene
        board = scene.game.board
        code = str(drag.subject)
        station = scene.screen_map.station_at(pos)
        if station != code:
            scene.refuse(drag, texts.card_refusal(code, board.station_name(code), station))
            return
        hand = scene.seen.me.hand
        assert hand is not None  # a card was picked up: the hand is face up
        card = card_target(hand.index(code))
        self._act(meaning(scene.game, card, station_target(board, code)), drag)

    def _drop_repair(self, drag: Drag, pos: Point) -> None:
        scene = self.scene
        station = scene.screen_map.station_at(pos)
        if station is None or station not in scene.seen.obstructions.values():
            scene.refuse(drag, tr(texts.NOT_ON_AN_OBSTRUCTION))
            return
        self._act(meaning(scene.game, REPAIR_CARD, station_target(scene.game.board, station)),
                  drag)
