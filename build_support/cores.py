"""How setup.py compiles the optional C cores: CPython's own flags, plus one measured exception.

Why a custom `build_ext`: the double-dummy search (refscore/solver/_solvecore.c) counts cards with
`__builtin_popcount` in its hottest steps. Without `-mpopcnt` a compiler targeting the x86-64
baseline calls libgcc's `__popcountdi2` there (27 call sites); with it, each is one instruction,
~7% fewer instructions per search (docs/solver.md; bench/flag_builds.py builds the candidates). `-mpopcnt` for
the whole build would crash on a CPU without the instruction (and `-march=native` makes a wheel that
crashes on other machines), so on x86 this class compiles the solver twice into one shared object, the
baseline copy and a `-mpopcnt` copy, and `build_support/solvecore_dispatch.c` picks one at import
from what the CPU reports. The source is not touched: each copy's `PyInit__solvecore` (its only
non-static symbol) is renamed with a macro.

Every step has a fallback that never breaks `pip install .`: if the two-copy build fails (a compiler
without `-mpopcnt` or `__builtin_cpu_supports`), the plain build is done instead with a warning; if
that fails too (no compiler at all), the extension is optional and refscore installs its pure-Python
tier, as before. Off x86 (or with MSVC) only the plain build is tried. `REFSCORE_PLAIN_BUILD=1` asks
for the plain build everywhere (to compare builds, or to rule this out when hunting a bug).

Measured and left out (bench/flag_builds.py builds each candidate, bench/solver_builds.py compares them):
profile-guided optimisation (-2.8% instructions on the solver alone, -1.4% on top of `-mpopcnt`,
three times the build's CPU, and its training run would need refscore's dependencies, which are not
inside pip's isolated build environment), `-march=x86-64-v2`/`v3` (fewer gains than `-mpopcnt`
alone), a portable popcount inlined (-2.3%), `-O2` (+6.6%), LTO (+1.3%: one file is one unit),
`-fno-semantic-interposition`/`-fno-plt` (0.0%: every function but the entry point is static), and
any flag for `_fastcore.c` and `_scorecore.c` (their time is spent in CPython's API: at most -2%
instructions a line, with PGO, and no flag moved their CPU time measurably).
"""

from __future__ import annotations

import copy
import os
import platform
import subprocess
import sys
from typing import Any

from setuptools import Extension
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError, ExecError, PlatformError

#: the extension built twice, and the file that picks a copy at import
SOLVER = "refscore.solver._solvecore"
#: the solver's parts by concern, compiled with refscore/solver/_solvecore.c as one translation unit
#: (docs/solver.md): a change to any of them rebuilds the extension
SOLVER_PARTS = [
    os.path.join("refscore", "solver", f"_solve_{part}.h")
    for part in ("state", "bounds", "tables", "moves", "search", "line")
]
DISPATCH = os.path.join("build_support", "solvecore_dispatch.c")
#: machines whose compilers know `-mpopcnt` and `__builtin_cpu_supports("popcnt")`
X86 = {"x86_64", "amd64", "i386", "i686", "x86"}
#: a child that loads a built shared object as refscore.solver._solvecore (its entry point runs the dispatch)
LOAD = (
    "import importlib.machinery as m, importlib.util as u, sys\n"
    "loader = m.ExtensionFileLoader('refscore.solver._solvecore', sys.argv[1])\n"
    "loader.exec_module(u.module_from_spec(u.spec_from_file_location('refscore.solver._solvecore', sys.argv[1], "
    "loader=loader)))\n"
)
#: the errors a failed compile or link raises through setuptools' compiler classes
BUILD_ERRORS = (CCompilerError, ExecError, PlatformError, OSError)


def wants_dispatch(compiler_type: str, machine: str, environ: Any = os.environ) -> bool:
    """Whether to try the two-copy build: an x86 machine, a gcc/clang-like compiler, not opted out."""
    if environ.get("REFSCORE_PLAIN_BUILD", "") not in ("", "0"):
        return False
    return compiler_type == "unix" and machine.lower() in X86


class BuildCores(build_ext):
    """setuptools' `build_ext`, with the solver's two-copy build tried first (see the module)."""

    def build_extension(self, ext: Extension) -> None:
        if ext.name == SOLVER and wants_dispatch(self.compiler.compiler_type, platform.machine()):
            try:
                self._build_two_copies(ext)
                return
            except BUILD_ERRORS as error:
                self.warn(
                    f"building {ext.name} with a -mpopcnt copy failed ({error}); "
                    "building the plain copy only (same results, a little slower)"
                )
                saved = self.force
                self.force = True  # over whatever the failed attempt left at the same path
                try:
                    super().build_extension(ext)
                finally:
                    self.force = saved
                return
        super().build_extension(ext)

    def _build_two_copies(self, ext: Extension) -> None:
        """The `-mpopcnt` copy and the dispatcher compiled here, then the baseline copy compiled
        and all three linked by setuptools' own step (the renamed entry points as macros)."""
        popcnt = self.compiler.compile(
            ext.sources,
            output_dir=os.path.join(self.build_temp, "popcnt"),
            macros=[*ext.define_macros, ("PyInit__solvecore", "refscore_solvecore_init_popcnt")],
            include_dirs=ext.include_dirs,
            debug=self.debug,
            extra_postargs=[*ext.extra_compile_args, "-mpopcnt"],
            depends=ext.depends,
        )
        dispatch = self.compiler.compile(
            [DISPATCH], output_dir=self.build_temp, include_dirs=ext.include_dirs, debug=self.debug
        )
        baseline = copy.copy(ext)
        baseline.define_macros = [
            *ext.define_macros,
            ("PyInit__solvecore", "refscore_solvecore_init_baseline"),
        ]
        baseline.extra_objects = [*ext.extra_objects, *popcnt, *dispatch]
        baseline.depends = [*ext.depends, DISPATCH]
        # the baseline objects in their own folder, so that a later plain build never links them
        saved = self.build_temp, self.force
        self.build_temp = os.path.join(saved[0], "baseline")
        self.force = True  # objects just compiled: the up-to-date check must not skip the link
        try:
            super().build_extension(baseline)
        finally:
            self.build_temp, self.force = saved
        # a shared object may link with a symbol left undefined (`__builtin_cpu_supports` needs the
        # compiler's runtime library): load it once in a child, so that such a build is replaced by
        # the plain one instead of leaving the solver's compiled tier unloadable
        path = self.get_ext_fullpath(ext.name)
        done = subprocess.run([sys.executable, "-c", LOAD, path], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise CCompilerError(f"the two-copy build does not load: {done.stderr.strip()[-300:]}")
