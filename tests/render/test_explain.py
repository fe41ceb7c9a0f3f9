"""`refscore explain` / `check --explain`: the deal told as a story, in English and in French.

The numbers are those of the seed-002 worked example (110 ♥ by S: 124 made, 234 to 38; 96 made,
0 to 272) and of the coinche rules of RULES.md, worked by hand in the comments.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

from refscore.base.cards import card_name, make_card
from refscore.base.langs import LANGS
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.model.rule_ids import RULES
from refscore.render.html import render_html
from refscore.render.story import explain_deal
from refscore.text.common import rule_heading, rules_fr

ROOT = Path(__file__).resolve().parents[2]
DEALS = ROOT / "conformance" / "deals"
NOTATION = ROOT / "conformance" / "notation"
COINCHE = shipped_variant("coinche")


def record_of(name: str, change: Any = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DEALS / name).read_text(encoding="utf-8"))
    if change is not None:
        change(data)
    return data


def story(data: dict[str, Any], lang: str = "en", variant: str = "coinche", detail: bool = False) -> str:
    v = shipped_variant(variant)
    record = read_record(data, v)
    return explain_deal(check_deal(record, v), record, lang=lang, detail=detail)  # type: ignore[arg-type]


def test_made_contract_in_english() -> None:
    text = story(record_of("seed002-made.json"), detail=True)
    assert "W deals; N speaks first" in text
    assert "N passes, E passes, S bids 110 ♥, W passes, N passes, E passes." in text
    assert "After S's bid, 3 players in a row passed: the auction is over (rule auction.end)." in text
    assert "Contract: 110 ♥ by S, for NS; not coinched (multiplier 1" in text
    # trick 1: N J♠, E Q♠, S 10♠, W K♠: no trump, the ten is the highest spade; 2 + 3 + 10 + 4 = 19
    assert "Trick 1 — N leads J♠, E Q♠, S 10♠, W K♠." in text
    assert "S wins with 10♠: the highest card in spades ♠, the suit led, and nobody trumped" in text
    assert "19 points to NS." in text
    # trick 2: hearts are trump, N's jack is the highest trump; 0 + 0 + 20 + 14 = 34
    assert "N wins with J♥: the highest trump (rule play.trick-winner). 34 points to NS." in text
    # trick 3: E cannot follow spades and ruffs with the king, the only trump: 0 + 4 + 0 + 0 = 4
    assert "E wins with K♥: E ruffed, the only trump in the trick" in text and "4 points to EW." in text
    # trick 8: S's queen of trump takes 11 (A♠) + 4 (K♦) + 3 (Q♥) + 0 = 18, and the last trick's 10
    assert "18 points to NS, plus the dix de der (10)." in text
    # 114 card points + 10 = 124 >= 110: made; 124 + 110 = 234; EW 38
    assert (
        "Contract of 110 ♥ by S (NS), made: NS have 124 points, 110 were needed. NS score 124 + 110 = 234, "
        "EW score 38." in text
    )
    assert "taker_total = taker_cards + taker_der + taker_belote = 114 + 10 + 0 = 124" in text
    assert "Is the contract made? taker_total >= contract: 124 >= 110 → yes, the contract is made" in text
    assert "own_total + contract = 124 + 110 = 234" in text
    assert "Score: NS 234, EW 38." in text
    assert "The table wrote NS 234, EW 38: confirmed (rule claim.match)." in text
    assert text.rstrip().endswith("Verdict: LEGAL, contract made. Score: NS 234, EW 38.")


def test_failed_contract_in_french_keeps_the_game_words() -> None:
    text = story(record_of("seed002-failed.json"), "fr", detail=True)
    assert "S enchérit à 110 ♥" in text and "Contrat : 110 ♥ par S, pour NS ; non coinché" in text
    # trick 1: Q♥ 9♥ V♥ 10♥, the valet is the highest trump: 3 + 14 + 20 + 10 = 47
    # a French table writes Ouest as O and Est-Ouest as EO
    assert "Pli 1 — N entame D♥, E 9♥, S V♥, O 10♥." in text
    assert (
        "S remporte le pli avec le V♥ : le plus fort atout (règle play.trick-winner). 47 points pour NS."
        in text
    )
    assert "plus le dix de der (10)" in text  # the French term, in French
    # 86 + 10 = 96 < 110: dedans; EW 162 + 110 = 272
    assert (
        "Contrat de 110 ♥ par S (NS), chuté (dedans) : NS ont 96 points, il en fallait 110. NS marquent 0, "
        "EO marquent 162 + 110 = 272." in text
    )
    # the detail in French sets the variant's formulas apart as code
    assert "`taker_total >= contract = 96 >= 110` → non, le contrat chute : dedans" in text
    assert "`chute + contract + own_belote = 162 + 110 + 0` = 272" in text
    assert "Marque : NS 0, EO 272." in text
    assert "Verdict : RÉGULIER, contrat chuté (dedans). Marque : NS 0, EO 272." in text
    english = story(record_of("seed002-failed.json"), "en")
    assert "failed (dedans): NS have 96 points, 110 were needed" in english and "dix de der" in english
    assert "taker_total" not in english and "own_belote" not in english  # formulas: only in detail


def test_an_illegal_card_with_its_rule_and_the_cards_allowed() -> None:
    def revoke(data: dict[str, Any]) -> None:
        # E plays 7D on N's J♠ although he holds Q♠ (played at trick 7 instead)
        data["tricks"][0][1], data["tricks"][6][3] = "7D", "QS"

    text = story(record_of("seed002-made.json", revoke))
    assert "Trick 1 — N leads J♠." in text
    assert (
        "Trick 1, card 2: E plays 7♦ — NOT ALLOWED: E holds spades ♠, the suit led, and must follow." in text
    )
    assert (
        "rule play.follow-suit (3.3 Follow suit): “A player who holds a card of the suit led must play one.”"
        in text
    )
    assert "E held Q♠ 9♥ 10♥ K♥ 7♦ 9♦ K♦ A♦; the cards allowed there were: Q♠." in text
    assert "No score: the deal has an illegal action." in text
    assert "Verdict: ILLEGAL at trick 1, card 2: rule play.follow-suit." in text
    french = story(record_of("seed002-made.json", revoke), "fr")
    assert (
        "Pli 1, carte 2 : E joue 7♦ — NON PERMIS : E a du pique ♠, la couleur demandée, et doit fournir."
        in french
    )
    assert "règle play.follow-suit (3.3 Fournir à la couleur demandée)" in french
    assert "les cartes permises étaient : D♠." in french


def test_an_illegal_bid_with_the_calls_allowed() -> None:
    # 115 is not 80 plus a whole number of steps of 10 (rule auction.bid-step)
    text = story(record_of("seed002-made.json", lambda d: d["auction"][2].__setitem__("value", 115)))
    assert "N passes, E passes." in text
    assert "Call 3: S bids 115 ♥ — NOT ALLOWED" in text and "auction.bid-step" in text
    assert "a bid from 80 to 160 in steps of 10" in text and "capot (250)" in text
    french = story(record_of("seed002-made.json", lambda d: d["auction"][2].__setitem__("value", 115)), "fr")
    assert "Parole 3 : S enchérit à 115 ♥ — NON PERMIS" in french
    assert "une enchère de 80 à 160 par pas de 10" in french and "passe" in french


def test_coinche_and_surcoinche() -> None:
    def surcoinched(data: dict[str, Any]) -> None:
        coinche, surcoinche = {"seat": "W", "call": "coinche"}, {"seat": "N", "call": "surcoinche"}
        data["auction"] = [*data["auction"][:3], coinche, surcoinche]
        del data["claim"]

    text = story(record_of("seed002-made.json", surcoinched), detail=True)
    assert "W coinches (×2), N surcoinches (×4)." in text
    assert "The surcoinche ends the auction at once (rule auction.surcoinche)." in text
    assert "coinched by W and surcoinched by N (multiplier 4" in text
    # coinche: made -> (points without belote + contract) x mult + belote = (124 + 110) x 4 = 936
    assert "(own_tricks + contract) * mult + own_belote = (124 + 110) * 4 + 0 = 936" in text
    assert "Score: NS 936, EW 0." in text
    # in words: the numbers of the same formula, without its names
    assert "NS score (124 + 110) × 4 = 936, EW score 0." in text
    plain = story(record_of("seed002-made.json", surcoinched))
    assert "NS score (124 + 110) × 4 = 936" in plain and "own_tricks" not in plain and "* mult" not in plain


def test_a_wrong_claim() -> None:
    text = story(record_of("seed002-made.json", lambda d: d.__setitem__("claim", {"NS": 224, "EW": 38})))
    assert "The table wrote NS 224, EW 38, but the rules give NS 234, EW 38: the claim is wrong" in text
    assert "Verdict: Legal play, but the claimed score is WRONG." in text


def test_belote_and_rebelote_are_told_when_played() -> None:
    for seed in range(200):
        data = random_deal(COINCHE, seed)
        trump = data["auction"][[c["call"] for c in data["auction"]].index("bid")]["trump"]
        suit = "SHDC".index(trump)
        king, queen = card_name(make_card(6, suit)), card_name(make_card(5, suit))
        holder = next((seat for seat, hand in data["hands"].items() if king in hand and queen in hand), None)
        if holder is not None:
            break
    else:  # pragma: no cover
        pytest.fail("no belote in 200 deals")
    played = [card for trick in data["tricks"] for card in trick]
    first, second = sorted((king, queen), key=played.index)
    text = story(data)
    symbol = "♠♥♦♣"[suit]
    shown = {king: f"K{symbol}", queen: f"Q{symbol}"}
    assert f"{holder} plays {shown[first]}: “belote”" in text
    assert f"{holder} plays {shown[second]}: “rebelote” — 20 points to " in text
    assert "never multiplied, never lost (rule points.belote)" in text


def test_a_deal_typed_without_hands_says_what_was_not_verified() -> None:
    runner = CliRunner()
    done = runner.invoke(cli, ["explain", str(NOTATION / "seed002-failed.deal")])
    assert done.exit_code == 0, done.output
    assert "The hands of N, E, S, W were not written" in done.output
    assert "rule play.card-held (3.2 A player plays a card from his own hand)" in done.output
    assert "The duties of play are verified" in done.output
    done = runner.invoke(cli, ["explain", str(NOTATION / "seed002-failed.deal"), "--lang", "fr"])
    assert "Les mains de N, E, S, O n'ont pas été écrites" in done.output


def test_the_illegal_card_of_a_deal_file_is_placed(tmp_path: Path) -> None:
    text = (NOTATION / "seed002-made.deal").read_text(encoding="utf-8")
    text = text.replace("1 JS QS 10S KS", "1 JS 7D 10S KS").replace("7 KC QC 8C 7D", "7 KC QC 8C QS")
    path = tmp_path / "revoke.deal"
    path.write_text(text, encoding="utf-8")
    done = CliRunner().invoke(cli, ["check", str(path), "--explain"])
    assert done.exit_code == 1
    line = text.splitlines().index("1 JS 7D 10S KS") + 1
    assert f"Trick 1, card 2 (at {path}:{line}:6): E plays 7♦" in done.output


def test_commands_and_exit_codes() -> None:
    runner = CliRunner()
    made = str(DEALS / "seed002-made.json")
    done = runner.invoke(cli, ["explain", made, "--lang", "fr"])
    assert done.exit_code == 0 and "Les enchères" in done.output
    done = runner.invoke(cli, ["check", made, "--explain"])
    assert done.exit_code == 0 and "The auction" in done.output and "Score breakdown" not in done.output
    done = runner.invoke(cli, ["check", made, "--explain", "--format", "json"])
    assert done.exit_code == 2 and "--explain" in done.output
    done = runner.invoke(cli, ["explain", made, "--lang", "de"])
    assert done.exit_code == 2


def test_every_rule_has_a_title_in_both_languages() -> None:
    french = rules_fr()
    missing = [rule for rule in RULES if rule not in french or not french[rule].text]
    assert not missing, f"French rules missing for {missing}"
    for lang in LANGS:
        assert rule_heading("play.follow-suit", lang).startswith(("rule play.follow-suit (3.3 ", "règle"))


@pytest.mark.parametrize("name", shipped_names())
def test_random_deals_of_every_variant_are_told_and_drawn(name: str) -> None:
    """Legal deals, swapped cards, short plays and odd coinches: every story and page is made."""
    variant = shipped_variant(name)
    seen = set()
    for seed in range(24):
        data = random_deal(variant, seed)
        rng = random.Random(seed)
        tricks = data["tricks"]
        if seed % 3 == 1:
            i, j = rng.randrange(len(tricks)), rng.randrange(len(tricks))
            a, b = rng.randrange(len(tricks[i])), rng.randrange(len(tricks[j]))
            tricks[i][a], tricks[j][b] = tricks[j][b], tricks[i][a]
        if seed % 4 == 2:
            data["tricks"] = tricks[: rng.randrange(len(tricks))]
        if seed % 5 == 3 and len(data["auction"]) > 1:
            data["auction"][1]["call"] = "coinche"
        record = read_record(data, variant)
        result = check_deal(record, variant)
        seen.add(result.status)
        for lang in LANGS:
            text = explain_deal(result, record, lang=lang)
            assert text.count("Verdict") == 1
            assert render_html(result, record, lang=lang).endswith("</html>\n")
    assert {"legal", "illegal"} <= seen


def test_the_players_names_are_told_at_the_top(tmp_path: Path) -> None:
    """A record's `players` (spec/deal.schema.json) are named in the story, each with its seat,
    in the order of play; a seat without a name is left out."""
    players = {"N": "Alice", "E": "Bertrand", "S": "Chloé", "W": "Dominique-Marie de La Tour"}
    data = record_of("seed002-made.json", lambda d: d.update(players=players))
    record = read_record(data, COINCHE)
    result = check_deal(record, COINCHE)
    english = explain_deal(result, record, lang="en", players=players)
    french = explain_deal(result, record, lang="fr", players=players)
    names = "N (Alice), E (Bertrand), S (Chloé), W (Dominique-Marie de La Tour)"
    # the score to write comes first (what_to_write), then the file's heading and the players
    assert f"\nPlayers: {names}\n" in english
    names_fr = names.replace("W (", "O (")  # Ouest, as a French table writes it
    assert f"\nJoueurs : {names_fr}\n" in french
    partial = explain_deal(result, record, players={"S": "Chloé"})
    assert "Players: S (Chloé)\n" in partial
    assert "Players" not in explain_deal(result, record)  # no names, no line
    # through the commands, from the deal file
    deal = tmp_path / "named.json"
    deal.write_text(json.dumps(data), encoding="utf-8")
    for args in (["explain", str(deal)], ["check", str(deal), "--explain"]):
        done = CliRunner().invoke(cli, args)
        assert done.exit_code == 0 and f"Players: {names}" in done.output, done.output
    done = CliRunner().invoke(cli, ["explain", str(deal), "--lang", "fr"])
    assert f"Joueurs : {names_fr}" in done.output


def test_the_legal_calls_of_an_illegal_call_in_french() -> None:
    """`violation.legal` of an illegal call is the judge's sentences (`judge.call_words`), English in
    the JSON result; French says each by its key. Every auction fault of the conformance corpus whose
    violation lists calls, in French: no English call word left, none shown as written (« »)."""
    from refscore.conformance.corpus import corpus_variant
    from refscore.render.story import legal_text

    said: dict[str, str] = {}
    for path in sorted((ROOT / "conformance" / "cases").glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            for name in sorted(case.get("expect", {})) if "record" in case else ():
                variant = corpus_variant(name)
                try:
                    result = check_deal(read_record(case["record"], variant), variant)
                except Exception:
                    continue
                violation = result.violation
                if violation is not None and violation.phase == "auction" and violation.legal:
                    for english, french in zip(
                        violation.legal, legal_text(violation, "fr").split(", "), strict=False
                    ):
                        said[english] = french
    assert {"pass", "coinche"} <= set(said)  # (the corpus's auction faults list these, and more)
    assert said["pass"] == "passe"
    for english, french in said.items():
        assert "«" not in french and not {"take", "bid", "call", "pass", "steps"} & set(french.split()), (
            english,
            french,
        )
        if english.startswith("a call by "):  # whose turn it was, as a French table writes the seat
            assert french == "une parole de " + {"W": "O"}.get(english[10:], english[10:])


def test_whose_turn_it_was_in_french() -> None:
    from refscore.judge.call_words import shown_legal
    from refscore.judge.result import Violation
    from refscore.render.story import legal_text

    for expected, french in (("S", "une parole de S"), ("W", "une parole de O")):  # Sud is not ♠
        legal = shown_legal("auction.turn", "N", expected, False, tuple)
        violation = Violation("auction.turn", "auction", "$.auction[1]", "call 2", "N", "pass", "", legal)
        assert legal == (f"a call by {expected}",) and legal_text(violation, "fr") == french


@pytest.mark.parametrize(
    ("phase", "legal", "said"),
    [
        ("play", ("JS", "10H", "QD", "KC"), "V♠, 10♥, D♦, R♣"),  # valet, dame, roi
        ("play", ("W",), "O"),  # a trick led by the wrong seat: whose lead it was, Ouest
        ("discard", ("2 cards",), "2 cartes"),
    ],
)
def test_what_was_allowed_at_a_card_in_french(phase: Any, legal: tuple[str, ...], said: str) -> None:
    from refscore.judge.result import Violation
    from refscore.render.story import legal_text

    violation = Violation("play.turn", phase, "$.tricks[1]", "trick 2", "N", None, "", legal)
    assert legal_text(violation, "fr") == said
