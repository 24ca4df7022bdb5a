"""The action base shared by both games.

Actions are small frozen dataclasses whose fields are plain ints, strs or
bools. That one constraint lets a single piece of code turn every action of
every game into JSON (for records) and into compact text (for tests and bug
reports) and back, so no game writes its own serialiser. What is wrong with a
damaged action says so in the player's words: Load shows it as why a save cannot be opened.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, ClassVar

from game.engine.errors import BadNotation
from game.texts import mark, ntr, series, tr

JSONDict = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Action:
    """One decision. Subclasses set KIND (the word used in JSON and text)."""

    KIND: ClassVar[str] = ""

    def to_json(self) -> JSONDict:
        data: JSONDict = {"type": self.KIND}
        for field in dataclasses.fields(self):
            data[field.name] = getattr(self, field.name)
        return data

    def to_text(self) -> str:
        parts = [self.KIND]
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            parts.append(("yes" if value else "no") if isinstance(value, bool) else str(value))
        return " ".join(parts)

    def __str__(self) -> str:
        return self.to_text()


class ActionSet:
    """The action kinds of one game, parsing JSON and text back into actions."""

    def __init__(self, kinds: Iterable[type[Action]]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for kind in kinds:
            if not kind.KIND or kind.KIND in self._by_kind:
                raise ValueError(f"{kind.KIND!r}: an action kind empty or listed twice")
            self._by_kind[kind.KIND] = kind
        self.classes = frozenset(self._by_kind.values())
        self._field_types = {
            cls: tuple((field, _field_type(field)) for field in dataclasses.fields(cls))
            for cls in self.classes
        }

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(self._by_kind)

    def _class_for(self, kind: object) -> type[Action]:
        if not isinstance(kind, str) or kind not in self._by_kind:
            raise BadNotation(tr("unknown action {kind}; known actions: {kinds}").format(
                kind=f"{kind!r:.60}", kinds=series(self._by_kind)))
        return self._by_kind[kind]

    def from_json(self, data: object) -> Action:
        if not isinstance(data, dict):
            raise BadNotation(tr("an action must be a JSON object, not {value}").format(
                value=f"{data!r:.60}"))
        cls = self._class_for(data.get("type"))
        fields = dataclasses.fields(cls)
        expected = {f.name for f in fields} | {"type"}
        extra = set(data) - expected
        if extra:
            raise BadNotation(ntr("action {kind!r} has an unknown field: {fields}",
                                  "action {kind!r} has unknown fields: {fields}", len(extra)
                                  ).format(kind=cls.KIND, fields=series(sorted(extra))))
        values: JSONDict = {}
        for field in fields:
            if field.name not in data:
                raise BadNotation(tr("action {kind!r} is missing the field {field!r}").format(
                    kind=cls.KIND, field=field.name))
            values[field.name] = _checked(cls.KIND, field, data[field.name])
        return cls(**values)

    def from_text(self, text: str) -> Action:
        words = text.split()
        if not words:
            raise BadNotation(tr("the action's text is empty"))
        cls = self._class_for(words[0])
        fields = dataclasses.fields(cls)
        if len(words) - 1 != len(fields):
            form = " ".join([cls.KIND, *(f.name.upper() for f in fields)])
            raise BadNotation(tr("{text!r}: expected '{form}'").format(text=text, form=form))
        values: JSONDict = {}
        for field, word in zip(fields, words[1:], strict=True):
            values[field.name] = _parsed(cls.KIND, field, word)
        return cls(**values)

    def field_problem(self, action: Action) -> str | None:
        """Why an action built in code has a field JSON could not carry, or None.

        Actions are made by records, text and the UI alike; one built with a wrong
        field type (`Take(line="x")`) must be refused with a reason, like any other
        illegal action, not crash a rule with a TypeError.
        """
        for field, wanted in self._field_types[type(action)]:
            value = getattr(action, field.name)
            if type(value) is wanted and _within_limits(value):
                continue  # every well-formed action: asked at every apply, so kept cheap
            try:
                _checked(action.KIND, field, value)
            except BadNotation as error:
                return str(error)
        return None


_FIELD_TYPES: dict[str, type] = {"int": int, "str": str, "bool": bool}


def _field_type(field: dataclasses.Field[Any]) -> type:
    """The field's type, whether or not its module postpones annotations."""
    return field.type if isinstance(field.type, type) else _FIELD_TYPES[str(field.type)]


# What a field of each type must be, a whole sentence per type.
MUST_BE = {
    int: mark("action {kind!r}: field {field!r} must be a whole number"),
    str: mark("action {kind!r}: field {field!r} must be a text"),
    bool: mark("action {kind!r}: field {field!r} must be true or false"),
}


def _checked(kind: str, field: dataclasses.Field[Any], value: object) -> object:
    wanted = _field_type(field)
    if (wanted is int and isinstance(value, bool)) or not isinstance(value, wanted):
        raise BadNotation(tr(MUST_BE[wanted]).format(kind=kind, field=field.name))
    if isinstance(value, int) and abs(value) > 10**6:
        raise BadNotation(tr("action {kind!r}: field {field!r} is out of range").format(
            kind=kind, field=field.name))
    if isinstance(value, str) and len(value) > 64:
        raise BadNotation(tr("action {kind!r}: field {field!r} is too long").format(
            kind=kind, field=field.name))
    return value


def _within_limits(value: object) -> bool:
    """The bounds _checked() enforces, for a value already of its field's type."""
    if isinstance(value, str):
        return len(value) <= 64
    return not isinstance(value, int) or abs(value) <= 10**6


def _parsed(kind: str, field: dataclasses.Field[Any], word: str) -> object:
    wanted = _field_type(field)
    if wanted is int:
        if not is_canonical_number(word):
            raise BadNotation(tr("action {kind!r}: {field} must be a number, not {word!r}").format(
                kind=kind, field=field.name, word=word))
        return _checked(kind, field, int(word))
    if wanted is bool:
        if word not in ("yes", "no"):
            raise BadNotation(tr("action {kind!r}: {field} must be 'yes' or 'no', not {word!r}"
                                 ).format(kind=kind, field=field.name, word=word))
        return word == "yes"
    return _checked(kind, field, word)


def is_canonical_number(word: str) -> bool:
    """True for a whole number in its one spelling: ASCII digits, no leading zero or '+'.

    int() also reads "007", "+7", " 7" and other scripts' digits ("\u0667"); each
    action has one canonical spelling, so the notation takes only str(int(word)).
    """
    digits = word.removeprefix("-")
    return digits.isascii() and digits.isdigit() and str(int(word)) == word
