"""Parse formulas with the grammar's shipped LALR(1) tables, without importing lark.

Why: every command that loads a variant parses its formulas (23 for a shipped one), and importing
lark to do so cost about a sixth of the start-up of `refscore check FILE.jsonl` (bench/startup.py),
for a grammar of 22 terminals and 35 rules. The tables in `refscore/_generated/formula_tables.py`
are lark's own (written from `spec/formula.lark`, the normative grammar); this module is a small
driver over them that gives what `Lark(..., parser="lalr", lexer="basic", propagate_positions=True,
maybe_placeholders=True).parse` gives: the same tree shapes (rule names and aliases, `?rule`
inlining, `_rule` splicing, filtered tokens, `None` for an absent `[optional]`), the same positions,
and the same errors (the character the lexer cannot read; the unexpected token with the terminals
the parser expected and those it would accept). It follows lark's algorithms line for line (named
where they are); lark stays the tool that builds the tables and the check in the tests
(`tests/formula/test_formula_parser.py` compares both parsers on a corpus and on drawn formulas).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Generic, TypeVar

__all__ = [
    "Meta",
    "ParseError",
    "Tables",
    "Token",
    "Tree",
    "UnexpectedCharacters",
    "UnexpectedToken",
    "accepted_before",
    "parse",
]

_Leaf = TypeVar("_Leaf")


class Token(str):
    """A terminal of the text: its type (`NAME`, `INT`, `PLUS` ...), text and span (lark's `Token`)."""

    type: str
    value: str
    start_pos: int | None
    end_pos: int | None

    def __new__(
        cls, type_: str, value: str, start_pos: int | None = None, end_pos: int | None = None
    ) -> Token:
        token = super().__new__(cls, value)
        token.type = type_
        token.value = value
        token.start_pos = start_pos
        token.end_pos = end_pos
        return token

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {self.value!r})"


class Meta:
    """Where a subtree lies in the text (lark's `Meta`, the two fields the compiler reads), and the
    span of the rule it was inlined from (`container_*`), which its parent's span is made of."""

    start_pos: int  # set, as lark's are, by the first child that takes up text: until then absent
    end_pos: int
    container_start_pos: int
    container_end_pos: int

    def __init__(self) -> None:
        self.empty = True


class Tree(Generic[_Leaf]):
    """A node of the parse tree: its rule (or alias) name and its children (lark's `Tree`)."""

    def __init__(self, data: str, children: list[Any]) -> None:
        self.data = data
        self.children = children
        self.meta = Meta()

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


class ParseError(ValueError):
    """The text is not a formula of the grammar."""


class UnexpectedCharacters(ParseError):
    """No terminal starts at `pos_in_stream` (lark's `UnexpectedCharacters`)."""

    def __init__(self, pos_in_stream: int) -> None:
        super().__init__(pos_in_stream)
        self.pos_in_stream = pos_in_stream


class UnexpectedToken(ParseError):
    """`token` cannot come where it is: `expected`, the terminals of the parser's state; `accepts`,
    those of them it would take (lark's `UnexpectedToken`)."""

    def __init__(self, token: Token, expected: set[str], accepts: set[str]) -> None:
        super().__init__(token, expected, accepts)
        self.token = token
        self.expected = expected
        self.accepts = accepts


_SHIFT = 0  # lark's serialised actions: (0, state) shifts, (1, rule) reduces


class _Rule:
    """One rule of the grammar and how its node is built (lark's `ParseTreeBuilder`, with
    `ChildFilterLALR`, `ExpandSingleChild` and `PropagatePositions`, in that order of wrapping)."""

    def __init__(self, data: dict[str, Any]) -> None:
        options = data["options"]
        expansion = data["expansion"]
        self.origin: str = data["origin"]["name"]
        self.size = len(expansion)
        self.name: str = data["alias"] or self.origin
        self.expand_single = bool(options["expand1"]) and not data["alias"]
        # maybe_create_child_filter: which children are kept, spliced (`_rule`) or preceded by Nones
        empty_indices = options["empty_indices"]
        if empty_indices:
            runs = "".join(str(int(flag)) for flag in empty_indices).split("0")
            nones_before = [len(run) for run in runs]
        else:
            nones_before = [0] * (len(expansion) + 1)
        self.include: list[tuple[int, bool, int]] = []
        pending = 0
        for index, symbol in enumerate(expansion):
            pending += nones_before[index]
            terminal = symbol["__type__"] == "Terminal"
            if not (terminal and symbol["filter_out"]):
                splice = not terminal and symbol["name"].startswith("_")
                self.include.append((index, splice, pending))
                pending = 0
        self.append_none = pending + nones_before[len(expansion)]

    def build(self, children: list[Any]) -> Any:
        kept: list[Any] = []
        for index, splice, nones in self.include:
            kept += [None] * nones
            if splice:
                kept += children[index].children
            else:
                kept.append(children[index])
        kept += [None] * self.append_none
        node = kept[0] if self.expand_single and len(kept) == 1 else Tree(self.name, kept)
        if isinstance(node, Tree):
            _propagate_positions(node.meta, children)
        return node


def _first_meta(children: Any) -> Any:
    """lark's `PropagatePositions._pp_get_meta`: the first child that takes up text."""
    for child in children:
        if isinstance(child, Tree):
            if not child.meta.empty:
                return child.meta
        elif isinstance(child, Token):
            return child
    return None


def _propagate_positions(meta: Meta, children: list[Any]) -> None:
    """A node spans its children, filtered tokens included ("(" and ")" of a `paren`)."""
    first = _first_meta(children)
    if first is not None:
        start = getattr(first, "container_start_pos", None)
        start = first.start_pos if start is None else start
        if not hasattr(meta, "start_pos"):  # an inlined `?rule` keeps its own
            meta.start_pos = start
            meta.empty = False
        meta.container_start_pos = start
    last = _first_meta(reversed(children))
    if last is not None:
        end = getattr(last, "container_end_pos", None)
        end = last.end_pos if end is None else end
        if not hasattr(meta, "end_pos"):
            meta.end_pos = end
            meta.empty = False
        meta.container_end_pos = end


class Tables:
    """lark's serialised tables of a grammar (`refscore/_generated/formula_tables.py` holds the formula
    grammar's), decoded once: the lexer's pattern and keywords, the parser's states and rules."""

    def __init__(self, tables: dict[str, Any]) -> None:
        memo, data = tables["memo"], tables["data"]["parser"]
        if data["lexer_conf"]["lexer_type"] != "basic" or data["lexer_conf"]["g_regex_flags"]:
            raise ValueError("the formula tables are not those of a basic lexer without flags")
        terminals = [memo[ref["@"]] for ref in data["lexer_conf"]["terminals"]]
        self.ignore = frozenset(data["lexer_conf"]["ignore"])
        self.pattern, self.keywords = _lexer(terminals)
        parser = data["parser"]
        names = parser["tokens"]
        self.rules = {key: _Rule(value) for key, value in memo.items() if value["__type__"] == "Rule"}
        self.states: dict[int, dict[str, tuple[int, Any]]] = {
            state: {
                names[token]: (action, arg if action == _SHIFT else self.rules[arg["@"]])
                for token, (action, arg) in row.items()
            }
            for state, row in parser["states"].items()
        }
        self.start_state: int = parser["start_states"]["start"]
        self.end_state: int = parser["end_states"]["start"]


def _lexer(terminals: list[dict[str, Any]]) -> tuple[re.Pattern[str], dict[str, dict[str, str]]]:
    """lark's `BasicLexer`: one alternation of the terminals in lark's order (priority, widest,
    longest pattern, name), a string terminal that a regular expression matches whole (a keyword,
    `or` for NAME) left out of it and given back by the keywords map (`_create_unless`)."""
    for terminal in terminals:
        if terminal["pattern"]["flags"]:
            raise ValueError(f"terminal {terminal['name']} has flags")

    def regexp(terminal: dict[str, Any]) -> str:
        pattern = terminal["pattern"]
        return str(pattern["value"]) if pattern["__type__"] == "PatternRE" else re.escape(pattern["value"])

    def max_width(terminal: dict[str, Any]) -> int:
        pattern = terminal["pattern"]
        return int(pattern["_width"][1]) if pattern["__type__"] == "PatternRE" else len(pattern["value"])

    strings = [t for t in terminals if t["pattern"]["__type__"] == "PatternStr"]
    keywords: dict[str, dict[str, str]] = {}
    embedded: set[str] = set()
    for regex in terminals:
        if regex["pattern"]["__type__"] != "PatternRE":
            continue
        for string in strings:
            value = string["pattern"]["value"]
            if string["priority"] != regex["priority"]:
                continue
            match = re.match(regexp(regex), value)
            if match is not None and match.group(0) == value:
                keywords.setdefault(regex["name"], {})[value] = string["name"]
                embedded.add(string["name"])
    kept = [t for t in terminals if t["name"] not in embedded]
    kept.sort(key=lambda t: (-t["priority"], -max_width(t), -len(t["pattern"]["value"]), t["name"]))
    alternation = "|".join(f"(?P<{t['name'].replace('$', '_')}>{regexp(t)})" for t in kept)
    return re.compile(alternation), keywords


def _tokens(text: str, tables: Tables) -> Iterator[Token]:
    """The tokens of `text`, one at a time (lark lexes lazily: a parse error before a character
    the lexer cannot read is the error reported)."""
    position = 0
    match = tables.pattern.match
    while position < len(text):
        found = match(text, position)
        if found is None:
            raise UnexpectedCharacters(position)
        kind = found.lastgroup
        assert kind is not None
        end = found.end()
        if kind not in tables.ignore:
            value = found.group()
            kind = tables.keywords.get(kind, {}).get(value, kind)
            yield Token(kind, value, position, end)
        position = end


def _feed(tables: Tables, states: list[int], values: list[Any] | None, token: Token, is_end: bool) -> Any:
    """lark's `ParserState.feed_token`: reduce as long as the table says, then shift `token`; at the
    end, the tree. `values` None: only the states move (what `_accepts` tries)."""
    table, end_state = tables.states, tables.end_state
    while True:
        row = table[states[-1]]
        action = row.get(token.type)
        if action is None:
            raise UnexpectedToken(token, {name for name in row if name.isupper()}, set())
        kind, arg = action
        if kind == _SHIFT:
            states.append(arg)
            if values is not None:
                values.append(token)
            return None
        rule: _Rule = arg
        if rule.size:
            del states[-rule.size :]
        if values is not None:
            children = values[-rule.size :] if rule.size else []
            if rule.size:
                del values[-rule.size :]
            values.append(rule.build(children))
        _, goto = table[states[-1]][rule.origin]
        states.append(goto)
        if is_end and states[-1] == end_state:
            return values[-1] if values is not None else None


def _accepts(tables: Tables, states: list[int]) -> set[str]:
    """lark's `InteractiveParser.accepts`: the terminals of the state that a copy of the parser
    takes (after the reductions each asks for) without an error; `$END` as the end."""
    accepted = set()
    for name in tables.states[states[-1]]:
        if name.isupper():
            try:
                _feed(tables, list(states), None, Token(name, ""), name == "$END")
            except UnexpectedToken:
                continue
            accepted.add(name)
    return accepted


def _run(text: str, tables: Tables, states: list[int], values: list[Any]) -> Any:
    last: Token | None = None
    try:
        for token in _tokens(text, tables):
            last = token
            _feed(tables, states, values, token, False)
        end = Token("$END", "", last.start_pos, last.end_pos) if last is not None else Token("$END", "", 0)
        return _feed(tables, states, values, end, True)
    except UnexpectedToken as error:
        error.accepts = _accepts(tables, states)
        raise


def parse(text: str, tables: Tables) -> Tree[Token]:
    """The tree of `text`; `UnexpectedCharacters` or `UnexpectedToken` when it is not a formula."""
    tree: Tree[Token] = _run(text, tables, [tables.start_state], [])
    return tree


def accepted_before(text: str, tables: Tables) -> set[str]:
    """The terminals the parser would take where the lexer failed: lark's `parse_interactive` run
    up to the error, then `accepts()` (`formula._accepted_before`, which names them in a hint)."""
    states = [tables.start_state]
    try:
        _run(text, tables, states, [])
    except ParseError:
        return _accepts(tables, states)
    return set()
