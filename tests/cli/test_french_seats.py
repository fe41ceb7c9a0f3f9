"""A French table writes Ouest `O` and Est-Ouest `EO` (RULES.md's W and EW; spec/notation.md, "Seats
and sides"): every command that speaks, run in French over the corpus (the deals, the `.deal` files,
the game sheets), under `--lang fr` and under a French locale, writes no `W`, `EW` or `WE` as a word.
The record's data (YAML of `variants show`, JSON) keeps the record's letters and is not walked.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from refscore.cli.main import cli

ROOT = Path(__file__).resolve().parents[2]
DEALS = sorted((ROOT / "conformance" / "deals").glob("*.json"))
NOTATION = sorted((ROOT / "conformance" / "notation").glob("*.deal"))
GAMES = sorted((ROOT / "conformance" / "games").glob("*.json"))
FRENCH_LOCALE = {"LANG": "fr_FR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
ENGLISH_SEAT = re.compile(r"(?<![\w.\-/#\"=])(?:W|EW|WE)(?![\w.\-\"])")


def _runs() -> list[list[str]]:
    runs: list[list[str]] = []
    for deal in [*DEALS, *NOTATION]:
        runs += [
            ["check", str(deal)],
            ["check", str(deal), "--explain"],
            ["explain", str(deal), "--detail"],
            ["render", str(deal)],
        ]
    made = str(ROOT / "conformance" / "deals" / "seed002-made.json")
    runs += [["legal", made, "--trick", "2", "--seat", "W"], ["legal", made, "--trick", "3", "--seat", "E"]]
    # the sheets (a deal file beside them, which a sheet names, is not one)
    runs += [["game", str(game)] for game in GAMES if {"deals", "games"} & set(json.loads(game.read_text()))]
    runs += [
        ["analyse", str(ROOT / "conformance" / "deals" / "seed002-made.json"), "--no-table"],
        ["score", "--line", "coinche 110H by W points NS 60"],
        ["variants", "doc", "contree"],
    ]
    return runs


def _visible(output: str) -> str:
    """The words a reader sees: an HTML page without its style and tags (ids such as `hand-W`)."""
    return re.sub(r"<style>.*?</style>|<[^>]*>", " ", output, flags=re.S)


@pytest.mark.parametrize("args", _runs(), ids=lambda args: " ".join(Path(a).name for a in args))
def test_no_w_or_ew_in_french(args: list[str]) -> None:
    for asked, env in (([*args, "--lang", "fr"], None), (args, FRENCH_LOCALE)):
        done = CliRunner().invoke(cli, asked, env=env)
        assert done.exit_code in (0, 1), done.output
        assert ENGLISH_SEAT.findall(_visible(done.stdout)) == [], done.stdout
