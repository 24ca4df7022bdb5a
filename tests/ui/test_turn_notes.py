"""Issue 15 item 2: a take that ends after 1 or 2 cars is explained, Switch yard
alone gets its own hint, and End Of Day drawn shows a banner on the table."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.engine.freight.actions import AddLocomotive, Pass, Place, Switch, Take
from game.engine.freight.game import FreightGame
from game.engine.freight.state import Phase
from game.ui.catalog import game_info
from game.ui.freight import turn_notes
from game.ui.palette import ACCENT

if TYPE_CHECKING:
    from game.ui.app import App


def _game(seed: int) -> FreightGame:
    info = game_info("freight")
    game = FreightGame(["Ann", "Bob", "Cy"], seed=seed, options=info.default_options())
    return game


def test_an_early_end_is_explained_and_a_full_take_is_not() -> None:
    moves = random.Random(5)
    early = full = 0
    for seed in range(6):
        game = _game(seed)
        while not game.is_over and (early < 2 or full < 2):
            action = moves.choice(game.legal_actions())
            was = turn_notes.before(game.state)
            game.apply(action)
            note = turn_notes.early_end(game.state, was)
            ended = isinstance(action, Place) and was.phase is Phase.TAKE
            ended = ended and not game.state.hand and game.state.cars_this_action == 0
            if ended and was.taken < 3:
                early += 1
                cars = f"{was.taken} car{'s' * (was.taken != 1)}"
                assert note.endswith(f"turn ends after {cars}."), note
                assert game.state.players[was.seat].name in note
            else:
                full += not note
                assert note == "" or ended, (action, note)
    assert early >= 1 and full >= 1


def test_start_hint_names_switch_when_it_is_all_there_is() -> None:
    assert "Only Switch yard" in turn_notes.start_hint([Switch()])
    with_loco = turn_notes.start_hint([Switch(), AddLocomotive()])
    assert "Only Switch yard" in with_loco and "locomotive" in with_loco
    assert "press Pass" in turn_notes.start_hint([Pass()])
    assert "drag a line's end car" in turn_notes.start_hint([Take(1), Switch()])


def test_end_of_day_banner_is_drawn_only_while_the_day_ends(app: App) -> None:
    game = _game(1)
    surface = pygame.Surface((400, 200))
    area = pygame.Rect(10, 10, 300, 100)
    turn_notes.draw_day_end_banner(surface, game.state, area, 16)
    assert surface.get_at((12, 14))[:3] != ACCENT
    game.state.day_ending = True
    turn_notes.draw_day_end_banner(surface, game.state, area, 16)
    assert surface.get_at((12, 14))[:3] == ACCENT
