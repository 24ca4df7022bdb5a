"""Koplopers & Dwarsliggers: passenger trains on the Dutch rail network, as a pure engine."""
