"""Random declared annonces for the tests of settlement: the draw the memo and kernel tests share.

Why one place: the constraints are what every fast tier assumes of a declaration it settles (a seat
declares cards it could hold, no card held by two seats, no card serving twice for one seat; the
tiers leave the others to the reference), and two copies would drift apart.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from refscore.base.cards import Card, card_name
from refscore.model.record import Annonce, DealRecord


def random_declarations(
    rng: random.Random, candidates: Sequence[tuple[Card, ...]], seats: Sequence[str], most: int
) -> tuple[list[tuple[str, tuple[Card, ...]]], dict[str, set[Card]]]:
    """1 to `most` draws of (seat, cards) from `candidates` (each a set of cards that is an annonce),
    and the cards each seat then holds; a draw that breaks a constraint is skipped. The cards come in
    a shuffled order (the order they are written in must not matter)."""
    held: dict[str, set[Card]] = {seat: set() for seat in seats}
    dealt: set[Card] = set()
    declared: list[tuple[str, tuple[Card, ...]]] = []
    for _ in range(rng.randint(1, most)):
        cards = rng.choice(candidates)
        seat = rng.choice(seats)
        if dealt & set(cards) and not set(cards) <= held[seat]:
            continue  # another seat holds one of these cards
        if any(set(cards) & set(other) for who, other in declared if who == seat):
            continue  # a card would serve twice (the fast tiers leave that to the reference)
        held[seat] |= set(cards)
        dealt |= set(cards)
        order = list(cards)
        rng.shuffle(order)
        declared.append((seat, tuple(order)))
    return declared, held


def declared_deal(
    seats: Sequence[str],
    declared: list[tuple[str, tuple[Card, ...]]],
    held: dict[str, set[Card]],
    kinds: Sequence[str | None] | None = None,
) -> tuple[list[dict[str, Any]], list[int], dict[str, list[Card]], DealRecord]:
    """What the tiers are each given of the `declared` annonces (`kinds`: each one's written kind, None
    for none): the record's `annonces` list as written (the fast tiers'), each seat's held cards as a
    mask and as a sorted hand, and a record holding them (the reference's)."""
    kinds = [None] * len(declared) if kinds is None else kinds
    written: list[dict[str, Any]] = [
        {"seat": seat, "cards": [card_name(card) for card in cards]}
        | ({} if kind is None else {"kind": kind})
        for (seat, cards), kind in zip(declared, kinds, strict=True)
    ]
    masks = [sum(1 << int(card) for card in held[seat]) for seat in seats]
    hands = {seat: sorted(cards) for seat, cards in held.items()}
    annonces = tuple(
        Annonce(seat, cards, kind, f"$.annonces[{index}]")
        for index, ((seat, cards), kind) in enumerate(zip(declared, kinds, strict=True))
    )
    record = DealRecord(None, seats[0], {}, (), None, None, None, (), annonces, None, (), None)
    return written, masks, hands, record
