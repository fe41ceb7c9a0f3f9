"""Start-up: what each command imports, so that the command line stays quick to start.

Why modules rather than timings: a timing is noise on a shared machine, while a module list is exact.
Every command starts a new Python; `refscore --version` and `--help` must not load the engine (its
schemas, grammars and YAML reader take most of a second), and `refscore check` must not load the
explainer, the notation reader, the conformance runner or, for one deal, the batch machinery.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from refscore.cli.main import LazyGroup, cli

ROOT = Path(__file__).resolve().parents[2]
MADE = str(ROOT / "conformance" / "deals" / "seed002-made.json")

ENGINE = (
    "refscore.judge.check",
    "refscore.model.record",
    "refscore.model.variant",
    "refscore.formula.compiler",
    "refscore.model.rule_ids",
)
HEAVY = ("jsonschema", "lark", "yaml")
NOT_FOR_CHECK = (
    "refscore.text.game",  # the words of a game sheet (one deal's story, text.story, is check's)
    "refscore.judge.notation",
    "refscore.conformance",
    "refscore.cli.human_cmds",
)

# Runs the command in a fresh interpreter and prints the modules it loaded.
_PROBE = """
import json, sys
from refscore.cli.main import main
sys.argv = ["refscore", *sys.argv[1:]]
try:
    main()
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def modules_of(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )
    loaded: list[str] = json.loads(done.stderr.strip().splitlines()[-1])
    return set(loaded)


def loaded_of(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes))


@pytest.mark.parametrize("args", [("--version",), ("--help",), ("check", "--help"), ("variants", "--help")])
def test_version_and_help_load_no_engine(args: tuple[str, ...]) -> None:
    modules = modules_of(*args)
    assert loaded_of(modules, ENGINE + HEAVY) == []


def test_checking_one_deal_loads_only_what_it_needs() -> None:
    modules = modules_of("check", MADE)
    assert "refscore.judge.check" in modules
    assert loaded_of(modules, (*NOT_FOR_CHECK, "refscore.fast.batch_lines", "refscore.cli.batch")) == []


def test_checking_json_lines_loads_no_explainer(tmp_path: Path) -> None:
    lines = tmp_path / "deals.jsonl"
    lines.write_text(Path(MADE).read_text(encoding="utf-8").replace("\n", "") + "\n", encoding="utf-8")
    modules = modules_of("check", str(lines), "--format", "jsonl")
    assert "refscore.fast.batch_lines" in modules
    assert loaded_of(modules, NOT_FOR_CHECK) == []


def test_import_refscore_is_light_and_its_names_load_on_demand() -> None:
    code = (
        "import sys, refscore; light = 'refscore.judge.check' not in sys.modules; "
        "from refscore import *; import refscore.conformance as c; from refscore.conformance import *; "
        "print(light, check_deal.__module__, c.compare.__module__, sorted(set(c.__all__) - set(dir(c))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    expected = ["True", "refscore.judge.check", "refscore.conformance.compare", "[]"]
    assert done.stdout.split() == expected, done.stderr


def test_every_lazy_command_is_found_under_its_name() -> None:
    groups = [cli, *(command for command in cli.commands.values() if isinstance(command, LazyGroup))]
    for group in groups:
        context = click.Context(group)
        for name in group.list_commands(context):
            command = group.get_command(context, name)
            assert command is not None and command.name == name, (group.name, name)


def test_a_batch_of_ordinary_deals_never_loads_the_schema_validator(tmp_path: Path) -> None:
    """The fast path accepts ordinary deals without the JSON Schema; only a line it declines (and
    the reference path then reads) loads jsonschema."""
    from refscore.judge.generate import random_deal
    from refscore.load.variant_loader import shipped_variant

    variant = shipped_variant("coinche")
    lines = tmp_path / "deals.jsonl"
    lines.write_text("".join(json.dumps(random_deal(variant, seed)) + "\n" for seed in range(20)))
    assert loaded_of(modules_of("check", str(lines), "--format", "jsonl"), ("jsonschema",)) == []
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"format": "refscore-deal/1", "variant": "coinche", "hands": 7}\n')
    assert loaded_of(modules_of("check", str(broken), "--format", "jsonl"), ("jsonschema",)) != []
