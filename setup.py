"""The one thing pyproject.toml cannot say: the optional compiled core of the fast path.

Why optional: `refscore/_fastcore.c` only speeds up batch checking (refscore/fast.py gives the same
results without it); a machine without a C compiler still installs refscore, with a warning.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "refscore._fastcore",
            sources=["refscore/_fastcore.c"],
            optional=True,
        )
    ]
)
