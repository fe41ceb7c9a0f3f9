"""Verified game sheets (`refscore game`): every line that carries enough facts is checked, a wrong
line is named with the right score and its rule (exit 1), an evening holds several games, player
names are shown, and classic belote's litige points follow `game.litige`.

Every score is worked by hand from shared/RULES.md in the comments.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.errors import RefscoreError
from refscore.judge.game_sheet import settle_evening, settle_game
from refscore.load.variant_loader import load_variant, shipped_variant

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "conformance" / "games"
COINCHE = shipped_variant("coinche")


def sheet(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GAMES / name).read_text(encoding="utf-8"))
    return data


def test_one_wrong_line_is_named_with_the_right_score() -> None:
    result = settle_game(sheet("wrong-line.json"), COINCHE)
    # deal 1: 110 ♥ by S, NS 124 with the dix de der: made, 124 + 110 = 234, EW 162 - 124 = 38: right.
    # deal 2: 100 ♦ by N, NS 90: 90 < 100, failed (RULES.md `coinche`): NS 0, EW 162 + 100 = 262;
    #         the table wrote NS 190, EW 72: wrong.
    # deal 3: 80 ♠ by E, NS 62, EW 180: EW made 100 (100 + 80 = 180, NS 162 - 100 = 62): possible.
    assert [deal.number for deal in result.wrong_lines] == [2]
    wrong = result.wrong_lines[0].wrong
    assert wrong is not None
    assert "deal 2" in wrong and "NS 190, EW 72" in wrong and "NS 0, EW 262" in wrong
    assert "score.failed" in wrong
    assert result.exit_code == 1
    # the rules' score is the one counted: 234 + 0 + 62 = 296, 38 + 262 + 180 = 480
    assert result.totals == {"NS": 296, "EW": 480}


def test_written_scores_with_only_the_contract_are_checked() -> None:
    # A sheet's line: 100 ♦ by N written NS 190, EW 52. Made, NS would score its points + 100, so
    # its points would be 90 < 100 (not made); failed, NS scores 0: no deal gives NS 190.
    result = settle_game(
        {"deals": [{"contract": "100 ♦", "taker": "N", "scores": {"NS": 190, "EW": 52}}]}, COINCHE
    )
    assert result.exit_code == 1 and result.wrong_lines[0].wrong is not None
    assert "no deal of 100 ♦ by N" in result.wrong_lines[0].wrong
    # NS 0, EW 262 is 100 ♦ failed (162 + 100): possible, and the line is right.
    right = settle_game(
        {"deals": [{"contract": "100 ♦", "taker": "N", "scores": {"NS": 0, "EW": 262}}]}, COINCHE
    )
    assert right.exit_code == 0 and right.deals[0].made is False
    # 120 ♦ coinché by W, EW 460: (points + contract) x 2 = (110 + 120) x 2 = 460 (score.coinched-made)
    coinched = settle_game(
        {"deals": [{"contract": "120 ♦ coinché", "taker": "W", "scores": {"NS": 0, "EW": 460}}]}, COINCHE
    )
    assert coinched.exit_code == 0
    # Written `made: false` with a made score: refuted.
    liar = settle_game(
        {"deals": [{"contract": "80 ♠", "taker": "E", "made": False, "scores": {"NS": 62, "EW": 180}}]},
        COINCHE,
    )
    assert liar.exit_code == 1


def test_an_evening_of_two_games() -> None:
    evening = settle_evening(sheet("evening.json"), COINCHE)
    first, second = evening.games
    # game 1 to 501: 234 38 | 180 62 (80 ♠ made with 100: 100 + 80; EW 62) | 202 70 (90 ♣ with 92 and
    # the belote: 92 + 20 + 90 = 202, EW 162 - 92 = 70); totals 234 38, 414 100, 616 170: NS win.
    assert [tuple(d.totals.values()) for d in first.deals] == [(234, 38), (414, 100), (616, 170)]
    assert first.winners == ("NS",) and first.decided_at == 3
    # game 2: 100 ♥ by E with 130: EW 230, NS 32; 120 ♦ coinché by W: EW 460; totals 32 690: EW win.
    assert second.totals == {"NS": 32, "EW": 690} and second.winners == ("EW",)
    assert evening.exit_code == 0


def test_game_command_shows_players_and_both_winners() -> None:
    runner = CliRunner()
    done = runner.invoke(cli, ["game", str(GAMES / "evening.json")])
    assert done.exit_code == 0, done.output
    assert "Players: N Alice, E Bruno, S Chloé, W David" in done.output
    assert "game 1 won by NS (Alice, Chloé)" in done.output
    assert "game 2 won by EW (Bruno, David)" in done.output
    wrong = runner.invoke(cli, ["game", str(GAMES / "wrong-line.json"), "--format", "json"])
    assert wrong.exit_code == 1
    data = json.loads(wrong.output)
    assert [line["number"] for line in data["wrong"]] == [2] and data["players"]["S"] == "Chloé"
    fr = runner.invoke(cli, ["game", str(GAMES / "wrong-line.json"), "--lang", "fr"])
    assert fr.exit_code == 1 and "LIGNE FAUSSE" in fr.output and "Joueurs" in fr.output


def test_errors_in_an_evening_name_the_game() -> None:
    bad = sheet("evening.json")
    bad["games"][1]["deals"][0] = {"facts": "100H by E points EW 170"}
    with pytest.raises(RefscoreError) as caught:
        settle_evening(bad, COINCHE)
    assert caught.value.place is not None and caught.value.place.startswith("$.games[1].deals[0].facts")


def _belote(tmp_path: Path, litige: str) -> Any:
    house = tmp_path / f"litige-{litige}.yaml"
    house.write_text(
        f"schema_version: 1\nid: litige-{litige.replace('_', '-')}\nextends: belote\n"
        f"title: belote, litige {litige}\ngame:\n  litige: {litige}\n",
        encoding="utf-8",
    )
    return load_variant(str(house), lambda path: Path(path).read_text(encoding="utf-8"))


LITIGES = {
    "deals": [
        {"facts": "H by N points NS 81"},  # litige: NS 0, EW 81; NS's 81 held
        {"facts": "S by E points EW 81"},  # litige again: EW 0, NS 81; EW's 81 held too
        {"facts": "D by N points NS 70"},  # NS 70 < EW 92: failed; NS 0, EW 162
    ]
}


def test_litige_held_for_the_winner_of_the_next_contract(tmp_path: Path) -> None:
    result = settle_game(LITIGES, _belote(tmp_path, "next_contract"))
    # next_contract (spec/rules.md 5.9): deal 2 is a litige, nobody wins a contract: 81 + 81 = 162
    # held; deal 3 the defence EW beats the contract and takes the 162: EW 162 + 162 = 324.
    assert [d.scores for d in result.deals] == [
        {"NS": 0, "EW": 81},
        {"NS": 81, "EW": 0},
        {"NS": 0, "EW": 324},
    ]


def test_litige_held_for_the_winner_of_the_next_deal(tmp_path: Path) -> None:
    result = settle_game(LITIGES, _belote(tmp_path, "held"))
    # held: deal 2's higher score is NS's 81, so NS take the 81 held (81 + 81 = 162) and EW's 81 of
    # deal 2's litige are held; deal 3's higher score is EW's 162: EW 162 + 81 = 243.
    assert [d.scores for d in result.deals] == [
        {"NS": 0, "EW": 81},
        {"NS": 162, "EW": 0},
        {"NS": 0, "EW": 243},
    ]


def _coinche_house(tmp_path: Path, name: str, game: str) -> Any:
    house = tmp_path / f"{name}.yaml"
    house.write_text(
        f"schema_version: 1\nid: {name}\nextends: coinche\ntitle: coinche, {name}\ngame:\n{game}",
        encoding="utf-8",
    )
    return load_variant(str(house), lambda path: Path(path).read_text(encoding="utf-8"))


BELOTE_OUT = {
    "target": 480,
    "deals": [
        {"facts": "110H by S points NS 124"},  # made: NS 124 + 110 = 234, EW 38
        {"facts": "80S by E points EW 60 belote S"},  # failed: NS 162 + 80 + 20 = 262, EW 0
        {"facts": "80H by S points NS 90"},  # made: NS 90 + 80 = 170, EW 72
    ],
}


def test_a_game_may_end_on_a_belote_by_default() -> None:
    result = settle_game(BELOTE_OUT, COINCHE)
    # totals 234 38, then 496 38: NS pass 480 at deal 2 (with the belote) and win; deal 3 is extra.
    assert result.winners == ("NS",) and result.decided_at == 2 and result.extra_deals == (3,)


def test_a_game_does_not_end_on_a_belote_when_forbidden(tmp_path: Path) -> None:
    variant = _coinche_house(tmp_path, "no-belote-out", "  out_on_belote: forbidden\n")
    result = settle_game(BELOTE_OUT, variant)
    # deal 2: NS 496, but 496 - 20 (the belote of that deal) = 476 < 480: not out; deal 3: NS 666.
    assert result.decided_at == 3 and result.winners == ("NS",) and result.exit_code == 0
    assert any("only with the belote" in note for note in result.deals[1].notes)


def test_a_made_capot_bid_wins_the_game_when_the_house_says_so(tmp_path: Path) -> None:
    sheet_data = {"deals": [{"facts": "capot H by S capot NS"}, {"facts": "80H by S points NS 90"}]}
    # coinche, capot (250) bid and made, not coinched (score.made): 152 + 10 (dix de der) + 250 = 412.
    plain = settle_game(sheet_data, COINCHE)
    assert plain.deals[0].scores == {"NS": 412, "EW": 0} and plain.status == "unfinished"
    wins = settle_game(sheet_data, _coinche_house(tmp_path, "capot-wins", "  capot_wins: true\n"))
    assert wins.winners == ("NS",) and wins.decided_at == 1 and wins.reason == "capot"
    assert wins.extra_deals == (2,)
