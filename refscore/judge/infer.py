"""Which house rules explain a sheet (`refscore infer`): the smallest change from a base variant under
which every score the table wrote is right.

Why a search over data: clubs argue about a handful of rules (the chute, the capot, what a coinche
multiplies, rounding...). Each is a few YAML lines of a variant file; `spec/infer-space.yaml` lists
them with their readings. A candidate is a base variant plus some of those readings, built exactly
as an `extends:` file would be, so the answer is a ready file that `refscore variants validate`
accepts. The search tries candidates by the number of changes (0, 1, 2...) and stops at the first
count that explains every line; a line is explained when the candidate's rules give the score the
table wrote (a full deal's claim, a facts line's scores, or a written score its contract can give).

Pure: files are read by the caller (`read_deal`, the space text).
"""

from __future__ import annotations

import copy
import itertools
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from refscore.base.errors import InputFormatError, RefscoreError, sentence
from refscore.base.langs import seat_in
from refscore.base.resources import read_text
from refscore.judge.check import check_deal
from refscore.judge.facts_check import contract_of_label, possible_outcomes, read_facts, score_facts
from refscore.judge.game_sheet import validate_sheet
from refscore.load.facts_line import parse_facts_line
from refscore.load.reader import safe_yaml
from refscore.load.variant_loader import (
    REPLACED_KEYS,
    load_variant,
    shipped_names,
    shipped_variant,
    variant_schema,
)
from refscore.load.yamlsource import format_path
from refscore.model.record import read_record
from refscore.model.variant import Variant, build_variant

__all__ = ["DEFAULT_SECONDS", "BudgetError", "InferLine", "Inference", "infer_rules", "load_space"]

SPACE_FORMAT = "refscore-infer-space/1"
#: Seconds a search may take (`--max-seconds`): the shipped space explains an evening of some tens
#: of lines in about a second; a 50 x 20 space or a 7 MB evening would take days. Building and
#: checking one candidate takes about 10 ms, so the clock is read between candidates and lines.
DEFAULT_SECONDS = 10.0


class BudgetError(RefscoreError):
    """A search that would go over its budget (exit status 2, with the flag that raises it)."""


ReadDeal = Callable[[str], Mapping[str, Any]]


@dataclass(frozen=True)
class Choice:
    option: str
    label: str
    patch: Mapping[str, Any]


@dataclass(frozen=True)
class Space:
    bases: tuple[str, ...]
    options: tuple[tuple[str, tuple[Choice, ...]], ...]


@dataclass(frozen=True)
class InferLine:
    """One line of the sheet that carries a written score to explain."""

    label: str  # "game 2, deal 3"
    place: str
    kind: str  # deal | facts | written
    payload: Any
    written: dict[str, int]


@dataclass
class Inference:
    """The answer: the base, the changes, the YAML; or the lines no candidate explains."""

    sheet: str
    base: str
    lines: int
    found: Variant | None = None
    found_base: str | None = None
    changes: tuple[Choice, ...] = ()
    yaml_text: str = ""
    also: list[str] = field(default_factory=list)
    unexplained: list[str] = field(default_factory=list)
    unexplained_fr: list[str] = field(default_factory=list)  # the same lines, said in French
    tried: int = 0

    @property
    def exit_code(self) -> int:
        return 0 if self.found is not None else 1

    def to_text(self, lang: str = "en") -> str:
        """The YAML file to use (its comments in `lang`), or the lines no candidate explains."""
        if lang == "fr":
            return self._text_fr()
        if self.found is not None:
            return self.yaml_text
        head = (
            f"# refscore infer: no candidate of the space explains every line of {self.sheet} "
            f"({self.tried} rule sets tried)\n"
        )
        return head + "".join(f"# not explained: {line}\n" for line in self.unexplained)

    def _text_fr(self) -> str:
        """`to_text` in French: the comments above the YAML (the YAML itself is the same file)."""
        if self.found is not None:
            body = "".join(line for line in self.yaml_text.splitlines(True) if not line.startswith("#"))
            base = self.found_base or self.base
            head = f"# refscore infer {self.sheet}\n"
            if self.changes:
                head += "".join(
                    f"# changé par rapport à {base} : {choice.label}\n" for choice in self.changes
                )
            else:
                head += f"# {base} tel quel explique chaque ligne\n"
            return head + body
        head = (
            f"# refscore infer : aucun candidat de l'espace n'explique chaque ligne de {self.sheet} "
            f"({self.tried} jeux de règles essayés)\n"
        )
        return head + "".join(f"# non expliquée : {line}\n" for line in self.unexplained_fr)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "refscore-infer-result/1",
            "sheet": self.sheet,
            "base": self.base,
            "lines": self.lines,
            "tried": self.tried,
            "found": self.found is not None,
            "extends": self.found_base,
            "changes": [{"option": c.option, "label": c.label, "yaml": c.patch} for c in self.changes],
            "yaml": self.yaml_text or None,
            "also": self.also,
            "unexplained": self.unexplained,
            "exit_code": self.exit_code,
        }


def load_space(text: str | None, file: str | None = None) -> Space:
    """The option space: `text` (a --space file) or the shipped `spec/infer-space.yaml`."""
    name = file or "spec/infer-space.yaml"
    source = text if text is not None else read_text("spec", "infer-space.yaml")
    # the reader every YAML file goes through: no aliases (a billion laughs), bounded nesting and numbers
    data = safe_yaml(source, name)
    expected = sentence("infer.space_mapping")
    if not isinstance(data, dict) or data.get("format") != SPACE_FORMAT:
        raise InputFormatError(sentence("infer.not_infer_space"), file=name, expected=expected)
    bases = data.get("bases", "all")
    if bases == "all":
        bases = shipped_names()
    if not isinstance(bases, list) or not all(isinstance(b, str) for b in bases):
        raise InputFormatError(
            sentence("infer.bad_bases"),
            file=name,
            place="bases",
            expected=sentence("infer.all_list_variants"),
        )
    options: list[tuple[str, tuple[Choice, ...]]] = []
    raw_options = data.get("options") or []
    if not isinstance(raw_options, list) or len(raw_options) > 50:
        raise InputFormatError(
            sentence("infer.bad_options"), file=name, place="options", expected=sentence("infer.list_options")
        )
    for index, option in enumerate(raw_options):
        place = f"options[{index}]"
        if not isinstance(option, dict) or not isinstance(option.get("id"), str):
            raise InputFormatError(
                sentence("infer.option_without_id"), file=name, place=place, expected=expected
            )
        choices = option.get("choices")
        if not isinstance(choices, list) or not choices or len(choices) > 20:
            raise InputFormatError(
                sentence("infer.no_choices"),
                file=name,
                place=f"{place}.choices",
                expected=sentence("infer.choices"),
            )
        built = []
        for number, choice in enumerate(choices):
            if (
                not isinstance(choice, dict)
                or not isinstance(choice.get("label"), str)
                or not isinstance(choice.get("yaml"), dict)
            ):
                raise InputFormatError(
                    sentence("infer.choice_needs_label_yaml"),
                    file=name,
                    place=f"{place}.choices[{number}]",
                    expected=sentence("infer.message"),
                )
            built.append(Choice(option["id"], choice["label"], choice["yaml"]))
        options.append((option["id"], tuple(built)))
    return Space(tuple(bases), tuple(options))


def _merge(base: Any, patch: Any, path: tuple[str, ...] = ()) -> Any:
    """`patch` over `base` as `extends:` merges (mappings key by key, REPLACED_KEYS whole)."""
    if isinstance(base, dict) and isinstance(patch, dict) and path not in REPLACED_KEYS:
        merged = dict(base)
        for key, value in patch.items():
            merged[key] = _merge(base.get(key), value, (*path, key)) if key in base else copy.deepcopy(value)
        return merged
    return copy.deepcopy(patch)


def sheet_lines(
    sheet: Mapping[str, Any], read_deal: ReadDeal | None = None, lang: str = "en"
) -> list[InferLine]:
    """The lines of a sheet (one game or an evening) that carry a written score, read in the sheet's
    `notation`, else in `lang` where not ambiguous (as `refscore game` reads them)."""
    from refscore.base.words import reading_of

    validate_sheet(sheet)
    reading = reading_of(lang, sheet.get("notation"))
    games = sheet.get("games", [sheet])
    lines: list[InferLine] = []
    for game_index, game in enumerate(games):
        prefix = f"$.games[{game_index}]" if "games" in sheet else "$"
        for index, entry in enumerate(game["deals"]):
            place = f"{prefix}.deals[{index}]"
            label = (f"game {game_index + 1}, " if "games" in sheet else "") + f"deal {index + 1}"
            if "facts" in entry:
                raw = entry["facts"]
                data = dict(parse_facts_line(raw, reading)) if isinstance(raw, str) else dict(raw)
                data.pop("variant", None)
                written = entry.get("scores") or data.pop("claim", None)
                data.pop("claim", None)
                if written:
                    lines.append(InferLine(label, place, "facts", data, dict(written)))
            elif "scores" in entry:
                if "contract" in entry and "taker" in entry:
                    payload = (str(entry["contract"]), str(entry["taker"]), entry.get("made"), reading)
                    lines.append(InferLine(label, place, "written", payload, dict(entry["scores"])))
            else:
                if "file" in entry:
                    if read_deal is None:
                        raise InputFormatError(sentence("infer.deal_file_but_no"), place=place)
                    record = dict(read_deal(str(entry["file"])))
                else:
                    record = dict(entry["deal"])
                claim = record.pop("claim", None)
                if claim:
                    lines.append(InferLine(label, place, "deal", record, dict(claim)))
    return lines


def explains(variant: Variant, line: InferLine) -> bool:
    """Whether the rules of `variant` give the score written on `line`."""
    try:
        if line.kind == "facts":
            result = score_facts(read_facts(line.payload, variant))
            return result.scores == line.written
        if line.kind == "deal":
            checked = check_deal(read_record(line.payload, variant), variant)
            return checked.status not in ("illegal", "incomplete") and checked.scores == line.written
        label, taker, made, reading = line.payload
        outcomes = possible_outcomes(variant, contract_of_label(variant, label, taker, line.place, reading))
        if outcomes is None:
            return True  # cannot be checked without card points: never held against a candidate
        key = tuple((unit, line.written.get(unit)) for unit, _ in variant.teams)
        return any(o.scores == key and (made is None or o.made == made) for o in outcomes)
    except RefscoreError:
        return False  # facts this candidate cannot have (a bid it lacks, seats it does not have...)


def _candidate(
    base: str, changes: Sequence[Choice], sheet_name: str, base_data: Mapping[str, Any]
) -> tuple[Variant, str] | None:
    """The candidate variant and its `extends:` file text; None if the changes leave the base as it is
    or make a variant that does not load."""
    patch: dict[str, Any] = {}
    for choice in changes:
        patch = _merge(patch, choice.patch)
    merged = _merge(dict(base_data), patch)
    if any(_merge(dict(base_data), choice.patch) == dict(base_data) for choice in changes):
        return None  # a choice that is already the base's rule is no change
    if changes and merged == dict(base_data):
        return None
    stem = "".join(ch if ch.isalnum() else "-" for ch in sheet_name.rsplit("/", 1)[-1].rsplit(".", 1)[0])
    header = {
        "schema_version": 1,
        "id": f"{stem or 'sheet'}-house"[:60].lower(),
        "extends": base,
        "title": f"House rules inferred from {sheet_name}",
        "title_fr": f"Règles maison déduites de {sheet_name}",
        "description": "The smallest change from "
        + base
        + " under which every score written on the sheet is right (refscore infer)"
        + (": " + "; ".join(c.label for c in changes) if changes else "")
        + ".",
        "description_fr": "Le plus petit changement de "
        + base
        + " sous lequel chaque score écrit sur la feuille est juste (refscore infer)"
        + (" : " + " ; ".join(c.label for c in changes) if changes else "")
        + ".",
        "provenance": {
            "sources": [{"file": sheet_name, "part": "the scores written on the sheet (refscore infer)"}]
        },
    }
    text = "# refscore infer " + sheet_name + "\n"
    if changes:
        text += "".join(f"# changed from {base}: {choice.label}\n" for choice in changes)
    else:
        text += f"# {base} as it is explains every line\n"
    text += yaml.safe_dump({**header, **patch}, allow_unicode=True, sort_keys=False, width=100)
    data = json.loads(json.dumps({**merged, **{k: v for k, v in header.items() if k != "extends"}}))
    data.pop("abstract", None)
    if list(variant_schema().iter_errors(data)):
        return None
    try:
        variant = build_variant(data, "infer candidate", lambda path: ("infer candidate", format_path(path)))
    except RefscoreError:
        return None
    return variant, text


def _verified(text: str) -> Variant:
    """The found file read back as a user would (`extends:` resolved from the text): the same rules."""
    reference = "infer-candidate.yaml"

    def read(path: str) -> str:
        if path == reference:
            return text
        raise OSError(path)

    return load_variant(reference, read)


def infer_rules(
    sheet: Mapping[str, Any],
    base: Variant,
    space: Space,
    *,
    max_changes: int = 2,
    sheet_name: str = "sheet",
    read_deal: ReadDeal | None = None,
    seconds: float = DEFAULT_SECONDS,
    lang: str = "en",
) -> Inference:
    """Search the space for the smallest change from `base` (see the module docstring); the
    sheet's lines are read as `sheet_lines` reads them in `lang`.

    Identical lines are checked once per candidate (an evening repeats "80 S by N" many times); the
    search stops with `BudgetError` once it has taken `seconds` (reading the sheet included).
    """
    deadline = time.monotonic() + seconds
    every_line = sheet_lines(sheet, read_deal, lang)
    lines, copies = _distinct(every_line)
    result = Inference(sheet_name, base.id, len(every_line))
    if not lines:
        raise InputFormatError(
            sentence("infer.no_line_sheet_carries"),
            expected=sentence("infer.deals_with_claim_facts"),
        )
    names = [base.id] + [name for name in space.bases if name != base.id]
    base_data = {name: _resolved(name, base) for name in names}
    try:
        return _search(result, names, base_data, space, lines, copies, every_line, max_changes, deadline)
    except BudgetError:
        raise _out_of_time(seconds, len(lines), result.tried) from None


def _search(
    result: Inference,
    names: Sequence[str],
    base_data: Mapping[str, dict[str, Any] | None],
    space: Space,
    lines: Sequence[InferLine],
    copies: Sequence[int],
    every_line: Sequence[InferLine],
    max_changes: int,
    deadline: float,
) -> Inference:
    """The search of `infer_rules`, by number of changes; `BudgetError` past `deadline`."""
    base_id = names[0]
    explained_somewhere: set[int] = set()
    for cost in range(max_changes + 2):
        found: list[tuple[str, tuple[Choice, ...], Variant, str]] = []
        for name in names:
            if base_data[name] is None:
                continue
            extra = 0 if name == base_id else 1  # another base is one change more
            count = cost - extra
            if count < 0 or count > max_changes:
                continue
            for combination in itertools.combinations(space.options, count):
                for choices in itertools.product(*(option[1] for option in combination)):
                    if time.monotonic() > deadline:
                        raise BudgetError(sentence("infer.out_time"))
                    built = _candidate(name, choices, result.sheet, base_data[name] or {})
                    if built is None:
                        continue
                    variant, text = built
                    result.tried += 1
                    if not _explains_all(variant, lines, explained_somewhere, deadline):
                        continue
                    found.append((name, choices, variant, text))
        if found:
            name, choices, variant, text = found[0]
            variant = _verified(text)
            result.found, result.found_base, result.changes, result.yaml_text = variant, name, choices, text
            result.also = [
                f"{other} + " + ("; ".join(c.label for c in other_choices) or "nothing")
                for other, other_choices, _, _ in found[1:]
            ]
            return result
    left = [line for index, line in enumerate(every_line) if copies[index] not in explained_somewhere]
    result.unexplained = [
        f"{line.label} ({line.place}): written {', '.join(f'{u} {v}' for u, v in line.written.items())}"
        for line in left
    ] or ["every line is explained by some candidate, but no one candidate explains them all"]

    result.unexplained_fr = [
        f"{_label_fr(line.label)} ({line.place}) : écrit "
        + ", ".join(f"{seat_in(unit, 'fr')} {value}" for unit, value in line.written.items())
        for line in left
    ] or ["chaque ligne est expliquée par un candidat, mais aucun candidat ne les explique toutes"]
    return result


def _label_fr(label: str) -> str:
    """`game 2, deal 3` -> `partie 2, donne 3`: a sheet line's label (built in this module) in French."""
    return label.replace("game ", "partie ").replace("deal ", "donne ")


_COST = {"facts": 0, "deal": 1, "written": 2}  # the cheaper lines first


def _distinct(lines: Sequence[InferLine]) -> tuple[list[InferLine], list[int]]:
    """The lines with identical payloads and written scores kept once, and for each line the index
    of its representative: a candidate explains a line exactly when it explains its twin."""
    first: dict[str, int] = {}
    kept: list[InferLine] = []
    copies: list[int] = []
    for line in lines:
        key = json.dumps([line.kind, line.payload, line.written], sort_keys=True, default=str)
        if key not in first:
            first[key] = len(kept)
            kept.append(line)
        copies.append(first[key])
    return kept, copies


def _out_of_time(seconds: float, lines: int, tried: int) -> BudgetError:
    return BudgetError(
        sentence("infer.search_took_more_than", seconds=seconds, lines=lines, tried=tried),
        expected=sentence("infer.smaller_space_sheet_fewer"),
    )


def _explains_all(
    variant: Variant, lines: Sequence[InferLine], explained: set[int], deadline: float = float("inf")
) -> bool:
    """Whether `variant` explains every line; adds to `explained` the lines it explains. Once a line
    fails, only the lines no candidate has explained yet are still tried (for the report).
    `BudgetError` (without its numbers, added by the caller) once the clock passes `deadline`."""
    viable = True
    for index in sorted(range(len(lines)), key=lambda i: _COST[lines[i].kind]):
        if time.monotonic() > deadline:
            raise BudgetError(sentence("infer.out_time"))
        if not viable and index in explained:
            continue
        if explains(variant, lines[index]):
            explained.add(index)
        else:
            viable = False
    return viable


def _resolved(name: str, base: Variant) -> dict[str, Any] | None:
    """The resolved data of a base, as `extends:` sees it (None for a variant that is not shipped)."""
    if name == base.id:
        return dict(base.data) if name in shipped_names() else None
    try:
        return dict(shipped_variant(name).data)
    except RefscoreError:
        return None
