"""Reading a student's answer without ever running it: a small calculator of its own.

Nothing a student types is evaluated as Python. The text is cut into tokens (numbers, signs, brackets,
the words ``C``, ``nCr``, ``binom`` and ``sqrt``, the signs ``√`` and ``%``) and read with the grammar below,
computing exactly with :class:`fractions.Fraction`. Anything else gets a short message saying why (an
:class:`AnswerError`), quoting at most a short piece of the answer.

The grammar (spaces are allowed between tokens)::

    answer  = mixed | sum
    mixed   = [sign] digits digits "/" digits        1 1/3 is 4/3 (only as the whole answer, see below)
            | [sign] digits vulgar                   1⅓ or 1 ⅓
    sum     = product { ("+" | "-") product }
    product = signed { ("*" | "×" | "·" | "x" | "/" | "÷") signed | power }
                                                     the last power starting with "(": (1/6)(5/6), 2(1/3)
    signed  = ("-" | "+") signed | power
    power   = percent [ ("^" | "**" | superscript) signed ]   2^3^2 is 2^(3^2); -2^2 is -(2^2); (5/6)² and 10⁻³
    percent = atom [ "%" ]                           27.8% is 0.278
    atom    = number [ "C" digits ] | vulgar | "(" sum ")" | choose | "sqrt(" sum ")" | "√" atom
    choose  = ("C" | "nCr" | "binom" | "binomial") "(" sum "," sum ")"
    number  = (digits [ "." digits ] | "." digits) [ ("e" | "E") [sign] digits ]   with the commas described below

The forms written at school or on a calculator:

* ``x`` (or ``X``) multiplies when it stands between two operands: after a number, a ``)`` or a ``%``, and
  before anything that is not a letter (``2 x 3``, ``1/6x5`` is 1/6 × 5, ``2x(1/3)``); anywhere else it is
  a letter, refused as any other word.
* Brackets side by side multiply, as a product written by hand does: ``(1/6)(5/6)``, ``2(1/3)``,
  ``C(6,3)(1/2)^3(1/2)^3``, at the level of ``*``. After a ``/`` in the same product they are refused as
  ambiguous (is ``1/2(3)`` a half of 3 or 1 over 6?): the student writes the ``*`` or the brackets.
  A number after a ``)`` still needs its sign (``(1/6)2`` is refused).
* ``6C3`` and ``6 C 3`` are C(6, 3), as a calculator writes it: a capital C between two whole numbers
  (digits right before and after it), binding before any other sign (``2*6C3`` is 40); ``nCr(6, 3)``
  is ``C(6, 3)``.
* A mixed number, a whole number, a space and a fraction (``1 1/3`` is 4/3, ``-2 1/4`` is -9/4), or a whole
  number and a vulgar fraction (``1⅓``, ``1 ⅓``), is read only when it is the whole answer. Inside a
  calculation it is refused with a message (``2 1/3 * 3`` could mean (2 + 1/3) × 3 or 2 + 1/3 × 3): write
  ``(2 + 1/3)``. Its fraction is less than 1 (``1 5/3`` is refused), and ``1 234/567``, whose space could
  group thousands, is refused as ambiguous.
* The vulgar fractions of Unicode (``½ ⅓ ⅔ ¼ ¾ ⅕ … ⅙ ⅚ ⅛ … ⅞ ⅑ ⅒``) are exact fractions, found with
  :func:`unicodedata.numeric` (whose float is made exact: every one of them has a denominator of at most 10).
* ``√`` takes the root of the atom after it: ``√(1/4)``, ``√4``, ``√⅑``; as with ``sqrt(…)``, a root that is
  not a fraction (``√2``) is refused, since an answer is checked exactly (write it as a decimal).
* Superscript digits are powers: ``(5/6)²``, ``2³``, ``10⁻³`` (a ``⁻`` or ``⁺`` may lead them).
* Scientific notation: ``1.5e-3``, ``1.5E-3``, ``1.5×10^-3``, ``1.5 x 10^(-3)``, ``1.5·10⁻³`` and
  ``1.5*10**-3`` are one number, 0.0015, compared as a decimal showing as many places as it means
  (``1.5e-3`` shows 4, like ``0.0015``; its significant digits are the mantissa's). Its power of ten is a
  whole number of at most :data:`MAX_EXPONENT` in size.

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
fits in :data:`MAX_BITS` bits (the power of ten of scientific notation too); ``C(n, k)`` (and ``nCk``)
takes whole n and k from 0 to :data:`MAX_CHOOSE`. Every
value kept has a numerator and denominator of at most :data:`MAX_BITS` bits; adding, subtracting,
multiplying or dividing two such values gives at most twice that, which is checked at once. So every
answer is read in a bounded, small amount of work.
"""
from __future__ import annotations

import re
import unicodedata
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
CHOOSE = ("C", "nCr", "binom", "binomial")
#: the languages whose decimal sign is a comma, and those whose thousands are grouped with a dot
DECIMAL_COMMA = ("it", "pl", "es")
DOT_GROUPS = ("it", "es")
SPACES = " \u00a0\u202f\u2009"  # a space, a non-breaking space, a narrow one, a thin one
EMPTY = M("Please type an answer: a fraction like 5/18, a decimal like {decimal} or a percentage like {percent}%.",
          decimal=0.278, percent=27.8)

#: how each symbol is spelt as a token ("**" is read as "^" before this table is used)
_SYMBOLS = {"+": "+", "-": "-", "\u2212": "-", "\u2013": "-", "*": "*", "×": "*", "·": "*", "\u22c5": "*",
            "\u2219": "*", "/": "/", "÷": "/", "^": "^", "%": "%", "(": "(", ")": ")", ",": ","}
_NUMBER = re.compile(r"[0-9]*(?:[.,][0-9]+)*")  # digits with points or commas between them
_NUMBER_IN_CALL = re.compile(r"[0-9]*(?:\.[0-9]+)*")  # in C(…, …) a comma separates the numbers
_EXPONENT = re.compile(r"[eE][+\-\u2212\u2013]?[0-9]+")  # the power of ten of 1.5e-3
_EXPONENT_END = re.compile(r"[eE]([+\-\u2212\u2013]?)([0-9]+)$")
#: superscript digits, perhaps signed: a power (10⁻³, (5/6)²)
_SUPERSCRIPT = re.compile("([\u207b\u207a]?)([\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+)")
_SUPERSCRIPT_DIGITS = str.maketrans("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079", DIGITS)
#: the vulgar fractions of Unicode (½, ⅙, ⅞ ...) and their exact values: unicodedata.numeric gives a float,
#: made exact by the nearest fraction with a denominator of at most 10 (every vulgar fraction has one)
VULGAR = {c: Fraction(unicodedata.numeric(c)).limit_denominator(10) for c in map(chr, range(0xA0, 0x2190))
          if "VULGAR FRACTION" in unicodedata.name(c, "")}
TIMES = "xX"  # letters that multiply between two operands
_DIGIT_NEXT = re.compile("[" + SPACES + "]*[0-9]")  # the C of 6C3 or 6 C 3 has a digit after it
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
    ``rounded`` that a calculation has a decimal in it. ``single`` says the answer is one number (a whole
    number, decimal, percentage, mixed number or number in scientific notation), not a calculation.
    ``decimals`` may be negative for scientific notation (``2e3`` shows the thousands).
    """

    value: Fraction
    decimals: int | None = None
    significant: int = 0
    percent: bool = False
    rounded: bool = False
    single: bool = False


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
            power = _EXPONENT.match(text, i) if i > start else None
            if power:  # 1.5e-3
                i = power.end()
            found.append(Token("num", text[start:i], start))
            continue
        if c in VULGAR:
            found.append(Token("num", c, start))
            i += 1
            continue
        superscript = _SUPERSCRIPT.match(text, i)
        if superscript:  # 10⁻³: a power, its sign and its digits
            found.append(Token("^", superscript.group(0), start))
            if superscript.group(1):
                found.append(Token("-" if superscript.group(1) == "\u207b" else "+", superscript.group(1), start))
            found.append(Token("num", superscript.group(2).translate(_SUPERSCRIPT_DIGITS), start))
            i = superscript.end()
            continue
        follows = bool(found) and found[-1].kind in ("num", ")", "%")  # an operand ends right before
        after = text[i + 1:i + 2]
        if c in TIMES and follows and not (after.isalpha() or after == "_"):  # 2 x 3, 1/6x5
            found.append(Token("*", c, start))
            i += 1
            continue
        if c == "C" and follows and found[-1].kind == "num" and _DIGIT_NEXT.match(text, i + 1):
            found.append(Token("C", c, start))  # 6C3, 6 C 3
            i += 1
            continue
        if c == "\u221a":  # √
            found.append(Token("√", c, start))
            i += 1
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
            calls.append(bool(found) and found[-1].kind in ("name", "√"))
        elif kind == ")" and calls:
            calls.pop()
        found.append(Token(kind, text[start:i], start))
    found.append(Token("end", "", len(text)))
    return found


def _single_number(found: list[Token]) -> bool:
    """Whether the tokens are one number, perhaps with a sign before it and a % after it."""
    body = found[1:-1] if found[0].kind in ("+", "-") else found[:-1]
    return len(body) in (1, 2) and body[0].kind == "num" and (len(body) == 1 or body[1].kind == "%")


def _scientific(found: list[Token]) -> list[Token] | None:
    """The tokens of ``1.5×10^-3``, ``1.5 x 10^(-3)`` or ``1.5·10⁻³`` (perhaps with a sign before it) as one
    number token, ``1.5e-3``; None for any other tokens."""
    sign = found[:1] if found[0].kind in ("+", "-") else []
    rest = found[len(sign):-1]
    if len(rest) < 5 or [t.kind for t in rest[:4]] != ["num", "*", "num", "^"] or rest[2].text != "10":
        return None
    mantissa, power = rest[0].text, rest[4:]
    if len(power) >= 3 and power[0].kind == "(" and power[-1].kind == ")":
        power = power[1:-1]
    kinds = [t.kind for t in power]
    if kinds not in (["num"], ["-", "num"], ["+", "num"]) or not power[-1].text.isdigit() \
            or _EXPONENT_END.search(mantissa):
        return None
    exponent = ("-" if kinds[0] == "-" else "") + power[-1].text
    return [*sign, Token("num", f"{mantissa}e{exponent}", rest[0].start), found[-1]]


def _bits(value: Fraction) -> int:
    return max(abs(value.numerator).bit_length(), value.denominator.bit_length())


def _raise(base: Fraction, exponent: int) -> Fraction:
    """``base ** exponent``, once the reader has checked that it is small enough."""
    return base ** exponent


class _Parser:
    """Reads the tokens of one answer by recursive descent, one method per rule of the grammar."""

    def __init__(self, text: str, found: list[Token], kind: str | None, lang: str = "en") -> None:
        self.text, self.tokens, self.kind, self.lang = text, _scientific(found) or found, kind, lang
        self.at = 0
        self.depth = 0
        self.single = _single_number(self.tokens)
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
        if token.kind == "num" and self.mixed_inside(token):
            return self.cannot(M("a mixed number such as 1 1/3 must be the whole answer; in a calculation write it "
                                 "as (1 + 1/3)"), token)
        if token.kind in ("num", "("):
            return self.cannot(M("put an operation such as + or * between two numbers"), token)
        if token.kind == "%":
            return self.cannot(M("a % goes right after a number"), token)
        previous = self.tokens[self.at - 1] if self.at else None
        if previous is not None and previous.kind in ("+", "-", "*", "/", "^", "√", "C"):
            return self.cannot(M("something is missing after '{sign}'", sign=previous.text), token)
        return self.cannot(M("something is missing before '{sign}'", sign=token.text), token)

    def mixed_inside(self, token: Token) -> bool:
        """Whether ``token``, a number right after a whole number, makes a mixed number (``2 1/3``, ``2⅓``)."""
        at = self.tokens.index(token)
        before, after = self.tokens[at - 1], self.tokens[at + 1]
        return before.kind == "num" and before.text.isdigit() and (
            token.text in VULGAR or (token.text.isdigit() and after.kind == "/"))

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
        mixed = self.mixed()
        if mixed is not None:
            return Reading(mixed, single=True)
        value = self.sum()
        if self.peek().kind != "end":
            raise self.unexpected(self.peek())
        decimals = self.decimals if self.single else None
        return Reading(value, decimals, self.significant, self.percent, self.rounded and not self.single,
                       self.single)

    def mixed(self) -> Fraction | None:
        """The value of an answer that is a mixed number (``1 1/3``, ``-2 1/4``, ``1⅓``); None for any other."""
        negative = self.tokens[0].kind == "-"
        body = self.tokens[1 if self.tokens[0].kind in ("+", "-") else 0:-1]
        kinds = [t.kind for t in body]
        if kinds[:2] != ["num", "num"] or not body[0].text.isdigit() or not (
                (kinds == ["num", "num"] and body[1].text in VULGAR)
                or (kinds == ["num", "num", "/", "num"] and body[1].text.isdigit() and body[3].text.isdigit())):
            return None
        whole = body[0].text
        if len(kinds) == 2:
            fraction = VULGAR[body[1].text]
        else:
            top, bottom = body[1].text, body[3].text
            if max(len(whole), len(top), len(bottom)) > MAX_DIGITS:
                raise self.cannot(M("a number has too many digits (at most {most})", most=MAX_DIGITS), body[0])
            if int(bottom) == 0:
                raise self.cannot(M("it divides by zero"), body[2], "work out")
            if len(top) == 3 and len(whole) <= 3 and whole[0] != "0":  # 1 234/567: a thousands group?
                raise self.cannot(M("write {grouped}/{bottom} or {whole} + {top}/{bottom}: a space before three "
                                    "digits may group thousands", grouped=whole + top, whole=whole, top=top,
                                    bottom=bottom), body[1])
            fraction = Fraction(int(top), int(bottom))
        if fraction >= 1:
            raise self.cannot(M("the fraction of a mixed number is less than 1, as in 1 1/3"), body[1])
        value = int(whole) + fraction
        return -value if negative else value

    def sum(self) -> Fraction:
        value = self.product()
        while self.peek().kind in ("+", "-"):
            token = self.take()
            right = self.product()
            value = self.checked(value + right if token.kind == "+" else value - right, token)
        return value

    def product(self) -> Fraction:
        value = self.signed()
        divided = False
        while self.peek().kind in ("*", "/", "("):
            if self.peek().kind == "(":  # (1/6)(5/6), 2(1/3): brackets side by side multiply
                token = self.peek()
                if divided:
                    raise self.cannot(M("after a '/', brackets side by side are ambiguous: write the '*' (1/2*(3)) or "
                                        "more brackets (1/(2*3))"), token)
                value = self.checked(value * self.signed(), token)
                continue
            token = self.take()
            right = self.signed()
            if token.kind == "/" and right == 0:
                raise self.cannot(M("it divides by zero"), token, "work out")
            divided = divided or token.kind == "/"
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
            value = self.number(self.take())
            if self.peek().kind == "C":  # 6C3
                return self.choose(value, token, self.take())
            return value
        if token.kind == "√":
            self.take()
            self.enter(token)
            value = self.atom()
            self.depth -= 1
            return self.root(value, token)
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
        return self.combinations(first, second, name)

    def choose(self, first: Fraction, at: Token, sign: Token) -> Fraction:
        """``nCk`` written as a calculator writes it (``6C3``): the whole number after the C."""
        if self.peek().kind != "num":
            raise self.unexpected(self.peek())
        second = self.number(self.take())
        return self.combinations(first, second, sign)

    def combinations(self, first: Fraction, second: Fraction, name: Token) -> Fraction:
        """C(n, k), once n and k are checked to be small whole numbers."""
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
        if raw in VULGAR:  # ⅙: exact, like a fraction
            return VULGAR[raw]
        exponent = 0
        scientific = _EXPONENT_END.search(raw)
        if scientific:  # 1.5e-3
            raw = raw[:scientific.start()]
            if len(scientific.group(2)) > 3 or int(scientific.group(2)) > MAX_EXPONENT:
                raise self.cannot(M("a power may be at most {most}", most=MAX_EXPONENT), token, "work out")
            exponent = -int(scientific.group(2)) if scientific.group(1) else int(scientific.group(2))
            if raw in VULGAR:  # ⅙·10⁻³: exact, like a fraction times a power of ten
                return VULGAR[raw] * Fraction(10) ** exponent
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
        value = Fraction(int(whole + decimal or "0"), 10 ** len(decimal)) * Fraction(10) ** exponent
        if point or scientific:
            self.rounded = True
        if self.single:
            self.significant = len((whole + decimal).lstrip("0"))
            percent = self.tokens[-2].kind == "%"
            self.decimals = len(decimal) + 2 * percent - exponent if point or percent or scientific else None
        return value
