"""The types of every command-line parameter that takes a value: the gates of the command line.

Why types: a path option declared as a plain string is read with whatever the command's author
remembered (and a number option as a plain float takes `nan` and `inf`). Each value-taking option
of refscore names one of these types (or a click `Choice`/`IntRange`), and
`tests/cli/test_gates.py` walks click's command tree to check it, so a new option cannot forget:

- `InputPath`: a file the command reads. Its identity (device, inode) is noted before anything is
  written, so that no output of the command can replace it (`cli/output.py`); the bytes themselves
  are read through `refscore.load.reader`.
- `OutputPath`: a file the command writes, through `cli/output.py` only.
- `InputFolder`: a folder the command reads files from (a corpus).
- `OutputFolder`: a folder the command writes files into, each through `cli/output.py`.
- `VariantRef`: a shipped variant's name or a variant file (an input when it is a file).
- `Seconds`: a finite, positive number of seconds within a range (never `nan` or `inf`).
- `Text`: any other value (a seat, a hand, an engine command), at most `MAX_TEXT` characters.
"""

from __future__ import annotations

import math
import os
from typing import Any

import click

from refscore.base.errors import sentence
from refscore.load.reader import note_input

__all__ = [
    "MAX_TEXT",
    "InputFolder",
    "InputPath",
    "OutputFolder",
    "OutputPath",
    "Seconds",
    "Text",
    "VariantRef",
]

#: Characters of a free-text option: a hand, a table or a facts line is some tens of characters.
MAX_TEXT = 10_000


class InputPath(click.ParamType[str]):
    """A file the command reads (`-`: standard input when `allow_dash`)."""

    name = "file"

    def __init__(self, allow_dash: bool = False) -> None:
        self.allow_dash = allow_dash

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if text == "-" and not self.allow_dash:
            self.fail(sentence("params.no_stdin"), param, ctx)
        note_input(text)
        return text


class OutputPath(click.ParamType[str]):
    """A file the command writes (`-`: standard output), always through `cli/output.py`."""

    name = "file"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if text != "-" and os.path.isdir(text):
            self.fail(sentence("params.is_folder_name_file", text=text), param, ctx)
        return text


class OutputFolder(click.ParamType[str]):
    """A folder the command writes its files into (each written through `cli/output.py`)."""

    name = "dir"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if os.path.exists(text) and not os.path.isdir(text):
            self.fail(sentence("params.not_folder", text=text), param, ctx)
        return text


class InputFolder(click.ParamType[str]):
    """A folder the command reads files from (each read through `refscore.load.reader`)."""

    name = "dir"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if not os.path.isdir(text):
            self.fail(sentence("params.not_folder", text=text[:200]), param, ctx)
        return text


class VariantRef(click.ParamType[str]):
    """A shipped variant's name or a variant YAML file (then an input, like `InputPath`)."""

    name = "name|file"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if len(text) > MAX_TEXT:
            self.fail(sentence("params.too_long", length=len(text), max_text=MAX_TEXT), param, ctx)
        note_input(text)
        return text


class Seconds(click.ParamType[float]):
    """A finite number of seconds, above 0 and at most `maximum` (a day by default)."""

    name = "seconds"

    def __init__(self, maximum: float = 86_400.0) -> None:
        self.maximum = maximum

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            number = float(value)
        except (TypeError, ValueError):
            self.fail(sentence("params.not_seconds", value=str(value)[:40]), param, ctx)
        if not math.isfinite(number) or not 0 < number <= self.maximum:
            self.fail(
                sentence("params.seconds_range", value=str(value)[:40], maximum=self.maximum), param, ctx
            )
        return number


class Text(click.ParamType[str]):
    """Any other value, at most `MAX_TEXT` characters (a hostile argument list is cut short here)."""

    name = "text"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if len(text) > MAX_TEXT:
            self.fail(sentence("params.too_long", length=len(text), max_text=MAX_TEXT), param, ctx)
        return text
