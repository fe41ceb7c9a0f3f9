"""The precompiled dataclass methods (`refscore/_generated/precompiled_methods.py`) are current and exact.

Why: `refscore.base.precompiled.dataclass` lets the standard `dataclasses.dataclass` build each class,
and takes the functions it would compile from that module instead of compiling them at every start
(see there). A text missing from the table is compiled as before, so a stale table costs speed,
not correctness; these tests say when to write it again, `python tests/base/test_precompiled.py
--write`, and prove that the classes are the same either way.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import CodeType
from typing import Any

import pytest

from refscore._generated import precompiled_methods as _precompiled_methods
from refscore._generated.precompiled_methods import COMPILED

HANG_GUARD = 300  # seconds: a guard against a hang, not a timing assertion
TABLE = Path(__file__).resolve().parents[2] / "refscore" / "_generated" / "precompiled_methods.py"
SAME_PYTHON = tuple(sys.version_info[:2]) == _precompiled_methods.PYTHON
NOT_THIS_PYTHON = f"the table is Python {_precompiled_methods.PYTHON}'s texts, compiled"

#: Imports every module of refscore (the CLI included), then prints, as JSON, the texts the
#: standard library compiled for the classes decorated by `refscore.base.precompiled.dataclass` (with
#: an empty table: all of them; with the table: those it lacks) and what each class looks like.
IMPORT_ALL = r"""
import dataclasses, importlib, inspect, json, pathlib, re, sys
import refscore.base.precompiled as precompiled

precompiled.recorded = []
if sys.argv[1] == "empty":
    precompiled._table = {}
elif sys.argv[1] == "standard":  # the classes built by `dataclasses.dataclass` itself
    precompiled.dataclass = dataclasses.dataclass
names = []
for package in ("refscore", "refscore.cli"):
    folder = pathlib.Path(importlib.import_module(package).__file__).parent
    for path in sorted(folder.glob("*.py" if package == "refscore.cli" else "**/*.py")):
        parts = path.relative_to(folder).with_suffix("").parts
        if "cli" not in parts[:-1]:  # (refscore/cli, when it is the installed copy's, is listed once)
            names.append(".".join((package, *parts)).removesuffix(".__init__"))
modules = [importlib.import_module(name) for name in sorted(set(names)) if not name.endswith("__main__")]


def shape(code):
    consts = [shape(c) if hasattr(c, "co_code") else repr(c) for c in code.co_consts]
    return [code.co_name, code.co_code.hex(), consts, code.co_names, code.co_varnames,
            code.co_freevars, code.co_cellvars, code.co_argcount, code.co_kwonlyargcount,
            code.co_flags]


def method(cls, name):
    function = cls.__dict__.get(name)
    if function is None or not hasattr(function, "__code__"):
        return repr(function)
    inner = getattr(function, "__wrapped__", function)  # __repr__ is wrapped by recursive_repr
    return [function.__qualname__, inner.__qualname__, shape(inner.__code__),
            repr(inner.__defaults__), repr(inner.__kwdefaults__), repr(inner.__annotations__),
            inner.__globals__ is sys.modules[cls.__module__].__dict__,
            [repr(cell.cell_contents) for cell in inner.__closure__ or ()]]


classes = {}
for module in modules:
    for value in vars(module).values():
        if isinstance(value, type) and value.__module__ == module.__name__ \
                and "__dataclass_fields__" in value.__dict__:
            params = value.__dataclass_params__
            classes[f"{module.__name__}.{value.__qualname__}"] = {
                "doc": value.__doc__,
                "signature": str(inspect.signature(value)),
                "params": repr(params),
                "match_args": value.__dict__.get("__match_args__"),
                "fields": [[f.name, repr(f.type), repr(f.default), repr(f.default_factory), f.init,
                            f.repr, f.compare, f.hash, f.kw_only, repr(f._field_type)]
                           for f in value.__dataclass_fields__.values()],
                "methods": {name: method(value, name) for name in (
                    "__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__",
                    "__lt__", "__le__", "__gt__", "__ge__")},
            }
# (an object's address, as in `<dataclasses._MISSING_TYPE object at 0x7f...>`, differs at each run)
left = "exec" in vars(dataclasses)  # the hook is removed after each class
print(re.sub(r" at 0x[0-9a-f]+", "", json.dumps({"recorded": precompiled.recorded, "classes": classes,
                                                   "left": left})))
"""


def _import_all(table: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, table],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


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
    assert set(texts) == set(COMPILED), "run `python tests/base/test_precompiled.py --write`"


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


def write() -> None:
    texts = list(dict.fromkeys(_import_all("empty")["recorded"]))
    lines = [
        "# ruff: noqa",
        "# mypy: ignore-errors",
        '"""Dataclass methods compiled ahead of time (generated: do not edit).',
        "",
        "Written by `python tests/base/test_precompiled.py --write`; read by `refscore.base.precompiled`",
        "(why: see there). Each function below is the text `dataclasses` compiles for one method of",
        "a class decorated by `refscore.base.precompiled.dataclass`, formatted; `COMPILED` maps that text",
        "to it. Written by, and used only on, the Python version `PYTHON`: another version's texts",
        'differ, and are compiled as usual. The test of that file fails when it is stale."""',
        "",
        "from types import FunctionType",
        "",
        f"PYTHON = {tuple(sys.version_info[:2])!r}",
        "",
        "COMPILED: dict[str, FunctionType] = {}",
    ]
    for text in texts:
        lines += ["", "", text, "", "", f"COMPILED[{text!r}] = __create_fn__"]
    TABLE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "ruff", "format", "--quiet", str(TABLE)], check=True)
    print(f"{TABLE}: {len(texts)} texts")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
    else:
        raise SystemExit("usage: python tests/base/test_precompiled.py --write")
