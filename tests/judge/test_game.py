"""Whole games (`refscore game SHEET`): running totals, the target, rounding "final", the tie rules.

Every total is added up by hand in the comments. The game rules are the variants' `game` sections:
coinche plays to 1000 (or 501, 701), the first side to reach it wins, the higher total wins when
both pass it on the same deal, and an exact tie plays one more deal (RULES.md, `coinche`).
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

from refscore.base.errors import InputFormatError, RefscoreError
from refscore.judge.game_sheet import GameError, game_to_json, settle_game
from refscore.load.variant_loader import shipped_variant
from refscore.text.game import game_text

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "conformance" / "games"
DEALS = ROOT / "conformance" / "deals"
COINCHE = shipped_variant("coinche")


def sheet(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GAMES / name).read_text(encoding="utf-8"))
    return data


def results(*scores: tuple[int, int], **extra: Any) -> dict[str, Any]:
    return {"deals": [{"scores": {"NS": ns, "EW": ew}} for ns, ew in scores], **extra}


def read_deal(name: str) -> dict[str, Any]:
    from refscore.judge.notation import parse_notation, to_record

    path = GAMES / name
    if name.endswith(".deal"):
        return to_record(parse_notation(path.read_text(encoding="utf-8")), COINCHE).data
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_both_sides_past_the_target_the_higher_total_wins() -> None:
    result = settle_game(sheet("both-past-target.json"), COINCHE, read_deal=read_deal)
    # deal by deal (NS, EW): 234 38 | 0 272 | 254 28 | 50 212 | 272 0 | 52 260 | 72 170 | 170 72
    # running: 234 38, 234 310, 488 338, 538 550, 810 550, 862 810, 934 980, 1104 1052
    assert [tuple(d.totals.values()) for d in result.deals] == [
        (234, 38),
        (234, 310),
        (488, 338),
        (538, 550),
        (810, 550),
        (862, 810),
        (934, 980),
        (1104, 1052),
    ]
    assert result.deals[0].source == "file seed002-made.json" and result.deals[0].status == "legal"
    assert result.status == "won" and result.winners == ("NS",) and result.decided_at == 8
    assert result.reason == "higher"  # EW led before the last deal, NS end higher
    assert [ok for *_, ok in result.claim_checks] == [True, True]
    assert result.exit_code == 0


def test_an_exact_tie_plays_another_deal() -> None:
    result = settle_game(sheet("exact-tie.json"), COINCHE)
    # to 501: 172 70 | 344 140 | 344 442 | 514 514 (both past, equal: one more deal) | 564 726
    assert result.tie_deal == 4 and result.decided_at == 5
    assert result.winners == ("EW",) and result.deals[-1].totals == {"NS": 564, "EW": 726}
    text = game_text(result)
    assert "after the exact tie at deal 4, one more deal was played" in text
    assert "Winner: EW" in text
    # stopped at the tie, the sheet waits for the next deal
    short = sheet("exact-tie.json")
    short["deals"] = short["deals"][:4]
    del short["claim"]
    pending = settle_game(short, COINCHE)
    assert pending.status == "tie_pending" and pending.winners == () and pending.exit_code == 0
    assert "one more deal must be played" in game_text(pending)


def test_exact_tie_shared_in_a_house_variant(make_variant: Any) -> None:
    variant = make_variant("extends: coinche\ngame:\n  exact_tie: shared\n")
    result = settle_game(sheet("exact-tie.json"), variant)
    assert result.status == "shared" and result.winners == ("NS", "EW") and result.decided_at == 4
    assert result.extra_deals == (5,) and result.exit_code == 1  # deal 5 comes after the end
    text = game_text(result)
    assert "Shared victory: NS and EW" in text and "Deals 5 come after the end of the game" in text


def test_taker_side_house_rule_against_the_higher_total() -> None:
    runner = CliRunner()
    # 322 0 | 282 20 | 30 252 | 20 262 | 0 322 | 302 0 -> 956 856; deal 7, E takes: 80 162 -> 1036 1018
    done = runner.invoke(cli, ["game", str(GAMES / "taker-side.json")])
    assert done.exit_code == 0, done.output
    assert "Winner: EW — both sides passed the target at deal 7; the taking side, EW, wins" in done.output
    done = runner.invoke(cli, ["game", str(GAMES / "taker-side.json"), "--variant", "coinche"])
    assert done.exit_code == 1  # the sheet's winner, EW, is wrong under coinche's rule
    assert (
        "Winner: NS" in done.output
        and "The sheet names EW as the winner, but the rules give NS." in done.output
    )


def test_taker_side_needs_the_taker(make_variant: Any) -> None:
    variant = make_variant("extends: coinche\ngame:\n  both_reach_target: taker_side\n")
    with pytest.raises(GameError, match="does not say who took") as caught:
        settle_game(results((990, 900), (80, 162)), variant)
    assert caught.value.place == "$.deals[1]"
    data = results((990, 900), (80, 162))
    data["deals"][1]["taker"] = "W"  # a seat: its side is EW
    assert settle_game(data, variant).winners == ("EW",)


def test_reach_or_exceed_the_target(make_variant: Any) -> None:
    reached = settle_game(results((500, 0), target=500), COINCHE)
    assert reached.winners == ("NS",) and reached.reason == "single"
    exceed = make_variant("extends: coinche\ngame:\n  win: exceed\n")
    assert settle_game(results((500, 0), target=500), exceed).status == "unfinished"
    assert settle_game(results((500, 0), (10, 0), target=500), exceed).winners == ("NS",)


def test_rounding_final_rounds_only_the_game_totals(make_variant: Any) -> None:
    variant = make_variant("extends: coinche\nrounding:\n  mode: final\n  to: 10\n  half: up\n")
    result = settle_game(results((234, 38), (0, 272)), variant)
    # raw 234 38 -> game totals 230 40; raw 234 310 -> 230 310
    assert [d.raw_totals for d in result.deals] == [{"NS": 234, "EW": 38}, {"NS": 234, "EW": 310}]
    assert [d.totals for d in result.deals] == [{"NS": 230, "EW": 40}, {"NS": 230, "EW": 310}]
    assert [d.scores for d in result.deals] == [{"NS": 234, "EW": 38}, {"NS": 0, "EW": 272}]  # unrounded
    assert "Totals rounded to the nearest 10: NS 230, EW 310" in game_text(result)
    # the rounded total is the one that counts against the target: 995 rounds up to 1000
    assert settle_game(results((995, 0)), variant).winners == ("NS",)
    assert settle_game(results((995, 0)), COINCHE).status == "unfinished"


def test_rounding_each_deal_rounds_written_results() -> None:
    officiel = shipped_variant("officiel")
    result = settle_game(results((234, 38)), officiel)
    # officiel rounds each deal to the nearest ten, 5 up: 234 -> 230, 38 -> 40
    assert result.deals[0].scores == {"NS": 230, "EW": 40}
    assert "NS 234 → 230, EW 38 → 40" in result.deals[0].notes[0]


def test_full_records_are_judged() -> None:
    record = json.loads((DEALS / "seed002-made.json").read_text(encoding="utf-8"))
    illegal = copy.deepcopy(record)
    illegal["tricks"][0][1], illegal["tricks"][6][3] = "7D", "QS"
    result = settle_game(
        {"deals": [{"deal": record}, {"deal": illegal}, {"scores": {"NS": 1, "EW": 1}}]}, COINCHE
    )
    assert result.status == "illegal_deal" and result.exit_code == 1
    assert result.problem is not None and "deal 2 is illegal at trick 1, card 2" in result.problem
    assert "play.follow-suit" in result.problem and len(result.deals) == 2
    wrong = copy.deepcopy(record)
    wrong["claim"] = {"NS": 224, "EW": 38}
    counted = settle_game({"deals": [{"deal": wrong}]}, COINCHE)
    assert counted.deals[0].scores == {"NS": 234, "EW": 38}  # the rules' score counts, with a note
    assert "the table wrote NS 224, EW 38; the rules give NS 234, EW 38" in counted.deals[0].notes


def test_bad_sheets_are_located() -> None:
    with pytest.raises(InputFormatError) as caught:
        settle_game({"deals": [{"score": {"NS": 1}}]}, COINCHE)
    assert caught.value.place == "$.deals[0]"
    with pytest.raises(GameError, match="unknown scoring unit 'XY'"):
        settle_game({"deals": [{"scores": {"NS": 1, "XY": 2}}]}, COINCHE)
    with pytest.raises(GameError, match="no score for EW"):
        settle_game({"deals": [{"scores": {"NS": 1}}]}, COINCHE)
    record = json.loads((DEALS / "seed002-made.json").read_text(encoding="utf-8"))
    record["hands"]["N"][0] = "11S"
    with pytest.raises(RefscoreError) as error:
        settle_game({"deals": [{"deal": record}]}, COINCHE)
    assert error.value.place == "$.deals[0].deal.hands.N[0]"


def test_wrong_totals_and_extra_deals() -> None:
    result = settle_game(
        results((600, 0), (500, 0), (10, 10), claim={"totals": {"NS": 1000, "EW": 0}}), COINCHE
    )
    # 600 + 500 = 1100 >= 1000 at deal 2: NS win; deal 3 comes after the end and does not count
    assert result.decided_at == 2 and result.extra_deals == (3,)
    assert result.claim_checks == [("totals", "NS 1000, EW 0", "NS 1100, EW 0", False)]
    assert result.exit_code == 1


def test_game_command_text_json_french(tmp_path: Path) -> None:
    runner = CliRunner()
    path = str(GAMES / "both-past-target.json")
    done = runner.invoke(cli, ["game", path])
    assert done.exit_code == 0, done.output
    assert "Target: 1000 (reach it to win)" in done.output
    assert re.search(r"^\s+8\s+80 ♠ S\s+170\s+72\s+\|\s+1104\s+1052$", done.output, re.MULTILINE)
    assert (
        "Winner: NS — both sides passed the target at deal 8; the higher total wins (NS 1104, EW 1052)."
        in done.output
    )
    done = runner.invoke(cli, ["game", path, "--format", "json"])
    data = json.loads(done.output)
    assert data["winners"] == ["NS"] and data["totals"] == {"NS": 1104, "EW": 1052} and data["exit_code"] == 0
    done = runner.invoke(cli, ["game", path, "--lang", "fr"])
    assert "Gagnant : NS — les deux camps ont passé l'objectif à la donne 8" in done.output
    missing = tmp_path / "sheet.json"
    missing.write_text(json.dumps({"variant": "coinche", "deals": [{"file": "nope.deal"}]}), encoding="utf-8")
    done = runner.invoke(cli, ["game", str(missing)])
    assert done.exit_code == 2 and "nope.deal" in done.output and "Traceback" not in done.output
    assert game_to_json(settle_game(results(), COINCHE))["status"] == "unfinished"


def test_litige_points_lost_or_held_for_the_next_deals_winner(make_variant: Any) -> None:
    # belote-litige.json: 81 to 81, the takers EW keep only their belote (0), NS score 81 (rule score.litige).
    litige = json.loads((DEALS / "belote-litige.json").read_text(encoding="utf-8"))
    deals = [{"deal": litige}, {"scores": {"NS": 40, "EW": 122}}]
    lost = settle_game({"deals": deals}, shipped_variant("belote"))
    # game.litige: lost -> 81 + 40 = 121 for NS, 0 + 122 = 122 for EW
    assert lost.totals == {"NS": 121, "EW": 122}
    held_variant = make_variant("extends: belote\ngame:\n  litige: held\n")
    held = settle_game({"deals": deals}, held_variant)
    # game.litige: held -> EW's 81 points (71 cards + 10 der) are held; EW win deal 2 (122 > 40) and
    # take them: NS 81 + 40 = 121, EW 0 + 122 + 81 = 203
    assert held.deals[0].litige_points == 81
    assert held.totals == {"NS": 121, "EW": 203}
    assert any("takes the 81 points held" in note for note in held.deals[1].notes)
