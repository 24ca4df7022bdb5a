"""`python -m game`: the app, plus headless subcommands for tools and tests.

Only the GUI path imports pygame, so `selfplay` and `check` run on machines
with no screen and start quickly.
"""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description=__doc__)
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open every screen once without a display, draw a frame of each and exit",
    )
    parser.add_argument(
        "--first-frame",
        action="store_true",
        help="start as usual, show the first menu frame, print when it was shown and exit",
    )
    commands = parser.add_subparsers(dest="command")
    selfplay = commands.add_parser("selfplay", help="play whole games without a window")
    selfplay.add_argument("game", help="freight or koplopers")
    selfplay.add_argument("--players", type=int, default=2)
    selfplay.add_argument("--games", type=int, default=10)
    selfplay.add_argument("--seed", type=int, default=0)
    selfplay.add_argument(
        "--bots", default="random", help="comma-separated level per seat (default: random)"
    )
    check = commands.add_parser("check", help="replay a save file and report whether it is valid")
    check.add_argument("file")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "selfplay":
        from game.selfplay import run_selfplay

        return run_selfplay(args.game, args.players, args.games, args.seed, args.bots)
    if args.command == "check":
        from game.check import run_check

        return run_check(args.file)
    if args.smoke_test:
        from game.ui.smoke import run_smoke_test

        return run_smoke_test()
    from game.ui.app import run_app

    return run_app(first_frame=args.first_frame)


if __name__ == "__main__":
    sys.exit(main())
