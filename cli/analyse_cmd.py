"""`refscore analyse`: the double-dummy analysis of a deal (text in French or English, JSON, JSON Lines).

Why a thin shell: the analysis is `refscore.solver.analyse.analyse_deal`; this module reads the files,
chooses the words and runs a batch over worker processes.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from refscore.base.errors import EXIT_ILLEGAL, EXIT_UNUSABLE, RefscoreError
from refscore.base.langs import Lang

from .flags import emit, output_option
from .lang import lang_option, resolve_lang


def _word(key: str, lang: Lang, **values: object) -> str:
    from refscore.text.analysis import word

    return word(key, lang, **values)


def analysis_text(data: dict[str, Any], lang: Lang) -> str:
    """The analysis document (`analysis_to_json`) told for people: its cards, trumps and seats in
    `lang`'s words (`V♠`, `sans atout`, `O`) through `refscore.text.common`."""
    from refscore.text.common import record_card_text, record_trump_text, seat_text

    def card(name: str) -> str:
        return record_card_text(name, lang)

    lines: list[str] = []
    contract = data["contract"]
    head = f"{data['file'] or ''} {data['variant']}"
    if contract is not None:
        value, _, trump = str(contract["label"]).rpartition(" ")
        label = f"{value} {record_trump_text(trump, lang)}".strip()
        head += f" {label} ({seat_text(contract['taker'], lang)}, {seat_text(contract['unit'], lang)})"
    lines.append(head.strip())

    def outcome(key: str, value: dict[str, Any] | None) -> None:
        if value is None:
            return
        made = "" if value["made"] is None else ", " + _word("made" if value["made"] else "failed", lang)
        scores = value["scores"] or {}
        score = ", ".join(f"{seat_text(unit, lang)} {points}" for unit, points in scores.items())
        unit = seat_text(contract["unit"], lang) if contract else ""
        points = f"{unit} {value['points']} {_word('points', lang)}{made}"
        colon, semicolon = (" :", " ;") if lang == "fr" else (":", ";")  # French spacing
        lines.append(f"{_word(key, lang)}{colon} {points}{semicolon} {_word('score', lang)} {score}")

    outcome("as_played", data["played"])
    outcome("best", data["best"])
    if data["table"]:
        lines.append("")
        lines.append(_word("table", lang))
        units = list(data["table"][0]["points"])
        lines.append("  " + " " * 12 + "".join(f"{seat_text(unit, lang):>14}" for unit in units))
        for row in data["table"]:
            cells = ""
            for unit in units:
                bid = row["best_bid"][unit]
                shown = (
                    _word("none", lang) if bid is None else _word("take", lang) if bid == "take" else str(bid)
                )
                cells += f"{row['points'][unit]:>8} ({shown:>3})"
            lines.append(f"  {record_trump_text(row['trump'], lang):<12}{cells}")
    if data["cards"]:
        lines.append("")
        lines.append(_word("cards", lang, unit=seat_text(contract["unit"], lang) if contract else ""))
        for note in data["cards"]:
            text = (
                f"  {_word('trick', lang)} {note['trick']}.{note['position']} "
                f"{seat_text(note['seat'], lang):<2} "
                f"{card(note['card']):<4}{note['before']:>4} -> {note['after']:<4}"
            )
            if note["cost"]:
                text += " " + _word("cost", lang, unit=seat_text(note["seat"], lang), points=note["cost"])
                if note["made_before"] is not None and note["made_before"] != note["made_after"]:
                    before = _word("made" if note["made_before"] else "failed", lang)
                    after = _word("made" if note["made_after"] else "failed", lang)
                    text += f" [{before} -> {after}]"
                colon = " : " if lang == "fr" else ": "
                text += f" ({_word('better', lang)}{colon}{' '.join(card(name) for name in note['better'])})"
            lines.append(text)
    bad = data["irregularity"]
    if bad is not None:
        lines.append("")
        lines.append(
            _word(
                "irregular",
                lang,
                trick=bad["trick"],
                position=bad["position"],
                seat=seat_text(bad["seat"], lang),
                card=card(bad["card"]),
                rule=bad["rule"],
                legal=" ".join(card(name) for name in bad["legal"]),
                value=bad["value"],
                made=_word("and_made", lang) if bad["made"] else "",
            )
        )
    for note in data["notes"]:
        lines.append(note)
    return "\n".join(lines) + "\n"


def _analyse_one(
    text: str, file: str, variant_option: str | None, line: int | None, table: bool = True
) -> dict[str, Any]:
    from refscore.model.record import decode_json, read_record
    from refscore.solver.analyse import analyse_deal, analysis_to_json

    from .inputs import read_deal_file, resolve_variant

    if line is None:
        loaded = read_deal_file(file, variant_option)
        data, variant = loaded.data, loaded.variant
    else:
        data = decode_json(text, file, expected="a JSON object (a deal record)", line=line)
        variant = resolve_variant(variant_option, data, file)
    try:
        record = read_record(data, variant)
    except RefscoreError as error:
        raise error.located(file) from None
    return analysis_to_json(analyse_deal(record, variant, table=table), file)


def _batch_line(job: tuple[int, str, str, str | None, bool]) -> str:
    number, text, file, variant_option, table = job
    try:
        document = _analyse_one(text, file, variant_option, number, table)
    except RefscoreError as error:
        document = {"format": "refscore-analysis/1", "file": file, "line": number, "error": str(error)}
    else:
        document["line"] = number
    return json.dumps(document, ensure_ascii=False)


def _status(output: str) -> int:
    """A line's exit status, as `check` gives it: 2 unusable, 1 an illegal card, else 0."""
    document = json.loads(output)
    if "error" in document:
        return EXIT_UNUSABLE
    return EXIT_ILLEGAL if document.get("irregularity") is not None else 0


@click.command()
@click.argument("deal", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--variant", "-v", "variant_option", metavar="NAME|FILE", help="Override the record's variant.")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="json: a refscore-analysis/1 document (spec/analysis.schema.json), one per line for JSON Lines.",
)
@lang_option("the analysis")
@click.option("--table/--no-table", default=True, show_default=True, help="The table of every trump.")
@click.option(
    "--jobs", "-j", type=click.IntRange(1, 64), default=1, show_default=True, help="JSON Lines: processes."
)
@output_option()
def analyse(
    deal: str,
    variant_option: str | None,
    output_format: str,
    lang: str | None,
    table: bool,
    jobs: int,
    output_path: str | None,
) -> None:
    """Double-dummy analysis of a deal: the best result of the contract, the points every trump gives
    each side, and the cards that cost points. A JSON Lines file (*.jsonl or -) gives one JSON
    analysis per line, in input order. Exit status as `check`: 1 when a deal has an illegal card
    (the analysis stops before it), 2 on unusable input (in a batch: the worst line)."""
    from .inputs import is_batch_input, read_text_file

    if is_batch_input(deal):
        text = sys.stdin.read() if deal == "-" else read_text_file(deal)
        jobs_list: list[tuple[int, str, str, str | None, bool]] = [
            (n, line, deal, variant_option, table)
            for n, line in enumerate(text.splitlines(), 1)
            if line.strip()
        ]
        status = 0
        if jobs > 1:
            import multiprocessing

            with multiprocessing.Pool(jobs) as pool:
                outputs = pool.imap(_batch_line, jobs_list, chunksize=1)
                for output in outputs:
                    status = max(status, _status(output))
                    click.echo(output)
        else:
            for job in jobs_list:
                output = _batch_line(job)
                status = max(status, _status(output))
                click.echo(output)
        sys.exit(status)
    try:
        document = _analyse_one("", deal, variant_option, None, table)
    except RefscoreError as error:
        from refscore.text.error_words import error_text

        click.echo(error_text(error, resolve_lang(lang)), err=True)
        sys.exit(error.exit_code)
    if output_format == "json":
        text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    else:
        text = analysis_text(document, resolve_lang(lang))
    try:
        emit(text, output_path, tuple(filter(None, [deal, variant_option])))
    except RefscoreError as error:
        from refscore.text.error_words import error_text

        click.echo(error_text(error, resolve_lang(lang)), err=True)
        sys.exit(error.exit_code)
    sys.exit(EXIT_ILLEGAL if document.get("irregularity") is not None else 0)
