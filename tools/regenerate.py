"""Write the generated tables of `refscore/_generated/` again, all of them or the ones named.

Why a tool: each table is built from something a person edits (the formula grammar, the shipped
variant files, the batch path's dataclasses) and read at start-up to skip work. The same for the
parts of a document that restate data (`DOCUMENTS`: spec/variants.md's table of the play options,
from the schema). The tests only say when a table or part is stale (each names this tool); writing
is this script's job:

    python tools/regenerate.py                      # every table, in dependency order
    python tools/regenerate.py resolved_variants    # one (or several) by name
    python tools/regenerate.py --list               # the names, and what each is built from

Run it from the checkout's root with the compiled cores built in place (the formula trees record
what the checker's start-up parses).
"""

from __future__ import annotations

import json
import pprint
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
GENERATED = ROOT / "refscore" / "_generated"
HANG_GUARD = 300  # seconds: a guard against a hang in a child process, not a timing

if str(ROOT) not in sys.path:  # run as `python tools/regenerate.py`: the checkout's refscore
    sys.path.insert(0, str(ROOT))

COMMAND = "python tools/regenerate.py"


def command(name: str) -> str:
    """The line a stale-table test prints: what to run to write `name` again."""
    return f"run `{COMMAND} {name}`"


# -- formula_tables: the formula parser's LALR tables -------------------------------------------------


def formula_tables_text() -> str:
    """The module's text; the one written already while it holds this grammar's tables under this
    lark (lark numbers the LALR states afresh at each build: equal tables, another text)."""
    from refscore._generated import formula_tables
    from refscore.formula.compiler import build_parser, parser_tables

    fresh = parser_tables(build_parser())
    path = GENERATED / "formula_tables.py"
    held = formula_tables.TABLES
    if (held["grammar"], held["lark"]) == (fresh["grammar"], fresh["lark"]) and path.exists():
        return path.read_text(encoding="utf-8")
    tables = pprint.pformat(fresh, width=110, sort_dicts=False)
    return (
        '"""The formula parser\'s LALR tables, as lark serialises them (generated: do not edit).\n\n'
        f"Written by `{COMMAND} formula_tables` from `spec/formula.lark`; read by\n"
        "`refscore.formula.compiler._parser` (why: see there). `tests/formula/test_formula_tables.py`\n"
        "fails when they are stale.\n"
        '"""\n\n'
        "from typing import Any\n\n"
        f"TABLES: dict[str, Any] = {tables}\n"
    )


# -- resolved_variants: the shipped variants resolved from their YAML files ---------------------------


def resolved_entries() -> dict[str, tuple[tuple[str, ...], str, str]]:
    """For each playable shipped variant, its chain of files, their digest, and its data resolved
    from them (as compact JSON)."""
    from refscore.load.variant_loader import resolve_shipped, shipped_chain, shipped_digest, shipped_names

    entries = {}
    for name in shipped_names():
        data = resolve_shipped(name)
        if data.get("abstract"):
            continue
        chain = shipped_chain(name)
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        entries[name] = (tuple(chain), shipped_digest(chain), text)
    return entries


def resolved_variants_text() -> str:
    lines = [
        "# ruff: noqa: E501 (a variant's data is one JSON string)",
        '"""Shipped variants resolved from their YAML files (generated: do not edit).',
        "",
        f"Written by `{COMMAND} resolved_variants`; read by",
        "`refscore.load.variant_loader.resolved_shipped` (why: see there), which uses an entry while the",
        "digest of its files matches. For each playable shipped variant: (its chain of files, their",
        "digest, its resolved data as JSON). `tests/model/test_resolved_variants.py` fails when they",
        'are stale."""',
        "",
        "RESOLVED: dict[str, tuple[tuple[str, ...], str, str]] = {",
    ]
    for name, (chain, digest, text) in resolved_entries().items():  # quoted as `ruff format` leaves them
        names = ", ".join(json.dumps(part) for part in chain) + ("," if len(chain) == 1 else "")
        lines.append(f"    {json.dumps(name)}: (")
        lines.append(f"        ({names}),")
        lines.append(f"        {json.dumps(digest)},")
        lines.append(f"        {text!r},")
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"


# -- formula_trees: the parse trees of the shipped formulas -------------------------------------------


def _place_in(name: str) -> Callable[[Any], tuple[str, str]]:
    """Where a value of the shipped variant `name` is, for its messages (none is expected here)."""
    return lambda path: (f"variants/{name}.yaml", "1:1")


def recorded_formula_texts() -> list[str]:
    """Every formula text `formula._parse` reads while each shipped variant and its checker are
    built, in this process."""
    from refscore.fast.checker import FastChecker
    from refscore.formula import compiler as formula
    from refscore.load.variant_loader import resolve_shipped, shipped_names
    from refscore.model.variant import build_variant

    texts: list[str] = []
    parse_text = formula._parse

    def recording(text: str) -> Any:
        texts.append(text)
        return parse_text(text)

    formula._parse = recording
    try:
        for name in shipped_names():
            data = resolve_shipped(name)
            if not data.get("abstract"):
                variant = build_variant(data, name, _place_in(name))
                FastChecker(variant)
                if variant.rounding.mode != "none":
                    # the rounding's formulas: the compiled scorer parses them at start-up, the pure
                    # tier (REFSCORE_CORE=python) at its first deal; the module holds them for both
                    variant.rounding.step()
                    variant.rounding.formula()
    finally:
        formula._parse = parse_text
    return sorted(set(texts))


def shipped_formula_texts() -> list[str]:
    """`recorded_formula_texts` as a fresh process sees them: some formulas are compiled once per
    process and kept (a rounding rule's), so an earlier caller in this process would hide them."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--record-formula-texts"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=True,
        cwd=ROOT,
    )
    texts: list[str] = json.loads(done.stdout)
    return texts


def formula_tree_entries() -> dict[str, Any]:
    """The parser's tree of every shipped formula, as `refscore.formula.trees.dump` writes it."""
    from refscore.formula import compiler as formula
    from refscore.formula.parser import parse
    from refscore.formula.trees import dump

    tables = formula._tables()
    return {text: dump(parse(text, tables)) for text in shipped_formula_texts()}


def formula_trees_text() -> str:
    from refscore.formula import compiler as formula

    return (
        "# ruff: noqa\n"
        '"""Parse trees of the shipped variants\' formulas (generated: do not edit).\n\n'
        f"Written by `{COMMAND} formula_trees`; read by `refscore.formula.trees`\n"
        "(why: see there), only under the grammar of digest `GRAMMAR`. For each formula text, its\n"
        '`formula_trees.dump`. `tests/formula/test_formula_trees.py` fails when it is stale."""\n\n'
        "from typing import Any\n\n"
        f"GRAMMAR = {formula._grammar()!r}\n\n"
        f"TREES: dict[str, Any] = {formula_tree_entries()!r}\n"
    )


# -- precompiled_methods: the batch path's dataclass methods, compiled ahead of time ------------------

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


def import_all(table: str) -> dict[str, Any]:
    """Every dataclass of refscore as a fresh process builds it: `table` is "empty" (the texts are
    compiled, and recorded), "standard" (`dataclasses.dataclass` itself) or "table" (the stored one)."""
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL, table],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return result


def precompiled_methods_text() -> str:
    texts = list(dict.fromkeys(import_all("empty")["recorded"]))
    lines = [
        "# ruff: noqa",
        "# mypy: ignore-errors",
        '"""Dataclass methods compiled ahead of time (generated: do not edit).',
        "",
        f"Written by `{COMMAND} precompiled_methods`; read by `refscore.base.precompiled`",
        "(why: see there). Each function below is the text `dataclasses` compiles for one method of",
        "a class decorated by `refscore.base.precompiled.dataclass`, formatted; `COMPILED` maps that text",
        "to it. Written by, and used only on, the Python version `PYTHON`: another version's texts",
        'differ, and are compiled as usual. `tests/base/test_precompiled.py` fails when it is stale."""',
        "",
        "from types import FunctionType",
        "",
        f"PYTHON = {tuple(sys.version_info[:2])!r}",
        "",
        "COMPILED: dict[str, FunctionType] = {}",
    ]
    for text in texts:
        lines += ["", "", text, "", "", f"COMPILED[{text!r}] = __create_fn__"]
    return "\n".join(lines) + "\n"


# -- play_options: spec/variants.md's table of the play options ---------------------------------------

#: The generated parts of hand-written documents: each between a pair of marker lines.
DOCUMENTS = {"play_options": ROOT / "spec" / "variants.md"}


def markers(name: str) -> tuple[str, str]:
    """The lines that open and close the part `name` of its document."""
    return (
        f"<!-- generated by `{COMMAND} {name}` from spec/variant.schema.json and variants/*.yaml:"
        " edit those, not this part -->",
        f"<!-- end of the generated part {name} -->",
    )


def play_options_text() -> str:
    """Every play option of the schema with its values, each said as the printed rulebook says it
    (its `x-rulebook`), `_base.yaml`'s value marked; then the shipped variants' settings."""
    from refscore.load.variant_loader import resolve_shipped, shipped_names

    schema = json.loads((ROOT / "spec" / "variant.schema.json").read_text(encoding="utf-8"))
    options = schema["properties"]["play"]["properties"]
    default = resolve_shipped("_base")["play"]
    lines = [
        "| key | value | what it makes the rule (the sentence of the printed rulebook) |",
        "|-----|-------|------------------------------------------------------------------|",
    ]
    for key, node in options.items():
        first = f"`{key}`: {node['description']}"
        for value in node["enum"]:
            shown = f"`{value}`" + (" (default)" if value == default[key] else "")
            lines.append(f"| {first} | {shown} | {node['x-rulebook'][value]} |")
            first = ""
    lines += ["", "The shipped settings:", ""]
    lines.append("| variant | " + " | ".join(f"`{key}`" for key in options) + " |")
    lines.append("|---" * (len(options) + 1) + "|")
    groups: dict[tuple[str, ...], list[str]] = {}
    for name in shipped_names():
        data = resolve_shipped(name)
        if not data.get("abstract"):
            groups.setdefault(tuple(data["play"][key] for key in options), []).append(f"`{name}`")
    for values, names in groups.items():
        lines.append(f"| {', '.join(names)} | " + " | ".join(f"`{value}`" for value in values) + " |")
    return "\n".join(lines) + "\n"


def document_with_part(name: str, body: str) -> str:
    """The document holding the part `name`, that part replaced by `body`."""
    opening, closing = markers(name)
    text = DOCUMENTS[name].read_text(encoding="utf-8")
    start, end = text.index(opening + "\n") + len(opening) + 1, text.index(closing)
    return text[:start] + body + text[end:]


# -- the tool -----------------------------------------------------------------------------------------

#: Each table, in the order `python tools/regenerate.py` writes them (a table after those it is built
#: from), with the function giving its text, whether `ruff format` is run over it, and what it is from.
TABLES: dict[str, tuple[Callable[[], str], bool, str]] = {
    "formula_tables": (formula_tables_text, True, "spec/formula.lark and lark's version"),
    "resolved_variants": (resolved_variants_text, False, "the shipped variant files, variants/*.yaml"),
    "formula_trees": (formula_trees_text, True, "the shipped variants' formulas, under the grammar"),
    "precompiled_methods": (precompiled_methods_text, True, "the dataclasses of refscore and cli"),
    "play_options": (play_options_text, False, "spec/variant.schema.json's play options and variants/*.yaml"),
}


def write(name: str) -> Path:
    """Write the table `name` (a key of `TABLES`), or the part of a document, and return its path."""
    text_of, formatted, _ = TABLES[name]
    if name in DOCUMENTS:
        DOCUMENTS[name].write_text(document_with_part(name, text_of()), encoding="utf-8")
        return DOCUMENTS[name]
    path = GENERATED / f"{name}.py"
    path.write_text(text_of(), encoding="utf-8")
    if formatted:
        subprocess.run([sys.executable, "-m", "ruff", "format", "--quiet", str(path)], check=True)
    return path


def main(arguments: list[str]) -> int:
    if arguments == ["--record-formula-texts"]:  # the child process of `shipped_formula_texts`
        print(json.dumps(recorded_formula_texts()))
        return 0
    if arguments == ["--list"]:
        for name, (_, _, source) in TABLES.items():
            print(f"{name}: from {source}")
        return 0
    unknown = [name for name in arguments if name not in TABLES]
    if unknown or any(name.startswith("-") for name in arguments):
        print(f"usage: {COMMAND} [--list | NAME...]; NAME is one of {', '.join(TABLES)}", file=sys.stderr)
        return 2
    for name in TABLES:  # in dependency order, whatever the order named
        if not arguments or name in arguments:
            print(f"{write(name).relative_to(ROOT)}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
