#!/usr/bin/env python3
"""The belote-cli engine (`pip install belote-cli==4.9.6`, classic belote) behind the conformance protocol.

    refscore conformance run --engine "python3 conformance/adapters/belote_cli_adapter.py"   # see the report

belote-cli is a terminal game whose rules live in pure functions over a frozen `GameState`:
`place_bid` (the two rounds of the turned card), `legal_cards` and `play_card` (which raises
`IllegalMoveError`), and `score_round` (the deal's score). This adapter builds the state a record
describes, replays its calls and cards through those functions, and answers with the engine's own
verdict and scores. It only names the rule a refused action breaks (the engine gives no rule ids), and
checks the record's claimed score and declared belote against the engine's results.

It judges one variant: `belote-cli` (conformance/dialects/belote-cli.yaml). The engine declares every
annonce held by itself; a record whose declared annonces differ from what it finds is skipped.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from adapter import PROTOCOL, Adapter, main
from common import canonical, canonical_trump, illegal, refused_card_rule, scored, suit_of, trick_cards

try:
    from importlib.metadata import version as _version

    from belote import game, scoring
    from belote.deck import Card, Rank, Suit
except ImportError:  # the adapter still starts, and says why it cannot judge anything
    game = None

DIALECT = "belote-cli"
DECK = tuple(rank + suit for suit in "SHDC" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A"))
SEATS = ("N", "E", "S", "W")  # the variant's order of play; mapped one to one onto belote-cli's Seat(0..3)
FEATURES = [
    "partnerships",
    "belote-declared",
    "annonces",
    "redeal",
    "incomplete",
    "trick-leader",
    "claim",
    "legal-cards",
    "card-aliases",
]


def to_card(card: str) -> Any:
    suits = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
    return Card(suits[suit_of(card)], Rank(card[:-1]))


def from_card(card: Any) -> str:
    letters = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}
    return f"{card.rank.value}{letters[card.suit]}"


class BeloteCliAdapter(Adapter):
    def hello(self) -> dict[str, Any]:
        version = _version("belote-cli") if game is not None else "not installed"
        return {
            "protocol": PROTOCOL,
            "engine": {"name": "belote-cli", "version": version, "variants": [DIALECT], "features": FEATURES},
        }

    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if game is None:
            return {
                "status": "skipped",
                "reason": "belote-cli is not installed (pip install belote-cli==4.9.6)",
            }
        if request.get("variant", {}).get("id") != DIALECT:
            return {"status": "skipped", "reason": "belote-cli plays only its own rules (dialect belote-cli)"}
        return Replay(request["record"]).run(request.get("question") == "legal-cards")


class Replay:
    """One record replayed through belote-cli's rule functions."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record

    def run(self, legal_cards: bool) -> dict[str, Any]:
        record = self.record
        hands: dict[str, list[str]] = {}
        for seat in SEATS:
            cards = [canonical(card) for card in record.get("hands", {}).get(seat, [])]
            if any(card is None for card in cards):
                return {"status": "rejected", "reason": f"a card of {seat}'s hand is not a card"}
            hands[seat] = [card for card in cards if card is not None]
        every = [card for hand in hands.values() for card in hand]
        turned = canonical(record.get("turned"))
        calls = record.get("auction", [])
        # a redeal may be recorded as it was dealt: five cards each and the turned card, nobody taking
        as_dealt = (
            all(len(hand) == 5 for hand in hands.values())
            and turned is not None
            and len({*every, turned}) == 21
            and not any(call.get("call") == "take" for call in calls)
        )
        if as_dealt:
            assert turned is not None
            # the 11 cards never seen and the turned card complete the hands (nobody plays them)
            rest = [card for card in DECK if card not in every and card != turned] + [turned]
            hands = {
                seat: [*hand, *rest[3 * index : 3 * index + 3]]
                for index, (seat, hand) in enumerate(hands.items())
            }
            every = [card for hand in hands.values() for card in hand]
        if len(set(every)) != 32 or any(len(hand) != 8 for hand in hands.values()):
            return illegal("deal.deck", "deal", "$.hands")
        if record.get("dealer") not in SEATS or turned is None:
            return {"status": "rejected", "reason": "unknown dealer or turned card"}
        taker = next((call.get("seat") for call in calls if call.get("call") == "take"), None)
        if taker in SEATS and turned not in hands[taker]:
            return illegal("deal.turned", "deal", "$.turned")
        state = self.bidding_state(hands, turned, taker)
        state, verdict = self.auction(state, turned)
        if verdict is not None:
            return verdict
        if state.phase == game.Phase.DEAL:  # everybody passed twice: redeal
            if record.get("tricks"):
                return illegal("auction.all-pass", "play", "$.tricks[0]")
            return scored(record, "redeal", None, {"NS": 0, "EW": 0})
        if state.phase == game.Phase.BIDDING:
            if record.get("tricks"):
                return illegal("auction.end", "play", "$.tricks[0]")
            return {"status": "incomplete"}
        skip = self.annonces(state)
        if skip is not None:
            return skip
        belote = self.belote(state)
        if belote is not None:
            return belote
        state, verdict = self.play(state)
        if verdict is not None:
            return verdict
        if state.phase != game.Phase.SCORING:
            answer: dict[str, Any] = {"status": "incomplete"}
            if legal_cards:
                answer["legal_cards"] = [from_card(c) for c in game.legal_cards(state, state.turn)]
            return answer
        breakdown = scoring.score_round(state)
        taker_team = "NS" if breakdown.taker_team == 0 else "EW"
        defence = "EW" if taker_team == "NS" else "NS"
        totals = {taker_team: breakdown.taker_total, defence: breakdown.defender_total}
        scores = {"NS": totals["NS"], "EW": totals["EW"]}
        made = not (breakdown.is_failed or breakdown.is_litige)
        return scored(record, "legal", made, scores)

    def bidding_state(self, hands: dict[str, list[str]], turned: str, taker: str | None) -> Any:
        """The state after the first five cards: the record's hands less what the engine deals after the take.

        belote-cli deals the rest itself once someone takes (the taker gets the turned card and two
        more, the others three, from the player after the dealer on): the cards are put back in that
        order so that the engine's own distribution gives every player his hand of the record.
        """
        dealer = game.Seat(SEATS.index(self.record["dealer"]))
        first = {seat: list(hand) for seat, hand in hands.items()}
        pool: list[str] = []
        if taker in SEATS:
            first[taker].remove(turned)
            for index in range(4):
                seat = SEATS[game.get_bidder(dealer, index).value]
                later = first[seat][-(2 if seat == taker else 3) :]
                del first[seat][-len(later) :]
                pool += later
        else:
            first = {seat: hand[:5] for seat, hand in hands.items()}
            pool = [card for hand in hands.values() for card in hand[5:] if card != turned][:11]
        return game.GameState(
            hands=tuple(tuple(to_card(c) for c in first[seat]) for seat in SEATS),
            dealer=dealer,
            leader=dealer.next_seat(),
            turn=dealer.next_seat(),
            phase=game.Phase.BIDDING,
            up_card=to_card(turned),
            remaining_cards=tuple(to_card(c) for c in pool),
            bidding_round=1,
        )

    def auction(self, state: Any, turned: str) -> tuple[Any, dict[str, Any] | None]:
        for index, call in enumerate(self.record.get("auction", [])):
            place = f"$.auction[{index}]"
            if state.phase != game.Phase.BIDDING:
                return state, illegal("auction.end", "auction", place)
            if call.get("seat") != SEATS[game.bidding_turn(state).value]:
                return state, illegal("auction.turn", "auction", place)
            kind = call.get("call")
            if kind == "pass":
                bid = None
            elif kind == "take":
                named = call.get("trump")
                trump = canonical_trump(named) if named is not None else suit_of(turned)
                if trump is None or trump in ("SA", "TA"):
                    return state, illegal("auction.take", "auction", place)
                if named is None and state.bidding_round == 2:
                    return state, illegal("auction.take", "auction", place)
                bid = to_card(f"7{trump}").suit
            else:
                return state, illegal("auction.call-kind", "auction", place)
            try:
                state = game.place_bid(state, bid)
            except game.IllegalMoveError:
                return state, illegal("auction.take", "auction", place)
        return state, None

    def annonces(self, state: Any) -> dict[str, Any] | None:
        """Skip a record whose declared annonces are not the ones belote-cli finds by itself.

        Carrés of sevens and eights are no annonce (they score nothing) and a record never declares
        them; belote-cli finds them too, and lets them outrank any sequence: the report shows that.
        """
        found = scoring._detect_all_declarations(state, state.trump)
        held = {
            (SEATS[seat.value], frozenset(from_card(c) for c in item.cards))
            for seat, decls in found.items()
            for item in (*decls["sequences"], *decls["carres"])
            if not (isinstance(item, game.Carre) and item.cards[0].rank in (Rank.SEVEN, Rank.EIGHT))
        }
        declared = {
            (annonce.get("seat"), frozenset(canonical(c) for c in annonce.get("cards", [])))
            for annonce in self.record.get("annonces", [])
        }
        if held == declared:
            return None
        return {
            "status": "skipped",
            "reason": "belote-cli declares every annonce held by itself; "
            "the record declares other annonces than those it finds",
        }

    def belote(self, state: Any) -> dict[str, Any] | None:
        declared = self.record.get("belote")
        if declared is None:
            return None
        holder = state.belote_holders.get(state.trump)
        return (
            None
            if holder is not None and SEATS[holder.value] == declared
            else illegal("belote.valid", "belote", "$.belote")
        )

    def play(self, state: Any) -> tuple[Any, dict[str, Any] | None]:
        tricks = self.record.get("tricks", [])
        trump = from_card(Card(state.trump, Rank.SEVEN))[-1]
        for number, trick in enumerate(tricks):
            cards, leader = trick_cards(trick)
            if leader is not None and leader != SEATS[state.turn.value]:
                return state, illegal("play.turn", "play", f"$.tricks[{number}].leader")
            if len(cards) != 4 and number != len(tricks) - 1:
                return state, illegal("play.complete", "play", f"$.tricks[{number}]")
            played: list[tuple[str, str]] = []
            base = f"$.tricks[{number}]" + (".cards" if isinstance(trick, Mapping) else "")
            for position, raw in enumerate(cards):
                place = f"{base}[{position}]"
                card = canonical(raw)
                if card is None:
                    return state, {"status": "rejected", "reason": f"{raw!r} at {place} is not a card"}
                seat = SEATS[state.turn.value]
                try:
                    state = game.play_card(state, to_card(card))
                except (game.IllegalMoveError, ValueError):
                    hand = [from_card(c) for c in state.hand_of(state.turn)]
                    partner = SEATS[(SEATS.index(seat) + 2) % 4]
                    return state, illegal(
                        refused_card_rule(hand, played, card, trump, partner), "play", place
                    )
                played.append((seat, card))
        return state, None


if __name__ == "__main__":
    sys.exit(main(BeloteCliAdapter(name="belote-cli")))
