"""What the Freight table says about a turn: why a take ended early, the start-of-turn
hint (Switch yard when nothing else is possible) and the End Of Day banner."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.action import Action
from game.engine.freight.actions import AddLocomotive, Pass, Switch
from game.engine.freight.cards import LAST_DAY
from game.engine.freight.state import FreightState, Phase, Player
from game.ui.fonts import rendered
from game.ui.palette import ACCENT, PANEL

TAKE_COUNT = 3


@dataclass(frozen=True)
class Before:
    """The take under way before an action: whose turn, which phase, cars taken so far."""

    seat: int
    phase: Phase
    taken: int


def before(state: FreightState) -> Before:
    return Before(state.turn, state.phase, state.cars_this_action)


def early_end(state: FreightState, was: Before) -> str:
    """Ruling 4 said aloud: the take ended after 1 or 2 cars because no end car fits."""
    if was.phase is not Phase.TAKE or not 0 < was.taken < TAKE_COUNT or state.hand:
        return ""
    if state.turn == was.seat and state.phase is Phase.TAKE:
        return ""  # the take goes on
    name = state.players[was.seat].name
    cars = f"{was.taken} car{'s' * (was.taken != 1)}"
    if state.main_yard_cars() == 0:
        return f"The Main Yard is empty: {name}'s turn ends after {cars}."
    return f"No end car can be placed anywhere: {name}'s turn ends after {cars}."


def start_hint(legal: Sequence[Action]) -> str:
    """The hint at the start of a human turn, from the actions the rules allow."""
    kinds = {type(a) for a in legal}
    if kinds == {Pass}:
        return "Nothing is possible this turn: press Pass."
    if kinds - {AddLocomotive} == {Switch}:
        also = " (you may add a locomotive first)" if AddLocomotive in kinds else ""
        return f"Only Switch yard (−1 point) is possible this turn{also}."
    return "Your turn: drag a line's end car or a private car, or use a button."


def draw_day_end_banner(
    surface: pygame.Surface, state: FreightState, area: pygame.Rect, size: int
) -> None:
    """A strip across `area`'s top while the day is ending (End Of Day drawn)."""
    if not state.day_ending:
        return
    left = (state.marker - state.turn) % state.seats or state.seats
    text = f"END OF DAY drawn: day {state.day} ends in {left} turn{'s' * (left != 1)}"
    face = rendered(text, max(12, size), True, PANEL)
    strip = pygame.Rect(area.x, area.y, area.width, face.get_height() + 8)
    pygame.draw.rect(surface, ACCENT, strip, border_radius=6)
    surface.blit(face, face.get_rect(center=strip.center))


def may_add(state: FreightState, player: Player) -> str:
    """How many locomotives the seat may still add today (one on Days 1 and 2)."""
    if state.day == LAST_DAY or player.added_locomotive_today:
        return ""
    return ", may add 1 today"
