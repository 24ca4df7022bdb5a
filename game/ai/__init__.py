"""Computer players. They see only `view(seat)` and the legal actions."""
