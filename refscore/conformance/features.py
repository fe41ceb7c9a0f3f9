"""The feature registry (`spec/features.yaml`) and the features a case visibly uses.

Why derive features from the record: an engine skips the cases whose features it lacks, so a case
that forgets to declare `annonces` would be sent to an engine that cannot judge it. The lint compares
what a case declares with what its record and expectations use.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

import yaml

import refscore
from refscore.base.cards import CardNotationError, card_name, parse_card
from refscore.base.errors import RefscoreError, sentence
from refscore.base.resources import folder
from refscore.model.record import parse_trump
from refscore.model.variant import TrumpKind, Variant

FEATURES_FILE = "features.yaml"
_CANONICAL_TRUMPS = frozenset({"S", "H", "D", "C", "SA", "TA"})


class FeatureRegistryError(RefscoreError):
    """The feature registry cannot be found or read."""


def _registry_text(path: Path | None) -> tuple[str, str]:
    """The registry's text and its name: `path`, else the shipped `spec/` folder, else the checkout's."""
    if path is not None:
        candidates: list[Traversable] = [path]
    else:
        checkout = Path(refscore.__file__).resolve().parent.parent / "spec" / FEATURES_FILE
        candidates = [folder("spec").joinpath(FEATURES_FILE), checkout]
    for candidate in candidates:
        try:
            return candidate.read_text(encoding="utf-8"), str(candidate)
        except OSError:
            continue
    raise FeatureRegistryError(
        sentence("features.cannot_find_feature_registry"),
        file=str(path) if path is not None else f"spec/{FEATURES_FILE}",
        expected=sentence("features.yaml_file_feature_ids"),
    )


def load_features(path: Path | None = None) -> dict[str, str]:
    """Feature id -> description, from `spec/features.yaml` (or `path`)."""
    text, name = _registry_text(path)
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise FeatureRegistryError(sentence("features.not_valid_yaml", error=error), file=name) from None
    features = data.get("features") if isinstance(data, dict) else None
    if not isinstance(features, dict):
        raise FeatureRegistryError(
            sentence("features.no_features_mapping"), file=name, expected=sentence("features.features")
        )
    return {str(key): str((value or {}).get("description", "")) for key, value in features.items()}


def _card_tokens(record: Mapping[str, Any]) -> list[Any]:
    tokens: list[Any] = [card for hand in record.get("hands", {}).values() for card in hand]
    for key in ("chien", "dead", "discard"):
        tokens += record.get(key, [])
    if "turned" in record:
        tokens.append(record["turned"])
    for annonce in record.get("annonces", []):
        tokens += annonce.get("cards", [])
    for trick in record.get("tricks", []):
        tokens += trick["cards"] if isinstance(trick, dict) else trick
    return tokens


def _is_alias(token: Any) -> bool:
    try:
        return isinstance(token, str) and card_name(parse_card(token)) != token
    except CardNotationError:
        return False


def used_features(
    record: Mapping[str, Any], question: str, statuses: set[str], variants: list[Variant]
) -> set[str]:
    """The features of spec/features.yaml that a case's record, question and expectations use."""
    used: set[str] = set()
    for variant in variants:
        partnered = any(len(members) > 1 for _, members in variant.teams)
        used.add("partnerships" if partnered else "each-for-himself")
    if "chien" in record or "discard" in record:
        used.add("chien")
    if "dead" in record:
        used.add("dead-cards")
    for call in record.get("auction", []):
        kind = call.get("call")
        if kind in ("coinche", "surcoinche"):
            used.add(kind)
        value = call.get("value")
        if value == "capot":
            used.add("capot-bid")
        elif value == "generale":
            used.add("generale-bid")
        trump = call.get("trump")
        if isinstance(trump, str):
            if trump not in _CANONICAL_TRUMPS:
                used.add("card-aliases")
            try:
                kind_of = parse_trump(trump, "$").kind
            except RefscoreError:
                continue
            if kind_of is TrumpKind.NO_TRUMP:
                used.add("sans-atout")
            elif kind_of is TrumpKind.ALL_TRUMP:
                used.add("tout-atout")
    if "belote" in record:
        used.add("belote-declared")
    if record.get("annonces"):
        used.add("annonces")
    if any(isinstance(trick, dict) for trick in record.get("tricks", [])):
        used.add("trick-leader")
    if "claim" in record:
        used.add("claim")
    if question == "double-dummy":
        used.add("double-dummy")
    if question == "legal-cards":
        used.add("legal-cards")
    used |= {status for status in statuses if status in ("redeal", "incomplete")}
    if any(_is_alias(token) for token in _card_tokens(record)):
        used.add("card-aliases")
    return used
