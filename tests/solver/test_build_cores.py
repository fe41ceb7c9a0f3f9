"""How setup.py builds the C cores (build_support/cores.py): both copies of the solver give the same
values, and every failure of the compiler leads to a working install, never a broken one.

Why: on x86 the solver is compiled twice into one shared object (a baseline copy and a `-mpopcnt`
copy, picked at import from the CPU); the suite runs whichever copy this machine picks, so the
other is forced here (`REFSCORE_SOLVECORE=baseline`) and compared on whole deals. The fallbacks
(no compiler at all; a compiler that refuses `-mpopcnt`) are the paths no developer machine takes
by itself: they are driven here with a stand-in compiler (`CC`), on the solver's extension alone.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
from pathlib import Path

import pytest
from setuptools import Distribution, Extension

from build_support.cores import SOLVER_PARTS, BuildCores, wants_dispatch
from refscore.solver import core as solver_core

pytestmark = pytest.mark.solver  # builds the solver core with the compiler: run by CI (README, "Tests")

ROOT = Path(__file__).resolve().parents[2]

#: a child that loads one build of the solver from its file and prints (its copy, the values of the
#: four suit trumps of a few random coinche deals from the first card)
VALUES = r"""
import importlib.machinery, importlib.util, json, sys
path = sys.argv[1]
loader = importlib.machinery.ExtensionFileLoader("refscore.solver._solvecore", path)
spec = importlib.util.spec_from_file_location("refscore.solver._solvecore", path, loader=loader)
module = importlib.util.module_from_spec(spec)
loader.exec_module(module)
sys.modules["refscore.solver._solvecore"] = module
from refscore.judge.auction_judge import first_player
from refscore.base.cards import Suit, parse_card
from refscore.judge.generate import random_deal
from refscore.solver import Solver, position_of
from refscore.solver import core
from refscore.model.variant import TrumpKind
from refscore.load.variant_loader import shipped_variant
core._solvecore = module
variant = shipped_variant("coinche")
values = []
for seed in range(3):
    deal = random_deal(variant, 7_000 + seed)
    hands = {seat: [parse_card(c) for c in cards] for seat, cards in deal["hands"].items()}
    start = position_of(hands, variant, first_player(variant, deal["dealer"]))
    for suit in range(4):
        solver = Solver(variant, TrumpKind.SUIT, Suit(suit), variant.team_of(variant.seats[0]))
        assert solver.core is not None
        values.append(solver.value(start))
print(json.dumps([getattr(module, "build", "plain"), values]))
"""


def solver_values(path: Path | str, **env: str) -> tuple[str, list[int]]:
    done = subprocess.run(
        [sys.executable, "-c", VALUES, str(path)],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    build, values = json.loads(done.stdout)
    return build, values


def build_solver(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, cc: str) -> tuple[Path | None, str]:
    """Build the solver's extension alone with `cc` as the compiler (and linker) into tmp_path:
    (the shared object or None, what the build printed)."""
    monkeypatch.chdir(ROOT)  # setuptools wants the sources' paths relative to the project
    monkeypatch.setenv("CC", cc)
    monkeypatch.delenv("LDSHARED", raising=False)
    monkeypatch.delenv("REFSCORE_PLAIN_BUILD", raising=False)
    extension = Extension(
        "refscore.solver._solvecore",
        sources=["refscore/solver/_solvecore.c"],
        depends=["refscore/kernel/_kernel_walk.h", *SOLVER_PARTS],
        include_dirs=["refscore/kernel"],
        optional=True,
    )
    dist = Distribution({"name": "refscore", "ext_modules": [extension]})
    command = BuildCores(dist)
    command.build_lib = str(tmp_path / "lib")
    command.build_temp = str(tmp_path / "temp")
    command.ensure_finalized()
    warnings: list[str] = []
    monkeypatch.setattr(command, "warn", warnings.append)
    command.run()
    built = sorted((tmp_path / "lib" / "refscore" / "solver").glob("_solvecore*"))
    return (built[0] if built else None), "\n".join(warnings)


def test_two_copies_only_on_x86_with_a_unix_compiler() -> None:
    assert wants_dispatch("unix", "x86_64", {})
    assert wants_dispatch("unix", "AMD64", {})
    assert not wants_dispatch("unix", "aarch64", {})
    assert not wants_dispatch("msvc", "AMD64", {})
    assert not wants_dispatch("unix", "x86_64", {"REFSCORE_PLAIN_BUILD": "1"})
    assert wants_dispatch("unix", "x86_64", {"REFSCORE_PLAIN_BUILD": "0"})


@pytest.mark.skipif(
    not solver_core.available() or not hasattr(solver_core._solvecore, "build"),
    reason="the solver is not built here, or built as one plain copy (not x86, or REFSCORE_PLAIN_BUILD)",
)
def test_the_baseline_copy_gives_the_values_of_the_copy_this_cpu_picks() -> None:
    path = solver_core._solvecore.__file__
    assert path is not None
    picked, values = solver_values(path)
    forced, baseline_values = solver_values(path, REFSCORE_SOLVECORE="baseline")
    assert forced == "baseline"
    assert picked in ("popcnt", "baseline")
    assert len(values) == 12 and all(0 <= value <= 162 for value in values), values
    assert baseline_values == values


@pytest.mark.skipif(shutil.which("gcc") is None, reason="no gcc to build with")
def test_a_compiler_without_popcnt_gets_the_plain_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a stand-in for an old or foreign compiler: gcc, except that it refuses -mpopcnt
    fussy = tmp_path / "fussy-cc"
    fussy.write_text(
        '#!/bin/sh\nfor a in "$@"; do [ "$a" = -mpopcnt ] && { echo "unknown -mpopcnt" >&2; exit 1; }; done\n'
        'exec gcc "$@"\n'
    )
    fussy.chmod(0o755)
    built, printed = build_solver(tmp_path, monkeypatch, str(fussy))
    assert built is not None, printed
    assert "-mpopcnt copy failed" in printed
    build, values = solver_values(built)
    assert build == "plain"  # no dispatcher: the one copy, without the `build` attribute
    if solver_core.available():
        assert values == solver_values(solver_core._solvecore.__file__ or "")[1]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="no gcc to build with")
def test_a_two_copy_build_that_does_not_load_is_replaced_by_the_plain_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a stand-in for a compiler whose runtime library is not linked: the dispatcher's CPU query
    # becomes a call to a function nowhere defined, which a shared object links with but cannot load
    missing = tmp_path / "missing-cc"
    missing.write_text(
        '#!/bin/sh\ncase "$*" in *solvecore_dispatch.c*)\n'
        "  exec gcc -Wno-implicit-function-declaration"
        ' "-D__builtin_cpu_supports(x)=refscore_nowhere()" "$@";;\n'
        'esac\nexec gcc "$@"\n'
    )
    missing.chmod(0o755)
    built, printed = build_solver(tmp_path, monkeypatch, str(missing))
    assert built is not None, printed
    assert "does not load" in printed and "refscore_nowhere" in printed, printed
    build, values = solver_values(built)
    assert build == "plain"
    assert len(values) == 12


def test_no_compiler_installs_the_pure_tier(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `CC=false`: every compile fails; the extension is optional, so the build ends without error
    built, _ = build_solver(tmp_path, monkeypatch, "false")
    assert built is None


@pytest.mark.skipif(shutil.which("gcc") is None, reason="no gcc to compile with")
@pytest.mark.parametrize("part", ["state", "bounds", "tables", "moves", "search"])
def test_each_part_of_the_solver_compiles_on_its_own(part: str) -> None:
    # The solver's parts (docs/solver.md) are headers compiled as one translation unit with
    # _solvecore.c; each includes what it uses, so that it reads, and compiles, on its own.
    header = ROOT / "refscore" / "solver" / f"_solve_{part}.h"
    assert os.path.join("refscore", "solver", header.name) in SOLVER_PARTS
    done = subprocess.run(
        [
            "gcc",
            "-fsyntax-only",
            "-Wall",
            "-Werror",
            "-Wno-unused-function",
            "-x",
            "c",
            str(header),
            f"-I{sysconfig.get_paths()['include']}",
            f"-I{ROOT / 'refscore' / 'kernel'}",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def test_the_sdist_carries_every_file_the_cores_are_built_from(tmp_path: Path) -> None:
    # a wheel built from the sdist (what pip does with a source download) compiles the cores from
    # the sdist's files alone: a header left out turns the compiled tiers off without an error
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "egg_info", "-e", str(tmp_path), "sdist", "-d", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    (archive,) = tmp_path.glob("*.tar.gz")
    with tarfile.open(archive) as tar:
        shipped = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    needed = {
        path.relative_to(ROOT).as_posix()
        for folder in ("refscore", "build_support")
        for pattern in ("*.c", "*.h")
        for path in (ROOT / folder).rglob(pattern)
    }
    assert {"refscore/solver/_solvecore.c", "refscore/solver/_solve_search.h"} <= needed
    assert needed - shipped == set()
