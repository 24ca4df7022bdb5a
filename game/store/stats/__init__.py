"""The statistics of the kept finished games: what is measured of a game (facts), the
totals and records (model), and the file they are kept in (file)."""
