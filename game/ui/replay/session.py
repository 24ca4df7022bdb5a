"""A game watched, not played: the session a table draws a replayed position from.

The tables draw whatever their session holds, from `session.viewer()`'s view,
so a replay hands a table this session and moves its game along the timeline.
Nobody may move in it (no person is ever to move, no computer plays, nothing
is undone), nothing is saved, no hand-over screen is needed (the replay itself
decides whose view is shown), and the view is the one the replay chose: every
card face up (None) once the game is over, one seat's own view while it is not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.action import Action
from game.engine.base import Game
from game.engine.errors import IllegalAction
from game.engine.event import Event
from game.store.seats import Seat
from game.texts import tr
from game.ui.session import Session

if TYPE_CHECKING:  # type only: the computer players load when a game has a computer seat
    from game.ai.levels import ComputerPlayer


class ReplaySession(Session):
    replaying = True
    offers_hints = False

    def __init__(self, game: Game, seats: list[Seat], looker: int | None) -> None:
        super().__init__(game, seats, autosave=None)
        self.looker = looker  # whose view the table shows; None: everything face up

    def _computer_players(self) -> dict[int, ComputerPlayer]:
        return {}  # the record already holds every computer move

    def viewer(self) -> int | None:
        return self.looker

    def human_to_move(self) -> bool:
        return False

    def apply(self, action: Action) -> list[Event]:
        raise IllegalAction(tr("this is a replay: the moves are the ones played"))

    def computer_ready(self) -> bool:
        return False

    def play_computer(self) -> Action | None:
        return None

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def needs_handover(self) -> bool:
        return False
