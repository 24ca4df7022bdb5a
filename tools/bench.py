"""Frame-time benchmark of the app's scenes, against a fixed reference scene.

    python tools/bench.py [--frames 600] [--runs 7] [--no-frames] [--trace]
    python tools/bench.py --packaged [--dist dist] [--runs 7] [--trace]

Prints the time from starting `python -m game --first-frame` to its first menu
frame on the screen (wall, and the CPU it had used by then; median and best of
--runs, with the load average, since the machine is shared), then for
every scene the median and 99th-percentile frame time over --frames frames at
1280x800 with SDL's dummy video driver (wall clock and this process's CPU time),
and each scene's CPU p99 as a ratio to the CPU p99 of a reference scene (one
full-screen blit, 60 alpha-blended 90x130 cards and 6 pygame-gui buttons).
The target is a ratio of at most 2 for every scene.
A scene that cannot be built (an engine still missing parts) is reported, not fatal.
Then what the app costs idle and its frame rate while a card glides, on a virtual
X server (tools/idle_bench.py: at most 2% of a core idle, 60 frames a second
gliding), and the peak memory of each case of tools/memory_bench.py, each in a
fresh process of its own, at 1920x1080 and 1280x800: the main menu, a 4-seat
game of each kind (two people, two random computer players) and one person
against three Hard computer players in each game, all played to the end (target
for every game: at most 120 MB at 1920x1080, 100 MB at 1280x800), each with
what it holds at the end (pictures and fonts by count and bytes, Python objects
by type and by holder); with --trace also the source lines that had allocated most
(a second run under tracemalloc); then the soaks: 30 Koplopers and 10 Freight games
one after another in one app, its resident memory after game 2 and after the last
(target: within 10%). With --no-frames only the first frame, the idle, gliding and
memory figures.

With --packaged it measures the built app (tools/build_app.py; this builds nothing)
instead: its start to the first menu frame, beside the same from source (target:
under 0.5 s), its size on disk (at most 30 MB), and the same memory cases
(measured from source, the same code the bundle runs).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE_FIRST_FRAME = [sys.executable, "-m", "game", "--first-frame"]


def first_frame(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds from starting `command` (the app with --first-frame) until
    it has flipped its first menu frame to the screen.

    The app prints the time of that flip and the CPU time it had used by then (one
    process from the start, packaged too: a one-folder bundle runs Python in the
    process it starts), so neither holds the exit after the frame.
    """
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    with tempfile.TemporaryDirectory() as folder:  # no settings: the default window
        env["RAILWAY_GAMES_DATA_DIR"] = folder
        started = time.time()
        done = subprocess.run(
            command, capture_output=True, text=True, check=True, env=env, cwd=ROOT
        )
    line = next(x for x in done.stdout.splitlines() if x.startswith("first frame at "))
    words = line.split()  # first frame at EPOCH after CPU s CPU
    return float(words[3]) - started, float(words[5])


def first_frame_report(name: str, command: list[str], runs: int) -> str:
    """Median and best of `runs` starts: the machine is shared, so single runs scatter."""
    walls, cpus = zip(*(first_frame(command) for _ in range(runs)), strict=True)
    ms = 1000
    return (
        f"{name} start to first menu frame over {runs} runs: "
        f"wall median {statistics.median(walls) * ms:.0f} ms (min {min(walls) * ms:.0f}), "
        f"CPU median {statistics.median(cpus) * ms:.0f} ms (min {min(cpus) * ms:.0f}); "
        f"load average {os.getloadavg()[0]:.2f}"
    )


def frame_times(app: object, frames: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each frame.

    The machine is shared, so wall-clock spikes often measure other processes;
    the CPU time of this process is what the scene itself costs.
    """
    wall, cpu = [], []
    for _ in range(frames):
        start, start_cpu = time.perf_counter(), time.process_time()
        app.frame(1 / 60)  # type: ignore[attr-defined]
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


def row(name: str, wall: list[float], cpu: list[float], ref_cpu_p99: float) -> str:
    ms = 1000
    return (
        f"{name:<24}{statistics.median(wall) * ms:>10.2f}{p99(wall) * ms:>9.2f}"
        f"{statistics.median(cpu) * ms:>10.2f}{p99(cpu) * ms:>9.2f}"
        f"{p99(cpu) / ref_cpu_p99:>9.2f}"
    )


def p99(times: list[float]) -> float:
    return sorted(times)[min(len(times) - 1, round(0.99 * len(times)))]


def reference_scene(app: object) -> object:
    """One full-screen blit, 60 alpha-blended 90x130 cards and 6 pygame-gui buttons."""
    import pygame
    import pygame_gui

    from game.ui.scenes.backdrop import draw_felt
    from game.ui.scenes.base import Scene

    class Reference(Scene):
        def build(self) -> None:
            self.card = pygame.Surface((90, 130), pygame.SRCALPHA)
            self.card.fill((240, 235, 220, 210))
            pygame.draw.rect(self.card, (120, 40, 40, 255), self.card.get_rect(), 3)
            for i in range(6):
                pygame_gui.elements.UIButton(
                    pygame.Rect(20 + i * 200, 740, 180, 44), f"Button {i + 1}", self.ui
                )

        def draw_scene(self, surface: pygame.Surface) -> None:
            draw_felt(surface, self.size)
            for i in range(60):
                surface.blit(self.card, (40 + (i % 12) * 100, 60 + (i // 12) * 136))

    return Reference(app.services)  # type: ignore[attr-defined]


def freight_busy_table(app: object) -> None:
    """Issue 5's scene: 5 seats mid-game, a card being dragged and two cards gliding."""
    import random

    import pygame

    from game.engine.freight import Fill, FreightGame, Place, Take
    from game.store.seats import Seat
    from game.ui.freight.table import FreightTable
    from game.ui.motion import Glide
    from game.ui.session import Session
    from game.ui.table.screen import TableScreen

    names = ("Ann", "Bob", "Cy", "Dee", "Eve")
    colours = ("red", "blue", "green", "yellow", "purple")
    seats = [Seat(name, colour) for name, colour in zip(names, colours, strict=True)]
    session = Session.new("freight", seats, seed=4, options={}, autosave=None)
    game = session.game
    assert isinstance(game, FreightGame)
    rng = random.Random(2)
    while len(game.actions) < 160 or game.view(None).hand:
        legal = game.legal_actions()
        cars = [a for a in legal if isinstance(a, (Take, Place, Fill))]
        game.apply(rng.choice(cars or legal))
    scene = app.navigator.make("game", session=session)  # type: ignore[attr-defined]
    assert isinstance(scene, TableScreen) and isinstance(scene.board, FreightTable)
    app.stack.push(scene)  # type: ignore[attr-defined]
    layout = scene.board.layout
    main_yard = game.view(None).main_yard
    line = next(n for n, cars in enumerate(main_yard) if cars)
    end = layout.yard_card(line, len(main_yard[line]) - 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end.center, button=1))
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=layout.rows[0].center, rel=(0, 0), buttons=(1, 0, 0)
        )
    )
    card = layout.card
    image = pygame.Surface(card, pygame.SRCALPHA)
    image.blit(app.display.screen, (0, 0), end)  # type: ignore[attr-defined]
    for start, goal in ((layout.pile, layout.rows[1]), (layout.cabooses, layout.trains[4])):
        scene.motion.glides.append(Glide(image, start.topleft, goal.topleft, duration=10.0))


def koplopers_busy_board(app: object) -> None:
    """Issue 6's scene: 4 seats, 12 trains on the board, one gliding, a card being dragged."""
    import pygame

    from game.engine.koplopers import KoplopersGame
    from game.store.seats import Seat
    from game.ui.koplopers.board import KoplopersBoard
    from game.ui.motion import Glide
    from game.ui.session import Session
    from game.ui.table.screen import TableScreen

    names = ("Ann", "Bob", "Cy", "Dee")
    colours = ("red", "yellow", "green", "blue")
    seats = [Seat(name, colour) for name, colour in zip(names, colours, strict=True)]
    session = Session.new("koplopers", seats, seed=4, options={}, autosave=None)
    game = session.game
    assert isinstance(game, KoplopersGame)
    state, network = game.state, game.board
    free = [s for s in network.sections if s.site is None][::7]
    for i, section in enumerate(free[:12]):  # three trains a seat, spread over the map
        state.place(i // 3, state.seats[i // 3].trains[i % 3], (section.id, i % 2))
    state.round = 3
    game.clear_cache()
    session.hand_over()  # Ann has taken the screen: her hand is face up
    scene = app.navigator.make("game", session=session)  # type: ignore[attr-defined]
    assert isinstance(scene, TableScreen) and isinstance(scene.board, KoplopersBoard)
    app.stack.push(scene)  # type: ignore[attr-defined]
    board = scene.board
    card = board.layout.hand_card(0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1))
    middle = board.layout.map_area.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(1, 0, 0))
    )
    app.frame(1 / 60)  # type: ignore[attr-defined]  # the card is picked up before the glide
    train = state.seats[0].trains[0]
    assert train.position is not None
    start = board.screen_map.position_point(train.position)
    image = board.screen_map.train_image((200, 48, 48), False, train.position)
    goal = (start[0] + 120, start[1] + 80)
    scene.motion.glides.append(Glide(image, start, goal, duration=10.0, lands_in=("train", 0, 1)))


# Each game's busiest table, measured besides the scenes every game shares.
BUSY_TABLES = {
    "freight table busy": freight_busy_table,
    "koplopers board busy": koplopers_busy_board,
}


def bench(frames: int, runs: int) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, str(ROOT))
    print(first_frame_report("source", SOURCE_FIRST_FRAME, runs))
    with tempfile.TemporaryDirectory() as folder:
        os.environ["RAILWAY_GAMES_DATA_DIR"] = folder
        from game.ui.app import App
        from game.ui.fronts import installed_games
        from game.ui.smoke import scene_makers

        app = App()
        app.stack.push(reference_scene(app))  # type: ignore[arg-type]
        frame_times(app, 60)  # warm-up
        ref_wall, ref_cpu = frame_times(app, frames)
        ref_p99 = p99(ref_cpu)
        print(f"{'':<24}{'wall clock (ms)':>19}{'CPU time (ms)':>19}")
        print(f"{'scene':<24}{'median':>10}{'p99':>9}{'median':>10}{'p99':>9}{'p99/ref':>9}")
        print(row("reference", ref_wall, ref_cpu, ref_p99))
        for name, make in scene_makers(installed_games()):
            app.stack.scenes.clear()
            try:
                make(app)
                frame_times(app, 30)
                wall, cpu = frame_times(app, frames)
            except Exception as error:  # noqa: BLE001 - report and go on to the next scene
                print(f"{name:<24}not measured: {type(error).__name__}: {error}")
                continue
            print(row(name, wall, cpu, ref_p99))
        for name, make in BUSY_TABLES.items():
            app.stack.scenes.clear()
            make(app)
            frame_times(app, 30)
            wall, cpu = frame_times(app, frames)
            print(row(name, wall, cpu, ref_p99))


def bench_packaged(dist: Path, runs: int, trace: bool) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    from build_app import app_executable, app_folder, folder_size

    executable = app_executable(dist)
    if not executable.exists():
        sys.exit(f"{executable} is not built: python tools/build_app.py")
    print(first_frame_report("source", SOURCE_FIRST_FRAME, runs))
    print(first_frame_report("packaged", [str(executable), "--first-frame"], runs))
    print(f"bundle size on disk: {folder_size(app_folder(dist)) / 1e6:.1f} MB")
    print_peak_memory(trace)


def sleep_and_memory(trace: bool) -> None:
    """The idle and gliding figures of tools/idle_bench.py, then each game's peak memory."""
    sys.path.insert(0, str(ROOT / "tools"))
    from idle_bench import idle_report

    print("\n".join(idle_report()))
    print_peak_memory(trace)


def print_peak_memory(trace: bool) -> None:
    """Every case of tools/memory_bench.py, each in a fresh process, with where it goes,
    then its soaks (games one after another in one app)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from memory_bench import CASES, WINDOWS, report_cases, report_soaks

    for line in report_cases(list(CASES), list(WINDOWS), trace):
        print(line, flush=True)
    for line in report_soaks():
        print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--packaged", action="store_true", help="measure the built app")
    parser.add_argument("--runs", type=int, default=7, help="starts timed for the first frame")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app was built")
    parser.add_argument(
        "--no-frames", action="store_true",
        help="only the first frame, the idle, gliding and memory figures"
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="also each memory case's largest Python allocations (a second run, tracemalloc)",
    )
    args = parser.parse_args()
    if args.packaged:
        bench_packaged(args.dist, args.runs, args.trace)
        return
    if args.no_frames:
        print(first_frame_report("source", SOURCE_FIRST_FRAME, args.runs))
    else:
        bench(args.frames, args.runs)
    sleep_and_memory(args.trace)


if __name__ == "__main__":
    main()
