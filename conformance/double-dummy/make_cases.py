"""Write conformance/double-dummy/cases.json: end positions with their double-dummy values.

Why the brute force: every value here is computed by `refscore.solver.brute_value`, the unpruned
minimax that tries every legal card (no pruning, no table, no merged cards), so the file can check
any faster solver, ours included. Positions are the last two or three tricks of seeded random deals
(some mid-trick) under every shipped variant and trump mode. Re-run to regenerate:

    python conformance/double-dummy/make_cases.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from refscore.base.cards import DECK, Suit, card_name
from refscore.kernel.play import ContractCards, legal_cards
from refscore.solver import brute_value
from refscore.model.variant import TrumpKind
from refscore.load.variant_loader import shipped_variant

VARIANTS = ("coinche", "contree", "officiel", "belote", "chien-3", "chien-2")
_TRUMP = {TrumpKind.NO_TRUMP: "SA", TrumpKind.ALL_TRUMP: "TA"}


def main() -> None:
    rng = random.Random(20261201)
    cases = []
    for number in range(48):
        name = VARIANTS[number % len(VARIANTS)]
        v = shipped_variant(name)
        kinds = v.auction.trump_modes
        kind = kinds[number // len(VARIANTS) % len(kinds)]
        trump = Suit(rng.randrange(4)) if kind is TrumpKind.SUIT else None
        cards = ContractCards.build(v.modes[kind], trump)
        seats = len(v.seats)
        left = rng.choice((2, 3))
        deck = list(DECK)
        rng.shuffle(deck)
        held = [sorted(deck[i * left : (i + 1) * left]) for i in range(seats)]
        leader = rng.randrange(seats)
        winners = [rng.choice((leader, rng.randrange(seats))) for _ in range(v.hand_size - left)]
        trick = []
        order = [v.seats[(leader + i) % seats] for i in range(seats)]
        for step in range(rng.randrange(seats)):
            seat = (leader + step) % seats
            allowed = legal_cards(cards, v.play, held[seat], trick, order, v.seats[seat], v.same_side).allowed
            card = rng.choice(allowed)
            held[seat].remove(card)
            trick.append(card)
        side = rng.choice([unit for unit, _ in v.teams])
        value = brute_value(v, kind, trump, side, held, leader, trick, winners)
        cases.append(
            {
                "id": f"dd-{number:02d}-{name}",
                "variant": name,
                "trump": "SHDC"[trump] if trump is not None else _TRUMP[kind],
                "side": side,
                "hands": {v.seats[i]: [card_name(c) for c in hand] for i, hand in enumerate(held)},
                "leader": v.seats[leader],
                "trick": [card_name(c) for c in trick],
                "winners": [v.seats[w] for w in winners],
                "value": value,
            }
        )
    document = {
        "format": "refscore-double-dummy/1",
        "description": "End positions and the points `side` can guarantee from them with every hand known "
        "(card points of the tricks still to win, the cards of `trick` included, and the dix de der with its "
        "capot/generale value given `winners`). Values computed by an unpruned minimax (brute_value).",
        "cases": cases,
    }
    path = Path(__file__).with_name("cases.json")
    path.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(cases)} cases written to {path}")


if __name__ == "__main__":
    main()
