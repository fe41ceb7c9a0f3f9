"""The deal walk (`refscore.kernel.deal_walk`): each kind of first fault, the belote's holder, the
next turn and a finished deal's facts, on small positions worked by hand from the rules text.

Seats by index in the variant's order (contree: N 0, E 1, S 2, W 3; NS the unit 0, EW the unit 1).
The walk checks no deck: the hands below hold only the cards each case needs.
"""

from __future__ import annotations

from refscore.base.cards import Suit, parse_card
from refscore.kernel.auction import CallKind, Reason
from refscore.kernel.belote import belote_cards
from refscore.kernel.deal_walk import (
    DealShape,
    DealWalk,
    FaultKind,
    WalkRules,
    cards_of,
    deal_facts,
    walk_deal,
    walk_record,
)
from refscore.kernel.play import PlayKernel
from refscore.load.variant_loader import load_variant
from refscore.model.variant import TrumpKind, Variant

CONTREE = load_variant("contree")
HEARTS = Suit(1)


def mask(*names: str) -> int:
    return sum(1 << parse_card(name) for name in names)


def card(name: str) -> int:
    return parse_card(name)


def shape(
    hands: tuple[int, ...],
    tricks: tuple[tuple[int, tuple[int, ...]], ...] = (),
    *,
    belote: int = -1,
    turned: int = -1,
    chien: int = 0,
    discard: tuple[int, ...] | None = None,
    taker: int = 0,
) -> DealShape:
    """N leads the first trick; the taker is N unless said."""
    return DealShape(hands, chien, turned, discard, belote, tricks, 0, taker)


def walk(
    variant: Variant, deal: DealShape, kind: TrumpKind = TrumpKind.SUIT, trump: Suit | None = HEARTS
) -> DealWalk:
    mode = variant.modes[kind]
    return walk_deal(
        WalkRules.of(variant), deal, PlayKernel.of(variant, kind, trump), belote_cards(mode, trump)
    )


HANDS = (mask("AS", "KH", "QH"), mask("8S", "7H", "7D"), mask("9S", "JH", "8D"), mask("10S", "9H", "9D"))


def test_the_belote_holder_and_a_true_declaration() -> None:
    # hearts trump: N holds the king and queen of hearts (rule belote.valid), and N declared it
    done = walk(CONTREE, shape(HANDS, belote=0))
    assert done.fault is None and done.belote_holder == 0


def test_a_belote_declared_by_a_seat_without_it_is_the_first_fault() -> None:
    done = walk(CONTREE, shape(HANDS, belote=1))
    assert done.fault is not None
    assert (done.fault.kind, done.fault.rule, done.fault.seat) == (FaultKind.BELOTE, "belote.valid", 1)


def test_sans_atout_has_no_belote() -> None:
    # no trump, no belote: nobody holds it, and N's declaration is false although N has KH QH
    done = walk(CONTREE, shape(HANDS, belote=0), TrumpKind.NO_TRUMP, None)
    assert done.belote_holder == -1
    assert done.fault is not None and done.fault.kind is FaultKind.BELOTE


def test_the_taker_must_hold_the_turned_card() -> None:
    done = walk(CONTREE, shape(HANDS, turned=card("JD"), taker=2))
    assert done.fault is not None
    fault = done.fault
    assert (fault.kind, fault.rule, fault.seat, fault.card) == (
        FaultKind.TURNED,
        "deal.turned",
        2,
        card("JD"),
    )


def test_not_following_suit_is_the_first_fault_with_its_turn() -> None:
    # N leads AS; E holds 8S and must follow (rule play.follow-suit): only 8S was legal
    done = walk(CONTREE, shape(HANDS, ((-1, (card("AS"), card("7H"))),)))
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.rule, fault.seat, fault.card) == (
        FaultKind.OBLIGATION,
        "play.follow-suit",
        1,
        card("7H"),
    )
    assert (fault.trick, fault.position, fault.allowed) == (0, 1, mask("8S"))
    assert done.turn is not None
    assert (done.turn.number, done.turn.seat, done.turn.before) == (1, 1, (card("AS"),))
    assert done.turn.hand == HANDS[1] and done.tricks == []


def test_a_card_not_held_names_what_was_legal() -> None:
    done = walk(CONTREE, shape(HANDS, ((-1, (card("AS"), card("KD"))),)))
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.rule, fault.seat, fault.allowed) == (
        FaultKind.NOT_HELD,
        "play.card-held",
        1,
        mask("8S"),
    )


TRICK_ONE = (card("AS"), card("8S"), card("9S"), card("10S"))  # AS wins: N leads the next trick


def test_a_trick_led_out_of_turn() -> None:
    done = walk(CONTREE, shape(HANDS, ((-1, TRICK_ONE), (2, (card("JH"),)))))
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.rule, fault.seat, fault.trick, fault.leader) == (
        FaultKind.LEADER,
        "play.turn",
        2,
        1,
        0,
    )
    # the first trick was played: N took it with the ace, 11 + 10 + 0 + 0 card points
    assert [(t.winner, t.points) for t in done.tricks] == [(0, 21)]


def test_a_short_trick_that_is_not_the_last() -> None:
    done = walk(CONTREE, shape(HANDS, ((-1, TRICK_ONE[:3]), (0, (card("KH"),)))))
    assert done.fault is not None
    assert (done.fault.kind, done.fault.rule, done.fault.trick) == (FaultKind.UNFINISHED, "play.complete", 0)


def test_a_deal_legal_so_far_gives_the_next_turn() -> None:
    # after the first trick N (its winner) leads the second, holding KH QH
    done = walk(CONTREE, shape(HANDS, ((-1, TRICK_ONE),)))
    assert done.fault is None and done.facts is None
    assert done.turn is not None
    assert (done.turn.number, done.turn.seat, done.turn.before, done.turn.card) == (2, 0, (), -1)
    assert cards_of(done.turn.hand) == [card("QH"), card("KH")]
    assert done.hands == list(HANDS)  # the hands at the first trick are kept as they were


# Hearts trump; N holds AS. E holds no spade: a trump in RUFF, no trump in DISCARD.
RUFF = (mask("AS", "KH"), mask("7H", "7D"), mask("9S", "8D"), mask("10S", "9D"))
DISCARD = (mask("AS", "KH"), mask("7D", "8D"), mask("9S", "7H"), mask("10S", "9D"))


def test_a_seat_off_suit_holding_a_trump_is_looked_up() -> None:
    # N leads AS; E has no spade but the 7 of trump, N (an opponent) is master: E must ruff
    # (rule play.must-ruff), any trump as none is on the table: only 7H was legal
    done = walk(CONTREE, shape(RUFF, ((-1, (card("AS"), card("7D"))),)))
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.rule, fault.seat, fault.card, fault.allowed) == (
        FaultKind.OBLIGATION,
        "play.must-ruff",
        1,
        card("7D"),
        mask("7H"),
    )


def test_a_seat_with_neither_the_suit_led_nor_a_trump_plays_any_card() -> None:
    # N leads AS; E holds no spade and no heart: any card is legal (rules play.follow-suit and
    # play.must-ruff bind only a seat holding the suit or a trump); N's ace
    # wins, 11 + 0 + 0 + 10 card points; each card left its player's hand
    done = walk(CONTREE, shape(DISCARD, ((-1, (card("AS"), card("7D"), card("9S"), card("10S"))),)))
    assert done.fault is None
    assert [(t.winner, t.points) for t in done.tricks] == [(0, 21)]
    assert done.left == [mask("KH"), mask("8D"), mask("7H"), mask("9D")]


def test_a_trump_lead_is_looked_up() -> None:
    # N leads QH (trump); E holds 7H and JH: on a trump lead E must go over the queen (rule
    # play.trump-lead-overtake), and only the jack does
    hands = (mask("QH", "AS"), mask("7H", "JH"), mask("9S", "8D"), mask("10S", "9D"))
    done = walk(CONTREE, shape(hands, ((-1, (card("QH"), card("7H"))),)))
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.rule, fault.card, fault.allowed) == (
        FaultKind.OBLIGATION,
        "play.trump-lead-overtake",
        card("7H"),
        mask("JH"),
    )


CHIEN_3 = load_variant("chien-3")  # three players; a chien of 2 cards, the taker discards 2


def test_the_ecart_must_have_the_chien_s_size() -> None:
    hands = (mask("AS", "KS"), mask("7D"), mask("8D"))
    done = walk(CHIEN_3, shape(hands, chien=mask("7C", "8C"), discard=(card("7C"),)))
    assert done.fault is not None
    assert (done.fault.kind, done.fault.rule, done.fault.seat, done.fault.index) == (
        FaultKind.DISCARD_COUNT,
        "deal.discard",
        0,
        1,
    )


def test_the_ecart_s_cards_must_be_the_taker_s() -> None:
    # the taker holds AS KS and the chien 7C 8C: 9C is none of them; those four were his
    hands = (mask("AS", "KS"), mask("7D"), mask("8D"))
    done = walk(CHIEN_3, shape(hands, discard=(card("7C"), card("9C")), chien=mask("7C", "8C")))
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.index, fault.card) == (FaultKind.DISCARD_CARD, 1, card("9C"))
    assert fault.allowed == mask("AS", "KS", "8C")  # 7C already went to the écart


def test_an_ecart_made_leaves_the_taker_his_new_hand() -> None:
    hands = (mask("AS", "KS"), mask("7D"), mask("8D"))
    done = walk(CHIEN_3, shape(hands, discard=(card("KS"), card("7C")), chien=mask("7C", "8C")))
    assert done.fault is None and done.hands[0] == mask("AS", "8C")


def test_the_facts_of_a_generale() -> None:
    # contree: N alone takes all 8 tricks, every card point (152) and a générale's last trick (350);
    # S holds the belote and declared it: 20 to NS (rule points.belote)
    facts, sweeps = deal_facts(
        WalkRules.of(CONTREE), [(0, 19)] * 7 + [(0, 19)], taker=0, belote_holder=2, belote_called=True
    )
    assert facts == [[152, 350, 20, 0, 0, 8], [0, 0, 0, 0, 0, 0]]
    assert sweeps == (True, True, False)


def test_the_facts_of_a_shared_deal() -> None:
    # E (taker) and W take 3 tricks for 60 card points, N and S 5 for 92, S the last (dix de der 10);
    # the belote held by W but not said: declared belote only (contree), so nothing
    tricks = [(1, 20), (3, 20), (1, 20), (0, 30), (2, 20), (0, 22), (2, 10), (2, 10)]
    facts, sweeps = deal_facts(WalkRules.of(CONTREE), tricks, taker=1, belote_holder=3, belote_called=False)
    assert facts == [[92, 10, 0, 0, 0, 5], [60, 0, 0, 0, 0, 3]]
    assert sweeps == (False, False, False)


# -- the walk from the deal's shape: the auction's calls first (N speaks first: seat 0) ---------------
BID_80_HEARTS = (0, False, CallKind.BID, 80, TrumpKind.SUIT)
PASSES = tuple((seat, False, CallKind.PASS, None, None) for seat in (1, 2, 3))


def test_a_bid_not_higher_than_the_last_is_the_first_fault() -> None:
    # N bids 80 hearts, E bids 80 spades: each bid must be higher than the last (rule
    # auction.bid-higher); the state is the one before E's bid: N's 80 stands, in hearts (code 1)
    calls = (BID_80_HEARTS, (1, False, CallKind.BID, 80, TrumpKind.SUIT))
    done = walk_record(
        WalkRules.of(CONTREE), DealShape(HANDS, 0, -1, None, -1, (), 0, calls=calls, codes=(1, 0))
    )
    fault = done.fault
    assert fault is not None
    assert (fault.kind, fault.rule, fault.reason, fault.seat, fault.index) == (
        FaultKind.CALL,
        "auction.bid-higher",
        Reason.NOT_HIGHER,
        1,
        1,
    )
    assert done.auction is not None and (done.auction.bidder, done.auction.value) == (0, 80)
    assert done.code == 1 and done.taker == -1 and done.tricks == []


def test_the_auction_gives_the_contract_the_deal_is_walked_under() -> None:
    # N bids 80 hearts and the three others pass (rule auction.end: three passes after a bid):
    # N takes in hearts and leads the first trick, which N's ace of spades wins for 21 points
    shape = DealShape(
        HANDS, 0, -1, None, -1, ((-1, TRICK_ONE),), 0, calls=(BID_80_HEARTS, *PASSES), codes=(1, -1, -1, -1)
    )
    done = walk_record(WalkRules.of(CONTREE), shape)
    assert done.fault is None and done.auction is not None and done.auction.ended
    assert (done.taker, done.code, done.belote_holder) == (0, 1, 0)
    assert [(t.winner, t.points) for t in done.tricks] == [(0, 21)]


def test_everybody_passing_stops_the_walk_after_the_auction() -> None:
    # four passes: a redeal (rule auction.all-pass); nothing is played, nobody takes
    calls = ((0, False, CallKind.PASS, None, None), *PASSES)
    done = walk_record(
        WalkRules.of(CONTREE), DealShape(HANDS, 0, -1, None, -1, (), 0, calls=calls, codes=(-1,) * 4)
    )
    assert done.fault is None and done.auction is not None and done.auction.redeal
    assert (done.taker, done.code, done.facts, done.turn) == (-1, -1, None, None)
