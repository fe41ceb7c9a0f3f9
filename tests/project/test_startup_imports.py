"""The batch command's fast path imports only what it runs (a structure test, not a timing test).

Why: start-up is a fixed cost of every `refscore check FILE.jsonl`, and on a file of 20,000 deals it
was 40% of the time the batch's target allows (bench/startup.py). Most of it was importing modules
the legal deals never use. The rule (CONTRIBUTING.md): the batch's fast path does not import the
reference path (check, walk, report, explain, coach, html, notation), lark (formulas are read by
`refscore.formula.parser` over the shipped tables), PyYAML (shipped variants come pre-resolved from
`refscore/_generated/resolved_variants.py`), jsonschema, or multiprocessing (only `--jobs` other than 1 starts
workers). Each is imported where a line or an option first needs it, which this test also shows.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from refscore.judge.generate import random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant

HANG_GUARD = 120  # seconds: a guard against a hang, not a timing assertion

#: What the fast path of a batch of legal deals must not import (a module, or a package's modules).
NOT_ON_THE_FAST_PATH = (
    "lark",
    "yaml",
    "jsonschema",
    "multiprocessing",
    "concurrent.futures",
    "refscore.judge.check",
    "refscore.render.parts",
    "refscore.render.report",
    "refscore.render.story",
    "refscore.judge.positions",
    "refscore.render.html",
    "refscore.judge.notation",
    "refscore.load.yamlsource",
    # loads OpenSSL; refscore.base.digest has CPython's own SHA-256 (bench/startup.py).
    # (pathlib, importlib.resources and tempfile are not listed: a development install's import
    # hook, run by `site`, imports them first; test_the_fast_path_imports_no_pathlib runs without it.)
    "hashlib",
)

#: Runs the command line in this interpreter, then prints the names of the modules it imported.
RUN_AND_LIST = """
import json, sys
sys.argv = ["refscore", *sys.argv[1:]]
try:
    import importlib
    importlib.import_module("refscore.cli.main").main()
except SystemExit as done:
    status = done.code
else:
    status = 0
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def _modules(
    *args: str | Path, flags: tuple[str, ...] = (), env: dict[str, str] | None = None, cwd: Path | None = None
) -> tuple[int, set[str]]:
    """The exit status and the modules loaded of `refscore ARGS` (`flags`: the interpreter's own)."""
    done = subprocess.run(
        [sys.executable, *flags, "-c", RUN_AND_LIST, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
        env=env,
        cwd=cwd,
    )
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    report = json.loads(done.stdout.splitlines()[-1])
    return report["status"], set(report["modules"])


def _loaded(modules: set[str], name: str) -> bool:
    return name in modules or any(module.startswith(f"{name}.") for module in modules)


@pytest.fixture(scope="module")
def legal_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A legal deal of every shipped variant, one per line."""
    path = tmp_path_factory.mktemp("startup") / "legal.jsonl"
    deals = [random_deal(shipped_variant(name), seed) for seed, name in enumerate(shipped_names())]
    path.write_text("".join(json.dumps(deal) + "\n" for deal in deals), encoding="utf-8")
    return path


def test_the_fast_path_imports_none_of_the_slow_modules(legal_file: Path, tmp_path: Path) -> None:
    status, modules = _modules("check", legal_file, "--format", "jsonl", "-o", tmp_path / "out.jsonl")
    assert status == 0  # every deal legal: answered by the fast path
    assert [name for name in NOT_ON_THE_FAST_PATH if _loaded(modules, name)] == []
    assert "refscore.fast.checker" in modules  # the list above is not vacuous: the fast path did run


def test_the_fast_path_imports_no_pathlib(legal_file: Path, tmp_path: Path) -> None:
    """Neither pathlib (with urllib.parse, ipaddress: ~15 M instructions) nor importlib.resources
    (with tempfile, shutil, random) on the batch's way: the package reads its data with os.path
    (refscore/base/resources.py). Run with `python -S` from the checkout itself, the site-packages on
    PYTHONPATH: a development install's import hook (the editable finder, which `site` runs)
    imports pathlib before refscore does, which would make this test vacuous."""
    import site

    root = Path(__file__).resolve().parents[2]
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([str(root), *site.getsitepackages()]))
    status, modules = _modules(
        "check",
        legal_file,
        "--format",
        "jsonl",
        "-o",
        tmp_path / "o",
        flags=("-S",),
        env=environment,
        cwd=tmp_path,
    )
    assert status == 0
    assert [name for name in ("pathlib", "importlib.resources", "tempfile") if _loaded(modules, name)] == []
    assert "refscore.fast.checker" in modules and "site" not in modules  # the run is the one meant


def test_the_reference_path_is_imported_when_a_line_needs_it(legal_file: Path, tmp_path: Path) -> None:
    """A line the fast path declines (here a deal one trick short) loads the reference path then."""
    deal = json.loads(legal_file.read_text(encoding="utf-8").splitlines()[0])
    deal["tricks"].pop()
    short = tmp_path / "short.jsonl"
    short.write_text(json.dumps(deal) + "\n", encoding="utf-8")
    _, modules = _modules("check", short, "--format", "jsonl", "-o", tmp_path / "out.jsonl")
    assert "refscore.judge.check" in modules


def test_an_illegal_call_is_answered_without_the_reference_path(legal_file: Path, tmp_path: Path) -> None:
    """An auction fault is judged and worded by the reference's auction judge alone (already on the
    fast path), not by `check` and `report`: its line costs no import of them."""
    lines = []
    for line in legal_file.read_text(encoding="utf-8").splitlines():
        deal = json.loads(line)
        if deal["auction"]:  # its first call said by the next seat: out of turn (auction.turn)
            seats = shipped_variant(deal["variant"]).seats
            first = deal["auction"][0]
            first["seat"] = seats[(seats.index(first["seat"]) + 1) % len(seats)]
        lines.append(json.dumps(deal) + "\n")
    faults = tmp_path / "faults.jsonl"
    faults.write_text("".join(lines), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    status, modules = _modules("check", faults, "--format", "jsonl", "-o", out)
    results = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert status == 1 and {result["violation"]["rule"] for result in results} == {"auction.turn"}
    assert [name for name in NOT_ON_THE_FAST_PATH if _loaded(modules, name)] == []


def test_workers_import_multiprocessing(legal_file: Path, tmp_path: Path) -> None:
    status, modules = _modules(
        "check", legal_file, "--format", "jsonl", "-o", tmp_path / "out.jsonl", "--jobs", "2"
    )
    assert status == 0
    assert "concurrent.futures.process" in modules
