"""The registry of numbered rules, read from the normative text `spec/rules.md`.

Why parse the text: the rule ids that violations and score lines cite must be the ones a player
can look up, so the text is the single source; a test checks that every id the engine cites exists.
"""

from __future__ import annotations

import re

from refscore.base.precompiled import dataclass
from refscore.base.resources import read_text

_HEADING = re.compile(r"^### (?P<number>\d+\.\d+) `(?P<id>[a-z]+(?:\.[a-z0-9-]+)+)` — (?P<title>.+)$")


@dataclass(frozen=True)
class Rule:
    """One rule of spec/rules.md: its number and id, as violations cite it, and its words."""

    number: str
    id: str
    title: str
    text: str


def parse_rules(markdown: str) -> dict[str, Rule]:
    """Every rule of the text, by id, in the order written."""
    rules: dict[str, Rule] = {}
    current: tuple[str, str, str] | None = None
    body: list[str] = []

    def close() -> None:
        if current is not None:
            number, rule_id, title = current
            rules[rule_id] = Rule(number, rule_id, title, "\n".join(body).strip())

    for line in markdown.splitlines():
        match = _HEADING.match(line)
        if match:
            close()
            current, body = (match["number"], match["id"], match["title"].strip()), []
        elif line.startswith("#"):
            close()
            current, body = None, []
        elif current is not None:
            body.append(line)
    close()
    return rules


RULES: dict[str, Rule] = parse_rules(read_text("spec", "rules.md"))


def rule_title(rule_id: str) -> str:
    rule = RULES.get(rule_id)
    return f"{rule.number} {rule.title}" if rule else rule_id
