"""What Load game shows of every save: enough to pick one, found by opening it for real.

Each file is read and checked by save_format.read_save, the very check Continue,
Load and `python -m game check` make, so a save listed as playable opens, and a
damaged one is listed with the reason it will not (replaying a long game takes a
few milliseconds). Where a game is kept decides its section, except that a game
found finished is listed with the finished ones wherever it lies.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from game.engine.errors import InvalidRecord
from game.ui.fronts import info
from game.ui.save_format import LoadedSave, read_save
from game.ui.saves import finished_games, named_saves, unfinished_games

IN_PROGRESS = "Games in progress"
SAVED = "Saved with Save as"
FINISHED = "Finished games"
SECTIONS = (IN_PROGRESS, SAVED, FINISHED)


@dataclass(frozen=True)
class Listed:
    path: Path
    section: str
    line: str  # the entry in the list
    detail: str  # its second, dimmer line
    about: tuple[str, ...]  # the lines beside the list once it is chosen
    problem: str = ""  # why it cannot be opened; "" when it can


def last_played(path: Path) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        return "unknown"


def seat_names(loaded: LoadedSave) -> str:
    return ", ".join(
        seat.name if seat.is_human else f"{seat.name} (computer, {seat.level})"
        for seat in loaded.seats
    )


def where_it_stands(loaded: LoadedSave) -> str:
    """How far the game has got and who is to move: 'Day 2 · Ann to move'."""
    game = loaded.game
    stage = info(game.NAME).stage
    parts = []
    if stage:
        parts.append(f"{stage.capitalize()} {game.view(None).get(stage)}")
    if game.is_over:
        parts.append(f"won by {loaded.seats[game.ranking()[0]].name}")
    elif game.current_player is not None:
        parts.append(f"{loaded.seats[game.current_player].name} to move")
    return "  ·  ".join(parts)


def describe(path: Path, section: str) -> Listed:
    """The list's entry for the save at `path`, playable or not."""
    played = last_played(path)
    name = f"“{path.stem}”  ·  " if section == SAVED else ""
    try:
        loaded = read_save(path)
    except InvalidRecord as error:
        return Listed(
            path,
            section,
            f"{name or path.name + '  ·  '}damaged",
            f"cannot be opened  ·  {played}",
            (error.reason, "The file is left as it is; Delete removes it."),
            error.reason,
        )
    game = loaded.game
    title = info(game.NAME).title
    stands = where_it_stands(loaded)
    scores = "  ·  ".join(
        f"{seat.name} {score}" for seat, score in zip(loaded.seats, game.scores(), strict=True)
    )
    about = (
        *((f"“{path.stem}”", f"Game: {title}") if section == SAVED else (title,)),
        f"Players: {seat_names(loaded)}",
        stands,
        f"{'Scores' if game.is_over else 'Scores so far'}: {scores}",
        f"Moves played: {len(game.actions)}",
        f"Last played: {played}",
    )
    if game.is_over and section != SAVED:
        section = FINISHED
    return Listed(
        path,
        section,
        f"{name}{title}  ·  {stands}",
        f"{seat_names(loaded)}  ·  {len(game.actions)} moves  ·  {played}",
        about,
    )


def listing() -> list[Listed]:
    """Every save, by section, each section newest first."""
    found = [describe(p, IN_PROGRESS) for p in unfinished_games()]
    found += [describe(p, SAVED) for p in named_saves()]
    found += [describe(p, FINISHED) for p in finished_games()]
    return sorted(found, key=lambda listed: SECTIONS.index(listed.section))
