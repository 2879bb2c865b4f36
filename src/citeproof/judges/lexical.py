"""The offline, deterministic default judge.

It decides a claim from the words and quantities of its cited chunks alone,
and only when a rule it can name settles the question:

* **supported** when one sentence of a cited chunk (or two sentences that are
  visibly about the same thing) contains every content word of the claim, up
  to stems, irregular forms and a few light synonyms; every quantity of the
  claim is entailed by a quantity of that sentence (by value, with bounds such
  as "more than" and ranges); and the sentence is not weaker than the claim
  (no negation flip, no "may" behind a "will", no dropped condition or
  exception, no "some" behind an "all");
* **contradicted** when a sentence anchors the claim (all its other content
  words match) and differs in exactly the way a contradiction looks: an
  aligned quantity with a disjoint value, a negation or antonym flip, or one
  name swapped for another in the same slot;
* **insufficient** otherwise.

Per-chunk analysis (sentences, tokens, keys, quantities) is cached by chunk
text, so many claims against the same chunks are cheap. Nothing here holds
mutable state beyond those caches, so one judge may be shared by threads.
"""

from __future__ import annotations

import heapq
import math
import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import NamedTuple

import snowballstemmer

from ..models import Chunk, Claim, EvidenceSpan, Verdict
from ..text import split_sentences
from . import _lexicon as lx
from ._amounts import Amount, entails, excludes
from ._amounts import read as read_amounts

RULES_VERSION = "lexical-1"

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

# The Snowball stemmer keeps state while it works; calls are serialised by a
# lock, and only on cache misses, which are rare once the vocabulary is warm.
_STEMMER = snowballstemmer.stemmer("english")
_STEMMER_LOCK = threading.Lock()


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
    with _STEMMER_LOCK:
        return _STEMMER.stemWord(word)


_SYNONYMS: dict[str, str] = {}


@lru_cache(maxsize=65536)
def _key(word: str) -> str:
    """The comparison key of a lower-cased word: stem, then synonym head."""
    if word[0].isdigit():
        return word.replace(",", "").rstrip("stndrhx\u00d7")
    stem = _raw_stem(word)
    return _SYNONYMS.get(stem, stem)


_SYNONYMS.update(_build_synonyms())
_ANTONYMS: dict[str, frozenset[str]] = {}
for _a, _b in lx.ANTONYM_PAIRS:
    _ka, _kb = _key(_a), _key(_b)
    if _ka != _kb:
        _ANTONYMS[_ka] = _ANTONYMS.get(_ka, frozenset()) | {_kb}
        _ANTONYMS[_kb] = _ANTONYMS.get(_kb, frozenset()) | {_ka}

_STOP_KEYS = frozenset(_key(w) for w in lx.STOPWORDS) | lx.STOPWORDS
_NEG_WORDS = lx.NEGATIONS
_STRONG = lx.STRONG_MODALS
_WEAK = lx.WEAK_MODALS
_UNIVERSAL = lx.UNIVERSAL
_CONDITIONS = lx.CONDITIONS

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
def _word(raw: str) -> tuple[str, str, int]:
    """(folded form, key, flags other than _CAP) of one raw token."""
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


_new_tok = tuple.__new__  # skips NamedTuple's Python-level __new__ on the hot path


def _tokens(text: str, offset: int = 0) -> tuple[_Tok, ...]:
    out: list[_Tok] = []
    append = out.append
    word = _word
    new = _new_tok
    pattern = _TOKEN_ASCII if text.isascii() else _TOKEN
    for m in pattern.finditer(text):
        raw = m.group()
        low, key, flags = word(raw)
        if out and raw[0].isupper() and not flags & (_NEG | _NUMBER):
            flags |= _CAP
        start, end = m.span()
        append(new(_Tok, (start + offset, end + offset, low, key, flags)))
    return tuple(out)


# --------------------------------------------------------------------------- sentences

# split_sentences misses a few boundaries that matter for evidence: single
# newlines in laid-out documents, and "10.At" where a period lost its space.
_EXTRA_BREAK = re.compile(
    r"(?<=[.:;!?])[ \t]*\n"
    r"|\n(?=[ \t]*(?:[A-Z\u2022*-]|\(?[0-9a-zA-Z]{1,3}[.)]\s))"
    r"|(?<=[a-z0-9)\]])\.(?=[A-Z][a-z]+\s)"
)


def _sentence_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for s, e in split_sentences(text):
        pos = s
        for m in _EXTRA_BREAK.finditer(text, s, e):
            cut = m.end() if text[m.start()] == "." else m.start()
            _push(text, pos, cut, spans)
            pos = m.end()
        _push(text, pos, e, spans)
    return spans


def _push(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


@dataclass(frozen=True, slots=True)
class _Sent:
    start: int
    end: int
    toks: tuple[_Tok, ...]
    keys: frozenset[str]
    quants: tuple[_Q, ...]


@dataclass(frozen=True, slots=True)
class _ChunkInfo:
    sents: tuple[_Sent, ...]
    index: dict[str, tuple[int, ...]]


@lru_cache(maxsize=2048)
def _analyze_chunk(text: str) -> _ChunkInfo:
    sents: list[_Sent] = []
    index: dict[str, list[int]] = {}
    for s, e in _sentence_spans(text):
        piece = text[s:e]
        toks = _tokens(piece, s)
        quants = _quantities(piece, toks, s)
        keys = frozenset(t.key for t in toks if t.flags & (_CONTENT | _NUMBER))
        keys |= {_DIM_PREFIX + q.family for q in quants}
        i = len(sents)
        sents.append(_Sent(s, e, toks, keys, quants))
        for k in keys:
            index.setdefault(k, []).append(i)
    return _ChunkInfo(tuple(sents), {k: tuple(v) for k, v in index.items()})


# --------------------------------------------------------------------------- quantities


_Q = Amount

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
_LOW = itemgetter(2)


def _quantities(text: str, toks: Sequence[_Tok], offset: int = 0) -> tuple[Amount, ...]:
    if not _HAS_DIGIT.search(text) and _NUMBERISH.isdisjoint(map(_LOW, toks)):
        return ()
    return read_amounts(text, offset)


# --------------------------------------------------------------------------- claims


class _ClaimInfo(NamedTuple):
    text: str
    toks: tuple[_Tok, ...]
    content: tuple[_Tok, ...]
    keys: frozenset[str]
    quants: tuple[_Q, ...]
    neg: int
    strong: frozenset[str]
    weak: frozenset[str]
    universal: frozenset[str]
    conditions: frozenset[str]
    pronoun: str | None
    name_mates: dict[int, tuple[_Tok, ...]]
    """For a word of a multi-word name ("Nicki Minaj"), the other words of it."""


@lru_cache(maxsize=4096)
def _analyze_claim(text: str) -> _ClaimInfo:
    toks = _tokens(text)
    quants = _quantities(text, toks)
    covered = [(q.start, q.end) for q in quants]
    content = tuple(
        t
        for t in toks
        if t.flags & (_CONTENT | _NUMBER)
        and not (covered and any(s <= t.start < e for s, e in covered))
    )
    lows = {t.low for t in toks}
    pronoun = None
    if toks and toks[0].low in lx.SUBJECT_PRONOUNS:
        pronoun = toks[0].low
    return _ClaimInfo(
        text=text,
        toks=toks,
        content=content,
        keys=frozenset(t.key for t in content),
        quants=quants,
        neg=sum(1 for t in toks if t.flags & _NEG),
        strong=frozenset(lows & _STRONG),
        weak=frozenset(lows & _WEAK),
        universal=frozenset(lows & _UNIVERSAL),
        conditions=frozenset(lows & _CONDITIONS),
        pronoun=pronoun,
        name_mates=_name_mates(text, toks, content),
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

    label: str
    reason: str
    confidence: float
    parts: tuple[tuple[Chunk, _Sent], ...]
    rank: float = 0.0


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
    """

    name = "lexical"
    model: str | None = None
    prompt_version: str | None = RULES_VERSION

    def __init__(self, *, min_content: int = 2, allow_contradiction: bool = True) -> None:
        if min_content < 1:
            raise ValueError("min_content must be at least 1")
        self.min_content = min_content
        self.allow_contradiction = allow_contradiction

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        info = _analyze_claim(claim.text)
        if len(info.content) + len(info.quants) < self.min_content:
            return _insufficient("the claim has too few content words to check")
        if not chunks:
            return _insufficient("the claim cites no retrieved chunk")
        analysed = [(c, _analyze_chunk(c.text)) for c in chunks]
        ranked = _rank(info, analysed)
        if not ranked:
            return _insufficient("no cited sentence shares the claim's content words")
        findings = [_compare(info, ((chunk, ca.sents[i]),)) for chunk, ca, i in ranked[:_TOP]]
        for f in findings:
            if f.label == "supported":
                return _verdict(f)
        joint = _joint(info, ranked, analysed)
        if joint is not None and joint.label == "supported":
            return _verdict(joint)
        if self.allow_contradiction:
            for f in findings:
                if f.label == "contradicted":
                    return _verdict(f)
        return _insufficient(findings[0].reason)


_TOP = 6
_SLACK = 6
_SLACK2 = 12
_JOINT_FAR = True
_IMPLICIT_TOPIC = True


def _verdict(f: _Finding) -> Verdict:
    evidence = [_span(c, s.start, s.end) for c, s in f.parts]
    return Verdict(label=f.label, evidence=evidence, reason=f.reason, confidence=f.confidence)


def _insufficient(reason: str) -> Verdict:
    return Verdict(label="insufficient", reason=reason, confidence=0.5)


def _weight(t: _Tok) -> float:
    return 2.0 if t.flags & (_CAP | _NUMBER) else 1.0


def _rank(
    info: _ClaimInfo, analysed: list[tuple[Chunk, _ChunkInfo]]
) -> list[tuple[Chunk, _ChunkInfo, int]]:
    """Sentences of the cited chunks, best first by weighted shared content words."""
    heavy = [t.key for t in info.content if t.flags & (_CAP | _NUMBER)]
    keys = [t.key for t in info.content] + heavy
    dims = {q.family for q in info.quants}
    probes = keys + [_DIM_PREFIX + d for d in dims]
    scored: list[tuple[int, int, int]] = []
    for ci, (_chunk, ca) in enumerate(analysed):
        index = ca.index
        flat: list[int] = []
        for k in probes:
            hits = index.get(k)
            if hits:
                flat.extend(hits)
        if flat:
            scored.extend((-n, ci, i) for i, n in Counter(flat).items())
    # A sentence sharing too few words can neither support nor anchor a
    # contradiction; the first one is kept so there is a reason to give.
    floor = len(info.content) - 3
    best = heapq.nsmallest(_TOP, scored)
    return [
        (analysed[ci][0], analysed[ci][1], i)
        for rank, (n, ci, i) in enumerate(best)
        if rank == 0 or -n >= floor
    ]


_DIM_PREFIX = "\x00dim:"


_MONTH_WORDS = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)


def _implicit_topic(
    info: _ClaimInfo, missing: list[_Tok], matched: list[_Tok], part: tuple[Chunk, _Sent]
) -> str:
    """The claim's name missing from a sentence that speaks of it implicitly, or ''.

    Retrieved sentences often leave their subject implicit ("It has sold
    1,096,000 copies.", "As of 2018, the population was 5,180,493."). The
    claim's one missing name is accepted as that subject only when every
    other word and figure of the claim is in the sentence and the sentence
    names nobody and nothing else that the claim does not.
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
    spans = [(q.start, q.end) for q in sent.quants]
    for i, t in enumerate(sent.toks):
        if i == 0 or not t.flags & _CONTENT or t.low in _MONTH_WORDS:
            continue
        if (
            chunk.text[t.start].isupper()
            and t.key not in info.keys
            and not any(a <= t.start < b for a, b in spans)
        ):
            return ""
    return " ".join(text[t.start : t.end] for t in missing)


def _short_name(info: _ClaimInfo, tok: _Tok, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether the source names *tok*'s person or thing by a shorter form of the claim's name.

    "Minaj" stands for "Nicki Minaj": a leading word of a multi-word name may
    be absent when the name's last word is in the source, capitalised, and
    the source's own name there has no word the claim's name lacks (so
    "Kevin Bacon" never stands for "Kevin Costner", nor "Claudia Alexandra
    Feliciano" for "Claudia Sahara Feliciano").
    """
    mates = info.name_mates.get(tok.start)
    last = mates[-1] if mates else None
    if last is None or last.start < tok.start or len(last.low) < 4:
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
    it sits inside the stretch of the sentence that the claim's words cover;
    "this model has not survived, since the oldest gauge ..." does not negate
    a claim about the oldest gauge.
    """
    toks = sent.toks
    idx = [i for i, t in enumerate(toks) if t.key in keys]
    if not idx:
        return 0
    first, last = idx[0], idx[-1]
    n = 0
    for i, t in enumerate(toks):
        if not t.flags & _NEG:
            continue
        if i + 1 < len(toks) and toks[i + 1].low == "only":
            continue
        if first < i < last:
            n += 1
            continue
        nxt = next((u for u in toks[i + 1 : i + 5] if u.flags & _CONTENT), None)
        if nxt is not None and nxt.key in keys:
            n += 1
    return n


def _region(sent: _Sent, keys: frozenset[str]) -> tuple[_Tok, ...]:
    """The stretch of *sent* from a little before its first claim word to its last."""
    toks = sent.toks
    idx = [i for i, t in enumerate(toks) if t.key in keys]
    if not idx:
        return ()
    return toks[max(0, idx[0] - 6) : idx[-1] + 2]


def _compare(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> _Finding:
    keys: frozenset[str] = frozenset().union(*(s.keys for _, s in parts))
    missing = [t for t in info.content if t.key not in keys]
    if len(missing) > 3:
        names = ", ".join(repr(t.low) for t in missing[:4])
        return _Finding("insufficient", f"the cited text does not mention {names}", 0.5, parts)
    src = " / ".join(_quote(c.text[s.start : s.end]) for c, s in parts)
    if missing and info.name_mates:
        missing = [t for t in missing if not _short_name(info, t, parts)]
    light = [t for t in missing if t.low in lx.LIGHT]
    if len(light) == 1 and len(info.content) - len(missing) >= 3:
        missing = [t for t in missing if t is not light[0]]
    matched = [t for t in info.content if t.key in keys]
    strict_missing = missing
    spare = [t for t in missing if not t.flags & (_CAP | _NUMBER) and t.key not in _ANTONYMS]
    allowed = 1 if len(matched) >= _SLACK else 0
    allowed += _SLACK2 and len(matched) >= _SLACK2
    if (
        allowed
        and len(missing) <= allowed
        and len(spare) == len(missing)
        and not any(info.text[t.start].isupper() for t in missing)
    ):
        missing = []
    topic_note = ""
    if missing and _IMPLICIT_TOPIC and len(parts) == 1:
        topic = _implicit_topic(info, missing, matched, parts[0])
        if topic:
            missing = strict_missing = []
            topic_note = f" (the source sentence names no one else; read as about {topic!r})"
    region = tuple(t for _, s in parts for t in _region(s, info.keys))
    # A capitalised "May" inside a sentence is the month.
    region_lows = {t.low for t in region if not t.flags & _CAP}
    sent_lows = {t.low for _, s in parts for t in s.toks}
    src_neg = sum(_relevant_negations(s, info.keys) for _, s in parts)

    # Quantities: each claim quantity must be entailed by one of the unit's.
    q_ok, q_conflict, q_unknown, q_aligned = _check_quantities(info, parts)

    # A pronoun subject is read as the source sentence's subject only when the
    # rest of the claim is specific enough to single that sentence out, and the
    # reason says so; "It grew 21%." stays insufficient.
    pronoun_note = ""
    if info.pronoun is not None:
        first = parts[0][1].toks[0].low if parts[0][1].toks else ""
        specific = len(matched) >= 5 and any(t.flags & _CAP for t in matched)
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

    neg_flip = (info.neg % 2) != (src_neg % 2)
    anchored = len(matched) >= 3 or (len(matched) >= 2 and len(info.content) == 2)

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
        hedge = _hedge_problem(info, region_lows, sent_lows)
        if hedge:
            return _Finding("insufficient", f"{hedge} (source: {src!r})", 0.5, parts)
        what = "every content word"
        if info.quants:
            what += " and quantity (" + ", ".join(q_ok) + ")"
        return _Finding(
            "supported",
            f"{what} of the claim is in the cited {'text' if len(parts) > 1 else 'sentence'} "
            f"{src!r}{pronoun_note}{topic_note}",
            0.85 if len(parts) == 1 else 0.75,
            parts,
        )

    if len(parts) == 1 and not neg_flip and info.pronoun is None:
        sent = parts[0][1]
        # A quantity that disagrees while everything else is anchored.
        if q_conflict and not strict_missing and anchored:
            return _Finding("contradicted", f"{q_conflict[0]} ({src!r})", 0.8, parts)
        # ... or that disagrees with the figure the sentence gives for the same
        # thing (the word next to it), when only a few words are unmatched.
        if q_conflict and q_aligned and len(matched) >= 2 and len(strict_missing) <= 3:
            return _Finding("contradicted", f"{q_conflict[0]} ({src!r})", 0.65, parts)
        # One word replaced by its opposite.
        if missing and not q_conflict and not q_unknown and anchored:
            flips = _antonym_flips(missing, sent, info.keys)
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
        names = ", ".join(repr(t.low) for t in missing[:4])
        return _Finding("insufficient", f"the cited text does not mention {names}", 0.5, parts)
    if q_unknown:
        return _Finding("insufficient", q_unknown[0], 0.5, parts)
    if q_conflict:
        return _Finding("insufficient", q_conflict[0], 0.5, parts)
    return _Finding("insufficient", f"negation differs from {src!r}", 0.5, parts)


def _negation_flip(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Name a clear polarity flip between the claim and its one matching sentence, or ''."""
    if len(parts) != 1:
        return ""
    toks = parts[0][1].toks
    cues = [i for i, t in enumerate(toks) if t.flags & _NEG]
    if info.neg % 2:
        if not cues:
            return "the claim negates what the source sentence states"
        return ""
    if len(cues) != 1:
        return ""
    i = cues[0]
    if i + 1 < len(toks) and toks[i + 1].low == "only":
        return ""
    # The cue must bear on a word of the claim: the next content word after it.
    for t in toks[i + 1 : i + 5]:
        if t.flags & _CONTENT:
            if t.key in info.keys:
                return f"the source sentence says {toks[i].low!r} {t.low!r}; the claim does not"
            return ""
    return ""


def _hedge_problem(info: _ClaimInfo, region: set[str], sentence: set[str]) -> str:
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
    cond = (sentence & _CONDITIONS) - info.conditions
    if cond:
        return f"the source states a condition or exception ({sorted(cond)[0]!r}) the claim drops"
    return ""


def _antonym_flips(
    missing: list[_Tok], sent: _Sent, claim_keys: frozenset[str]
) -> tuple[str, str] | None:
    """If every missing claim word has its opposite in *sent*, return one pair."""
    pair = None
    for t in missing:
        opposites = _ANTONYMS.get(t.key)
        if not opposites:
            return None
        hit = next((s for s in sent.toks if s.key in opposites and s.key not in claim_keys), None)
        if hit is None:
            return None
        pair = pair or (t.low, hit.low)
    return pair


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
    if not left or not right or len(left) + len(right) < 3:
        return None
    seq = [t for t in sent.toks if t.flags & (_CONTENT | _NUMBER)]
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


_CLAUSE_GAP = re.compile(r"[,;:()\[\]]")
_CLAUSE_WORDS = frozenset({"and", "or", "with", "while", "whereas", "but", "of", "which", "who"})


def _context(
    text: str, toks: Sequence[_Tok], amounts: Sequence[Amount], a: Amount
) -> frozenset[str]:
    """Content words right next to a quantity, within its clause: what it counts.

    Up to two content words on each side, stopping at punctuation, at another
    quantity and at words that start a new item ("and", "with", "of").
    """
    inside = [(x.start, x.end) for x in amounts if x is not a]
    out: list[str] = []
    before = [t for t in toks if t.end <= a.start]
    after = [t for t in toks if t.start >= a.end]
    for side, edge in ((reversed(before), a.start), (iter(after), a.end)):
        taken = 0
        prev = edge
        for t in side:
            gap = text[min(prev, t.end) : max(prev, t.start)]
            if _CLAUSE_GAP.search(gap) or t.low in _CLAUSE_WORDS:
                break
            if any(s <= t.start < e for s, e in inside):
                break
            prev = t.start if t.end <= edge else t.end
            if t.flags & _CONTENT:
                out.append(t.key)
                taken += 1
                if taken == 2:
                    break
    return frozenset(out)


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
    pool = [(p, chunk, sent) for chunk, sent in parts for p in sent.quants]
    # A source figure that states one claim figure is not the counterpart of another.
    used = {id(p) for p, _, _ in pool for q in info.quants if entails(p, q)}
    for q in info.quants:
        comparable = [
            (p, chunk, sent)
            for p, chunk, sent in pool
            if (p.family == q.family or entails(p, q) or excludes(p, q))
            and (id(p) not in used or entails(p, q))
        ]
        entailing = [p for p, _, _ in comparable if entails(p, q)]
        if q.cmp is None:
            # A figure stated exactly is found by value wherever it is.
            found = next((p for p in entailing if p.cmp is None), None)
            if found is not None:
                ok.append(f"{q.text} = {found.text}" if q.text != found.text else q.text)
                continue
        counterpart = None
        by_context = False
        if len(comparable) == 1:
            counterpart = comparable[0][0]
        if comparable:
            near = _context(info.text, info.toks, info.quants, q)
            scored = sorted(
                (
                    (len(near & _context(chunk.text, sent.toks, sent.quants, p)), i)
                    for i, (p, chunk, sent) in enumerate(comparable)
                ),
                reverse=True,
            )
            if scored[0][0] > 0 and (len(scored) == 1 or scored[1][0] < scored[0][0]):
                counterpart = comparable[scored[0][1]][0]
                by_context = True
        if counterpart is not None and counterpart in entailing:
            ok.append(f"{q.text} = {counterpart.text}")
        elif (
            counterpart is not None
            and (by_context or (q.family != "date" and q.q.kind != "ordinal"))
            and not entailing
            and not _written_anywhere(q, parts)
            and excludes(counterpart, q)
        ):
            conflict.append(f"the claim says {q.text!r}, the source says {counterpart.text!r}")
            aligned += by_context and (q.family != "date" or q.cmp is not None)
        else:
            unknown.append(f"the cited text does not state {q.text!r}")
    return ok, conflict, unknown, aligned == len(conflict)


def _joint(
    info: _ClaimInfo,
    ranked: list[tuple[Chunk, _ChunkInfo, int]],
    analysed: list[tuple[Chunk, _ChunkInfo]],
) -> _Finding | None:
    """Support from two or three sentences that are visibly about the same subject.

    Within a chunk, a neighbouring sentence may complete the best one when it
    names the same anchor (a capitalised word of the claim, or the claim's
    first content word) or continues it with a pronoun. Across chunks, the
    other sentence must name the same anchor; sentences are never glued across
    a chunk boundary into one window.
    """
    if len(info.content) < 3:
        return None
    anchors = {t.key for t in info.content if t.flags & _CAP} or {info.content[0].key}
    for chunk, ca, i in ranked[:3]:
        first = ca.sents[i]
        missing = {t.key for t in info.content if t.key not in first.keys}
        if not missing or len(missing) * 2 > len(info.content) + 1:
            continue
        shared = anchors & first.keys
        need = set(missing)
        picked = [i]
        order = [i + 1, i - 1, i + 2, i - 2]
        # A distant sentence joins only through an anchor that is rare in the
        # chunk; a word on every line ("Agreement") ties nothing together.
        rare = {k for k in shared if len(ca.index.get(k, ())) <= max(2, len(ca.sents) // 10)}
        if _JOINT_FAR and rare:
            order += [j for j in range(len(ca.sents)) if abs(j - i) > 2]
        for j in order:
            if not 0 <= j < len(ca.sents) or len(picked) == 3:
                continue
            sent = ca.sents[j]
            if not need & sent.keys:
                continue
            continues = (j == i + 1 or (j == i + 2 and i + 1 in picked)) and bool(
                sent.toks and sent.toks[0].low in lx.SUBJECT_PRONOUNS
            )
            near = abs(j - i) <= 2
            if not ((shared if near else rare) & sent.keys or (near and continues)):
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


_COVER = 1
_RARE = 20
_COMMON = 5


def _cover(info: _ClaimInfo, ranked: list[tuple[Chunk, _ChunkInfo, int]]) -> _Finding | None:
    """Greedy cover of the claim by up to four sentences of one chunk (experiment)."""
    chunk, ca, i = ranked[0]
    need = {t.key for t in info.content}
    picked: list[int] = []
    limit = max(2, len(ca.sents) // _RARE) if _RARE else 0
    # Words found all over the chunk cannot tie distant sentences to one fact.
    common = sum(1 for k in need if len(ca.index.get(k, ())) * _COMMON > len(ca.sents))
    if common * 3 > len(need):
        return None
    while need and len(picked) < 4:
        best = max(
            range(len(ca.sents)), key=lambda j: (len(need & ca.sents[j].keys), -abs(j - i))
        )
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
