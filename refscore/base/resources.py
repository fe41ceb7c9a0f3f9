"""Locate the data files (variants, schemas, grammars, rules text) that ship with refscore.

Why: the data lives in the top-level `variants/` and `spec/` folders of the source tree, and is
installed as the packages `refscore.data.variants` and `refscore.data.spec`. Reading them through
this one module lets the same code run from a wheel, an editable install or a bare checkout.
"""

from __future__ import annotations

import os
from functools import cache
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from importlib.abc import Traversable

Folder = Literal["variants", "spec"]

#: the package's folder (this module sits in its `base/` folder) and the checkout above it
_HERE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
_SOURCE_ROOT = os.path.dirname(_HERE)
_INSTALLED = os.path.join(_HERE, "data")
#: a file each folder of a checkout holds: the checkout's folder is used only when it has it
_MARKER: dict[Folder, str] = {"variants": "_base.yaml", "spec": "variant.schema.json"}


@cache
def _plain_folder(name: Folder) -> str | None:
    """The folder holding the shipped files of one kind when it is a plain folder on disk: an
    installed package's, else a source checkout's; None otherwise (a package inside a zip file).

    Why plain paths (`os.path`, not `pathlib` nor `importlib.resources`): `refscore check
    FILE.jsonl` reads the shipped variant's files at start-up (their digest names the pre-resolved
    data), and `importlib.resources` costs more to import than all the rest of this, `pathlib`
    about 15 M instructions (bench/startup.py)."""
    installed = os.path.join(_INSTALLED, name)
    if os.path.isdir(installed) and os.listdir(installed):
        return installed
    checkout = os.path.join(_SOURCE_ROOT, name)
    if os.path.isfile(os.path.join(checkout, _MARKER[name])):
        return checkout
    return None


@cache
def folder(name: Folder) -> Traversable:
    """The folder holding the shipped files of one kind, installed or in the checkout.

    A plain folder on disk (`_plain_folder`) is looked at first; else the package's resources
    (`importlib.resources`: a package inside a zip file, an editable install's mapping)."""
    from pathlib import Path

    plain = _plain_folder(name)
    if plain is not None:
        return Path(plain)
    import importlib.resources

    try:
        found = importlib.resources.files(f"refscore.data.{name}")
        if any(True for _ in found.iterdir()):
            return found
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return Path(_SOURCE_ROOT) / name


def read_text(name: Folder, filename: str) -> str:
    """The text of one shipped file, e.g. ``read_text("spec", "formula.lark")``."""
    plain = _plain_folder(name)
    if plain is None:
        return folder(name).joinpath(filename).read_text(encoding="utf-8")
    with open(os.path.join(plain, filename), encoding="utf-8") as file:
        return file.read()


def list_files(name: Folder, suffix: str) -> list[str]:
    """Names of the shipped files of one kind with the given suffix, sorted."""
    plain = _plain_folder(name)
    names = os.listdir(plain) if plain is not None else [entry.name for entry in folder(name).iterdir()]
    return sorted(entry for entry in names if entry.endswith(suffix))
