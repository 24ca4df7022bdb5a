"""The app's game loop without a window, for test_kill_resume: moves as fast as it can.

    python -m tests.robustness.kill_driver GAME SEATS SEED

Plays random legal moves in a session that autosaves into its own slot in the data
folder (RAILWAY_GAMES_DATA_DIR) after every move, as the game screen does, and
prints `saved N` once the autosave with N actions is on disk. At the end of the
game it waits to be killed.
"""

from __future__ import annotations

import sys
import time

from game.store.saves import new_slot

from .sessions import new_session, random_moves


def main() -> None:
    game, seats, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    session = new_session(game, seats, seed, new_slot())
    session.autosave_now()
    print("saved 0", flush=True)
    for _ in random_moves(session, seed):
        print(f"saved {len(session.game.actions)}", flush=True)
    time.sleep(3600)


if __name__ == "__main__":
    main()
