"""Which dialog is open over the board, and what its tokens and buttons do.

The engine's state calls for some dialogs (an offer to answer, boarding to
choose, an offer being built); the player opens the others from a selected
train's bar (changing trains, a split, a new offer). This room keeps the
player's own choices for those (the tokens sorted so far, the line picked),
rebuilds the dialog whenever the game or a choice changes, and turns clicks
and drops on its tokens and buttons into actions for the board to play.
dialogs.py builds and draws each dialog; this module only decides and routes.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.action import Action
from game.engine.koplopers import Change, Offer, Split
from game.ui.koplopers import dialogs
from game.ui.koplopers.art import region_colour, token_chip
from game.ui.koplopers.dialogs import Button, Close, Dialog, Opens, Platform, Sorting
from game.ui.koplopers.pointer import Drag, Gestures
from game.ui.koplopers.room import BoardCore
from game.ui.koplopers.screen_map import Point
from game.ui.koplopers.texts import token_words


class DialogBoard(BoardCore, Protocol):
    """What the dialogs read and call of the board besides what every room reads: the
    piece the mouse carries, the pointer's gestures (to lift a token) and playing."""

    @property
    def drag(self) -> Drag | None: ...
    @property
    def gestures(self) -> Gestures: ...
    def play(self, action: Action) -> None: ...


class DialogFlow:
    def __init__(self, board: DialogBoard) -> None:
        self.board = board
        self.dialog: Dialog | None = None
        self.offering: tuple[int, int, int] | None = None  # an offer's (train, seat, other)
        self.sorting: Sorting | None = None  # tokens sorted for changing trains or a split

    def forget(self) -> None:
        """Drop the player's own dialogs (after an undo or redo)."""
        self.offering = self.sorting = None

    # --- which dialog ------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Open the dialog the engine's state (or the player's own choice) calls for, if any."""
        board = self.board
        game, s, layout = board.game, board.seen, board.layout
        self.dialog = None
        if not board.context.session.human_to_move() or s.over:
            return
        if s.offer is not None and s.offer.proposed:
            self.dialog = dialogs.answer(game, s, layout)
        elif s.boarding is not None:
            self.dialog = dialogs.boarding(game, s, layout)
        elif s.offer is not None:
            self.dialog = dialogs.offer(game, s, layout, s.offer.train, s.offer.seat,
                                        s.offer.other)
        elif self.offering is not None:
            self.dialog = dialogs.offer(game, s, layout, *self.offering)
        elif self.sorting is not None and self.sorting.kind == "change":
            self.dialog = dialogs.change_trains(game, s, layout, self.sorting)
        elif self.sorting is not None:
            self.dialog = dialogs.split(game, s, layout, self.sorting,
                                        self.split_lines(self.sorting.train))

    def check(self, legal: list[Action]) -> None:
        """Close a dialog of the player's own whose trains can no longer take part."""
        offering, sorting = self.offering, self.sorting
        if offering is not None and self.board.seen.offer is None and not any(
                isinstance(a, Offer) and a.train == offering[0] for a in legal):
            self.offering = None
        if sorting is not None and not any(_sorted_by(a, sorting) for a in legal):
            self.sorting = None

    def split_lines(self, number: int) -> list[str]:
        """The lines train `number`'s guest may be left on, by a split."""
        return sorted({a.to for a in self.board.legal
                       if isinstance(a, Split) and a.train == number})

    def open(self, opens: Opens, number: int) -> None:
        """A bar button of the selected train `number` opened a dialog."""
        if opens.kind == "split":
            guest = self.board.seen.me.trains[number - 1].guest
            assert guest is not None
            self.sorting = Sorting("split", number, guest, platform=self.split_lines(number)[0])
        elif opens.kind == "change":
            first, second = sorted((number, opens.other))
            self.sorting = Sorting("change", first, second)
        else:
            self.offering = (number, opens.seat, opens.other)
        self.rebuild()

    # --- the mouse on the dialog --------------------------------------------------------------
    def press(self, pos: Point) -> bool:
        """A press while the dialog is open: a button acts, a token is picked up; True when
        the press was the board's (on the dialog or the shaded map)."""
        dialog = self.dialog
        assert dialog is not None
        board = self.board
        button = dialog.button_at(pos)
        if button is not None:
            self.pressed(button)
            return True
        chip = dialog.chip_at(pos)
        if chip is not None:
            face = board.game.board.tokens[chip.token]
            image = token_chip(face.passengers, face.destination,
                               region_colour(board.game.board, face.destination), chip.rect.h)
            board.gestures.lift("chip", chip.token, image, pos, chip.rect)
            return True
        return board.layout.map_area.collidepoint(pos)

    def pressed(self, button: Button) -> None:
        board = self.board
        action = button.action
        if not button.enabled:
            board.context.status.say(button.reason)
        elif isinstance(action, Close):
            self.forget()
            self.rebuild()
        elif isinstance(action, Platform):
            assert self.sorting is not None
            self.sorting.platform = action.label
            self.rebuild()
        elif isinstance(action, Action):
            if isinstance(action, (Split, Change)):
                self.sorting = None
            board.play(action)
            if board.seen.offer is None and self.offering:
                self.offering = None  # proposed and answered, or withdrawn
                self.rebuild()

    def dropped(self, drag: Drag, pos: Point) -> None:
        """A token clicked, or dragged to the other side of the dialog."""
        dialog = self.dialog
        assert dialog is not None
        board = self.board
        chip = dialog.chip_for(int(drag.subject))
        side = next(i for i, s in enumerate(dialog.sides) if chip in s.chips)
        if drag.moved and not board.layout.dialog_side(1 - side).collidepoint(pos):
            board.context.motion.glide(drag.image, drag.corner, drag.home)
        elif dialog.kind in ("split", "change"):
            assert self.sorting is not None
            self.sorting.moving ^= {chip.token}
            self.rebuild()
        elif chip.action is not None:
            board.play(chip.action)
        elif chip.reason:
            board.context.pointer.refuse(drag if drag.moved else None, chip.reason)

    def hover(self, pos: Point) -> str:
        """The token under the mouse, in words."""
        assert self.dialog is not None
        chip = self.dialog.chip_at(pos)
        if chip is None:
            return ""
        network = self.board.game.board
        face = network.tokens[chip.token]
        return token_words(face.passengers, network.station_name(face.destination), chip.reason)

    def away(self, token: int) -> bool:
        """Whether `token` is off its place in the dialog, being dragged."""
        drag = self.board.drag
        return drag is not None and drag.kind == "chip" and drag.subject == token


def _sorted_by(action: Action, sorting: Sorting) -> bool:
    """Whether `action` is one the sorting dialog could end in (its trains can take part)."""
    if sorting.kind == "split":
        return isinstance(action, Split) and action.train == sorting.train
    return isinstance(action, Change) and (action.train, action.other) == (
        sorting.train, sorting.other)
