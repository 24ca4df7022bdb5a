"""A lesson file read and checked: its position and its steps, with errors naming file and field.

A lesson lives in `assets/lessons/<game>/<name>.json`:

    {"title": "...", "about": "one line for the Learn list", "order": 1,
     "position": {"game": "koplopers", "seed": 1, "options": {}, "players": ["You", "Corrie"],
                  "actions": ["build 1 site-HRL", ...]},
     "learner": 0,
     "steps": [{"say": "...", "do": "reverse 1", "light": ["train 0.1"],
                "explain": "...", "nudge": "..."},
               {"do": "end", "auto": true, "explain": "..."}]}

The position is a record (the actions in the engine's text notation, replayed
from the seed), so every lesson stands on a position the real rules reach.
A step the learner plays says what to do (`say`), names the one action that
does it (`do`), the places to light (`light`: a source, or a source and where
it is dropped) and what happened (`explain`); `nudge` is what a wrong move
hears (else `say` is repeated). An `auto` step is another seat's scripted move.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.texts import and_list, mark, ntr, tr

LESSONS_DIR = Path(__file__).resolve().parents[3] / "assets" / "lessons"
MAX_FILE = 200_000  # bytes: a lesson is a page of text, never more


class LessonError(ValueError):
    """A lesson file that cannot be used, and where it goes wrong (file and field), in the
    player's words: the Learn screen lists the file as not usable with this reason. The place
    ("intro.json: steps[2]") is the file's own spelling, the sentence around it the catalog's."""


@dataclass(frozen=True)
class Position:
    """Where a lesson starts: a record's game, seed, options, players and actions as text."""

    game: str
    seed: int
    options: dict[str, Any]
    players: tuple[str, ...]
    actions: tuple[str, ...]


@dataclass(frozen=True)
class Step:
    """One move of the lesson: the learner's (with words and lit places) or a scripted one."""

    do: str  # the action, in the engine's text notation
    say: str = ""
    light: tuple[str, ...] = ()
    explain: str = ""
    nudge: str = ""
    auto: bool = False

    @property
    def hint(self) -> str:
        """What a wrong move hears: the step's own nudge, else its instruction again."""
        return self.nudge or self.say


@dataclass(frozen=True)
class Lesson:
    path: Path
    title: str
    about: str
    order: int
    position: Position
    learner: int
    steps: tuple[Step, ...]

    @property
    def game(self) -> str:
        return self.position.game

    @property
    def name(self) -> str:
        """The lesson's name for the player's progress: its game and file, never its title."""
        return f"{self.game}/{self.path.stem}"

    def tasks(self) -> list[list[int]]:
        """The learner's steps as the learner does them: one entry per thing to do, with
        the indexes of the steps it plays (what "Step 2 of 5" counts).

        A step that picks a piece up into the hand and drops it in one gesture (lit from
        where it is taken to where it goes, not to the hand) plays two steps: the next
        one, which drops the piece from the hand on the same place, is done with it."""
        tasks: list[list[int]] = []
        previous: Step | None = None
        for index, step in enumerate(self.steps):
            if step.auto:
                previous = None
                continue
            if previous is not None and _finishes(previous, step):
                tasks[-1].append(index)
            else:
                tasks.append([index])
            previous = step
        return tasks


HAND = "hand"  # the spelling of a place in the hand (game/ui/lessons/places.py)


def _finishes(first: Step, then: Step) -> bool:
    """True when `then` drops from the hand what `first` took, on the place `first`
    lit as its drop: one gesture plays both."""
    if len(first.light) != 2 or len(then.light) != 2:
        return False
    return (first.light[1] == then.light[1] and not first.light[1].startswith(HAND)
            and then.light[0].startswith(HAND))


# What a field of each JSON kind must be, as a whole sentence per kind (a translation chooses
# its own words for "a text" and its article).
MUST_BE = {
    str: mark("{where}: '{field}' must be a text, not {value}"),
    int: mark("{where}: '{field}' must be a whole number, not {value}"),
    bool: mark("{where}: '{field}' must be true or false, not {value}"),
    list: mark("{where}: '{field}' must be a list, not {value}"),
    dict: mark("{where}: '{field}' must be a JSON object, not {value}"),
}


def _field(data: dict[str, Any], where: str, name: str, kind: type, default: Any = None) -> Any:
    value = data.get(name, default)
    if value is None:
        raise LessonError(tr("{where}: the field '{field}' is missing").format(
            where=where, field=name))
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise LessonError(tr(MUST_BE[kind]).format(where=where, field=name,
                                                   value=f"{value!r:.60}"))
    return value


def _texts(data: dict[str, Any], where: str, name: str) -> tuple[str, ...]:
    values = _field(data, where, name, list, [])
    for i, value in enumerate(values):
        if not isinstance(value, str) or not value.strip():
            raise LessonError(tr("{where}: '{field}' must be a text that is not empty, not "
                                 "{value}").format(where=where, field=f"{name}[{i}]",
                                                   value=f"{value!r:.60}"))
    return tuple(values)


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise LessonError(tr("{where}: must be a JSON object, not {value}").format(
            where=where, value=f"{value!r:.60}"))
    return value


def _position(data: dict[str, Any], where: str) -> Position:
    where = f"{where}: position"
    raw = _object(_field(data, where, "position", dict), where)
    players = _texts(raw, where, "players")
    if not players:
        raise LessonError(tr("{where}: 'players' must name at least one player").format(
            where=where))
    return Position(
        game=_field(raw, where, "game", str),
        seed=_field(raw, where, "seed", int),
        options=_field(raw, where, "options", dict, {}),
        players=players,
        actions=_texts(raw, where, "actions"),
    )


KNOWN_STEP_FIELDS = {"say", "do", "light", "explain", "nudge", "auto"}


def _step(raw: Any, where: str) -> Step:
    data = _object(raw, where)
    unknown = set(data) - KNOWN_STEP_FIELDS
    if unknown:
        raise LessonError(ntr("{where}: unknown field {fields}", "{where}: unknown fields {fields}",
                              len(unknown)).format(where=where, fields=and_list(sorted(unknown))))
    auto = _field(data, where, "auto", bool, False)
    step = Step(
        do=_field(data, where, "do", str),
        say=_field(data, where, "say", str, ""),
        light=_texts(data, where, "light"),
        explain=_field(data, where, "explain", str, ""),
        nudge=_field(data, where, "nudge", str, ""),
        auto=auto,
    )
    if not auto and not (step.say.strip() and step.explain.strip()):
        raise LessonError(tr("{where}: a learner's step needs 'say' and 'explain' texts").format(
            where=where))
    if len(step.light) > 2:
        raise LessonError(tr("{where}: 'light' names a place pressed and where it goes, at most "
                             "2").format(where=where))
    return step


def parse_lesson(data: Any, path: Path) -> Lesson:
    """The lesson `data` (read from `path`) describes, or LessonError naming file and field."""
    where = str(path.name)
    data = _object(data, where)
    steps = _field(data, where, "steps", list)
    if not steps:
        raise LessonError(tr("{where}: 'steps' is empty").format(where=where))
    lesson = Lesson(
        path=path,
        title=_field(data, where, "title", str),
        about=_field(data, where, "about", str, ""),
        order=_field(data, where, "order", int, 0),
        position=_position(data, where),
        learner=_field(data, where, "learner", int, 0),
        steps=tuple(_step(raw, f"{where}: steps[{i}]") for i, raw in enumerate(steps)),
    )
    if not 0 <= lesson.learner < len(lesson.position.players):
        raise LessonError(tr("{where}: 'learner' must be a seat of the position's players").format(
            where=where))
    return lesson


def load_lesson(path: Path) -> Lesson:
    """Read and check one lesson file."""
    try:
        if path.stat().st_size > MAX_FILE:
            raise LessonError(ntr("{file}: larger than {n} byte", "{file}: larger than {n} bytes",
                                  MAX_FILE).format(file=path.name))
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise LessonError(tr("{file}: cannot be read ({reason})").format(
            file=path.name, reason=_unreadable(error))) from error
    except json.JSONDecodeError as error:
        raise LessonError(tr("{file}: not JSON (line {line}, column {column})").format(
            file=path.name, line=error.lineno, column=error.colno)) from error
    return parse_lesson(data, path)


def _unreadable(error: OSError | UnicodeDecodeError) -> str:
    """Why a file could not be read: the system's words for an OSError (already in the
    system's language), the catalog's for text that is not UTF-8."""
    if isinstance(error, UnicodeDecodeError):
        return tr("not UTF-8 text")
    return str(error.strerror or error)


def lessons_for(game: str, folder: Path = LESSONS_DIR) -> tuple[list[Lesson], list[str]]:
    """The lessons of `game` in their order (then by file name), and why any file that
    is not among them could not be used."""
    found: list[Lesson] = []
    problems: list[str] = []
    for path in sorted((folder / game).glob("*.json")):
        try:
            found.append(load_lesson(path))
        except LessonError as error:
            problems.append(str(error))
    return sorted(found, key=lambda lesson: (lesson.order, lesson.path.name)), problems
