"""One version number: the package's (`refscore.base.version`) is the one pyproject.toml declares,
and what `refscore --version` prints."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import tomllib

import refscore
from refscore.base.version import __version__

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_declares_the_package_version() -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert declared == __version__
    assert refscore.__version__ is __version__


def test_version_option_prints_it() -> None:
    printed = subprocess.run(
        [sys.executable, "-m", "refscore", "--version"], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert printed.stdout.split() == ["refscore,", "version", __version__]
