"""Facts of which only some are known: how the kernel fills a whole table from few `decide` calls.

Why: a kernel table (the auction's reasons, the play's allowed subsets) is built whenever a variant is
loaded, over every combination of facts (4,096 auction indexes, 1,024 play situations). Most facts do
not matter to most answers, so the builders run `decide` on a `Partial` holding only the facts fixed so
far; reading another raises `Unknown`, naming the fact to split on next. The answer found covers every
index that agrees with the known facts. `decide` stays the one place the rule is written.
"""

from __future__ import annotations


class Unknown(Exception):
    """`decide` read a fact the `Partial` leaves open (its name is the exception's argument)."""


class Partial:
    """Facts of which only some are known: reading another raises `Unknown`."""

    def __init__(self, known: dict[str, bool]) -> None:
        self._known = known

    def __getattr__(self, name: str) -> bool:
        if name not in self._known:
            raise Unknown(name)
        return self._known[name]
