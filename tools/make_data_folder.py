"""Make a data folder as a keen player's would be: thousands of finished games, dozens unfinished.

    python tools/make_data_folder.py FOLDER [--finished 10000] [--unfinished 50]
                                     [--records DIR] [--seed 1] [--index]

The games are the recorded selfplay games in DIR (tests/records by default:
whole games played by the computer levels, made by tools/make_records.py),
each kept many times under other player names, seated as people and computer
players of every level, dated over the last three years. Unfinished games are
records cut short. Every file is a save the app writes (record plus seats), so
`python -m game check` accepts each one. With --index each folder's index is
written as well, with the app's own entries (save_index.describe) of the games
as replayed, each distinct record once (the copies differ only in their
seats), and the statistics are counted from it, so the screens open as they
would on the player's computer; without it the app indexes the folder itself
the first time a list is opened (reading every game: many minutes for 10,000).

    RAILWAY_GAMES_DATA_DIR=FOLDER python -m game     # the app on that folder
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.store.files import write_json_atomic  # noqa: E402

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fenna", "Gijs", "Hanna", "Ivo", "Joke")
LEVELS = ("easy", "normal", "hard")
THREE_YEARS = 3 * 365 * 24 * 3600


def read_records(folder: Path) -> list[dict[str, Any]]:
    """The engine records in `folder`: bare records, or fixtures holding one under "record"."""
    records = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text())
        records.append(data.get("record", data))
    return records


def seated(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """`record` under new names, with a person at the first seat and the others people or
    computers of any level: a save as the app writes it."""
    colours = front_colours(record)
    count = len(record["players"])
    names = rng.sample(NAMES, count)
    seats = []
    for seat, name in enumerate(names):
        person = seat == 0 or rng.random() < 0.3
        seats.append({"name": name, "colour": colours[seat],
                      "kind": "human" if person else "computer",
                      "level": "random" if person else rng.choice(LEVELS)})
    return {**record, "players": names, "seats": seats}


def make_folder(folder: Path, records: list[dict[str, Any]], finished: int, unfinished: int,
                seed: int, index: bool) -> None:
    from game.engine.games import load_any
    from game.store.save_format import LoadedSave
    from game.store.save_index import FolderIndex, describe, index_of
    from game.store.seats import seats_from_json

    games = {}  # each record replayed once, by its place in `records` and its length
    indexes: dict[Path, FolderIndex] = {}
    rng = random.Random(seed)
    now = time.time()
    saves = folder / "saves"
    for number in range(finished + unfinished):
        record = seated(records[number % len(records)], rng)
        if number >= finished:
            cut = rng.randrange(1, len(record["actions"]))
            record["actions"] = record["actions"][:cut]
        where = saves / ("finished" if number < finished else "games")
        stamp = now - rng.random() * THREE_YEARS
        name = time.strftime("%Y%m%d-%H%M%S", time.localtime(stamp)) + f"-{number:06x}.json"
        path = where / name
        write_json_atomic(path, record)
        os.utime(path, (stamp, stamp))
        if not index:
            continue
        key = (number % len(records), len(record["actions"]))
        if key not in games:
            games[key] = load_any(record)
        game = games[key]
        seats = seats_from_json(record["seats"], record["players"], front_colours(record))
        info = path.stat()
        folder_index = indexes.setdefault(where, index_of(where))
        folder_index.keep(describe(name, info.st_size, info.st_mtime_ns, LoadedSave(game, seats)))
    for folder_index in indexes.values():
        folder_index.sync(sorted(folder_index.rows))  # every file is described: matched
        folder_index.write()


def front_colours(record: dict[str, Any]) -> tuple[str, ...]:
    from game.engine.games import game_module

    return game_module(record["game"]).INFO.seat_colours


def count_statistics(folder: Path) -> None:
    """Match the index to the folder and count the statistics, as the app does."""
    from game.store.save_list import Catalogue
    from game.store.stats.file import current_statistics

    started = time.perf_counter()
    catalogue = Catalogue()
    catalogue.work()
    current_statistics(catalogue.finished_games, catalogue.finished_names())
    print(f"listed {len(catalogue.listing())} saves and counted their statistics "
          f"in {time.perf_counter() - started:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--finished", type=int, default=10_000)
    parser.add_argument("--unfinished", type=int, default=50)
    parser.add_argument("--records", type=Path, default=ROOT / "tests" / "records")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--index", action="store_true", help="index it as the app would")
    args = parser.parse_args()
    os.environ["RAILWAY_GAMES_DATA_DIR"] = str(args.folder)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    records = read_records(args.records)
    if not records:
        print(f"no records in {args.records}")
        return 2
    make_folder(args.folder, records, args.finished, args.unfinished, args.seed, args.index)
    print(f"{args.folder}: {args.finished} finished and {args.unfinished} unfinished games")
    if args.index:
        count_statistics(args.folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
