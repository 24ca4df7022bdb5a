"""Ways a save file gets damaged, each a function of (save bytes, random) -> damaged bytes.

Byte-level damage is what disks, copies and crashes do; tree-level damage is what
hand edits and other programs do. Every kind keeps the rest of the save real,
so the damage meets the checks deep inside, not only the JSON parser.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

Corruption = Callable[[bytes, random.Random], bytes]


def truncated(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def bit_flips(data: bytes, rng: random.Random) -> bytes:
    flipped = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
    return bytes(flipped)


def _places(tree: Any, outside_actions: bool) -> list[tuple[Any, Any]]:
    """(container, key) of every value in the tree, below the root; the actions left
    out when `outside_actions` (they are most of a save, the setup is the rest)."""
    found: list[tuple[Any, Any]] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        keys = node.keys() if isinstance(node, dict) else range(len(node))
        for key in keys:
            if outside_actions and node is tree and key == "actions":
                continue
            found.append((node, key))
            if isinstance(node[key], (dict, list)) and node[key]:
                stack.append(node[key])
    return found


def _edit(edit: Callable[[Any, random.Random], Any], outside_actions: bool = False) -> Corruption:
    """A corruption that replaces one random value of the save with `edit(value, rng)`."""

    def corrupt(data: bytes, rng: random.Random) -> bytes:
        tree = json.loads(data)
        container, key = rng.choice(_places(tree, outside_actions))
        container[key] = edit(container[key], rng)
        return json.dumps(tree).encode("utf-8")

    corrupt.__name__ = edit.__name__.strip("_") + ("_in_setup" if outside_actions else "")
    return corrupt


def _wrong_type(value: Any, rng: random.Random) -> Any:
    others = [None, True, 0, -1, 1.5, "", "x", [], {}, [value], {"value": value}]
    return rng.choice([o for o in others if type(o) is not type(value)])


def _huge_number(value: Any, rng: random.Random) -> Any:
    return rng.choice([10**400, -(10**400), 2**63, 2**64 + 1, 1e308, -1e308, 10**18, -1])


def _special_float(value: Any, rng: random.Random) -> Any:
    """NaN and Infinity: not JSON, but Python's reader accepts them."""
    return rng.choice([float("nan"), float("inf"), -float("inf")])


def deep_nesting(data: bytes, rng: random.Random) -> bytes:
    """One value wrapped in lists and objects, up to far deeper than any reader recurses."""
    marker = "\x00deep"
    deep = _edit(lambda value, r: marker)(data, rng)
    depth = rng.choice([50, 900, 5000, 100_000])
    opening = "".join(rng.choice(["[", '{"x":']) for _ in range(depth))
    closing = "".join("]" if c == "[" else "}" for c in reversed(opening.replace('{"x":', "{")))
    return deep.replace(json.dumps(marker).encode(), f"{opening}0{closing}".encode())


def shuffled_actions(data: bytes, rng: random.Random) -> bytes:
    tree = json.loads(data)
    rng.shuffle(tree["actions"])
    return json.dumps(tree).encode("utf-8")


def dropped_action(data: bytes, rng: random.Random) -> bytes:
    tree = json.loads(data)
    tree["actions"].pop(rng.randrange(len(tree["actions"])))
    return json.dumps(tree).encode("utf-8")


CORRUPTIONS: list[Corruption] = [
    truncated,
    bit_flips,
    shuffled_actions,
    dropped_action,
    _edit(_wrong_type),
    _edit(_wrong_type, outside_actions=True),
    _edit(_huge_number),
    _edit(_huge_number, outside_actions=True),
    _edit(_special_float),
    deep_nesting,
]
