"""`refscore analyse` on a position given as `refscore legal` takes it (one player's view) with the
other hands: every legal card's value, the taking side's points from this trick to the end.

The position, coinche (RULES.md), spades trump, W took 90 spades for EW; trick 7, E led Q♦ and S
played J♦; W to play holding K♣ A♠, N still to play holding 7♦ 8♣; E keeps A♦, S keeps Q♠.
W has no diamond and his partner E is master (Q♦ above J♦), so he need not ruff: K♣ and A♠ are
both legal. Worked by hand (points: A 11, 10 10, K 4, Q 3, J 2 outside trumps; trump A 11, Q 3;
dix de der 10):
- K♣: N must follow with 7♦; E's Q♦ wins Q♦ J♦ K♣ 7♦ = 3 + 2 + 4 + 0 = 9 for EW. E leads A♦, S
  (no diamond) must ruff with Q♠, W plays A♠ (his last card) and over-ruffs, N throws 8♣: W wins
  11 + 3 + 11 + 0 = 25 and the dix de der 10. EW: 9 + 35 = 44.
- A♠: W ruffs, N follows 7♦: W wins 3 + 2 + 11 + 0 = 16 for EW. W leads K♣, N 8♣, E A♦, S ruffs
  with Q♠: NS take the last trick. EW: 16.
So K♣ is best for EW (44 against 16).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.cards import card_name
from refscore.base.resources import read_text
from refscore.load.situation import SituationError, read_situation
from refscore.load.variant_loader import shipped_variant
from refscore.solver.analyse import analyse_view

POSITION = [
    "--variant",
    "coinche",
    "--seat",
    "W",
    "--hand",
    "KC AS",
    "--contract",
    "90 S by W",
    "--on-table",
    "E:QD S:JD",
    "--other",
    "N: 7D 8C",
    "--other",
    "E: AD",
    "--other",
    "S: QS",
]


def _run(*args: str) -> Any:
    return CliRunner().invoke(cli, ["analyse", *args])


def test_every_legal_card_from_the_view_in_points() -> None:
    done = _run(*POSITION, "--format", "json")
    assert done.exit_code == 0, done.output
    document = json.loads(done.output)
    jsonschema.validate(document, json.loads(read_text("spec", "analysis.schema.json")))
    view = document["position"]
    assert (document["status"], view["trick"], view["position"], view["seat"], view["unit"]) == (
        "position",
        7,
        3,
        "W",
        "EW",
    )
    assert [(c["card"], c["value"], c["best"], c["made"], c["scores"]) for c in view["choices"]] == [
        ("KC", 44, True, None, None),
        ("AS", 16, False, None, None),
    ]


def test_french_text_names_the_cards_as_refscore_does() -> None:
    done = _run(
        "--lang",
        "fr",
        "--variant",
        "coinche",
        "--seat",
        "O",
        "--hand",
        "R♣ A♠",
        "--contract",
        "90 pique par O",
        "--on-table",
        "E:D♦ S:V♦",
        "--other",
        "N: 7♦ 8♣",
        "--other",
        "E: A♦",
        "--other",
        "S: D♠",
    )
    assert done.exit_code == 0, done.output
    assert "  R♣ : EO 44 points (meilleure)" in done.output
    assert "  A♠ : EO 16 points\n" in done.output
    english = _run(*POSITION)
    assert "  K♣: EW 44 points (best)" in english.output


def test_a_situation_file_with_every_hand(tmp_path: Path) -> None:
    situation = {
        "variant": "coinche",
        "seat": "W",
        "hand": ["KC", "AS"],
        "contract": {"trump": "S", "value": 90, "taker": "W"},
        "trick": [{"seat": "E", "card": "QD"}, {"seat": "S", "card": "JD"}],
        "others": {"N": ["7D", "8C"], "E": ["AD"], "S": ["QS"]},
    }
    path = tmp_path / "end.json"
    path.write_text(json.dumps(situation), encoding="utf-8")
    done = _run("--situation", str(path), "--format", "json")
    assert done.exit_code == 0, done.output
    choices = json.loads(done.output)["position"]["choices"]
    assert [(c["card"], c["value"]) for c in choices] == [("KC", 44), ("AS", 16)]


def test_a_three_card_ending_where_every_lead_keeps_the_value() -> None:
    """Hearts trump, S took 80 hearts for NS and leads the last three tricks. S: J♥ A♠ 7♠; W: K♠ Q♠
    8♠; N: 7♣ 8♣ 9♣; E: A♣ 10♣ K♣. Nobody but S holds a trump, N and E hold no spade: they throw
    clubs, freely. 63 card points are left, and the dix de der 10: 73. Worked by hand, NS's points:
    - 7♠ first: W must win it (every spade he holds is higher) and wins the most with K♠, E
      throwing A♣: EW 0 + 4 + 0 + 11 = 15. W must then lead a spade, which S takes (A♠, or J♥
      ruffing), and S's last card takes the last trick: NS take the rest and the dix de der,
      73 - 15 = 58. EW can do no better: W wins one trick only, with one of K♠ Q♠ (at most 4).
    - J♥ or A♠ first, then 7♠ second (not last): the same, W wins the second trick (K♠ 4, E's
      A♣ 11) and must lead into S's last card: NS 58 again. (Keeping 7♠ for the last trick would
      give it to W's K♠ or Q♠ with the dix de der: NS 48; S does not.)
    So every lead is worth 58: the three are best."""
    variant = shipped_variant("coinche")
    data = {
        "seat": "S",
        "hand": ["JH", "AS", "7S"],
        "contract": {"trump": "H", "value": 80, "taker": "S"},
        "others": {"W": ["KS", "QS", "8S"], "N": ["7C", "8C", "9C"], "E": ["AC", "TC", "KC"]},
    }
    analysis = analyse_view(read_situation(data, variant), variant)
    assert analysis.position is not None
    found = {card_name(choice.card): (choice.value, choice.best) for choice in analysis.position.choices}
    assert found == {"7S": (58, True), "AS": (58, True), "JH": (58, True)}


@pytest.mark.parametrize(
    ("others", "place", "words"),
    [
        ({"N": ["7D", "8C"], "E": ["AD"]}, "$.others", "no hand for S"),
        ({"N": ["7D", "8C"], "E": ["AD", "9D"], "S": ["QS"]}, "$.others.E", "E holds 2 cards, 1 expected"),
        ({"N": ["7D"], "E": ["AD"], "S": ["QS"]}, "$.others.N", "N holds 1 cards, 2 expected"),
    ],
)
def test_hands_that_do_not_fit_are_refused(others: dict[str, list[str]], place: str, words: str) -> None:
    variant = shipped_variant("coinche")
    data = {
        "seat": "W",
        "hand": ["KC", "AS"],
        "contract": {"trump": "S", "value": 90, "taker": "W"},
        "trick": [{"seat": "E", "card": "QD"}, {"seat": "S", "card": "JD"}],
        "others": others,
    }
    with pytest.raises(SituationError) as error:
        analyse_view(read_situation(data, variant), variant)
    assert error.value.place == place
    assert words in str(error.value)


def test_errors_on_the_command_line_in_both_languages() -> None:
    twice = [*POSITION]
    twice[twice.index("N: 7D 8C")] = "N: 7D QD"
    done = _run(*twice)
    assert done.exit_code == 2
    assert "QD is both at" in done.output and "Traceback" not in done.output
    no_taker = [*POSITION]
    no_taker[no_taker.index("90 S by W")] = "90 S"
    done = _run(*no_taker)
    assert done.exit_code == 2
    assert "the contract names no taker" in done.output
    done = _run(
        "--lang",
        "fr",
        "--variant",
        "coinche",
        "--seat",
        "O",
        "--hand",
        "R♣ A♠",
        "--contract",
        "90 pique",
        "--other",
        "N: 7♦ 8♣",
        "--other",
        "E: A♦",
        "--other",
        "S: D♠",
    )
    assert done.exit_code == 2
    assert "le contrat ne nomme pas de preneur" in done.output
    missing = _run(
        "--lang",
        "fr",
        "--variant",
        "coinche",
        "--seat",
        "O",
        "--hand",
        "R♣ A♠",
        "--contract",
        "90 pique par O",
        "--other",
        "N: 7♦ 8♣",
        "--other",
        "E: A♦",
    )
    assert missing.exit_code == 2
    assert "pas de main pour S" in missing.output
    both = _run("deal.json", "--seat", "W")
    assert both.exit_code == 2 and "not both" in both.output


def test_an_html_page_of_the_position(tmp_path: Path) -> None:
    page = tmp_path / "position.html"
    done = _run(*POSITION, "--format", "html", "-o", str(page))
    assert done.exit_code == 0, done.output
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    assert "<li>K♣: EW 44 points (best)</li><li>A♠: EW 16 points</li>" in html
    deal = _run("deal.json", "--format", "html")
    assert deal.exit_code == 2 and "render DEAL --analyse" in deal.output


def test_no_capot_is_counted_when_the_tricks_before_are_unknown() -> None:
    """Spades trump (contrée), W took 90 ♠ for EW and leads the last two tricks. W: 7♠ 8♠;
    N: 7♦ 8♦; E: 9♦ J♦; S: 7♣ 8♣. W's trumps win both tricks whatever he leads. Worked by hand: the
    cards left are worth J♦ 2 (the others 0), and the last trick's dix de der 10: EW 12. EW take
    every trick from here, but who took the six before is unknown, so no capot is counted (a capot
    would have made it 250 or more)."""
    done = _run(
        "--variant", "contree", "--seat", "W", "--hand", "7S 8S", "--contract", "90 S by W",
        "--other", "N: 7D 8D", "--other", "E: 9D JD", "--other", "S: 7C 8C", "--format", "json",
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    choices = json.loads(done.output)["position"]["choices"]
    assert [(c["card"], c["value"]) for c in choices] == [("7S", 12), ("8S", 12)]
