"""One set of flags across commands: `-o FILE` writes what standard output would show, `--variant`
names the variant everywhere (`infer --base` kept as a hidden old name), `-v` means one thing."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

REPO = Path(__file__).resolve().parents[2]
GAMES = REPO / "conformance" / "games"
ENGLISH = {"LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}

COMMANDS = {
    "score": ["score", "-l", "coinche 110H by S points NS 124"],
    "game": ["game", str(GAMES / "wrong-line.json")],
    "infer": ["infer", str(GAMES / "chute-160.json")],
    "analyse": ["analyse", str(REPO / "conformance" / "deals" / "seed002-made.json"), "--no-table"],
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_o_writes_what_stdout_shows(tmp_path: Path, name: str) -> None:
    args = COMMANDS[name]
    shown = CliRunner().invoke(cli, args, env=ENGLISH)
    target = tmp_path / "out.txt"
    written = CliRunner().invoke(cli, [*args, "-o", str(target)], env=ENGLISH)
    assert written.exit_code == shown.exit_code, written.output
    assert written.stdout == "" and target.read_text(encoding="utf-8") == shown.stdout
    assert shown.stdout.strip()


def test_o_never_overwrites_an_input(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text((GAMES / "wrong-line.json").read_text(encoding="utf-8"), encoding="utf-8")
    before = sheet.read_bytes()
    done = CliRunner().invoke(cli, ["game", str(sheet), "-o", str(sheet)], env=ENGLISH)
    assert done.exit_code == 2 and sheet.read_bytes() == before


def test_infer_takes_variant_and_still_base() -> None:
    sheet = str(GAMES / "chute-160.json")
    by_variant = CliRunner().invoke(cli, ["infer", sheet, "--variant", "coinche"], env=ENGLISH)
    by_v = CliRunner().invoke(cli, ["infer", sheet, "-v", "coinche"], env=ENGLISH)
    by_base = CliRunner().invoke(cli, ["infer", sheet, "--base", "coinche"], env=ENGLISH)
    assert by_variant.exit_code == 0, by_variant.output
    assert by_variant.stdout == by_v.stdout == by_base.stdout
    assert "--base" not in CliRunner().invoke(cli, ["infer", "--help"], env=ENGLISH).stdout


def test_v_is_the_variant_to_judge_under_everywhere() -> None:
    # `conformance run --variant` filters; it has no `-v`, which means "judge under" elsewhere
    done = CliRunner().invoke(cli, ["conformance", "run", "-v", "coinche"], env=ENGLISH)
    assert done.exit_code == 2 and "No such option" in done.stderr
