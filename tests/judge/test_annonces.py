"""Annonces: what is a real declaration (rule annonce.valid) and who scores (points.annonces-strongest).

Every expectation is read off RULES.md ("Annonces, wherever a variant has them") and worked by hand.
"""

from __future__ import annotations

from typing import Any

import pytest

from refscore.base.cards import parse_cards
from refscore.judge.auction_judge import judge_auction
from refscore.judge.declarations import AnnonceViolation, SettledAnnonces, classify, settle_annonces
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record

# A contree deal, dealer W so N speaks first; S bids 90 hearts (or as given), everyone else passes.
HANDS = {
    "N": "AS KS QS JS 7H 8D 9D 10D",  # cinquante A-K-Q-J of spades
    "E": "10S 9S 8S JH QD KD AD 7C",  # tierce 10-9-8 of spades; tierce A-K-Q of diamonds
    "S": "7S 9H 10H AH KH QH 8C 9C",  # tierce A-K-Q of hearts (then 10 9: the jack is missing)
    "W": "8H JD 7D JC QC KC AC 10C",  # cent A-K-Q-J-10 of clubs
}


def deal(
    annonces: list[dict[str, Any]], trump: str = "H", variant: str = "contree"
) -> SettledAnnonces | AnnonceViolation:
    v = shipped_variant(variant)
    data: dict[str, Any] = {
        "dealer": "W",
        "hands": {seat: cards.split() for seat, cards in HANDS.items()},
        "auction": [
            {"seat": "N", "call": "pass"},
            {"seat": "E", "call": "pass"},
            {"seat": "S", "call": "bid", "value": 90, "trump": trump},
            {"seat": "W", "call": "pass"},
            {"seat": "N", "call": "pass"},
            {"seat": "E", "call": "pass"},
        ],
        "annonces": annonces,
    }
    record = read_record(data, v)
    contract = judge_auction(v, "W", record.calls).contract
    assert contract is not None
    hands = {seat: list(hand) for seat, hand in record.hands.items()}
    return settle_annonces(v, record, hands, contract, "N")


def test_the_strongest_annonce_scores_all_of_its_sides_annonces() -> None:
    # W's cent (clubs A K Q J 10) beats N's cinquante and E's tierces: EW scores E's two tierces (20 + 20)
    # and W's cent (100) = 140; NS scores nothing.
    settled = deal(
        [
            {"seat": "N", "cards": ["AS", "KS", "QS", "JS"]},
            {"seat": "E", "cards": ["10S", "9S", "8S"]},
            {"seat": "E", "cards": ["AD", "KD", "QD"]},
            {"seat": "W", "cards": ["AC", "KC", "QC", "JC", "10C"]},
        ]
    )
    assert isinstance(settled, SettledAnnonces)
    assert settled.points == {"EW": 140}


def test_a_longer_sequence_beats_a_shorter_one() -> None:
    # N's cinquante (4 cards) beats E's tierce: NS 50, EW nothing.
    settled = deal(
        [{"seat": "N", "cards": ["AS", "KS", "QS", "JS"]}, {"seat": "E", "cards": ["10S", "9S", "8S"]}]
    )
    assert isinstance(settled, SettledAnnonces) and settled.points == {"NS": 50}


def test_equal_length_higher_top_card_wins() -> None:
    # S's tierce A-K-Q of hearts against E's tierce 10-9-8 of spades: the ace-high run wins, NS 20.
    settled = deal([{"seat": "S", "cards": ["AH", "KH", "QH"]}, {"seat": "E", "cards": ["10S", "9S", "8S"]}])
    assert isinstance(settled, SettledAnnonces) and settled.points == {"NS": 20}


def test_equal_sequences_trump_wins_then_nobody() -> None:
    # S's A-K-Q of hearts and E's A-K-Q of diamonds: equal length and top card.
    # Hearts trump: the trump sequence wins, NS 20.
    both = [{"seat": "S", "cards": ["AH", "KH", "QH"]}, {"seat": "E", "cards": ["AD", "KD", "QD"]}]
    settled = deal(both, trump="H")
    assert isinstance(settled, SettledAnnonces) and settled.points == {"NS": 20}
    # Spades trump: neither is in trump, still equal: nobody scores (annonces.tie: nobody_scores).
    settled = deal(both, trump="S")
    assert isinstance(settled, SettledAnnonces) and settled.points == {}


@pytest.mark.parametrize(
    ("annonce", "fragment"),
    [
        ({"seat": "N", "cards": ["AS", "KS", "JS"]}, "not in sequence"),  # the queen is missing
        ({"seat": "E", "cards": ["10S", "9S", "8S", "7S"]}, "did not hold 7S"),
        ({"seat": "N", "cards": ["AS", "KS"]}, "at least 3 cards"),
        ({"seat": "W", "cards": ["JC", "QC", "KC", "8H"]}, "neither a carré nor one suit"),
        ({"seat": "W", "cards": ["AC", "KC", "QC"], "kind": "cinquante"}, "declared as 'cinquante'"),
    ],
)
def test_false_annonces_are_violations(annonce: dict[str, Any], fragment: str) -> None:
    settled = deal([annonce])
    assert isinstance(settled, AnnonceViolation)
    assert settled.rule == "annonce.valid"
    assert fragment in settled.message


def test_a_card_serves_in_one_annonce_only() -> None:
    settled = deal([{"seat": "W", "cards": ["AC", "KC", "QC"]}, {"seat": "W", "cards": ["QC", "JC", "10C"]}])
    assert isinstance(settled, AnnonceViolation)
    assert "already serves in annonce 1" in settled.message and settled.path == "$.annonces[1].cards[0]"


def test_annonces_in_a_variant_without_them() -> None:
    settled = deal([{"seat": "W", "cards": ["AC", "KC", "QC"]}], variant="coinche")
    assert isinstance(settled, AnnonceViolation) and "has no annonces" in settled.message


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("JS JH JD JC", ("carré of J", 200)),
        ("9S 9H 9D 9C", ("carré of 9", 150)),
        ("AS AH AD AC", ("carré of A", 100)),
        ("QS QH QD QC", ("carré of Q", 100)),
        ("KH QH JH", ("tierce", 20)),
        ("10D 9D 8D 7D", ("cinquante", 50)),
        ("AC KC QC JC 10C", ("cent", 100)),
        ("AC KC QC JC 10C 9C", ("cent (6 cards)", 100)),
    ],
)
def test_classify_the_table(cards: str, expected: tuple[str, int]) -> None:
    kind = classify(parse_cards(cards.split()), shipped_variant("contree").annonces, None)
    assert not isinstance(kind, str)
    assert kind[:2] == expected


@pytest.mark.parametrize("cards", ["8S 8H 8D 8C", "7S 7H 7D 7C"])
def test_carres_of_eights_and_sevens_score_nothing(cards: str) -> None:
    kind = classify(parse_cards(cards.split()), shipped_variant("contree").annonces, None)
    assert isinstance(kind, str) and "scores nothing" in kind


def test_carre_ranking_jacks_above_nines_above_sequences() -> None:
    rules = shipped_variant("contree").annonces
    jacks = classify(parse_cards(["JS", "JH", "JD", "JC"]), rules, None)
    nines = classify(parse_cards(["9S", "9H", "9D", "9C"]), rules, None)
    cent = classify(parse_cards(["AC", "KC", "QC", "JC", "10C", "9C"]), rules, None)
    assert not isinstance(jacks, str) and not isinstance(nines, str) and not isinstance(cent, str)
    assert jacks[2] > nines[2] > cent[2]


# -- house options: ties settled from the taker, one card in a carré and a sequence, carrés worth 0 ------
def house_deal(
    variant: Any, annonces: list[dict[str, Any]], bidder: str = "S", hands: dict[str, str] = HANDS
) -> SettledAnnonces | AnnonceViolation:
    order = ["N", "E", "S", "W"]
    calls: list[dict[str, Any]] = []
    for seat in order[: order.index(bidder)]:
        calls.append({"seat": seat, "call": "pass"})
    calls.append({"seat": bidder, "call": "bid", "value": 90, "trump": "H"})
    for index in range(1, 4):
        calls.append({"seat": order[(order.index(bidder) + index) % 4], "call": "pass"})
    data: dict[str, Any] = {
        "dealer": "W",
        "hands": {seat: cards.split() for seat, cards in hands.items()},
        "auction": calls,
        "annonces": annonces,
    }
    record = read_record(data, variant)
    contract = judge_auction(variant, "W", record.calls).contract
    assert contract is not None
    hands = {seat: list(hand) for seat, hand in record.hands.items()}
    return settle_annonces(variant, record, hands, contract, "N")


# N's tierce A-K-Q of spades and E's tierce A-K-Q of diamonds: equal, neither in trump (hearts).
TIED = [{"seat": "N", "cards": ["AS", "KS", "QS"]}, {"seat": "E", "cards": ["AD", "KD", "QD"]}]


def test_equal_best_annonces_settled_from_the_taker(make_variant: Any) -> None:
    from_taker = make_variant("extends: contree\nannonces: {tie: first_from_taker}\n")
    from_leader = make_variant("extends: contree\nannonces: {tie: first_in_play_order}\n")
    # the leader of trick 1 is N: N comes first, NS scores its 20
    assert isinstance(s := house_deal(from_leader, TIED, bidder="E"), SettledAnnonces) and s.points == {
        "NS": 20
    }
    # the taker is E: from E, E comes before N, EW scores its 20
    assert isinstance(s := house_deal(from_taker, TIED, bidder="E"), SettledAnnonces) and s.points == {
        "EW": 20
    }
    # taker S: from S the order is S, W, N, E: N comes before E, NS scores
    assert isinstance(s := house_deal(from_taker, TIED, bidder="S"), SettledAnnonces) and s.points == {
        "NS": 20
    }
    # the default: nobody scores
    assert isinstance(s := house_deal(shipped_variant("contree"), TIED, bidder="E"), SettledAnnonces)
    assert s.points == {}


# N holds the four jacks and J-10-9 of spades: the JS may serve in both only where the option says.
JACKS = {
    "N": "JS JH JD JC 10S 9S 8D 7D",
    "E": "AS KS QS 8S 7S AH KH QH",
    "S": "10H 9H 8H 7H AD KD QD 10D",
    "W": "9D AC KC QC 10C 9C 8C 7C",
}
CARRE_AND_TIERCE = [
    {"seat": "N", "cards": ["JS", "JH", "JD", "JC"]},
    {"seat": "N", "cards": ["JS", "10S", "9S"]},
]


def test_a_card_in_a_carre_and_in_a_sequence_only_where_the_option_says(make_variant: Any) -> None:
    once = house_deal(shipped_variant("contree"), CARRE_AND_TIERCE, hands=JACKS)
    assert isinstance(once, AnnonceViolation) and "JS already serves in annonce 1" in once.message
    both = make_variant("extends: contree\nannonces: {card_serves: carre_and_sequence}\n")
    settled = house_deal(both, CARRE_AND_TIERCE, hands=JACKS)
    # the carré of jacks (200) and the tierce J-10-9 (20), the only annonces: NS scores 220
    assert isinstance(settled, SettledAnnonces) and settled.points == {"NS": 220}
    # still once per kind: the JS cannot serve in two sequences
    twice = [*CARRE_AND_TIERCE, {"seat": "N", "cards": ["JS", "10S", "9S"]}]
    again = house_deal(both, twice, hands=JACKS)
    assert isinstance(again, AnnonceViolation) and "already serves in annonce 2" in again.message


def test_a_carre_worth_nothing_still_ranks_above_every_sequence(make_variant: Any) -> None:
    zero = make_variant(
        "extends: contree\nannonces:\n  carres: {8: 0, 7: 0}\n  carre_order: [J, 9, A, 10, K, Q, 8, 7]\n"
    )
    eights = classify(parse_cards(["8S", "8H", "8D", "8C"]), zero.annonces, None)
    assert not isinstance(eights, str) and eights[:2] == ("carré of 8", 0)
    sevens = classify(parse_cards(["7S", "7H", "7D", "7C"]), zero.annonces, None)
    cent = classify(parse_cards(["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C"]), zero.annonces, 3)
    assert not isinstance(sevens, str) and not isinstance(cent, str)
    assert sevens[2] > cent[2] and eights[2] > sevens[2]  # carrés first; eights above sevens (carre_order)


def test_a_ranked_carre_needs_its_points(make_variant: Any) -> None:
    from refscore.base.errors import VariantError

    with pytest.raises(VariantError, match="carré of 8 is ranked but has no points"):
        make_variant("extends: contree\nannonces:\n  carre_order: [J, 9, A, 10, K, Q, 8]\n")


# -- house2: annonces.scored, does the strongest annonce protect its side's other annonces ---------------
EW_ANNONCES = [
    {"seat": "E", "cards": ["10S", "9S", "8S"]},  # tierce to the 10 of spades, 20
    {"seat": "E", "cards": ["AD", "KD", "QD"]},  # tierce to the ace of diamonds, 20
    {"seat": "W", "cards": ["AC", "KC", "QC", "JC", "10C"]},  # cent, 100: the strongest
]


def test_the_strongest_protects_the_others_by_default() -> None:
    # all_of_side (every shipped variant): W's cent is the strongest, EW scores 20 + 20 + 100 = 140,
    # whatever N declared (here the tierce K-Q-J of spades).
    with_n = [{"seat": "N", "cards": ["KS", "QS", "JS"]}, *EW_ANNONCES]
    settled = house_deal(shipped_variant("contree"), with_n)
    assert isinstance(settled, SettledAnnonces) and settled.points == {"EW": 140}


def test_only_the_annonces_beating_the_opponents_score(make_variant: Any) -> None:
    beating = make_variant("extends: contree\nannonces: {scored: beating_opponents}\n")
    # NS's best: N's tierce to the king of spades. W's cent scores (the strongest, 100); E's tierce to
    # the ace of diamonds beats N's tierce (ace above king), 20; E's tierce to the 10 does not, 0: EW 120.
    with_n = [{"seat": "N", "cards": ["KS", "QS", "JS"]}, *EW_ANNONCES]
    settled = house_deal(beating, with_n)
    assert isinstance(settled, SettledAnnonces) and settled.points == {"EW": 120}
    # N's cinquante A-K-Q-J instead: neither of E's tierces beats it; EW scores only the cent, 100.
    with_cinquante = [{"seat": "N", "cards": ["AS", "KS", "QS", "JS"]}, *EW_ANNONCES]
    settled = house_deal(beating, with_cinquante)
    assert isinstance(settled, SettledAnnonces) and settled.points == {"EW": 100}
    # no annonce for NS: nothing to beat, EW scores all three, 140.
    settled = house_deal(beating, EW_ANNONCES)
    assert isinstance(settled, SettledAnnonces) and settled.points == {"EW": 140}
