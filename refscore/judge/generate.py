"""Seeded random legal deals, as deal records: for property tests, generated conformance cases, benchmarks.

Why in the package: the same generator feeds the hypothesis properties, the regression corpus and the
benchmarks, and a seed reproduces a deal anywhere. It plays uniformly among the legal cards, so it
explores every obligation of the variant, and it never consults the scorer.
"""

from __future__ import annotations

import random
from typing import Any

from refscore.base.cards import DECK, Card, Suit, card_name, make_card, parse_card
from refscore.judge.auction_judge import first_player
from refscore.judge.declarations import classify
from refscore.kernel.auction import AuctionKernel, AuctionState, CallKind, Reason
from refscore.kernel.belote import belote_pair
from refscore.kernel.deal import DealTable
from refscore.kernel.play import ContractCards, legal_cards
from refscore.model.record import parse_trump
from refscore.model.variant import TrumpKind, Variant

_TRUMP_TEXT = {TrumpKind.NO_TRUMP: "SA", TrumpKind.ALL_TRUMP: "TA"}


def random_deal(variant: Variant, seed: int, *, coinche_rate: float = 0.2) -> dict[str, Any]:
    """A complete, legal deal record for `variant`, reproducible from `seed`.

    The auction is a single bid by a random player after the passes before him (sometimes a special
    bid, sometimes coinched and surcoinched where the variant allows), then the passes that end it.
    """
    rng = random.Random(seed)
    seats = variant.seats
    deck = list(DECK)
    rng.shuffle(deck)
    size = variant.hand_size
    hands: dict[str, list[Card]] = {
        seat: sorted(deck[i * size : (i + 1) * size]) for i, seat in enumerate(seats)
    }
    chien = sorted(deck[len(seats) * size : len(seats) * size + variant.chien])
    dead = sorted(deck[len(seats) * size + variant.chien :])
    dealer = rng.choice(seats)
    first = first_player(variant, dealer)
    order = [seats[(seats.index(first) + i) % len(seats)] for i in range(len(seats))]

    rules = variant.auction
    kind = rng.choice(rules.trump_modes)
    suit = rng.randrange(4)
    taker_index = rng.randrange(len(seats))
    taker = order[taker_index]
    calls: list[dict[str, Any]] = [{"seat": order[i], "call": "pass"} for i in range(taker_index)]
    turned: Card | None = None
    if rules.turned_card:
        # the turned card ends in the taker's hand; second round: he names another suit
        turned = rng.choice(hands[taker])
        if rng.random() < 0.5:
            suit, kind = turned >> 3, TrumpKind.SUIT  # the first round takes the turned suit
            calls.append({"seat": taker, "call": "take"})
        else:
            calls = [{"seat": seat, "call": "pass"} for seat in order] + calls
            if kind is not TrumpKind.SUIT:  # sans atout or tout atout, where the variant plays them
                calls.append({"seat": taker, "call": "take", "trump": _TRUMP_TEXT[kind]})
            else:
                suit = rng.choice([other for other in range(4) if other != turned >> 3])
                calls.append({"seat": taker, "call": "take", "trump": "SHDC"[suit]})
        if rules.coinche:  # a take that may be coinched: the auction goes on until the passes
            _close_auction(variant, rng, calls, order, taker_index, coinche_rate)
    else:
        trump_text = "SHDC"[suit] if kind is TrumpKind.SUIT else _TRUMP_TEXT[kind]
        ladder = [value for value, legal in enumerate(AuctionKernel.of(rules, len(seats)).ladder) if legal]
        value: int | str = rng.choice(ladder)
        if rules.special_bids and rng.random() < 0.05:
            value = rng.choice(rules.special_bids).name
        calls.append({"seat": taker, "call": "bid", "value": value, "trump": trump_text})
        _close_auction(variant, rng, calls, order, taker_index, coinche_rate)

    record: dict[str, Any] = {
        "format": "refscore-deal/1",
        "variant": variant.id,
        "id": f"{variant.id}-random-{seed}",
        "dealer": dealer,
        "hands": {seat: [card_name(card) for card in hand] for seat, hand in hands.items()},
        "auction": calls,
    }
    if turned is not None:
        record["turned"] = card_name(turned)
    playing = {seat: list(hand) for seat, hand in hands.items()}
    if variant.chien:
        record["chien"] = [card_name(card) for card in chien]
        twelve = playing[taker] + chien
        discard = rng.sample(twelve, variant.discard)
        for card in discard:
            twelve.remove(card)
        playing[taker] = twelve
        record["discard"] = [card_name(card) for card in discard]
    if variant.dead_cards:
        record["dead"] = [card_name(card) for card in dead]

    trump_suit = Suit(suit) if kind is TrumpKind.SUIT else None
    cards = ContractCards.build(variant.modes[kind], trump_suit)
    pair = belote_pair(variant.modes[kind], trump_suit)
    if pair:
        holder = next((seat for seat, hand in playing.items() if all(card in hand for card in pair)), None)
        if holder is not None and (DealTable.of(variant).belote_called or rng.random() < 0.5):
            record["belote"] = holder
    tricks: list[list[str]] = []
    leader = first
    for _ in range(len(playing[leader])):
        trick_order = [seats[(seats.index(leader) + i) % len(seats)] for i in range(len(seats))]
        played: list[Card] = []
        for seat in trick_order:
            allowed = legal_cards(
                cards, variant.play, playing[seat], played, trick_order, seat, variant.same_side
            ).allowed
            card = rng.choice(allowed)
            playing[seat].remove(card)
            played.append(card)
        tricks.append([card_name(card) for card in played])
        leader = trick_order[cards.winning_index(played)]
    record["tricks"] = tricks
    return record


def _close_auction(
    variant: Variant,
    rng: random.Random,
    calls: list[dict[str, Any]],
    order: list[str],
    taker_index: int,
    coinche_rate: float,
) -> None:
    """After the bid: a coinche by an opponent and a surcoinche by the taking side now and then,
    and the passes that end the auction (rule auction.end).

    The state is the kernel's `AuctionState`, advanced by the calls made so far (the passes, then
    the bid or the take): what the table reads of it is what the reference judge reads."""
    kernel = AuctionKernel.of(variant.auction, len(variant.seats))
    table = kernel.table
    number = {seat: index for index, seat in enumerate(variant.seats)}
    units = [variant.team_of(seat) for seat in variant.seats]
    state = AuctionState(kernel, tuple(units.index(unit) for unit in units))
    for call in calls:
        seat = number[call["seat"]]
        value = call.get("value")
        if call["call"] == "pass":
            state.advance(CallKind.PASS, seat)
        elif isinstance(value, str):  # a special bid
            special = kernel.special_index[value]
            state.advance(CallKind.BID, seat, kernel.special_values[special], special)
        elif call["call"] == "bid":
            state.advance(CallKind.BID, seat, int(value or 0))
        else:  # a take, which a coinche may follow here
            state.advance(CallKind.TAKE, seat)
    position = taker_index + 1
    while not state.ended:
        seat = number[order[position % len(order)]]
        position += 1
        facts = state.facts(seat, False)
        if table.reason(CallKind.COINCHE, facts) is Reason.LEGAL and rng.random() < coinche_rate:
            calls.append({"seat": variant.seats[seat], "call": "coinche"})
            state.advance(CallKind.COINCHE, seat)
        elif table.reason(CallKind.SURCOINCHE, facts) is Reason.LEGAL and rng.random() < 0.3:
            calls.append({"seat": variant.seats[seat], "call": "surcoinche"})
            state.advance(CallKind.SURCOINCHE, seat)
        else:
            calls.append({"seat": variant.seats[seat], "call": "pass"})
            state.advance(CallKind.PASS, seat)


def declare_held_annonces(record: dict[str, Any], variant: Variant) -> None:
    """Declare in `record` every annonce each player holds when play starts, as real logs have them.

    Why here: benchmarks and property tests need realistic deals, and the generator knows the deal.
    Each candidate (every carré of a rank, then each longest run of a suit that no carré uses) is
    kept only when `refscore.judge.declarations.classify`, the reference's one classification, accepts it.
    """
    rules = variant.annonces
    if not rules.enabled:
        return
    taker_call = next(call for call in reversed(record["auction"]) if call["call"] in ("bid", "take"))
    taker = taker_call["seat"]
    trump_text = taker_call.get("trump")
    if trump_text is None:  # classic belote: a take in the first round is the turned card's suit
        trump_suit: int | None = parse_card(record["turned"]) >> 3
    else:
        trump = parse_trump(trump_text, "$")
        trump_suit = trump.suit
    hands = {seat: {parse_card(card) for card in cards} for seat, cards in record["hands"].items()}
    if "discard" in record:
        hands[taker] |= {parse_card(card) for card in record.get("chien", [])}
        hands[taker] -= {parse_card(card) for card in record["discard"]}
    declared: list[dict[str, Any]] = []
    for seat in variant.seats:
        hand = hands[seat]
        used: set[Card] = set()
        for carre_rank in range(8):
            carre = [make_card(carre_rank, suit) for suit in range(4)]
            if all(card in hand for card in carre) and not isinstance(
                classify(carre, rules, trump_suit), str
            ):
                declared.append({"seat": seat, "cards": [card_name(card) for card in carre]})
                used |= set(carre)
        for suit in range(4):
            run: list[Card] = []
            for rank in [*rules.sequence_order, None]:
                card = None if rank is None else make_card(rank, suit)
                if card is not None and card in hand and card not in used:
                    run.append(card)
                    continue
                if run and not isinstance(classify(run, rules, trump_suit), str):
                    declared.append({"seat": seat, "cards": [card_name(c) for c in run]})
                run = []
    if declared:
        record["annonces"] = declared
