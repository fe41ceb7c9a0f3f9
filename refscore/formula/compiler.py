"""Formulas in variant files: parse, check and compile them into plain Python closures.

Why: variant files state scoring rules as small formulas such as ``taker_total + contract``. They
are data written by people who are not programmers, so they are parsed with the normative grammar
``spec/formula.lark``, checked against the closed set of names the variant engine provides (when the
variant loads, not in the middle of a game), and run by a small interpreter: nothing from a variant
file is ever handed to ``eval``. The checked tree is compiled once into nested closures because
batch checking evaluates the same formulas hundreds of thousands of times.

The language is described in ``spec/formula.md``.
"""

from __future__ import annotations

import enum
import functools
import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Any, TypeAlias

from refscore.base.digest import sha256
from refscore.base.errors import Said, joined, sentence
from refscore.base.precompiled import dataclass
from refscore.base.resources import read_text
from refscore.formula.parser import ParseError, Tables, Token, Tree, UnexpectedCharacters, UnexpectedToken
from refscore.formula.parser import accepted_before as _accepted_before_in
from refscore.formula.parser import parse as _parse_with
from refscore.formula.trees import shipped_tree

if TYPE_CHECKING:  # lark builds the tables (tools/regenerate.py); reading needs it not
    from lark import Lark

__all__ = [
    "MAX_DIGITS",
    "MAX_LENGTH",
    "MAX_NESTING",
    "MAX_VALUE",
    "Formula",
    "FormulaError",
    "FormulaEvaluationError",
    "FormulaNameError",
    "FormulaRangeError",
    "FormulaSyntaxError",
    "FormulaTypeError",
    "KnownValueError",
    "Op",
    "Value",
    "ValueType",
    "check_known_values",
    "compile_formula",
]

MAX_LENGTH = 2000
"""Longest formula text accepted, in characters: formulas are one-liners, and a cap bounds the work."""

MAX_DIGITS = 9
"""Most digits in an integer literal: no rule needs more, and it keeps "huge integers" out."""

MAX_NESTING = 100
"""Deepest nesting accepted (parentheses, calls, prefix operators), so evaluation never nears
Python's recursion limit. Long flat chains such as ``a + b + c + ...`` do not count as nesting."""


MAX_VALUE = 10**15
"""Largest magnitude of any integer a formula computes: a score is a few thousand points, and the
bound keeps every step of an evaluation a small-integer operation. Without it a valid-looking
variant (a product of constants, or quantities that square one another line after line) could
build numbers of millions of digits, taking minutes, or past Python's 4,300-digit printing limit.

With every value bounded, and a formula at most MAX_LENGTH characters (so at most MAX_LENGTH / 2
operations, each evaluated once: there are no loops, calls of formulas or recursion in the
language), an evaluation takes a bounded number of small steps."""


class ValueType(enum.Enum):
    """The two types of the language; checked statically, so evaluation never needs to look."""

    INT = "int"
    BOOL = "bool"


Value: TypeAlias = int | bool
"""A run-time value. ``bool`` is a subclass of ``int``: the static types keep them apart."""

_Env: TypeAlias = Mapping[str, Value]
_Fn: TypeAlias = Callable[[_Env], Value]
_BinaryOp: TypeAlias = Callable[[Value, Value], Value]


# --------------------------------------------------------------------------------------------------
# Errors


class FormulaError(ValueError):
    """Base of every formula error; says which formula and where, so a variant author can fix it.

    ``formula`` is the full formula text, ``column`` the 1-based character offset of the fault in
    it (``None`` when the fault is the formula as a whole) and ``message`` the short description;
    ``hint`` optionally says what was expected or what to write instead. ``str(error)`` is one line.
    """

    formula: str
    column: int | None
    message: str
    hint: str | None

    def __init__(self, formula: str, column: int | None, message: str, hint: str | None = None) -> None:
        # All four go to ValueError.__init__ so that errors pickle (batch checks may use processes).
        super().__init__(formula, column, message, hint)
        self.formula = formula
        self.column = column
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        shown = _quote_formula(self.formula, self.column)
        where = f"in {shown}" if self.column is None else f"at column {self.column} of {shown}"
        text = f"{self.message} {where}"
        return f"{text}; {self.hint}" if self.hint else text

    @property
    def said(self) -> Said:
        """`str(self)` as a sentence of the catalogues, so that a French reader reads it in French."""
        shown = _quote_formula(self.formula, self.column)
        text = (
            sentence("formula.in", message=self.message, shown=shown)
            if self.column is None
            else sentence("formula.at_column", message=self.message, column=self.column, shown=shown)
        )
        return sentence("formula.hinted", text=text, hint=self.hint) if self.hint else text


class FormulaSyntaxError(FormulaError):
    """The text is not a formula: bad token, missing operand, too long, too deep, too many digits."""


class FormulaNameError(FormulaError):
    """A variable or function the variant engine does not provide, or a call with a wrong arity."""


class FormulaTypeError(FormulaError):
    """Operands of the wrong type, e.g. ``and`` on an int, or a result of the wrong type."""


class FormulaEvaluationError(FormulaError):
    """Division or modulo by zero: at run time, or when compiling if the divisor is always zero."""


class FormulaRangeError(FormulaEvaluationError):
    """A result beyond MAX_VALUE: at run time, or when compiling if it comes from constants alone."""


def _quote_formula(text: str, column: int | None) -> str:
    """The formula for an error message, cut around the column when it is very long."""
    if len(text) <= 120:
        return repr(text)
    centre = 0 if column is None else column - 1
    start = max(0, centre - 50)
    end = start + 100
    return ("..." if start else "") + repr(text[start:end]) + ("..." if end < len(text) else "")


def _snippet(text: str, start: int, end: int) -> str:
    """A quoted piece of the formula to name an operand in an error message."""
    piece = " ".join(text[start:end].split())
    if len(piece) > 40:
        piece = piece[:37] + "..."
    return repr(piece)


# --------------------------------------------------------------------------------------------------
# Parsing


def build_parser() -> Lark:
    """The parser, from the grammar ``spec/formula.lark``: about 0.1 s of LALR analysis."""
    from lark import Lark

    # The basic lexer (rather than lark's contextual one) keeps keywords keywords everywhere, so
    # `1 + not x` is an error about "not" and not an unknown name 'not'.
    return Lark(
        read_text("spec", "formula.lark"),
        parser="lalr",
        lexer="basic",
        propagate_positions=True,
        maybe_placeholders=True,
    )


def parser_tables(parser: Lark) -> dict[str, object]:
    """What ``refscore/_generated/formula_tables.py`` holds: the parser's tables as lark serialises them
    (plain literals), with the lark version that wrote them."""
    from lark import __version__
    from lark.grammar import Rule
    from lark.lexer import TerminalDef

    data, memo = parser.memo_serialize([TerminalDef, Rule])
    return {"lark": __version__, "grammar": _grammar_digest(), "data": data, "memo": memo}


def _grammar_digest() -> str:
    return sha256(read_text("spec", "formula.lark").encode()).hexdigest()


@functools.cache
def _grammar() -> str:
    """The digest of the grammar, read once (`refscore.formula.trees` keys its trees by it)."""
    return _grammar_digest()


@functools.cache
def _tables() -> Tables:
    """The tables formulas are read with (`refscore.formula.parser`, without lark): the shipped ones
    when they are this grammar's (its digest), else the grammar's own, built by lark (a grammar
    edited without writing the tables again: slow, never wrong)."""
    from refscore._generated import formula_tables as _formula_tables

    tables: dict[str, Any] = _formula_tables.TABLES
    if tables.get("grammar") != _grammar_digest():  # pragma: no cover - a grammar newer than its tables
        tables = parser_tables(build_parser())
    return Tables(tables)


@functools.cache
def _parser() -> Lark:
    """The parser, built once: building the LALR tables is much slower than parsing a formula.

    Why shipped tables: every command that loads a variant parses its formulas, and the LALR
    analysis of the grammar took about a third of the start-up of `refscore check` (0.1-0.2 s).
    ``refscore/_generated/formula_tables.py`` holds the tables of this grammar as plain literals
    (written by ``python tools/regenerate.py formula_tables``; ``tests/formula/test_formula_tables.py``
    fails when they differ from the grammar's), and lark loads them in about a millisecond. Under
    another lark version than the one that wrote them, or another grammar (its digest differs), the
    parser is built from the grammar as before. (Formulas are read by `refscore.formula.parser` over
    the same tables; this lark parser is what the tests compare it with.)
    """
    from lark import Lark, __version__

    from refscore._generated import formula_tables as _formula_tables

    tables = _formula_tables.TABLES
    if tables.get("lark") == __version__ and tables.get("grammar") == _grammar_digest():
        try:
            loaded: Lark = Lark._load_from_dict(tables["data"], tables["memo"])  # type: ignore[no-untyped-call]
            return loaded
        except Exception:  # pragma: no cover - tables lark cannot read: the grammar decides
            pass
    return build_parser()  # pragma: no cover - another lark version or grammar than the tables'


# Readable names of the grammar's terminals, in the order they are listed in "expected ...".
_TERMINALS = {
    "INT": "a number",
    "NAME": "a name",
    "TRUE": '"true"',
    "FALSE": '"false"',
    "LPAR": '"("',
    "MINUS": '"-"',
    "NOT": '"not"',
    "PLUS": '"+"',
    "STAR": '"*"',
    "SLASH": '"/"',
    "PERCENT": '"%"',
    "EQ": '"=="',
    "NE": '"!="',
    "LT": '"<"',
    "LE": '"<="',
    "GT": '">"',
    "GE": '">="',
    "AND": '"and"',
    "OR": '"or"',
    "COMMA": '","',
    "RPAR": '")"',
    "$END": "the end of the formula",
}
_COMPARISONS = frozenset({"EQ", "NE", "LT", "LE", "GT", "GE"})

#: The hint for a character the language does not have: keys of the error catalogues.
_CHARACTER_HINTS = {
    "=": "formula.write_eq",
    "&": "formula.write_and",
    "|": "formula.write_or",
    "!": "formula.write_not",
    ".": "formula.whole_numbers",
    "'": "formula.no_strings",
    '"': "formula.no_strings",
}


def _expected(terminals: set[str]) -> Said:
    """'expected a number, a name, "(" ...' from lark's terminal names."""
    words = {
        "INT": sentence("formula.a_number"),
        "NAME": sentence("formula.a_name"),
        "$END": sentence("formula.end_of_formula"),
    }
    known: list[str] = [words.get(name, label) for name, label in _TERMINALS.items() if name in terminals]
    known += sorted(name for name in terminals if name not in _TERMINALS)
    return sentence("formula.expected", labels=joined(known))


def _describe_token(token: Token) -> Said:
    if token.type == "INT":
        return sentence("formula.token_number", value=token.value)
    if token.type == "NAME":
        return sentence("formula.token_name", value=token.value)
    return sentence("formula.token_symbol", value=token.value)


def _parse(text: str) -> Tree[Token]:
    """Parse into a lark tree, turning lark's exceptions into FormulaSyntaxError."""
    if not text.strip():
        raise FormulaSyntaxError(text, None, sentence("formula.empty_formula"))
    if len(text) > MAX_LENGTH:
        _check_parenthesis_depth(text)
        raise FormulaSyntaxError(
            text,
            None,
            sentence("formula.formula_too_long_characters", text_count=len(text)),
            sentence("formula.at_most_are_allowed", max_length=MAX_LENGTH),
        )
    shipped = shipped_tree(text, _grammar())  # a shipped variant's formula: parsed ahead of time
    if shipped is not None:
        return shipped
    try:
        return _parse_with(text, _tables())
    except UnexpectedCharacters as error:
        position = error.pos_in_stream if error.pos_in_stream is not None else 0
        char = text[position]
        hints: list[str] = [_expected(_accepted_before(text))]
        if char in _CHARACTER_HINTS:
            hints.append(sentence(_CHARACTER_HINTS[char]))
        elif char.isupper():
            hints.append(sentence("formula.lowercase"))
        raise FormulaSyntaxError(
            text, position + 1, sentence("formula.unexpected_character", char=char), joined(hints, "; ")
        ) from None
    except UnexpectedToken as error:
        token = error.token
        accepted = set(error.accepts or error.expected)
        if token.type == "$END":
            raise FormulaSyntaxError(
                text, len(text) + 1, sentence("formula.unexpected_end_formula"), _expected(accepted)
            ) from None
        hint: str = _expected(accepted)
        if token.type in _COMPARISONS and "AND" in accepted:
            hint = joined([hint, sentence("formula.no_chain")], "; ")
        column = token.start_pos + 1 if token.start_pos is not None else None
        raise FormulaSyntaxError(
            text, column, sentence("formula.unexpected", token=_describe_token(token)), hint
        ) from None
    except ParseError as error:  # pragma: no cover - the driver raises only the above
        raise FormulaSyntaxError(text, None, sentence("formula.cannot_parse_formula", error=error)) from None


def _accepted_before(text: str) -> set[str]:
    """Terminals the parser would take where the lexer failed (the basic lexer does not know)."""
    return _accepted_before_in(text, _tables())


def _check_parenthesis_depth(text: str) -> None:
    """Report deep nesting in over-long text as such, e.g. 10,000 nested parentheses.

    Only the first MAX_LENGTH + 1 characters are scanned, so this stays cheap on huge input.
    """
    level = 0
    for index, char in enumerate(text[: MAX_LENGTH + 1]):
        if char == "(":
            level += 1
            if level > MAX_NESTING:
                raise _too_deep(text, index + 1)  # where the too-deep content starts
        elif char == ")":
            level -= 1


def _too_deep(text: str, position: int | None) -> FormulaSyntaxError:
    column = None if position is None else position + 1
    return FormulaSyntaxError(
        text,
        column,
        sentence("formula.formula_nested_too_deeply"),
        sentence("formula.at_most_levels", max_nesting=MAX_NESTING),
    )


# --------------------------------------------------------------------------------------------------
# Compilation


@dataclass(frozen=True)
class _Slot:
    """Where ``render`` puts the value of a name, shown as the language would write it."""

    name: str
    type: ValueType

    def show(self, value: Value) -> str:
        if self.type is ValueType.BOOL:
            return "true" if value else "false"
        # Negative values get parentheses so that the rendered text still parses to the same value.
        return f"{value:d}" if value >= 0 else f"({value:d})"


class Op(enum.IntEnum):
    """The instructions of a formula's program (`Formula.program`), a flat tuple of ints.

    Why a second form of every node: the batch's compiled scorer (`refscore/judge/_scorecore.c`) runs
    the variant's formulas without calling back into Python. It interprets this stack code, emitted
    by the same walk (`_Compiler`) that builds the closures, so both forms come from one reading of
    the formula. Values are 64-bit integers, a bool being 0 or 1. An instruction is its opcode,
    followed by one operand for CONST (the value), LOAD (a slot) and the jumps (how many ints to
    skip forward, counted from the end of the jump: programs never loop). Whenever the closures
    would raise (a divisor of 0, a product or result beyond MAX_VALUE), the program fails instead
    (and also on a 64-bit overflow, which bounded operands never reach): the caller then runs the
    closures, which raise the error with its words. A program leaves exactly one value.
    """

    CONST = 0  # push the operand
    LOAD = 1  # push the value in slot `operand`
    NEG = 2  # -x
    NOT = 3  # not x
    ABS = 4  # abs(x)
    ADD = 5  # x + y
    SUB = 6  # x - y
    MUL = 7  # x * y, failing beyond MAX_VALUE
    DIV = 8  # x // y (floor), failing on y == 0
    MOD = 9  # x % y (sign of y), failing on y == 0
    EQ = 10
    NE = 11
    LT = 12
    LE = 13
    GT = 14
    GE = 15
    MIN = 16  # min(x, y)
    MAX = 17  # max(x, y)
    JUMP_IF_FALSE = 18  # pop x; skip `operand` ints when x is false
    JUMP = 19  # skip `operand` ints
    AND_JUMP = 20  # x false: keep it and skip `operand` ints; else pop it (`and`)
    OR_JUMP = 21  # x true: keep it and skip `operand` ints; else pop it (`or`)
    FAIL = 22  # stands for a constant beyond 64 bits: fails when it runs


#: the instructions followed by one operand
OPERAND_OPS = frozenset({Op.CONST, Op.LOAD, Op.JUMP_IF_FALSE, Op.JUMP, Op.AND_JUMP, Op.OR_JUMP})
_INT64 = 1 << 63
_Code: TypeAlias = tuple[int, ...]


def _const_code(value: Value) -> _Code:
    """Push a known value, or fail where it does not fit 64 bits (only a folded sum of many
    large products could: the closures' value then fails the final range check anyway)."""
    number = int(value)
    return (Op.CONST, number) if -_INT64 <= number < _INT64 else (Op.FAIL,)


def _jumping(op: Op, operands: Sequence[_Code]) -> _Code:
    """``a and b and c`` (or ``or``): each operand but the last followed by `op`, which skips to the
    end when the result is known."""
    code: _Code = operands[-1]
    for operand in reversed(operands[:-1]):
        code = (*operand, op, len(code), *code)
    return code


@dataclass(frozen=True)
class _Node:
    """A checked, compiled subexpression: its closure and its program (`Op`)."""

    fn: _Fn
    type: ValueType
    start: int  # 0-based offsets of the subexpression in the formula text
    end: int
    value: Value | None = None  # set when the subexpression has no names: its value is known
    code: _Code = ()


_EMPTY_ENV: _Env = {}

_ARITHMETIC_OPS = {"+": Op.ADD, "-": Op.SUB, "*": Op.MUL, "/": Op.DIV, "%": Op.MOD}
_COMPARISON_OPS = {"==": Op.EQ, "!=": Op.NE, "<": Op.LT, "<=": Op.LE, ">": Op.GT, ">=": Op.GE}
_ARITHMETIC: dict[str, _BinaryOp] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.floordiv,
    "%": operator.mod,
}
_ORDERINGS: dict[str, _BinaryOp] = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
_EQUALITIES: dict[str, _BinaryOp] = {"==": operator.eq, "!=": operator.ne}

# Functions: name -> (fewest arguments, most arguments or None, how to say the arity: the key of
# its sentence in refscore/base/error_sentences.py).
_FUNCTIONS: dict[str, tuple[int, int | None, str]] = {
    "abs": (1, 1, "formula.arity_one"),
    "if": (3, 3, "formula.arity_if"),
    "max": (2, None, "formula.arity_at_least_two"),
    "min": (2, None, "formula.arity_at_least_two"),
}


def _constant(value: Value) -> _Fn:
    return lambda env: value


def _binary(op: _BinaryOp, left: _Node, right: _Node) -> _Fn:
    """``op`` applied to two operands, with the known-value cases spelled out to save a call."""
    left_fn, right_fn = left.fn, right.fn
    if right.value is not None:
        right_value = right.value
        return lambda env: op(left_fn(env), right_value)
    if left.value is not None:
        left_value = left.value
        return lambda env: op(left_value, right_fn(env))
    return lambda env: op(left_fn(env), right_fn(env))


def _guarded(op: _BinaryOp, error: Callable[[], FormulaEvaluationError]) -> _BinaryOp:
    """``//`` or ``%`` raising the formula's own error, naming the divisor, on a zero divisor."""

    def apply(left: Value, right: Value) -> Value:
        try:
            return op(left, right)
        except ZeroDivisionError:
            raise error() from None

    return apply


def _bounded(op: _BinaryOp, error: Callable[[Value, Value, Value], FormulaRangeError]) -> _BinaryOp:
    """``*`` (the one operator that can grow a value fast) refusing a product beyond MAX_VALUE."""

    def apply(left: Value, right: Value) -> Value:
        result = op(left, right)
        if -MAX_VALUE <= result <= MAX_VALUE:
            return result
        raise error(left, right, result)

    return apply


def _magnitude(value: Value) -> str:
    """A value for a message: its digits, or its size when it has too many to show."""
    digits = len(str(abs(value))) if abs(value) < 10**200 else None
    if digits is not None and digits <= 30:
        return str(value)
    return f"a number of {digits or 'over 200'} digits"


def _chain(first: _Fn, steps: Sequence[tuple[_BinaryOp, _Fn]]) -> _Fn:
    """A left-to-right chain ``a + b - c * ...`` as one loop, so long chains do not nest calls."""
    steps = tuple(steps)

    def evaluate(env: _Env) -> Value:
        result = first(env)
        for op, operand in steps:
            result = op(result, operand(env))
        return result

    return evaluate


def _all(operands: Sequence[_Fn]) -> _Fn:
    """``a and b and ...``: stops at the first false operand."""
    if len(operands) == 2:
        first, second = operands
        return lambda env: first(env) and second(env)
    fns = tuple(operands)

    def evaluate(env: _Env) -> Value:
        return all(fn(env) for fn in fns)

    return evaluate


def _any(operands: Sequence[_Fn]) -> _Fn:
    """``a or b or ...``: stops at the first true operand."""
    if len(operands) == 2:
        first, second = operands
        return lambda env: first(env) or second(env)
    fns = tuple(operands)

    def evaluate(env: _Env) -> Value:
        return any(fn(env) for fn in fns)

    return evaluate


def _extreme(pick: Callable[[Iterable[Value]], Value], operands: Sequence[_Fn]) -> _Fn:
    """``max(...)`` or ``min(...)``; ``pick`` is the builtin."""
    if len(operands) == 2:
        first, second = operands
        return lambda env: pick((first(env), second(env)))
    fns = tuple(operands)
    return lambda env: pick([fn(env) for fn in fns])


def _absolute(operand: _Fn) -> _Fn:
    """``abs(x)``."""
    return lambda env: abs(operand(env))


def _choose(condition: _Fn, if_true: _Fn, if_false: _Fn) -> _Fn:
    """``if(c, a, b)``: only the chosen branch is evaluated, so it can guard a division."""
    return lambda env: if_true(env) if condition(env) else if_false(env)


class _Compiler:
    """Walks the lark tree once: resolves names, checks types, builds closures and render pieces."""

    def __init__(
        self, text: str, names: Mapping[str, ValueType], slots: Mapping[str, int] | None = None
    ) -> None:
        self.text = text
        self.names = names
        self.slots = slots  # (Formula.positional) each name's index in a sequence of values
        self.used: set[str] = set()
        self.can_fail = False  # a division or modulo by a value known only at run time
        # Render pieces, emitted left to right as the walk meets them.
        self.pieces: list[str | _Slot] = []

    # -- helpers ----------------------------------------------------------------------------------

    def _emit(self, piece: str | _Slot) -> None:
        self.pieces.append(piece)

    def _node(
        self, fn: _Fn, type_: ValueType, tree: Tree[Token], operands: Sequence[_Node], code: _Code
    ) -> _Node:
        """A node; folded to its value when none of its operands depends on a name."""
        start, end = tree.meta.start_pos, tree.meta.end_pos
        if all(operand.value is not None for operand in operands):
            value = fn(_EMPTY_ENV)
            return _Node(_constant(value), type_, start, end, value, _const_code(value))
        return _Node(fn, type_, start, end, None, code)

    def _need(self, node: _Node, want: ValueType, op: str, *, unary: bool = False) -> None:
        if node.type is not want:
            needs = (
                sentence("formula.one_operand", a=_a(want))
                if unary
                else sentence("formula.operands", type_=want.value)
            )
            raise FormulaTypeError(
                self.text,
                node.start + 1,
                sentence(
                    "formula.operator_needs_but",
                    op=op,
                    needs=needs,
                    show=self._show(node),
                    type_value=node.type.value,
                ),
            )

    def _show(self, node: _Node) -> str:
        return _snippet(self.text, node.start, node.end)

    # -- the walk ---------------------------------------------------------------------------------

    def build(self, tree: Tree[Token], depth: int) -> _Node:
        if depth > MAX_NESTING:
            raise _too_deep(self.text, tree.meta.start_pos)
        kind = tree.data
        if kind == "number":
            return self._number(tree)
        if kind == "name":
            return self._name(tree)
        if kind in ("true", "false"):
            self._emit(kind)
            value = kind == "true"
            start, end = tree.meta.start_pos, tree.meta.end_pos
            return _Node(_constant(value), ValueType.BOOL, start, end, value, _const_code(value))
        if kind == "paren":
            self._emit("(")
            inner = self.build(_subtree(tree, 0), depth + 1)
            self._emit(")")
            start, end = tree.meta.start_pos, tree.meta.end_pos
            return _Node(inner.fn, inner.type, start, end, inner.value, inner.code)
        if kind == "neg":
            self._emit("-")
            operand = self.build(_subtree(tree, 1), depth + 1)
            self._need(operand, ValueType.INT, "-", unary=True)
            operand_fn = operand.fn
            return self._node(
                lambda env: -operand_fn(env), ValueType.INT, tree, [operand], (*operand.code, Op.NEG)
            )
        if kind == "not_op":
            self._emit("not ")
            operand = self.build(_subtree(tree, 1), depth + 1)
            self._need(operand, ValueType.BOOL, "not", unary=True)
            operand_fn = operand.fn
            return self._node(
                lambda env: not operand_fn(env), ValueType.BOOL, tree, [operand], (*operand.code, Op.NOT)
            )
        if kind in ("and_op", "or_op"):
            return self._logic(tree, depth)
        if kind == "compare":
            return self._compare(tree, depth)
        if kind == "arith":
            return self._arithmetic(tree, depth)
        if kind == "call":
            return self._call(tree, depth)
        raise AssertionError(f"formula grammar and compiler disagree about {kind!r}")  # pragma: no cover

    def _number(self, tree: Tree[Token]) -> _Node:
        digits = str(_token(tree, 0))
        if len(digits) > MAX_DIGITS:
            raise FormulaSyntaxError(
                self.text,
                tree.meta.start_pos + 1,
                sentence("formula.number_too_long_digits", digits=digits, digits_count=len(digits)),
                sentence("formula.at_most_digits_are", max_digits=MAX_DIGITS),
            )
        self._emit(digits)
        value = int(digits)
        return _Node(
            _constant(value), ValueType.INT, tree.meta.start_pos, tree.meta.end_pos, value, _const_code(value)
        )

    def _name(self, tree: Tree[Token]) -> _Node:
        name = str(_token(tree, 0))
        type_ = self.names.get(name)
        if type_ is None:
            hints: list[str] = []
            if name in _FUNCTIONS:
                hints.append(sentence("formula.is_function", name=name))
            hints.append(_suggest(name, self.names, "names"))
            raise FormulaNameError(
                self.text,
                tree.meta.start_pos + 1,
                sentence("formula.unknown_name", name=name),
                joined(hints, "; "),
            )
        self.used.add(name)
        self._emit(_Slot(name, type_))
        slot = -1 if self.slots is None else self.slots[name]  # (-1: no program without slots)
        getter: _Fn = operator.itemgetter(name if self.slots is None else slot)
        return _Node(getter, type_, tree.meta.start_pos, tree.meta.end_pos, None, (Op.LOAD, slot))

    def _logic(self, tree: Tree[Token], depth: int) -> _Node:
        kind = tree.data
        word = "and" if kind == "and_op" else "or"
        trees = _flatten_left(tree, kind)
        operands = []
        for index, (_, operand_tree) in enumerate(trees):
            if index:
                self._emit(f" {word} ")
            operand = self.build(operand_tree, depth + 1)
            self._need(operand, ValueType.BOOL, word)
            operands.append(operand)
        fns = [operand.fn for operand in operands]
        fn = _all(fns) if word == "and" else _any(fns)
        code = _jumping(Op.AND_JUMP if word == "and" else Op.OR_JUMP, [operand.code for operand in operands])
        return self._node(fn, ValueType.BOOL, tree, operands, code)

    def _compare(self, tree: Tree[Token], depth: int) -> _Node:
        left_tree, op_token, right_tree = _subtree(tree, 0), _token(tree, 1), _subtree(tree, 2)
        op = str(op_token)
        left = self.build(left_tree, depth + 1)
        self._emit(f" {op} ")
        right = self.build(right_tree, depth + 1)
        if op in _EQUALITIES:
            if left.type is not right.type:
                raise FormulaTypeError(
                    self.text,
                    (op_token.start_pos or 0) + 1,
                    sentence(
                        "formula.operator_compares_values_same",
                        op=op,
                        show=self._show(left),
                        type_value=left.type.value,
                        show2=self._show(right),
                        type_value2=right.type.value,
                    ),
                )
            function = _EQUALITIES[op]
        else:
            for operand in (left, right):
                if operand.type is not ValueType.INT:
                    raise FormulaTypeError(
                        self.text,
                        operand.start + 1,
                        sentence(
                            "formula.operator_compares_ints_but",
                            op=op,
                            show=self._show(operand),
                            type_value=operand.type.value,
                        ),
                    )
            function = _ORDERINGS[op]
        code = (*left.code, *right.code, _COMPARISON_OPS[op])
        return self._node(_binary(function, left, right), ValueType.BOOL, tree, [left, right], code)

    def _arithmetic(self, tree: Tree[Token], depth: int) -> _Node:
        trees = _flatten_left(tree, "arith")
        operands: list[_Node] = []
        functions: list[_BinaryOp] = []
        code: list[int] = []
        for op_token, operand_tree in trees:
            if op_token is not None:
                self._emit(f" {op_token} ")
            operand = self.build(operand_tree, depth + 1)
            if op_token is None:
                self._need(operand, ValueType.INT, str(trees[1][0]))
            else:
                self._need(operand, ValueType.INT, str(op_token))
                functions.append(self._arithmetic_function(str(op_token), operand))
            code += operand.code
            if op_token is not None:
                code.append(_ARITHMETIC_OPS[str(op_token)])
            operands.append(operand)
        if len(operands) == 2:
            fn = _binary(functions[0], operands[0], operands[1])
        else:
            fn = _chain(operands[0].fn, list(zip(functions, [node.fn for node in operands[1:]], strict=True)))
        return self._node(fn, ValueType.INT, tree, operands, tuple(code))

    def _arithmetic_function(self, op: str, divisor: _Node) -> _BinaryOp:
        function = _ARITHMETIC[op]
        if op == "*":
            text, column = self.text, divisor.start + 1

            def beyond(left: Value, right: Value, result: Value) -> FormulaRangeError:
                return FormulaRangeError(
                    text,
                    column,
                    sentence(
                        "formula.result_out_range2",
                        magnitude=_magnitude(left),
                        magnitude2=_magnitude(right),
                        magnitude3=_magnitude(result),
                    ),
                    sentence("formula.formulas_compute_whole_numbers", max_value=MAX_VALUE),
                )

            return _bounded(function, beyond)
        if op not in ("/", "%"):
            return function
        what = sentence("formula.division_by_zero" if op == "/" else "formula.modulo_by_zero")
        if divisor.value is not None:
            if divisor.value == 0:
                raise FormulaEvaluationError(
                    self.text,
                    divisor.start + 1,
                    what,
                    sentence("formula.divisor_always", show=self._show(divisor)),
                )
            return function  # a known non-zero divisor needs no guard
        text, column = self.text, divisor.start + 1
        hint = sentence("formula.divisor_zero", show=self._show(divisor))
        self.can_fail = True
        return _guarded(function, lambda: FormulaEvaluationError(text, column, what, hint))

    def _call(self, tree: Tree[Token], depth: int) -> _Node:
        name = str(_token(tree, 0))
        column = tree.meta.start_pos + 1
        if name not in _FUNCTIONS:
            if name in self.names:
                hint = sentence("formula.value_not_function", name=name, functions=", ".join(_FUNCTIONS))
            else:
                hint = _suggest(name, _FUNCTIONS, "functions")
            raise FormulaNameError(self.text, column, sentence("formula.unknown_function", name=name), hint)
        arguments_tree = tree.children[1]  # None for "name()"
        argument_trees = (
            [_subtree(arguments_tree, index) for index in range(len(arguments_tree.children))]
            if isinstance(arguments_tree, Tree)
            else []
        )
        fewest, most, arity = _FUNCTIONS[name]
        if len(argument_trees) < fewest or (most is not None and len(argument_trees) > most):
            raise FormulaNameError(
                self.text,
                column,
                sentence(
                    "formula.takes_but_got",
                    name=name,
                    arity=sentence(arity),
                    argument_trees_count=len(argument_trees),
                ),
            )
        self._emit(f"{name}(")
        arguments = []
        for index, argument_tree in enumerate(argument_trees):
            if index:
                self._emit(", ")
            arguments.append(self.build(argument_tree, depth + 1))
        self._emit(")")
        if name == "if":
            condition, if_true, if_false = arguments
            if condition.type is not ValueType.BOOL:
                raise FormulaTypeError(
                    self.text,
                    condition.start + 1,
                    sentence(
                        "formula.condition_if_must_bool",
                        show=self._show(condition),
                        type_value=condition.type.value,
                    ),
                )
            if if_true.type is not if_false.type:
                raise FormulaTypeError(
                    self.text,
                    if_false.start + 1,
                    sentence(
                        "formula.two_values_if_must",
                        show=self._show(if_true),
                        type_value=if_true.type.value,
                        show2=self._show(if_false),
                        type_value2=if_false.type.value,
                    ),
                )
            fn = _choose(condition.fn, if_true.fn, if_false.fn)
            code = (
                *condition.code,
                Op.JUMP_IF_FALSE,
                len(if_true.code) + 2,
                *if_true.code,
                Op.JUMP,
                len(if_false.code),
                *if_false.code,
            )
            return self._node(fn, if_true.type, tree, arguments, code)
        for argument in arguments:
            if argument.type is not ValueType.INT:
                raise FormulaTypeError(
                    self.text,
                    argument.start + 1,
                    sentence(
                        "formula.needs_int_arguments_but",
                        name=name,
                        show=self._show(argument),
                        type_value=argument.type.value,
                    ),
                )
        if name == "abs":
            fn = _absolute(arguments[0].fn)
            code = (*arguments[0].code, Op.ABS)
        else:
            fn = _extreme(max if name == "max" else min, [argument.fn for argument in arguments])
            pick = Op.MAX if name == "max" else Op.MIN
            code = arguments[0].code
            for argument in arguments[1:]:
                code = (*code, *argument.code, pick)
        return self._node(fn, ValueType.INT, tree, arguments, code)


def _flatten_left(tree: Tree[Token], kind: str) -> list[tuple[Token | None, Tree[Token]]]:
    """``((a + b) - c)`` as ``[(None, a), (+, b), (-, c)]``, walking the left spine without recursion.

    Left-associative chains are evaluated left to right, so a flat list is exact, and a formula
    like ``a + b + ... + z`` costs one level of nesting instead of one per operator.
    """
    reversed_steps: list[tuple[Token | None, Tree[Token]]] = []
    node = tree
    while node.data == kind:
        reversed_steps.append((_token(node, 1), _subtree(node, 2)))
        node = _subtree(node, 0)
    reversed_steps.append((None, node))
    reversed_steps.reverse()
    return reversed_steps


def _subtree(tree: Tree[Token], index: int) -> Tree[Token]:
    """Child ``index`` of ``tree``, which the grammar makes a subtree."""
    child = tree.children[index]
    if not isinstance(child, Tree):  # pragma: no cover - grammar and compiler disagree
        raise AssertionError(f"expected a subtree in {tree.data!r}, got {child!r}")
    return child


def _token(tree: Tree[Token], index: int) -> Token:
    """Child ``index`` of ``tree``, which the grammar makes a token."""
    child = tree.children[index]
    if not isinstance(child, Token):  # pragma: no cover - grammar and compiler disagree
        raise AssertionError(f"expected a token in {tree.data!r}, got {child!r}")
    return child


def _suggest(name: str, known: Mapping[str, object], what: str) -> Said:
    """'did you mean ...? known names: ...' for an unknown-name error (`what`: "functions" or
    "names", which picks the sentences)."""
    if not known:
        return sentence(f"formula.no_{what}_here")
    ordered = sorted(known)
    listing = sentence(f"formula.known_{what}", listing=", ".join(ordered))
    import difflib  # an error's hint only

    close = difflib.get_close_matches(name, ordered, n=1)
    return sentence("formula.did_you_mean", close=close[0], listing=listing) if close else listing


# --------------------------------------------------------------------------------------------------
# Public API


@dataclass(frozen=True)
class Formula:
    """A checked formula, ready to evaluate many times; compare and hash by text and types.

    ``names`` are the variable names the formula uses, so the engine can tell which values it needs.
    ``can_fail``: whether evaluating it can raise (a division or modulo by a name's value, which may
    be 0); every other error is found when it compiles.
    """

    text: str
    result_type: ValueType
    names: frozenset[str]
    _fn: _Fn = field(repr=False, compare=False)
    _pieces: tuple[str | _Slot, ...] = field(repr=False, compare=False)
    can_fail: bool = field(default=False, compare=False)

    _types: Mapping[str, ValueType] = field(default_factory=dict, repr=False, compare=False)
    _tree: Tree[Token] | None = field(default=None, repr=False, compare=False)  # for `positional`

    def evaluate(self, env: Mapping[str, Value]) -> Value:
        """The formula's value; ``env`` must hold every name in ``names`` (else KeyError).

        Raises FormulaEvaluationError on a division or modulo by zero, FormulaRangeError on a value
        beyond MAX_VALUE (a product as it is computed, the result at the end).
        """
        value = self._fn(env)
        if -MAX_VALUE <= value <= MAX_VALUE:
            return value
        raise self._out_of_range(value)

    def _out_of_range(self, value: Value) -> FormulaRangeError:
        return FormulaRangeError(
            self.text,
            None,
            sentence("formula.result_out_range", magnitude=_magnitude(value)),
            sentence("formula.formulas_compute_whole_numbers", max_value=MAX_VALUE),
        )

    def bound(self, bounds: Mapping[str, int]) -> int | None:
        """A bound of the magnitude of the formula's value when each name's value is within its
        bound (`bounds`; a bool counts 1), or None when none is known: the formula multiplies,
        divides or takes a modulo, or reads a name without a bound.

        Why: a formula without ``*``, ``/`` or ``%`` can raise only when its result passes
        MAX_VALUE; with a bound below it, it cannot raise at all, so the fast path may leave out a
        quantity no formula of the deal reads (`ScoringPlan`), as its value changes nothing.
        """
        if self._tree is None:  # pragma: no cover - every compiled formula keeps its tree
            return None
        return _bound(self._tree, bounds)

    def positional(self, slots: Mapping[str, int]) -> Callable[[Sequence[Value]], Value]:
        """The formula as a function of a sequence of values, ``slots`` giving the index of each
        name it reads: the same closures, values and errors as ``evaluate``, without a mapping.

        Why: the batch's fast path scores each deal from a tuple of facts; building a dictionary of
        thirty names per scoring unit cost more than the formulas themselves (`refscore.judge.scoring_plan`).
        """
        compiler = _Compiler(self.text, self._types, slots)
        tree = self._tree if self._tree is not None else _subtree(_parse(self.text), 0)
        fn: Callable[[Sequence[Value]], Value] = compiler.build(tree, 0).fn  # type: ignore[assignment]
        out_of_range = self._out_of_range

        def evaluate(values: Sequence[Value]) -> Value:
            value = fn(values)
            if -MAX_VALUE <= value <= MAX_VALUE:
                return value
            raise out_of_range(value)

        return evaluate

    def program(self, slots: Mapping[str, int]) -> tuple[int, ...]:
        """The formula as a program (`Op`) reading each name's value from slot ``slots[name]``: the
        same walk as `positional` builds its closures, so the two give the same value, except that
        the program fails (and the caller runs the closures) wherever they raise."""
        compiler = _Compiler(self.text, self._types, slots)
        tree = self._tree if self._tree is not None else _subtree(_parse(self.text), 0)
        return tuple(int(item) for item in compiler.build(tree, 0).code)

    def renderer(self, slots: Mapping[str, int]) -> Callable[[Sequence[Value]], str]:
        """``render`` as a function of a sequence of values, ``slots`` giving the index of each name
        it reads: the same text, as `positional` is ``evaluate``'s.

        Why: the fast batch path writes the working of a penalty's formulas for each illegal deal
        (refscore.fast.penalty_plan); the words of a formula are fixed, only the values vary, so the
        pieces are joined into one format string once and each deal only fills in its values."""
        words, show = self.working(slots)
        template = "%s".join(word.replace("%", "%%") for word in words)

        def render(values: Sequence[Value]) -> str:
            shown: list[str] = []
            for index, is_bool in show:
                value = values[index]
                if is_bool:
                    shown.append("true" if value else "false")
                else:  # as `_Slot.show`
                    shown.append(f"{value:d}" if value >= 0 else f"({value:d})")
            return template % tuple(shown)

        return render

    def working(self, slots: Mapping[str, int]) -> tuple[tuple[str, ...], tuple[tuple[int, bool], ...]]:
        """What ``render`` writes, as the words between the values it shows (one more than the
        values) and each value's slot in ``slots`` with whether it is a truth value (shown ``true``
        or ``false``; an int is shown as `_Slot.show` writes it). `renderer` and the compiled penalty
        lines (refscore/judge/_scorecore.c ``PenaltyLines``) both fill these in."""
        words = [""]
        shows: list[tuple[int, bool]] = []
        for piece in self._pieces:
            if isinstance(piece, str):
                words[-1] += piece
            else:
                shows.append((slots[piece.name], piece.type is ValueType.BOOL))
                words.append("")
        return tuple(words), tuple(shows)

    def render(self, env: Mapping[str, Value]) -> str:
        """The formula with each name replaced by its value, e.g. ``124 + 110``: shows the working.

        Operators and parentheses are kept as written, spacing is normalised, negative values are
        parenthesised, so the result is itself a formula with the same value.
        """
        return "".join(
            piece if isinstance(piece, str) else piece.show(env[piece.name]) for piece in self._pieces
        )


def _bound(tree: Tree[Token], bounds: Mapping[str, int]) -> int | None:
    """`Formula.bound` of a checked tree (see there)."""
    kind = tree.data
    if kind == "call":  # name(arguments): the arguments' bounds, the condition of if() aside
        arguments = tree.children[1]
        values = (
            [_bound(child, bounds) for child in arguments.children if isinstance(child, Tree)]
            if isinstance(arguments, Tree)
            else []
        )
        if not values or any(value is None for value in values):
            return None
        known = [value for value in values if value is not None]
        return max(known[1:]) if str(_token(tree, 0)) == "if" else max(known)
    inner = [_bound(child, bounds) for child in tree.children if isinstance(child, Tree)]
    if any(value is None for value in inner):
        return None
    known = [value for value in inner if value is not None]
    if kind == "number":
        return int(str(_token(tree, 0)))
    if kind == "name":
        return bounds.get(str(_token(tree, 0)))
    if kind in ("true", "false", "compare", "not_op", "and_op", "or_op"):
        return 1  # a bool (its operands, checked above, cannot raise)
    if kind in ("paren", "neg"):
        return known[0]
    if kind == "arith" and not any(
        isinstance(child, Token) and str(child) in "*/%" for child in tree.children
    ):
        return sum(known)
    return None  # a product, a quotient, a modulo (or a node kind this walk does not know): no bound


def compile_formula(text: str, names: Mapping[str, ValueType], *, expect: ValueType | None = None) -> Formula:
    """Parse, check and compile ``text`` against the variables ``names`` (name -> type).

    Every error is found here, when the variant loads, except a division by a value that is zero
    at run time. ``expect`` is the type the caller needs the result to have, if any.
    """
    compiler = _Compiler(text, names)
    try:
        tree = _parse(text)
        node = compiler.build(_subtree(tree, 0), 0)
    except RecursionError:  # defence in depth: MAX_NESTING should stop deep input first
        raise _too_deep(text, None) from None
    if expect is not None and node.type is not expect:
        raise FormulaTypeError(
            text, None, sentence("formula.formula_gives_but_needed", gives=_a(node.type), needed=_a(expect))
        )
    pieces: list[str | _Slot] = []
    for piece in compiler.pieces:  # merge adjacent strings so render joins fewer pieces
        if isinstance(piece, str) and pieces and isinstance(pieces[-1], str):
            pieces[-1] += piece
        else:
            pieces.append(piece)
    used = frozenset(compiler.used)
    types = {name: names[name] for name in used}
    return Formula(text, node.type, used, node.fn, tuple(pieces), compiler.can_fail, types, _subtree(tree, 0))


def _a(type_: ValueType) -> Said:
    return sentence("formula.an_int" if type_ is ValueType.INT else "formula.a_bool")


def check_known_values(formulas: Sequence[tuple[str, Formula]], known: Mapping[str, Value]) -> None:
    """Evaluate, in order, each formula whose names all have known values (`known`: the variant's
    constants, then the formulas so evaluated), raising what evaluating it raises.

    Why: a product of constants, or quantities that multiply constants line after line, is out of
    range for every deal; this finds it when the variant loads (`variants validate`), with the
    name at fault as the error's first argument, rather than in the middle of a batch.
    """
    values = dict(known)
    for name, formula in formulas:
        if formula.names <= values.keys():
            try:
                values[name] = formula.evaluate(values)
            except FormulaError as error:
                raise KnownValueError(name, error) from None


class KnownValueError(ValueError):
    """`check_known_values` found formula `name` failing for every deal (`error` says how)."""

    def __init__(self, name: str, error: FormulaError) -> None:
        super().__init__(name, error)
        self.name = name
        self.error = error
