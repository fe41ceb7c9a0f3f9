"""A game sheet's `notation`: its facts lines and written contracts read in the sheet's language,
else in the language in force, where a French user's `C` is refused as ambiguous; and a wrong
written line said in French at a French table.

Scores are worked by hand from /work/shared/RULES.md (`coinche`) in each test's comment.
"""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.cards import parse_suit
from refscore.base.errors import RefscoreError
from refscore.judge.game_sheet import settle_evening
from refscore.load.variant_loader import shipped_variant

COINCHE = shipped_variant("coinche")
HEARTS, CLUBS = parse_suit("♥"), parse_suit("♣")
FRENCH = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}


def _sheet(line: dict[str, Any], notation: str | None) -> dict[str, Any]:
    sheet: dict[str, Any] = {"format": "refscore-game/1", "variant": "coinche", "deals": [line]}
    if notation is not None:
        sheet["notation"] = notation
    return sheet


# 110 by S, NS 124 card points with the dix de der: made (124 >= 110), NS 124 + 110 = 234, EW 162 -
# 124 = 38 (RULES.md, coinche, contract made); the trump does not change the numbers, only the contract
FACTS = {"facts": "110C by S points NS 124", "scores": {"NS": 234, "EW": 38}}
WRITTEN = {"contract": "110 C", "taker": "S", "scores": {"NS": 234, "EW": 38}}


@pytest.mark.parametrize("line", [FACTS, WRITTEN], ids=["facts", "written"])
@pytest.mark.parametrize(
    ("notation", "lang", "suit"),
    [
        ("fr", "en", HEARTS),
        ("fr", "fr", HEARTS),
        ("en", "fr", CLUBS),
        ("en", "en", CLUBS),
        (None, "en", CLUBS),
    ],
)
def test_the_sheet_says_what_c_means(
    line: dict[str, Any], notation: str | None, lang: str, suit: Any
) -> None:
    evening = settle_evening(_sheet(line, notation), COINCHE, lang=lang)
    deal = evening.games[0].deals[0]
    assert deal.scores == {"NS": 234, "EW": 38} and deal.wrong is None
    assert deal.contract is not None and deal.contract.trump.suit == suit


@pytest.mark.parametrize("line", [FACTS, WRITTEN], ids=["facts", "written"])
def test_a_french_user_s_c_is_refused_when_the_sheet_says_nothing(line: dict[str, Any]) -> None:
    with pytest.raises(RefscoreError) as raised:
        settle_evening(_sheet(line, None), COINCHE, lang="fr")
    assert "'C': clubs (♣) or cœur (♥)? C is clubs in English and cœur in French" in str(raised.value)


def test_the_refusal_in_french_names_both_readings(tmp_path: Any) -> None:
    path = tmp_path / "sheet.json"
    path.write_text('{"format": "refscore-game/1", "variant": "coinche", "deals": [' + _json(FACTS) + "]}")
    done = CliRunner().invoke(cli, ["game", str(path)], env=FRENCH)
    assert done.exit_code == 2
    assert "à $.deals[0].facts, au mot 1 : « C » : trèfle (♣) ou cœur (♥) ?" in done.stderr, done.stderr


def test_an_unknown_notation_is_refused_by_the_schema() -> None:
    with pytest.raises(RefscoreError):
        settle_evening(_sheet(FACTS, "de"), COINCHE)


def test_an_evening_shares_its_notation() -> None:
    sheet = {
        "format": "refscore-game/1",
        "variant": "coinche",
        "notation": "fr",
        "games": [{"deals": [FACTS]}],
    }
    deal = settle_evening(sheet, COINCHE, lang="fr").games[0].deals[0]
    assert deal.contract is not None and deal.contract.trump.suit == HEARTS


def test_a_wrong_written_line_is_said_in_french(tmp_path: Any) -> None:
    # 80 ♠ by E, made: EW score their card points with the dix de der plus 80, NS the rest of 162.
    # NS 62 means EW took 100 and score 180, not 181: no deal of 80 ♠ by E gives NS 62, EW 181
    path = tmp_path / "sheet.json"
    line = {"contract": "80 ♠", "taker": "E", "scores": {"NS": 62, "EW": 181}}
    path.write_text('{"format": "refscore-game/1", "variant": "coinche", "deals": [' + _json(line) + "]}")
    done = CliRunner().invoke(cli, ["game", str(path)], env=FRENCH)
    assert done.exit_code == 1
    assert (
        "LIGNE FAUSSE : donne 1 ($.deals[0]) : aucune donne de 80 ♠ par E ne marque NS 62, EO 181 ; "
        "les règles donnent NS 62, EO 180 (EO 100 avec le dix de der, règle score.made)"
    ) in done.stdout, done.stdout
    assert "«" not in done.stdout.split("LIGNE FAUSSE", 1)[1]
    done = CliRunner().invoke(cli, ["game", str(path), "--lang", "en"])
    assert (
        "WRONG LINE: deal 1 ($.deals[0]): no deal of 80 ♠ by E scores NS 62, EW 181; the rules give"
        in done.stdout
    )


def _json(data: Any) -> str:
    import json

    return json.dumps(data, ensure_ascii=False)
