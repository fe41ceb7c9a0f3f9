"""The package list of pyproject.toml names every package of the source tree.

Why: setuptools is given an explicit list (so that `cli/` installs as `refscore.cli` and the data
folders travel with the wheel); a new subpackage left out of it works from the checkout, where the
tests run, and is missing from every installed copy (`refscore.solver` was, and `refscore analyse`
failed with ModuleNotFoundError after `pip install .`).
"""

from __future__ import annotations

from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_of_the_source_tree_is_installed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "refscore").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found, "no package found under refscore/"
    missing = sorted(found - listed)
    assert not missing, f"packages missing from pyproject.toml [tool.setuptools] packages: {missing}"
