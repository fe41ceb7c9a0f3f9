"""The flags every command shares, written once: `-o/--output FILE` (and `--lang`, cli/lang.py).

Why one place: `-o` means the same in every command (write the output to FILE instead of standard
output, atomically, through `cli/output.py`), and its help is said once, in both languages
(`refscore/text/help_fr.py`, key `--output`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

import click

from .params import OutputPath

F = TypeVar("F", bound=Callable[..., object])


def output_option() -> Callable[[F], F]:
    """`-o/--output FILE`: where the command's output goes (default: standard output)."""
    return click.option(
        "--output",
        "-o",
        "output_path",
        metavar="FILE",
        type=OutputPath(),
        help="Write the output here (atomically) instead of standard output.",
    )


def emit(text: str, output_path: str | None, inputs: Iterable[str]) -> None:
    """`text` to standard output, or to `output_path` through cli/output.py's one writer (it
    refuses to overwrite one of the command's `inputs`)."""
    from .output import terminal_safe, write_text_output

    if output_path is None or output_path == "-":
        click.echo(terminal_safe(text), nl=False)
    else:
        write_text_output(output_path, text, inputs=inputs)
