"""The little Markdown the rules texts use, turned into ScrollList entries.

Headings (#, ##, ###), list items (-, * or numbered) with their continuation
lines, tables (a row per entry, cells split by tabs, the row above the |---|
line as the header) and paragraphs of joined lines; emphasis marks are dropped.
"""

from __future__ import annotations

import re

from game.ui.widgets.scroll_list import Entry

_NUMBERED = re.compile(r"^\d+\.\s")
_TABLE_RULE = re.compile(r"^\|[\s:|-]+\|$")
_EMPHASIS = re.compile(r"(\*\*|\*|__|`)(\S(?:.*?\S)?)\1")


def markdown_entries(text: str) -> list[Entry]:
    entries: list[Entry] = []
    block: list[str] = []
    style = "body"

    def flush() -> None:
        if block:  # emphasis once more over the joined lines: a bold phrase may wrap
            entries.append(Entry(_EMPHASIS.sub(r"\2", " ".join(block)), style))
            block.clear()

    for raw in text.splitlines():
        line = _EMPHASIS.sub(r"\2", raw.strip())
        if not line:
            flush()
        elif line.startswith("|"):
            flush()
            if _TABLE_RULE.match(line) and entries and entries[-1].style == "row":
                entries[-1] = Entry(entries[-1].text, "head")
            elif not _TABLE_RULE.match(line):
                cells = [cell.strip() for cell in line.strip("|").split("|")]
                entries.append(Entry("\t".join(cells), "row"))
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            entries.append(Entry(line.lstrip("#").strip(), "h1" if level == 1 else "h2"))
        elif line.startswith(("- ", "* ")) or _NUMBERED.match(line):
            flush()
            bullet = line.startswith(("- ", "* "))
            style = "bullet" if bullet else "body"
            block.append(line[2:] if bullet else line)
        else:
            if not block:
                style = "body"
            block.append(line)
    flush()
    return entries
