"""The four renderers of a checked deal read the same walk (refscore/render/parts.py).

Why: the JSON result, the text of `check`, the story of `explain` and the HTML page used to find the
parts of a deal each on its own, and could disagree on what the deal holds (which call was bad,
which trick was the last, who held the belote). Now each asks `walk` for the parts and only turns
them into its format. The property here draws random legal deals of every shipped variant, and
the same deals mutated the ways real records go wrong (a changed or swapped card, a false belote or
annonce, a changed call, a short play, a wrong claim), and checks that

- each renderer asks for the parts once and reads every one of them, to the end;
- the four read the same sequence;
- the sequence is in reading order (`walk`'s docstring): the heading first, the verdict last, one
  part of each kind except the tricks, in the order of the deal.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli import render as text_renderer
from refscore.base.errors import RefscoreError
from refscore.judge.check import CheckResult, check_deal
from refscore.judge.generate import declare_held_annonces, random_deal
from refscore.load.variant_loader import shipped_names, shipped_variant
from refscore.model.record import DealRecord, read_record
from refscore.render import html, report, story
from refscore.render import parts as walk

#: The kinds of part in reading order; `Trick` repeats, the others come at most once.
ORDER = (
    walk.Heading,
    walk.Hands,
    walk.Auction,
    walk.Declarations,
    walk.Trick,
    walk.UndeclaredBelote,
    walk.PlayFault,
    walk.Unfinished,
    walk.Score,
    walk.Claim,
    walk.PenaltyPart,
    walk.Notes,
    walk.Verdict,
)
CARDS = [f"{rank}{suit}" for suit in "SHDC" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A")]
MUTATIONS = ("none", "card", "swap", "short", "belote", "annonce", "call", "claim", "all-pass")


def _mutate(data: dict[str, Any], kind: str, pick: Callable[[int], int], seats: list[str]) -> None:
    tricks = data["tricks"]
    if kind == "card":
        trick = tricks[pick(len(tricks))]
        trick[pick(len(trick))] = CARDS[pick(len(CARDS))]
    elif kind == "swap":
        first, second = tricks[pick(len(tricks))], tricks[pick(len(tricks))]
        i, j = pick(len(first)), pick(len(second))
        first[i], second[j] = second[j], first[i]
    elif kind == "short":
        del tricks[pick(len(tricks)) :]
    elif kind == "belote":
        data["belote"] = seats[pick(len(seats))]
    elif kind == "annonce":
        seat = seats[pick(len(seats))]
        data["annonces"] = [{"seat": seat, "cards": data["hands"][seat][:3]}]
    elif kind == "call":
        calls = data["auction"]
        calls[pick(len(calls))]["call"] = ("pass", "coinche", "surcoinche", "take")[pick(4)]
    elif kind == "claim":
        data["claim"] = {unit: pick(300) for unit in ("NS", "EW")}
    elif kind == "all-pass":
        data["auction"] = [{"seat": call["seat"], "call": "pass"} for call in data["auction"]]


@st.composite
def checked_deals(draw: st.DrawFn) -> tuple[CheckResult, DealRecord] | None:
    """A checked deal of a shipped variant, legal or mutated; None when the record is unusable."""
    variant = shipped_variant(draw(st.sampled_from(shipped_names())))
    data = random_deal(variant, draw(st.integers(0, 2**32 - 1)), coinche_rate=0.4)
    if draw(st.booleans()):
        declare_held_annonces(data, variant)
    _mutate(
        data,
        draw(st.sampled_from(MUTATIONS)),
        lambda n: draw(st.integers(0, max(n - 1, 0))),
        list(variant.seats),
    )
    try:
        record = read_record(copy.deepcopy(data), variant)
    except RefscoreError:
        return None
    return check_deal(record, variant), record


@dataclass
class Read:
    """The parts one renderer was handed, and how many of them it read."""

    parts: list[walk.Part]
    count: int = 0


class Recorder:
    """Stands for `walk`: hands out the real parts and notes which ones each renderer read."""

    def __init__(self) -> None:
        self.reads: list[Read] = []
        self.walk = walk.walk  # the real one, before it is patched

    def __call__(self, result: CheckResult, record: DealRecord | None = None) -> Iterator[walk.Part]:
        read = Read(list(self.walk(result, record)))
        self.reads.append(read)
        for part in read.parts:
            yield part
            read.count += 1


def _render_all(result: CheckResult, record: DealRecord) -> None:
    report.result_to_json(result, "deal.json", record)
    text_renderer.render_text(result, record, "deal.json", "fr", True)
    story.explain_deal(result, record, lang="en", detail=True)
    html.render_html(result, record, lang="fr")


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(deal=checked_deals())
def test_the_four_renderers_read_the_same_parts(deal: tuple[CheckResult, DealRecord] | None) -> None:
    if deal is None:
        return
    result, record = deal
    recorder = Recorder()
    with pytest.MonkeyPatch.context() as patch:
        for module in (walk, report, story, html):
            patch.setattr(module, "walk", recorder)  # cli/render.py imports it from refscore.render.parts
        _render_all(result, record)
    assert len(recorder.reads) == 4, "each renderer asks for the walk once"
    sequences = [read.parts for read in recorder.reads]
    for read in recorder.reads:
        assert read.count == len(read.parts), "a renderer stopped before the end of the walk"
    assert all(parts == sequences[0] for parts in sequences)
    kinds = [ORDER.index(type(part)) for part in sequences[0]]
    assert kinds == sorted(kinds), "the parts come in reading order"
    assert kinds[0] == 0 and kinds[-1] == len(ORDER) - 1
    once = [kind for kind in kinds if ORDER[kind] is not walk.Trick]
    assert len(once) == len(set(once)), "every part but the tricks comes at most once"
    assert kinds.count(ORDER.index(walk.Trick)) == len(result.tricks)


def test_the_json_result_is_the_same_with_or_without_the_record() -> None:
    """A batch line's JSON has no record at hand: the parts it reads are the result's alone."""
    variant = shipped_variant("contree")
    data = random_deal(variant, 7)
    declare_held_annonces(data, variant)
    record = read_record(copy.deepcopy(data), variant)
    result = check_deal(record, variant)
    assert report.result_to_json(result, "f", record) == report.result_to_json(result, "f")


def test_a_false_belote_is_one_declarations_part_with_its_violation() -> None:
    """A belote declared by a seat without the king and queen of trump (rule belote.valid): the walk
    gives it to the declarations, not to the auction or the play, and no trick follows."""
    variant = shipped_variant("coinche")
    data = random_deal(variant, 3)
    record = read_record(copy.deepcopy(data), variant)
    holder = walk._belote_events(check_deal(record, variant), record)[0]
    wrong = next(seat for seat in variant.seats if seat != holder)
    data["belote"] = wrong
    record = read_record(copy.deepcopy(data), variant)
    parts = list(walk.walk(check_deal(record, variant), record))
    declarations = next(part for part in parts if isinstance(part, walk.Declarations))
    assert declarations.belote == wrong
    assert declarations.violation is not None and declarations.violation.rule == "belote.valid"
    auction = next(part for part in parts if isinstance(part, walk.Auction))
    assert auction.violation is None and auction.contract is not None
    assert not any(isinstance(part, (walk.Trick, walk.PlayFault)) for part in parts)
