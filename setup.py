"""The one thing pyproject.toml cannot say: the optional compiled cores.

Why optional: `refscore/_fastcore.c` only speeds up batch checking (refscore/fast.py gives the same
results without it), `refscore/_solvecore.c` only speeds up the double-dummy solver (refscore/solver
gives the same values without it), `refscore/_scorecore.c` only runs the scoring formulas of the
fast path as programs (refscore/fast.py evaluates the same formulas as closures without it); a
machine without a C compiler still installs refscore, with a warning.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "refscore._fastcore",
            sources=["refscore/_fastcore.c"],
            depends=["refscore/_kernel_walk.h", "refscore/_scorecore_api.h"],
            optional=True,
        ),
        Extension(
            "refscore._solvecore",
            sources=["refscore/_solvecore.c"],
            depends=["refscore/_kernel_walk.h"],
            optional=True,
        ),
        Extension(
            "refscore._scorecore",
            sources=["refscore/_scorecore.c"],
            depends=["refscore/_scorecore_api.h"],
            optional=True,
        ),
    ]
)
