"""The Freight Train options: the official variants, checked before a game starts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import UnknownOption
from game.engine.freight.patterns import EXTRA_MIXED_KINDS, MIXED
from game.texts import series, tr


@dataclass(frozen=True)
class FreightOptions:
    """`{}` is the standard game. Each field is one official variant."""

    unlimited_yard: bool = False  # Variant 1: private rows have no 8-car limit
    face_down: bool = False  # Variant 2: the Main Yard is dealt face down
    mixed_kinds: tuple[str, ...] = ()  # Variant 3: the additional Mixed Train kinds in play
    only_mixed: bool = False  # Variant 3 option: no regular trains at all...
    repeatable_kinds: tuple[str, ...] = ()  # ...and these Mixed kinds may be had more than once

    @classmethod
    def parse(cls, options: Any) -> FreightOptions:
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise UnknownOption(tr("options must be a JSON object"))
        known = {"unlimited_yard", "face_down", "mixed_kinds", "only_mixed", "repeatable_kinds"}
        unknown = sorted(set(options) - known)
        if unknown:
            raise UnknownOption(
                tr("unknown Freight Train option {option!r}; options: {known}").format(
                    option=unknown[0], known=series(sorted(known))
                )
            )
        for flag in ("unlimited_yard", "face_down", "only_mixed"):
            if not isinstance(options.get(flag, False), bool):
                raise UnknownOption(tr("option {name!r} must be true or false").format(name=flag))
        mixed_kinds = _kinds(options.get("mixed_kinds", []), "mixed_kinds", EXTRA_MIXED_KINDS)
        repeatable = _kinds(
            options.get("repeatable_kinds", []), "repeatable_kinds", (MIXED, *mixed_kinds)
        )
        if repeatable and not options.get("only_mixed", False):
            raise UnknownOption(tr("repeatable_kinds is an option of only_mixed games"))
        return cls(
            unlimited_yard=options.get("unlimited_yard", False),
            face_down=options.get("face_down", False),
            mixed_kinds=mixed_kinds,
            only_mixed=options.get("only_mixed", False),
            repeatable_kinds=repeatable,
        )

    @property
    def mixed_kinds_in_play(self) -> tuple[str, ...]:
        return (MIXED, *self.mixed_kinds)


def _kinds(value: Any, name: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(kind, str) for kind in value):
        raise UnknownOption(tr("option {name!r} must be a list of train kinds").format(name=name))
    for kind in value:
        if kind not in allowed:
            raise UnknownOption(tr("option {name!r}: {kind!r} is not one of {allowed}").format(
                name=name, kind=kind, allowed=series(allowed)))
    if len(set(value)) != len(value):
        raise UnknownOption(tr("option {name!r} lists a kind twice").format(name=name))
    return tuple(kind for kind in allowed if kind in value)
