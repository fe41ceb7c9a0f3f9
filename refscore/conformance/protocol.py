"""The engine protocol: the messages sent to an engine under test and the checked reading of its answers.

Why here and strict: an engine in any language answers in JSON, and a wrong type (a score of 234.0, a
status spelt "ok") must become a clear failure of that case, never a crash of the runner and never a
pass by accident. conformance/README.md documents every message.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from refscore.base.cards import CardNotationError, card_name, parse_card
from refscore.base.errors import sentence

if TYPE_CHECKING:  # only named in annotations: `refscore conformance run --help` need not load the corpus
    from .corpus import Test

PROTOCOL_VERSION = 1
#: Seconds an engine has to give each answer (`refscore conformance run --timeout`).
DEFAULT_TIMEOUT = 10.0
#: What an answer's `status` may say; `rejected` (unusable record) and `skipped` exist only in answers.
STATUSES = ("legal", "illegal", "wrong_claim", "redeal", "incomplete", "rejected", "skipped", "solved")
#: The question whose request carries a `position` (not a `record`) and whose answer is `solved`
#: with a `value` (refscore/conformance/double_dummy.py).
DOUBLE_DUMMY = "double-dummy"
UNIT_FACTS = ("cards", "der", "belote", "annonces", "discard", "tricks_won")
#: Simple mode: the exit status an engine gives with each status.
EXIT_STATUS = {"illegal": 1, "wrong_claim": 1, "rejected": 2}


class ProtocolError(ValueError):
    """An engine message that does not follow the protocol; the text says what is wrong."""


@dataclass(frozen=True)
class EngineInfo:
    """What an engine said about itself in its start answer (`None`: it did not restrict)."""

    name: str
    version: str
    variants: frozenset[str] | None = None
    features: frozenset[str] | None = None

    def unsupported(self, test: Test) -> str | None:
        """Why the engine cannot run `test` (a skip reason), or None."""
        if self.variants is not None and test.variant not in self.variants:
            return sentence("protocol.no_variant_support", variant=test.variant)
        if self.features is not None:
            missing = [feature for feature in test.case.features if feature not in self.features]
            if missing:
                return sentence("protocol.no_feature_support", features=", ".join(missing))
        return None


@dataclass(frozen=True)
class Answer:
    """An engine's checked answer to one request."""

    status: str
    violation: Mapping[str, str] | None = None
    made: bool | None = None
    units: Mapping[str, Mapping[str, int]] | None = None
    scores: Mapping[str, int] | None = None
    legal_cards: frozenset[str] | None = None
    reason: str | None = None
    penalty: Mapping[str, Any] | None = None  # {"rule", "scores"}: the score of an irregularity
    value: int | None = None  # double-dummy questions: the points the side can guarantee


def start_message() -> dict[str, Any]:
    return {"cmd": "start", "protocol": PROTOCOL_VERSION}


def stop_message() -> dict[str, Any]:
    return {"cmd": "stop"}


def run_message(test: Test, variant_data: Mapping[str, Any]) -> dict[str, Any]:
    """The request for one test: the case id, the question, the resolved variant and the record (a
    double-dummy question: the position)."""
    return {
        "cmd": "run",
        "id": test.case.id,
        "question": test.case.question,
        "variant": variant_data,
        "position" if test.case.question == DOUBLE_DUMMY else "record": test.case.record,
    }


def _string(data: Mapping[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise ProtocolError(sentence("protocol.must_non_empty_string", where=where, key_=key, value=value))
    return value


def _names(data: Mapping[str, Any], key: str, where: str) -> frozenset[str] | None:
    value = data.get(key)
    if value is None or value == ["*"]:
        return None
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ProtocolError(sentence("protocol.must_list_strings_got", where=where, key_=key, value=value))
    return frozenset(value)


def parse_hello(message: Any) -> EngineInfo:
    """Read an engine's answer to the start message."""
    if not isinstance(message, dict):
        raise ProtocolError(sentence("protocol.start_answer_must_json", message=_shown(message)))
    version = message.get("protocol")
    if version != PROTOCOL_VERSION:
        raise ProtocolError(
            sentence(
                "protocol.engine_speaks_protocol_this", version=version, protocol_version=PROTOCOL_VERSION
            )
        )
    engine = message.get("engine")
    if not isinstance(engine, dict):
        raise ProtocolError(sentence("protocol.start_answer_must_have"))
    where = sentence("protocol.start_answer")
    return EngineInfo(
        _string(engine, "name", where),
        _string(engine, "version", where),
        _names(engine, "variants", where),
        _names(engine, "features", where),
    )


def _integer(value: Any, where: str) -> int:
    # bool is an int in Python, and 234.0 is not an integer: exact integers only
    if isinstance(value, bool) or not isinstance(value, int):
        raise ProtocolError(sentence("protocol.must_integer_got", where=where, value=_shown(value)))
    return value


def _units(value: Any) -> dict[str, dict[str, int]] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ProtocolError(sentence("protocol.units_must_object_got", value=_shown(value)))
    units: dict[str, dict[str, int]] = {}
    for unit, facts in value.items():
        if not isinstance(facts, dict):
            raise ProtocolError(sentence("protocol.units_must_object_got2", unit=unit, facts=_shown(facts)))
        units[unit] = {
            fact: _integer(facts[fact], f"`units.{unit}.{fact}`") for fact in UNIT_FACTS if fact in facts
        }
    return units


def _scores(value: Any) -> dict[str, int] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ProtocolError(sentence("protocol.scores_must_object_got", value=_shown(value)))
    return {unit: _integer(score, f"`scores.{unit}`") for unit, score in value.items()}


def canonical_cards(value: Any, where: str) -> frozenset[str]:
    """A list of cards in any spelling of spec/notation.md, as a set of canonical names."""
    if not isinstance(value, list):
        raise ProtocolError(sentence("protocol.must_list_cards_got", where=where, value=_shown(value)))
    cards: set[str] = set()
    for item in value:
        if not isinstance(item, str):
            raise ProtocolError(sentence("protocol.must_hold_card_names", where=where, item=_shown(item)))
        try:
            cards.add(card_name(parse_card(item)))
        except CardNotationError:
            raise ProtocolError(sentence("protocol.holds_which_not_card", where=where, item=item)) from None
    return frozenset(cards)


def _violation(value: Any) -> dict[str, str] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ProtocolError(sentence("protocol.violation_must_object_got", value=_shown(value)))
    return {key: _string(value, key, "`violation`") for key in ("rule", "phase", "place")}


def _penalty(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ProtocolError(sentence("protocol.penalty_must_object_got", value=_shown(value)))
    return {"rule": _string(value, "rule", "`penalty`"), "scores": _scores(value.get("scores"))}


def parse_answer(message: Any, expected_id: str | None) -> Answer:
    """Check an engine's answer to one request; raise `ProtocolError` saying what is wrong."""
    if not isinstance(message, dict):
        raise ProtocolError(sentence("protocol.answer_must_json_object", message=_shown(message)))
    if expected_id is not None and message.get("id") != expected_id:
        raise ProtocolError(
            sentence("protocol.answer_for_case_not", answered_id=message.get("id"), expected_id=expected_id)
        )
    status = message.get("status")
    if status not in STATUSES:
        raise ProtocolError(
            sentence("protocol.status_must_one_got", statuses=", ".join(STATUSES), status=_shown(status))
        )
    if status in ("skipped", "rejected"):
        reason = message.get("reason")
        return Answer(status, reason=reason if isinstance(reason, str) else None)
    if status == "solved":
        return Answer(status, value=_integer(message.get("value"), "`value`"))
    violation = _violation(message.get("violation"))
    if status in ("illegal", "wrong_claim") and violation is None:
        raise ProtocolError(sentence("protocol.answer_must_have_violation", status=status))
    made = message.get("made")
    if made is not None and not isinstance(made, bool):
        raise ProtocolError(sentence("protocol.made_must_true_false", made=_shown(made)))
    legal = message.get("legal_cards")
    return Answer(
        status,
        violation,
        made,
        _units(message.get("units")),
        _scores(message.get("scores")),
        canonical_cards(legal, "`legal_cards`") if legal is not None else None,
        penalty=_penalty(message.get("penalty")),
    )


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
