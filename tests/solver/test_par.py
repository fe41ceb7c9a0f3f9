"""Par, worked by hand (spec/analysis.md, "Par"): a sacrifice, a coinche that pays, who speaks first.

Why lines given by hand: par is a game over what each side's best line in each trump scores, so
these cases give those lines' facts directly (`LineFacts`) and work every contract's score from a
small house scoring, chosen so that the sums stay short:

- made: `taker_cards + taker_der >= contract`; the takers score `contract * mult + own_belote +
  own_annonces`, the defence its belote;
- failed: the takers keep their belote, the defence scores `contract * mult + own_belote`.

The deal: with hearts trump N-S take 125 points (and hold the belote, 20), E-W 37; with spades N-S
90, E-W 72. Bids 80 to 160 by ten, and coinche's capot (250: made only by taking every trick, which
no line here does).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from refscore.base.cards import Suit
from refscore.judge.auction_judge import Contract
from refscore.judge.scoring import UnitFacts
from refscore.load.variant_loader import load_variant
from refscore.model.record import Trump
from refscore.model.variant import TrumpKind, Variant
from refscore.solver.ladder import LineFacts
from refscore.solver.par import Par, par

H, S = Trump(TrumpKind.SUIT, Suit(1)), Trump(TrumpKind.SUIT, Suit(0))

SCORING = """
scoring:
  made: taker_cards + taker_der >= contract
  cases:
    - rule: score.made
      when: made
      taker: contract * mult + own_belote + own_annonces
      defence: own_belote
    - rule: score.failed
      taker: own_belote
      defence: contract * mult + own_belote
"""


def _variant(tmp_path: Path, coinche: bool) -> Variant:
    auction = "" if coinche else "auction: {coinche: {enabled: false}, surcoinche: {enabled: false}}\n"
    path = tmp_path / f"par-{coinche}.yaml"
    path.write_text(
        f"schema_version: 1\nid: par-test\nextends: coinche\n{auction}{SCORING}", encoding="utf-8"
    )
    return load_variant(str(path))


def _lines(variant: Variant, annonces: int) -> dict[tuple[str, Trump], LineFacts]:
    """Each side's best line in hearts and spades (the same line for both sides in each trump); N-S
    hold the belote of hearts, and `annonces` points of annonces that count wherever they take."""

    def line(taker: str, trump: Trump, ns: int, ew: int, belote: int) -> LineFacts:
        contract = Contract(taker, 80, None, trump, 1, None, None)
        facts = {
            "NS": UnitFacts(cards=ns - 10, der=10, belote=belote, annonces=annonces, tricks_won=5),
            "EW": UnitFacts(cards=ew, der=0, tricks_won=3),
        }
        return LineFacts(variant, contract, facts, False, False, False)

    return {
        ("NS", H): line("N", H, 125, 37, 20),
        ("EW", H): line("E", H, 125, 37, 20),
        ("NS", S): line("N", S, 90, 72, 0),
        ("EW", S): line("E", S, 90, 72, 0),
    }


def _par(variant: Variant, annonces: int, first: str) -> Par:
    seats = ["N", "E", "S", "W"]
    order = seats[seats.index(first) :] + seats[: seats.index(first)]
    found = par(variant, _lines(variant, annonces), order)
    assert found is not None
    return found


def test_the_lines_score_as_worked(tmp_path: Path) -> None:
    variant = _variant(tmp_path, coinche=False)
    lines = _lines(variant, 0)
    # N-S 120 hearts: 125 >= 120, made: 120 * 1 + belote 20 = 140, E-W 0
    assert lines["NS", H].score(120) == (True, {"NS": 140, "EW": 0})
    # N-S 130 hearts: 125 < 130, failed: N-S keep the belote 20, E-W score 130
    assert lines["NS", H].score(130) == (False, {"NS": 20, "EW": 130})
    # E-W 130 spades: 72 < 130, failed: N-S score 130 (no belote in spades)
    assert lines["EW", S].score(130) == (False, {"NS": 130, "EW": 0})


@pytest.mark.parametrize(("first", "bid", "net"), [("N", 130, -130), ("E", 120, -120)])
def test_a_sacrifice_without_coinche(tmp_path: Path, first: str, bid: int, net: int) -> None:
    """Without coinche E-W, who can make nothing, sacrifice. N-S's best is 120 hearts, made: net
    +140 (120 + belote 20). Over it E-W bid 130 spades and go down: N-S score only 130, and N-S
    cannot bid on (130 hearts fails: 20 - 130). So N-S opening 120 hearts ends in E-W's 130 spades
    (N-S +130); every lower N-S opening the same way, E-W answering one step above it or sitting
    at 130 (N-S 110 hearts, +130 net, gets E-W's 120 spades: +120; E-W then gain by bidding).
    Worked down the ladder (spec/analysis.md), N-S's best opening is worth +130 and E-W's -120
    (E-W 120 spades: N-S cannot make 130, so they take the 120).

    N speaking first: N opens 120 hearts (+130 beats the +120 E-W's pre-empt would leave) and the
    auction ends in 130 spades by E-W, down, N-S +130. E speaking first: E pre-empts 120 spades,
    N-S let it go down: +120 only."""
    found = _par(_variant(tmp_path, coinche=False), 0, first)
    result = found.result
    assert result is not None
    assert (result.unit, result.trump, result.bid, result.doubling) == ("EW", S, bid, "plain")
    assert result.made is False
    assert result.scores == {"NS": bid, "EW": 0}
    assert found.net("EW") == net and found.net("NS") == -net


@pytest.mark.parametrize(("first", "bid"), [("N", 130), ("E", 120)])
def test_a_coinche_that_pays(tmp_path: Path, first: str, bid: int) -> None:
    """With coinche (x2) and N-S's annonces of 200 (counted when they make a contract), N-S's 120
    hearts is worth 120 + 20 + 200 = 340: so much that E-W still sacrifice when every sacrifice is
    coinched (130 spades coinched: N-S 260, which beats letting N-S score 340). N-S coinche it: the
    coinche pays them 260 instead of 130. E-W do not surcoinche (x4: N-S 520). N-S cannot bid on:
    130 hearts fails and E-W coinche it (20 - 260 = -240 net, worse than +260).
    N first: the auction ends in 130 spades by E-W coinched, N-S +260. E first: E pre-empts 120
    spades, coinched, N-S +240."""
    found = _par(_variant(tmp_path, coinche=True), 200, first)
    result = found.result
    assert result is not None
    assert (result.unit, result.trump, result.bid, result.doubling) == ("EW", S, bid, "coinched")
    assert result.scores == {"NS": 2 * bid, "EW": 0}
    assert found.net("NS") == 2 * bid


def test_a_made_contract_is_not_coinched_and_nobody_sacrifices_a_cheap_one(tmp_path: Path) -> None:
    """With coinche and no annonces, a sacrifice coinched costs E-W 2 x (bid) more than N-S's
    contract gives them (N-S 120 hearts: +140; E-W 130 spades coinched: N-S 260). So par is N-S's
    own best, 120 hearts plain (a made contract coinched would double N-S's score: E-W let it be),
    whoever speaks first (a pre-empt at 120 spades coinched costs E-W 240)."""
    for first in ("N", "E"):
        result = _par(_variant(tmp_path, coinche=True), 0, first).result
        assert result is not None
        assert (result.unit, result.trump, result.bid, result.doubling) == ("NS", H, 120, "plain")
        assert result.scores == {"NS": 140, "EW": 0}
