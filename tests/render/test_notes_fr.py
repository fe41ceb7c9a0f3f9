"""The engine's notes in French (refscore/text/notes.py `note_text`): each note is produced by the
engine itself (a check, a game sheet, a facts line), then told in French with its numbers and no
English word left (the detector of tests/render/test_translations.py). A note the engine did not write
by key would be shown between « » as written: each test also checks that it is not.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_translations import english_in

from refscore.base.errors import sentence
from refscore.judge.facts_check import read_facts
from refscore.judge.game_sheet import settle_game
from refscore.load.facts_line import parse_facts_line
from refscore.load.variant_loader import load_variant, shipped_variant
from refscore.model.fingerprint import fingerprint_warning
from refscore.text.notes import note_text

COINCHE = shipped_variant("coinche")


def french(note: str) -> str:
    told = note_text(note, "fr")
    assert not told.startswith("« "), f"no French pattern for: {note}"
    assert english_in(told) == [], told
    assert note_text(note, "en") == note
    return told


def _house(tmp_path: Path, text: str, name: str = "house") -> Any:
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return load_variant(str(path))


def test_the_fingerprint_warning_under_other_rules() -> None:
    contree = shipped_variant("contree")
    note = fingerprint_warning(COINCHE.fingerprint, contree.fingerprint)
    told = french(note)
    assert told.startswith(f"attention : la donne a été marquée sous les règles {COINCHE.fingerprint}")
    assert f"jugée sous {contree.fingerprint}" in told
    assert "`refscore variants show NAME --fingerprint`" in told


def test_the_fingerprint_warning_same_rules_under_another_name() -> None:
    # a club's file with contree's rules under its own id: the same digest (refscore/model/fingerprint.py)
    contree = shipped_variant("contree")
    club = "club@1:" + contree.fingerprint.rsplit(":", 1)[1]
    told = french(fingerprint_warning(club, contree.fingerprint))
    assert told == (
        f"attention : la donne a été marquée sous {club}, les mêmes règles que {contree.fingerprint} "
        "sous un autre nom"
    )


def test_the_last_trick_not_written_in_a_facts_line() -> None:
    # 80 ♥ by S with 40 points: failed whoever took the last trick (40 or 30 of cards, < 80)
    facts = read_facts(parse_facts_line("80H by S points NS 40"), COINCHE)
    (note,) = facts.notes
    told = french(note)
    assert told.endswith("montrée comme si NS l'avait fait")


def _belote_litige(tmp_path: Path) -> Any:
    return _house(tmp_path, "extends: belote\ngame:\n  litige: next_contract\n", "litige")


LITIGES = {
    "deals": [
        {"facts": "H by N points NS 81"},  # litige: NS 0, EW 81; NS's 81 held
        {"facts": "S by E points EW 81"},  # litige again: EW 0, NS 81; EW's 81 held too, 162 in all
        {"facts": "D by N points NS 70"},  # NS 70 < EW 92: failed; EW beats it and takes the 162
    ]
}


def test_the_litige_notes_of_next_contract(tmp_path: Path) -> None:
    deals = settle_game(LITIGES, _belote_litige(tmp_path)).deals
    told = [french(note) for deal in deals for note in deal.notes]
    assert (
        "litige : les 81 points du camp preneur sont mis de côté pour le gagnant du contrat suivant "
        "(règle score.litige)"
    ) in told
    assert "nouveau litige : les 81 points mis de côté y restent (règle score.litige)" in told
    assert (
        "la défense fait chuter le contrat : EO prend les 162 points mis de côté au litige "
        "(règle score.litige)"
    ) in told


def test_the_contract_won_by_several_defenders() -> None:
    # Needs a turned-card variant of three or more scoring units, which no shipped variant is: the
    # note as refscore/judge/game_sheet.py `_give_held_to_contract_winner` writes it.
    note = sentence("note.litige_defenders", held=81)
    assert note == "the contract is won by several defenders: the 81 points stay held"
    told = french(note)
    assert told == "plusieurs défenseurs gagnent le contrat : les 81 points restent de côté"


def test_a_game_that_does_not_end_on_a_belote(tmp_path: Path) -> None:
    variant = _house(tmp_path, "extends: coinche\ngame:\n  out_on_belote: forbidden\n", "no-belote-out")
    sheet = {
        "target": 480,
        "deals": [
            {"facts": "110H by S points NS 124"},  # made: NS 124 + 110 = 234
            {"facts": "80S by E points EW 60 belote S"},  # failed: NS 162 + 80 + 20 = 262, total 496
        ],
    }
    (note,) = settle_game(sheet, variant).deals[1].notes
    told = french(note)
    assert told.startswith("NS n'atteint 496 qu'avec la belote de cette donne")


def test_a_penalty_is_told_in_french() -> None:
    """penalty-revoke-trick3-defence (conformance/cases/penalties.json): E revokes, the defence EW
    loses the deal, scored as made with every card point and the last trick to NS (152 + 10 = 162,
    + 110 = 272; rule penalty.play): the summary, the breakdown and the score in French."""
    import json

    from refscore.cli.render import render_text

    from refscore.judge.check import check_deal
    from refscore.model.record import read_record

    root = Path(__file__).resolve().parents[2]
    cases = json.loads((root / "conformance" / "cases" / "penalties.json").read_text(encoding="utf-8"))
    (case,) = [case for case in cases["cases"] if case["id"] == "penalty-revoke-trick3-defence"]
    record = read_record(case["record"], COINCHE)
    text = render_text(check_deal(record, COINCHE), record, "deal.json", "fr", detail=True)
    penalty = text[text.index("Pénalité : ") :]
    assert "règle penalty.play — Une carte irrégulière : ce que marque la donne." in penalty
    assert "points des cartes" in penalty and "8 plis" in penalty
    assert "E (la défense) en faute : compté comme un contrat réussi" in penalty
    assert "La table marque : NS 272, EO 0." in penalty  # Est-Ouest, as a French table writes it
    assert english_in(penalty) == []
