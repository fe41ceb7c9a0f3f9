"""Fuzzing every command that reads a record, a variant file or deal notation, in process.

Why: tests/test_hostile_*.py try the cases someone thought of; here hypothesis makes records,
variant files and notation text that nobody wrote on purpose (odd Unicode and lone surrogates
included) and runs them through the commands. Whatever the input, a command must end with exit
status 0, 1 or 2, never an exception (a traceback), never a hang (a guard of HANG_GUARD seconds,
not a timing assertion), and leave no file behind but the output it was asked for.
"""

from __future__ import annotations

import json
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refscore.cli.main import cli

HOSTILE = Path(__file__).resolve().parents[1] / "hostile"
ROOT = Path(__file__).resolve().parents[2]
LEGAL: dict[str, Any] = json.loads((HOSTILE / "legal.json").read_text(encoding="utf-8"))
NOTATION = (ROOT / "conformance" / "notation" / "seed002-made.deal").read_text(encoding="utf-8")
MYCLUB = (ROOT / "spec" / "examples" / "myclub.yaml").read_text(encoding="utf-8")
HANG_GUARD = 60
FUZZ = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

#: Strings a file may hold: any text, and the awkward ones (lone surrogates, escapes, overrides).
odd_text = st.one_of(
    st.text(max_size=20),
    st.sampled_from(["\ud800", "x\udfffy", "\x1b]0;title\x07", "\u202egnp.exe", "\x00", "9S", "-1", "N"]),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | odd_text,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(odd_text, children, max_size=4),
    max_leaves=12,
)


@contextmanager
def hang_guard() -> Iterator[None]:
    def stop(signum: int, frame: FrameType | None) -> None:
        raise AssertionError(f"a command ran for more than {HANG_GUARD} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(HANG_GUARD)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def run(folder: Path, *args: str, output: str | None = None, keep: bool = False) -> int:
    """Run one command in process; only exit statuses 0, 1 and 2 may come out, and no stray file.
    The `output` it was asked to write is removed afterwards, unless the caller `keep`s it."""
    before = {path.name for path in folder.iterdir()}
    with hang_guard():
        result = CliRunner().invoke(cli, [*args, *(["-o", str(folder / output)] if output else [])])
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception  # pytest shows the traceback the user would have seen
    assert result.exit_code in (0, 1, 2), (args, result.output)
    after = {path.name for path in folder.iterdir()}
    allowed = {output} if output is not None and result.exit_code in (0, 1) else set()
    assert after - before <= allowed, (args, after - before)
    for name in (after - before) & allowed if not keep else ():
        (folder / name).unlink()
    return result.exit_code


@st.composite
def records(draw: st.DrawFn) -> Any:
    """The hostile base record with a few keys (at any depth) replaced, removed or added."""
    data: Any = json.loads(json.dumps(LEGAL))
    for _ in range(draw(st.integers(1, 3))):
        target = data
        while isinstance(target, (dict, list)) and target and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(target) if isinstance(target, dict) else range(len(target))))
            if not isinstance(target[key], (dict, list)):
                break
            target = target[key]
        if isinstance(target, dict):
            key = draw(st.one_of(st.sampled_from(sorted(target) or ["x"]), odd_text))
            if draw(st.booleans()) and key in target:
                del target[key]
            else:
                target[key] = draw(json_values)
        elif isinstance(target, list) and target:
            target[draw(st.integers(0, len(target) - 1))] = draw(json_values)
    return data


@st.composite
def convertible_records(draw: st.DrawFn) -> Any:
    """The legal base record with odd text where a record holds free text (id, event, comment, the
    players' names): records `convert` must accept and give back unchanged."""
    data: Any = json.loads(json.dumps(LEGAL))
    for key in draw(st.lists(st.sampled_from(["id", "event", "comment"]), unique=True)):
        data[key] = draw(odd_text)
    if draw(st.booleans()):
        data["players"] = {seat: draw(odd_text) for seat in ("N", "E", "S", "W")}
    return data


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


RECORD_COMMANDS = [
    (["check"], None),
    (["check", "--format", "json"], None),
    (["explain", "--lang", "fr"], None),
    (["legal", "--trick", "2", "--seat", "E"], None),
    (["render"], "page.html"),
    (["convert"], "deal.deal"),
]


@FUZZ
@given(data=records())
def test_fuzz_records_through_every_command(folder: Path, data: Any) -> None:
    (folder / "deal.json").write_text(json.dumps(data), encoding="utf-8")
    for args, output in RECORD_COMMANDS:
        run(folder, args[0], str(folder / "deal.json"), *args[1:], output=output)


@FUZZ
@given(data=st.one_of(convertible_records(), records()))
def test_fuzz_convert_round_trips_what_it_accepts(data: Any) -> None:
    """What `convert` accepts and writes as notation reads back to the same record."""
    with tempfile.TemporaryDirectory() as name:  # a folder of its own for each example
        folder = Path(name)
        (folder / "deal.json").write_text(json.dumps(data), encoding="utf-8")
        if run(folder, "convert", str(folder / "deal.json"), output="a.deal", keep=True) != 0:
            return
        status = run(folder, "convert", str(folder / "a.deal"), output="b.json", keep=True)
        assert status == 0
        from refscore.judge.notation import normalize_record

        back = json.loads((folder / "b.json").read_text(encoding="utf-8"))
        assert back == normalize_record(data)


@st.composite
def variant_texts(draw: st.DrawFn) -> str:
    """myclub.yaml with keys added or replaced, or text that is hardly YAML at all."""
    if draw(st.integers(0, 4)) == 0:
        return draw(st.text(max_size=200))
    data: dict[str, Any] = yaml.safe_load(MYCLUB)
    section = draw(st.sampled_from(["scoring", "auction", "title", "extends", "play", "deal", "x"]))
    value = draw(
        st.one_of(
            json_values,
            st.fixed_dictionaries({"quantities": st.dictionaries(st.sampled_from(["q", "r"]), odd_text)}),
            st.fixed_dictionaries(
                {"constants": st.dictionaries(st.sampled_from(["chute", "c"]), json_values)}
            ),
        )
    )
    data[section] = value
    return yaml.safe_dump(data, allow_unicode=False)


@pytest.mark.slow
@FUZZ
@given(text=variant_texts())
def test_fuzz_variant_files_through_every_command(folder: Path, text: str) -> None:
    (folder / "club.yaml").write_text(text, encoding="utf-8", errors="surrogatepass")
    variant = str(folder / "club.yaml")
    run(folder, "variants", "validate", variant)
    run(folder, "variants", "show", variant, "--format", "json")
    run(folder, "variants", "diff", variant, "coinche")
    run(folder, "variants", "doc", variant, output="rules.md")
    run(folder, "check", str(HOSTILE / "legal.json"), "--variant", variant)
    (folder / "deal.json").write_text(json.dumps({**LEGAL, "variant": "club.yaml"}), encoding="utf-8")
    run(folder, "check", str(folder / "deal.json"))


@st.composite
def notation_texts(draw: st.DrawFn) -> str:
    """The seed-002 deal with lines replaced, dropped or added, and tokens swapped."""
    lines = NOTATION.splitlines()
    for _ in range(draw(st.integers(1, 4))):
        index = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["replace", "drop", "insert", "token"]))
        if action == "replace":
            lines[index] = draw(odd_text)
        elif action == "drop" and len(lines) > 1:
            del lines[index]
        elif action == "insert":
            lines.insert(index, draw(odd_text))
        else:
            words = lines[index].split() or [""]
            words[draw(st.integers(0, len(words) - 1))] = draw(odd_text)
            lines[index] = " ".join(words)
    return "\n".join(lines) + "\n"


@FUZZ
@given(text=notation_texts())
def test_fuzz_notation_through_every_command(folder: Path, text: str) -> None:
    (folder / "deal.deal").write_bytes(text.encode("utf-8", "surrogatepass"))
    deal = str(folder / "deal.deal")
    run(folder, "check", deal)
    run(folder, "check", deal, "--explain")
    run(folder, "convert", deal, output="deal.json")
    run(folder, "render", deal, output="page.html")
