"""The `notation fr|en` line of a `.deal` file (spec/deal-notation.md, "Letters"): `C` is cœur in
French and clubs in English; the line decides, else the reader's language, and a `C` that stays
ambiguous is refused naming both readings, never read as clubs.

The deal is seed 002 (conformance/deals/seed002-made.json: 110 ♥ by S, NS 124 made, 234 to 38),
written here by hand in French letters: ranks V D R for J Q K, suits P C K T for S H D C, seat O
for W, side EO for EW.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from french_deal import ENGLISH_BODY, FRENCH, UNSAID

from refscore.base.errors import RefscoreError
from refscore.judge.notation import NotationError, format_record, normalize_record, parse_notation, to_record
from refscore.load.variant_loader import shipped_names, shipped_variant

REPO = Path(__file__).resolve().parents[2]
SEED = json.loads((REPO / "conformance" / "deals" / "seed002-made.json").read_text(encoding="utf-8"))

KEYS = ("dealer", "hands", "auction", "tricks", "claim")


def _same_deal_as_the_seed(data: dict[str, object]) -> None:
    seed = normalize_record(SEED)
    for key in KEYS:
        assert normalize_record(data)[key] == seed[key], key


def test_notation_fr_reads_c_as_coeur_whatever_the_reader() -> None:
    variant = shipped_variant("coinche")
    for reading in ("en", "fr", "ask"):
        deal = parse_notation(FRENCH, reading)
        assert deal.notation is not None and deal.notation[0] == "fr"
        _same_deal_as_the_seed(to_record(deal, variant).data)


def test_notation_en_reads_c_as_clubs_even_for_a_french_reader() -> None:
    variant = shipped_variant("coinche")
    text = "variant coinche\n" + ENGLISH_BODY + "notation en\n"  # the line holds wherever it is
    _same_deal_as_the_seed(to_record(parse_notation(text, "ask"), variant).data)


def test_without_the_line_a_french_reader_is_asked() -> None:
    # line 4 `E: DP 9C ...`: 9C (column 7) is the first C after a rank both languages write
    with pytest.raises(NotationError) as caught:
        parse_notation(UNSAID, "ask")
    error = caught.value
    assert error.place == "4:7"
    assert error.said is not None and error.said[0] == "card.ambiguous"
    assert "9♣" in str(error) and "9♥" in str(error) and "notation fr" in str(error)
    # an English reader reads the French letters' AC as A♣, and AT (trèfle) is A♣ too: dealt twice
    with pytest.raises(RefscoreError, match="dealt twice"):
        to_record(parse_notation(UNSAID, "en"), shipped_variant("coinche"))


def test_a_c_trump_is_asked_too() -> None:
    text = "variant coinche\ndealer W\nauction pass pass 110C pass pass pass\n"
    with pytest.raises(NotationError) as caught:
        parse_notation(text, "ask")
    assert caught.value.place == "3:22"  # `110` at column 19, its `C` at 22
    assert caught.value.said is not None and caught.value.said[0] == "fl.ambiguous_trump"
    assert parse_notation("notation fr\n" + text, "ask").calls[2].trump == "H"
    assert parse_notation("notation en\n" + text, "ask").calls[2].trump == "C"
    assert parse_notation(text, "en").calls[2].trump == "C"


@pytest.mark.parametrize("line", ["notation de", "notation fr\nnotation en"])
def test_a_bad_or_second_notation_line_is_refused(line: str) -> None:
    with pytest.raises(NotationError):
        parse_notation("variant coinche\n" + line + "\n" + ENGLISH_BODY)


def test_french_writing_is_the_hand_written_french_file_and_reads_back() -> None:
    variant = shipped_variant("coinche")
    record = {key: SEED[key] for key in ("format", "variant", *KEYS)}
    text = format_record(record, variant, notation="fr")
    assert text == FRENCH
    assert to_record(parse_notation(text, "ask"), variant).data == normalize_record(record)
    # English writing: English letters under a `notation en` line, read alike by a French reader
    english = format_record(record, variant)
    assert english == "variant coinche\nnotation en\n" + ENGLISH_BODY
    assert to_record(parse_notation(english, "ask"), variant).data == normalize_record(record)


def test_every_corpus_record_reads_back_the_same_in_french_letters() -> None:
    """Written in French letters (`notation fr`) or in English ones (`notation en`), each record of the
    conformance corpus reads back, for a French reader, as the same record."""
    from refscore.base.errors import RefscoreError as Refused

    compared = 0
    for path in sorted((REPO / "conformance" / "cases").glob("*.json")):
        for case in json.loads(path.read_text(encoding="utf-8"))["cases"]:
            record = case.get("record")
            if not isinstance(record, dict):
                continue
            for name in sorted(case.get("expect", {})) or ["coinche"]:
                if name not in shipped_names():
                    continue  # a house variant of the corpus, built by the runner
                variant = shipped_variant(name)
                try:
                    english = format_record(record, variant)
                    expected = to_record(parse_notation(english, "en"), variant).data
                except Refused:
                    continue  # a record the notation cannot hold, or that no reader can bind
                french = format_record(record, variant, notation="fr")
                assert french.startswith(("variante ", "notation fr")), case["id"]
                assert to_record(parse_notation(english, "ask"), variant).data == expected, case["id"]
                assert to_record(parse_notation(french, "ask"), variant).data == expected, case["id"]
                compared += 1
    assert compared > 500
