"""Widgets keep one picture per state (game/ui/widget_shapes.py): the same pictures as
pygame-gui's own drawing, and a text entry line still shows what a person types."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core.drawable_shapes.drawable_shape import DrawableShape
from pygame_gui.core.drawable_shapes.rounded_rect_drawable_shape import RoundedRectangleShape

from game.ui.app import App
from game.ui.scenes.menu import MenuScene

from .driving import click_widget, frames, move_to, press, type_into
from .test_load_and_save_as import start_toy_game


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_buttons_states_keep_no_text_layers_and_look_as_pygame_gui_draws_them(
    app: App,
) -> None:
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    button = menu.buttons["New game"]
    move_to(app, button.rect.center)  # its hovered state is drawn too
    frames(app, 5)
    shape = button.drawable_shape
    drawn = [state for state in shape.states.values() if state.generated]
    assert {"normal", "hovered"} <= {state.state_id for state in drawn}
    for state in drawn:
        assert state.pre_text_surface is None and state.text_surface is None
        lightened = _pixels(state.surface)
        # pygame-gui's own drawing of the state, text layers and all
        shape.redraw_state(state.state_id, add_text=False)
        stock = DrawableShape.finalise_text.__wrapped__
        stock(shape, state.state_id, f"{state.state_id}_text",
              f"{state.state_id}_text_shadow")
        assert state.text_surface is not None
        assert _pixels(state.surface) == lightened


def test_a_text_entry_keeps_its_layers_and_shows_what_is_typed(app: App) -> None:
    start_toy_game(app)
    press(app, pygame.K_ESCAPE)
    click_widget(app, app.stack.top.buttons["Save as…"])  # type: ignore[attr-defined]
    entry = app.stack.top.entry  # type: ignore[attr-defined]
    assert isinstance(entry, pygame_gui.elements.UITextEntryLine)
    type_into(app, entry, "A")
    one = _pixels(entry.image)
    type_into(app, entry, "Ann's evening")
    assert entry.get_text() == "Ann's evening"
    assert entry.drawable_shape.active_state.text_surface is not None
    assert _pixels(entry.image) != one


def test_a_rounded_button_lets_go_of_its_big_outlines_and_draws_each_state_as_before(
    app: App,
) -> None:
    # As large as the buttons that weigh most, too large for pygame-gui's cache of shapes
    # (40,000 pixels), so every state is drawn rather than copied from there.
    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 420, 110), "End turn",
                                          app.stack.top.ui)  # type: ignore[attr-defined]
    shape = button.drawable_shape
    assert isinstance(shape, RoundedRectangleShape)
    states = [s for s in ("normal", "hovered", "selected", "disabled") if s in shape.states]
    assert len(states) == 4
    lightened = []
    for state in states:  # each state drawn afresh, its big outlines let go after it
        shape.redraw_state(state)
        assert shape.temp_additive_shape is None and shape.temp_subtractive_shape is None
        lightened.append(_pixels(shape.states[state].surface))
    stock = RoundedRectangleShape.redraw_state.__wrapped__  # pygame-gui's own: kept between
    for state, picture in zip(states, lightened, strict=True):
        stock(shape, state)
        assert _pixels(shape.states[state].surface) == picture
    assert shape.temp_additive_shape is not None
