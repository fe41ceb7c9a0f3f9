"""Declared annonces: which unit scores and which of its annonces score, decided once as two tables.

Why a table: rule `points.annonces-strongest` (spec/rules.md 4.6) reads a handful of facts — is the
strongest annonce held by more than one unit; is an annonce its unit's, the strongest, stronger than
every annonce of the other units — and the variant's `annonces.tie` and `annonces.scored`. The two
`decide_*` functions are the ONE place where those options are read; `AnnonceTable` runs them over
every combination of the facts (2 for the winner, 8 for an annonce) and keeps the answers. Every
consumer then only computes the facts and looks the answer up: the reference check
(`refscore.judge.declarations.strongest`, through `AnnonceTable.settle`), the fast path in Python (the same
`settle` on rank ints) and the compiled core (`refscore/fast/_fastcore.c` `annonce_walk`, which mirrors
`settle` on the tables it is given and checks the names of `SCORE_FACTS` and `Winner`).

How strong an annonce is (its strength, `refscore.judge.declarations.classify`) stays where annonces are
classified; `settle` only compares strengths (any ordered values: tuples in the reference, the rank
ints of `refscore.judge.declarations.strength_rank` in the fast tiers).
"""

from __future__ import annotations

import enum
from collections.abc import Hashable, Sequence
from functools import cache
from typing import TypeVar

from refscore.model.variant import AnnonceRules

__all__ = [
    "BEATS_OTHERS",
    "IS_TOP",
    "OF_WINNER",
    "SCORE_FACTS",
    "SCORE_SITUATIONS",
    "AnnonceTable",
    "Winner",
    "decide_scores",
    "decide_winner",
]


class Winner(enum.IntEnum):
    """Which unit scores, given whether the strongest annonce is tied (the compiled core's codes)."""

    SOLE = 0  # the one unit holding the strongest annonce
    NOBODY = 1  # a tie that nobody wins
    FIRST_FROM_LEADER = 2  # the tied seat first in the order of play from the leader of trick 1
    FIRST_FROM_TAKER = 3  # the tied seat first in the order of play from the taker


#: The facts of one annonce once the winner is known, as bits of its index (the core reads the same).
SCORE_FACTS = ("of_winner", "is_top", "beats_others")
OF_WINNER, IS_TOP, BEATS_OTHERS = (1 << index for index in range(len(SCORE_FACTS)))
SCORE_SITUATIONS = 1 << len(SCORE_FACTS)


def decide_winner(rules: AnnonceRules, tied: bool) -> Winner:
    """Who scores: the unit of the strongest annonce; where units tie on it, nobody
    (`annonces.tie: nobody_scores`) or the first tied seat in the order of play from the leader of
    trick 1 (`first_in_play_order`) or from the taker (`first_from_taker`)."""
    if not tied:
        return Winner.SOLE
    if rules.tie == "nobody_scores":
        return Winner.NOBODY
    return Winner.FIRST_FROM_LEADER if rules.tie == "first_in_play_order" else Winner.FIRST_FROM_TAKER


def decide_scores(rules: AnnonceRules, situation: int) -> bool:
    """Whether an annonce scores (`situation`: bits of `SCORE_FACTS`): only the winner's; all of them
    (`annonces.scored: all_of_side`, the strongest protects the others) or, with
    `beating_opponents`, the strongest and those stronger than every annonce of the other units."""
    if not situation & OF_WINNER:
        return False
    return rules.scored == "all_of_side" or bool(situation & (IS_TOP | BEATS_OTHERS))


#: a strength: a tuple of `classify` (the reference) or its rank int (`strength_rank`, the fast tiers)
S = TypeVar("S", tuple[int, int, int, int], int)
U = TypeVar("U", bound=Hashable)


class AnnonceTable:
    """One variant's decisions of `points.annonces-strongest`: the winner by whether the strongest
    is tied (index 0, 1), and whether an annonce scores by situation (`SCORE_FACTS` bits).

    (A plain class, not a dataclass: no generated methods to compile at start-up.)"""

    __slots__ = ("scores", "winner")

    def __init__(self, rules: AnnonceRules) -> None:
        self.winner: tuple[Winner, Winner] = (decide_winner(rules, False), decide_winner(rules, True))
        self.scores: tuple[bool, ...] = tuple(
            decide_scores(rules, situation) for situation in range(SCORE_SITUATIONS)
        )

    @staticmethod
    @cache
    def of(rules: AnnonceRules) -> AnnonceTable:
        """The table of `rules`, made once."""
        return AnnonceTable(rules)

    def settle(
        self,
        unit_of: Sequence[U],
        declared: Sequence[tuple[int, S]],
        leader: int,
        taker: int,
    ) -> tuple[U | None, list[bool]]:
        """The unit that scores (None: a tie nobody wins) and whether each annonce scores, for the
        annonces `declared` as (seat, strength) in declared order; seats are indexes in the order
        of play (`unit_of` gives each seat's scoring unit), `leader` the leader of trick 1.

        The facts only: which unit holds the strongest annonce, whether others hold an equal one,
        which tied seat comes first from the leader or the taker; the tables decide."""
        best: dict[U, S] = {}
        for seat, strength in declared:
            unit = unit_of[seat]
            known = best.get(unit)
            if known is None or strength > known:
                best[unit] = strength
        top = max(best.values())
        holders = [unit for unit, strength in best.items() if not strength < top]
        how = self.winner[len(holders) > 1]
        winner: U | None
        if how is Winner.SOLE:
            winner = holders[0]
        elif how is Winner.NOBODY:
            winner = None
        else:
            start = leader if how is Winner.FIRST_FROM_LEADER else taker
            seats = len(unit_of)
            first = min((seat - start) % seats for seat, strength in declared if not strength < top)
            winner = unit_of[(start + first) % seats]
        others = [strength for unit, strength in best.items() if unit != winner]
        others_best = max(others) if others else None
        scores = self.scores
        return winner, [
            scores[
                (OF_WINNER if unit_of[seat] == winner else 0)
                | (0 if strength < top else IS_TOP)
                | (BEATS_OTHERS if others_best is None or strength > others_best else 0)
            ]
            for seat, strength in declared
        ]
