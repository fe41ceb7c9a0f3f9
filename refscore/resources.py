"""Locate the data files (variants, schemas, grammars, rules text) that ship with refscore.

Why: the data lives in the top-level `variants/` and `spec/` folders of the source tree, and is
installed as the packages `refscore.data.variants` and `refscore.data.spec`. Reading them through
this one module lets the same code run from a wheel, an editable install or a bare checkout.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from importlib.abc import Traversable

Folder = Literal["variants", "spec"]

_SOURCE_ROOT = Path(__file__).resolve().parent.parent
_INSTALLED = Path(__file__).resolve().parent / "data"


@cache
def folder(name: Folder) -> Traversable:
    """The folder holding the shipped files of one kind, installed or in the checkout.

    An installed package's folder is looked at first, as a plain folder: `importlib.resources`
    (for a package inside a zip file, or an editable install's mapping) costs more to import than
    all the rest of this (a twentieth of the start-up of `refscore check FILE.jsonl`)."""
    installed = _INSTALLED / name
    if installed.is_dir() and any(True for _ in installed.iterdir()):
        return installed
    import importlib.resources

    try:
        found = importlib.resources.files(f"refscore.data.{name}")
        if any(True for _ in found.iterdir()):
            return found
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return _SOURCE_ROOT / name


def read_text(name: Folder, filename: str) -> str:
    """The text of one shipped file, e.g. ``read_text("spec", "formula.lark")``."""
    return folder(name).joinpath(filename).read_text(encoding="utf-8")


def list_files(name: Folder, suffix: str) -> list[str]:
    """Names of the shipped files of one kind with the given suffix, sorted."""
    return sorted(entry.name for entry in folder(name).iterdir() if entry.name.endswith(suffix))
