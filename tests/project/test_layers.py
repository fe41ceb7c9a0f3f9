"""The house shows its architecture: no import circle, and every arrow runs down the layers.

Why: a folder of `refscore/` is one layer (docs/architecture.md draws them); a module may import
its own folder and the folders below it, never one above, and no chain of imports comes back to
where it started. Read from the source (`ast`), every import counts: at the top of a module, inside
a function (imported late for start-up's sake, it is still an arrow) and under `TYPE_CHECKING`.
The package root holds a dozen modules or fewer: everything else sits in its layer.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: The layers, lowest first. `cli/` is installed as `refscore.cli`; the package root's own modules
#: (`refscore/__init__.py`, `__main__.py`) face the user and may import any layer.
LAYERS = (
    "_generated",  # tables written by tools/regenerate.py, read at start-up
    "data",  # shipped data files
    "base",  # cards, errors, languages, resources, digest
    "formula",  # the scoring formula language
    "model",  # the variant, the deal record, fingerprints, rule ids
    "kernel",  # every rule decision of a deal, tabulated per variant
    "load",  # variant files (YAML, extends), facts lines, a seat's situation
    "judge",  # the reference judge, scoring, penalties, the .deal notation, infer, generate
    "solver",  # double-dummy search and analysis
    "text",  # the words, English and French
    "render",  # what a result looks like: the walk, JSON, HTML, the story, the rulebook
    "fast",  # the batch's fast tiers, which write the reference's lines
    "conformance",  # the conformance corpus, its runner, external engines
    "cli",  # the command line
)
ROOT_MODULES = ("refscore", "refscore.__main__")
#: What any layer may read of the package root: its version and where it is installed.
IDENTITY = frozenset({"__version__", "__file__"})


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[0] == "cli":
        parts = ["refscore", *parts]
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    paths = [*(ROOT / "refscore").rglob("*.py"), *(ROOT / "cli").rglob("*.py")]
    return {_module_name(path): path for path in paths}


def _imported(path: Path, node: ast.ImportFrom) -> str:
    """The absolute module a `from ... import` names (its relative dots resolved)."""
    if node.level == 0:
        return node.module or ""
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package.pop()
    package = package[: len(package) - (node.level - 1)]
    return ".".join([*package, *([node.module] if node.module else [])])


@cache
def _graph() -> dict[str, set[str]]:
    """Each module of refscore and cli, and the modules of refscore and cli it imports.

    `from package import name` is an arrow to the module `package.name` when there is one (a
    compiled core, `_solvecore`, is a leaf of its own folder), else to `package`. Reading the
    root's `IDENTITY` (`from refscore import __version__`) is not an arrow."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        # the package's identity (`refscore.__version__`, where `refscore.__file__` is) is no layer
        read_of_root = {
            node.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "refscore"
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets.update(
                    alias.name
                    for alias in node.names
                    if alias.name != "refscore" or not read_of_root <= IDENTITY
                )
            elif isinstance(node, ast.ImportFrom):
                base = _imported(path, node)
                for alias in node.names:
                    if base == "refscore" and alias.name in IDENTITY:
                        continue
                    full = f"{base}.{alias.name}"
                    compiled = (ROOT / Path(*base.split(".")) / f"{alias.name}.c").exists()
                    if full in modules:
                        targets.add(full)
                    elif not compiled:
                        targets.add(base)
        graph[name] = {target for target in targets if target in modules and target != name}
    return graph


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if module not in ROOT_MODULES else "(root)"


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_graph_is_read() -> None:
    """Not vacuous: the graph holds the known arrows (the judge reads the kernel, the CLI the judge)."""
    graph = _graph()
    assert len(graph) > 100
    assert "refscore.kernel.play" in graph["refscore.judge.check"]
    assert "refscore.judge.check" in graph["refscore.cli.main"] | graph["refscore.cli.inputs"]
    assert "refscore.solver._solvecore" not in graph  # a compiled core is no module of the graph


def test_no_import_circle() -> None:
    assert _cycles(_graph()) == []


def test_the_cycle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_every_folder_is_a_layer() -> None:
    folders = {_layer(module) for module in _graph()} - {"(root)"}
    assert folders == set(LAYERS)


def test_every_arrow_runs_down_the_layers() -> None:
    rank = {layer: position for position, layer in enumerate(LAYERS)}
    upward = sorted(
        f"{module} ({_layer(module)}) -> {target} ({_layer(target)})"
        for module, targets in _graph().items()
        for target in targets
        if _layer(module) != "(root)"
        and (_layer(target) == "(root)" or rank[_layer(target)] > rank[_layer(module)])
    )
    assert upward == []


def test_the_package_root_holds_a_dozen_modules_or_fewer() -> None:
    root = sorted(path.name for path in (ROOT / "refscore").iterdir() if path.suffix in (".py", ".c", ".so"))
    assert len(root) <= 12, root
