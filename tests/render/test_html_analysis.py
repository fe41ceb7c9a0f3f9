"""`refscore render --analyse`: the double-dummy annotations on the HTML picture, worked by hand.

Why a small house variant: `coinche` with four cards each (`deal.hand_size: 4`, 16 dead cards) keeps
the rules of play and scoring but makes a whole deal small enough to work out by hand, and the
analysis fast.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.langs import LANGS
from refscore.judge.check import check_deal
from refscore.load.variant_loader import load_variant
from refscore.model.record import read_record
from refscore.model.variant import Variant
from refscore.render.html import render_html
from refscore.solver.analyse import analyse_deal
from refscore.text.analysis import WORDS

#: W takes 90 spades (EW); dealer E, so S leads. Spades trump: J 20, 9 14, A 11, 10 10, K 4, Q 3;
#: plain: A 11, 10 10, K 4, Q 3, J 2.
DEAL: dict[str, Any] = {
    "dealer": "E",
    "hands": {
        "N": ["KS", "8H", "7D", "AC"],
        "E": ["JS", "AH", "QD", "AD"],
        "S": ["10S", "QS", "KH", "JD"],
        "W": ["9S", "AS", "9H", "KC"],
    },
    "dead": [
        "7S",
        "8S",
        "7H",
        "10H",
        "JH",
        "QH",
        "8D",
        "9D",
        "10D",
        "KD",
        "7C",
        "8C",
        "9C",
        "10C",
        "JC",
        "QC",
    ],
    "auction": [
        {"seat": "S", "call": "pass"},
        {"seat": "W", "call": "bid", "value": 90, "trump": "S"},
        {"seat": "N", "call": "pass"},
        {"seat": "E", "call": "pass"},
        {"seat": "S", "call": "pass"},
    ],
    "tricks": [
        ["10S", "9S", "KS", "JS"],
        ["AH", "KH", "9H", "8H"],
        ["QD", "JD", "AS", "7D"],
        ["KC", "AC", "AD", "QS"],
    ],
}


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Variant]:
    path = tmp_path_factory.mktemp("variant") / "small-coinche.yaml"
    path.write_text(
        "schema_version: 1\nid: small-coinche\nextends: coinche\ndeal: {hand_size: 4, dead_cards: 16}\n",
        encoding="utf-8",
    )
    return path, load_variant(str(path))


def _page(data: dict[str, Any], variant: Variant, lang: str) -> str:
    record = read_record(data, variant)
    analysis = analyse_deal(record, variant, table=False)
    return render_html(check_deal(record, variant), record, lang=lang, analysis=analysis)  # type: ignore[arg-type]


def test_the_costly_card_its_flip_and_the_better_card(small: tuple[Path, Variant]) -> None:
    # As played: E wins trick 1 (10S 9S KS JS: 10 + 14 + 4 + 20 = 48) and trick 2 (AH KH 9H 8H: 15);
    # at trick 3 (QD JD, E's queen winning) W ruffs with AS: 3 + 2 + 11 + 0 = 16 for EW (79); S's QS
    # ruffs the last trick (KC AC AD QS: 29 + 10 for NS). EW 79 < 90: failed.
    # Had W played KC at trick 3 (his partner E master, he need not ruff), E wins it (3 + 2 + 4 = 9,
    # EW 72) and keeps AD for the last trick: S must ruff with QS and W over-ruffs with AS: 11 + 3 +
    # 11 + 11 = 36 + 10 for EW: 118 >= 90, made. Every card after W's is forced (one card left or one
    # of the suit led), so after AS the takers have 79, after KC 118: AS cost EW 39 points and the
    # contract (made -> failed); KC is the better card.
    _, variant = small
    page = _page(DEAL, variant, "en")
    row = re.search(r'<tr class="dd-cost" id="dd-card-3-3">(.*?)</tr>', page)
    assert row is not None, page
    cells = row.group(1)
    assert ">W<" in cells and "A♠" in cells
    assert "<td>79</td>" in cells  # the takers' points after the card
    assert "39 points lost by EW (made → failed)" in cells
    assert "K♣" in cells  # the better card
    assert page.count('class="dd-cost"') == 1  # no other card cost points
    assert "Cards that cost points: 1." in page
    assert "As played: EW 79 points, failed" in page
    assert "Best play from the first card: EW 118 points, made" in page
    assert "<script" not in page


def test_french_page(small: tuple[Path, Variant]) -> None:
    _, variant = small
    page = _page(DEAL, variant, "fr")
    assert "Pouvait-il être réussi" in page
    assert "39 points perdus par EO (réussi → chuté)" in page
    assert "Tel que joué : EO 79 points, chuté" in page
    assert "Meilleur jeu dès la première carte : EO 118 points, réussi" in page
    row = re.search(r'<tr class="dd-cost" id="dd-card-3-3">(.*?)</tr>', page)
    assert row is not None, page
    assert ">O<" in row.group(1) and ">W<" not in row.group(1)  # W is Ouest at a French table


def test_the_value_before_an_illegal_card(small: tuple[Path, Variant]) -> None:
    # W revokes at trick 2: he holds 9H but plays KC. Just before it the takers could guarantee 118:
    # W's only legal card is 9H (N's 8H then forced); at trick 3 E leads QD or AD (S's JD forced) and
    # W, his partner master, plays KC: QD -> as worked above, 118; AD -> 11 + 2 + 4 = 17 (EW 80),
    # then QD, QS (S must ruff), AS (W must over-ruff), AC: 28 + 10 for EW, 118 again. Made.
    _, variant = small
    data = copy.deepcopy(DEAL)
    data["tricks"] = [["10S", "9S", "KS", "JS"], ["AH", "KH", "KC", "8H"]]
    page = _page(data, variant, "en")
    found = re.search(r'<p class="violation" id="dd-irregular">(.*?)</p>', page)
    assert found is not None, page
    text = found.group(1)
    assert "W" in text and "K♣" in text and "play.follow-suit" in text
    assert "could guarantee 118 points and the contract" in text
    assert "9♥" in text  # the legal card


def test_record_text_is_escaped(small: tuple[Path, Variant]) -> None:
    _, variant = small
    data = copy.deepcopy(DEAL)
    data["id"] = "<script>alert(1)</script>"
    record = read_record(data, variant)
    page = render_html(
        check_deal(record, variant),
        record,
        title=data["id"],
        analysis=analyse_deal(record, variant, table=False),
    )
    assert "<script>" not in page and "&lt;script&gt;" in page


@pytest.mark.parametrize("lang", LANGS)
def test_render_command(small: tuple[Path, Variant], tmp_path: Path, lang: str) -> None:
    path, _ = small
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(DEAL), encoding="utf-8")
    out = tmp_path / "deal.html"
    done = CliRunner().invoke(
        cli, ["render", str(deal), "--variant", str(path), "--analyse", "--lang", lang, "-o", str(out)]
    )
    assert done.exit_code == 0, done.output
    page = out.read_text(encoding="utf-8")
    assert 'id="dd-card-3-3"' in page and 'id="analysis"' in page
    plain = CliRunner().invoke(cli, ["render", str(deal), "--variant", str(path)])
    assert 'id="analysis"' not in plain.output


def test_both_languages_have_every_word() -> None:
    for key, by_lang in WORDS.items():
        assert set(by_lang) == set(LANGS), key


def test_each_language_speaks_only_itself() -> None:
    from test_translations import english_in, french_in

    for key, by_lang in WORDS.items():
        french, english = (re.sub(r"\{[a-z_]+\}", " ", by_lang[lang]) for lang in ("fr", "en"))  # fields
        assert english_in(french) == [], (key, french)
        assert french_in(english) == [], (key, english)


def test_the_french_page_has_no_english_in_the_analysis(small: tuple[Path, Variant]) -> None:
    from test_translations import english_in

    _, variant = small
    page = _page(DEAL, variant, "fr")
    section = page[
        page.index('<section id="analysis">') : page.index("</section>", page.index('id="analysis"'))
    ]
    assert english_in(re.sub(r"<[^>]+>", " ", section)) == []


def test_nothing_to_analyse_before_the_play(small: tuple[Path, Variant]) -> None:
    # everybody passes: no contract, so no analysis (in the page's language)
    _, variant = small
    data = copy.deepcopy(DEAL)
    data["auction"] = [{"seat": seat, "call": "pass"} for seat in ("S", "W", "N", "E")]
    data["tricks"] = []
    page = _page(data, variant, "fr")
    assert '<p id="dd-nothing">rien à analyser</p>' in page


def test_the_decisive_card_in_one_line(small: tuple[Path, Variant]) -> None:
    # As worked above: W's A♠ at trick 3 is the only card that changed the outcome (made -> failed,
    # 39 points), and K♣ kept it made; it is the decisive card, said before the card-by-card table.
    _, variant = small
    page = _page(DEAL, variant, "en")
    found = re.search(r'<p id="dd-decisive"><strong>(.*?)</strong></p>', page)
    assert found is not None, page
    assert found.group(1) == (
        "Decisive card: trick 3, W (takers EW) played A♠: made → failed (39 points); "
        "with K♣ the contract stayed made"
    )
    assert page.index('id="dd-decisive"') < page.index('id="dd-cards"')
    french = _page(DEAL, variant, "fr")
    assert "Carte décisive : pli 3, O (preneurs EO) a joué A♠ : réussi → chuté (39 points) ; " in french
    assert "avec R♣, le contrat restait réussi" in french


def test_no_card_changed_the_outcome(small: tuple[Path, Variant], tmp_path: Path) -> None:
    # W plays K♣ at trick 3 (the better card): E's Q♦ wins it (3 + 2 + 4 + 0 = 9), E leads A♦, S must
    # ruff (Q♠), W over-ruffs (A♠): EW 48 + 15 + 9 + 11 + 3 + 11 + 11 + 10 = 118, as best play gives
    # from the first card: no card changed the outcome (made throughout).
    path, _ = small
    data = copy.deepcopy(DEAL)
    data["tricks"] = [
        DEAL["tricks"][0],
        DEAL["tricks"][1],
        ["QD", "JD", "KC", "7D"],
        ["AD", "QS", "AS", "AC"],
    ]
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(data), encoding="utf-8")
    done = CliRunner().invoke(cli, ["analyse", str(deal), "--variant", str(path)])
    assert done.exit_code == 0, done.output
    assert "As played: EW 118 points, made" in done.output
    assert (
        "No card changed the outcome: with best play from the first card the contract was already made"
        in (done.output)
    )
    document = json.loads(
        CliRunner().invoke(cli, ["analyse", str(deal), "--variant", str(path), "--format", "json"]).output
    )
    assert document["decisive"] is None
