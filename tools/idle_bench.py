"""What the app costs while nobody touches it, and how smoothly it glides: on a real
(virtual) X server, since the dummy video driver cannot wait on a window system.

    python tools/idle_bench.py

Starts Xvfb, then for each case a fresh process running the app's own frame loop
(App.loop) for WARM_UP seconds and then SPAN more, and prints the CPU the process
used in the span as a share of one core, and how many frames a second it drew:

- the main menu, idle (target: at most 2% of a core);
- each game's table, a person to move, idle (the same target);
- a Freight table with a card gliding across it (target: 60 frames a second).

tools/bench.py prints these lines too.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHILD_FLAG = "--idle-case"
CASES = ("menu", "freight game", "koplopers game", "freight glide")
WARM_UP = 3.0  # seconds: start-up, the sound thread and the settling after input are over
SPAN = 8.0  # seconds measured


@contextmanager
def virtual_display() -> Iterator[str | None]:
    """A fresh Xvfb's display name while in the block; None when Xvfb is not installed."""
    try:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
    except FileNotFoundError:
        yield None
        return
    try:
        assert server.stdout is not None
        yield ":" + server.stdout.readline().strip()
    finally:
        server.terminate()
        server.wait()


def idle_report() -> list[str]:
    """One line per case, each measured in its own process on one virtual display."""
    with virtual_display() as display:
        if display is None:
            return ["idle CPU and glide frame rate: not measured (Xvfb is not installed)"]
        return [f"{case:<24}{measure(case, display)}" for case in CASES]


def measure(case: str, display: str) -> str:
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    with tempfile.TemporaryDirectory() as folder:
        env["RAILWAY_GAMES_DATA_DIR"] = folder
        try:
            done = subprocess.run(
                [sys.executable, __file__, CHILD_FLAG, case],
                capture_output=True,
                text=True,
                env=env,
                cwd=ROOT,
                timeout=WARM_UP + SPAN + 60,
            )
        except subprocess.TimeoutExpired:
            return "not measured: the case did not end within a minute"
    if done.returncode:
        return f"not measured: {done.stderr.strip().splitlines()[-1:]}"
    cpu, fps = done.stdout.split()[-2:]
    return f"CPU {float(cpu):5.1f}% of a core, {float(fps):5.1f} frames a second"


def run_case(case: str) -> None:
    """In the child: set the case up, run the real loop, print CPU share and frame rate."""
    import pygame

    from game.ui.app import App

    app = App()
    if case == "menu":
        app.navigator.push("menu")
    else:
        start_game(app, case.split()[0], glide=case.endswith("glide"))
    flips: list[float] = []
    flip = pygame.display.flip

    def counted_flip() -> None:
        flips.append(time.monotonic())
        flip()

    pygame.display.flip = counted_flip

    def measure_then_quit() -> None:
        time.sleep(WARM_UP)
        cpu, wall, frames = time.process_time(), time.monotonic(), len(flips)
        time.sleep(SPAN)
        cpu, wall = time.process_time() - cpu, time.monotonic() - wall
        print(f"{100 * cpu / wall:.2f} {(len(flips) - frames) / wall:.1f}", flush=True)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=measure_then_quit, daemon=True).start()
    app.loop()
    pygame.quit()


def start_game(app: object, name: str, glide: bool) -> None:
    """A two-seat game of `name`, a person to move (a computer is the other seat);
    with `glide`, a car gliding across the table for the whole measurement."""
    import pygame

    from game.engine.games import game_module
    from game.store.saves import new_slot
    from game.store.seats import COMPUTER, Seat
    from game.ui.motion import Glide
    from game.ui.session import Session
    from game.ui.table.screen import TableScreen

    colours = game_module(name).INFO.seat_colours
    seats = [Seat("Ann", colours[0]), Seat("Cpu", colours[1], COMPUTER, "easy")]
    app.services.start_session(Session.new(name, seats, 3, {}, new_slot()))  # type: ignore[attr-defined]
    scene = app.stack.top  # type: ignore[attr-defined]
    assert isinstance(scene, TableScreen)
    while not scene.session.human_to_move():
        app.frame(1 / 60)  # type: ignore[attr-defined]
    for _ in range(120):  # the computer's glides land
        app.frame(1 / 60)  # type: ignore[attr-defined]
    if glide:
        card = pygame.Surface((52, 72))
        card.fill((200, 48, 48))
        scene.motion.glides.append(
            Glide(card, (40, 120), (900, 600), duration=2 * (WARM_UP + SPAN))
        )


def main() -> None:
    if CHILD_FLAG in sys.argv:
        sys.path.insert(0, str(ROOT))
        run_case(sys.argv[-1])
        return
    print("\n".join(idle_report()))


if __name__ == "__main__":
    main()
