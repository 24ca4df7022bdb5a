"""The rules texts' Markdown becomes headings, list items, table rows and paragraphs."""

from __future__ import annotations

from game.ui.resources import RULES_DIR
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


def test_a_bold_phrase_over_two_lines_loses_its_marks_too() -> None:
    assert markdown_entries("5. **A call may be made with\nnothing to deliver**; it counts.") == [
        Entry("5. A call may be made with nothing to deliver; it counts.")]


def test_no_rules_text_shows_a_markdown_mark() -> None:
    """Issue 39: the Dutch rulings showed "**Stoppen mag ook als ...**" as typed."""
    texts = sorted(RULES_DIR.rglob("*.md"))  # every language's
    assert len(texts) >= 6
    for path in texts:
        for entry in rules_text(path)[1]:
            assert "**" not in entry.text and "`" not in entry.text, (path, entry.text)


def test_every_rules_text_reads_with_a_title() -> None:
    names = [path.stem for path in rule_files()]
    assert {"koplopers", "freight", "app"} <= set(names)
    for path in rule_files():
        title, entries = rules_text(path)
        assert title and len(entries) > 5
