"""Properties of the engine over every shipped variant, on seeded random deals (refscore.judge.generate).

Reproducible: every hypothesis test is `derandomize=True` and the deals come from explicit seeds.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from refscore.base.cards import DECK, SUITS, Card, card_name, make_card, parse_card, rank_of, suit_of
from refscore.judge.auction_judge import first_player
from refscore.judge.check import CheckResult, check_deal
from refscore.judge.generate import random_deal
from refscore.kernel.play import ContractCards, Legality, legal_cards
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.model.variant import TrumpKind, Underruff, Variant

VARIANTS = shipped_names()
SETTINGS = settings(
    max_examples=300,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)

# The orders of RULES.md, strongest first, written out again so that the oracle below does not
# read the variant's tables.
TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
RANK_TEXT = ["7", "8", "9", "10", "J", "Q", "K", "A"]


# --- the cards are worth 152 in every mode --------------------------------------------------------


@pytest.mark.parametrize("name", VARIANTS)
def test_cards_total_152_in_every_mode(name: str) -> None:
    variant = shipped_variant(name)
    assert variant.modes, "a variant without trump modes"
    per_suit = {TrumpKind.NO_TRUMP: 38, TrumpKind.ALL_TRUMP: 38}
    for kind, mode in variant.modes.items():
        for trump in SUITS if kind is TrumpKind.SUIT else (None,):
            cards = ContractCards.build(mode, trump)
            assert sum(cards.points) == 152, (name, kind, trump)
            for suit in SUITS:
                suit_points = sum(cards.points[c] for c in DECK if suit_of(c) == suit)
                if kind is TrumpKind.SUIT:
                    assert suit_points == (62 if suit == trump else 30), (name, kind, trump, suit)
                else:
                    assert suit_points == per_suit[kind], (name, kind, suit)


# --- replaying a record ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Place:
    """One card of the record and the position it was played in."""

    trick: int
    index: int
    seat: str
    card: Card
    hand: tuple[Card, ...]  # the player's cards just before he played
    played: tuple[Card, ...]  # the cards of the trick before his
    order: tuple[str, ...]  # the seats of the trick, leader first


def playing_hands(deal: dict[str, Any], variant: Variant, taker: str) -> dict[str, list[Card]]:
    """The hands the play starts from: dealt, plus (for the taker of a chien game) chien minus discard."""
    hands = {seat: [parse_card(c) for c in cards] for seat, cards in deal["hands"].items()}
    if variant.chien:
        hands[taker] += [parse_card(c) for c in deal.get("chien", [])]
        for card in deal.get("discard", []):
            hands[taker].remove(parse_card(card))
    return hands


def replay(deal: dict[str, Any], variant: Variant, cards: ContractCards, taker: str) -> list[Place]:
    hands = playing_hands(deal, variant, taker)
    seats = variant.seats
    leader = first_player(variant, deal["dealer"])
    places: list[Place] = []
    for t, trick in enumerate(deal["tricks"]):
        order = tuple(seats[(seats.index(leader) + k) % len(seats)] for k in range(len(seats)))
        played: list[Card] = []
        for i, name in enumerate(trick):
            card = parse_card(name)
            places.append(Place(t, i, order[i], card, tuple(hands[order[i]]), tuple(played), order))
            hands[order[i]].remove(card)
            played.append(card)
        leader = order[cards.winning_index(played)]
    return places


def contract_cards(variant: Variant, result: CheckResult) -> ContractCards:
    assert result.contract is not None
    trump = result.contract.trump
    return ContractCards.build(variant.modes[trump.kind], trump.suit)


def legality_at(
    variant: Variant, cards: ContractCards, place: Place, hand: tuple[Card, ...] | None = None
) -> Legality:
    def partners(a: str, b: str) -> bool:
        return variant.team_of(a) == variant.team_of(b)

    return legal_cards(
        cards,
        variant.play,
        hand if hand is not None else place.hand,
        place.played,
        place.order,
        place.seat,
        partners,
    )


def clean(name: str, seed: int) -> tuple[Variant, dict[str, Any], CheckResult]:
    variant = shipped_variant(name)
    deal = random_deal(variant, seed)
    result = check_deal(read_record(deal, variant), variant)
    return variant, deal, result


# --- random deals check clean and count 152 / 162 -------------------------------------------------


@pytest.mark.slow
@SETTINGS
@given(name=st.sampled_from(VARIANTS), seed=SEEDS)
def test_random_deal_is_legal_and_counts(name: str, seed: int) -> None:
    variant, deal, result = clean(name, seed)
    assert result.status == "legal", result.violation
    assert result.violation is None and result.score is not None and result.contract is not None
    cards = contract_cards(variant, result)

    # Trick winners found again from the record, by the orders of RULES.md (not the engine's tables).
    places = replay(deal, variant, cards, result.contract.taker)
    winners = [trick.winner for trick in result.tricks]
    assert len(winners) == variant.hand_size
    for t in range(variant.hand_size):
        trick_places = [p for p in places if p.trick == t]
        master = master_index(
            result.contract.trump.kind, result.contract.trump.suit, [p.card for p in trick_places]
        )
        assert winners[t] == trick_places[master].seat

    # Card points: the tricks hold every card but the discard and the dead cards.
    unit_cards = sum(fact.cards for fact in result.facts.values())
    set_aside = [parse_card(c) for c in deal.get("discard", []) + deal.get("dead", [])]

    # Dix de der: to the winner of the last trick, worth more on a capot or a générale.
    units = {variant.team_of(seat) for seat in winners if seat is not None}
    if len(set(winners)) == 1:
        der = variant.der_generale
    elif len(units) == 1:
        der = variant.der_capot
    else:
        der = variant.der_value
    last = winners[-1]
    assert last is not None
    assert result.facts[variant.team_of(last)].der == der
    assert sum(fact.der for fact in result.facts.values()) == der
    set_aside_points = sum(cards.points[c] for c in set_aside)
    assert unit_cards + set_aside_points == 152
    if len(units) > 1:
        assert unit_cards + set_aside_points + der == 162
    # In the chien games the discard counts for the taker (rule points.discard).
    discard_points = sum(cards.points[parse_card(c)] for c in deal.get("discard", []))
    assert result.facts[variant.team_of(result.contract.taker)].discard == discard_points
    event("capot" if len(units) == 1 else "no capot")
    event(str(result.contract.trump.kind.value))


# --- one illegal card yields exactly that violation -----------------------------------------------


def strength(kind: TrumpKind, trump: int | None, card: Card) -> tuple[int, int]:
    """(is a trump, rank strength) by the orders of RULES.md; compares cards of one suit, and trumps."""
    rank = RANK_TEXT[rank_of(card)]
    is_trump = kind is TrumpKind.SUIT and suit_of(card) == trump
    order = TRUMP_ORDER if is_trump or kind is TrumpKind.ALL_TRUMP else PLAIN_ORDER
    return int(is_trump), 8 - order.index(rank)


def master_index(kind: TrumpKind, trump: int | None, trick: list[Card]) -> int:
    """The card that is master: the highest trump, else the highest card of the suit led."""
    led = suit_of(trick[0])
    eligible = [i for i, c in enumerate(trick) if suit_of(c) == led or strength(kind, trump, c)[0]]
    return max(eligible, key=lambda i: strength(kind, trump, trick[i]))


def expected_rule(variant: Variant, kind: TrumpKind, trump: int | None, place: Place, card: Card) -> str:
    """The rule a wrong `card` breaks at `place`, worked from the rule text (§3) by simple cases."""
    trick = list(place.played)
    led = suit_of(trick[0])
    is_trump = [strength(kind, trump, c)[0] == 1 for c in place.hand]
    master = master_index(kind, trump, trick)
    master_seat = place.order[master]
    partner_master = master_seat != place.seat and variant.team_of(master_seat) == variant.team_of(place.seat)
    if any(suit_of(c) == led for c in place.hand):
        if suit_of(card) != led:
            return "play.follow-suit"  # held the suit led, played another
        if kind is TrumpKind.ALL_TRUMP:
            return "play.all-trump-overtake"
        # a suit contract: following a non-trump lead is always legal, so trump was led
        assert led == trump
        if partner_master and not _applies_on_lead(variant, partner_master):
            return "play.overtrump-partner"
        return "play.trump-lead-overtake"
    # Could not follow: only a trump can be due.
    assert kind is TrumpKind.SUIT and any(is_trump)
    top = max((strength(kind, trump, c) for c in trick if strength(kind, trump, c)[0]), default=None)
    opponent_trump_master = top is not None and not partner_master
    holds_higher = top is not None and any(strength(kind, trump, c) > top for c in place.hand)
    if strength(kind, trump, card)[0] == 0:
        if opponent_trump_master and not holds_higher and variant.play.underruff is Underruff.FORCED:
            return "play.underruff"
        return "play.must-ruff"
    if opponent_trump_master and not holds_higher:
        return "play.underruff"  # forbidden: a lower trump while holding another card
    return "play.overtrump-partner" if partner_master else "play.must-overruff"


def _applies_on_lead(variant: Variant, partner_master: bool) -> bool:
    value = variant.play.overtrump_on_trump_lead.value
    return value == "always" or (value == "unless_partner_master" and not partner_master)


@pytest.mark.slow
@SETTINGS
@given(name=st.sampled_from(VARIANTS), seed=SEEDS, data=st.data())
def test_one_illegal_card_is_reported(name: str, seed: int, data: st.DataObject) -> None:
    """Play a held but illegal card at one place (and the card it replaces at that card's own later
    place, so that every card is still played once): the check reports exactly that place, player and
    rule, and the rule agrees both with `Legality.broken_rule` and with a hand-worked classification."""
    variant, deal, result = clean(name, seed)
    assert result.status == "legal" and result.contract is not None
    cards = contract_cards(variant, result)
    places = replay(deal, variant, cards, result.contract.taker)
    # Every (place, held but illegal card), grouped by the rule it breaks so that the rarer rules
    # (over-ruff, under-ruff, overtakes) are drawn as often as follow-suit.
    by_rule: dict[str, list[tuple[Place, Card]]] = {}
    for place in places:
        legality = legality_at(variant, cards, place)
        for wrong in sorted(set(place.hand) - set(legality.allowed)):
            rule = legality.broken_rule(wrong)
            assert rule is not None
            by_rule.setdefault(rule, []).append((place, wrong))
    assume(by_rule)
    rule = data.draw(st.sampled_from(sorted(by_rule)), label="rule")
    place, card = data.draw(st.sampled_from(by_rule[rule]), label="place and card")
    later = next(p for p in places if p.seat == place.seat and p.card == card)
    assert (later.trick, later.index) > (place.trick, place.index)  # held then, so played later

    mutated = copy.deepcopy(deal)
    mutated["tricks"][place.trick][place.index] = card_name(card)
    mutated["tricks"][later.trick][later.index] = card_name(place.card)
    bad = check_deal(read_record(mutated, variant), variant)

    assert bad.status == "illegal"
    violation = bad.violation
    assert violation is not None
    assert violation.phase == "play"
    assert violation.place == f"$.tricks[{place.trick}][{place.index}]"
    assert violation.seat == place.seat
    assert violation.action == card_name(card)
    assert violation.rule == legality_at(variant, cards, place).broken_rule(card)
    event(violation.rule)
    trump = result.contract.trump
    assert violation.rule == expected_rule(variant, trump.kind, trump.suit, place, card)
    led = suit_of(place.played[0])
    if any(suit_of(c) == led for c in place.hand) and suit_of(card) != led:
        assert violation.rule == "play.follow-suit"
    assert card_name(place.card) in violation.legal


# --- a card that is not in the hand ---------------------------------------------------------------


@pytest.mark.slow
@SETTINGS
@given(name=st.sampled_from(VARIANTS), seed=SEEDS, data=st.data())
def test_swapped_hands_yield_card_held(name: str, seed: int, data: st.DataObject) -> None:
    """Swap one card between two hands in the record's `hands` only (the tricks unchanged).

    Let p be the first play, in the record, of either swapped card. Exactly one of these holds:
    - classic belote: the turned card left the taker's hand: the violation is `deal.turned`;
    - the swap changed who holds king and queen of trump and the record declares a belote for
      someone else: the violation is `belote.valid` at `$.belote`;
    - some earlier play, by one of the two players whose hands changed, became illegal with the
      new hand: the violation is the first such play, with the rule `legal_cards` names for it;
    - otherwise: `play.card-held` at p, by the player of p, who no longer holds that card.
    """
    variant, deal, result = clean(name, seed)
    assert result.status == "legal" and result.contract is not None
    seat_a, seat_b = data.draw(
        st.lists(st.sampled_from(variant.seats), min_size=2, max_size=2, unique=True), label="seats"
    )
    card_a = parse_card(data.draw(st.sampled_from(deal["hands"][seat_a]), label="card a"))
    card_b = parse_card(data.draw(st.sampled_from(deal["hands"][seat_b]), label="card b"))
    discard = {parse_card(c) for c in deal.get("discard", [])}
    assume(card_a not in discard and card_b not in discard)

    mutated = copy.deepcopy(deal)
    hand_a, hand_b = mutated["hands"][seat_a], mutated["hands"][seat_b]
    hand_a[hand_a.index(card_name(card_a))] = card_name(card_b)
    hand_b[hand_b.index(card_name(card_b))] = card_name(card_a)
    bad = check_deal(read_record(mutated, variant), variant)
    assert bad.status == "illegal" and bad.violation is not None
    violation = bad.violation

    taker = result.contract.taker
    if "turned" in deal and deal["turned"] not in mutated["hands"][taker]:
        assert (violation.rule, violation.place, violation.seat) == ("deal.turned", "$.turned", taker)
        event("deal.turned")
        return

    trump = result.contract.trump
    new_hands = playing_hands(mutated, variant, result.contract.taker)
    holder = None
    if trump.suit is not None and variant.modes[trump.kind].belote:
        king, queen = make_card(6, trump.suit), make_card(5, trump.suit)
        holder = next((s for s, h in new_hands.items() if king in h and queen in h), None)
    if "belote" in deal and deal["belote"] != holder:
        assert (violation.rule, violation.place) == ("belote.valid", "$.belote")
        event("belote.valid")
        return

    cards = contract_cards(variant, result)
    places = replay(deal, variant, cards, result.contract.taker)
    first = next(p for p in places if p.card in (card_a, card_b))
    # The hands of the two players as the mutated record has them, before each of their plays.
    hands = {seat: list(cards_) for seat, cards_ in new_hands.items()}
    for place in places:
        if place is first:
            break
        legality = legality_at(variant, cards, place, tuple(hands[place.seat]))
        rule = legality.broken_rule(place.card)
        if rule is not None:
            assert place.seat in (seat_a, seat_b)
            assert (violation.rule, violation.place, violation.seat) == (
                rule,
                f"$.tricks[{place.trick}][{place.index}]",
                place.seat,
            )
            event(f"earlier {rule}")
            return
        hands[place.seat].remove(place.card)
    assert (violation.rule, violation.place, violation.seat) == (
        "play.card-held",
        f"$.tricks[{first.trick}][{first.index}]",
        first.seat,
    )
    assert first.card not in hands[first.seat]
    event("play.card-held")


# --- capot and générale: the last trick's bonus ---------------------------------------------------

# Hearts trump. N holds seven trumps and leads them; E and W hold no trump and S only the 7H (which
# he must play under the JH at trick 1), so N wins tricks 1-7. At trick 8 N leads a spade: with
# `capot` S's AS wins it (NS took every trick, two players won); with `generale` N holds the AS and
# wins all eight himself. Cards are listed by seat; the play order comes from the variant.
CAPOT_HANDS = {
    "N": "JH 9H AH 10H KH QH 8H 7S",
    "E": "KD AD 7C 8C 9C 10C JC QC",
    "S": "7H AS 7D 8D 9D 10D JD QD",
    "W": "KC AC 8S 9S 10S JS QS KS",
}
CAPOT_TRICKS = [  # (N, E, S, W)
    "JH KD 7H KC",
    "9H AD 7D AC",
    "AH 7C 8D 8S",
    "10H 8C 9D 9S",
    "KH 9C 10D 10S",
    "QH 10C JD JS",
    "8H JC QD QS",
    "7S QC AS KS",
]


def capot_record(variant: Variant, generale: bool) -> dict[str, Any]:
    hands = {seat: text.split() for seat, text in CAPOT_HANDS.items()}
    tricks = [dict(zip("NESW", text.split(), strict=True)) for text in CAPOT_TRICKS]
    if generale:  # N and S exchange the 7S and the AS
        hands["N"][-1], hands["S"][1] = "AS", "7S"
        tricks[-1]["N"], tricks[-1]["S"] = "AS", "7S"
    seats = variant.seats
    # The dealer that makes N speak first and lead.
    dealer = seats[(seats.index("N") - variant.first_speaker) % len(seats)]
    order = [seats[(seats.index("N") + k) % len(seats)] for k in range(len(seats))]
    auction = [{"seat": order[0], "call": "bid", "value": 80, "trump": "H"}]
    auction += [{"seat": seat, "call": "pass"} for seat in order[1:]]
    data: dict[str, Any] = {
        "format": "refscore-deal/1",
        "variant": variant.id,
        "dealer": dealer,
        "hands": hands,
        "auction": auction,
        "tricks": [[trick[seat] for seat in order] for trick in tricks],
    }
    if variant.belote_declared:
        data["belote"] = "N"  # N holds KH and QH
    return data


FOUR_PLAYER = [
    name
    for name in VARIANTS
    if set(shipped_variant(name).seats) == set("NESW") and shipped_variant(name).auction.kind == "bidding"
]


@pytest.mark.parametrize("generale", [False, True], ids=["capot", "generale"])
@pytest.mark.parametrize("name", FOUR_PLAYER)
def test_capot_and_generale_last_trick(name: str, generale: bool) -> None:
    variant = shipped_variant(name)
    result = check_deal(read_record(capot_record(variant, generale), variant), variant)
    assert result.status == "legal", result.violation
    winners = [trick.winner for trick in result.tricks]
    assert winners == ["N"] * 7 + ["N" if generale else "S"]
    ns = result.facts["NS"]
    other = next(unit for unit, _ in variant.teams if unit != "NS")
    assert (ns.cards, ns.tricks_won) == (152, 8)  # every card: 62 of trumps + 3 x 30
    assert ns.der == (variant.der_generale if generale else variant.der_capot)
    assert (result.facts[other].cards, result.facts[other].der) == (0, 0)
    assert ns.belote == variant.belote_value  # N played KH then QH: automatic, or declared in the record


def test_capot_values_of_the_shipped_variants() -> None:
    """The last-trick values the test above relies on, from variants/*.yaml and RULES.md."""
    expected = {
        "coinche": (10, 10, 10),
        "officiel": (10, 100, 100),
        "contree": (10, 100, 350),
        "coinche-5": (10, 100, 350),
        "belote": (10, 100, 100),  # capot 252
    }
    for name, values in expected.items():
        variant = shipped_variant(name)
        assert (variant.der_value, variant.der_capot, variant.der_generale) == values
