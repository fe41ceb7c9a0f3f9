"""The corpus re-judged under a dialect: an engine's own rules, stated as a house variant file.

Why: a real engine follows its own rules (colver multiplies a surcoinche by 3, belote-cli leaves the
belote out of the contract), so judged against our shipped variants it fails on every deal where the
rules differ, and the failures say nothing about its bugs. A dialect (conformance/dialects/*.yaml)
states the engine's rules in our variant language, `extends:` a shipped variant; the tests here are
the corpus cases that variant judges, normative and generated, with their expectations re-judged by
refscore's reference engine under the dialect, plus seeded random deals of the dialect itself for
volume. Expectations compare `status`, `violation`, `made` and `scores` (and `legal_cards`): the
per-side facts (`units`) are left out, because engines report totals, not our breakdown.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

import yaml

import refscore
from refscore.base.cards import card_name, make_card, parse_card, rank_of, suit_of
from refscore.base.errors import RefscoreError, sentence
from refscore.base.version import __version__
from refscore.judge.generate import random_deal
from refscore.load.variant_loader import load_variant, shipped_variant
from refscore.model.variant import Variant

from .corpus import Case, Corpus, Expectation, Test, corpus_variant
from .engines import ReferenceEngine
from .features import used_features
from .reference import reference_answer

DIALECT_FOLDER = "dialects"
#: Seeded random deals of each dialect added to the re-judged corpus (seeds 1..N).
DEFAULT_SEEDS = 400


class DialectError(RefscoreError):
    """A dialect file that cannot be read or does not extend a shipped variant."""


@dataclass(frozen=True)
class Dialect:
    """A dialect: its resolved variant, the shipped variant it extends, and its file."""

    variant: Variant
    parent: str
    path: str

    @property
    def id(self) -> str:
        return self.variant.id


def dialect_folder() -> Traversable:
    """The shipped dialects: the installed package's folder, else the checkout's."""
    try:
        found = importlib.resources.files("refscore.data.conformance").joinpath(DIALECT_FOLDER)
        if found.is_dir():
            return found
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return Path(refscore.__file__).resolve().parent.parent / "conformance" / DIALECT_FOLDER


def dialect_paths() -> list[str]:
    folder = dialect_folder()
    return sorted(str(entry) for entry in folder.iterdir() if entry.name.endswith(".yaml"))


@cache
def load_dialect(path: str) -> Dialect:
    """Read a dialect file: a variant file whose `extends:` names a shipped variant."""
    try:
        text = Path(path).read_text(encoding="utf-8")
        parent = (yaml.safe_load(text) or {}).get("extends")
    except (OSError, UnicodeDecodeError, yaml.YAMLError, AttributeError) as error:
        raise DialectError(sentence("dialect.cannot_read_dialect", error=error), file=path) from None
    if not isinstance(parent, str):
        raise DialectError(
            sentence("dialect.dialect_must_extend_shipped"),
            file=path,
            expected=sentence("dialect.extends_name"),
        )
    try:
        shipped_variant(parent)
    except RefscoreError:
        raise DialectError(
            sentence("dialect.dialect_must_extend_shipped2", parent=parent), file=path, place="extends"
        ) from None
    return Dialect(load_variant(path), parent, path)


def _expectation(variant: Variant, question: str, record: Mapping[str, Any]) -> dict[str, Any]:
    """The reference engine's verdict under the dialect, as an expectation (without `units`)."""
    answer = reference_answer(variant, question, record)
    if answer["status"] == "solved":  # a double-dummy position: only its value is compared
        return {"value": answer["value"]}
    expected: dict[str, Any] = {"status": answer["status"]}
    for key in ("violation", "made", "scores", "legal_cards"):
        if answer.get(key) is not None:
            expected[key] = answer[key]
    return expected


def _rejudged(case: Case, dialect: Dialect) -> Test:
    data = _expectation(dialect.variant, case.question, case.record)
    how = f"re-judged by refscore {__version__} under the dialect {dialect.id} (from {case.kind} {case.id})"
    expectation = Expectation(dialect.id, data, how)
    return Test(replace(case, expectations=(expectation,)), expectation)


def held_annonces(hands: Mapping[str, Sequence[str]], variant: Variant) -> list[dict[str, Any]]:
    """Every annonce the hands hold under the variant's tables: each longest run, each scoring carré.

    Why: a seeded deal declares nothing, but an engine that declares annonces by itself (belote-cli)
    cannot be told so; declaring everything held, as such an engine does, lets the deal be put to it
    and tests its annonce scoring.
    """
    rules = variant.annonces
    shortest = min(length for length, _ in rules.sequences)
    scoring = {rank for rank, points in rules.carres if points > 0}
    found: list[dict[str, Any]] = []
    for seat, names in hands.items():
        cards = [parse_card(name) for name in names]
        for rank in sorted(scoring):
            four = [card for card in cards if rank_of(card) == rank]
            if len(four) == 4:
                found.append({"seat": seat, "cards": [card_name(card) for card in sorted(four)]})
        for suit in range(4):
            positions = sorted(
                rules.sequence_order.index(rank_of(card)) for card in cards if suit_of(card) == suit
            )
            runs: list[list[int]] = []
            for position in positions:
                if runs and position == runs[-1][-1] + 1:
                    runs[-1].append(position)
                else:
                    runs.append([position])
            for run in runs:
                if len(run) >= shortest:
                    ranks = [rules.sequence_order[position] for position in run]
                    found.append({"seat": seat, "cards": [card_name(make_card(r, suit)) for r in ranks]})
    return found


def _seeded(dialect: Dialect, seed: int) -> Test:
    record = random_deal(dialect.variant, seed)
    record.pop("variant", None)
    record.pop("id", None)
    if dialect.variant.annonces.enabled:
        annonces = held_annonces(record["hands"], dialect.variant)
        if annonces:
            record["annonces"] = annonces
    data = _expectation(dialect.variant, "check", record)
    features = used_features(record, "check", {data["status"]}, [dialect.variant])
    contract = next(call for call in record["auction"] if call["call"] in ("bid", "take"))
    expectation = Expectation(dialect.id, data, f"refscore {__version__} under the dialect {dialect.id}")
    case = Case(
        id=f"dialect-{dialect.id}-{seed:04d}",
        kind="generated",
        file=f"dialects/{Path(dialect.path).name}",
        description=f"random legal {dialect.id} deal, seed {seed}: {contract.get('value', 'take')} "
        f"{contract.get('trump', record.get('turned'))} by {contract['seat']}",
        rules=("deal.deck", "play.follow-suit", "play.trick-winner", "score.contract-made"),
        features=tuple(sorted(features)),
        question="check",
        record=record,
        expectations=(expectation,),
        raw={},
        seed=seed,
    )
    return Test(case, expectation)


def dialect_tests(corpus: Corpus, dialect: Dialect, *, seeds: int = DEFAULT_SEEDS) -> list[Test]:
    """Every case the dialect's parent variant judges, re-judged under the dialect; then its own seeds."""
    tests = [_rejudged(case, dialect) for case in corpus.cases if case.expectation(dialect.parent)]
    return tests + [_seeded(dialect, seed) for seed in range(1, seeds + 1)]


def variant_resolver(dialects: Sequence[Dialect]) -> Callable[[str], Mapping[str, Any]]:
    """The resolved variant sent with each request: a dialect's, else the shipped variant's (or a
    house variant of the corpus, which cases may name)."""
    by_id = {dialect.id: dialect.variant for dialect in dialects}

    def resolve(name: str) -> Mapping[str, Any]:
        return by_id[name].data if name in by_id else corpus_variant(name).data

    return resolve


def dialect_reference_engine(dialects: Sequence[Dialect]) -> ReferenceEngine:
    """refscore in-process, judging the corpus's variants and the given dialects."""
    return ReferenceEngine({dialect.id: dialect.variant for dialect in dialects})
