"""Time the history screens on a big data folder: Load, Replay, Statistics, and replay steps.

    python tools/make_data_folder.py /tmp/big --index     # 10,000 finished + 50 unfinished
    python tools/bench_history.py /tmp/big [--runs 5]

Prints JSON: each screen's open time (the scene made and its first frame drawn,
median and worst of the runs, wall and CPU; the first run also reads the index
files, later ones find them in memory), a scroll frame of the Load list, replay
step times forward and back around move 500 of the longest kept game, the end
of a game (its last autosave moved to the finished games, indexed and counted
in the statistics: copies of kept games), the deletion of each copy as Load
deletes a game, each followed by opening Statistics (which should find the
statistics up to date, not count the games again), and the process's peak
memory after each stage (peak_rss_mb_by_stage: the peak so far, MB). The replay
is closed before the games end, as a player goes back to Load to delete one.
Runs on the dummy video driver: no window is needed.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def timed(action: Callable[[], object], runs: int,
          after: Callable[[], object] | None = None) -> dict[str, float]:
    """`action`'s time over `runs` runs (ms, wall and CPU: on a busy machine the wall time
    says little), each followed by `after`, untimed."""
    times: list[tuple[float, float]] = []
    for _ in range(runs):
        times.append(clocked(action))
        if after is not None:
            after()
    return summary(times)


def clocked(action: Callable[[], object]) -> tuple[float, float]:
    """`action`'s wall and CPU time (ms)."""
    started, used = time.perf_counter(), time.process_time()
    action()
    return (time.perf_counter() - started) * 1000, (time.process_time() - used) * 1000


def summary(times: list[tuple[float, float]]) -> dict[str, float]:
    wall, cpu = [t for t, _ in times], [c for _, c in times]
    return {"first_ms": round(wall[0], 1), "median_ms": round(statistics.median(wall), 1),
            "worst_ms": round(max(wall), 1), "first_cpu_ms": round(cpu[0], 1),
            "median_cpu_ms": round(statistics.median(cpu), 1)}


def peak_rss_mb() -> float:
    """The process's peak resident memory so far (MB; Linux reports KiB)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def game_end(kept: list[Path]) -> tuple[dict[str, float], list[Path]]:
    """The end of a game as the session stores it, once for each game `kept`: the game
    written into a new autosave slot and stored as finished (moved, indexed, counted).
    Its time, and the copies made (kept finished games now)."""
    from game.store.files import read_json
    from game.store.library import Library
    from game.store.saves import games_dir

    made: list[Path] = []

    def store(slot: Path, data: object) -> None:
        made.append(Library().store_autosave(slot, data, True))

    times = [clocked(partial(store, games_dir() / f"bench-end-{number}.json", read_json(path)))
             for number, path in enumerate(kept)]
    return summary(times), made


def deletions(made: list[Path], open_statistics: Callable[[], object],
              close: Callable[[], object]) -> dict[str, dict[str, float]]:
    """Each of the kept finished games `made` deleted as Load deletes it, newest first: the
    file, and the game taken off the statistics (Library.delete); then the list read again;
    then Statistics opened (which should find the statistics up to date, not count the
    games again). Each part timed. The folder is as it was before game_end after."""
    from game.store.library import Library
    from game.store.save_list import Catalogue

    deleted, listed, opened = [], [], []
    for path in reversed(made):
        deleted.append(clocked(partial(Library().delete, path)))
        listed.append(clocked(lambda: Catalogue().work()))
        opened.append(clocked(open_statistics))
        close()
    return {"delete_save": summary(deleted), "load_list_after_delete": summary(listed),
            "statistics_after_delete": summary(opened)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--move", type=int, default=500)
    args = parser.parse_args()
    os.environ["RAILWAY_GAMES_DATA_DIR"] = str(args.folder)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.store.index_rows import IndexEntry
    from game.store.save_format import read_save
    from game.store.save_list import FINISHED
    from game.ui.app import App
    from game.ui.replay.scene import ReplayScene
    from game.ui.replay.timeline import Timeline
    from game.ui.scenes.load import LoadScene
    from game.ui.stats.scene import StatisticsScene

    app = App()
    app.navigator.push("menu")
    app.frame(0.0)

    def opened(make: Callable[[], object]) -> Callable[[], object]:
        def run() -> None:
            app.stack.push(make())  # type: ignore[arg-type]
            app.frame(0.0)
        return run

    def closed() -> None:
        app.stack.pop()  # the menu below lays itself out again: not the screen's time
        app.frame(0.0)

    results: dict[str, object] = {}
    peaks: dict[str, float] = {}
    results["load"] = timed(opened(lambda: LoadScene(app.services)), args.runs, closed)
    peaks["load"] = peak_rss_mb()
    results["replay_list"] = timed(opened(lambda: LoadScene(app.services, replay=True)), args.runs,
                                   closed)
    peaks["replay_list"] = peak_rss_mb()
    results["statistics"] = timed(opened(lambda: StatisticsScene(app.services)), args.runs, closed)
    peaks["statistics"] = peak_rss_mb()
    load = LoadScene(app.services)
    app.stack.push(load)
    app.frame(0.0)
    pygame.mouse.set_pos(load.list.rect.center)

    def scroll() -> None:
        load.list.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
        app.frame(1 / 60)

    results["load_scroll_frame"] = timed(scroll, 60)
    results["load_rows"] = len(load.rows)
    peaks["load_scrolled"] = peak_rss_mb()
    # Load stays open below the replay, as a player watches a game from it and comes back
    # to it to delete one. The games' moves are read here without Load keeping 10,000
    # entries made.
    moves = {item.path: IndexEntry.from_json(item.name, item.index.rows[item.name]).moves
             for item in load.saves if item.section == FINISHED}
    finished = list(moves)
    longest = max(finished, key=moves.__getitem__)
    loaded = read_save(longest)
    started = time.perf_counter()
    timeline = Timeline(loaded.game)
    results["timeline_build_ms"] = round((time.perf_counter() - started) * 1000, 1)
    results["longest_game_moves"] = timeline.length
    del loaded
    timeline.seek(min(args.move, timeline.length - 1))
    results["step_back_model"] = timed(timeline.back, 40)
    results["step_forward_model"] = timed(timeline.forward, 40)
    del timeline
    peaks["timeline"] = peak_rss_mb()

    def replay_closed() -> None:
        app.stack.top.close()  # type: ignore[attr-defined]  # as its Close button does
        app.frame(0.0)

    results["replay_open"] = timed(
        opened(lambda: ReplayScene(app.services, read_save(longest))), 3, replay_closed)
    app.navigator.push("replay", loaded=read_save(longest))

    def replay() -> ReplayScene:
        return cast(ReplayScene, app.stack.top)  # the bench keeps no reference of its own

    replay().seek(min(args.move, replay().timeline.length - 1))

    def back() -> None:
        replay().seek(replay().timeline.at - 1)
        app.frame(0.0)

    def forward() -> None:
        replay().step_now()
        app.frame(0.0)

    results["step_back_with_frame"] = timed(back, 40)
    results["step_forward_with_frame"] = timed(forward, 40)
    peaks["replay"] = peak_rss_mb()
    replay_closed()  # back to Load, where a player deletes a game
    step = max(1, len(finished) // args.runs)
    results["game_end"], made = game_end(finished[::step][:args.runs])
    peaks["game_end"] = peak_rss_mb()
    results.update(deletions(made, opened(lambda: StatisticsScene(app.services)), closed))
    peaks["deletions"] = peak_rss_mb()
    app.stack.pop()  # Load
    results["peak_rss_mb_by_stage"] = peaks
    results["peak_rss_mb"] = peak_rss_mb()
    print(json.dumps(results, indent=1))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
