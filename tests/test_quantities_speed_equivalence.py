"""The shortcuts that make reading figures fast agree with the plain code they replace."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
import re
import sys

import pytest

from citeproof import quantities as qty
from citeproof.judges import _amounts

# Pieces that the texts below are made of: figures, units, the words and signs
# the shortcuts test for, and characters that lower() or IGNORECASE treat oddly.
PIECES = [
    "1", "12", "2019", "1,000", "3.5", "0.75", "05", " ", "  ", "\t", "\n", "\u00a0", "\u2009",
    ",", ".", "/", ":", "-", "–", "−", "(", ")", "[", "]", "$", "US$", "€", "£", "Rs", "Rs.",
    "R", "s", "USD", "EUR", "a", "an", "one", "twenty", "-one", "hundred", "million", "bn", "m",
    "M", "k", "%", " percent", "kg", " kg", "km", " mg", " s", "in", " in", "°C", " hours",
    " days", "th", "st", "'s", "May", "March", "Jan.", "of", "Rose", "ROSE", "increased", "cut",
    "up", "from", "to", "and", "between", "version", "Python", "v", "over", "more than",
    "or more", "+", "or less", "at least", "İ", "ı", "ſ", "K", "Σ", "x", "A", "é",
]  # fmt: skip


def _texts(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 16))) for _ in range(n)]


def _plain(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """*pattern* with its "(?:...|)" optional groups written back as "(?:...)?"."""
    return re.compile(pattern.pattern.replace("|)", ")?"), pattern.flags)


def _same(a: re.Match[str] | None, b: re.Match[str] | None) -> bool:
    if a is None or b is None:
        return a is b
    # An optional group that did not take part is "" in one form, None in the other.
    groups = [(x or "", y or "") for x, y in zip(a.groups(), b.groups(), strict=True)]
    return a.span() == b.span() and all(x == y for x, y in groups)


@pytest.mark.parametrize(
    "pattern", [qty._DMY, qty._DAY_YEAR, qty._MONTH_BEFORE, qty._UNIT, qty._WORDS]
)
def test_optional_groups_as_alternatives_match_the_same(pattern: re.Pattern[str]) -> None:
    plain = _plain(pattern)
    assert plain.pattern != pattern.pattern
    for text in _texts(3000, 1):
        for s in (text, text.lower(), " " + text.lower()):
            for pos in range(len(s)):
                assert _same(pattern.match(s, pos), plain.match(s, pos)), (s, pos)


def test_number_search_is_digit_search_then_match() -> None:
    plain = re.compile(
        r"(?P<num>[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])|[0-9]{1,3}(?:[\u00a0\u2009\u202f][0-9]{3})+"
        r"(?![0-9])|[0-9]+)(?P<frac>\.[0-9]+)?"
    )
    digit = re.compile("[0-9]")
    for text in _texts(3000, 2):
        for pos in range(len(text) + 1):
            d = digit.search(text, pos)
            want = None if d is None else plain.match(text, d.start())
            assert _same(qty._NUMBER.search(text, pos), want), (text, pos)


def test_change_verb_over_lower_case_text() -> None:
    for text in _texts(3000, 3):
        work, low = qty._masked(text)
        for start in range(len(work) + 1):
            want = qty._CHANGE_VERB.search(work, max(0, start - 80), start) is not None
            assert qty._after_change_verb(work, low, start) == want, (text, start)


def _currency_before_plain(work: str, start: int, p: int) -> re.Match[str] | None:
    probe = work[start - 2] if start > 1 and work[start - 1] == " " else work[start - 1 : start]
    if probe and (probe in qty._CURRENCY_SYMBOLS or probe in ".Rs" or "A" <= probe <= "Z"):
        return qty._CUR_BEFORE.search(work, max(0, p - 9), p)
    return None


def test_currency_gate_only_skips_what_cannot_match() -> None:
    for text in _texts(3000, 4):
        for p in range(len(text) + 1):
            # The number starts at p, or at p - 1 with its sign.
            for start in (p, p - 1) if text[p - 1 : p] in ("-", "−") else (p,):
                got = qty._currency_before(text, start, p)
                assert _same(got, _currency_before_plain(text, start, p)), (text, start, p)


def _prev_word_plain(low: str, end: int) -> str:
    i = end
    while i > 0 and (low[i - 1].isalpha() or low[i - 1] == "."):
        i -= 1
    return low[i:end]


def test_prev_word_matches_walking_back() -> None:
    for text in _texts(3000, 5):
        low = text.lower()
        for end in range(-1, len(low) + 1):
            assert qty._prev_word(low, end) == _prev_word_plain(low, end), (low, end)


def test_comparator_tail_reads_the_words_of_the_pattern() -> None:
    for text in _texts(5000, 6):
        for head in (text.lower().rstrip()[-24:], text[-24:]):
            words = _amounts._HEAD_WORDS.findall(head)
            want = tuple(words[-4:]) if words and words[-1] in _amounts._LAST_WORDS else None
            assert _amounts._comparator_tail(head) == want, head


def test_one_after_pattern_for_both_bounds() -> None:
    ge = re.compile(r"\s*(?:or (?:more|greater|higher|above|over)|\+)(?![\w])", re.I)
    le = re.compile(r"\s*or (?:less|fewer|lower|below|under)(?![\w])", re.I)
    for text in _texts(3000, 7):
        for pos in range(len(text)):
            m = _amounts._AFTER.match(text, pos)
            want = ge.match(text, pos) or le.match(text, pos)
            assert (m is None) == (want is None), (text, pos)
            if m is not None and want is not None:
                assert m.end() == want.end() and bool(m["ge"]) == (want.re is ge)


def test_built_quantity_is_a_plain_quantity() -> None:
    args = ("measure", 52900.0, "g", "mass", None, None, None, 0, 7, "52.9 kg", 1000.0, 100.0, 3)
    built, plain = qty._new_quantity(*args), qty.Quantity(*args)
    assert type(built) is qty.Quantity and not hasattr(built, "__dict__")
    assert pickle.loads(pickle.dumps(built)) == plain
    assert copy.copy(built) == plain and copy.deepcopy(built) == plain
    assert dataclasses.replace(built, kind="number") == dataclasses.replace(plain, kind="number")
    assert dataclasses.astuple(built) == dataclasses.astuple(plain)


def test_email_spans_are_the_pattern_matches() -> None:
    texts = _texts(3000, 8)
    rng = random.Random(9)
    parts = ["a", "b.c", "x_y", "+", "-", ".", "@", "@@", " ", "é", "1", "com", "ü@x.y", "[", ","]
    texts += ["".join(rng.choice(parts) for _ in range(rng.randrange(1, 20))) for _ in range(5000)]
    for text in texts:
        want = [m.span() for m in qty._MASK_EMAIL.finditer(text)]
        assert qty._email_spans(text) == want, text


def test_email_name_characters_are_the_pattern_class() -> None:
    name = re.compile(r"[\w.+-]")
    for code in range(sys.maxunicode + 1):
        c = chr(code)
        assert (c.isalnum() or c in "_.+-") == (name.match(c) is not None), hex(code)


def test_url_spans_are_the_pattern_matches() -> None:
    url = re.compile(r"(?:https?://|www\.)\S+")
    rng = random.Random(10)
    parts = ["http", "https", "://", "www", ".", "www.", "h", "w", "x", " ", "\n", "a.b", "/", ":"]
    texts = ["".join(rng.choice(parts) for _ in range(rng.randrange(1, 20))) for _ in range(8000)]
    for text in texts + _texts(2000, 11):
        want = [m.span() for m in url.finditer(text)]
        assert qty._url_spans(text) == want, text


def test_last_word_is_the_last_of_the_pattern() -> None:
    rng = random.Random(12)
    parts = ["over", "c", ".", "..", " ", "\t", "é", "a1", "1", "(", "approx", "-", "İ", "x."]
    texts = ["".join(rng.choice(parts) for _ in range(rng.randrange(0, 12))) for _ in range(8000)]
    for text in texts + _texts(3000, 13):
        for head in (text, text.lower(), text.lower().rstrip()[-24:]):
            words = _amounts._HEAD_WORDS.findall(head)
            assert _amounts._last_word(head) == (words[-1] if words else ""), head
