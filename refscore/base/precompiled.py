"""`dataclass`, the standard library's, with its generated methods compiled ahead of time.

Why: `dataclasses.dataclass` writes the source of each class's `__init__`, `__repr__`, `__eq__`,
`__hash__`, `__setattr__` and `__delattr__` and compiles it with `exec` at every start. For the
batch command that was most of refscore's own start-up: the 47 dataclasses its modules create
cost about 3.7 M instructions each, three quarters of it in the compiler (bench/README.md,
"Start-up, again"). Those texts are the same at every start, so they are compiled once, at
development time, into `refscore/_generated/precompiled_methods.py` (written by
`python tools/regenerate.py precompiled_methods`), and loaded from its bytecode like any module.

How, with the same behaviour by construction: the standard `dataclasses.dataclass` does all the
work (fields, defaults, frozen checks, hash rules, the class's `__doc__`); only while it runs, the
`exec` it calls on each generated text is looked up in the precompiled table first. When the text
is there, the function it defines is made from the stored code object with the globals the
standard library passed (what `exec` of that text does, without the compiler); when it is not
(a class changed since the table was written, another Python version), the real `exec` runs.
A stale table costs speed, never correctness; `tests/base/test_precompiled.py` fails when it is stale
and proves each stored code object is the one the compiler makes of its text. Only a function's
`co_filename` and line numbers differ (the generated module instead of `<string>`).

Modules on the batch command's path import `dataclass` from here instead of `dataclasses`
(CONTRIBUTING.md, "Start-up counts"); type checkers see the standard decorator itself.
"""

# No `from __future__ import annotations` here: `exec` of a text compiles it with the future
# features of the module that calls it, and the texts must compile as in `dataclasses`.
import builtins
import dataclasses
from types import FunctionType
from typing import TYPE_CHECKING, Any

__all__ = ["dataclass"]

#: When a list (set by the generator, `tools/regenerate.py precompiled_methods`), every text the
#: standard library compiles for a class decorated here is appended to it.
recorded: list[str] | None = None

_table: dict[str, FunctionType] | None = None


def _precompiled() -> dict[str, FunctionType]:
    global _table
    if _table is None:
        from refscore._generated.precompiled_methods import COMPILED

        _table = COMPILED
    return _table


def _exec(source: str, globals: dict[str, Any], namespace: dict[str, Any]) -> None:
    """`exec(source, globals, namespace)` for the texts `dataclasses` compiles: each defines one
    function (`__create_fn__`, which makes the methods) and nothing else."""
    made = _precompiled().get(source)
    if made is None:
        if recorded is not None:
            recorded.append(source)
        builtins.exec(source, globals, namespace)  # the standard library's own text
        return
    namespace[made.__name__] = FunctionType(made.__code__, globals)


if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:

    def dataclass(cls=None, /, **options):
        """`dataclasses.dataclass(cls, **options)`, its generated methods precompiled."""

        def wrap(cls):
            dataclasses.exec = _exec  # read by dataclasses before the builtin of that name
            try:
                return dataclasses.dataclass(cls, **options)
            finally:
                # another thread may have removed it already: its classes then compile, no harm
                dataclasses.__dict__.pop("exec", None)

        return wrap if cls is None else wrap(cls)
