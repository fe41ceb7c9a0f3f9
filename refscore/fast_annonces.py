"""The memos of declared annonces for the fast tiers (`refscore.fast` and `refscore/_fastcore.c`).

Why a module of its own: a realistic deal of contrée, officiel or the chien games declares one to
four annonces, and the batch checks millions of them. The rules stay in `refscore.annonces`
(`classify`, `kind_matches`, `strongest`), written once; this module only remembers their answers
in a form both tiers can look up cheaply, the compiled core without returning to Python:

- a declaration's *class*: a small int (0-254) naming its (points, strength) as `classify` gives
  them, remembered by (kind, trump code, card mask) in `classes` under an int key (`class_key`);
  the cards' order does not matter to `classify` (it reads the sets of ranks and suits of cards
  that are each written once), so the mask is the whole of them;
- a settlement: the points by unit (`strongest`'s annonces that score, summed), remembered in
  `settled` under a bytes key: the leader and the taker of trick 1 (only where a tie is broken from
  one of them), then (seat, class) for each annonce in declared order (`settle_key`).

On a miss the caller asks `declare` or `settle`, which compute with `refscore.annonces` and
remember. `AnnonceBook` holds no reference to a checker or to the core, so the core can hold its
memos and its two methods without a reference cycle. The dicts are never rebound (only cleared
when full), since the core holds them.
"""

from __future__ import annotations

from .annonces import Strength, classify, kind_matches, strongest
from .cards import Card
from .variant import Variant

__all__ = ["MAX_ANNONCES", "AnnonceBook", "class_key"]

#: more annonces than this in one deal: the reference path's (hostile input stays bounded)
MAX_ANNONCES = 40
#: the classes a settlement key can name (one byte each)
_MAX_CLASSES = 255
#: the spellings of `kind` remembered (a true kind is a prefix of an annonce's name, in any case)
_MAX_KINDS = 64
#: entries of a memo before it is emptied (hostile input cannot make it grow without bound)
_MAX_MEMO = 100_000


def class_key(kind_id: int, code: int, mask: int) -> int:
    """The key of `AnnonceBook.classes`: the kind's id (0: none written), the trump code (0-5) and
    the 32-bit mask of the cards. `_fastcore.c` `annonces` computes the same int."""
    return (kind_id << 3 | code) << 32 | mask


class AnnonceBook:
    """One variant's memos of declared annonces, shared by both tiers of one `FastChecker`."""

    def __init__(
        self, variant: Variant, unit_of: tuple[int, ...], trump_suits: tuple[int | None, ...]
    ) -> None:
        self.variant = variant
        self.rules = variant.annonces
        self.seats = variant.seats
        self.unit_of = unit_of
        #: the trump suit of each trump code (None: sans atout, tout atout)
        self.trump_suits = trump_suits
        #: whether the settlement reads the leader and the taker (to break a tie)
        self.ties_read_seats = variant.annonces.tie != "nobody_scores"
        #: a written `kind` -> its id (>= 1; 0 is "no kind written")
        self.kinds: dict[str, int] = {}
        #: `class_key(kind, code, mask)` -> the class of a true declaration
        self.classes: dict[int, int] = {}
        #: the class of each (points, strength), and back
        self.class_of: dict[tuple[int, Strength], int] = {}
        self.class_table: list[tuple[int, Strength]] = []
        #: `settle_key` -> the points by unit (index) of the units whose annonces score
        self.settled: dict[bytes, dict[int, int]] = {}

    def declare(self, code: int, mask: int, kind: str | None) -> int:
        """The class of the cards `mask` declared as `kind` (a str, or None) under trump `code`, or -1
        when the reference refuses them (`annonces.classify`, `annonces.kind_matches`): then nothing
        is remembered (hostile input could fill the memo with long strings)."""
        cards = [Card(card) for card in range(32) if mask >> card & 1]
        what = classify(cards, self.rules, self.trump_suits[code])
        if isinstance(what, str) or not kind_matches(what[0], kind):
            return -1
        _, points, strength = what
        klass = self.class_of.get((points, strength))
        if klass is None:
            if len(self.class_table) >= _MAX_CLASSES:
                return -1  # (a variant has far fewer: carrés and runs of 3 to 8 cards)
            klass = len(self.class_table)
            self.class_of[points, strength] = klass
            self.class_table.append((points, strength))
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

    def settle_key(self, leader: int, taker: int, declared: list[int]) -> bytes:
        """The key of `settled`: `declared` is seat, class, seat, class... in declared order."""
        return bytes((leader, taker, *declared) if self.ties_read_seats else declared)

    def settle(self, key: bytes) -> dict[int, int]:
        """The points by unit of a settlement (`settle_key`), by rule `points.annonces-strongest`
        (`annonces.strongest`), remembered. The dict is shared: read-only."""
        settled = self.settled.get(key)
        if settled is not None:
            return settled
        seats = self.seats
        start = 2 if self.ties_read_seats else 0
        declared = key[start::2]
        classes = [self.class_table[klass] for klass in key[start + 1 :: 2]]
        _, scoring = strongest(
            self.variant,
            [(seats[seat], strength) for seat, (_, strength) in zip(declared, classes, strict=True)],
            seats[key[0] if start else 0],  # (not read where no tie is broken from a seat)
            seats[key[1] if start else 0],
        )
        settled = {}
        unit_of = self.unit_of
        for seat, (points, _), scores in zip(declared, classes, scoring, strict=True):
            if scores:
                unit = unit_of[seat]
                settled[unit] = settled.get(unit, 0) + points
        if len(self.settled) >= _MAX_MEMO:
            self.settled.clear()
        self.settled[key] = settled
        return settled
