"""The coach view (`refscore legal`): the cards a seat could play at one point, and why not the others.

Every position below is worked by hand from the hands of the deal and rules 3.3-3.10 of
spec/rules.md (hearts trump: J 9 A 10 K Q 8 7).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.cards import card_name
from refscore.judge.positions import CoachError, position_at, refusals
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import read_record
from refscore.text.coach import coach_text

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"
MADE_DEAL = ROOT / "conformance" / "notation" / "seed002-made.deal"
COINCHE = shipped_variant("coinche")


def names(cards: Any) -> list[str]:
    return [card_name(card) for card in cards]


def made(**changes: Any) -> Any:
    data = json.loads(MADE.read_text(encoding="utf-8"))
    data.update(changes)
    return read_record(data, COINCHE)


# A deal built for the ruffing duties: N holds every spade and leads the ace; nobody else can follow.
RUFF_DEAL = {
    "variant": "coinche",
    "dealer": "W",
    "hands": {
        "N": ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"],
        "E": ["8H", "10H", "AD", "KD", "QD", "JD", "9D", "8D"],
        "S": ["JH", "9H", "7H", "AC", "KC", "QC", "JC", "10C"],
        "W": ["AH", "KH", "QH", "10D", "7D", "9C", "8C", "7C"],
    },
    "auction": [
        {"seat": "N", "call": "pass"},
        {"seat": "E", "call": "pass"},
        {"seat": "S", "call": "bid", "value": 80, "trump": "H"},
        {"seat": "W", "call": "pass"},
        {"seat": "N", "call": "pass"},
        {"seat": "E", "call": "pass"},
    ],
    "tricks": [["AS", "10H", "9H", "AH"]],
}


def test_the_leader_may_lead_anything() -> None:
    position = position_at(made(), COINCHE, 1, "N")
    assert position.before == () and position.leader == "N"
    assert names(position.allowed) == ["9S", "JS", "AS", "JH", "8D", "10D", "8C", "10C"]
    assert refusals(position) == []
    assert position.played is not None and card_name(position.played) == "JS"


def test_follow_suit_after_the_replay() -> None:
    # S was dealt 8S 10S 7H QH AH JD QD KC and played 10S (trick 1) and 7H (trick 2). Trick 3 is
    # led by N (he won trick 2 with JH): N 9S, E ruffs KH; S holds 8S and must follow spades.
    position = position_at(made(), COINCHE, 3, "S")
    assert position.leader == "N"
    assert [(seat, card_name(card)) for seat, card in position.before] == [("N", "9S"), ("E", "KH")]
    assert names(position.hand) == ["8S", "QH", "AH", "JD", "QD", "KC"]
    assert names(position.allowed) == ["8S"]
    [refusal] = refusals(position)
    assert refusal.rule == "play.follow-suit" and names(refusal.cards) == ["QH", "AH", "JD", "QD", "KC"]
    assert position.master is not None and position.master[0] == "E"


def test_trump_lead_must_go_over() -> None:
    # Trick 4, led by E (he won trick 3) with 10H. S holds QH AH JD QD KC: he must follow hearts
    # and go over the 10 (rule play.trump-lead-overtake): only AH; QH is lower than the 10.
    position = position_at(made(), COINCHE, 4, "S")
    assert names(position.allowed) == ["AH"]
    by_rule = {refusal.rule: names(refusal.cards) for refusal in refusals(position)}
    assert by_rule == {"play.follow-suit": ["JD", "QD", "KC"], "play.trump-lead-overtake": ["QH"]}


def test_must_ruff_and_must_overruff() -> None:
    record = read_record(RUFF_DEAL, COINCHE)
    # E cannot follow the spade ace, N (an opponent) is master: E must ruff (rule play.must-ruff),
    # with either trump since none is on the table yet.
    east = position_at(record, COINCHE, 1, "E")
    assert names(east.allowed) == ["8H", "10H"]
    assert [(r.rule, names(r.cards)) for r in refusals(east)] == [
        ("play.must-ruff", ["8D", "9D", "JD", "QD", "KD", "AD"])
    ]
    # S cannot follow either, and E ruffed with the 10: S must ruff and go over it (rule
    # play.must-overruff): JH and 9H are above the 10 of trump, 7H is below.
    south = position_at(record, COINCHE, 1, "S")
    assert names(south.allowed) == ["9H", "JH"]
    assert [(r.rule, names(r.cards)) for r in refusals(south)] == [
        ("play.must-ruff", ["10C", "JC", "QC", "KC", "AC"]),
        ("play.must-overruff", ["7H"]),
    ]
    # W holds only trumps lower than S's 9 (A K Q): coinche has no duty to under-ruff, any card goes.
    west = position_at(record, COINCHE, 1, "W")
    assert len(west.allowed) == 8 and refusals(west) == []


def test_under_ruffing_forced_in_a_house_variant(make_variant: Any) -> None:
    variant = make_variant("extends: coinche\nplay:\n  underruff: forced\n")
    west = position_at(read_record(RUFF_DEAL, variant), variant, 1, "W")
    # W must still play one of his lower trumps (rule play.underruff)
    assert names(west.allowed) == ["QH", "KH", "AH"]
    assert [r.rule for r in refusals(west)] == ["play.underruff"]
    assert "must still play one (under-ruff)" in coach_text(west)


def test_coach_text_in_english_and_french() -> None:
    record = read_record(RUFF_DEAL, COINCHE)
    south = position_at(record, COINCHE, 1, "S")
    text = coach_text(south, "en")
    assert "Trick 1, S to play — contract 80 ♥ by S." in text
    assert "On the table: N A♠, E 10♥." in text and "Master so far: E with 10♥ (a trump)." in text
    assert "May play: 9♥ J♥" in text
    assert "7♥ — rule play.must-overruff (3.8 Over an opponent's ruff, go over it):" in text
    assert "E ruffed with 10♥; S can over-ruff and must." in text
    assert "The record has S playing 9♥ here: allowed." in text
    text = coach_text(south, "fr")
    assert "Pli 1, à S de jouer — contrat 80 ♥ par S." in text
    assert "Maître pour l'instant : E avec le 10♥ (un atout)." in text
    assert "Peut jouer : 9♥ V♥" in text and "E a coupé avec le 10♥ ; S peut surcouper et le doit." in text
    assert "L'enregistrement fait jouer le 9♥ à S ici : c'est permis." in text
    assert "règle play.must-overruff (3.8 Sur la coupe d'un adversaire : surcouper)" in text


def test_positions_that_cannot_be_shown() -> None:
    record = read_record(RUFF_DEAL, COINCHE)
    with pytest.raises(CoachError, match="only 0 card"):
        position_at(record, COINCHE, 2, "E")  # trick 2 is led by S (he won trick 1), E plays later
    assert position_at(record, COINCHE, 2, "S").before == ()  # the next trick's leader may be shown
    with pytest.raises(CoachError, match="no trick 9"):
        position_at(made(), COINCHE, 9, "N")
    with pytest.raises(CoachError, match="unknown seat 'X'"):
        position_at(made(), COINCHE, 1, "X")
    passes = [{"seat": seat, "call": "pass"} for seat in "NESW"]
    with pytest.raises(CoachError, match="no contract: everybody passed"):
        position_at(made(auction=passes, tricks=[]), COINCHE, 1, "N")


def test_an_earlier_illegal_card_is_reported_and_the_replay_goes_on() -> None:
    data = json.loads(MADE.read_text(encoding="utf-8"))
    data["tricks"][0][1], data["tricks"][6][3] = "7D", "QS"  # E does not follow spades at trick 1
    position = position_at(read_record(data, COINCHE), COINCHE, 2, "W")
    assert (1, "E", "play.follow-suit") in position.problems
    assert "at trick 1, E's card breaks rule play.follow-suit" in coach_text(position)


def test_legal_command() -> None:
    runner = CliRunner()
    done = runner.invoke(cli, ["legal", str(MADE_DEAL), "--trick", "3", "--seat", "S"])
    assert done.exit_code == 0, done.output
    assert "May play: 8♠" in done.output and "S holds spades ♠, the suit led, and must follow." in done.output
    done = runner.invoke(cli, ["legal", str(MADE), "-t", "3", "-s", "S", "--lang", "fr"])
    assert done.exit_code == 0 and "Peut jouer : 8♠" in done.output
    done = runner.invoke(cli, ["legal", str(MADE), "-t", "9", "-s", "S"])
    assert done.exit_code == 2 and "there is no trick 9" in done.output and str(MADE) in done.output
    done = runner.invoke(cli, ["legal", str(MADE), "-t", "0", "-s", "S"])
    assert done.exit_code == 2
