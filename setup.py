"""The one thing pyproject.toml cannot say: the optional compiled cores.

Why optional: `refscore/fast/_fastcore.c` only speeds up batch checking (refscore/fast/checker.py gives the same
results without it), `refscore/solver/_solvecore.c` only speeds up the double-dummy solver (refscore/solver
gives the same values without it), `refscore/judge/_scorecore.c` only runs the scoring formulas of the
fast path as programs (refscore/fast/checker.py evaluates the same formulas as closures without it); a
machine without a C compiler still installs refscore, with a warning.

How they are compiled (build_support/cores.py; the candidates measured are in docs/solver.md): with CPython's own flags (`-O3 -fwrapv -DNDEBUG` for gcc), except that on x86 the solver
is compiled twice into one shared object, a baseline copy and a `-mpopcnt` copy chosen at import
from what the CPU reports (its card counts become one instruction: 6.9% fewer instructions per
search, about 5-10% less CPU; never an illegal instruction on an older CPU; +1 s of CPU to build). A
compiler that cannot do that gets the plain build, with a warning; no compiler at all gets the
pure-Python tier. The other candidates were measured and left out: profile-guided optimisation,
`-march=x86-64-v2`/`v3`, a portable popcount, `-O2`, `-fno-semantic-interposition`, `-fno-plt`, LTO,
and every flag for the batch cores (see build_support/cores.py for why each).
"""

import os
import sys

from setuptools import Extension, setup

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # build_support, under pip's isolation too
from build_support.cores import SOLVER_PARTS, BuildCores

setup(
    cmdclass={"build_ext": BuildCores},
    ext_modules=[
        Extension(
            "refscore.fast._fastcore",
            sources=["refscore/fast/_fastcore.c"],
            depends=[
                "refscore/kernel/_kernel_walk.h",
                "refscore/judge/_scorecore_api.h",
                "refscore/judge/_decimal.h",
            ],
            include_dirs=["refscore/kernel", "refscore/judge"],
            optional=True,
        ),
        Extension(
            "refscore.solver._solvecore",
            sources=["refscore/solver/_solvecore.c"],
            depends=["refscore/kernel/_kernel_walk.h", *SOLVER_PARTS],
            include_dirs=["refscore/kernel"],
            optional=True,
        ),
        Extension(
            "refscore.judge._scorecore",
            sources=["refscore/judge/_scorecore.c"],
            depends=["refscore/judge/_scorecore_api.h", "refscore/judge/_decimal.h"],
            optional=True,
        ),
    ],
)
