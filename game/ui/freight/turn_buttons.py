"""The Freight turn's buttons: Add locomotive, Switch yard, Pass and Put back as it was.

Locomotive and Switch stay in sight at the start of a person's turn, greyed
with the engine's reason when not allowed; Pass appears only when it applies;
Put back as it was appears right after a Switch and plays the put-backs the
engine gives to rebuild the rows as they stood before it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui

from game.engine.action import Action
from game.engine.freight import AddLocomotive, FreightGame, FreightView, Pass, Phase, Switch
from game.texts import sentence, tr, trc

Button = pygame_gui.elements.UIButton
MakeButton = Callable[[pygame.Rect, str], Button]


class TurnButtons:
    """The four buttons in `area` (beside the piles), made by `make`."""

    def __init__(self, make: MakeButton, area: pygame.Rect, gap: int, row_h: int) -> None:
        half = (area.w - gap) // 2
        right = area.x + half + gap
        second = area.y + row_h + gap * 3 // 4
        self.locomotive = make(pygame.Rect(area.x, area.y, half, row_h), tr("Add locomotive"))
        self.switch = make(pygame.Rect(right, area.y, half, row_h), tr("Switch yard (−1 pt)"))
        self.pass_ = make(pygame.Rect(right, second, half, row_h), trc("turn", "Pass"))
        self.as_it_was = make(pygame.Rect(area.x, second, area.w, row_h), tr("Put back as it was"))
        self._reasons: dict[Button, str] = {}  # why each greyed button may not be pressed

    def sync(
        self, game: FreightGame, table: FreightView, legal: Sequence[Action], can_act: bool
    ) -> None:
        """Shown, enabled and explained as the rules stand for the person to move."""
        legal_kinds = {type(a) for a in legal}
        starting = can_act and table.phase is Phase.START
        self._reasons = {}
        for button, action, shown in (
            (self.locomotive, AddLocomotive(), starting),
            (self.switch, Switch(), starting),
            (self.pass_, Pass(), Pass in legal_kinds),
        ):
            _show(button, shown)
            reason = game.why_illegal(action)
            button.enable() if reason is None else button.disable()
            button.set_tooltip(sentence(reason) if reason else None)
            if reason:
                self._reasons[button] = reason
        _show(self.as_it_was, can_act and game.can_put_back_as_it_was())

    def refusal_at(self, pos: tuple[int, int]) -> str | None:
        """Why the greyed button at `pos` may not be pressed (a click on it did nothing, the
        reason only in a tool tip a moment later); None when no greyed button is there."""
        return next((reason for button, reason in self._reasons.items()
                     if button.visible and button.rect.collidepoint(pos)), None)

    def actions(self, button: object, game: FreightGame) -> list[Action] | None:
        """What pressing `button` plays; None when it is not one of these."""
        if button is self.locomotive:
            return [AddLocomotive()]
        if button is self.switch:
            return [Switch()]
        if button is self.pass_:
            return [Pass()]
        if button is self.as_it_was:
            return game.put_back_as_it_was()
        return None


def _show(widget: pygame_gui.core.UIElement, shown: bool) -> None:
    widget.show() if shown else widget.hide()
