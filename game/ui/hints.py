"""Hints at the table: Hard's choice for the person to move, asked off the UI thread.

A hint is searched on the computer players' thread (the session's worker), as a
Hard computer's move is, from the seat's view and legal actions alone
(game/ai/hint.py), so the window goes on drawing meanwhile. A hint that comes
back after the game moved on (an undo, a move made meanwhile) is dropped: it was
for another position. The hinted action stays lit on the table (Freight: the
line, row or train; Koplopers: the site, place, station or train) until the
position changes. Each hint shown is counted on its seat, which the save keeps
beside the record (the engine record never changes) and the results show.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from game.engine.action import Action
from game.texts import ntr, tr
from game.ui.session import Session, _worker

if TYPE_CHECKING:  # type only: the computer players load only when a hint is first asked
    from game.ai.hint import Hint

HINT_FRAME = (120, 230, 255)  # a cool blue, unlike the warm light of legal drop places


@dataclass
class Asked:
    game: object  # the session's game when asked: undo replaces it
    moves: int  # how many actions it had
    seat: int
    future: Future[Hint]


class HintAsker:
    """At most one hint in the making, for the position it was asked in."""

    def __init__(self) -> None:
        self.asked: Asked | None = None
        # The last hint shown, lit on the table while its position is on it.
        self.shown: Asked | None = None

    @property
    def busy(self) -> bool:
        return self.asked is not None

    def ask(self, session: Session) -> bool:
        """Start a hint for the person to move; False when nobody may have one now."""
        seat = session.game.current_player
        if seat is None or not session.human_to_move() or self.asked is not None:
            return False
        from game.ai.hint import hint  # the computer players load only when first needed

        game = session.game
        future = _worker().submit(hint, game.NAME, game.view(seat), game.legal_actions())
        self.asked = Asked(game, len(game.actions), seat, future)
        return True

    def ready(self, session: Session) -> str | None:
        """The hint's line once it is ready for the position still on the table (and counted);
        None while it is being made, or when the game moved on meanwhile."""
        asked = self.asked
        if asked is None or not asked.future.done():
            return None
        self.asked = None
        game = session.game
        if game is not asked.game or len(game.actions) != asked.moves:
            return None
        found = asked.future.result()
        self.shown = asked
        count_hint(session, asked.seat)
        return tr("Hint: {reason}").format(reason=found.reason())


    def lit(self, session: Session) -> Action | None:
        """The hinted action while the position it was for is still on the table."""
        found = self._standing(session)
        return None if found is None else found.action

    def rest(self, session: Session) -> Action | None:
        """The rest of the hinted move (Freight: where the car taken goes), while the hint
        stands; None when it has none."""
        found = self._standing(session)
        return None if found is None else found.then

    def _standing(self, session: Session) -> Hint | None:
        """The hint shown, while the position it was for is still on the table."""
        shown, game = self.shown, session.game
        if shown is None or game is not shown.game or len(game.actions) != shown.moves:
            return None
        return shown.future.result()


def light(surface: pygame.Surface, places: list[pygame.Rect], width: int) -> None:
    """A bright frame round each place of a hinted action."""
    for place in places:
        pygame.draw.rect(surface, HINT_FRAME, place.inflate(2 * width, 2 * width), width,
                         border_radius=2 * width)


def count_hint(session: Session, seat: int) -> None:
    """One more hint used by `seat`, saved at once."""
    session.seats[seat] = replace(session.seats[seat], hints=session.seats[seat].hints + 1)
    session.autosave_now()


def hints_note(hints: int) -> str:
    """The results' words for a seat's hints ('' for none)."""
    return ntr("{n} hint used", "{n} hints used", hints) if hints else ""
