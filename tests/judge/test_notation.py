"""The deal notation (spec/deal-notation.md): reading, writing, derived hands, errors, round trips.

Expected values are worked from the rules and the seed-002 worked example ("110 à cœur, le preneur
réalise 124 points : il marque 234, la défense 38 ... 96 : 0 et 272"), never copied from output.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refscore.cli.main import cli

from refscore.base.cards import card_name, parse_card
from refscore.base.errors import RefscoreError
from refscore.judge.check import check_deal
from refscore.judge.generate import random_deal
from refscore.judge.notation import (
    UNVERIFIABLE_WHEN_DERIVED,
    FormatError,
    NotationError,
    dumps_record,
    format_record,
    normalize_record,
    parse_notation,
    to_record,
)
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import read_record
from refscore.render.report import result_to_json

ROOT = Path(__file__).resolve().parents[2]
DEALS = ROOT / "conformance" / "deals"
NOTATION = ROOT / "conformance" / "notation"
COINCHE = shipped_variant("coinche")

# The seed-002 deals, as the JSON twins in conformance/deals/ write them (the hands read by a person
# from the JSON files; the notation files must give the same deal).
MADE_HANDS = {
    "N": "9S JS AS JH 8D 10D 8C 10C",
    "E": "QS 9H 10H KH 7D 9D KD AD",
    "S": "8S 10S 7H QH AH JD QD KC",
    "W": "7S KS 8H 7C 9C JC QC AC",
}
FAILED_HANDS = {
    "N": "7S JS 7H QH KD 9C JC AC",
    "E": "8S 10S QS 9H 7D 8D 9D AD",
    "S": "9S 8H JH KH JD 7C 10C KC",
    "W": "KS AS 10H AH 10D QD 8C QC",
}


def load(text: str, variant: str = "coinche", *, hands: bool = True) -> dict[str, Any]:
    """The record of `text`; the hands of the seed-002 made deal are added when it has none and the
    variant seats N E S W (so that a test of the auction needs no hands)."""
    if (
        hands
        and "N:" not in text
        and shipped_variant(variant).seats in (("N", "E", "S", "W"), ("N", "W", "S", "E"))
    ):
        text += "".join(f"{seat}: {cards}\n" for seat, cards in MADE_HANDS.items())
    return to_record(parse_notation(text), shipped_variant(variant)).data


def as_sets(hands: dict[str, list[str]]) -> dict[str, set[str]]:
    return {seat: {card_name(parse_card(card)) for card in cards} for seat, cards in hands.items()}


def json_twin(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DEALS / name).read_text(encoding="utf-8"))
    return data


# --- the seed-002 worked example, typed in the notation -------------------------------------------


def test_seed002_made_fits_in_under_15_lines_and_gives_the_json_verdict() -> None:
    text = (NOTATION / "seed002-made.deal").read_text(encoding="utf-8")
    assert len(text.strip().splitlines()) < 15
    data = load(text)
    assert as_sets(data["hands"]) == as_sets({seat: cards.split() for seat, cards in MADE_HANDS.items()})
    result = check_deal(read_record(data, COINCHE), COINCHE)
    twin = json_twin("seed002-made.json")
    twin_result = check_deal(read_record(twin, COINCHE), COINCHE)
    # 114 card points + 10 de der = 124 >= 110: made, NS 124 + 110 = 234, EW 162 - 124 = 38
    assert result.status == twin_result.status == "legal"
    assert result.scores == twin_result.scores == {"NS": 234, "EW": 38}
    assert result.claim_confirmed is True
    assert [(t.winner, t.points) for t in result.tricks] == [(t.winner, t.points) for t in twin_result.tricks]


def test_seed002_failed_without_hands_derives_the_json_hands() -> None:
    text = (NOTATION / "seed002-failed.deal").read_text(encoding="utf-8")
    built = to_record(parse_notation(text), COINCHE)
    # the hands follow from the play: N leads trick 1, each trick's winner leads the next
    assert as_sets(built.data["hands"]) == as_sets(
        {seat: cards.split() for seat, cards in FAILED_HANDS.items()}
    )
    assert built.derived == ("N", "E", "S", "W") and built.derived_from == "play"
    assert set(built.unverifiable) == set(UNVERIFIABLE_WHEN_DERIVED)
    assert built.data["dealer"] == "W"  # the first call is N's: the dealer is the seat before him
    result = check_deal(read_record(built.data, COINCHE), COINCHE)
    # 86 + 10 = 96 < 110: dedans; NS keeps nothing, EW scores 162 + 110 = 272
    assert result.status == "legal" and result.scores == {"NS": 0, "EW": 272}
    assert result.claim_confirmed is True


def test_check_of_the_deal_file_matches_its_json_twin() -> None:
    runner = CliRunner()
    for stem in ("seed002-made", "seed002-failed"):
        deal = runner.invoke(cli, ["check", str(NOTATION / f"{stem}.deal"), "--format", "json"])
        twin = runner.invoke(cli, ["check", str(DEALS / f"{stem}.json"), "--format", "json"])
        assert deal.exit_code == twin.exit_code == 0, deal.output
        a, b = json.loads(deal.output), json.loads(twin.output)
        for key in ("status", "contract", "tricks", "units", "made", "scores", "breakdown", "violation"):
            assert a[key] == b[key], key
    failed = runner.invoke(cli, ["check", str(NOTATION / "seed002-failed.deal")])
    assert "not written" in failed.output and "play.card-held" in failed.output


# --- spellings --------------------------------------------------------------------------------------

HEADER = "variant coinche\ndealer W\n"


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("JH", "JH"),
        ("jh", "JH"),
        ("VC", "JH"),  # valet de cœur
        ("JC", "JC"),
        ("T♠", "10S"),
        ("10♤", "10S"),
        ("rk", "KD"),  # roi de carreau
        ("DP", "QS"),  # dame de pique
        ("J♥\ufe0f", "JH"),  # the emoji form a phone types
        ("AT", "AC"),  # as de trèfle
    ],
)
def test_card_spellings(typed: str, card: str) -> None:
    deal = parse_notation(f"1 {typed} 7S\n")
    assert [card_name(played.card) for played in deal.tricks[0].cards] == [card, "7S"]


@pytest.mark.parametrize(
    ("typed", "value", "trump"),
    [
        ("110H", 110, "H"),
        ("110 H", 110, "H"),
        ("110♥", 110, "H"),
        ("110♥\ufe0f", 110, "H"),
        ("110 cœur", 110, "H"),
        ("110 hearts", 110, "H"),
        ("90SA", 90, "SA"),
        ("90 sans atout", 90, "SA"),
        ("120 TA", 120, "TA"),
        ("100T", 100, "C"),  # T on its own is trèfle
        ("100K", 100, "D"),  # K on its own is carreau
        ("capot ♠", "capot", "S"),
        ("générale D", "generale", "D"),
    ],
)
def test_bid_spellings(typed: str, value: int | str, trump: str) -> None:
    data = load(HEADER + f"auction pass pass {typed}\n", "contree")
    assert data["auction"][2] == {"seat": "S", "call": "bid", "value": value, "trump": trump}


def test_calls_seats_and_the_dealer_from_the_first_call() -> None:
    data = load("variant coinche\nauction: N pass, E 80♠ S contre, W XX, N -\n")
    assert data["dealer"] == "W"
    assert data["auction"] == [
        {"seat": "N", "call": "pass"},
        {"seat": "E", "call": "bid", "value": 80, "trump": "S"},
        {"seat": "S", "call": "coinche"},
        {"seat": "W", "call": "surcoinche"},
        {"seat": "N", "call": "pass"},
    ]
    # officiel plays N W S E; with West dealing, South (right of the dealer) speaks first
    assert load("variant officiel\nauction S: pass\n", "officiel")["dealer"] == "W"
    # a call that names another seat than the one in turn stays as written (the check judges it)
    data = load(HEADER + "auction pass E: 80H pass\n")
    assert [call["seat"] for call in data["auction"]] == ["N", "E", "S"]
    # calls may continue on a second auction line
    assert len(load(HEADER + "auction pass pass\nauction 80H pass\n")["auction"]) == 4


def test_statements_comments_semicolons_case_and_french_keywords() -> None:
    text = (
        "# a comment line\r\n"
        "VARIANTE coinche ; Donneur: W   # trailing comment\r\n"
        "\r\n"
        'event "Club de Lyon; table 3 # not a comment"; date 2024-05-03\n'
        'players N Alice, E "Bob \\"B\\"", S Chloé, W Dan\n'
        "enchères pass pass 80H pass pass pass\n"
        "1) JS QS 10S KS\n"
        "2: S: 7H 8H JH 9H\n"
        "score NS: 0, EW: 0\n"
    )
    data = load(text)
    assert data["dealer"] == "W" and data["event"] == "Club de Lyon; table 3 # not a comment"
    assert data["date"] == "2024-05-03"
    assert data["players"] == {"N": "Alice", "E": 'Bob "B"', "S": "Chloé", "W": "Dan"}
    assert data["tricks"] == [["JS", "QS", "10S", "KS"], {"leader": "S", "cards": ["7H", "8H", "JH", "9H"]}]
    assert data["claim"] == {"NS": 0, "EW": 0}


def test_declarations_and_the_other_cards() -> None:
    text = (
        "variant chien-3\ndealer C\nchien 7S 8S\ndiscard 9S 10S\nauction pass 80H pass pass\n"
        'annonce A: tierce AH KH QH\nannonce B: "quinte" 7C 8C 9C 10C JC\nbelote A\n'
        "A: 9S 10S JS QS KS AS 7H 8H 9H 10H\nB: JH QH KH AH 7D 8D 9D 10D JD QD\n"
        "C: KD AD 7C 8C 9C 10C JC QC KC AC\n"
    )
    data = load(text, "chien-3")
    assert data["chien"] == ["7S", "8S"] and data["discard"] == ["9S", "10S"]
    assert data["annonces"] == [
        {"seat": "A", "cards": ["AH", "KH", "QH"], "kind": "tierce"},
        {"seat": "B", "cards": ["7C", "8C", "9C", "10C", "JC"], "kind": "quinte"},
    ]
    assert data["belote"] == "A"


# --- derived hands ----------------------------------------------------------------------------------


def test_one_missing_hand_is_the_rest_of_the_deck() -> None:
    hands = "\n".join(f"{seat}: {cards}" for seat, cards in MADE_HANDS.items() if seat != "W")
    built = to_record(parse_notation(HEADER + hands + "\nauction pass pass 110H pass pass pass\n"), COINCHE)
    assert as_sets(built.data["hands"])["W"] == set(MADE_HANDS["W"].split())
    assert built.derived == ("W",) and built.derived_from == "rest"
    assert "play.card-held" not in built.unverifiable


def test_a_revoke_is_caught_without_the_hands() -> None:
    # E plays 7D on N's spade lead at trick 1 and his QS at trick 7: the hand derived from the play
    # holds QS at trick 1, so E had to follow suit (rule play.follow-suit), exactly as with hands.
    record = json_twin("seed002-made.json")
    record["tricks"][0][1], record["tricks"][6][3] = "7D", "QS"
    text = format_record(record, COINCHE, omit_hands=True)
    assert "N:" not in text
    data = load(text)
    result = check_deal(read_record(data, COINCHE), COINCHE)
    assert result.status == "illegal"
    assert result.violation is not None
    assert result.violation.rule == "play.follow-suit" and result.violation.where == "trick 1, card 2"
    assert result.violation.legal == ("QS",)


def test_hands_cannot_be_left_out_of_an_unfinished_play() -> None:
    with pytest.raises(NotationError) as caught:
        load(HEADER + "auction pass pass 80H pass pass pass\n1 JS QS 10S KS\n", hands=False)
    assert "no hand for N, E, S, W" in str(caught.value)
    assert "1 JS" not in str(caught.value) and "4:1" in str(caught.value)


def test_a_card_played_twice_is_placed_in_the_text() -> None:
    text = (
        HEADER
        + "auction pass pass 80H pass pass pass\n"
        + "\n".join(f"{n} JS QS 10S KS" if n in (1, 2) else f"{n} 7H 8H 9H 10H" for n in range(1, 9))
    )
    with pytest.raises(NotationError) as caught:
        load(text, hands=False)
    assert "JS is played twice (also at 4:3)" in str(caught.value) and str(caught.value).startswith("5:3")


def test_chien_game_taker_hand_from_play_discard_and_chien() -> None:
    variant = shipped_variant("chien-3")
    for seed in range(5):
        record = random_deal(variant, seed)
        text = format_record(record, variant, omit_hands=True)
        built = to_record(parse_notation(text), variant)
        assert as_sets(built.data["hands"]) == as_sets(record["hands"]), seed
        assert "deal.discard" in built.unverifiable


# --- errors -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "place", "fragments"),
    [
        ("variant coinche; dealer W\nN: 9S JS 1OC\n", "2:10", ["unexpected '1OC'", "a card"]),
        (HEADER + "auction pass pass 110 pass\n", "3:23", ["unexpected 'pass'", "a trump"]),
        (HEADER + "auction pass 11OH\n", "3:16", ["'OH' in '11OH'", "a trump"]),
        ("variant coinche\ndealer\n", "2:7", ["unexpected end of the line", "a seat"]),
        ("hello world\n", "1:1", ["unexpected 'hello'", "a line of the deal notation", "auction"]),
        ('variant "coinche\n', "1:9", ["unexpected '\"coinche'", 'a "quoted text"']),
        (HEADER + "claim NS\n", "3:9", ["unexpected end of the line", "a score"]),
        (HEADER + "claim NS", "3:9", ["unexpected end of the deal", "a score"]),
        (HEADER + "1 JS QS\n3 KS\n", "4:1", ["trick number 3 where trick 2 comes"]),
        (HEADER + "dealer N\n", "3:1", ["the dealer is given twice (first at 2:8)"]),
        ("variant coinche\ndealer X\n", "2:8", ["unknown seat 'X'", "N, E, S, W", "deal.seats"]),
        (HEADER + "N: 9S JS AS\n", "3:1", ["the hand of N has 3 cards", "8 cards", "deal.hand-size"]),
        (HEADER + "N: 9S\nE: 9S\n", "4:4", ["9S is dealt twice (also at 3:4)", "deal.deck"]),
        (HEADER + "claim NS 1 XY 2\n", "3:12", ["unknown scoring unit 'XY'"]),
        ("variant coinche\nauction pass\n", "1:1", ["no dealer", "dealer SEAT"]),
        ("   \n", "1:1", ["the deal is empty"]),
    ],
)
def test_errors_are_placed_at_line_and_column(text: str, place: str, fragments: list[str]) -> None:
    with pytest.raises(NotationError) as caught:
        load(text, hands=False)
    message = str(caught.value)
    assert message.startswith(place + ":"), message
    for fragment in fragments:
        assert fragment in message


def test_cli_errors_name_the_file_and_never_show_a_traceback(tmp_path: Path) -> None:
    runner = CliRunner()
    path = tmp_path / "bad.deal"
    path.write_text("variant coinche; dealer W\nN: 9S JS 1OC\n", encoding="utf-8")
    done = runner.invoke(cli, ["check", str(path)])
    assert done.exit_code == 2
    assert f"{path}:2:10: unexpected '1OC'" in done.output and "Traceback" not in done.output
    path.write_text("dealer W\n", encoding="utf-8")
    done = runner.invoke(cli, ["check", str(path)])
    assert done.exit_code == 2 and "no variant" in done.output and "--variant" in done.output
    path.write_text("variant bridge\ndealer W\n", encoding="utf-8")
    done = runner.invoke(cli, ["check", str(path)])
    assert done.exit_code == 2 and f"{path}:1:9: unknown variant 'bridge'" in done.output


# --- writing, and the round trip --------------------------------------------------------------------


def test_canonical_text_of_the_seed002_record() -> None:
    text = format_record(json_twin("seed002-made.json"), COINCHE)
    lines = text.splitlines()
    # the letters are said (`notation en`: C is clubs), so that a French reader reads AC as A♣ too
    assert lines[0] == "variant coinche" and lines[1] == "notation en" and lines[2] == "id seed002-made"
    assert lines[3].startswith('comment "The worked example')
    assert lines[4:10] == [
        "dealer W",
        "N: 9S JS AS JH 8D 10D 8C 10C",
        "E: QS 9H 10H KH 7D 9D KD AD",
        "S: 8S 10S 7H QH AH JD QD KC",
        "W: 7S KS 8H 7C 9C JC QC AC",
        "auction pass pass 110H pass pass pass",
    ]
    assert lines[10] == "1 JS QS 10S KS" and lines[-1] == "claim NS 234 EW 38"


def test_out_of_turn_calls_are_written_with_their_seats() -> None:
    record = json_twin("seed002-made.json")
    record["auction"][0]["seat"] = "E"
    text = format_record(record, COINCHE)
    assert "auction E pass, E pass, S 110H, W pass, N pass, E pass" in text
    assert load(text)["auction"][0]["seat"] == "E"


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d["auction"][0].__setitem__("value", 3), "a pass with a value"),
        (lambda d: d["auction"][2].__setitem__("value", "pass"), "a bid named 'pass'"),
        (lambda d: d.__setitem__("claim", {}), "$.claim"),
    ],
)
def test_what_the_notation_cannot_hold_is_refused(change: Any, fragment: str) -> None:
    record = json_twin("seed002-made.json")
    change(record)
    with pytest.raises((FormatError, RefscoreError)) as caught:
        format_record(record, COINCHE)
    assert fragment in str(caught.value)


_SPELLINGS: dict[str, list[str]] = {}


def _spellings(card: str) -> list[str]:
    """Every spelling of a card that a JSON record may use (the engine's, in any case)."""
    if not _SPELLINGS:
        ranks = ("10", *"789TtJjVvQqDdKkRrAa")
        suits = "SsPp♠♤Hh♥♡DdKk♦♢CcTt♣♧"
        for rank in ranks:
            for suit in suits:
                text = rank + suit
                try:
                    name = card_name(parse_card(text))
                except ValueError:
                    continue
                _SPELLINGS.setdefault(name, []).append(text)
    return _SPELLINGS[card]


def _decorate(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A random deal with the optional parts and the odd spellings a person or a program may use."""
    data = copy.deepcopy(record)
    respell = lambda cards: [rng.choice(_spellings(card_name(parse_card(c)))) for c in cards]  # noqa: E731
    data["hands"] = {seat: respell(cards) for seat, cards in data["hands"].items()}
    data["tricks"] = [respell(trick) for trick in data.get("tricks", [])]
    if data["tricks"] and rng.random() < 0.3:
        data["tricks"] = data["tricks"][: rng.randrange(1, len(data["tricks"]) + 1)]
        if rng.random() < 0.5:
            data["tricks"][-1] = data["tricks"][-1][: rng.randrange(1, len(data["tricks"][-1]) + 1)]
    if data["tricks"] and rng.random() < 0.3:
        index = rng.randrange(len(data["tricks"]))
        data["tricks"][index] = {"leader": rng.choice(sorted(data["hands"])), "cards": data["tricks"][index]}
    for call in data["auction"]:
        if "trump" in call:
            call["trump"] = rng.choice(
                {
                    "S": ["S", "♠", "pique", "spades"],
                    "H": ["H", "♥", "cœur", "hearts"],
                    "D": ["D", "♦", "K"],
                    "C": ["C", "♣", "trèfle"],
                    "SA": ["SA", "NT", "sans atout"],
                    "TA": ["TA", "AT", "tout-atout"],
                }[call["trump"]]
            )
    if rng.random() < 0.2:
        data["auction"][0]["seat"] = rng.choice(sorted(data["hands"]))
    if rng.random() < 0.5:
        data["id"] = rng.choice(["x", "seed-1", "a b", 'q"uote', "semi;colon", "hash#tag", "", "-", "é", "1"])
    if rng.random() < 0.3:
        data["event"] = "Club de Lyon, 3 mai; table « 2 »\n"
    if rng.random() < 0.3:
        data["players"] = {
            seat: rng.choice(["Alice", "Jean-Paul", "Zoé M.", "x y"]) for seat in data["hands"]
        }
    if rng.random() < 0.2:
        seat = rng.choice(sorted(data["hands"]))
        data["annonces"] = [{"seat": seat, "cards": respell(data["hands"][seat][:3])}]
        if rng.random() < 0.5:
            data["annonces"][0]["kind"] = rng.choice(["tierce", "carré", "quinte", "a b"])
    if rng.random() < 0.2:
        data["belote"] = rng.choice(sorted(data["hands"]))
    return data


ROUND_TRIP = settings(
    max_examples=250, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.mark.slow
@ROUND_TRIP
@given(st.sampled_from(shipped_names()), st.integers(min_value=0, max_value=2**32 - 1))
def test_round_trip_json_notation_json(name: str, seed: int) -> None:
    variant = shipped_variant(name)
    rng = random.Random(seed)
    record = _decorate(random_deal(variant, seed), rng)
    if rng.random() < 0.5:
        record["claim"] = {unit: rng.randrange(-50, 600) for unit, _ in variant.teams}
    text = format_record(record, variant)
    back = to_record(parse_notation(text), variant).data
    assert back == normalize_record(record)
    assert format_record(back, variant) == text  # the canonical text is a fixed point
    assert json.loads(dumps_record(back)) == back


@pytest.mark.slow
@ROUND_TRIP
@given(st.sampled_from(shipped_names()), st.integers(min_value=0, max_value=2**32 - 1))
def test_hands_left_out_are_found_again_and_the_verdict_is_the_same(name: str, seed: int) -> None:
    variant = shipped_variant(name)
    record = random_deal(variant, seed)
    built = to_record(parse_notation(format_record(record, variant, omit_hands=True)), variant)
    assert as_sets(built.data["hands"]) == as_sets(record["hands"])
    original = check_deal(read_record(record, variant), variant)
    derived = check_deal(read_record(built.data, variant), variant)
    assert (derived.status, derived.scores) == (original.status, original.scores)
    first = result_to_json(original)
    second = result_to_json(derived)
    assert first["tricks"] == second["tricks"] and first["breakdown"] == second["breakdown"]


def test_convert_command_round_trip_through_files(tmp_path: Path) -> None:
    runner = CliRunner()
    as_json = tmp_path / "made.json"
    done = runner.invoke(cli, ["convert", str(NOTATION / "seed002-made.deal"), "-o", str(as_json)])
    assert done.exit_code == 0, done.output
    data = json.loads(as_json.read_text(encoding="utf-8"))
    assert data["hands"]["E"] == ["QS", "9H", "10H", "KH", "7D", "9D", "KD", "AD"]  # canonical spellings
    as_deal = tmp_path / "made.deal"
    done = runner.invoke(cli, ["convert", str(as_json), "-o", str(as_deal)])
    assert done.exit_code == 0, done.output
    again = runner.invoke(cli, ["convert", str(as_deal), "--to", "json"])
    assert json.loads(again.output) == data
    short = runner.invoke(cli, ["convert", str(DEALS / "seed002-failed.json"), "--omit-hands"])
    assert short.exit_code == 0 and "N:" not in short.output and "8 9C 8D 7C KS" in short.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["made.deal", "made.json"]  # no temporary left
    bad = json_twin("seed002-made.json")
    bad["auction"][0]["value"] = 3
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    done = runner.invoke(cli, ["convert", str(path)])
    assert done.exit_code == 2 and "cannot be written in the notation" in done.output


def test_convert_refuses_to_write_notation_it_could_not_read_back(tmp_path: Path) -> None:
    """A record with a hand of no cards is refused by the record reader (rule deal.hand-size, 8
    cards in coinche), so `convert` must not turn it into notation that would then be refused on the
    way back: exit 2 naming the place, and no file written."""
    runner = CliRunner()
    bad = json_twin("seed002-made.json")
    bad["hands"]["E"] = []
    path = tmp_path / "empty-hand.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    done = runner.invoke(cli, ["convert", str(path), "-o", str(tmp_path / "out.deal")])
    assert done.exit_code == 2
    assert "$.hands.E" in done.output and "deal.hand-size" in done.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty-hand.json"]
