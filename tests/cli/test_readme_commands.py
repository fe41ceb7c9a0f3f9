"""Every `refscore ...` command of the README's shell blocks runs as written.

Why: a newcomer copies them first; one that fails (a missing `deals.jsonl`) costs the project that
reader. The commands run from a folder that holds the checkout's `conformance/` and `spec/` (linked)
and `my.yaml` (the README's name for your own house variant: here a copy of spec/examples/myclub.yaml),
so the files they write (`-o deal.json`...) land there. Synopsis lines (`DEAL.json`, `NAME|FILE`)
are not commands and are left out.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def readme_commands() -> list[str]:
    commands: list[str] = []
    for block in re.findall(r"```sh\n(.*?)```", README, flags=re.S):
        for line in block.splitlines():
            for part in line.split("&&"):
                command = part.split("  #", 1)[0].split(" # ", 1)[0].strip()
                if command.startswith("refscore ") and not re.search(r"[|\[]|\b[A-Z]+\.json\b", command):
                    commands.append(command)
    return commands


COMMANDS = readme_commands()


def test_the_readme_has_commands_to_run() -> None:
    # the quick start, a check with a house variant, the five table commands, two batch runs, and
    # five `variants` commands
    assert len(COMMANDS) >= 13, COMMANDS


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("readme")
    (folder / "conformance").symlink_to(ROOT / "conformance")
    (folder / "spec").symlink_to(ROOT / "spec")
    shutil.copy(ROOT / "spec" / "examples" / "myclub.yaml", folder / "my.yaml")
    return folder


@pytest.mark.slow
@pytest.mark.parametrize("command", COMMANDS)
def test_a_readme_command_runs_as_written(workdir: Path, command: str) -> None:
    args = shlex.split(command)[1:]
    done = subprocess.run(
        [sys.executable, "-m", "refscore", *args],
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    said = done.stdout + done.stderr
    assert "Traceback" not in said, said[-3000:]
    # 0, or 1 where the README's example holds an illegal deal or a wrong claim; never unusable (2)
    assert done.returncode in (0, 1), said[-3000:]
    for written in re.findall(r"-o (\S+)", command):
        assert (workdir / written).stat().st_size > 0


def test_spec_variants_quotes_the_shipped_example_as_it_is() -> None:
    """spec/variants.md shows spec/examples/myclub.yaml verbatim, and says how it gets its id."""
    text = (ROOT / "spec" / "variants.md").read_text(encoding="utf-8")
    shown = text.split("`spec/examples/myclub.yaml` is the same variant", 1)[1]
    block = re.search(r"```yaml\n(.*?)```", shown, flags=re.S)
    assert block is not None
    assert block.group(1) == (ROOT / "spec" / "examples" / "myclub.yaml").read_text(encoding="utf-8")
    from refscore.load.variant_loader import load_variant

    # no `id` in the file and `id` is never inherited: the id is the file name, not `contree`
    assert (
        "id:" not in block.group(1) and load_variant(str(ROOT / "spec/examples/myclub.yaml")).id == "myclub"
    )
    assert "`extends`, `abstract` and `id` are not inherited" in text
