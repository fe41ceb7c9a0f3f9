"""The declared annonces of a record on the pure tier: each declaration as written (seat, kind,
cards) read as the reference reads it, once per spelling and trump, checked against the hands
when play started, and settled by `refscore.fast.annonce_book` (the reference's one settlement,
`refscore.judge.declarations`, behind memos the compiled core shares).

Why a module: the legal deal and the illegal card (whose side's declarations do not compete,
spec 6.1) both read the annonces this way; the checker hands it the hands and the trump.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from refscore.fast.annonce_book import MAX_ANNONCES, AnnonceBook
from refscore.fast.record_shape import ANNONCE_KEYS
from refscore.fast.reject import Reject as _Reject
from refscore.model.variant import Variant

if TYPE_CHECKING:
    from refscore.fast import _fastcore

__all__ = ["AnnonceReader"]

_MAX_MEMO = 100_000  # declarations kept: bounds the memo over a long batch
#: the memo's mark of a declaration the reference rejects
_NOT_ANNONCE: tuple[Any, ...] = ()


class AnnonceReader:
    """One variant's declared annonces, read and settled, with the memo of declarations as written."""

    def __init__(
        self,
        variant: Variant,
        book: AnnonceBook,
        unit_of: tuple[int, ...],
        mask: Callable[[Any, int], int],
    ) -> None:
        self.book = book
        self.unit_of = unit_of
        self.seat_index = {seat: index for index, seat in enumerate(variant.seats)}
        self.n = len(variant.seats)
        self.enabled = variant.annonces.enabled
        #: the mask of a list of cards, learning a spelling (`FastChecker._mask`): `_Reject` otherwise
        self._mask = mask
        #: the compiled core, which settles an illegal deal's annonces first (`annonce_points`)
        self.core: _fastcore.Core | None = None
        #: each declaration as written, under a trump code: (seat, mask, class) (`points`)
        self.declarations: dict[tuple[Any, ...], tuple[Any, ...]] = {}

    def innocent(
        self,
        annonces: list[Any],
        settled: dict[int, int],
        at_fault: int,
        code: int,
        hands: Sequence[int],
        leader: int,
        taker: int,
    ) -> dict[int, int]:
        """The annonce points after an irregularity by seat `at_fault`: its side's declarations do not
        compete, the others' are settled as if it had declared none (spec 6.1; the reference's
        `penalty.walked_penalty`). `settled`: `points` of every declaration (so each was read and is
        true), which stands when the side at fault declared none."""
        unit_of, seat_index = self.unit_of, self.seat_index
        unit = unit_of[at_fault]
        kept = [item for item in annonces if unit_of[seat_index[item["seat"]]] != unit]
        if len(kept) == len(annonces):
            return settled
        return self.points(kept, code, hands, leader, taker) if kept else {}

    def points(
        self, annonces: Any, code: int, hands: Sequence[int], leader: int, taker: int
    ) -> dict[int, int]:
        """The annonce points of each unit (by index) that scores some, settled by the reference's
        one implementation (`refscore.judge.declarations`) behind the memos of `refscore.fast.annonce_book`;
        `_Reject` when a declaration is false or unusual (the reference path words it). `hands`:
        each seat's hand when play starts. `_fastcore.c` `annonces` does the same for a legal deal
        with the same memos (the tiers agree, declining included).

        Each declaration as written (seat, kind, cards) under a trump is read once and remembered
        here as (seat, mask, class); a deal then only checks that the cards were held and serve
        once, and looks its settlement up by (seat, class) of each annonce (`AnnonceBook`)."""
        if type(annonces) is not list or len(annonces) > MAX_ANNONCES or not self.enabled:
            raise _Reject
        if self.core is not None:  # the core's walk (`annonce_points`): an illegal deal's annonces
            settled = self.core.annonce_points(annonces, code, tuple(hands), leader, taker)
            if settled is not None:
                return settled
            # declined: a false declaration, or a spelling the walk below learns
        declarations = self.declarations
        used = [0] * self.n
        declared: list[int] = []
        for item in annonces:
            if (
                type(item) is not dict
                or not item.keys() <= ANNONCE_KEYS
                or len(item) < 2
                or None in item.values()
            ):
                raise _Reject  # (the schema allows no null: "kind": null is the reference path's)
            tokens = item.get("cards")
            if type(tokens) is not list:
                raise _Reject
            try:
                key = (code, item.get("seat"), item.get("kind"), *tokens)
                known = declarations.get(key)
            except TypeError:  # a token that is not hashable: not a card
                raise _Reject from None
            if known is None:
                known = self._declaration(key[1], key[2], tokens, code)
                if known is _NOT_ANNONCE:
                    # not an annonce, or not of its declared kind: the reference words why (and it
                    # is not remembered: hostile input could fill the memo with long strings)
                    raise _Reject
                if len(declarations) >= _MAX_MEMO:
                    declarations.clear()
                declarations[key] = known  # (a seat, a kind a card name starts with, 1-8 cards)
            seat, mask, klass = known
            if hands[seat] & mask != mask or used[seat] & mask:
                raise _Reject  # a card not held at the first trick, or serving twice
            used[seat] |= mask
            declared += (seat, klass)
        book = self.book
        settle_key = book.settle_key(leader, taker, declared)
        return book.settled.get(settle_key) or book.settle(settle_key)

    def _declaration(self, seat_name: Any, kind: Any, tokens: list[Any], code: int) -> tuple[Any, ...]:
        """One declaration as (seat, mask, class), or `_NOT_ANNONCE`: read as the reference reads
        it (`AnnonceBook.declare`: `annonces.classify`, `annonces.kind_matches`)."""
        seat = self.seat_index.get(seat_name, -1) if type(seat_name) is str else -1
        if seat < 0 or not 1 <= len(tokens) <= 8 or (kind is not None and type(kind) is not str):
            return _NOT_ANNONCE
        try:
            mask = self._mask(tokens, len(tokens))
        except _Reject:
            return _NOT_ANNONCE
        if mask.bit_count() != len(tokens):
            return _NOT_ANNONCE  # a card written twice
        klass = self.book.declare(code, mask, kind)
        return _NOT_ANNONCE if klass < 0 else (seat, mask, klass)
