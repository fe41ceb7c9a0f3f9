"""The players' words (`refscore.base.words`) and the card reader's reading of `C`: every spelling a
French or English table writes reads as one thing, and a token that reads as two is refused."""

from __future__ import annotations

import pytest

from refscore.base.cards import AmbiguousCard, CardNotationError, make_card, parse_card, parse_suit
from refscore.base.words import AmbiguousWord, fold, reading_of, seat_of, side_of, trump_of

SEATS = ("N", "E", "S", "W")
UNITS = ("NS", "EW")


@pytest.mark.parametrize(
    ("written", "folded"),
    [("Cœur", "coeur"), ("TRÈFLE", "trefle"), ("sans-atout", "sans atout"), ("  Tout_Atout ", "tout atout")],
)
def test_fold(written: str, folded: str) -> None:
    assert fold(written) == folded


@pytest.mark.parametrize(
    ("written", "trump"),
    [
        ("pique", "S"),
        ("P", "S"),
        ("♠", "S"),
        ("cœur", "H"),
        ("coeur", "H"),
        ("Coeur", "H"),
        ("♥", "H"),
        ("carreau", "D"),
        ("K", "D"),
        ("trèfle", "C"),
        ("trefle", "C"),
        ("T", "C"),
        ("sans atout", "SA"),
        ("Sans-Atout", "SA"),
        ("SA", "SA"),
        ("tout atout", "TA"),
        ("TA", "TA"),
    ],
)
def test_trump_words_of_both_languages(written: str, trump: str) -> None:
    for reading in ("en", "fr", "ask"):
        assert trump_of(written, reading) == trump


def test_the_letter_c_as_a_trump_is_read_by_the_language() -> None:
    assert trump_of("C", "en") == "C"  # clubs
    assert trump_of("C", "fr") == "H"  # cœur
    with pytest.raises(AmbiguousWord) as caught:
        trump_of("c", "ask")
    assert caught.value.readings == ("♣", "♥")


def test_reading_of_the_language_and_the_notation() -> None:
    assert reading_of("en") == "en"
    assert reading_of("fr") == "ask"  # a French user who said nothing of the notation is asked
    assert reading_of("fr", "fr") == "fr"
    assert reading_of("fr", "en") == "en"
    assert reading_of("en", "fr") == "fr"


@pytest.mark.parametrize(
    ("written", "seat"),
    [("Nord", "N"), ("nord", "N"), ("N", "N"), ("Est", "E"), ("Sud", "S"), ("Ouest", "W"), ("O", "W")],
)
def test_seats(written: str, seat: str) -> None:
    assert seat_of(written, SEATS) == seat


def test_a_variants_own_seat_names_win() -> None:
    # chien-3 has seats A, B, C: its C is a seat, and Nord is none of them
    assert seat_of("C", ("A", "B", "C")) == "C"
    assert seat_of("Nord", ("A", "B", "C")) is None
    assert seat_of("X", SEATS) is None


@pytest.mark.parametrize(("written", "unit"), [("NS", "NS"), ("EO", "EW"), ("OE", "EW"), ("Est-Ouest", "EW")])
def test_sides(written: str, unit: str) -> None:
    assert side_of(written, UNITS) == unit


# --- cards: C by the reading ---------------------------------------------------------------------


def test_french_card_letters() -> None:
    # V D R are valet, dame, roi; P K T pique, carreau, trèfle
    assert parse_card("VP") == make_card(4, 0)
    assert parse_card("DK") == make_card(5, 2)
    assert parse_card("RT") == make_card(6, 3)
    # VC, DC, RC are de cœur in every reading: no English card is written with V, D or R
    for reading in ("en", "fr", "ask"):
        assert parse_card("VC", reading) == make_card(4, 1)
        assert parse_card("RC", reading) == make_card(6, 1)
        # and JC, QC, KC clubs: no French card is written with J, Q or K
        assert parse_card("KC", reading) == make_card(6, 3)


@pytest.mark.parametrize("token", ["AC", "7C", "8c", "9C", "10C", "TC"])
def test_c_after_a_shared_rank_is_refused_when_nobody_said_the_language(token: str) -> None:
    rank = {"A": 7, "7": 0, "8": 1, "9": 2, "10": 3, "T": 3}[token[:-1].upper()]
    assert parse_card(token, "en") == make_card(rank, 3)  # English: clubs
    assert parse_card(token, "fr") == make_card(rank, 1)  # French notation: cœur
    with pytest.raises(AmbiguousCard) as caught:
        parse_card(token, "ask")
    assert caught.value.readings == (make_card(rank, 3), make_card(rank, 1))
    assert isinstance(caught.value, CardNotationError)  # every reader that catches one catches both


def test_the_english_cache_does_not_leak_into_other_readings() -> None:
    assert parse_card("AC") == make_card(7, 3)  # cached for English
    assert parse_card("AC", "fr") == make_card(7, 1)
    with pytest.raises(AmbiguousCard):
        parse_card("AC", "ask")


def test_parse_suit_by_reading() -> None:
    assert parse_suit("C") == 3
    assert parse_suit("C", "fr") == 1
    assert parse_suit("cœur", "ask") == 1
    with pytest.raises(AmbiguousWord):
        parse_suit("C", "ask")
