"""The errors every engine raises, so callers can tell bad moves from bad files."""


class IllegalAction(Exception):
    """An action the rules forbid right now; the game state is left untouched.

    `reason` names the rule that forbids it, in words a player understands.
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


MAX_REASON = 300


class InvalidRecord(Exception):
    """A record (save file, replay) that cannot be replayed, and why.

    Reasons quote the bad value; in a damaged file that may be a 400-digit number or
    a list nested 900 deep, so a long reason keeps its start and end only.
    """

    def __init__(self, reason: str) -> None:
        if len(reason) > MAX_REASON:
            half = MAX_REASON // 2
            reason = f"{reason[:half]}…{reason[-half + 1 :]}"
        super().__init__(reason)
        self.reason = reason


class BadNotation(ValueError):
    """Action text or JSON that does not describe any action of the game."""


class UnknownOption(ValueError):
    """A game option that does not exist or has a value the game cannot use."""
