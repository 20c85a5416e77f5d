"""Reading a student's answer without ever running it: a small calculator of its own.

Nothing a student types is evaluated as Python. The text is cut into tokens (numbers, signs, brackets,
the words ``C``, ``binom`` and ``sqrt``) and read with the grammar below, computing exactly with
:class:`fractions.Fraction`. Anything else gets a short message saying why (an :class:`AnswerError`),
quoting at most a short piece of the answer.

The grammar (spaces are allowed between tokens)::

    answer  = sum
    sum     = product { ("+" | "-") product }
    product = signed { ("*" | "×" | "·" | "/" | "÷") signed }
    signed  = ("-" | "+") signed | power
    power   = percent [ ("^" | "**") signed ]        2^3^2 is 2^(3^2); -2^2 is -(2^2)
    percent = atom [ "%" ]                           27.8% is 0.278
    atom    = number | "(" sum ")" | choose | "sqrt(" sum ")"
    choose  = ("C" | "binom" | "binomial") "(" sum "," sum ")"
    number  = digits [ "." digits ] | "." digits     with the commas described below

Commas. Inside ``C(…, …)`` a comma separates the two numbers. Elsewhere a comma between digits is part
of a number, and only in an answer that is a single number (with perhaps a sign and a ``%``); in a
calculation write decimals with a point. In a single number:

* ``1,000,000`` (two or more groups of three digits) and ``1,094.5`` (groups of three, then a point)
  use commas to separate thousands;
* ``1,094`` (one comma, then exactly three digits, not starting with 0) is a thousands separator when
  the answer is a count, and a decimal comma when it is a probability or an average (where 1.094 is
  what a student writing a decimal comma means); with no kind given it is refused as ambiguous;
* any other single comma is a decimal comma: ``0,2778``, ``1,5``, ``27,78%``.

The page's language (:func:`tutor.core.i18n.current`, or ``lang``) adds the forms its students write:

* in every language, a single number may group its thousands with spaces (a plain, non-breaking or thin
  space: ``1 234``, ``12 345,5``), as Polish writes them (and Italian and Spanish often do);
* in Italian, Polish and Spanish, whose decimal sign is a comma, a calculation may write its decimals with
  a comma too (``1 - 0,5^2``): outside ``C(…, …)`` a comma between digits can mean nothing else there;
  and ``:`` divides, as at school (``3:4``);
* in Italian and Spanish, whose thousands separator is a dot, ``1.234.567`` and ``1.234,5`` group
  thousands with dots, and so does ``1.234`` (one dot, then exactly three digits) when the answer is a
  count; in a probability or an average it stays a decimal point (English style).

A percentage may have a space before its ``%`` (``25 %``, as Spanish and Polish write it).

Bounds, all checked before the work they limit: at most :data:`MAX_LENGTH` characters,
:data:`MAX_DIGITS` digits in one number, :data:`MAX_DEPTH` brackets, signs or powers inside each other;
a power is a whole number at most :data:`MAX_EXPONENT` in size and is computed only when its result
fits in :data:`MAX_BITS` bits; ``C(n, k)`` takes whole n and k from 0 to :data:`MAX_CHOOSE`. Every
value kept has a numerator and denominator of at most :data:`MAX_BITS` bits; adding, subtracting,
multiplying or dividing two such values gives at most twice that, which is checked at once. So every
answer is read in a bounded, small amount of work.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from math import comb, isqrt

from tutor.core.i18n import M, Message, current

MAX_LENGTH = 200  # characters in an answer
MAX_DIGITS = 30  # digits in one number
MAX_EXPONENT = 100  # size of a power
MAX_BITS = 4096  # bits in the numerator or denominator of any value (about 1,200 digits)
MAX_CHOOSE = 1000  # largest n in C(n, k)
MAX_DEPTH = 20  # brackets, signs and powers inside each other
EXCERPT = 24  # characters of the answer quoted in a message

DIGITS = "0123456789"
KINDS = ("probability", "count", "average")
CHOOSE = ("C", "binom", "binomial")
#: the languages whose decimal sign is a comma, and those whose thousands are grouped with a dot
DECIMAL_COMMA = ("it", "pl", "es")
DOT_GROUPS = ("it", "es")
SPACES = " \u00a0\u202f\u2009"  # a space, a non-breaking space, a narrow one, a thin one
EMPTY = M("Please type an answer: a fraction like 5/18, a decimal like {decimal} or a percentage like {percent}%.",
          decimal=0.278, percent=27.8)

#: how each symbol is spelt as a token ("**" is read as "^" before this table is used)
_SYMBOLS = {"+": "+", "-": "-", "\u2212": "-", "\u2013": "-", "*": "*", "×": "*", "·": "*", "\u22c5": "*",
            "/": "/", "÷": "/", "^": "^", "%": "%", "(": "(", ")": ")", ",": ","}
_NUMBER = re.compile(r"[0-9]*(?:[.,][0-9]+)*")  # digits with points or commas between them
_NUMBER_IN_CALL = re.compile(r"[0-9]*(?:\.[0-9]+)*")  # in C(…, …) a comma separates the numbers
_GROUPED = re.compile(r"[1-9][0-9]{0,2}(?:,[0-9]{3})+")  # 1,094 or 12,345,678
_DOT_GROUPED = re.compile(r"[1-9][0-9]{0,2}(?:\.[0-9]{3})+(?:,[0-9]+)?")  # 1.234, 1.234.567 or 1.234,5
#: a single number with its thousands grouped by spaces: 1 234, -12 345,5, 1 234 567%
_SPACED = re.compile(r"([+\-\u2212\u2013]?\s*)([1-9][0-9]{0,2}(?:[" + SPACES + r"][0-9]{3})+(?:[.,][0-9]+)?)(\s*%?)")


class AnswerError(ValueError):
    """An answer that cannot be read; the message says why, for the student (a message: ``str(error)``
    renders it in the page's language)."""

    @property
    def message(self) -> Message:
        return self.args[0]


@dataclass(frozen=True)
class Token:
    """One piece of an answer, and where it starts."""

    kind: str  # "num", "name", "+", "-", "*", "/", "^", "%", "(", ")", ",", "bad" or "end"
    text: str
    start: int


@dataclass(frozen=True)
class Reading:
    """What an answer says: its exact ``value``, and how it was written.

    ``decimals`` is set only for an answer that is a single decimal or percentage: the decimal places
    it shows, counted as a number between 0 and 1 (``16.7%`` shows 3, like ``0.167``); it is None for a
    whole number, a fraction or a calculation, which must be exactly right. ``significant`` counts the
    digits of that single number without its leading zeros. ``percent`` says a ``%`` was used, and
    ``rounded`` that a calculation has a decimal in it.
    """

    value: Fraction
    decimals: int | None = None
    significant: int = 0
    percent: bool = False
    rounded: bool = False


def excerpt(text: str, at: int = 0) -> str:
    """A short piece of ``text`` around position ``at``, in quotes, fit to show in a message."""
    if len(text) > EXCERPT:
        left = max(0, min(at - EXCERPT // 3, len(text) - EXCERPT))
        text = ("…" if left else "") + text[left:left + EXCERPT] + ("…" if left + EXCERPT < len(text) else "")
    return "'" + "".join(c if c.isprintable() else " " for c in text) + "'"


def read(text: str, kind: str | None = None, lang: str | None = None) -> Fraction:
    """The exact value of a student's answer; ``kind`` ("probability", "count" or "average") only
    decides what ``1,094`` means. Raises :class:`AnswerError` for anything unreadable."""
    return parse(text, kind, lang).value


def parse(text: str, kind: str | None = None, lang: str | None = None) -> Reading:
    """A student's answer read in full: its value and how it was written (see :class:`Reading`), with
    the number forms of ``lang`` (the page's language by default)."""
    if kind is not None and kind not in KINDS:
        raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
    lang = lang or current()
    text = text.strip()
    if not text:
        raise AnswerError(EMPTY)
    if len(text) > MAX_LENGTH:
        raise AnswerError(M("That answer is too long ({n} characters, at most {most}): give one number, fraction "
                            "or short calculation.", n=len(text), most=MAX_LENGTH))
    spaced = _SPACED.fullmatch(text)
    if spaced:  # 1 234: the spaces group thousands (the text is at most MAX_LENGTH characters)
        text = spaced.group(1) + "".join(c for c in spaced.group(2) if c not in SPACES) + spaced.group(3)
    return _Parser(text, tokens(text, lang), kind, lang).answer()


def tokens(text: str, lang: str = "en") -> list[Token]:
    """``text`` cut into tokens, ending with an "end" token. Unknown characters become "bad" tokens, so
    that the reader reports the first problem in the order the answer is written."""
    found: list[Token] = []
    calls: list[bool] = []  # for each open bracket: does it hold the numbers of C(…, …) or sqrt(…)?
    i = 0
    while i < len(text):
        c, start = text[i], i
        if c.isspace():
            i += 1
            continue
        in_call = bool(calls) and calls[-1]
        if c in DIGITS or (c in ("." if in_call else ".,") and text[i + 1:i + 2] in tuple(DIGITS)):
            number = (_NUMBER_IN_CALL if in_call else _NUMBER).match(text, i)
            assert number is not None  # the character tested above starts a number
            i = number.end()
            found.append(Token("num", text[start:i], start))
            continue
        if c.isalpha() or c == "_":
            while i < len(text) and (text[i].isalnum() or text[i] == "_"):
                i += 1
            found.append(Token("name", text[start:i], start))
            continue
        if text.startswith("**", i):
            kind, i = "^", i + 2
        elif c == ":" and lang in DECIMAL_COMMA:  # 3:4, division as taught at school
            kind, i = "/", i + 1
        else:
            kind, i = _SYMBOLS.get(c, "bad"), i + 1
        if kind == "(":
            calls.append(bool(found) and found[-1].kind == "name")
        elif kind == ")" and calls:
            calls.pop()
        found.append(Token(kind, text[start:i], start))
    found.append(Token("end", "", len(text)))
    return found


def _single_number(found: list[Token]) -> bool:
    """Whether the tokens are one number, perhaps with a sign before it and a % after it."""
    body = found[1:-1] if found[0].kind in ("+", "-") else found[:-1]
    return len(body) in (1, 2) and body[0].kind == "num" and (len(body) == 1 or body[1].kind == "%")


def _bits(value: Fraction) -> int:
    return max(abs(value.numerator).bit_length(), value.denominator.bit_length())


def _raise(base: Fraction, exponent: int) -> Fraction:
    """``base ** exponent``, once the reader has checked that it is small enough."""
    return base ** exponent


class _Parser:
    """Reads the tokens of one answer by recursive descent, one method per rule of the grammar."""

    def __init__(self, text: str, found: list[Token], kind: str | None, lang: str = "en") -> None:
        self.text, self.tokens, self.kind, self.lang = text, found, kind, lang
        self.at = 0
        self.depth = 0
        self.single = _single_number(found)
        self.decimals: int | None = None
        self.significant = 0
        self.percent = self.rounded = False

    # -- messages ---------------------------------------------------------------------------------

    def cannot(self, why: Message, token: Token | None = None, verb: str = "read") -> AnswerError:
        """The error for an answer that cannot be read (``verb`` "read") or worked out ("work out")."""
        quote = excerpt(self.text, token.start if token else 0)
        if verb == "work out":
            return AnswerError(M("I can't work out {answer}: {why}.", answer=quote, why=why))
        return AnswerError(M("I can't read {answer}: {why}.", answer=quote, why=why))

    def unexpected(self, token: Token) -> AnswerError:
        """The message for a token found where it cannot stand."""
        if token.kind == "name":
            return self.letters(token)
        if token.kind == "bad":
            if token.text in ("[", "]", "{", "}"):
                return self.cannot(M("use round brackets ( ) only"), token)
            if token.text == ".":
                return self.cannot(M("a decimal point needs digits after it"), token)
            return self.cannot(M("{text} is not part of a number or a calculation", text=excerpt(token.text)),
                               token)
        if token.kind == ",":
            if self.lang in DECIMAL_COMMA:
                return self.cannot(M("give a single answer (a comma separates the numbers of C(n, k), or stands "
                                     "between the digits of a decimal, like {decimal})", decimal=0.25), token)
            return self.cannot(M("give a single answer (a comma separates the numbers of C(n, k) only; in a "
                                 "calculation write decimals with a point, like 0.25)"), token)
        if token.kind == "end":
            return self.cannot(M("something is missing at the end"), token)
        if token.kind == ")":
            return self.cannot(M("a ')' has no '(' before it"), token)
        if token.kind in ("num", "("):
            return self.cannot(M("put an operation such as + or * between two numbers"), token)
        if token.kind == "%":
            return self.cannot(M("a % goes right after a number"), token)
        previous = self.tokens[self.at - 1] if self.at else None
        if previous is not None and previous.kind in ("+", "-", "*", "/", "^"):
            return self.cannot(M("something is missing after '{sign}'", sign=previous.text), token)
        return self.cannot(M("something is missing before '{sign}'", sign=token.text), token)

    def letters(self, token: Token) -> AnswerError:
        name = token.text if len(token.text) <= 12 else token.text[:11] + "…"
        return self.cannot(M("it has letters in it ('{name}'); give a number (the only words I know are C(n, k) "
                             "and sqrt(x))", name=name), token)

    def too_big(self, token: Token) -> AnswerError:
        return self.cannot(M("its numbers grow too big (over {digits} digits), and no answer here is that large",
                             digits=1200), token, "work out")

    # -- reading ----------------------------------------------------------------------------------

    def peek(self) -> Token:
        return self.tokens[self.at]

    def take(self) -> Token:
        token = self.tokens[self.at]
        self.at += 1
        return token

    def expect(self, kind: str) -> Token:
        if self.peek().kind != kind:
            if kind == ")" and self.peek().kind == "end":
                raise self.cannot(M("a bracket is not closed"), self.peek())
            raise self.unexpected(self.peek())
        return self.take()

    def enter(self, token: Token) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.cannot(M("too many brackets, signs or powers inside each other (at most {most})",
                                most=MAX_DEPTH), token)

    def checked(self, value: Fraction, token: Token) -> Fraction:
        if _bits(value) > MAX_BITS:
            raise self.too_big(token)
        return value

    def answer(self) -> Reading:
        value = self.sum()
        if self.peek().kind != "end":
            raise self.unexpected(self.peek())
        decimals = self.decimals if self.single else None
        return Reading(value, decimals, self.significant, self.percent, self.rounded and not self.single)

    def sum(self) -> Fraction:
        value = self.product()
        while self.peek().kind in ("+", "-"):
            token = self.take()
            right = self.product()
            value = self.checked(value + right if token.kind == "+" else value - right, token)
        return value

    def product(self) -> Fraction:
        value = self.signed()
        while self.peek().kind in ("*", "/"):
            token = self.take()
            right = self.signed()
            if token.kind == "/" and right == 0:
                raise self.cannot(M("it divides by zero"), token, "work out")
            value = self.checked(value * right if token.kind == "*" else value / right, token)
        return value

    def signed(self) -> Fraction:
        token = self.peek()
        if token.kind not in ("+", "-"):
            return self.power()
        self.take()
        self.enter(token)
        value = self.signed()
        self.depth -= 1
        return -value if token.kind == "-" else value

    def power(self) -> Fraction:
        base = self.percentage()
        if self.peek().kind != "^":
            return base
        token = self.take()
        self.enter(token)
        exponent = self.signed()
        self.depth -= 1
        if exponent.denominator != 1:
            raise self.cannot(M("a power must be a whole number"), token, "work out")
        if abs(exponent) > MAX_EXPONENT:
            raise self.cannot(M("a power may be at most {most}", most=MAX_EXPONENT), token, "work out")
        if base == 0 and exponent < 0:
            raise self.cannot(M("it divides by zero"), token, "work out")
        if _bits(base) * abs(exponent.numerator) > MAX_BITS and _bits(base) > 1:  # 1 and -1 stay small
            raise self.too_big(token)
        return _raise(base, exponent.numerator)

    def percentage(self) -> Fraction:
        value = self.atom()
        if self.peek().kind == "%":
            self.take()
            self.percent = True
            value /= 100
        return value

    def atom(self) -> Fraction:
        token = self.peek()
        if token.kind == "num":
            return self.number(self.take())
        if token.kind == "(":
            self.take()
            self.enter(token)
            value = self.sum()
            self.expect(")")
            self.depth -= 1
            return value
        if token.kind == "name":
            return self.call(self.take())
        raise self.unexpected(token)

    def call(self, name: Token) -> Fraction:
        """``C(n, k)``, ``binom(n, k)`` or ``sqrt(x)``."""
        if name.text not in (*CHOOSE, "sqrt"):
            raise self.letters(name)
        if self.peek().kind != "(":
            example = "sqrt(1/4)" if name.text == "sqrt" else name.text + "(10, 3)"
            raise self.cannot(M("'{name}' needs brackets, like {example}", name=name.text, example=example), name)
        self.enter(self.take())
        first = self.sum()
        if name.text == "sqrt":
            self.expect(")")
            self.depth -= 1
            return self.root(first, name)
        if self.peek().kind != ",":
            raise self.cannot(M("{name}(n, k) takes two numbers, separated by a comma", name=name.text), self.peek())
        self.take()
        second = self.sum()
        if self.peek().kind == ",":
            raise self.cannot(M("{name}(n, k) takes two numbers, not more", name=name.text), self.peek())
        self.expect(")")
        self.depth -= 1
        if first.denominator != 1 or second.denominator != 1 or not 0 <= first <= MAX_CHOOSE or second < 0:
            raise self.cannot(M("in {name}(n, k), n and k are whole numbers from 0 to {most}", name=name.text,
                                most=MAX_CHOOSE), name, "work out")
        return Fraction(comb(first.numerator, second.numerator))  # 0 when k > n

    def root(self, value: Fraction, name: Token) -> Fraction:
        """The square root of ``value``, when it is a fraction."""
        if value < 0:
            raise self.cannot(M("a negative number has no square root"), name, "work out")
        top, bottom = isqrt(value.numerator), isqrt(value.denominator)
        if top * top != value.numerator or bottom * bottom != value.denominator:
            raise self.cannot(M("that square root is not a fraction, so it cannot be checked exactly; give it as "
                                "a decimal"), name, "work out")
        return Fraction(top, bottom)

    def number(self, token: Token) -> Fraction:
        """A number as typed, with a decimal point or comma or thousands separators."""
        raw = token.text
        digits = sum(c in DIGITS for c in raw)
        if digits > MAX_DIGITS:
            raise self.cannot(M("a number has too many digits (at most {most})", most=MAX_DIGITS), token)
        if self.single and self.lang in DOT_GROUPS and _DOT_GROUPED.fullmatch(raw) \
                and (raw.count(".") > 1 or "," in raw or self.kind == "count"):
            raw = raw.replace(".", "")  # 1.234.567, 1.234,5 or a count's 1.234: dots group thousands
        if "," in raw and not self.single:
            if self.lang in DECIMAL_COMMA and re.fullmatch(r"[0-9]*,[0-9]+", raw):
                raw = raw.replace(",", ".")  # 0,5 in a calculation: the language's decimal comma
            else:
                raise self.cannot(M("a comma goes only in a single number (like 0,25 or 1,094) or between the "
                                    "numbers of C(n, k); in a calculation write decimals with a point, like 0.25"),
                                  token)
        whole, point, decimal = raw.partition(".")
        if "." in decimal or "," in decimal:
            raise self.cannot(M("a number has at most one decimal point or comma"), token)
        if "," in whole:
            grouped = _GROUPED.fullmatch(whole) is not None
            if grouped and (point or whole.count(",") > 1 or self.kind == "count"):
                whole = whole.replace(",", "")  # thousands separators
            elif point or whole.count(",") > 1:
                raise self.cannot(M("a number has at most one decimal point or comma"), token)
            elif grouped and self.kind is None:
                raise self.cannot(M("write {whole} or {decimal}, not {typed}", whole=int(whole.replace(",", "")),
                                    decimal=float(whole.replace(",", ".")), typed=excerpt(whole)), token)
            else:
                (whole, decimal), point = whole.split(","), ","  # a decimal comma
        value = Fraction(int(whole + decimal or "0"), 10 ** len(decimal))
        if point:
            self.rounded = True
        if self.single:
            self.significant = len((whole + decimal).lstrip("0"))
            percent = self.tokens[-2].kind == "%"
            self.decimals = len(decimal) + 2 * percent if point or percent else None
        return value
