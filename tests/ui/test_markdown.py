"""The rules texts' Markdown becomes headings, list items, table rows and paragraphs."""

from __future__ import annotations

from game.ui.scenes.rules import rule_files, rules_text
from game.ui.widgets.markdown import markdown_entries
from game.ui.widgets.scroll_list import Entry

TEXT = """# Title
Two lines of
one paragraph.

- a bullet
  that goes on
1. **First** rule
   continued

| Players | Cars |
|---|---|
| 2 | 9 |
"""


def test_markdown_entries() -> None:
    assert markdown_entries(TEXT) == [
        Entry("Title", "h1"),
        Entry("Two lines of one paragraph."),
        Entry("a bullet that goes on", "bullet"),
        Entry("1. First rule continued"),
        Entry("Players\tCars", "head"),
        Entry("2\t9", "row"),
    ]


def test_every_rules_text_reads_with_a_title() -> None:
    names = [path.stem for path in rule_files()]
    assert {"koplopers", "freight", "app"} <= set(names)
    for path in rule_files():
        title, entries = rules_text(path)
        assert title and len(entries) > 5
