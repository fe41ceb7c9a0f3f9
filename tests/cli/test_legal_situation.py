"""`refscore legal` from what a player knows (a situation), every duty said both ways with its rule.

The expected legal sets are worked by hand from spec/rules.md section 3 (coinche: follow suit; unable
to follow, ruff unless the partner is master; over-ruff an opponent; no duty to under-ruff).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from refscore.base.cards import card_name
from refscore.judge.generate import random_deal
from refscore.judge.positions import CoachError, duties, position_at, position_from_situation
from refscore.load.situation import SituationError, read_situation
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.render.legal_text import situation_text

ROOT = Path(__file__).resolve().parents[2]
COINCHE = shipped_variant("coinche")
SCHEMA = json.loads((ROOT / "spec/situation.schema.json").read_text(encoding="utf-8"))


def situation(seat: str, hand: str, trump: str, trick: str = "", **extra: Any) -> dict[str, Any]:
    played = [{"seat": token.split(":")[0], "card": token.split(":")[1]} for token in trick.split()]
    data = {"seat": seat, "hand": hand.split(), "contract": {"trump": trump}, "trick": played, **extra}
    jsonschema.validate(data, SCHEMA)
    return data


def answer(data: dict[str, Any], variant: Any = COINCHE) -> tuple[set[str], list[tuple[str, bool, str]]]:
    position = position_from_situation(read_situation(data, variant), variant)
    allowed = {card_name(card) for card in position.allowed}
    return allowed, [(duty.rule, duty.binds, duty.reason) for duty in duties(position)]


def test_partner_master_need_not_ruff() -> None:
    # N (S's partner) leads AC, E follows 8C: S has no club; his partner is master -> any card
    allowed, why = answer(situation("S", "8S 7H QH JD", "H", "N:AC E:8C"))
    assert allowed == {"8S", "7H", "QH", "JD"}
    assert why == [
        ("play.follow-suit", False, "cannot_follow"),
        ("play.partner-master", False, "partner_master"),
    ]


def test_opponent_master_must_ruff() -> None:
    # E, an opponent, leads AC and is master; S has no club and holds 7H QH: he must ruff -> 7H QH
    allowed, why = answer(situation("S", "8S 7H QH JD", "H", "E:AC"))
    assert allowed == {"7H", "QH"}
    assert ("play.must-ruff", True, "ruff") in why


def test_over_an_opponents_ruff_must_overruff_if_able() -> None:
    # W leads AC, N follows 8C, E ruffs with 9H (14); S holds JH (20) and 7H: over-ruff -> JH only
    allowed, why = answer(situation("S", "8S 7H JH", "H", "W:AC N:8C E:9H"))
    assert allowed == {"JH"}
    assert [rule for rule, binds, _ in why if binds] == ["play.must-ruff", "play.must-overruff"]


def test_unable_to_overruff_no_duty_to_underruff() -> None:
    # as above but S holds only 7H and QH, lower than E's 9H: no duty to under-ruff -> any card
    allowed, why = answer(situation("S", "8S 7H QH", "H", "W:AC N:8C E:9H"))
    assert allowed == {"8S", "7H", "QH"}
    assert ("play.underruff", False, "underruff_free") in why


def test_trump_lead_go_over_or_cannot() -> None:
    # N leads 9H (14): E holds JH (20) and 7H: he must go over -> JH; with 10H 7H he cannot -> both
    assert answer(situation("E", "JH 7H AD", "H", "N:9H"))[0] == {"JH"}
    allowed, why = answer(situation("E", "10H 7H AD", "H", "N:9H"))
    assert allowed == {"10H", "7H"}
    assert ("play.trump-lead-overtake", False, "cannot_go_over") in why


def test_leading_any_card() -> None:
    allowed, why = answer(situation("N", "8S 7H", "H"))
    assert allowed == {"8S", "7H"} and why == [("play.turn", False, "lead")]


def test_chien_each_for_himself_must_ruff() -> None:
    # chien-3: no partner; A leads AC, B has no club and holds 7H: he must ruff -> 7H
    allowed, _ = answer(situation("B", "8S 7H", "H", "A:AC"), shipped_variant("chien-3"))
    assert allowed == {"7H"}


def test_the_answer_names_the_rule_both_ways_in_both_languages() -> None:
    free = position_from_situation(
        read_situation(situation("S", "8S 7H", "H", "N:AC E:8C"), COINCHE), COINCHE
    )
    bound = position_from_situation(read_situation(situation("S", "8S 7H", "H", "E:AC"), COINCHE), COINCHE)
    assert "your partner N is master with A♣, you need not ruff (play.partner-master)" in situation_text(free)
    assert "you must ruff (play.must-ruff)" in situation_text(bound)
    assert (
        "votre partenaire N est maître avec l'A♣, vous n'êtes pas obligé de couper (play.partner-master)"
        in situation_text(free, "fr")
    )
    assert "vous devez couper (play.must-ruff)" in situation_text(bound, "fr")


@pytest.mark.parametrize(
    ("data", "place"),
    [
        ({"seat": "X", "hand": ["8S"], "contract": {"trump": "H"}}, "$.seat"),
        ({"seat": "S", "hand": ["8S", "ZZ"], "contract": {"trump": "H"}}, "$.hand[1]"),
        ({"seat": "S", "hand": ["8S"], "contract": {"trump": "SA"}}, "$.contract.trump"),
        (
            {"seat": "S", "hand": ["8S"], "contract": {"trump": "H"}, "trick": [{"seat": "N", "card": "8S"}]},
            "$.seat",
        ),
        (
            {"seat": "S", "hand": ["8S"], "contract": {"trump": "H"}, "trick": [{"seat": "E", "card": "8S"}]},
            "$.trick[0].card",
        ),
        ({"seat": "S", "hand": ["8S"], "contract": {"trump": "H"}, "others": {"N": ["8S"]}}, "$.others.N"),
        ({"seat": "S", "hand": ["8S"], "contract": {"trump": "H"}, "extra": 1}, "$.extra"),
    ],
)
def test_impossible_situations_are_refused_naming_the_place(data: dict[str, Any], place: str) -> None:
    with pytest.raises(SituationError) as error:
        read_situation(data, COINCHE)
    assert error.value.place == place


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(shipped_names()), st.integers(0, 10_000), st.data())
def test_a_situation_taken_from_a_deal_gives_the_same_answer(
    name: str, seed: int, data: st.DataObject
) -> None:
    """The player's view (hand, trump, trick so far) decides exactly what the whole deal decides."""
    variant = shipped_variant(name)
    record = read_record(random_deal(variant, seed), variant)
    trick = data.draw(st.integers(1, variant.hand_size))
    seat = data.draw(st.sampled_from(variant.seats))
    try:
        full = position_at(record, variant, trick, seat)
    except CoachError:
        return
    seen = situation(
        seat,
        " ".join(card_name(card) for card in full.hand),
        str(full.contract.trump),
        " ".join(f"{who}:{card_name(card)}" for who, card in full.before),
    )
    mine = position_from_situation(read_situation(seen, variant), variant)
    assert mine.allowed == full.allowed
    assert [rule for rule, _ in mine.legality.steps] == [d.rule for d in duties(mine) if d.binds]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "refscore", "legal", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )


def test_cli_options_file_and_errors() -> None:
    options = _cli(
        "--variant",
        "coinche",
        "--seat",
        "E",
        "--hand",
        "10H KH 7D",
        "--contract",
        "110 H by S",
        "--table",
        "N:9S",
    )
    assert options.returncode == 0 and "E may play: 10♥ K♥." in options.stdout
    assert "you must ruff (play.must-ruff)" in options.stdout
    from_file = _cli("--situation", "spec/examples/situation-partner-master.json")
    assert from_file.returncode == 0 and "(play.partner-master)" in from_file.stdout
    duplicate = _cli("--variant", "coinche", "--seat", "E", "--hand", "10H 10H", "--contract", "H")
    assert (
        duplicate.returncode == 2 and "deal.deck" in duplicate.stderr and "Traceback" not in duplicate.stderr
    )
    no_variant = _cli("--seat", "E", "--hand", "10H", "--contract", "H")
    assert no_variant.returncode == 2 and "variant" in no_variant.stderr
    deal = _cli("conformance/deals/seed002-made.json", "--trick", "3", "--seat", "E")
    assert deal.returncode == 0 and "you must ruff (play.must-ruff)" in deal.stdout


def test_a_restriction_without_words_of_its_own_is_said_by_the_cards_it_leaves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A restriction the coach has no words for (a new play option's) is said in the words of the
    part of the hand it leaves, at its place among the kernel's steps: here over-ruffing, its words
    taken away, as a new option's duty would be."""
    from refscore.judge import positions
    from refscore.kernel.play import Subset
    from refscore.render.legal_text import duties_lines
    from refscore.text.coach import why_not

    monkeypatch.delitem(positions.NAMED_STEPS, ("play.must-overruff", Subset.TRUMPS_HIGHER))
    # W leads AC, N follows 8C, E ruffs with 9H; S holds JH 7H 8S: he must ruff, and go over 9H -> JH
    data = situation("S", "8S 7H JH", "H", "W:AC N:8C E:9H")
    position = position_from_situation(read_situation(data, COINCHE), COINCHE)
    assert [(d.rule, d.binds, d.reason) for d in duties(position)] == [
        ("play.follow-suit", False, "cannot_follow"),
        ("play.must-ruff", True, "ruff"),
        ("play.must-overruff", True, "subset.TRUMPS_HIGHER"),
    ]
    lines = duties_lines(position, "en")
    assert lines[-1] == "  - you must play a trump over E's 9♥ (play.must-overruff) — leaves J♥"
    assert why_not(position, "play.must-overruff", "fr") == "S doit jouer un atout plus fort que le 9♥ de E"


@pytest.mark.parametrize(
    ("hand", "trick", "sentence"),
    [
        # E ruffs the A♣ led with the queen of trumps: over-ruffing goes over "la D♥"
        ("8S 7H KH", "W:AC N:8C E:QH", "vous devez surcouper la D♥ de E (play.must-overruff)"),
        # ... with the ace of trumps, which S cannot beat: "l'A♥" (as), never "le A♥"
        ("8S 7H KH", "W:AC N:8C E:AH", "vous ne pouvez pas surcouper l'A♥ de E"),
        # ... with the eight of trumps: "le 8♥" (huit: aspirated h, no elision)
        ("8S 7H KH", "W:AC N:8C E:8H", "vous devez surcouper le 8♥ de E (play.must-overruff)"),
        # the jack of clubs led by the partner, master: "le V♣" (valet)
        ("8S 7H", "N:JC E:8C", "votre partenaire N est maître avec le V♣, vous n'êtes pas obligé de couper"),
    ],
)
def test_french_names_the_card_with_its_article(hand: str, trick: str, sentence: str) -> None:
    """French says "l'as", "la dame", "le valet", "le huit": a sentence that named the card after
    "le" whatever its rank read "monter sur le A♣" (spec/notation.md: French cards V, D, R, A)."""
    position = position_from_situation(read_situation(situation("S", hand, "H", trick), COINCHE), COINCHE)
    assert sentence in situation_text(position, "fr")
