"""Drive the app as a person would: synthetic mouse clicks and key presses, then frames."""

from __future__ import annotations

from typing import TypeVar

import pygame

from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene

S = TypeVar("S")


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.frame(1 / 60)


def click(app: App, pos: tuple[int, int]) -> None:
    """Press and release the left button at `pos`, and let the app react."""
    pygame.mouse.set_pos(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    frames(app)


def click_widget(app: App, widget: object) -> None:
    click(app, widget.rect.center)  # type: ignore[attr-defined]


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    frames(app)


def from_menu(app: App, button: str, scene: type[S]) -> S:
    """Click `button` on the main menu and return the scene it opens, of type `scene`."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click_widget(app, menu.buttons[button])
    opened = app.stack.top
    assert isinstance(opened, scene)
    return opened


def quit_to_menu(app: App) -> MenuScene:
    """Esc, then the game menu's Quit to menu, as a player leaves a game."""
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click_widget(app, pause.buttons["Quit to menu"])
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return menu
