"""The version of refscore, which the rulebook, the HTML pages and the conformance answers print.

Why here and not in the package's `__init__`: renderers and the conformance suite name it, and
importing it from the package root made them depend on the root, which itself points at the engine's
public names (an arrow running back up the layers). `refscore.__version__` re-exports it;
`pyproject.toml` says the same number (tests/project checks they agree).
"""

__version__ = "0.1.0"
