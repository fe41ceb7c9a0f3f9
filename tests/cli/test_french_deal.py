"""A `.deal` file at a French table (spec/deal-notation.md, "Letters"): `notation fr` reads `AC` as
A♥ under any locale; without the line a French locale refuses it naming both readings; `convert`
in French writes the line and the French letters.

The deal is seed 002 in French letters (tests/judge/test_notation_letters.py): 110 ♥ by S, NS make
124 (RULES.md, `coinche`: made, takers 124 + 110 = 234, defence its 38 card points): NS 234, EO 38.
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from french_deal import FRENCH, UNSAID
from refscore.cli.main import cli

FRENCH_LOCALE = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
ENGLISH_LOCALE = {"LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
REPO = Path(__file__).resolve().parents[2]


def run(args: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, args, env=env)
    return done.exit_code, done.stdout, done.stderr


def test_a_french_file_is_judged_under_either_locale(tmp_path: Path) -> None:
    deal = tmp_path / "donne.deal"
    deal.write_text(FRENCH, encoding="utf-8")
    code, out, err = run(["check", str(deal)], FRENCH_LOCALE)
    assert code == 0, err
    assert out.startswith("À écrire : NS 234, EO 38.")
    assert "A♥" in out and "110 ♥" in out  # echoed in symbols: AC read as cœur
    code, out, err = run(["check", str(deal)], ENGLISH_LOCALE)
    assert code == 0, err
    assert out.startswith("To write: NS 234, EW 38.")


def test_without_the_line_a_french_locale_refuses_the_ambiguous_card(tmp_path: Path) -> None:
    deal = tmp_path / "donne.deal"
    deal.write_text(UNSAID, encoding="utf-8")
    code, out, err = run(["check", str(deal)], FRENCH_LOCALE)
    assert code == 2 and out == ""
    assert f"{deal}:4:7" in err
    assert "9 de trèfle (9♣) ou 9 de cœur (9♥)" in err
    assert "notation fr" in err
    code, _, err = run(["check", str(deal), "--lang", "fr"], ENGLISH_LOCALE)
    assert code == 2 and "9 de trèfle (9♣) ou 9 de cœur (9♥)" in err


def test_the_shipped_english_files_say_so() -> None:
    for name in ("notation/seed002-made.deal", "notation/seed002-failed.deal", "games/seed002-failed.deal"):
        path = REPO / "conformance" / name
        assert "notation en" in path.read_text(encoding="utf-8"), name
        code, out, err = run(["check", str(path)], FRENCH_LOCALE)
        assert code in (0, 1), err  # judged, not refused as ambiguous
        assert out.startswith("À écrire : NS ")


def test_convert_in_french_writes_the_line(tmp_path: Path) -> None:
    target = tmp_path / "out.deal"
    source = REPO / "conformance" / "notation" / "seed002-made.deal"
    code, _, err = run(["convert", str(source), "-o", str(target), "--lang", "fr"], ENGLISH_LOCALE)
    assert code == 0, err
    written = target.read_text(encoding="utf-8")
    assert written.startswith("variante coinche\nnotation fr\n")
    assert "\nS: 8P 10P 7C DC AC VK DK RT\n" in written  # S's hand, hand-translated
    code, out, err = run(["check", str(target)], FRENCH_LOCALE)
    assert code == 0 and out.startswith("À écrire : NS 234, EO 38."), err
