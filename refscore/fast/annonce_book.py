"""The declared annonces of the fast tiers (`refscore.fast.checker` and `refscore/fast/_fastcore.c`).

Why a module of its own: a realistic deal of contrée, officiel or the chien games declares one to
four annonces, and the batch checks millions of them. The rules stay written once: what an annonce
is and how strong (`refscore.judge.declarations.classify`, `kind_matches`), and who scores
(`refscore.kernel.annonces`, the tables `refscore.judge.declarations.strongest` reads too). This module only
remembers classifications in a form both tiers look up cheaply, and hands the compiled core the
kernel's tables, so that it settles a deal without returning to Python:

- a declaration's *class*: one int, the rank of its strength (`annonces.strength_rank`) << 16 | its
  points (the schema caps an annonce's points at 10,000), remembered by (kind, trump code, card
  mask) in `classes` under an int key (`class_key`); the cards' order does not matter to `classify`
  (it reads the sets of ranks and suits of cards that are each written once), so the mask is the
  whole of them;
- a settlement: `AnnonceTable.settle` over (seat, rank) of each annonce, the points of those that
  score summed by unit. The compiled core walks the same tables (`annonce_walk`); the Python tier
  remembers its answers in `settled` under the whole declaration (`settle_key`).

On a miss the caller asks `declare`, which classifies with `refscore.judge.declarations` and remembers.
`AnnonceBook` holds no reference to a checker or to the core, so the core can hold its memo and
`declare` without a reference cycle. The dicts are never rebound (only cleared when full), since
the core holds them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from refscore.base.cards import Card
from refscore.judge.declarations import classify, kind_matches, strength_rank
from refscore.kernel.annonces import SCORE_FACTS, AnnonceTable, Winner
from refscore.model.variant import Variant

if TYPE_CHECKING:
    from refscore.fast._fastcore import Core

__all__ = ["MAX_ANNONCES", "AnnonceBook", "class_key"]

#: more annonces than this in one deal: the reference path's (hostile input stays bounded)
MAX_ANNONCES = 40
#: the spellings of `kind` remembered (a true kind is a prefix of an annonce's name, in any case)
_MAX_KINDS = 64
#: entries of a memo before it is emptied (hostile input cannot make it grow without bound)
_MAX_MEMO = 100_000
#: a class's points take its low 16 bits (`_fastcore.c` `settlement` unpacks the same)
_POINTS_BITS = 16


def class_key(kind_id: int, code: int, mask: int) -> int:
    """The key of `AnnonceBook.classes`: the kind's id (0: none written), the trump code (0-5) and
    the 32-bit mask of the cards. `_fastcore.c` `settlement` computes the same int."""
    return (kind_id << 3 | code) << 32 | mask


class AnnonceBook:
    """One variant's memos of declared annonces, shared by both tiers of one `FastChecker`."""

    def __init__(
        self, variant: Variant, unit_of: tuple[int, ...], trump_suits: tuple[int | None, ...]
    ) -> None:
        self.variant = variant
        self.rules = variant.annonces
        self.unit_of = unit_of
        #: the kernel's decisions of the settlement (rule `points.annonces-strongest`)
        self.table = AnnonceTable.of(variant.annonces)
        #: the trump suit of each trump code (None: sans atout, tout atout)
        self.trump_suits = trump_suits
        #: whether a settlement reads the leader and the taker (to break a tie)
        self.ties_read_seats = variant.annonces.tie != "nobody_scores"
        #: a written `kind` -> its id (>= 1; 0 is "no kind written")
        self.kinds: dict[str, int] = {}
        #: `class_key(kind, code, mask)` -> the class of a true declaration
        self.classes: dict[int, int] = {}
        #: `settle_key` -> the points by unit (index) of the units whose annonces score (Python tier)
        self.settled: dict[tuple[int, ...], dict[int, int]] = {}

    def attach(self, core: Core) -> None:
        """Give the compiled core this book's memo, `declare` and the kernel's tables."""
        core.annonce_memos(
            self.kinds,
            self.classes,
            self.declare,
            tuple(winner.name for winner in Winner),
            SCORE_FACTS,
            bytes(self.table.winner),
            bytes(self.table.scores),
        )

    def declare(self, code: int, mask: int, kind: str | None) -> int:
        """The class of the cards `mask` declared as `kind` (a str, or None) under trump `code`, or -1
        when the reference refuses them (`annonces.classify`, `annonces.kind_matches`): then nothing
        is remembered (hostile input could fill the memo with long strings)."""
        cards = [Card(card) for card in range(32) if mask >> card & 1]
        what = classify(cards, self.rules, self.trump_suits[code])
        if isinstance(what, str) or not kind_matches(what[0], kind):
            return -1
        _, points, strength = what
        if not 0 <= points < 1 << _POINTS_BITS:
            return -1  # (beyond the schema: the reference path's)
        klass = strength_rank(strength) << _POINTS_BITS | points
        kind_id = 0
        if kind is not None:  # a true kind: a prefix of the annonce's name, in some case (few)
            known = self.kinds.get(kind)
            if known is None:
                if len(self.kinds) >= _MAX_KINDS:
                    return klass
                known = self.kinds[kind] = len(self.kinds) + 1
            kind_id = known
        if len(self.classes) >= _MAX_MEMO:
            self.classes.clear()
        self.classes[class_key(kind_id, code, mask)] = klass
        return klass

    def settle_key(self, leader: int, taker: int, declared: list[int]) -> tuple[int, ...]:
        """The key of `settled`: `declared` is seat, class, seat, class... in declared order."""
        return (leader, taker, *declared) if self.ties_read_seats else tuple(declared)

    def settle(self, key: tuple[int, ...]) -> dict[int, int]:
        """The points by unit of a settlement (`settle_key`), by rule `points.annonces-strongest`
        (the kernel's `AnnonceTable.settle` on the classes' ranks), remembered. The dict is shared:
        read-only."""
        settled = self.settled.get(key)
        if settled is not None:
            return settled
        start = 2 if self.ties_read_seats else 0
        declared = key[start::2]
        classes = key[start + 1 :: 2]
        _, scoring = self.table.settle(
            self.unit_of,
            [(seat, klass >> _POINTS_BITS) for seat, klass in zip(declared, classes, strict=True)],
            key[0] if start else 0,  # (not read where no tie is broken from a seat)
            key[1] if start else 0,
        )
        settled = {}
        unit_of = self.unit_of
        mask = (1 << _POINTS_BITS) - 1
        for seat, klass, scores in zip(declared, classes, scoring, strict=True):
            if scores:
                unit = unit_of[seat]
                settled[unit] = settled.get(unit, 0) + (klass & mask)
        if len(self.settled) >= _MAX_MEMO:
            self.settled.clear()
        self.settled[key] = settled
        return settled
