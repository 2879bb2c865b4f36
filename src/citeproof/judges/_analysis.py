"""What the lexical judge knows about a text before comparing: words, sentences, figures.

A word's key (lower-cased, accents folded, stemmed, light synonyms merged),
its flags (content word, number, negation, capital), a chunk's sentences
with their keys, figures and a word index, and a claim's features: negation
cues, conditions, superlatives, the words that lead into a date. Analysis is
cached by text, so many claims against the same chunks pay for it once.
Comparing a claim with a sentence is left to ``lexical``, ``_guards`` and
``_figures``.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import accumulate, pairwise
from operator import itemgetter
from typing import Any, NamedTuple, cast

from ..models import Chunk
from ..text import push_trimmed, split_sentences, stem
from . import _lexicon as lx
from ._amounts import COMPARATIVES, Amount
from ._amounts import read as read_amounts

_TOKEN = re.compile(
    r"\d+(?:[.,]\d+)*(?:st|nd|rd|th|x|\u00d7)?(?![^\W_])|[A-Z][A-Za-z]{0,3}\d[^\W_]*"
    r"|[^\W\d_]+(?:['\u2019][^\W\d_]+)*|[^\W_]+",
    re.UNICODE,
)

# A word of letters (with inner apostrophes), a number with its suffix, or
# else a run of letters and digits. The first character is read before the
# alternatives so that re skips the blanks between words at C speed; the
# lookbehinds then pick the alternative that character starts.
_TOKEN_ASCII = re.compile(
    r"[A-Za-z0-9](?:(?<=[A-Z])[A-Za-z]{0,3}[0-9][A-Za-z0-9]*"
    r"|(?<=[A-Za-z])[A-Za-z]*(?:'[A-Za-z]+)*+"
    r"|(?<=[0-9])[0-9]*(?:[.,][0-9]+)*(?:st|nd|rd|th|x)?(?![A-Za-z0-9])"
    r"|[A-Za-z0-9]*)"
)


def _build_synonyms() -> dict[str, str]:
    table: dict[str, str] = {}
    for group in lx.SYNONYM_GROUPS:
        words = group.split()
        head = _raw_stem(words[0])
        for w in words:
            table.setdefault(_raw_stem(w), head)
    return table


@lru_cache(maxsize=65536)
def _raw_stem(word: str) -> str:
    word = lx.IRREGULAR.get(word, word)
    return stem(word)


_SYNONYMS: dict[str, str] = {}
# Words the stemmer folds into a function word's key, keyed as words of their
# own: "the receiver sold it" names a party, no "get"; "the underlying index"
# is no "under".
_OWN_KEYS = {
    "receiver": "receiver",
    "receivers": "receiver",
    "receivership": "receivership",
    "underlying": "underlying",
    "outlying": "outlying",
    "overlying": "overlying",
}
# Words in "-ian" whose "-ia" is another word.
_NOT_DEMONYMS = frozenset({"median", "medians"})


@lru_cache(maxsize=65536)
def _key(word: str) -> str:
    """The comparison key of a lower-cased word: stem, then synonym head."""
    if word[0].isdigit():
        return word.replace(",", "").rstrip("stndrhx\u00d7")
    if word in _OWN_KEYS:
        return _OWN_KEYS[word]
    stem = _raw_stem(word)
    if (
        len(word) > 5
        and word.endswith(("ian", "ians"))
        and word not in _NOT_DEMONYMS
        and stem not in _SYNONYMS
    ):
        # "Bulgarian" and "Bulgarians" are of "Bulgaria" ("1,447 cases in
        # Bulgarian provinces" for "Bulgaria had 1,447 cases")
        stem = _raw_stem(word[: word.rindex("ia") + 2])
    return _SYNONYMS.get(stem, stem)


_ANTONYMS: dict[str, frozenset[str]] = {}
_STOP_KEYS: frozenset[str] = frozenset()
# Words whose stem is a function word's but which are words of their own:
# "mines" and "mining" are no "mine", "canned" is no "can".
_NOT_FUNCTION_WORDS = frozenset("mines mining mined miner miners canned canning cans".split())


def _build_tables() -> None:
    """Fill the word tables made with ``_raw_stem``: synonym heads, antonyms, function words.

    Run at import, and again by ``bench/library_choices.py`` when it swaps the stemmer.
    """
    global _STOP_KEYS
    _SYNONYMS.clear()
    _SYNONYMS.update(_build_synonyms())
    _key.cache_clear()
    _ANTONYMS.clear()
    for a, b in lx.ANTONYM_PAIRS:
        ka, kb = _key(a), _key(b)
        if ka != kb:
            _ANTONYMS[ka] = _ANTONYMS.get(ka, frozenset()) | {kb}
            _ANTONYMS[kb] = _ANTONYMS.get(kb, frozenset()) | {ka}
    _STOP_KEYS = frozenset(_key(w) for w in lx.STOPWORDS) | lx.STOPWORDS


_build_tables()
_NEG_WORDS = lx.NEGATIONS
_WEAK = lx.WEAK_MODALS
_UNIVERSAL = lx.UNIVERSAL

# Token flags.
_CONTENT = 1
_NUMBER = 2
_NEG = 4
_CAP = 8


@lru_cache(maxsize=8192)
def _strip_marks(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c)) or word


class _Tok(NamedTuple):
    start: int
    end: int
    low: str
    key: str
    flags: int


# What ``_word`` gives a negation cue in place of an index key: a sentence's
# keys and whether it is negated then come from one pass over its words. No
# word key holds "\x00".
_NEGATION_MARK = "\x00negation"


@lru_cache(maxsize=65536)
def _word(raw: str) -> tuple[str, str, int, int, str | None]:
    """(folded form, key, flags as the first token, flags later on, key if it is matched).

    The two flag values differ only by ``_CAP``: a capital is a name's mark
    except at the start of a text. The last item is the key of a content word
    or number, else ``_NEGATION_MARK`` for a negation cue, else None: what a
    sentence is indexed by.
    """
    if raw == "May":
        # The month: the modal verb is written "may" but at the head of a
        # sentence, where the month is far more common in what is checked.
        return "may", "may", _CONTENT, _CONTENT | _CAP, "may"
    low, key, flags = _word_flags(raw)
    later = flags
    if raw[0].isupper() and not flags & (_NEG | _NUMBER):
        later |= _CAP
    if flags & (_CONTENT | _NUMBER):
        return low, key, flags, later, key
    return low, key, flags, later, _NEGATION_MARK if flags & _NEG else None


def _word_flags(raw: str) -> tuple[str, str, int]:
    low = raw.lower().replace("\u2019", "'")
    if not low.isascii():
        low = _strip_marks(low)
    if low.endswith("n't") or low in _NEG_WORDS:
        return low, low, _NEG
    if low[0].isdigit():
        return low, _key(low), _NUMBER
    if low.endswith("'s"):
        low = low[:-2]
    if not low:
        return low, "", 0
    key = _key(low)
    content = (
        low not in lx.STOPWORDS
        and (key not in _STOP_KEYS or low in _NOT_FUNCTION_WORDS)
        and len(low) > 1
    )
    return low, key, _CONTENT if content else 0


# The token patterns as separators of ``re.split``: the pieces alternate
# between the text between tokens and a token, so the pieces' running lengths
# are the tokens' offsets, all computed in C.
_SPLIT = re.compile(f"({_TOKEN.pattern})", re.UNICODE)
_SPLIT_ASCII = re.compile(f"({_TOKEN_ASCII.pattern})")
# Outside ASCII, only these characters may appear for the ASCII patterns to
# find the same tokens: none is a word character, an apostrophe or a sign.
_OUTSIDE_ASCII_WORDS = re.compile(
    r"[^\x00-\x7f\u00a0\u00b0\u00a3\u00a7\u00b7\u20ac\u2013\u2014\u2018\u201c\u201d\u2022\u2026]"
)


def _ascii_words(text: str) -> bool:
    """Whether every word of *text* is ASCII, so the faster ASCII patterns apply."""
    return text.isascii() or _OUTSIDE_ASCII_WORDS.search(text) is None


_COVID_19 = re.compile(r"\bcovid-19\b", re.IGNORECASE)
_NEW_TOK = partial(tuple.__new__, _Tok)  # skips NamedTuple's Python-level __new__


def _tokens(text: str, offset: int = 0) -> list[_Tok]:
    """The tokens of *text*, their offsets shifted by *offset*; the first marked as such.

    A capital is a name's mark except on a text's first word, so the first
    token takes the flags of a first word.
    """
    if "19" in text:
        # "COVID-19" is one name, not a word and the number 19 (same length,
        # so offsets hold)
        text = _COVID_19.sub("COVID   ", text)
    pieces = (_SPLIT_ASCII if _ascii_words(text) else _SPLIT).split(text)
    if len(pieces) == 1:
        return []
    # The loop that builds tokens is the judge's hottest: words are looked up
    # (and cached) and tokens built in C-level passes.
    bounds = list(accumulate(map(len, pieces), initial=offset))
    found = list(map(_word, pieces[1::2]))
    starts = bounds[1::2]
    toks = list(
        map(
            _NEW_TOK,
            zip(
                starts,
                bounds[2::2],
                map(_WORD_LOW, found),
                map(_WORD_KEY, found),
                map(_LATER_FLAGS, found),
                strict=False,
            ),
        )
    )
    first = found[0]
    toks[0] = _NEW_TOK((starts[0], bounds[2], first[0], first[1], first[2]))
    return toks


# split_sentences misses a few boundaries that matter for evidence: single
# newlines in laid-out documents, and "10.At" where a period lost its space.
# A boundary is blanks and a line break after a sentence end, a line break
# before a list item or capital, or such a period. Each starts with a blank, a
# line break or a period, read first so that re skips other characters at C
# speed; the lookbehinds then check what each alternative needs before and at
# that character (the alternatives as first written, "(?<=[.:;!?])[ \t]*\n",
# "\n(?=...)" and "(?<=[a-z0-9)\]])\.(?=...)", were tried at every character).
_EXTRA_BREAK = re.compile(
    r"[ \t\n.](?:(?<=[.:;!?][ \t])[ \t]*\n|(?<=[.:;!?]\n)"
    r"|(?<=\n)(?=[ \t]*(?:[A-Z\u2022*-]|\(?[0-9a-zA-Z]{1,3}[.)]\s))"
    r"|(?<=[a-z0-9)\]]\.)(?=[A-Z][a-z]+\s))"
)


# What every extra boundary holds: a line break, or a period before a capital.
# Searching for these is faster still: most chunks hold neither.
_GLUED_PERIOD = re.compile(r"\.[A-Z]")


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    if "\n" not in text and _GLUED_PERIOD.search(text) is None:
        return split_sentences(text)
    if _EXTRA_BREAK.search(text) is None:
        # A boundary a sentence holds is one the whole text holds: none here.
        return split_sentences(text)
    spans: list[tuple[int, int]] = []
    for s, e in split_sentences(text):
        pos = s
        for m in _EXTRA_BREAK.finditer(text, s, e):
            cut = m.end() if text[m.start()] == "." else m.start()
            push_trimmed(text, pos, cut, spans)
            pos = m.end()
        push_trimmed(text, pos, e, spans)
    return spans


# Sized as ``_analyze_chunk``'s cache: a chunk's spans cost a few hundred bytes.
@lru_cache(maxsize=256)
def _chunk_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where each sentence of a chunk stands, as ``_analyze_chunk`` makes its sentences.

    For the checks that need no more: a claim that copies a cited sentence
    is found without reading the chunk's words and figures, which cost ten
    times as much.
    """
    return tuple(_sentence_spans(text))


@dataclass(frozen=True, slots=True)
class _Sent:
    text: str
    """The whole chunk text."""
    start: int
    end: int
    keys: frozenset[str]
    quants: tuple[Amount, ...]
    pos: int
    """Index of the sentence in its chunk."""
    negated: bool
    """Whether any word of the sentence is a negation cue ("not", "failed to")."""

    @property
    def toks(self) -> tuple[_Tok, ...]:
        # Built on first use: most sentences of a chunk are only ever looked
        # up by key, never compared word by word.
        return _sentence_tokens(self.text, self.start, self.end)


class _SentBuilder:
    """_Sent's slot layout without its frozen ``__setattr__``.

    A chunk makes a dozen sentences; :func:`_new_sent` builds each in under
    half the time of ``_Sent(...)``, as ``quantities._new_quantity`` builds
    quantities.
    """

    __slots__ = _Sent.__slots__


def _new_sent(
    text: str,
    start: int,
    end: int,
    keys: frozenset[str],
    quants: tuple[Amount, ...],
    pos: int,
    negated: bool,
) -> _Sent:
    """``_Sent(...)`` with the same arguments, faster."""
    sent: Any = object.__new__(_SentBuilder)
    sent.text = text
    sent.start = start
    sent.end = end
    sent.keys = keys
    sent.quants = quants
    sent.pos = pos
    sent.negated = negated
    sent.__class__ = _Sent
    return sent


@lru_cache(maxsize=2048)
def _sentence_tokens(text: str, start: int, end: int) -> tuple[_Tok, ...]:
    """The tokens of ``text`` that lie in ``[start, end)``, as tokenising all of it finds them.

    Sentence boundaries never fall inside a token and the gaps between
    sentences are blank, so scanning the sentence alone finds the same tokens;
    only the chunk's first token keeps a first word's flags.
    """
    toks = _tokens(text[start:end], start)
    # Some token before the sentence means its first token is not the chunk's.
    if toks and _TOKEN.search(text, 0, start):
        t = toks[0]
        toks[0] = _NEW_TOK((t.start, t.end, t.low, t.key, _word(text[t.start : t.end])[3]))
    return tuple(_graded(text, toks, start, end))


# A letter grade: "an A energy rating", "rated B", "band C", "a class D". The
# lone capital is found first (few texts have one), then the word before it.
_LONE_CAPITAL = re.compile(r"(?<=\s)[A-G](?![\w'\u2019+-])")
_GRADE_BEFORE = re.compile(
    r"\b(?:an?|rated|grade|graded|band|class|category|rating\s+of)\s+$", re.IGNORECASE
)
_GRADE_PREFIX = "\x00grade:"


def _grades(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, str]]:
    """Offsets and letters of the letter grades of ``text[start:end]``."""
    end = len(text) if end is None else end
    return [
        (m.start(), m[0])
        for m in _LONE_CAPITAL.finditer(text, start, end)
        if _GRADE_BEFORE.search(text, max(start, m.start() - 12), m.start()) is not None
    ]


def _graded(text: str, toks: list[_Tok], start: int = 0, end: int | None = None) -> list[_Tok]:
    """*toks* with each letter grade a content word of its own key ("A" of "an A rating").

    A lone capital is otherwise no word to find: "an A energy rating" and
    "rated B for energy" would agree on every word. The word keeps its
    capital, so that no list of function words takes it for "a".
    """
    found = _grades(text, start, end)
    if not found:
        return toks
    at = {pos for pos, _ in found}
    return [
        _NEW_TOK((t.start, t.end, t.low.upper(), _GRADE_PREFIX + t.low, t.flags | _CONTENT))
        if t.start in at
        else t
        for t in toks
    ]


@dataclass(frozen=True, slots=True)
class _ChunkInfo:
    sents: tuple[_Sent, ...]
    index: dict[str, tuple[int, ...]]


_LONG_HITS = 16


# Bounded so that a run over many long documents keeps memory in check: an
# 800-character chunk costs about 40 kB, a 12,000-character contract 550 kB.
@lru_cache(maxsize=256)
def _analyze_chunk(text: str) -> _ChunkInfo:
    sents: list[_Sent] = []
    # Most keys occur in one sentence: they share that sentence's one-item
    # tuple, and a key seen again gets a longer tuple (a chunk has tens of
    # sentences, so the copies stay short), with few lists to convert at the
    # end. A key in _LONG_HITS sentences or more collects the rest in a list,
    # so that a document of thousands of sentences sharing a word costs
    # linear, not quadratic, time.
    index: dict[str, tuple[int, ...]] = {}
    long: dict[str, list[int]] = {}
    findall = (_TOKEN_ASCII if _ascii_words(text) else _TOKEN).findall
    amounts = _chunk_amounts(text)
    may_deny = _may_deny(text)
    # Where the chunk's letter grades stand: only sentences holding one are
    # read for them again (a grade's word must lie in its sentence too).
    grade_at = [pos for pos, _ in _grades(text)]
    q_at = 0
    n_amounts = len(amounts)
    for s, e in _chunk_spans(text):
        # Index keys straight from the cached words, without token objects.
        key_set = set(map(_MATCH_KEY, map(_word, findall(text, s, e))))
        key_set.discard(None)
        if grade_at and any(s <= pos < e for pos in grade_at):
            key_set.update(_GRADE_PREFIX + letter.lower() for _, letter in _grades(text, s, e))
        negated = _NEGATION_MARK in key_set
        if negated:
            key_set.remove(_NEGATION_MARK)
        elif may_deny:
            negated = _IMPLICIT_NEG.search(text, s, e) is not None
        # Quantities of the whole chunk, dealt out to its sentences.
        while q_at < n_amounts and amounts[q_at].start < s:
            q_at += 1
        q_end = q_at
        while q_end < n_amounts and amounts[q_end].end <= e:
            q_end += 1
        quants = amounts[q_at:q_end]
        q_at = q_end
        for q in quants:
            key_set.add(_DIM_PREFIX + q.family)
        keys = frozenset(cast("set[str]", key_set))
        i = len(sents)
        sents.append(_new_sent(text, s, e, keys, quants, i, negated))
        single = (i,)
        for k in keys:
            hits = index.get(k)
            if hits is None:
                index[k] = single
            elif len(hits) < _LONG_HITS:
                index[k] = hits + single
            else:
                grown = long.get(k)
                if grown is None:
                    long[k] = [*hits, i]
                else:
                    grown.append(i)
    for k, grown in long.items():
        index[k] = tuple(grown)
    return _ChunkInfo(tuple(sents), index)


# Words that may start a quantity without a digit; other text skips the parser.
_NUMBERISH = frozenset(
    """
    one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred thousand million billion trillion dozen first second third fourth fifth sixth
    seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth
    seventeenth eighteenth nineteenth twentieth thirtieth fortieth fiftieth sixtieth
    seventieth eightieth ninetieth hundredth thousandth millionth zero half quarter quarters
    twopence threepence fourpence fivepence sixpence sevenpence eightpence ninepence tenpence
    elevenpence halfpenny farthing penny shilling guinea sovereign crown
    """.split()
)


_HAS_DIGIT = re.compile(r"\d")
# Sentences in a passage about one thing; a longer chunk is a document, where
# most words are somewhere and a requirement may be of something else.
_SHORT_PASSAGE = 8
_START = itemgetter(0)
_END = itemgetter(1)
_LOW = itemgetter(2)
# Items of a cached ``_word``.
_WORD_LOW = itemgetter(0)
_WORD_KEY = itemgetter(1)
_LATER_FLAGS = itemgetter(3)
_MATCH_KEY = itemgetter(4)


def _quantities(
    text: str, toks: Sequence[_Tok], offset: int = 0, old_money: bool = False
) -> tuple[Amount, ...]:
    if not _HAS_DIGIT.search(text) and _NUMBERISH.isdisjoint(map(_LOW, toks)):
        return ()
    return read_amounts(text, offset, old_money)


def _chunk_amounts(text: str) -> tuple[Amount, ...]:
    """``_quantities`` of a chunk, tokenising it only when it has no digit."""
    if not _HAS_DIGIT.search(text):
        words = map(_word, (_TOKEN_ASCII if _ascii_words(text) else _TOKEN).findall(text))
        if _NUMBERISH.isdisjoint(map(_WORD_LOW, words)):
            return ()
    return read_amounts(text)


class _ClaimInfo(NamedTuple):
    text: str
    toks: tuple[_Tok, ...]
    content: tuple[_Tok, ...]
    keys: frozenset[str]
    quants: tuple[Amount, ...]
    neg: int
    lows: frozenset[str]
    weak: frozenset[str]
    universal: frozenset[str]
    conditions: frozenset[str]
    pronoun: str | None
    name_mates: dict[int, tuple[_Tok, ...]]
    """For a word of a multi-word name ("Nicki Minaj"), the other words of it."""
    probes: tuple[str, ...]
    """Index keys that rank sentences: content words, names and figures twice, dimensions."""
    superlatives: tuple[_Tok, ...]
    """Superlatives the claim does not rank itself ("largest", not "second-largest")."""
    date_leads: tuple[tuple[_Tok, Amount], ...]
    """Content words that lead into an exact date ("approved in 2019"), with the date."""
    old_money: bool = False
    """Whether "4s" and "6d" written alone were read as money (for a text that deals
    in it), which the claim's text alone does not show."""


_DEMONSTRATIVES = frozenset({"this", "these", "those"})


# A claim is judged at once; the cache serves the checks that look it up again
# while it is judged. Kept small because every cached claim holds some thirty
# token objects, which each garbage collection walks.
@lru_cache(maxsize=512)
def _analyze_claim(text: str, old_money: bool = False) -> _ClaimInfo:
    toks = tuple(_graded(text, _tokens(text)))
    quants = _quantities(text, toks, old_money=old_money)
    # Words inside a quantity ("million", "mg") are compared with it, not alone.
    covered: set[int] = set()
    for q in quants:
        covered.update(range(q.start, q.end))
    if "between" in text:
        # "between 40,001 and 95,000" is a range, written "from 40,001 to 95,000" too.
        ranges = {q.start for q in quants if q.q.low is not None}
        for t, u in pairwise(toks):
            if t.low == "between" and u.start in ranges:
                covered.add(t.start)
    cues = _negation_cues(toks)
    # "failed to" negates like "not", and like "not" is not itself a word to find.
    covered.update(toks[i].start for i in cues if toks[i].low in _IMPLICIT_NEG_WORDS)
    lows = {t.low for t in toks}
    # "are allowed to bring", "is permitted to": a permission, said as "may".
    permitted = False
    if "allowed" in text or "permitted" in text:
        for t, u, v in zip(toks, toks[1:], toks[2:], strict=False):
            if u.low in _PERMITTED and v.low == "to" and t.low in _PERMISSION_BE:
                covered.add(u.start)
                lows.add("may")
                permitted = True
    # "three days each week" is "three days a week": a rate, not a claim about all.
    rated = {
        t.start
        for i, t in enumerate(toks)
        if t.low in _RATE_WORDS
        and any(u.low in _PERIODS for u in toks[i + 1 : i + 3])
        and any(
            s.low in _COUNTED or any(q.start <= s.start < q.end for q in quants)
            for s in toks[max(0, i - 3) : i]
        )
    }
    if rated:
        covered |= rated
        lows -= {t.low for t in toks if t.start in rated}
    content = tuple(t for t in toks if t[4] & (_CONTENT | _NUMBER) and t[0] not in covered)
    pronoun = None
    if toks and toks[0].low in lx.SUBJECT_PRONOUNS:
        pronoun = toks[0].low
        if pronoun in _DEMONSTRATIVES and len(toks) > 1 and toks[1].flags & _CONTENT:
            pronoun = None  # "This medicine ...": a determiner, not the subject
    return _ClaimInfo(
        text=text,
        toks=toks,
        content=content,
        keys=frozenset(t.key for t in content),
        quants=quants,
        neg=len(cues),
        lows=frozenset(lows),
        weak=frozenset(
            t.low
            for i, t in enumerate(toks)
            if t.low in _WEAK
            # "the May 2026 review": the month, not the modal (which opens a
            # claim as "May contain nuts").
            and not (text[t.start : t.end] == "May" and not (i == 0 and _modal_may(toks)))
        )
        # ... and a permission read as "may" ("are allowed to bring").
        | ({"may"} & lows if permitted else frozenset()),
        universal=frozenset(lows & _UNIVERSAL),
        conditions=_conditions(toks, text),
        pronoun=pronoun,
        name_mates=_name_mates(text, toks, content),
        probes=(
            *(t.key for t in content),
            *(t.key for t in content if t.flags & (_CAP | _NUMBER)),
            *(_DIM_PREFIX + d for d in {q.family for q in quants}),
        ),
        superlatives=tuple(
            t
            for t in toks
            if (t.low.endswith("est") or t.low in _SUPERLATIVE_WORDS)
            and _superlative(t.low)
            and not _RANK.search(text, max(0, t.start - 14), t.start)
        ),
        date_leads=_date_leads(toks, quants),
        old_money=old_money,
    )


_RATE_WORDS = frozenset({"each", "every", "per"})
_COUNTED = frozenset({"once", "twice", "times"})
_PERIODS = frozenset(
    "day days week weeks month months year years hour hours night nights quarter term"
    " fortnight weekend season semester".split()
)
_PERMITTED = frozenset({"allowed", "permitted"})
_PERMISSION_BE = frozenset({"is", "are", "be", "not", "also", "still", "only"})
_POSSESSIVE_ENDS = frozenset({"'s", "\u2019s"})
_APOSTROPHES = frozenset({"'", "\u2019"})


def figures_of(chunks: Iterable[Chunk]) -> Iterator[Amount]:
    """Every figure of *chunks*, sentence by sentence."""
    for chunk in chunks:
        for sent in _analyze_chunk(chunk.text).sents:
            yield from sent.quants


def edge_or_end(pattern: re.Pattern[str], text: str, pos: int, end: int) -> int:
    """Where *pattern* first matches in ``text[pos:end]``, or *end*: where a clause or
    an item read from *pos* stops."""
    edge = pattern.search(text, pos, end)
    return edge.start() if edge is not None else end


def ends_possessive(text: str, tok: _Tok) -> bool:
    """Whether ``tok`` of *text* ends in "'s" ("Baird's")."""
    return text[max(tok.start, tok.end - 2) : tok.end] in _POSSESSIVE_ENDS


def owns_at(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i]`` is written as an owner: "Stevenson's", or "Stevenson 's" as
    tokenised text has it."""
    t = toks[i]
    if ends_possessive(text, t):
        return True
    return (
        i + 1 < len(toks)
        and toks[i + 1].low == "s"
        and text[t.end : toks[i + 1].start].strip() in _APOSTROPHES
    )


def _name_mates(
    text: str, toks: tuple[_Tok, ...], content: tuple[_Tok, ...]
) -> dict[int, tuple[_Tok, ...]]:
    runs: list[list[_Tok]] = []
    if sum(1 for t in content if text[t.start].isupper()) < 2:
        return {}
    keep = {t.start for t in content}  # offsets: hashing token tuples costs more
    prev = None
    for t in toks:
        capital = t.start in keep and text[t.start].isupper() and t.low.isalpha()
        if capital and prev is not None and runs and runs[-1][-1] is prev:
            runs[-1].append(t)
        elif capital:
            runs.append([t])
        # A possessive ends a name: "Halvorsen Bank's Clearscore" is two, and
        # so is "Lumen Labs' Series A".
        end = text[t.end - 2 : t.end + 1]
        possessive = end[:2] in _POSSESSIVE_ENDS or end[2:] in _APOSTROPHES
        prev = t if capital and not possessive else None
    mates: dict[int, tuple[_Tok, ...]] = {}
    for run in runs:
        if len(run) > 1:
            for t in run:
                mates[t.start] = tuple(u for u in run if u is not t)
    return mates


_DIM_PREFIX = "\x00dim:"


@lru_cache(maxsize=1024)
def _title_keys(title: str) -> frozenset[str]:
    """Keys of the content words and numbers of a chunk's title or title-like document id
    ("Insidious : Chapter 3")."""
    return frozenset(t.key for t in _tokens(title) if t.flags & (_CONTENT | _NUMBER))


def _topic_keys(chunk: Chunk) -> frozenset[str]:
    """What a chunk is about: its heading line, and its ``title`` or else its ``document_id``.

    Retrievers commonly set the document id to a page title or a file path
    ("wiki:COVID-19 pandemic in Germany", "policies/travel-policy.pdf"), with
    any scheme such as "wiki:" dropped here. An id of one word and digits
    written together ("dev02986", "doc-17") is opaque and names no topic;
    "Fallout 76" is a title. A chunk that opens with a heading on a line of
    its own ("Guest information - Seabright Hotel", "Metrolink Bus Fares
    (valid from 1 April 2024)") names its topic there.
    """
    heading = _heading_keys(chunk.text)
    if chunk.title:
        return heading | _title_keys(chunk.title)
    return heading | _id_keys((chunk.document_id or "").split(":", 1)[-1])


@lru_cache(maxsize=1024)
def _id_keys(ident: str) -> frozenset[str]:
    """``_title_keys`` of a document id, or none when the id is opaque."""
    words = sum(1 for t in _tokens(ident) if t.flags & _CONTENT)
    if words < 2 and any(c.isdigit() for c in ident) and " " not in ident.strip():
        return frozenset()
    return _title_keys(ident)


_HEADING = re.compile(r"[ \t]*([^\n]{3,100}?)[ \t]*\n")


@lru_cache(maxsize=1024)
def _heading_keys(text: str) -> frozenset[str]:
    """Keys of a chunk's first line when it is a heading: short, on its own line, no sentence."""
    m = _HEADING.match(text)
    if m is None or m[1][-1] in ".!?:;," or not m[1][0].isupper():
        return frozenset()
    return _title_keys(m[1])


def _has_topic(chunk: Chunk) -> bool:
    """Whether anything but the sentences says what *chunk* is about."""
    return bool(chunk.title or chunk.document_id or _heading_keys(chunk.text))


# Negation words that negate nothing: "not only", "including but not limited
# to", "without limitation", bounds such as "no later than" or "not less
# than" (read as figures), and "whether or not".
_NOT_NEGATING_NEXT = frozenset(
    {"only", "limited", "limitation", "limiting", "exceed", "exceeding"}  # "not exceed": a bound
)
# Comparatives that a bound is read with ("no older than 30" is "at most 30"):
# those of the figure readers' comparator tables, and "sooner".
_BOUND_WORDS = COMPARATIVES | {"sooner"}
# "at no charge", "at no extra cost": free, not a denial.
_FREE_OF = frozenset({"charge", "cost", "extra", "additional", "fee"})


# Verbs that deny what follows "to": "failed to meet" says "did not meet".
_IMPLICIT_NEG_WORDS = frozenset(
    """
    fail fails failed failing refuse refuses refused refusing decline declines declined
    declining unable neglect neglects neglected neglecting
    """.split()
)
# The same as "\b(?:fail(?:s|ed|ing)?|refus(?:e|es|ed|ing)|...)\s+to\b": the
# first letter is read first, so re rejects most positions on one character
# instead of testing a word boundary at each; lookbehinds then check the
# boundary before it and pick the verb it starts.
_IMPLICIT_NEG = re.compile(
    r"[fFrRdDuUnN](?<!\w.)(?:(?<=[fF])ail(?:s|ed|ing)?|(?<=[rR])efus(?:e|es|ed|ing)"
    r"|(?<=[dD])eclin(?:e|es|ed|ing)|(?<=[uU])nable|(?<=[nN])eglect(?:s|ed|ing)?)\s+to\b",
    re.IGNORECASE,
)
_IMPLICIT_NEG_STEMS = ("fail", "refus", "declin", "unable", "neglect")
# Characters that IGNORECASE matches to "i" or "s" but lower() keeps as they are.
_CASE_ODD = re.compile("[\u0131\u017f\u0130]")


def _may_deny(text: str) -> bool:
    """Whether _IMPLICIT_NEG may match in *text*: most chunks lack every stem it needs.

    A substring test on the lower-case text is many times faster than the
    case-insensitive pattern, which is tried at every word of every sentence.
    """
    low = text.lower()
    return any(w in low for w in _IMPLICIT_NEG_STEMS) or (
        not text.isascii() and _CASE_ODD.search(text) is not None
    )


def _negates_a_bound(toks: Sequence[_Tok], i: int) -> bool:
    """Whether the negation at ``toks[i]`` bears on a bound: "not more than", "cannot be
    increased more than"."""
    j = i + 1
    while (
        j < len(toks)
        and j <= i + 3
        and (toks[j].low in ("be", "been") or toks[j].low.endswith("ed"))
    ):
        j += 1
    return j + 1 < len(toks) and toks[j].low in _BOUND_WORDS and toks[j + 1].low == "than"


def _negation_cues(toks: Sequence[_Tok]) -> list[int]:
    """Indexes of the negation words of *toks* that count as negating something.

    Idioms that only look negative are skipped, and a "nor" that continues an
    earlier negation ("shall not grant, nor be construed to grant") adds none.
    """
    cues: list[int] = []
    n = len(toks)
    for i, t in enumerate(toks):
        nxt = toks[i + 1].low if i + 1 < n else ""
        if not t.flags & _NEG:
            if t.low in _IMPLICIT_NEG_WORDS and nxt == "to":
                cues.append(i)
            continue
        if nxt in _NOT_NEGATING_NEXT or (t.low == "no" and nxt in _FREE_OF):
            continue
        if _negates_a_bound(toks, i):
            continue  # "not (be increased) more than": a bound, read with the figure
        if t.low == "not" and i >= 2 and toks[i - 1].low == "or" and toks[i - 2].low == "whether":
            continue
        if t.low == "nor" and cues:
            continue
        cues.append(i)
    return cues


# A place in a ranking before a superlative: "second-largest", "11th-most".
_RANK = re.compile(
    r"(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
    r"|eleventh|twelfth)[\s-]+$",
    re.IGNORECASE,
)
# Words ending in -est that are no superlative.
_NOT_SUPERLATIVE = frozenset(
    """
    interest forest request honest modest harvest protest contest suggest west arrest invest
    digest manifest guest quest chest nest rest test vest pest attest conquest southwest
    northwest midwest earnest priest dishonest inquest behest unrest ingest divest detest
    infest molest rearrest retest bequest
    """.split()
)


_SUPERLATIVE_WORDS = frozenset({"most", "least", "best", "worst"})


def _modal_may(toks: Sequence[_Tok]) -> bool:
    """Whether a text opens with the modal "May" ("May contain nuts"), not the month."""
    return len(toks) > 1 and toks[0].low == "may" and not toks[1].flags & (_CAP | _NUMBER)


def _letter(t: _Tok) -> bool:
    """Whether *t* is a lone letter, read apart from a model's digits ("Z20": "z", "20")."""
    return len(t.low) == 1 and t.low.isalpha()


def _superlative(low: str) -> bool:
    if low in _SUPERLATIVE_WORDS:
        return True
    return len(low) > 5 and low.endswith("est") and low not in _NOT_SUPERLATIVE


_CONDITION_WORDS = (
    lx.EXCEPTIONS
    | lx.PERMISSIONS
    | {"if", "unless", "conditional", "conditionally", "provided", "providing", "subject"}
    | {"depends", "depend", "depending"}
    | {"prone", "suffering"}
)
_NO_CONDITIONS: frozenset[str] = frozenset()
# Words after a noun that narrow who it means: "ponies prone to laminitis".
_RESTRICTING = frozenset({("prone", "to"), ("suffering", "from")})
# What links a noun to a word said of it: "Both are prone to mildew".
_LINKING_VERBS = lx.BE_FORMS | {"being", "become", "becomes", "became", "remain", "remains"}


_PROVIDED_NEXT = frozenset({"that", "however", "always", "they", "you", "we", "it", "he", "she"})


def _conditions(toks: Sequence[_Tok], text: str = "") -> frozenset[str]:
    """Condition and exception markers of a text, by kind ("except", "if", "approval").

    "approval" counts only as a requirement ("with manager approval", "subject
    to prior written consent"), not as a noun in its own right ("an approval
    rating of 57%").
    """
    if _CONDITION_WORDS.isdisjoint(map(_LOW, toks)):
        return _NO_CONDITIONS  # the common case, decided without a Python-level loop
    found: set[str] = set()
    for i, t in enumerate(toks):
        low = t.low
        if low in lx.EXCEPTIONS:
            found.add("except")
        elif low in ("if", "unless", "conditional", "conditionally"):
            found.add(low)
        elif (
            low in ("provided", "providing")
            and (
                # "provided that", "..., provided they are unused"; not "the data
                # provided the basis" nor "information provided by the Company".
                i + 1 == len(toks)
                or toks[i + 1].low in _PROVIDED_NEXT
                # "..., provided the Tenant first tells Ferncliff Homes"
                or (bool(text) and i > 0 and "," in text[toks[i - 1].end : t.start])
            )
        ):
            found.add("provided")
        elif low == "subject" and i + 1 < len(toks) and toks[i + 1].low == "to":
            found.add("subject to")
        elif (
            low in ("depends", "depend", "depending")
            and i + 1 < len(toks)
            and toks[i + 1].low == "on"
        ):
            found.add("depends on")  # "The Sunday forest walk depends on the weather"
        elif (
            0 < i < len(toks) - 1
            and (low, toks[i + 1].low) in _RESTRICTING
            and toks[i - 1].low not in _LINKING_VERBS
        ):
            # "Ponies prone to laminitis should have grazing restricted": the
            # rule is for those ponies only (not "Both are prone to ...").
            found.add(f"{low} {toks[i + 1].low}")
        elif low in lx.PERMISSIONS and any(
            u.low in lx.PERMISSION_CUES for u in toks[max(0, i - 4) : i]
        ):
            found.add("approval")
    return frozenset(found)


def _date_leads(toks: Sequence[_Tok], quants: Sequence[Amount]) -> tuple[tuple[_Tok, Amount], ...]:
    dates = [q for q in quants if q.cmp is None and q.family == "date"]
    if not dates:
        return ()
    leads = []
    # Only the three words before a date can lead into it.
    near: set[int] = set()
    for d in dates:
        at = bisect_left(toks, d.start, key=_START)
        near.update(range(max(0, at - 3), at))
    for i in sorted(near):
        t = toks[i]
        if t.flags & _CONTENT and (q := _figure_after(toks, i, dates)) is not None:
            leads.append((t, q))
    return tuple(leads)


def _in_figure(tok: _Tok, quants: Sequence[Amount]) -> bool:
    """Whether *tok* is part of a figure ("March" of "14 March 2019")."""
    return bool(quants) and any(q.start <= tok.start < q.end for q in quants)


def _figure_after(toks: Sequence[_Tok], i: int, quants: Sequence[Amount]) -> Amount | None:
    """The figure that ``toks[i]`` leads into past function words ("approved in 2021")."""
    for t in toks[i + 1 : i + 4]:
        for q in quants:
            if q.start <= t.start < q.end:
                return q
        if t.flags & _CONTENT:
            return None
    return None


def _token_at(sent: _Sent, start: int) -> _Tok | None:
    """The token of *sent* that starts at offset *start*, or None."""
    k = _token_index(sent, start)
    return None if k is None else sent.toks[k]


def _token_index(sent: _Sent, start: int) -> int | None:
    """Where in *sent*'s tokens the one that starts at offset *start* stands, or None."""
    k = bisect_left(sent.toks, start, key=_START)
    return k if k < len(sent.toks) and sent.toks[k].start == start else None


def _name_start(text: str, toks: Sequence[_Tok], j: int) -> int:
    """The first word of the run of capitalised words that ends at ``toks[j]``."""
    while (
        j > 0 and text[toks[j - 1].start].isupper() and text[toks[j - 1].end : toks[j].start] == " "
    ):
        j -= 1
    return j
