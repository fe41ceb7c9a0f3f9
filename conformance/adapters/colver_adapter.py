#!/usr/bin/env python3
"""The colver engine (`pip install colver==0.11.1`) behind the conformance protocol.

    refscore conformance run --engine "python3 conformance/adapters/colver_adapter.py"   # see the report

colver is a coinche engine for reinforcement learning: an `Env` that deals given hands, lists the legal
actions (43 auction actions, 32 cards) and steps through them, and gives each team's deal score at the
end. This adapter replays a record through it, call by call and card by card: a call or a card that the
engine does not list as legal is the record's first violation, and the engine's own scores are the
answer. The adapter only names the rule a refused action breaks (the engine gives no reason) and checks
the record's claimed score and declared belote against the engine's results.

It judges one variant: `colver` (conformance/dialects/colver.yaml, the engine's own rules). Features
the engine lacks are declared in the start answer so that those cases are skipped, not failed.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from adapter import PROTOCOL, Adapter, main
from common import (
    canonical,
    canonical_trump,
    illegal,
    rank_of,
    refused_card_rule,
    scored,
    suit_of,
    trick_cards,
)

try:
    import colver
except ImportError:  # the adapter still starts, and says why it cannot judge anything
    colver = None

DIALECT = "colver"
SEATS = ("N", "E", "S", "W")  # colver's seats 0-3, in its order of play
SUITS = "SHDC"
RANKS = ("7", "8", "9", "J", "Q", "K", "10", "A")  # colver's card index within a suit
#: What colver has: four players in partnerships, suit contracts, coinche, surcoinche, a capot bid, an
#: automatic belote. It has no annonces, no chien, no sans atout or tout atout, no générale.
FEATURES = [
    "partnerships",
    "coinche",
    "surcoinche",
    "capot-bid",
    "belote-declared",
    "redeal",
    "incomplete",
    "trick-leader",
    "claim",
    "legal-cards",
    "card-aliases",
]


def card_index(card: str) -> int:
    return SUITS.index(suit_of(card)) * 8 + RANKS.index(rank_of(card))


def card_of(index: int) -> str:
    return f"{RANKS[index % 8]}{SUITS[index // 8]}"


class ColverAdapter(Adapter):
    def hello(self) -> dict[str, Any]:
        version = getattr(colver, "__version__", "not installed")
        return {
            "protocol": PROTOCOL,
            "engine": {"name": "colver", "version": version, "variants": [DIALECT], "features": FEATURES},
        }

    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if colver is None:
            return {"status": "skipped", "reason": "colver is not installed (pip install colver==0.11.1)"}
        if request.get("variant", {}).get("id") != DIALECT:
            return {"status": "skipped", "reason": "colver plays only its own rules (dialect colver)"}
        return Replay(request["record"]).run(request.get("question") == "legal-cards")


class Replay:
    """One record replayed through a colver `Env`."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record

    def run(self, legal_cards: bool) -> dict[str, Any]:
        record = self.record
        hands: list[list[int]] = []
        for seat in SEATS:
            cards = [canonical(card) for card in record.get("hands", {}).get(seat, [])]
            if any(card is None for card in cards):
                return {"status": "rejected", "reason": f"a card of {seat}'s hand is not a card"}
            hands.append([card_index(card) for card in cards if card is not None])
        if sorted(i for hand in hands for i in hand) != list(range(32)) or any(len(h) != 8 for h in hands):
            return illegal("deal.deck", "deal", "$.hands")
        if record.get("dealer") not in SEATS:
            return {"status": "rejected", "reason": "unknown dealer"}
        env = colver.Env.deal_with_hands(SEATS.index(record["dealer"]), hands)
        verdict = self.auction(env)
        if verdict is not None:
            return verdict
        if env.phase() == 2:  # four passes: a void deal
            if record.get("tricks"):
                return illegal("auction.all-pass", "play", "$.tricks[0]")
            return scored(record, "redeal", None, {"NS": 0, "EW": 0})
        if env.phase() == 0:
            if record.get("tricks"):
                return illegal("auction.end", "play", "$.tricks[0]")
            return {"status": "incomplete"}
        contract = env.get_contract()
        trump = SUITS[contract["trump"]]
        belote = self.belote(hands, trump)
        if belote is not None:
            return belote
        verdict = self.play(env, trump)
        if verdict is not None:
            return verdict
        if env.phase() != 2:
            answer: dict[str, Any] = {"status": "incomplete"}
            if legal_cards:
                answer["legal_cards"] = [card_of(i) for i in env.legal_actions()]
            return answer
        ns, ew = env.rewards()
        scores = {"NS": int(ns), "EW": int(ew)}
        made = env.deal_outcome()[contract["team"]] == 1.0  # the engine's own verdict on the contract
        return scored(record, "legal", made, scores)

    def auction(self, env: Any) -> dict[str, Any] | None:
        """Step every call; the first that colver refuses is the violation."""
        coinched = False
        for index, call in enumerate(self.record.get("auction", [])):
            place = f"$.auction[{index}]"
            if env.phase() != 0:
                return illegal("auction.end", "auction", place)
            seat = call.get("seat")
            if seat != SEATS[env.current_player()]:
                return illegal("auction.turn", "auction", place)
            action, rule = self.action(call, coinched)
            if action is None or action not in env.legal_actions():
                return illegal(rule, "auction", place)
            coinched = coinched or action == 41
            env.step(action)
        return None

    @staticmethod
    def action(call: Mapping[str, Any], coinched: bool) -> tuple[int | None, str]:
        """colver's action for a call, and the rule a refusal would break."""
        kind = call.get("call")
        if kind == "pass":
            return 0, "auction.end"
        if kind == "coinche":
            return 41, "auction.coinche"
        if kind == "surcoinche":
            return 42, "auction.surcoinche"
        if kind != "bid":
            return None, "auction.call-kind"
        trump = canonical_trump(call.get("trump"))
        if trump is None or trump not in tuple(SUITS):
            return None, "auction.trump-mode"
        suit = SUITS.index(trump)
        value = call.get("value")
        if value == "capot":
            return 37 + suit, "auction.coinche-freezes" if coinched else "auction.special-bid"
        if not isinstance(value, int) or isinstance(value, bool):
            return None, "auction.special-bid"
        if not 80 <= value <= 160:
            return None, "auction.bid-range"
        if value % 10:
            return None, "auction.bid-step"
        return 1 + (value - 80) // 10 * 4 + suit, (
            "auction.coinche-freezes" if coinched else "auction.bid-higher"
        )

    def belote(self, hands: list[list[int]], trump: str) -> dict[str, Any] | None:
        """colver counts the belote by itself; a declared belote must be the real one."""
        declared = self.record.get("belote")
        if declared is None:
            return None
        pair = {card_index(f"K{trump}"), card_index(f"Q{trump}")}
        holder = next((SEATS[i] for i, hand in enumerate(hands) if pair <= set(hand)), None)
        return None if declared == holder else illegal("belote.valid", "belote", "$.belote")

    def play(self, env: Any, trump: str) -> dict[str, Any] | None:
        tricks = self.record.get("tricks", [])
        for number, trick in enumerate(tricks):
            cards, leader = trick_cards(trick)
            if leader is not None and leader != SEATS[env.current_player()]:
                return illegal("play.turn", "play", f"$.tricks[{number}].leader")
            if len(cards) != 4 and number != len(tricks) - 1:
                return illegal("play.complete", "play", f"$.tricks[{number}]")
            played: list[tuple[str, str]] = []
            base = f"$.tricks[{number}]" + (".cards" if isinstance(trick, Mapping) else "")
            for position, raw in enumerate(cards):
                place = f"{base}[{position}]"
                card = canonical(raw)
                if card is None:
                    return {"status": "rejected", "reason": f"{raw!r} at {place} is not a card"}
                seat = SEATS[env.current_player()]
                if card_index(card) not in env.legal_actions():
                    hand = [card_of(i) for i in env.get_hands()[env.current_player()]]
                    partner = SEATS[(SEATS.index(seat) + 2) % 4]
                    return illegal(refused_card_rule(hand, played, card, trump, partner), "play", place)
                played.append((seat, card))
                env.step(card_index(card))
        return None


if __name__ == "__main__":
    sys.exit(main(ColverAdapter(name="colver")))
