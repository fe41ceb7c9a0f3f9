"""What could he know (single dummy), on end positions worked by hand.

The deal (coinche with four cards each, spades trump, W takes 80 for EW; dealer E, so S leads):
    N  Q♦ 9♠ 8♥ 8♣      E  K♦ 8♠ A♥ 7♦ (the guess) or K♦ 8♠ A♥ 9♣ (the forced line)
    S  10♦ Q♠ A♦ A♣     W  7♠ V♠ 7♥ 7♣
Trick 1: S 10♦, W ruffs 7♠ (no diamond), N Q♦, E K♦: EW 10 + 3 + 4 = 17. Trick 2: W V♠, N 9♠, E 8♠,
S Q♠ (all forced): EW 20 + 14 + 3 = 37. Trick 3: W 7♥, N 8♥, E A♥, and S, with no heart and no trump,
discards one of his aces: E wins, EW 11 + 11 = 22 (76 so far). E leads his last card to trick 4.

S sees his hand and the cards played: the three cards left to W, N and E are hidden. W showed no
diamond at trick 1, so he holds none.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.cards import DECK, card_name, parse_card
from refscore.load.variant_loader import load_variant
from refscore.model.record import read_record
from refscore.model.variant import Variant
from refscore.solver.analyse import analyse_deal
from refscore.solver.single_dummy import single_dummy

VARIANT = "schema_version: 1\nid: small-coinche\nextends: coinche\ndeal: {hand_size: 4, dead_cards: 16}\n"


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Variant:
    path = tmp_path_factory.mktemp("variant") / "small.yaml"
    path.write_text(VARIANT, encoding="utf-8")
    return load_variant(str(path))


def _deal(e_last: str, s_third: str, s_last: str, fourth: list[str]) -> dict[str, Any]:
    hands = {
        "N": ["QD", "9S", "8H", "8C"],
        "E": ["KD", "8S", "AH", e_last],
        "S": ["10D", "QS", "AD", "AC"],
        "W": ["7S", "JS", "7H", "7C"],
    }
    held = {card for hand in hands.values() for card in hand}
    return {
        "dealer": "E",
        "hands": hands,
        "dead": [card_name(card) for card in DECK if card_name(card) not in held],
        "auction": [
            {"seat": "S", "call": "pass"},
            {"seat": "W", "call": "bid", "value": 80, "trump": "S"},
            {"seat": "N", "call": "pass"},
            {"seat": "E", "call": "pass"},
            {"seat": "S", "call": "pass"},
        ],
        "tricks": [["10D", "7S", "QD", "KD"], ["JS", "9S", "8S", "QS"], ["7H", "8H", "AH", s_third], fourth],
    }


def test_a_guess_right_on_half_the_layouts(small: Variant) -> None:
    """E's last card is 7♦. The hidden 7♣, 8♣, 7♦ lie in four ways (W holds no diamond), all as
    likely: (W, N, E) = (7♣, 7♦, 8♣), (7♣, 8♣, 7♦), (8♣, 7♦, 7♣), (8♣, 7♣, 7♦). E leads his card:
    - S keeps A♦ (plays A♣ now): a diamond lead (2 layouts) S wins, 11 + dix de der 10 to NS: EW 76;
      a club lead the highest club wins for EW (E's 8♣ over W's 7♣, or W's 8♣ over E's 7♣): EW 76 +
      S's discarded A♦ 11 + 10 = 97. Mean (76 + 97) / 2 = 86.5.
    - S keeps A♣ (plays A♦ now): the other way round, 86.5.
    A true guess: neither card is a mistake with what S could see. Double dummy (E holds 7♦) S's A♦
    cost 21 points and gave the contract away (76, failed, against 97, made)."""
    record = read_record(_deal("7D", "AD", "AC", ["7D", "AC", "7C", "8C"]), small)
    analysis = analyse_deal(record, small, table=False)
    assert analysis.played is not None and (analysis.played.points, analysis.played.made) == (97, True)
    assert analysis.decisive is not None and (analysis.decisive.seat, analysis.decisive.cost) == ("S", 21)
    answer = single_dummy(record, small, 3, 4, samples=200, seed=7)
    assert answer.seat == "S" and not answer.taker_side and answer.samples == 200
    assert {card_name(e.card) for e in answer.estimates} == {"AD", "AC"}
    for estimate in answer.estimates:
        assert abs(estimate.mean - 86.5) <= estimate.bound, estimate
        assert 0 < estimate.bound < 5  # values 76 or 97 half the time: 3 x 10.5 / sqrt(200) = 2.2
    assert answer.mistake is False
    # the same seed, the same answer; another seed, another sample, still within its bound
    assert single_dummy(record, small, 3, 4, samples=200, seed=7) == answer
    other = single_dummy(record, small, 3, 4, samples=200, seed=8)
    assert other != answer and all(abs(e.mean - 86.5) <= e.bound for e in other.estimates)


def test_a_forced_line_and_a_mistake_with_his_information(small: Variant) -> None:
    """E's last card is 9♣: the hidden 7♣, 8♣, 9♣ lie in six ways, and E always leads a club.
    - S keeps A♣ (plays A♦ now): he wins the last trick in every layout: EW 76, always (bound 0).
    - S keeps A♦ (plays A♣ now, as recorded): the 9♣ wins the last trick with S's A♦; N holds it in
      two layouts of six (NS 11 + 10: EW 76), W or E in four (EW 97): mean (2 x 76 + 4 x 97) / 6 = 90.
    With what S could see, A♣ was a mistake: 14 points worse than A♦, beyond both bounds."""
    record = read_record(_deal("9C", "AC", "AD", ["9C", "AD", "7C", "8C"]), small)
    answer = single_dummy(record, small, 3, 4, samples=150, seed=1)
    by_card = {card_name(e.card): e for e in answer.estimates}
    assert by_card["AD"].mean == 76 and by_card["AD"].bound == 0
    assert abs(by_card["AC"].mean - 90) <= by_card["AC"].bound
    assert answer.best == parse_card("AD") and answer.played == parse_card("AC")
    assert answer.mistake is True


def test_from_the_command_line(small: Variant, tmp_path: Path) -> None:
    variant = tmp_path / "small.yaml"
    variant.write_text(VARIANT, encoding="utf-8")
    deal = tmp_path / "guess.json"
    deal.write_text(json.dumps(_deal("7D", "AD", "AC", ["7D", "AC", "7C", "8C"])), encoding="utf-8")
    args = ["analyse", str(deal), "--variant", str(variant), "--what-he-knew", "3.4", "--seed", "7"]
    first = CliRunner().invoke(cli, [*args, "--format", "json"])
    assert first.exit_code == 0, first.output
    assert (
        CliRunner().invoke(cli, [*args, "--format", "json"]).output == first.output
    )  # same seed, same bytes
    document = json.loads(first.output)
    assert (document["seat"], document["played"], document["samples"], document["mistake"]) == (
        "S",
        "AD",
        200,
        False,
    )
    french = CliRunner().invoke(cli, [*args, "--lang", "fr"]).output
    assert "Que pouvait savoir S ? Pli 3, carte 4 : 200 répartitions" in french
    assert "A♦ n'était pas une erreur avec ce qu'il pouvait voir" in french
    missing = CliRunner().invoke(
        cli, ["analyse", str(deal), "--variant", str(variant), "--what-he-knew", "9.1"]
    )
    assert missing.exit_code == 2 and "no card 1 in trick 9" in missing.output
