"""Text normalisation that remembers where every character came from.

Quote matching, answer coverage and the judges compare text after folding
away differences that do not change meaning (Unicode compatibility forms,
case, runs of whitespace, typographic quotes and dashes). Offsets reported to
users must point into the *original* chunk text, so :func:`normalize` returns,
besides the folded string, the original index of each folded character.

The rule, applied character by character:

1. NFKD decomposition (so "é" and "e" + combining accent compare equal, and
   ligatures, full-width forms and non-breaking spaces become plain ones);
2. case folding;
3. typographic quotes, apostrophes, dashes and the ellipsis map to ASCII;
4. every run of whitespace becomes one space; leading and trailing
   whitespace is dropped.

``exact`` mode skips all of it.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer

_PUNCT_FOLD = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u2010": "-",
    "\u2011": "-",
    "\u2012": "-",
    "\u2013": "-",
    "\u2014": "-",
    "\u2015": "-",
    "\u2212": "-",
    "\u2026": "...",
}


@lru_cache(maxsize=4096)
def _fold_char(ch: str) -> str:
    if ch in _PUNCT_FOLD:
        return _PUNCT_FOLD[ch]
    if ch.isspace():
        return " "
    out = unicodedata.normalize("NFKD", ch).casefold()
    # Combining marks are kept (NFKD already puts them in canonical order), so
    # accented and unaccented words stay distinct.
    return "".join(_PUNCT_FOLD.get(c, " " if c.isspace() else c) for c in out)


@dataclass(frozen=True, slots=True)
class Normalized:
    """A folded string and, per folded character, its index in the original."""

    text: str
    origin: tuple[int, ...]
    source_length: int

    def span_to_source(self, start: int, end: int) -> tuple[int, int]:
        """Map a half-open span of the folded text back to the original text."""
        if start >= end:
            pos = self.origin[start] if start < len(self.origin) else self.source_length
            return pos, pos
        return self.origin[start], self.origin[end - 1] + 1


@lru_cache(maxsize=2048)
def normalize(text: str) -> Normalized:
    """Fold *text* as described in the module docstring, keeping an offset map.

    Cached: the same chunk is usually matched against several quotes and claims.
    """
    if text.isascii():
        return _normalize_ascii(text)
    chars: list[str] = []
    origin: list[int] = []
    pending_space = False
    for i, ch in enumerate(text):
        folded = _fold_char(ch)
        for f in folded:
            if f == " ":
                pending_space = bool(chars)
                continue
            if pending_space:
                chars.append(" ")
                origin.append(i)
                pending_space = False
            chars.append(f)
            origin.append(i)
    return Normalized("".join(chars), tuple(origin), len(text))


_WS = re.compile(r"\s+")


def _normalize_ascii(text: str) -> Normalized:
    # Fast path: only case and whitespace can change.
    chars: list[str] = []
    origin: list[int] = []
    pos = 0
    lowered = text.lower()
    stripped_start = len(text) - len(text.lstrip())
    stripped_end = len(text.rstrip())
    pos = stripped_start
    for m in _WS.finditer(text, stripped_start, stripped_end):
        chars.append(lowered[pos : m.start()])
        origin.extend(range(pos, m.start()))
        chars.append(" ")
        origin.append(m.start())
        pos = m.end()
    chars.append(lowered[pos:stripped_end])
    origin.extend(range(pos, stripped_end))
    return Normalized("".join(chars), tuple(origin), len(text))


@lru_cache(maxsize=8192)
def fold(text: str) -> str:
    """The folded string alone (no offset map)."""
    if text.isascii():
        return " ".join(text.lower().split())
    return normalize(text).text


def find_folded(haystack: str, needle: str, *, exact: bool = False) -> tuple[int, int] | None:
    """Find *needle* in *haystack*; return the span in the original haystack or None.

    In the default mode both sides are folded (module docstring); with
    ``exact=True`` the comparison is code point for code point.
    """
    i = haystack.find(needle) if needle else -1
    if i >= 0:  # verbatim: true in both modes, and by far the common case
        return i, i + len(needle)
    if exact:
        return None
    n = fold(needle)
    if not n:
        return None
    norm = normalize(haystack)
    i = norm.text.find(n)
    if i < 0:
        return None
    return norm.span_to_source(i, i + len(n))


def equal_folded(a: str, b: str, *, exact: bool = False) -> bool:
    """Whether two strings are equal under the quote-matching rule."""
    return a == b if exact else fold(a) == fold(b)


# A sentence ends at . ! ? (optionally followed by closing quotes/brackets) and
# whitespace, unless the period belongs to a common abbreviation, an initial or
# a number like "3.5". Newlines always end a sentence in chunk text that is
# laid out as lines (lists, headings).
_ABBREVIATIONS = frozenset(
    """
    mr mrs ms dr prof sr jr st vs etc e.g i.e inc ltd co corp no nos fig figs approx jan feb
    mar apr jun jul aug sep sept oct nov dec u.s u.k dept est art sec govt mt ft vol pp ca cf
    al
    """.split()
)
# Written as one character class and then what may follow it, rather than as
# "[.!?]+...|\n\s*\n|\n(?=...)": the same matches, but a pattern that opens
# with a class lets re skip to the next candidate at C speed, where the
# alternation is tried at every character of the text.
_SENT_END = re.compile(
    r"[.!?\n](?:(?<=[.!?])[.!?]*[\"'\u201d\u2019)\]]*(?=\s)"
    r"|(?<=\n)(?:\s*\n|(?=\s*(?:[-*\u2022]|\d+[.)])\s)))"
)

_LAST_WORD = re.compile(r"([A-Za-z][A-Za-z.]*)\.$")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Split *text* into sentence spans (start, end) of the original string.

    Spans exclude surrounding whitespace. Deterministic and dependency-free; good
    enough for answers and retrieved prose, where a wrong split only makes a
    span a little larger or smaller.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _SENT_END.finditer(text):
        end = m.end()
        if text[m.start()] == ".":
            w = _word_before_period(text, max(start, m.start() - 12), m.start())
            if w:
                w = w.lower()
                at = m.start() - len(w)  # where the word starts
                # "J. Smith" is an initial; "a 1.2 m. Season passes ..." ends
                # in a unit after a figure.
                initial = (
                    len(w) == 1
                    and (at == 0 or text[at - 1].isspace())
                    and not (
                        text[at].islower()
                        and at >= 2
                        and text[at - 2].isdigit()
                        and text[end : end + 2].strip()[:1].isupper()
                    )
                )
                if w in _ABBREVIATIONS or initial:
                    continue
        push_trimmed(text, start, end, spans)
        start = end
    push_trimmed(text, start, len(text), spans)
    return spans


def _word_before_period(text: str, lo: int, dot: int) -> str:
    """The letters and dots before the period at *dot*, from *lo* on: ``_LAST_WORD``'s group.

    Most sentences end in a plain word after a blank, which is that word; the
    pattern is searched only for the rest.
    """
    blank = text.rfind(" ", lo, dot)
    if blank >= 0:
        word = text[blank + 1 : dot]
        if word.isalpha() and word.isascii():
            return word
    found = _LAST_WORD.search(text[lo : dot + 1])
    return found.group(1) if found else ""


def push_trimmed(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    """Append ``(start, end)`` to *spans* without surrounding whitespace, unless empty."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*", re.UNICODE)


def written_in(figure: str, text: str) -> bool:
    """Whether *figure* occurs verbatim in *text*, not glued to other digits or letters
    ("0.120" is not written in "1.0.120", nor "12" in "2,120")."""
    at = text.find(figure)
    while at >= 0:
        before = text[at - 1] if at else " "
        end = at + len(figure)
        after = text[end] if end < len(text) else " "
        if not (before.isalnum() or before in ".,") and not (
            after.isalnum() or (after in ".," and end + 1 < len(text) and text[end + 1].isdigit())
        ):
            return True
        at = text.find(figure, at + 1)
    return False


def words(text: str) -> list[str]:
    """Folded word tokens of *text* (letters and digits; apostrophes kept inside)."""
    return _WORD.findall(fold(text))


# The Snowball stemmer object keeps state while it works: calls are serialised,
# and cached, so the lock is rarely taken once the vocabulary is warm.
_STEMMER = snowballstemmer.stemmer("english")
_STEMMER_LOCK = threading.Lock()


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The English Snowball stem of a folded word ("quarterly" -> "quarter")."""
    with _STEMMER_LOCK:
        return _STEMMER.stemWord(word)
