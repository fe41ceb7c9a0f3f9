"""Entry point of the `refscore` command (also `python -m refscore`).

Exit status: 0 legal and any claimed score confirmed; 1 an illegal call or card, a false
declaration, or a wrong claimed score; 2 unusable input (file, JSON, YAML, schema, variant) or usage.

Start-up is most of the time of a command that checks one deal, so nothing is imported before it is
needed: the commands of the other modules are imported when they are run or listed (`LazyGroup`),
and each command imports the engine in its body. `refscore --version` and `refscore --help` load
click and no engine; `refscore check` loads no explainer, notation reader or conformance runner.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import sys
from typing import Any, cast

import click

from refscore.base.errors import EXIT_UNUSABLE, InputFormatError, RefscoreError, sentence
from refscore.base.version import __version__

from .help_fr import with_lang
from .lang import fail, lang_option, refuse_detail, remember_lang, resolve_lang
from .params import InputPath, OutputPath, Text, VariantRef


class LazyGroup(click.Group):
    """A group some of whose commands live in other modules, imported on first use.

    `lazy` maps a command name to "module:attribute". Such a command is listed with the others, in
    click's order (by name), and imported when it is run, or when a help text lists it.
    """

    def __init__(self, *args: Any, lazy: dict[str, str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = lazy

    def make_context(
        self, info_name: str | None, args: list[str], parent: click.Context | None = None, **extra: Any
    ) -> click.Context:
        from .help_fr import in_french

        try:
            return super().make_context(info_name, args, parent, **extra)
        except click.UsageError as error:  # said in French under a French locale or --lang fr
            raise in_french(error) from None

    def invoke(self, ctx: click.Context) -> Any:
        from .help_fr import in_french

        try:
            return super().invoke(ctx)
        except click.UsageError as error:
            raise in_french(error) from None

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.lazy and cmd_name not in self.commands:
            module, attribute = self.lazy[cmd_name].split(":")
            self.add_command(getattr(importlib.import_module(module), attribute), cmd_name)
        command = super().get_command(ctx, cmd_name)
        if command is None:
            return None
        if isinstance(command, click.Group) and not isinstance(command, LazyGroup):
            for sub in command.commands.values():
                with_lang(sub)
        return with_lang(command)  # every command accepts --lang (cli/lang.py)


class RefscoreGroup(LazyGroup):
    """The `refscore` group: runs a command behind the gate to the terminal and the signal policy.

    Why here: every command, a new one included, runs through this `main`, so none can forget:
    - standard output and error are `TerminalText` streams for the run (cli/output.py): whatever
      is echoed or printed has its control characters, C1 codes and bidi overrides escaped;
    - Ctrl-C is exit status 130 with `refscore: interrupted` (click would say "Aborted!" and 1),
      and SIGTERM is exit status 143; both unwind the command first, so outputs are discarded
      whole (cli/output.py) and engine processes are killed (refscore.conformance.engines).
    """

    def main(
        self,
        args: Any = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        import signal

        from .output import TerminalText

        saved = sys.stdout, sys.stderr
        previous = None
        # not the main thread, or started with SIGTERM ignored (a signal a command is started with
        # ignored stays ignored, as Python leaves Ctrl-C): leave SIGTERM as it is
        if signal.getsignal(signal.SIGTERM) != signal.SIG_IGN:
            with contextlib.suppress(ValueError):
                previous = signal.signal(signal.SIGTERM, _terminated)
        if sys.stdout is not None:
            sys.stdout = TerminalText(sys.stdout)
        if sys.stderr is not None:
            sys.stderr = TerminalText(sys.stderr)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.ClickException as error:
            error.show()
            sys.exit(error.exit_code)
        except (click.exceptions.Abort, KeyboardInterrupt) as error:
            if isinstance(error.__context__, EOFError):  # a prompt met the end of its input
                fail(InputFormatError(sentence("main.stdin_ended")))
            click.echo("\nrefscore: interrupted", err=True)
            sys.exit(130)
        finally:
            # click met a closed pipe (`| head -1`) and marked stdout with its wrapper: marked again
            # over the restored stream, for `main` to tell that from a failure
            marker: Any = type(sys.stdout) if "PacifyFlushWrapper" in type(sys.stdout).__name__ else None
            sys.stdout, sys.stderr = saved
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)
            if marker is not None:
                sys.stdout = cast(Any, marker(sys.stdout))
        sys.exit(code if isinstance(code, int) else 0)


def _terminated(signum: int, frame: object) -> None:
    """SIGTERM: unwind like Ctrl-C (outputs discarded, engines killed), exit status 143."""
    sys.exit(128 + signum)


@click.group(
    cls=RefscoreGroup,
    lazy={
        "analyse": "refscore.cli.analyse_cmd:analyse",
        "conformance": "refscore.cli.conformance_cmd:conformance",
        "convert": "refscore.cli.human_cmds:convert",
        "explain": "refscore.cli.human_cmds:explain",
        "game": "refscore.cli.human_cmds:game",
        "infer": "refscore.cli.score_cmd:infer",
        "legal": "refscore.cli.human_cmds:legal",
        "render": "refscore.cli.human_cmds:render",
        "score": "refscore.cli.score_cmd:score",
        "serve": "refscore.cli.serve_cmd:serve",
    },
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="refscore")
@click.option(
    "--allow-path",
    "allow_paths",
    multiple=True,
    metavar="DIR",
    type=Text(),
    help="Paths named inside records and variant files may also lead below DIR (repeatable).",
)
@click.option(
    "--allow-any-path",
    is_flag=True,
    help="Paths named inside records and variant files may lead anywhere (trusted input only).",
)
@click.option(
    "--lang",
    type=click.Choice(["en", "fr"]),
    default=None,
    expose_value=False,
    is_eager=True,
    callback=remember_lang,
    help="Language of every command's text and errors: en or fr (default: from the locale).",
)
def cli(allow_paths: tuple[str, ...], allow_any_path: bool) -> None:
    """Reference rules and scorer for coinche, belote contrée and their house variants.

    Exit status: 0 legal (and any claimed score confirmed), 1 illegal call or card, false
    declaration or wrong claimed score, 2 unusable input or bad usage.
    """
    from .path_policy import set_path_policy

    set_path_policy(allow_paths, allow_any_path)


with_lang(cli)  # the root's help too is French under a French locale


@cli.command()
@click.argument("deal", type=InputPath(allow_dash=True))
@click.option(
    "--variant",
    "-v",
    "variant_option",
    type=VariantRef(),
    metavar="NAME|FILE",
    help="A shipped variant name or a variant YAML file (overrides the record's `variant`).",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "jsonl"]),
    default="text",
    show_default=True,
    help="jsonl: one lean result per line, for JSON Lines input (`-` or *.jsonl).",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(0, 64),
    default=1,
    show_default=True,
    help="JSON Lines input: worker processes (results stay in input order)."
    " 0: one per usable core. On a regular file each worker reads its own byte ranges;"
    " output, summary and exit status are those of --jobs 1.",
)
@click.option(
    "--output",
    "-o",
    "output_path",
    type=OutputPath(),
    metavar="FILE",
    help="JSON Lines input: write the results here.",
)
@click.option("--explain", "explain_story", is_flag=True, help="Tell the deal as a story, saying why.")
@click.option(
    "--detail",
    is_flag=True,
    help="Text output: also show the score breakdown, with the variant's formula names (taker_total ...).",
)
@lang_option("the verdict, the breakdown and --explain")
def check(
    deal: str,
    variant_option: str | None,
    output_format: str,
    jobs: int,
    output_path: str | None,
    explain_story: bool,
    lang: str | None,
    detail: bool,
) -> None:
    """Check a recorded deal (JSON, or the .deal notation): legality of every call and card, the
    score, and the claimed score. A JSON Lines file (*.jsonl, or - for standard input) is checked
    line by line, with a summary on stderr."""
    from .inputs import is_batch_input, read_deal_file

    if is_batch_input(deal):
        refuse_detail(detail, "lang.why_jsonl")
        if explain_story:
            fail(
                InputFormatError(
                    sentence("main.explain_tells_one_deal"), expected=sentence("main.json_deal_file")
                ),
                lang,
            )
        from .batch import run_batch

        sys.exit(run_batch(deal, variant_option, output_format, jobs, output_path, resolve_lang(lang)))
    # one deal: the reference path (the batch's fast path imports none of it: CONTRIBUTING.md)
    from refscore.judge.check import check_deal
    from refscore.model.record import read_record
    from refscore.render.report import exit_code, result_to_json

    from .output import terminal_safe
    from .render import render_text

    if output_format == "jsonl" or output_path is not None:
        fail(
            InputFormatError(sentence("main.format_jsonl_o_need"), expected=sentence("main.jsonl_file")),
            lang,
        )
    if explain_story and output_format == "json":
        fail(
            InputFormatError(
                sentence("main.explain_tells_deal_as"), expected=sentence("main.explain_format_json")
            ),
            lang,
        )
    if output_format == "json":
        refuse_detail(detail, "lang.why_json")
    try:
        loaded = read_deal_file(deal, variant_option)
        data, variant = loaded.data, loaded.variant
        try:
            record = read_record(data, variant)
        except RefscoreError as error:
            raise error.located(deal) from None
        result = check_deal(record, variant)
    except RefscoreError as error:
        fail(error, lang)
        return
    result.notes.extend(loaded.notes)
    if output_format == "json":
        click.echo(json.dumps(result_to_json(result, deal, to_write=True), ensure_ascii=False, indent=2))
    elif explain_story:
        from .human_cmds import explanation

        click.echo(terminal_safe(explanation(loaded, record, result, resolve_lang(lang), detail)), nl=False)
    else:
        click.echo(terminal_safe(render_text(result, record, deal, resolve_lang(lang), detail)))
    sys.exit(exit_code(result))


@cli.group(
    cls=LazyGroup,
    lazy={"diff": "refscore.cli.human_cmds:variants_diff", "doc": "refscore.cli.human_cmds:variants_doc"},
)
def variants() -> None:
    """List, show and validate variants."""


@variants.command("list")
@lang_option("the titles")
def variants_list(lang: str | None) -> None:
    """The shipped variants, one per line with its title."""
    from refscore.load.variant_loader import shipped_names, shipped_variant
    from refscore.text.common import variant_title

    from .output import terminal_safe

    for name in shipped_names():
        try:
            title = variant_title(shipped_variant(name), resolve_lang(lang))
        except RefscoreError as error:
            title = f"(broken: {error})"
        click.echo(terminal_safe(f"{name:<12} {title}"))


@variants.command("show")
@click.argument("variant", type=VariantRef())
@click.option(
    "--format", "output_format", type=click.Choice(["yaml", "json"]), default="yaml", show_default=True
)
@click.option(
    "--fingerprint",
    "only_fingerprint",
    is_flag=True,
    help="Print only the fingerprint of the rules.",
)
def variants_show(variant: str, output_format: str, only_fingerprint: bool) -> None:
    """Show the fully resolved rules of a variant (after `extends:`)."""
    from .inputs import load_user_variant

    try:
        loaded = load_user_variant(variant)
    except RefscoreError as error:
        fail(error)
        return
    if only_fingerprint:
        click.echo(loaded.fingerprint)
        return
    data: Any = loaded.data
    if output_format == "json":
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        import yaml

        click.echo(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100).rstrip())


@variants.command("validate")
@click.argument("files", nargs=-1, required=True, type=VariantRef())
def variants_validate(files: tuple[str, ...]) -> None:
    """Validate variant files (schema, inheritance, formulas, rule ids); exit 2 on the first bad one."""
    from .inputs import load_user_variant
    from .output import terminal_safe

    status = 0
    for file in files:
        try:
            loaded = load_user_variant(file)
        except RefscoreError as error:
            from refscore.text.error_words import error_text

            click.echo(terminal_safe(error_text(error, resolve_lang())), err=True)
            status = EXIT_UNUSABLE
            continue
        from refscore.text.common import variant_title, words

        said = words(resolve_lang())["vv.valid"]
        click.echo(
            terminal_safe(said.format(file=file, id=loaded.id, title=variant_title(loaded, resolve_lang())))
        )
    sys.exit(status)


def main() -> None:
    """Console-script entry point: never lets a Python traceback reach the user."""
    from .output import stdout_is_open

    if not stdout_is_open():  # started with `>&-`: say so, rather than fail at the first print
        fail(InputFormatError(sentence("main.stdout_closed")))
    from click.utils import PacifyFlushWrapper

    for stream in (sys.stdout, sys.stderr):  # a lone surrogate from a record: escaped, never a crash
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    try:
        cli.main(prog_name="refscore", standalone_mode=True)
    except SystemExit:
        # `refscore ... | head -1`: the reader has all it wanted, which is not an error; click says
        # exit status 1 for a closed pipe, and marks stdout with its PacifyFlushWrapper
        if type(sys.stdout) is PacifyFlushWrapper:
            _quiet_stdout()
            sys.exit(0)
        raise
    except BrokenPipeError:  # the same, met outside click's own handler
        _quiet_stdout()
        sys.exit(0)
    except RecursionError:
        fail(InputFormatError(sentence("main.nested_too_deeply")))
    except KeyboardInterrupt:  # before a command installs its own handler (batch mode prints a summary)
        click.echo("refscore: interrupted", err=True)
        sys.exit(130)


def _quiet_stdout() -> None:
    """Point standard output at /dev/null, so that the interpreter's last flush of a closed pipe
    does not print "Exception ignored ... BrokenPipeError" at exit."""
    import contextlib
    import os

    with contextlib.suppress(OSError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
