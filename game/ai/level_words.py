"""The computer levels in the player's words: their names and what each plays like.

A seat keeps its level by its English key ('hard'); these are what the setup
screen, the Load list and the statistics show for it.
"""

from __future__ import annotations

from game.texts import mark, tr

LEVEL_NAMES = {"random": mark("random"), "easy": mark("easy"), "normal": mark("normal"),
               "hard": mark("hard"), "expert": mark("expert")}
# The same names where they head a cell or follow a colon: their own messages, since a
# language's capitals are its own ('Computer: Hard', 'Computer: Moeilijk').
LEVEL_TITLES = {"random": mark("Random"), "easy": mark("Easy"), "normal": mark("Normal"),
                "hard": mark("Hard"), "expert": mark("Expert")}
# What choosing a level means at the table: how it plays, and how long it thinks.
LEVEL_HELP = {
    "easy": mark("Easy plays what looks best for itself at a glance, "
                 "whatever the others have."),
    "normal": mark("Normal weighs each move against the other players' positions, "
                   "by rule of thumb."),
    "hard": mark("Hard plays out its turn in games made up from what it can see: "
                 "half a second a move."),
    "expert": mark("Expert searches four times as long as Hard, up to two seconds a move: "
                   "a real fight."),
}


def level_name(level: str) -> str:
    """A computer level's name in the player's language ('hard')."""
    return tr(LEVEL_NAMES.get(level, level))


def level_title(level: str) -> str:
    """A computer level's name as a heading or a button says it ('Hard')."""
    return tr(LEVEL_TITLES.get(level, level))


def level_help(level: str) -> str:
    """What a computer level plays like, in the player's language ('' for one not offered)."""
    return tr(LEVEL_HELP[level]) if level in LEVEL_HELP else ""
