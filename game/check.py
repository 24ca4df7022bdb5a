"""`python -m game check FILE`: say whether a save can be played, and if not, why.

It asks exactly what Continue and Load ask (save_format.read_save: the bounded
reader, the replay and the seats), so the two can never disagree about a file.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.errors import InvalidRecord
from game.store.save_format import read_save


def run_check(file: str) -> int:
    path = Path(file)
    try:
        game = read_save(path).game
    except InvalidRecord as error:
        print(f"INVALID {path}: {error.reason}")
        return 1
    state = "finished" if game.is_over else f"{game.players[game.current_player or 0]} to move"
    print(
        f"OK {path}: {game.NAME}, {len(game.players)} players, "
        f"{len(game.actions)} actions, {state}; scores {game.scores()}"
    )
    return 0
