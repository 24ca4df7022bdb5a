"""The statistics tests use the replay tests' fixtures: a throwaway data folder with
the saves folders made, and the real app on the dummy video driver, animation off."""

from tests.replay.conftest import app, data_dir

__all__ = ["app", "data_dir"]
