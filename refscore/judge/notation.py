"""The deal notation: a deal typed by people in a few lines, to and from the JSON record dict.

Why a notation: the person with a dispute is at a table with a phone, not an editor full of JSON.
The grammar is the normative `spec/deal-notation.lark` (described in `spec/deal-notation.md`); this
module parses it with lark (LALR, contextual lexer, positions kept) into a `DealText` that still
knows the line and column of everything, then binds it to a variant (`to_record`) to build the
record dict that `refscore.model.record.read_record` reads. `format_record` writes the canonical text
back, so ``to_record(parse_notation(format_record(r, v)), v).data == normalize_record(r)``.

Hands may be left out: all of them when every trick is given (each player's hand is exactly the
cards he plays; the trick winners, and so who played what, follow from the contract), or one of
them when the other cards of the deck are all written down.

Pure: no I/O. Errors are `NotationError`s placed at ``line:column``.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from refscore.base.cards import (
    DECK,
    AmbiguousCard,
    Card,
    CardNotationError,
    ambiguity_params,
    card_name,
    parse_card,
    rank_of,
    suit_of,
)
from refscore.base.errors import InputFormatError, RefscoreError, joined, said, sentence
from refscore.base.langs import SeatWord
from refscore.base.resources import read_text
from refscore.judge.auction_judge import first_player, judge_auction
from refscore.kernel.play import ContractCards
from refscore.model.record import RECORD_KEYS, Call, Trump, parse_trump, validate_shape
from refscore.model.variant import Variant

if TYPE_CHECKING:
    from refscore.base.words import Reading

__all__ = [
    "DEAL_FORMAT",
    "MAX_NOTATION_CHARS",
    "MAX_NOTATION_STATEMENTS",
    "MAX_NOTATION_WORDS",
    "UNVERIFIABLE_WHEN_DERIVED",
    "DealText",
    "NotationError",
    "NotationRecord",
    "Pos",
    "dumps",
    "dumps_record",
    "format_record",
    "loads",
    "normalize_record",
    "parse_notation",
    "to_record",
]

DEAL_FORMAT = "refscore-deal/1"

#: Rules that a record cannot contradict when hands are derived from the play: each card played
#: is by construction in its player's hand, and the hands hold the 32 cards once. The duties of play
#: (follow suit, ruff, over-ruff...) stay verifiable: a hand derived from a complete play is exactly
#: what its player held, trick by trick.
UNVERIFIABLE_WHEN_DERIVED = ("deal.deck", "deal.hand-size", "play.card-held")
#: What cannot be verified when a single hand is taken to be the rest of the deck.
UNVERIFIABLE_WHEN_REST = ("deal.deck", "deal.hand-size")

_INFO_KEYS = ("id", "event", "date", "comment")

#: Bounds of a deal in notation (spec/deal-notation.md, "Bounds"). A deal is a dozen statements of a
#: few words; the parser keeps a tree node per token, some hundreds of bytes and tens of
#: microseconds each, so these keep any input within a few tens of MB and a few seconds, and a
#: larger one is refused before it is parsed.
MAX_NOTATION_CHARS = 64_000
MAX_NOTATION_STATEMENTS = 1_000  # lines and `;`-separated statements
MAX_NOTATION_WORDS = 5_000  # whitespace-separated words, comments included
MAX_NUMBER_DIGITS = 9  # a bid, a trick number or a claimed score: more digits is no deal's number


# --------------------------------------------------------------------------------------------------
# Errors and positions


@dataclass(frozen=True, order=True)
class Pos:
    """A 1-based line and column in the notation text."""

    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.line}:{self.column}"


class NotationError(InputFormatError):
    """Deal notation that cannot be read: a syntax error, or a value that does not fit the variant."""

    def __init__(
        self,
        message: str,
        pos: Pos | None = None,
        *,
        place: str | None = None,
        expected: str | None = None,
        rule: str | None = None,
    ):
        # `place` is for `refscore.base.errors.said`, which names the place as text (`_said` below)
        super().__init__(message, place=str(pos) if pos else place, expected=expected, rule=rule)
        self.pos = pos


def _said(key: str, pos: Pos, expected: str, rule: str | None = None, **params: str) -> NotationError:
    """A `NotationError` at `pos` told by key (`refscore.base.error_sentences`): French for a French user."""
    error = said(NotationError, key, place=str(pos), expected=expected, rule=rule, **params)
    assert isinstance(error, NotationError)
    error.pos = pos
    return error


class FormatError(RefscoreError):
    """A JSON record holding something the notation cannot write (so converting it would lose it)."""


# --------------------------------------------------------------------------------------------------
# Parsing: text -> DealText


@functools.cache
def _parser() -> Lark:
    return Lark(
        read_text("spec", "deal-notation.lark"),
        parser="lalr",
        lexer="contextual",
        propagate_positions=True,
    )


@dataclass(frozen=True)
class CardAt:
    text: str  # as typed (normalised: no emoji variation selector)
    card: Card
    pos: Pos


@dataclass(frozen=True)
class CallText:
    seat: str | None
    kind: str  # pass | bid | coinche | surcoinche | take
    value: int | str | None
    trump: str | None  # canonical: S H D C SA TA
    pos: Pos
    value_pos: Pos | None = None
    trump_pos: Pos | None = None


@dataclass(frozen=True)
class TrickText:
    number: int | None
    leader: str | None
    cards: tuple[CardAt, ...]
    pos: Pos
    leader_pos: Pos | None = None


@dataclass(frozen=True)
class AnnonceText:
    seat: str
    kind: str | None
    cards: tuple[CardAt, ...]
    pos: Pos
    seat_pos: Pos


@dataclass
class DealText:
    """A parsed deal, before it is bound to a variant; every value keeps its position."""

    variant: tuple[str, Pos] | None = None
    notation: tuple[str, Pos] | None = None  # the `notation fr|en` line: the letters the file writes
    dealer: tuple[str, Pos] | None = None
    info: dict[str, tuple[str, Pos]] = field(default_factory=dict)
    players: tuple[tuple[str, str], ...] | None = None
    hands: dict[str, tuple[tuple[CardAt, ...], Pos]] = field(default_factory=dict)
    chien: tuple[tuple[CardAt, ...], Pos] | None = None
    dead: tuple[tuple[CardAt, ...], Pos] | None = None
    turned: CardAt | None = None
    discard: tuple[tuple[CardAt, ...], Pos] | None = None
    calls: list[CallText] = field(default_factory=list)
    auction_pos: Pos | None = None
    annonces: list[AnnonceText] = field(default_factory=list)
    belote: tuple[str, Pos] | None = None
    tricks: list[TrickText] = field(default_factory=list)
    claim: tuple[tuple[str, int, Pos], ...] | None = None
    claim_pos: Pos | None = None
    end: Pos = Pos(1, 1)

    @property
    def variant_name(self) -> str | None:
        return self.variant[0] if self.variant else None


# Readable names of the grammar's terminals, in the order they are listed in "expected ...".
_TERMINALS: dict[str, str] = {
    "CARD": "a card (a rank 7 8 9 10 J Q K A, or V D R, then a suit S H D C, ♠ ♥ ♦ ♣ or P K T: JH, 10♠, VC)",
    "SEAT_LABEL": "a seat and a colon (N:)",
    "SEAT": "a seat (N, E, S, W...)",
    "TRICK_NO": "a trick number",
    "TRUMP": "a trump (S H D C, ♠ ♥ ♦ ♣, SA or TA)",
    "INT": "a bid value (80, 90...)",
    "SPECIAL": "a special bid (capot, generale)",
    "PASS": '"pass"',
    "COINCHE": '"coinche" (or X)',
    "SURCOINCHE": '"surcoinche" (or XX)',
    "TAKE": '"take"',
    "KIND": "an annonce kind (tierce, cinquante, cent, carré)",
    "SIGNED_INT": "a score (a whole number)",
    "WORD": "a word",
    "STRING": 'a "quoted text"',
    "COLON": '":"',
    "COMMA": '","',
    "_SEP": "the end of the line (or ;)",
    "$END": "the end of the file",
}
_STATEMENT_KEYWORDS = {
    "VARIANT": "variant",
    "NOTATION": "notation",
    "DEALER": "dealer",
    "INFO_KEY": "id / event / date / comment",
    "PLAYERS": "players",
    "CHIEN": "chien",
    "DEAD": "dead",
    "TURNED": "turned",
    "DISCARD": "discard",
    "AUCTION": "auction",
    "ANNONCE": "annonce",
    "BELOTE": "belote",
    "CLAIM": "claim",
}


def _expected(terminals: set[str]) -> str:
    """'a card, or the end of the line' from lark's terminal names; each label is the sentence
    `notation.terminal.NAME` of the error catalogues (the English of `_TERMINALS`)."""
    keywords: list[str] = [word for name, word in _STATEMENT_KEYWORDS.items() if name in terminals]
    labels: list[str] = [sentence(f"notation.terminal.{name}") for name in _TERMINALS if name in terminals]
    labels += sorted(
        name.lower() for name in terminals if name not in _TERMINALS and name not in _STATEMENT_KEYWORDS
    )
    if len(keywords) > 3:
        # the start of a line: say what a line may be, not the dozen keywords one by one
        starts = [
            sentence(f"notation.terminal.{name}")
            for name in _TERMINALS
            if name in terminals and name != "_SEP"
        ]
        return sentence("notation.a_line", items=joined([*keywords, *starts]))
    items = keywords + labels
    if len(items) <= 1:
        return items[0] if items else sentence("notation.something_else")
    return sentence("notation.or", head=joined(items[:-1]), last=items[-1])


def _word_at(text: str, offset: int) -> str:
    """The whitespace-delimited word of `text` that holds `offset`, to quote in a message."""
    start = offset
    while start > 0 and not text[start - 1].isspace() and text[start - 1] != ";":
        start -= 1
    end = offset
    while end < len(text) and not text[end].isspace() and text[end] != ";":
        end += 1
    return text[start:end]


def _end_pos(text: str) -> Pos:
    stripped = text.rstrip()
    lines = stripped.split("\n") if stripped else [""]
    return Pos(len(lines), len(lines[-1]) + 1)


def _syntax_error(text: str, error: UnexpectedInput) -> NotationError:
    if isinstance(error, UnexpectedToken):
        token = error.token
        accepted = set(error.accepts or error.expected)
        if token.type == "$END":
            return NotationError(
                sentence("notation.unexpected_end_deal"), _end_pos(text), expected=_expected(accepted)
            )
        pos = Pos(token.line or 1, token.column or 1)
        if token.type == "_SEP":
            what = sentence("notation.end_of_line") if token.value != ";" else '";"'
            return NotationError(
                sentence("notation.unexpected3", what=what), pos, expected=_expected(accepted)
            )
        offset = token.start_pos if token.start_pos is not None else 0
        word = _word_at(text, offset)
        starts_word = offset == 0 or text[offset - 1].isspace() or text[offset - 1] == ";"
        shown = (
            repr(word)
            if starts_word or not word
            else sentence("notation.token_in_word", token=str(token.value), word=word)
        )
        return NotationError(sentence("notation.unexpected", shown=shown), pos, expected=_expected(accepted))
    if isinstance(error, UnexpectedCharacters):
        offset = error.pos_in_stream if error.pos_in_stream is not None else 0
        word = _word_at(text, offset) or text[offset : offset + 1]
        pos = Pos(error.line or 1, error.column or 1)
        allowed = set(error.allowed or ())
        return NotationError(sentence("notation.unexpected2", word=word), pos, expected=_expected(allowed))
    return NotationError(
        sentence("notation.cannot_read_deal", error=error), None
    )  # pragma: no cover - LALR raises only the above


def _pos(item: Token | Tree[Token]) -> Pos:
    if isinstance(item, Token):
        return Pos(item.line or 1, item.column or 1)
    return Pos(item.meta.line, item.meta.column)


def _tokens(tree: Tree[Token]) -> list[Token]:
    return [child for child in tree.children if isinstance(child, Token)]


def _subtrees(tree: Tree[Token]) -> list[Tree[Token]]:
    return [child for child in tree.children if isinstance(child, Tree)]


def _int(token: Token, text: str | None = None) -> int:
    """The number a token writes, refused at its place when longer than any deal's number (Python
    would refuse a 5,000-digit one with a bare `ValueError`, and a long one costs quadratic time)."""
    digits = str(token) if text is None else text
    if len(digits.lstrip("+-")) > MAX_NUMBER_DIGITS:
        raise NotationError(
            sentence("notation.number_digits", digits_count=len(digits)),
            _pos(token),
            expected=sentence("notation.at_most_digits", max_number_digits=MAX_NUMBER_DIGITS),
        )
    return int(digits)


def _string(token: Token) -> str:
    """A WORD as typed, or a STRING decoded with JSON's escapes."""
    if token.type != "STRING":
        return str(token.value)
    try:
        decoded = json.loads(token.value)
    except json.JSONDecodeError as error:
        raise NotationError(
            sentence("notation.bad_quoted_text", msg=error.msg),
            _pos(token),
            expected=sentence("notation.text_double_quotes_with"),
        ) from None
    assert isinstance(decoded, str)
    return decoded


def _clean(text: str) -> str:
    """Drop the emoji variation selector phones add after ♥ ♦ ♣ ♠."""
    return text.replace("\ufe0f", "")


def _card(token: Token, reading: Reading) -> CardAt:
    text = _clean(str(token.value))
    try:
        card = parse_card(text, reading)
    except AmbiguousCard as error:
        raise _said(
            "card.ambiguous", _pos(token), "deal.write_card", "record.card", **ambiguity_params(error)
        ) from None
    except CardNotationError as error:  # pragma: no cover - the CARD terminal only matches cards
        raise NotationError(error.message, _pos(token), rule="record.card") from None
    return CardAt(text, card, _pos(token))


def _cards(tree: Tree[Token], reading: Reading) -> tuple[CardAt, ...]:
    return tuple(_card(_tokens(sub)[0], reading) for sub in _subtrees(tree) if sub.data == "card")


def _trump_text(token: Token, reading: Reading) -> str:
    from refscore.base.words import AmbiguousWord

    text = _clean(str(token.value))
    try:
        return str(parse_trump(text, "$", reading))
    except AmbiguousWord:
        raise _said(
            "fl.ambiguous_trump", _pos(token), "deal.write_trump", "record.card", token=text[:40]
        ) from None
    except RefscoreError:
        raise NotationError(
            sentence("notation.not_trump", text=text),
            _pos(token),
            expected=sentence("notation.terminal.TRUMP"),
            rule="record.card",
        ) from None


def _special_name(text: str) -> str:
    """`générale` -> `generale`: special bids are named in ASCII in variant files."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _once(current: object, what: str, first: Pos | None, pos: Pos) -> None:
    if current is not None:
        where = sentence("notation.first_at", first=first) if first else ""
        raise NotationError(
            sentence("notation.given_twice", what=what, where=where),
            pos,
            expected=sentence("notation.each_statement_once"),
        )


def parse_notation(text: str, reading: Reading = "en") -> DealText:
    """Read deal notation into a `DealText`; raise `NotationError` at the line and column at fault.

    `reading` is what `C` means when the file has no `notation` line (`refscore.base.words.reading_of`
    of the reader's language: clubs, cœur, or refused as ambiguous); a `notation fr|en` line, wherever
    it is, decides for the whole file."""
    if not text.strip():
        raise NotationError(
            sentence("notation.deal_empty"), Pos(1, 1), expected=sentence("notation.deal_notation_spec_deal")
        )
    _check_bounds(text)
    try:
        tree = _parser().parse(text.replace("\r\n", "\n"))
    except UnexpectedInput as error:
        raise _syntax_error(text.replace("\r\n", "\n"), error) from None
    deal = DealText(end=_end_pos(text))
    statements = _subtrees(tree)
    for statement in statements:
        if statement.data == "notation":
            _notation(deal, statement)
    if deal.notation is not None:
        reading = "fr" if deal.notation[0] == "fr" else "en"
    for statement in statements:
        if statement.data != "notation":
            _statement(deal, statement, reading)
    return deal


def _notation(deal: DealText, tree: Tree[Token]) -> None:
    """`notation fr` or `notation en`, once."""
    pos, value = _pos(tree), _tokens(tree)[-1]
    _once(deal.notation, sentence("notation.the_notation"), deal.notation[1] if deal.notation else None, pos)
    said_value = _string(value)
    if said_value.lower() not in ("fr", "en"):
        raise _said("deal.notation_unknown", _pos(value), "deal.notation_one", token=said_value[:40])
    deal.notation = (said_value.lower(), _pos(value))


def _check_bounds(text: str) -> None:
    """Refuse, before parsing, a text beyond the bounds above (placed where it crosses them)."""
    expected = sentence("notation.deal_few_lines")
    if len(text) > MAX_NOTATION_CHARS:
        raise NotationError(
            sentence("notation.deal_too_long_characters", text_count=len(text)),
            _pos_of(text, MAX_NOTATION_CHARS),
            expected=sentence(
                "notation.at_most_characters", max_notation_chars=MAX_NOTATION_CHARS, expected_=expected
            ),
        )
    statements = text.count("\n") + text.count(";")
    if statements > MAX_NOTATION_STATEMENTS:
        raise NotationError(
            sentence("notation.deal_has_too_many", statements=statements),
            None,
            expected=sentence(
                "notation.at_most", max_notation_statements=MAX_NOTATION_STATEMENTS, expected_=expected
            ),
        )
    words = len(text.split())
    if words > MAX_NOTATION_WORDS:
        raise NotationError(
            sentence("notation.deal_has_too_many2", words=words),
            None,
            expected=sentence("notation.at_most2", max_notation_words=MAX_NOTATION_WORDS, expected_=expected),
        )


def _pos_of(text: str, offset: int) -> Pos:
    line = text.count("\n", 0, offset) + 1
    return Pos(line, offset - (text.rfind("\n", 0, offset) + 1) + 1)


def _statement(deal: DealText, tree: Tree[Token], reading: Reading) -> None:
    kind, pos, tokens = tree.data, _pos(tree), _tokens(tree)
    if kind == "variant":
        _once(deal.variant, sentence("notation.the_variant"), deal.variant[1] if deal.variant else None, pos)
        deal.variant = (_string(tokens[-1]), _pos(tokens[-1]))
    elif kind == "dealer":
        _once(deal.dealer, sentence("notation.the_dealer"), deal.dealer[1] if deal.dealer else None, pos)
        deal.dealer = (str(tokens[-1]), _pos(tokens[-1]))
    elif kind == "info":
        key = str(tokens[0]).lower()
        previous = deal.info.get(key)
        _once(previous, key, previous[1] if previous else None, pos)
        deal.info[key] = (_string(tokens[-1]), _pos(tokens[-1]))
    elif kind == "players":
        _once(deal.players, "players", None, pos)
        values = [_string(token) for token in tokens if token.type in ("WORD", "STRING")]
        deal.players = tuple(zip(values[::2], values[1::2], strict=True))
    elif kind == "hand":
        seat = str(tokens[0])[:-1]
        previous_hand = deal.hands.get(seat)
        _once(
            previous_hand,
            sentence("notation.the_hand_of", seat=seat),
            previous_hand[1] if previous_hand else None,
            pos,
        )
        deal.hands[seat] = (_cards(tree, reading), pos)
    elif kind in ("chien", "dead", "discard"):
        current = getattr(deal, kind)
        _once(current, kind, current[1] if current else None, pos)
        setattr(deal, kind, (_cards(tree, reading), pos))
    elif kind == "turned":
        _once(
            deal.turned, sentence("notation.the_turned_card"), deal.turned.pos if deal.turned else None, pos
        )
        deal.turned = _cards(tree, reading)[0]
    elif kind == "auction":
        deal.auction_pos = deal.auction_pos or pos
        deal.calls.extend(_call(call, reading) for call in _subtrees(tree))
    elif kind == "annonce":
        label = next(token for token in tokens if token.type == "SEAT_LABEL")
        kind_token = next((token for token in tokens if token.type in ("KIND", "STRING")), None)
        deal.annonces.append(
            AnnonceText(
                str(label)[:-1],
                _string(kind_token) if kind_token is not None else None,
                _cards(tree, reading),
                pos,
                _pos(label),
            )
        )
    elif kind == "belote":
        _once(deal.belote, "belote", deal.belote[1] if deal.belote else None, pos)
        deal.belote = (str(tokens[-1]), _pos(tokens[-1]))
    elif kind == "trick":
        number_token = next((token for token in tokens if token.type == "TRICK_NO"), None)
        leader = next((token for token in tokens if token.type == "SEAT_LABEL"), None)
        number = _int(number_token, str(number_token).rstrip(".:)")) if number_token is not None else None
        expected = len(deal.tricks) + 1
        if number is not None and number != expected:
            assert number_token is not None
            raise NotationError(
                sentence("notation.trick_number_where_trick", number=number, expected_=expected),
                _pos(number_token),
                expected=sentence("notation.tricks_order", expected_=expected),
            )
        deal.tricks.append(
            TrickText(
                number,
                str(leader)[:-1] if leader is not None else None,
                _cards(tree, reading),
                pos,
                _pos(leader) if leader is not None else None,
            )
        )
    elif kind == "claim":
        _once(deal.claim, sentence("notation.the_claim"), deal.claim_pos, pos)
        pairs: list[tuple[str, int, Pos]] = []
        unit: Token | None = None
        for token in tokens:
            if token.type in ("WORD", "STRING"):
                unit = token
            elif token.type == "SIGNED_INT" and unit is not None:
                pairs.append((_string(unit), _int(token), _pos(unit)))
        deal.claim, deal.claim_pos = tuple(pairs), pos
    else:  # pragma: no cover - the grammar has no other statement
        raise NotationError(sentence("notation.unknown_statement", kind_=kind), pos)


def _call(tree: Tree[Token], reading: Reading) -> CallText:
    pos = _pos(tree)
    seat_token = next(
        (
            child
            for child in tree.children
            if isinstance(child, Token) and child.type in ("SEAT", "SEAT_LABEL")
        ),
        None,
    )
    seat = str(seat_token).rstrip(":") if seat_token is not None else None
    body = _subtrees(tree)[0]
    tokens = _tokens(body)
    if body.data in ("pass", "coinche", "surcoinche"):
        return CallText(seat, str(body.data), None, None, pos)
    if body.data == "take":
        trump = tokens[1] if len(tokens) > 1 else None
        return CallText(
            seat,
            "take",
            None,
            _trump_text(trump, reading) if trump is not None else None,
            pos,
            None,
            _pos(trump) if trump is not None else None,
        )
    value_token, trump_token = tokens
    value: int | str = _int(value_token) if value_token.type == "INT" else _special_name(str(value_token))
    return CallText(
        seat, "bid", value, _trump_text(trump_token, reading), pos, _pos(value_token), _pos(trump_token)
    )


# --------------------------------------------------------------------------------------------------
# Binding to a variant: DealText -> record dict


@dataclass(frozen=True)
class NotationRecord:
    """The record dict built from notation, with where each part came from and what was derived."""

    data: dict[str, Any]
    positions: dict[str, Pos]
    derived: tuple[str, ...] = ()  # seats whose hand was not written
    derived_from: str | None = None  # "play" (replayed tricks) or "rest" (the cards the others leave)
    unverifiable: tuple[str, ...] = ()  # rule ids the record cannot contradict (see UNVERIFIABLE_*)
    notes: tuple[str, ...] = ()

    def locate(self, path: str) -> Pos | None:
        """The position of a JSON path such as ``$.tricks[2][1]``, or of the nearest part holding it."""
        while path:
            if path in self.positions:
                return self.positions[path]
            cut = max(path.rfind("."), path.rfind("["))
            if cut <= 0:
                break
            path = path[:cut]
        return None


def _seat_check(seat: str, variant: Variant, pos: Pos) -> str:
    if seat not in variant.seats:
        raise NotationError(
            sentence("notation.unknown_seat", seat=seat),
            pos,
            expected=sentence("notation.one_seats", variant_id=variant.id, seats=", ".join(variant.seats)),
            rule="deal.seats",
        )
    return seat


def _named(deal: DealText, variant: Variant) -> DealText:
    """`deal` with every seat and side as the variant writes them: `donneur O`, `Ouest:`, `Nord
    passe`, `écrit EO 90` name W, N and EW (`refscore.base.words`). A name no table knows is kept
    as written, and refused where it is used, with its position."""
    from dataclasses import replace

    from refscore.base.words import seat_of, side_of

    units = [unit for unit, _ in variant.teams]

    def seat(name: str) -> str:
        return seat_of(name, variant.seats) or name

    def maybe(name: str | None) -> str | None:
        return seat(name) if name is not None else None

    named = replace(
        deal,
        dealer=(seat(deal.dealer[0]), deal.dealer[1]) if deal.dealer else None,
        hands={seat(name): value for name, value in deal.hands.items()},
        calls=[replace(call, seat=maybe(call.seat)) for call in deal.calls],
        annonces=[replace(annonce, seat=seat(annonce.seat)) for annonce in deal.annonces],
        belote=(seat(deal.belote[0]), deal.belote[1]) if deal.belote else None,
        tricks=[replace(trick, leader=maybe(trick.leader)) for trick in deal.tricks],
        claim=(
            tuple((side_of(name, units) or seat(name), value, pos) for name, value, pos in deal.claim)
            if deal.claim is not None
            else None
        ),
    )
    return named


def to_record(deal: DealText, variant: Variant) -> NotationRecord:
    """Build the JSON record dict of `deal` under `variant` (seats of calls, derived hands)."""
    deal = _named(deal, variant)
    positions: dict[str, Pos] = {}
    seats = variant.seats
    data: dict[str, Any] = {"format": DEAL_FORMAT}
    if deal.variant is not None:
        data["variant"] = deal.variant[0]
        positions["$.variant"] = deal.variant[1]
    for key in _INFO_KEYS:
        if key in deal.info:
            data[key], positions[f"$.{key}"] = deal.info[key]
    if deal.players is not None:
        data["players"] = dict(deal.players)

    # the dealer: written, or the seat before the first speaker when the first call names its seat
    if deal.dealer is not None:
        dealer = _seat_check(deal.dealer[0], variant, deal.dealer[1])
        positions["$.dealer"] = deal.dealer[1]
    elif deal.calls and deal.calls[0].seat is not None:
        first = _seat_check(deal.calls[0].seat, variant, deal.calls[0].pos)
        dealer = seats[(seats.index(first) - variant.first_speaker) % len(seats)]
        positions["$.dealer"] = deal.calls[0].pos
    else:
        raise NotationError(
            sentence("notation.no_dealer"),
            Pos(1, 1),
            expected=(sentence("notation.line_dealer_seat_auction")),
            rule="deal.seats",
        )
    data["dealer"] = dealer

    for seat, (_, pos) in deal.hands.items():
        _seat_check(seat, variant, pos)
    data["hands"] = {}  # filled below, keeps its place in the key order
    for key in ("chien", "dead"):
        part = getattr(deal, key)
        if part is not None:
            data[key] = [card_name(card.card) for card in part[0]]
            _cards_positions(positions, f"$.{key}", part)
    if deal.turned is not None:
        data["turned"] = card_name(deal.turned.card)
        positions["$.turned"] = deal.turned.pos
    if deal.discard is not None:
        data["discard"] = [card_name(card.card) for card in deal.discard[0]]
        _cards_positions(positions, "$.discard", deal.discard)

    start = (seats.index(dealer) + variant.first_speaker) % len(seats)
    auction: list[dict[str, Any]] = []
    for index, call in enumerate(deal.calls):
        path = f"$.auction[{index}]"
        seat = _seat_check(call.seat, variant, call.pos) if call.seat else seats[(start + index) % len(seats)]
        item: dict[str, Any] = {"seat": seat, "call": call.kind}
        if call.value is not None:
            item["value"] = call.value
        if call.trump is not None:
            item["trump"] = call.trump
        auction.append(item)
        positions[path] = positions[f"{path}.seat"] = call.pos
        if call.value_pos:
            positions[f"{path}.value"] = call.value_pos
        if call.trump_pos:
            positions[f"{path}.trump"] = call.trump_pos
    data["auction"] = auction
    if deal.auction_pos is not None:
        positions["$.auction"] = deal.auction_pos

    if deal.annonces:
        data["annonces"] = []
        for index, annonce in enumerate(deal.annonces):
            path = f"$.annonces[{index}]"
            item = {"seat": _seat_check(annonce.seat, variant, annonce.seat_pos)}
            item["cards"] = [card_name(card.card) for card in annonce.cards]
            if annonce.kind is not None:
                item["kind"] = annonce.kind
            data["annonces"].append(item)
            positions[path], positions[f"{path}.seat"] = annonce.pos, annonce.seat_pos
            _cards_positions(positions, f"{path}.cards", (annonce.cards, annonce.pos))
    if deal.belote is not None:
        data["belote"] = _seat_check(deal.belote[0], variant, deal.belote[1])
        positions["$.belote"] = deal.belote[1]

    if deal.tricks:
        data["tricks"] = []
        for index, trick in enumerate(deal.tricks):
            path = f"$.tricks[{index}]"
            cards = [card_name(card.card) for card in trick.cards]
            positions[path] = trick.pos
            if trick.leader is not None:
                assert trick.leader_pos is not None
                leader = _seat_check(trick.leader, variant, trick.leader_pos)
                data["tricks"].append({"leader": leader, "cards": cards})
                positions[f"{path}.leader"] = trick.leader_pos
                _cards_positions(positions, f"{path}.cards", (trick.cards, trick.pos))
            else:
                data["tricks"].append(cards)
                _cards_positions(positions, path, (trick.cards, trick.pos))
    if deal.claim is not None:
        units = [name for name, _ in variant.teams]
        data["claim"] = {}
        for unit, score, pos in deal.claim:
            if unit not in units:
                raise NotationError(
                    sentence("notation.unknown_scoring_unit_claim", unit=unit),
                    pos,
                    expected=sentence("notation.one", choices=", ".join(units)),
                    rule="claim.match",
                )
            if unit in data["claim"]:
                raise NotationError(
                    sentence("notation.claimed_twice", unit=unit),
                    pos,
                    expected=sentence("notation.one_score_per_scoring"),
                )
            data["claim"][unit] = score
            positions[f"$.claim.{unit}"] = pos
        if deal.claim_pos is not None:
            positions["$.claim"] = deal.claim_pos

    for seat, (cards_at, pos) in deal.hands.items():
        _cards_positions(positions, f"$.hands.{seat}", (cards_at, pos))
    _check_cards(deal, variant)
    given = {seat: [card_name(card.card) for card in cards_at] for seat, (cards_at, _) in deal.hands.items()}
    hands, derived, unverifiable, notes = _complete_hands(deal, variant, data, given)
    derived_from = None if not derived else ("play" if "play.card-held" in unverifiable else "rest")
    data["hands"] = {seat: hands[seat] for seat in seats if seat in hands}
    for seat in derived:
        positions[f"$.hands.{seat}"] = deal.tricks[0].pos if deal.tricks else Pos(1, 1)
    return NotationRecord(data, positions, derived, derived_from, unverifiable, notes)


def _cards_positions(positions: dict[str, Pos], path: str, part: tuple[Sequence[CardAt], Pos]) -> None:
    cards, pos = part
    positions[path] = pos
    for index, card in enumerate(cards):
        positions[f"{path}[{index}]"] = card.pos


def _check_cards(deal: DealText, variant: Variant) -> None:
    """What the record reader would refuse, placed in the text: hand sizes, a card dealt twice."""
    seen: dict[Card, CardAt] = {}
    groups: list[tuple[str, Sequence[CardAt]]] = [(seat, cards) for seat, (cards, _) in deal.hands.items()]
    for key in ("chien", "dead"):
        part = getattr(deal, key)
        if part is not None:
            groups.append((key, part[0]))
    for _, cards in groups:
        for card in cards:
            if card.card in seen:
                raise NotationError(
                    sentence(
                        "notation.dealt_twice_also_at",
                        card_card=card_name(card.card),
                        pos=seen[card.card].pos,
                    ),
                    card.pos,
                    expected=sentence("notation.each_cards_once"),
                    rule="deal.deck",
                )
            seen[card.card] = card
    for seat, (cards, pos) in deal.hands.items():
        if len(cards) != variant.hand_size:
            raise NotationError(
                sentence("notation.hand_has_cards", seat=seat, cards_count=len(cards)),
                pos,
                expected=sentence("notation.cards", variant_hand_size=variant.hand_size),
                rule="deal.hand-size",
            )


def _all_tricks_given(deal: DealText, variant: Variant) -> bool:
    return len(deal.tricks) == variant.hand_size and all(
        len(t.cards) == len(variant.seats) for t in deal.tricks
    )


def _complete_hands(
    deal: DealText, variant: Variant, data: Mapping[str, Any], given: dict[str, list[str]]
) -> tuple[dict[str, list[str]], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The hands: as written, or the missing ones derived (the rest of the deck, or from the play)."""
    seats = variant.seats
    missing = tuple(seat for seat in seats if seat not in given)
    if not missing:
        return given, (), (), ()
    known_rest = (variant.chien == 0 or deal.chien is not None) and (
        variant.dead_cards == 0 or deal.dead is not None
    )
    if len(missing) == 1 and known_rest:
        used: set[Card] = {card.card for cards, _ in deal.hands.values() for card in cards}
        for key in ("chien", "dead"):
            part = getattr(deal, key)
            if part is not None:
                used |= {card.card for card in part[0]}
        rest = [card_name(card) for card in DECK if card not in used]
        if len(rest) == variant.hand_size:
            hands = dict(given)
            hands[missing[0]] = rest
            note = sentence(
                "note.hand_left",
                seat=SeatWord(missing[0]),
                count=len(rest),
                rules=", ".join(UNVERIFIABLE_WHEN_REST),
            )
            return hands, missing, UNVERIFIABLE_WHEN_REST, (note,)
    if not _all_tricks_given(deal, variant):
        raise NotationError(
            sentence("notation.no_hand_for", seats=", ".join(missing)),
            deal.tricks[-1].pos if deal.tricks else Pos(1, 1),
            expected=(
                sentence(
                    "notation.line_with_cards_each",
                    seat=missing[0],
                    variant_hand_size=variant.hand_size,
                )
            ),
            rule="deal.seats",
        )
    played, taker = _replay(deal, variant, data)
    hands = dict(given)
    derived_taker = None  # the taker, when his hand is found from his play, his discard and the chien
    for seat in missing:
        hand = [card.card for card in played[seat]]
        if variant.chien and seat == taker:
            hand = _taker_dealt_hand(deal, variant, seat, hand)
            derived_taker = seat
        hands[seat] = [card_name(card) for card in sorted(hand)]
    unverifiable = UNVERIFIABLE_WHEN_DERIVED + (("deal.discard",) if derived_taker else ())
    said_seats = joined([SeatWord(seat) for seat in missing])
    rules = ", ".join(unverifiable)
    note = (
        sentence("note.hands_played_taker", seats=said_seats, taker=SeatWord(derived_taker), rules=rules)
        if derived_taker
        else sentence("note.hands_played", seats=said_seats, rules=rules)
    )
    return hands, missing, unverifiable, (note,)


def _replay(
    deal: DealText, variant: Variant, data: Mapping[str, Any]
) -> tuple[dict[str, list[CardAt]], str | None]:
    """Who played each card, and the taker: replay the tricks under the contract's trump (winners lead)."""
    seen: dict[Card, CardAt] = {}
    for trick in deal.tricks:
        for card in trick.cards:
            if card.card in seen:
                raise NotationError(
                    sentence(
                        "notation.played_twice_also_at",
                        card_card=card_name(card.card),
                        pos=seen[card.card].pos,
                    ),
                    card.pos,
                    expected=sentence("notation.each_card_played_once"),
                    rule="play.card-held",
                )
            seen[card.card] = card
    calls = [
        Call(
            item["seat"],
            item["call"],
            item.get("value"),
            parse_trump(item["trump"], "$") if "trump" in item else None,
            f"$.auction[{index}]",
        )
        for index, item in enumerate(data["auction"])
    ]
    if variant.auction.turned_card and deal.turned is None:
        raise NotationError(
            sentence("notation.hands_cannot_found_from"),
            deal.auction_pos or Pos(1, 1),
            expected=sentence("notation.line_turned_card_every"),
            rule="deal.turned",
        )
    judged = judge_auction(
        variant, data["dealer"], calls, deal.turned.card if deal.turned is not None else None
    )
    trump: Trump | None = judged.contract.trump if judged.contract is not None else None
    taker = judged.contract.taker if judged.contract is not None else None
    if trump is None:
        bids = [call for call in calls if call.kind == "bid" and call.trump is not None]
        trump = bids[-1].trump if bids else None
        taker = bids[-1].seat if bids else None
    if trump is None or trump.kind not in variant.modes:
        raise NotationError(
            sentence("notation.hands_cannot_found_from2"),
            deal.auction_pos or Pos(1, 1),
            expected=sentence("notation.every_hand_written_auction"),
            rule="play.trick-winner",
        )
    cards = ContractCards.build(variant.modes[trump.kind], trump.suit)
    seats = variant.seats
    leader = first_player(variant, data["dealer"])
    played: dict[str, list[CardAt]] = {seat: [] for seat in seats}
    for trick in deal.tricks:
        order = [seats[(seats.index(leader) + i) % len(seats)] for i in range(len(seats))]
        for seat, card in zip(order, trick.cards, strict=True):
            played[seat].append(card)
        leader = order[cards.winning_index([card.card for card in trick.cards])]
    return played, taker


def _taker_dealt_hand(deal: DealText, variant: Variant, seat: str, played: list[Card]) -> list[Card]:
    """Chien games: the taker was dealt what he played, plus his discard, less the chien."""
    if deal.chien is None or deal.discard is None:
        raise NotationError(
            sentence("notation.hand_taker_cannot_found", seat=seat),
            deal.tricks[0].pos,
            expected=sentence("notation.line_lines_chien_discard", seat=seat),
            rule="deal.discard",
        )
    hand = played + [card.card for card in deal.discard[0]]
    for card in deal.chien[0]:
        if card.card not in hand:
            raise NotationError(
                sentence("notation.chien_card_neither_played", card_card=card_name(card.card), seat=seat),
                card.pos,
                expected=sentence("notation.chien_whose_cards_taker"),
                rule="deal.discard",
            )
        hand.remove(card.card)
    return hand


def loads(text: str, variant: Variant) -> dict[str, Any]:
    """The JSON record dict of a deal in notation (see `to_record` for positions and derived hands).

    The inverse of `dumps`: ``loads(dumps(record, v), v) == normalize_record(record)``.
    """
    return to_record(parse_notation(text), variant).data


def dumps(
    data: Mapping[str, Any], variant: Variant, *, omit_hands: bool = False, notation: str = "en"
) -> str:
    """A record dict as deal notation text: the inverse of `loads` (the same as `format_record`)."""
    return format_record(data, variant, omit_hands=omit_hands, notation=notation)


# --------------------------------------------------------------------------------------------------
# Canonical JSON and formatting: record dict -> text


def _canonical_card(token: Any) -> str:
    if not isinstance(token, str):
        raise FormatError(
            sentence("notation.not_card", token=token),
            expected=sentence("notation.card_such_as_jh"),
            rule="record.card",
        )
    try:
        return card_name(parse_card(_clean(token)))
    except CardNotationError as error:
        raise FormatError(error.message, rule="record.card") from None


def _canonical_cards(tokens: Any) -> list[str]:
    return [_canonical_card(token) for token in tokens]


def normalize_record(data: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical form of a (schema-valid) record: canonical card and trump spellings, the format
    tag, keys in schema order, and tricks without a leader as plain card lists. Two records with the
    same normal form are the same deal; the notation keeps exactly this much."""
    out: dict[str, Any] = {"format": DEAL_FORMAT}
    for key in RECORD_KEYS[1:]:
        if key not in data:
            continue
        value = data[key]
        if key == "hands":
            out[key] = {seat: _canonical_cards(cards) for seat, cards in value.items()}
        elif key in ("chien", "dead", "discard"):
            out[key] = _canonical_cards(value)
        elif key == "turned":
            out[key] = _canonical_card(value)
        elif key == "auction":
            out[key] = [_canonical_call(item) for item in value]
        elif key == "annonces":
            out[key] = [
                {"seat": item["seat"], "cards": _canonical_cards(item["cards"])}
                | ({"kind": item["kind"]} if "kind" in item else {})
                for item in value
            ]
        elif key == "tricks":
            out[key] = [_canonical_trick(trick) for trick in value]
        elif key in ("players", "claim"):
            out[key] = dict(value)
        else:
            out[key] = value
    return out


def _canonical_call(item: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": item["seat"], "call": item["call"]}
    if "value" in item:
        out["value"] = item["value"]
    if "trump" in item:
        out["trump"] = str(parse_trump(_clean(item["trump"]), "$"))
    return out


def _canonical_trick(trick: Any) -> Any:
    if isinstance(trick, dict):
        cards = _canonical_cards(trick["cards"])
        return {"leader": trick["leader"], "cards": cards} if "leader" in trick else cards
    return _canonical_cards(trick)


_WORD = re.compile(r'[^\s;#",:]+')
_KINDS = re.compile(r"(?i:tierce|cinquante|cent|carré|carre)")
_SEAT = re.compile(r"[A-Za-z][A-Za-z0-9]{0,7}")
_SPECIAL = re.compile(r"[a-z_][a-z0-9_]*")
_SEAT_WORDS = re.compile(r"(?i:pass|passe|coinche|contre|x|surcoinche|surcontre|xx|take|prends|prend)")


#: A lone surrogate (JSON text may hold `"\\ud800"`): no UTF-8 file can carry it raw.
_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape_surrogates(text: str) -> str:
    """Lone surrogates written as JSON escapes (`\\ud800`), which read back to the same string in
    JSON and in the notation's quoted text: the output is valid UTF-8 and nothing is lost."""
    return _SURROGATE.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


def _text(value: str) -> str:
    """A value as a bare word when it reads back the same, else as a quoted string."""
    if _WORD.fullmatch(value) and not value.startswith("-") and not _SURROGATE.search(value):
        return value
    return json.dumps(value, ensure_ascii=False)


def _unit(value: str) -> str:
    return (
        value
        if _WORD.fullmatch(value) and not re.fullmatch(r"[+-]?[0-9]+", value) and not _SURROGATE.search(value)
        else _text_quoted(value)
    )


def _text_quoted(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _seat_name(seat: Any, what: str) -> str:
    if not isinstance(seat, str) or not _SEAT.fullmatch(seat) or _SEAT_WORDS.fullmatch(seat):
        raise FormatError(
            sentence("notation.cannot_written_notation", what=what, seat=seat),
            expected=sentence("notation.seat_name_such_as"),
        )
    return seat


#: The letters of French notation (`notation fr`): ranks V D R, suits P (pique), C (cœur), K
#: (carreau), T (trèfle); the keywords the grammar has in French.
_FR_RANKS = ("7", "8", "9", "10", "V", "D", "R", "A")
_FR_SUITS = ("P", "C", "K", "T")
_FR_TRUMPS = {"S": "P", "H": "C", "D": "K", "C": "T"}
_FR_KEYWORDS = {
    "variant": "variante",
    "players": "joueurs",
    "dealer": "donneur",
    "dead": "morts",
    "turned": "retournée",
    "discard": "écart",
    "auction": "enchères",
    "pass": "passe",
    "take": "prends",
}


@dataclass(frozen=True)
class _Letters:
    """How a file writes its cards, trumps, seats and keywords: English (the canonical text, no
    `notation` line) or French (`notation fr`: V♥ is `VC`, A♥ `AC`, W is `O`, EW `EO`)."""

    french: bool = False

    def card(self, name: str) -> str:
        if not self.french:
            return name
        card = parse_card(name)
        return _FR_RANKS[rank_of(card)] + _FR_SUITS[suit_of(card)]

    def cards(self, names: Sequence[str]) -> list[str]:
        return [self.card(name) for name in names]

    def trump(self, trump: str | None) -> str:
        text = str(trump)  # as the f-string of the English text wrote it
        return _FR_TRUMPS.get(text, text) if self.french else text

    def seat(self, seat: str) -> str:
        from refscore.base.langs import seat_in

        return seat_in(seat, "fr") if self.french else seat

    def word(self, keyword: str) -> str:
        return _FR_KEYWORDS.get(keyword, keyword) if self.french else keyword


def format_record(
    data: Mapping[str, Any], variant: Variant, *, omit_hands: bool = False, notation: str = "en"
) -> str:
    """The canonical notation of a record; raise `FormatError` for anything the notation cannot hold.

    `omit_hands` leaves the hands out (readers derive them when every trick is given). `notation`
    "fr" writes French letters under a `notation fr` line (a French table's file: `AC` is A♥, `O`
    is W); "en" the canonical English letters under a `notation en` line (`AC` is A♣ for a French
    reader too)."""
    validate_shape(data)
    record = normalize_record(data)
    letters = _Letters(notation == "fr")
    word, seat_of = letters.word, letters.seat
    lines: list[str] = []
    if "variant" in record:
        lines.append(f"{word('variant')} {_text(record['variant'])}")
    # the letters said, so that a reader of either language reads each `C` as written
    lines.append("notation fr" if letters.french else "notation en")
    for key in _INFO_KEYS:
        if key in record:
            lines.append(f"{key} {_text(record[key])}")
    if "players" in record:
        if not record["players"]:
            raise FormatError(
                sentence("notation.empty_players_cannot_written"),
                expected=sentence("notation.names_no_players"),
            )
        pairs = ", ".join(f"{_text(seat)} {_text(name)}" for seat, name in record["players"].items())
        lines.append(f"{word('players')} {pairs}")
    seats = variant.seats
    dealer = _seat_name(record["dealer"], "the dealer")
    lines.append(f"{word('dealer')} {seat_of(dealer)}")
    if not omit_hands:
        hands = record["hands"]
        ordered = [seat for seat in seats if seat in hands] + [seat for seat in hands if seat not in seats]
        for seat in ordered:
            label = f"{seat_of(_seat_name(seat, 'the seat'))}:"
            lines.append(" ".join([label, *letters.cards(hands[seat])]).rstrip())
    for key in ("chien", "dead"):
        if key in record:
            lines.append(" ".join([word(key), *letters.cards(record[key])]))
    if "turned" in record:
        lines.append(f"{word('turned')} {letters.card(record['turned'])}")
    if "discard" in record:
        lines.append(" ".join([word("discard"), *letters.cards(record["discard"])]))
    lines.append(_format_auction(record, variant, letters) if record["auction"] else word("auction"))
    for annonce in record.get("annonces", []):
        kind = annonce.get("kind")
        kind_text = [] if kind is None else [kind if _KINDS.fullmatch(kind) else _text_quoted(kind)]
        seat = seat_of(_seat_name(annonce["seat"], "the annonce seat"))
        lines.append(" ".join(["annonce", f"{seat}:", *kind_text, *letters.cards(annonce["cards"])]))
    if "belote" in record:
        lines.append(f"belote {seat_of(_seat_name(record['belote'], 'the belote seat'))}")
    for number, trick in enumerate(record.get("tricks", []), start=1):
        if isinstance(trick, dict):
            leader = seat_of(_seat_name(trick["leader"], "the leader"))
            lines.append(" ".join([str(number), f"{leader}:", *letters.cards(trick["cards"])]))
        else:
            lines.append(" ".join([str(number), *letters.cards(trick)]))
    if "claim" in record:
        if not record["claim"]:
            raise FormatError(
                sentence("notation.empty_claim_cannot_written"), expected=sentence("notation.score_by_unit")
            )
        lines.append(
            "claim " + " ".join(f"{_unit(seat_of(unit))} {score}" for unit, score in record["claim"].items())
        )
    return _escape_surrogates("\n".join(lines) + "\n")


def _format_auction(record: Mapping[str, Any], variant: Variant, letters: _Letters) -> str:
    seats = variant.seats
    dealer = record["dealer"]
    start = (seats.index(dealer) + variant.first_speaker) % len(seats) if dealer in seats else None
    calls = record["auction"]
    in_turn = start is not None and all(
        item["seat"] == seats[(start + index) % len(seats)] for index, item in enumerate(calls)
    )
    words = []
    for item in calls:
        body = _format_call(item, letters)
        seat = letters.seat(_seat_name(item["seat"], "the seat of a call")) if not in_turn else ""
        words.append(body if in_turn else f"{seat} {body}")
    return f"{letters.word('auction')} " + (" ".join(words) if in_turn else ", ".join(words))


def _format_call(item: Mapping[str, Any], letters: _Letters) -> str:
    kind = str(item["call"])
    value, trump = item.get("value"), item.get("trump")
    if kind in ("pass", "coinche", "surcoinche"):
        if value is not None or trump is not None:
            raise FormatError(sentence("notation.with_value_trump_cannot", kind_=kind), expected=kind)
        return letters.word(kind)
    if kind == "take":
        if value is not None:
            raise FormatError(
                sentence("notation.take_with_value_cannot"), expected=sentence("notation.take_take_h")
            )
        take = letters.word("take")
        return take if trump is None else f"{take} {letters.trump(trump)}"
    if isinstance(value, bool) or value is None:
        raise FormatError(
            sentence("notation.bid_cannot_written_notation", value=value),
            expected=sentence("notation.number_name"),
        )
    if isinstance(value, int):
        return f"{value}{letters.trump(trump)}"
    if not _SPECIAL.fullmatch(value) or _SEAT_WORDS.fullmatch(value):
        raise FormatError(
            sentence("notation.bid_named_cannot_written", value=value),
            expected=sentence("notation.name_such_as_capot"),
        )
    return f"{value} {letters.trump(trump)}"


def dumps_record(data: Mapping[str, Any]) -> str:
    """A record as JSON text in the layout of conformance/deals/: one hand, call or trick a line."""

    def compact(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    parts: list[str] = []
    for key, value in data.items():
        name = json.dumps(key, ensure_ascii=False)
        if key == "hands" and isinstance(value, dict) and value:
            inner = ",\n".join(
                f"    {json.dumps(seat, ensure_ascii=False)}: {compact(cards)}"
                for seat, cards in value.items()
            )
            parts.append(f"  {name}: {{\n{inner}\n  }}")
        elif key in ("auction", "tricks", "annonces") and isinstance(value, list) and value:
            inner = ",\n".join(f"    {compact(item)}" for item in value)
            parts.append(f"  {name}: [\n{inner}\n  ]")
        else:
            parts.append(f"  {name}: {compact(value)}")
    return _escape_surrogates("{\n" + ",\n".join(parts) + "\n}\n")
