"""The offline, deterministic default judge.

It decides a claim from the words and figures of its cited chunks alone, and
answers ``supported`` or ``contradicted`` only when a rule it can name
settles the question; everything else stays ``insufficient``.

Words are compared by key: lower-cased, accents folded, Snowball-stemmed,
irregular forms and a few light synonyms folded together (``_lexicon``).
Figures are read by :mod:`citeproof.quantities` and compared by value, with
the bounds and ranges around them (``_amounts``: "more than 540", "before
1976", "200 mg to 400 mg").

**supported** -- one sentence of a cited chunk holds every content word and
figure of the claim, and is not weaker than it: no negation bearing on the
claim's words, no "may" behind a claim without one, no condition or
exception ("unless", "with ... approval", "except") the claim drops, no
"some" behind an "all" or "only". Small allowances, each named in the
reason: a framing word ("located", "known as") or, in long claims, one or
two common words may be missing; a name's first words may be missing when
the source uses its last word ("Minaj" for "Nicki Minaj"); the claim's
leading name may be the implicit subject of a sentence that names nobody
else ("It has sold 1,096,000 copies."); a word the sentence leaves implicit
may come from the chunk's title (or title-like document id) when the
sentence names nothing beyond the claim and the title. A fact may also be
completed by a neighbouring sentence that shares the claim's anchor or
continues with a pronoun, by sentences of the same chunk that each add a
word rare in that chunk, or by a sentence of another cited chunk naming the
same anchor -- never by a window spanning a chunk boundary.

**contradicted** -- a sentence anchors the claim (its other words match)
and differs the way a contradiction does: the figure counting the same thing
is incompatible (value, bound, range, date or unit); a negation bears on the
claim's words; one word is replaced by its antonym; or one name or figure is
swapped for another in the same slot. Negation idioms negate nothing
("including but not limited to", "whether or not", "no later than").

A claim whose subject is a bare pronoun ("It grew 21%.") is not anchored to
a sentence unless the rest of it is specific enough, and never contradicted.

Per-chunk analysis (sentences, tokens, keys, quantities and a word index) is
cached by chunk text, so many claims against the same chunks are cheap.
Nothing here holds mutable state beyond ``lru_cache`` caches and a lock
around the stemmer, so one judge may be shared by threads.
"""

from __future__ import annotations

import heapq
import math
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import accumulate, pairwise
from operator import itemgetter
from typing import NamedTuple, cast

from .. import quantities as qty
from ..models import Chunk, Claim, EvidenceSpan, Label, Verdict
from ..text import push_trimmed, split_sentences, stem
from . import _lexicon as lx
from ._amounts import Amount, entails, excludes, same_kind_of_limit
from ._amounts import read as read_amounts

RULES_VERSION = "lexical-3"
"""Version of the rule set; reported as the judge's ``prompt_version``."""

# --------------------------------------------------------------------------- words

_TOKEN = re.compile(
    r"\d+(?:[.,]\d+)*(?:st|nd|rd|th|x|\u00d7)?(?![^\W_])|[^\W\d_]+(?:['\u2019][^\W\d_]+)*|[^\W_]+",
    re.UNICODE,
)

_TOKEN_ASCII = re.compile(
    r"[A-Za-z]+(?:'[A-Za-z]+)*"
    r"|[0-9]+(?:[.,][0-9]+)*(?:st|nd|rd|th|x)?(?![A-Za-z0-9])"
    r"|[A-Za-z0-9]+"
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


@lru_cache(maxsize=65536)
def _key(word: str) -> str:
    """The comparison key of a lower-cased word: stem, then synonym head."""
    if word[0].isdigit():
        return word.replace(",", "").rstrip("stndrhx\u00d7")
    stem = _raw_stem(word)
    return _SYNONYMS.get(stem, stem)


_ANTONYMS: dict[str, frozenset[str]] = {}
_STOP_KEYS: frozenset[str] = frozenset()


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


@lru_cache(maxsize=65536)
def _word(raw: str) -> tuple[str, str, int, int, str | None]:
    """(folded form, key, flags as the first token, flags later on, key if it is matched).

    The two flag values differ only by ``_CAP``: a capital is a name's mark
    except at the start of a text. The last item is the key of a content word
    or number, else None: what a sentence is indexed by.
    """
    low, key, flags = _word_flags(raw)
    later = flags
    if raw[0].isupper() and not flags & (_NEG | _NUMBER):
        later |= _CAP
    return low, key, flags, later, key if flags & (_CONTENT | _NUMBER) else None


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
    content = low not in lx.STOPWORDS and key not in _STOP_KEYS and len(low) > 1
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


_NEW_TOK = partial(tuple.__new__, _Tok)  # skips NamedTuple's Python-level __new__


def _tokens(text: str, offset: int = 0) -> list[_Tok]:
    """The tokens of *text*, their offsets shifted by *offset*; the first marked as such.

    A capital is a name's mark except on a text's first word, so the first
    token takes the flags of a first word.
    """
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


# --------------------------------------------------------------------------- sentences

# split_sentences misses a few boundaries that matter for evidence: single
# newlines in laid-out documents, and "10.At" where a period lost its space.
_EXTRA_BREAK = re.compile(
    r"(?<=[.:;!?])[ \t]*\n"
    r"|\n(?=[ \t]*(?:[A-Z\u2022*-]|\(?[0-9a-zA-Z]{1,3}[.)]\s))"
    r"|(?<=[a-z0-9)\]])\.(?=[A-Z][a-z]+\s)"
)


def _sentence_spans(text: str) -> list[tuple[int, int]]:
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
    return tuple(toks)


@dataclass(frozen=True, slots=True)
class _ChunkInfo:
    sents: tuple[_Sent, ...]
    index: dict[str, tuple[int, ...]]


# Bounded so that a run over many long documents keeps memory in check: an
# 800-character chunk costs about 40 kB, a 12,000-character contract 550 kB.
@lru_cache(maxsize=256)
def _analyze_chunk(text: str) -> _ChunkInfo:
    sents: list[_Sent] = []
    index: dict[str, list[int]] = {}
    findall = (_TOKEN_ASCII if _ascii_words(text) else _TOKEN).findall
    amounts = _chunk_amounts(text)
    q_at = 0
    n_amounts = len(amounts)
    for s, e in _sentence_spans(text):
        # Index keys straight from the cached words, without token objects.
        words = list(map(_word, findall(text, s, e)))
        key_set = set(map(_MATCH_KEY, words))
        key_set.discard(None)
        negated = (
            any(map(_NEG.__and__, map(_LATER_FLAGS, words)))
            or _IMPLICIT_NEG.search(text, s, e) is not None
        )
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
        sents.append(_Sent(text, s, e, keys, quants, i, negated))
        for k in keys:
            hits = index.get(k)
            if hits is None:
                index[k] = [i]
            else:
                hits.append(i)
    return _ChunkInfo(tuple(sents), {k: tuple(v) for k, v in index.items()})


# --------------------------------------------------------------------------- quantities


# Words that may start a quantity without a digit; other text skips the parser.
_NUMBERISH = frozenset(
    """
    one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred thousand million billion trillion dozen first second third fourth fifth sixth
    seventh eighth ninth tenth eleventh twelfth twentieth
    """.split()
)


_HAS_DIGIT = re.compile(r"\d")
_START = itemgetter(0)
_END = itemgetter(1)
_LOW = itemgetter(2)
# Items of a cached ``_word``.
_WORD_LOW = itemgetter(0)
_WORD_KEY = itemgetter(1)
_LATER_FLAGS = itemgetter(3)
_MATCH_KEY = itemgetter(4)


def _quantities(text: str, toks: Sequence[_Tok], offset: int = 0) -> tuple[Amount, ...]:
    if not _HAS_DIGIT.search(text) and _NUMBERISH.isdisjoint(map(_LOW, toks)):
        return ()
    return read_amounts(text, offset)


def _chunk_amounts(text: str) -> tuple[Amount, ...]:
    """``_quantities`` of a chunk, tokenising it only when it has no digit."""
    if not _HAS_DIGIT.search(text):
        words = map(_word, (_TOKEN_ASCII if _ascii_words(text) else _TOKEN).findall(text))
        if _NUMBERISH.isdisjoint(map(_WORD_LOW, words)):
            return ()
    return read_amounts(text)


# --------------------------------------------------------------------------- claims


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


_DEMONSTRATIVES = frozenset({"this", "these", "those"})


@lru_cache(maxsize=4096)
def _analyze_claim(text: str) -> _ClaimInfo:
    toks = tuple(_tokens(text))
    quants = _quantities(text, toks)
    # Words inside a quantity ("million", "mg") are compared with it, not alone.
    covered: set[int] = set()
    for q in quants:
        covered.update(range(q.start, q.end))
    cues = _negation_cues(toks)
    # "failed to" negates like "not", and like "not" is not itself a word to find.
    covered.update(toks[i].start for i in cues if toks[i].low in _IMPLICIT_NEG_WORDS)
    content = tuple(t for t in toks if t[4] & (_CONTENT | _NUMBER) and t[0] not in covered)
    lows = {t.low for t in toks}
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
        weak=frozenset(lows & _WEAK),
        universal=frozenset(lows & _UNIVERSAL),
        conditions=_conditions(toks),
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
    )


def _name_mates(
    text: str, toks: tuple[_Tok, ...], content: tuple[_Tok, ...]
) -> dict[int, tuple[_Tok, ...]]:
    runs: list[list[_Tok]] = []
    if sum(1 for t in content if text[t.start].isupper()) < 2:
        return {}
    keep = set(content)
    prev = None
    for t in toks:
        capital = t in keep and text[t.start].isupper() and t.low.isalpha()
        if capital and prev is not None and runs and runs[-1][-1] is prev:
            runs[-1].append(t)
        elif capital:
            runs.append([t])
        prev = t if capital else None
    mates: dict[int, tuple[_Tok, ...]] = {}
    for run in runs:
        if len(run) > 1:
            for t in run:
                mates[t.start] = tuple(u for u in run if u is not t)
    return mates


# --------------------------------------------------------------------------- judging


@dataclass(frozen=True, slots=True)
class _Finding:
    """What comparing a claim with one unit (one or two sentences) found."""

    label: Label
    reason: str
    confidence: float
    parts: tuple[tuple[Chunk, _Sent], ...]


def _span(chunk: Chunk, start: int, end: int) -> EvidenceSpan:
    return EvidenceSpan(chunk_id=chunk.chunk_id, start=start, end=end, text=chunk.text[start:end])


def _quote(text: str, limit: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class LexicalJudge:
    """Deterministic lexical judge: word, polarity and quantity rules over cited sentences.

    Options (keyword only):

    ``min_content``
        the fewest content words (quantities included) a claim needs before it
        can be labelled at all; shorter claims stay insufficient (default 2).
    ``allow_contradiction``
        set False to never answer ``contradicted`` (default True).
    ``titles``
        set False to ignore chunk titles and title-like document ids as
        the topic of their sentences (default True).
    """

    name = "lexical"
    model: str | None = None
    prompt_version: str | None = RULES_VERSION

    def __init__(
        self, *, min_content: int = 2, allow_contradiction: bool = True, titles: bool = True
    ) -> None:
        if min_content < 1:
            raise ValueError("min_content must be at least 1")
        self.min_content = min_content
        self.allow_contradiction = allow_contradiction
        self.titles = titles

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        info = _analyze_claim(claim.text)
        if len(info.content) + len(info.quants) < self.min_content:
            return _insufficient("the claim has too few content words to check")
        if not chunks:
            return _insufficient("the claim cites no retrieved chunk")
        if not self.titles:
            chunks = [c.model_copy(update={"title": None, "document_id": None}) for c in chunks]
        analysed = [(c, _analyze_chunk(c.text)) for c in chunks]
        ranked = _rank(info, analysed)
        if not ranked:
            return _insufficient("no cited sentence shares the claim's content words")
        findings: list[_Finding] = []
        for chunk, ca, i in ranked:
            f = _compare(info, ((chunk, ca.sents[i]),))
            if f.label == "supported":
                return _verdict(f)
            findings.append(f)
        joint = _joint(info, ranked, analysed)
        if joint is not None and joint.label == "supported":
            return _verdict(joint)
        if self.allow_contradiction:
            for f in findings:
                if f.label == "contradicted":
                    return _verdict(f)
        return _insufficient(findings[0].reason)


# Tuning, set on the first half of each dev file and checked on the second:
_TOP = 6  # sentences compared one by one, best ranked first
_SLACK = 6  # with this many claim words matched, one common word may be missing
_SLACK2 = 12  # ... and a second one with this many
_IMPLICIT_TOPIC = True  # a claim's leading name may be a sentence's implicit subject
_PRONOUN_SPECIFIC = 5  # matched words (one a name) that let a pronoun subject through


def _verdict(f: _Finding) -> Verdict:
    evidence = [_span(c, s.start, s.end) for c, s in f.parts]
    return Verdict(label=f.label, evidence=evidence, reason=f.reason, confidence=f.confidence)


def _insufficient(reason: str) -> Verdict:
    return Verdict(label="insufficient", reason=reason, confidence=0.5)


def _rank(
    info: _ClaimInfo, analysed: list[tuple[Chunk, _ChunkInfo]]
) -> list[tuple[Chunk, _ChunkInfo, int]]:
    """Sentences of the cited chunks, best first by weighted shared content words."""
    probes = info.probes
    if len(analysed) == 1:
        index = analysed[0][1].index
    else:
        index = _joint_index(tuple(c.text for c, _ in analysed))
    flat: list[int] = []
    for k in probes:
        hits = index.get(k)
        if hits:
            flat.extend(hits)
    # Ordering by code is ordering by (chunk, sentence).
    scored = [(-n, code) for code, n in Counter(flat).items()]
    # A sentence sharing too few words can neither support nor anchor a
    # contradiction; the first one is kept so there is a reason to give.
    floor = len(info.content) - 3
    best = heapq.nsmallest(_TOP, scored)
    out = []
    for rank, (n, code) in enumerate(best):
        if rank == 0 or -n >= floor:
            chunk, ca = analysed[code >> 20]
            out.append((chunk, ca, code & 0xFFFFF))
    return out


@lru_cache(maxsize=128)
def _joint_index(texts: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """One word index over several chunks; entries are ``chunk << 20 | sentence``."""
    merged: dict[str, list[int]] = {}
    for ci, text in enumerate(texts):
        base = ci << 20
        for key, hits in _analyze_chunk(text).index.items():
            merged.setdefault(key, []).extend(base | i for i in hits)
    return {k: tuple(v) for k, v in merged.items()}


_DIM_PREFIX = "\x00dim:"


_MONTH_WORDS = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)


def _substituted(info: _ClaimInfo, tok: _Tok, sent: _Sent) -> bool:
    """Whether *sent* has another word in *tok*'s slot ("among adults" for "among children").

    The slot is fixed by the claim's content words on both sides of *tok*.
    A missing word that was replaced, not merely left out, is never excused.
    """
    words = [t for t in info.toks if t.flags & _CONTENT]
    at = next((i for i, t in enumerate(words) if t is tok), None)
    if at is None or at == 0 or at + 1 == len(words):
        return False
    left, right = words[at - 1].key, words[at + 1].key
    seq = [t.key for t in sent.toks if t.flags & _CONTENT]
    return any(
        seq[i] == left and seq[i + 2] == right and seq[i + 1] not in info.keys
        for i in range(len(seq) - 2)
    )


def _implicit_topic(
    info: _ClaimInfo, missing: list[_Tok], matched: list[_Tok], part: tuple[Chunk, _Sent]
) -> str:
    """The claim's name missing from a sentence that speaks of it implicitly, or ''.

    Retrieved sentences often leave their subject implicit ("It has sold
    1,096,000 copies.", "As of 2018, the population was 5,180,493."). The
    claim's one missing name is accepted as that subject only when it leads
    the claim, every other word and figure of the claim is in the sentence,
    and neither the sentence nor the one before it names anybody or anything
    the claim does not.
    """
    if info.pronoun is not None or len(matched) < 3:
        return ""
    text = info.text
    if not all(text[t.start].isupper() for t in missing):
        return ""
    order = [t for t in info.content]
    idx = [order.index(t) for t in missing]
    # The name must lead the claim: it is the claim's subject.
    if idx[0] != 0 or idx[-1] - idx[0] + 1 != len(idx):
        return ""
    chunk, sent = part
    if missing[0].start == info.toks[0].start and not _is_name(chunk, missing[0]):
        return ""  # "Business trips are covered": capitalised only as the first word
    # Neither the sentence nor the one before it in the chunk (where "It" would
    # find its antecedent) may name something the claim does not.
    before = _analyze_chunk(chunk.text).sents[sent.pos - 1] if sent.pos else None
    for near in (before, sent) if before is not None else (sent,):
        if _names_other(chunk, near, info.keys):
            return ""
    return " ".join(text[t.start : t.end] for t in missing)


def _is_name(chunk: Chunk, tok: _Tok) -> bool:
    """Whether the claim's first word *tok* is a name: capitalised inside a sentence of *chunk*."""
    for sent in _analyze_chunk(chunk.text).sents:
        if tok.key in sent.keys and any(t.key == tok.key and t.flags & _CAP for t in sent.toks[1:]):
            return True
    return tok.key in _topic_keys(chunk) if chunk.title or chunk.document_id else False


def _names_other(chunk: Chunk, sent: _Sent, known: frozenset[str]) -> bool:
    """Whether *sent* names a person or thing (a capitalised word) outside *known*.

    Month and day names and words inside figures ("5 March") do not count.
    """
    spans = [(q.start, q.end) for q in sent.quants]
    for t in sent.toks:
        if not t.flags & _CONTENT or t.low in _MONTH_WORDS:
            continue
        if (
            chunk.text[t.start].isupper()
            and t.key not in known
            and not any(a <= t.start < b for a, b in spans)
        ):
            return True
    return False


@lru_cache(maxsize=1024)
def _title_keys(title: str) -> frozenset[str]:
    """Keys of the content words of a chunk's title or title-like document id."""
    return frozenset(t.key for t in _tokens(title) if t.flags & _CONTENT)


def _topic_keys(chunk: Chunk) -> frozenset[str]:
    """What a chunk is about, by its ``title``, else by its ``document_id``.

    Retrievers commonly set the document id to a page title or a file path
    ("wiki:COVID-19 pandemic in Germany", "policies/travel-policy.pdf"), with
    any scheme such as "wiki:" dropped here. An id of one word and digits
    ("dev02986", "doc-17") is opaque and names no topic.
    """
    if chunk.title:
        return _title_keys(chunk.title)
    ident = (chunk.document_id or "").split(":", 1)[-1]
    keys = _title_keys(ident)
    if len(keys) < 2 and any(c.isdigit() for c in ident):
        return frozenset()
    return keys


def _from_title(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], keys: frozenset[str]
) -> list[_Tok]:
    """Claim words missing from the sentences that their chunks' titles supply.

    Encyclopedia and document passages leave their topic implicit ("There
    have been 555 confirmed cases" on the page "COVID-19 pandemic in
    Germany"). A title word stands in for a claim word only in a sentence
    that names nobody and nothing beyond the claim and the title, and only
    where no other word of the sentence sits in the claim word's slot.
    """
    found: list[_Tok] = []
    for chunk, sent in parts:
        if not chunk.title and not chunk.document_id:
            continue
        topic = _topic_keys(chunk)
        wanted = [t for t in info.content if t.key in topic and t.key not in keys]
        if not wanted or _names_other(chunk, sent, info.keys | topic):
            continue
        found.extend(t for t in wanted if t not in found and not _substituted(info, t, sent))
    return found


def _short_name(info: _ClaimInfo, tok: _Tok, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether the source names *tok*'s person or thing by a shorter form of the claim's name.

    "Minaj" stands for "Nicki Minaj": a leading word of a multi-word name may
    be absent when the name's last word is in the source, capitalised, and
    the source's own name there has no word the claim's name lacks (so
    "Kevin Bacon" never stands for "Kevin Costner", nor "Claudia Alexandra
    Feliciano" for "Claudia Sahara Feliciano").
    """
    mates = info.name_mates.get(tok.start)
    if not mates:
        return False
    last = mates[-1]
    if last.start < tok.start or len(last.low) < 4:
        return False
    name_keys = {tok.key} | {m.key for m in mates}
    for chunk, sent in parts:
        toks = sent.toks
        for i, t in enumerate(toks):
            if t.key != last.key or not chunk.text[t.start].isupper():
                continue
            j = i
            while (
                j > 0
                and chunk.text[toks[j - 1].start].isupper()
                and toks[j - 1].end + 1 >= toks[j].start
            ):
                j -= 1
            if all(u.key in name_keys for u in toks[j : i + 1]):
                return True
    return False


def _relevant_negations(sent: _Sent, keys: frozenset[str]) -> int:
    """Negation cues of *sent* that bear on the claim's words.

    A cue counts when the next content word after it is a claim word, or when
    it sits inside the stretch of the sentence that the claim's words cover
    (except "without", which bears only on what follows it: "develop, without
    use of the information, similar information");
    "this model has not survived, since the oldest gauge ..." does not negate
    a claim about the oldest gauge.
    """
    if not sent.negated:
        return 0
    toks = sent.toks
    idx = [i for i, t in enumerate(toks) if t.key in keys]
    if not idx:
        return 0
    first, last = idx[0], idx[-1]
    n = 0
    for i in _clause_cues(sent, keys):
        if first < i < last and toks[i].low != "without" and _in_clause(sent, i, keys):
            n += 1
            continue
        nxt = next((u for u in toks[i + 1 : i + 5] if u.flags & _CONTENT), None)
        if nxt is not None and nxt.key in keys:
            n += 1
    return n


def _clause_cues(sent: _Sent, keys: frozenset[str]) -> list[int]:
    """``_negation_cues`` of *sent* that stand in a clause about the claim.

    Clauses here end at ";". A clause that holds fewer than half of the
    claim's words, or fewer than two ("...; for local anaesthesia no fasting
    is needed"), speaks of something else, and its negation does not bear on
    the claim.
    """
    toks = sent.toks
    cues = _negation_cues(toks)
    if not cues or ";" not in sent.text[sent.start : sent.end]:
        return cues
    need = min(len(keys), max(2, (len(keys) + 1) // 2))
    bounds = [0]
    bounds += [j for j in range(1, len(toks)) if ";" in sent.text[toks[j - 1].end : toks[j].start]]
    bounds.append(len(toks))
    kept = []
    for i in cues:
        lo = max(b for b in bounds if b <= i)
        hi = min(b for b in bounds if b > i)
        if len({t.key for t in toks[lo:hi]} & keys) >= need:
            kept.append(i)
    return kept


def _in_clause(sent: _Sent, i: int, keys: frozenset[str]) -> bool:
    """Whether a claim word follows ``sent.toks[i]`` before its clause ends at a ";".

    "Passwords are never stored in plain text; they are hashed" does not
    negate "passwords are hashed".
    """
    toks = sent.toks
    text = sent.text
    for j in range(i + 1, len(toks)):
        if text[toks[j - 1].end : toks[j].start].strip() == ";":
            return False
        if toks[j].key in keys:
            return True
    return False


# Negation words that negate nothing: "not only", "including but not limited
# to", "without limitation", bounds such as "no later than" or "not less
# than" (read as figures), and "whether or not".
_NOT_NEGATING_NEXT = frozenset(
    {"only", "limited", "limitation", "limiting", "exceed", "exceeding"}  # "not exceed": a bound
)
_BOUND_WORDS = frozenset({"less", "more", "fewer", "later", "earlier", "sooner", "greater"})


# Verbs that deny what follows "to": "failed to meet" says "did not meet".
_IMPLICIT_NEG_WORDS = frozenset(
    """
    fail fails failed failing refuse refuses refused refusing decline declines declined
    declining unable neglect neglects neglected neglecting
    """.split()
)
_IMPLICIT_NEG = re.compile(
    r"\b(?:fail(?:s|ed|ing)?|refus(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|unable"
    r"|neglect(?:s|ed|ing)?)\s+to\b",
    re.IGNORECASE,
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
        if nxt in _NOT_NEGATING_NEXT:
            continue
        if _negates_a_bound(toks, i):
            continue  # "not (be increased) more than": a bound, read with the figure
        if t.low == "not" and i >= 2 and toks[i - 1].low == "or" and toks[i - 2].low == "whether":
            continue
        if t.low == "nor" and cues:
            continue
        cues.append(i)
    return cues


def _region(sent: _Sent, keys: frozenset[str]) -> tuple[_Tok, ...]:
    """The stretch of *sent* from a little before its first claim word to its last."""
    toks = sent.toks
    idx = [i for i, t in enumerate(toks) if t.key in keys]
    if not idx:
        return ()
    return toks[max(0, idx[0] - 6) : idx[-1] + 2]


def _compare(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> _Finding:
    keys: frozenset[str] = frozenset().union(*(s.keys for _, s in parts))
    titled = _from_title(info, parts, keys)
    if titled:
        keys = keys | {t.key for t in titled}
    missing = [t for t in info.content if t.key not in keys]
    if len(missing) > 3:
        return _not_mentioned(missing, parts)
    if missing and info.name_mates:
        missing = [t for t in missing if not _short_name(info, t, parts)]
    # A framing word, unless it opens a compound ("part-time", "home-grown").
    light = [t for t in missing if t.low in lx.LIGHT and info.text[t.end : t.end + 1] != "-"]
    if len(light) == 1 and len(info.content) - len(missing) >= 3:
        missing = [t for t in missing if t is not light[0]]
    matched = [t for t in info.content if t.key in keys]
    strict_missing = missing
    spare = [t for t in missing if not t.flags & (_CAP | _NUMBER) and t.key not in _ANTONYMS]
    allowed = 1 if len(matched) >= _SLACK else 0
    allowed += _SLACK2 and len(matched) >= _SLACK2
    notes: list[str] = []
    if titled:
        named = ", ".join(repr(t.low) for t in titled)
        notes.append(f"{named} from the title of the cited document")
    if light and light[0] not in missing:
        notes.append(f"{light[0].low!r} only frames the fact")
    if (
        allowed
        and missing
        and len(missing) <= allowed
        and len(spare) == len(missing)
        and not any(info.text[t.start].isupper() for t in missing)
        and not any(_substituted(info, t, s) for t in missing for _, s in parts)
        # In a short passage, a word another of its sentences has tells things
        # apart there: "cost €8" of high-speed services is not of "regional
        # services". (A long document has most words somewhere.)
        and not any(_elsewhere_in_passage(t, c) for t in missing for c, _ in parts)
    ):
        notes.append("apart from " + ", ".join(repr(t.low) for t in missing))
        missing = []
    topic_note = ""
    if missing and _IMPLICIT_TOPIC and len(parts) == 1:
        topic = _implicit_topic(info, missing, matched, parts[0])
        if topic:
            missing = strict_missing = []
            topic_note = f" (the source sentence names no one else; read as about {topic!r})"
    # A pronoun subject is read as the source sentence's subject only when the
    # rest of the claim is specific enough to single that sentence out, and the
    # reason says so; "It grew 21%." stays insufficient.
    pronoun_note = ""
    if info.pronoun is not None:
        first = parts[0][1].toks[0].low if parts[0][1].toks else ""
        specific = len(matched) >= _PRONOUN_SPECIFIC and any(t.flags & _CAP for t in matched)
        if first != info.pronoun and not specific:
            return _Finding(
                "insufficient",
                f"the claim's subject is the pronoun {info.pronoun!r}; the source does not "
                "say what it refers to",
                0.5,
                parts,
            )
        if first != info.pronoun:
            pronoun_note = f" (reading {info.pronoun!r} as the subject of that sentence)"

    # A word still missing settles it, unless one sentence may contradict the
    # claim (below); the rest of the comparison is not needed to say so.
    if missing and (len(parts) != 1 or info.pronoun is not None):
        return _not_mentioned(missing, parts)

    src = " / ".join(_quote(c.text[s.start : s.end]) for c, s in parts)
    src_neg = sum(_relevant_negations(s, info.keys) for _, s in parts)

    # Quantities: each claim quantity must be entailed by one of the unit's.
    q_ok, q_conflict, q_unknown, q_aligned = _check_quantities(info, parts)
    if not q_conflict and not q_unknown and info.quants:
        mispaired = next((m for _, s in parts if (m := _mispaired(info, s))), "")
        if mispaired:
            q_unknown = [mispaired]

    neg_flip = (info.neg % 2) != (src_neg % 2)
    anchored = len(matched) + min(len(q_ok), 2) >= 3 or (
        len(matched) >= 2 and len(info.content) == 2
    )

    if not missing and not q_conflict and not q_unknown:
        if neg_flip:
            clear = anchored and info.pronoun is None and not strict_missing
            flip = _negation_flip(info, parts) if clear else ""
            if flip:
                return _Finding("contradicted", f"{flip}: {src!r}", 0.75, parts)
            return _Finding(
                "insufficient",
                f"negation in the source differs from the claim: {src!r}",
                0.5,
                parts,
            )
        region = tuple(t for _, s in parts for t in _region(s, info.keys))
        # A capitalised "May" inside a sentence is the month.
        region_lows = {t.low for t in region if not t.flags & _CAP}
        sent_lows = {t.low for _, s in parts for t in s.toks}
        sent_conditions = frozenset().union(*(_conditions(s.toks) for _, s in parts))
        hedge = (
            _hedge_problem(info, region_lows, sent_lows, sent_conditions)
            or _not_asserted(info, region)
            or _softened(info, region)
        )
        if hedge:
            wider = ""
            if len(parts) == 1 and not strict_missing and info.pronoun is None:
                wider = _widened(info, parts[0])
            if wider:
                return _Finding("contradicted", f"{wider}: {src!r}", 0.65, parts)
            return _Finding("insufficient", f"{hedge} (source: {src!r})", 0.5, parts)
        split = (
            _joint_problem(info, parts)
            or _across_contrast(info, parts)
            or _dropped_scope(info, parts)
            or _subject_elsewhere(info, parts)
        )
        if split:
            return _Finding("insufficient", f"{split} (source: {src!r})", 0.5, parts)
        ranked = _dropped_rank(info, parts)
        if ranked:
            if len(parts) == 1 and anchored and not strict_missing and info.pronoun is None:
                return _Finding("contradicted", f"{ranked}: {src!r}", 0.7, parts)
            return _Finding("insufficient", f"{ranked} (source: {src!r})", 0.5, parts)
        what = "every content word"
        if info.quants:
            what += " and quantity (" + ", ".join(q_ok) + ")"
        note = f" ({'; '.join(notes)})" if notes else ""
        allowances = len(notes) + bool(pronoun_note) + bool(topic_note) + (len(parts) > 1)
        return _Finding(
            "supported",
            f"{what} of the claim is in the cited {'text' if len(parts) > 1 else 'sentence'} "
            f"{src!r}{note}{pronoun_note}{topic_note}",
            max(0.6, 0.9 - 0.1 * allowances),
            parts,
        )

    if len(parts) == 1 and not neg_flip and info.pronoun is None:
        sent = parts[0][1]
        # A quantity that disagrees while everything else is anchored.
        if q_conflict and not strict_missing and anchored:
            return _Finding("contradicted", f"{q_conflict[0]} ({src!r})", 0.8, parts)
        # ... or that disagrees with the figure the sentence gives for the same
        # thing (the word next to it), when only a few words are unmatched.
        if (
            q_conflict
            and q_aligned
            and len(matched) >= 2
            and len(strict_missing) <= 3
            and sum(not info.text[t.start].isupper() for t in strict_missing) <= 1
            # A missing first word that is no name qualifies the subject:
            # "Part-time employees ..." against "Full-time employees ...".
            and not any(
                t.start == info.toks[0].start and not _is_name(parts[0][0], t)
                for t in strict_missing
            )
            # "the maximum daily dose" is not "the starting dose"
            and not any(t.low in _FIGURE_QUALIFIERS for t in strict_missing)
        ):
            return _Finding("contradicted", f"{q_conflict[0]} ({src!r})", 0.65, parts)
        # One word replaced by its opposite.
        if missing and not q_conflict and not q_unknown and anchored:
            flips = _antonym_flips(info, missing, sent)
            if flips is not None:
                return _Finding(
                    "contradicted",
                    f"the claim says {flips[0]!r} where the source sentence says "
                    f"{flips[1]!r}: {src!r}",
                    0.75,
                    parts,
                )
            swap = _swap(info, missing, sent)
            if swap is not None and not q_conflict:
                return _Finding(
                    "contradicted",
                    f"the claim says {swap[0]!r} where the source sentence says {swap[1]!r}: "
                    f"{src!r}",
                    0.7,
                    parts,
                )
    if missing:
        return _not_mentioned(missing, parts)
    if q_unknown:
        return _Finding("insufficient", q_unknown[0], 0.5, parts)
    if q_conflict:
        return _Finding("insufficient", q_conflict[0], 0.5, parts)
    return _Finding("insufficient", f"negation differs from {src!r}", 0.5, parts)


# Words that set one clause against another: "European sales doubled, while
# sales in Asia were flat".
_CONTRAST = frozenset({"while", "whereas"})
_SCENE_WORDS = frozenset({"in", "at", "on", "during", "after", "before", "for", "as", "since"})


def _across_contrast(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Claim words found only on opposite sides of a contrast in one sentence, as a reason.

    "Sales in Asia doubled" takes "doubled" from one clause and "Asia" from
    the other; the sentence says something else of each. A contrast is ",
    while" or ", whereas", or ", but" or ";" opening a clause with its own
    subject ("..., but electricity and internet are paid by the tenant"; "...;
    the landlord is responsible for repairs"; not "... is mentioned, but
    falsely attributed" nor "...; they are encrypted"). A claim that makes
    the contrast itself ("... while ...") is compared as usual.
    """
    if any(t.low in _CONTRAST or t.low == "but" for t in info.toks):
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        text = chunk.text
        # Words of the title and of a leading phrase ("In a Gram stain test, ...")
        # set the scene for both clauses.
        shared = _topic_keys(chunk) if chunk.title or chunk.document_id else frozenset()
        lead = -1  # end of a leading phrase, if any
        if toks and toks[0].low in _SCENE_WORDS:
            lead = text.find(",", toks[0].end, sent.end)
        clause = 0
        where: dict[str, set[int]] = {}
        for i, t in enumerate(toks):
            gap = text[toks[i - 1].end : t.start].strip() if i else ""
            if (
                gap == "," and (t.low in _CONTRAST or (t.low == "but" and _own_subject(toks, i)))
            ) or (gap == ";" and _own_subject(toks, i - 1)):
                clause += 1
            if t.key in info.keys and t.key not in shared and t.start > lead:
                where.setdefault(t.key, set()).add(clause)
        if not clause:
            continue
        only = {k: next(iter(c)) for k, c in where.items() if len(c) == 1}
        if len(set(only.values())) < 2:
            continue
        first = min(only, key=lambda k: only[k])
        last = max(only, key=lambda k: only[k])
        words = {t.key: t.low for t in info.toks}
        return (
            f"the source says {words[first]!r} and {words[last]!r} in contrasting clauses, "
            "not of one thing"
        )
    return ""


def _joint_problem(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Why sentences joined to complete a claim may not state it together, or ''.

    A joined sentence with a negation shortly before or after the claim's
    words in it ("This policy covers accidental damage ..." + "We will not pay
    for damage caused by ... pests"; "... Serious liver injury was not
    observed") does not complete "Damage caused by pests is covered".
    """
    if len(parts) < 2 or info.neg:
        return ""
    for _, sent in parts:
        if not sent.negated:
            continue
        toks = sent.toks
        hits = [i for i, t in enumerate(toks) if t.key in info.keys]
        if hits and any(
            hits[0] - 6 <= i < hits[0] or hits[-1] < i <= hits[-1] + 3 for i in _negation_cues(toks)
        ):
            return "a sentence joined to complete the claim negates what it says"
    return ""


_AUXILIARIES = frozenset(
    (
        "is are was were has have had will would can could may might must shall should does do did"
    ).split()
)


def _own_subject(toks: Sequence[_Tok], i: int) -> bool:
    """Whether the clause after ``toks[i]`` has a subject of its own before its verb.

    A pronoun ("...; they are encrypted") takes up the subject before it.
    """
    if i + 1 < len(toks) and toks[i + 1].low in lx.SUBJECT_PRONOUNS:
        return False
    return any(t.low in _AUXILIARIES for t in toks[i + 2 : i + 6])


_CLAUSE_OPENERS = frozenset({"and", "which", "where", "while", "whereas", "who", "but"})


def _subject_elsewhere(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's subject named only in a later clause than everything said of it.

    "The Douro Valley was designated a World Heritage Site in 1996" against
    "Its historic centre was designated a World Heritage Site in 1996, and
    ... port wine, which is produced in the Douro Valley".
    """
    if len(parts) != 1:
        return ""
    subject: list[_Tok] = []
    for t in info.content:
        if not info.text[t.start].isupper() or t.flags & _NUMBER:
            break
        subject.append(t)
    if not subject or len(subject) == len(info.content):
        return ""
    chunk, sent = parts[0]
    toks = sent.toks
    names = {t.key for t in subject}
    rest = {t.key for t in info.content} - names
    at_name = [i for i, t in enumerate(toks) if t.key in names]
    at_rest = [i for i, t in enumerate(toks) if t.key in rest]
    if not at_name or not at_rest or min(at_name) < max(at_rest):
        return ""
    text = chunk.text
    for j in range(max(at_rest) + 1, min(at_name) + 1):
        gap = text[toks[j - 1].end : toks[j].start]
        if "," in gap and toks[j].low in _CLAUSE_OPENERS:
            named = " ".join(t.low for t in subject)
            return f"the source names {named!r} only in a later clause"
    return ""


_SCOPE_WORDS = frozenset({"in", "among", "for"})
# Nouns of phrases that join sentences rather than limit them: "In addition,",
# "For example,", "For the purposes of this Agreement,", "In the present day,".
_DISCOURSE = frozenset(
    """
    addition particular general fact contrast practice example instance summary short total
    turn response end brief conclusion purpose purposes present day days time times past
    meantime future reality case cases words other meanwhile sum effect order avoidance doubt
    """.split()
)


def _dropped_scope(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A leading phrase that limits the sentence ("In mice, ...") and that the claim drops.

    A phrase of at most four words before the first comma, opened by "in",
    "among" or "for", none of whose content words is in the claim or the
    title. A time ("In 2019,") is left to the figure rules.
    """
    for chunk, sent in parts:
        toks = sent.toks
        if not toks or toks[0].low not in _SCOPE_WORDS:
            continue
        comma = chunk.text.find(",", toks[0].end, sent.end)
        lead = [t for t in toks[1:6] if t.end <= comma]
        if comma < 0 or len(lead) > 4 or any(t.end > comma for t in toks[1 : len(lead) + 1]):
            continue
        if len(toks) > len(lead) + 1 and toks[len(lead) + 1].start < comma:
            continue
        words = [t for t in lead if t.flags & _CONTENT]
        if not words or any(t.flags & _NUMBER or t.low in _DISCOURSE for t in lead):
            continue
        topic = _topic_keys(chunk) if chunk.title or chunk.document_id else frozenset()
        if any(t.key in info.keys or t.key in topic for t in words):
            continue
        phrase = chunk.text[toks[0].start : lead[-1].end]
        return f"the source limits it to {phrase!r}, which the claim leaves out"
    return ""


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


def _superlative(low: str) -> bool:
    if low in _SUPERLATIVE_WORDS:
        return True
    return len(low) > 5 and low.endswith("est") and low not in _NOT_SUPERLATIVE


def _dropped_rank(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A superlative the source ranks ("second-largest") and the claim does not ("largest").

    Only when every use of the superlative in the sentences is ranked: "the
    longest river in Africa and the second longest in the world" still says
    "longest".
    """
    for t in info.superlatives:
        uses = [(chunk, u) for chunk, sent in parts for u in sent.toks if u.low == t.low]
        if not uses:
            continue
        ranks = [_RANK.search(c.text, max(0, u.start - 14), u.start) for c, u in uses]
        if all(ranks):
            chunk, u = uses[0]
            rank = ranks[0]
            assert rank is not None
            written = chunk.text[rank.start() : u.end]
            return f"the claim says {t.low!r} where the source says {written!r}"
    return ""


# Words that say which statistic a figure is: a sentence without the claim's
# one may give another statistic of the same thing.
_FIGURE_QUALIFIERS = frozenset(
    """
    maximum minimum max min average mean median total initial starting final peak recommended
    typical usual target estimated projected combined net gross cumulative overall highest
    lowest first last
    """.split()
)


_SHORT_PASSAGE = 8  # sentences; longer chunks are documents


def _elsewhere_in_passage(tok: _Tok, chunk: Chunk) -> bool:
    ca = _analyze_chunk(chunk.text)
    return len(ca.sents) <= _SHORT_PASSAGE and tok.key in ca.index


def _not_mentioned(missing: list[_Tok], parts: tuple[tuple[Chunk, _Sent], ...]) -> _Finding:
    names = ", ".join(repr(t.low) for t in missing[:4])
    return _Finding("insufficient", f"the cited text does not mention {names}", 0.5, parts)


def _negation_flip(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Name a clear polarity flip between the claim and its one matching sentence, or ''."""
    if len(parts) != 1:
        return ""
    toks = parts[0][1].toks
    if _conditions(toks) or _other_than(toks):
        # "will not disclose ... except to employees who need to know", "shall
        # not disclose ... to anyone other than its employees"
        return ""
    cues = _clause_cues(parts[0][1], info.keys)
    if info.neg % 2:
        if not cues:
            return "the claim negates what the source sentence states"
        return ""
    if len(cues) != 1:
        return ""
    i = cues[0]
    # The cue must bear on a word of the claim: the next content word after it.
    for t in toks[i + 1 : i + 5]:
        if t.flags & _CONTENT:
            if t.key in info.keys:
                return f"the source sentence says {toks[i].low!r} {t.low!r}; the claim does not"
            return ""
    return ""


def _other_than(toks: Sequence[_Tok]) -> bool:
    """Whether *toks* make an exception with "other than"."""
    return any(t.low == "other" and u.low == "than" for t, u in pairwise(toks))


_ONLY = frozenset({"only", "solely", "exclusively"})
_LIST_WORDS = frozenset({"or", "and", "nor"})


def _widened(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """A claim restricted by "only" against a sentence listing more than it allows.

    "Confidential Information shall only include technical information" and
    "... shall mean scientific, technical or business information": the claim's
    restricted word stands in a list with words the claim does not have, and
    the sentence restricts nothing itself.
    """
    toks = info.toks
    at = next((i for i, t in enumerate(toks) if t.low in _ONLY), None)
    if at is None:
        return ""
    after = [t.key for t in toks[at + 1 :] if t.flags & _CONTENT]
    # "only include technical information": the modifiers carry the restriction,
    # not the verb before them or the head noun after them.
    restricted = set(after[1:-1] if len(after) >= 3 else after[-1:])
    chunk, sent = part
    stoks = sent.toks
    if any(t.low in _ONLY or t.low == "sole" for t in stoks):
        return ""
    text = chunk.text
    for i, t in enumerate(stoks):
        if t.key not in restricted:
            continue
        for j in (i - 1, i + 1):
            if not 0 <= j < len(stoks):
                continue
            link, other = stoks[j], None
            gap = text[min(t.end, link.end) : max(t.start, link.start)]
            if link.low in _LIST_WORDS:
                k = j + (j - i)
                other = stoks[k] if 0 <= k < len(stoks) else None
            elif gap.strip() == ",":
                other = link
            if other is not None and other.flags & _CONTENT and other.key not in info.keys:
                return (
                    f"the claim allows only {t.low!r}; the source sentence lists it with "
                    f"{other.low!r}"
                )
    return ""


_CONDITION_WORDS = (
    lx.EXCEPTIONS
    | lx.PERMISSIONS
    | {"if", "unless", "conditional", "conditionally", "provided", "providing", "subject"}
)
_NO_CONDITIONS: frozenset[str] = frozenset()


def _conditions(toks: Sequence[_Tok]) -> frozenset[str]:
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
        elif low in ("provided", "providing") and (
            i + 1 == len(toks) or toks[i + 1].low in ("that", "however", "always")
        ):
            found.add("provided")
        elif low == "subject" and i + 1 < len(toks) and toks[i + 1].low == "to":
            found.add("subject to")
        elif low in lx.PERMISSIONS and any(
            u.low in lx.PERMISSION_CUES for u in toks[max(0, i - 4) : i]
        ):
            found.add("approval")
    return frozenset(found)


def _hedge_problem(
    info: _ClaimInfo, region: set[str], sentence: set[str], conditions: frozenset[str]
) -> str:
    weak_src = region & _WEAK
    if weak_src and not info.weak:
        return f"the source hedges ({sorted(weak_src)[0]!r}) where the claim does not"
    if info.universal:
        need_only = info.universal & {"only", "solely", "exclusively"}
        if need_only and not sentence & {"only", "solely", "exclusively", "sole"}:
            return f"the claim says {sorted(need_only)[0]!r}; the source does not restrict it"
        need_all = info.universal - {"only", "solely", "exclusively"}
        if need_all and not sentence & (_UNIVERSAL - {"only", "solely", "exclusively"}):
            return f"the claim says {sorted(need_all)[0]!r}; the source does not say so for all"
    cond = conditions - info.conditions
    if cond:
        return f"the source states a condition or exception ({sorted(cond)[0]!r}) the claim drops"
    return ""


_APPROXIMATE = frozenset(
    {"almost", "nearly", "roughly", "approximately", "virtually", "practically"}
)
_MOST_IN_SOURCE = frozenset({"most", "majority", "all", "every", "each"})


def _softened(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """The source says "almost" what the claim says outright, or less than the claim's "most".

    "Almost half of the respondents agreed" does not support "Half of the
    respondents agreed", nor "almost all" "all"; "some employees" does not
    support "most employees".
    """
    lows = info.lows
    for t, u in pairwise(region):
        if t.low in _APPROXIMATE and t.low not in lows and (u.low in lows or u.key in info.keys):
            return f"the source says {t.low!r} {u.low!r}; the claim does not hedge"
    toks = info.toks
    for i, t in enumerate(toks):
        if t.low != "most" or (i and toks[i - 1].low in ("the", "a", "an")):
            continue
        nxt = toks[i + 1].low if i + 1 < len(toks) else ""
        if nxt == "of" or (nxt.endswith("s") and toks[i + 1].flags & _CONTENT):
            if not {r.low for r in region} & _MOST_IN_SOURCE:
                return "the claim says 'most'; the source does not"
            break
    return ""


_PAST_MARKERS = frozenset({"has", "have", "had", "was", "were", "did"})


def _done_in_claim(info: _ClaimInfo, region: Sequence[_Tok], i: int) -> str:
    """The claim word that "will" at ``region[i]`` puts in the future and the claim in the past.

    "it will be removed in version 4.0" against "Version 4.0 has removed the
    flag"; not "Employees will receive 25 days" against "Employees receive
    25 days".
    """
    if "will" in info.lows:
        return ""
    for u in region[i + 1 : i + 4]:
        if u.flags & _CAP:
            return ""  # "will be Brian Wilkins": what follows is no verb of the claim
        if u.key in info.keys:
            past = next((t for t in info.toks if t.key == u.key), None)
            if past is not None and (past.low.endswith("ed") or info.lows & _PAST_MARKERS):
                return u.low
            return ""
    return ""


_NO_EVIDENCE = frozenset({"no", "little", "insufficient", "scant"})


def _not_asserted(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """A cue in *region* that presents the claim's fact as planned, expected or disputed.

    A cue right after a negation ("nothing in this Agreement is intended to
    grant") is left to the negation rules, and a claim that carries such a
    cue itself is compared as usual.
    """
    if info.lows & (lx.NOT_ASSERTED | lx.NOT_ASSERTED_BEFORE_TO):
        return ""
    for i, t in enumerate(region):
        low = t.low
        nxt = region[i + 1].low if i + 1 < len(region) else ""
        if low == "evidence" and i and region[i - 1].low in _NO_EVIDENCE:
            if "evidence" not in info.lows:
                return "the source says there is no evidence for it"
            continue
        cue = (
            low in lx.NOT_ASSERTED
            or (low in lx.NOT_ASSERTED_BEFORE_TO and nxt in ("to", "that"))
            # "called on the minister to resign", "calls for a ban"
            or (low in ("call", "calls", "called", "calling") and nxt in ("on", "upon", "for"))
        )
        if low == "will" and not cue:
            done = _done_in_claim(info, region, i)
            if done:
                return f"the source says it will happen ('will {done}'); the claim says it did"
            continue
        if not cue or any(u.flags & _NEG for u in region[max(0, i - 6) : i]):
            continue
        if low == "scheduled" and "will" in info.lows:
            continue  # "will start in July" <- "is scheduled to start on July 30"
        return f"the source does not state it as done or fact ({low!r})"
    return ""


def _antonym_flips(info: _ClaimInfo, missing: list[_Tok], sent: _Sent) -> tuple[str, str] | None:
    """If every missing claim word has its opposite in its slot of *sent*, return one pair.

    The slot is where a word next to the claim's word stands near the
    opposite: "removed support for Windows 8" is not flipped by "... and adds
    installers", but "disables remote access" is by "remote access is enabled".
    """
    pair = None
    claim_words = [t for t in info.toks if t.flags & (_CONTENT | _NUMBER)]
    sent_words = [t for t in sent.toks if t.flags & (_CONTENT | _NUMBER)]
    for t in missing:
        opposites = _ANTONYMS.get(t.key)
        if not opposites:
            return None
        around = _neighbour_keys(claim_words, claim_words.index(t), 1)
        hit = next(
            (
                s
                for i, s in enumerate(sent_words)
                if s.key in opposites
                and s.key not in info.keys
                and around & _neighbour_keys(sent_words, i, 2)
                and not _negated_here(sent, s)
            ),
            None,
        )
        if hit is None:
            return None
        pair = pair or (t.low, hit.low)
    return pair


def _negated_here(sent: _Sent, word: _Tok) -> bool:
    """Whether a negation stands within three words before *word* ("does not include")."""
    toks = sent.toks
    i = toks.index(word)
    return any(t.flags & _NEG for t in toks[max(0, i - 3) : i])


def _neighbour_keys(words: list[_Tok], i: int, reach: int) -> set[str]:
    """Keys of the *reach* words before and after ``words[i]``."""
    return {w.key for w in words[max(0, i - reach) : i] + words[i + 1 : i + 1 + reach]}


def _swap(info: _ClaimInfo, missing: list[_Tok], sent: _Sent) -> tuple[str, str] | None:
    """One name or figure of the claim replaced by another in the same slot of *sent*.

    The slot is fixed by the content words on both sides of it, which must be
    the same words, in the same order, in claim and source (three at least).
    """
    words = [t for t in info.toks if t.flags & (_CONTENT | _NUMBER)]
    miss = {id(t) for t in missing}
    idx = [i for i, t in enumerate(words) if id(t) in miss]
    if not idx or idx[-1] - idx[0] + 1 != len(idx) or len(idx) > 3:
        return None
    run = words[idx[0] : idx[-1] + 1]
    if not all(t.flags & (_CAP | _NUMBER) for t in run):
        return None
    left = [t.key for t in words[max(0, idx[0] - 2) : idx[0]]]
    right = [t.key for t in words[idx[-1] + 1 : idx[-1] + 3]]
    seq = [t for t in sent.toks if t.flags & (_CONTENT | _NUMBER)]
    if not right and idx[-1] == len(words) - 1:
        return _swap_at_end(info, run, words[max(0, idx[0] - 3) : idx[0]], seq, sent.text)
    if not left or not right or len(left) + len(right) < 3:
        return None
    keys = [t.key for t in seq]
    n_left, n_right = len(left), len(right)
    for p in range(n_left, len(seq)):
        if keys[p - n_left : p] != left:
            continue
        for q in range(p + 1, min(p + 5, len(seq) - n_right + 1)):
            if keys[q : q + n_right] != right:
                continue
            other = seq[p:q]
            if any(o.key in info.keys for o in other):
                break
            claim_num = any(t.flags & _NUMBER for t in run)
            if claim_num != any(o.flags & _NUMBER for o in other):
                break
            if not claim_num and not all(o.flags & _CAP for o in other):
                break
            if len(run) == 1 and "".join(o.low[0] for o in other) == run[0].low:
                break  # an acronym of the source's words ("FC", "Football Club")
            return " ".join(t.low for t in run), " ".join(o.low for o in other)
    return None


def _swap_at_end(
    info: _ClaimInfo, run: list[_Tok], before: list[_Tok], seq: list[_Tok], text: str
) -> tuple[str, str] | None:
    """A name that ends the claim, replaced by another after the same three words.

    "... studied architecture at the University of Glasgow" against "...
    studied architecture at the University of Edinburgh before returning".
    """
    if len(before) < 3 or any(t.flags & _NUMBER for t in run):
        return None
    left = [t.key for t in before]
    keys = [t.key for t in seq]
    for p in range(3, len(seq)):
        if keys[p - 3 : p] != left:
            continue
        # The source's name: capitalised words written together, no month.
        q = p
        while (
            q < len(seq)
            and q - p < 3
            and seq[q].flags & _CAP
            and seq[q].low not in _MONTH_WORDS
            and (q == p or text[seq[q - 1].end : seq[q].start].isspace())
        ):
            q += 1
        other = seq[p:q]
        if not other or any(o.key in info.keys for o in other):
            return None
        after = text[other[-1].end : other[-1].end + 6]
        if _LIST_AFTER.match(after):
            return None  # one of a list: "in the United Kingdom, India, ..."
        return " ".join(t.low for t in run), " ".join(o.low for o in other)
    return None


_LIST_AFTER = re.compile(r"\s*(?:,\s*[A-Z]|and\b|or\b|&)")


_CLAUSE_GAP = re.compile(r"[,;:()\[\]]")
_CLAUSE_WORDS = frozenset({"and", "or", "with", "while", "whereas", "but", "of", "which", "who"})
# After a figure and the words naming what it counts, a preposition starts a
# phrase of its own: in "$85 million in other territories for a worldwide
# total of $122.2 million", "worldwide total" is not what $85 million counts.
_PHRASE_STARTS = frozenset({"for"})


def _context(
    text: str, toks: Sequence[_Tok], amounts: Sequence[Amount], a: Amount
) -> tuple[frozenset[str], frozenset[str]]:
    """Content words right before and right after a quantity, within its clause.

    Up to two before and three after, stopping at punctuation, at another
    quantity and at words that start a new item ("and", "with", "of"). The
    words after a figure usually name what it counts ("1,248 confirmed cases").
    """
    inside = [(x.start, x.end) for x in amounts if x is not a]
    sides: list[frozenset[str]] = []
    # Tokens are in text order and never overlap, so both sides are slices.
    before = toks[: bisect_right(toks, a.start, key=_END)]
    after = toks[bisect_left(toks, a.end, key=_START) :]
    for side, edge in ((reversed(before), a.start), (iter(after), a.end)):
        out: list[str] = []
        prev = edge
        for t in side:
            gap = text[min(prev, t.end) : max(prev, t.start)]
            # "of" ends the clause after a figure ("5 of them"), not before it
            # ("a total of $5m").
            if (_CLAUSE_GAP.search(gap) or t.low in _CLAUSE_WORDS) and (
                t.low != "of" or edge == a.end
            ):
                break
            if any(s <= t.start < e for s, e in inside):
                break
            if edge == a.end and out and t.low in _PHRASE_STARTS:
                break
            prev = t.start if t.end <= edge else t.end
            if t.flags & _CONTENT:
                out.append(t.key)
                if len(out) == (3 if edge == a.end else 2):
                    break
        sides.append(frozenset(out))
    return sides[0], sides[1]


@lru_cache(maxsize=4096)
def _claim_context(text: str, at: int) -> tuple[frozenset[str], frozenset[str]]:
    """``_context`` of the claim figure starting at *at*, cached: several checks need it."""
    info = _analyze_claim(text)
    figure = next(q for q in info.quants if q.start == at)
    return _context(text, info.toks, info.quants, figure)


@lru_cache(maxsize=8192)
def _source_context(text: str, pos: int, at: int) -> tuple[frozenset[str], frozenset[str]]:
    """``_context`` of the figure starting at *at* in sentence *pos* of chunk *text*, cached."""
    sent = _analyze_chunk(text).sents[pos]
    figure = next(p for p in sent.quants if p.start == at)
    return _context(text, sent.toks, sent.quants, figure)


def _alignment(
    near: tuple[frozenset[str], frozenset[str]], far: tuple[frozenset[str], frozenset[str]]
) -> int:
    """How clearly two figures are about the same thing; -1 when they count different things."""
    if near[1] and far[1] and not near[1] & far[1]:
        return -1
    # What a figure counts (the words after it) weighs more than what precedes it.
    return 3 * len(near[1] & far[1]) + len((near[0] | near[1]) & (far[0] | far[1]))


def _written_anywhere(q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether the claim's bare number is written in the sentence with a unit, or vice versa.

    "a rating of 65" and "a 65 % rating" differ in form, not in fact; "30
    hours" and "30 days" do differ.
    """
    mine = q.q.value / q.q.factor if q.q.value is not None else None
    if mine is None:
        return False
    for _, sent in parts:
        for p in sent.quants:
            if (q.q.unit is None) == (p.q.unit is None):
                continue
            if p.q.value is not None and math.isclose(p.q.value / p.q.factor, mine):
                return True
    return False


def _as_version(q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether a sentence writes the claim's number as a version, or its version as a number."""
    version = q.q.kind == "version"
    return any(
        version != (p.q.kind == "version") and p.q.text == q.q.text
        for _, sent in parts
        for p in sent.quants
    )


_ON_DAY = re.compile(r"(?:^|[^\w])on\s+(?:the\s+)?$", re.I)
_AS_OF = re.compile(r"\bas\s+(?:of|at)\s+(?:the\s+)?$", re.I)


def _event_day(text: str, p: Amount) -> bool:
    """Whether *p* is a day given as when something happened: "on 18 August 2013"."""
    if p.cmp is not None or p.q.date is None or p.q.date[2] is None:
        return False
    head = text[max(0, p.start - 12) : p.start]
    return bool(_ON_DAY.search(head)) and not _as_of(text, p)


def _as_of(text: str, p: Amount) -> bool:
    """Whether *p* is the moment of a state ("as of 3 April"), not of an event."""
    return p.cmp is None and bool(_AS_OF.search(text[max(0, p.start - 12) : p.start]))


def _mispaired(info: _ClaimInfo, sent: _Sent) -> str:
    """Two claim figures that the sentence states, but each with another figure.

    "Prices rose 5% in 2022" against "Prices rose 5% in 2021 and 8% in 2022":
    between the sentence's 5% and its 2022 stand another year and another
    percentage, so the sentence pairs them otherwise.
    """
    quants = sent.quants
    tied = _tied_elsewhere(info, sent)
    if tied:
        return tied
    for a, b in pairwise(info.quants):
        if a.family == b.family or a.cmp is not None or b.cmp is not None:
            continue
        pa = [p for p in quants if p.cmp is None and p.family == a.family and entails(p, a)]
        pb = [p for p in quants if p.cmp is None and p.family == b.family and entails(p, b)]
        if len(pa) != 1 or len(pb) != 1:
            continue
        lo, hi = sorted((pa[0].start, pb[0].start))
        between = [p for p in quants if lo < p.start < hi]
        if any(p.family == a.family for p in between) and any(
            p.family == b.family for p in between
        ):
            return f"the source gives {a.text!r} and {b.text!r} with other figures between them"
        # "151,900 vehicles in 2023" against "182,400 vehicles in 2023,
        # compared with 151,900 in 2022": the sentence's 151,900 comes with
        # another year.
        if _next_figure(info.text, info.toks, info.quants, a) is b:
            other = _next_figure(sent.text, sent.toks, quants, pa[0])
            if other is not None and other.family == b.family and not entails(other, b):
                return f"the source gives {pa[0].text!r} with {other.text!r}, not {b.text!r}"
    return ""


def _next_figure(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount], a: Amount
) -> Amount | None:
    """The figure right after *a* in its clause, past at most two content words."""
    words = 0
    prev = a.end
    for t in toks[bisect_left(toks, a.end, key=_START) :][:5]:
        if _CLAUSE_GAP.search(text, prev, t.start):
            return None
        for q in quants:
            if q.start <= t.start < q.end:
                return q
        if t.flags & _CONTENT:
            words += 1
            if words > 2:
                return None
        prev = t.end
    return None


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


def _figure_after(toks: Sequence[_Tok], i: int, quants: Sequence[Amount]) -> Amount | None:
    """The figure that ``toks[i]`` leads into past function words ("approved in 2021")."""
    for t in toks[i + 1 : i + 4]:
        for q in quants:
            if q.start <= t.start < q.end:
                return q
        if t.flags & _CONTENT:
            return None
    return None


def _tied_elsewhere(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim word led into a date ("approved in 2019") that the sentence ties to another.

    "The drug was rejected in 2019 and approved in 2021" does not say
    whether it was approved in 2019; neither does it deny it.
    """
    if not info.date_leads or not any(p.family == "date" for p in sent.quants):
        return ""
    stoks = sent.toks
    for t, q in info.date_leads:
        ties = [
            p
            for j, u in enumerate(stoks)
            if u.key == t.key and (p := _figure_after(stoks, j, sent.quants)) is not None
        ]
        same = [p for p in ties if p.family == q.family]
        if same and not any(entails(p, q) for p in same):
            return f"the source gives {t.low!r} with {same[0].text!r}, not with {q.text!r}"
    return ""


def _exact_match(
    info: _ClaimInfo, q: Amount, pool: list[tuple[Amount, Chunk, _Sent]]
) -> Amount | None:
    """The sentence figure that states *q* exactly, found by value, unless it counts something else.

    "291 tunnels" is not stated by "291 bridges and 91 tunnels", nor "3% in
    the Corvastin group" by "48% in the Corvastin group versus 3% in the
    placebo group": another figure of the sentence fits the claim's words
    better than the one with the claim's value.
    """
    same = [(p, c, s) for p, c, s in pool if p.cmp is None and p.family == q.family]
    hits = [x for x in same if entails(x[0], q)]
    if not hits:
        return None
    if len(same) == 1:
        return hits[0][0]
    near = _claim_context(info.text, q.start)
    if not near[1]:
        return hits[0][0]

    def fit(x: tuple[Amount, Chunk, _Sent]) -> int:
        p, chunk, sent = x
        return _alignment(near, _source_context(chunk.text, sent.pos, p.start))

    best_hit = max(hits, key=fit)
    score = fit(best_hit)
    rival = max((fit(x) for x in same if not entails(x[0], q)), default=-1)
    if rival >= 3 and rival > score:
        return None
    return best_hit[0]


# A period that scopes a figure: "after 26 weeks", "in 2022" (not "every 4 hours").
_SCOPE_BEFORE = re.compile(r"\b(?:after|over|within|in|during|for)\s+$", re.IGNORECASE)
# "seven fewer than the People's Union", "two more seats than": a figure
# followed by a comparison with something other than a figure.
_DIFFERENCE = re.compile(
    r"\s+(?:(?!(?:with|and|or|in|of|for|to|at|by|on|from)\b)[a-z]+\s+)?"
    r"(?:more|fewer|less|higher|lower|older|younger|larger|smaller|longer"
    r"|shorter|bigger|greater|earlier|later)\s+than\b(?!\s*(?:[$\u20ac\u00a3]|\d))",
    re.IGNORECASE,
)
# A claim that names the bound states it as a figure: "the maximum is 2 g".
_BOUND_NOUNS = {
    "maximum": "<=", "max": "<=", "limit": "<=", "cap": "<=", "ceiling": "<=",
    "minimum": ">=", "min": ">=",
}  # fmt: skip


def _check_quantities(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]
) -> tuple[list[str], list[str], list[str], bool]:
    """For each claim quantity: entailed, excluded by its counterpart, or undecided.

    A source quantity is the claim quantity's counterpart when it is the only
    comparable one in the sentence, or the only one counting the same thing
    (sharing a content word next to it).
    """
    ok: list[str] = []
    conflict: list[str] = []
    unknown: list[str] = []
    aligned = 0
    undated = figure_conflict = False
    period_conflicts = 0
    stated: list[Amount] = []  # the claim figures in ``ok``
    pool = [(p, chunk, sent) for chunk, sent in parts for p in sent.quants]
    used: set[int] | None = None
    for q in info.quants:
        if _DIFFERENCE.match(info.text, q.end):
            # "seven fewer than the People's Union": a difference, not a count
            # that a figure of the sentence could state or deny.
            unknown.append(f"the cited text does not state {q.text!r} as a difference")
            continue
        if q.cmp is None:
            # A figure stated exactly is found by value wherever it is.
            found = _exact_match(info, q, pool)
            named = info.lows & _BOUND_NOUNS.keys()
            if found is None and named:
                # "The maximum daily dose is 2 grams" <- "to a maximum of 2,000 mg"
                signs = {_BOUND_NOUNS[w] for w in named}
                found = next(
                    (
                        p
                        for p, _, _ in pool
                        if p.cmp in signs and p.family == q.family and qty.same_value(p.q, q.q)
                    ),
                    None,
                )
            if found is not None:
                ok.append(f"{q.text} = {found.text}" if q.text != found.text else q.text)
                stated.append(q)
                continue
        if used is None:
            # A source figure that states one claim figure is not the counterpart
            # of another.
            used = {id(p) for p, _, _ in pool for c in info.quants if entails(p, c)}
        comparable = [
            (p, chunk, sent)
            for p, chunk, sent in pool
            if (p.family == q.family or entails(p, q) or excludes(p, q))
            and (id(p) not in used or entails(p, q))
        ]
        if q.cmp is not None and q.family == "date" and len(comparable) > 1:
            # "the 2013 Supercoppa" beside "on 18 August 2013" adds no date of
            # its own: a period holding a more precise date of the sentence.
            comparable = [
                x
                for x in comparable
                if not any(
                    y is not x
                    and y[0].family == "date"
                    and not qty.same_value(y[0].q, x[0].q)
                    and qty.contained_in(y[0].q, x[0].q)
                    for y in comparable
                )
            ]
        entailing = [p for p, _, _ in comparable if entails(p, q)]
        counterpart = None
        by_context = False
        scored: list[tuple[int, int]] = []
        if comparable:
            near = _claim_context(info.text, q.start)
            scored = sorted(
                (
                    (_alignment(near, _source_context(chunk.text, sent.pos, p.start)), i)
                    for i, (p, chunk, sent) in enumerate(comparable)
                ),
                reverse=True,
            )
            if len(comparable) == 1 and scored[0][0] >= 0:
                counterpart = comparable[0][0]
            if scored[0][0] > 0 and (len(scored) == 1 or scored[1][0] < scored[0][0]):
                counterpart = comparable[scored[0][1]][0]
                by_context = True
        if (
            counterpart is None
            and q.cmp is not None
            and entailing
            and not any(excludes(p, q) for p, _, _ in comparable)
            and all(score >= 0 for score, i in scored if comparable[i][0] in entailing)
        ):
            # A bound every candidate figure satisfies or leaves open, and one
            # of them settles ("before 20 August 2013" <- "on 18 August 2013").
            counterpart = max(entailing, key=lambda p: p.cmp == q.cmp)
        if counterpart is not None and counterpart in entailing:
            ok.append(f"{q.text} = {counterpart.text}")
            stated.append(q)
            if q.family == "date" and q.cmp is not None and not qty.same_value(counterpart.q, q.q):
                # "By 28 February, more than 50 cases" <- "as of 27 February": the
                # claim's other figures are of another moment than the source's.
                undated = True
        elif (
            counterpart is not None
            and (
                by_context
                or (q.family != "date" and q.q.kind != "ordinal")
                # The sentence's only date, the day of an event ("on 18 August
                # 2013"), against a claim's date bound.
                or (
                    q.family == "date"
                    and q.cmp is not None
                    and len(comparable) == 1
                    and _event_day(comparable[0][1].text, counterpart)
                )
            )
            and (by_context or not entailing)
            and not _written_anywhere(q, parts)
            # "removed in Marlin-DB 2.0" and "Release 2.0 of Marlin-DB removes":
            # a number and a version written alike, unless the words around the
            # conflicting figure say otherwise.
            and (by_context or not _as_version(q, parts))
            # A state "as of 3 April" says nothing of the time before or after it.
            and not (
                q.family == "date"
                and q.cmp is not None
                and any(p is counterpart and _as_of(c.text, p) for p, c, _ in comparable)
            )
            and excludes(counterpart, q)
        ):
            conflict.append(f"the claim says {q.text!r}, the source says {counterpart.text!r}")
            # A version beside another version ("Windows 10 and 11") may be one
            # of a list; only a sentence matching every word settles it.
            aligned += (
                by_context
                and (q.family != "date" or q.cmp is not None)
                and q.q.kind != "version"
                # Limits differ between kinds of a thing ("reduced fat" and
                # "fat free" products): only a sentence matching every word settles it.
                and not same_kind_of_limit(counterpart, q)
            )
            if q.family == "date":
                undated = True
            else:
                figure_conflict = True
            if (
                q.family in ("date", "duration")
                and q.cmp is None
                and _SCOPE_BEFORE.search(info.text, max(0, q.start - 8), q.start)
            ):
                period_conflicts += 1
        else:
            unknown.append(f"the cited text does not state {q.text!r}")
            if q.family == "date":
                undated = True
    if (
        conflict
        and period_conflicts == len(conflict)
        and any(
            q.family not in ("date", "duration") and q.q.kind not in ("ordinal", "version")
            for q in stated
        )
    ):
        # "48% after 26 weeks" against "after 52 weeks ... 48%": the figure is
        # the source's, stated for another period, which settles nothing.
        unknown.extend(f"{c}, for another period" for c in conflict)
        conflict = []
    if undated and figure_conflict:
        # A figure "as of 5 April" against one "as of 6 April" is no contradiction:
        # when the claim's date is not the source's, its other figures are
        # compared with a different moment.
        unknown.extend(f"{c}, but for another date" for c in conflict)
        conflict = []
    return ok, conflict, unknown, aligned == len(conflict)


def _opens_with(sent: _Sent, keys: set[str]) -> bool:
    """Whether the first words of *sent* (its subject, four words at most) hold *keys*."""
    head = {t.key for t in sent.toks[:4]}
    return bool(keys) and keys <= head


def _takes_up(info: _ClaimInfo, before: _Sent, chunk: Chunk, sent: _Sent) -> bool:
    """Whether *sent* opens with "the"/"this" and a claim word of the sentence *before* it.

    "The company opened its Leeds office in 2005. The office closed in
    2020.": the second sentence's subject is the first one's office, unless
    it names something the claim does not ("The office in York ...").
    """
    toks = sent.toks
    if len(toks) < 2 or toks[0].low not in ("the", "this", "that", "these"):
        return False
    head = next((t for t in toks[1:4] if t.flags & _CONTENT), None)
    return (
        head is not None
        and head.key in info.keys
        and head.key in before.keys
        and not _names_other(chunk, sent, info.keys)
    )


def _joint(
    info: _ClaimInfo,
    ranked: list[tuple[Chunk, _ChunkInfo, int]],
    analysed: list[tuple[Chunk, _ChunkInfo]],
) -> _Finding | None:
    """Support from two or three sentences that are visibly about the same subject.

    Within a chunk, a neighbouring sentence may complete the best one when it
    continues it ("It ...", "The branch ...") or when the best one opens with
    a pronoun for the subject of the sentence before. In a short passage,
    merely naming the same anchor is not enough: in "The Orvik E5 Long Range
    has an 82 kWh battery. The Standard Range version uses a 60 kWh battery",
    both sentences name the Orvik E5 but not the same car (on the written
    challenge sets such joins made most false accepts). In a long document
    a sentence naming the same anchor may join, a distant one only through an
    anchor rare in the document. Across chunks, the other sentence must name
    the same anchor and hold every missing word; sentences are never glued
    across a chunk boundary into one window.
    """
    if len(info.content) < 3:
        return None
    anchors = {t.key for t in info.content if t.flags & _CAP} or {info.content[0].key}
    lead = info.content[0]
    if info.text[lead.start].isupper() and lead.start == info.toks[0].start:
        anchors.add(lead.key)  # a name that opens the claim carries no capital flag
    for chunk, ca, i in ranked[:3]:
        first = ca.sents[i]
        missing = {t.key for t in info.content if t.key not in first.keys}
        if not missing or len(missing) * 2 > len(info.content) + 1:
            continue
        shared = anchors & first.keys
        need = set(missing)
        picked = [i]
        order = [i + 1, i - 1, i + 2, i - 2]
        # In a long document a sentence may also join through an anchor that
        # is rare there ("eMOTIVe ... third album" ... "eMOTIVe hits stores on
        # November 2"); in a short passage two sentences naming one anchor are
        # often about two things ("the Orvik E5 Long Range ..." / "the
        # Standard Range version ...").
        long_doc = len(ca.sents) > _SHORT_PASSAGE
        rare = set()
        if long_doc:
            rare = {k for k in shared if len(ca.index.get(k, ())) <= max(2, len(ca.sents) // 10)}
            if rare:
                order += [j for j in range(len(ca.sents)) if abs(j - i) > 2]
        for j in order:
            if not 0 <= j < len(ca.sents) or len(picked) == 3:
                continue
            sent = ca.sents[j]
            if not need & sent.keys:
                continue
            continues = (j == i + 1 or (j == i + 2 and i + 1 in picked)) and (
                bool(sent.toks and sent.toks[0].low in lx.SUBJECT_PRONOUNS)
                or _takes_up(info, first, chunk, sent)
            )
            # "Marie Curie (1867–1934) was a physicist. She was the first woman
            # to ...": a sentence opening with a pronoun refers back to the
            # subject that opens the one before it.
            refers_back = (
                j == i - 1
                and bool(first.toks)
                and first.toks[0].low in lx.SUBJECT_PRONOUNS
                and _opens_with(sent, missing)
            )
            near = abs(j - i) <= 2
            anchored = long_doc and bool((shared if near else rare) & sent.keys)
            if not (anchored or continues or refers_back):
                continue
            picked.append(j)
            need -= sent.keys
            if not need:
                break
        if len(need) <= (len(info.content) >= _SLACK) and len(picked) > 1:
            parts = tuple((chunk, ca.sents[j]) for j in sorted(picked))
            f = _compare(info, parts)
            if f.label == "supported":
                return f
        if not shared:
            continue
        probe = next(iter(sorted(missing)))
        for other, oa in analysed:
            if other is chunk:
                continue
            for j in oa.index.get(probe, ()):
                sent = oa.sents[j]
                if missing <= sent.keys and shared & sent.keys:
                    f = _compare(info, ((chunk, first), (other, sent)))
                    if f.label == "supported":
                        return f
    if _COVER:
        return _cover(info, ranked)
    return None


_COVER = 1  # the fewest new claim words a sentence must add to a cover
_RARE = 20  # ... one of them in at most 1/_RARE of the chunk's sentences (or 2)
_COMMON = 5  # claim words in over 1/_COMMON of the sentences are common


def _cover(info: _ClaimInfo, ranked: list[tuple[Chunk, _ChunkInfo, int]]) -> _Finding | None:
    """Support from up to four sentences of the best chunk that together hold the claim.

    Long documents state a fact across sentences ("eMOTIVe is APC's third
    album." ... "eMOTIVe hits stores on Election Day, November 2."). Each
    sentence must bring a claim word that is rare in the chunk, and the claim
    must not consist mostly of words found all over the chunk (a contract's
    "Receiving Party", "Confidential Information"), which tie nothing together.
    """
    chunk, ca, i = ranked[0]
    need = {t.key for t in info.content}
    picked: list[int] = []
    limit = max(2, len(ca.sents) // _RARE) if _RARE else 0
    # Words found all over the chunk cannot tie distant sentences to one fact.
    common = sum(1 for k in need if len(ca.index.get(k, ())) * _COMMON > len(ca.sents))
    if common * 3 > len(need):
        return None
    while need and len(picked) < 4:
        best = max(range(len(ca.sents)), key=lambda j: (len(need & ca.sents[j].keys), -abs(j - i)))
        gain = need & ca.sents[best].keys
        if len(gain) < _COVER:
            break
        if _RARE and not any(len(ca.index.get(k, ())) <= limit for k in gain):
            break
        picked.append(best)
        need -= gain
    if len(need) > 1 or len(picked) < 2:
        return None
    f = _compare(info, tuple((chunk, ca.sents[j]) for j in sorted(picked)))
    return f if f.label == "supported" else None


__all__ = ["RULES_VERSION", "LexicalJudge"]
