"""The precompiled dataclass methods (`refscore/_generated/precompiled_methods.py`) are current and exact.

Why: `refscore.base.precompiled.dataclass` lets the standard `dataclasses.dataclass` build each class,
and takes the functions it would compile from that module instead of compiling them at every start
(see there). A text missing from the table is compiled as before, so a stale table costs speed,
not correctness; these tests say when to write it again, `python tools/regenerate.py
precompiled_methods`, and prove that the classes are the same either way.
"""

from __future__ import annotations

import sys
from types import CodeType
from typing import Any

import pytest

from refscore._generated import precompiled_methods as _precompiled_methods
from refscore._generated.precompiled_methods import COMPILED
from tools import regenerate

SAME_PYTHON = tuple(sys.version_info[:2]) == _precompiled_methods.PYTHON
NOT_THIS_PYTHON = f"the table is Python {_precompiled_methods.PYTHON}'s texts, compiled"


def _import_all(table: str) -> dict[str, Any]:
    return regenerate.import_all(table)


@pytest.fixture(scope="module")
def without_table() -> dict[str, Any]:
    return _import_all("empty")


@pytest.fixture(scope="module")
def standard() -> dict[str, Any]:
    return _import_all("standard")


@pytest.fixture(scope="module")
def with_table() -> dict[str, Any]:
    return _import_all("table")


@pytest.mark.skipif(not SAME_PYTHON, reason=NOT_THIS_PYTHON)
def test_the_table_holds_every_text_and_no_other(without_table: dict[str, Any]) -> None:
    texts = without_table["recorded"]
    assert texts, "no class uses refscore.base.precompiled.dataclass: the test would be vacuous"
    assert set(texts) == set(COMPILED), regenerate.command("precompiled_methods")


@pytest.mark.skipif(not SAME_PYTHON, reason=NOT_THIS_PYTHON)
def test_with_the_table_nothing_is_compiled(with_table: dict[str, Any]) -> None:
    assert with_table["recorded"] == []
    assert not with_table["left"]


def test_the_classes_are_the_same_either_way(
    standard: dict[str, Any], without_table: dict[str, Any], with_table: dict[str, Any]
) -> None:
    """Fields, parameters, `__doc__`, signature and every generated method (its bytecode, names,
    defaults, annotations, globals and closure) of each dataclass, built by `dataclasses.dataclass`
    itself, through the hook compiling the texts, and from the table."""
    assert len(with_table["classes"]) >= 40  # the batch path's dataclasses, and more
    assert with_table["classes"] == standard["classes"]
    assert without_table["classes"] == standard["classes"]


def _same_code(compiled: CodeType, stored: CodeType) -> None:
    """Equal but for the file name and line numbers (the stored one may be formatted)."""
    assert compiled.co_code == stored.co_code
    assert compiled.co_names == stored.co_names
    assert compiled.co_varnames == stored.co_varnames
    assert compiled.co_freevars == stored.co_freevars
    assert compiled.co_cellvars == stored.co_cellvars
    assert compiled.co_flags == stored.co_flags
    assert (compiled.co_argcount, compiled.co_kwonlyargcount, compiled.co_posonlyargcount) == (
        stored.co_argcount,
        stored.co_kwonlyargcount,
        stored.co_posonlyargcount,
    )
    assert compiled.co_qualname == stored.co_qualname
    assert len(compiled.co_consts) == len(stored.co_consts)
    for mine, theirs in zip(compiled.co_consts, stored.co_consts, strict=True):
        if isinstance(mine, CodeType):
            assert isinstance(theirs, CodeType)
            _same_code(mine, theirs)
        else:
            assert type(mine) is type(theirs)
            assert mine == theirs


@pytest.mark.skipif(sys.version_info < (3, 11), reason="co_qualname is 3.11's")
def test_each_stored_function_is_its_text_compiled() -> None:
    for text, function in COMPILED.items():
        module = compile(text, "<string>", "exec", dont_inherit=True)  # as `dataclasses` compiles it
        (code,) = [const for const in module.co_consts if isinstance(const, CodeType)]
        _same_code(code, function.__code__)
