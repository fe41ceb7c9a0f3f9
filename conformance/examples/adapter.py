#!/usr/bin/env python3
"""An example engine adapter: refscore itself, behind the conformance protocol (conformance/README.md).

Copy this file to connect your own engine: keep `main`, `serve` and `simple`, and replace `judge`
with a call to your engine. Run the corpus through it with

    refscore conformance run --engine "python3 conformance/examples/adapter.py"          # persistent
    refscore conformance run --engine "python3 conformance/examples/adapter.py" --simple # per case

Persistent mode, newline-delimited JSON, one message per line:
    runner -> engine  {"cmd": "start", "protocol": 1}
    engine -> runner  {"protocol": 1, "engine": {"name": ..., "version": ..., "variants": [...],
                                                 "features": [...]}}
    runner -> engine  {"cmd": "run", "id": ..., "question": "check" | "legal-cards",
                       "variant": {...}, "record": {...}}
    engine -> runner  {"id": ..., "status": ..., "violation": ..., "made": ..., "units": ..., "scores": ...}
    runner -> engine  {"cmd": "run", "id": ..., "question": "double-dummy", "variant": {...},
                       "position": {"trump", "side", "hands", "leader", "trick", "winners"}}
    engine -> runner  {"id": ..., "status": "solved", "value": 34}
    ... one run and one answer per case ...
    runner -> engine  {"cmd": "stop"}                     (then the engine exits)
Simple mode: a single "run" message on stdin, the answer on stdout, exit status 1 for an illegal record
or a wrong claim, 2 for a record the engine cannot read, 0 otherwise.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from typing import Any, TextIO

from refscore.base.errors import RefscoreError
from refscore.base.version import __version__
from refscore.conformance.reference import reference_answer
from refscore.model.variant import Variant, build_variant

PROTOCOL = 1
EXIT_STATUS = {"illegal": 1, "wrong_claim": 1, "rejected": 2}

#: How this engine builds its rules from the request's resolved variant; a wrong engine replaces it.
VariantBuilder = Callable[[Mapping[str, Any]], Variant]


def build_from_request(data: Mapping[str, Any]) -> Variant:
    """The request carries the variant fully resolved, as JSON: no YAML, no `extends:` to follow."""
    return build_variant(data, "conformance request", lambda path: ("request", ".".join(map(str, path))))


class Adapter:
    """Answers requests; remembers the variants it has built (the corpus reuses a handful)."""

    def __init__(
        self, builder: VariantBuilder = build_from_request, name: str = "refscore-example-adapter"
    ) -> None:
        self.builder = builder
        self.name = name
        self.built: dict[str, Variant] = {}

    def hello(self) -> dict[str, Any]:
        # "variants"/"features" may list what the engine supports; the runner skips the rest.
        # Omitted (or ["*"]), the engine claims everything, as this one can.
        return {
            "protocol": PROTOCOL,
            "engine": {"name": self.name, "version": __version__, "variants": ["*"]},
        }

    def variant(self, data: Mapping[str, Any]) -> Variant:
        key = json.dumps(data, sort_keys=True)
        if key not in self.built:
            self.built[key] = self.builder(data)
        return self.built[key]

    def judge(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Replace this with your engine: the request in, the answer out (without `id`)."""
        question = request.get("question")
        if question not in ("check", "legal-cards", "double-dummy"):
            return {"status": "skipped", "reason": f"unknown question {question!r}"}
        try:
            variant = self.variant(request["variant"])
        except RefscoreError as error:
            return {"status": "skipped", "reason": f"cannot use this variant: {error}"}
        # a double-dummy request carries a position, every other one a record
        asked = request["position" if question == "double-dummy" else "record"]
        return reference_answer(variant, question, asked)

    def answer(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"id": request.get("id"), **self.judge(request)}


def serve(adapter: Adapter, first: Mapping[str, Any], lines: TextIO, out: TextIO) -> int:
    """Persistent mode: answer the start message, then one answer per request until `stop`."""
    if first.get("protocol") != PROTOCOL:
        print(f"unsupported protocol {first.get('protocol')!r}", file=sys.stderr)
        return 2
    write(out, adapter.hello())
    for line in lines:
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("cmd") == "stop":
            return 0
        write(out, adapter.answer(message))
    return 0


def simple(adapter: Adapter, request: Mapping[str, Any], out: TextIO) -> int:
    """Simple mode: one request, one answer, and the exit status says whether the record was rejected."""
    answer = adapter.answer(request)
    write(out, answer)
    return EXIT_STATUS.get(answer["status"], 0)


def write(out: TextIO, message: Mapping[str, Any]) -> None:
    out.write(json.dumps(message, ensure_ascii=False) + "\n")
    out.flush()  # the runner waits for each line: never leave an answer in a buffer


def main(adapter: Adapter | None = None) -> int:
    adapter = adapter or Adapter()
    first_line = sys.stdin.readline()
    if not first_line.strip():
        print("expected a start message or a request on stdin", file=sys.stderr)
        return 2
    first = json.loads(first_line)
    if first.get("cmd") == "start":
        return serve(adapter, first, sys.stdin, sys.stdout)
    return simple(adapter, first, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
