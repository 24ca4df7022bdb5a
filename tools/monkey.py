"""Monkey test: random clicks, drags, wheel turns, key presses and window resizes
into each game screen, then the engine's invariants.

    python tools/monkey.py [--events 100000] [--seed 1] [--games freight,koplopers]

The UI tests play legal moves the way a careful player makes them; people also
click between cards, drag onto nothing, press keys mid-drag and resize the window
while a dialog is open. This throws a fixed number of such events (repeatable by
seed) at a 4-seat game (two people, two computer players) on each game screen
with the dummy video driver, and fails on the first exception or broken invariant.

Quitting and file dialogs are disabled: the monkey is put back on its game
screen whenever it reaches the main menu, and Save as is closed as it opens.
When the people's seats make no move for a while, one random legal move is
played through the screen (as a computer seat's move would be), so the monkey
also reaches later phases of the game. When a game ends, the next one starts.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

if TYPE_CHECKING:
    from game.engine.base import Game
    from game.ui.app import App
    from game.ui.session import Session
    from game.ui.table.screen import TableScreen

GAMES = ("freight", "koplopers")
SEATS = 4
CHECK_EVERY = 5_000  # events between invariant checks (each replays the whole record)
NUDGE_AFTER = 25  # gestures without a move before the monkey plays one itself
SMALLEST, LARGEST = (500, 400), (1920, 1200)  # resizes go below the app's minimum too

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_EQUALS,
    pygame.K_F11,
    pygame.K_z,
    pygame.K_y,
    pygame.K_a,
    pygame.K_s,
    pygame.K_1,
    pygame.K_2,
    pygame.K_0,
]
MODS = [0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT]


class BrokenInvariant(AssertionError):
    """The engine state after the monkey is not one the rules can produce."""


def invariant_problem(game: Game) -> str | None:
    """What is wrong with `game`, or None: the card economy and the record's replay."""
    from game.engine.games import game_module

    if game.NAME == "freight":
        from game.engine.freight import Car

        cars = game.state.cars_everywhere()  # type: ignore[attr-defined]
        if len(cars) != 176 or Counter(cars) != {car: 16 for car in Car}:
            return f"the box holds {len(cars)} cars, not 176 (16 of each type)"
    if game_module(game.NAME).load(game.record()).view(None) != game.view(None):
        return "replaying the record gives a different game"
    return None


@dataclass
class Report:
    game: str
    events: int = 0
    gestures: int = 0
    actions: int = 0  # moves played, by mouse, computer seats and nudges (undone ones too)
    nudges: int = 0
    games: int = 1
    returns: int = 0  # times the monkey left the game screen and was put back
    checks: int = 0
    seconds: float = 0.0
    gesture_counts: Counter[str] = field(default_factory=Counter)

    def line(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.gesture_counts.items()))
        return (
            f"{self.game}: {self.events} events ({kinds}) in {self.seconds:.0f} s; "
            f"{self.actions} moves ({self.nudges} nudged), {self.games} games, "
            f"{self.returns} returns to the game screen, {self.checks} invariant checks passed"
        )


class Monkey:
    def __init__(self, app: App, game_name: str, seed: int) -> None:
        self.app = app
        self.game_name = game_name
        self.rng = random.Random(seed)
        self.report = Report(game_name)
        self.session = self.new_session()
        self.app.services.start_session(self.session)
        self.idle = 0

    def new_session(self) -> Session:
        from game.engine.games import game_module
        from game.store.saves import new_slot
        from game.store.seats import COMPUTER, HUMAN, Seat
        from game.ui.session import Session

        colours = game_module(self.game_name).INFO.seat_colours
        seats = [
            Seat(f"Seat {i + 1}", colours[i], HUMAN if i < 2 else COMPUTER, "random")
            for i in range(SEATS)
        ]
        seed = self.rng.randrange(2**31)
        return Session.new(self.game_name, seats, seed, {}, new_slot())

    # --- events --------------------------------------------------------------------------
    def point(self) -> tuple[int, int]:
        """Anywhere in the window, or (a third of the time) on one of the screen's widgets."""
        w, h = self.app.display.screen.get_size()
        top: Any = self.app.stack.top  # every screen on the stack is a Scene, with widgets
        widgets = [e for e in top.ui.get_sprite_group().sprites() if e.visible]
        if widgets and self.rng.random() < 0.33:
            rect = self.rng.choice(widgets).rect
            return (
                self.rng.randint(rect.left, max(rect.left, rect.right - 1)),
                self.rng.randint(rect.top, max(rect.top, rect.bottom - 1)),
            )
        return self.rng.randrange(w), self.rng.randrange(h)

    def post(self, kind: int, **attributes: Any) -> None:
        if "pos" in attributes:
            pygame.mouse.set_pos(attributes["pos"])
        pygame.event.post(pygame.event.Event(kind, **attributes))
        self.report.events += 1

    def frames(self, count: int = 1) -> None:
        for _ in range(count):
            self.app.frame(1 / 60)

    def click(self) -> None:
        pos = self.point()
        button = self.rng.choice((1, 1, 1, 3))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames()

    def drag(self) -> None:
        """Press, move in steps, release, with a frame after each as a real drag has."""
        start, end = self.point(), self.point()
        self.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames()
        steps = self.rng.randint(1, 6)
        for step in range(1, steps + 1):
            pos = (
                start[0] + (end[0] - start[0]) * step // steps,
                start[1] + (end[1] - start[1]) * step // steps,
            )
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            self.frames()
        if self.rng.random() < 0.1:  # a key pressed before the button is let go
            self.key()
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frames()

    def wheel(self) -> None:
        pos = self.point()
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(self.rng.randint(1, 4)):
            y = self.rng.choice((-1, 1))
            self.post(
                pygame.MOUSEWHEEL,
                x=0,
                y=y,
                precise_x=0.0,
                precise_y=float(y),
                flipped=False,
                touch=False,
            )
        self.frames()

    def key(self) -> None:
        key, mod = self.rng.choice(KEYS), self.rng.choice(MODS)
        name = pygame.key.name(key)
        text = name if len(name) == 1 and not mod & pygame.KMOD_CTRL else ""
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        if text:
            self.post(pygame.TEXTINPUT, text=text)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        self.frames()

    def resize(self) -> None:
        """What a window manager does: the window changes size, then the app is told."""
        size = (
            self.rng.randint(SMALLEST[0], LARGEST[0]),
            self.rng.randint(SMALLEST[1], LARGEST[1]),
        )
        if not self.app.display.screen.get_flags() & pygame.FULLSCREEN:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.frames()

    GESTURES = {"click": 40, "drag": 30, "wheel": 10, "key": 19, "resize": 1}

    def gesture(self) -> None:
        names = list(self.GESTURES)
        name = self.rng.choices(names, weights=list(self.GESTURES.values()))[0]
        getattr(self, name)()
        self.report.gesture_counts[name] += 1
        self.report.gestures += 1

    # --- staying on the game screen ------------------------------------------------------
    def game_scene(self) -> TableScreen | None:
        from game.ui.table.screen import TableScreen

        return next((s for s in self.app.stack.scenes if isinstance(s, TableScreen)), None)

    def keep_on_game_screen(self) -> None:
        from game.ui.scenes.save_as import SaveAsScene

        self.app.running = True  # quitting is disabled
        if isinstance(self.app.stack.top, SaveAsScene):
            self.app.stack.pop()  # and so are file dialogs
        scene = self.game_scene()
        if scene is None:
            self.report.returns += 1
            if self.session.game.is_over:
                self.next_game()
            else:
                self.app.services.start_session(self.session)
        elif scene.session is not self.session:  # "Play again" on the results
            self.check(self.session.game)
            self.session = scene.session
            self.report.games += 1

    def next_game(self) -> None:
        self.check(self.session.game)
        self.session = self.new_session()
        self.app.services.start_session(self.session)
        self.report.games += 1

    def check(self, game: Game) -> None:
        problem = invariant_problem(game)
        if problem:
            raise BrokenInvariant(f"{self.game_name}, seed {game.seed}: {problem}")
        self.report.checks += 1

    def nudge(self) -> bool:
        """One random legal move for the people's seat, played as a computer seat's is;
        the next game when this one is over. False when an overlay is in the way."""
        scene = self.game_scene()
        game = self.session.game
        if game.is_over:
            self.next_game()
            return True
        if scene is None or scene is not self.app.stack.top:
            return False
        if self.session.awaiting_confirm:
            scene.confirm()  # as the person's Enter would
            return True
        if not self.session.human_to_move():
            return False
        scene.perform([self.rng.choice(game.legal_actions())])
        self.report.nudges += 1
        self.report.actions += 1
        self.frames()
        return True

    def run(self, events: int, progress: Callable[[Report], None] | None = None) -> Report:
        """Throw `events` events; `progress` hears after every invariant check."""
        started = time.perf_counter()
        next_check = CHECK_EVERY
        while self.report.events < events:
            before = len(self.session.game.actions)
            self.gesture()
            self.keep_on_game_screen()
            after = len(self.session.game.actions)
            self.report.actions += max(0, after - before)  # undone moves stay counted
            self.idle = 0 if after != before else self.idle + 1
            if self.idle >= NUDGE_AFTER and self.nudge():
                self.idle = 0
            if self.report.events >= next_check:
                self.check(self.session.game)
                next_check += CHECK_EVERY
                if progress is not None:
                    self.report.seconds = time.perf_counter() - started
                    progress(self.report)
        self.check(self.session.game)
        self.report.seconds = time.perf_counter() - started
        return self.report


def run_monkey(
    game_name: str, events: int, seed: int, progress: Callable[[Report], None] | None = None
) -> Monkey:
    """A fresh app on the dummy driver with a throwaway data folder, and the monkey on it."""
    from game.store.paths import DATA_DIR_VARIABLE
    from game.ui.app import App

    with tempfile.TemporaryDirectory() as folder:
        previous = os.environ.get(DATA_DIR_VARIABLE)
        os.environ[DATA_DIR_VARIABLE] = folder
        try:
            app = App()
            app.navigator.push("menu")
            app.frame(0.0)
            monkey = Monkey(app, game_name, seed)
            monkey.run(events, progress)
            return monkey
        finally:
            if previous is None:
                os.environ.pop(DATA_DIR_VARIABLE, None)
            else:
                os.environ[DATA_DIR_VARIABLE] = previous


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000, help="events per game screen")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    for name in args.games.split(","):
        monkey = run_monkey(name, args.events, args.seed, lambda r: print(r.line(), flush=True))
        print("done:", monkey.report.line(), flush=True)


if __name__ == "__main__":
    main()
