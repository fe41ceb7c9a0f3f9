"""At a French table: what players write, read by every reader (`score --line`, `legal`, `.deal`),
and the answer in French (seats O / EO, cards V D R), with who coinched said right.

Expected scores are worked by hand from /work/shared/RULES.md in each test's comment.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from refscore.cli.main import cli

from refscore.judge.facts_check import read_facts, score_facts
from refscore.load.facts_line import FactsLineError, parse_facts_line, read_facts_line
from refscore.load.variant_loader import shipped_variant

FRENCH = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
ENGLISH = {"LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
REPO = Path(__file__).resolve().parents[2]

# RULES.md, `contree` (seed 001): not made when the takers' points (cards, dix de der, belote) are below
# the contract; "Coinched: ... failed -> defence = 162 + 2 x contract + its annonces + its belote, taker its
# belote only". Here NS took 100 ♥, E coinched; NS have 72 card points (dix de der included) + their belote
# 20 = 92 < 100: failed (dedans). NS keep their belote: 20. EO score 162 + 2 x 100 = 362.
TARGET = "contree 100 coeur par Nord coinché par Est, NS 72 avec la belote de Nord"


def run(args: list[str], env: dict[str, str] = FRENCH) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, args, env=env)
    return done.exit_code, done.stdout, done.stderr


def test_the_target_sentence_scores_ns_20_eo_362() -> None:
    code, out, _ = run(["score", "--line", TARGET])
    assert code == 0, out
    assert "Marque : NS 20, EO 362" in out
    # the reader echoes what it understood, in symbols, with who took and who coinched
    assert "Contrat : 100 ♥, preneur N (NS), coinché par E" in out
    code, out, _ = run(["score", "--line", TARGET], ENGLISH)
    assert code == 0 and "Score: NS 20, EW 362" in out
    assert "coinched by E" in out and "coinched by N" not in out


@pytest.mark.parametrize(
    "line",
    [
        "contree 100 cœur par N contré E, points NS 72, belote N",
        "contree 100 ♥ par Nord coinche par Est NS 72 belote de Nord",
        "contree 100 Coeur par nord contre est ns 72 avec la belote de nord",
        "contree 100H by N coinche E points NS 72 belote N",
        "contree 100 coeur par N coinché E EO 90 belote N chuté",
        "contree 100 coeur par N coinché E, NS 72, belote-rebelote N, dedans",
    ],
)
def test_the_same_deal_in_the_words_of_many_tables(line: str) -> None:
    # the same facts as TARGET (EO 90 is 162 - 72): NS 20, EW 362 by the working above
    data = parse_facts_line(line)
    result = score_facts(read_facts(data, shipped_variant("contree")))
    assert result.scores == {"NS": 20, "EW": 362}


def test_a_stated_outcome_the_rules_contradict_exits_1() -> None:
    # the working above: the contract fails; the line says it was made
    code, out, _ = run(["score", "--line", "contree 100 coeur par N coinché E, NS 72, belote N, fait"])
    assert code == 1
    assert "La ligne dit le contrat fait, mais d'après les règles il est chuté (dedans)" in out


def test_seat_o_and_side_eo() -> None:
    # RULES.md `contree`, not coinched... here coinched by O (W): the same deal as TARGET with the coincher
    # on the other defender's seat scores the same: NS 20, EO 362
    code, out, _ = run(["score", "--line", "contree 100 coeur par Nord contré par O, EO 90, belote Nord"])
    assert code == 0, out
    assert "coinché par O" in out and "EO 362" in out and "EW" not in out


def test_c_is_refused_as_ambiguous_under_a_french_locale() -> None:
    code, out, err = run(["score", "--line", "contree 100 C par Nord coinché par Est, NS 72, belote N"])
    assert code == 2 and out == ""
    assert "« C » : trèfle (♣) ou cœur (♥) ?" in err and "au mot 3" in err
    # said in English, C is clubs: the same numbers, the trump changes nothing here
    code, out, _ = run(["score", "--line", "contree 100 C by N coinche E points NS 72 belote N"], ENGLISH)
    assert code == 0 and "100 ♣" in out


def test_legal_refuses_ac_under_a_french_locale_naming_both_readings() -> None:
    args = ["legal", "-v", "coinche", "--seat", "S", "--hand", "AC 7C 8P", "--contract", "110 cœur par S"]
    args += ["--table", "N:RT E:DT"]
    code, out, err = run(args)
    assert code == 2 and out == ""
    assert "« AC » : as de trèfle (A♣) ou as de cœur (A♥) ?" in err and "écrivez A♣ ou A♥" in err


def test_legal_from_a_french_hand_answers_in_french_cards() -> None:
    # N leads the roi de trèfle, E plays the dame de trèfle; S holds no trèfle (A♥ 7♥ 8♠) with cœur
    # trump. RULES.md: a player who cannot follow must ruff unless his partner is master (coinche rules);
    # N (S's partner) leads with the roi, E's dame is lower: N is master, S may play any card.
    args = ["legal", "-v", "coinche", "--seat", "Sud", "--hand", "A♥ 7♥ 8P", "--contract", "110 cœur par S"]
    args += ["--table", "N:RT E:DT"]
    code, out, _ = run(args)
    assert code == 0, out
    assert "Sur la table : N R♣, E D♣." in out
    assert "S peut jouer : 8♠ 7♥ A♥." in out
    assert "K♣" not in out and "Q♣" not in out


def test_legal_seat_ouest() -> None:
    # W (Ouest) plays after S: S led the 7 de pique; W holds the valet de pique and a cœur: he must follow
    args = ["legal", "-v", "coinche", "--seat", "O", "--hand", "VP AC", "--contract", "80 K par Nord"]
    args += ["--table", "S:7P"]
    code, out, _ = run(args, {**FRENCH, "LANG": "fr_FR.UTF-8"})
    assert code == 2  # AC is still ambiguous in French
    args[6] = "VP A♥"
    code, out, _ = run(args)
    assert code == 0, out
    assert "À O de jouer" in out and "O peut jouer : V♠." in out


def test_a_situation_file_that_says_its_notation_is_french(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(
        '{"variant": "coinche", "notation": "fr", "seat": "S", "hand": ["AC", "7C", "8P"],'
        ' "contract": {"trump": "C", "value": 110, "taker": "S"}, "trick": [{"seat": "E", "card": "RT"}]}'
    )
    code, out, _ = run(["legal", "--situation", str(path)])
    # AC 7C are the as and 7 de cœur, and cœur is trump; E led the roi de trèfle, S has no trèfle and
    # must ruff (RULES.md, coinche play): the trumps A♥ 7♥
    assert code == 0, out
    assert "S a en main : 8♠ 7♥ A♥." in out and "S peut jouer : 7♥ A♥." in out


def test_a_deal_written_with_french_seats(tmp_path: Path) -> None:
    english = (REPO / "conformance" / "notation" / "seed002-failed.deal").read_text()
    french = english.replace(
        "auction N pass, E pass, S 110♥, W pass, N pass, E pass",
        "donneur O\nauction Nord passe, Est passe, Sud 110♥, Ouest passe, N passe, E passe",
    ).replace("claim NS 0, EW 272", "claim NS 0, EO 272")
    assert french != english
    path = tmp_path / "f.deal"
    path.write_text(french)
    # the file's own comment: 110 ♥ by S, 96 made: dedans, NS 0, EW 162 + 110 = 272 (RULES.md `coinche`)
    code, out, _ = run(["check", str(path)], ENGLISH)
    assert code == 0, out
    assert "Score: NS 0, EW 272" in out and "claimed score is confirmed" in out


def test_check_header_says_who_coinched(tmp_path: Path) -> None:
    path = tmp_path / "c.deal"
    path.write_text(
        (REPO / "conformance" / "notation" / "seed002-failed.deal")
        .read_text()
        .replace("W pass, N pass, E pass", "W coinche, N pass, E pass, S pass")
        .replace("claim NS 0, EW 272\n", "")
    )
    code, out, _ = run(["check", str(path)], FRENCH)
    assert code == 0, out
    # W (Ouest) coinched S's contract: the header names the taker and the coincher apart
    assert "Contrat : 110 ♥ par S (NS), coinché par O" in out, out
    assert "♥ coinché par S" not in out
    code, out, _ = run(["check", str(path)], ENGLISH)
    assert "Contract: 110 H by S (NS), coinched by W" in out, out


# --- any spelling of the same facts reads the same ----------------------------------------------

_SEATS = {"N": ["N", "Nord", "nord", "NORD"], "E": ["E", "Est", "est"], "W": ["O", "Ouest", "W", "ouest"]}
_COINCHE = ["coinche", "coinché", "contre", "contré", "Coinché par", "contré par", "coinched by"]
_HEARTS = ["coeur", "cœur", "Cœur", "♥", "H", "hearts"]
_BELOTE = ["belote", "avec la belote de", "belote-rebelote", "belote par"]
_SIDES = {"NS": ["NS", "ns", "Nord-Sud"], "EW": ["EO", "EW", "OE", "Est-Ouest"]}


@settings(max_examples=80, derandomize=True, deadline=None)
@given(
    taker=st.sampled_from(_SEATS["N"]),
    trump=st.sampled_from(_HEARTS),
    coinche=st.sampled_from(_COINCHE),
    coincher=st.sampled_from(_SEATS["E"] + _SEATS["W"]),
    belote=st.sampled_from(_BELOTE),
    side=st.sampled_from(["NS", "EW"]),
    spelled=st.integers(0, 3),
    by=st.sampled_from(["par", "by", "Par"]),
)
def test_any_spelling_reads_as_the_canonical_line(
    taker: str, trump: str, coinche: str, coincher: str, belote: str, side: str, spelled: int, by: str
) -> None:
    names = _SIDES[side]
    points = 72 if side == "NS" else 90
    line = f"contree 100 {trump} {by} {taker}, {coinche} {coincher}, {names[spelled % len(names)]} {points}"
    line += f", {belote} {taker}"
    said = read_facts_line(line, "ask")
    result = score_facts(read_facts(said.data, shipped_variant("contree")))
    # the working of TARGET: NS 20, EW 362, whichever defender coinched
    assert result.scores == {"NS": 20, "EW": 362}, line
    assert result.contract is not None and result.contract.taker == "N"
    assert result.contract.coinched_by in ("E", "W")


@pytest.mark.parametrize(
    "line",
    ["contree 100 coeur par", "contree 100 coeur Nord", "100 coeur par N coinché", "100 coeur par N NS"],
)
def test_broken_french_lines_are_refused(line: str) -> None:
    with pytest.raises(FactsLineError):
        parse_facts_line(line)


def _batch(args: list[str]) -> tuple[int, str, str]:
    """The batch writes to the file descriptors themselves: run it as a user does."""
    import os
    import subprocess
    import sys

    env = {**os.environ, **ENGLISH}
    done = subprocess.run(
        [sys.executable, "-m", "refscore", *args], capture_output=True, text=True, env=env, check=False
    )
    return done.returncode, done.stdout, done.stderr


def test_the_batch_text_and_summary_in_french() -> None:
    deals = str(REPO / "conformance" / "deals" / "deals.jsonl")
    code, out, err = _batch(["check", deals, "--variant", "coinche", "--lang", "fr"])
    assert code == 1  # one illegal deal and one wrong claim, as in English
    lines = out.splitlines()
    # line 5: E took capot ♥ and S coinched (the record's auction); RULES.md coinche: a capot bid that
    # fails gives the defence (162 + 250) x 2 = 824
    assert lines[4].endswith(
        ": régulière : capot ♥ par E, coinché par S, chuté (dedans) (score.coinched-failed) ; NS 824, EO 0"
    )
    assert (
        "SCORE INSCRIT FAUX au score inscrit" in lines[6]
        and "Les règles donnent : NS 234, EO 38." in lines[6]
    )
    assert err.startswith("refscore : ") and "1 irrégulières, 1 scores inscrits faux" in err
    code, out, _ = _batch(["check", deals, "--variant", "coinche"])
    assert ": legal: capot H by E, coinched by S, failed (score.coinched-failed); NS 824, EW 0" in out


def test_infer_speaks_french_and_its_file_is_bilingual(tmp_path: Path) -> None:
    sheet = str(REPO / "conformance" / "games" / "chute-160.json")
    target = tmp_path / "club.yaml"
    code, out, _ = run(["infer", sheet, "-o", str(target)])
    assert code == 0, out
    text = target.read_text(encoding="utf-8")
    assert "# changé par rapport à coinche : chute 160" in text
    assert "title_fr: Règles maison déduites de" in text and "description_fr:" in text
    # the file is a variant a club can use as it is, whose French rulebook is French
    code, out, _ = run(["variants", "validate", str(target)])
    assert code == 0 and "variante valide" in out, out
    code, out, _ = run(["variants", "doc", str(target)])
    assert code == 0 and "Le plus petit changement de coinche" in out and "The smallest change" not in out
    code, out, _ = run(
        ["infer", str(REPO / "conformance" / "games" / "wrong-line.json"), "--max-changes", "0"]
    )
    assert code == 1 and "# non expliquée : donne 2 ($.deals[1]) : écrit NS 190, EO 72" in out


def test_an_unknown_side_is_said_in_french() -> None:
    code, out, err = run(["score", "--line", "contree 100 coeur par Nord, XY 72"])
    assert code == 2 and out == ""
    assert "(faits) : à $.points.XY : place ou camp inconnu « XY »" in err
    assert " or " not in err and "unit" not in err
