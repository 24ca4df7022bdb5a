"""A corpus of player names a keyboard can type, for the tests that such names work everywhere.

The named cases are the ones that broke or could break text handling (a variation
selector, joiners, zero-width and direction marks, scripts the main font lacks,
marks on letters, very long and blank names); the generated ones mix those
characters with letters at random, from one seed, so a failure can be replayed.
"""

from __future__ import annotations

import random

ACCEPTED = {
    "emoji with VS16": "Ann ❤️",
    "ZWJ family": "Fam 👩\u200d👩\u200d👧\u200d👦",
    "soft hyphen": "Hy\u00adphen",
    "zero-width space": "Zero\u200bWidth",
    "right-to-left mark": "\u200fשרה\u200f",
    "left-to-right mark": "\u200eLtr\u200e",
    "CJK": "李小龙",
    "long CJK": "欧阳娜娜张伟王芳李娜刘洋陈静杨帆赵磊黄勇周杰吴敏",
    "Hangul": "김민준",
    "combining accents": "Zoe\u0308 Ame\u0301lie",
    "stacked marks": "Z\u0351\u0352\u0353a",
    "Arabic": "فاطمة",
    "long Latin": "Wolfgang Amadeus Mozart von Salzburg",
    "wide Latin": "WWWWWWWWWWWWWWWWWWWW",
    "lone variation selector after text": "Bo\ufe0f",
}
REFUSED = {
    "only spaces": "   ",
    "only a zero-width space": "\u200b",
    "only a variation selector": "\ufe0f",
    "lone surrogate": "Ann \ud800",
    "null": "Ann\x00",
    "too long": "x" * 41,
}

_SPECIAL = "\ufe0f\u200d\u00ad\u200b\u200f\u200e\u0301\u0308 ❤👩李ש"


def generated(count: int, seed: int = 13) -> list[str]:
    """`count` names of letters mixed with the awkward characters above."""
    rng = random.Random(seed)
    names = []
    for _ in range(count):
        letters = [rng.choice("AaBbZzÉé" + _SPECIAL) for _ in range(rng.randint(1, 14))]
        names.append("N" + "".join(letters))  # a visible first letter: never blank
    return names
