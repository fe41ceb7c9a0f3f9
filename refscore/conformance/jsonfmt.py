"""JSON laid out for people: a list or object that fits on its line stays on one line.

Why: case files are read and reviewed by hand, so a hand of cards or a trick should read as one line
(`"N": ["AS", "10S", "JH"]`), not as a column of eight; `json.dumps(indent=2)` cannot do that.
"""

from __future__ import annotations

import json
from typing import Any

WIDTH = 110


def _flat(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _render(value: Any, indent: int, used: int, width: int) -> str:
    flat = _flat(value)
    if not isinstance(value, (list, dict)) or not value or used + len(flat) <= width:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = []
        for key, item in value.items():
            head = f"{pad}{_flat(key)}: "
            items.append(head + _render(item, indent + 2, len(head) + 1, width))
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    rows = [pad + _render(item, indent + 2, len(pad) + 1, width) for item in value]
    return "[\n" + ",\n".join(rows) + "\n" + " " * indent + "]"


def dumps(value: Any, width: int = WIDTH) -> str:
    """`value` as JSON text ending with a newline, containers inlined when they fit in `width`."""
    return _render(value, 0, 0, width) + "\n"
