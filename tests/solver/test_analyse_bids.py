"""The table's highest bids follow the variant's auction: classic belote's take, every chien player.

Why small house variants: the Python solver is slow on whole 32-card deals, so these deals keep the
rules of `belote` and `chien-3` but deal fewer cards (`deal.hand_size`, the rest `dead_cards`), and
each suit sits in one hand, so that every value below is worked by hand.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from refscore.base.cards import Suit
from refscore.load.variant_loader import load_variant
from refscore.model.record import Trump, read_record
from refscore.model.variant import TrumpKind, Variant
from refscore.solver.analyse import analyse_deal

S, H, D, C = (Trump(TrumpKind.SUIT, Suit(n)) for n in range(4))


def _variant(tmp_path: Path, name: str, text: str) -> Variant:
    path = tmp_path / f"{name}.yaml"
    path.write_text(f"schema_version: 1\nid: {name}\n{text}", encoding="utf-8")
    return load_variant(str(path))


def _small_belote(tmp_path: Path) -> tuple[Variant, dict[str, Any]]:
    """Classic belote, four cards each: N all top hearts, E the spades, S the diamonds, W the clubs."""
    variant = _variant(
        tmp_path,
        "small-belote",
        "extends: belote\ndeal: {hand_size: 4, dead_cards: 16, dealt_before_auction: 3}\n",
    )
    record = {
        "dealer": "W",
        "hands": {
            "N": ["JH", "9H", "AH", "10H"],
            "E": ["AS", "10S", "KS", "QS"],
            "S": ["AD", "10D", "KD", "QD"],
            "W": ["AC", "10C", "KC", "QC"],
        },
        "dead": [*(f"{r}{s}" for s in "SDC" for r in ("7", "8", "9", "J")), "7H", "8H", "QH", "KH"],
        "turned": "10H",
        "auction": [{"seat": "N", "call": "take", "trump": "H"}],
        "tricks": [
            ["JH", "QS", "QD", "QC"],
            ["9H", "KS", "KD", "KC"],
            ["AH", "10S", "10D", "10C"],
            ["10H", "AS", "AD", "AC"],
        ],
    }
    return variant, record


def test_classic_belote_take_for_both_sides(tmp_path: Path) -> None:
    variant, data = _small_belote(tmp_path)
    analysis = analyse_deal(read_record(data, variant), variant, cards=False, trumps=(H, S))
    hearts, spades = analysis.table
    # Hearts, N leads (dealer W): N holds every live heart and wins the 4 tricks, the others having
    # no trump: his hearts J 20 + 9 14 + A 11 + 10 10 = 55, and every other card (A 11, 10 10, K 4,
    # Q 3 in each of three hands) 3 x 28 = 84: 139, and the last trick of a capot 100 = 239. EW win
    # nothing: a take by EW fails (0 against 239), a take by NS is made.
    assert hearts.points == {"NS": 239, "EW": 0}
    assert hearts.best_bid == {"NS": "take", "EW": None}
    # Spades: N leads a heart, E has none and must ruff (play.must-ruff), then draws his trumps:
    # EW win everything: N's hearts now plain J 2 + 9 0 + A 11 + 10 10 = 23, E's trumps A 11 + 10 10
    # + K 4 + Q 3 = 28, the diamonds 28 and the clubs 28: 107 + 100 = 207. E does not hold the turned
    # 10H (N does): the take is judged with E taking spades, so EW make it and NS cannot.
    assert spades.points == {"NS": 0, "EW": 207}
    assert spades.best_bid == {"NS": None, "EW": "take"}


def _small_chien(tmp_path: Path) -> tuple[Variant, dict[str, Any]]:
    """Chien à trois, five cards each and the chien AC 10C: A the top hearts, B the spades, C the
    diamonds. A takes 80 in hearts and discards the two clubs."""
    variant = _variant(
        tmp_path,
        "small-chien",
        "extends: chien-3\ndeal: {hand_size: 5, chien: 2, discard: 2, dead_cards: 15}\n",
    )
    record = {
        "dealer": "C",
        "hands": {
            "A": ["JH", "9H", "AH", "10H", "KH"],
            "B": ["AS", "10S", "KS", "QS", "JS"],
            "C": ["AD", "10D", "KD", "QD", "JD"],
        },
        "chien": ["AC", "10C"],
        "discard": ["AC", "10C"],
        "dead": ["7S", "8S", "9S", "7H", "8H", "QH", "7D", "8D", "9D", "7C", "8C", "9C", "JC", "QC", "KC"],
        "auction": [
            {"seat": "A", "call": "bid", "value": 80, "trump": "H"},
            {"seat": "B", "call": "pass"},
            {"seat": "C", "call": "pass"},
        ],
        "tricks": [
            ["JH", "JS", "JD"],
            ["9H", "QS", "QD"],
            ["AH", "KS", "KD"],
            ["10H", "10S", "10D"],
            ["KH", "AS", "AD"],
        ],
    }
    return variant, record


def test_every_chien_player_takes_the_chien_and_discards_his_best(tmp_path: Path) -> None:
    variant, data = _small_chien(tmp_path)
    analysis = analyse_deal(read_record(data, variant), variant, cards=False, trumps=(H, S, C))
    hearts, spades, clubs = analysis.table
    # A leads (dealer C, first speaker 1). Hearts: A takes the chien and keeps five cards; whatever
    # he keeps he wins every trick (nobody else has a heart or a club). Live points with hearts trump:
    # A's J 20 + 9 14 + A 11 + 10 10 + K 4 = 59, B's spades A 11 + 10 10 + K 4 + Q 3 + J 2 = 30, C's
    # diamonds 30, the clubs 21: 140. His best discard is the two cheapest, KH 4 and a ten 10: 126
    # in tricks, and the last trick 10 = 136. He takes every trick: a capot bid is made.
    assert hearts.points["A"] == 136 and hearts.best_bid["A"] == "capot"
    # B and C never win a trick in hearts (A's trumps and A's lead): 0, no bid.
    assert hearts.points["B"] == hearts.points["C"] == 0
    assert hearts.best_bid["B"] is None and hearts.best_bid["C"] is None
    # Spades: if B takes, A's heart lead is ruffed (B has no heart) and B draws trumps: every trick.
    # Live points with spades trump: hearts plain 27, spades J 20 + A 11 + 10 10 + K 4 + Q 3 = 48,
    # diamonds 30, clubs 21: 126; B's cheapest discard is Q 3 + K 4: 119 + 10 = 129. Capot.
    assert spades.points["B"] == 129 and spades.best_bid["B"] == "capot"
    # Clubs: C, as taker, must keep a club of the chien (discarding both, he has no trump and A
    # takes everything with his hearts); keeping one he ruffs A's heart lead and wins every trick.
    # Live points with clubs trump: hearts 27, spades 30, diamonds 30, AC 11 + 10C 10: 108; his best
    # discard is JD 2 + QD 3: 103 + 10 = 113, and a capot. (With the hands of the play, where C holds
    # only diamonds, C would win nothing: the row needs C's own chien and discard.)
    assert clubs.points["C"] == 113 and clubs.best_bid["C"] == "capot"
    # B, taking the chien, has the same two clubs: he ruffs the heart lead too, then his spades are
    # never followed nor ruffed; his cheapest discard is JS 2 + QS 3 (plain): 103 + 10 = 113, a capot.
    assert clubs.points["B"] == 113 and clubs.best_bid["B"] == "capot"
    # A, taking it, holds every club left and leads: nobody can follow his hearts nor ruff them, so
    # he wins every trick; his cheapest discard is 9H 0 + JH 2 (plain): 106 + 10 = 116, a capot.
    assert clubs.points["A"] == 116 and clubs.best_bid["A"] == "capot"


def test_a_taker_without_trumps_against_a_ruffer_makes_nothing(tmp_path: Path) -> None:
    # Spades with A taking: A holds no spade (the chien has none), B ruffs A's first lead and then
    # leads spades, which nobody can take: A wins no trick, whatever he discards.
    variant, data = _small_chien(tmp_path)
    analysis = analyse_deal(read_record(data, variant), variant, cards=False, trumps=(S,))
    assert analysis.table[0].points["A"] == 0 and analysis.table[0].best_bid["A"] is None
