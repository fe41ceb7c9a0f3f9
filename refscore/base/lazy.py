"""Names of a package imported on first use (PEP 562), for `refscore` and `refscore.conformance`.

Why: every command imports `refscore` (if only for `refscore --version`) and the command line
imports `refscore.conformance` to build its options; neither should load the engine, the corpus or
their schemas and grammars for that. `from refscore import check_deal` keeps working.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any


def lazy_names(
    package: str, namespace: dict[str, Any], modules: dict[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The `__getattr__` and `__dir__` of `package`, whose `namespace` (its globals) gets each name of
    `modules` (name -> submodule) from that submodule when the name is first asked for."""

    def __getattr__(name: str) -> Any:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        namespace[name] = value  # found directly from now on
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *modules})

    return __getattr__, __dir__
