"""The little Markdown the rules texts use, turned into ScrollList entries.

Headings (#, ##, ###), bullets (- or *, and numbered items), and paragraphs of
joined lines; emphasis marks and table pipes are shown as plain text.
"""

from __future__ import annotations

import re

from game.ui.widgets.scroll_list import Entry

_NUMBERED = re.compile(r"^\d+\.\s")


def markdown_entries(text: str) -> list[Entry]:
    entries: list[Entry] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            entries.append(Entry(" ".join(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip().replace("**", "").replace("`", "")
        if not line:
            flush()
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            entries.append(Entry(line.lstrip("#").strip(), "h1" if level == 1 else "h2"))
        elif line.startswith(("- ", "* ")):
            flush()
            entries.append(Entry(line[2:], "bullet"))
        elif _NUMBERED.match(line):
            flush()
            entries.append(Entry(line, "body"))
        elif (
            raw.startswith(("  ", "\t"))
            and entries
            and entries[-1].style == "bullet"
            and not paragraph
        ):
            entries[-1] = Entry(f"{entries[-1].text} {line}", "bullet")
        else:
            paragraph.append(line)
    flush()
    return entries
