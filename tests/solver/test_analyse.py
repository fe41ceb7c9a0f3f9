"""`refscore analyse` on the worked example of the source rules (seed 002) and on an illegal copy.

Why these expectations: the as-played figures are the seed's own (110 hearts by S, the takers make
124 and the deal scores 234 to 38); the rest are properties any correct analysis has (values chain
from card to card, a card that costs nothing keeps the value, the card after an illegal one is not
analysed), checked by hand where stated.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner
from refscore.cli.analyse_cmd import analysis_text
from refscore.cli.main import cli

from refscore.base.cards import card_name
from refscore.load.variant_loader import shipped_variant
from refscore.model.record import Trump, read_record
from refscore.model.variant import TrumpKind
from refscore.solver.analyse import Analysis, analyse_deal, analyse_deals, analysis_to_json

ROOT = Path(__file__).resolve().parents[2]
MADE = ROOT / "conformance" / "deals" / "seed002-made.json"
SCHEMA = json.loads((ROOT / "spec" / "analysis.schema.json").read_text(encoding="utf-8"))


def _illegal_data() -> dict[str, Any]:
    """seed002 with E revoking at trick 1: he holds QS (his only spade) but plays 9H."""
    data: dict[str, Any] = json.loads(MADE.read_text(encoding="utf-8"))
    broken = copy.deepcopy(data)
    broken["tricks"][0] = ["JS", "9H", "10S", "KS"]
    broken["tricks"][1] = ["7H", "8H", "JH", "QS"]
    return broken


@pytest.fixture(scope="module")
def made() -> Analysis:
    v = shipped_variant("coinche")
    # the table only for sans atout, to keep the suite fast: one row, two searches
    record = read_record(json.loads(MADE.read_text(encoding="utf-8")), v)
    return analyse_deal(record, v, trumps=(Trump(TrumpKind.NO_TRUMP),))


def test_the_deal_as_played_is_the_seed_example(made: Analysis) -> None:
    # seeds/002: 110 hearts by S; NS take 124 points (cards and dix de der), made: 234 to 38.
    assert made.played is not None
    assert (made.played.points, made.played.made, made.played.scores) == (124, True, {"NS": 234, "EW": 38})
    assert made.cards[-1].after == 124  # after the last card the value is what was taken


def test_values_chain_and_costs_are_differences(made: Analysis) -> None:
    assert made.best is not None
    assert made.cards[0].before == made.best.points
    assert len(made.cards) == 32
    for previous, note in zip(made.cards, made.cards[1:], strict=False):
        assert note.before == previous.after
    for note in made.cards:
        takers = note.seat in ("N", "S")
        assert note.cost == (note.before - note.after if takers else note.after - note.before)
        assert note.cost >= 0
        assert bool(note.better) == bool(note.cost)
        assert note.card not in note.better
        if not note.cost:
            assert note.made_after == note.made_before


def test_trick_one_king_of_spades_cost_the_defence(made: Analysis) -> None:
    # Trick 1: JS QS 10S, then W (holding 7S KS) plays KS; S's 10S wins the trick either way, so the
    # 7S would have given NS 4 points fewer on this trick (K = 4 in the plain scale).
    note = made.cards[3]
    assert (note.seat, card_name(note.card)) == ("W", "KS")
    assert note.cost >= 1
    assert [card_name(c) for c in note.better] == ["7S"]


def test_table_rows_give_both_sides(made: Analysis) -> None:
    (row,) = made.table
    assert row.trump == "SA"
    assert set(row.points) == {"NS", "EW"}
    # sans atout: 4 aces at 19, 4 tens, kings, queens, jacks = 4 * (19 + 10 + 4 + 3 + 2) = 152, + der 10;
    # with no capot bonus in coinche (capot 10 = der), both sides share 162 exactly.
    assert row.points["NS"] + row.points["EW"] == 162
    for unit, bid in row.best_bid.items():
        if isinstance(bid, int):
            assert bid <= row.points[unit] + 20  # a bid is made on points (plus at most the belote)


def test_json_validates_and_text_in_both_languages(made: Analysis) -> None:
    document = analysis_to_json(made, "seed002-made.json")
    jsonschema.validate(document, SCHEMA)
    english = analysis_text(document, "en")
    french = analysis_text(document, "fr")
    assert "As played: NS 124 points, made; score NS 234, EW 38" in english
    assert "Tel que joué : NS 124 points, réussi ; marque NS 234, EO 38" in french  # Est-Ouest: EO
    assert "Card by card" in english and "Carte par carte" in french


def test_an_illegal_card_gets_the_value_before_it() -> None:
    v = shipped_variant("coinche")
    analysis = analyse_deal(read_record(_illegal_data(), v), v, table=False)
    bad = analysis.irregularity
    assert bad is not None
    assert (bad.trick, bad.position, bad.seat, card_name(bad.card)) == (1, 2, "E", "9H")
    assert bad.rule == "play.follow-suit"
    assert [card_name(c) for c in bad.legal] == ["QS"]  # his only spade (rule play.follow-suit)
    assert len(analysis.cards) == 1 and bad.value == analysis.cards[0].after
    jsonschema.validate(analysis_to_json(analysis), SCHEMA)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cli(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(_illegal_data()), encoding="utf-8")
    done = CliRunner().invoke(cli, ["analyse", str(path), "--no-table", "--lang", lang])
    assert done.exit_code == 1, done.output  # as `check`: an illegal deal exits 1
    assert ("illegal (play.follow-suit)" if lang == "en" else "illégal (play.follow-suit)") in done.output
    as_json = CliRunner().invoke(cli, ["analyse", str(path), "--no-table", "--format", "json"])
    jsonschema.validate(json.loads(as_json.output), SCHEMA)


def test_batch_keeps_order_and_reports_bad_lines(tmp_path: Path) -> None:
    path = tmp_path / "deals.jsonl"
    path.write_text(json.dumps(_illegal_data()) + "\n{not json\n", encoding="utf-8")
    done = CliRunner().invoke(cli, ["analyse", str(path), "--no-table"])
    assert done.exit_code == 2
    first, second = (json.loads(line) for line in done.output.splitlines())
    assert first["line"] == 1 and first["irregularity"]["card"] == "9H"
    assert second["line"] == 2 and "error" in second


def test_threads_give_one_threads_bytes_in_input_order(tmp_path: Path) -> None:
    # the seed deal, its illegal copy and a bad line, three times over: --threads 2 (a pool of
    # threads, the search without the GIL) writes what one thread writes, line for line
    lines = [MADE.read_text(encoding="utf-8").replace("\n", " "), json.dumps(_illegal_data()), "{not json"]
    path = tmp_path / "deals.jsonl"
    path.write_text("\n".join(lines * 3) + "\n", encoding="utf-8")
    one = CliRunner().invoke(cli, ["analyse", str(path), "--no-table"])
    two = CliRunner().invoke(cli, ["analyse", str(path), "--no-table", "--threads", "2"])
    assert (one.exit_code, two.exit_code) == (2, 2)
    assert two.output == one.output
    assert [json.loads(line)["line"] for line in two.output.splitlines()] == list(range(1, 10))
    both = CliRunner().invoke(cli, ["analyse", str(path), "--threads", "2", "--jobs", "2"])
    assert both.exit_code == 2 and "not both" in both.output


def test_the_batch_api_on_threads_gives_one_threads_analyses() -> None:
    v = shipped_variant("coinche")
    records = [read_record(json.loads(MADE.read_text(encoding="utf-8")), v), read_record(_illegal_data(), v)]
    alone = [analysis_to_json(a) for a in analyse_deals(records * 2, v, table=False)]
    threaded = [analysis_to_json(a) for a in analyse_deals(records * 2, v, threads=2, table=False)]
    assert threaded == alone
    assert [a["irregularity"] is None for a in alone] == [True, False, True, False]


def test_a_costly_cards_better_ones_with_french_spacing() -> None:
    """The better cards of a costly card: `(better: 10♣ K♣)`, and in French a space before the colon,
    as every French line of the analysis has it (`(mieux : 10♣ R♣)`)."""
    variant = shipped_variant("coinche")
    failed = ROOT / "conformance" / "deals" / "seed002-failed.json"
    document = analysis_to_json(analyse_deal(read_record(json.loads(failed.read_text()), variant), variant))
    assert any(note["cost"] for note in document["cards"])
    english, french = analysis_text(document, "en"), analysis_text(document, "fr")
    assert re.search(r"\(better: [^():]+\)", english) and "(better :" not in english
    assert re.search(r"\(mieux : [^():]+\)", french) and "(mieux:" not in french
