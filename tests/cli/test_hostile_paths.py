"""Paths found inside files, output targets, and closed standard streams, tried through the command line.

Why: a deal record is untrusted (a platform's logs, a stranger's bug report), and its `variant`
field, an `extends:` or a game sheet's deal list names files; `-o` names what gets replaced. The
policy under test is written in spec/deal.md ("Paths, sizes and strict JSON") and cli/output.py:
every case exits 2 (or works as a user expects), names the place, prints no traceback and no value
of a file it should not quote, and leaves the files around it as they were.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from hostile_cli import expect, no_temporary_files, refscore, snapshot

HOSTILE = Path(__file__).resolve().parents[1] / "hostile"
SECRET = "hunter2-do-not-print"


def record(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((HOSTILE / "legal.json").read_text(encoding="utf-8"))
    data.update(changes)
    return data


def write_record(path: Path, **changes: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record(**changes)), encoding="utf-8")
    return path


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """A club folder inside a tree that also holds a valid variant file outside the club folder."""
    (tmp_path / "outside.yaml").write_text("extends: coinche\n", encoding="utf-8")
    folder = tmp_path / "club"
    folder.mkdir()
    (folder / "house.yaml").write_text("extends: coinche\n", encoding="utf-8")
    return folder


# --- a record's `variant`: below the record's folder, regular files only -------------------------


def test_a_variant_file_beside_the_record_is_read(club: Path) -> None:
    deal = write_record(club / "deal.json", variant="house.yaml")
    expect(refscore("check", deal), 0, r"variant house")


@pytest.mark.parametrize(
    "named", ["../outside.yaml", "sub/../../outside.yaml", "OUTSIDE_ABSOLUTE", "/dev/stdin", "/etc/passwd"]
)
def test_a_record_cannot_name_a_file_outside_its_folder(club: Path, named: str) -> None:
    named = str(club.parent / "outside.yaml") if named == "OUTSIDE_ABSOLUTE" else named
    deal = write_record(club / "deal.json", variant=named)
    before = snapshot(club.parent)
    expect(
        refscore("check", deal), 2, r"deal\.json: at \$\.variant: the path .* leads outside", r"--allow-path"
    )
    assert snapshot(club.parent) == before


def test_a_symlink_out_of_the_folder_is_followed_and_refused(club: Path) -> None:
    (club / "link.yaml").symlink_to(club.parent / "outside.yaml")
    deal = write_record(club / "deal.json", variant="link.yaml")
    expect(refscore("check", deal), 2, r"at \$\.variant: the path '.*link\.yaml' leads outside")


def test_allow_path_and_allow_any_path_lift_the_rule(club: Path) -> None:
    deal = write_record(club / "deal.json", variant="../outside.yaml")
    expect(refscore("--allow-path", club.parent, "check", deal), 0, r"variant outside")
    expect(refscore("--allow-any-path", "check", deal), 0, r"variant outside")


def test_a_fifo_named_by_a_record_is_refused_without_waiting(club: Path) -> None:
    os.mkfifo(club / "pipe.yaml")
    deal = write_record(club / "deal.json", variant="pipe.yaml")
    expect(refscore("check", deal), 2, r"pipe\.yaml: not a regular file \(a FIFO\)")


def test_a_device_is_refused_even_when_any_path_is_allowed(club: Path) -> None:
    deal = write_record(club / "deal.json", variant="/dev/stdin")
    expect(refscore("--allow-any-path", "check", deal), 2, r"/dev/stdin: not a regular file")


def test_a_batch_line_naming_a_fifo_is_unusable_and_the_batch_goes_on(club: Path) -> None:
    os.mkfifo(club / "pipe.yaml")
    lines = [json.dumps(record(variant="pipe.yaml")), json.dumps(record())]
    (club / "deals.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = refscore("check", club / "deals.jsonl", "--format", "jsonl")
    expect(done, 2, r"not a regular file \(a FIFO\)")
    assert [json.loads(line)["status"] for line in done.stdout.splitlines()] == ["unusable", "legal"]


@pytest.mark.parametrize(
    ("content", "place"),
    [
        (
            f"extends: coinche\ndb_password: {SECRET}\n",
            r"secret\.yaml:2:\d+: at db_password: a key that is not",
        ),
        (f"extends: coinche\nauction:\n  step: {SECRET}\n", r"at auction\.step: a string that breaks"),
        (f'extends: coinche\npassword: "{SECRET}\n', r"secret\.yaml:\d+:\d+: not a usable variant file"),
        (f"- {SECRET}\n", r"secret\.yaml:1:1: not a usable variant file"),
    ],
)
def test_a_file_reached_through_a_record_is_never_quoted(club: Path, content: str, place: str) -> None:
    (club / "secret.yaml").write_text(content, encoding="utf-8")
    deal = write_record(club / "deal.json", variant="secret.yaml")
    said = expect(refscore("check", deal), 2, place)
    assert SECRET not in said and "hunter2" not in said


def test_the_same_file_named_by_the_user_is_reported_in_full(club: Path) -> None:
    (club / "secret.yaml").write_text(f"extends: coinche\nauction:\n  step: {SECRET}\n", encoding="utf-8")
    expect(refscore("variants", "validate", club / "secret.yaml"), 2, SECRET)


def test_a_notation_variant_line_follows_the_policy_at_its_line_and_column() -> None:
    expect(
        refscore("check", HOSTILE / "notation-variant-outside.deal"),
        2,
        r"notation-variant-outside\.deal:1:9: the path .* leads outside",
    )


def test_the_committed_record_cases() -> None:
    for name in ("variant-outside.json", "variant-absolute.json", "variant-dev-stdin.json"):
        expect(refscore("check", HOSTILE / name), 2, rf"{name}: at \$\.variant: the path .* leads outside")


# --- `extends:` and game sheets: below the folder of the file that names them --------------------


def test_extends_cannot_leave_the_folder_of_its_file() -> None:
    expect(
        refscore("variants", "validate", HOSTILE / "extends-outside.yaml"),
        2,
        r"extends-outside\.yaml:1:10: the path .* leads outside",
    )


def test_extends_of_a_fifo_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "parent.yaml")
    (tmp_path / "child.yaml").write_text("extends: parent.yaml\n", encoding="utf-8")
    expect(refscore("variants", "validate", tmp_path / "child.yaml"), 2, r"not a regular file \(a FIFO\)")


def test_extends_below_its_folder_is_read(tmp_path: Path) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "base.yaml").write_text("extends: coinche\nauction: {step: 5}\n", encoding="utf-8")
    (tmp_path / "club.yaml").write_text("extends: rules/base.yaml\n", encoding="utf-8")
    expect(refscore("variants", "validate", tmp_path / "club.yaml"), 0, r"valid variant 'club'")


def test_a_game_sheet_cannot_name_a_deal_outside_its_folder(club: Path) -> None:
    write_record(club.parent / "deal.json")
    sheet = {"format": "refscore-game/1", "variant": "coinche", "deals": [{"file": "../deal.json"}]}
    (club / "sheet.json").write_text(json.dumps(sheet), encoding="utf-8")
    expect(refscore("game", club / "sheet.json"), 2, r"sheet\.json: the path .* leads outside")


# --- output targets ---------------------------------------------------------------------------------


def jsonl(folder: Path) -> Path:
    path = folder / "deals.jsonl"
    path.write_text(json.dumps(record()) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("spelling", ["same", "dot", "symlink", "hardlink"])
def test_the_output_cannot_be_the_input(tmp_path: Path, spelling: str) -> None:
    source = jsonl(tmp_path)
    target = {"same": source, "dot": tmp_path / "." / "deals.jsonl"}.get(spelling, tmp_path / "alias.jsonl")
    if spelling == "symlink":
        target.symlink_to(source)
    elif spelling == "hardlink":
        os.link(source, target)
    before = snapshot(tmp_path)
    expect(refscore("check", source, "-o", target), 2, r"the output is the input file")
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("command", ["convert", "render"])
def test_convert_and_render_refuse_their_input_as_output(tmp_path: Path, command: str) -> None:
    deal = write_record(tmp_path / "deal.json")
    before = snapshot(tmp_path)
    expect(refscore(command, deal, "-o", deal), 2, r"the output is the input file")
    assert snapshot(tmp_path) == before


def test_dev_null_is_written_through_not_replaced(tmp_path: Path) -> None:
    done = refscore("check", jsonl(tmp_path), "--format", "jsonl", "-o", "/dev/null")
    expect(done, 0)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    no_temporary_files(Path("/dev"))


def test_dev_stdout_gets_the_results(tmp_path: Path) -> None:
    done = refscore("check", jsonl(tmp_path), "--format", "jsonl", "-o", "/dev/stdout")
    expect(done, 0)
    assert json.loads(done.stdout)["status"] == "legal"


def test_a_fifo_target_is_written_through(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "out.json")
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append((tmp_path / "out.json").read_bytes()))
    reader.start()
    expect(refscore("convert", HOSTILE / "legal.json", "--to", "json", "-o", tmp_path / "out.json"), 0)
    reader.join(60)
    assert json.loads(received[0])["id"] == "hostile-base"
    assert stat.S_ISFIFO(os.stat(tmp_path / "out.json").st_mode)


def test_a_symlink_target_is_kept_and_its_target_written(tmp_path: Path) -> None:
    (tmp_path / "real.json").write_text("old\n", encoding="utf-8")
    (tmp_path / "link.json").symlink_to("real.json")
    expect(refscore("convert", HOSTILE / "legal.json", "--to", "json", "-o", tmp_path / "link.json"), 0)
    assert (tmp_path / "link.json").is_symlink() and os.readlink(tmp_path / "link.json") == "real.json"
    assert json.loads((tmp_path / "real.json").read_text(encoding="utf-8"))["id"] == "hostile-base"
    no_temporary_files(tmp_path)


@pytest.mark.parametrize(
    "args",
    [
        ["render", str(HOSTILE / "unknown-card.json")],
        ["convert", str(HOSTILE / "truncated.json")],
        ["variants", "doc", str(HOSTILE / "unknown-name.yaml")],
    ],
)
def test_a_failure_leaves_the_old_output_whole_and_no_temporary_file(tmp_path: Path, args: list[str]) -> None:
    (tmp_path / "out.txt").write_text("the old output\n", encoding="utf-8")
    expect(refscore(*args, "-o", tmp_path / "out.txt"), 2)
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == "the old output\n"
    no_temporary_files(tmp_path)


def test_an_output_folder_that_does_not_exist(tmp_path: Path) -> None:
    expect(
        refscore("convert", HOSTILE / "legal.json", "-o", tmp_path / "none" / "x.deal"), 2, r"cannot write"
    )
    assert not (tmp_path / "none").exists()


# --- standard streams -------------------------------------------------------------------------------


def test_a_closed_standard_output(tmp_path: Path) -> None:
    expect(refscore("check", HOSTILE / "legal.json", close=(1,)), 2, r"standard output is closed")


def test_a_closed_standard_input() -> None:
    expect(refscore("check", "-", close=(0,)), 2, r"standard input is closed")


@pytest.mark.parametrize("args", [["conformance", "list"], ["variants", "list"], ["conformance", "dump"]])
def test_a_reader_that_stops_early_is_not_an_error(args: list[str]) -> None:
    """`refscore conformance list | head -1`: the pipe closes after one line; exit status 0."""
    process = subprocess.Popen(
        [sys.executable, "-m", "refscore", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()
    errors = process.stderr.read().decode("utf-8", "replace")
    assert process.wait(timeout=120) == 0, errors
    assert first and "Traceback" not in errors and "BrokenPipe" not in errors, errors


# --- text from files on a terminal, odd Unicode -------------------------------------------------------


def test_control_characters_in_a_title_are_printed_escaped() -> None:
    said = expect(
        refscore("variants", "validate", HOSTILE / "title-escapes.yaml"),
        0,
        r"Club \\x1b\]0;owned\\x07 \\x1b\[31mred\\x1b\[0m \\u202e",
    )
    assert "\x1b" not in said and "\x07" not in said and "\u202e" not in said
    said = expect(refscore("check", HOSTILE / "legal.json", "--variant", HOSTILE / "title-escapes.yaml"), 0)
    assert "\x1b" not in said and "\\x1b]0;owned" in said


@pytest.mark.parametrize(
    "args",
    [
        ["check"],
        ["check", "--format", "json"],
        ["check", "--explain"],
        ["explain"],
        ["render"],
        ["convert"],
        ["legal", "--trick", "1", "--seat", "E"],
    ],
)
def test_lone_surrogates_never_crash_a_command(args: list[str]) -> None:
    done = refscore(args[0], HOSTILE / "lone-surrogates.json", *args[1:])
    expect(done, 0)


def test_lone_surrogates_round_trip_through_convert(tmp_path: Path) -> None:
    expect(refscore("convert", HOSTILE / "lone-surrogates.json", "-o", tmp_path / "deal.deal"), 0)
    expect(refscore("convert", tmp_path / "deal.deal", "-o", tmp_path / "back.json"), 0)
    back = json.loads((tmp_path / "back.json").read_text(encoding="utf-8"))
    original = json.loads((HOSTILE / "lone-surrogates.json").read_text(encoding="utf-8"))
    assert (
        (back["comment"], back["id"])
        == (original["comment"], original["id"])
        == (
            "lone \ud800 surrogate",
            "id-\udfff",
        )
    )
    no_temporary_files(tmp_path)


def test_control_characters_in_an_error_message_are_escaped(tmp_path: Path) -> None:
    deal = write_record(tmp_path / "deal.json", variant="club\x1b]0;owned\x07.yaml")
    said = expect(refscore("check", deal), 2, r"club\\x1b\]0;owned\\x07\.yaml")
    assert "\x1b" not in said and "\x07" not in said
