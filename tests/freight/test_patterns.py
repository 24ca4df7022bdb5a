"""Variant 3: the additional Mixed Train kinds, each with the rulebook's example."""

import pytest

from game.engine.freight.patterns import car_fits_kind
from tests.freight.position import cars


def follows(kind: str, *codes: str) -> bool:
    train = cars(*codes)
    return all(car_fits_kind(kind, train[:i], train[i]) for i in range(len(train)))


@pytest.mark.parametrize(
    ("kind", "example"),
    [
        ("mixed", "ore box tank stock"),
        ("pairs", "ore ore box box tank tank"),
        ("triples", "ore ore ore box box box"),
        ("alt_singles", "ore box ore box ore box"),
        ("alt_pairs", "ore ore box box ore ore box box"),
        ("alt_triples", "ore ore ore box box box ore ore ore"),
        ("random_alt", "ore box box tank stock stock ore box box tank stock stock"),
        ("incremental", "ore box box tank tank tank stock stock stock stock"),
    ],
)
def test_rulebook_example_follows_its_pattern(kind: str, example: str) -> None:
    assert follows(kind, *example.split())


@pytest.mark.parametrize(
    ("kind", "broken"),
    [
        ("mixed", "ore box ore"),
        ("pairs", "ore box"),  # the two same cars must be together
        ("pairs", "ore ore ore"),
        ("pairs", "ore ore box box ore ore"),  # two of each type, no type twice
        ("triples", "ore ore box"),
        ("alt_singles", "ore ore"),
        ("alt_singles", "ore box tank"),  # only two types
        ("alt_pairs", "ore box"),
        ("alt_pairs", "ore ore box box tank"),
        ("alt_triples", "ore ore ore box box box box"),
        ("random_alt", "ore ore ore"),  # units are singles or pairs
        ("random_alt", "ore box tank stock hopper"),  # at most four types
        ("random_alt", "ore box box ore ore"),  # the pattern must repeat
        ("incremental", "ore ore"),  # a single first
        ("incremental", "ore box box box"),  # then exactly a pair
        ("incremental", "ore box box box box"),
    ],
)
def test_cars_that_break_the_pattern_are_refused(kind: str, broken: str) -> None:
    assert not follows(kind, *broken.split())


def test_a_pattern_in_progress_may_be_continued() -> None:
    assert follows("pairs", "ore")
    assert follows("incremental", "ore", "box")
    assert follows("random_alt", "ore", "box", "box")
