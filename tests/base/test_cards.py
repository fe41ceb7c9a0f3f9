"""Card notation (refscore.base.cards, spec/notation.md): every accepted spelling, the canonical names,
the errors that name the bad token, and suit words.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.base.cards import (
    DECK,
    RANK_LETTERS,
    SUIT_LETTERS,
    CardNotationError,
    card_name,
    make_card,
    parse_card,
    parse_cards,
    parse_suit,
    rank_of,
    suit_of,
)

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

CANONICAL = [rank + suit for suit in "SHDC" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A")]


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        # English letters
        ("JH", "JH"),
        ("10S", "10S"),
        ("TS", "10S"),
        ("AD", "AD"),
        ("7C", "7C"),
        ("AC", "AC"),
        ("QC", "QC"),
        ("KC", "KC"),
        ("JC", "JC"),
        ("TC", "10C"),
        # Unicode suit symbols, black and white
        ("J♥", "JH"),
        ("10♠", "10S"),
        ("T♠", "10S"),
        ("A♦", "AD"),
        ("7♣", "7C"),
        ("Q♡", "QH"),
        ("K♤", "KS"),
        ("9♢", "9D"),
        ("8♧", "8C"),
        # French ranks V D R and suits P (pique) K (carreau) T (trèfle); C after V D R is cœur
        ("VC", "JH"),
        ("DC", "QH"),
        ("RC", "KH"),
        ("DP", "QS"),
        ("RK", "KD"),
        ("VT", "JC"),
        ("VP", "JS"),
        ("DK", "QD"),
        ("RT", "KC"),
        ("VH", "JH"),
        ("V♥", "JH"),
        ("RS", "KS"),
        ("DD", "QD"),
        ("AP", "AS"),
        ("AK", "AD"),
        ("AT", "AC"),
        ("7K", "7D"),
        ("10T", "10C"),
        ("TT", "10C"),
        ("9P", "9S"),
        ("KK", "KD"),
        # any case
        ("jh", "JH"),
        ("Jh", "JH"),
        ("jH", "JH"),
        ("ts", "10S"),
        ("ac", "AC"),
        ("vc", "JH"),
        ("dp", "QS"),
        ("rk", "KD"),
        ("vt", "JC"),
        ("t♠", "10S"),
        # surrounding spaces are ignored
        (" JH ", "JH"),
        ("\t10S\n", "10S"),
    ],
)
def test_accepted_spellings(token: str, expected: str) -> None:
    assert card_name(parse_card(token)) == expected


def test_the_c_rule() -> None:
    """C is clubs after an English rank or a number, cœur after a French rank letter."""
    assert parse_card("AC") == make_card(ACE, CLUBS)
    assert parse_card("7C") == make_card(SEVEN, CLUBS)
    assert parse_card("10C") == make_card(TEN, CLUBS)
    assert parse_card("JC") == make_card(JACK, CLUBS)
    assert parse_card("VC") == make_card(JACK, HEARTS)
    assert parse_card("vc") == make_card(JACK, HEARTS)
    assert parse_card("DC") == make_card(QUEEN, HEARTS)
    assert parse_card("RC") == make_card(KING, HEARTS)
    assert parse_card("VT") == make_card(JACK, CLUBS)
    assert parse_card("V♣") == make_card(JACK, CLUBS)


def test_card_values_are_suit_times_8_plus_rank() -> None:
    card = parse_card("DP")
    assert (suit_of(card), rank_of(card)) == (SPADES, QUEEN)
    card = parse_card("RK")
    assert (suit_of(card), rank_of(card)) == (DIAMONDS, KING)
    assert parse_card("7S") == 0 and parse_card("AC") == 31


def test_the_32_canonical_names_round_trip() -> None:
    assert sorted(card_name(card) for card in DECK) == sorted(CANONICAL)
    assert len(set(CANONICAL)) == 32
    for name in CANONICAL:
        assert card_name(parse_card(name)) == name
    for card in DECK:
        assert parse_card(card_name(card)) == card


def test_canonical_names_use_the_english_letters() -> None:
    assert RANK_LETTERS == ("7", "8", "9", "10", "J", "Q", "K", "A")
    assert SUIT_LETTERS == ("S", "H", "D", "C")
    assert card_name(parse_card("T♠")) == "10S"


def test_parse_cards_reads_a_list() -> None:
    assert [card_name(card) for card in parse_cards(["VC", "10♠", "ad"])] == ["JH", "10S", "AD"]


@pytest.mark.parametrize(
    "token",
    ["11H", "JX", "J", "", "10", "1OS", "10 S", "JHH", "HJ", "XX", "0S", "6S", "1S", "BH", "J♥♥", "   "],
)
def test_bad_tokens_raise_an_error_naming_the_token(token: str) -> None:
    with pytest.raises(CardNotationError) as caught:
        parse_card(token)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.token == token
    message = str(error)
    assert message.startswith(f"{token!r} is not a card")
    assert "e.g. JH, 10S" in message


def test_error_for_11h_says_what_is_expected() -> None:
    with pytest.raises(CardNotationError, match=r"^'11H' is not a card: a rank \(7 8 9 10 T J Q K A"):
        parse_card("11H")


@pytest.mark.parametrize(
    ("word", "suit"),
    [
        ("hearts", HEARTS),
        ("Hearts", HEARTS),
        ("cœur", HEARTS),
        ("Cœur", HEARTS),
        ("coeur", HEARTS),
        ("COEUR", HEARTS),
        ("pique", SPADES),
        ("spades", SPADES),
        ("carreau", DIAMONDS),
        ("diamonds", DIAMONDS),
        ("trèfle", CLUBS),
        ("trefle", CLUBS),
        ("clubs", CLUBS),
        ("♣", CLUBS),
        ("♥", HEARTS),
        ("♠", SPADES),
        ("♦", DIAMONDS),
        ("♡", HEARTS),
        ("S", SPADES),
        ("h", HEARTS),
        ("D", DIAMONDS),
        ("c", CLUBS),
        ("P", SPADES),
        ("K", DIAMONDS),
        ("T", CLUBS),
        (" hearts ", HEARTS),
    ],
)
def test_parse_suit(word: str, suit: int) -> None:
    assert parse_suit(word) == suit


@pytest.mark.parametrize("word", ["heart", "x", "", "SA", "TA", "HH", "coeurs", "10"])
def test_parse_suit_errors_name_the_token(word: str) -> None:
    with pytest.raises(CardNotationError, match=r"is not a suit") as caught:
        parse_suit(word)
    assert caught.value.token == word
    assert str(caught.value).startswith(f"{word!r} is not a suit")


@settings(max_examples=500)
@given(st.text(max_size=8))
def test_parse_card_raises_only_card_notation_errors(text: str) -> None:
    try:
        card = parse_card(text)
    except CardNotationError as error:
        assert error.token == text
    else:
        assert card in DECK
        assert parse_card(card_name(card)) == card


@settings(max_examples=300)
@given(
    st.sampled_from(["7", "8", "9", "10", "T", "J", "Q", "K", "A", "V", "D", "R"]),
    st.sampled_from(["S", "H", "D", "C", "♠", "♥", "♦", "♣", "♤", "♡", "♢", "♧", "P", "K", "T"]),
    st.booleans(),
)
def test_every_rank_and_suit_spelling_combines(rank: str, suit: str, lower: bool) -> None:
    token = (rank + suit).lower() if lower else rank + suit
    card = parse_card(token)
    expected_rank = {"T": "10", "V": "J", "D": "Q", "R": "K"}.get(rank, rank)
    expected_suit = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}.get(
        suit, suit
    )
    expected_suit = {"P": "S", "K": "D", "T": "C"}.get(expected_suit, expected_suit)
    if suit == "C" and rank in ("V", "D", "R"):
        expected_suit = "H"
    assert card_name(card) == expected_rank + expected_suit


@settings(max_examples=300)
@given(st.text(max_size=12))
def test_parse_suit_raises_only_card_notation_errors(text: str) -> None:
    try:
        suit = parse_suit(text)
    except CardNotationError as error:
        assert error.token == text
    else:
        assert suit in range(4)
