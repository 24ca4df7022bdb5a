"""The computer levels in the player's words: their names and what each plays like.

A seat keeps its level by its English key ('hard'); these are what the setup
screen, the Load list and the statistics show for it. How a level did against the
one below it comes from the table the tournament tool writes (level_results).
"""

from __future__ import annotations

from game.ai.level_results import against
from game.texts import decimal, mark, ntr, tr

LEVEL_NAMES = {"random": mark("random"), "easy": mark("easy"), "normal": mark("normal"),
               "hard": mark("hard"), "expert": mark("expert")}
# The same names where they head a cell or follow a colon: their own messages, since a
# language's capitals are its own ('Computer: Hard', 'Computer: Moeilijk').
LEVEL_TITLES = {"random": mark("Random"), "easy": mark("Easy"), "normal": mark("Normal"),
                "hard": mark("Hard"), "expert": mark("Expert")}
# What choosing a level means at the table: how it plays (short: setup gives each level
# one line, with how it did against the level below).
LEVEL_HELP = {
    "easy": mark("Easy plays what looks best for itself at a glance."),
    "normal": mark("Normal weighs each move against the others' positions."),
    "hard": mark("Hard plays its turn out in made-up games."),
    "expert": mark("Expert searches four times as long as Hard."),
}
# Where a level plays one game differently (levels.EXPERT_TURNS), its line for that game.
GAME_LEVEL_HELP = {
    ("koplopers", "expert"): mark("Expert plays its next two turns out in made-up games."),
}
# What the setup screen offers, weakest first: the one before a level is the one it is
# measured against. "random", "fitted" and the flat searches (game/ai/levels.py) are only
# for tournaments.
COMPUTER_LEVELS = ("easy", "normal", "hard", "expert")


def level_name(level: str) -> str:
    """A computer level's name in the player's language ('hard')."""
    return tr(LEVEL_NAMES.get(level, level))


def level_title(level: str) -> str:
    """A computer level's name as a heading or a button says it ('Hard')."""
    return tr(LEVEL_TITLES.get(level, level))


def level_help(level: str, game: str) -> str:
    """What a computer level plays like and, when a match of it against the level below at
    two seats of `game` is recorded, how it did there ('' for a level not offered)."""
    return " ".join(level_sentences(level, game))


def level_sentences(level: str, game: str) -> list[str]:
    """level_help's sentences, one each: what the level plays like, then how it did (when a
    match is recorded), so a narrow screen can give each a line of its own."""
    if level not in LEVEL_HELP:
        return []
    plays = tr(GAME_LEVEL_HELP.get((game, level), LEVEL_HELP[level]))
    step = COMPUTER_LEVELS.index(level)
    measured = against(game, level, COMPUTER_LEVELS[step - 1]) if step else None
    if measured is None:
        return [plays]
    wins = measured.wins[0]
    return [plays, ntr("It beat {below} in {wins} of {n} game.",
                       "It beat {below} in {wins} of {n} games.", measured.games).format(
        below=level_title(COMPUTER_LEVELS[step - 1]),
        wins=f"{wins:.0f}" if wins == int(wins) else decimal(wins))]
