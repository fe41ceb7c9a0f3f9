"""The gates, checked over the whole command line by introspection: every command and every option
that takes a value is found in click's command tree (a new one is covered without being listed
here), given the project's hostile inputs (`tests/hostile/`, and FIFOs, symlinks and devices made
here), and must answer as a user deserves: exit status 2 (or 1 for a well-formed illegal deal) with
a one-line located message, no traceback, no hang, memory under 1 GB (`hostile_cli.refscore`), no
file changed but the named output, no secret printed, no raw control character.

The gates themselves: `refscore.load.reader` (in), `cli/output.py` (out and to the terminal),
`cli/params.py` (the parameter types), `RefscoreGroup.main` in cli/main.py (terminal and signals).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from hostile_cli import refscore, snapshot
from refscore.cli import params
from refscore.cli.main import cli

from refscore.load import reader

HOSTILE = Path(__file__).parents[1] / "hostile"
LEGAL = HOSTILE / "legal.json"
SECRET = "hunter2-not-for-your-eyes"
#: Characters that must never reach the terminal raw (C0 but newline and tab, DEL, C1, bidi).
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
GATED = (
    params.InputPath,
    params.OutputPath,
    params.InputFolder,
    params.OutputFolder,
    params.VariantRef,
    params.Seconds,
    params.Text,
    click.Choice,
    click.IntRange,
)


def commands() -> Iterator[tuple[tuple[str, ...], click.Command]]:
    """Every leaf command of `refscore`, with its words (`("conformance", "run")`)."""
    ctx = click.Context(cli)

    def walk(group: click.Group, words: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], click.Command]]:
        for name in group.list_commands(ctx):
            command = group.get_command(ctx, name)
            assert command is not None, name
            if isinstance(command, click.Group):
                yield from walk(command, (*words, name))
            else:
                yield (*words, name), command

    yield from walk(cli, ())


def value_params(command: click.Command) -> list[click.Parameter]:
    return [
        param
        for param in command.params
        if not (isinstance(param, click.Option) and (param.is_flag or param.count))
        and param.name not in ("help",)
    ]


ALL = list(commands())
NAMES = [" ".join(words) for words, _ in ALL]


def test_the_tree_is_walked() -> None:
    """The walk finds the commands a user knows (a guard against an empty parametrisation)."""
    for known in ("check", "legal", "game", "infer", "analyse", "conformance run", "variants show"):
        assert known in NAMES


@pytest.mark.parametrize(("words", "command"), ALL, ids=NAMES)
def test_every_value_parameter_has_a_gate_type(words: tuple[str, ...], command: click.Command) -> None:
    """A plain string or float option would be read or parsed however its author remembered: each
    one names a type of cli/params.py (or a click Choice or IntRange), which is the gate."""
    for param in value_params(command):
        assert isinstance(param.type, GATED), f"refscore {' '.join(words)} {param.name}: {param.type!r}"
    for param in cli.params:
        assert isinstance(param.type, GATED) or getattr(param, "is_flag", False), param.name


def filler(param: click.Parameter) -> list[str]:
    """A harmless value for a required parameter, so that the parameter under test is reached."""
    kind = param.type
    if isinstance(kind, params.VariantRef):
        return ["coinche"]
    if isinstance(kind, params.InputPath):
        return [str(LEGAL)]
    return ["x"]


#: Options that keep a command short where the hostile file does not change its length: one case
#: of the corpus (the option under test reads a file, not the cases).
SHORT = {("conformance", "run"): ["--case", "annonces-carres-strongest-side-scores-all"]}


def invocation(
    words: tuple[str, ...], command: click.Command, target: click.Parameter, value: str
) -> list[str]:
    """`refscore WORDS ...` with `value` given to `target` and fillers for the other required ones."""
    args = [*words, *SHORT.get(words, [])]
    for param in command.params:
        if param is target:
            args += [param.opts[0], value] if isinstance(param, click.Option) else [value]
        elif isinstance(param, click.Argument) and param.required:
            args += filler(param)
    return args


Target = tuple[tuple[str, ...], click.Command, click.Parameter]


def targets(*kinds: type[click.ParamType[Any]]) -> list[Target]:
    return [
        (words, command, param)
        for words, command in ALL
        for param in value_params(command)
        if isinstance(param.type, kinds)
    ]


def target_id(item: Target) -> str:
    return f"{' '.join(item[0])}:{item[2].name}"


INPUTS = targets(params.InputPath, params.VariantRef, params.InputFolder)
#: Output options of commands that read a file the user names (`conformance dump` reads only the
#: shipped corpus, which an output option cannot name by accident).
OUTPUTS = [
    item
    for item in targets(params.OutputPath, params.OutputFolder)
    if any(isinstance(p.type, (params.InputPath, params.VariantRef)) for p in item[1].params)
]
NUMBERS = targets(params.Seconds, click.IntRange)


def assert_one_located_line(said: str, status: int) -> None:
    assert status in (0, 1, 2), said[-2000:]
    assert "Traceback" not in said, said[-2000:]
    assert SECRET not in said, said[-2000:]
    assert not RAW.search(said), repr(said[-2000:])
    if status == 2:
        errors = [line for line in said.splitlines() if "error" in line.lower() or line.startswith("Error")]
        assert errors, said[-2000:]


@pytest.fixture
def hostile_folder(tmp_path: Path) -> Path:
    """A folder of hostile files: a FIFO nobody writes, a symlink to a secret outside, a folder, a
    record naming a variant with a NUL byte, a file of control characters."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.yaml").write_text(f"password: {SECRET}\n")
    folder = tmp_path / "in"
    folder.mkdir()
    os.mkfifo(folder / "fifo.json")
    (folder / "secret.json").symlink_to(outside / "secret.yaml")
    (folder / "dir.json").mkdir()
    shutil.copy(HOSTILE / "variant-nul.json", folder / "nul.json")
    (folder / "escapes.yaml").write_text("\x1b]0;owned\x07\u202e: \x9b31m\n")
    return folder


#: The representative set every input option gets (each file must be refused or judged, quickly).
PER_INPUT = ["fifo.json", "dir.json", "nul.json", "escapes.yaml", "secret.json"]


def _hostile_runs(
    target: Target, folder: Path, names: list[str] = PER_INPUT
) -> Iterator[tuple[str, list[str]]]:
    words, command, param = target
    for name in names:
        if isinstance(param.type, params.InputFolder) and name != "dir.json":
            continue  # a folder option refuses a file at parse time: one case is enough
        yield name, invocation(words, command, param, str(folder / name))


@pytest.mark.parametrize("target", INPUTS, ids=list(map(target_id, INPUTS)))
def test_every_input_option_refuses_hostile_files(
    target: Target, hostile_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In process (quick): each hostile file through the option, a one-line answer, nothing raw.
    A FIFO nobody writes to is given up after a tenth of a second here (10 s for a user)."""
    monkeypatch.chdir(hostile_folder)
    monkeypatch.setattr(reader, "PIPE_WAIT", 0.1)
    before = snapshot(hostile_folder.parent)
    for name, args in _hostile_runs(target, hostile_folder):
        began = time.monotonic()
        result = CliRunner().invoke(cli, args)
        said = result.output
        assert time.monotonic() - began < 20, (args, said[-500:])
        assert result.exception is None or isinstance(result.exception, SystemExit), (args, result.exception)
        if name in ("fifo.json", "dir.json") and not isinstance(target[2].type, params.InputFolder):
            assert result.exit_code == 2, (args, said[-500:])  # nothing to read: refused, not waited on
        # other files may be valid for an option (a skip list is any text): never quoted or raw
        assert_one_located_line(said, result.exit_code)
    assert snapshot(hostile_folder.parent) == before


@pytest.mark.slow
@pytest.mark.parametrize("target", INPUTS, ids=list(map(target_id, INPUTS)))
def test_every_input_option_refuses_hostile_files_as_a_process(target: Target, hostile_folder: Path) -> None:
    """The same as a user runs it: a process under the memory bound, timed, its files watched (the
    FIFO, which takes its 10 s each time, is `test_a_fifo_named_by_the_user_is_given_up`'s)."""
    before = snapshot(hostile_folder.parent)
    for name, args in _hostile_runs(target, hostile_folder, [n for n in PER_INPUT if n != "fifo.json"]):
        began = time.monotonic()
        completed = refscore(*args, cwd=hostile_folder)
        said = (completed.stdout or "") + completed.stderr
        assert time.monotonic() - began < 20, (args, said[-500:])
        if name == "dir.json" and not isinstance(target[2].type, params.InputFolder):
            assert completed.returncode == 2, (args, said[-500:])
        assert_one_located_line(said, completed.returncode)
    assert snapshot(hostile_folder.parent) == before


@pytest.mark.parametrize("target", NUMBERS, ids=list(map(target_id, NUMBERS)))
@pytest.mark.parametrize("value", ["nan", "inf", "-1", "1e400", "9" * 5000])
def test_every_number_option_refuses_what_is_no_number(target: Target, value: str) -> None:
    words, command, param = target
    result = CliRunner().invoke(cli, invocation(words, command, param, value))
    assert result.exit_code == 2, result.output
    assert "Invalid value" in result.output and "Traceback" not in result.output, result.output


@pytest.mark.parametrize("target", OUTPUTS, ids=list(map(target_id, OUTPUTS)))
def test_every_output_option_never_replaces_an_input(target: Target, tmp_path: Path) -> None:
    """The output named as the command's own input (or as a folder holding one) is refused, and
    every file stays as it was."""
    words, command, param = target
    deal = tmp_path / "in.jsonl"
    deal.write_text(LEGAL.read_text().replace("\n", "") + "\n")
    variant = tmp_path / "house.yaml"
    variant.write_text("schema_version: 1\nid: house\nextends: coinche\n")
    args = [*words, *SHORT.get(words, [])]
    reads_variant = False
    for other in command.params:
        if other is param:
            args += [other.opts[0], str(variant)]
        elif isinstance(other, click.Argument) and other.required:
            reads_variant |= not isinstance(other.type, params.InputPath)
            args += [str(deal)] if isinstance(other.type, params.InputPath) else [str(variant)]
        elif isinstance(other.type, (params.VariantRef, params.InputPath)) and not reads_variant:
            reads_variant = True  # the first input option reads the file named as the output
            args += [other.opts[0], str(variant)]
    assert reads_variant, f"refscore {' '.join(words)} reads no file: this test needs one"
    before = snapshot(tmp_path)
    completed = refscore(*args, cwd=tmp_path)
    said = (completed.stdout or "") + completed.stderr
    assert "Traceback" not in said
    assert snapshot(tmp_path) == before, said[-1000:]


def test_an_output_to_standard_output_appends_where_the_shell_appends(tmp_path: Path) -> None:
    """`refscore render x -o /dev/stdout >> log.txt` (the README's) adds to the log."""
    log = tmp_path / "log.txt"
    log.write_text("kept\n")
    with log.open("a") as handle:
        subprocess.run(
            [sys.executable, "-m", "refscore", "render", str(LEGAL), "-o", "/dev/stdout"],
            stdout=handle,
            check=True,
            timeout=120,
        )
    text = log.read_text()
    assert text.startswith("kept\n<!DOCTYPE html>"), text[:80]


@pytest.mark.parametrize(
    "args",
    [
        ["check", "{jsonl}", "--variant", "{variant}", "-o", "{variant}"],
        ["variants", "doc", "{child}", "-o", "{variant}"],
    ],
)
def test_a_variant_read_by_the_command_is_never_its_output(tmp_path: Path, args: list[str]) -> None:
    variant = tmp_path / "house.yaml"
    variant.write_text("schema_version: 1\nid: house\nextends: coinche\n")
    child = tmp_path / "child.yaml"
    child.write_text("schema_version: 1\nid: child\nextends: house.yaml\n")
    jsonl = tmp_path / "in.jsonl"
    jsonl.write_text(LEGAL.read_text().replace("\n", "") + "\n")
    before = snapshot(tmp_path)
    filled = [arg.format(variant=variant, child=child, jsonl=jsonl) for arg in args]
    said = refscore(*filled).stderr
    assert "the output is" in said, said
    assert snapshot(tmp_path) == before


def test_standard_input_is_never_the_output(tmp_path: Path) -> None:
    jsonl = tmp_path / "in.jsonl"
    jsonl.write_text(LEGAL.read_text().replace("\n", "") + "\n")
    before = snapshot(tmp_path)
    with jsonl.open("rb") as handle:
        completed = subprocess.run(
            [sys.executable, "-m", "refscore", "check", "-", "-o", "/proc/self/fd/0"],
            stdin=handle,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert completed.returncode == 2 and "standard input" in completed.stderr, completed.stderr
    assert snapshot(tmp_path) == before


@pytest.mark.slow  # 10 s by design
def test_a_fifo_named_by_the_user_is_given_up(tmp_path: Path) -> None:
    """`infer SHEET` on a FIFO nobody writes to: a message after 10 s, not a hang."""
    fifo = tmp_path / "sheet.json"
    os.mkfifo(fifo)
    began = time.monotonic()
    completed = refscore("infer", fifo)
    assert completed.returncode == 2 and "nothing came for 10 seconds" in completed.stderr, completed.stderr
    assert time.monotonic() - began < 20


@pytest.mark.slow  # 10 s by design
def test_a_json_lines_fifo_nobody_writes_to_is_given_up(tmp_path: Path) -> None:
    """`check FIFO.jsonl` (the batch reads a stream): an error after 10 s, not a hang."""
    fifo = tmp_path / "lines.jsonl"
    os.mkfifo(fifo)
    began = time.monotonic()
    completed = refscore("check", fifo)
    assert completed.returncode == 2 and "nothing came for 10 seconds" in completed.stderr, completed.stderr
    assert time.monotonic() - began < 20


@pytest.mark.slow  # 10 s by design
def test_a_fifo_nobody_reads_is_given_up(tmp_path: Path) -> None:
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    jsonl = tmp_path / "in.jsonl"
    jsonl.write_text(LEGAL.read_text().replace("\n", "") + "\n")
    began = time.monotonic()
    completed = refscore("check", jsonl, "-o", fifo)
    assert completed.returncode == 2 and "nobody read the FIFO" in completed.stderr, completed.stderr
    assert time.monotonic() - began < 20


# --- paths with a NUL byte, on each surface that reads a path from a file ----------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["check", "variant-nul.json"],
        ["legal", "--situation", "situation-nul-variant.json"],
        ["score", "facts-nul-variant.json"],
        ["variants", "show", "extends-nul.yaml"],
        ["game", "game-nul-deal.json"],
        ["infer", "game-nul-deal.json"],
    ],
)
def test_a_nul_byte_in_a_path_written_in_a_file(args: list[str]) -> None:
    completed = refscore(*args, cwd=HOSTILE)
    said = completed.stderr
    assert completed.returncode == 2 and "NUL byte" in said, said
    assert len(said.strip().splitlines()) == 1, said


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        (["check", "number-5000-digits.deal"], r"number-5000-digits\.deal:3:\d+: a number of 5000 digits"),
        (["score", "facts-float.json"], r"at \$\.points\.NS: 124\.0 is not a whole number"),
        (["score", "facts-exponent.json"], r"at \$\.points\.NS: 38\.0 is not a whole number"),
        (["legal", "--situation", "situation-duplicate-key.json"], r"duplicate key 'seat'"),
        (
            ["legal", "--situation", "situation-huge-value.json"],
            r"\$\.contract\.value: a number of 31 digits",
        ),
        (
            [
                "infer",
                str(HOSTILE.parent.parent / "conformance/games/evening.json"),
                "--space",
                "space-laughs.yaml",
            ],
            r"aliases are not allowed",
        ),
        (["score", "--line", "80S by N points NS 100 NS 62"], r"'NS' said twice"),
    ],
)
def test_numbers_and_duplicates(args: list[str], pattern: str) -> None:
    completed = refscore(*args, cwd=HOSTILE)
    assert completed.returncode == 2, completed.stdout + completed.stderr
    assert re.search(pattern, completed.stderr), completed.stderr


def test_a_situation_names_its_variant_under_the_record_policy(tmp_path: Path) -> None:
    """`legal --situation` reads the situation's `variant` as a record's: confined, never quoted."""
    secret = tmp_path / "secret.yaml"
    secret.write_text(f"{SECRET}\n")
    folder = tmp_path / "club"
    folder.mkdir()
    situation = folder / "s.json"
    situation.write_text(
        '{"variant": "../secret.yaml", "seat": "S", "hand": ["8S"], "contract": {"trump": "H"}}'
    )
    completed = refscore("legal", "--situation", situation)
    assert completed.returncode == 2 and "leads outside" in completed.stderr
    assert SECRET not in completed.stderr


@pytest.mark.parametrize("content", [f"{SECRET}\n", f"id: {SECRET}\n", f"- {SECRET}\n"])
def test_a_variant_option_naming_a_file_that_is_no_variant_never_quotes_it(
    tmp_path: Path, content: str
) -> None:
    secret = tmp_path / "secret.yaml"
    secret.write_text(content)
    completed = refscore("check", LEGAL, "--variant", secret)
    assert completed.returncode == 2, completed.stderr
    assert SECRET not in completed.stdout + completed.stderr


# --- the terminal ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["check", "escapes-record.json"],
        ["check", "escapes-record.json", "--format", "json"],
        ["convert", "escapes-record.json", "--to", "deal"],
        ["variants", "show", "title-escapes.yaml"],
        ["variants", "doc", "title-escapes.yaml"],
    ],
)
def test_nothing_raw_reaches_the_terminal(args: list[str]) -> None:
    completed = refscore(*args, cwd=HOSTILE)
    said = (completed.stdout or "") + completed.stderr
    assert completed.returncode in (0, 1, 2) and "Traceback" not in said
    assert not RAW.search(said), repr(said[:3000])


def test_json_through_the_terminal_gate_is_the_same_json(tmp_path: Path) -> None:
    """C1 codes and bidi overrides are escaped as `\\u0085`, which JSON reads back unchanged: the
    result of a file named with them names the same file, and nothing raw reaches the terminal."""
    import json

    name = "club\u202eevil\u0085.json"
    shutil.copy(LEGAL, tmp_path / name)
    completed = refscore("check", name, "--format", "json", cwd=tmp_path)
    assert not RAW.search(completed.stdout), repr(completed.stdout[:500])
    assert json.loads(completed.stdout)["file"] == name


def test_a_long_quoted_value_is_cut_in_the_message(tmp_path: Path) -> None:
    record = tmp_path / "long.json"
    record.write_text(LEGAL.read_text().replace('"variant": "coinche"', '"variant": "' + "x" * 50_000 + '"'))
    completed = refscore("check", record)
    assert completed.returncode == 2
    assert "characters left out" in completed.stderr and len(completed.stderr) < 4_000


# --- budgets ------------------------------------------------------------------------------------------


def test_infer_stops_at_its_time_budget(tmp_path: Path) -> None:
    """A 50 x 20 space on a sheet no candidate explains: stopped after --max-seconds, exit 2."""
    lines = ["format: refscore-infer-space/1", "bases: [coinche]", "options:"]
    for option in range(50):
        lines.append(f"  - id: o{option}")
        lines.append("    choices:")
        for choice in range(20):
            lines.append(
                f"      - {{label: c{choice}, yaml: {{game: {{target: {500 + option * 20 + choice}}}}}}}"
            )
    space = tmp_path / "space.yaml"
    space.write_text("\n".join(lines) + "\n")
    sheet = tmp_path / "sheet.json"
    sheet.write_text(
        '{"format": "refscore-game/1", "variant": "coinche", "games": [{"target": 501, "deals": ['
        '{"facts": "80S by N points NS 100", "scores": {"NS": 1, "EW": 1}}]}]}'
    )
    began = time.monotonic()
    completed = refscore("infer", sheet, "--space", space, "--max-seconds", "1")
    assert completed.returncode == 2 and "took more than 1 seconds" in completed.stderr, completed.stderr
    assert time.monotonic() - began < 20


def test_infer_default_budget_is_the_engine_s() -> None:
    from refscore.cli.score_cmd import DEFAULT_INFER_SECONDS

    from refscore.judge.infer import DEFAULT_SECONDS

    assert DEFAULT_INFER_SECONDS == DEFAULT_SECONDS


def test_game_default_budget_is_the_engine_s() -> None:
    from refscore.cli.human_cmds import DEFAULT_GAME_SECONDS

    from refscore.judge.game_sheet import DEFAULT_SECONDS

    assert DEFAULT_GAME_SECONDS == DEFAULT_SECONDS


@pytest.mark.slow  # some 10 s: 10,000 lines of JSON read and settled
def test_an_evening_of_identical_contract_lines_is_settled_quickly(tmp_path: Path) -> None:
    """10 games of 1,000 lines "80 ♥ by N, NS 0 EW 0" (each a wrong line, named in the output):
    identical lines share their work, so this is seconds, not the minutes of 10,000 line checks."""
    import json

    deals = [
        {"contract": f"{80 + 10 * (i % 9)} ♥", "taker": "NESW"[i % 4], "scores": {"NS": 0, "EW": 0}}
        for i in range(1000)
    ]
    sheet = tmp_path / "evening.json"
    games = [{"target": 100000, "deals": deals}] * 10
    sheet.write_text(json.dumps({"format": "refscore-game/1", "variant": "coinche", "games": games}))
    began = time.monotonic()
    completed = refscore("game", sheet, "--format", "json")
    assert completed.returncode == 1, completed.stderr  # every line is wrong: 0-0 is no score of 80 ♥
    assert time.monotonic() - began < 60
    assert "no deal of 80 ♥ by N scores NS 0, EW 0" in completed.stdout


def test_game_stops_at_its_time_budget(tmp_path: Path) -> None:
    import json

    deals = [{"contract": "80 ♥", "taker": "N", "scores": {"NS": i, "EW": 0}} for i in range(1000)]
    sheet = tmp_path / "evening.json"
    sheet.write_text(
        json.dumps(
            {
                "format": "refscore-game/1",
                "variant": "coinche",
                "games": [{"target": 501, "deals": deals}] * 20,
            }
        )
    )
    completed = refscore("game", sheet, "--max-seconds", "0.5")
    assert completed.returncode == 2 and "time budget" in completed.stderr, completed.stderr


def test_analyse_reads_a_bounded_standard_input() -> None:
    completed = refscore("analyse", "-", "--max-input", "1000", stdin="x" * 5000)
    assert completed.returncode == 2 and "file too large" in completed.stderr, completed.stderr


# --- signals --------------------------------------------------------------------------------------------


def _interrupted(args: list[str], sig: int) -> subprocess.CompletedProcess[str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "refscore", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    time.sleep(3)
    process.send_signal(sig)
    out, err = process.communicate(timeout=30)
    return subprocess.CompletedProcess(args, process.returncode, out, err)


def test_ctrl_c_exits_130_and_sigterm_143(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.json"
    sheet.write_text(
        '{"format": "refscore-game/1", "variant": "coinche", "games": [{"target": 501, "deals": ['
        '{"facts": "80S by N points NS 100", "scores": {"NS": 1, "EW": 1}}]}]}'
    )
    fifo = tmp_path / "silent.fifo"
    os.mkfifo(fifo)  # read as the user asked: it waits, so the signal comes while it does
    interrupted = _interrupted(["check", str(fifo)], signal.SIGINT)
    assert interrupted.returncode == 130 and "interrupted" in interrupted.stderr, interrupted.stderr
    assert "Aborted" not in interrupted.stderr and "Traceback" not in interrupted.stderr
    terminated = _interrupted(["check", str(fifo)], signal.SIGTERM)
    assert terminated.returncode == 143, terminated.stderr


@pytest.mark.parametrize(
    ("sig", "simple"),
    [
        (signal.SIGINT, False),
        pytest.param(signal.SIGTERM, False, marks=pytest.mark.slow),
        pytest.param(signal.SIGINT, True, marks=pytest.mark.slow),
        pytest.param(signal.SIGTERM, True, marks=pytest.mark.slow),
    ],
)
def test_conformance_run_leaves_no_engine_behind(tmp_path: Path, sig: int, simple: bool) -> None:
    engine = tmp_path / f"silent-engine-{int(sig)}-{int(simple)}.py"  # its path is its mark
    engine.write_text(f"#!{sys.executable}\nimport time\ntime.sleep(300)\n")
    engine.chmod(0o755)
    marker = str(engine)
    args = ["conformance", "run", "--engine", str(engine), "--timeout", "60"] + (
        ["--simple"] if simple else []
    )
    completed = _interrupted(args, sig)
    assert completed.returncode == 128 + sig, completed.stderr
    time.sleep(0.5)
    alive = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout
    assert not alive.strip(), f"engine still running: {alive}"
