"""The conformance corpus's model: a case and what each variant must make of it, the error of a
bad case file, where the corpus is, and the variants a case may name.

Why apart from the loader (`refscore.conformance.corpus`): the double-dummy cases
(`refscore.conformance.double_dummy`) are built as cases too, and the loader adds them to those it
reads; both read this module, so neither imports the other.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

import refscore
from refscore.base.errors import RefscoreError
from refscore.load.variant_loader import load_variant, shipped_names, shipped_variant
from refscore.model.variant import Variant

#: The corpus's schema of a case file, at its root (its presence marks the corpus folder).
SCHEMA_FILE = "case.schema.json"


class CorpusError(RefscoreError):
    """A case file that cannot be read: not JSON, or not valid against the case schema."""


@dataclass(frozen=True)
class Expectation:
    """What one variant must make of a case's record (`expect.<variant>` in the case file)."""

    variant: str
    data: Mapping[str, Any]
    justification: str | None


@dataclass(frozen=True)
class Case:
    """One case as written, with its place in the corpus."""

    id: str
    kind: str  # normative | generated
    file: str  # relative to the corpus root, e.g. "cases/auction.json"
    description: str
    rules: tuple[str, ...]
    features: tuple[str, ...]
    question: str  # check | legal-cards
    record: Mapping[str, Any]
    expectations: tuple[Expectation, ...]
    raw: Mapping[str, Any]
    seed: int | None = None

    def expectation(self, variant: str) -> Expectation | None:
        return next((e for e in self.expectations if e.variant == variant), None)


def corpus_folder() -> Traversable:
    """The shipped corpus: the installed package `refscore.data.conformance`, else the checkout's folder."""
    try:
        found = importlib.resources.files("refscore.data.conformance")
        if found.joinpath(SCHEMA_FILE).is_file():
            return found
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return Path(refscore.__file__).resolve().parent.parent / "conformance"


#: The corpus's own house variants (`variants/*.yaml` of the corpus): rules no shipped variant has
#: that normative cases need, such as the penalty house rules (`penalties: {play: void}`).
HOUSE_FOLDER = "variants"


@cache
def house_variant_names() -> tuple[str, ...]:
    """The ids of the corpus's house variants (file stems), sorted."""
    folder = corpus_folder().joinpath(HOUSE_FOLDER)
    if not folder.is_dir():
        return ()
    return tuple(
        sorted(entry.name[: -len(".yaml")] for entry in folder.iterdir() if entry.name.endswith(".yaml"))
    )


def corpus_variant_names() -> list[str]:
    """Every variant a case may name: the shipped ones, then the corpus's house variants."""
    return [*shipped_names(), *house_variant_names()]


@cache
def corpus_variant(name: str) -> Variant:
    """A variant a case names: shipped, or a house variant of the corpus (validated like any file)."""
    if name in house_variant_names():
        # one name per joinpath: an installed package folder (MultiplexedPath) takes only one
        return load_variant(str(corpus_folder().joinpath(HOUSE_FOLDER).joinpath(f"{name}.yaml")))
    return shipped_variant(name)
