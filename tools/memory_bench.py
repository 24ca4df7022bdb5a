"""Peak memory of the app, each case in a fresh process of its own, and where it goes.

    python tools/memory_bench.py [--case CASE ...] [--window WxH ...] [--trace]
    python tools/memory_bench.py --soak

Cases (all by default): the main menu's first second (`menu`); a 4-seat game of
each kind (`freight`, `koplopers`): two people playing random legal moves and two
computer seats of the random level, to the end and its results; and one person
(random legal moves) against three Hard computer players (`freight-hard`,
`koplopers-hard`), who search for real: only the pauses and glides are off
(animation "off"). Each at 1920x1080 and 1280x800 unless --window says otherwise.

The figure is the process's own peak resident memory: on Linux `VmHWM` of
/proc/self/status, which a new program starts afresh. Not `getrusage`'s
ru_maxrss: on Linux a child started by fork and exec begins that figure at its
parent's resident size at the fork, so every case would report the bench's own
peak (elsewhere ru_maxrss is all there is; Windows has neither). After the
figure is read, the case lists what it still holds at the end: pictures
(pygame Surfaces) and fonts by count and bytes, grouped by who holds them, and
the Python objects by type. With --trace each case runs a second time under
tracemalloc (which costs time and memory of its own, so its figures are not the
peak's) and prints the source lines that had allocated most at the moment the
traced total was highest: a search's tree lives only while it thinks.

The soak (--soak) plays games one after another in one app, as an evening
would: SOAK_GAMES of each kind at 3 seats (two people's random moves and an
Easy computer), animation off, at 1920x1080, back to the menu after each, and
prints the resident memory after each game (after a full collection): what a
finished game leaves behind shows as growth from game 2 (by then every cache
and font a game fills is filled once) to the last (target: at most 10%).
"""

from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys
import tempfile
import time
import types
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import random

    from game.store.seats import Seat
    from game.ui.app import App
    from game.ui.session import Session

ROOT = Path(__file__).resolve().parents[1]
CHILD_FLAG = "--child"
SOAK_FLAG = "--soak-child"
MOST_MOVES = 6000  # random 4-seat Freight takes about 1,300 moves; a stop for a stuck game
WINDOWS = ((1920, 1080), (1280, 800))
CASES = {
    "menu": "main menu",
    "freight": "4-seat Freight game (2 people, 2 random computers)",
    "koplopers": "4-seat Koplopers game (2 people, 2 random computers)",
    "freight-hard": "Freight, a person against 3 Hard computers",
    "koplopers-hard": "Koplopers, a person against 3 Hard computers",
}
# The soak: games one after another in one app (tools/memory_bench.py --soak), at this
# window size; Freight's take longer (about four times the moves), so fewer of them.
SOAK_GAMES = {"koplopers": 30, "freight": 10}
SOAK_WINDOW = (1920, 1080)
MB = 1e6
SHOWN = 8  # rows of each listing


def own_peak_megabytes() -> float:
    """This process's own peak resident memory in MB (see the module's docstring)."""
    status = Path("/proc/self/status")
    if status.exists():
        return _status_kilobytes(status, "VmHWM") * 1024 / MB
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / MB if sys.platform == "darwin" else peak * 1024 / MB  # bytes vs KiB


def own_resident_megabytes() -> float:
    """This process's resident memory now in MB (0 where /proc is not there to say)."""
    status = Path("/proc/self/status")
    return _status_kilobytes(status, "VmRSS") * 1024 / MB if status.exists() else 0.0


def _status_kilobytes(status: Path, field: str) -> int:
    line = next(x for x in status.read_text().splitlines() if x.startswith(f"{field}:"))
    return int(line.split()[1])


# --- the child: one case in a fresh process --------------------------------------------------


def play_case(case: str, window: tuple[int, int], trace: bool) -> None:
    """Run `case` in a `window`-sized window and print its figures (see run_case)."""
    import random

    from game.store.saves import new_slot
    from game.ui.session import Session

    tracer = Tracer() if trace else None
    with tempfile.TemporaryDirectory() as folder:
        app = open_app(folder, window, tracer)
        if case == "menu":
            report(0, False, tracer)
            return
        game_name, _, against = case.partition("-")
        people = 1 if against == "hard" else 2
        levels = [None] * people + [against or "random"] * (4 - people)
        session = Session.new(game_name, seats(game_name, levels), 7, {}, new_slot())
        play_to_the_end(app, session, random.Random(7), tracer)
    report(len(session.game.actions), session.game.is_over, tracer)


def open_app(folder: str, window: tuple[int, int], tracer: Tracer | None = None) -> App:
    """The app with its data in `folder`, a `window`-sized window and its menu's first
    second drawn; no pauses or glides (computer seats move at once) and people's turns
    end at once."""
    from game.ui.app import App

    os.environ["RAILWAY_GAMES_DATA_DIR"] = folder
    app = App()
    app.settings.animation = "off"
    app.settings.confirm_end_of_turn = False
    app.window().size = window
    app.navigator.push("menu")
    for _ in range(60):
        app.frame(1 / 60)
        _follow(tracer)
    return app


def seats(game_name: str, levels: list[str | None]) -> list[Seat]:
    """A seat per level, in the game's colours: None a person, else a computer's level."""
    from game.engine.games import game_module
    from game.store.seats import COMPUTER, HUMAN, Seat

    colours = game_module(game_name).INFO.seat_colours
    return [Seat(f"P{i + 1}", colours[i], HUMAN) if level is None
            else Seat(f"P{i + 1}", colours[i], COMPUTER, level)
            for i, level in enumerate(levels)]


def play_to_the_end(app: App, session: Session, moves: random.Random,
                    tracer: Tracer | None = None, frames: int = 3) -> None:
    """`session` on its table in `app`, people's moves drawn from `moves`, to the end (or
    MOST_MOVES) and the results' first frames, `frames` frames after each move."""
    from game.ui.table.pace import COMPUTER_TICK
    from game.ui.table.screen import TableScreen

    app.services.start_session(session)
    scene = app.stack.top
    assert isinstance(scene, TableScreen)
    while not session.game.is_over and len(session.game.actions) < MOST_MOVES:
        while app.stack.top is not scene:  # end-of-day results: a person clicks on
            app.stack.pop()
        if session.human_to_move():
            scene.perform([moves.choice(session.game.legal_actions())])
        session.hand_over()
        for _ in range(frames):
            app.frame(1 / 60)
        _follow(tracer)
        if session.thinking:  # as the app does: frames rarely while a computer thinks
            time.sleep(COMPUTER_TICK)
    for _ in range(10):  # the results
        app.frame(1 / 60)


def soak(game_name: str, games: int, window: tuple[int, int]) -> None:
    """`games` 3-seat games one after another in one app (two people's random moves and an
    Easy computer), back to the menu after each; prints the resident memory then."""
    import random

    from game.store.saves import new_slot
    from game.ui.session import Session

    moves = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        app = open_app(folder, window)
        for number in range(games):
            session = Session.new(game_name, seats(game_name, [None, None, "easy"]), number,
                                  {}, new_slot())
            play_to_the_end(app, session, moves, frames=1)
            del session
            app.navigator.reset_to("menu")
            for _ in range(10):
                app.frame(1 / 60)
            gc.collect()
            print(f"after {number + 1} {own_resident_megabytes():.1f}", flush=True)


def _follow(tracer: Tracer | None) -> None:
    if tracer is not None:
        tracer.follow()


def report(moves: int, over: bool, tracer: Tracer | None) -> None:
    """The peak first (before anything here allocates), then what is held at the end."""
    peak, now = own_peak_megabytes(), own_resident_megabytes()
    print(f"peak {peak:.0f} {moves} {over} {now:.0f}", flush=True)
    if tracer is not None:
        for line in tracer.lines():
            print(f"  {line}")
        return
    for line in held():
        print(f"  {line}")


class Tracer:
    """tracemalloc from the start, with a snapshot whenever the traced total reaches a new
    high (by 2 MB): the moment a case's Python objects weighed most."""

    STEP = 2 * MB

    def __init__(self) -> None:
        import tracemalloc

        self.tracemalloc = tracemalloc
        tracemalloc.start(1)
        self.high = 0.0
        self.snapshot: Any = None

    def follow(self) -> None:
        current = self.tracemalloc.get_traced_memory()[0]
        if current >= self.high + self.STEP:
            self.high = current
            self.snapshot = None  # the old one's memory goes before the new one is taken
            self.snapshot = self.tracemalloc.take_snapshot()

    def lines(self) -> list[str]:
        if self.snapshot is None:
            return ["(no traced high)"]
        stats = self.snapshot.statistics("lineno")
        total = sum(stat.size for stat in stats)
        said = [f"traced Python allocations at their highest: {total / MB:.1f} MB; the largest:"]
        for stat in stats[:SHOWN * 2]:
            frame = stat.traceback[0]
            where = _short(frame.filename)
            said.append(
                f"  {stat.size / MB:6.2f} MB {stat.count:>8} blocks  {where}:{frame.lineno}")
        return said


def _short(filename: str) -> str:
    """A source file's name from the project or its library folder, not the machine's."""
    for marker in (str(ROOT) + os.sep, "site-packages" + os.sep, "lib" + os.sep):
        if marker in filename:
            return filename.split(marker, 1)[1]
    return filename


# --- what is held ------------------------------------------------------------------------------


def held() -> list[str]:
    """Pictures and fonts by count and bytes, grouped by where they are held, and Python
    objects by type: everything reachable from the objects the collector knows."""
    import pygame

    gc.collect()
    surfaces: dict[int, tuple[pygame.Surface, str]] = {}
    fonts: dict[int, tuple[pygame.font.Font, str]] = {}
    by_type: Counter[str] = Counter()
    by_holder: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    for thing, holder in _reachable((surfaces, fonts, by_type, by_holder, counts)):
        kind = type(thing)
        size = sys.getsizeof(thing)
        by_type[kind.__qualname__] += size
        by_holder[holder or "?"] += size
        counts[kind.__qualname__] += 1
        if isinstance(thing, pygame.Surface):
            surfaces.setdefault(id(thing), (thing, holder))
        elif isinstance(thing, pygame.font.Font):
            fonts.setdefault(id(thing), (thing, holder))
    lines = _surface_lines(surfaces.values())
    lines += _font_lines(fonts.values())
    total = sum(by_type.values())
    lines.append(f"Python objects: {sum(counts.values())}, {total / MB:.1f} MB by getsizeof; "
                 "the most by bytes:")
    for name, size in by_type.most_common(SHOWN):
        lines.append(f"  {size / MB:6.2f} MB {counts[name]:>8}  {name}")
    lines.append("Python objects by holder, the most by bytes:")
    for name, size in by_holder.most_common(SHOWN):
        lines.append(f"  {size / MB:6.2f} MB  {name}")
    return lines


def _reachable(counting: tuple[Any, ...]) -> Iterator[tuple[Any, str]]:
    """Every object reachable from those the collector tracks, once each, with a word for
    what holds it: the attribute, the key, or the function whose cache it is in; not the
    tallies `counting` that held() fills meanwhile (they would count themselves).

    Pictures and fonts are not tracked by the collector themselves (nor are tuples
    holding only such things), so they are found through what refers to them.
    """
    start = gc.get_objects()
    seen = {id(start), *map(id, counting)}
    stack: list[tuple[Any, str]] = [(thing, "") for thing in start]
    del start
    seen.add(id(stack))
    while stack:
        thing, holder = stack.pop()
        if id(thing) in seen:
            continue
        seen.add(id(thing))
        yield thing, holder
        here = _name_of(thing) or holder
        if isinstance(thing, dict):  # its values named by their keys
            for key, value in list(thing.items()):
                named = f"{here}.{key}" if isinstance(key, str) and here else here
                stack += [(key, here), (value, named)]
        else:
            stack.extend((referent, here) for referent in gc.get_referents(thing))


def _name_of(thing: Any) -> str:
    """What a holder is called: a function's or class's name, an object's class."""
    if isinstance(thing, types.ModuleType):
        return thing.__name__
    name = getattr(type(thing), "__qualname__", "")
    if name in {"function", "type", "_lru_cache_wrapper", "builtin_function_or_method"}:
        return str(getattr(thing, "__qualname__", name))
    if name in {"dict", "list", "tuple", "set", "frozenset", "cell", "deque"}:
        return ""  # a plain container: named by what holds it
    return name


def _surface_lines(found: Any) -> list[str]:
    groups: defaultdict[str, list[int]] = defaultdict(list)
    for surface, holder in found:
        own = 0 if surface.get_parent() is not None else surface.get_pitch() * surface.get_height()
        groups[holder or "?"].append(own)
    total = sum(sum(sizes) for sizes in groups.values())
    count = sum(len(sizes) for sizes in groups.values())
    lines = [f"pictures (pygame Surfaces): {count}, {total / MB:.1f} MB of pixels; the most by "
             "holder:"]
    for holder, sizes in sorted(groups.items(), key=lambda kv: -sum(kv[1]))[:SHOWN]:
        lines.append(f"  {sum(sizes) / MB:6.2f} MB {len(sizes):>8}  {holder}")
    return lines


def _font_lines(found: Any) -> list[str]:
    """Open fonts by file, with their sizes and holders. Their bytes are SDL_ttf's,
    FreeType's and HarfBuzz's, out of Python's sight: each size of each file is a face
    of its own, so the bytes of one face of each file are measured here, by opening one
    more and shaping a word with it."""
    by_file: defaultdict[str, list[tuple[int, str]]] = defaultdict(list)
    paths: dict[str, Path] = {}
    for face, holder in found:
        own = getattr(face, "_own", None)  # a Face (game/ui/glyphs.py) knows its file
        name = own.name if isinstance(own, Path) else "?"
        if isinstance(own, Path):
            paths[name] = own
        by_file[name].append((face.get_height(), holder or "?"))
    count = sum(len(faces) for faces in by_file.values())
    each = {name: _face_bytes(path) for name, path in paths.items()}
    total = sum(each.get(name, 0) * len(faces) for name, faces in by_file.items())
    lines = [f"fonts: {count} open faces, about {total / MB:.1f} MB; by file:"]
    for name, faces in sorted(by_file.items(), key=lambda kv: -len(kv[1])):
        holders = Counter(holder for _, holder in faces)
        heights = ", ".join(str(h) for h in sorted({h for h, _ in faces}))
        cost = f", {each[name] / MB:.2f} MB each" if each.get(name) else ""
        lines.append(f"  {len(faces):>3} {name}{cost}: line heights {heights}; held by "
                     + ", ".join(f"{h} {n}" for h, n in holders.most_common()))
    return lines


def _face_bytes(path: Path) -> int:
    """Bytes one more face of the font at `path` takes once it has shaped a word (glibc's
    count of bytes in use before and after; 0 where that count is not to be had)."""
    import ctypes

    import pygame

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
            "uordblks", "fordblks", "keepcost")]

    try:
        mallinfo2 = ctypes.CDLL("libc.so.6").mallinfo2
    except (OSError, AttributeError):
        return 0
    mallinfo2.restype = MallInfo2

    def used() -> int:
        info = mallinfo2()
        return int(info.uordblks + info.hblkhd)

    before = used()
    face = pygame.font.Font(path, 97)
    face.size("Hamburgefontsiv")
    after = used()
    del face
    return max(0, after - before)


# --- the parent -----------------------------------------------------------------------------


def run_case(case: str, window: tuple[int, int], trace: bool = False) -> tuple[str, list[str]]:
    """`case` in a fresh process: its peak ('151 MB (812 moves, to the end)') and the lines
    that say where its memory is."""
    size = "x".join(map(str, window))
    command = [sys.executable, __file__, CHILD_FLAG, case, size] + (["--trace"] if trace else [])
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    lines = done.stdout.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("peak "))
    _, megabytes, moves, over, now = lines[first].split()
    played = "" if case == "menu" else (
        f"{moves} moves, {'to the end' if over == 'True' else 'not finished'}; ")
    figure = f"{megabytes} MB ({played}{now} MB at the end)"
    return figure, lines[first + 1:]


def run_soak(game_name: str, games: int, window: tuple[int, int] = SOAK_WINDOW) -> str:
    """The soak line of `game_name` (see soak), from a fresh process of its own."""
    size = "x".join(map(str, window))
    command = [sys.executable, __file__, SOAK_FLAG, game_name, str(games), size]
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    after = [float(line.split()[2]) for line in done.stdout.splitlines()
             if line.startswith("after ")]
    second, last = after[min(1, len(after) - 1)], after[-1]
    return (f"soak at {size}, {games} {game_name} games in one app (2 people's random moves, "
            f"an Easy computer, back to the menu after each): resident {second:.0f} MB after "
            f"game 2, {last:.0f} MB after game {len(after)} ({(last / second - 1) * 100:+.0f}%)"
            f"; by game: {' '.join(f'{mb:.0f}' for mb in after)}")


def report_soaks() -> Iterator[str]:
    for game_name, games in SOAK_GAMES.items():
        yield run_soak(game_name, games)


def report_cases(cases: list[str], windows: list[tuple[int, int]], trace: bool,
                 detail: bool = True) -> Iterator[str]:
    """A line per case and window with its peak, and under it (with `detail`) what it holds;
    with `trace`, also its traced allocations."""
    for window in windows:
        size = "x".join(map(str, window))
        for case in cases:
            figure, lines = run_case(case, window)
            yield f"peak memory at {size}, {CASES[case]}: {figure}"
            if detail:
                yield from lines
            if trace:
                yield from run_case(case, window, trace=True)[1]


def parse_window(text: str) -> tuple[int, int]:
    width, height = map(int, text.split("x"))
    return width, height


def main() -> None:
    if CHILD_FLAG in sys.argv:
        sys.path.insert(0, str(ROOT))
        at = sys.argv.index(CHILD_FLAG)
        play_case(sys.argv[at + 1], parse_window(sys.argv[at + 2]), "--trace" in sys.argv)
        return
    if SOAK_FLAG in sys.argv:
        sys.path.insert(0, str(ROOT))
        at = sys.argv.index(SOAK_FLAG)
        soak(sys.argv[at + 1], int(sys.argv[at + 2]), parse_window(sys.argv[at + 3]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", action="append", choices=list(CASES),
                        help="a case to measure (repeatable; default: all)")
    parser.add_argument("--window", action="append", type=parse_window,
                        help="a window size WxH (repeatable; default: 1920x1080 and 1280x800)")
    parser.add_argument("--trace", action="store_true",
                        help="also each case's largest Python allocations (tracemalloc)")
    parser.add_argument("--soak", action="store_true",
                        help="only the soaks: games one after another in one app")
    args = parser.parse_args()
    if args.soak:
        for line in report_soaks():
            print(line, flush=True)
        return
    for line in report_cases(args.case or list(CASES), args.window or list(WINDOWS), args.trace):
        print(line, flush=True)


if __name__ == "__main__":
    main()
