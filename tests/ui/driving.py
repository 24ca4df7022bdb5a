"""Drive the app as a person would: synthetic mouse clicks and key presses, then frames."""

from __future__ import annotations

from typing import TypeVar

import pygame

from game.ui.app import App
from game.ui.lessons.session import LessonSession
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.table.screen import TableScreen

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


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press at `start`, move through the middle to `end` and let go there, as a hand drags."""
    pygame.mouse.set_pos(start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (middle, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app)


def press_at(app: App, pos: tuple[int, int]) -> None:
    """The left button goes down at `pos` (and stays down), then one frame."""
    _one(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), pos)


def move_to(app: App, pos: tuple[int, int]) -> None:
    """The mouse moves to `pos` with the left button down, then one frame."""
    _one(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)), pos)


def release_at(app: App, pos: tuple[int, int]) -> None:
    """The left button comes up at `pos`, then one frame."""
    _one(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1), pos)


def _one(app: App, event: pygame.event.Event, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(event)
    frames(app, 1)


def click_widget(app: App, widget: object) -> None:
    click(app, widget.rect.center)  # type: ignore[attr-defined]


def type_into(app: App, entry: object, text: str) -> None:
    """Click a text box, clear it and type `text` one character at a time."""
    click_widget(app, entry)
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    press(app, pygame.K_BACKSPACE)
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char, window=None))
    frames(app)


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


def open_lesson(app: App, title: str, board: type) -> tuple[TableScreen, LessonSession]:
    """Learn, then the lesson called `title`, as a learner opens it (animation off): its
    table screen, whose board is of type `board`, and the lesson's session."""
    from game.ui.lessons.guide import LessonGuide
    from game.ui.lessons.scene import LearnScene

    app.settings.animation = "off"
    learn = from_menu(app, "Learn", LearnScene)
    button = next(b for b, lesson in learn.buttons.items() if lesson.title == title)
    click_widget(app, button)
    scene = app.stack.top
    assert isinstance(scene, TableScreen) and isinstance(scene.board, board)
    assert isinstance(scene.guide, LessonGuide)
    session = scene.session
    assert isinstance(session, LessonSession)
    return scene, session


def open_game_menu(app: App) -> PauseScene:
    """Esc at the table: the game menu."""
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    return pause


def quit_to_menu(app: App) -> MenuScene:
    """Esc, then the game menu's Quit to menu, as a player leaves a game."""
    click_widget(app, open_game_menu(app).buttons["Quit to menu"])
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return menu


def choose_option(app: App, menu: object, option: str) -> None:
    """Open a drop-down menu with a click and click its option whose id is `option`."""
    click_widget(app, menu)
    state = menu.current_state  # type: ignore[attr-defined]
    items = state.options_selection_list.item_list
    item = next(i for i in items if i.get("object_id") == option or i["text"] == option)
    click(app, item["button_element"].rect.center)
    frames(app, 3)  # the list tells the menu, the menu tells the scene: a frame each
