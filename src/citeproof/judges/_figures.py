"""Whether a claim's figures agree with the figures of the sentence that anchors it.

A claim figure must meet a source figure that counts the same thing: same
dimension, compatible context words, not tied to another year or another
item, within the bounds and ranges of both. A source figure that counts the
same thing with an incompatible value is a contradiction; one that cannot
be paired safely leaves the claim undecided. Figures are read by
``_amounts``; this module only pairs and compares them.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import combinations, pairwise, permutations
from typing import NamedTuple

from .. import quantities as qty
from ..models import Chunk
from ..text import written_in
from . import _lexicon as lx
from ._amounts import (
    Amount,
    age_in_scope,
    amount_of_one,
    entails,
    excludes,
    same_kind_of_limit,
    two_ended,
)
from ._amounts import read as read_amounts
from ._amounts import tolerance as amount_tolerance
from ._analysis import (
    _ANTONYMS,
    _CAP,
    _CONTENT,
    _DIM_PREFIX,
    _END,
    _NUMBER,
    _NUMBERISH,
    _START,
    _analyze_chunk,
    _analyze_claim,
    _ClaimInfo,
    _figure_after,
    _in_figure,
    _key,
    _letter,
    _Sent,
    _sentence_tokens,
    _Tok,
    _token_at,
    _token_index,
    _word,
    edge_or_end,
    figures_of,
    owns_at,
)
from ._deeds import _VERB_PARTICLES
from ._differences import (
    _LOT_PIECES,
    CLAUSE_EDGE,
    DIRECTION_WORDS,
    EVENT_LINK,
    ITEM_BREAK,
    Worked,
    ratio_rule_figure,
    span_start,
    whole_years,
    year_by_gap,
    year_of,
)
from ._differences import TALLY as _TALLY
from ._party import Party, party_amount
from ._roles import (
    _AFTERWARDS,
    _BE_FORMS,
    _DETERMINERS,
    _is_named,
    _last_name_before,
    _multiple_value,
    _time_after_until,
    items_summed,
    written_after_to,
)

_CLAUSE_GAP = re.compile(r"[,;:()\[\]]")
_LEAVING_OUT = frozenset({"outside", "excluding", "beyond", "except"})
# "$60 million outside North America" counts what "$57.3 million in other
# territories" (or "overseas", "abroad") does: both carry this mark.
_ELSEWHERE = "\x00elsewhere"
_ABROAD_WORDS = frozenset(
    "territories overseas abroad internationally international foreign elsewhere".split()
)
_ELSEWHERE_WORDS = _ABROAD_WORDS | {"outside"}
_CLAUSE_WORDS = frozenset({"and", "or", "with", "while", "whereas", "but", "of", "which", "who"})
# After a figure and the words naming what it counts, a preposition starts a
# phrase of its own: in "$85 million in other territories for a worldwide
# total of $122.2 million", "worldwide total" is not what $85 million counts.
_PHRASE_STARTS = frozenset({"for"})
# After a figure, words that set another figure against it: what follows, a
# thing "of" a figure, counts that one ("$2.36 million against a target of $3
# million"; not "21 metres against the Tor's 19").
_SET_AGAINST = frozenset({"against", "versus", "vs"})
_TARGET_OF = re.compile(r"\s+(?:an?|the)\s+(?:[a-z]+\s+)?[a-z]+\s+of\b")
# Right after a share and before a name, these name where it was given, not
# what it counts: "rated 73% on Rotten Tomatoes" is the "approval rating of
# 73% based on 104 reviews".
_PLACE_STARTS = frozenset({"on", "at"})
_NAMED_PLACE = re.compile(r"\s+(?:the\s+)?[A-Z]")
# Right after a figure and before a verb's "-ing", these tie it to an event,
# not to what it counts: "received four years after testifying" counts no
# testimony.
_LINKS_ON = frozenset({"after", "before", "since", "until"})
_GERUND = re.compile(r"\s+[a-z]+ing\b")


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
        # After "outside" (or "excluding") the words name what the figure
        # leaves out: "$60 million outside North America" does not count what
        # "$52.2 million in North America" counts.
        mark = ""
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
            if edge == a.end and t.low in _SET_AGAINST and _TARGET_OF.match(text, t.end):
                break  # "raised $2.36 million against a target of $3 million"
            if (
                edge == a.end
                and not out
                and t.low in _PLACE_STARTS
                and a.family == "percent:percent"
                and _NAMED_PLACE.match(text, t.end)
            ):
                break
            if edge == a.end and prev == edge and t.low in _LINKS_ON and _GERUND.match(text, t.end):
                break
            prev = t.start if t.end <= edge else t.end
            if edge == a.end and t.low in _LEAVING_OUT:
                mark = "\x00out:"
            if edge == a.end and t.low in _ELSEWHERE_WORDS and _ELSEWHERE not in out:
                out.append(_ELSEWHERE)
            if t.flags & _CONTENT and t.key != _MAY_KEY:
                out.append(mark + t.key)
                if len(out) == (3 if edge == a.end else 2):
                    break
        sides.append(frozenset(out))
    # "registered 142 drifters, of which 38 were steam-powered", "across its 31
    # parishes, 30 of which returned": the part counts what the whole does.
    whole = _OF_WHICH_PART.search(text, max(0, a.start - 80), a.start)
    which = None if whole is None or whole[2] else _OF_WHICH_AFTER.match(text, a.end)
    if whole is not None and (whole[2] or which is not None):
        k = bisect_left(toks, whole.start(1), key=_START)
        if k < len(toks) and toks[k].start == whole.start(1) and toks[k].flags & _CONTENT:
            sides[1] |= {toks[k].key}
        if which is not None:
            # "30 of which returned one guardian each": what the part does
            # follows "of which", which ends a figure's words otherwise
            k, prev = bisect_left(toks, which.end(), key=_START), which.end()
            done: list[str] = []
            while (
                k < len(toks)
                and len(done) < 3
                and not _CLAUSE_GAP.search(text, prev, toks[k].start)
            ):
                if toks[k].flags & _CONTENT:
                    done.append(toks[k].key)
                prev, k = toks[k].end, k + 1
            sides[1] |= set(done)
    return sides[0], sides[1]


# A figure, what it counts and "of which" or "of whom" right before a part of it,
# or only a comma when the part is followed by "of which".
_OF_WHICH_PART = re.compile(r"\d\s+([a-z][\w-]*)(?:\s+[a-z][\w-]*)?,\s+(of\s+(?:which|whom)\s+)?$")
_OF_WHICH_AFTER = re.compile(r"\s+of\s+(?:which|whom)\b")


# "May" beside a figure ("rose 6% in May") is left out of its context, as it
# was before the month became a word to find (the other months always were
# words; taking May out of the context keeps the figures' pairing as it was).
_MAY_KEY = _word("May")[1]


@lru_cache(maxsize=512)
def _claim_context(
    text: str, at: int, old_money: bool = False
) -> tuple[frozenset[str], frozenset[str]]:
    """``_context`` of the claim figure starting at *at*, cached: several checks need it."""
    # (called as the judge calls it, so that the claim's cached analysis serves)
    info = _analyze_claim(text, old_money=True) if old_money else _analyze_claim(text)
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


# Words that give a figure's scope: where or over what it was counted.
_SCOPES = frozenset(
    """
    worldwide global globally international internationally overseas abroad domestic
    domestically nationwide nationally locally overall total combined
    """.split()
)


def _scoped(
    info: _ClaimInfo,
    near: tuple[frozenset[str], frozenset[str]],
    comparable: Sequence[tuple[Amount, Chunk, _Sent]],
    best: int,
) -> int:
    """The candidate the claim's scope word ("globally") follows, if not *best*, else *best*.

    "Globally, it earned less than $197.45 million" against "$65,039,498 in
    North America and $197,539,498 worldwide": "earned" leans to the first
    figure, but the claim's "globally" is the second's scope.
    """
    scopes = {t.key for t in info.content if t.low in _SCOPES} - near[0] - near[1]
    if not scopes:
        return best
    scoped = [
        k
        for k, (p, chunk, sent) in enumerate(comparable)
        if not scopes.isdisjoint(_source_context(chunk.text, sent.pos, p.start)[1])
    ]
    return scoped[0] if len(scoped) == 1 else best


def _restated_item(
    info: _ClaimInfo,
    near: tuple[frozenset[str], frozenset[str]],
    q: Amount,
    comparable: Sequence[tuple[Amount, Chunk, _Sent]],
    counterpart: Amount | None,
) -> Amount | None:
    """A later item of *counterpart*'s list that says claim figure *q* as written, or None.

    The items are alike: a tie word ("at", "for") follows each figure, or the
    first one's noun. Either that noun is what the claim's figure counts ("10
    to 14 windows at 6 pence, ... and 20 or more at 1 shilling"), or the later
    item's label is the claim's and the first one's is not ("three shillings
    for stalls, ... and one shilling for the gallery").
    """
    home = next(((c, st) for p, c, st in comparable if p is counterpart), None)
    if counterpart is None or home is None:
        return None
    chunk, sent = home
    text = chunk.text
    first = _ITEM_TIE.match(text, counterpart.end)
    if first is None:
        return None
    before, after = _source_context(text, sent.pos, counterpart.start)
    elided = first[1] is not None and _word(first[1])[1] in near[1]
    if not elided and (first[1] is not None or not info.keys.isdisjoint(after)):
        return None
    found = [
        p
        for p, c, st in comparable
        if st is sent
        and p.start > counterpart.end
        and p.cmp == q.cmp
        and p.text.lower() == q.text.lower()
        and (tie := _ITEM_TIE.match(text, p.end)) is not None
        and tie[1] is None
        and tie[2].lower() == first[2].lower()
        and (
            elided
            or not info.keys.isdisjoint(
                _source_context(text, sent.pos, p.start)[1] - before - after
            )
        )
        # (not when the claim gives the item another label: "450,000 copies at
        # its original $39.99 price" against "450,000 at $29.99")
        and not any(
            label.family == c.family and not entails(label, c)
            for label in sent.quants
            if tie.end() <= label.start <= tie.end() + _LABEL_REACH
            for c in info.quants
            if c is not q
        )
    ]
    return found[0] if len(found) == 1 else None


_LABEL_REACH = 8  # how far after an item's tie word a figure labels it ("in a 1968 Vance")
# After a list item's figure, its noun if any and the word that ties it to its
# price or label: "10 to 14 windows at", "one shilling for".
_ITEM_TIE = re.compile(r"\s+(?:([a-z][\w-]*)\s+)?(at|for|in|on|of)\b")


def _written_anywhere(q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether the claim's bare number is written in the sentence with a unit, or vice versa.

    "a rating of 65" and "a 65 % rating" differ in form, not in fact; "30
    hours" and "30 days" do differ.
    """
    return any(
        (q.q.unit is None) != (p.q.unit is None) and _same_as_written(p, q)
        for _, sent in parts
        for p in sent.quants
    )


def _converted_from(q: Amount, entailing: Sequence[Amount]) -> bool:
    """Whether a span of time of *entailing* has exactly claim span *q*'s value, written
    in other units ("168 minutes" for "two hours and 48 minutes")."""
    if q.family != "duration":
        return False
    mine = {m.lower() for m in _TIME_UNIT.findall(q.text)}
    return any(
        p.family == "duration"
        and qty.same_value(p.q, q.q)
        and {m.lower() for m in _TIME_UNIT.findall(p.text)} != mine
        for p in entailing
    )


_TIME_UNIT = re.compile(r"\b(second|minute|hour|day|week|fortnight|month|year)s?\b", re.IGNORECASE)


def _written(p: Amount) -> float:
    """The number of *p* as written, in its own unit ("42 miles": 42)."""
    return (p.q.value or 0.0) / (p.q.factor or 1.0)


def _same_as_written(p: Amount, q: Amount) -> bool:
    """Whether *p* and *q* have the same number as written, whatever their units."""
    return (
        p.q.value is not None and q.q.value is not None and math.isclose(_written(p), _written(q))
    )


def _beyond_named(info: _ClaimInfo, q: Amount, text: str, p: Amount) -> bool:
    """Whether *p* is followed by "above its X" ("below the X", ...) for a word X of the
    claim, and the claim's figure *q* lies on the side of *p* that leaves it true."""
    m = _SIDE_OF_NAMED.match(text, p.end)
    if m is None or q.q.value is None or p.q.value is None:
        return False
    if _word(m["what"])[0] not in info.lows:
        return False
    if m["side"].lower() in ("above", "beyond"):
        return q.q.value < p.q.value
    return q.q.value > p.q.value


_SIDE_OF_NAMED = re.compile(
    r",\s+(?:well\s+|just\s+)?(?P<side>above|beyond|below|under)\s+(?:its|the|their|his|her)"
    r"\s+(?:\w+\s+)?(?P<what>[a-z]+)",
    re.I,
)


def _count_of_aged(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether the claim counts what the sentence gives an age: "336 children received"
    against "Children aged 4 to 17 were randomised"."""
    text = home[0].text
    m = _AGED.search(text, max(0, p.start - 8), p.start)
    if m is None:
        return False
    counted = _word_after(info.toks, q.end)
    if counted is None:
        return False
    i = bisect_left(home[1].toks, m.start(), key=_START)
    return i > 0 and home[1].toks[i - 1].key == counted.key


_AGED = re.compile(r"\bage[sd]?\s+(?:of\s+)?$", re.I)


def _worked_after(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether *q* is figure *p* worked on by what follows it: raised or cut by a percentage
    right after it ("up to £30,000, rising by 25%"), or doubled, tripled or halved by a verb
    soon after it ("The town's population of 27,000 roughly triples" for "roughly 81,000")."""
    mine, theirs = q.q.value, p.q.value
    if mine is None or theirs is None or q.family != p.family:
        return False
    text = home[0].text
    exact = (q.q.precision or 1.0) / 2
    m = _RAISED_BY.match(text, p.end)
    if m is not None:
        sign = -1 if m[1].lower().startswith(("fall", "drop", "cut", "reduc")) else 1
        if abs(theirs * (1 + sign * float(m[2]) / 100) - mine) <= exact:
            return True
    m = _MULTIPLIED.search(text, p.end, min(home[1].end, p.end + 40))
    if m is None:
        return False
    worked = theirs * _FACTORS[m[1].lower()]
    return abs(worked - mine) <= (abs(worked) * 0.05 if q.cmp == "~" else exact)


_MULTIPLIED = re.compile(r"\b(doubl|tripl|quadrupl|halv)(?:e|es|ed|ing)\b", re.IGNORECASE)
_FACTORS = {"doubl": 2.0, "tripl": 3.0, "quadrupl": 4.0, "halv": 0.5}
_RAISED_BY = re.compile(
    r",?\s+(rising|rises|increasing|increased|falling|falls|dropping|cut|reduced)\s+by\s+"
    r"(\d+(?:\.\d+)?)\s?%",
    re.IGNORECASE,
)


def _kind_written(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether claim figure *q* is a hyphened kind ("eight-day", "60-bed") that the
    sentence writes just so, and *counterpart* is no such kind ("eight years"): a
    kind against a kind ("9-inch" against "8-inch") is compared."""
    if "-" not in q.text or "-" in counterpart.text:
        return False
    chunk, sent = home
    return (
        re.search(
            rf"(?<![\w-]){re.escape(q.text)}(?![\w-])", chunk.text[sent.start : sent.end], re.I
        )
        is not None
    )


def _unread_number(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the claim's bare number stands in the sentence where no figure was read."""
    if q.family != "number:None" or not q.text.isdigit():
        return False
    chunk, sent = home
    text = chunk.text
    at = text.find(q.text, sent.start, sent.end)
    while at >= 0:
        end = at + len(q.text)
        if not (text[at - 1 : at].isdigit() or text[end : end + 1].isdigit()) and not any(
            p.start <= at < p.end for p in sent.quants
        ):
            return True
        at = text.find(q.text, end, sent.end)
    return False


_NOW = frozenset({"currently", "now", "today", "presently"})


def _other_time(info: _ClaimInfo, sent: _Sent) -> bool:
    """A claim about the present against a source sentence about the future, or back."""
    lows = {t.low for t in sent.toks}
    now = not info.lows.isdisjoint(_NOW) or "at present" in info.text.lower()
    return (now and "will" in lows) or ("will" in info.lows and not lows.isdisjoint(_NOW))


def _chunks_of(parts: tuple[tuple[Chunk, _Sent], ...], cited: tuple[Chunk, ...]) -> list[Chunk]:
    """The compared sentences' chunks and the cited ones, each once, in order."""
    return list({id(c): c for c in (*(c for c, _ in parts), *cited)}.values())


def _stated_elsewhere(
    info: _ClaimInfo,
    q: Amount,
    parts: tuple[tuple[Chunk, _Sent], ...],
    counterpart: Amount,
    home: tuple[Chunk, _Sent],
    cited: tuple[Chunk, ...] = (),
) -> bool:
    """Another sentence of a cited chunk states *q* among more of the claim's words.

    "Vasquez will play second seed Clara Dubois" conflicts with "a victory
    over fifth seed Hana Morita" only until "either second seed Clara Dubois
    or ..." two sentences on is seen: the claim's figure is the passage's,
    with more of the claim's words around it than the conflicting figure has.
    """
    near = _claim_context(info.text, q.start, info.old_money)
    compared = {(id(chunk), sent.pos) for chunk, sent in parts}
    if len(info.quants) > 1 and _all_stated_elsewhere(info, compared, parts, cited):
        return True
    if not near[1]:
        return False
    far = _source_context(home[0].text, home[1].pos, counterpart.start)
    rival = _alignment(near, far)
    # On a tie, the sentence holding a name of the claim the other lacks decides.
    names = {t.key for t in info.content if info.text[t.start].isupper()}
    # "Rupert Vane received a four-year sentence" against "reduced
    # Achterberg's sentence to nine years": the conflicting figure is another's
    # by name, so a sentence with all the claim's names and the figure will do.
    # (Of a claim of two contrasted clauses, the names of the figure's own.)
    lo, hi = 0, len(info.text)
    for m in _CLAUSE_SPLIT.finditer(info.text):
        if m.end() <= q.start:
            lo = m.end()
        elif m.start() >= q.end:
            hi = min(hi, m.start())
    own = {t.key for t in info.content if lo <= t.start < hi and info.text[t.start].isupper()}
    theirs = any(
        t.key in far[0]
        and t.key not in own
        and home[0].text[t.start].isupper()
        and owns_at(home[0].text, home[1].toks, n)
        and (lo > 0 or hi < len(info.text) or t.key not in info.keys)
        for n, t in enumerate(home[1].toks)
    )
    mine = own if theirs and own and not own & far[0] else set()
    for chunk in _chunks_of(parts, cited):
        ca = _analyze_chunk(chunk.text)
        for pos in ca.index.get(_DIM_PREFIX + q.family, ()):
            sent = ca.sents[pos]
            # A compared sentence other than the conflict's own counts only by name.
            by_name_only = (id(chunk), pos) in compared
            if by_name_only and (not mine or sent is home[1]):
                continue
            for p in sent.quants:
                if p.family != q.family or not entails(p, q):
                    continue
                fit = _alignment(near, _source_context(chunk.text, sent.pos, p.start))
                if not by_name_only and (
                    fit > max(rival, 0) or (fit == rival > 0 and (names & sent.keys) - home[1].keys)
                ):
                    return True
                if mine and fit >= 0 and mine <= sent.keys:
                    return True
    return False


# Where a claim's contrasted clauses meet: ", whereas", ", while", "; ".
_CLAUSE_SPLIT = re.compile(r",\s+(?:whereas|while|but)\b|;")


def _all_stated_elsewhere(
    info: _ClaimInfo,
    compared: set[tuple[int, int]],
    parts: tuple[tuple[Chunk, _Sent], ...],
    cited: tuple[Chunk, ...],
) -> bool:
    """Another sentence of a cited chunk states every one of the claim's figures.

    "Staff with under two years of service can carry over no more than five
    days" shares more words with "Employees with at least two years ... may
    carry over up to ten days" than with the passage's "Employees with less
    than two years' service may carry over a maximum of five days"; but the
    claim's figures are all the last sentence's, so it is about that group.
    """
    # The other sentence must state at least two of the claim's figures that
    # the compared ones do not: "in its first year" against "sold 300,000
    # copies in its first year" and "sold 40,000 copies in its first year,
    # then 600,000 in 2007" tells nothing of which the claim is about.
    own = [q for q in info.quants if not any(entails(p, q) for _, s in parts for p in s.quants)]
    if len(own) < 2:
        return False
    for chunk in _chunks_of(parts, cited):
        ca = _analyze_chunk(chunk.text)
        for sent in ca.sents:
            if len(sent.quants) < len(info.quants) or (id(chunk), sent.pos) in compared:
                continue
            if all(any(entails(p, q) for p in sent.quants) for q in info.quants):
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


_OFFSET_AFTER = re.compile(
    r"\s*,?\s*(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?"
    r"(?:years?|months?|weeks?|days?|decades?)\s+(?:after|before|earlier|later)\b",
    re.I,
)


def _dated_from(info: _ClaimInfo, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether date *p* is counted on from the event the claim is about.

    "Ilse settled in Antwerp in 1912, two years after her brother Karl" dates
    Karl's move only through arithmetic, so a claim about Karl giving 1910 is
    not contradicted by 1912; a claim about Ilse giving 1910 is.
    """
    chunk, sent = home
    m = _OFFSET_AFTER.match(chunk.text, p.end)
    if m is None:
        return False
    end = _CLAUSE_GAP.search(chunk.text, m.end(), sent.end)
    stop = end.start() if end else sent.end
    before = {t.key for t in sent.toks if t.end <= p.start}
    return any(
        t.key in info.keys and t.key not in before for t in sent.toks if m.end() <= t.start < stop
    )


# A figure that is one side of a count or score: "121 votes to 118".
# A figure per unit of something other than time: "12 pounds per square foot".
_PER_UNIT = re.compile(
    r"\s*(?:per|/)\s*(?!(?:year|month|week|day|hour|minute|second|night|annum)s?\b)[a-z]",
    re.I,
)
_ON_DAY = re.compile(r"(?:^|[^\w])on\s+(?:the\s+)?$", re.I)
_AS_OF = re.compile(r"\bas\s+(?:of|at)\s+(?:the\s+)?$", re.I)


def _event_day(text: str, p: Amount) -> bool:
    """Whether *p* is a day given as when something happened: "on 18 August 2013"."""
    if p.cmp is not None or p.q.date is None or p.q.date[2] is None:
        return False
    head = text[max(0, p.start - 12) : p.start]
    return bool(_ON_DAY.search(head)) and not _as_of(text, p)


def _one_event_day(info: _ClaimInfo, q: Amount, sent: _Sent) -> bool:
    """Whether the claim's exact day *q* ("signed on March 18, 2014") is the day of its
    one event, as the sentence's only date is the day of the sentence's one event.

    Only a claim with no other figure, against a sentence that times nothing
    else from its date ("obtained independence on June 26, 1960 ... before
    uniting ... later the same week"; "8,412,000 on 1 January 2025, an
    increase of 57,000 on a year earlier").
    """
    return (
        len(info.quants) == 1
        and _event_day(info.text, q)
        and _TIMED_FROM.search(sent.text, sent.start, sent.end) is None
    )


_TIMED_FROM = re.compile(
    r"\b(?:before|after|later|earlier|until|till|following|previous|previously|prior|since"
    r"|then|when|while|whereas)\b",
    re.IGNORECASE,
)


def _as_of(text: str, p: Amount) -> bool:
    """Whether *p* is the moment of a state ("as of 3 April"), not of an event."""
    return p.cmp is None and bool(_AS_OF.search(text[max(0, p.start - 12) : p.start]))


# "76%, compared with 48% for scientists working in industry": a second
# figure, and after it whose it is.
_COMPARED_CUE = re.compile(
    r",?\s*(?:compared (?:with|to)|as against|against|versus|vs\.?)\s+$", re.IGNORECASE
)
_OWNER_LINK = frozenset({"for", "of", "among", "in", "at"})


def _compared_owner(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence gives first, with claim words it gives only to the
    figure it is compared with, or ''.

    "Trust in scientists working in industry stood at 76%" against "Trust in
    university scientists stood at 76%, compared with 48% for scientists
    working in industry": "working" and "industry" come only with the 48%.
    """
    text = sent.text
    for second in sent.quants:
        if second.cmp is not None or not _COMPARED_CUE.search(
            text, max(sent.start, second.start - 16), second.start
        ):
            continue
        after = [t for t in sent.toks if t.start >= second.end]
        if not after or after[0].low not in _OWNER_LINK:
            continue
        owner = []
        for prev, t in pairwise(after):
            if text[prev.end : t.start].strip():
                break  # the owner ends at punctuation
            owner.append(t)
        before = {t.key for t in sent.toks if t.end <= second.start}
        own = {t.key for t in owner if t.flags & _CONTENT} - before
        if not own & info.keys:
            continue
        for q in info.quants:
            if q.cmp is not None or entails(second, q):
                continue
            first = [p for p in sent.quants if p.end <= second.start and entails(p, q)]
            if first and first[0].family == second.family:
                words = " ".join(t.low for t in owner)
                return (
                    f"the source gives {first[0].text!r} first and {second.text!r} for {words!r},"
                    " which the claim speaks of"
                )
    return ""


_RANK_LINKS = frozenset({"followed", "ahead", "behind", "then", "next", "trailed", "including"})


def _bracket_owner(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence gives in brackets after another thing than the one
    whose words the claim takes from beside another bracketed figure, or ''.

    "Lack of time was the barrier cited most often, at 29%" against "Cost was
    the most frequently cited barrier (29%), followed by lack of time (24%)":
    the 29% is cost's, and "lack of time" stands before the 24%.
    """
    text = sent.text
    owners: list[tuple[Amount, list[_Tok]]] = []
    for p in sent.quants:
        if text[p.start - 1 : p.start] != "(" or text[p.end : p.end + 1] != ")":
            continue
        words: list[_Tok] = []
        for t in reversed([t for t in sent.toks if t.end < p.start]):
            if words and text[t.end : words[-1].start].strip():
                break  # the owner starts after punctuation
            words.append(t)
        # "followed by lack of time (24%)": the owner is what follows the link.
        owners.append(
            (p, [t for t in reversed(words) if t.flags & _CONTENT and t.low not in _RANK_LINKS])
        )
    if len(owners) < 2:
        return ""
    for q in info.quants:
        if q.cmp is not None:
            continue
        held = [(p, w) for p, w in owners if p.family == q.family and entails(p, q)]
        others = [(p, w) for p, w in owners if p.family == q.family and not entails(p, q)]
        if len(held) != 1 or not others or not held[0][1]:
            continue
        mine = {t.key for t in held[0][1]}
        theirs = {t.key for _, w in others for t in w} - mine
        if theirs & info.keys and held[0][1][0].key not in info.keys:
            return (
                f"the source gives {held[0][0].text!r} to {held[0][1][0].low!r}, not to what"
                " the claim names"
            )
    return ""


# A rate after a figure and its unit: "140 crowns per hectare", "1 point for
# every £1".
_RATE_TAIL = re.compile(
    r"(?:\s+([A-Za-z]+))?\s+(?:per|for every|for each)\s+([^\s.,;:]+)", re.IGNORECASE
)
# "for every £1": the measure of a rate (not "every three months", an interval).
_MEASURE_MARK = re.compile(r"\bfor (?:every|each)\s+$", re.IGNORECASE)
# A figure that says how often: "every 1,000 km", "every two weeks", "at
# 500-hour intervals" (not "for every £1", a rate's measure).
_INTERVAL_BEFORE = re.compile(r"(?<!for )\bevery\s+(?:other\s+)?$", re.IGNORECASE)
_INTERVAL_AFTER = re.compile(r"(?:-[a-z]+|\s+[a-z]+)?\s+intervals?\b|\s+apart\b", re.IGNORECASE)


def _says_how_often(text: str, p: Amount) -> bool:
    """Whether the figure at *p* tells how often something recurs: "every 1,000 km",
    "twice a day", "four times a week"."""
    return bool(
        _INTERVAL_BEFORE.search(text, max(0, p.start - 16), p.start)
        or _INTERVAL_AFTER.match(text, p.end)
        or p.text.lower() in ("twice", "thrice")
        or _TIMES_A_PERIOD.match(text, p.end)
    )


_TIMES_A_PERIOD = re.compile(
    r"\s+times\s+(?:(?:a|an|per|each|every)\s+(?:day|night|week|fortnight|month|year)\b|on\s)",
    re.IGNORECASE,
)


# What says a claim figure is a rate too: "£9 a day", "140 crowns per hectare".
_RATE_AFTER_CLAIM = re.compile(
    r"(?:\s+[A-Za-z]+)?\s+(?:per|for every|for each|every|each)\s+\S"
    r"|(?:\s+[A-Za-z]+)?\s+an?\s+(?:year|month|week|day|night|hour|minute|head|person)\b",
    re.IGNORECASE,
)
_RATE_PERIODS = frozenset({"day", "week", "fortnight", "month", "quarter", "year"})


def _over_periods(q: Amount, rate: Amount, text: str, period: str) -> bool:
    """Whether claim figure *q* is *rate* times a count of *period* that *text* gives
    in digits ("for 23 days")."""
    if q.q.value is None or rate.q.value is None:
        return False
    return any(
        abs(int(m[1]) * rate.q.value - q.q.value) <= amount_tolerance(q)
        for m in re.finditer(rf"\b(\d{{1,4}})\s+{period}s?\b", text)
    )


# A ratio: "eight to one", "3-to-1", "4:1".
_RATIO_TAIL = re.compile(r"\s*(?:-to-|\s+to\s+|:)\s*(?:one|1)\b", re.IGNORECASE)


# The second side of a vote's tally: "voted 14 to 9", "by 14 votes to 9".
_VOTE_SIDE = re.compile(r"(?:\bvot(?:ed|es|ing)\b(?:\s+[a-z]+){0,2}\s+\d+|\b\d+\s+votes)\s+to\s+$")
_VOTE_WORD = re.compile(r"\bvot(?:e|ed|es|ing|ers?)\b", re.IGNORECASE)


def _rate_or_ratio_apart(info: _ClaimInfo, q: Amount, text: str, counterpart: Amount) -> bool:
    """Whether the claim's figure is a ratio, or the source's a rate the claim's is not."""
    if _RATIO_TAIL.match(info.text, q.end):
        return True
    if counterpart.cmp is not None:
        return False  # "up to two guests per day" bounds a count, and may gainsay it
    if (
        q.family.startswith("money")
        and (each := qty.PRICED_BY.match(text, counterpart.end)) is not None
        # (a rate of a period only over the text's count of that period: "4s a
        # day" for "23 days", not "£34.50 a month" over "a six-month term")
        and (
            each[0].split()[-1] not in _RATE_PERIODS
            or _over_periods(q, counterpart, text, each[0].split()[-1])
        )
        and not qty.PRICED_BY.match(info.text, q.end)
        and not _RATE_AFTER_CLAIM.match(info.text, q.end)
        # a total worked from a price of each is at least two of it
        and (q.q.value or 0.0) >= 2 * (counterpart.q.value or math.inf)
    ):
        return True  # "a credit of £20 6s" against "credited at 1s a pound": a price of each
    tail = _RATE_TAIL.match(text, counterpart.end)
    if tail is not None and not _rate_unapplied(info, q, counterpart, tail[1], tail[2]):
        return False  # "2,000 IOPS" for "400 GB" at "3 IOPS per GB": the rate gainsays it
    rate = tail or _MEASURE_MARK.search(
        text, max(0, counterpart.start - 12), counterpart.start
    )  # "1 point for every £1": the rate, and its measure
    return bool(rate) and not _RATE_AFTER_CLAIM.match(info.text, q.end)


def _steps_of_rate(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether *p* is given for every step of something ("For every 1% ..., adds an extra
    0.5%") and claim figure *q* is two or more whole steps of it.

    When the claim gives a case in the step's measure, the steps must be the
    case's: its whole, or what it has above another figure of the sentence
    ("paying 7%" above "the standard 5%" is two steps of 1%).
    """
    mine, theirs = q.q.value, p.q.value
    if not mine or not theirs or q.family != p.family or p.cmp is not None:
        return False
    chunk, sent = home
    every = _EVERY_STEP.search(chunk.text, sent.start, p.start)
    if every is None:
        return False
    step = next((m for m in sent.quants if m.start >= every.end() and m.q.value), None)
    if step is None or step is p or not step.q.value:
        return False
    steps = mine / theirs
    if steps < 2 or not math.isclose(steps, round(steps), rel_tol=1e-6):
        return False
    cases = [c.q.value for c in info.quants if c is not q and c.family == step.family and c.q.value]
    if not cases:
        return True
    bases = [0.0] + [
        b.q.value
        for b in sent.quants
        if b.family == step.family and b not in (step, p) and b.q.value
    ]
    return any(
        c > b and math.isclose((c - b) / step.q.value, steps, rel_tol=1e-6)
        for c in cases
        for b in bases
    )


_EVERY_STEP = re.compile(r"\bfor (?:every|each)\b", re.IGNORECASE)


def _share_of_other_base(info: _ClaimInfo, q: Amount, text: str, p: Amount) -> bool:
    """Whether source percentage *p* is a share of something the claim names outside its
    own figure's base: "5.5% of their pay" for what members contribute, against "20% of
    their own contributions"."""
    if q.family != "percent:percent" or p.family != q.family:
        return False
    theirs = _OF_BASE.match(text, p.end)
    mine = _OF_BASE.match(info.text, q.end)
    if theirs is None or mine is None:
        return False  # "increase the rent by up to 10%": the base may be left unsaid
    head = _word(theirs[1])[1]
    own = {t.key for t in info.toks if t.start >= mine.start(1)}
    return head in info.keys and head not in own


# The first word of a share's base, past its determiners: "20% of their own
# contributions".
_OF_BASE = re.compile(
    r"\s+of\s+(?:(?:the|their|its|his|her|our|your|own|a|an)\s+)*([a-z][\w-]*)", re.IGNORECASE
)


def _rate_unapplied(
    info: _ClaimInfo, q: Amount, rate: Amount, made: str | None, measure: str
) -> bool:
    """Whether the rate does not gainsay claim figure *q*: *q* is not of what the rate
    makes ("IOPS" of "3 IOPS per GB"), or no claim figure in the rate's measure ("400
    GB" for "per GB") is a case the rate turns into something other than *q*; a case
    it turns into *q* (a bare count too: "paid for only 50 of them") settles that the
    rate applies."""
    value, mine = rate.q.value, q.q.value
    if value is None or mine is None or q.family != rate.family:
        return True
    if made is not None:
        # "2,000 IOPS": the word after a bare figure, else the figure's own unit
        after = _word_after(info.toks, q.end) if q.family == "number:None" else None
        key = after.key if after is not None else _word(q.text.split()[-1])[1]
        if key != _word(made)[1]:
            return True
    unit = _word(measure)[1]
    cases = [
        a
        for a in info.quants
        if a is not q
        and a.q.value
        and (a.family == "number:None" or _word(a.text.split()[-1])[1] == unit)
    ]
    if any(abs((a.q.value or 0.0) * value - mine) <= amount_tolerance(q) for a in cases):
        return True
    return not any(a.family != "number:None" for a in cases)


def _mispaired(info: _ClaimInfo, sent: _Sent) -> str:
    """Two claim figures that the sentence states, but each with another figure.

    "Prices rose 5% in 2022" against "Prices rose 5% in 2021 and 8% in 2022":
    between the sentence's 5% and its 2022 stand another year and another
    percentage, so the sentence pairs them otherwise.
    """
    quants = sent.quants
    tied = _tied_elsewhere(info, sent) or _compared_owner(info, sent) or _bracket_owner(info, sent)
    if tied:
        return tied
    if (counted := year_told_from(info, sent.text, sent)) is not None:
        return counted_note(*counted)
    for a in info.quants:
        mine_per = _per_what(info.toks, a)
        if mine_per is not None and len(pa := _stating(quants, a)) == 1:
            # "£90 per term" against "£90 per rehearsal": a rate of another thing.
            theirs_per = _per_what(sent.toks, pa[0])
            if theirs_per is not None and theirs_per.key != mine_per.key:
                return (
                    f"the source gives {pa[0].text!r} per {theirs_per.low!r},"
                    f" not per {mine_per.low!r}"
                )
        if a.cmp is not None or (mine := _scope_after(info.toks, a)) is None:
            continue
        pa = _stating(quants, a)
        if len(pa) != 1:
            continue
        theirs = _scope_after(sent.toks, pa[0])
        if (
            theirs is not None
            and mine[0] == theirs[0]
            and mine[1].key != theirs[1].key
            and mine[1].key in sent.keys
        ):
            # "every 30 minutes on Sundays" against "every 30 minutes on
            # weekdays and hourly on Sundays".
            return (
                f"the source gives {pa[0].text!r} {theirs[0]} {theirs[1].low!r},"
                f" not {mine[0]} {mine[1].low!r}"
            )
        # "2 percent in year one" against "3 percent ... in year one and 2
        # percent in year two": the scopes differ in the number after them.
        if theirs is not None and _numbered_apart(info, a, sent, pa[0]):
            ours, their_number = _numbered(info.toks, mine[1]), _numbered(sent.toks, theirs[1])
            if _numbered_in(sent.toks, mine[1].key, ours):
                return (
                    f"the source gives {pa[0].text!r} {theirs[0]} {theirs[1].low} {their_number},"
                    f" not {mine[0]} {mine[1].low} {ours}"
                )
    for a in info.quants:
        pa = _stating(quants, a) if a.cmp is None else []
        if len(pa) == 1 and (theirs := _scope_after(sent.toks, pa[0])) is not None:
            scoped = _scope_of_another(info, sent, pa[0], theirs)
            if scoped:
                return scoped
    opposed = (
        _event_dated_otherwise(info, sent)
        or _paired_elsewhere(info, sent)
        or _opposite_lead(info, sent)
        or _owned_by_another(info, sent)
        or _figure_for_other(info, sent)
        or _labelled_for_other(info, sent)
        or _given_for_other_figure(info, sent)
        or _other_period(info, sent)
        or _bound_from_average(info, sent)
        or _ceiling_from_part(info, sent)
        or _raised_for_scope(info, sent)
        or _qualifier_elsewhere(info, sent)
        or _pair_swapped(info, sent)
        or names_of_figures_traded(info, sent)
        or priced_with_other(info, sent)
        or _led_by_other(info, sent)
        or _stitched_across(info, sent)
        or _year_of_other_clause(info, sent)
        or _change_ends_crossed(info, sent)
        or _span_miscounted(info, sent)
        or _list_item_for_other(info, sent)
        or _name_with_other_figure(info, sent)
        or _ordinal_with_other_figure(info, sent)
    )
    if opposed:
        return opposed
    for a, b in pairwise(info.quants):
        if a.family == b.family or a.cmp is not None or b.cmp is not None:
            continue
        pa = _stating(quants, a)
        pb = _stating(quants, b)
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
            if (
                other is not None
                and other.family == b.family
                and not entails(other, b)
                and not _item_told_after(info, sent, other, pb[0])
            ):
                return f"the source gives {pa[0].text!r} with {other.text!r}, not {b.text!r}"
    return (
        _band_mispaired(info, sent)
        or _dated_in_other_clause(info, sent)
        or _year_after_figure(info, sent)
        or _date_of_others_clause(info, sent)
        or _figure_of_later_item(info, sent)
        or _other_of_former_latter(info, sent)
    )


_SEGMENT_BREAK = re.compile(r"[,;:()\u2013\u2014]")
_SEGMENT_WORDS = frozenset({"and", "or", "but", "while", "whereas", "than"})
# "4,200 quarters a year to Dunnett's 2,900": a figure set against another owner's.
_TO_OWNERS = re.compile(r"\bto\s+(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*['\u2019]s\s+$")


def _segment(text: str, toks: Sequence[_Tok], start: int, stop: int) -> frozenset[str]:
    """Content keys from *start* to *stop* or the end of the phrase ("$8 ... billed annually")."""
    out = set()
    prev = start
    for t in toks[bisect_left(toks, start, key=_START) :]:
        if t.start >= stop or t.low in _SEGMENT_WORDS or _SEGMENT_BREAK.search(text, prev, t.start):
            break
        if t.flags & _CONTENT:
            out.add(t.key)
        prev = t.end
    return frozenset(out)


_LEADS = frozenset({"for", "in", "on", "during", "at", "with", "from", "after", "before"})
_LEAD_BREAK = re.compile(r"[;:]")
_SEMICOLON = re.compile(";")


def _clause_spans(sent: _Sent, edges: re.Pattern[str]) -> list[tuple[int, int]]:
    """The spans of *sent* between the matches of *edges*, in order."""
    return _spans_between(sent.text, sent.start, sent.end, edges)


def _spans_between(text: str, lo: int, hi: int, edges: re.Pattern[str]) -> list[tuple[int, int]]:
    """The spans of text[lo:hi] between the matches of *edges*, in order."""
    spans = []
    for m in edges.finditer(text, lo, hi):
        spans.append((lo, m.start()))
        lo = m.end()
    spans.append((lo, hi))
    return spans


def _led_by_other(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence states in a clause led by another scope than the
    claim's, which leads another clause, or ''.

    "For boom spraying, ... is mixed at 10 mL per litre" against "For spot
    spraying, mix 10 mL of product per litre of water; for boom spraying,
    apply 3 L of product per hectare": the 10 mL is spot spraying's.
    """
    text = sent.text
    if text.find(";", sent.start, sent.end) < 0:
        return ""
    leads: list[tuple[int, int, frozenset[str], str]] = []  # clause span, lead keys, lead
    for start, end in _clause_spans(sent, _LEAD_BREAK):
        toks = [t for t in sent.toks if start <= t.start < end]
        comma = text.find(",", start, end)
        if toks and toks[0].low in _LEADS and comma > 0:
            lead = [t for t in toks if t.end <= comma]
            keys = frozenset(t.key for t in lead if t.flags & _CONTENT)
            if keys and len(lead) <= 5:
                leads.append((start, end, keys, text[toks[0].start : comma]))
    if len(leads) < 2:
        return ""
    for q in info.quants:
        if q.cmp is not None:
            continue
        for p in sent.quants:
            if not entails(p, q):
                continue
            here = next((x for x in leads if x[0] <= p.start < x[1]), None)
            if here is None or here[2] <= info.keys:
                continue
            other = next((x for x in leads if x[2] != here[2] and x[2] <= info.keys), None)
            if other is not None:
                return f"the source gives {p.text!r} {here[3]!r}, not {other[3]!r}"
    return ""


# Where a sentence joins two clauses that may tell two events.
_TWO_CLAUSES = re.compile(r";|,\s+(?:and|while|but|whereas)\s+")


def _change_ends_crossed(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure dated by the year the sentence gives the other end of a change, or ''.

    "made 21,500 tons of steel in 1862" against "Output of steel rose from
    7,800 tons in 1862 to 21,500 tons in 1866": each end of the change has
    its own year, and the claim gives the one end the other's.
    """
    found = _one_dated_figure(info)
    if found is None:
        return ""
    q, year = found
    for p1, y1, p2, y2 in _dated_change_ends(sent):
        for mine, other, dated, theirs in ((p2, p1, y1, y2), (p1, p2, y2, y1)):
            if entails(mine, q) and not entails(other, q) and dated.q.value == year:
                return (
                    f"the source gives {mine.text!r} for {theirs.text}, and {other.text!r}"
                    f" for {dated.text}"
                )
    return ""


def _span_miscounted(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim's length in years beside its span of years, which the sentence states and
    the length miscounts, or ''.

    "made chimney figures for 81 years, from 1838 until 1909" against "made
    earthenware chimney figures from 1838 until 1909": 71 years.
    """
    spans = [
        q
        for q in info.quants
        if q.family == "date" and q.cmp is None and q.q.kind == "year" and q.q.low and q.q.high
    ]
    lengths = [q for q in info.quants if q.family == "duration" and q.cmp is None]
    if len(spans) != 1 or len(lengths) != 1:
        return ""
    span, length = spans[0], lengths[0]
    years = whole_years(length)
    if years is None or span.q.low is None or span.q.high is None:
        return ""
    first, second = sorted((span, length), key=lambda q: q.start)
    if second.start - first.end > 12 or _SPAN_APART.search(info.text, first.end, second.start):
        return ""  # one phrase: "for 81 years, from 1838 until 1909"
    if not any(entails(p, span) for p in sent.quants):
        return ""
    counted = span.q.high - span.q.low
    if abs(years - counted) < 2:
        return ""
    return f"the claim says {length.text!r}, but {span.text} is {counted:.0f} years"


# Between a length and its span, what sets them apart: a clause's end or "and".
_SPAN_APART = re.compile(r"[.;]|\band\b")


def change_end_dated(info: _ClaimInfo, sent: _Sent) -> bool:
    """Whether the claim's one figure and its year are an end of a change the sentence
    dates at both ends ("21,500 tons in 1866" against "from 7,800 tons in 1862 to
    21,500 tons in 1866")."""
    found = _one_dated_figure(info)
    if found is None:
        return False
    q, year = found
    return any(
        entails(mine, q) and not entails(other, q) and dated.q.value == year
        for p1, y1, p2, y2 in _dated_change_ends(sent)
        for mine, other, dated in ((p1, p2, y1), (p2, p1, y2))
    )


def _one_dated_figure(info: _ClaimInfo) -> tuple[Amount, float | None] | None:
    """The claim's one figure other than a date, and its one year, when it has just those."""
    figures = [q for q in info.quants if q.family != "date"]
    years = [q for q in info.quants if q.family == "date" and q.q.kind == "year"]
    if len(figures) != 1 or len(years) != 1 or figures[0].cmp is not None or years[0].cmp:
        return None
    return figures[0], years[0].q.value


def _dated_change_ends(sent: _Sent) -> Iterator[tuple[Amount, Amount, Amount, Amount]]:
    """Each change of *sent* written "from FIGURE in YEAR to FIGURE in YEAR"."""
    text, quants = sent.text, sent.quants
    for k in range(len(quants) - 3):
        p1, y1, p2, y2 = quants[k : k + 4]
        if (
            p1.family == p2.family
            and p1.family != "date"
            and all(y.family == "date" and y.q.kind == "year" for y in (y1, y2))
            and y1.q.value != y2.q.value
            and _FROM_END.search(text, max(sent.start, p1.start - 12), p1.start)
            and _IN_YEAR.fullmatch(text, p1.end, y1.start)
            and _TO_END.fullmatch(text, y1.end, p2.start)
            and _IN_YEAR.fullmatch(text, p2.end, y2.start)
        ):
            yield p1, y1, p2, y2


# The words of a change's two dated ends: "from 7,800 tons in 1862 to 21,500 tons in 1866".
_FROM_END = re.compile(r"\bfrom\s+(?:about\s+|around\s+)?$", re.IGNORECASE)
_IN_YEAR = re.compile(r"(?:\s+[a-z]+){0,2}\s+in\s+", re.IGNORECASE)
_TO_END = re.compile(r",?\s+to\s+(?:about\s+|around\s+)?", re.IGNORECASE)


def _year_of_other_clause(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim year from one clause of a sentence told of what the other clause tells
    and dates otherwise, or ''.

    "The harbour branch to Lome opened in 1873" against "Its first
    horse-drawn line ... opened on 3 May 1873, and a second branch to Lome
    harbour ... followed in 1879": the claim's branch and harbour are the
    second clause's, which gives 1879.
    """
    q = one_exact_date(info)
    if q is None or "than" in info.lows or len(sent.quants) < 2:
        return ""  # "1.4 tonnes more than the bell that cracked in 1607": two things
    # The claim's own words of its dated clause ("HMS Tallisker was built by
    # the Ashcombe works and commissioned in October 1914": the commissioning).
    lo, hi = next(
        (
            (a, b)
            for a, b in _spans_between(info.text, 0, len(info.text), _DATED_CLAUSE)
            if a <= q.start < b
        ),
        (0, len(info.text)),
    )
    mine = {t.key for t in info.toks if lo <= t.start < hi and t.flags & _CONTENT}
    spans = _clause_spans(sent, _TWO_CLAUSES)
    if len(spans) < 2:
        return ""
    toks = sent.toks
    clauses = [
        (
            {
                t.key
                for t in toks
                if lo <= t.start < hi and t.flags & _CONTENT and not t.flags & _NUMBER
            },
            lo,
            hi,
        )
        for lo, hi in spans
    ]
    for p in sent.quants:
        if not entails(p, q):
            continue
        here = next(c for c in clauses if c[1] <= p.start < c[2])
        for there in clauses:
            if there is here:
                continue
            other = [
                r
                for r in sent.quants
                if there[1] <= r.start < there[2] and r.family == "date" and not entails(r, q)
            ]
            borrowed = mine & (there[0] - here[0])
            if any(
                t.key in here[0] and t.key not in there[0] and t.flags & _CAP for t in info.content
            ):
                continue  # "the later Hesper of 1931": the claim's name is the year's own
            if (
                len(other) != 1
                or len(borrowed) < 2
                or len(info.keys & (here[0] - there[0])) > 1
                or len(here[0] - info.keys) < 2
            ):
                continue
            lent = sorted({t.low for t in info.toks if t.key in borrowed})[:2]
            return (
                f"the source gives {p.text!r} to another clause; its clause of"
                f" {', '.join(map(repr, lent))} gives {other[0].text!r}"
            )
    return ""


def _stitched_across(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure from one clause of a sentence (";") told with what another clause
    says, where its own clause says something else, or ''.

    "returns made after 60 days are refunded to your original card" against
    "Refunds go to your original payment method; returns made after 60 days
    receive store credit only".
    """
    spans = _clause_spans(sent, _SEMICOLON)
    if len(spans) != 2:
        return ""
    cut = spans[0][1]
    first = {t.key for t in sent.toks if t.start < cut and t.flags & _CONTENT}
    second = {t.key for t in sent.toks if t.start > cut and t.flags & _CONTENT}
    for q in info.quants:
        for p in sent.quants:
            if not entails(p, q):
                continue
            here, there = (first, second) if p.start < cut else (second, first)
            borrowed = info.keys & (there - here)
            after = {
                t.key
                for t in sent.toks
                if t.start >= p.end and (t.start < cut) == (p.start < cut) and t.flags & _CONTENT
            }
            own = after - info.keys - there
            if len(borrowed) >= 2 and len(own) >= 2:
                lent = sorted({t.low for t in info.toks if t.key in borrowed})[:2]
                says = [t.low for t in sent.toks if t.start >= p.end and t.key in own][:2]
                return (
                    f"the claim tells {q.text!r} with words of the sentence's other clause"
                    f" ({', '.join(map(repr, lent))}); its own clause says"
                    f" {' '.join(says)!r}"
                )
    return ""


def _pair_stated(info: _ClaimInfo, q: Amount, sent: _Sent) -> bool:
    """Whether *sent* states *q* and another claim figure side by side, in one phrase."""
    if q.cmp is not None:
        return False
    quants = sent.quants
    for r in info.quants:
        # the other figure may be a bound: "55% by 2025" beside "the 55% target for 2025"
        if r is q or r.q.dimension == q.q.dimension:
            continue
        for i, p in enumerate(quants):
            if p.cmp is not None or not entails(p, q):
                continue
            for j in (i - 1, i + 1):
                if 0 <= j < len(quants) and quants[j].cmp is None and entails(quants[j], r):
                    a, b = sorted((p, quants[j]), key=lambda x: x.start)
                    if not _phrases_apart(sent.text, sent.toks, a, b) and not _other_name_before(
                        info, sent, a.start, b.end
                    ):
                        return True
    return False


def _named_in_other_clause(info: _ClaimInfo, sent: _Sent, p: Amount) -> bool:
    """Whether the claim names a variant ("Metro Plus") whose first word the major clause of
    figure *p* has, and whose last word *sent* has only in another clause."""
    if _MAJOR_CLAUSE.search(sent.text, sent.start, sent.end) is None:
        return False
    here = _clause_keys(sent, p)
    return any(
        b.flags & _CAP
        and a.key in here
        and b.key not in here
        and b.key in sent.keys
        and info.text[a.start].isupper()
        and info.text[a.end : b.start] == " "
        for a, b in pairwise(info.toks)
    )


# What joins a name to the figure that picks out one of its kind: "Essentials
# 50GB", "Fibre 900", "Model 3".
_NAME_FIGURE_GAP = re.compile(r"[ -]")


def _name_figure_elsewhere(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], chunks: Sequence[Chunk]
) -> bool:
    """Whether claim figure *q* follows a name ("Essentials 50GB") that a cited sentence
    other than *home*'s writes with a figure of the claim's value.

    Only a figure with a unit: a bare number or version ("Tallow 3.3",
    "Windows 8.1") is what release notes name in a sentence of each, whatever
    that sentence tells.
    """
    at = bisect_left(info.toks, q.start, key=_START)
    if at == 0 or q.q.kind == "version" or q.family.startswith("number"):
        return False
    name = info.toks[at - 1]
    if (
        not info.text[name.start].isupper()
        or name.low in lx.CALENDAR_WORDS
        or not _NAME_FIGURE_GAP.fullmatch(info.text, name.end, q.start)
    ):
        return False
    for chunk in chunks:
        for sent in _analyze_chunk(chunk.text).sents:
            if sent is home[1] or name.key not in sent.keys:
                continue
            for p in sent.quants:
                k = bisect_left(sent.toks, p.start, key=_START)
                if (
                    k
                    and sent.toks[k - 1].key == name.key
                    and _NAME_FIGURE_GAP.fullmatch(chunk.text, sent.toks[k - 1].end, p.start)
                    and entails(p, q)
                ):
                    return True
    return False


def _other_name_before(info: _ClaimInfo, sent: _Sent, start: int, end: int) -> bool:
    """A name the claim lacks in the clause of ``[start, end)``, from its last comma on.

    "..., while the Trail 5 weighs 24 kg and carries a 625 Wh battery rated
    for 110 km": the two figures are the Trail 5's.
    """
    text = sent.text
    lo = max(text.rfind(c, sent.start, start) for c in ",;:")
    lo = max(lo, sent.start)
    inside = sent.toks[
        bisect_left(sent.toks, lo, key=_START) : bisect_left(sent.toks, end, key=_START)
    ]
    return any(t.flags & _CAP and t.key not in info.keys and t.start > sent.start for t in inside)


def _phrases_apart(text: str, toks: Sequence[_Tok], a: Amount, b: Amount) -> bool:
    """Whether a phrase break (a comma, "and", "or") stands between figures *a* and *b*."""
    if _SEGMENT_BREAK.search(text, a.end, b.start):
        return True
    inside = toks[bisect_left(toks, a.end, key=_START) : bisect_left(toks, b.start, key=_START)]
    return any(t.low in _SEGMENT_WORDS for t in inside)


def _two_stated(info: _ClaimInfo, sent: _Sent) -> tuple[list[Amount], list[list[Amount]]] | None:
    """The claim's two exact figures, of one kind, and the one figure of the sentence
    stating each (two different ones), or None."""
    mine = [q for q in info.quants if q.cmp is None and q.q.value is not None]
    if len(mine) != 2 or mine[0].family != mine[1].family:
        return None
    theirs = [_stating(sent.quants, q) for q in mine]
    if any(len(x) != 1 for x in theirs) or theirs[0][0] is theirs[1][0]:
        return None
    return mine, theirs


def _pair_swapped(info: _ClaimInfo, sent: _Sent) -> str:
    """Two figures the sentence states, each with the words it gives the other.

    "$10 per member on annual billing and $8 per member on monthly billing"
    against "$8 per member per month billed annually, or $10 billed monthly":
    what the claim says after its $8 ("monthly"), the sentence says only
    after its $10, and the other way round.
    """
    found = _two_stated(info, sent)
    if found is None:
        return ""
    mine, theirs = found
    pair = sorted((theirs[0][0], theirs[1][0]), key=lambda p: p.start)
    if _TO_OWNERS.search(sent.text, pair[0].end, pair[1].start):
        # "4,200 quarters a year to Dunnett's 2,900": the words after the first
        # figure are both's; who has each figure stands before it.
        return _lead_swapped(info, sent, mine, [theirs[0][0], theirs[1][0]])
    # Not "by 22 votes to 19", "three of the 24 beaches", "from 4,310 to 4,860".
    if not _phrases_apart(sent.text, sent.toks, pair[0], pair[1]):
        return ""
    if not _phrases_apart(info.text, info.toks, mine[0], mine[1]):
        return _lead_swapped(info, sent, mine, [theirs[0][0], theirs[1][0]])
    ends = [q.start for q in info.quants] + [len(info.text)]
    stops = [p.start for p in sent.quants] + [sent.end]
    said = [
        _segment(info.text, info.toks, q.end, min(e for e in ends if e > q.start)) for q in mine
    ]
    given = [
        _segment(sent.text, sent.toks, p.end, min(e for e in stops if e > p.start))
        for p in (theirs[0][0], theirs[1][0])
    ]
    for i in (0, 1):
        own = said[i] - said[1 - i]
        moved = own & (given[1 - i] - given[i])
        if moved:
            word = min(moved)
            return (
                f"the claim gives {mine[i].text!r} what the source says of "
                f"{theirs[1 - i][0].text!r} ({word!r})"
            )
    return _lead_swapped(info, sent, mine, [theirs[0][0], theirs[1][0]])


def priced_with_other(info: _ClaimInfo, sent: _Sent) -> str:
    """Two claim figures of two kinds, the claim's only ones of each, that the sentence
    states, each paired by "at" or "for" with another figure of the other's kind.

    "The 40-inch running horse ... was priced at $24" against "26 inches long at
    $18, 32 inches at $24 and 40 inches at $35".
    """
    mine = [q for q in info.quants if q.cmp is None and q.q.value is not None]
    if len(mine) < 2:
        return ""
    quants = sent.quants
    kinds = Counter(q.family for q in mine)
    for a, b in permutations(mine, 2):
        # (one figure of each kind: a claim of two sizes and two prices pairs
        # them itself, "1904 at 1,860 tons, and ... 1906 at 2,940 tons")
        if a.family == b.family or kinds[a.family] > 1 or kinds[b.family] > 1:
            continue
        pa, pb = _stating(quants, a), _stating(quants, b)
        if len(pa) != 1 or len(pb) != 1:
            continue
        i, j = quants.index(pa[0]), quants.index(pb[0])
        if j == 0 or i + 1 >= len(quants):
            continue
        own, paired = quants[j - 1], quants[i + 1]
        if (
            own is not pa[0]
            and own.family == a.family
            and paired.family == b.family
            and _PRICED_AT.fullmatch(sent.text, own.end, pb[0].start)
            and _PRICED_AT.fullmatch(sent.text, pa[0].end, paired.start)
        ):
            return (
                f"the source gives {pb[0].text!r} with {own.text!r}, and {paired.text!r}"
                f" with {pa[0].text!r}"
            )
    return ""


# Between a thing's measure and its price: "32 inches at $24", "the 9-inch for 4s".
_PRICED_AT = re.compile(r"(?:\s+long|\s+high|\s+wide)?\s+(?:at|for|costing)\s+", re.IGNORECASE)


def names_of_figures_traded(info: _ClaimInfo, sent: _Sent) -> str:
    """Two claim figures of one kind that the sentence states, the name right before
    one of them in the claim being the name right before the other in the sentence.

    "fined Edith Cullis £2 and her cook, Mabel Greet, £10" against "She was fined
    £10, and her cook, Mabel Greet, was fined £2".
    """
    found = _two_stated(info, sent)
    if found is None:
        return ""
    mine, theirs = found
    said = [_last_name_before(info.text, info.toks, q.start, reach=4) for q in mine]
    if not all(said) or said[0] == said[1]:
        return ""
    given = [_last_name_before(sent.text, sent.toks, x[0].start, reach=4) for x in theirs]
    for i in (0, 1):
        if given[1 - i] == said[i] and given[i] != said[i]:
            return (
                f"the claim gives {mine[i].text!r} to the name the source gives"
                f" {theirs[1 - i][0].text!r}"
            )
    return ""


def _lead_swapped(info: _ClaimInfo, sent: _Sent, mine: list[Amount], theirs: list[Amount]) -> str:
    """Two claim figures, each with the words the sentence says right before the other.

    "worked on probation for six weeks at half pay after a three-month course"
    against "The course lasted six weeks, after which trainees worked on
    probation for three months".
    """
    for text, toks, pair in ((info.text, info.toks, mine), (sent.text, sent.toks, theirs)):
        if any(_FROM_LEVEL.search(text, max(0, p.start - 12), p.start) for p in pair):
            return ""  # "fell from 44% at the last election to 31%": a change
        if any(t.low in _LEAD_TURNS for p in pair for t in _lead_toks(text, toks, p)):
            return ""  # "without battery or charger for £199, or with both"
    if any(bisect_left(info.toks, q.start, key=_START) <= 1 for q in mine):
        return ""  # "After 12 months the landlord may review the rent": a figure moved up
    if " than " in info.text[mine[0].end : mine[1].start]:
        # "entered eight more pupils for practical exams in 2024 than in 2023":
        # the figure after "than" is led by the comparison, not by its own words.
        return ""
    said = [_lead(info.text, info.toks, q) for q in mine]
    given = [_lead(sent.text, sent.toks, p) for p in theirs]
    # The unit of another claim figure ("25,000 tons more pilchards in 1952
    # than in 1950") says what is counted, not which figure is whose.
    units = frozenset(
        b.key
        for a, b in pairwise(info.toks)
        if a.flags & _NUMBER
        and not b.flags & _CAP  # "By 1885 Dunnett was making 2,900": a name, no unit
        and not any(q.start <= a.start < q.end for q in mine)
    )
    # "The board school earned a grant of 14s 8d ..., the Catholic school 11s
    # 3d": a verb the second figure leaves out is both figures'.
    first = min(theirs, key=lambda p: p.start)
    both = frozenset(
        t.key
        for t in sent.toks[: bisect_left(sent.toks, first.start, key=_START)]
        if t.flags & _CONTENT and not t.flags & _CAP and lx.past_form(t.low)
    )
    for i in (0, 1):
        own = said[i] - said[1 - i] - units
        moved = own & (given[1 - i] - given[i])
        if moved and not own & given[i] - both:
            word = min(moved)
            return (
                f"the claim gives {mine[i].text!r} what the source says of "
                f"{theirs[1 - i].text!r} ({word!r})"
            )
    return ""


# "from 44%", "up from 4,310": the level before a change.
_FROM_LEVEL = re.compile(r"\bfrom\s+(?:about\s+|around\s+)?$", re.IGNORECASE)
# Words before a figure that turn what the words after them say.
_LEAD_TURNS = frozenset({"without", "no", "not", "except", "excluding"})


def _lead_toks(text: str, toks: Sequence[_Tok], q: Amount) -> list[_Tok]:
    """The words right before figure *q*, back to a phrase break, another figure or
    the third content word, last first."""
    out: list[_Tok] = []
    nxt, content = q.start, 0
    for t in reversed(toks[: bisect_left(toks, q.start, key=_START)]):
        if (
            t.low in _SEGMENT_WORDS
            or t.flags & _NUMBER
            or _SEGMENT_BREAK.search(text, t.end, nxt)
            or content == 3
        ):
            break
        out.append(t)
        content += bool(t.flags & _CONTENT)
        nxt = t.start
    return out


def _lead(text: str, toks: Sequence[_Tok], q: Amount) -> frozenset[str]:
    """Keys of the content words right before figure *q* ("worked on probation for six
    weeks": trainees, worked, probation)."""
    return frozenset(t.key for t in _lead_toks(text, toks, q) if t.flags & _CONTENT)


_BEFORE_NAME = re.compile(r" [A-Z][a-z]")


def _qualifier_elsewhere(info: _ClaimInfo, sent: _Sent, strict: bool = False) -> str:
    """A claim word that only another item of the sentence's list has, beside its own figure.

    "Online enrolment opens on 2 September" against "Enrolment opens online
    on 19 August and in person on 2 September": "online" is the 19 August
    item's, and the claim has nothing of the 2 September item's own words
    ("in person"). With *strict*, the claim must have no own word of its
    figure's item at all ("Saatchi met Doris Lockhart in 1965" against "...
    married ... Doris Lockhart in 1973 - they had first met in 1965"), as a
    conflict needs.
    """
    quants = sent.quants
    if not info.quants or len(quants) < 2:
        return ""
    # The claim figures with one figure of the sentence stating them, and a
    # figure of their kind beside it that states none of the claim's.
    found = []
    for q in info.quants:
        hits = [p for p in quants if entails(p, q)]
        if not hits:
            return ""  # the sentence is not where the claim's figures come from
        if q.cmp is None and len(hits) == 1 and hits[0].cmp is None:
            rivals = [
                p
                for p in quants
                if p.family == q.family
                and p is not hits[0]
                and not any(entails(p, c) for c in info.quants)
                # "4 Pembroke Mews": a number before a name is part of it
                and not (p.family == "number:None" and _BEFORE_NAME.match(sent.text, p.end))
            ]
            if rivals:
                found.append((hits[0], rivals))
    if not found:
        return ""
    text = sent.text
    bounds = [sent.start]
    bounds += [m.end() for m in ITEM_BREAK.finditer(text, sent.start, sent.end)]
    bounds.append(sent.end)
    items = [(lo, hi) for lo, hi in pairwise(bounds) if hi > lo]
    if len(items) < 2:
        return ""

    def item_of(at: int) -> int:
        return next(k for k, (lo, hi) in enumerate(items) if lo <= at < hi or hi == sent.end)

    words: list[set[str]] = [set() for _ in items]
    for t in sent.toks:
        if (t.flags & _CONTENT and not _in_figure(t, quants)) or _COMPOUND_NUMBER.match(
            text, t.start
        ):
            # (a number opening a compound names its item: "two-seat buggies")
            words[item_of(t.start)].add(t.key)
    # The word right after each content word: the noun a modifier qualifies.
    nxt = {
        a.key: b.key
        for a, b in pairwise(sent.toks)
        if a.flags & _CONTENT and not text[a.end : b.start].strip()
    }
    seen = Counter(key for w in words for key in w)
    own = [{key for key in w if seen[key] == 1} for w in words]
    # The names among them: "A Saturday-only ticket costs £72 and a Sunday-only
    # ticket £65" names each item, whatever the verb left out of the second.
    first = sent.toks[0].start if sent.toks else -1
    named = {t.key for t in sent.toks if text[t.start].isupper() and t.start != first}
    for hit, rivals in found:
        mine = item_of(hit.start)
        if not own[mine]:
            continue
        mine_names = own[mine] & named
        for p in rivals:
            k = item_of(p.start)
            if k == mine:
                continue
            theirs = own[k] & info.keys
            by_words = not own[mine] & info.keys and _parallel(sent, p, hit)
            by_names = bool(mine_names) and not mine_names & info.keys and theirs & named
            # "keyhole surgery ... 1.2 days, compared with 2.9 days after open
            # surgery": the claim's "open" is the other item's word before
            # the noun both share, and it lacks this item's ("keyhole").
            # (Not where the claim names an item between the two as well, as a
            # list: "formed in 1962 out of the Fenwick Forest Reserve and the
            # Greyhallow Crags Reserve" against "... in 1962 by merging ...: the
            # Fenwick Forest Reserve, set up in 1921, and the smaller Greyhallow
            # Crags Reserve of 1935".)
            by_modifier = bool(
                {nxt[w] for w in theirs if w in nxt}
                & {nxt[u] for u in own[mine] - info.keys if u in nxt}
                & info.keys
            ) and not any(own[j] & info.keys for j in range(min(mine, k) + 1, max(mine, k)))
            # "The Orme Street to Bexley Road section opened in 1892" against
            # "... Millgate to Orme Street in 1892, Orme Street to Bexley Road
            # in 1895": the claim has every word of the other item, which
            # shares each with a neighbour, and none of the figure's item's own
            # words (which it has: see above).
            by_cover = (
                not theirs
                and len(words[k]) >= 2
                and words[k] <= info.keys
                and not own[mine] & info.keys
            )
            if by_cover:
                theirs = words[k] - words[mine]  # what the figure's item lacks
            if strict and own[mine] & info.keys:
                continue  # "met ... in 1965": the claim has words of the figure's own item
            if theirs and (by_words or by_names or by_modifier or by_cover):
                key = sorted(theirs)[0]
                word = next(t.low for t in sent.toks if t.key == key)
                return f"the source gives {word!r} with another figure than {hit.text!r}"
    return ""


_COMPOUND_NUMBER = re.compile(r"(?:one|two|three|four|five|six|seven|eight|nine|ten)-[a-z]")


def _parallel(sent: _Sent, a: Amount, b: Amount) -> bool:
    """Whether figures *a* and *b* stand in like slots: the same word before or after them
    ("online on 19 August and in person on 2 September")."""
    toks = sent.toks
    i, j = bisect_left(toks, a.start, key=_START), bisect_left(toks, b.start, key=_START)
    k, m = bisect_left(toks, a.end, key=_START), bisect_left(toks, b.end, key=_START)
    before = i > 0 and j > 0 and toks[i - 1].key == toks[j - 1].key
    after = k < len(toks) and m < len(toks) and toks[k].key == toks[m].key
    return before or after


def _band_mispaired(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure inside a band of the sentence, paired with another band's figure.

    "A 70-year-old member pays £35" against "Members aged 65 and over pay
    £20; all other adult members pay £35": 70 falls in the band "65 and
    over", whose fee is £20; the £35 is the other members'.
    """
    for a in info.quants:
        if a.cmp is not None:
            continue
        holding = [p for p in sent.quants if p.cmp is not None and p.family == a.family]
        holding = [p for p in holding if entails(p, a)]
        if len(holding) != 1:
            continue
        for b, partner in _partners(info, a, sent, holding[0]):
            if not entails(partner, b) and any(
                x is not partner and entails(x, b) for x in sent.quants
            ):
                return (
                    f"the source gives {holding[0].text!r} with {partner.text!r};"
                    f" its {b.text!r} is another band's"
                )
    return ""


# Where one band of a rule ends and the next begins: "aged 65 and over pay
# £20; all other members pay £35", "£20 for seniors, while adults pay £35".
_BAND_GAP = re.compile(r";|,\s+(?:while|whereas|and|but)\b|\s+(?:while|whereas)\s", re.I)


def _band_partner(sent: _Sent, p: Amount, family: str) -> Amount | None:
    """The one figure of *family* in the clause of band *p* ("£20" of "65 and over pay £20")."""
    text = sent.text
    lo = sent.start
    for gap in _BAND_GAP.finditer(text, sent.start, p.start):
        lo = gap.end()
    after = _BAND_GAP.search(text, p.end, sent.end)
    hi = after.start() if after else sent.end
    found = [
        x
        for x in sent.quants
        if x is not p and x.family == family and lo <= x.start and x.end <= hi
    ]
    if len(found) == 1:
        return found[0]
    return None


def _other_band(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether *p*, a band the claim's *q* falls outside, is another band than the claim's.

    "A member aged 40 pays £35" against "Members aged 65 and over pay £20;
    all other adult members pay £35": the band "65 and over" comes with £20,
    and the sentence gives the claim's £35 to another band, so 40 being
    under 65 denies nothing.
    """
    sent = home[1]
    return any(
        not entails(partner, b) and any(x is not partner and entails(x, b) for x in sent.quants)
        for b, partner in _partners(info, q, sent, p)
    )


def _partners(
    info: _ClaimInfo, q: Amount, sent: _Sent, p: Amount
) -> Iterator[tuple[Amount, Amount]]:
    """Each exact claim figure but *q* of another kind, with its kind's figure in *p*'s clause."""
    for b in info.quants:
        if b is q or b.cmp is not None or b.family == q.family:
            continue
        partner = _band_partner(sent, p, b.family)
        if partner is not None:
            yield b, partner


def _scope_of_another(info: _ClaimInfo, sent: _Sent, p: Amount, scope: tuple[str, _Tok]) -> str:
    """The claim's scope ("in Europe") that the sentence gives to another figure than *p*.

    "Sales grew in Europe by 12%" against "Sales grew by 12% in Asia and by
    3% in Europe": the sentence's 12% is for Asia, and Europe has its 3%.
    """
    if scope[1].key in info.keys:
        return ""
    for other in sent.quants:
        if other is p or other.family != p.family:
            continue
        theirs = _scope_after(sent.toks, other)
        if theirs is None or theirs[0] != scope[0] or theirs[1].key not in info.keys:
            continue
        toks = info.toks
        for i, t in enumerate(toks):
            if t.key == theirs[1].key and scope[0] in (u.low for u in toks[max(0, i - 2) : i]):
                return (
                    f"the source gives {p.text!r} {scope[0]} {scope[1].low!r} and "
                    f"{other.text!r} {theirs[0]} {theirs[1].low!r}"
                )
    return ""


_CHANGED_TO = re.compile(
    r"\b(?:rising|rises|increasing|increases|climbing|going up|goes up|falling|falls|dropping"
    r"|drops|decreasing|decreases|reduced|reducing|cut|raised|extended|extending)\s+to\s+$",
    re.I,
)


def _raised_for_scope(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence raises or lowers to another for the claim's case.

    "The excess for claims caused by escape of water is £250" against "An
    excess of £250 applies to each claim, rising to £1,000 for claims caused
    by escape of water": £250 is the general figure; the claim's case has its own.
    """
    quants = sent.quants
    text = sent.text
    for k in range(1, len(quants)):
        second = quants[k]
        before = _CHANGED_TO.search(text, max(0, second.start - 24), second.start)
        if before is None:
            continue
        first = next((p for p in reversed(quants[:k]) if p.family == second.family), None)
        if first is None or any(entails(second, a) for a in info.quants):
            continue
        if not any(a.cmp is None and entails(first, a) for a in info.quants):
            continue
        # The words of the case the second figure is for, up to the clause's
        # end, that the sentence does not have elsewhere.
        case = []
        for t in sent.toks[bisect_left(sent.toks, second.end, key=_START) :]:
            if _CLAUSE_GAP.search(text, second.end, t.start):
                break
            if t.flags & _CONTENT:
                case.append(t)
        elsewhere = {t.key for t in sent.toks if t.end <= second.start}
        own = [t for t in case if t.key in info.keys and t.key not in elsewhere]
        if own:
            words = ", ".join(repr(t.low) for t in own)
            return f"the source gives {first.text!r} in general and {second.text!r} for {words}"
    return ""


def _lead_pair(text: str, toks: Sequence[_Tok], a: Amount) -> tuple[str, str] | None:
    """The two content words right before figure *a* ("students pay £18"), as written."""
    at = bisect_left(toks, a.start, key=_START)
    if at < 2:
        return None
    w1, w2 = toks[at - 2], toks[at - 1]
    if not (w1.flags & _CONTENT and w2.flags & _CONTENT):
        return None
    if text[w1.end : w2.start].strip() or text[w2.end : a.start].strip(" $\u20ac\u00a3"):
        return None
    return w1.low, w2.low


def _event_dated_otherwise(info: _ClaimInfo, sent: _Sent) -> str:
    """The claim's date, which the sentence gives to another event than the claim's verb.

    "Ruth Okafor joined the station as a research assistant in 1985" against
    "She joined the station in 1968 as a research assistant and became its
    director in 1985": the first date after "joined" is 1968.
    """
    dates = [q for q in info.quants if q.family == "date" and q.cmp is None]
    if len(dates) != 1:
        return ""
    q = dates[0]
    toks = info.toks
    at = 0
    while at < len(toks) and info.text[toks[at].start].isupper():
        at += 1  # the subject's name
    verb = next((t for t in toks[at : at + 3] if t.flags & _CONTENT), None)
    if (
        verb is None
        or verb.start > q.start
        or info.text[verb.start].isupper()
        # a verb in the past ("joined", "became"), and a year: a sentence may
        # give one release several days ("28 January ... 30 January")
        or not lx.past_form(verb.low)
        or q.q.kind != "year"
    ):
        return ""
    if verb.key not in sent.keys:
        return ""
    for v in sent.toks:
        if v.key != verb.key:
            continue
        first = next((p for p in sent.quants if p.family == "date" and p.start > v.end), None)
        if (
            first is not None
            and first.cmp is None
            and not _CLAUSE_END.search(sent.text, v.end, first.start)
            and not entails(first, q)
            and any(p is not first and p.cmp is None and entails(p, q) for p in sent.quants)
        ):
            return f"the source dates {v.low!r} {first.text!r}, not {q.text!r}"
    return ""


_CLAUSE_END = re.compile(r"[;:]|,\s+(?:and|but|while|whereas)\b")


def _paired_elsewhere(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure whose two leading words lead another figure in the sentence.

    "Students pay £20 a month" against "members aged 60 and over pay £20 a
    month and students pay £18": "students pay" leads £18.
    """
    for q in info.quants:
        if q.cmp is not None:
            continue
        mine = _lead_pair(info.text, info.toks, q)
        if mine is None:
            continue
        led = [
            p
            for p in sent.quants
            if p.family == q.family and _lead_pair(sent.text, sent.toks, p) == mine
        ]
        if (
            led
            and not any(entails(p, q) for p in led)
            # "riders pay $27.00 for 20 rides" against "riders pay $1.35 per
            # ride": the claim's figure is the rate's, worked out.
            and not _rate_worked(info, q, (sent.text,))
            # "took 32 dozen a year" against "took 8 dozen a quarter".
            and not _period_times(info, q, sent.text, sent.quants)
            # "paid £319.10 in total" against "paid £159.55 ..., and the same
            # amount when it was fitted": the sentence's figures added up.
            and not _sentence_total(info, q, (sent,))
            # "rose 4% in 2022 and 9% in 2023": the words lead the list, the
            # claim's 9% among it.
            and not any(
                entails(p, q)
                and _LIST_BEFORE.search(sent.text, max(sent.start, p.start - 6), p.start)
                for p in sent.quants
            )
        ):
            return f"the source gives {led[0].text!r} after the claim's words, not {q.text!r}"
    return ""


def _token_before(toks: Sequence[_Tok], a: Amount) -> _Tok | None:
    """The token just before figure *a*, if any (the twin of ``_word_after``)."""
    at = bisect_left(toks, a.start, key=_START)
    return toks[at - 1] if at else None


def _link_word(toks: Sequence[_Tok], a: Amount) -> str:
    """The preposition right before figure *a* ("on" in "Open on 17"), or ''."""
    before = _token_before(toks, a)
    return before.low if before is not None and before.low in _LINKS else ""


_LINKS = frozenset("on by at in for with from to of".split())


def _lead_word(toks: Sequence[_Tok], a: Amount) -> _Tok | None:
    """The content word that leads into figure *a* ("a profit of $3 million"), if close."""
    at = bisect_left(toks, a.start, key=_START)
    # A time before a date ("closes at 23:00 on 14 June": two number tokens
    # in a row) is passed over; any other figure ends the search.
    window = toks[max(0, at - 6) : at]
    before = [
        t
        for k, t in enumerate(window)
        if not (
            t.flags & _NUMBER
            and (
                (k and window[k - 1].flags & _NUMBER)
                or (k + 1 < len(window) and window[k + 1].flags & _NUMBER)
            )
        )
    ][-3:]
    return next((t for t in reversed(before) if t.flags & _CONTENT), None)


def _opposite_lead(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence states, but led by the opposite word.

    "A profit of $3 million" against "a loss of $3 million in 2022, after a
    profit of $5 million": "profit" is in the sentence, but with another
    figure. (A claim word the sentence lacks, with its opposite in its place,
    is an antonym flip, which the caller may call a contradiction.)
    """
    for a in info.quants:
        if a.cmp is not None:
            continue
        mine = _lead_word(info.toks, a)
        opposites = _ANTONYMS.get(mine.key) if mine is not None else None
        if not opposites or mine is None or mine.key not in sent.keys:
            continue  # a word missing from the sentence is an antonym flip, judged elsewhere
        for p in _stating(sent.quants, a):
            theirs = _lead_word(sent.toks, p)
            if theirs is not None and theirs.key in opposites:
                return f"the source gives {p.text!r} as {theirs.low!r}, not {mine.low!r}"
    return ""


def _owner(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount], a: Amount
) -> tuple[_Tok, tuple[str, ...]] | None:
    """The name right before figure *a*, and the words between: "Lintel", ("won",).

    At most three words back within its clause. A name that opens the text
    could be any capitalised word and is not taken; nor is a word of a
    figure ("March" of "3 March").
    """
    at = bisect_left(toks, a.start, key=_START)
    for k in range(at - 1, max(0, at - 4) - 1, -1):
        t = toks[k]
        if _CLAUSE_GAP.search(text, t.end, toks[k + 1].start if k + 1 < at else a.start):
            return None
        if k == 0 or not t.flags & _CONTENT or not text[t.start].isupper():
            continue
        if _in_figure(t, quants):
            continue
        return t, tuple(u.key for u in toks[k + 1 : at])
    return None


def _placed_subject(info: _ClaimInfo, a: Amount) -> tuple[_Tok, tuple[str, ...]] | None:
    """The name the claim opens with, where a phrase of place follows it and "is" or
    "was" comes right before figure *a*: "The Green Tower on the east pier is 11
    metres high" gives "Tower", ("is",)."""
    text, toks = info.text, info.toks
    k = 1 if toks and toks[0].low == "the" else 0
    start = k
    while k < len(toks) and text[toks[k].start].isupper() and toks[k].flags & _CONTENT:
        k += 1
    if k == start or k + 2 >= len(toks) or toks[k].low not in _PLACE_PREPOSITIONS:
        return None
    at = bisect_left(toks, a.start, key=_START)
    if at - 1 <= k or toks[at - 1].low not in ("is", "was", "are", "were"):
        return None
    # Nothing but the phrase of place between: no verb, no clause mark.
    if any(t.low in _BE_FORMS or t.flags & _NUMBER for t in toks[k : at - 1]):
        return None
    if _CLAUSE_GAP.search(text, toks[k].start, toks[at - 1].start):
        return None
    return toks[k - 1], (toks[at - 1].key,)


_PLACE_PREPOSITIONS = frozenset({"on", "at", "in", "near", "beside", "by"})
_OWNER_PREPOSITIONS = frozenset(
    {"in", "on", "at", "by", "for", "from", "to", "of", "with", "since", "until", "after"}
)


def _name_run_keys(sent: _Sent, tok: _Tok) -> frozenset[str]:
    """Keys of the run of capitalised words that *tok* ends or stands in."""
    return _capital_run(sent.text, sent.toks, tok, 0)


def _capital_run(text: str, toks: Sequence[_Tok], tok: _Tok, floor: int) -> frozenset[str]:
    """Keys of the run of capitalised words of *toks* that *tok* ends, from index *floor*
    on (1 leaves out a claim's first word, capitalised as any sentence's is)."""
    k = next(i for i, t in enumerate(toks) if t.start == tok.start)
    lo = k
    while (
        lo > floor
        and text[toks[lo - 1].start].isupper()
        and not text[toks[lo - 1].end : toks[lo].start].strip()
    ):
        lo -= 1
    return frozenset(t.key for t in toks[lo : k + 1])


def _owned_by_another(info: _ClaimInfo, sent: _Sent, by_verb: bool = False) -> str:
    """A claim figure the sentence states for another name than the claim's.

    "Marcus Lintel won 48% of the vote" against "Fiona Adair won 48% of the
    vote, ahead of Conservative Marcus Lintel on 41%": the sentence has
    Lintel, but its 48% is Adair's. The words between name and figure must
    be the same ("won"), so that both names hold the same place: "a jury in
    Harris County awarded $4.2 million to Carla Nunez" does not give the
    award to the county. With *by_verb*, only an owner that a verb joins to its
    figure counts ("Adair won 48%", not "the Senate in 2005" nor "Front
    Street for £750,000", where the name may be a place or a time).
    """
    for a in info.quants:
        found = (
            (_placed_subject(info, a) or _owner(info.text, info.toks, info.quants, a))
            if a.cmp is None
            else None
        )
        if found is None or found[0].key not in sent.keys or not found[1]:
            continue
        if by_verb and all(k in _OWNER_PREPOSITIONS for k in found[1]):
            continue
        mine, between = found
        stating = _stating(sent.quants, a)
        if len(stating) != 1:
            continue
        other = _owner(sent.text, sent.toks, sent.quants, stating[0])
        if other is None or other[1] != between:
            continue
        theirs = other[0]
        if (
            theirs.key != mine.key
            and theirs.key not in info.keys
            # ("Every Wednesday in the 1870s": a day, not an owner)
            and theirs.low not in lx.DAYS
            # "Oxley Rowing Club's women's eight": the claim's name opens the
            # sentence's longer one.
            and mine.key not in _name_run_keys(sent, theirs)
        ):
            return f"the source gives {stating[0].text!r} for {theirs.low!r}, not {mine.low!r}"
        if theirs.key == mine.key:
            # "The Green Tower is 11 metres high" against "The Red Tower is 11
            # metres high ...; the Green Tower, at 9 metres": names that end
            # alike, told apart by the words before.
            ours = _capital_run(info.text, info.toks, mine, 1) & info.keys
            their_run = _name_run_keys(sent, theirs) & sent.keys
            apart = their_run - ours
            # The claim's own words of its name stand elsewhere in the sentence;
            # a name the sentence lacks is a swap, told apart by other checks.
            own = ours - their_run
            if apart and own and own <= sent.keys and not apart & info.keys:
                words = " ".join(
                    t.low for t in sent.toks if t.key in their_run and t.end <= theirs.end
                )
                return f"the source gives {stating[0].text!r} for {words!r}"
    return ""


def _figure_for_other(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence states beside another figure it gives "for" the claim's
    name, or ''.

    "The PhotoJet 300 prints black pages at 24 pages per minute" against "The
    OfficeJet 500 prints 24 pages a minute in black, against 15 for the
    PhotoJet 300": the PhotoJet's figure is 15.
    """
    text = sent.text
    span = text[sent.start : sent.end]
    if " for " not in span and " from " not in span:
        return ""
    for a in info.quants:
        stating = _stating(sent.quants, a) if a.cmp is None else []
        if len(stating) != 1:
            continue
        for p in sent.quants:
            if p.family != a.family or entails(p, a) or any(entails(p, b) for b in info.quants):
                continue
            m = _FOR_NAME.match(text, p.end, sent.end)
            if m is not None:
                named = [
                    t for t in sent.toks if m.start(1) <= t.start < m.end(1) and not _letter(t)
                ]
                if named and all(t.key in info.keys for t in named):
                    return f"the source gives {p.text!r} for {m[1]!r}, not {a.text!r}"
                continue
            # "24.10p per kWh for electricity and 5.87p per kWh for gas": a row
            # whose figures each name their thing, the claim's figure another.
            theirs = _for_thing(sent, p)
            mine = _for_thing(sent, stating[0])
            if theirs and mine and theirs.key in info.keys and mine.key not in info.keys:
                return (
                    f"the source gives {p.text!r} for {theirs.low!r}, and {a.text!r} for"
                    f" {mine.low!r}"
                )
    return ""


def _labelled_for_other(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence lists under one label, the claim's label being
    another figure's, or ''.

    "the popcorn contains 24 g of fat" against "Per 100 g: 478 kcal, fat 21
    g, sugars 24 g, salt 1.3 g": in a row of labelled figures, 24 g is the
    sugars', and the fat's is 21 g.
    """
    quants = sent.quants
    span = sent.text[sent.start : sent.end]
    if len(quants) < 2 or ("," not in span and "(" not in span):
        return ""
    labels = {
        id(p): tok
        for p in quants
        if (tok := _label_before(sent, p) or _label_after(sent, p)) is not None
    }
    if len(labels) < 2:
        return ""
    for a in info.quants:
        stating = _stating(quants, a) if a.cmp is None else []
        if len(stating) != 1 or (mine := labels.get(id(stating[0]))) is None:
            continue
        if mine.key in info.keys:
            # "50 g for total fat and 70 g for protein" against "total fat 70
            # g, ..., protein 50 g": the claim gives its figure for another
            # figure's label.
            said = _said_for(info, a)
            if said and mine.key not in said:
                for p in quants:
                    theirs = labels.get(id(p))
                    if (
                        theirs is not None
                        and p is not stating[0]
                        and p.family == a.family
                        and theirs.key in said
                        and not qty.same_value(p.q, a.q)
                    ):
                        return (
                            f"the source gives {a.text!r} for {mine.low!r}, and {p.text!r} for"
                            f" {theirs.low!r}"
                        )
            continue
        for p in quants:
            theirs = labels.get(id(p))
            if (
                theirs is not None
                and p.family == a.family
                and theirs.key in info.keys
                and not any(entails(p, b) for b in info.quants)
            ):
                return (
                    f"the source gives {a.text!r} for {mine.low!r}, and {p.text!r} for"
                    f" {theirs.low!r}"
                )
    return ""


def _given_for_other_figure(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence gives "for" a figure of another kind, where the
    claim's figure of that kind has another row of the sentence, or ''.

    "The 2.5 mm² conductor may have up to 18.1 Ω per km" against "no greater
    than 18.1 Ω per km at 20 °C for the 1.0 mm² size and 7.41 Ω per km for the
    2.5 mm² size": 18.1 is the 1.0 mm² size's, and the 2.5 mm² size's is 7.41.
    A bound is matched with a bound of the same sense.
    """
    if " for " not in sent.text[sent.start : sent.end]:
        return ""
    rows: list[tuple[Amount, Amount]] = []
    for p in sent.quants:
        m = _FOR_FIGURE.match(sent.text, p.end, sent.end)
        label = None if m is None else next((x for x in sent.quants if x.start == m.end()), None)
        if label is not None and label.family != p.family:
            rows.append((p, label))
    if len(rows) < 2:
        return ""
    for a in info.quants:
        for p, label in rows:
            if p.family != a.family or p.cmp != a.cmp or not entails(p, a):
                continue
            if any(entails(label, b) for b in info.quants):
                break  # the claim names the figure's own row
            for b in info.quants:
                for other, theirs in rows:
                    if (
                        other is not p
                        and other.family == p.family
                        and theirs.family == b.family
                        and entails(theirs, b)
                        # the other row's figure, not the claim's again ("7.41"
                        # would satisfy "up to 18.1" as a bound)
                        and not qty.same_value(other.q, a.q)
                    ):
                        return (
                            f"the source gives {p.text!r} for {label.text!r}, and"
                            f" {other.text!r} for {theirs.text!r}"
                        )
    return ""


# From a figure to the figure it is given "for": "7.41 Ω per km for the 2.5 mm² size".
_FOR_FIGURE = re.compile(r"[^,;:()]{0,40}?\bfor\s+(?:the\s+|an?\s+)?(?=\d)")


# A one-word label opening an item of a list, right before its figure: ",
# sugars 24 g", ": Front 2.3 bar".
_LABEL_OPENS = re.compile(r"[,;:]\s*$")


_PAREN_LABEL = re.compile(r"\s*\(([a-z]+)\)")


def _said_for(info: _ClaimInfo, a: Amount) -> frozenset[str]:
    """Keys of the words the claim gives figure *a* with: the one or two it is
    given "for" ("50 g for total fat"), else those of its phrase before it, back
    to a comma or another figure, at most four ("Energy pipelines make up 15%",
    ", with communications towers at 12%")."""
    m = _CLAIM_FOR.match(info.text, a.end)
    if m is not None:
        return frozenset(t.key for t in info.toks if m.start(1) <= t.start < m.end(1))
    k = bisect_left(info.toks, a.start, key=_START)
    lo = max((q.end for q in info.quants if q.end <= a.start), default=0)
    keys = []
    for t in reversed(info.toks[max(0, k - 4) : k]):
        if t.start < lo or _CLAUSE_GAP.search(info.text, t.end, a.start):
            break
        if t.flags & _CONTENT:
            keys.append(t.key)
    return frozenset(keys)


_CLAIM_FOR = re.compile(r"\s+for\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)")


def _label_after(sent: _Sent, p: Amount) -> _Tok | None:
    """The one word in brackets right after figure *p* ("£79 (economy)"), or None."""
    m = _PAREN_LABEL.match(sent.text, p.end, sent.end)
    return None if m is None else _token_at(sent, m.start(1))


def _label_before(sent: _Sent, p: Amount) -> _Tok | None:
    """The one word that labels figure *p* in a list ("fat" of ", fat 21 g"), or None."""
    toks = sent.toks
    k = bisect_left(toks, p.start, key=_START) - 1
    if k < 0:
        return None
    tok = toks[k]
    text = sent.text
    if not tok.flags & _CONTENT or text[tok.end : p.start].strip(" :") or tok.end > p.start:
        return None
    lead = text[toks[k - 1].end if k else sent.start : tok.start]
    if _LABEL_OPENS.search(lead):
        return tok
    # ", total fat 70 g": a two-word label, named by its last word.
    if k and lead == " " and toks[k - 1].flags & _CONTENT and not toks[k - 1].flags & _NUMBER:
        lead = text[toks[k - 2].end if k > 1 else sent.start : toks[k - 1].start]
        return tok if _LABEL_OPENS.search(lead) else None
    return None


def _written_for_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A figure the claim writes as the source does ("24.10p"), where the source gives it
    "for" another thing and gives another figure for the claim's, or ''.

    "Gas on Pay As You Go is priced at 24.10p per kWh" against "pay 24.10p per
    kWh for electricity and 5.87p per kWh for gas": figures that are not
    read as amounts are paired by what they are written "for".
    """
    mine = {w.rstrip(".,;") for w in info.text.split() if any(c.isdigit() for c in w)}
    if not mine:
        return ""
    for _, sent in parts:
        found = _rows_for(info, sent, mine)
        if found:
            return found
    return ""


def _rows_for(info: _ClaimInfo, sent: _Sent, mine: set[str]) -> str:
    """:func:`_written_for_other` in one sentence."""
    rows = [
        (m[1].rstrip(".,;"), _token_at(sent, m.start(2)))
        for m in _WRITTEN_FOR.finditer(sent.text, sent.start, sent.end)
    ]
    if len(rows) < 2:
        return ""
    for figure, thing in rows:
        if figure not in mine or thing is None or thing.key in info.keys:
            continue
        for other, theirs in rows:
            if other not in mine and theirs is not None and theirs.key in info.keys:
                return (
                    f"the source gives {figure!r} for {thing.low!r} and {other!r} for"
                    f" {theirs.low!r}"
                )
    return ""


def _for_thing(sent: _Sent, p: Amount) -> _Tok | None:
    """The lower-case thing a figure is given "for" right after it ("£0.0587 per kWh for
    gas"), or None."""
    m = _FOR_THING.match(sent.text, p.end, sent.end)
    k = None if m is None else _token_index(sent, m.start(1))
    if k is None:
        return None
    # The head of the phrase, past the words that describe it: "£55 for one
    # adult", "£40 for a single concession" are given for an adult and a
    # concession.
    text, toks = sent.text, sent.toks
    end = min(len(toks), k + 3)
    while (
        k + 1 < end
        and toks[k + 1].flags & _CONTENT
        and text[toks[k + 1].start].islower()
        and text[toks[k].end : toks[k + 1].start] == " "
        # (not into a phrase that describes it: "£15 for a family ticket
        # covering two adults")
        and not toks[k + 1].low.endswith(("ing", "ed"))
    ):
        k += 1
    return toks[k]


# "£0.0587 per kWh for gas": the thing a figure is given for, right after it;
# "24.10p per kWh for electricity": the same after a figure as written.
_FOR_THING = re.compile(
    r"(?:\s+(?:per|a|an)\s+[\w/]+|\s+[^\s\d,;]*/[^\s,;]+|\s+[A-Z][A-Za-z0-9]*)?"
    r"\s+(?:for|from|to)\s+(?:the\s+|an?\s+)?([a-z]{3,}|[A-Z]{3,}\b)\b"
)  # "£0.0587 per kWh for gas", "60–110 µmol/L for men", "1.08 million tonnes CO2 from combustion"
_WRITTEN_FOR = re.compile(r"(\S*\d\S*)" + _FOR_THING.pattern)
# "15 for the PhotoJet 300", "230 for the Snap 2": the thing a figure is given for.
_FOR_NAME = re.compile(r"(?:\s+[a-z]+){0,2}?\s+for\s+(?:the\s+)?([A-Z][\w-]*(?: [A-Z0-9][\w-]*)*)")
_PERIOD = re.compile(
    r"\s*(?:(?:a|an|per|each|every|/)\s*(?P<unit>day|week|month|year|hour|night|quarter|annum)"
    r"|(?P<adverb>daily|weekly|monthly|yearly|annually|hourly|nightly|quarterly))\b",
    re.IGNORECASE,
)


def _period(text: str, end: int) -> str | None:
    """The period a rate right after a figure is per: "$10 a month" gives "month"."""
    m = _PERIOD.match(text, end)
    if m is None:
        return None
    if m["unit"]:
        unit = m["unit"].lower()
        return "year" if unit == "annum" else unit
    return lx.PERIOD_ADVERBS[m["adverb"].lower()]


def _other_period(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim rate the sentence gives per another period: "$10 a year" for "$10 a month"."""
    for a in info.quants:
        mine = _period(info.text, a.end)
        if mine is None:
            continue
        for p in _stating(sent.quants, a):
            theirs = _period(sent.text, p.end)
            if theirs is not None and theirs != mine:
                return f"the source gives {p.text!r} a {theirs}, not a {mine}"
    return ""


def _total_as_rate(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim rate per period that the sentence's figure gives as a total for a span,
    or ''.

    "works out at more than £25 a day" against "£640 for 28 days": a total for
    28 days is no rate per day, whatever the bound.
    """
    for a in info.quants:
        mine = _period(info.text, a.end)
        if mine is None:
            continue
        for chunk, sent in parts:
            for p in sent.quants:
                if p.family != a.family or not entails(p, a) or _period(chunk.text, p.end):
                    continue
                span = _TOTAL_FOR_SPAN.match(chunk.text, p.end)
                if span is not None:
                    return f"the source gives {p.text} {span[0].strip()}, not a {mine}"
    return ""


def _bound_of_other_item(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim bound the sentence gives the thing named right before it, where the claim
    names the thing another bound of the sentence comes with, or ''.

    "stone chips under 25 mm" against "Scratches under 25 mm and stone chips under
    5 mm": the 25 mm is the scratches' bound.
    """
    for q in info.quants:
        if q.cmp not in _BOUNDS:
            continue
        mine = _word_before(info.toks, q)
        if mine is None:
            continue
        for _, sent in parts:
            same = [p for p in sent.quants if p.cmp == q.cmp and p.family == q.family]
            exact = [p for p in same if p.q.value == q.q.value]
            other = [p for p in same if p.q.value != q.q.value]
            if len(exact) != 1 or not other:
                continue
            theirs = _word_before(sent.toks, exact[0])
            if theirs is None or theirs.key == mine.key or theirs.key in info.keys:
                continue
            if any((w := _word_before(sent.toks, p)) and w.key == mine.key for p in other):
                return f"the source gives {exact[0].text!r} to {theirs.low!r}, not {mine.low!r}"
    return ""


def parts_of_wholes_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim "N of the M" the sentence does not give, where it gives N of another
    whole and another part of M, or ''.

    "queen losses in 4 of the 12 half-dose colonies" against "in 4 of the 23
    colonies given the full dose ..., against none of the 12 given the half
    dose": the 4 are of the 23.
    """
    mine = (
        [(m[1].lower(), m[2]) for m in _COUNT_OF_WHOLE.finditer(info.text)]
        if "of" in info.lows
        else []
    )
    if not mine:
        return ""
    for chunk, sent in parts:
        found = _COUNT_OF_WHOLE.finditer(chunk.text, sent.start, sent.end)
        theirs = [(m[1].lower(), m[2]) for m in found]
        for part, whole in mine:
            if (part, whole) in theirs:
                continue
            of_part = [w for p, w in theirs if p == part and w != whole]
            of_whole = [p for p, w in theirs if w == whole and p != part]
            if of_part and of_whole:
                return (
                    f"the source gives {part} of {of_part[0]} and {of_whole[0]} of {whole}, "
                    f"not {part} of {whole}"
                )
            if of_whole and not of_part and _count_moved(part, whole, of_whole, info, chunk, sent):
                return f"the source gives {of_whole[0]} of {whole}, not {part}"
    return ""


def _count_moved(
    part: str, whole: str, given: list[str], info: _ClaimInfo, chunk: Chunk, sent: _Sent
) -> bool:
    """Whether the claim's "4 of the 7" takes a figure the sentence gives something
    else ("3 of the village's 7 lace schools had reduced their rolls to 4
    children"). A claim that may count the rest of the sentence's whole ("4 of
    the 7 kept their rolls": words the sentence lacks, or "other", "rest") is
    no move."""
    if info.neg or not part.isdigit() or not all(p.isdigit() for p in given):
        return False
    n, m = int(part), int(whole.replace(",", ""))
    if any(m - int(p) == n for p in given) and (
        not info.lows.isdisjoint(_REST_WORDS)
        or any(t.key not in sent.keys for t in info.content if not t.low[0].isdigit())
    ):
        return False
    # The sentence's figure counts another thing, one the claim does not name.
    for after in re.finditer(rf"(?<![\d,.]){part}\s+(\w+)", chunk.text[sent.start : sent.end]):
        word = after[1].lower()
        if word not in _COUNT_LINKS and word not in info.lows:
            return True
    return False


# Words after a figure that give no thing it counts ("3 of", "3 to 5", "3 or 4").
_COUNT_LINKS = frozenset({"of", "per", "to", "or", "and"})


# "4 of the 23 colonies", "none of the 12": a part of a whole counted.
_COUNT_OF_WHOLE = re.compile(
    rf"\b(\d[\d,]*|none|no|{'|'.join(qty.SMALL_NUMBER_WORDS)})\s+of\s+(?:the|its|their)\s+"
    r"(?:[a-z]+'s\s+)?(\d[\d,]*)\b",
    re.IGNORECASE,
)


def later_year_state(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A figure the claim gives "by" a year, where the sentence gives it for an earlier
    year and another figure of the kind for that very year, or ''.

    "By 1859 the provident branch had grown to 3,480 members" against
    "reaching 3,480 members in 1855 and 4,915 in 1859": by 1859 it stood at
    4,915.
    """
    bound = next(
        (
            int(q.text[-4:])
            for q in info.quants
            if q.family == "date" and q.cmp == "<=" and _BY_YEAR.fullmatch(q.text)
        ),
        None,
    )
    if bound is None:
        return ""
    mine = [q for q in info.quants if q.family != "date" and q.cmp is None and q.q.value]
    for chunk, sent in parts:
        dated = [
            (p, int(m[1]))
            for p in sent.quants
            if p.family != "date" and p.cmp is None and p.q.value
            if (m := _IN_YEAR_AFTER.match(chunk.text, p.end))
        ]
        for q in mine:
            earlier = any(y < bound and p.q.value == q.q.value for p, y in dated)
            then = next((p for p, y in dated if y == bound and p.family == q.family), None)
            if earlier and then is not None and then.q.value != q.q.value:
                return f"the source gives {then.text!r} in {bound}, and {q.text!r} before it"
    return ""


# A year's digits: "1859", "2024".
_YEAR_DIGITS = r"1[0-9]{3}|20[0-9]{2}"
# "By 1859", "by 1859": a year bound the claim's state holds by.
_BY_YEAR = re.compile(rf"[Bb]y (?:{_YEAR_DIGITS})")
# "... members in 1855", "4,915 in 1859": the year right after a figure.
_IN_YEAR_AFTER = re.compile(rf"\s+(?:[a-z]+\s+){{0,2}}?in\s+({_YEAR_DIGITS})\b")


def figure_of_following_case(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure the sentence gives the case named right after it, where the claim
    names the case another figure of the sentence comes before, or ''.

    "A woman who has had a miscarriage must wait nine months" against "must
    wait nine months after giving birth ..., or six months after a
    miscarriage": the nine months are the births'.
    """
    for q in info.quants:
        if q.cmp is not None or q.q.value is None:
            continue
        for chunk, sent in parts:
            same = [p for p in sent.quants if p.family == q.family and p.cmp is None]
            exact = [p for p in same if entails(p, q)]
            if len(exact) != 1 or len(same) < 2:
                continue
            theirs, case = _case_after(chunk.text, sent.toks, exact[0])
            if not theirs or theirs & info.keys:
                continue
            for p in same:
                other, its = _case_after(chunk.text, sent.toks, p)
                if p is not exact[0] and other and other <= info.keys:
                    return f"the source gives {exact[0].text!r} {case!r}, and {p.text!r} {its!r}"
    return ""


def _case_after(text: str, toks: Sequence[_Tok], a: Amount) -> tuple[frozenset[str], str]:
    """The keys of the first two content words of the case "after" or "following" names
    right after figure *a* ("nine months after giving birth"), within its clause, and
    the words as written; empty when it names none."""
    at = bisect_left(toks, a.end, key=_START)
    if at >= len(toks) or toks[at].low not in _CASE_AFTER or text[a.end : toks[at].start] != " ":
        return frozenset(), ""
    out = []
    end = toks[at].end
    for prev, t in pairwise(toks[at:]):
        if text[prev.end : t.start].strip() or t.low in ("or", "and", "before", "but"):
            break
        if t.flags & _CONTENT and not t.flags & _NUMBER:
            out.append(t.key)
            end = t.end
        if len(out) == 2:
            break
    return frozenset(out), text[toks[at].start : end]


_CASE_AFTER = frozenset({"after", "following"})


def _word_before(toks: Sequence[_Tok], a: Amount) -> _Tok | None:
    """The content word right before figure *a*, if the token there is one."""
    tok = _token_before(toks, a)
    return tok if tok is not None and tok.flags & _CONTENT and not tok.flags & _NUMBER else None


# "£640 for 28 days", "$90 for two weeks": a total for a span.
_TOTAL_FOR_SPAN = re.compile(
    r"\s+for\s+(?:\d+|[a-z]+(?:-[a-z]+)?)\s+(?:days|weeks|months|years|hours|nights)\b",
    re.IGNORECASE,
)


_AVERAGE_WORDS = frozenset({"averaged", "average", "averaging", "mean", "median", "typically"})
# Claim words that make its figure a total shared out: "averaged 400 tons apiece".
_AVERAGED = (_AVERAGE_WORDS - {"mean", "median", "typically"}) | {"apiece"}
_EACH_WORDS = frozenset({"every", "each", "always"})


def _bound_from_average(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim bound ("at least 1.4°C ... throughout") that the sentence gives as an average.

    An average of 1.4°C says nothing of every day being at least 1.4°C. A
    claim about the average itself ("an average rating above 5/10") is
    compared as usual.
    """
    if info.lows & _AVERAGE_WORDS:
        return ""
    # "18 per cent in every year" says each year's figure, as a bound does.
    each = any(t.low in _EACH_WORDS for t in info.toks)
    for a in info.quants:
        if a.cmp not in (">=", "<=", ">", "<") and not (each and a.cmp is None):
            continue
        stating = [p for p in sent.quants if p.family == a.family and entails(p, a)]
        if each:
            # "paid an average dividend of 18 per cent a year" against "... in
            # every year": the average word may lead the noun before the figure
            # (not so for one average the claim bounds: "a weighted average
            # score of 81 out of 100" is a score of more than 80%).
            leads = [
                next(
                    (t.low for t in _lead_toks(sent.text, sent.toks, p) if t.low in _AVERAGE_WORDS),
                    "",
                )
                for p in stating
            ]
        else:
            leads = [lead.low if (lead := _lead_word(sent.toks, p)) else "" for p in stating]
            leads = [lead if lead in _AVERAGE_WORDS else "" for lead in leads]
        # Any figure stating the bound that is not an average states it.
        if stating and all(leads):
            shown = stating[0].text
            return (
                f"the source gives {shown!r} as an average ({leads[0]!r}),"
                f" not {'a bound' if a.cmp else 'every one'}"
            )
    return ""


# A figure for the first part of a run: "grossed $61,560 on its opening weekend".
_FIRST_PART = re.compile(
    r"\b(?:opening|first|debut)\s+(?:weekend|week|day|month|season|quarter|year)s?\b"
    r"|\bin\s+its\s+debut\b",
    re.IGNORECASE,
)


def _ceiling_from_part(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim ceiling ("grossed less than $300,000") that the sentence's figure meets
    only for the first part of a run ("grossed $61,560 on its opening weekend"):
    what came after may take the whole past the ceiling. (A floor the first part
    passes, the whole passes too.)"""
    if not any(a.cmp in ("<", "<=") for a in info.quants) or _FIRST_PART.search(info.text):
        return ""
    part = _FIRST_PART.search(sent.text, sent.start, sent.end)
    if part is None:
        return ""
    for a in info.quants:
        if a.cmp not in ("<", "<="):
            continue
        met = next((p for p in sent.quants if p.family == a.family and entails(p, a)), None)
        if met is not None:
            return (
                f"the source gives {met.text!r} for the {part[0].lower()!r} only, which says"
                f" nothing of the whole being {a.text!r}"
            )
    return ""


def _version_span(q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str | None:
    """The sentence's version range ("versions 2.0 through 2.3.4") that holds claim version *q*."""
    for chunk, sent in parts:
        span = qty.version_range_holding(q.text, chunk.text[sent.start : sent.end])
        if span is not None:
            return span
    return None


_LIST_ITEM_VERBS = frozenset("is are was were given held paid due offered scheduled set".split())
_DIGIT_NEXT = re.compile(r"\s*\d")


def _list_item_for_other(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure that an elliptical list gives only in another item than the claim's.

    "the pneumococcal vaccine is given at 8, 12 and 16 weeks" against "the
    6-in-1 vaccine is given at 8, 12 and 16 weeks, pneumococcal vaccine at 12
    weeks and 1 year, and MenB at 8 weeks, 16 weeks and 1 year": each item is
    named by its words after the last break before its "at", and the claim
    names, before its figure, the pneumococcal item, which gives no 8 weeks.
    """
    toks = sent.toks
    anchors = [
        k
        for k in range(len(toks) - 1)
        if toks[k].low == "at" and toks[k + 1].flags & _NUMBER and toks[k].start > sent.start
    ]
    gapped = len(anchors) < 2
    if gapped:
        anchors = _gapped_items(info, sent)
    if len(anchors) < 2:
        return ""
    # The word before the first item's figure (or its "at") that the later items
    # leave out: "is taxed at 18%, income from ... at 32%".
    verb = anchors[0] - 1
    left_out = toks[verb] if verb >= 0 else None
    text = sent.text
    labels: list[set[str]] = []
    los: list[int] = []  # where each item starts: its name, then its figures
    for j, k in enumerate(anchors):
        at = toks[k].start
        # A bracket stays inside its item: "Flat 2 (second floor) has six bedrooms at".
        breaks = [m.end() for m in ITEM_BREAK.finditer(text, sent.start, at) if m[0] not in "()"]
        if j and not (breaks and breaks[-1] > toks[anchors[j - 1]].end):
            return ""  # "spin at 4,000 × g for 10 minutes at 4 °C": one item
        lo = breaks[-1] if breaks else sent.start
        los.append(lo)
        labels.append(
            {
                t.key
                for t in toks[:k]
                if t.start >= lo
                and t.flags & _CONTENT
                and not t.flags & _NUMBER
                and t.low not in _LIST_ITEM_VERBS
                and t is not left_out
            }
        )
    if gapped:
        # "By local custom a sack of wheat weighed": the first item's name opens
        # with the words the later items repeat ("a sack of barley").
        shared = set().union(*labels[1:])
        first = next(
            (k for k in range(verb) if toks[k].start >= los[0] and toks[k].key in shared), None
        )
        if first is not None:
            labels[0] = {
                t.key for t in toks[first:verb] if t.flags & _CONTENT and not t.flags & _NUMBER
            }
    if left_out is not None and left_out.key in set().union(*labels[1:]):
        # The later items say the word too, so it is no word they leave out: "has
        # two units: Kellerman 1, rated at 550 MW ..., and Kellerman 2, rated at".
        labels[0].add(left_out.key)
    own = [label - set().union(*(o for o in labels if o is not label)) for label in labels]
    if gapped and not all(own):
        return ""  # an item named by no word of its own
    for q in info.quants:
        if q.cmp is not None or q.q.kind == "time" or q.family == "date":
            continue  # times of day have their own roles (departure, arrival, ...)
        # The item the claim names before this figure, after its own last break.
        breaks = [
            m.end()
            for m in ITEM_BREAK.finditer(info.text, 0, q.start)
            if not _DIGIT_NEXT.match(info.text, m.end())  # "8, 12 and 16 weeks"
        ]
        lo = breaks[-1] if breaks else 0
        said = {t.key for t in info.toks if lo <= t.start < q.start}
        named = [j for j, words in enumerate(own) if words & said]
        if len(named) > 1 and named[0] == 0:
            # "At the Brackley hiring fair ... the farm bailiffs were engaged at":
            # the first item's words hold the scope of the whole list too.
            named = named[1:]
        if len(named) != 1:
            continue
        mine = named[0]
        # "8, 12 and 16 weeks" may read its first figures as bare numbers.
        stating = [
            p
            for p in sent.quants
            if p.cmp is None
            and (
                (p.family == q.family and entails(p, q))
                or ("number:None" in (p.family, q.family) and _same_as_written(p, q))
            )
        ]
        items = {bisect_left(los, p.start + 1) - 1 for p in stating}
        items.discard(-1)
        if items and mine not in items:
            theirs = _item_words(toks, labels[min(items)])
            return (
                f"the source gives {q.text!r} in the item of {theirs!r}"
                f" of its list, not of {_item_words(toks, own[mine])!r}"
            )
    return ""


def _gapped_items(info: _ClaimInfo, sent: _Sent) -> list[int]:
    """The token index of each figure of a list whose later items leave out the verb and
    end at their figures, in the family of the claim's first figure, or [].

    "a sack of wheat weighed 18 stone, a sack of barley 16 stone and a sack of
    oats 12 stone": each item's words stand before its figure, and nothing
    after it ("£5 for adults and £3 for children" names its items after).
    """
    # (not an ordinal: "In the first season ... paid each woman or boy 9 shillings")
    family = next((q.family for q in info.quants if q.cmp is None and q.q.kind != "ordinal"), None)
    toks, text = sent.toks, sent.text
    figures = [p for p in sent.quants if p.family == family and p.cmp is None]
    if family is None or family == "date" or len(figures) < 2:
        return []  # (years have their own readers: "in 1838 ..., in 1830")
    out = []
    for p in figures:
        k = bisect_left(toks, p.start, key=_START)
        if k >= len(toks) or toks[k].start != p.start:
            return []
        stop = ITEM_BREAK.search(text, p.end, sent.end)
        rate = _RATE_AFTER_FIGURE.match(text, p.end)  # "at 14 guineas a year"
        lo = p.end if rate is None else rate.end()
        after = [t for t in toks if lo <= t.start < (sent.end if stop is None else stop.start())]
        if any(t.flags & _CONTENT for t in after):
            return []
        out.append(k)
    return out


_RATE_AFTER_FIGURE = re.compile(r"\s+(?:(?:a|an|per|each)\s+[a-z]+|each|apiece)\b")


def _item_words(toks: Sequence[_Tok], keys: set[str]) -> str:
    """The words of *toks* with *keys*, as written, once each."""
    return " ".join(dict.fromkeys(t.low for t in toks if t.key in keys)) or "another"


def _figure_of_other_sentence(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two claim figures that joined sentences give crosswise, or ''.

    "the northern uplands are forecast to top out at 24 °C, while Kestrel Valley
    stays cooler at 17 °C" against "Kestrel Valley will ... a top temperature
    of 24 °C. The northern uplands will stay cooler at 17 °C": each figure
    stands in the sentence of the other clause's words.
    """
    edges = [0, *(m.end() for m in CLAUSE_EDGE.finditer(info.text)), len(info.text)]
    placed = []
    for q in info.quants:
        if q.cmp is not None:
            continue
        holding = [k for k, (_, s) in enumerate(parts) if _stating(s.quants, q)]
        if len(holding) != 1:
            continue
        lo = max(e for e in edges if e <= q.start)
        hi = min(e for e in edges if e > q.start)
        clause = {t.key for t in info.content if lo <= t.start < hi and not t.flags & _NUMBER}
        placed.append((q, holding[0], clause))
    for q, k, clause in placed:
        for r, m, other in placed:
            if m == k or clause == other:
                continue
            here, there = parts[k][1].keys, parts[m][1].keys
            # q's words only in r's sentence, and r's words only in q's.
            mine_there = (clause & there) - here
            other_here = (other & here) - there
            if (
                mine_there
                and other_here
                and len(mine_there) > len((clause & here) - there)
                and len(other_here) >= len((other & there) - here)
            ):
                return f"the source gives {q.text!r} and {r.text!r} in each other's sentences"
    return ""


def _name_with_other_figure(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence states, where it gives the claim's name, right after
    it, another figure of that kind, or ''.

    "Kheda had 186,000 people affected" against "Raipura district was worst
    hit, with 186,000 people affected ..., followed by Kheda with 94,000
    affected": Kheda's own figure is 94,000.
    """
    for a in info.quants:
        if a.cmp is not None or a.q.value is None or len(_stating(sent.quants, a)) != 1:
            continue
        found = _figure_after_name(info, a, sent)
        if found is not None:
            name, o = found
            if not entails(o, a) and not any(entails(o, b) for b in info.quants):
                return f"the source gives {name!r} {o.text!r}, not {a.text!r}"
    return ""


def _figure_after_name(info: _ClaimInfo, a: Amount, sent: _Sent) -> tuple[str, Amount] | None:
    """The figure of *a*'s kind that *sent* writes right after the name the claim gives
    *a* to (the nearest before it): "Kheda with 94,000", "Kheda (94,000)"; or None."""
    if a.family == "date":
        return None  # "Good Charlotte (2000)": a work's year, not the name's figure
    text = info.text
    name = next(
        (
            t
            for t in reversed(info.toks)
            if t.end <= a.start and t.flags & _CONTENT and text[t.start].isupper()
        ),
        None,
    )
    if name is None:
        return None
    first = _name_head(text, info.toks, name)
    for u in sent.toks:
        if u.key != name.key or not sent.text[u.start].isupper():
            continue
        if first and _name_head(sent.text, sent.toks, u) not in (first, ""):
            continue  # "the South Lodge, at 10 metres" is not the North Lodge's
        m = _NAME_WITH.match(sent.text, u.end, sent.end)
        if m is None:
            continue
        o = next((p for p in sent.quants if p.start == m.end()), None)
        if o is not None and o.family == a.family and o.cmp is None:
            return u.low, o
    return None


def figure_of_other_name(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure written right after a name, which the sentence writes right after
    another name, writing its own figure after the claim's name, or ''.

    "The Kerguelen, of 12,400 gross tons, was the larger" against "the
    Southern Empress, of 12,400 gross tons, and the smaller Kerguelen, of
    8,900 tons": both figures are tied to their names, whatever else the
    claim says.
    """
    text, stext = info.text, sent.text
    for a in info.quants:
        if a.cmp is not None or a.q.value is None or a.family == "date":
            continue
        name = _name_right_before(text, info.toks, a.start)
        if name is None:
            continue
        head = _name_head(text, info.toks, name)
        # What the figure counts: "tons" ("12,400 gross tons", "8,900 tons").
        k = bisect_left(info.toks, a.end, key=_START)
        counted = {t.key for t in info.toks[k : k + 2]}
        own = holder = None
        for p in sent.quants:
            if p.family != a.family or p.cmp is not None:
                continue
            u = _name_right_before(stext, sent.toks, p.start, sent.start)
            if u is None:
                continue
            after = _key_after(sent.toks, p.end)
            if u.key == name.key and _name_head(stext, sent.toks, u) != head:
                continue  # "the South Lodge" against the claim's "North Lodge"
            if u.key == name.key and after in counted:
                own = p if own is None else None
            elif u.key != name.key and entails(p, a) and after == _key_after(info.toks, a.end):
                holder = (u, p) if holder is None else None
        if own is not None and holder is not None and not entails(own, a):
            return (
                f"the source gives {holder[1].text!r} to {holder[0].low!r}, and"
                f" {own.text!r} to {name.low!r}"
            )
    return ""


def _name_head(text: str, toks: Sequence[_Tok], last: _Tok) -> str:
    """The key of the capitalised word right before a name's *last* word ("north" of
    "North Lodge"), or ''."""
    k = bisect_left(toks, last.start, key=_START)
    if k < 1:
        return ""
    t = toks[k - 1]
    named = t.flags & _CONTENT and text[t.start].isupper()
    return t.key if named and text[t.end : last.start] == " " else ""


def _key_after(toks: Sequence[_Tok], at: int) -> str:
    """The key of the word after offset *at* ("tons" of "285 tons"), or ''."""
    k = bisect_left(toks, at, key=_START)
    return toks[k].key if k < len(toks) else ""


def _name_right_before(text: str, toks: Sequence[_Tok], at: int, lo: int = 0) -> _Tok | None:
    """The name's last word that stands right before the figure at *at*, joined to it
    by "of", "with", "at", a comma or a bracket ("the Borkum of 285 tons"), or None."""
    k = bisect_left(toks, at, key=_START) - 1
    while k >= 0 and toks[k].start >= lo and not toks[k].flags & _CONTENT:
        k -= 1
    if k < 0 or toks[k].start < lo:
        return None
    t = toks[k]
    if not text[t.start].isupper() or _NAME_WITH.fullmatch(text, t.end, at) is None:
        return None
    return t


# "Kheda with 94,000", "Kheda on 41%", "Kheda (94,000)", "Kheda: 94,000"; "the
# Borkum of 285 tons", "the smaller Kerguelen, of 8,900 tons".
# (a quoted name listed with its figure: "'Coastal Jeep Safari', €89 adult")
_NAME_WITH = re.compile(
    r"(?:\s+(?:with|on|at|of)\s+|,\s+(?:of|at)\s+|\s*\(\s*|:\s+|['\u2019\"\u201d],\s+)"
)


def _own_clause_dates(
    info: _ClaimInfo, sent: _Sent, counterpart: Amount, entailing: Sequence[Amount]
) -> bool:
    """Whether *sent* gives the claim's date in a clause of its own that holds a lowercase
    claim word the counterpart's clause lacks, while the counterpart's clause has a
    lowercase word of its own the claim lacks (its own event)."""
    theirs = _clause_keys(sent, counterpart, _OWN_CLAUSE)
    lows = {t.key for t in info.content if info.text[t.start].islower()}
    other_event = any(
        t.key in theirs
        and t.key not in info.keys
        and t.flags & _CONTENT
        and sent.text[t.start].islower()
        for t in sent.toks
    )
    if not other_event:
        return False
    for p in entailing:
        if not any(p is o for o in sent.quants):
            continue
        mine = _clause_keys(sent, p, _OWN_CLAUSE)
        if mine != theirs and (mine - theirs) & lows:
            return True
    return False


def _stating(quants: Sequence[Amount], a: Amount) -> list[Amount]:
    """The figures of *quants* that state the claim's exact figure *a*."""
    return [p for p in quants if p.cmp is None and p.family == a.family and entails(p, a)]


_SCOPE_PREPOSITIONS = frozenset({"on", "for", "in", "at", "among", "during", "with"})


def _year_after_figure(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim year and figure that the sentence's list of figures, each followed by
    its year, pairs otherwise, or ''.

    "In 1633 a woman picker ... was paid 6 pence a day" against "paid 3 pence a
    day in 1590, 4 pence in 1633 and 6 pence in 1690": in such a list a year
    belongs to the figure before it, whichever order the claim tells them in.
    """
    quants = sent.quants
    text = sent.text
    told = [
        (f, y)
        for f, y in pairwise(info.quants)
        if y.family == "date" and _FIGURE_THEN_YEAR.fullmatch(info.text, f.end, y.start)
    ]
    if len(told) >= 2:
        return ""  # "its second in 1999 and its third in 2006": a list the claim pairs itself
    for y in info.quants:
        if y.family != "date" or y.q.kind != "year" or y.cmp is not None:
            continue
        for b in info.quants:
            if b.family in ("date", "number:None") or b.cmp is not None or b.q.kind == "ordinal":
                continue
            py, pb = _stating(quants, y), _stating(quants, b)
            if len(py) != 1 or len(pb) != 1:
                continue
            at = quants.index(py[0])
            own = quants[at - 1] if at else None
            if at >= 2 and _PER_BETWEEN.fullmatch(text, quants[at - 2].end, quants[at - 1].start):
                own = quants[at - 2]  # "4s per £100 in 1819": the rate, not what it is per
            if (
                own is None
                or own.family != b.family
                or entails(own, b)
                or not _FIGURE_THEN_YEAR.fullmatch(text, own.end, py[0].start)
            ):
                continue
            nxt = quants.index(pb[0]) + 1
            if nxt < len(quants) and _FIGURE_THEN_YEAR.fullmatch(
                text, pb[0].end, quants[nxt].start
            ):
                return (
                    f"the source gives {own.text!r} in {py[0].text!r}, and {pb[0].text!r}"
                    f" in {quants[nxt].text!r}"
                )
    return ""


def _other_of_former_latter(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim year that gets what the sentence says of "the latter" (or "the former")
    of two years, where the year is the other one, or ''.

    "The 1784 state ... added the northern coast charted by Admiral Teague"
    against "went through two further states, in 1784 and 1791, the latter
    adding the northern coast charted by Admiral Teague". The claim must have
    two words of what the sentence says of the one year, and not the other
    year.
    """
    text, quants = sent.text, sent.quants
    for one, two in pairwise(quants):
        m = _FORMER_LATTER.match(text, two.end)
        if (
            m is None
            or one.family != "date"
            or two.family != "date"
            or not _AND_ONLY.fullmatch(text, one.end, two.start)
        ):
            continue
        meant, other = (two, one) if m[1].lower() == "latter" else (one, two)
        if not any(entails(other, q) for q in info.quants) or any(
            entails(meant, q) for q in info.quants
        ):
            continue
        end = _COMMA_OR_STOP.search(text, m.end())
        said = {
            t.key
            for t in sent.toks
            if m.end() <= t.start < (end.start() if end else len(text))
            and t.flags & _CONTENT
            and not t.flags & _NUMBER
        }
        if len(said & info.keys) >= 2:
            return (
                f"the source says that of {meant.text!r}, the {m[1].lower()}, not of {other.text!r}"
            )
    return ""


# ", the latter adding ...", ", the former ...": which of two figures before.
_FORMER_LATTER = re.compile(r",\s+the\s+(latter|former)\b", re.IGNORECASE)
_AND_ONLY = re.compile(r"\s+and\s+")
_COMMA_OR_STOP = re.compile(r"[,;.]")


# Between a figure and the year it is given for: "4 pence in 1633", "3 pence a
# day in 1590".
_FIGURE_THEN_YEAR = re.compile(r"(?:\s+an?\s+[a-z]+|\s+per\s+[£$]?[\d,.]+[a-z]*)?\s+in\s+")
_PER_BETWEEN = re.compile(r"\s+per\s+")


def _whole_as_part(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim count of the things the sentence counts only a part of ("N of them"), or ''.

    "recorded 14 chalk getters" against "recorded 14 men on the books in 1874,
    5 of them chalk getters": the 14 are men; the chalk getters are 5.
    """
    for q in info.quants:
        if q.cmp is not None or q.family != "number:None" or not q.q.value:
            continue
        mine = _counted_noun_key(info.text, info.toks, q.end)
        if mine is None:
            continue
        for chunk, sent in parts:
            quants = sent.quants
            for n, p in enumerate(quants):
                if p.family != q.family or p.q.value != q.q.value:
                    continue
                theirs = _counted_noun_key(chunk.text, sent.toks, p.end)
                if theirs is None or theirs == mine:
                    continue
                for m in quants[n + 1 : n + 3]:
                    of_them = _OF_THEM.match(chunk.text, m.end)
                    if (
                        of_them is not None
                        and m.q.value
                        and not m.family.startswith("date")
                        and _counted_noun_key(chunk.text, sent.toks, of_them.end()) == mine
                    ):
                        said = next(t.low for t in info.toks if t.key == mine)
                        return (
                            f"the source says {m.text!r} of its {p.text!r} were {said!r}, not all"
                        )
    return ""


def _counted_noun_key(text: str, toks: Sequence[_Tok], at: int) -> str | None:
    """The key of the content word right after offset *at* (a space apart), if any."""
    after = toks[bisect_left(toks, at, key=_START) :][:1]
    if not after or text[at : after[0].start] != " ":
        return None
    word = after[0]
    if not word.flags & _CONTENT or word.flags & _NUMBER:
        return None
    return word.key


def _part_as_whole(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure given what the sentence says only of a part of it, or ''.

    "retired in 2012 after 21 years as a principal" against "after 21 years
    with the company, 14 of them as a principal": the claim's words after its
    figure are the sentence's after "14 of them", not after its 21 years.
    """
    for q in info.quants:
        if q.cmp is not None:
            continue
        mine = _words_after(info.toks, q)
        if mine is None:
            continue
        for chunk, sent in parts:
            quants = sent.quants
            for n, p in enumerate(quants):
                if p.family != q.family or not entails(p, q):
                    continue
                if _words_after(sent.toks, p) == mine:
                    continue
                for m in quants[n + 1 : n + 3]:
                    of_them = _OF_THEM.match(chunk.text, m.end)
                    if of_them is None or not m.q.value or m.family.startswith("date"):
                        continue
                    theirs = _words_after(sent.toks, m, of_them.end())
                    if theirs == mine:
                        said = next(t.low for t in info.toks if t.key == mine[1])
                        return (
                            f"the source says {m.text!r} of its {p.text!r} were {mine[0]} "
                            f"{said!r}, not all"
                        )
    return ""


_OF_THEM = re.compile(r"\s+of\s+(?:them|these|those|which)\b", re.IGNORECASE)


def _counts_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A count the claim puts before one of the sentence's counted nouns, where the sentence
    puts it before another noun the claim names too, and counts the claim's noun otherwise,
    or ''.

    "Sixty-four teams of four golfers" against "Sixty-four golfers in 16 teams of
    four".
    """
    mine = [(q, w) for q in info.quants if (w := _counted_noun(info.toks, q)) is not None]
    for q, noun in mine:
        for _, sent in parts:
            counted = [
                (p, w) for p in sent.quants if (w := _counted_noun(sent.toks, p)) is not None
            ]
            other = [
                w for p, w in counted if entails(p, q) and w.key != noun.key and w.key in info.keys
            ]
            own = [p for p, w in counted if w.key == noun.key]
            if other and own and not any(entails(p, q) for p in own):
                return (
                    f"the claim counts {q.text!r} {noun.low!r}; the source counts {own[0].text!r} "
                    f"{noun.low!r}, and {q.text!r} {other[0].low!r}"
                )
    return ""


def _counted_noun(toks: Sequence[_Tok], q: Amount) -> _Tok | None:
    """The plural noun right after bare count *q* ("16 teams"), or None."""
    if q.family != "number:None" or q.cmp is not None or not q.q.value:
        return None
    k = bisect_left(toks, q.end, key=_START)
    if k >= len(toks) or toks[k].start - q.end > 1:
        return None
    word = toks[k]
    if not word.flags & _CONTENT or word.flags & (_NUMBER | _CAP):
        return None
    # a plural noun, not a word that says how the count stands ("four short")
    return word if word.low.endswith("s") and not word.low.endswith("ss") else None


def _whole_given_part(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure that the sentence gives a whole, told with words the sentence says
    only of a part of it after "of which", or ''.

    "A team of 60 Grimsdale Building Society staff raised £27,400" against "The
    3-mile event raised £27,400, of which £4,200 came from a single team of 60
    staff at Grimsdale Building Society"; "spend at least £600 of her bursary"
    against "a £1,000 bursary, half of which must be spent on a course". The
    claim must not name the part's own figure.
    """
    for q in info.quants:
        if q.family == "date":
            continue
        for chunk, sent in parts:
            for p in sent.quants:
                if p.family != q.family or not entails(p, q):
                    continue
                m = _OF_WHICH.match(chunk.text, p.end)
                if m is None:
                    continue
                end = _PART_END.search(chunk.text, m.end(), sent.end)
                stop = end.start() if end else sent.end
                # (the part's own share, "of which 82%", "half of which", told too)
                share = next((x for x in sent.quants if m.end() <= x.start < stop), None)
                if share is not None and share.start - m.end() > 2:
                    share = None
                if (share is not None and any(entails(share, r) for r in info.quants)) or any(
                    w in info.lows for w in m["of"].lower().split()[:-2]
                ):
                    continue
                before = {t.key for t in sent.toks if t.end <= p.start}
                only = [
                    t
                    for t in sent.toks
                    if m.end() <= t.start < stop
                    and t.flags & _CONTENT
                    and not t.flags & _NUMBER
                    and t.key not in before
                    and t.key in info.keys
                ]
                if only:
                    return (
                        f"the source gives {p.text!r} as the whole, and {only[0].low!r} only "
                        f"of the part after {m['of']!r}"
                    )
    return ""


# ", of which", "bursary, half of which", ", two-thirds of which", ", 40% of which":
# after the figure and up to three lower-case words that say what it is of.
_OF_WHICH = re.compile(
    r"(?:\s+(?-i:[a-z])[\w'-]*){0,3}\s*,\s*(?P<of>(?:(?:half|most|some|all|part|much"
    r"|a\s+third|a\s+quarter|two[- ]thirds|three[- ]quarters|[\d.]+\s*(?:%|per\s*cent))\s+)?"
    r"of\s+which)\b",
    re.IGNORECASE,
)
_PART_END = re.compile(r"[;.]\s")


def _rest_given_part(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure given what the sentence says of "the rest" of the whole, or ''.

    "21 were annexe, subsidiary or outlier setts" against "mapped 58 setts, of
    which 21 were classed as main setts and the rest as annexe, subsidiary or
    outlier setts": the claim's words are the rest's, none of them the 21's.
    """
    # What the claim itself says of its rest ("and the rest to the port of
    # Kilmurry") is no word it gives its figure.
    keys = _keys_outside_rest(info)
    for q in info.quants:
        if q.cmp is not None or q.family.startswith("date"):
            continue
        for chunk, sent in parts:
            rest = _REST_OF_WHOLE.search(chunk.text, sent.start, sent.end)
            if rest is None:
                continue
            p = next(
                (
                    p
                    for p in sent.quants
                    if p.end <= rest.start() and p.family == q.family and entails(p, q)
                ),
                None,
            )
            if p is None or any(d.start > p.end and d.end <= rest.start() for d in sent.quants):
                continue
            stop = _CLAUSE_STOP.search(chunk.text, rest.end(), sent.end)
            end = sent.end if stop is None else stop.start()
            words = [t for t in sent.toks if t.flags & _CONTENT]
            mid = {t.key for t in words if p.end <= t.start < rest.start()}
            after = {t.key for t in words if rest.end() <= t.start < end}
            before = {t.key for t in sent.toks if t.start < p.start}
            only_rest = keys & after - mid - before
            own = mid - after - before
            if only_rest and own and not keys & own:
                said = next(t.low for t in info.content if t.key in only_rest)
                theirs = [t.low for t in sent.toks if t.key in own and p.end < t.start][-1]
                return f"the source's {p.text} are {theirs!r}; {said!r} is said of the rest"
    return ""


def _each_way_as_return(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A price the claim gives for a journey both ways that the sentence gives for one
    way, or the other way round, or ''.

    "charges cars £3.40 for a return journey" against "charges cars £3.40 each
    way": a return costs twice that.
    """
    for q in info.quants:
        if not q.family.startswith("money") or q.cmp is not None:
            continue
        near = info.text[q.end : q.end + _TRIP_REACH]
        mine = _RETURN_TRIP.match(near), _ONE_WAY.match(near)
        if not any(mine):
            continue
        for chunk, sent in parts:
            for p in sent.quants:
                if p.family != q.family or not entails(p, q):
                    continue
                theirs = chunk.text[p.end : min(sent.end, p.end + _TRIP_REACH)]
                if mine[0] and _ONE_WAY.match(theirs):
                    return f"the source's {p.text} is for one way, not for a return"
                if mine[1] and _RETURN_TRIP.match(theirs):
                    return f"the source's {p.text} is for a return, not for one way"
    return ""


def _example_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure given to an example the sentence lists under another figure, or ''.

    "Parking on a double yellow line counts as a lower-level contravention with
    a £50 notice" against "£70 for higher-level contraventions such as parking
    on a double yellow line, and £50 for lower-level ones such as overstaying in
    a paid bay": the £50 is the overstaying's.
    """
    if not info.quants:
        return ""
    keys = {t.key for t in info.content if not t.flags & _NUMBER}
    for chunk, sent in parts:
        text = chunk.text
        items: list[tuple[Amount, frozenset[str], str]] = []
        for m in _SUCH_AS.finditer(text, sent.start, sent.end):
            end = _EXAMPLE_END.search(text, m.end(), sent.end)
            stop = sent.end if end is None else end.start()
            figure = next((p for p in reversed(sent.quants) if p.end <= m.start()), None)
            if figure is None or (items and figure is items[-1][0]):
                break
            said = frozenset(
                t.key for t in sent.toks if m.end() <= t.start < stop and t.flags & _CONTENT
            )
            items.append((figure, said, text[m.end() : stop].strip(" .,")))
        if len(items) < 2:
            continue
        for j, (figure, own, theirs) in enumerate(items):
            if not any(q.family == figure.family and entails(figure, q) for q in info.quants):
                continue
            others = [x for i, x in enumerate(items) if i != j]
            if keys & own - frozenset().union(*(x[1] for x in others)):
                continue
            for other_figure, said, words in others:
                if keys & (said - own) and not any(entails(other_figure, q) for q in info.quants):
                    return f"the source gives {figure.text} to {theirs!r}, not to {words!r}"
    return ""


def _age_band_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A figure the claim gives a case of one age that the sentence gives another age
    band, or ''.

    "A 23-year-old ... pays the young-driver fee at the rate of £19 a day" against
    "drivers aged 21 and 22 pay £19 a day, and those aged 23 and 24 pay £11 a day".
    """
    age = _case_age(info)
    if age is None:
        return ""
    for chunk, sent in parts:
        bands = _age_bands(chunk.text, sent)
        if len(bands) < 2:
            continue
        for q in info.quants:
            if not q.family.startswith("money"):
                continue
            given = [b for b in bands if entails(b[2], q)]
            if (
                given
                and not any(lo <= age <= hi for lo, hi, _, _ in given)
                and any(lo <= age <= hi for lo, hi, _, _ in bands)
            ):
                return f"the source gives {given[0][2].text} to those {given[0][3]}, not {age}"
    return ""


def _fee_of_other_age(info: _ClaimInfo, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether *counterpart* is the fee of an age band that leaves out the claim's case:
    "an 8-year-old ... $199.80" against "$129 for adults aged 19 to 64"."""
    age = _case_age(info)
    if age is None:
        return False
    return any(
        fee is counterpart and not lo <= age <= hi
        for lo, hi, fee, _ in _age_bands(home[0].text, home[1])
    )


def _case_age(info: _ClaimInfo) -> int | None:
    """The age of the claim's case ("a 23-year-old", "aged 23"), or None; "children aged
    3-12" is a band, not a case."""
    case = _CASE_AGE.search(info.text)
    if case is None or _AGE_RANGE_ON.match(info.text, case.end()):
        return None
    return int(case[1] or case[2])


def _age_bands(text: str, sent: _Sent) -> list[tuple[int, float, Amount, str]]:
    """The age bands of *sent* with the fee each comes with: (youngest, oldest, fee, the
    band as written)."""
    found = list(_AGE_BAND.finditer(text, sent.start, sent.end))
    bands: list[tuple[int, float, Amount, str]] = []
    for n, m in enumerate(found):
        stop = found[n + 1].start() if n + 1 < len(found) else sent.end
        # "£11 for children aged 3–12" gives the fee first; "aged 21 and 22
        # pay £19" after.
        start = found[n - 1].end() if n else sent.start
        before = [p for p in sent.quants if start <= p.start and p.end <= m.start()]
        fees = [p for p in sent.quants if m.end() <= p.start < stop]
        fee = next((p for p in fees if p.family.startswith("money")), None)
        if (
            before
            and before[-1].family.startswith("money")
            and _FOR_WHOM.fullmatch(text, before[-1].end, m.start())
        ):
            fee = before[-1]
        if fee is None:
            continue
        lo = int(m["lo"])
        hi = float("inf") if m["over"] else float(m["hi"] or lo)
        bands.append((lo, hi, fee, m[0]))
    return bands


_AGE_RANGE_ON = re.compile(r"\s*(?:-|\u2013|to|and|or)\s*\d")
_FOR_WHOM = re.compile(r"\s+for\s+[\w\s'-]{0,30}?\s*")
# "a 23-year-old", "aged 23": the claim's case.
_CASE_AGE = re.compile(r"\b(\d{1,3})-year-old\b|\baged (\d{1,3})\b")
# "aged 21 and 22", "aged 23 to 24", "aged 65 and over": an age band.
_AGE_BAND = re.compile(
    r"\baged\s+(?P<lo>\d{1,3})(?:\s*(?:and|or|to|-|\u2013)\s*(?P<hi>\d{1,3})"
    r"|\s+(?P<over>and (?:over|above|older)|or (?:over|older)))?\b"
)


# "such as parking on a double yellow line", and where the examples end.
_SUCH_AS = re.compile(r"\bsuch as\b", re.IGNORECASE)
_EXAMPLE_END = re.compile(r"[;:]|,\s+(?:and|or|but|while|whereas)\b|\s+while\b")


def _vote_outcome_flipped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A vote the claim says was carried that the sentence says was lost by the same
    count, or the other way round, or ''.

    "was carried by 29 votes to 21" against "which was lost by 29 votes to 21".
    """
    mine = _VOTE.search(info.text)
    if mine is None:
        return ""
    for chunk, sent in parts:
        for theirs in _VOTE.finditer(chunk.text, sent.start, sent.end):
            if (theirs["for"], theirs["against"]) != (mine["for"], mine["against"]):
                continue
            said, told = mine["how"].lower(), theirs["how"].lower()
            if (said in _VOTE_WON) != (told in _VOTE_WON):
                return f"the claim says {said!r} by {mine['count']}, the source {told!r}"
    return ""


# "was carried by 29 votes to 21", "was defeated by 30 votes to 12".
_VOTE = re.compile(
    r"\b(?P<how>carried|passed|approved|adopted|lost|defeated|rejected|failed)"
    r"(?:\s+\w+){0,3}?\s+by\s+(?P<count>(?P<for>\d+)\s+votes?\s+to\s+(?P<against>\d+))",
    re.IGNORECASE,
)
_VOTE_WON = frozenset({"carried", "passed", "approved", "adopted"})


# How far after a price the journey it pays for is named.
_TRIP_REACH = 30
_RETURN_TRIP = re.compile(
    r"\s*(?:\w+\s+){0,2}?(?:for\s+(?:a|the|each)\s+)?(?:return\b(?!\s+(?:to|of|from))"
    r"|round[- ]trip|both ways|there and back)",
    re.IGNORECASE,
)
_ONE_WAY = re.compile(
    r"\s*(?:\w+\s+){0,2}?(?:each way|one way|per direction|in each direction|"
    r"for\s+(?:a|each)\s+single\b)",
    re.IGNORECASE,
)


# "and the rest as annexe setts", "the remainder were sold": the other part of a whole.
_REST_OF_WHOLE = re.compile(r"\bthe (?:rest|remainder|remaining(?: ones)?|others)\b", re.IGNORECASE)


def _keys_outside_rest(info: _ClaimInfo) -> set[str]:
    """The keys of the claim's content words other than figures, but for those of the
    clause that names "the rest"."""
    text = info.text
    m = _REST_OF_WHOLE.search(text)
    lo, hi = len(text), len(text)
    if m is not None:
        lo = max(text.rfind(",", 0, m.start()), text.rfind(" and ", 0, m.start()), 0)
        hi = min(
            (x for x in (text.find(",", m.end()), text.find(";", m.end())) if x >= 0), default=hi
        )
    return {t.key for t in info.content if not t.flags & _NUMBER and not lo <= t.start < hi}


# ", but", ", while": a clause set against the one before it.
BUT_CLAUSE = r",\s+(?:but|while|whereas|although|though)\b"
_CLAUSE_STOP = re.compile(rf"[;:]|{BUT_CLAUSE}")
_AS_PREPOSITIONS = frozenset({"as", "in", "at", "on", "with", "for", "under"})


def _words_after(toks: Sequence[_Tok], a: Amount, at: int | None = None) -> tuple[str, str] | None:
    """The preposition right after figure *a* (or after offset *at*) and the key of the
    content word after it, past a determiner ("as a principal"), if any."""
    after = toks[bisect_left(toks, a.end if at is None else at, key=_START) :][:3]
    if len(after) < 2 or after[0].low not in _AS_PREPOSITIONS:
        return None
    word = after[1]
    if word.low in _DETERMINERS and len(after) == 3:
        word = after[2]
    if not word.flags & _CONTENT or word.flags & _NUMBER:
        return None
    return after[0].low, word.key


def _scope_after(toks: Sequence[_Tok], a: Amount) -> tuple[str, _Tok] | None:
    """The preposition and content word right after figure *a* ("on Sundays"), if any."""
    after = toks[bisect_left(toks, a.end, key=_START) :][:3]
    if len(after) < 2 or after[0].low not in _SCOPE_PREPOSITIONS:
        return None
    word = after[1] if after[1].flags & _CONTENT else None
    if word is None and len(after) == 3 and after[2].flags & _CONTENT:
        word = after[2]  # "for all adults", "on the weekend"
    if word is None or word.flags & _NUMBER:
        return None
    return after[0].low, word


def _per_what(toks: Sequence[_Tok], a: Amount) -> _Tok | None:
    """The thing after "per" right after figure *a* ("£90 per rehearsal"), unless it is
    a time ("per annum" and "per year" are one rate); or the measure after "a" or "an"
    ("15 shillings a pound")."""
    after = toks[bisect_left(toks, a.end, key=_START) :][:2]
    if len(after) < 2 or not after[1].flags & _CONTENT:
        return None
    if after[0].low in ("a", "an"):
        return after[1] if after[1].low in _MEASURES_PER else None
    if after[0].low != "per":
        return None
    return None if after[1].low in _PER_TIMES else after[1]


# Measures a price is given "a" or "an" of: "15 shillings a pound", "3s an ounce".
_MEASURES_PER = frozenset(
    """
    pound ounce ton hundredweight yard foot acre gallon bushel quart pint stone mile inch
    dozen hundred gross
    """.split()
)


_PER_TIMES = frozenset(
    """
    annum year years month months week weeks day days hour hours minute minutes second
    seconds night nights calendar cent centum capita head person
    """.split()
)


def _numbered(toks: Sequence[_Tok], tok: _Tok) -> str:
    """The number word or digits right after *tok* ("year one", "phase 2"), or ''."""
    at = bisect_left(toks, tok.start, key=_START) + 1
    if at < len(toks):
        nxt = toks[at].low
        if nxt.isdigit() or nxt in _NUMBERISH:
            return nxt
    return ""


def _worked_out(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether *q* is *p* plus or minus a difference the sentence gives ("£3 million less than")."""
    chunk, sent = home
    mine, theirs = q.q.value, p.q.value
    if mine is None or theirs is None:
        return False
    ordinal = q.q.kind == "ordinal" and p.q.kind == "ordinal"
    for d in sent.quants:
        if d is p or d.q.value is None:
            continue
        if ordinal:
            # "rose two places to third": fifth before
            if d.family != "number:None" or not _PLACES_AFTER.match(chunk.text, d.end):
                continue
        elif d.family != q.family:
            continue
        elif not (_DIFFERENCE.match(chunk.text, d.end) or _role(chunk.text, d.start) == "delta"):
            continue  # "£3 million less than", "rose by £12,000"
        if any(math.isclose(theirs + sign * d.q.value, mine) for sign in (1, -1)):
            return True
    return not ordinal and _rest_share(q, home, p)


def _rest_share(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether *q* is what the shares the sentence gives of *p* leave for "the rest".

    "£61,800" against "a book fund of £412,000 ..., of which 55 percent goes to
    adult stock, 30 percent to children's stock and the rest to e-resources".
    """
    chunk, sent = home
    mine, whole = q.q.value, p.q.value
    if mine is None or whole is None or q.family != p.family or not 0 < mine < whole:
        return False
    if _REST.search(chunk.text, p.end, sent.end) is None:
        return False
    shares = [
        d.q.value
        for d in sent.quants
        if d.family == "percent:percent" and d.cmp is None and d.q.value and d.start > p.end
    ]
    rest = 100 - sum(shares)
    return bool(shares) and 0 < rest < 100 and math.isclose(whole * rest / 100, mine, rel_tol=0.005)


_REST = re.compile(r"\bthe (?:rest|remainder|remaining)\b", re.IGNORECASE)


def _rest_percent(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How claim share *q* is what the sentence's shares leave for "the rest", said of
    the thing the claim names, or ''.

    "The state paid 15 percent" from "Norland Roads paid 85 percent of the
    excavation's costs and the state covered the remainder". The claim must
    name a word of the clause that takes the rest ("the state covered") and
    no name that stands before the shares ("Norland Roads").
    """
    if q.family != "percent:percent" or q.cmp is not None or q.q.value is None:
        return ""
    for chunk, sent in parts:
        rest = _REST.search(chunk.text, sent.start, sent.end)
        if rest is None:
            continue
        shares = [p for p in sent.quants if p.end <= rest.start() and p.family == q.family]
        if not shares or any(p.cmp is not None or p.q.value is None for p in shares):
            continue
        left = 100 - sum(p.q.value or 0.0 for p in shares)
        if not 0 < left < 100 or abs(left - q.q.value) > amount_tolerance(q):
            continue
        joins = [m.end() for m in _REST_JOIN.finditer(chunk.text, shares[-1].end, rest.start())]
        if not joins:
            continue
        taker = {
            t.key for t in sent.toks if joins[-1] <= t.start < rest.start() and t.flags & _CONTENT
        }
        if not taker and (being := _REST_BEING.match(chunk.text, rest.end())) is not None:
            # "made up 40 percent of the firm's tufting material by 1950, the rest
            # still being Chinese bristle": the taker after the rest
            stop = edge_or_end(CLAUSE_EDGE, chunk.text, being.end(), sent.end)
            taker = {
                t.key for t in sent.toks if being.end() <= t.start < stop and t.flags & _CONTENT
            }
        # the names of the shares' own clause: "the rail operator, Ferrow Lines, paid"
        lo = max(sent.start, shares[0].start - 40, chunk.text.rfind(":", 0, shares[0].start))
        named = {
            t.key
            for t in sent.toks
            if lo < t.start < shares[0].start
            and t.flags & _CONTENT
            and chunk.text[t.start].isupper()
        }
        # "The contract owners kept one-third" against "The contract owners
        # received two-thirds ..., the company keeping the remaining third": the
        # claim gives its share to the words of the shares' own clause.
        opens = max(sent.start, *(chunk.text.rfind(c, 0, shares[0].start) for c in ",;:"))
        # (but for the verb right before the shares: "paid 85 percent")
        clause = [t for t in sent.toks if opens <= t.start < shares[0].start]
        # (and its particle: "made up 40 percent")
        verb = len(clause) - (2 if len(clause) > 1 and clause[-1].low in _VERB_PARTICLES else 1)
        holder = {t.key for t in clause[:verb] if t.flags & _CONTENT} - taker
        breaks = [m.end() for m in ITEM_BREAK.finditer(info.text, 0, q.start)]
        lead = {t.key for t in info.content if (breaks[-1] if breaks else 0) <= t.start < q.start}
        if info.keys & taker and not info.keys & named - taker and not lead & holder:
            said = " + ".join(p.text for p in shares)
            return f"{q.text} = 100% − {said} ({rest[0]})"
    return ""


def _sentence_total(info: _ClaimInfo, q: Amount, sents: Sequence[_Sent]) -> str:
    """How claim figure *q*, said to be a total, is the figures of its kind in a sentence
    added up, or ''.

    "paid £319.10 in total for her bridge" from "paid £159.55 at her first
    appointment for a bridge, and the same amount when it was fitted"; "scored
    a total of 30" from "licensed to trade at six sites ..., was scored 5 for
    food handling, 15 for structure and 10 for management". The figures are
    every exact figure of the claim's kind in the sentence, or those of one
    list in it; a figure given "the same amount" again counts twice.
    """
    if q.cmp is not None or q.q.value is None or q.family == "date":
        return ""
    if _TOGETHER.search(info.text) is None:
        return ""
    for sent in sents:
        mine = [p for p in sent.quants if p.family == q.family]
        if any(p.cmp is not None or p.q.value is None for p in mine):
            continue
        for run in (mine, *_figure_lists(sent.text, mine)):
            added = [p for p in run for _ in range(1 + bool(_SAME_AGAIN.match(sent.text, p.end)))]
            if len(added) < 2:
                continue
            if abs(sum(p.q.value or 0.0 for p in added) - q.q.value) <= amount_tolerance(q):
                return f"{q.text} = " + " + ".join(p.text for p in added)
    return ""


def _figure_lists(text: str, figures: Sequence[Amount]) -> list[list[Amount]]:
    """The lists of two or more of *figures* ("5 for food handling, 15 for structure and
    10 for management"): figures a comma or an "and" apart, within a few words."""
    runs: list[list[Amount]] = []
    for a, b in pairwise(figures):
        if _LIST_GAP.fullmatch(text, a.end, b.start):
            if runs and runs[-1][-1] is a:
                runs[-1].append(b)
            else:
                runs.append([a, b])
    return runs


_LIST_GAP = re.compile(r"[^.;:,]{0,40}?(?:,\s+(?:and\s+)?|\s+and\s+)", re.IGNORECASE)


# Where the clause that takes the rest opens: "... and the state covered the remainder".
_REST_JOIN = re.compile(r",\s+|\s+(?:and|while|with|whereas)\s+", re.IGNORECASE)
# After "the rest": what it is ("the rest still being Chinese bristle").
_REST_BEING = re.compile(
    r"(?:\s+(?:still|then|all))?\s+(?:being|was|were|going\s+to|went\s+to)\s+", re.IGNORECASE
)


# A figure that says it is a share or a multiple of another thing's: "£2.50 each,
# half the usual adult single price".
_SHARE_OF_AFTER = re.compile(
    r"(?:\s+\w+){0,3},?\s+(?:half|twice|double|triple|a third of|a quarter of|two-thirds of)"
    r"\s+(?:the|its|their|his|her|what)\b",
    re.IGNORECASE,
)
_TIMES_AFTER = re.compile(r"\s+times\b", re.IGNORECASE)
# Before a figure that is a whole: "52 of the 101", "out of 101".
_WHOLE_BEFORE = re.compile(
    r"(?:(?:\d|%|\bper\s?cent|\b(?:two|three|four|five|six|seven|eight|nine|ten|half|"
    r"thirds?|quarters?|fifths?|tenths?))\s+of(?:\s+(?:the|its|their|his|her))?|\bout\s+of)\s+$",
    re.IGNORECASE,
)
# Between two figures of a claim, a join of two clauses.
_CLAUSE_JOIN = re.compile(r"\band\b|[;,]")


def _whole_or_one(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether claim figure *q* is what source figure *p* counts with one more, or a share of it.

    "There were 42 entries" against "beating 41 other entries", and "has
    translated five of her books" against "translated the English edition ...
    and later four more of her books": the others and the one. "Each pod
    works out at 39p" against "A box of 10 pods costs £3.90", and "£1.55 per
    100 g" against "An 800 g tin ... costs £12.40": the price of each of a
    count the sentence gives, or of the measure the claim prices by.
    """
    mine, theirs = q.q.value, p.q.value
    if not mine or not theirs:
        return False
    text = home[0].text
    if _OTHER_AFTER.match(text, p.end):
        return math.isclose(mine, theirs + 1)
    if q.family != p.family or q.family == "number:None" or theirs < 2 * mine:
        return False  # a price or a measure, shared out
    ratio = theirs / mine
    tolerance = (q.q.precision or 0.01) / mine * ratio
    by = [c for c in info.quants if _PER_BEFORE.search(info.text, max(0, c.start - 5), c.start)]
    sizes: list[float] = []
    for d in home[1].quants:
        if d is p or not d.q.value or d.cmp is not None:
            continue
        if d.family == "number:None" and _EACH.search(info.text):
            sizes.append(d.q.value)  # "a box of 10"
        sizes.extend(d.q.value / c.q.value for c in by if c.family == d.family and c.q.value)
    return any(abs(n - ratio) <= tolerance for n in sizes)


def _times_count(q: Amount, sent: _Sent, p: Amount) -> bool:
    """Whether claim figure *q* is source figure *p* times a bare count of the sentence."""
    mine, theirs = q.q.value, p.q.value
    if not mine or not theirs or q.family != p.family or q.family == "number:None":
        return False
    return any(
        d.family == "number:None"
        and d.cmp is None
        and d.q.value
        and d.q.value > 1
        and math.isclose(theirs * d.q.value, mine, rel_tol=1e-6)
        for d in sent.quants
    )


def _stated_multiple(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether claim figure *q* is source figure *p* times a count before it that
    "times" follows ("ten times the value of their 40-mark share")."""
    mine, theirs = q.q.value, p.q.value
    if not mine or not theirs:
        return False
    text = home[0].text
    return any(
        d.end <= p.start
        and p.start - d.end <= 60
        and d.q.value
        and d.q.value > 1
        and _TIMES_AFTER.match(text, d.end)
        and math.isclose(theirs * d.q.value, mine, rel_tol=1e-6)
        for d in home[1].quants
    )


_PER_BEFORE = re.compile(r"\b(?:per|a|an|each|every)\s+$", re.IGNORECASE)
_EACH = re.compile(r"\b(?:each|apiece|per|a piece|every)\b", re.IGNORECASE)
_OTHER_AFTER = re.compile(r"\s+(?:other|more|further|additional)\b", re.IGNORECASE)
_PLACES_AFTER = re.compile(r"\s+(?:places?|spots?|positions?|rungs?)\b", re.IGNORECASE)


# After a share, the whole it is of: "40 per cent of the centre's total".
_OF_TOTAL = re.compile(
    r"\s+of\s+(?:the|its|their|his|her|all)\s+(?:[\w-]+(?:'s)?\s+){0,3}?(?:total|overall|whole)\b",
    re.IGNORECASE,
)


# Words that take a part or a multiple of a figure: "half the adult fare",
# "twice the standard rate"; each with words one of which the pattern holds,
# looked for first (a plain substring search costs far less than the pattern).
_MULTIPLIERS = (
    # "£40 for a peal ..., halved for members of the Guild"
    (re.compile(r"\bhal(?:f|ved)\b", re.I), 0.5, ("half", "halved")),
    # "split equally between the finder and the landowner": each has half
    (
        re.compile(
            r"\b(?:split|shared|divided)\s+(?:equally|evenly)\s+between\s+"
            r"(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+and\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+)?"
            r"\s*(?:[.;,]|$)",
            re.I,
        ),
        0.5,
        ("equally", "evenly"),
    ),
    (re.compile(r"\b(?:a|one)[\s-]third\b", re.I), 1 / 3, ("third",)),
    (re.compile(r"\b(?:a|one)[\s-]quarter\b", re.I), 0.25, ("quarter",)),
    # not "double-blind"
    (re.compile(r"\b(?:double|doubled|twice)\b(?!-)", re.I), 2.0, ("double", "doubled", "twice")),
    (re.compile(r"\bthree times\b", re.I), 3.0, ("times",)),
    (re.compile(r"\bfour times\b", re.I), 4.0, ("times",)),
    (re.compile(r"\bfive times\b", re.I), 5.0, ("times",)),
    (re.compile(r"\bten times\b", re.I), 10.0, ("times",)),
    # "$34 a month billed annually" is $408 for the year
    (re.compile(r"\b(?:a|per|each) month\b|\bmonthly\b", re.I), 12.0, ("month",)),
    (re.compile(r"\b(?:a|per|each) week\b|\bweekly\b", re.I), 52.0, ("week",)),
    # "retire on two-thirds pay after 25 years"
    (re.compile(r"\btwo[\s-]thirds\b", re.I), 2 / 3, ("thirds",)),
    (re.compile(r"\bthree[\s-]quarters\b", re.I), 0.75, ("quarters",)),
    # "retained one-tenth as his wages"
    (re.compile(r"\b(?:a|one)[\s-]fifth\b", re.I), 0.2, ("fifth",)),
    (re.compile(r"\b(?:a|one)[\s-]tenth\b", re.I), 0.1, ("tenth",)),
)
# "about a fifth of the company's gas revenue", "one in six of all the barrels":
# the whole is the part times the fraction's count.
_FRACTION_OF = re.compile(
    r"\b(?:a|one)[\s-](third|quarter|fifth|sixth|seventh|eighth|ninth|tenth)\s+of\b"
    r"|\bone\s+in\s+(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+of\b",
    re.I,
)
_FRACTION_COUNTS = {
    "half": 2,
    "third": 3,
    "quarter": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}


@lru_cache(maxsize=256)
def _fraction_wholes(text: str) -> tuple[float, ...]:
    """The counts of the fractions *text* gives of a whole ("a fifth of" gives 5), by
    which a part it gives is multiplied to give the whole."""
    out = []
    for m in _FRACTION_OF.finditer(text):
        if m[1]:
            out.append(float(_FRACTION_COUNTS[m[1].lower()]))
        elif m[2].isdigit():
            out.append(float(m[2]))
        else:
            out.append(float(qty.SMALL_NUMBER_WORDS[m[2].lower()]))
    return tuple(out)


def _share_taken(q: Amount, text: str, p: Amount) -> bool:
    """Whether claim figure *q* is the share of source figure *p* that the words right
    after it take ("£3,000, half paid in advance")."""
    m = _SHARE_AFTER.match(text, p.end)
    if m is None or q.q.value is None or p.q.value is None or q.family != p.family:
        return False
    return math.isclose(p.q.value * _SHARES[m[1].lower()], q.q.value, rel_tol=1e-6)


# A share taken of the figure before: "£3,000, half paid in advance", "£900, a
# third of it on signing".
_SHARES = {"half": 0.5, "a third": 1 / 3, "a quarter": 0.25, "two-thirds": 2 / 3}
_SHARE_AFTER = re.compile(rf",\s+({'|'.join(_SHARES)})\b", re.IGNORECASE)


def _asked_beside(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether source figure *p* is a sum asked for ("sought £800") in a sentence that
    gives claim figure *q* too."""
    text = home[0].text
    return _ASKED_FOR.search(text, max(0, p.start - 30), p.start) is not None and any(
        o is not p and entails(o, q) for o in home[1].quants
    )


# A sum asked for, not got: "sought £800", "had asked for £50", "applied for a
# grant of £300".
_ASKED_FOR = re.compile(
    r"\b(?:sought|asked\s+for|requested|demanded|applied\s+for|petitioned\s+for)"
    r"(?:\s+(?:a|an|the)\s+[\w-]+\s+of)?\s+$",
    re.IGNORECASE,
)


def _bound_by_dated_event(q: Amount, text: str, p: Amount) -> bool:
    """Whether claim bound *q* ("after 1869") is source year *p* set after "after the" or
    "before the" the same way ("after the 1869 season")."""
    if q.family != "date" or q.cmp not in ("<", ">") or not qty.same_value(q.q, p.q):
        return False
    m = _EVENT_OF_YEAR.search(text, max(0, p.start - 12), p.start)
    return m is not None and (m[1].lower() == "after") == (q.cmp == ">")


_EVENT_OF_YEAR = re.compile(r"\b(after|before) the $", re.IGNORECASE)


_OFF_AFTER = re.compile(r"\s*(?:discount|off|reduction|cheaper|less)\b", re.I)
_ROUGH_MULTIPLE = re.compile(
    r"\b(?:about|around|roughly|nearly|almost|some|approximately)\s+(?:twice|double|half)\b",
    re.I,
)


# Sized as the chunk analysis cache.
@lru_cache(maxsize=256)
def _multipliers_in(text: str) -> frozenset[int]:
    """Which of ``_MULTIPLIERS`` *text* names, by their place in it (read once per chunk)."""
    low = text.lower()
    return frozenset(
        k
        for k, (rx, _, cues) in enumerate(_MULTIPLIERS)
        if any(cue in low for cue in cues) and rx.search(text)
    )


def _named_multiples(cited: Sequence[Chunk]) -> list[float]:
    """The parts and multiples of ``_MULTIPLIERS`` that the cited text names ("half",
    "twice", "a month"), in the table's order."""
    found = [_multipliers_in(c.text) for c in cited]
    return [m for k, (_, m, _) in enumerate(_MULTIPLIERS) if any(k in f for f in found)]


def _range_multiplied(q: Amount, cited: Sequence[Chunk], counts: Sequence[int]) -> bool:
    """Whether claim range *q* is a range of the text times a multiple the text names or
    a count of the claim: "four to six pellets" from "Feed 2–3 betta pellets twice a
    day"."""
    low, high = q.q.low, q.q.high
    if low is None or high is None:
        return False
    factors = _named_multiples(cited) + [float(n) for n in counts if n > 1]
    return any(
        p.family == q.family
        and p.q.low is not None
        and p.q.high is not None
        and math.isclose(p.q.low * m, low)
        and math.isclose(p.q.high * m, high)
        for p in figures_of(cited)
        for m in factors
    )


# Words by which a bound draws a line: "defined as a score below 8", "a cut-off of".
_DEFINED_BY = re.compile(r"\b(?:defined|definition|threshold|cut-?off)\b", re.IGNORECASE)
# "each child under", "every man over", "all boys aged under": a class a bound marks out.
_CLASS_BY_BOUND = re.compile(
    r"\b(?:each|every|all|any)\s+(?:[a-z]+\s+){1,2}(?:aged\s+)?$", re.IGNORECASE
)
# "no girl under", "no one over", "no child of under": a bound that bars people;
# "fined any member who minded a machine for less than": one that picks them out.
_BARRED = re.compile(
    r"\b(?:no|nobody|no\s+one)\s+(?:[a-z-]+\s+){0,2}$"
    r"|\b(?:any|every|each)\s+[a-z]+\s+(?:who|that)\s+[^.;,]{0,50}$",
    re.IGNORECASE,
)


def _bars_people(text: str, at: int) -> bool:
    """Whether the bound at *at* of *text* says whom a rule bars or picks out: "no girl
    under 16", "any member who minded a boring machine for less than 28s"."""
    return _BARRED.search(text, max(0, at - 80), at) is not None


def _bound_of_sum(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether claim floor *q* ("more than 2,200 residents") is met by the sum of two
    figures of one cited sentence that count what it counts (the word after each:
    "1,140 residents", "1,096 residents"), lying within a twentieth of the floor's
    value: a rounded floor, not any sum that passes it. Floors under 100 are left
    out: small figures add up to small floors by chance."""
    bound = q.q.value
    if q.cmp not in (">", ">=") or not bound or bound < 100 or q.family == "date":
        return False
    counted = {t.key for t in info.toks if t.start >= q.end and t.flags & _CONTENT}
    for chunk in cited:
        for sent in _analyze_chunk(chunk.text).sents:
            values = [
                p.q.value
                for p in sent.quants
                if p.family == q.family
                and p.cmp is None
                and p.q.value
                and _key_after(sent.toks, p.end) in counted
            ]
            if any(abs(v - bound) <= 0.05 * bound for v in values):
                return False  # the sentence gives the level itself: "8,687 confirmed cases"
            if any(
                abs(a + b - bound) <= 0.05 * bound
                and (a + b > bound or (q.cmp == ">=" and a + b == bound))
                for i, a in enumerate(values)
                for b in values[i + 1 :]
            ):
                return True
    return False


def _derivable(
    q: Amount,
    cited: Sequence[Chunk],
    counts: Sequence[int] = (),
    parts: Sequence[float] = (),
    cases: Sequence[float] = (),
    together: bool = False,
    leftover: bool = False,
    saving: bool = False,
    average: bool = False,
) -> bool:
    """Whether *q* is two figures of the cited text added, subtracted or taken as a share.

    "Labour led by 5 percentage points" from "44% ... and 39%", "Halston have
    51 points" from "47 points, four points behind leaders Halston",
    "roughly 19,900 offers" from "52,400 applications ... offers to 38% of
    applicants". The figures must be of the claim's kind (a share may be
    taken of one of its kind), and the result must round to the claim's
    figure: within half its last digit, or 1% when the claim says "about".
    A figure under 10 (other than percentage points) is too easily some
    difference of the text's figures to count, but for a score's margin
    ("beat the Rams by eight points" from "112–104").

    A part or multiple the text names ("half the adult fare", "a 50%
    discount") is a share too, and with the claim's small *counts* ("three
    vehicles") a figure may be a rate times a count, plus one other figure:
    "£400 for the first vehicle and £600 for each additional" gives £1,600.
    A share the claim itself names (*parts*: "on a 60% contract ... €720") may
    be taken of a figure of the text ("a budget of €1,200 ... pro rata").
    A claim saying its figure is *together* a sum may be small ("together ...
    8%" from "4% ... and staff pay 4%"), and a *leftover* count may be what a
    part leaves of a whole ("seven shops" stay open when "four of its eleven"
    close), and an *average* may be a figure of the text over a count of it.
    """
    mine = q.q.value
    if mine is None and q.cmp is None and q.family != "date":
        return _range_multiplied(q, cited, counts)
    if mine is None or q.cmp not in (None, "~") or q.family == "date":
        return False
    percents = q.family == "percent:percentage_point"
    if q.family == "percent:percent" and _level_before_gap(q, cited):
        return True
    # A measure in a unit ("0.7 m", "3°C") is no count: the text's few figures in
    # its unit do not add up to it by chance as bare numbers and prices do.
    # A figure written to two decimals ("4.20%") is no small count.
    # "Together, the employer and its staff pay in 8%" from "4% ... and staff
    # pay 4%": a claim that says it adds up is no chance sum.
    small = (
        abs(mine) < 10
        and not together
        and not percents
        and q.family.split(":")[0] in _COUNTED_KINDS
        and (q.q.precision or 1.0) > 0.01
    )
    if small and q.family == "number:None":
        return any(
            any(abs(int(m[1]) - int(m[2])) == mine for m in _SCORE.finditer(chunk.text))
            or mine in _list_lengths(chunk.text)
            or (leftover and mine in _rests(chunk.text))
            for chunk in cited
        )
    # "independents the remaining seats" after "34 of the 80 seats, ... 27, ...
    # 11": the rest of a whole shared out in a list.
    if (
        leftover
        and q.family == "number:None"
        and mine == int(mine)
        and any(int(mine) in _list_rests(chunk.text) for chunk in cited)
    ):
        return True
    tolerance = amount_tolerance(q)
    same: list[float] = []
    shares: list[float] = []
    counted: list[float] = []  # bare counts: "74 grants averaging £3,100"
    bare: list[float] = []  # whole counts of any claim: "over the ten seasons"
    sums: list[Amount] = []  # exact sums, that may divide into a count
    factors: list[float] = []  # bare rates: "the water rate is 1.94" (in the pound)
    texts = [c.text for c in cited]
    for p in figures_of(cited):
        v = p.q.value
        # "some 35 percent" may give a figure the claim, too, calls rough.
        if v is None or (p.cmp is not None and not (p.cmp == q.cmp == "~")):
            continue
        if p.cmp is None and v and p.family.startswith("money:"):
            sums.append(p)
        if p.family == "number:None" and v >= 2 and v == int(v):
            bare.append(v)
            if q.family != "number:None":
                counted.append(v)
        money = q.family.startswith("money:")
        if p.family == "number:None" and money and 0.1 <= v < 100 and v != int(v):
            factors.append(v)
        if p.family == q.family or (percents and p.family == "percent:percent"):
            same.append(v)
            if any(_SAME_AGAIN.match(t, p.end) for t in texts if t[p.start : p.end] == p.text):
                # "paid £159.55 at her first appointment ..., and the same
                # amount when it was fitted": the figure is paid twice.
                same.append(v)
        elif (
            p.family == "number:None"
            and q.family != "number:None"
            and any(
                _BARE_DIFFERENCE.match(t, p.end) or _extra_in_unit(t, p, q)
                for t in texts
                if t[p.start : p.end] == p.text
            )
        ):
            # "2,940 hours of sunshine, 120 more than Capo Bianco": a bare
            # difference is in the claim's unit; so is an amount added ("an
            # extended cut with 19 additional minutes").
            same.append(v * (q.q.factor or 1.0))
        elif p.family == "percent:percent":
            shares.append(v / 100)
            if 0 < v < 100:
                # "grew by 1.6% ... to reach 684,300": the level before the
                # change (673,500), or "20% more than $19" ($22.80).
                shares.extend((1 + v / 100, 1 / (1 + v / 100), 1 - v / 100, 1 / (1 - v / 100)))
            if any(
                _OFF_AFTER.match(c.text, p.end) for c in cited if c.text[p.start : p.end] == p.text
            ):
                shares.append(1 - v / 100)  # "a 50% discount"
            if 0 < v < 100 and any(
                _OF_TOTAL.match(c.text, p.end) for c in cited if c.text[p.start : p.end] == p.text
            ):
                # "212,000 tickets, about 40 per cent of the centre's total": the
                # whole is the part over its share.
                shares.append(100 / v)
    if len(same) > _DERIVABLE_FIGURES:
        return False  # so many figures that some pair would fit anything
    # "A £420 cot would cost £449.95 delivered": the claim's case plus a charge;
    # "giving up £1,000 ... a £14,000 lump sum" at "£14 for every £1": times a rate.
    per_one = bool(cases) and any(_PER_ONE.search(t) for t in texts)
    paired = any(_PAIR_BASE.search(t) for t in texts)
    if any(
        abs(c + v - mine) <= tolerance
        or abs(c - v - mine) <= tolerance
        or (per_one and abs(c * v - mine) <= tolerance)
        for c in cases
        for v in same
    ) or any(abs(c * r - mine) <= tolerance for c in cases for r in factors):
        # (and "a rateable value of £150 ... pays £291" at "a water rate of 1.94")
        return True
    named = _named_multiples(cited)
    if small:
        # "£9.20" is too small to be any sum or share, but may be half of
        # "£18.40", or "£3" two hours at "£1.50" each (the first hour free);
        # a *saving* ("gets £9 off") may be two prices of one sentence apart
        # ("costs £45 ..., but children already enrolled pay £36").
        factors = named + [float(m) for n in counts for m in (n - 1, n) if m > 1]
        return any(abs(a * m - mine) <= tolerance for a in same for m in factors) or (
            saving
            and any(_prices_apart(q, _analyze_chunk(c.text).sents, pooled=True) for c in cited)
        )
    shares.extend(named)
    shares.extend(parts)
    shares.extend(n for t in texts for n in _fraction_wholes(t))
    # A rough claim figure from a multiple the text says is rough.
    rough = q.cmp == "~" and any(_ROUGH_MULTIPLE.search(t) for t in texts)

    def close(x: float) -> bool:
        return abs(x - mine) <= tolerance

    if any(map(close, same)):
        return False  # written in the text: whether it is the claim's is judged as such
    if average and any(close(a / n) for a in same for n in bare if a != n):
        # "averaged 4,390 fowl a season" from "a total of 43,900 fowl" over
        # "the ten seasons"; "averaged 400 tons apiece" from "14 cargoes,
        # totalling 5,600 tons".
        return True
    if not percents and any(close(a * n) for a in same for n in counted):
        return True  # "grants totalling roughly £229,000" from "74 grants averaging £3,100"
    for i, a in enumerate(same):
        for b in same[i + 1 :]:
            if close(a + b) or close(abs(a - b)):
                return True
        if not percents and any(close(a * share) for share in shares):
            return True
        # Three doses of "2 mg" are 6 mg: a measure is compared in the claim's
        # unit, not the base unit it is held in (0.002 g).
        if not percents and a / (q.q.factor or 1.0) > 1 and any(close(a * n) for n in counts):
            return True
        for b in same:
            # (past a base of one, or of a pair the text prices: "a pair sharing
            # costs £20, and each additional cat ... adds £7" gives four cats £34)
            if b is not a and any(
                close(a + b * m) for n in counts for m in (n - 2 * paired, n - 1, n) if m > 1
            ):
                return True
            # "Two dogs sharing a kennel save £10" from "£24 ... single" and
            # "£38 ... shared": two singles less the shared price.
            if b is not a and any(close(a * n - b) for n in counts if n > 1):
                return True
            # "£21 a night ... non-members pay £3 more" gives a non-member two
            # nights at £48: a rate with a surcharge, or less a discount, times
            # the claim's count.
            if b is not a and any(
                close((a + b) * n) or close((a - b) * n) for n in counts if n > 1
            ):
                return True
        # "2.8 million in July, double its June total": June is 1.4 million
        if not percents and any(m > 1 and close(a / m) for m in named):
            return True
        # "3.1 million, about twice its total in 2010": roughly 1.5 million, as
        # near as a rough multiple can say.
        if (
            rough
            and not percents
            and any(m > 1 and abs(a / m - mine) <= 0.05 * abs(mine) for m in named)
        ):
            return True
    # "a capital of £60,000 in £10 shares": 6,000 shares.
    if (
        q.family == "number:None"
        and abs(mine) >= 10
        and mine == int(mine)
        and any(
            a.family == b.family and close((a.q.value or 0.0) / (b.q.value or 1.0))
            for a in sums
            for b in sums
            if a is not b
        )
    ):
        return True
    if (
        len(same) <= _THREE_WAY
        and not q.family.startswith("percent")
        and (abs(mine) >= 100 or together)
    ):
        # "58,000 visitors over three days ... Saturday 26,000, Friday 12,500":
        # Sunday is what the total leaves; three figures may also add up.
        for i, a in enumerate(same):
            for j, b in enumerate(same):
                for k, c in enumerate(same):
                    if i != j and i != k and j < k and (close(a - b - c) or close(a + b + c)):
                        return True
    return False


# "£159.55 at her first appointment ..., and the same amount when it was
# fitted": the figure given a second time.
_SAME_AGAIN = re.compile(
    r"[^.;]{0,80}?\b(?:the same (?:amount|sum|fee|price|again)|as much again)\b", re.I
)


def _one_as_single(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Claim figure *q*, "one" of a thing the sentence calls "a single" thing, or ''.

    "fell by 160 in one season" against "had shrunk from 420 servants to 260
    in a single season": the article and "single" count the one season.
    """
    if q.q.value != 1 or q.cmp is not None or q.family != "number:None":
        return ""
    after = content_words_at(info.text, info.toks, q.end)
    if not after:
        return ""
    for chunk, sent in parts:
        for m in _A_SINGLE.finditer(chunk.text, sent.start, sent.end):
            if _word(m[1])[1] in after:
                return f"{q.text} = {m[0]!r}"
    return ""


_A_SINGLE = re.compile(r"\ban?\s+single\s+([A-Za-z]+)", re.IGNORECASE)


def _per_lot(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim price *q* for a lot ("£4 a dozen") is a price of the text for a lot of
    another size ("£2 a half dozen"), or ''. The lot itself ("a dozen", read as
    twelve) holds with its price."""
    price = next(
        (
            r
            for r in info.quants
            if (m := _LOT.match(info.text, r.end)) is not None and m.start() <= q.start < m.end()
        ),
        q,
    )
    m = _LOT.match(info.text, price.end)
    if m is None or price.cmp not in (None, "~") or price.q.value is None:
        return ""
    mine = _lot_size(m)
    for chunk in cited:
        for sent in _analyze_chunk(chunk.text).sents:
            for p in sent.quants:
                lot = _LOT.match(chunk.text, p.end)
                if lot is None or p.family != price.family or p.cmp is not None or not p.q.value:
                    continue
                theirs = _lot_size(lot)
                worked = p.q.value * mine / theirs
                if theirs != mine and abs(worked - price.q.value) <= amount_tolerance(price):
                    if price is not q:
                        return f"{q.text}, the lot {price.text} is for"
                    return f"{q.text}{m[0]} = {p.text}{lot[0]} × {mine / theirs:g}"
    return ""


def _counts_priced(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How the claim's total is its counts each at the text's price for what they count,
    added up, or ''; the counts, as the case the claim sets, hold with it.

    "with 40 day guests and 30 evening guests would cost £3,620" from "£74
    per day guest and £22 per evening guest": 40 × £74 + 30 × £22. Each
    count's words must be a price's ("per day guest"). A minimum number the
    sentence sets is not read here.
    """
    totals = [
        a
        for a in info.quants
        if a.family.startswith("money:") and a.cmp in (None, "~") and a.q.value is not None
    ]
    if len(totals) != 1 or "per " in info.text:
        return ""
    total = totals[0]
    counts = [
        (int(m[1].replace(",", "")), frozenset(_key(w) for w in m[2].lower().split()), m)
        for m in _COUNT_OF_WHAT.finditer(info.text)
    ]
    if len(counts) < 2 or (
        q is not total and not any(m.start() <= q.start < m.end() for *_, m in counts)
    ):
        return ""
    for chunk in cited:
        for sent in _analyze_chunk(chunk.text).sents:
            prices = {}
            for p in sent.quants:
                m = _PER_WHAT.match(chunk.text, p.end)
                if m is not None and p.family == total.family and p.cmp is None and p.q.value:
                    prices[frozenset(_key(w) for w in m[1].split())] = p
            used = [(n, prices[what], m) for n, what, m in counts if what in prices]
            if len(used) != len(counts):
                continue
            worked = sum(n * (p.q.value or 0.0) for n, p, _ in used)
            if abs(worked - (total.q.value or 0.0)) <= amount_tolerance(total):
                if q is not total:
                    return f"{q.text}, a case the claim sets"
                return f"{q.text} = " + " + ".join(f"{n} × {p.text}" for n, p, _ in used)
    return ""


# "40 day guests", "30 evening guests": a count and what it counts, in two words at most.
_COUNT_OF_WHAT = re.compile(
    r"\b(\d[\d,]*)\s+([a-z]+(?:\s+[a-z]+)?)\b(?=\s+(?:and|would|will|at|for|,|in|on))"
)
# "£74 per day guest", "£22 a head": what a price is for, up to two words.
_PER_WHAT = re.compile(r"\s+(?:per|a|an|each|for each)\s+([a-z]+(?:\s+[a-z]+)?)\b(?=[\s,.;])")


# "£2 a half dozen", "£4 per dozen": a price for a lot of a set size.
_LOT = re.compile(r"\s+(?:a|an|per|each|for\s+an?)\s+(half[- ]dozen|dozen|pair)\b", re.I)
_LOT_SIZE = {"half dozen": 6, "dozen": 12, "pair": 2}


def _lot_size(m: re.Match[str]) -> int:
    """How many things a match of ``_LOT`` ("a half-dozen") names."""
    return _LOT_SIZE[m[1].lower().replace("-", " ")]


def _prices_apart(q: Amount, sents: Sequence[_Sent], pooled: bool = False) -> str:
    """How claim figure *q* is how far apart two exact figures of its kind in one of
    *sents* are ("£9" of "costs £45 ..., but children already enrolled pay £36"), or '';
    *pooled*, of any two of *sents*."""
    mine = q.q.value or 0.0
    groups = [[p for sent in sents for p in sent.quants]] if pooled else [s.quants for s in sents]
    for quants in groups:
        figures = [
            p
            for p in quants
            # (a figure read as a bound may be the other end: "scored 78, just
            # above the pass mark of 75")
            if p.family == q.family and p.cmp in (None, ">", "<") and p.q.value is not None
        ]
        for a, b in combinations(figures, 2):
            if abs(abs((a.q.value or 0.0) - (b.q.value or 0.0)) - mine) <= amount_tolerance(q):
                high, low = (a, b) if (a.q.value or 0.0) > (b.q.value or 0.0) else (b, a)
                return f"{q.text} = {high.q.text} \u2212 {low.q.text}"
    return ""


def _saving(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How claim figure *q*, said to come off ("gets £6 off a ticket") or to spare
    ("passed with three marks to spare"), is two figures of a sentence apart, or ''."""
    if q.cmp is not None or q.q.value is None or not _said_apart(info.text, q):
        return ""
    return _prices_apart(q, [s for _, s in parts])


def _said_apart(text: str, q: Amount) -> bool:
    """Whether claim figure *q* is said to be a gap: "£6 off", "three marks to spare",
    "saves £4 an hour"."""
    return (
        _OFF_AFTER.match(text, q.end) is not None
        or _SPARE_AFTER.match(text, q.end) is not None
        or _SAVE_BEFORE.search(text, max(0, q.start - 20), q.start) is not None
    )


_SPARE_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?to spare\b", re.IGNORECASE)
# ("saved him £3": past the one who is spared the sum)
_SAVE_BEFORE = re.compile(
    r"\b(?:saves?|saved|saving(?: of)?)\s+(?:(?:him|her|them|us|you|me)\s+)?(?:an? |up to )?$",
    re.IGNORECASE,
)


def _all_but_one(info: _ClaimInfo, q: Amount, counterpart: Amount) -> bool:
    """Whether claim count *q* counts all but one named thing of the source's count."""
    return (
        q.family == counterpart.family == "number:None"
        and q.q.value is not None
        and counterpart.q.value == q.q.value + 1
        and _BUT_ONE_AFTER.match(info.text, q.end) is not None
    )


def _all_but_counted(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim count *q* is the whole of the sentence less its count after "all
    but", said of the thing that count leaves: "nine working lime kilns, all but two
    of them farm kilns" gives seven farm kilns."""
    text, sent = home[0].text, home[1]
    if (
        q.family != "number:None"
        or counterpart.family != q.family
        or q.q.value is None
        or counterpart.q.value is None
        or _ALL_BUT_BEFORE.search(text, max(sent.start, counterpart.start - 12), counterpart.start)
        is None
    ):
        return False
    at = bisect_left(sent.toks, counterpart.end, key=_START)
    thing = next((t.key for t in sent.toks[at:] if t.flags & _CONTENT), "")
    return thing in info.keys and any(
        p.family == q.family
        and p.end <= counterpart.start
        and p.q.value == q.q.value + counterpart.q.value
        for p in sent.quants
    )


_ALL_BUT_BEFORE = re.compile(r"\ball but\s+$", re.IGNORECASE)


# "four gravel sectors of stage 6 other than Cordeval": a count that leaves one out.
_BUT_ONE_AFTER = re.compile(
    r"[^.;:]{0,40}?\b(?:other than|besides|apart from|excluding|except(?: for)?)\s+(?:the\s+)?[A-Z]"
)


# "2 million pounds a year", "£400 per month": the period a claim figure is for.
_PER_PERIOD = re.compile(
    r"(?:\s+[a-z]+){0,2}?(?:\s+(?:for\s+)?(?:a|an|per|each|every)\s+(year|month|week|day)\b"
    r"|\s+(?:annually|yearly)\b)",
    re.I,
)
# "10 million pounds over five years", "£2,400 across the next 12 months": a
# total spread over a span, the span's figure after the cue.
_OVER_SPAN = re.compile(
    r"[^.;:]{0,40}?\b(?:(?:over|across|spread over)\s+(?:the\s+)?(?:next\s+|first\s+|following\s+)?"
    # "logged 210 million viewing hours in its first 28 days"
    r"|in\s+(?:its|their|the)\s+first\s+)$",
    re.IGNORECASE,
)
_FOR_SPAN = re.compile(r"\b(?:for|over)\s+$", re.IGNORECASE)
_SPAN_THEN_TOTAL = re.compile(r"[^.;:,]{0,30}?\band\s+(?:\w+\s+){0,2}")
# Each period in the unit a duration holds it in: months, or seconds.
_PERIOD_LENGTH = {
    "year": ("month", 12.0),
    "month": ("month", 1.0),
    "week": ("s", 604800.0),
    "day": ("s", 86400.0),
}


def _period_multiplied(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim figure *q*, a figure a year, is the text's figure for a shorter period
    times the periods in a year, or ''.

    "bought about 32 dozen skins a year" from "took 8 dozen skins a quarter":
    the words between each figure and its period are the same, and the
    year holds a whole number of the text's periods (4 quarters, 12 months,
    52 weeks).
    """
    if q.cmp not in (None, "~") or not q.q.value or q.family in ("date", "duration"):
        return ""
    return next(
        (
            found
            for sent in _sentences_of(cited)
            if (found := _period_times(info, q, sent.text, sent.quants))
        ),
        "",
    )


def _period_times(info: _ClaimInfo, q: Amount, text: str, quants: Sequence[Amount]) -> str:
    """``_period_multiplied`` within one sentence's figures *quants* of *text*."""
    m = _A_YEAR.match(info.text, q.end)
    if m is None or q.cmp not in (None, "~") or not q.q.value:
        return ""
    mine = m["w"].lower().split()
    for p in quants:
        if p.family != q.family or p.cmp is not None or not p.q.value:
            continue
        theirs = _A_PERIOD.match(text, p.end)
        if theirs is None or theirs["w"].lower().split() != mine:
            continue
        times = _PERIODS_IN.get((m["p"].lower(), theirs["p"].lower()))
        if times and abs(p.q.value * times - q.q.value) <= amount_tolerance(q):
            return f"{q.text} = {p.text} a {theirs['p'].lower()} × {times}"
    return ""


# "32 dozen skins a year", "8 dozen skins a quarter", "9,600 pins an hour", "160
# pins a minute": a figure, up to two words, and its period.
_A_YEAR = re.compile(
    r"(?P<w>(?:\s+[a-z]+){0,2}?)\s+(?:an?|per|each|every)\s+(?P<p>year|hour)\b", re.I
)
_A_PERIOD = re.compile(
    r"(?P<w>(?:\s+[a-z]+){0,2}?)\s+(?:an?|per|each|every)\s+(?P<p>quarter|month|week|minute)\b",
    re.I,
)
# How many of the text's periods a claim's period holds.
_PERIODS_IN = {
    ("year", "quarter"): 4,
    ("year", "month"): 12,
    ("year", "week"): 52,
    ("hour", "minute"): 60,
}


def _band_between_bounds(q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether claim range *q* runs between two bounds of the cited text, each end the
    value of one ("between 10 and 50" of "under 10" and "over 50")."""
    low, high = q.q.low, q.q.high
    if low is None or high is None or q.cmp is not None:
        return False
    bounds = {(p.cmp, p.q.value) for p in figures_of(cited) if p.family == q.family and p.cmp}
    return bool({("<", low), ("<=", low)} & bounds and {(">", high), (">=", high)} & bounds)


def _yearly_over_span(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim figure *q* is a sentence's figure a year times a span of years that
    the claim and that sentence both give, or ''.

    "Over his last seven years Henry Bessant drew £15,960 in all" from "a yearly
    fund of £2,280, and for his last seven years Bessant alone drew the whole
    sum". The figure a year is one with "a year" (or "yearly", "annually") after
    it, or with "yearly" or "annual" up to two words before it.
    """
    if q.cmp is not None or not q.q.value or q.family in ("date", "duration"):
        return ""
    if _period(info.text, q.end) is not None:
        return ""  # (a rate itself)
    spans = {
        d.q.value
        for d in info.quants
        if d.family == "duration" and d.cmp is None and d.q.value and d.q.value % 12 == 0
    }
    if not spans:
        return ""
    for sent in _sentences_of(cited):
        theirs = spans & {d.q.value for d in sent.quants if d.family == "duration"}
        if not theirs:
            continue
        for p in sent.quants:
            if p.family != q.family or p.cmp is not None or not p.q.value:
                continue
            if _period(sent.text, p.end) != "year" and not _YEARLY_BEFORE.search(
                sent.text, max(0, p.start - 30), p.start
            ):
                continue
            for months in theirs:
                years = months / 12
                if years > 1 and abs(p.q.value * years - q.q.value) <= amount_tolerance(q):
                    return f"{q.text} = {p.text} a year × {years:g} years"
    return ""


# "a yearly fund of £2,280", "an annual grant of £40": a figure a year.
_YEARLY_BEFORE = re.compile(r"\b(?:yearly|annual)(?:\s+[a-z]+){0,2}\s+(?:of\s+)?$", re.I)


def spread_over(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim figure *q*, a figure for each period, is a total of the text
    spread over a span, or ''.

    "each town will receive an average of 2 million pounds a year" from "each
    of 20 towns receiving 10 million pounds over five years". The claim's
    period must divide the text's span ("a year" of "five years"), and the
    total must be of the claim's kind and in the same sentence as its span.
    """
    if q.cmp not in (None, "~") or q.q.value is None or q.family in ("date", "duration"):
        return ""
    m = _PER_PERIOD.match(info.text, q.end)
    if m is None:
        return ""
    unit, length = _PERIOD_LENGTH[(m.group(1) or "year").lower()]
    mine, tolerance = q.q.value, amount_tolerance(q)
    for chunk in cited:
        # the chunk's totals of the claim's kind, for a span that names one back
        one = {p.q.value for p in figures_of((chunk,)) if p.family == q.family and p.cmp is None}
        for sent in _analyze_chunk(chunk.text).sents:
            # "over five years" is read as a bound ("more than five years"); as a
            # span it is the cue and the figure.
            spans = [
                (d.q.value, d, d.start + (5 if d.cmp else 0))
                for d in sent.quants
                if d.family == "duration"
                and (d.cmp is None or (d.cmp == ">" and d.text[:5].lower() == "over "))
                and d.q.value
                and d.q.unit == unit
            ]
            for p in sent.quants:
                total = p.q.value
                if p.family != q.family or p.cmp is not None or not total:
                    continue
                for span, d, figure in spans:
                    if d.start <= p.end:
                        # "was open for 96 days and drew 153,600 visitors": the
                        # span first, then the total of the same clause.
                        if not (
                            d.end < p.start
                            and _FOR_SPAN.search(chunk.text, max(0, d.start - 12), d.start)
                            and _SPAN_THEN_TOTAL.fullmatch(chunk.text, d.end, p.start)
                        ):
                            continue
                    elif not _OVER_SPAN.match(chunk.text[p.end : figure]):
                        continue
                    n = (span or 0.0) / length
                    if n > 1 and abs(total / n - mine) <= tolerance:
                        over = chunk.text[figure : d.end]
                        return f"{q.text} is {p.text} spread over {over}"
            # "Lancing will pay the fee over four years in equal instalments":
            # a span for the text's one total named back ("the fee").
            if len(one) != 1 or any(p.family == q.family for p in sent.quants):
                continue
            total = next(iter(one))
            for span, d, figure in spans:
                back = _NAMED_BACK.search(chunk.text, sent.start, figure)
                n = (span or 0.0) / length
                if back and total and n > 1 and abs(total / n - mine) <= tolerance:
                    return f"{q.text} is {back[0]}{chunk.text[figure : d.end]}"
    return ""


# A total named back by a sentence that spreads it: "pay the fee over four years".
_NAMED_BACK = re.compile(r"\bthe (?:fee|sum|amount|total|price|cost)\b\s+over\s+$", re.IGNORECASE)


# Words that say a figure is scaled to a part: "pro rata", "the same fraction".
_PRO_RATA_CUE = re.compile(
    r"\bpro[- ]?rat(?:a|ed)\b|\bprorated?\b|\bin proportion\b|\bproportionately\b"
    r"|\bsame (?:fraction|proportion|share)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _pro_rata_cued(text: str) -> bool:
    """Whether chunk *text* says a figure scales (read once per chunk, not per figure)."""
    return _PRO_RATA_CUE.search(text) is not None


def _pro_rata(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim figure *q* is a figure of the text scaled by a part the claim sets,
    or is that part, or ''.

    "An M4 teacher who teaches 15 periods a week earns £22,080" from "M4 is
    £36,800 a year for a full-time timetable of 25 teaching periods":
    £36,800 × 15 / 25. The claim's count and the text's must count the same
    thing (one of the words right after the claim's count is one of those
    right after the text's; periods of time need only share their kind), and
    the claim's is the smaller; the text must say that it scales ("pro
    rata", "the same fraction").
    """
    if q.cmp not in (None, "~") or q.q.value is None:
        return ""
    if not any(_pro_rata_cued(c.text) for c in cited):
        return ""
    for result, part, base, whole in _pro_rata_pairs(info, cited):
        if result is q:
            return f"{q.text} is {base.text} scaled by {part.text} of {whole.text}"
        if part is q:
            return f"{q.text}, the part {base.text} is scaled by"
    return ""


def _pro_rata_pairs(
    info: _ClaimInfo, cited: Sequence[Chunk]
) -> Iterator[tuple[Amount, Amount, Amount, Amount]]:
    """(claim result, claim part, text's figure, text's whole) for each scaling that holds."""
    counts = [
        (a, _noun_after(info.text, info.toks, a))
        for a in info.quants
        if a.cmp is None and a.q.value and a.family in ("duration", "number:None")
    ]
    results = [
        r
        for r in info.quants
        if r.cmp in (None, "~")
        and r.q.value
        and r.family not in ("date", "number:None")
        and r.q.kind != "ordinal"
    ]
    if not counts or not results:
        return
    bases: list[Amount] = []
    wholes: list[tuple[Amount, frozenset[str]]] = []
    for sent in _sentences_of(cited):
        for p in sent.quants:
            if p.cmp is not None or not p.q.value:
                continue
            if p.family in ("duration", "number:None"):
                wholes.append((p, _noun_after(sent.text, sent.toks, p)))
            bases.append(p)
    for r in results:
        mine = r.q.value
        assert mine is not None
        tolerance = abs(mine) * 0.01 if r.cmp == "~" else (r.q.precision or 1.0) / 2
        for a, noun in counts:
            part = a.q.value
            assert part is not None
            if a is r:
                continue
            for w, theirs in wholes:
                whole = w.q.value
                assert whole is not None
                if w.family != a.family or not part < whole:
                    continue
                if a.family == "number:None" and (not noun or noun.isdisjoint(theirs)):
                    continue
                for b in bases:
                    assert b.q.value is not None
                    if (
                        b is not w
                        and b.family == r.family
                        # "three days a week ... 18 days": of two figures of one
                        # kind, the case is the smaller.
                        and (a.family != r.family or mine > part)
                        and abs(b.q.value * part / whole - mine) <= tolerance
                    ):
                        yield r, a, b, w


def _bracketed_for_other(info: _ClaimInfo, sent: _Sent, p: Amount) -> bool:
    """Whether *p* stands in brackets after a name the claim does not have ("Naomi
    Ferreira (1995–2010)" for a claim about Hallström)."""
    text = sent.text
    head = text[max(sent.start, p.start - 2) : p.start]
    if "(" not in head:
        return False
    before = [t for t in sent.toks if t.end <= p.start - 1]
    return bool(before) and text[before[-1].start].isupper() and before[-1].key not in info.keys


def _span_length(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How claim period *q* in whole years ("for eighteen years") is the length of a span
    of years the sentence gives ("From 1995 to 2013"), or ''.

    Only a claim that leads into its period with "for", "over", "across",
    "spent" or "took" ("spent about four years building" against "built ...
    between 1961 and 1965"), and only spans of the sentences it is compared
    with, count.
    """
    years = whole_years(q)
    if (
        years is None
        or q.cmp not in (None, "~")
        or _SPAN_LEAD.search(info.text, max(0, q.start - 8), q.start) is None
    ):
        return ""
    for _, sent in parts:
        dates = [p for p in sent.quants if p.family == "date" and p.cmp is None]
        spans: list[tuple[float, float, str]] = [
            (p.q.low, p.q.high, p.text)
            for p in dates
            if p.q.low and p.q.high and not _bracketed_for_other(info, sent, p)
        ]
        for a, b in pairwise(dates):
            if (
                a.q.kind == "year"
                and b.q.kind == "year"
                and a.q.value is not None
                and b.q.value is not None
                and span_start(sent.text, a, b) is not None
            ):
                spans.append((a.q.value, b.q.value, sent.text[a.start : b.end]))
        if len(spans) > 1:
            continue  # "Viktor Hallström (1931–1948) and Naomi Ferreira (1995–2010)"
        for low, high, said in spans:
            length = high - low
            if length == years or (q.cmp == "~" and abs(length - years) <= 1):
                return f"{q.text} = {said}"
    return ""


_SPAN_LEAD = re.compile(r"\b(?:for|over|across|spent|took)\s+$", re.IGNORECASE)


def _clock_span(
    info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]
) -> tuple[str, str]:
    """What the one span of clock times of a sentence ("opening 10:00 to 18:00") says of
    claim period *q* in hours or minutes ("open for 8 hours"): (how it is that span's
    length, how it is not), at most one of them non-empty. It is not only where
    every content word of the claim is the sentence's, and no sentence gives the
    span's length.

    Only a claim that leads into its period with "for" counts, and only a
    sentence with one such span: "9:00 to 20:00 Monday to Thursday, 9:00 to
    17:00 on Fridays" gives two, and the claim's words would have to pick one.
    """
    if (
        q.cmp is not None
        or q.family != "duration"
        or q.q.unit not in _CLOCK_UNITS
        or q.q.value is None
        or q.q.value > _ONE_DAY  # "open for 2 days a week" counts days, not hours
        or _FOR_BEFORE.search(info.text, max(0, q.start - 5), q.start) is None
    ):
        return "", ""
    against = ""
    for chunk, sent in parts:
        spans = _clock_spans(chunk.text, sent)
        if len(spans) != 1:
            continue
        a, b = spans[0]
        minutes = (b.q.value - a.q.value) % 1440  # type: ignore[operator]
        if not minutes:
            continue
        if math.isclose(minutes * 60, q.q.value):
            return f"{q.text} = {a.text} to {b.text}", ""
        if not against and len(_clocks(sent)) == 2 and _all_words_of(info, sent):
            hours = f"{minutes / 60:g} hours" if minutes % 60 == 0 else f"{minutes:g} minutes"
            against = f"the claim says {q.text!r}, the source {a.text} to {b.text} ({hours})"
    return "", against


def _clocks(sent: _Sent) -> list[Amount]:
    """The clock times of *sent* ("10:00", "6 pm")."""
    return [p for p in sent.quants if p.family == "time:clock" and p.q.value is not None]


def _clock_spans(text: str, sent: _Sent) -> list[tuple[Amount, Amount]]:
    """The spans of two clock times of *sent*: "10:00 to 18:00", "9:00–17:30"."""
    clocks = _clocks(sent)
    return [
        (a, b)
        for a, b in pairwise(clocks)
        if _CLOCK_JOIN.fullmatch(text, a.end, b.start)
        # "between 7pm and 7am"
        or (
            _AND_JOIN.fullmatch(text, a.end, b.start)
            and _BETWEEN_BEFORE.search(text, max(0, a.start - 9), a.start) is not None
        )
    ]


def _all_words_of(info: _ClaimInfo, sent: _Sent) -> bool:
    """Whether every content word of the claim but its figures ("10 hours") is a word of
    *sent*."""
    return all(
        t.key in sent.keys
        for t in info.toks
        if t.flags & _CONTENT
        and not t.flags & _NUMBER
        and t.low not in _EACH_WORDS
        and not any(a.start <= t.start < a.end for a in info.quants)
    )


_CLOCK_UNITS = frozenset({"s"})  # durations are read in seconds
_ONE_DAY = 86_400
_FOR_BEFORE = re.compile(r"\bfor\s+$", re.IGNORECASE)
_CLOCK_JOIN = re.compile(r"\s*(?:to|until|till|-|\u2013|\u2014)\s*", re.IGNORECASE)
_AND_JOIN = re.compile(r"\s+and\s+", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+$", re.IGNORECASE)


# A rate's measure: "3 IOPS per GB", "45p per mile", "8 g per 100 g", "for
# every 5 minutes", "each 250 ml glass". The word after the mark is a unit (or
# a counted noun).
_RATE_MARK = re.compile(r"\b(?:per|every|each)\s+$", re.IGNORECASE)
# A measure of one unit that a rate is stated for: "one litre covers about 12
# square metres".
_ONE_UNIT = re.compile(r"(?:one|1|an?)\s", re.IGNORECASE)
# A bare "each" before a word is mostly a determiner ("Each rotor has ..."), no rate.
_RATE_WORD = re.compile(
    r"\b(?:per|every|for each)\s+([A-Za-z]+)\b"
    # "£19.99 a month", "£1.80 an hour", "50 pence a page", "2s 6d the stone": "a"
    # or "the" right after a figure
    r"|(?<=\d)(?:[a-z%]{0,3}|\s+(?:pence|cents?|pounds?|dollars?|euros?|shillings?))"
    r"\s+(?:an?|the)\s+([a-z]+)\b",
    re.IGNORECASE,
)


def _rate_worked(info: _ClaimInfo, q: Amount, texts: Sequence[str]) -> bool:
    """Whether *q* and another figure of the claim are a case and what a rate of
    the cited text makes of it, either way round.

    "A 500 GB volume would deliver 1,500 IOPS" from "3 IOPS per GB"; "the
    first 200 business miles can be claimed as £90" from "45p per mile"; "a
    20-minute failure earns four days' worth" from "for every 5 minutes ...,
    one day's worth"; "two 30 g portions hold 4.8 g of sugar" from "8 g per
    100 g"; "a 70 kg adult should aim for 70 to 84 g" from "1.0 to 1.2 g per
    kilogram"; "at most 9.05 Ω" for 500 m from "no greater than 18.1 Ω per km".
    The rate's measure is a figure after "per", "every" or "each", a figure of
    one unit ("one litre covers ..."), or one unit of the word after "per" ("per
    GB", "per mile"); a percentage is a rate of a case of the result's own kind
    ("1% of £200"). The rate's amount is a figure of the same sentence in the
    result's kind, with the result's bound and shape (one value or a range).
    The claim's small whole counts ("two portions") may multiply the case. A
    case that is one measure (the rate restated) works nothing out.
    """
    mine = [a for a in info.quants if a.q.value or a.q.low is not None]
    if q not in mine:
        return False
    return any(True for _ in _rate_pairs(info, q, texts, mine, bounded=True))


def _tiers_worked(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether *q* and another figure of the claim are a case and what two rates of
    the cited text make of it, either way round: one rate for the first part of
    the case and another for the rest ("20% on the first £37,700 ... and 40%
    above that"). A rate in per cent is a share of the case."""
    tiers = [tier for chunk in chunks for tier in _tiers_in(chunk.text)]
    if not tiers:
        return False
    values = {id(a): _written_value(a.text) for a in info.quants if a.cmp is None}
    own = values.get(id(q))
    for other in info.quants:
        theirs = values.get(id(other))
        if other is q or not theirs:
            continue
        # The other figure as the case and *q* as what it comes to, then the
        # other way round.
        for case, got in ((theirs, own), (own, theirs)):
            if not case or got is None:
                continue
            for r1, n, r2, share in tiers:
                total = r1 * min(case, n) + r2 * max(0.0, case - n)
                if share:
                    total /= 100
                if math.isclose(total, got, rel_tol=0.005):
                    return True
    return False


@lru_cache(maxsize=4096)
def _tiers_in(text: str) -> tuple[tuple[float, float, float, bool], ...]:
    """The (first rate, first part, second rate, in per cent) tiers of *text*."""
    if "first" not in text and "First" not in text:
        return ()
    tiers: list[tuple[float, float, float, bool]] = []
    for m in _TIERS.finditer(text):
        r1, n, r2 = (_written_value(m[g]) for g in ("r1", "n", "r2"))
        share = m["r1"].endswith("%")
        if r1 is not None and n is not None and r2 is not None and share == m["r2"].endswith("%"):
            tiers.append((r1, n, r2, share))
    # "15p per page ..., with the first 10 ... pages free": a first tier at nothing.
    for m in _FIRST_FREE.finditer(text):
        r, n = _written_value(m["r"]), _written_value(m["n"])
        if r is not None and n is not None:
            tiers.append((0.0, n, r, False))
    return tuple(tiers)


# A figure as written, with its currency sign if any: "£37,700", "0.45", "52".
_DIGITS = r"\d[\d,]*(?:\.\d+)?"
WRITTEN_FIGURE = rf"[£$€]?{_DIGITS}"
# Two rates, one for the first part of a case and one for the rest: "0.45 crowns
# a mile for the first 10,000 business miles ... and 0.25 crowns a mile after
# that", "20% on the first £37,700 above the allowance and 40% above that".
_TIER_FIGURE = rf"{WRITTEN_FIGURE}(?:p\b|%|\s?pence\b|\s?cents?\b)?"
_TIERS = re.compile(
    rf"(?P<r1>{_TIER_FIGURE})(?:\s+[a-z]+){{0,3}}?\s+(?:for|on)\s+the\s+first\s+"
    rf"(?P<n>{_TIER_FIGURE})[^.;]*?\s+and\s+(?P<r2>{_TIER_FIGURE})(?:\s+[a-z]+){{0,3}}?\s+"
    r"(?:after that|thereafter|beyond that|above that|after|above|beyond|over)\b",
    re.IGNORECASE,
)


_FIRST_FREE = re.compile(
    rf"(?P<r>{_TIER_FIGURE})\s+(?:a|an|per|for each|for every)\s+[a-z]+\b[^.;]*?"
    rf"\bthe\s+first\s+(?P<n>{_TIER_FIGURE})\s+(?:[a-z-]+\s+){{0,4}}?free\b",
    re.IGNORECASE,
)


def _written_value(text: str) -> float | None:
    """The number written at the start of *text*, in whole units ("45p": 0.45,
    "£37,700": 37,700, "0.45 crowns": 0.45), or None."""
    m = _WRITTEN_NUMBER.match(text.strip())
    if m is None:
        return None
    value = float(m[1].replace(",", ""))
    return value / 100 if m[2] else value


_WRITTEN_NUMBER = re.compile(rf"[£$€]?({_DIGITS})(p\b|\s?pence\b|\s?cents?\b)?", re.IGNORECASE)


def _rate_counts(mine: Sequence[Amount], *besides: Amount) -> list[float]:
    """One, and the claim's small whole counts but *besides* that may multiply a case
    ("two portions")."""
    whole = [
        a.q.value
        for a in mine
        if a.family == "number:None" and a.cmp is None and all(a is not b for b in besides)
    ]
    return [1.0] + [v for v in whole if v is not None and 1 < v <= 50 and v == int(v)]


def _rate_pairs(
    info: _ClaimInfo,
    q: Amount,
    texts: Sequence[str],
    mine: Sequence[Amount],
    counted: bool = True,
    bounded: bool = False,
) -> Iterator[tuple[Amount, Amount, Amount]]:
    """The (case, result, rate) triples of claim figures, one of them *q*, and the
    figure of the text's rate that works one out from the other; *counted*, the
    claim's other small counts may multiply the case; *bounded*, a result may be
    a bound ("at most 480 mg ..., four doses of 1.2 mL") that the rate meets."""
    for c in mine:
        if c is q:
            continue
        for case, result in ((c, q), (q, c)):
            if case.cmp is None and case.q.value:
                counts = _rate_counts(mine, case, result) if counted else [1.0]
                rate = _rate_fits(info, case, result, counts, texts, bounded)
                if rate is not None:
                    yield case, result, rate


def _rate_outcome(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> tuple[str, str]:
    """What a rate of the cited text says of claim figure *q*: (a conflict, a note
    that it is stated), at most one of them non-empty.

    A conflict is a cap of the rate's own sentence that *q*, worked out from a
    case at that rate, goes beyond: "A 10 TB volume would deliver 30,000 IOPS"
    against "3 IOPS per GB ..., with a maximum of 16,000 IOPS per volume";
    "$54.00 for 40 rides" against "a monthly cap of $49.50 and pay $1.35 per
    ride". A claim that names the cap as well ("costs £56 rather than £80") is
    not gainsaid by it.

    *q* is stated when the rate works it out with another claim figure (see
    ``_rate_worked``) and nothing in the text bounds the case or the result
    below the claim's figures: no cap or maximum of the result's kind under
    the result ("a maximum of 16,000 IOPS per volume", "a monthly cap of
    $49.50"), and no bound of the case's kind the case passes ("for the first
    8,000 business miles", "up to 10 kg").
    """
    if q.cmp is not None or q.q.value is None:
        return "", ""
    mine = [a for a in info.quants if a.q.value and a.cmp is None]
    if q not in mine:
        return "", ""
    texts = [c.text for c in cited]
    capped = _rate_capped(q, cited, mine, texts, _rate_pairs(info, q, texts, mine, counted=False))
    if capped:
        return capped, ""
    figures = list(figures_of(cited))
    for case, result, rate in _rate_pairs(info, q, texts, mine):
        if (
            not any(
                _bounds_result(p, cited, result)
                or (_caps(p, cited, case, first=True) and _counts_alike(info, case, p, cited))
                for p in figures
            )
            and not _rate_of_other(info, rate, cited)
            and not _case_short_of_rate(case, rate, cited)
            # "Each of the two diggers had to pay 20s": a figure of each one,
            # not of the two together.
            and not _EACH_OF_BEFORE.search(info.text, 0, case.start)
        ):
            if q is result:
                return "", f"{q.text} worked out from {case.text} at the rate {rate.text!r}"
            return "", f"{q.text}, the case the rate {rate.text!r} is applied to"
    return "", ""


_EACH_AFTER = re.compile(r"\s+(?:each|apiece)\b", re.IGNORECASE)
_EACH_OF_BEFORE = re.compile(r"\beach\s+of\s+(?:the|these|those|its|their)\s+$", re.IGNORECASE)
_WORDS_AFTER = re.compile(r"[\s-]+([A-Za-z]+)(?:\s+([A-Za-z]+))?")


def _counts_alike(info: _ClaimInfo, case: Amount, p: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether a bare count *p* of the text may bound the claim's bare count *case*.

    "80 new patients" is not bounded by "Children under 18": a bound of a bare
    number counts what the word after it names, and that must be what the
    claim's count counts. Figures in a unit or currency always may.
    """
    if case.family != "number:None":
        return True
    nouns = _noun_after(info.text, info.toks, case)
    text = _home_text(p, cited)
    m = _WORDS_AFTER.match(text, p.end)
    if m is None:
        # "The number of people counted is the number registered ..., up to a
        # maximum of five.": a bound that ends its sentence counts what the
        # sentence before it names.
        lead = text[text.rfind(". ", 0, p.start) + 1 : p.start]
        return any(_word(w)[1] in nouns for w in _ALPHA_RUN.findall(lead))
    after = {_word(w)[1] for w in m.groups() if w}
    return bool(after & nouns)


_ALPHA_RUN = re.compile(r"[A-Za-z]+")


def _case_short_of_rate(case: Amount, rate: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether the sentence of *rate* sets it for cases of at least some length that
    *case* falls short of: "two-day" against "£99 a day for hires of three days or
    longer"."""
    if case.q.value is None:
        return False
    for chunk, sent in _sentences_holding(rate, cited):
        for d in sent.quants:
            if d.start <= rate.end or d.family.startswith("money"):
                if d.start > rate.end and d.family == rate.family:
                    break  # the next rate's own condition
                continue
            if (
                d.family == case.family
                and d.q.value is not None
                and _AT_LEAST_AFTER.match(chunk.text, d.end)
                and case.q.value < d.q.value
            ):
                return True
    return False


def _sentences_holding(p: Amount, cited: Sequence[Chunk]) -> Iterator[tuple[Chunk, _Sent]]:
    """The sentence of each chunk of *cited* that holds figure *p*, with its chunk."""
    for chunk in cited:
        if chunk.text[p.start : p.end] != p.text:
            continue
        for sent in _analyze_chunk(chunk.text).sents:
            if sent.start <= p.start < sent.end:
                yield chunk, sent


# "three days or longer": the least a case must be.
_AT_LEAST_AFTER = re.compile(r"\s+or\s+(?:longer|more|over|above)\b", re.IGNORECASE)


def _rate_of_other(info: _ClaimInfo, rate: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether the sentence of *rate* gives another figure of its kind for the claim's words.

    "A three-hour weekend booking comes to £84" against "£28 per hour Monday
    to Friday and £36 per hour at weekends": the claim names what sets the
    other rate apart ("weekends"), and nothing that sets this one apart.
    """
    for chunk, sent in _sentences_holding(rate, cited):
        # What each figure is for follows it ("per hour at weekends").
        own = _source_context(chunk.text, sent.pos, rate.start)[1]
        for p in sent.quants:
            if p is rate or p.family != rate.family or p.cmp is not None:
                continue
            theirs = _source_context(chunk.text, sent.pos, p.start)[1]
            if info.keys & (theirs - own) and not info.keys & (own - theirs):
                return True
    return False


def _rate_capped(
    q: Amount,
    cited: Sequence[Chunk],
    mine: Sequence[Amount],
    texts: Sequence[str],
    pairs: Iterator[tuple[Amount, Amount, Amount]],
) -> str:
    """The conflict of ``_rate_outcome``: a bound of the rate's sentence that *q*, the
    result of one of *pairs*, passes, unless the claim names the bound too."""
    for case, result, rate in pairs:
        if result is not q:
            continue
        for chunk, text in zip(cited, texts, strict=True):
            for sent, _, _ in _rate_sentences(text):
                if not any(p is rate for p in sent.quants):
                    continue
                for p in sent.quants:
                    side = _bounds_result(p, (chunk,), q) if p is not rate else ""
                    if (
                        side
                        # "costs £56 rather than £80": the claim names the cap too.
                        and not any(a.family == p.family and qty.same_value(a.q, p.q) for a in mine)
                        # "paid £1,500 ... would receive a £100 credit" against "Savers
                        # who pay in at least £1,200 ... receive ... 0.25%": the least
                        # is the case's condition, which the case meets.
                        and not (
                            side == "least"
                            and _meets(case, p)
                            and not any(
                                w in _words_before(p, (chunk,), through=True)
                                for w in _NAMED_MINIMUM
                            )
                        )
                    ):
                        bound = "above its cap" if side == "most" else "below its minimum"
                        return (
                            f"the claim says {q.text!r}, what the source's rate {rate.text!r}"
                            f" gives, but {bound} ({p.text!r})"
                        )
    return ""


def _meets(case: Amount, p: Amount) -> bool:
    """Whether the claim's case *case* is of lower bound *p*'s kind and at or above it."""
    return (
        case.family == p.family
        and case.q.value is not None
        and p.q.value is not None
        and case.q.value >= p.q.value
    )


def _bounds_result(p: Amount, cited: Sequence[Chunk], a: Amount) -> str:
    """``_caps`` for a worked-out result *a*: a lower bound counts only when named a
    minimum ("Treatment plans over £300 require a 30% deposit" sets the case's
    condition, not a least deposit)."""
    side = _caps(p, cited, a)
    if side != "least":
        return side
    return side if any(w in _words_before(p, cited, through=True) for w in _MINIMUM_WORDS) else ""


def _home_text(p: Amount, cited: Sequence[Chunk]) -> str:
    """The text of the chunk of *cited* that holds figure *p*, or ''."""
    return next((c.text for c in cited if c.text[p.start : p.end] == p.text), "")


def _words_before(p: Amount, cited: Sequence[Chunk], through: bool = False) -> str:
    """The lower-case 24 characters before figure *p* in the chunk of *cited* that
    holds it, and *through* the figure's own text ("minimum £3")."""
    text = _home_text(p, cited)
    return text[max(0, p.start - 24) : p.end if through else p.start].lower()


# A lower bound named a minimum, and the words that make a figure one.
_NAMED_MINIMUM = ("minimum", "min.")
_MINIMUM_WORDS = (*_NAMED_MINIMUM, "at least")


def _caps(p: Amount, cited: Sequence[Chunk], a: Amount, first: bool = False) -> str:
    """Whether source figure *p* is a bound of *a*'s kind that *a* passes: "most" for a
    cap or maximum *a* is above, "least" for a minimum *a* is below, else ''."""
    value = a.q.value
    if value is None or p.family != a.family or p.q.value is None:
        return ""
    if p.cmp in ("<=", "<"):
        return "most" if value > p.q.value else ""
    if p.cmp in (">=", ">"):
        return "least" if value < p.q.value else ""
    if p.cmp is not None:
        return ""
    head = _words_before(p, cited)
    if any(w in head for w in _MINIMUM_WORDS):
        return "least" if value < p.q.value else ""
    named = any(w in head for w in ("cap", "maximum", "max", "limit", "ceiling", "up to"))
    if named or (first and _FIRST_BEFORE.search(head) is not None):
        return "most" if value > p.q.value else ""
    return ""


_FIRST_BEFORE = re.compile(r"\bfirst\s+$")


def _ends(a: Amount) -> tuple[float, ...]:
    """A figure's one value, or its range's two ends."""
    q = a.q
    if q.value is not None:
        return (q.value,)
    return (q.low, q.high) if q.low is not None and q.high is not None else ()


def _rate_fits(
    info: _ClaimInfo,
    case: Amount,
    result: Amount,
    counts: Sequence[float],
    texts: Sequence[str],
    bounded: bool = False,
) -> Amount | None:
    """The figure of a rate of the cited *texts* that times claim figure *case* gives
    claim figure *result*, or None."""
    value, whole = case.q.value or 0.0, _ends(result)
    if not whole:
        return None
    # Worked out to within half a per cent: the claim states the product, not a
    # rounding of it ("3" is no 5.1 months at 22% times three).
    tolerance = max(max(map(abs, whole)) * 0.005, 0.005)
    nouns = _noun_after(info.text, info.toks, case) if case.family == "number:None" else None
    by_share = (
        case.family == result.family
        and result.cmp is None
        and len(whole) == 1
        and not case.family.startswith("percent")
    )
    for text in texts:
        for sent, marked, words in _rate_sentences(text):
            # Each measure with the figure it is the rate's measure of, where
            # known: "15p a minute ..., 10p per text" rates calls at 15p only.
            measures: list[tuple[float, Amount | None]] = [
                (d.q.value, None) for d in marked if d.family == case.family and d.q.value
            ]
            for word, at in words:
                if nouns is not None:
                    if _word(word)[1] in nouns:
                        measures.append((1.0, None))
                    continue
                one = amount_of_one(word)
                if one is not None and one.family == case.family and one.q.value:
                    measures.append((one.q.value, _rate_before(sent, result.family, at)))
            if by_share:
                # "exchanging £100 ... £1 in commission" at "a reduced commission of 1%"
                for v in sent.quants:
                    if v.family == "percent:percent" and v.cmp is None and v.q.value:
                        share = value * v.q.value / 100
                        if any(abs(n * share - whole[0]) <= tolerance for n in counts):
                            return v
            for d, own in measures:
                times = value / d
                if math.isclose(times, 1.0):
                    continue
                for v in sent.quants:
                    if own is not None and v is not own:
                        continue
                    ends = _ends(v)
                    if (
                        v.family != result.family
                        or (v.cmp != result.cmp and not (bounded and v.cmp is None))
                        or len(ends) != len(whole)
                    ):
                        continue
                    if any(
                        all(
                            abs(n * times * x - y) <= tolerance
                            for x, y in zip(ends, whole, strict=True)
                        )
                        for n in counts
                    ):
                        return v
    return None


def _rate_before(sent: _Sent, family: str, at: int) -> Amount | None:
    """The last figure of *family* in *sent* before a rate's unit word at *at* ("15p"
    of "15p a minute"), or None when the word follows none."""
    if at < 0:
        return None
    return next((v for v in reversed(sent.quants) if v.family == family and v.end <= at), None)


@lru_cache(maxsize=256)
def _rate_sentences(
    text: str,
) -> tuple[tuple[_Sent, tuple[Amount, ...], tuple[tuple[str, int], ...]], ...]:
    """The sentences of *text* that may state a rate, each with the figures that
    may be its measure ("per 100 g", "every 5 minutes", "one litre") and the words
    after its rate marks ("per GB", "per mile"), each with where it starts (-1
    for a word after a count). Kept per chunk text, as the chunk's analysis
    is: a rate is looked for once per claim figure."""
    out = []
    for sent in _analyze_chunk(text).sents:
        marked = tuple(
            d
            for d in sent.quants
            if d.q.value
            and (
                _RATE_MARK.search(text, max(0, d.start - 8), d.start)
                # "one litre covers about 12 square metres"
                or (d.family != "number:None" and _ONE_UNIT.match(d.text) is not None)
            )
        )
        words = tuple(
            (m.group(1) or m.group(2), m.start(1) if m.group(1) else m.start(2))
            for m in _RATE_WORD.finditer(text, sent.start, sent.end)
        )
        if any(d.q.value and _EACH_AFTER.match(text, d.end) for d in sent.quants):
            # "150 new cameras ..., at a cost of 45,000 euros each": a price for
            # each of what the sentence's count counts.
            words += tuple(
                (m.group(1), -1)
                for d in sent.quants
                if d.family == "number:None" and (m := _WORDS_AFTER.match(text, d.end))
            )
        if marked or words or any(v.family == "percent:percent" for v in sent.quants):
            out.append((sent, marked, words))
    return tuple(out)


_THREE_WAY = 8  # figures, at most, among which three are combined
# "in all" ends its clause: "eight men in all, while ...", not "in all cases".
_TOGETHER = re.compile(
    r"\b(?:together|combined|between them|in total|altogether|a total of"
    r"|in all(?=\s*(?:[,.;:]|$|(?:while|when|during|over|across|since|from|at|on|by)\b))"
    # "were either destroyed or damaged": both groups; "over the three years
    # 1906 to 1908": the years' figures added
    r"|either\s+[a-z]+\s+or\s+[a-z]+"
    r"|over\s+the\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+"
    r"(?:years|seasons|months|weeks|days))\b",
    re.I,
)
# A price for a pair that extras are added to: "a pair sharing costs £20".
_PAIR_BASE = re.compile(r"\ba pair\b|\btwo\s+[a-z]+\s+sharing\b", re.IGNORECASE)
# A rate per one unit: "for every £1 of pension given up", "per 1 crown".
_PER_ONE = re.compile(r"\b(?:every|each|per)\s+(?:[£$€]\s*)?1\b(?![.,]\d)", re.IGNORECASE)
_COUNTED_KINDS = frozenset({"number", "money", "percent", "duration", "ordinal"})


def _added(toks: Sequence[_Tok], a: Amount) -> bool:
    """Whether figure *a* is an amount added or lost: "added 2.4 million", "shed 300 jobs",
    "added a second plant of 6 sacks an hour"."""
    k = bisect_left(toks, a.start, key=_START) - 1
    if k >= 0 and toks[k].low in _ADDING:
        return True
    # past "of" and up to three words naming what was added
    if k < 1 or toks[k].low != "of":
        return False
    for j in range(k - 1, max(-1, k - 5), -1):
        if toks[j].low in _ADDING:
            return True
        if toks[j].flags & _NUMBER:
            return False
    return False


_ADDING = frozenset("added adds adding gained gains gaining lost loses shed sheds".split())


def _level_before_gap(q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether *q* is a rate that a sentence gives as its own rate and a gap in points.

    "The average rate was 4.62%, 12 basis points lower than in March" gives
    March's rate: 4.74%. The gap's direction decides the sign.
    """
    mine = q.q.value
    if mine is None:
        return False
    tolerance = (q.q.precision or 0.01) / 2
    for chunk in cited:
        for sent in _analyze_chunk(chunk.text).sents:
            levels = [p for p in sent.quants if p.family == "percent:percent" and p.cmp is None]
            for g in sent.quants:
                gap = g.q.value
                m = _POINTS_THAN.match(chunk.text, g.end)
                if g.family != "percent:percentage_point" or g.cmp or m is None or gap is None:
                    continue
                sign = 1 if m[1].lower() in ("lower", "less", "below") else -1
                for a in levels:
                    level = a.q.value
                    if (
                        a.end <= g.start
                        and level is not None
                        and abs(level + sign * gap - mine) <= tolerance
                    ):
                        return True
    return False


_POINTS_THAN = re.compile(r"\s+(lower|higher|less|more|below|above)\s+than\b", re.IGNORECASE)


def _subject_figure(info: _ClaimInfo, q: Amount, gaps: Mapping[int, Worked]) -> Amount | None:
    """The source's figure for the claim's subject that a later gap of the claim (one of
    *gaps*) was worked out from, when it states *q* exactly."""
    if q.cmp is not None:
        return None
    for g in info.quants:
        worked = gaps.get(g.start)
        if (
            worked is not None
            and g.start > q.end
            and _is_gap(info.text, g)
            and entails(worked.subject, q)
        ):
            return worked.subject
    return None


def _is_gap(text: str, a: Amount) -> bool:
    """Whether figure *a* is written as a gap ("two ahead", "by two points", "5% more than")."""
    if a.cmp == "~":
        # "increased the daily melt by about 4 tons": a change told roughly
        return _ROUGHLY_BY.search(text, max(0, a.start - 24), a.start) is not None
    return (
        a.cmp is None
        and bool(
            _DIFFERENCE.match(text, a.end)
            or _GAP_AFTER.match(text, a.end)
            or _GAP_NOUN.match(text, a.end)
            or _GAP_BEFORE.search(text, max(0, a.start - 20), a.start)
        )
        and not _TALLY.match(text, a.end)
        # "35 completed fewer than six": the word bounds the figure after it
        and not _BOUND_AFTER.match(text, a.end)
    )


_ROUGHLY_BY = re.compile(
    r"\bby\s+(?:(?:about|roughly|around|some|approximately|nearly|almost)\s+)?$", re.IGNORECASE
)
_BOUND_AFTER = re.compile(
    r"\s+(?:[a-z]+\s+){1,2}?(?:more|less|fewer|higher|lower|longer|shorter)\s+than\s+"
    rf"(?:\d|(?:{'|'.join(qty.SMALL_NUMBER_WORDS)})\b)",
    re.IGNORECASE,
)
_DERIVABLE_FIGURES = 24
# A margin of time between two: "a minute and 12 seconds faster than".
_MARGIN_OF_TIME = re.compile(r"\s+(?:faster|slower|quicker|sooner)\s+than\b", re.IGNORECASE)
# A figure that is a gap: "five points ahead", "2.7 kWh more", "three places".
_GAP_AFTER = re.compile(
    r"\s+(?:[a-z]+\s+){0,2}?(?:ahead|behind|clear|above|below|more|less|fewer|higher|lower|faster"
    r"|slower|longer|shorter|places?|spots?|positions?)\b"
    # "17 miles further along the Way than Hollinford": other comparatives,
    # with "than" to come ("three smaller studios" is no gap).
    r"|\s+(?:[a-z]+\s+)?(?:further|farther|older|younger|earlier|later|bigger|larger|smaller"
    r"|heavier|lighter|cheaper|dearer)\s(?=[^.;]{0,40}?\bthan\b)",
    re.IGNORECASE,
)
# "a six-seat lead", "a 5-point margin": a gap named by a noun.
_GAP_NOUN = re.compile(r"[\s-]+(?:[a-z]+[\s-]+)?(?:lead|advantage|margin|deficit)\b", re.IGNORECASE)
_GAP_BEFORE = re.compile(
    r"\b(?:by(?:\s+a\s+margin\s+of)?|trail(?:s|ed)?\s+\w+\s+by|majority\s+of)\s+$",
    re.IGNORECASE,
)
# "19 additional minutes", "two extra days": an amount added, with its unit after.
_EXTRA_OF = re.compile(r"\s+(?:additional|extra|further|more)\s+([a-z]+)")


def _beyond_base_count(
    info: _ClaimInfo, q: Amount, cited: Sequence[Chunk], counterpart: Amount
) -> bool:
    """Whether claim count *q* is more than the source's base count *counterpart* of a
    thing the cited text charges or counts each extra one of ("Each additional
    adult adds £22")."""
    if (
        q.family != "number:None"
        or counterpart.family != "number:None"
        or q.cmp is not None
        or not q.q.value
        or not counterpart.q.value
        or q.q.value <= counterpart.q.value
    ):
        return False
    # "The first four withdrawals ... are free" restates the base, no case beyond it.
    if _FIRST_BEFORE.search(info.text, max(0, q.start - 8), q.start):
        return False
    nouns = _noun_after(info.text, info.toks, q)
    # ("Extra evening guests £24": the thing may take two words)
    return any(
        _word(w)[1] in nouns
        for chunk in cited
        for m in _EACH_EXTRA.finditer(chunk.text)
        for w in m.groups()
        if w
    )


# A charge or count for each one beyond a base: "Each additional adult adds £22",
# "Extra evening guests £24".
_EACH_EXTRA = re.compile(
    r"\b(?:each|every|per|an?)\s+(?:additional|extra|further)\s+([a-z]+)(?:\s+([a-z]+))?"
    # ... or priced where it is named: "Extra day guests are £98 and extra evening guests £24"
    r"|(?:^|[.;]\s+|\band\s+)(?:additional|extra)\s+([a-z]+)(?:\s+([a-z]+))?"
    r"\s+(?:(?:are|is|cost|costs)\s+)?[£$€]",
    re.IGNORECASE,
)


def _extra_in_unit(text: str, p: Amount, q: Amount) -> bool:
    """Whether bare figure *p* of *text* is an amount added in the unit of claim figure
    *q* ("19 additional minutes" for "146 minutes")."""
    m = _EXTRA_OF.match(text, p.end)
    if m is None:
        return False
    unit = q.text.split()[-1].lower()
    return bool(unit.isalpha()) and m[1].rstrip("s") == unit.rstrip("s")


def _case_of_other_branch(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim figure *q* is a case that falls outside the source's condition
    *counterpart* ("more than 12 hours"), where the text gives another branch
    ("otherwise" after a condition, or a band: "Loads between 48 and 50 kg/hl are
    accepted ...; anything lower is rejected") and the claim works out its
    outcome (it has a figure besides *q*)."""
    if counterpart.cmp not in _BOUNDS or q.cmp is not None or len(info.quants) < 2:
        return False
    chunk, sent = home
    if _BAND_BRANCH.search(chunk.text):
        return True
    # "£12.50 each, or £11 each when a customer buys three or more": the price
    # before the "or" is the other branch's.
    if _OR_WHEN.search(chunk.text, sent.start, counterpart.start):
        return True
    return _OTHER_BRANCH.search(chunk.text) is not None and _conditional(
        chunk.text, sent.start, counterpart.start
    )


def _bound_of_named_group(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim figure *q* keeps the bound the sentence gives a group after "or"
    ("savings ... below £14,500, or £21,000 for people living in a care home"), the
    claim naming a word of that group ("a care home resident with £18,000")."""
    if counterpart.cmp not in _BOUNDS or q.cmp is not None:
        return False
    chunk, sent = home
    text = chunk.text
    later = [p for p in sent.quants if p.start > counterpart.end and p.family == counterpart.family]
    if not later or later[0].cmp is not None:
        return False
    alt = later[0]
    if not _OR_BEFORE.fullmatch(text, counterpart.end, alt.start):
        return False
    group = _GROUP_AFTER.match(text, alt.end)
    if group is None:
        return False
    words = {
        t.key for t in _sentence_tokens(text, group.start(1), group.end(1)) if t.flags & _CONTENT
    }
    bound = alt._replace(cmp=counterpart.cmp)
    return bool(words & info.keys) and not excludes(bound, q)


# ", or £21,000 for people living in a care home": another bound, for a group.
_OR_BEFORE = re.compile(r",?\s+or\s+", re.IGNORECASE)
_GROUP_AFTER = re.compile(r"\s+(?:for|if|when|in)\s+([^,;.]{3,60})", re.IGNORECASE)


def _case_otherwise(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether the claim speaks of the case the sentence's "otherwise" covers, with its
    figure, where *counterpart* is the named case or its figure: "In a three-player
    game ... the relic pile of 8 cards" against "holds 12 cards in a 4-player game
    and 8 otherwise"."""
    if q.cmp is not None or counterpart.cmp is not None or len(info.quants) < 2:
        return False
    chunk, sent = home
    text = chunk.text
    quants = sent.quants
    for other in _OTHERWISE.finditer(text, counterpart.end, sent.end):
        before = [p for p in quants if p.end <= other.start()]
        if len(before) < 3 or other.start() - before[-1].end > _OTHERWISE_REACH:
            continue
        named, case, rest = before[-3:]
        if _CASE_BEFORE.search(text, max(sent.start, case.start - 8), case.start) is None:
            continue
        return (
            counterpart in (named, case)
            and any(entails(rest, mine) for mine in info.quants if mine.family == rest.family)
            and not any(entails(case, mine) for mine in info.quants if mine.family == case.family)
        )
    return False


_CASE_BEFORE = re.compile(r"\b(?:in|for|with)(?: an?)?\s+$", re.IGNORECASE)
_OTHERWISE = re.compile(r"\botherwise\b", re.IGNORECASE)
_OTHERWISE_REACH = 30  # how far before "otherwise" its figure may stand


def _time_inside_hours(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim clock time *q*, the one time at which the claim does something,
    falls inside the span of clock times that *counterpart* opens or closes: "collect
    ... at 18:30" against "opens from 07:00 to 19:00". (A claim of when a place
    opens or closes, or of a last entry, states an end, and is read as before.)"""
    if q.family != "time:clock" or counterpart.family != "time:clock" or q.q.value is None:
        return False
    if sum(a.family == "time:clock" for a in info.quants) != 1 or info.lows & _ENDS_OF_HOURS:
        return False
    for a, b in _clock_spans(home[0].text, home[1]):
        if counterpart not in (a, b):
            continue
        assert a.q.value is not None and b.q.value is not None
        if a.q.value < q.q.value < b.q.value:
            return True
        # overnight: "between 7pm and 7am" holds 10pm
        if a.q.value > b.q.value and (q.q.value > a.q.value or q.q.value < b.q.value):
            return True
    return False


_ENDS_OF_HOURS = frozenset(
    """open opens opened opening close closes closed closing last start starts begin begins
    end ends finish finishes apply applies""".split()
)


def _other_lettered_item(info: _ClaimInfo, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the claim names an item by a letter the sentence gives another item of
    the same kind, and never its own: "Group D cars" against "Group C cars"."""
    chunk, sent = home
    theirs = {(m[1], m[2]) for m in _LETTERED.finditer(chunk.text, sent.start, sent.end)}
    for m in _LETTERED.finditer(info.text):
        if (m[1], m[2]) not in theirs and any(kind == m[1] for kind, _ in theirs):
            return True
    return False


def figure_of_other_letter(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure the sentence gives another lettered item of the claim's kind,
    where it gives the claim's item a figure of its own, or ''.

    "The 23 worked antler pieces ... came from Trench A" against "Trench A
    produced 58 animal bones, Trench B produced 23 worked antler pieces": the
    23 is Trench B's. Each figure belongs to the nearest lettered item before
    it, with no other figure between.
    """
    # (a claim may end on the letter: "came from Trench A.")
    mine = [(m[1], m[2]) for m in _LETTERED.finditer(info.text.rstrip().rstrip("."))]
    if len(mine) != 1:
        return ""
    kind, letter = mine[0]
    for q in info.quants:
        if q.cmp is not None or q.q.value is None:
            continue
        after = _key_after(info.toks, q.end)
        for chunk, sent in parts:
            owners: dict[int, tuple[str, str]] = {}
            for m in _LETTERED.finditer(chunk.text, sent.start, sent.end):
                if m[1] != kind:
                    continue
                nxt = next((p for p in sent.quants if p.start >= m.end()), None)
                if nxt is not None:
                    owners.setdefault(id(nxt), (m[2], chunk.text[m.start() : m.end()]))
            own = [
                p
                for p in sent.quants
                if owners.get(id(p), ("",))[0] == letter and p.family == q.family
            ]
            for p in sent.quants:
                owner = owners.get(id(p))
                if (
                    owner is not None
                    and owner[0] != letter
                    and own
                    and not any(entails(o, q) for o in own)
                    and p.family == q.family
                    and entails(p, q)
                    and (not after or _key_after(sent.toks, p.end) == after)
                ):
                    return (
                        f"the source gives {p.text!r} to {owner[1]!r}, "
                        f"and {own[0].text!r} to {kind} {letter}"
                    )
    return ""


# "Group D", "Band B": an item of a kind named by a letter.
_LETTERED = re.compile(r"\b([A-Z][a-z]+) ([A-Z])\b(?![\w,.:/'\u2019-])")


def _one_more_named(info: _ClaimInfo, q: Amount, counterpart: Amount) -> bool:
    """Whether claim count *q* is the sentence's count with one the claim names added:
    "Including Nadia Fenwick herself, the cabinet has six members" against "consists
    of leader Nadia Fenwick ... and five members"."""
    if q.family != "number:None" or q.q.value is None or counterpart.q.value is None:
        return False
    return q.q.value == counterpart.q.value + 1 and _COUNTING_SELF.search(info.text) is not None


# "Including Nadia Fenwick herself", "counting the captain himself".
_COUNTING_SELF = re.compile(
    r"\b(?:including|counting)\s+(?:[\w'-]+\s+){1,4}(?:himself|herself|itself)\b", re.IGNORECASE
)


def _count_of_each(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim figure *q* counts the things the sentence prices one by one at
    *counterpart*: "captures 4 enemy stones" against "each captured enemy stone
    worth 2"."""
    if q.cmp is not None or q.family != "number:None":
        return False
    chunk, sent = home
    lo = max(sent.start, counterpart.start - 60)
    each = _EACH_WORTH.search(chunk.text, lo, counterpart.start)
    if each is None or each.end() != counterpart.start:
        return False
    counted = _thing_after(info.toks, q.end)
    return bool(counted) and counted in {_word(w)[1] for w in each["what"].split()}


def _total_of_each(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim count *q*, said of no one item, counts the thing the sentence gives
    *counterpart* of for each of something ("Each Pellow share was exchanged for
    two Ashworth Brande shares"), times a count the passage gives."""
    if q.cmp is not None or q.family != "number:None" or _EACH.search(info.text):
        return False
    chunk, sent = home
    lo = max(sent.start, counterpart.start - 80)
    found = list(_EACH_ONE.finditer(chunk.text, lo, counterpart.start))
    each = found[-1] if found else None
    if each is None or CLAUSE_EDGE.search(chunk.text, each.end(), counterpart.start):
        return False
    counted = _thing_after(info.toks, q.end)
    if not counted or counted != _thing_after(sent.toks, counterpart.end):
        return False
    # (the total worked out: 2,280 for "Rupert Pellow, who held 1,140 shares")
    return any(
        p.family == "number:None"
        and p.q.value
        and counterpart.q.value
        and abs(p.q.value * counterpart.q.value - (q.q.value or 0)) < 1e-9
        for p in figures_of((chunk,))
    )


def _thing_after(toks: Sequence[_Tok], end: int) -> str:
    """Key of the first content word within four words after *end* (a figure's end)."""
    after = toks[bisect_left(toks, end, key=_START) :]
    return next((t.key for t in after[:4] if t.flags & _CONTENT and not t.flags & _NUMBER), "")


# "Each Pellow share", "every member": one item of which the clause gives a figure.
_EACH_ONE = re.compile(r"\b(?:each|every)\b", re.IGNORECASE)


# "each captured enemy stone worth ", "every extra bag costs ": a figure per item.
_EACH_WORTH = re.compile(
    r"\b(?:each|every)\s+(?P<what>(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+(?:is\s+)?"
    r"(?:worth|scores|earns|costs)\s+$",
    re.IGNORECASE,
)


def _below_the_step(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim bound *q* is the other side of the source's bound *counterpart*
    (the same figure, the other way), where the sentence sets a rate that rises or
    falls for the cases past that bound, and the claim works out an outcome."""
    if q.cmp not in _BOUNDS or counterpart.cmp not in _BOUNDS or len(info.quants) < 2:
        return False
    if (q.cmp in ("<", "<=")) == (counterpart.cmp in ("<", "<=")):
        return False
    if not qty.same_value(q.q, counterpart.q):
        return False
    chunk, sent = home
    return _STEP.search(chunk.text, sent.start, counterpart.start) is not None


def _inside_window_before(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim span *q* ("20 minutes before") falls inside a window the source
    opens "from" a longer span before the same event ("from 30 minutes before"), or
    a time "ago" inside the span the source looks back over ("18 months ago"
    against "in the past two years")."""
    if q.family != "duration" or counterpart.family != "duration" or q.cmp is not None:
        return False
    if q.q.value is None or counterpart.q.value is None or q.q.value >= counterpart.q.value:
        return False
    text = home[0].text
    if _AGO.match(info.text, q.end) is not None:
        back = _LOOKING_BACK.search(text, max(0, counterpart.start - 24), counterpart.start)
        return back is not None
    opens = _WINDOW_FROM.search(text, max(0, counterpart.start - 6), counterpart.start)
    return (
        opens is not None
        and _BEFORE_NEXT.match(text, counterpart.end) is not None
        and _BEFORE_NEXT.match(info.text, q.end) is not None
    )


_WINDOW_FROM = re.compile(r"\bfrom\s+$", re.IGNORECASE)
_AGO = re.compile(r"\s+ago\b", re.IGNORECASE)
_LOOKING_BACK = re.compile(
    r"\b(?:in|within|over|during) the (?:past|last|previous)\s+$", re.IGNORECASE
)
_BEFORE_NEXT = re.compile(r"\s+before\b", re.IGNORECASE)


# A rate that changes for some cases: "£25 per week, rising to £40 per week for".
_STEP = re.compile(
    r"\b(?:rising|rises|increasing|increases|going up|falling|falls|dropping|drops"
    r"|reduced|reducing|reduces)\s+to\b",
    re.IGNORECASE,
)


# Words by which a text gives the branch for cases its condition leaves out.
_OTHER_BRANCH = re.compile(r"\b(?:otherwise|if not)\b", re.IGNORECASE)
# A price, "or" another price when a condition holds: "£12.50 each, or £11 each when".
_OR_WHEN = re.compile(
    r"[£$€]\d[\d.,]*(?:\s+(?:each|a \w+|per \w+))?,?\s+or\s+[£$€]\d[\d.,]*"
    r"(?:\s+(?:each|a \w+|per \w+))?\s+(?:when|if)\b",
    re.IGNORECASE,
)
# ... and the bands that name what a bound leaves out.
_BAND_BRANCH = re.compile(
    r"\banything (?:lower|less|higher|more|below|above|under|over)\b", re.IGNORECASE
)


_BARE_DIFFERENCE = re.compile(
    r"\s+(?:more|fewer|less|higher|lower|ahead|behind|faster|slower|longer|shorter)\b",
    re.IGNORECASE,
)


_RATE_PERIOD = {
    p: re.compile(rf"\b(?:each|every|per|a)\s+(?:full\s+|complete\s+)?{p}\b", re.IGNORECASE)
    for p in ("month", "year")
}


def _counts(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk] = ()) -> tuple[int, ...]:
    """The claim's small whole counts but *q*, as a rate's multipliers: "three
    vehicles", and a span of time in whole hours, days, weeks, months or years
    ("three hours" at "£1.80 per hour", "a five-day week" at "38 minutes a
    day", "20 years' service" at "1.5% of final salary for each year")."""
    counts = []
    for a in info.quants:
        v = a.q.value
        if a is q or v is None:
            continue
        # "fishes the maximum six days": the bound taken as the case
        if a.cmp is not None and not (a.cmp == "<=" and _BOUND_TAKEN.search(info.text, 0, a.start)):
            continue
        if a.family == "duration" and a.q.unit == "month":
            # "20 years' service" at "1.5% of final salary for each year"
            spans = [
                n
                for n, period in ((v, "month"), (v / 12, "year"))
                if any(_RATE_PERIOD[period].search(c.text) for c in cited)
            ]
        elif a.family == "duration":
            spans = [v / unit for unit in _TIME_UNITS]
        elif a.family == "number:None":
            spans = [v]
        else:
            continue
        counts += [int(n) for n in spans if n == int(n) and 1 < n <= 50]
    return tuple(counts)


_TIME_UNITS = (3600.0, 86400.0, 604800.0)  # an hour, a day and a week in seconds
# A bound the claim takes as its case: "the maximum six days", "the most
# allowed" (the bound's words open the figure, so "the" stands right before it).
_BOUND_TAKEN = re.compile(r"\bthe\s+$", re.IGNORECASE)


def _is_case(info: _ClaimInfo, q: Amount) -> bool:
    """Whether claim figure *q* describes a case the claim sets: "A £24 order", "an A$85
    order", "giving up £1,000 of yearly pension", "For a donation of 100 crowns"."""
    return q.cmp is None and (
        _CASE_ARTICLE.search(info.text, max(0, q.start - 4), q.start) is not None
        or _CASE_VALUE.search(info.text, max(0, q.start - 40), q.start) is not None
        # "A manager on £60,000": a salary the claim sets.
        or (
            q.family.startswith("money:")
            and _ON_PAY.search(info.text, max(0, q.start - 4), q.start) is not None
        )
    )


_CASE_ARTICLE = re.compile(r"(?:^|\b)an? $", re.IGNORECASE)
_ON_PAY = re.compile(r"\bon $", re.IGNORECASE)


def _case_worked(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether *q* is a case the claim sets, from which a figure of the source works out
    the claim's other figure of its kind."""
    if not _is_case(info, q) or q.q.value is None:
        return False
    return any(
        r is not q and r.family == q.family and _derivable(r, cited, cases=(q.q.value,))
        for r in info.quants
    )


def _cases(info: _ClaimInfo, q: Amount) -> tuple[float, ...]:
    """The values of the claim's case figures of *q*'s kind but *q* (see ``_is_case``)."""
    return tuple(
        a.q.value
        for a in info.quants
        if a is not q and a.family == q.family and a.q.value is not None and _is_case(info, a)
    )


def _shares(info: _ClaimInfo, q: Amount) -> tuple[float, ...]:
    """The claim's own percentages but *q*, as fractions: "a 60% part-time contract"."""
    return tuple(
        a.q.value / 100
        for a in info.quants
        if a is not q and a.family == "percent:percent" and a.cmp is None and a.q.value
    )


def _ends_stated(q: Amount, pool: Sequence[tuple[Amount, Chunk, _Sent]]) -> str:
    """How one sentence states both ends of the claim's span of years *q*, or ''.

    "from 1925 until 2009" <- "opened in 1925 ... until it closed in 2009";
    "between 2004 and 2019" <- "from 48,000 in 2004 to 71,000 in 2019". One
    sentence must give both: "founded in 1874" and another's "served until
    1925" may be said of two people.
    """
    if q.cmp is not None or not two_ended(q):
        return ""
    low, high = q.q.low, q.q.high
    for i, (p, _, sent) in enumerate(pool):
        first = _year_span(p)
        if p.cmp not in (None, ">=") or first is None or first[0] != low:
            continue
        for r, _, other in pool[i:]:
            if r is not p and two_ended(p):
                # "from 1903 until 1934" against "served from 1903 to 1919 and
                # was succeeded by Grace Ives, who held the post until 1934":
                # the span ends where the sentence ends it.
                break
            span = _year_span(r)
            if other is sent and span is not None and span[1] == high and r.cmp in (None, "<="):
                return f"{q.text} = {p.text} ... {r.text}" if r is not p else f"{q.text} = {p.text}"
    return ""


def _year_span(a: Amount) -> tuple[float, float] | None:
    """The first and last year *a* covers, for a date, a year or a span of years."""
    q = a.q
    if q.kind not in ("date", "year"):
        return None
    if q.date is not None and q.date[0] is not None:
        return float(q.date[0]), float(q.date[0])
    if q.low is not None and q.high is not None:
        return q.low, q.high
    return None


def _sentences_of(chunks: Sequence[Chunk]) -> Iterator[_Sent]:
    """Every sentence of *chunks*, chunk by chunk."""
    for chunk in chunks:
        yield from _analyze_chunk(chunk.text).sents


def _unit_price_worked(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q*, given "per" a measure of the claim ("£1.80 per 100 g"),
    is a figure of the text of *q*'s kind over a measure of the text of that measure's
    kind, times the claim's measure (£7.20 for 400 g)."""
    m = _PER_AFTER.match(info.text, q.end)
    if m is None or q.q.value is None:
        return False
    per = next((a for a in info.quants if a.start == m.end()), None)
    if per is None or not per.q.value or per.family == q.family:
        return False
    figures = list(figures_of(chunks))
    prices = [p.q.value for p in figures if p.family == q.family and p.cmp is None and p.q.value]
    measures = [
        w.q.value for w in figures if w.family == per.family and w.cmp is None and w.q.value
    ]
    tolerance = amount_tolerance(q)
    return any(
        abs(price * per.q.value / measure - q.q.value) <= tolerance
        for price in prices
        for measure in measures
        if measure != per.q.value
    )


_PER_AFTER = re.compile(r"\s+(?:per|for (?:each|every))\s+")


def _per_measure_worked(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q*, given per one unit the text measures a thing in
    ("roughly 393 tonnes of tomatoes per hectare"), is a total of the text in *q*'s
    kind over that measure ("212,000 tonnes ... on 540 hectares")."""
    m = _PER_WORD_AFTER.match(info.text, q.end) or (
        _PRICE_PER_LOT.match(info.text, q.end) if q.family.startswith("money:") else None
    )
    if m is None or not q.q.value:
        return False
    unit = m[1].lower().rstrip("s")
    # (total, measure) of one chunk: "2,860 kilograms ... from 480 hectares", or
    # "two barrels of linseed oil valued at £7 4s. The oil, some 72 gallons, ...".
    pairs: list[tuple[float, float]] = []
    for c in chunks:
        totals: list[float] = []
        measures: list[float] = []
        for sent in _analyze_chunk(c.text).sents:
            # "produced 11 pounds, which were sold for 165 shillings": pounds
            # written out, a text of money may read as sterling, are the measure.
            weighed = [
                p
                for p in sent.quants
                if unit == "pound" and p.text.split()[-1].lower().rstrip("s") == "pound"
            ]
            mine = [p for p in sent.quants if p.family == q.family and p not in weighed]
            if any(
                (r := _PER_WORD_AFTER.match(c.text, p.end)) is not None
                and r[1].lower().rstrip("s") == unit
                for p in mine
            ):
                # A text that gives the rate per that unit itself ("an average
                # of 5.4 tonnes per hectare") is the one to compare the claim's with.
                return False
            totals.extend(p.q.value for p in mine if p.cmp is None and p.q.value)
            measures.extend(
                w.q.value / (w.q.factor or 1.0) / _LOT_WORDS.get(unit, 1)
                for w in sent.quants
                if (w.family != q.family or w in weighed)
                and w.cmp in (None, "~")
                and w.q.value
                and w.text.split()[-1].lower().rstrip("s") == unit
            )
        pairs.extend((t, a) for t in totals for a in measures)
    value = q.q.value
    for worked in (t / a for t, a in pairs):
        if q.cmp == "~" and abs(worked - value) <= 0.02 * value:
            return True
        if q.cmp in ("<", "<=") and 0.95 * value <= worked <= value:
            return True
        if q.cmp is None and abs(worked - value) <= amount_tolerance(q):
            return True
    return False


# A claim figure's "per" unit, after a few words of what it measures: "393 tonnes of
# tomatoes per hectare", "£700 an acre".
_PER_WORD_AFTER = re.compile(
    r"(?:\s+[a-z]+){0,3}?\s+(?:per|an?(?!\s+(?:day|week|month|year|hour|minute|night|"
    r"quarter|term|season|time|head|piece|man|few|dozen|score|hundred|thousand)\b))"
    r"\s+([a-z]+)\b(?!-)",
    re.IGNORECASE,
)

# A price per lot the figure reader multiplies out: "3s a dozen", "5d a hundred";
# a count of those lots ("96 dozen", read as 1,152) is divided by the lot's size.
_PRICE_PER_LOT = re.compile(r"\s+(?:per|an?)\s+(dozen|hundred)\b", re.IGNORECASE)
_LOT_WORDS = {w: _LOT_PIECES[w] for w in ("dozen", "hundred")}


def _count_at_lot_price(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether bare claim count *q* times a price per lot of the text ("5d a hundred")
    is the claim's sum of money ("300 animals ... 1s 3d")."""
    if q.family != "number:None" or q.cmp is not None or not q.q.value:
        return False
    sums = [r for r in info.quants if r.family.startswith("money:") and r.cmp is None and r.q.value]
    if not sums:
        return False
    for c in chunks:
        for sent in _analyze_chunk(c.text).sents:
            for p in sent.quants:
                lot = _PRICE_PER_LOT.match(c.text, p.end)
                if lot is None or not p.family.startswith("money:") or not p.q.value:
                    continue
                worked = p.q.value / _LOT_WORDS[lot[1].lower()] * q.q.value
                if any(abs(worked - (r.q.value or 0)) <= amount_tolerance(r) for r in sums):
                    return True
    return False


# A list of three or more one-word items: "at miles 3, 6, 9 and 12",
# "Moreno, Achebe, Lindqvist, Park and Dufresne".
_LIST = re.compile(
    r"\b(?:[A-Z][\w'’-]*|\d[\d.,]*\d|\d)"
    r"(?:(?:,\s+|,?\s+and\s+)(?:[A-Z][\w'’-]*|\d[\d.,]*\d|\d)\b){2,}"
)
_LIST_SEP = re.compile(r",\s+and\s+|,\s+|\s+and\s+")


_COUNT_WORD = r"(\d{1,3}|" + "|".join(qty.SMALL_NUMBER_WORDS) + r")"
# "close four of its eleven shops", "after seven of nine rounds": a part of a whole.
_WHOLE_INCLUDING = re.compile(
    rf"\b{_COUNT_WORD}\s+(?:[a-z]+\s+){{0,2}}?[a-z]+,?\s+(?:including|of whom|of which)\s+"
    rf"{_COUNT_WORD}\b",
    re.I,
)
_PART_OF_WHOLE = re.compile(
    rf"\b{_COUNT_WORD}\s+of\s+(?:its|the|their|his|her|our|all)?\s*"
    rf"(?:original\s+|first\s+|last\s+)?{_COUNT_WORD}\b",
    re.I,
)


def _groups_multiplied(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim count *q* of a thing is a count of groups of the cited text times
    the count of that thing in each: "fourteen pots" from "two cones of seven pots"."""
    if q.family != "number:None" or q.q.value is None:
        return False
    thing = _word_after(info.toks, q.end)
    return thing is not None and any(
        m[3].lower() == thing.low and _count_value(m[1]) * _count_value(m[2]) == q.q.value
        for chunk in chunks
        for m in _GROUPS_OF.finditer(chunk.text)
    )


def _range_change(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether claim figure *q* is the change between the ends of a "from ... to" range."""
    low, high = counterpart.q.low, counterpart.q.high
    return (
        q.q.value is not None
        and low is not None
        and high is not None
        and q.family == counterpart.family
        and _FROM_LEVEL.search(home[0].text, max(0, counterpart.start - 12), counterpart.start)
        is not None
        and math.isclose(abs(high - low), q.q.value)
    )


def _level_moved_by(
    info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk], counterpart: Amount
) -> bool:
    """Whether claim figure *q* opens a "from *q* to R" of the claim that the cited text
    gives as a level, and R lies *counterpart* (the sentence's change) away."""
    if q.q.value is None or counterpart.q.value is None or q.family != counterpart.family:
        return False
    if _FROM_LEVEL.search(info.text, max(0, q.start - 12), q.start) is None:
        return False
    to = next(
        (
            r
            for r in info.quants
            if r.start > q.end
            and r.family == q.family
            and r.q.value is not None
            and _TO_LEVEL.fullmatch(info.text, q.end, r.start)
        ),
        None,
    )
    if to is None or to.q.value is None:
        return False
    if not math.isclose(abs(q.q.value - to.q.value), counterpart.q.value, rel_tol=1e-6):
        return False
    return any(
        p.family == q.family and p.q.value == q.q.value and p.cmp is None
        for p in figures_of(chunks)
    )


_TO_LEVEL = re.compile(r"\s+to\s+", re.IGNORECASE)


def _pence_rate_applied(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim sum *q* is a rate in pence that the claim and a cited sentence both
    give ("4d in the pound", "14d a pound") times a sum or a weight in pounds that
    the sentence gives with it, or is that rate's own pence."""
    if q.family != "money:GBP" or q.q.value is None:
        return False
    rates = {m[0].lower(): m.start() for m in _PENCE_RATE.finditer(info.text)}
    if q.start in rates.values() and any(
        m[0].lower() in rates for c in chunks for m in _PENCE_RATE.finditer(c.text)
    ):
        return True  # "At 3d in the pound" against "at 3d in the pound": the rate itself
    tolerance = amount_tolerance(q)
    return any(
        p.family == "money:GBP"
        and p.q.value is not None
        and abs(p.q.value * pence / 240 - q.q.value) <= tolerance
        for pence, sent, _ in _shared_pence_rates(info, chunks)
        for p in sent.quants
    )


def _shared_pence_rates(
    info: _ClaimInfo, chunks: Sequence[Chunk]
) -> Iterator[tuple[float, _Sent, int]]:
    """Each rate in pence ("5d in the pound") that the claim and a cited sentence both
    give: the pence, the sentence and where the rate stands in it."""
    rates = {m[0].lower() for m in _PENCE_RATE.finditer(info.text)}
    if not rates:
        return
    for chunk in chunks:
        for m in _PENCE_RATE.finditer(chunk.text):
            if m[0].lower() not in rates:
                continue
            sent = next(
                (s for s in _analyze_chunk(chunk.text).sents if s.start <= m.start() < s.end), None
            )
            if sent is not None:
                yield float(m[1].rstrip("½")) + 0.5 * m[1].endswith("½"), sent, m.start()


def _pence_rate_misworked(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> str:
    """A claim sum that the claim's rate in pence does not make of the one sum a cited
    sentence gives that rate with, or ''.

    "At 5d in the pound on its rateable value, ... came to £75" against "at 5d in
    the pound on a rateable value of £3,120", which is £65.
    """
    if q.family != "money:GBP" or q.q.value is None or q.cmp is not None:
        return ""
    if any(m.start() == q.start for m in _PENCE_RATE.finditer(info.text)):
        return ""  # the rate itself
    tolerance = amount_tolerance(q)
    for pence, sent, at in _shared_pence_rates(info, chunks):
        sums = [
            p
            for p in sent.quants
            if p.family == "money:GBP" and p.q.value and p.cmp is None and p.start != at
        ]
        if len(sums) != 1 or any(qty.same_value(p.q, q.q) for p in sent.quants):
            continue
        base = sums[0].q.value or 0.0
        worked = base * pence / 240
        if abs(worked - q.q.value) > tolerance:
            return (
                f"the claim says {q.text!r}, but {pence:g}d in the pound on {sums[0].text!r}"
                f" is £{worked:,.2f}"
            )
    return ""


def _pound_rate_of_claims(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim sum *q* is another sum of the claim ("owed £100") times a rate a
    cited sentence gives "in the pound" ("4s 3d in the pound": £21 5s)."""
    if q.family != "money:GBP" or q.q.value is None:
        return False
    sums = [o.q.value for o in info.quants if o is not q and o.family == q.family and o.q.value]
    if not sums:
        return False
    tolerance = amount_tolerance(q)
    return any(
        abs(whole * p.q.value - q.q.value) <= tolerance
        for chunk in chunks
        for sent in _analyze_chunk(chunk.text).sents
        for p in sent.quants
        if p.family == q.family and p.q.value is not None and _IN_THE_POUND.match(chunk.text, p.end)
        for whole in sums
    )


_IN_THE_POUND = re.compile(r"\s+in\s+the\s+pound\b", re.IGNORECASE)


def _priced_count(q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim sum *q* is a count or measure of a cited sentence times the price
    of each that follows it ("1,200 feet of canvas hose at 1s 4d a foot", "taking
    40 pounds in 1823 from Daniel Orchard at 8d")."""
    if q.q.value is None or q.family.split(":")[0] != "money":
        return False
    tolerance = amount_tolerance(q)
    for text, sent, k, price, value in _prices_at(chunks):
        if price.family != q.family:
            continue
        each = _PER_ITEM_AFTER.match(text, price.end) is not None
        # the nearest count before the price, past dates ("in 1823")
        count = next((c for c in reversed(sent.quants[:k]) if c.family != "date"), None)
        if (
            count is not None
            and count.q.value is not None
            and _priced_kind(count, each)
            and price.start - count.end <= _PRICED_REACH
            and not any(c in text[count.end : price.start] for c in ",;")
            and abs(count.q.value / count.q.factor * value - q.q.value) <= tolerance
        ):
            return True
    return False


def _prices_at(chunks: Sequence[Chunk]) -> Iterator[tuple[str, _Sent, int, Amount, float]]:
    """Each sum of money that "at" stands before in *chunks* ("at 1s 4d a foot"), with
    its chunk's text, its sentence, its index among the sentence's figures and its
    value."""
    for chunk in chunks:
        text = chunk.text
        for sent in _analyze_chunk(text).sents:
            for k, price in enumerate(sent.quants):
                if (
                    price.family.startswith("money")
                    and price.q.value
                    and _AT_PRICE.search(text, max(sent.start, price.start - 4), price.start)
                ):
                    yield text, sent, k, price, price.q.value


def _count_at_price(q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim count *q* is what a sum of a cited sentence buys at the price that
    follows it ("4s 2d went on crows' heads at 1d for three": 150)."""
    if q.q.value is None or q.family != "number:None":
        return False
    for text, sent, k, price, value in _prices_at(chunks):
        per = sent.quants[k + 1] if k + 1 < len(sent.quants) else None
        if (
            per is not None
            and per.family == "number:None"
            and per.q.value
            and _FOR_COUNT.fullmatch(text, price.end, per.start)
        ):
            each = per.q.value
        elif _PER_ITEM_AFTER.match(text, price.end) is not None:
            each = 1.0
        else:
            continue
        if any(
            s.family == price.family
            and s.q.value
            and s.end <= price.start
            and math.isclose(s.q.value / value * each, q.q.value, rel_tol=1e-6)
            for s in sent.quants[:k]
        ):
            return True
    return False


_FOR_COUNT = re.compile(r"\s+for\s+", re.IGNORECASE)


def _priced_kind(count: Amount, each: bool) -> bool:
    """Whether *count* may be what a price is given for: a bare count only where the
    price says "a" or "per" what ("at 2s 6d a yard"); a measure always, and so
    "40 pounds", which a text of money reads as a sum."""
    kind = count.family.split(":")[0]
    if kind == "number":
        return each
    return kind == "measure" or (
        kind == "money" and count.text.lower().endswith(("pound", "pounds"))
    )


def _pair_scaled(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q* and another figure of the claim are two figures of one
    cited sentence, each times the same factor, where the first gives the second
    ("22 gallons gave 1 bushel")."""
    if q.q.value is None:
        return False
    others = [
        o
        for o in info.quants
        if o.end < q.start and o.q.value and _YIELDS.search(info.text, o.end, q.start)
    ]
    if not others:
        return False
    for chunk in chunks:
        for sent in _analyze_chunk(chunk.text).sents:
            for y in sent.quants:
                if y.family != q.family or not y.q.value or y.q.value == q.q.value:
                    continue
                k = q.q.value / y.q.value
                if any(
                    x.family == o.family
                    and x.q.value
                    and x.end < y.start <= x.end + _YIELD_REACH
                    and _YIELDS.search(chunk.text, x.end, y.start)
                    and math.isclose(o.q.value / x.q.value, k, rel_tol=1e-6)
                    for o in others
                    for x in sent.quants
                    if x is not y and o.q.value is not None
                ):
                    return True
    return False


# What one measure gives of another: "22 gallons gave 1 bushel of salt".
_YIELDS = re.compile(r"\b(?:gave|give|gives|yield|yields|yielded|produced?|produces)\b")
_YIELD_REACH = 30  # how far the figure given may stand from the one that gives it


def _proportional_share(q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim sum *q* is a cited sum split in the proportion of two sums that a
    cited sentence says things are shared in ("shared in that proportion")."""
    if q.q.value is None:
        return False
    texts = [c.text for c in chunks]
    if not any(_IN_PROPORTION.search(t) for t in texts):
        return False
    sums = [
        (p, sent)
        for t in texts
        for sent in _analyze_chunk(t).sents
        for p in sent.quants
        if p.family == q.family and p.q.value
    ]
    tolerance = amount_tolerance(q)
    for a, sent in sums:
        if not _IN_PROPORTION.search(sent.text, sent.start, sent.end):
            continue
        for b, other in sums:
            if other is not sent or b is a or b.q.value is None or a.q.value is None:
                continue
            share = a.q.value / (a.q.value + b.q.value)
            if any(
                abs(whole.q.value * share - q.q.value) <= tolerance
                for whole, _ in sums
                if whole.q.value is not None and whole is not a and whole is not b
            ):
                return True
    return False


_IN_PROPORTION = re.compile(
    r"\b(?:in (?:that|the same|this|those) proportions?|in proportion to|pro rata)\b",
    re.IGNORECASE,
)
_AT_PRICE = re.compile(r"\bat\s+$", re.IGNORECASE)
_PER_ITEM_AFTER = re.compile(r"\s+(?:a|an|per|each|the)\s+[a-z]+", re.IGNORECASE)
_PRICED_REACH = 50  # how far before its price a count may stand ("1,200 feet of canvas hose")


# "4d in the pound", "14d a pound", "2½d per lb".
_PENCE_RATE = re.compile(r"\b(\d+½?)d\s+(?:in the|a|per)\s+(?:pound|lb)\b", re.IGNORECASE)

# "two cones of seven pots", "20 posts a day of 144 sheets each".
_GROUPS_OF = re.compile(
    rf"\b{_COUNT_WORD}\s+[a-z]+s(?:\s+(?:a|an|per|each)\s+[a-z]+)?\s+of\s+{_COUNT_WORD}\s+([a-z]+)\b",
    re.I,
)


def _count_value(word: str) -> int:
    """A count written in digits, as a small number word, or as "a" or "an" (one)."""
    if word.isdigit():
        return int(word)
    low = word.lower()
    return 1 if low in ("a", "an") else qty.SMALL_NUMBER_WORDS[low]


@lru_cache(maxsize=512)
def _rests(text: str) -> frozenset[int]:
    """What each part of a whole in *text* leaves: "four of its eleven shops" leaves seven,
    "rescued 14 people, including 9 from a caravan park" five."""
    return (
        frozenset(
            whole - part
            for m in _PART_OF_WHOLE.finditer(text)
            if (whole := _count_value(m[2])) > (part := _count_value(m[1]))
        )
        | frozenset(
            whole - part
            for m in _WHOLE_INCLUDING.finditer(text)
            if (whole := _count_value(m[1])) > (part := _count_value(m[2]))
        )
        | _list_rests(text)
    )


# "won 34 of the 80 seats, the Labour Union 27, the Greens 11 and independents
# the remaining seats": a whole shared out in a list that ends with the rest.
_SHARED_OUT = re.compile(
    r"\b(\d[\d,]*) of (?:the |its |their )?(\d[\d,]*)\b([^.;:]*?)"
    r"\b(?:the )?(?:remaining|rest|remainder|others)\b"
)
_LISTED_COUNT = re.compile(r"(?<![\d.,])\d[\d,]*(?![\d.,]\d)")


@lru_cache(maxsize=512)
def _list_rests(text: str) -> frozenset[int]:
    """What a whole shared out in a list leaves for its last item, "the remaining": 80
    seats less 34, 27 and 11 leave 8."""
    out = set()
    for m in _SHARED_OUT.finditer(text):
        part, whole = int(m[1].replace(",", "")), int(m[2].replace(",", ""))
        listed = [int(n.replace(",", "")) for n in _LISTED_COUNT.findall(m[3])]
        if listed and whole > part + sum(listed):
            out.add(whole - part - sum(listed))
    return frozenset(out)


# "and the rest at Sedge End", "while the balance went to India": the part of a
# whole that the figures before it leave.
_REST_OF_LIST = re.compile(r"\bthe (?:rest|remainder|balance|remaining|others)\b", re.IGNORECASE)
# What ends the clause that tells who or what has the rest.
_REST_CLAUSE_END = re.compile(r"[,;:]|\b(?:while|but|whereas)\b")
# What starts it, when what has the rest comes before the word.
_REST_LEAD_BREAK = re.compile(r"[,;:]|\band\b")


class _Rest(NamedTuple):
    value: float
    """What the rest comes to, in the number as the whole writes it."""
    whole: Amount
    parts: tuple[Amount, ...]
    said: frozenset[str]
    """Keys of the words that tell what has the rest ("at Sedge End")."""
    named: frozenset[str]
    """Keys of the names the parts are given for ("Lyn Bridge", "Crossway")."""
    thing: str = ""
    """The key of the word the whole and its part count ("horses"), when the rest is
    of one of the things a part lists."""


def _in_whole_unit(p: Amount, whole: Amount) -> bool:
    """Whether *p* is written in *whole*'s kind and unit, or is a bare number beside a
    whole in a unit ("42 miles of road, of which 17 lay")."""
    return (p.family == whole.family and p.q.factor == whole.q.factor) or (
        p.family == "number:None" and whole.q.unit is not None
    )


@lru_cache(maxsize=512)
def _listed_rests(text: str) -> tuple[_Rest, ...]:
    """What a whole leaves for "the rest" after the parts listed before it: "412 boats
    ...: 188 at Lyn Bridge, 97 at Crossway, 74 at Hoxwell Lock and the rest at Sedge
    End" leaves 53. The whole is the sentence's first figure, or, when the parts
    alone stand there ("The United States took £4,600 of this, Germany £2,100 ...,
    while the balance went to India"), the first figure of the sentence before.
    A figure that describes a thing ("12-horsepower engines") is no part, nor is
    a count in words among figures ("at its four toll offices: 188 at ...")."""
    if _REST_OF_LIST.search(text) is None:
        return ()  # most texts: read once, as the result is cached
    sents = _analyze_chunk(text).sents
    out = []
    for n, sent in enumerate(sents):
        for m in _REST_OF_LIST.finditer(text, sent.start, sent.end):
            figs = [
                p
                for p in sent.quants
                if p.end <= m.start()
                and p.family != "date"
                and p.q.value is not None
                and text[p.end : p.end + 1] != "-"
            ]
            if any(p.text[:1].isdigit() for p in figs):
                figs = [p for p in figs if not p.text[:1].isalpha()]
            stop = _REST_CLAUSE_END.search(text, m.end(), sent.end)
            end = sent.end if stop is None else stop.start()
            # ... and what has it may come first: "and Slape the remainder"
            lead = max(
                [sent.start]
                + [p.end for p in figs]
                + [j.end() for j in _REST_LEAD_BREAK.finditer(text, sent.start, m.start())]
            )
            said = frozenset(
                t.key
                for t in sent.toks
                if (lead <= t.start < m.start() or m.end() <= t.start < end) and t.flags & _CONTENT
            )
            options: list[tuple[Amount, tuple[Amount, ...]]] = []
            if len(figs) >= 2 and figs[0].cmp is None:
                options.append((figs[0], tuple(figs[1:])))
            if figs and n:
                before = [
                    p
                    for p in sents[n - 1].quants
                    if p.family != "date" and p.cmp is None and p.q.value is not None
                ]
                if before:
                    options.append((before[0], tuple(figs)))
                    # "for the three months ... show 312 men received": the first
                    # figure of the parts' kind, when the first is not
                    fit = next((p for p in before if p.family == figs[0].family), None)
                    if fit is not None and fit is not before[0]:
                        options.append((fit, tuple(figs)))
                if len(before) == 2:
                    # "counted 58 stocking frames ..., of which 19 stood idle. Of
                    # the working frames, 24 were ... and the rest ...": the
                    # whole is what the sentence before leaves
                    options.append((before[0], (before[1], *figs)))
            for whole, parts in options:
                if not all(
                    p.cmp is None and p.q.value is not None and _in_whole_unit(p, whole)
                    for p in parts
                ):
                    continue
                value = _written(whole) - sum(_written(p) for p in parts)
                if value <= 0:
                    continue
                named = _names_between(text, sent, parts[0].start, lead)
                out.append(_Rest(value, whole, tuple(parts), said, named))
            out.extend(_rests_by_thing(text, sents, n, figs, said, lead))
            # "for £18,000, two-thirds in cash and the rest in Union shares": a
            # share in words of the sentence's one whole before the word
            share = _SHARE_IN_WORDS.search(text, sent.start, m.start())
            if share is not None and len(figs) == 1 and figs[0].end <= share.start():
                part = _count_value(share[1]) / _FRACTION_COUNTS[share[2].lower().rstrip("s")]
                if 0 < part < 1:
                    whole = figs[0]
                    out.append(_Rest(_written(whole) * (1 - part), whole, (), said, frozenset()))
                    # ... and the share itself, said of the words after it
                    stop = _REST_LEAD_BREAK.search(text, share.end(), m.start())
                    upto = m.start() if stop is None else stop.start()
                    own = frozenset(
                        t.key
                        for t in sent.toks
                        if share.end() <= t.start < upto and t.flags & _CONTENT
                    )
                    out.append(_Rest(_written(whole) * part, whole, (), own, frozenset()))
    return tuple(out)


def _names_between(text: str, sent: _Sent, lo: int, hi: int) -> frozenset[str]:
    """Keys of the names of *sent* that start in ``[lo, hi)``: those the parts of a rest
    are given for ("Lyn Bridge", "Crossway")."""
    return frozenset(t.key for t in sent.toks if lo <= t.start < hi and _is_named(t, text))


def _rests_by_thing(
    text: str, sents: Sequence[_Sent], n: int, figs: list[Amount], said: frozenset[str], lead: int
) -> list[_Rest]:
    """The rest of each thing the parts count, from the last whole counted of that thing
    in an earlier sentence: "with four vans and ten horses. ... Amos taking two vans
    and six horses and Levi the remainder" leaves Levi two vans and four horses;
    "produced between them 96,500 tons ... 44,000 tons with 2,300 men, Bryn Eithin
    26,000 tons with 1,350, ... and Tyn Llwyn the remainder" leaves it 9,000 tons."""
    if len(figs) < 2:
        return []
    sent = sents[n]
    things: dict[str, list[Amount]] = {}
    for p in figs:
        thing = _key_after(sent.toks, p.end)
        if thing:
            things.setdefault(thing, []).append(p)
    named = _names_between(text, sent, figs[0].start, lead)
    out = []
    for thing, parts in things.items():
        whole = next(
            (
                p
                for earlier in reversed(sents[:n])
                for p in reversed(earlier.quants)
                if p.cmp is None
                and p.family == parts[0].family
                and p.q.value is not None
                and _key_after(earlier.toks, p.end) == thing
            ),
            None,
        )
        if whole is None or not all(p.family == whole.family for p in parts):
            continue
        value = _written(whole) - sum(_written(p) for p in parts)
        if value > 0:
            out.append(_Rest(value, whole, tuple(parts), said, named, thing))
    return out


# "two-thirds in cash", "a quarter to the hospice": a share of a whole in words.
_SHARE_IN_WORDS = re.compile(
    r"\b(a|one|two|three|four)[\s-](half|thirds?|quarters?|fifths?)\b", re.IGNORECASE
)


def _rest_of_listed(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> str:
    """How claim figure *q* is what a whole leaves after the parts listed before "the
    rest", said of the rest, or ''.

    "Of the 42 miles maintained ..., 25 lay in Wessington" from "42 miles of
    road, of which 17 lay in the county of Marlshire and the rest in
    Wessington". The claim must name a word of the clause that has the rest,
    and no name the parts are given for beside its figure.
    """
    if q.cmp not in (None, "~") or q.q.value is None or q.family == "date":
        return ""
    mine = _written(q)
    # (the rest's word may be part of a claim figure: "in December 1811")
    said_keys = {t.key for t in info.toks}
    for chunk in chunks:
        for rest in _listed_rests(chunk.text):
            whole = rest.whole
            if not _in_whole_unit(q, whole):
                continue
            if not math.isclose(mine, rest.value, rel_tol=1e-9, abs_tol=1e-9):
                continue
            if rest.thing and _key_after(info.toks, q.end) != rest.thing:
                continue
            near = _claim_context(info.text, q.start, info.old_money)
            if rest.said & said_keys and not (near[0] | near[1]) & rest.named:
                shown = " - ".join(p.text for p in (whole, *rest.parts)) + (
                    "" if rest.parts else " less its share in words"
                )
                return f"{q.text} = {shown}, the rest"
    return ""


def _years_counted(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether small claim count *q* counts the years a sentence lists after the word the
    claim counts: "two ... titles" of "won the ... title in 1984 and 1986"."""
    if q.family != "number:None" or q.cmp is not None or not q.q.value or q.q.value > 9:
        return False
    # The counted thing may follow a name: "two World Cup downhill titles".
    at = bisect_left(info.toks, q.end, key=_START)
    nouns = {t.key for t in info.toks[at : at + 4]}
    text, sent = home[0].text, home[1]
    for m in _YEARS_OF.finditer(text, sent.start, sent.end):
        if _word(m[1])[1] in nouns and len(_LISTED_YEAR.findall(m[2])) == q.q.value:
            return True
    return False


# A thing and the years it came in: "title in 1984 and 1986", "titles in 2001, 2004
# and 2009".
_YEARS_OF = re.compile(
    r"\b([a-z]+)\s+in\s+((?:1[5-9]\d\d|20\d\d)(?:(?:,\s+|,?\s+and\s+)(?:1[5-9]\d\d|20\d\d))+)\b"
)
# One year of such a list: the same years _YEARS_OF reads, from 1500 on.
_LISTED_YEAR = re.compile(r"\b(?:1[5-9]\d\d|20\d\d)\b")


def _share_in_the_unit_applied(info: _ClaimInfo, q: Amount, text: str, p: Amount) -> bool:
    """Whether claim sum *q* and another claim sum are one the other with the share *p*
    of each unit ("a penny in the shilling") taken or added: 12s and about 13s."""
    m = _IN_THE_UNIT.match(text, p.end)
    if m is None or p.family != "money:GBP" or not p.q.value or not q.q.value:
        return False
    unit = m[1].lower()
    share = p.q.value / (1.0 if unit == "pound" else qty.COINS[unit])
    slack = 0.06 if "about" in info.lows else 0.01
    for b in info.quants:
        if b is q or b.family != q.family or not b.q.value:
            continue
        lo, hi = sorted((q.q.value, b.q.value))
        if any(
            math.isclose(hi * f, lo, rel_tol=slack) or math.isclose(lo * f, hi, rel_tol=slack)
            for f in (share, 1 + share, 1 - share)
        ):
            return True
    return False


# After a sum, the unit of which it is a share: "a penny in the shilling", "two
# shillings in the pound".
_IN_THE_UNIT = re.compile(r"\s+in\s+the\s+(shilling|pound|crown|guinea)\b", re.IGNORECASE)


def _bare_alternative(q: Amount, text: str, counterpart: Amount) -> bool:
    """Whether claim figure *q* is the bare number the sentence sets after *counterpart*
    as its alternative, in *counterpart*'s unit ("two shillings a year instead of
    four")."""
    if q.family != counterpart.family or q.cmp is not None or q.q.value is None:
        return False
    m = _INSTEAD_OF_BARE.match(text, counterpart.end)
    if m is None or not (m["n"].isdigit() or m["n"].lower() in qty.SMALL_NUMBER_WORDS):
        return False
    # In the counterpart's unit: as many of it as the bare number says.
    said = counterpart.text.split()[0]
    if not (said.isdigit() or said.lower() in qty.SMALL_NUMBER_WORDS) or not counterpart.q.value:
        return False
    value, base = _count_value(m["n"]), _count_value(said)
    return value != base and math.isclose(q.q.value, counterpart.q.value * value / base)


# After a figure (and what it is per), a bare number as its alternative: "a year
# instead of four", "rather than 5".
_INSTEAD_OF_BARE = re.compile(
    r"(?:\s+(?:a|an|per|each)\s+[a-z]+)?\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+"
    r"(?P<n>\d+|[a-z]+)\b(?!\s+[a-z]*(?:shillings?|pence|pounds?|dollars?|cents?)\b)",
    re.IGNORECASE,
)


def _count_of_named_list(info: _ClaimInfo, q: Amount, chunk: Chunk) -> bool:
    """Whether claim count *q* counts the names the claim lists right after it ("three
    townships of Cladach, Sgeir and Bruach"), a list the cited text gives too."""
    if q.family != "number:None" or q.cmp is not None or not q.q.value:
        return False
    lead = _COUNTED_OF.match(info.text, q.end)
    if lead is None:
        return False
    listed = _LIST.match(info.text, lead.end())
    if listed is None:
        return False
    names = _LIST_SEP.split(listed[0])
    return len(names) == q.q.value and all(
        re.search(rf"\b{re.escape(n)}\b", chunk.text) for n in names
    )


# Between a count and the list of what it counts: " townships of", " shore
# townships of".
_COUNTED_OF = re.compile(r"(?:\s+[a-z]+){1,2}\s+of\s+")


@lru_cache(maxsize=512)
def _list_lengths(text: str) -> frozenset[int]:
    """How many items each list of one-word names or figures in *text* has."""
    return frozenset(len(_LIST_SEP.split(m[0])) for m in _LIST.finditer(text))


_SCORE = re.compile(r"(?<![\d.,])(\d{1,3})\s?[-–—]\s?(\d{1,3})(?![\d.,]\d)")


_YEAR_TO = re.compile(
    r"\b(?:year|twelve months|12 months)\s+(?:to|ending|ended)\s+(?:the\s+)?"
    r"(?:(?:mid|early|late|end)[\s-])?$",
    re.IGNORECASE,
)


_CHANGE_BASE = re.compile(
    r"\b(?:(?:up|down|rise|fall|rose|fell)\s+[\d.]+\s*%\s+on|compared with|than in|from)"
    r"\s+(?:the\s+)?(?:(?:mid|early|late|end)[\s-])?$",
    re.IGNORECASE,
)


def _year_before_period(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether claim date *q* is a year before *p*, the end of "the year to" *p* in the
    sentence, or is the base the sentence gives a change against ("up 4.4% on
    2023"): the start of the period whose change the sentence gives."""
    text = home[0].text
    if any(
        x.family == "date"
        and qty.same_value(x.q, q.q)
        and _CHANGE_BASE.search(text, max(0, x.start - 20), x.start)
        for x in home[1].quants
    ):
        return True
    if _YEAR_TO.search(text, max(0, p.start - 30), p.start) is None:
        return False
    mine, theirs = q.q.date, p.q.date
    if mine is None or theirs is None:
        a, b = q.q.value, p.q.value
        return a is not None and b is not None and q.q.kind == p.q.kind == "year" and a == b - 1
    return (
        mine[0] is not None
        and theirs[0] is not None
        and mine[0] == theirs[0] - 1
        and (mine[1] is None or mine[1] == theirs[1])
    )


def _ordinal_base(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim ordinal *q* is the base the sentence gives a change against
    ("up 12% on the second quarter"), and no other claim figure is the sentence's."""
    chunk, sent = home
    if not any(
        x.q.kind == "ordinal"
        and x.q.value == q.q.value
        and _CHANGE_BASE.search(chunk.text, max(0, x.start - 24), x.start)
        for x in sent.quants
    ):
        return False
    others = [r for r in info.quants if r is not q and r.q.kind != "ordinal"]
    return bool(others) and not any(entails(p, r) for r in others for p in sent.quants)


def _clock_worked_out(q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether a claim's time of day is a time of the cited text plus or minus a
    duration it gives ("15 minutes before closing" at "10 pm" is 9:45 pm)."""
    if q.q.kind != "time" or q.q.value is None:
        return False
    times: list[float] = []
    spans: list[float] = []
    for p in figures_of(cited):
        if p.q.value is None:
            continue
        if p.q.kind == "time":
            times.append(p.q.value)
        elif p.family == "duration" and p.q.unit == "s" and p.q.value < 86400:
            spans.append(p.q.value / 60)
    if len(spans) <= 4:
        # "starts at 21:15 with 'Hollow Creek' (1 hour 42 minutes), followed by a
        # 20-minute break": two spans one after the other.
        spans += [a + b for i, a in enumerate(spans) for b in spans[i + 1 :]]
    mine = q.q.value
    return any((t + d - mine) % 720 == 0 or (t - d - mine) % 720 == 0 for t in times for d in spans)


def _extra_steps_worked(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether claim price *q* is a price of the text for "up to" a span, plus its
    "each extra" charge for each step the claim's longer span runs past it.

    "Hiring Screen 3 for four hours at a weekend costs £570" from "£320 for up to
    three hours on weekdays and £450 on weekends. Each extra half hour costs
    £60": £450 and two extra half hours.
    """
    if q.family == "duration" and q.cmp is None and q.q.value:
        # ... and the four hours themselves: a case past the limit the extra
        # steps are charged for
        return any(_EXTRA_STEP.search(c.text) for c in cited) and any(
            p.family == "duration" and p.cmp in ("<=", "<") and (p.q.value or 0) < q.q.value
            for p in figures_of(cited)
        )
    if not q.family.startswith("money:") or q.q.value is None:
        return False
    spans = [
        a.q.value
        for a in info.quants
        if a.family == "duration" and a.cmp is None and a.q.value and a.q.unit == "s"
    ]
    if len(spans) != 1:
        return False
    figures = list(figures_of(cited))
    bases = [p.q.value for p in figures if p.family == q.family and p.q.value]
    limits = [
        p.q.value
        for p in figures
        if p.family == "duration" and p.cmp in ("<=", "<") and p.q.unit == "s" and p.q.value
    ]
    for chunk in cited:
        for m in _EXTRA_STEP.finditer(chunk.text):
            step = _STEP_SECONDS[m["unit"].lower()] * _STEP_PART.get((m["part"] or "").lower(), 1)
            extra = float(m["price"].replace(",", ""))
            for limit in limits:
                steps = (spans[0] - limit) / step
                if steps <= 0 or steps != int(steps) or steps > 12:
                    continue
                if any(math.isclose(b + steps * extra, q.q.value) for b in bases):
                    return True
    return False


def _yearly_step_worked(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim figure *q* is a figure of the text "rising by" a step "each year" to the
    year the claim names by its place ("in his third year"), or ''.

    "In his third year as an apprentice Owen would have been paid £4 a week"
    from "at a wage of £3 a week, rising by 10 shillings each year": two steps
    on from the first year.
    """
    if q.cmp is not None or q.q.value is None or q.family == "date":
        return ""
    if q.q.kind == "ordinal":
        # ... and the place itself: the year the claim sets as its case
        if _PERIOD_AFTER.match(info.text, q.end) is None:
            return ""
        worked = next(
            (
                found
                for r in info.quants
                if r.q.kind != "ordinal" and (found := _yearly_step_worked(info, r, cited))
            ),
            "",
        )
        return f"{q.text} (the case of {worked})" if worked else ""
    places = [
        int(a.q.value)
        for a in info.quants
        if a.q.kind == "ordinal" and a.q.value and _PERIOD_AFTER.match(info.text, a.end)
    ]
    if len(places) != 1 or not 1 < places[0] <= 12:
        return ""
    steps = places[0] - 1
    for chunk in cited:
        if _STEP_BEFORE.search(chunk.text) is None:
            continue
        for sent in _analyze_chunk(chunk.text).sents:
            for k, step in enumerate(sent.quants):
                if (
                    step.family != q.family
                    or step.q.value is None
                    or _STEP_BEFORE.search(chunk.text, max(0, step.start - 20), step.start) is None
                    or _PERIOD_EACH.match(chunk.text, step.end) is None
                ):
                    continue
                base = next(
                    (
                        p
                        for p in reversed(sent.quants[:k])
                        if p.family == q.family and p.cmp is None and p.q.value is not None
                    ),
                    None,
                )
                if (
                    base is not None
                    and base.q.value is not None
                    and math.isclose(base.q.value + steps * step.q.value, q.q.value, rel_tol=1e-9)
                ):
                    return f"{q.text} = {base.text} and {steps} steps of {step.text}"
    return ""


def _age_worked(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim age *q* in the year the claim gives is an age the text gives in another
    year, counted on, or ''.

    "Nathaniel Oddie was about 55 years old when he gave the turret clock ...
    in 1892" from "who had left the village as a boy of twelve in 1849": 12
    and 43 years. A rough age may be a year out either way.
    """
    if q.family != "number:None" or q.q.value is None or q.cmp not in (None, "~"):
        return ""
    if not (_AGE_AFTER.match(info.text, q.end) or _AGE_AFTER.search(q.text)):
        return ""
    years = {int(a.q.value) for a in info.quants if a.q.kind == "year" and a.q.value}
    if len(years) != 1:
        return ""
    (year,) = years
    slack = 1 if q.cmp == "~" else 0
    for chunk in cited:
        for sent in _analyze_chunk(chunk.text).sents:
            dated = [p for p in sent.quants if p.q.kind == "year" and p.q.value and p.cmp is None]
            for age in sent.quants:
                if (
                    age.family != "number:None"
                    or age.q.value is None
                    or age.cmp is not None
                    or not _AGE_BEFORE.search(chunk.text, max(0, age.start - 20), age.start)
                ):
                    continue
                near = min(dated, key=lambda d: abs(d.start - age.start), default=None)
                if near is None or near.q.value is None or int(near.q.value) == year:
                    continue
                worked = age.q.value + (year - near.q.value)
                if worked > 0 and abs(worked - q.q.value) <= slack:
                    return f"{q.text} = {age.text} in {near.text} and {year - near.q.value:g} years"
    return ""


# After an age: "55 years old", "aged 55"; before one: "a boy of twelve", "aged 12".
_AGE_AFTER = re.compile(r"\s*(?:years?[\s-]old|-year-old)\b|\byears?\s+old$", re.IGNORECASE)
_AGE_BEFORE = re.compile(
    r"\b(?:a\s+(?:boy|girl|lad|child|youth|man|woman)\s+of|aged|at\s+the\s+age\s+of)\s+$",
    re.IGNORECASE,
)


# "rising by 10 shillings each year": a step, and the period it comes each.
_STEP_BEFORE = re.compile(r"\b(?:rising|increasing|going up|rose|increased)\s+by\s+$|\brising by\b")
_PERIOD_EACH = re.compile(r"\s+(?:each|every|a|per)\s+year\b")
# "in his third year": the place the claim gives the year.
_PERIOD_AFTER = re.compile(r"\s+year\b")


_STEP_SECONDS = {"minute": 60, "hour": 3600, "day": 86400, "night": 86400, "week": 604800}
_STEP_PART = {"half": 0.5, "quarter": 0.25}
# "Each extra half hour costs £60", "every additional day is £15"
_EXTRA_STEP = re.compile(
    r"\b(?:each|every|per)\s+(?:extra|additional|further)\s+(?:(?P<part>half|quarter)[\s-])?"
    r"(?P<unit>minute|hour|day|night|week)s?\b[^.;]{0,20}?(?:costs?|is|are|at|adds?)\s+"
    r"[£$€](?P<price>\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)


def _date_gap_fits(q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether a duration claim fits the gap between two full dates of the cited text."""
    if q.family != "duration" or q.q.value is None or q.q.unit not in ("s", "month"):
        return False
    days: list[int] = []
    yearless: list[int] = []
    years: set[int] = set()
    for p in figures_of(cited):
        d = p.q.date
        # a period's ends count as dates: "runs from 1 to 28 February"
        if p.family != "date" or (p.cmp is not None and not p.text.lower().startswith(_ENDS)):
            continue
        if d is None:
            if p.q.kind == "year" and p.q.value is not None:
                years.add(int(p.q.value))
            continue
        year, month, day = d
        if year is not None:
            years.add(year)
        if year is not None and month is not None and day is not None:
            days.append(_dt.date(year, month, day).toordinal())
        elif month is not None and day is not None and (month, day) != (2, 29):
            # "runs from 1 to 28 February": days of one unnamed year
            yearless.append(_dt.date(2001, month, day).toordinal())
    if max(len(days), len(yearless), len(years)) > _DERIVABLE_FIGURES:
        return False
    if q.q.unit == "month" and (q.q.precision or 0) >= 12:
        # "about twelve years after its launch" from "launched in 2009" and
        # "retired in August 2021": whole years between two years.
        ordered = sorted(years)
        if any(_fits((b - a) * 12.0, q) for i, a in enumerate(ordered) for b in ordered[i + 1 :]):
            return True
    per_day = 86400.0 if q.q.unit == "s" else 12 / 365.25
    # "let for up to 36 weeks a year" is a limit, which no span between two
    # dates of the text sets unless it is that long.
    if q.cmp in _BOUNDS:
        q = q._replace(cmp=None)
    for group, wraps in ((days, False), (yearless, True)):
        for i, a in enumerate(group):
            for b in group[i + 1 :]:
                # "between 1 November and 31 March": days of no named year run
                # on into the next one when the later is written first.
                apart = (b - a) % 365 if wraps else abs(a - b)
                # the days between, or the days of the span counted in full
                for gap in (apart * per_day, (apart + 1) * per_day):
                    if gap and _fits(gap, q):
                        return True
    return False


_ENDS = ("from ", "since ", "until ", "till ", "through ")


def _day_of(a: Amount, year: int) -> _dt.date | None:
    """The day a claim date names, in *year* unless it names its own."""
    d = a.q.date
    if a.family != "date" or d is None or d[1] is None or d[2] is None:
        return None
    try:
        return _dt.date(d[0] or year, d[1], d[2])
    except ValueError:
        return None  # 29 February of a year that has none


def _deadline(info: _ClaimInfo, q: Amount, cited: Sequence[Chunk]) -> str:
    """How claim date *q* and another claim date are a case and the day a time
    limit of the cited text sets from it, or ''.

    "Someone who accepted on 20 January has until 3 February to cancel" from
    "within 14 days"; "borrowed on 1 February 2025 ... due on 29 March 2025"
    from "Postgraduate loans are 56 days"; "a letter dated 14 October ... by 14
    November" from "within one month". The limit is a period of the text in
    days, weeks or months, the later date is the earlier one plus exactly that
    period, and the earlier date (the case) is the claim's own.
    """
    dates = [
        a
        for a in info.quants
        if a.family == "date" and a.cmp in (None, "<=") and a.q.date and a.q.date[1] and a.q.date[2]
    ]
    if q not in dates or len(dates) != 2:
        return ""
    # The case comes first in the claim ("signed on 20 January ... until 3 February").
    first, last = dates
    year = next((a.q.date[0] for a in dates if a.q.date and a.q.date[0]), 2025)
    start, end = _day_of(first, year), _day_of(last, year)
    yearless = last.q.date is not None and last.q.date[0] is None
    if start is not None and end is not None and end <= start and yearless:
        end = _day_of(last, start.year + 1)  # "20 December ... until 3 January"
    if start is None or end is None or end <= start:
        return ""
    gap = (end - start).days
    months = (end.year - start.year) * 12 + end.month - start.month if end.day == start.day else 0
    for p in figures_of(cited):
        if p.family != "duration" or p.q.value is None or p.cmp not in (None, "<=", "<"):
            continue
        days = _whole_days(p)
        if days is not None:
            fits = days == gap
        elif p.q.unit == "month":
            fits = p.q.value == months
        else:
            continue
        if fits:
            if q is last:
                return f"{last.text} = {first.text} + {p.text}"
            return f"{first.text}, the day the period {p.text!r} runs from"
    return ""


def _whole_days(p: Amount) -> int | None:
    """How many whole days duration *p* is ("112 days", "four weeks"), or None when it
    is no whole number of days or is held in months."""
    if p.q.unit != "s" or p.q.value is None or p.q.value % _ONE_DAY:
        return None
    return int(p.q.value // _ONE_DAY)


def _day_after_wait(q: Amount, cited: Sequence[Chunk]) -> bool:
    """Whether claim date *q* is a day of the cited text plus a wait in days or weeks
    the text gives: "from 24 June 2024" from "gave whole blood on 4 March 2024" and
    "112 days for women". Such a day is worked out, so a date of the text does not
    deny it; which wait applies to whom is left to the words."""
    day = _day_of(q, 0) if q.q.date and q.q.date[0] else None
    if day is None or q.cmp not in (None, ">="):
        return False
    figures = list(figures_of(cited))
    waits = {
        days
        for p in figures
        if p.family == "duration" and p.cmp is None and p.q.value and (days := _whole_days(p))
    }
    return any(
        (start := _day_of(p, day.year)) is not None and (day - start).days in waits
        for p in figures
        if p.family == "date" and p.q.date and p.q.date[0] in (day.year, day.year - 1)
    )


def _bound_of_other_group(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim bound *q* and the sentence's *counterpart* each bound a group the
    count right before them names, and the counts differ: "26 played fewer than four
    rounds" against "14 played four or more rounds" tells of two groups."""
    if q.cmp is None and counterpart.cmp is None:
        return False
    mine = _count_before(info.quants, q)
    theirs = _count_before(home[1].quants, counterpart)
    return (
        mine is not None
        and theirs is not None
        and mine.q.value is not None
        and theirs.q.value is not None
        and mine.q.value != theirs.q.value
        and _GROUP_VERB.fullmatch(info.text, mine.end, q.start) is not None
        and _GROUP_VERB.fullmatch(home[0].text, theirs.end, counterpart.start) is not None
    )


# Between a group's count and its bound, a verb (and at most one more word): "26
# played fewer than four", not "three adults and up to two children".
_GROUP_VERB = re.compile(r"\s+(?!and\b|or\b)[a-z]+(?:ed|ing)?(?:\s+(?!and\b|or\b)[a-z]+)?\s+")


def _age_from_threshold(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim age *q* ("a 22-year-old rider") is past the age the sentence says a
    thing is open "from" (*counterpart*, "from 21 for riders who ..."), or short of the
    age it holds "until" ("protected until he reached the age of eighteen"): a case
    the threshold admits, not another age."""
    if q.q.value is None or counterpart.q.value is None:
        return False
    text = home[0].text
    if _YEARS_OLD.fullmatch(q.text):
        start = counterpart.start
        if _UNTIL_AGE.search(text, max(0, start - 40), start) is not None:
            return q.q.value < counterpart.q.value
        return (
            _FROM_AGE.search(text, max(0, start - 8), start) is not None
            and q.q.value >= counterpart.q.value
        )
    # "issued when they were 15" against "issued before the applicant turned 16"
    return (
        _AGE_CUE.search(info.text, max(0, q.start - 12), q.start) is not None
        and _BEFORE_TURNING.search(text, max(0, counterpart.start - 40), counterpart.start)
        is not None
        and q.q.value < counterpart.q.value
    )


_YEARS_OLD = re.compile(r"(?:\d{1,3}|[a-z]+(?:-[a-z]+)?)-years?-old", re.IGNORECASE)
# "until he reached the age of eighteen", "till the age of 21": the age a thing holds
# short of.
_UNTIL_AGE = re.compile(
    r"\b(?:until|till|up to)\s+(?:(?:he|she|they|the\s+[a-z]+)\s+)?"
    r"(?:(?:reached|reaches|attained|attains|turned|turns|was|were)\s+)?(?:the\s+)?age\s+of\s+$",
    re.IGNORECASE,
)
_FROM_AGE = re.compile(r"\b(?:from|at)\s+(?:age\s+)?$", re.IGNORECASE)
_AGE_CUE = re.compile(r"\b(?:was|were|aged|age of)\s+$", re.IGNORECASE)
_BEFORE_TURNING = re.compile(
    r"\bbefore\s+(?:[a-z]+\s+){0,3}?(?:turned|turns|turning|reached|reaches|was|were)\s+(?:age\s+)?$",
    re.IGNORECASE,
)


def _date_of_later_branch(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether claim date *q* falls past the sentence's deadline *counterpart* ("by 30
    September"), where the sentence says what holds for later ones: "delivered by 30
    September and €5.80 per kilogram for later deliveries"."""
    if q.family != "date" or counterpart.cmp not in ("<=", "<") or q.cmp is not None:
        return False
    mine, theirs = _day_of(q, 2000), _day_of(counterpart, 2000)
    if mine is None or theirs is None or mine <= theirs:
        return False
    chunk, sent = home
    return _LATER_BRANCH.search(chunk.text, counterpart.end, sent.end) is not None


_LATER_BRANCH = re.compile(
    r"\b(?:later|after that|thereafter|afterwards|late)\s+(?:[a-z]+\s+)?"
    r"(?:deliveries|entries|applications|bookings|payments|returns|claims|arrivals|ones)\b"
    r"|\bafter that\b|\bthereafter\b",
    re.IGNORECASE,
)


def _count_before(quants: Sequence[Amount], a: Amount) -> Amount | None:
    """The bare count that comes right before figure *a* among *quants*, if any."""
    before = [p for p in quants if p.end <= a.start]
    if not before or before[-1].family != "number:None" or before[-1].cmp is not None:
        return None
    return before[-1]


def _fits(value: float, q: Amount) -> bool:
    """Whether *value* (in *q*'s unit) satisfies *q*: its bound, or its value to the last digit."""
    mine = q.q.value
    if mine is None:
        return False
    if q.cmp in ("<", "<="):
        return value < mine or (q.cmp == "<=" and math.isclose(value, mine))
    if q.cmp in (">", ">="):
        return value > mine or (q.cmp == ">=" and math.isclose(value, mine))
    tolerance = abs(mine) * 0.05 if q.cmp == "~" else (q.q.precision or 1.0) / 2
    return abs(value - mine) <= tolerance


def _numbers_naming(home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether bare number *p* names items of the plural noun right before it, as the
    first of a run of such numbers: "seasons one through nine", "games 3 and 4"."""
    if p.family != "number:None" or "." in p.text:
        return False  # ("versions 2.0 through 2.3.4" bound a range of releases)
    chunk, sent = home
    at = bisect_left(sent.toks, p.start, key=_START)
    if at == 0 or at >= len(sent.toks):
        return False
    noun = sent.toks[at - 1]
    return (
        bool(noun.flags & _CONTENT)
        and noun.low.endswith("s")
        and not noun.low.endswith("ss")
        and chunk.text[noun.end : p.start] == " "
        and _NAMING_RUN.match(chunk.text, p.end) is not None
    )


# What follows the first of numbers that name items: "one through nine", "3 and 4".
_NAMING_RUN = re.compile(
    r"\s*(?:through|to|and|-|–|—)\s*(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b"
)


def _numbered_apart(info: _ClaimInfo, q: Amount, sent: _Sent, p: Amount) -> bool:
    """Whether *q* and *p* are given for scopes that differ only in their number."""
    mine, theirs = _scope_after(info.toks, q), _scope_after(sent.toks, p)
    if mine is None or theirs is None or mine[0] != theirs[0] or mine[1].key != theirs[1].key:
        return False
    ours, other = _numbered(info.toks, mine[1]), _numbered(sent.toks, theirs[1])
    return bool(ours and other and ours != other)


def _closest_clauses(
    info: _ClaimInfo, q: Amount, comparable: list[tuple[Amount, Chunk, _Sent]]
) -> list[tuple[Amount, Chunk, _Sent]]:
    """*comparable* without the figures of a sentence's clauses that share fewer claim
    words than another of its clauses, which states claim figure *q*.

    "a lower-level contravention with a £50 charge" against "Higher-level
    contraventions ... carry a £70 charge; lower-level ones, such as
    overstaying in a paid bay, carry £50": the £70 is the other clause's.
    """
    by_sent: dict[int, list[int]] = {}
    for i, (_, _, sent) in enumerate(comparable):
        by_sent.setdefault(id(sent), []).append(i)
    drop: set[int] = set()
    for idx in by_sent.values():
        if len(idx) < 2:
            continue
        sent = comparable[idx[0]][2]
        if _ALTERNATIVE_CLAUSE.search(sent.text, sent.start, sent.end) is None:
            continue
        scores = {
            i: len(_clause_keys(sent, comparable[i][0], _ALTERNATIVE_CLAUSE) & info.keys)
            for i in idx
        }
        best = max(scores.values())
        if any(v == best and entails(comparable[i][0], q) for i, v in scores.items()):
            drop |= {i for i, v in scores.items() if v < best}
    return [x for i, x in enumerate(comparable) if i not in drop] if drop else comparable


_PERIOD_MARKS = frozenset(
    "before after previously earlier initially originally later now currently".split()
)


def _marked_as_claim(
    info: _ClaimInfo, q: Amount, comparable: list[tuple[Amount, Chunk, _Sent]]
) -> list[tuple[Amount, Chunk, _Sent]]:
    """*comparable* cut to the figures stating *q* that the sentence marks with the
    claim's period word right after them ("35 µg/m³ before the scheme") or labels
    with a word of the claim, if any."""
    if len(comparable) < 2:
        return comparable
    marks = info.lows & _PERIOD_MARKS
    kept = []
    for x in comparable:
        p, _, sent = x
        if not entails(p, q):
            continue
        k = bisect_left(sent.toks, p.end, key=_START)
        if (marks and any(t.low in marks for t in sent.toks[k : k + 3])) or (
            (label := _label_before(sent, p)) is not None and label.key in info.keys
        ):
            kept.append(x)
    return kept or comparable


def _opens_own_subject(sent: _Sent, p: Amount, mine: set[str]) -> bool:
    """Whether the clause of *sent* dated by *p* opens with a subject and verb of its
    own: "the old timber pier was demolished", a subject the claim's dated clause
    (keys *mine*) does not name whole, before a verb it does not use."""
    lo, hi = _clause_of(sent, p, _DATED_CLAUSE)
    words = [t for t in sent.toks if lo <= t.start < hi and t.low != "and"]
    if not words or words[0].low not in _DETERMINERS:
        return False
    verb = next((i for i, t in enumerate(words) if t.low in _BE_FORMS), None)
    if verb is None or verb + 1 >= len(words):
        return False
    subject = {t.key for t in words[1:verb] if t.flags & _CONTENT}
    return bool(subject) and not subject <= mine and words[verb + 1].key not in mine


def _clause_keys(sent: _Sent, p: Amount, edges: re.Pattern[str] | None = None) -> set[str]:
    """The keys of the clause of *sent* (between *edges*, by default the major clause
    marks) that holds figure *p*."""
    lo, hi = _clause_of(sent, p, edges or _MAJOR_CLAUSE)
    return {t.key for t in sent.toks if lo <= t.start < hi}


def _clause_of(sent: _Sent, p: Amount, edges: re.Pattern[str]) -> tuple[int, int]:
    """The span of the clause of *sent* between *edges* that holds figure *p*."""
    return next(
        (span for span in _clause_spans(sent, edges) if span[0] <= p.start < span[1]),
        (sent.start, sent.end),
    )


# Words that number the things they name: "week 6", "group 3", "zone 2".
_NUMBERED_LABELS = frozenset(
    """
    week weeks group groups zone zones tier tiers phase phases level levels stage stages
    round rounds lane lanes gate gates platform platforms terminal terminals route routes
    line lines class classes grade grades band bands step steps day days year years
    """.split()
)


def _is_label(text: str, a: _Tok, b: _Tok) -> bool:
    """Whether *a* *b* is a numbered label: "Group 3", "week 6" (not "earned 7")."""
    return (
        bool(a.flags & _CONTENT)
        and (bool(a.flags & _CAP) or a.low in _NUMBERED_LABELS)
        and b.low.isdigit()
        and len(b.low) <= 2
        and text[a.end : b.start] == " "
    )


def _labelled_apart(info: _ClaimInfo, sent: _Sent, p: Amount) -> bool:
    """Whether figure *p* stands under another number of a label the claim numbers.

    "Group 3 ..." against "... Group 1 (120–150 km a day)": the nearest
    "Group N" before the figure is not the claim's.
    """
    labels = [
        (a.key, b.low)
        for a, b in pairwise(info.toks)
        if _is_label(info.text, a, b) and a.key in sent.keys
    ]
    if not labels:
        return False
    before = sent.toks[: bisect_left(sent.toks, p.start, key=_START)]
    for key, number in labels:
        theirs = next(
            (
                b.low
                for a, b in reversed(list(pairwise(before)))
                if a.key == key and _is_label(sent.text, a, b)
            ),
            "",
        )
        if theirs and theirs != number:
            return True
    return False


def _numbered_in(toks: Sequence[_Tok], key: str, number: str) -> bool:
    """Whether *toks* have the word of *key* followed by *number*."""
    return any(t.key == key and u.low == number for t, u in pairwise(toks))


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


# A direction word right after a figure, and its opposites. Narrower than
# _roles._OPPOSITE_COMPARATIVE on purpose: with all its pairs, "40 metres
# taller" of one tower was set against "40 metres shorter" of another (dev-h).
_AFTER_FIGURE_OPPOSITES = {
    "more": {"less", "fewer"}, "less": {"more"}, "fewer": {"more"},
    "higher": {"lower"}, "lower": {"higher"}, "longer": {"shorter"}, "shorter": {"longer"},
    "faster": {"slower"}, "slower": {"faster"}, "earlier": {"later"}, "later": {"earlier"},
    "above": {"below"}, "below": {"above"}, "up": {"down"}, "down": {"up"},
    "ahead": {"behind"}, "behind": {"ahead"},
}  # fmt: skip


def _direction_after(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], mirrored: bool = False
) -> str:
    """The claim's figure followed by a direction the source's same figure has the opposite of.

    "slept 38 minutes more per night" against "slept ... 38 minutes less per
    night"; "finished 12 points ahead" against "12 points behind". A comparison
    the sentence states from its other side (*mirrored*: "40 m higher than the
    Tower" against "the Tower is 40 m lower than the Spire") is no such case.
    """
    for q in info.quants:
        mine = _word_after(info.toks, q.end)
        if mine is None or mine.low not in _AFTER_FIGURE_OPPOSITES:
            continue
        if mirrored and _THAN_NEXT.match(info.text, mine.end):
            continue
        opposites = _AFTER_FIGURE_OPPOSITES[mine.low]
        for _, sent in parts:
            for p in sent.quants:
                theirs = _word_after(sent.toks, p.end)
                if theirs is not None and theirs.low in opposites and entails(p, q):
                    return f"the claim says {q.text!r} {mine.low!r}, the source {theirs.low!r}"
    return ""


_THAN_NEXT = re.compile(r"\s+(?:[a-z]+\s+){0,3}?than\b", re.IGNORECASE)


def _word_after(toks: Sequence[_Tok], at: int) -> _Tok | None:
    """The token starting right after offset *at* (past blanks), if any."""
    i = bisect_left(toks, at, key=_START)
    return toks[i] if i < len(toks) and toks[i].start - at <= 1 else None


# What joins the next item of a list: ", and the stronger Crabtree's Old Ale".
_NEXT_ITEM = re.compile(r",\s+(?:and|but|while|whereas)\s|;\s")


def _figure_of_later_item(info: _ClaimInfo, sent: _Sent) -> str:
    """A claim figure the sentence gives to a later item of a list than the name the
    claim gives it, which gets a figure of its own first, or ''.

    "Netherford Mild was introduced in 1902" against "The firm's best-known
    beers were Netherford Mild, first brewed in 1890, and the stronger
    Crabtree's Old Ale, introduced in 1902".
    """
    if len(sent.quants) < 2:
        return ""  # an item's own figure and the claim's, of another item
    text, toks = sent.text, sent.toks
    for a in info.quants:
        names = {
            t.key
            for i, t in enumerate(info.content)
            if t.end <= a.start
            and not t.flags & _NUMBER
            and (t.flags & _CAP or (i == 0 and info.text[t.start].isupper()))
        }
        pa = _stating(sent.quants, a)
        if not names or len(pa) != 1:
            continue
        p = pa[0]
        at = [t for t in toks if t.key in names]
        if not at or any(t.start > p.start for t in at):
            continue
        own = next(
            (
                o
                for o in sent.quants
                if o.family == p.family and at[-1].end <= o.start and o.end <= p.start
            ),
            None,
        )
        if own is None or any(entails(own, b) for b in info.quants):
            continue  # "the 18-inch model cost $6 more than the 14-inch" names both
        if ":" in text[at[-1].end : own.start] or any(
            t.flags & _CAP for t in toks if at[-1].end <= t.start < own.start
        ):
            continue  # "Grafton Court student flats, Nottingham: Flat 1 ... four"
        if any(
            o.family == p.family and own.end <= o.start and o.end <= p.start for o in sent.quants
        ):
            continue  # items between: "(2002), ... (2007), and Cardiology (2010)"
        join = _NEXT_ITEM.search(text, own.end, p.start)
        if join is None:
            continue
        other = [t for t in toks if join.end() <= t.start < p.start and t.flags & _CAP]
        if other and all(t.key not in names for t in other):
            named = " ".join(t.low for t in other)
            return f"the source gives {p.text!r} to {named!r}, and {own.text!r} to the claim's name"
    return ""


def _item_told_after(info: _ClaimInfo, sent: _Sent, other: Amount, p: Amount) -> bool:
    """Whether source figure *p* comes after *other* with a claim word of its own right
    before it: "books for 1866 record rhubarb at 4d a bundle ..., celery at 2s" gives
    the claim's "celery at 2s" to 1866 as well."""
    if p.start < other.end:
        return False
    before = [
        t for t in sent.toks if other.end <= t.start and t.end <= p.start and t.flags & _CONTENT
    ]
    return bool(before) and p.start - before[-1].end <= 4 and before[-1].key in info.keys


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
        # "was on Quay Street from 1931 until 1987" with "opened on Quay Street
        # in 1931": a year inside a span of years ties the word to it.
        inside = two_ended(q) and any(qty.contained_in(p.q, q.q) for p in same)
        if (
            same
            and not inside
            and not any(entails(p, q) for p in same)
            # "The first ... mail coach ran in 1782" from "ran on 5 January 1846,
            # 64 years after the first": the year the gap gives
            and not year_by_gap(info, q, (sent,))
        ):
            return f"the source gives {t.low!r} with {same[0].text!r}, not with {q.text!r}"
    return ""


def one_exact_date(info: _ClaimInfo) -> Amount | None:
    """The claim's date when it has exactly one and gives it exactly (no bound, no range)."""
    dates = [q for q in info.quants if q.family == "date"]
    if len(dates) != 1 or dates[0].cmp is not None or dates[0].q.low is not None:
        return None
    return dates[0]


def _dated_in_other_clause(info: _ClaimInfo, sent: _Sent) -> str:
    """A word of the claim's dated clause that the sentence gives only in a clause with
    another date, or ''.

    "Vornholt's monthly residency at the Halcyon club started in 2003"
    against "... began playing at the Halcyon club in Brakenfurt in 2003 and
    held a monthly residency there from 2005 to 2013": the residency is
    dated by its own clause, not by 2003.
    """
    q = one_exact_date(info)
    if q is None:
        return ""
    theirs = [p for p in sent.quants if p.family == "date"]
    same = [p for p in theirs if entails(p, q)]
    others = [p for p in theirs if not entails(p, q) and not qty.contained_in(q.q, p.q)]
    if len(same) == 1 and info.lows.isdisjoint(_RELATIVE_WORDS):
        # "... ordered the evacuation two days before landfall": a clause timed
        # from another event is not of the date.
        others += [
            p
            for p in sent.quants
            if p.family == "duration" and _RELATIVE_AFTER.match(sent.text, p.end) is not None
        ]
    if len(same) != 1 or not others:
        return ""
    spans = _spans_between(info.text, 0, len(info.text), _DATED_OR_NAMED_CLAUSE)
    lo, hi = next(((a, b) for a, b in spans if a <= q.start < b), (0, len(info.text)))
    # "formed from ... the institute that had been refounded in 1853": a
    # relative clause holds the date.
    relative = list(_CLAIM_RELATIVE.finditer(info.text, lo, q.start))
    if relative:
        lo = relative[-1].end()
    mine = {t.key for t in info.toks if lo <= t.start < hi and t.flags & _CONTENT}
    home = _clause_keys(sent, same[0], _DATED_OR_NAMED_CLAUSE)
    if home & _REFERRING and _clause_of(sent, same[0], _DATED_OR_NAMED_CLAUSE)[0] > sent.start:
        # "and lost it to Ferri in 2022", "the dome, which was replaced in
        # 1958": the clause refers back. (The sentence's first clause refers
        # to what another sentence names: "it was bought in 1996 by the
        # Lindqvist family, who reopened it in 1999".)
        return ""
    rest = {t.key for t in sent.toks} - home
    # A later clause with a subject of its own ("and the old timber pier was
    # demolished in 1991") borrows nothing from the earlier one, where "... and
    # approved in 2021" or "... and the board in 1995" borrow its words.
    own = _opens_own_subject(sent, same[0], mine)
    # "Castrana's 1967 DC-6 accident happened on the runway": a date in the
    # subject, before any verb, dates the words after it too.
    subject_dated = not any(
        t.end <= q.start
        and info.text[t.start].islower()
        and (t.low in lx.BE_FORMS or lx.past_form(t.low) or t.low.endswith("ed"))
        for t in info.toks
    )
    for p in others:
        if p.start < same[0].start and not own:
            continue  # an earlier clause's words may be the later one's, left out
        if sent.text[max(0, p.start - 2) : p.start].strip() == "(":
            continue  # "Good Charlotte (2000)": a date that labels a name
        there = _clause_keys(sent, p, _DATED_OR_NAMED_CLAUSE)
        if there & home == there:
            continue  # one clause holds both dates
        # The words the claim dates that lead up to its date.
        only = [
            t
            for t in info.toks
            if t.key in mine
            and (t.end <= q.start or subject_dated)
            and t.key in there
            and t.key not in home
            and t.flags & _CONTENT
            and not info.text[t.start].isupper()
        ]
        if only and all(t.key in rest for t in only):
            after = _RELATIVE_AFTER.match(sent.text, p.end) if p.family != "date" else None
            shown = sent.text[p.start : after.end()] if after is not None else p.text
            return f"the source gives {only[0].low!r} with {shown!r}, not with {q.text!r}"
    return ""


def while_apart(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two things the claim says happened at once ("A while B") that the sentence dates
    in two clauses, years apart, or ''.

    "Hartwell was in command of the cruiser Invicta while he led the survey
    of the Tamsin Strait" against "He commanded the cruiser Invicta from 1889
    to 1892 and led the survey of the Tamsin Strait in 1894-95".
    """
    toks = info.toks
    at = next((i for i, t in enumerate(toks) if t.low == "while"), None)
    if at is None or at == 0 or info.quants:
        return ""
    content = {id(t) for t in info.content}
    halves = [{t.key for t in side if id(t) in content} for side in (toks[:at], toks[at + 1 :])]
    if not all(halves):
        return ""
    for _, sent in parts:
        dated = []
        for lo, hi in _clause_spans(sent, _DATED_CLAUSE):
            years = [p for p in sent.quants if lo <= p.start < hi and p.q.kind == "year"]
            if len(years) == 1:
                keys = {t.key for t in sent.toks if lo <= t.start < hi}
                dated.append((keys, years[0]))
        if len(dated) < 2:
            continue
        homes = []
        for half in halves:
            best = max(dated, key=lambda d: len(d[0] & half))
            if len(best[0] & half) < 2:
                break
            homes.append(best)
        if len(homes) != 2 or homes[0] is homes[1]:
            continue
        (_, a), (_, b) = homes
        one, two = _year_span(a), _year_span(b)
        if one is not None and two is not None and (one[1] < two[0] or two[1] < one[0]):
            return f"the source dates them apart ({a.text!r} and {b.text!r}), not at once"
    return ""


def _date_of_others_clause(info: _ClaimInfo, sent: _Sent) -> str:
    """The claim's one date, which the sentence gives in a clause about other names than
    the claim's, the claim's names standing in another clause, or ''.

    "Elsie Warrick served as president of the College of Forestry until 1940"
    against "The School of Mines was led from 1921 to 1940 by Dean Arthur
    Helm, while the College of Forestry's first president was Elsie
    Warrick": the years are Helm's. Not a date that opens the sentence ("In
    1921 the school was divided, and ..."), which may date all its clauses.
    """
    dates = [q for q in info.quants if q.family == "date"]
    if len(dates) != 1:
        return ""
    q = dates[0]
    same = [p for p in sent.quants if p.family == "date" and entails(p, q)]
    if len(same) != 1:
        return ""
    p = same[0]
    spans = _clause_spans(sent, _CONTRASTED_CLAUSE)
    if len(spans) < 2:
        return ""
    lo, hi = next(((a, b) for a, b in spans if a <= p.start < b), (sent.start, sent.end))
    if lo == sent.start and not any(t.flags & _CONTENT for t in sent.toks if t.end <= p.start):
        return ""
    text = info.text
    names = {
        t.key for t in info.content if text[t.start].isupper() and not t.flags & _NUMBER
    } & sent.keys
    if not names:
        return ""
    stext = sent.text
    home = {t.key for t in sent.toks if lo <= t.start < hi}
    theirs = {
        t.key
        for t in sent.toks
        if lo <= t.start < hi
        and t.flags & _CONTENT
        and stext[t.start].isupper()
        and not _in_figure(t, sent.quants)
    }
    # Each of the claim's names stands outside the clause ("Guild" of "the
    # Guild of Dyers' first chair" may stand in both), one only outside it.
    outside = {t.key for t in sent.toks if not lo <= t.start < hi}
    if not names <= outside or names <= home or not theirs - info.keys or home & _REFERRING:
        return ""
    return f"the source gives {p.text!r} in a clause about others, not about the claim's names"


_REFERRING = frozenset(
    _word(w)[1] for w in ("it", "them", "there", "this", "that", "its", "which", "who")
)
# Clauses set side by side, each about its own subject: "...; the Green
# Tower ...", "..., while the College of Forestry's first president was ...".
_CONTRASTED_CLAUSE = re.compile(r"; |, (?:while|whereas|but) ")
_DATED_CLAUSE = re.compile(
    r"; | and (?=[a-z])|, (?:while|whereas|but|when|after|before) |, (?=(?:who|which) [a-z]+ )"
)
# The clauses a sentence dates events in: those, and ", and ...", "... - they ...".
_OWN_CLAUSE = re.compile(_DATED_CLAUSE.pattern + r"|, and | [\u2013\u2014-] ")
# The dated clauses and ", and" before a name that opens a clause of its own
# ("... by Henry Albright, and O. minor was added in 1923 ...").
_DATED_OR_NAMED_CLAUSE = re.compile(_DATED_CLAUSE.pattern + r"|, and (?=[A-Z])")
# A relative clause of a claim: "the institute that had been refounded in 1853".
_CLAIM_RELATIVE = re.compile(r" (?:that|which|who) (?=[a-z])")
# A span of time that times a clause from another event: "two days before".
_RELATIVE_AFTER = re.compile(r" (?:before|after|later|earlier)\b")
_RELATIVE_WORDS = frozenset({"before", "after", "later", "earlier"})


# Words that make a deadline a target: "aims to ... by 2030".
_TARGET_BEFORE = re.compile(
    r"\b(?:aim|aims|aimed|aiming|target|targets|targeted|goal|plans?|planned|pledged?|"
    r"intends?|intended|promised?|vowed?|committed)\b",
    re.I,
)


def _led_elsewhere(
    info: _ClaimInfo,
    q: Amount,
    hits: list[tuple[Amount, Chunk, _Sent]],
    same: list[tuple[Amount, Chunk, _Sent]],
) -> bool:
    """Whether the word right before the claim's figure leads only another figure of the sentence.

    "The penalty is capped at 2% of the order value" is not stated by "a
    penalty of 2% of the order value for each week of late delivery, capped
    at 10% of the order value": "capped" leads the 10%.
    """
    mine = _lead_word(info.toks, q)
    if mine is None or mine.low in _CHANGE_VERBS or mine.low in _CHANGE_NOUNS:
        return False  # "rose", "up" lead many figures of a sentence

    def lead(x: tuple[Amount, Chunk, _Sent]) -> str:
        theirs = _lead_word(x[2].toks, x[0])
        return theirs.key if theirs is not None else ""

    if any(lead(x) in _ANTONYMS.get(mine.key, ()) for x in hits):
        return False  # "a loss of $3 million": _opposite_lead says so
    if any(lead(x) == mine.key for x in hits):
        return False
    # "won the Coral Bay Open on 17 under" is not led the way "won the Coral
    # Bay Open by two shots" is: a preposition between them tells them apart.
    link = _link_word(info.toks, q)
    if not any(_link_word(h[2].toks, h[0]) == link for h in hits):
        link = ""  # the sentence links its figure otherwise: the preposition tells nothing
    led = [
        x
        for x in same
        if lead(x) == mine.key
        and all(x is not h for h in hits)
        and (not link or _link_word(x[2].toks, x[0]) in ("", link))
    ]
    return (
        bool(led)
        and not _rows_alike(info, q, hits[0], led)
        and not any(_row_mates(info, q, h) for h in hits)
    )


def _with_year(p: Amount, chunk: Chunk) -> Amount:
    """*p*, a day and month without a year, dated by the one year its chunk's topic names
    ("As of March 16, Massachusetts had 197 cases" on the page "2020 coronavirus
    pandemic in Massachusetts"), when the chunk's text names no other year."""
    if not _yearless(p):
        return p
    year = _topic_year(" ".join(x for x in (chunk.title, chunk.document_id) if x), chunk.text)
    return p if year is None else _dated(p, year)


def _one_year(parts: tuple[tuple[Chunk, _Sent], ...]) -> int | None:
    """The one year that the sentences' full dates (day or month and year) give, if one."""
    years = {
        p.q.date[0]
        for _, sent in parts
        for p in sent.quants
        if p.family == "date" and p.q.date and p.q.date[0] is not None and p.q.date[1] is not None
    }
    return years.pop() if len(years) == 1 else None


def _yearless(q: Amount) -> bool:
    """Whether *q* is a day and month, or a month, written with no year."""
    date = q.q.date
    return q.family == "date" and date is not None and date[0] is None and date[1] is not None


def _dated(q: Amount, year: int) -> Amount:
    """*q*, a day and month with no year, in *year*; any other figure as it is."""
    date = q.q.date
    if date is None or not _yearless(q):
        return q
    return q._replace(q=dataclasses.replace(q.q, date=(year, *date[1:])))


@lru_cache(maxsize=1024)
def _topic_year(topic: str, text: str) -> int | None:
    """The one year a chunk's *topic* (title, document id) names, if its *text* names no other."""
    years = {int(y) for y in _YEAR.findall(topic)}
    if len(years) != 1:
        return None
    year = years.pop()
    return year if {int(y) for y in _YEAR.findall(text)} <= {year} else None


_YEAR = re.compile(r"(?<![\d.,])(1[6-9]\d\d|20\d\d)(?!\d|[.,]\d)")


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
    hits = [x for x in same if entails(x[0], q) and not _compound_figure(info, q, x[0], x[1])]
    if not hits:
        return None
    if len(same) == 1:
        return hits[0][0]
    near = _claim_context(info.text, q.start, info.old_money)
    mine = _lead_pair(info.text, info.toks, q)
    if mine is not None:
        # "Students pay £18" against "... pay £20 a month and students pay £18":
        # the two words that lead the claim's figure lead the sentence's.
        for p, chunk, sent in hits:
            if (
                _lead_pair(chunk.text, sent.toks, p) == mine
                # "includes seven dinners" is not "includes seven nights'"
                and _alignment(near, _source_context(chunk.text, sent.pos, p.start)) >= 0
            ):
                return p
    if not near[1]:
        return None if _led_elsewhere(info, q, hits, same) else hits[0][0]

    def fit(x: tuple[Amount, Chunk, _Sent]) -> int:
        p, chunk, sent = x
        return _alignment(near, _source_context(chunk.text, sent.pos, p.start))

    best_hit = max(hits, key=fit)
    score = fit(best_hit)
    rivals = [x for x in same if not entails(x[0], q)]
    counted = _counted(info.toks, info.text, q) if q.family == "number:None" else frozenset()
    if counted and counted & _counted(best_hit[2].toks, best_hit[1].text, best_hit[0]):
        # "600 homes" against "600 homes across three sites": the three count
        # sites, not homes, however many of the claim's words follow them.
        rivals = [
            x
            for x in rivals
            if (not (c := _counted(x[2].toks, x[1].text, x[0])) or c & counted)
            # "40 clubs entered ..., and 14 of them played": a part of the hit's
            and not _OF_THEM.match(x[1].text, x[0].end)
        ]
    rival = max((fit(x) for x in rivals), default=-1)
    if (
        rival >= 3
        and rival > score
        # "sold in 2.5-litre and 5-litre tins": the hit shares the noun that
        # follows the figure joined to it.
        and not any(
            x[1] is best_hit[1]
            and _ELLIPTICAL_JOIN.fullmatch(x[1].text, best_hit[0].end, x[0].start)
            for x in rivals
            if fit(x) == rival
        )
        and not any(_shared_tail(near, best_hit, x) for x in rivals if fit(x) == rival)
        and not _led_alike(info, q, best_hit)
        and not _rows_alike(info, q, best_hit, [x for x in rivals if fit(x) == rival])
        and not _row_mates(info, q, best_hit)
        and not _tally_row(info, best_hit, [x for x in rivals if fit(x) == rival])
    ):
        return None
    return best_hit[0]


def _compound_figure(info: _ClaimInfo, q: Amount, p: Amount, chunk: Chunk) -> bool:
    """Whether *p* is a bare count joined by a hyphen to a word the claim lacks ("two-reel").

    "Two of her three talkies made a profit" is not stated by "most of them
    two-reel comedies": that figure describes the reels, not a count of the
    claim's things. A claim that joins its figure too ("a two-reel comedy") or
    names the joined word ("two reels") is compared as usual, but for a word it
    joins to a figure of its own.
    """
    if q.family != "number:None" or info.text[q.end : q.end + 1] == "-":
        return False
    m = _HYPHENED_WORD.match(chunk.text, p.end)
    if m is None:
        return False
    word = _key(m.group(1).lower())
    # ("Four of its six presses were four-colour perfectors": the claim joins the
    # word to a figure of its own, which names no count of q's things)
    return word not in info.keys or any(
        r is not q
        and entails(p, r)
        and (n := _HYPHENED_WORD.match(info.text, r.end)) is not None
        and _key(n.group(1).lower()) == word
        for r in info.quants
    )


_HYPHENED_WORD = re.compile(r"-([A-Za-z]{3,})")


# Between two figures that share the noun after the second: "2.5-litre and 5-litre tins".
_ELLIPTICAL_JOIN = re.compile(r"\s*,?\s*(?:and|or)\s+|\s*,\s*")


def _shared_tail(
    near: tuple[frozenset[str], frozenset[str]],
    hit: tuple[Amount, Chunk, _Sent],
    rival: tuple[Amount, Chunk, _Sent],
) -> bool:
    """Whether the words after *rival* are said of *hit* too, and then fit the claim as well.

    "adults one third off and children 60% off most Off-Peak fares": both
    figures are "off" the same fares, though only the second is written next
    to them, so "a third off Off-Peak fares" is the first figure's.
    """
    p, chunk, _ = hit
    r, other, _ = rival
    if other is not chunk or r.start < p.end:
        return False
    gap = _PARALLEL_ITEM.fullmatch(chunk.text, p.end, r.start)
    after = _WORD_AFTER.match(chunk.text, r.end)
    if gap is None or after is None or after[1] != gap["w"]:
        return False
    own = _source_context(chunk.text, hit[2].pos, p.start)
    theirs = _source_context(chunk.text, rival[2].pos, r.start)
    if (near[0] | near[1]) & theirs[0]:
        return False  # "pensioners a third off": the claim names the second item
    return _alignment(near, (own[0], own[1] | theirs[1])) >= _alignment(near, theirs)


# "<figure> off and children <figure> off": the word after each figure is the
# same, and one or two words name the second item.
_PARALLEL_ITEM = re.compile(r"\s+(?P<w>[^\W\d_]+)\s*,?\s+(?:and|or)\s+(?:[^\W\d_]+\s+){1,2}")
_WORD_AFTER = re.compile(r"\s+([^\W\d_]+)\b")


def _tally_row(
    info: _ClaimInfo, hit: tuple[Amount, Chunk, _Sent], rivals: list[tuple[Amount, Chunk, _Sent]]
) -> bool:
    """Whether the words after *hit* in its list item are the claim's, and each rival's are not.

    "with 151 members voting against it" against "with 142 members in favour,
    151 against and 7 abstentions": 151's item says "against", as the claim
    does, and 142's says "in favour", which the claim does not.
    """

    def own(x: tuple[Amount, Chunk, _Sent]) -> set[str]:
        p, chunk, sent = x
        words: set[str] = set()
        for t in sent.toks:
            if t.start < p.end:
                continue
            if _TALLY_END.search(chunk.text, p.end, t.start) or t.flags & _NUMBER:
                break
            if t.flags & _CONTENT:
                words.add(t.key)
        return words

    mine = own(hit)
    return bool(mine) and mine <= info.keys and all(own(x) - info.keys for x in rivals)


_TALLY_END = re.compile(r"[,;:()]|\band\b")


def _counted(toks: Sequence[_Tok], text: str, a: Amount) -> frozenset[str]:
    """Keys of what a bare count counts: the content words right after it.

    "Twelve artists are" gives {artist}, "five local groups this year" {local,
    group}; a count followed by anything else ("3 of", "12, while") gives none.
    """
    i = bisect_left(toks, a.end, key=_START)
    end = a.end
    words = []
    while i < len(toks) and toks[i].flags & _CONTENT and text[end : toks[i].start] == " ":
        words.append(toks[i].key)
        end = toks[i].end
        i += 1
    return frozenset(words)


def _counts_apart(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount, cited: Sequence[Chunk]
) -> bool:
    """Whether claim count *q* and source count *p* count two things the cited text tells apart."""
    if q.family != "number:None" or p.family != "number:None" or q.cmp is not None:
        return False
    mine = _counted(info.toks, info.text, q)
    theirs = _counted(home[1].toks, home[0].text, p)
    if not mine or not theirs or mine & theirs:
        return False
    return any(k in _analyze_chunk(c.text).index for c in cited for k in mine)


# A change leading into the value it started from: "up from", "fell to 34 from".
_CHANGED_FROM = re.compile(
    r"\b(?:up|down|rose|rise[sn]?|rising|fell|fallen|falls?|falling|grew|grown|dropped|drops?"
    r"|climbed|increase[sd]?|increasing|decrease[sd]?|decreasing|declined|jumped|slipped|went"
    r"|goes|going|risen|improved|cut|cuts|raised?|raises|raising|reduced?|reduces|reducing"
    r"|change[sd]?|changing|move[sd]?|moving)\b(?:[^.;]|(?<=\d)\.(?=\d))*\bfrom\s*$",
    re.IGNORECASE,
)


_TO_NEXT = re.compile(r"\s+to\s+$")


def _before_change(pool: Sequence[tuple[Amount, Chunk, _Sent]], p: Amount) -> bool:
    """Whether source figure *p* is the value a change started from, beside the value it reached."""
    for x, chunk, sent in pool:
        if x is p:
            lo = max(sent.start, p.start - 80)
            text = chunk.text
            return _CHANGED_FROM.search(text, lo, p.start) is not None and any(
                y is not p
                and y.family == p.family
                # "38.4, up from 36.1"; "cut from 40mph to 30mph"
                and (y.start < p.start or _TO_NEXT.match(text, p.end, y.start) is not None)
                for y in sent.quants
            )
    return False


def _row_mates(info: _ClaimInfo, q: Amount, hit: tuple[Amount, Chunk, _Sent]) -> bool:
    """Whether every other figure of the claim stands in *hit*'s clause, as a row does.

    "income between 40,001 and 95,000 crowns is taxed at 32%" against "Income
    from 12,001 to 40,000 crowns is taxed at 18%, income from 40,001 to 95,000
    crowns at 32%, ...": the words after the first band fit the claim better,
    but the claim's 32% stands beside the second, as its row. Failing a row
    between commas, a clause of the sentence that holds the claim's figures and
    no others will do: "while the larger Scarrow Reservoir is at 74%, compared
    with 88%".
    """
    p, chunk, sent = hit
    # A bound is a mate too: "children under 12: 5–10 ml".
    mates = [c for c in info.quants if c is not q and c.cmp in _ROW_CMPS]
    if not mates:
        return False
    for edge, alone in ((CLAUSE_EDGE, False), (_MAJOR_CLAUSE, True)):
        lo, hi = _clause_around(chunk.text, sent, p, edge)
        inside = [x for x in sent.quants if lo <= x.start and x.end <= hi]
        if alone and any(not any(entails(x, c) for c in info.quants) for x in inside):
            continue
        # "a 7-year-old" is one of the row's "children under 12".
        ages = any(age_in_scope(x, c) and entails(x, c) for x in inside for c in mates)
        if all(
            t.key in info.keys or t.low in _ROW_JOINS or (ages and t.low in _AGE_GROUPS)
            for t in sent.toks
            # The row names nothing the claim does not: "while Herons centre
            # Malik Owens had 24 points and 15 rebounds" is no row of Andre Fields's.
            if lo <= t.start
            and t.end <= hi
            and t.flags & _CONTENT
            and not _in_figure(t, sent.quants)
        ) and all(any(x is not p and entails(x, c) for x in inside) for c in mates):
            return True
    return False


# Where a clause ends, commas apart: a semicolon, or "while", "whereas", "but".
_MAJOR_CLAUSE = re.compile(r";|\b(?:while|whereas|but)\b", re.IGNORECASE)
# The clauses _closest_clauses weighs: the major ones, and an alternative told
# after a comma ("a 13-week target, or 16 weeks if an assessment is needed").
_ALTERNATIVE_CLAUSE = re.compile(_MAJOR_CLAUSE.pattern + r"|,\s*or\b", re.IGNORECASE)
_ROW_JOINS = frozenset({"compared", "against", "versus"})
_ROW_CMPS = frozenset({None, "<", "<=", ">", ">="})
_AGE_GROUPS = frozenset(
    "children child babies baby infants infant toddlers adults adult teenagers teens young people"
    " pupils juniors seniors".split()
)


def _clause_around(text: str, sent: _Sent, p: Amount, edge: re.Pattern[str]) -> tuple[int, int]:
    """The span of the clause of *sent* that holds figure *p*, clauses ending at *edge*."""
    lo, hi = sent.start, sent.end
    for m in edge.finditer(text, sent.start, sent.end):
        if m.end() <= p.start:
            lo = m.end()
        elif m.start() >= p.end:
            hi = m.start()
            break
    return lo, hi


def _rows_alike(
    info: _ClaimInfo,
    q: Amount,
    hit: tuple[Amount, Chunk, _Sent],
    rivals: list[tuple[Amount, Chunk, _Sent]],
) -> bool:
    """Whether *hit* and its better-fitting *rivals* are rows of one list, as *q* is written.

    "costs £2 for up to two hours and £4 for up to four hours": the words
    before £2 ("costs") lead the whole list, and each figure is followed by
    "for" as the claim's "£4 for three hours" is; which row the claim's
    figure belongs to is told by what follows, not by what leads.
    """
    after = _word_after(info.toks, q.end)
    if after is None or after.low not in _SCOPE_PREPOSITIONS:
        return False
    mine = _scope_after(info.toks, q)
    for p, _, sent in (hit, *rivals):
        word = _word_after(sent.toks, p.end)
        if word is None or word.low != after.low:
            return False
        theirs = _scope_after(sent.toks, p) if mine is not None and p is not hit[0] else None
        if mine is not None and theirs is not None and theirs[1].key == mine[1].key:
            return False  # "3% in the Corvastin group": the rival's row is the claim's
    return True


def _led_alike(info: _ClaimInfo, q: Amount, hit: tuple[Amount, Chunk, _Sent]) -> bool:
    """Whether the figure right before *q* in the claim is right before *hit* in the source.

    "declined 4% to $41 million ... even as revenue grew 12%" against "rose
    12% to $318 million in fiscal 2023, while operating income fell 4% to $41
    million": the words around $41 million fit $318 million better, but the
    4% before it pairs it with the source's own $41 million.
    """
    p, chunk, sent = hit
    mine = next(
        (a for a in info.quants if _next_figure(info.text, info.toks, info.quants, a) is q), None
    )
    if mine is None:
        return False
    return any(
        _next_figure(chunk.text, sent.toks, sent.quants, b) is p and entails(b, mine)
        for b in sent.quants
    )


# What a figure is to the words before it: a change ("rose by 5%", "fell 3%"),
# the start or end of one ("from 200", "to 100"), or a level ("stood at 5%").
_ROLE_BEFORE = re.compile(
    r"\b(?:([a-z]+)\s+)?(by|from|to|at|of)\s+(?:[$\u20ac\u00a3]\s*)?$", re.IGNORECASE
)
_CHANGE_NOUNS = frozenset(
    """
    increase increases rise rises decrease decreases decline declines drop drops fall falls
    cut cuts reduction reductions growth gain gains jump jumps
    """.split()
)
_CHANGE_VERBS = frozenset(
    """
    rose risen rise rises fell fallen fall falls grew grown grow grows increased increase
    increases decreased decrease decreases reduced reduce reduces cut cuts lowered lower lowers
    raised raise raises dropped drop drops declined decline declines climbed climb climbs
    jumped jump jumps gained gain gains shrank shrunk shrink expanded expand extended extend
    shortened shorten boosted boost lifted lift slashed slash up down
    slowed slows eased eases accelerated accelerates quickened
    """.split()
)
_ROLE_WORDS = ("by", "from", "to", "at", "of")  # the words _ROLE_BEFORE ends with
_ROLE_NAMES = {"delta": "change", "from": "starting value", "to": "end value", "at": "level"}


@lru_cache(maxsize=8192)
def _role(text: str, start: int) -> str | None:
    """The role of the figure at *start*: "delta", "from", "to", "at" or None (unmarked)."""
    head = text[max(0, start - 30) : start]
    # The pattern is tried at every character of the head; most heads do not
    # end with one of its words, which a look at the end tells.
    ending = head.rstrip().rstrip("$\u20ac\u00a3").rstrip().lower()
    m = _ROLE_BEFORE.search(head) if ending.endswith(_ROLE_WORDS) else None
    if m is not None:
        before, word = (m[1] or "").lower(), m[2].lower()
        if word == "to" and before in ("up", "down"):
            return None  # "up to 25 kg" is a bound
        if word == "of":
            # "an increase of 12%" is a change; "revenue of $8.4 billion" a level.
            return "delta" if before in _CHANGE_NOUNS else "at"
        if word == "by":
            # "fell by 5%" is a change; "reviewed by 16 critics" names an agent.
            return "delta" if before in _CHANGE_VERBS else None
        return word
    words = head.rsplit(None, 1)
    if words and words[-1].lower() in _CHANGE_VERBS:
        return "delta"  # "rose 12%", "up 8.3%"
    return None


# A claim that speaks of the level before a change: "£30,500 before the
# September rise", "had been 8.15m before the final".
_BEFORE_CHANGE = re.compile(r"\b(?:before|previously|had been|prior to|formerly)\b", re.IGNORECASE)
# The words of such a claim that the change's figures explain ("prior" of "prior to").
BEFORE_WORDS = frozenset({"before", "previously", "prior", "formerly"})
# ... or of any time before, or of the past: "Until June 2022 ... had a 50mph
# limit" may state the value a change started from.
_EARLIER_TIME = re.compile(
    _BEFORE_CHANGE.pattern + r"|\b(?:until|till|originally|used to|was|were)\b", re.IGNORECASE
)
_RISE_VERBS = frozenset(
    """
    rose risen rise rises grew grown grow grows increased increase increases raised raise
    raises climbed climb climbs jumped jump jumps gained gain gains expanded expand extended
    extend boosted boost lifted lift up accelerated accelerates quickened
    """.split()
)


_BY_BEFORE = re.compile(r"\bby\s+$", re.IGNORECASE)


def change_worked(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How claim change *q* is the difference of a level a sentence gives before
    and after, in the direction the claim's verb says, or ''.

    "Dropped by 0.3 percentage points" from "fell to 4.1% ..., down from
    4.4%"; "rose by 2,600" from "rose from 61,200 to 63,800". The sentence must
    give exactly one starting value and one end value of the claim's kind.
    """
    mine = q.q.value
    if mine is None or q.cmp not in (None, "~"):
        return ""
    if q.family == "percent:percent":
        return ""  # "rose by 0.3%" is relative; "from 4.1% to 4.4%" rose by 0.3 points
    # "increased their vote share by 5.7 percentage points": the verb's object
    # may stand between it and "by".
    if _role(info.text, q.start) != "delta" and not _BY_BEFORE.search(
        info.text, max(0, q.start - 4), q.start
    ):
        return ""
    rises = _change_rises(info.text, 0, q.start)
    if rises is None:
        return ""
    sign = 1 if rises else -1
    family = "percent:percent" if q.family == "percent:percentage_point" else q.family
    tolerance = amount_tolerance(q)
    for chunk, sent in parts:
        ends: dict[str, list[Amount]] = {"from": [], "to": []}
        for p in sent.quants:
            role = _role(chunk.text, p.start) if p.family == family else None
            if role in ends and p.q.value is not None and p.cmp is None:
                ends[role].append(p)
        if not ends["from"] and len(ends["to"]) == 1:
            # "Her wage, which had reached 22s a week in 1917, was raised to 35s":
            # the one level of the sentence before its end value is the start.
            ends["from"] = [
                p
                for p in sent.quants
                if p.family == family
                and p.start < ends["to"][0].start
                and p.cmp in (None, "~")
                and p.q.value is not None
                and _role(chunk.text, p.start) in (None, "at")
            ]
        if len(ends["from"]) != 1 or len(ends["to"]) != 1:
            continue
        a, b = ends["from"][0], ends["to"][0]
        change = (b.q.value or 0.0) - (a.q.value or 0.0)
        if change * sign > 0 and abs(abs(change) / (q.q.factor or 1.0) - mine) <= tolerance:
            return f"{q.text} = {b.text} − {a.text}"
    return ""


def change_of_steady(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A change the claim gives a figure the sentence says stays as it is, or ''.

    "is raising its annual standing charge from £29" against "The annual
    standing charge stays at £29": the sentence says the charge does not move.
    """
    verbs = [t for t in info.toks if t.low in _CHANGE_VERBS or t.low in _CHANGE_ING]
    if not verbs:
        return ""
    for q in info.quants:
        if q.cmp is not None or not any(v.end <= q.start for v in verbs):
            continue
        for chunk, sent in parts:
            for p in sent.quants:
                if p.cmp is not None or p.family != q.family or not entails(p, q):
                    continue
                steady = _STEADY_BEFORE.search(chunk.text, max(sent.start, p.start - 24), p.start)
                if steady is None:
                    continue
                # the thing said to stay: the sentence's words before it, the claim's
                thing = {
                    t.key for t in sent.toks if t.start < steady.start() and t.flags & _CONTENT
                }
                if len(thing & info.keys) >= 2:
                    what = [t.low for t in sent.toks if t.start < steady.start()][-1]
                    return f"the source says the {what} {steady[0].strip()} {p.text}"
    return ""


def then_compared(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]
) -> tuple[bool, int, str] | None:
    """How a claim comparison with an earlier date ("deeper than it had been in March
    2023") stands to the change the sentence gives from that date: whether it holds,
    where the comparative is, and a note; None when the sentence gives no such change.

    "found the Lintel Channel deeper than it had been in March 2023" against
    "found a least depth of 1.3 metres ..., down from 2.1 metres in the previous
    survey of March 2023": the depth fell. The sentence must name the measure
    the comparative speaks of ("depth" of "deeper").
    """
    m = _THAN_THEN.search(info.text) if "than" in info.lows else None
    if m is None:
        return None
    word = m["word"].lower()
    measure, rises = _MEASURE_OF.get(word, ("", True))
    dates = [q for q in info.quants if q.family == "date" and q.start >= m.end()]
    if not measure or len(dates) != 1:
        return None
    then = dates[0]
    for chunk, sent in parts:
        if measure not in sent.keys:
            continue
        for change in _FROM_CHANGE.finditer(chunk.text, sent.start, sent.end):
            went_up = change["dir"].lower() in ("up", "rose", "risen", "increased")
            later = [
                p
                for p in sent.quants
                if p.family == "date" and change.end() <= p.start <= change.end() + 60
            ]
            if later and entails(later[0], then):
                said = chunk.text[change.start() : later[0].end]
                if went_up == rises:
                    return True, m.start("word"), f"{word} = {said!r}"
                return (
                    False,
                    m.start("word"),
                    (f"the claim says {word!r} than in {then.text}, the source {said!r}"),
                )
    return None


# "deeper than it had been in March 2023", "higher than it was in 2019"
_THAN_THEN = re.compile(
    r"\b(?P<word>[a-z]+er)\s+than\s+(?:it|they|he|she)\s+(?:had\s+been|was|were|did)\s+"
    r"(?:in|on|at)\b",
    re.IGNORECASE,
)
# A comparative, the key of the measure it speaks of and whether it says more of it.
_MEASURE_OF = {
    "deeper": (_key("depth"), True),
    "shallower": (_key("depth"), False),
    "longer": (_key("length"), True),
    "shorter": (_key("length"), False),
    "wider": (_key("width"), True),
    "narrower": (_key("width"), False),
    "heavier": (_key("weight"), True),
    "lighter": (_key("weight"), False),
    "taller": (_key("height"), True),
}
# "down from 2.1 metres in the previous survey of March 2023"
_FROM_CHANGE = re.compile(
    r"\b(?P<dir>down|up|fell|rose|risen|fallen|dropped|increased|decreased)\s+from\s+",
    re.IGNORECASE,
)


_CHANGE_ING = frozenset(
    "raising increasing rising cutting reducing lowering lifting dropping".split()
)
# "stays at £29", "remains unchanged at 4.5%", "is frozen at £120".
_STEADY_BEFORE = re.compile(
    r"\b(?:stays?|stayed|remains?|remained|(?:is|was|are|were)\s+(?:frozen|held|kept|unchanged))"
    r"(?:\s+unchanged)?\s+at\s+$",
    re.IGNORECASE,
)


def level_before(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How claim figure *q* is the level before a change a sentence gives, or ''.

    "Starting pay is £30,500 before the September rise" from "will rise by
    £1,800 to £32,300": the end value less the rise (or plus the fall). The
    claim must say it speaks of before ("before", "previously", "had been").
    """
    mine = q.q.value
    if mine is None or q.cmp not in (None, "~") or q.family == "date":
        return ""
    if not _BEFORE_CHANGE.search(info.text):
        return ""
    tolerance = amount_tolerance(q)
    for chunk, sent in parts:
        text = chunk.text
        ends = [p for p in sent.quants if p.family == q.family and _role(text, p.start) == "to"]
        for d in sent.quants:
            if d.family != q.family or _role(text, d.start) != "delta":
                continue
            rises = _change_rises(text, sent.start, d.start)
            if rises is None:
                continue
            sign = -1 if rises else 1
            for y in ends:
                if (
                    y.start > d.start
                    and d.q.value is not None
                    and y.q.value is not None
                    and abs(y.q.value + sign * d.q.value - mine) <= tolerance
                ):
                    how = f"{y.text} {'−' if sign < 0 else '+'} {d.text}"
                    return f"{q.text} = {how}, the level before the change"
    return ""


_CHANGE_VERB_BEFORE = re.compile(
    # "increased their vote share by": an object of up to three words before "by"
    r"\b(" + "|".join(sorted(_CHANGE_VERBS)) + r")\s+(?:(?:[a-z'\u2019]+\s+){0,3}?by\s+)?"
    r"(?:[$\u20ac\u00a3]\s*)?$",
    re.IGNORECASE,
)


def _change_rises(text: str, lo: int, at: int) -> bool | None:
    """Whether the change verb right before the figure at *at* ("fell by", "rose")
    says a rise; None when no change verb stands there (searched from *lo*)."""
    verb = _CHANGE_VERB_BEFORE.search(text, max(lo, at - 48), at)
    return None if verb is None else verb[1].lower() in _RISE_VERBS


def _roles_clash(a: str, b: str | None) -> bool:
    """A change against a level or an end, or a start against an end."""
    if b is None or a == b:
        return False
    return "delta" in (a, b) or {a, b} == {"from", "to"}


_BOUNDS = frozenset({">", ">=", "<", "<="})
_CONDITIONAL = re.compile(r"\b(?:if|when|whenever|unless|once)\b[^,;:.]*$", re.IGNORECASE)


def _conditional(text: str, lo: int, start: int) -> bool:
    """Whether the figure at *start* is in an "if"/"when" clause that begins after *lo*."""
    return _CONDITIONAL.search(text, max(lo, start - 80), start) is not None


# A period that scopes a figure: "after 26 weeks", "in 2022" (not "every 4 hours").
_SCOPE_BEFORE = re.compile(r"\b(?:after|over|within|in|during|for)\s+$", re.IGNORECASE)
# "seven fewer than the People's Union", "$20 a month more than the Essential
# plan", "3.7 kg more body weight than": a figure followed by a comparison
# with something other than a figure.
# Up to two words, and a rate's "per game": "1.5 points per game more than".
_FREE_WORDS = (
    r"(?:(?!(?:with|and|or|in|of|for|to|at|by|on|from|than)\b)[a-z]+\s+){0,2}"
    # ("0.4 tons an acre more than", "400 gross a month more than")
    r"(?:(?:per|an?)\s+[a-z]+\s+)?"
)
_DIFFERENCE = re.compile(
    r"\s+"
    + _FREE_WORDS
    # the words a gap worked out from two figures may take ("£260 dearer than")
    + f"(?:{'|'.join(sorted(DIRECTION_WORDS))})"
    # ("22s the hundredweight cheaper in 1822 than in 1818")
    + r"\s+(?:(?:at|in|on|for|with|per)\s+(?:\d{4}\s+)?)?"
    + _FREE_WORDS
    # (not a bound: "fewer than six")
    + r"than\b(?!\s*(?:[$\u20ac\u00a3]|\d|(?:"
    + "|".join(qty.SMALL_NUMBER_WORDS)
    + r")\b))",
    re.IGNORECASE,
)
# A figure that describes the case a rule is applied to ("a pet weighing
# 10 kg", "a student who scores 45%"), and a figure that states a rule's
# threshold ("the pass mark is 40%", "up to 8 kg").
_CASE_VALUE = re.compile(
    r"\b(?:weighing|aged|scoring|earning|measuring|costing|lasting|worth|totalling|totaling"
    r"|driving|donating|giving up|borrowing|investing|saving|spending|whose"
    r"|^for\s+(?:a|an)\s+(?:\w+\s+){0,3}of"
    r"|with\s+(?:the\s+)?(?:\w+\s+){1,2}at"
    r"|valued at|(?:who|that|which|whose\s+\w+)\s+(?:\w+\s+)?(?:scores?|scored|earns?|earned"
    r"|books?|booked|orders?|ordered|sends?|sent"
    r"|weighs?|weighed|measures?|lasts?|costs?|has|have|had|gets?|got|is|are|was|were"
    r"|(?:\w+\s+)?of)|with\s+(?:a\s+|an\s+|its\s+|their\s+)?(?:\w+\s+)?\w+\s+of"
    r"|(?:who|that)\s+(?:has|have|had)\s+\w+(?:\s+\w+){0,3}?\s+for"
    # "Having completed a quarter of a course", "who has used 25% of"
    r"|having\s+\w+ed|(?:who|that)\s+(?:has|have|had)\s+(?:already\s+)?\w+ed"
    # "Hemp that cost Rennick 40 shillings": what it cost someone
    r"|(?:that|which)\s+cost(?:\s+\w+){1,2})"
    r"\s+(?:only\s+|just\s+|exactly\s+)?(?:a\s+|an\s+)?$",
    re.IGNORECASE,
)
# "must be at least 21 and have held a full licence for two years": the
# bound goes on to the second figure of the requirement.
_SHARED_BOUND = re.compile(
    r"\b(?:at least|a minimum of|no (?:fewer|less) than)\s+\S+\s+(?:\w+\s+)?and"
    r"(?:\s+\w+){1,6}\s+$",
    re.IGNORECASE,
)
# A figure a rule works with rather than states of a case: "the first 10,000
# miles", "for every 1 crown", "CPI plus 1.5%", "below the 13,200-crown".
_RULE_PARAMETER_BEFORE = re.compile(
    r"\b(?:first|every|each|per|plus|minus|above|below|over|under|beyond|exceeding)"
    r"\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# "the 13,200-crown Basic Personal Allowance", "a £2,000 limit".
_THRESHOLD_AFTER = re.compile(
    r"[\s-]*(?:[\w-]+\s+){0,3}?(?:threshold|allowance|limit|cap|ceiling)\b", re.IGNORECASE
)
_THRESHOLD_BEFORE = re.compile(
    r"\b(?:pass mark|pass rate|threshold|cut-?off|minimum|maximum|limit|cap|ceiling|allowance)"
    r"\s+(?:\w+\s+){0,3}(?:is|of|at|was|are|be)\s+$"
    # "up to one year before normal retirement age, which is 65"
    r"|\bretirement age,?\s+(?:which|that)\s+is\s+$",
    re.IGNORECASE,
)


def _case_against_rule(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether the claim's *q* describes a case that the source's *p* sets a rule for.

    "A student who scores 45% passes" against "the pass mark is 40%", "A pet
    weighing 10 kg must travel in the hold" against "pets weighing up to 8 kg
    may travel in the cabin": the case's figure is not the rule's, and
    whether the rule lets the case through is for a reader, not a
    difference of figures.
    """
    if q.cmp is not None or not _CASE_VALUE.search(info.text, max(0, q.start - 40), q.start):
        return False
    text, sent = home[0].text, home[1]
    if not (
        p.cmp in _BOUNDS
        or _THRESHOLD_BEFORE.search(text, max(sent.start, p.start - 40), p.start)
        or _RULE_PARAMETER_BEFORE.search(text, max(sent.start, p.start - 24), p.start)
        or _THRESHOLD_AFTER.match(text, p.end)
        or (p.cmp is None and _SHARED_BOUND.search(text, max(sent.start, p.start - 80), p.start))
    ):
        return False
    # "A supporter aged 40 pays £180" against "£180 for supporters aged 65 and
    # over; all other adult supporters pay £310": the claim gives the case
    # the band's own figure, which another band's figure replaces.
    for b, partner in _partners(info, q, sent, p):
        if entails(partner, b) and any(
            x.family == b.family and not entails(x, b) for x in sent.quants
        ):
            return False
    return True


def _case_of_bounded_kind(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount
) -> bool:
    """Whether claim figure *q* measures one thing of a kind ("a 3 MB file") that the
    source bounds for a rule ("pauses in files larger than 5 MB"): the case is not
    the rule's figure, and whether the rule reaches it is for a reader. A claim that
    gives the case the rule's own outcome ("A £5,000 loan is charged 1% a month"
    against "Loans up to £3,000 are charged at 1%") is read as before."""
    if q.cmp is not None or p.cmp not in _BOUNDS or not _ONE_THING.search(info.text, 0, q.start):
        return False
    sent = home[1]
    outcomes = [y for y in sent.quants if y is not p and not _names_a_thing(sent, y)]
    if any(x is not q and entails(y, x) for x in info.quants for y in outcomes):
        return False
    after = info.toks[bisect_left(info.toks, q.end, key=_START) :]
    noun = next((t for t in after[:2] if t.flags & _CONTENT and not t.flags & _NUMBER), None)
    if noun is None:
        return False
    kind = _token_before(sent.toks, p)
    return kind is not None and kind.low.endswith("s") and kind.key == noun.key


def _names_a_thing(sent: _Sent, y: Amount) -> bool:
    """Whether figure *y* is part of a name ("version 3", "Route 66"), not a measure."""
    before = _token_before(sent.toks, y)
    return before is not None and (before.low in _NAMING_WORDS or bool(before.flags & _CAP))


_NAMING_WORDS = frozenset({"version", "release", "v", "model", "mark", "no", "number"})


# "a 3 MB file": one thing of a kind, measured.
_ONE_THING = re.compile(r"\b(?:a|an|one)\s+$", re.IGNORECASE)


_DEFAULT_LIMIT = re.compile(
    r"\bby default\b|\b(?:can|may) be (?:raised|increased|extended|lifted)\b", re.IGNORECASE
)
_BEFORE_EVENT = re.compile(r"\s*(?:before|prior to|ahead of|in advance)\b", re.IGNORECASE)


_EXCEPTION_START = re.compile(r"\b(?:unless|except)\b", re.IGNORECASE)


def _exception_named(info: _ClaimInfo, home: tuple[Chunk, _Sent]) -> bool:
    """Whether two or more words of the sentence's "unless"/"except" clause are the claim's."""
    chunk, sent = home
    m = _EXCEPTION_START.search(chunk.text, sent.start, sent.end)
    if m is None:
        return False
    toks = sent.toks
    after = toks[bisect_left(toks, m.end(), key=_START) :]
    named = {t.key for t in after[:10] if t.flags & _CONTENT and t.key in info.keys}
    return len(named) >= 2


def _ordinal_of_other(info: _ClaimInfo, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether the name right before the place *p* (within its clause) is not the claim's."""
    chunk, sent = home
    toks = sent.toks
    at = bisect_left(toks, p.start, key=_START)
    names = {t.low for t in info.toks if info.text[t.start].isupper()}
    for t in reversed(toks[max(0, at - 4) : at]):
        if _CLAUSE_GAP.search(chunk.text, t.end, p.start):
            return False
        if chunk.text[t.start].isupper() and t.flags & _CONTENT:
            return t.low not in names
    return False


def _ordinal_items_apart(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether ordinals *q* and *p* name two items of one kind ("first bag", "second bag")
    and the claim has other figures, none of them the sentence's.

    "Revenue rose 5% in the second quarter" against "rose 5% in the third
    quarter" still conflicts: the sentence gives the claim's 5% to another
    quarter. "The first checked bag costs $30" against "the second bag costs
    $35" does not: the sentence prices other bags, not the first.
    """
    if q.q.kind != "ordinal" or p.q.kind != "ordinal":
        return False
    chunk, sent = home
    if not _noun_after(info.text, info.toks, q) & _noun_after(chunk.text, sent.toks, p):
        return False
    others = [a for a in info.quants if a is not q]
    return bool(others) and not any(
        any(x.cmp is None and entails(x, a) for x in sent.quants) for a in others
    )


def _ordinal_said_again(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether the sentence says the claim's ordinal again after *p*, its noun left out,
    with the claim's other figure right before it.

    "1,440 acres ... in the second class, charged at 4d an acre" against
    "charged at 8d an acre in the first class and 4d in the second": "first
    class" matches the claim's words, but the sentence's "second" is the
    claim's, and it comes with the claim's 4d. "The second checked bag costs
    $30" against "the first checked bag costs $30 and the second $35" still
    conflicts: the figure before that "second" is not the claim's.
    """
    if q.q.kind != "ordinal" or p.q.kind != "ordinal":
        return False
    text = home[0].text
    later = sorted((a for a in home[1].quants if a.start >= p.end), key=lambda a: a.start)
    for before, a in pairwise(later):
        if (
            a.q.kind == "ordinal"
            and a.q.value == q.q.value
            and _NOUN_LEFT_OUT.match(text, a.end)
            and before.q.kind != "ordinal"
            and not _CLAUSE_GAP.search(text, before.end, a.start)
        ):
            return any(x is not q and x.cmp is None and entails(before, x) for x in info.quants)
    return False


def _named_and_others(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim count *q* is one more than *counterpart*, which the sentence gives
    after "and" and a name the claim names ("George Lusk and five fellow shrimpers")."""
    if (
        q.family != "number:None"
        or counterpart.family != q.family
        or q.q.value is None
        or counterpart.q.value is None
        or q.q.value != counterpart.q.value + 1
    ):
        return False
    chunk, sent = home
    if _NAME_AND.search(info.text, 0, q.start):
        return False  # "his son Isaac and five neighbours": the claim counts the same way
    # the same people counted: "five fellow shrimpers" for "Six shrimpers", or "others"
    kind = _OTHERS_COUNTED.match(chunk.text, counterpart.end)
    own = _WORD_AFTER.match(info.text, q.end)
    if kind is None or (
        kind[1].lower() != "others" and (own is None or own[1].lower() != kind[1].lower())
    ):
        return False
    m = _NAME_AND.search(chunk.text, sent.start, counterpart.start)
    return m is not None and any(
        t.key in info.keys for t in _sentence_tokens(chunk.text, m.start(1), m.end(1))
    )


# What a count after a name and "and" counts: "five fellow shrimpers", "five others".
_OTHERS_COUNTED = re.compile(r"\s+(?:(?:other|fellow|more)\s+)?([a-z]+)", re.IGNORECASE)
# A name and "and" right before a count: "George Lusk and five fellow shrimpers".
_NAME_AND = re.compile(r"\b([A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)*)\s+and\s+$")


def _base_year_of_change(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the sentence gives claim year *q* as what a change is counted from ("an
    increase of £2,700 on 1910") and states none of the claim's other figures."""
    chunk, sent = home
    if not any(
        p.family == "date"
        and entails(p, q)
        and _BASE_OF_CHANGE.search(chunk.text, sent.start, p.start)
        for p in sent.quants
    ):
        return False
    return not any(entails(p, x) for x in info.quants if x.family != "date" for p in sent.quants)


# What a change is counted from: "an increase of £2,700 on 1910", "up from 1910".
_BASE_OF_CHANGE = re.compile(
    r"\b(?:increase|rise|fall|decrease|drop|gain|loss|up|down)\b[^.;]{0,30}?"
    r"\b(?:on|over|from|against|compared\s+with)\s+$",
    re.IGNORECASE,
)


def _another_of_claims(text: str, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the sentence has "a" and the claim's ordinal *q* before the word that
    follows *q* in the claim ("a second cupola" for "the second cupola")."""
    noun = _WORD_AFTER.match(text, q.end)
    if noun is None:
        return False
    chunk, sent = home
    told = f"a {text[q.start : q.end].lower()} {noun[1].lower()}"
    return told in chunk.text[sent.start : sent.end].lower()


def _ordinal_with_other_figure(info: _ClaimInfo, sent: _Sent) -> str:
    """The claim's figure, which the sentence gives with another ordinal, while it
    says the claim's ordinal again, its noun left out, with another figure; or ''.

    "The second checked bag costs $30" against "The first checked bag costs $30
    and the second $35": the $30 is the first bag's.
    """
    ords = [q for q in info.quants if q.q.kind == "ordinal"]
    if len(ords) != 1:
        return ""
    o = ords[0]
    said = _stating(sent.quants, o)
    if len(said) != 1:
        return ""
    text = sent.text
    for x in info.quants:
        if x is o or x.cmp is not None or sum(y.family == x.family for y in info.quants) != 1:
            continue
        given = _stating(sent.quants, x)
        if len(given) != 1 or said[0].start < given[0].end:
            continue
        own = next(
            (a for a in reversed(sent.quants) if a.end <= given[0].start and a.q.kind == "ordinal"),
            None,
        )
        if (
            own is None
            or own.q.value == o.q.value
            or _CLAUSE_GAP.search(text, own.end, given[0].start)
            or any(
                own.end <= a.start < given[0].start and a.family == x.family for a in sent.quants
            )
        ):
            continue
        after = _next_figure(text, sent.toks, sent.quants, said[0])
        if after is not None and after.family == x.family and not entails(after, x):
            return (
                f"the source gives {given[0].text!r} with {own.text!r}"
                f" and {after.text!r} with {said[0].text!r}"
            )
    return ""


# What may follow an ordinal whose noun is left out ("and 4d in the second.").
_NOUN_LEFT_OUT = re.compile(r"\s*(?:[.,;:)]|(?:and|or|but)\b|$)")


def _noun_after(text: str, toks: Sequence[_Tok], a: Amount) -> frozenset[str]:
    """Keys of the content words right after figure *a*, up to two, as in "second bag"."""
    return content_words_at(text, toks, a.end)


def content_words_at(text: str, toks: Sequence[_Tok], at: int) -> frozenset[str]:
    """Keys of the content words of *toks* from offset *at* on, up to two, with nothing
    but spaces before each."""
    out = []
    prev = at
    for t in toks[bisect_left(toks, at, key=_START) :][:2]:
        if text[prev : t.start].strip() or not t.flags & _CONTENT:
            break
        out.append(t.key)
        prev = t.end
    return frozenset(out)


def _band_excludes_case(info: _ClaimInfo, q: Amount, sent: _Sent, p: Amount) -> bool:
    """Whether the age band that *p* comes with leaves out the claim's age ("a 45-year-old"),
    or the bound it comes with leaves out the claim's span ("two to four hours")."""
    for a in info.quants:
        if a is q or a.cmp is not None or a.family == p.family:
            continue
        band = _band_partner(sent, p, a.family)
        if band is not None and age_in_scope(band, a) and not entails(band, a):
            return True
        # "an address 18 miles from Hatherly Street costs £70" against "within 10
        # miles ... for £15": the case lies past the bound the £15 comes with
        # (or a price's right after it: "£18 a night for dogs under 20 kg, £24 ...").
        if band is None and a.family.startswith("measure") and p.family.startswith("money:"):
            band = _condition_after(sent, p, a.family)
        if a.family.startswith("measure") and _measure_past_bound(a, band):
            return True
        # "$150 for delays of two to four hours" against "$300 for flights
        # arriving four or more hours late and $600 for ...": the claim's span
        # lies outside the bound the $300 comes with, so the $300 is another
        # case's figure.
        if a.q.value is None and a.q.low is not None:
            band = band or _condition_after(sent, p, a.family)
            if band is not None and band.cmp in _BOUNDS and not entails(band, a):
                return True
    return False


def _window_end_for_case(info: _ClaimInfo, q: Amount, sent: _Sent, p: Amount) -> bool:
    """Whether claim time *q*, said of a case at a time ("dropped off at 09:00"), is an
    end of a window of a sentence that names none of the claim's names."""
    if q.family != "time:clock" or _WINDOW_LEAD.search(info.text, max(0, q.start - 9), q.start):
        return False
    text = sent.text
    end = _WINDOW_OPEN.search(text, max(sent.start, p.start - 9), p.start) is not None and (
        _WINDOW_TO.match(text, p.end) is not None
    )
    end = end or _WINDOW_CLOSE.search(text, max(sent.start, p.start - 16), p.start) is not None
    names = {t.key for t in info.toks if t.flags & _CAP and t.start > 0}
    return end and bool(names) and not names & sent.keys


_WINDOW_LEAD = re.compile(r"\b(?:from|between|until|till|to|by|after|before|and)\s+$", re.I)
_WINDOW_OPEN = re.compile(r"\b(?:from|between)\s+$", re.IGNORECASE)
_WINDOW_TO = re.compile(r"\s*(?:to|and|until|till|-|\u2013)\s*\d", re.IGNORECASE)
_WINDOW_CLOSE = re.compile(
    r"\b(?:from|between)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s*(?:to|and|until|till|-|\u2013)\s*$",
    re.IGNORECASE,
)


def _measure_outside_band(info: _ClaimInfo, q: Amount, sent: _Sent, p: Amount) -> bool:
    """Whether a measure the claim gives its case ("At 18 kg") lies outside the bound that
    comes right after the sentence's figure *p* ("£25 a night for dogs under 15 kg")."""
    return any(
        a is not q
        and a.cmp is None
        and a.family.startswith("measure")
        and _measure_past_bound(a, _condition_after(sent, p, a.family))
        for a in info.quants
    )


def _measure_past_bound(a: Amount, band: Amount | None) -> bool:
    """Whether the claim's measure *a* ("18 kg") lies past *band*, a bound of the text
    ("under 15 kg")."""
    return (
        band is not None and band.cmp in _BOUNDS and a.q.value is not None and not entails(a, band)
    )


def _condition_after(sent: _Sent, p: Amount, family: str) -> Amount | None:
    """The one figure of *family* between *p* and the next figure of *p*'s kind, when none
    stands before *p* since the last one ("$300 for ... four or more hours late and $600")."""
    before = after = None
    seen_after = 0
    for x in sent.quants:
        if x is p:
            continue
        if x.start < p.start:
            if x.family == p.family:
                before = None
            elif x.family == family:
                before = x
        elif x.family == p.family:
            break
        elif x.family == family:
            after = x
            seen_after += 1
    return after if before is None and seen_after == 1 else None


def _rate_over_span(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q*, given per a day, week or hour ("some 900 sheep a day"),
    is a figure of *chunks* spread over a span of such periods that its sentence gives
    ("lasted three days, 2,700 sheep being washed")."""
    m = _PER_SPAN.match(info.text, q.end)
    if m is None or not q.q.value:
        return False
    size = _SPAN_SECONDS[m[1].lower()]
    slack = 0.01 if q.cmp == "~" else 1e-9
    for sent in _sentences_of(chunks):
        spans = [
            p.q.value / size
            for p in sent.quants
            if p.family == "duration" and p.q.unit == "s" and p.q.value and p.cmp is None
        ]
        if any(
            p.family == q.family
            and p.cmp is None
            and p.q.value
            and abs(p.q.value / n - q.q.value) <= slack * q.q.value
            for p in sent.quants
            for n in spans
            if n > 1
        ):
            return True
    return False


def _given_to_the_rest(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether sentence *home* gives claim figure *q* to "the rest" (or the remainder,
    the others) of what it counts, and the claim counts them with a figure the sentence
    does not state (its count of the rest, worked out)."""
    text, quants = home[0].text, home[1].quants
    return any(
        entails(p, q) and _THE_REST_BEFORE.search(text, max(0, p.start - 24), p.start)
        for p in quants
    ) and any(o is not q and not any(entails(p, o) for p in quants) for o in info.quants)


def _rest_beside_total(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether claim count *q* is what total *counterpart* ("forty-two houses in all")
    leaves after the counts a run of another sentence of the chunk gives its other
    items ("Dunleith Row had eighteen houses and Tweed Row twelve")."""
    whole = counterpart.q.value
    if q.family != "number:None" or q.cmp is not None or not q.q.value or not whole:
        return False
    chunk, sent = home
    if counterpart.cmp is not None or not _IN_ALL.match(chunk.text, counterpart.end):
        return False
    rest = whole - q.q.value
    for other in _analyze_chunk(chunk.text).sents:
        if other.start == sent.start:
            continue
        figures = [p.q.value or 0.0 for p in other.quants if p.family == q.family]
        for i in range(len(figures)):
            if any(math.isclose(sum(figures[i:k]), rest) for k in range(i + 1, len(figures) + 1)):
                return True
    return False


# After a total and the word it counts: "forty-two houses in all".
_IN_ALL = re.compile(
    r"(?:\s+[a-z]+){0,2}\s+(?:in\s+all|in\s+total|altogether|all\s+told)\b", re.IGNORECASE
)


def _counts_the_rest(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the claim gives figure *q*, which sentence *home* does not state, to what
    the sentence says of "the rest" or "the remainder" alone ("and the remainder
    sickly")."""
    chunk, sent = home
    if any(entails(p, q) for p in sent.quants):
        return False
    for m in _REST_SAID.finditer(chunk.text, sent.start, sent.end):
        key = _word(m[1])[1]
        if key in info.keys and sum(t.key == key for t in sent.toks) == 1:
            return True
    return False


# What a sentence says of the rest: "and the remainder sickly", "leaving the rest
# to the widow".
_REST_SAID = re.compile(
    r"\b(?:and|leaving)\s+the\s+(?:rest|remainder)\s+(?:(?:in|at|on|as|to)\s+)?(?:the\s+)?"
    r"([a-z][\w-]+)"
)
_THE_REST_BEFORE = re.compile(r"\bthe\s+(?:rest|remainder|others?|balance)(?:\s+[a-z]+){0,2}\s+\Z")


def _ratio_per_thing(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q*, given "to a", "per" or "a" thing ("five gross of pipes
    to a cask"), is a figure of a sentence of *chunks* over that sentence's count of the
    thing ("25 gross ... in 5 casks")."""
    m = _PER_THING.match(info.text, q.end)
    if m is None or not q.q.value or q.cmp is not None:
        return False
    thing = _word(m[1])[1]
    years = {a.q.date[0] for a in info.quants if a.family == "date" and a.q.date}
    for sent in _sentences_of(chunks):
        toks = sent.toks
        theirs = {a.q.date[0] for a in sent.quants if a.family == "date" and a.q.date}
        if years and theirs and not years & theirs:
            continue  # "in 2023 ... 4.5 tonnes per hectare" against 2022's figures
        for b in sent.quants:
            k = bisect_left(toks, b.end, key=_START)
            count = b.q.value
            if b.family.startswith("measure:") and count is not None:
                # "with 41 miles, took £2,460": a measure counts its unit.
                k = bisect_left(toks, b.start, key=_START) + 1
                count /= b.q.factor
                if k >= len(toks) or toks[k].end != b.end:
                    continue
            elif b.family != "number:None":
                continue
            if k >= len(toks) or toks[k].key != thing or count is None or count <= 1:
                continue  # (not "one adult to five children")
            if any(
                a is not b
                and a.family == q.family
                and a.q.value
                and abs(a.q.value / count - q.q.value) <= 1e-9 * q.q.value
                for a in sent.quants
            ):
                return True
    return False


def _groups_of(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q*, a count of groups ("80 staves"), is a figure of a
    sentence of *chunks* over the size it gives each group ("staves of 250")."""
    m = _COUNTED_NOUN.match(info.text, q.end)
    if m is None or q.family != "number:None" or not q.q.value or q.cmp is not None:
        return False
    groups = _word(m[1])[1]
    for sent in _sentences_of(chunks):
        toks, text = sent.toks, sent.text
        for size in sent.quants:
            k = bisect_left(toks, size.start, key=_START)
            if (
                k < 2
                or toks[k - 1].low != "of"
                or toks[k - 2].key != groups
                or text[toks[k - 2].end : toks[k - 1].start] != " "
                or size.family != "number:None"
                or not size.q.value
                or size.q.value <= 1
            ):
                continue
            if any(
                a is not size
                and a.family == size.family
                and a.q.value
                and abs(a.q.value / size.q.value - q.q.value) <= 1e-9 * q.q.value
                for a in sent.quants
            ):
                return True
    return False


_COUNTED_NOUN = re.compile(r"\s+([a-z]+)\b")


# A claim figure given per a thing, a few words of what it counts between: "five
# gross of pipes to a cask", "12 tons per wagon".
_PER_THING = re.compile(
    r"(?:\s+[a-z]+){0,3}?\s+(?:to\s+a|to\s+each|per|a|(?:for\s+)?(?:each|every))\s+([a-z]+)\b"
)


# A claim figure per a period, a word or two of what it counts between:
# "900 sheep a day".
_PER_SPAN = re.compile(
    r"(?:\s+[a-z]+){0,2}?\s+(?:a|an|per|each)\s+(day|week|hour)\b", re.IGNORECASE
)
_SPAN_SECONDS = dict(zip(("hour", "day", "week"), _TIME_UNITS, strict=True))


def _changes_only(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether every figure of *q*'s kind in sentence *home* is a change after "by"
    ("was up by 3s a head"), and there is one."""
    text = home[0].text
    same = [p for p in home[1].quants if p.family == q.family]
    return bool(same) and all(
        _role(text, p.start) == "delta" and _BY_BEFORE.search(text, 0, p.start) for p in same
    )


def _product_of_two(q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q*, a count or measure of 100 or more, is a count of a chunk
    of *chunks* times a figure of the claim's kind there, to the claim's precision, one
    of the two in a sentence that says "each", "per" or the like. A rough claim figure
    may come of a rough one ("roughly 176,000 bricks" of "22,000 bricks ... fired
    about eight times a season")."""
    mine = q.q.value
    if mine is None or q.cmp not in (None, "~") or q.family == "date":
        return False
    tolerance = max(q.q.precision or 1.0, 0.01 * abs(mine) if q.cmp == "~" else 0.0) / 2
    for chunk in chunks:
        figures: list[tuple[Amount, bool]] = []
        for sent in _sentences_of((chunk,)):
            cue = _EACH_CUE.search(sent.text, sent.start, sent.end) is not None
            figures.extend(
                (p, cue)
                for p in sent.quants
                if p.q.value is not None
                # (a rough one a whole count: not "about 2.5 times the average")
                and (p.cmp is None or (p.cmp == q.cmp and p.q.value == int(p.q.value)))
                and p.q.value > 1
                # (not a model's number: "the 70 Ti rotor")
                and not _NAME_NEXT.match(sent.text, p.end)
            )
        counts = [(p, cue) for p, cue in figures if p.family == "number:None"]
        kind = [(p, cue) for p, cue in figures if p.family == q.family]
        if any(
            (cue or cue2)
            and n is not v
            and abs(n.q.value * v.q.value - mine) <= tolerance  # type: ignore[operator]
            and n.q.value * v.q.value >= 100  # type: ignore[operator]
            for n, cue in counts
            for v, cue2 in kind
        ):
            return True
    return False


def _each_times_claims_count(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q* is a figure the text gives "on each" of a thing, times
    the claim's own count of that thing.

    "six crown chairs at work across its two furnaces" against "kept three
    crown chairs on each furnace": the claim counts the furnaces, and the
    sentence's figure is of one. (Small products too, as the claim names the
    count it multiplies by.)
    """
    mine = q.q.value
    if mine is None or q.cmp is not None or q.family == "date":
        return False
    counts = {noun: r.q.value for noun, r in _claims_counted(info, q)}
    if not counts:
        return False
    for sent in _sentences_of(chunks):
        for p in sent.quants:
            if p.family != q.family or p.q.value is None or p.cmp is not None:
                continue
            m = _ON_EACH.match(sent.text, p.end)
            if m is None:
                continue
            n = counts.get(_word(m[1].lower())[1])
            if n is not None and abs(n * p.q.value - mine) <= 1e-9 * abs(mine):
                return True
    return False


def _claims_counted(info: _ClaimInfo, q: Amount) -> list[tuple[str, Amount]]:
    """The claim's counts but *q*, each with the key of the noun it counts ("two
    furnaces": "furnac"), in the claim's order."""
    return [
        (_word(m[1].lower())[1], c)
        for c in info.quants
        if c is not q
        and c.family == "number:None"
        and c.q.value
        and (m := _COUNTED_NOUN.match(info.text, c.end)) is not None
    ]


# A figure given for each of a thing: "three crown chairs on each furnace".
_ON_EACH = re.compile(
    r"[^.;:,]{0,40}?\b(?:on|in|for|to|at|per|from)\s+(?:each|every)\s+([a-z]{3,})\b"
)


def _each_of_named_together(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim figure *q*, said of names the claim joins "together", is the
    sentence's figure for each of them times their number.

    "Marrow and Pettigrew together put £1,200 into founding the works" against
    "founded ... by Elias Marrow and ... Thomas Pettigrew, each putting in £600".
    """
    mine, theirs = q.q.value, counterpart.q.value
    if mine is None or theirs is None or q.cmp is not None or not _TOGETHER.search(info.text):
        return False
    text = home[0].text
    if not (
        _EACH_BEFORE.search(text, max(0, counterpart.start - 30), counterpart.start)
        or _EACH_AFTER.match(text, counterpart.end)
    ):
        return False
    named = _NAMED_PARTIES.search(info.text)
    if named is None:
        return False
    n = 2 + named["more"].count(",")
    return abs(n * theirs - mine) <= 1e-9 * abs(mine)


# "each putting in £600", "each paid" (or "£600 each": ``_EACH_AFTER``).
_EACH_BEFORE = re.compile(r"\beach\b[^.;:]{0,20}$", re.IGNORECASE)
# Names joined by commas and "and": "Marrow and Pettigrew", "Hale, Ord and Pike".
_NAMED_PARTIES = re.compile(
    r"(?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*(?P<more>(?:,\s+(?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*)*)"
    r",?\s+and\s+(?:[A-Z][\w'-]*\s+){0,2}[A-Z][\w'-]*"
)


def _one_in_n_applied(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether the sentence's figure *p* is the N of "one in N" and the claim applies
    that share to a count of its own: two claim counts, one about an Nth of the other.

    "If Kirkwarden received 24 lots ..., Ibbotson's reckoning would expect about
    three of them to fail" against "about one lot in eight from the Hull
    merchants failed these tests".
    """
    if q.family != "number:None" or p.q.value is None or p.q.value < 2:
        return False
    text = home[0].text
    if not any(m.start(1) == p.start for m in _ONE_IN.finditer(text, max(0, p.start - 40), p.end)):
        return False
    counts = [
        a.q.value
        for a in info.quants
        if a.family == "number:None" and a.q.value and a.cmp in (None, "~")
    ]
    return any(abs(x * p.q.value - y) <= 0.1 * y for x in counts for y in counts if x < y)


# "one lot in eight", "one in every 20": a share told as one of so many.
_ONE_IN = re.compile(
    r"\b(?:one|1|a)\s+(?:[a-z]+\s+){0,2}?in\s+(?:every\s+)?(\d+|[a-z]+)\b", re.IGNORECASE
)


def _product_of_three(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> str:
    """Whether claim count *q* is two counts of a sentence that says "each" times a third,
    of the sentence or the claim's count of the thing the sentence gives "each" of.

    "Across its four walls ... 500 nest holes" against "5 tiers of nest holes on
    each wall, 25 holes to each tier"; "936 nest holes along its two long walls"
    against "in 9 tiers along the two long walls, 52 holes to each tier on each
    wall".
    """
    mine = q.q.value
    if mine is None or q.cmp not in (None, "~") or q.family != "number:None" or mine < 100:
        return ""
    for sent in _sentences_of(chunks):
        text = sent.text
        each = {_word(m[1].lower())[1] for m in _EACH_THING.finditer(text, sent.start, sent.end)}
        if not each:
            continue
        counts = [
            p
            for p in sent.quants
            if p.family == "number:None" and p.cmp is None and p.q.value and p.q.value > 1
        ]
        if len(counts) < 2:
            continue
        # the claim's count of a thing the sentence gives "each" of ("four walls")
        more = [
            c
            for noun, c in _claims_counted(info, q)
            if c.cmp is None and c.q.value and c.q.value > 1 and noun in each
        ]
        for i, a in enumerate(counts):
            for j in range(i + 1, len(counts)):
                b = counts[j]
                for c in [*counts[:i], *counts[i + 1 : j], *counts[j + 1 :], *more]:
                    if abs(a.q.value * b.q.value * c.q.value - mine) < 1e-9:  # type: ignore[operator]
                        return f"{q.text} = {a.text} × {b.text} × {c.text}"
    return ""


def _multiple_of_claims(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether the sentence says *counterpart*, or another figure of the claim's kind, is
    so many times another figure ("1s per £100, half the office's charge on
    common risks"), and that figure is the claim's *q*."""
    if q.q.value is None:
        return False
    for p in _figures_of_kind(q, home, counterpart):
        m = _TIMES_THE.match(home[0].text, p.end, home[1].end)
        if m is None or p.q.value is None:
            continue
        word = m[1].lower()
        times = _TIMES_WORDS.get(word) or int(word)
        if abs(q.q.value * times - p.q.value) <= 1e-9 * abs(p.q.value):
            return True
    return False


def _figures_of_kind(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> list[Amount]:
    """*counterpart*, then every figure of its sentence of the claim figure *q*'s kind:
    the figures a sentence may say another figure is a multiple or a gap of."""
    return [
        counterpart,
        *(p for p in home[1].quants if p.family == q.family and p is not counterpart),
    ]


def _gap_of_claims(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether the sentence says *counterpart*, or another figure of the claim's kind, is
    so much more or less than another thing ("11s a week, a shilling more than the best
    hand sewers"), and that thing's figure is the claim's *q*."""
    if q.q.value is None:
        return False
    text = home[0].text
    for p in _figures_of_kind(q, home, counterpart):
        m = _GAP_OVER_OTHER.match(text, p.end, home[1].end) or _GAP_LEFT_OPEN.match(
            text, p.end, home[1].end
        )
        if m is None or p.q.value is None:
            continue
        said = _ARTICLE_FOR_ONE.sub("1 ", m["gap"])
        # (a lone "3s" is money by the price it is a gap of)
        gaps = qty.extract_quantities(said) or qty.extract_quantities(f"cost {said}")
        if len(gaps) != 1 or gaps[0].value is None or not qty.compatible(gaps[0], p.q):
            continue
        sign = 1 if m["way"].lower() in ("more", "higher", "above") else -1
        if abs(p.q.value - sign * gaps[0].value - q.q.value) <= amount_tolerance(q):
            return True
    return False


# "11s a week, a shilling more than the best hand sewers": a figure and its gap
# over another thing's.
_GAP_OVER_OTHER = re.compile(
    r"(?:\s+(?:an?|per|each)\s+[a-z]+)?,?\s+(?:some\s+|about\s+)?(?P<gap>[^,;.]{1,24}?)\s+"
    r"(?P<way>more|less|higher|lower|above|below)"
    r"\s+than\b",
    re.IGNORECASE,
)
_ARTICLE_FOR_ONE = re.compile(r"^(?:an?|one)\s+", re.IGNORECASE)
# "at 9 shillings a ton the barracks manure cost 1 shilling more.": the gap at
# the clause's end, what it is more than left unsaid.
_GAP_LEFT_OPEN = re.compile(
    r"[^,;.]{0,60}?\s(?P<gap>(?:(?:an?|one|\w+)\s+)?[£$]?[\w½]+)\s+"
    r"(?P<way>more|less|higher|lower)\s*(?:[.;]|$)",
    re.IGNORECASE,
)


def _measure_defined(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim count *q* of a measure ("2,560 bushels") is a count of the sentence
    in another measure it defines ("640 coombs ..., the coomb being four bushels")."""
    mine = _MEASURE_AFTER.match(info.text, q.end)
    if mine is None or q.q.value is None:
        return False
    text = home[0].text
    for m in _MEASURE_IS.finditer(text, home[1].start, home[1].end):
        if not mine["m"].lower().startswith(m["small"].lower().rstrip("s")):
            continue
        times = qty.extract_quantities(m["n"])
        if len(times) != 1 or not times[0].value:
            continue
        big = m["big"].lower()
        for p in home[1].quants:
            theirs = _MEASURE_AFTER.match(text, p.end)
            if (
                theirs is not None
                and theirs["m"].lower().rstrip("s") == big
                and p.q.value is not None
                and abs(p.q.value * times[0].value - q.q.value) <= amount_tolerance(q)
            ):
                return True
    return False


# "640 coombs", "2,560 bushels": a count and the measure after it; "the coomb
# being four bushels", "a coomb of 4 bushels": a measure defined by another.
_MEASURE_AFTER = re.compile(r"\s+(?P<m>[a-z]+)\b")
_MEASURE_IS = re.compile(
    r"\b(?:the|a|one|each)\s+(?P<big>[a-z]+)\s+(?:being|of|is|was|equal\s+to|holding)\s+"
    r"(?P<n>\d[\d,.]*|[a-z]+)\s+(?P<small>[a-z]+)\b",
    re.IGNORECASE,
)


def _age_at_start(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim figure *q*, an age, is an age the sentence gives ("aged 61", "then
    aged 41", "at 78"; for a figure written as an age, the passage) less a span of
    years the passage gives ("after 47 years in the trade") or two of its years span
    ("first won it in 1832", in 1846)."""
    if q.q.value is None or q.cmp not in (None, "~") or _AGE_WORDS.search(info.text) is None:
        return False
    # an age at a start: "at about 14 years of age", "about 27 when he first won"
    if not (_START_CUE.search(info.text) or _AT_AGE.search(info.text, 0, q.start)):
        return False
    years = q.q.value / 12 if q.family == "duration" and q.q.unit == "month" else q.q.value
    text = home[0].text
    quants = list(figures_of((home[0],)))
    # (an age another sentence gives, for a claim figure written as an age:
    # "about 35 years old" when the firm was founded in 1862, against
    # "Ridsdale died in 1888, aged 61")
    aged = _AGED_CLAIM.search(info.text, q.start, q.end + 14) or _AGE_FIGURE_BEFORE.search(
        info.text, 0, q.start
    )
    ages = [
        p.q.value
        for p in (quants if aged else home[1].quants)
        if p.family == "number:None" and p.q.value and _AGE_FIGURE_BEFORE.search(text, 0, p.start)
    ]
    if not ages:
        return False
    spans = {
        p.q.value / 12
        for p in quants
        if p.family == "duration" and p.q.unit == "month" and p.q.value is not None
    }
    dated = sorted({int(y) for p in quants if p.family == "date" for y in _YEAR_IN.findall(p.text)})
    spans |= {b - a for a, b in combinations(dated, 2)}
    return any(abs(age - span - years) < 1e-9 for age in ages for span in spans if span)


# A claim of an age ("years of age", "about 27 when"), of an age at a start
# ("when he first won", "at about 14 years of age"), a year in a date, and an
# age written before its figure ("aged 61", "then aged 41", "at 78").
_AGE_WORDS = re.compile(r"\b(?:age|aged|years\s+old|when)\b", re.IGNORECASE)
_START_CUE = re.compile(r"\b(?:when|first|began|begun|started|entered|joined)\b", re.IGNORECASE)
_AT_AGE = re.compile(r"\bat\s+(?:about\s+|around\s+)?(?:the\s+age\s+of\s+)?$", re.IGNORECASE)
_YEAR_IN = re.compile(rf"\b(?:{_YEAR_DIGITS})\b")
_AGED_CLAIM = re.compile(r"\byears?\s+(?:old|of\s+age)\b", re.IGNORECASE)
_AGE_FIGURE_BEFORE = re.compile(r"\b(?:aged|age\s+of|at|now)\s+$", re.IGNORECASE)


def _all_of_them(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the sentence says "all N" of claim count *q*'s value."""
    if q.family != "number:None" or q.cmp is not None or not q.q.value:
        return False
    text = home[0].text
    return any(
        p.family == q.family
        and p.q.value == q.q.value
        and text[max(0, p.start - 4) : p.start].lower() == "all "
        for p in home[1].quants
    )


def _rest_of_shares(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim share *q* is what the sentence's shares leave of the whole, where
    the sentence says "the rest" ("61 per cent, ... 17 per cent and ... 12 per cent,
    with the rest in general goods")."""
    if q.q.value is None or not q.family.startswith("percent") or q.cmp not in (None, "~"):
        return False
    if _REST.search(home[0].text, home[1].start, home[1].end) is None:
        return False
    shares = [
        p.q.value
        for p in home[1].quants
        if p.family == q.family and p.cmp is None and p.q.value is not None
    ]
    return len(shares) >= 2 and abs(100 - sum(shares) - q.q.value) <= amount_tolerance(q)


def _over_as_during(q: Amount, counterpart: Amount) -> bool:
    """Whether claim span *q* is "over" the very span the sentence gives ("over six
    years" against "in 6 years")."""
    return (
        q.family == "duration"
        and q.cmp == ">"
        and q.text.lower().startswith("over ")
        and counterpart.family == "duration"
        and counterpart.cmp is None
        and q.q.value == counterpart.q.value
    )


def _sum_of_list(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim figure *q* ("53 hundredweight") is the sum of a run of two or more
    of the sentence's figures in a row, one of them written with the claim's word
    after its figure ("22 hundredweight ..., the Martha 17 hundredweight and the
    Blessing 14")."""
    mine = _LEADING_FIGURE.match(q.text)
    if mine is None:
        return False
    # the word after the figure: in the figure's text ("53 hundredweight"), or after it
    word = _MEASURE_AFTER.match(q.text, mine.end()) or _MEASURE_AFTER.match(info.text, q.end)
    if word is None:
        return False
    want = float(mine[0].replace(",", ""))
    unit = word["m"].lower()
    text = home[0].text[home[1].start : home[1].end]
    found = [
        (float(m[1].replace(",", "")), (m[2] or "").lower())
        for m in _FIGURE_AND_WORD.finditer(text)
        if not (len(m[1]) == 4 and m[1].startswith(("1", "2")))  # no years
    ]
    counts = {v for v in _counts_said(info) if v > 1}
    joint = not info.lows.isdisjoint(_SUM_WORDS)
    for i in range(len(found)):
        total = 0.0
        for k in range(i, len(found)):
            total += found[k][0]
            if (
                k > i
                and abs(total - want) < 1e-9
                # the claim says it is a sum: of as many as the run has, or "in all"
                and (joint or k - i + 1 in counts)
                and _one_kind(unit, [w for _, w in found[i : k + 1]])
            ):
                return True
    return False


_SUM_WORDS = frozenset({"together", "total", "combined", "between", "altogether", "all"})


def _sum_of_kinds(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim figure *q* ("236 tankards") is a run of the sentence's figures
    added up, each of a kind of the claim's thing ("96 quart tankards and 140 pint
    tankards"), the claim naming none of the kinds."""
    mine = _LEADING_FIGURE.fullmatch(q.text)
    word = _MEASURE_AFTER.match(info.text, q.end)
    if mine is None or word is None or q.cmp is not None:
        return False
    pattern = rf"(?<![\w.,])(\d[\d,]*)\s+([a-z]+)\s+{re.escape(word['m'])}\b"
    chunk, sent = home
    run: list[re.Match[str]] = []
    for m in re.finditer(pattern, chunk.text[sent.start : sent.end]):
        if run and not _LIST_SEP.fullmatch(m.string, run[-1].end(), m.start()):
            run = []
        run.append(m)
        kinds = {r[2] for r in run}
        if (
            len(run) >= 2
            and len(kinds) == len(run)
            and kinds.isdisjoint(info.lows)
            and sum(float(r[1].replace(",", "")) for r in run) == float(mine[0].replace(",", ""))
        ):
            return True
    return False


def _added_only(info: _ClaimInfo, counterpart: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether the sentence gives count *counterpart* as what was added ("added two
    pans", "a further 40 looms") and the claim says nothing of adding."""
    return (
        counterpart.family == "number:None"
        and info.lows.isdisjoint(_ADDING_WORDS)
        and _ADDED_BEFORE.search(home[0].text, max(0, counterpart.start - 24), counterpart.start)
        is not None
    )


_ADDING_WORDS = frozenset("add added adding adds another further extra additional more new".split())
_ADDED_BEFORE = re.compile(
    r"\b(?:add(?:ed|ing|s)?\s+(?:another\s+|a\s+further\s+)?|(?:another|further|extra|additional)\s+)$",
    re.IGNORECASE,
)


def _one_kind(unit: str, words: list[str]) -> bool:
    """Whether a run of figures, by the word after each, counts one kind of thing:
    the claim's *unit* twice, or once with the rest left bare ("1,240 miles posted
    with pairs of horses and 310 with four")."""
    said = sum(w == unit for w in words)
    return said >= 2 or (said == 1 and all(w == unit or w in _BARE_AFTER for w in words))


# Words after a figure that leave its thing unsaid: "and 310 with four", "22 and 17".
_BARE_AFTER = frozenset({"", "and", "with", "in", "on", "at", "by", "for", "from", "to"})


# A figure written first ("53 hundredweight"), and each figure of a sentence with
# the word after it.
_LEADING_FIGURE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_FIGURE_AND_WORD = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?)(?:\s+([a-z]+))?")


def _then_after_bound(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether claim date *q* is "after" the year the sentence's *counterpart* holds
    "until", and the sentence says what came then ("until 1838 and then halved")."""
    return (
        q.cmp in (">", ">=")
        and counterpart.cmp in ("<", "<=")
        and q.q.value == counterpart.q.value
        and _AND_THEN.match(home[0].text, counterpart.end, home[1].end) is not None
    )


_AND_THEN = re.compile(r",?\s+(?:and\s+)?then\b", re.IGNORECASE)


# "8s a day and beer, four times the rate of 1860": a figure said to be a multiple.
_TIMES_THE = re.compile(
    r"[^.;:]{0,40}?\b(half|twice|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})"
    r"(?:\s+times)?\s+(?:the|that|its|their|his|her|as\s+(?:many|much)\s+as)\b",
    re.IGNORECASE,
)
_TIMES_WORDS = {
    "half": 0.5, "twice": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip


# "on each wall", "to each tier", "a tier on each side": what a sentence counts per.
_EACH_THING = re.compile(r"\b(?:each|every)\s+(?:long\s+)?([a-z]+)\b", re.IGNORECASE)


_NAME_NEXT = re.compile(r"\s+[A-Z]")
# A sentence that gives a figure for each one of a count: "averaging 24 tons each",
# "fired eight times a season" (not "2.5 times the ten-year average", a multiple).
_EACH_CUE = re.compile(
    r"\b(?:each|every|apiece|per|averag\w*|times\s+an?(?=\s+[a-z]+\b))\b", re.IGNORECASE
)


def _sum_with_plus(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether claim figure *q* is a figure of *chunks* plus the one that "plus" or "and
    a further" joins to it in its sentence, of the same kind; or plus a whole number of
    what it adds "extra for any day", as many times as the claim counts ("18s a week,
    with 1s extra for any day that began before six": 21s "on three days")."""
    if q.q.value is None or q.cmp not in (None, "~"):
        return False
    for sent, a, b, one, two in _figure_pairs(q, chunks):
        added = (q.q.value - one) / two
        if _PLUS.fullmatch(sent.text, a.end, b.start) and abs(added - 1) <= 1e-9:
            return True
        if (
            _WITH_EXTRA.fullmatch(sent.text, a.end, b.start)
            and _EXTRA_EACH.match(sent.text, b.end)
            and abs(added - round(added)) <= 1e-9
            and round(added) in _counts_said(info)
        ):
            return True
        # "armed with six guns each, but ... allowed captains to hire two extra
        # carronades": eight guns, where the claim speaks of the extras too
        extra = _EXTRA_AFTER.match(sent.text, b.end)
        if (
            extra is not None
            and extra[1].lower() in info.lows
            and a.q.unit is None
            and abs(added - 1) <= 1e-9
        ):
            return True
    return False


def _level_past_gap(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> str:
    """How claim figure *q* is the level a sentence's figure stands a gap below or above:
    "selling ... at 38 shillings a dozen, 4 shillings below his own cost" puts the
    cost at 42 shillings, for a claim that names the cost; or ''."""
    if q.q.value is None or q.cmp is not None:
        return ""
    for sent, a, b, one, two in _figure_pairs(q, chunks):
        if not _GAP_LEAD.fullmatch(sent.text, a.end, b.start):
            continue
        side = _GAP_SIDE.match(sent.text, b.end)
        if side is None or _word(side["w"])[1] not in info.keys:
            continue
        below = side["s"].lower().startswith(("below", "under", "short"))
        level = one + two if below else one - two
        if abs(level - q.q.value) <= amount_tolerance(q):
            sign = "+" if below else "−"
            return f"{q.text} = {a.text} {sign} {b.text}, the {side['w']}"
    return ""


def _figure_pairs(
    q: Amount, chunks: Sequence[Chunk]
) -> Iterator[tuple[_Sent, Amount, Amount, float, float]]:
    """Each two figures of claim figure *q*'s kind next to each other in a sentence of
    *chunks*, neither bounded, the first with a value and the second a non-zero one;
    with the sentence and the two values."""
    for sent in _sentences_of(chunks):
        for a, b in pairwise(sent.quants):
            one, two = a.q.value, b.q.value
            if (
                a.family == q.family
                and b.family == q.family
                and a.cmp is None
                and b.cmp is None
                and one is not None
                and two
            ):
                yield sent, a, b, one, two


# "at 38 shillings a dozen, 4 shillings below his own cost": a figure, a comma, and
# the gap; then the side and what the gap is measured from.
_GAP_LEAD = re.compile(r"(?:\s+(?:a|an|per|each)\s+[a-z]+)?\s*,\s*")
_GAP_SIDE = re.compile(
    r"\s+(?P<s>below|under|above|over|short\s+of)\s+(?:the|his|her|its|their)\s+(?:own\s+)?"
    r"(?P<w>[a-z]+)",
    re.IGNORECASE,
)


# After a count, the word that makes it an addition: "two extra carronades".
_EXTRA_AFTER = re.compile(r"\s+(extra|additional|further)\b", re.IGNORECASE)


# Between a figure and the one added to it: "45s a week, plus 5s".
_PLUS = re.compile(r"(?:\s+[a-z]+){0,3},?\s+(?:plus|and\s+a\s+further)\s+")


def _counts_said(info: _ClaimInfo) -> set[float]:
    """The small counts the claim writes, in words or figures ("on three days")."""
    return {
        v
        for t in info.toks
        if (v := qty.SMALL_NUMBER_WORDS.get(t.low, float(t.low) if t.low.isdigit() else None))
        is not None
    }


# A sum added for each case of a kind: "18s a week, with 1s extra for any day".
_WITH_EXTRA = re.compile(r"(?:\s+[a-z]+){0,3},?\s+(?:with|and|plus)\s+")
_EXTRA_EACH = re.compile(r"\s+(?:extra|more)\s+(?:for|a|per)\s+(?:each|any|every)\b")


_YEARS_OF_AGE = re.compile(r"\byears? old\b")


def _span_between_years(q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether *q*, a span in whole years or an age ("54 years old"), is the gap between
    two years that *chunks* give."""
    n = whole_years(q)
    if n is None and q.family == "number:None" and _YEARS_OF_AGE.search(q.text):
        n = q.q.value
    if not n:
        return False
    years = {y for sent in _sentences_of(chunks) for p in sent.quants if (y := year_of(p))}
    return any(y + n in years for y in years)


def _band_of_case_states(info: _ClaimInfo, q: Amount, chunks: Sequence[Chunk]) -> bool:
    """Whether the band of *chunks* that holds the claim's case gives the claim's figure.

    "A 28-year-old applicant would pay 45 brisks" against "The visa fee is
    90 brisks, and applicants aged 30 or under pay a reduced fee of 45
    brisks": 28 is in the band "30 or under", whose fee is the claim's; so is
    a household income of £14,000 in "below £16,000 receive £45 a week" —
    the tightest band that holds the case, not "below £26,000 ... £30".
    """
    for a in info.quants:
        if a is q or a.cmp is not None or a.q.value is None:
            continue
        holding: list[tuple[float, Amount | None]] = []
        for sent in _sentences_of(chunks):
            for x in sent.quants:
                if x.cmp is None or x.family != a.family or x.q.value is None:
                    continue
                # An age inside an age band, or a case the claim sets ("whose
                # household income is £14,000") on the band's side of its bound.
                if age_in_scope(x, a):
                    if not entails(x, a):
                        continue
                elif not (_is_case(info, a) and not excludes(x, a)):
                    continue
                holding.append((abs(x.q.value - a.q.value), _band_partner(sent, x, q.family)))
        if holding:
            partner = min(holding, key=lambda h: h[0])[1]
            if partner is not None and entails(partner, q):
                return True
    return False


def _bound_of_case(info: _ClaimInfo, q: Amount, p: Amount) -> bool:
    """Whether bound *p* holds another figure of the claim, a case it sets (``_is_case``)."""
    return p.cmp in _BOUNDS and any(
        a is not q and a.family == p.family and _is_case(info, a) and not excludes(p, a)
        for a in info.quants
    )


def _band_holds(q: Amount, sent: _Sent, p: Amount) -> bool:
    """Whether a band or bound of *sent* other than *p* holds the claim's measured *q*."""
    if q.cmp is not None or q.q.value is None or q.family == "date" or p.cmp is not None:
        return False
    # A plain count ("40 patients") is held only by a bound of its value ("not
    # exceeding 8 tablets"): a band of ages would hold it by chance.
    counted = q.family == "number:None"
    return any(
        x is not p
        and x.family == q.family
        and (x.cmp in _BOUNDS or x.q.value is None)
        and (
            (entails(x, q) and not counted) or (x.q.value is not None and qty.same_value(x.q, q.q))
        )
        for x in sent.quants
    )


_LIST_BEFORE = re.compile(r"(?:,|\band|\bor)\s*(?:[$\u20ac\u00a3]\s*)?$")


def _sibling_states(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether a list sibling of *p* in its sentence states *q*, with the words after *q*.

    "291 tunnels" against "291 bridges and 91 tunnels" keeps its conflict:
    the 291 counts bridges. "£3.50 per hour" against "£2.50 per hour in Zone
    B and £3.50 per hour in Zone A" does not: both rows are "per hour".
    """
    chunk, sent = home
    text = chunk.text
    if q.cmp is not None:
        return False
    after = _claim_context(info.text, q.start, info.old_money)[1]
    if not after:
        return False
    for x in sent.quants:
        if x is p or x.family != p.family or x.cmp is not None or not entails(x, q):
            continue
        later = x if x.start > p.start else p
        if not _LIST_BEFORE.search(text, max(sent.start, later.start - 6), later.start):
            continue
        if after & _source_context(text, sent.pos, x.start)[1]:
            return True
    return False


# A claim that names the bound states it as a figure: "the maximum is 2 g".
_BOUND_NOUNS = {
    "maximum": "<=", "max": "<=", "limit": "<=", "cap": "<=", "ceiling": "<=",
    "minimum": ">=", "min": ">=",
}  # fmt: skip


_OUT_OF = re.compile(r"\bout of\s*$", re.IGNORECASE)
_SCALE_AFTER = re.compile(r"[\s-]*(?:points?[\s-]+)?scale\b", re.IGNORECASE)


@lru_cache(maxsize=512)
def _may_name_scale(text: str) -> bool:
    """Whether *text* has a word of ``_is_scale``'s at all."""
    low = text.lower()
    return "scale" in low or "out of" in low


def _is_scale(text: str, a: Amount) -> bool:
    """Whether figure *a* of *text* names a scale ("out of 100", "a 0–10 scale")."""
    # Most figures have neither word near them: a substring test says so.
    if "out of" in text[max(0, a.start - 8) : a.start].lower():
        return _OUT_OF.search(text, max(0, a.start - 8), a.start) is not None
    return "scale" in text[a.end : a.end + 16].lower() and (
        _SCALE_AFTER.match(text, a.end) is not None
    )


# Words that say first of a kind: "debut album", "maiden voyage".
_DEBUT = frozenset({"debut", "maiden", "inaugural"})


def _debut_in(parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    return any(t.low in _DEBUT for _, s in parts for t in s.toks)


# "since the station opened in": what a year after it dates is a start.
_SINCE_BEFORE = re.compile(r"\bsince\b[^,;.()]{0,40}$", re.IGNORECASE)


def _since_dated(text: str, p: Amount) -> bool:
    """Whether figure *p* dates the start of a "since" span ("since it opened in 1994")."""
    return _SINCE_BEFORE.search(text, max(0, p.start - 48), p.start) is not None


def _state_after_change(q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether claim date *q* ("after 2003", "since 1971") starts a state that the
    sentence's change at *p*, the same date, begins ("moved production in 2003")."""
    if q.cmp not in (">", ">=") or q.q.value is None or p.cmp is not None:
        return False
    if p.q.value is None or int(p.q.value) != int(q.q.value):
        return False
    return any(t.low in _STATE_CHANGES for t in home[1].toks)


def _both_sides_of_date(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether claim date *q* ("after 1828") and the sentence's *p* ("before 1828") bound
    the two sides of one date, and each text tells the other side too: the sentence
    goes on "afterwards", the claim compares with what held "before"."""
    if q.q.value is None or p.q.value is None or int(p.q.value) != int(q.q.value):
        return False
    if q.cmp not in (">", ">=") or p.cmp not in ("<", "<="):
        return False
    return (
        _AFTERWARDS.search(home[0].text, p.end, home[1].end) is not None and "before" in info.lows
    )


# Verbs of a change that begins a state: "moved production to Dunmore in 2003".
_STATE_CHANGES = frozenset(
    """
    moved switched transferred converted renamed changed became relocated replaced
    """.split()
)


def _year_counted_on(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim year *q* is a year of the sentence counted on by a phrase after it
    ("the following year", "two years later", "a year earlier")."""
    if q.q.kind != "year" or q.q.value is None or q.cmp is not None:
        return False
    chunk, sent = home
    for m in _YEARS_ON.finditer(chunk.text, sent.start, sent.end):
        step = _step(m)
        if any(
            p.q.kind == "year"
            and p.q.value is not None
            and p.end <= m.start()
            and p.q.value + step == q.q.value
            for p in sent.quants
        ):
            return True
    return False


def _from_stated_gap(q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether claim figure *q* is what *counterpart* is measured against by the gap said
    right after it: "eleven months, a month later than the contract allowed" gives
    the contract ten months."""
    if q.q.value is None or counterpart.q.value is None:
        return False
    if q.family == counterpart.family and q.family.startswith("money"):
        return _from_stated_price_gap(q.q.value, home, counterpart)
    m = _GAP_THAN.match(home[0].text, counterpart.end)
    if m is None:
        return False
    if q.family != counterpart.family or q.q.unit != counterpart.q.unit:
        return False
    gap = _count_value(m[1])
    if m[3].lower() in ("earlier", "shorter", "less", "fewer", "sooner"):
        gap = -gap
    return math.isclose(_written(q), _written(counterpart) - gap)


def _from_stated_price_gap(value: float, home: tuple[Chunk, _Sent], counterpart: Amount) -> bool:
    """Whether *value* is the price that sum *counterpart* is set against right after it:
    "6 shillings per thousand, a shilling above Stormouth's list price" gives the list
    price 5 shillings; "£6 per thousand, half as much again as their brown-trout
    yearlings" gives those £4."""
    text = home[0].text
    m = _PRICE_GAP.match(text, counterpart.end, home[1].end)
    if m is None or counterpart.q.value is None:
        return False
    said = counterpart.q.value
    if m["times"]:
        # ("half as much again" is half added; the rest, a multiple)
        again = m["times"].lower().startswith("half")
        base = said / (1.5 if again else _multiple_value(m["times"]))
    else:
        gap = [a for a in read_amounts(m["gap"]) if a.family == counterpart.family]
        if len(gap) != 1 or gap[0].q.value is None:
            return False
        step = gap[0].q.value
        below = " ".join(m["side"].lower().split()) in _PRICE_BELOW
        base = said + step if below else said - step
    return math.isclose(value, base, rel_tol=1e-6)


# After a price (and the thing it is per), the gap to another price the sentence
# names next: ", a shilling above", ", 6d less than", ", half as much again as".
_PRICE_GAP = re.compile(
    r"(?:\s+(?:per|a|an|each)\s+[a-z]+)?,\s+(?:"
    r"(?P<gap>(?:a|an|one|\d+)\s+(?:shillings?|pence|penny|pounds?)|\d+[sd]|£\d+(?:\s+\d+s)?)\s+"
    r"(?:a\s+[a-z]+\s+)?(?P<side>above|below|over|under|more\s+than|less\s+than|dearer\s+than"
    r"|cheaper\s+than)"
    r"|(?P<times>half\s+as\s+much\s+again|twice|three\s+times|double)\s+(?:as\s+much\s+)?as"
    r")\b",
    re.IGNORECASE,
)
_PRICE_BELOW = frozenset({"below", "under", "less than", "cheaper than"})


# ", a month later than", ", two weeks longer than": a gap from what the sentence
# goes on to name.
_GAP_THAN = re.compile(
    r",\s+(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+"
    r"(days?|weeks?|months?|years?|hours?|minutes?|miles?|feet|inches|yards?)\s+"
    r"(later|earlier|longer|shorter|more|less|fewer|sooner)\s+than\b",
    re.IGNORECASE,
)


def _day_counted_on(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim date *q* is the day after a full date of the sentence that "the next
    day" or "the following day" counts on from."""
    date = q.q.date
    if q.cmp is not None or not date or None in date:
        return False
    chunk, sent = home
    for m in _NEXT_DAY.finditer(chunk.text, sent.start, sent.end):
        for p in sent.quants:
            said = p.q.date
            if (
                p.family != "date"
                or p.cmp is not None
                or not said
                or None in said
                or p.end > m.start()
            ):
                continue
            try:
                after = _dt.date(*said) + _dt.timedelta(days=1)  # type: ignore[arg-type]
            except (ValueError, OverflowError):
                continue
            if (after.year, after.month, after.day) == date:
                return True
    return False


_NEXT_DAY = re.compile(r"\b(?:the\s+(?:next|following)\s+day|the\s+day\s+after)\b", re.IGNORECASE)


# Claim words that make a share the rest of a whole: "shareholders other
# than Renwick held 40 per cent".
_REST_WORDS = frozenset(
    "other others rest remaining remainder minority outside left unsold".split()
)


def _rest_of_whole(info: _ClaimInfo, q: Amount, sent: _Sent) -> bool:
    """Whether claim percentage *q* is what a percentage of the counterpart's sentence
    *sent* leaves of the whole, and the claim says it of the rest ("still has 30% of
    its holidays left to sell" of "has sold 70%")."""
    mine = q.q.value
    if q.family != "percent:percent" or q.cmp is not None or mine is None:
        return False
    if not any(t.low in _REST_WORDS for t in info.toks):
        return False
    return any(
        p.family == q.family and p.q.value is not None and abs(mine + p.q.value - 100) < 1e-9
        for p in sent.quants
    )


def _part_of_stated_whole(info: _ClaimInfo, q: Amount, sent: _Sent, counterpart: Amount) -> bool:
    """Whether the claim gives *q* as a part "of" a whole that *counterpart* is, and the
    sentence states *q* too ("88 of Eastfield's 231 runs")."""
    m = _PART_OF.match(info.text, q.end)
    if m is None:
        return False
    # The whole as the sentence writes it, past at most two words ("Eastfield's
    # 231" is read as no figure).
    text, whole = info.text, counterpart.text
    at = m.end()
    for _ in range(3):
        end = at + len(whole)
        if text.startswith(whole, at) and not text[end : end + 1].isalnum():
            return any(entails(p, q) for p in sent.quants if p is not counterpart)
        word = _PART_WORD.match(text, at)
        if word is None:
            return False
        at = word.end()
    return False


# Between a part and its whole: "88 of Eastfield's 231", "three of the 12".
_PART_OF = re.compile(r"\s+of\s+")
_PART_WORD = re.compile(r"[\w'\u2019-]+\s+")


def _rough_year(q: Amount) -> str:
    """The year *q* gives roughly ("around 1958" gives "1958"), or ''."""
    if q.cmp != "~" or q.family != "number:None":
        return ""
    year = _ROUGH_YEAR.search(q.text)
    return "" if year is None else year[0]


_ROUGH_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d$")


def _rough_year_against_small(q: Amount, counterpart: Amount) -> bool:
    """Whether *q* is a year read roughly ("around 1958") and *counterpart* a small count
    or age ("six"), which no year is."""
    value = counterpart.q.value
    return (
        bool(_rough_year(q))
        and counterpart.family == "number:None"
        and value is not None
        and value < 150
    )


def _rough_year_dated(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether *q* is a year read roughly ("around 1930") that the cited sentence gives."""
    year = _rough_year(q)
    if not year:
        return False
    chunk, sent = home
    return re.search(rf"\b{year}\b", chunk.text[sent.start : sent.end]) is not None


def _rest_of_total(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim count *q* is what a total in the sentence leaves after *counterpart*,
    which the sentence gives another name than the claim gives *q* ("the Flames winning
    seven" of eleven, against "the Kestrels have won four")."""
    mine, theirs = q.q.value, counterpart.q.value
    if mine is None or theirs is None or q.cmp is not None:
        return False
    if q.family != "number:None":
        return _others_of_measure(info, q, home, counterpart)
    chunk, sent = home
    if _share_of_joint_total(info, q, home, counterpart):
        return True
    total = next(
        (
            p.q.value
            for p in sent.quants
            if p is not counterpart
            and p.family == q.family
            and p.cmp is None
            and p.q.value is not None
            and p.q.value > theirs
            and abs(p.q.value - theirs - mine) < 1e-9
        ),
        None,
    )
    if total is None:
        return False
    own = _last_name_before(info.text, info.toks, q.start, reach=4)
    other = _last_name_before(chunk.text, sent.toks, counterpart.start, reach=4)
    if own and other and own != other and other in info.keys and own in sent.keys:
        return True
    # "Locally trained horses won only four of the first fifteen runnings"
    # against "Overseas-trained horses won eleven of the first fifteen
    # runnings, but locally trained horses ...": the claim names the total,
    # and its count is of another group the sentence names after it.
    if not any(p.q.value == total and p.family == q.family for p in info.quants):
        return False
    # "Six of the nine carriers ... came in on Saturdays only" against "9
    # carriers ..., of whom 3 also came on Wednesdays": the rest came only then.
    if (
        "only" in info.lows
        and _ALSO_PART.search(chunk.text, sent.start, counterpart.start)
        and chunk.text.startswith(" also", counterpart.end)
    ):
        return True
    # "Eight of the twenty-two apprentices came from firms other than the three
    # largest" against "Twenty-two ..., of whom fourteen came from the three
    # largest firms": the claim counts the others, of whom the sentence says nothing.
    if (
        _OTHERS & info.lows
        and not any(t.low in _OTHERS for t in sent.toks)
        and any(
            x.q.value == total and _OF_THE.fullmatch(info.text, q.end, x.start) for x in info.quants
        )
    ):
        return True
    mine_before = _content_before(info.toks, q.start)
    theirs_before = _content_before(sent.toks, counterpart.start)
    later = {t.key for t in sent.toks if t.start >= counterpart.end}
    return bool((mine_before - theirs_before) & later) and bool(theirs_before - mine_before)


def _others_of_measure(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], counterpart: Amount
) -> bool:
    """Whether claim measure *q*, which the claim gives to "others", is what a total of
    the sentence leaves after the part *counterpart* it takes "of which": "Producers
    other than the Marrowby company reeled 324 pounds" against "reeled 678 pounds of
    silk ..., of which the late Marrowby company produced 354 pounds"."""
    if q.family == "date" or not _OTHERS & info.lows:
        return False
    # (Figures written in one unit are compared as written: a text that gives
    # sums of money may read one of "678 pounds" and "354 pounds" as sterling.)
    unit = q.text.split()[-1].lower()
    if counterpart.text.split()[-1].lower() != unit:
        return False
    if q.family != counterpart.family and {q.family, counterpart.family} != _POUNDS_KINDS:
        return False
    mine, theirs = _written(q), _written(counterpart)
    chunk, sent = home
    return any(
        p.text.split()[-1].lower() == unit
        and p.cmp is None
        and p.q.value is not None
        and p.end < counterpart.start
        and math.isclose(_written(p), mine + theirs, rel_tol=1e-9)
        and _OF_WHICH_AFTER.search(chunk.text, p.end, counterpart.start) is not None
        for p in sent.quants
    )


# "Eight of the twenty-two": a count of a whole the claim gives.
_OF_THE = re.compile(r"\s+of\s+(?:the\s+)?", re.IGNORECASE)
# Words that count what is left of a whole: "other than the three largest", "the rest".
_OTHERS = frozenset({"other", "others", "rest", "remaining", "remainder"})

_POUNDS_KINDS = frozenset({"measure:mass", "money:GBP"})
# "of whom 3 also came": a part of the figure before, said to do more.
_ALSO_PART = re.compile(r"\b(?:of whom|of them|of which)\s+$")


def _share_of_joint_total(
    info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], total: Amount
) -> bool:
    """Whether claim count *q* is what a joint *total* of the sentence leaves after the
    share it gives another name.

    "the Crown ... received 8 carriers' carts" against "The Bell and the Crown
    between them received 19 carriers' carts in 1881, the Bell taking 11".
    """
    chunk, sent = home
    if (
        total.q.value is None
        or q.q.value is None
        or not _JOINT.search(chunk.text, sent.start, sent.end)
    ):
        return False
    # the names the sentence gives before its total ("The Bell and the Crown")
    names = {t.key for t in sent.toks if t.end <= total.start and chunk.text[t.start].isupper()}
    for p in sent.quants:
        if p is total or p.family != q.family or p.q.value is None or p.start < total.end:
            continue
        if abs(total.q.value - p.q.value - q.q.value) > 1e-9:
            continue
        other = _last_name_before(chunk.text, sent.toks, p.start, reach=4)
        if other and other not in info.keys and (names - {other}) & info.keys:
            return True
    return False


_JOINT = re.compile(r"\bbetween them\b|\bjointly\b|\btogether\b", re.IGNORECASE)


def _content_before(toks: Sequence[_Tok], at: int) -> frozenset[str]:
    """Keys of the last four content words (not figures) before offset *at*."""
    before = [t.key for t in toks if t.end <= at and t.flags & _CONTENT and not t.flags & _NUMBER]
    return frozenset(before[-4:])


def _release_name(text: str, q: Amount) -> str:
    """The name whose release number claim figure *q* is ("Photo" of "Lumerra Photo
    9.3"), or '' when *q* is no release number after a capitalised word."""
    if q.family != "number:None" or _RELEASE_NUMBER.fullmatch(q.text) is None:
        return ""
    name = text[: q.start].rsplit(None, 1)
    if len(name) < 2 or not name[-1][:1].isupper() or not name[-1].isalpha():
        return ""
    return name[-1]


def _release_against_other(text: str, q: Amount, their_text: str, p: Amount) -> bool:
    """Whether claim figure *q* is the release number of a name ("Photo 9.3") and source
    figure *p* is not one of the same name."""
    name = _release_name(text, q)
    if not name or p.family != "number:None":
        return False  # a version against a version ("versions 2.0 through 2.3.4") compares
    theirs = their_text[: p.start].rsplit(None, 1)
    return not theirs or (
        theirs[-1].lower() != name.lower() and theirs[-1].lower() not in _RELEASE_WORDS
    )


_RELEASE_WORDS = frozenset("version versions release releases v ver".split())


def _release_as_named(text: str, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether claim figure *q* is the release number of a name ("Search 9.0") that the
    chunk of a sentence of *parts* writes after the same name."""
    name = _release_name(text, q)
    if not name:
        return False
    written = f"{name} {q.text}"
    return any(
        written_in(written, chunk.text) for chunk in {c.chunk_id: c for c, _ in parts}.values()
    )


# One point and a short part after it: "9.3", "5.2", "13.1".
_RELEASE_NUMBER = re.compile(r"\d{1,3}\.\d{1,2}")


def _pounds_either_way(a: Amount, b: Amount) -> bool:
    """Whether one figure is pounds of weight and the other as many pounds sterling."""
    for mass, money in ((a, b), (b, a)):
        if (
            mass.family == "measure:mass"
            and money.family == "money:GBP"
            and "pound" in mass.text.lower()
            and mass.q.value is not None
            and money.q.value is not None
            and abs(mass.q.value / qty.GRAMS_PER_POUND - money.q.value) < 0.01
        ):
            return True
    return False


def _early_year(text: str, p: Amount) -> bool:
    """Whether bare number *p* is a year of three digits after "in" and before no
    word it counts ("in 823 and again in 845", not "in 127 villages")."""
    return (
        p.family == "number:None"
        and p.cmp is None
        and p.text.isdigit()
        and len(p.text) == 3
        and _IN_BEFORE.search(text, max(0, p.start - 12), p.start) is not None
        and _NO_NOUN_AFTER.match(text, p.end) is not None
    )


# A claim's year that dates its deed: "left the firm in 1908".
_DATES_DEED = re.compile(r"\b(?:in|during)\s+\d{4}\b")
_IN_BEFORE = re.compile(r"\b(?:in|about|around|by|until|since|from)\s+(?:AD\s+)?$")
_NO_NOUN_AFTER = re.compile(r"\s*(?:[,.;:)]|$|(?:and|or|but|when|while|after|before|AD|CE)\b)")


# "the following year", "the next year", "a year later", "two years later".
def _year_before_span(q: Amount, home: tuple[Chunk, _Sent]) -> bool:
    """Whether claim year *q* is the year the sentence's "after N years" or "for N years"
    counts back to from the year of the sentence ("closed on 31 May after 38 years",
    2024 - 38; "appointed ... in March 2014, succeeding Gordon Hepple, who had led the
    band for 26 years", 2014 - 26)."""
    if q.q.kind != "year" or q.q.value is None or q.cmp is not None:
        return False
    chunk, sent = home
    years = {p.q.date[0] for p in sent.quants if p.family == "date" and p.q.date and p.q.date[0]}
    return len(years) == 1 and any(
        p.family == "duration"
        and p.q.unit == "month"
        and p.q.value
        and _SPAN_BACK.search(chunk.text, max(sent.start, p.start - 8), p.start)
        and min(years) - p.q.value / 12 == q.q.value
        for p in sent.quants
    )


_SPAN_BACK = re.compile(r"\b(?:after|for)\s+$", re.IGNORECASE)


_YEARS_ON = re.compile(
    r"\b(?:the\s+(?:following|next|subsequent)\s+year|the\s+(?P<prev>previous|preceding)\s+year"
    r"|(?:a|(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}))\s+years?"
    r"\s+(?:later|(?P<back>earlier|before(?=\s*[,;.)]|\s*$))))\b",
    re.IGNORECASE,
)
_STEPS = {w: n for n, w in enumerate("one two three four five six seven eight nine ten".split(), 1)}


def _step(m: re.Match[str]) -> int:
    """The years a match of _YEARS_ON counts on (back, when negative)."""
    n = m["n"]
    step = 1 if n is None else int(n) if n.isdigit() else _STEPS[n.lower()]
    return -step if m["back"] or m["prev"] else step


# Words by which a claim counts one event's time from another's.
_COUNTED_ON = frozenset("after before later earlier following previous next since".split())


def counted_note(p: Amount, step: int) -> str:
    """What a year counted on from *p* by *step* makes of the claim's deed."""
    years = f"{abs(step)} year{'s' if abs(step) > 1 else ''}"
    side = "before" if step < 0 else "after"
    year = (year_of(p) or 0) + step
    return f"the source dates the claim's deed {years} {side} {p.text!r} ({year}), not in it"


def year_told_from(info: _ClaimInfo, text: str, sent: _Sent) -> tuple[Amount, int] | None:
    """The sentence's one year, where it equals the claim's one year but the claim's
    deed is told after it in a clause that counts on from it, and the years counted.

    "Vireo was founded in 1992" against "unveiled at the 1992 Valmora Motor Show
    by ... Vireo, founded two years earlier"; "Kessler's needle instrument was
    patented in 1855" against "Dorrance, patented in 1855, competed with the
    needle instrument of Ferdinand Kessler, patented a year earlier". The
    phrase counts on from a verb of the claim's, and the claim's verb is told
    only after the year, or every name it gives is.
    """
    years = [a for a in info.quants if a.family == "date"]
    if len(years) != 1 or years[0].q.kind != "year" or years[0].cmp is not None:
        return None
    if _YEARS_ON.search(info.text) or not info.lows.isdisjoint(_COUNTED_ON):
        return None  # "... and added the 200 m title a year later": the claim counts too
    dates = [p for p in sent.quants if p.family == "date"]
    if not dates or year_of(dates[-1]) != years[0].q.value:
        return None
    p = dates[-1]
    m = next(iter(_YEARS_ON.finditer(text, p.end, sent.end)), None)
    if m is None or p.cmp is not None or len(dates) > 1:
        return None  # "won ... in 1974 and ... in 1978, losing it the following year"
    before_m = [t for t in sent.toks if p.end <= t.start and t.end <= m.start()]
    deed = before_m[-1] if before_m else None
    if deed is None or text[deed.end : m.start()].strip():
        return None
    if deed.key not in info.keys:
        # "left the firm the following year" of "left Rendle, Brock & Hales":
        # the verb, past its object
        verb = next((t for t in reversed(before_m[-4:]) if lx.past_form(t.low)), None)
        if verb is None or verb.key not in info.keys or not _DATES_DEED.search(info.text):
            # "a position that the governing body banned two years later"; "was
            # wound up because the 1874 fire had wrecked": the claim dates no deed
            return None
    gap = _CLAUSE_GAP.search(text, m.end(), sent.end)
    stop = gap.start() if gap else sent.end
    before = {t.key for t in sent.toks if t.end <= p.start}
    told = {t.key for t in sent.toks if p.end <= t.start and t.end <= stop} - before
    # ("based in Turin" places a firm; it tells no deed)
    verbs = {t.key for t in info.toks if info.text[t.start].islower() and lx.past_form(t.low)} - {
        "based"
    }
    names = {t.key for t in info.toks[1:] if t.flags & _CAP and not t.flags & _NUMBER}
    if (verbs and verbs <= told) or (names and names <= told):
        return p, _step(m)
    return None


_OVER_THE = re.compile(r"\b(?:over the|for)\s+$", re.IGNORECASE)
_NIGHTS_AFTER = re.compile(r"\s+(?:nights|days|weeks|months|years|evenings)\b", re.IGNORECASE)


def _over_the_span(q: Amount, claim: str, text: str, p: Amount) -> bool:
    """Whether claim bound *q* ("Over six weeks") is the span source figure *p* tells
    ("over the six weeks", "for 12 nights"): the same time, after "over" or "for"."""
    return (
        q.cmp == ">"
        and (
            q.family.startswith("duration")
            # "costs £348 over 12 nights": nights are counted, not measured
            or (q.family == "number:None" and _NIGHTS_AFTER.match(claim, q.end) is not None)
        )
        and q.text.lower().startswith("over ")
        and p.cmp is None
        and p.q.value == q.q.value
        and _OVER_THE.search(text, max(0, p.start - 10), p.start) is not None
    )


# The name a number is part of: "the 180 D", "the Type 35 B".
_MODEL_MARK = re.compile(r"\s+([A-Z][A-Za-z]{0,2})\b")
# The word that names a thing by the number after it: "Number 215", "No. 212".
_NUMBERED_BY = re.compile(r"\b(number|no\.|lot|model|pattern)\s*$", re.IGNORECASE)


def _models_named(
    info: _ClaimInfo, q: Amount, text: str, p: Amount, chunks: Sequence[Chunk]
) -> bool:
    """Whether claim figure *q* and source figure *p* are the numbers of two models'
    names ("180 D", "200 D"; "Number 215", "number 212") that the claim both gives
    and the cited text names too."""
    if q.q.unit is not None or p.q.unit is not None:
        return False
    mark = _NUMBERED_BY.search(info.text, 0, q.start)
    if mark is not None and _NUMBERED_BY.search(text, 0, p.start) is not None:
        word = re.escape(mark[1])
        return re.search(
            rf"\b{word}\s*{re.escape(p.text)}\b", info.text, re.IGNORECASE
        ) is not None and any(
            re.search(rf"\b{word}\s*{re.escape(q.text)}\b", c.text, re.IGNORECASE) for c in chunks
        )
    mine = _MODEL_MARK.match(info.text, q.end)
    theirs = _MODEL_MARK.match(text, p.end)
    if mine is None or theirs is None or mine.group(1) != theirs.group(1):
        return False
    theirs_named = f"{p.text} {theirs.group(1)}"
    mine_named = f"{q.text} {mine.group(1)}"
    return theirs_named in info.text and any(mine_named in c.text for c in chunks)


_LATER_EARLIER = re.compile(r"\s+(later|earlier|after|before)\b", re.IGNORECASE)
_SIDE_END = re.compile(r"[,;:()]|\s[-\u2013\u2014]\s")


def _dated_by_gap(info: _ClaimInfo, q: Amount, home: tuple[Chunk, _Sent], p: Amount) -> bool:
    """Whether claim date *q* is source date *p* moved by the gap the sentence gives right
    after it ("19 October, twelve days later than the first storm of 2023/24": 7
    October), for the thing after "than" that the claim names."""
    text, sent = home[0].text, home[1]
    if q.q.date is None or p.q.date is None:
        return False
    gap = next((g for g in sent.quants if g.start > p.end), None)
    if (
        gap is None
        or gap.family != "duration"
        or gap.q.value is None
        or text[p.end : gap.start].strip(" ,") != ""
        or (m := _LATER_EARLIER.match(text, gap.end)) is None
    ):
        return False
    (_, q_month, q_day), (_, p_month, p_day) = q.q.date, p.q.date
    if q_month is None or q_day is None or p_month is None or p_day is None:
        return False
    days = round(gap.q.value / 86400)
    try:
        year = 2001  # any year without 29 February
        mine, theirs = _dt.date(year, q_month, q_day), _dt.date(year, p_month, p_day)
    except ValueError:
        return False
    later = m[1].lower() in ("later", "after")
    if (theirs - mine).days != (days if later else -days):
        return False
    # The claim names the other thing by a word only its side has ("2023/24").
    edge = _SIDE_END.search(text, m.end(), sent.end)
    stop = edge.start() if edge else sent.end
    other = {t.key for t in sent.toks if m.end() <= t.start < stop}
    own = {t.key for t in sent.toks if t.end <= p.start}
    if (other - own) & info.keys:
        return True
    # (or by a figure of its side: a season "2023/24" is read as one)
    return any(entails(y, x) for x in info.quants for y in sent.quants if m.end() <= y.start < stop)


def _check_quantities(
    info: _ClaimInfo,
    parts: tuple[tuple[Chunk, _Sent], ...],
    cited: tuple[Chunk, ...],
    gaps: Mapping[int, Worked],
    party: Party | None = None,
) -> tuple[list[str], list[str], list[str], bool]:
    """For each claim quantity: entailed, excluded by its counterpart, or undecided.

    *cited* are all the chunks the claim cites, where a conflicting figure may
    be answered by the claim's own figure stated elsewhere. *gaps* are the
    claim's gaps that the sentences' figures work out
    (``_differences.worked_gaps``), by the offset of the claim figure.
    *party* is a party's total the sentences' prices work out
    (``_party.party_total``): its figure and the party's counts and ages.

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
    periods: list[Amount] = []  # the claim's conflicting dates and spans that scope a figure
    stated: list[Amount] = []  # the claim figures in ``ok``
    # A claim that writes its dates with a year reads the topic's year into the
    # sentences' dates without one.
    yearly = any(q.family == "date" and q.q.date and q.q.date[0] for q in info.quants)
    every = [
        (_with_year(p, chunk) if yearly else p, chunk, sent)
        for chunk, sent in parts
        for p in sent.quants
    ]
    chunks = _chunks_of(parts, cited)  # where a conflicting figure may be worked out
    used: set[int] | None = None
    # A claim that writes a day and month with no year ("before April 28") is
    # read in the one year the sentences' dates give ("As of 27 April 2020").
    fill = None if yearly else _one_year(parts)
    claimed = info.quants if fill is None else tuple(_dated(q, fill) for q in info.quants)
    for q in claimed:
        if party_amount(q, party):
            if party is not None and q.start == party.figure:
                ok.append(party.note)
            stated.append(q)
            continue
        if q.family == "ordinal:None" and q.q.value == 1 and _debut_in(parts):
            # "her first studio album" from "her debut studio album"
            ok.append(f"{q.text} = debut")
            stated.append(q)
            continue
        if _release_as_named(info.text, q, parts):
            # "in Finchley Search 9.0" as the chunk writes it: the name's release.
            ok.append(q.text)
            stated.append(q)
            continue
        stated_here = any(entails(p, q) for p, _, _ in every)
        if (
            # "40 metres taller than the Varden Tower" against "the Varden Tower
            # is 40 metres shorter than the Meridian Spire": a gap the sentence
            # states itself is compared as written.
            (_DIFFERENCE.match(info.text, q.end) and (q.start in gaps or not stated_here))
            or (_is_gap(info.text, q) and not stated_here)  # not "by 25 votes to 19", a tally
            # "twelve years after 'The Harbour at Dusk'", dated by the text
            or (q.start in gaps and EVENT_LINK.match(info.text, q.end) is not None)
        ):
            # "seven fewer than the People's Union", "five points ahead of
            # Oakridge", "trail ... by two points", "gained three places": a
            # difference, not a count that a figure of the sentence could
            # state or deny, unless the figures of the two things compared
            # work it out.
            worked = gaps.get(q.start)
            changed = change_worked(info, q, parts) if worked is None else ""
            if changed:
                # "dropped by 0.3 percentage points" from "fell to 4.1% ...
                # down from 4.4%"
                ok.append(changed)
                stated.append(q)
            elif worked is None:
                unknown.append(f"the cited text does not state {q.text!r} as a difference")
            elif worked.holds:
                ok.append(worked.note)
                stated.append(q)
            else:
                conflict.append(worked.note)
                aligned += 1
                figure_conflict = True
            continue
        subject = _subject_figure(info, q, gaps) if gaps else None
        if subject is not None:
            # "Eastgate finished on 68 points, 14 behind Riverside": the 68 is
            # the figure the gap was worked out from, Eastgate's.
            ok.append(f"{q.text} = {subject.text}" if q.text != subject.text else q.text)
            stated.append(q)
            continue
        pool = every
        role = _role(info.text, q.start)
        if role is not None:
            # "fell by NOK 0.7 billion" is not stated or denied by "revenue of
            # NOK 8.4 billion", nor "from 200 to 100" by "from 100 to 200".
            pool = [x for x in every if not _roles_clash(role, _role(x[1].text, x[0].start))]
            if len(pool) < len(every) and not any(entails(p, q) for p, _, _ in pool):
                other = next(((p, c) for p, c, _ in every if entails(p, q)), None)
                if other is not None:
                    theirs = _role(other[1].text, other[0].start) or "at"
                    unknown.append(
                        f"the claim gives {q.text!r} as the {_ROLE_NAMES[role]}, the source"
                        f" gives {other[0].text!r} as the {_ROLE_NAMES[theirs]}"
                    )
                    continue
        if any(_may_name_scale(x[1].text) for x in pool) and not _is_scale(info.text, q):
            # "a rating out of 100", "on a 0–10 scale" give a scale, never a value on it.
            pool = [x for x in pool if not _is_scale(x[1].text, x[0])]
        span = _version_span(q, parts) if q.cmp is None else None
        if span is not None:
            ok.append(f"{q.text} in {span}")
            stated.append(q)
            continue
        threshold = q.cmp in _BOUNDS and _conditional(info.text, 0, q.start)
        how_often = _says_how_often(info.text, q)
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
            if found is not None and role is None and _before_change(pool, found):
                # "averaged 36.1 points" against "was 38.4, up from 36.1": the
                # source's 36.1 is the value before the change, not the level,
                # which conflicts (on the development sets all 7 such claims
                # were wrong: "From 1 October ... costs £7.50" against "will
                # change the price ... from £7.50 to £8.25 ... on 1 October").
                # A claim of the time before ("Until June 2022 ... had a 50mph
                # limit") may state it.
                earlier = _EARLIER_TIME.search(info.text) is not None
                (unknown if earlier else conflict).append(
                    f"the source gives {found.text!r} as the value before a change"
                )
                continue
            if (
                found is not None
                and not how_often
                and any(p is found and _says_how_often(c.text, p) for p, c, _ in pool)
            ):
                # "keeps blood for three days" against "collects blood every
                # three days": the source says how often, not how long.
                unknown.append(f"the source gives {found.text!r} as how often, not how much")
                continue
            if found is not None:
                # The sentence the stated figure stands in, for the two checks of
                # the case the claim sets.
                where = next((sent for p, _, sent in pool if p is found), None)
                if (
                    where is not None
                    and len(parts) > 1
                    and _window_end_for_case(info, q, where, found)
                ):
                    # "Harriet Vance dropped Clover off at 09:00" against "Drop-off
                    # is from 09:00 to 11:00": when a window opens is not when she came.
                    unknown.append(f"the source gives {found.text!r} as an end of a window")
                    continue
                if where is not None and _measure_outside_band(info, q, where, found):
                    # "At 18 kg, Sprig was charged £25 a night" against "£25 a night
                    # for dogs under 15 kg": the figure is another band's.
                    unknown.append(
                        f"the source gives {found.text!r} for a band the claim's case is not in"
                    )
                    continue
                ok.append(f"{q.text} = {found.text}" if q.text != found.text else q.text)
                stated.append(q)
                continue
            ends = _ends_stated(q, pool)
            if ends:
                ok.append(ends)
                stated.append(q)
                continue
        summed = items_summed(info, q, parts, amount_tolerance(q))
        if summed is not None:
            # "Amber and red warnings together accounted for 9" from "8 amber
            # and 1 red": the items' figures added up.
            if summed[0]:
                ok.append(summed[1])
                stated.append(q)
            else:
                unknown.append(f"the items' figures add up otherwise: {summed[1]} does not hold")
            continue
        before = (
            level_before(info, q, parts)
            or _rest_percent(info, q, parts)
            or _rest_of_listed(info, q, chunks)
            or _yearly_step_worked(info, q, chunks)
            or _age_worked(info, q, chunks)
            or _sentence_total(info, q, [s for _, s in parts])
            or _per_lot(info, q, chunks)
            or _one_as_single(info, q, parts)
            or _time_after_until(info, q, parts)
            or _saving(info, q, parts)
            or _counts_priced(info, q, chunks)
            or _level_past_gap(info, q, chunks)
            or year_by_gap(info, q, [s for _, s in parts])
        )
        if before:
            # "$950 before the $38 decline" from "fell $38 to $912"
            ok.append(before)
            stated.append(q)
            continue
        misworked = _pence_rate_misworked(info, q, chunks)
        if misworked:
            conflict.append(misworked)
            aligned += 1
            figure_conflict = True
            continue
        capped, worked_by_rate = _rate_outcome(info, q, chunks)
        if capped:
            conflict.append(capped)
            aligned += 1
            figure_conflict = True
            continue
        if worked_by_rate:
            # "A 500 GB volume would deliver 1,500 IOPS" from "3 IOPS per GB":
            # the claim's case times the text's rate.
            ok.append(worked_by_rate)
            stated.append(q)
            continue
        scaled = (
            _pro_rata(info, q, chunks)
            or spread_over(info, q, chunks)
            or _period_multiplied(info, q, chunks)
            or _yearly_over_span(info, q, chunks)
            or _product_of_three(info, q, chunks)
        )
        if scaled:
            ok.append(scaled)
            stated.append(q)
            continue
        clocked, unclocked = _clock_span(info, q, parts)
        spanned = clocked or _span_length(info, q, parts) or _deadline(info, q, chunks)
        if spanned:
            ok.append(spanned)
            stated.append(q)
            continue
        if unclocked:
            # "open for 10 hours on each weekday" against "opening 10:00 to 18:00
            # on weekdays only"
            conflict.append(unclocked)
            aligned += 1
            figure_conflict = True
            continue
        if used is None:
            # A source figure that states one claim figure is not the counterpart
            # of another.
            # ("Feed 2–3 pellets twice a day": the range states no "twice")
            used = {
                id(p)
                for p, chunk, _ in every
                for c in claimed
                if entails(p, c) and _says_how_often(info.text, c) == _says_how_often(chunk.text, p)
            }
            # "still counts as only one of your 5 a day" against "count as only
            # one portion a day": a number word the claim writes but does not
            # read as a figure ("one of") is still the claim's.
            used |= {
                id(p)
                for p, _, _ in every
                if p.family == "number:None" and p.text.isalpha() and p.text.lower() in info.lows
            }
        comparable = [
            (p, chunk, sent)
            for p, chunk, sent in pool
            if (p.family == q.family or entails(p, q) or excludes(p, q))
            and (id(p) not in used or entails(p, q))
            # "check the slack every 1,000 km" gives how often, not how much:
            # no counterpart of "25 to 35 mm of slack".
            and (how_often or not _says_how_often(chunk.text, p))
        ]
        if len(comparable) > 1:
            # "Group 3 riders cover roughly 37 to 50 miles" against "Group 1
            # (..., 120–150 km a day), Group 2 (...) or Group 3 (..., 60–80
            # km)": a figure under another number of the claim's label is not
            # its counterpart.
            kept = [x for x in comparable if not _labelled_apart(info, x[2], x[0])]
            if len(kept) < len(comparable):
                comparable = kept
            if q.cmp is None:
                comparable = _closest_clauses(info, q, comparable)
                comparable = _marked_as_claim(info, q, comparable)
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
        # "if left unoccupied for more than 30 days" against "for more than 60
        # days": two thresholds of one condition, which agree only when equal
        # (as two limits "up to 22 kg" and "up to 25 kg" do).
        other_threshold = (
            {
                id(p)
                for p, c, st in comparable
                if p.cmp == q.cmp
                and _conditional(c.text, st.start, p.start)
                and not qty.same_value(p.q, q.q)
            }
            if threshold
            else set()
        )
        if q.family == "date" and q.cmp == "<=" and _TARGET_BEFORE.search(info.text, 0, q.start):
            # "aimed to make 100 stations step-free by 2035" against "by 2030":
            # a target date is met only by itself, not by an earlier one.
            other_threshold |= {
                id(p) for p, _, _ in comparable if p.cmp == q.cmp and not qty.same_value(p.q, q.q)
            }
        elif (
            q.family == "date"
            and q.cmp == "<="
            and any(p.cmp == q.cmp and not qty.same_value(p.q, q.q) for p, _, _ in comparable)
            # (not where the sentence moves the day to the claim's: "committed
            # to electrify all ovens by 2035 and may bring this forward to 2032")
            and not any(
                qty.same_value(p.q, q.q) and c.text.endswith("to ", 0, p.start)
                for p, c, _ in comparable
            )
        ):
            # "By 1837 there were eleven ... brigs" against "began replacing
            # them in January 1823 ..., of which eleven were on the station by
            # 1827": the sentence dates the state with its own "by", which the
            # claim moves; no earlier day of the sentence meets the claim's.
            other_threshold |= {
                id(p)
                for p, _, _ in comparable
                if p.family == "date" and not qty.same_value(p.q, q.q)
            }
        if q.cmp == "<=" and any(
            same_kind_of_limit(p, q) and not qty.same_value(p.q, q.q) for p, _, _ in comparable
        ):
            # "can add as much as 50 ml" against "add 15–20 ml (never more than
            # 20 ml)": the sentence gives its own most, and the amounts it
            # names under it do not state another most.
            other_threshold |= {id(p) for p, _, _ in comparable if p.cmp is None}
        if q.cmp is not None and _DEFINED_BY.search(info.text, max(0, q.start - 40), q.start):
            # "remission was defined as a score below 10" against "defined as a
            # score below 8": a line a definition draws is that line, not any
            # looser one.
            other_threshold |= {
                id(p)
                for p, _, _ in comparable
                if p.cmp is not None and not qty.same_value(p.q, q.q)
            }
        if q.cmp is not None and _bars_people(info.text, q.start):
            # "no girl under 18 should be employed" against "no girl under 16 be
            # employed": a line a rule bars people by, which another line does
            # not draw (either way: barring more or fewer).
            other_threshold |= {
                id(p)
                for p, c, _ in comparable
                if p.cmp == q.cmp and not qty.same_value(p.q, q.q) and _bars_people(c.text, p.start)
            }
        if q.cmp is not None and _CLASS_BY_BOUND.search(info.text, max(0, q.start - 30), q.start):
            # "1s for each child under twelve" against "1s for each child under
            # ten": a bound that marks out a class is that class, not any wider one.
            other_threshold |= {
                id(p) for p, _, _ in comparable if p.cmp == q.cmp and not qty.same_value(p.q, q.q)
            }
        if q.q.kind == "ordinal" and q.cmp is not None:
            # "stopped after the second week" against "after the fourth week":
            # the week it happened, not a bound that any later week meets.
            other_threshold |= {
                id(p)
                for p, _, _ in comparable
                if p.q.kind == "ordinal" and p.cmp == q.cmp and not qty.same_value(p.q, q.q)
            }
        entailing = [p for p, _, _ in comparable if entails(p, q) and id(p) not in other_threshold]
        counterpart = None
        by_context = False
        scored: list[tuple[int, int]] = []
        if comparable:
            near = _claim_context(info.text, q.start, info.old_money)
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
                counterpart = comparable[_scoped(info, near, comparable, scored[0][1])][0]
                by_context = True
        if by_context and counterpart not in entailing:
            # "a band for 20 or more windows" against "10 to 14 windows at 6
            # pence, 15 to 19 at 9 pence, and 20 or more at 1 shilling", or "the
            # gallery seats were one shilling" against "priced at three shillings
            # for stalls, ... and one shilling for the gallery": another item of
            # the list says the claim's figure.
            counterpart = _restated_item(info, near, q, comparable, counterpart) or counterpart
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
        if (
            counterpart is not None
            and len(entailing) == 1
            and counterpart is not entailing[0]
            and len(parts) == 1
            and change_end_dated(info, parts[0][1])
        ):
            # "21,500 tons in 1866" against "from 7,800 tons in 1862 to 21,500
            # tons in 1866": the end of the change that the claim's year dates.
            counterpart = entailing[0]
        # The chunk and sentence the counterpart was read from.
        home = next(((c, st) for p, c, st in comparable if p is counterpart), None)
        if counterpart is not None and counterpart in entailing:
            ok.append(f"{q.text} = {counterpart.text}")
            stated.append(q)
            if q.family == "date" and q.cmp is not None and not qty.same_value(counterpart.q, q.q):
                # "By 28 February, more than 50 cases" <- "as of 27 February": the
                # claim's other figures are of another moment than the source's.
                undated = True
        elif (
            counterpart is not None
            and home is not None
            and (by_context or not entailing)
            and _stated_elsewhere(info, q, parts, counterpart, home, cited)
        ):
            unknown.append(
                f"the source gives {counterpart.text!r} here, but another of its sentences"
                f" states the claim's {q.text!r}"
            )
        elif (
            counterpart is not None
            and home is not None
            and (
                by_context
                or (q.family != "date" and q.q.kind != "ordinal")
                # The sentence's only date, the day of an event ("on 18 August
                # 2013"), against a claim's date bound.
                or (
                    q.family == "date"
                    and len(comparable) == 1
                    and _event_day(comparable[0][1].text, counterpart)
                    and (q.cmp is not None or _one_event_day(info, q, comparable[0][2]))
                )
            )
            and (by_context or not entailing)
            # Only a figure that cannot hold with the claim's is a conflict; the
            # checks after this one say why such a figure may still not be one.
            and (excludes(counterpart, q) or id(counterpart) in other_threshold)
            and not _written_anywhere(q, parts)
            # "running two hours and 48 minutes" against "ran 214 minutes in
            # its premiere cut, ... trimmed to 168 minutes": the claim's figure
            # is the sentence's other one, converted.
            and not _converted_from(q, entailing)
            # "32 days after five years' service" against "27 days' annual
            # leave, rising to 32 days after five years": the sentence states
            # the claim's figure with the claim's other figure beside it.
            and not _pair_stated(info, q, home[1])
            # "The Metro Plus carries a 560 Wh battery" against "The Metro's 280
            # Wh battery ...; the Plus doubles the capacity": the claim's
            # "Plus" is the other clause's, and the figure the Metro's.
            and not _named_in_other_clause(info, home[1], counterpart)
            # "Kinsale's Essentials 50GB plan" against "its Essentials 10GB plan
            # ... Essentials 50GB will go from £13 to £14.25": the claim's
            # figure names a product another sentence names as the claim does.
            and not _name_figure_elsewhere(info, q, home, chunks)
            # "the 60-piece set" against "4,300 MagnaBuild 60-piece sets": the
            # claim's number is written in the sentence, where it names a kind.
            and not _unread_number(q, home)
            # "each eight-day movement" against "In those eight years ... 7s 6d
            # for each eight-day one": a kind named by a figure, which the
            # sentence writes as the claim does, against a plain span.
            and not _kind_written(q, home, counterpart)
            # "up to £37,500 in December" against "up to £30,000, rising by 25%
            # during November and December": the raised figure, worked out.
            and not _worked_after(q, home, counterpart)
            # "settled in Antwerp in 1912, two years after her brother Karl": the
            # sentence dates another event by this one, so another date may be its.
            and not (q.family == "date" and _dated_from(info, home, counterpart))
            # "about 673,500 in mid-2023" against "grew by 1.6% in the year to
            # mid-2024 to reach 684,300": the year before is the change's start.
            and not (q.family == "date" and _year_before_period(q, home, counterpart))
            # "EBITDA in the second quarter was roughly A$254 million" against
            # "third-quarter EBITDA ... was A$284 million, up 12% on the second
            # quarter": the claim's quarter is the change's base.
            and not (q.q.kind == "ordinal" and _ordinal_base(info, q, home))
            # "3% in year three" against "5% in year one": figures of two scopes.
            and not _numbered_apart(info, q, home[1], counterpart)
            # "A 9-hour travel day ... is paid at £45" against "count as full
            # days only when more than 12 hours are spent travelling; otherwise
            # half the daily rate applies": a case the other branch covers.
            and not _case_of_other_branch(info, q, home, counterpart)
            # "a care home resident with £18,000" against "below £14,500, or
            # £21,000 for people living in a care home": the group's own bound.
            and not _bound_of_named_group(info, q, home, counterpart)
            # "In a three-player game" against "in a 4-player game and 8
            # otherwise": the claim's case is the other one, with its figure.
            and not _case_otherwise(info, q, home, counterpart)
            # "captures 4 enemy stones" against "each captured enemy stone worth
            # 2": how many of a thing the sentence prices one by one.
            and not _count_of_each(info, q, home, counterpart)
            # "received 2,280 Ashworth Brande shares" against "Each Pellow share
            # was exchanged for two Ashworth Brande shares": a total of a rate.
            and not _total_of_each(info, q, home, counterpart)
            and not _one_more_named(info, q, counterpart)
            # "an 8-year-old ... costs $199.80" against "$129 for adults aged 19
            # to 64": another age band's fee.
            and not _fee_of_other_age(info, home, counterpart)
            # "£89 for its larger Group D cars" against "£79 for Group C cars":
            # another item's figure, which says nothing of the claim's.
            and not _other_lettered_item(info, home)
            # "collect ... at 18:30" against "opens from 07:00 to 19:00": a time
            # inside the hours, which the hours' end does not deny.
            and not _time_inside_hours(info, q, home, counterpart)
            # "within 100 miles" against "£25 per week, rising to £40 per week
            # for placements more than 100 miles away": the case the raised
            # rate leaves to the first.
            and not _below_the_step(info, q, home, counterpart)
            # "arriving 20 minutes before curtain-up" against "from 30 minutes
            # before curtain-up": a time inside the window the source opens.
            and not _inside_window_before(info, q, home, counterpart)
            # "hosted three seasons" against "presented seasons one through
            # nine": numbers that name the seasons, not how many.
            and not _numbers_naming(home, counterpart)
            # "£17 million" against "£14 million, £3 million less than Kestral's
            # bid": the claim's figure is the sentence's other one, worked out.
            and not _worked_out(q, home, counterpart)
            # "about 53 when the scene was banned" against "the council voted 14
            # to 9 to forbid the scene": a side of a vote counts votes only.
            and not (
                _VOTE_SIDE.search(home[0].text, max(0, counterpart.start - 30), counterpart.start)
                and not _VOTE_WORD.search(info.text)
            )
            # "cost £5" against "costing £9 less than the first": the source's
            # figure is a difference, which says no level.
            and not (
                _DIFFERENCE.match(home[0].text, counterpart.end)
                and not _DIFFERENCE.match(info.text, q.end)
            )
            # "42 entries" against "beating 41 other entries"; "39p a pod"
            # against "a box of 10 pods costs £3.90": the whole, or one of a count.
            and not _whole_or_one(info, q, home, counterpart)
            # "£2.50 each, half the usual adult single price": the figure is a
            # share of what the claim prices
            and not _SHARE_OF_AFTER.match(home[0].text, counterpart.end)
            # "held 52 of the 101 seats", "one third of his 45 birds": a whole,
            # which "the Greens, who won 21 seats" does not give
            and not (
                _WHOLE_BEFORE.search(info.text, max(0, q.start - 16), q.start)
                and not _WHOLE_BEFORE.search(
                    home[0].text, max(0, counterpart.start - 16), counterpart.start
                )
            )
            # "a guest up to 12 times a year" counts visits, not a handicap
            and (
                _TIMES_AFTER.match(home[0].text, counterpart.end) is None
                or _TIMES_AFTER.match(info.text, q.end) is not None
            )
            # "spent £104,000 on travel grants" against "gave 520 patients a
            # £200 grant": the figure times a count of the sentence.
            and not _times_count(q, home[1], counterpart)
            # "liable for up to 400 marks" against "up to ten times the value of
            # their 40-mark share": a multiple the sentence states.
            and not _stated_multiple(q, home, counterpart)
            # "earns 100 points" against "1 point for every £1 spent"; "outnumbered
            # ... by almost eight to one" against "a garrison of 2,300": a rate
            # or a ratio is not the total it gives.
            and not _rate_or_ratio_apart(info, q, home[0].text, counterpart)
            # "an extra 1%" against "For every 1% ... pays above the standard 5%,
            # Sandport adds an extra 0.5%": a whole number of the rate's steps.
            and not _steps_of_rate(info, q, home, counterpart)
            # "contribute 5.5% of their pay" against "a top-up ... equal to 20%
            # of their own contributions": a share of the claim's own thing.
            and not _share_of_other_base(info, q, home[0].text, counterpart)
            # "Dunmore had 31,000 people affected" against "Ashby ... with 52,000
            # people affected ..., followed by Dunmore with 31,000 affected":
            # the sentence gives the claim's name its figure.
            and not (
                (after_name := _figure_after_name(info, q, home[1])) is not None
                and entails(after_name[1], q)
            )
            # "Hollis met Ada Vane in 1974" against "Hollis married ... Ada Vane
            # in 1981 - they had first met in 1974": the sentence dates the
            # claim's own event by the claim's date, in a clause of its own.
            and not (
                q.family == "date" and _own_clause_dates(info, home[1], counterpart, entailing)
            )
            # "Halston have 51 points" against "Riverside ... 47 points, four
            # points behind leaders Halston": a sum, difference or share of
            # two figures of the cited text may be the claim's.
            and not _derivable(
                q,
                chunks,
                _counts(info, q, chunks),
                _shares(info, q),
                _cases(info, q),
                _TOGETHER.search(info.text) is not None,
                # "close five of its nine" names the part, not what it leaves.
                _PART_OF_WHOLE.match(info.text, q.start) is None,
                _said_apart(info.text, q),
                any(t.low in _AVERAGED for t in info.toks),
            )
            # "a car carrying three adults" against "a car and two adults are £164
            # ... Each additional adult adds £22": a case beyond the base count.
            and not _beyond_base_count(info, q, chunks, counterpart)
            # "The four gravel sectors ... other than Cordeval" against "in five
            # sectors, the longest being ... at Cordeval": all but one.
            and not _all_but_one(info, q, counterpart)
            # "Seven of the nine ... kilns were farm kilns" against "counted nine
            # working lime kilns, all but two of them farm kilns": what the count
            # after "all but" leaves of the whole before it.
            and not _all_but_counted(info, q, home, counterpart)
            # "fourteen pots" against "two cones of seven pots": groups times
            # what each group holds.
            and not _groups_multiplied(info, q, chunks)
            # "added 14 pits" against "enlarged the yard from 24 to 38 pits":
            # the change between a range's ends.
            and not _range_change(q, home, counterpart)
            # "brought his barrel rate down from 3s 4d to 3s 2d" against "cut
            # the barrel rate by 2d" and "3s 4d for a barrel": a level the
            # text gives, moved by the sentence's change.
            and not _level_moved_by(info, q, chunks, counterpart)
            # "At 4d in the pound ... came to £39" from "at 4d in the pound on a
            # rateable value of £2,340": the claim's rate in pence applied to
            # the sentence's sum or weight.
            and not _pence_rate_applied(info, q, chunks)
            # "A creditor owed £100 ... would have received £21 5s" against
            # "creditors received 4s 3d in the pound": the rate applied to the
            # claim's own sum.
            and not _pound_rate_of_claims(info, q, chunks)
            # "The canvas hose ... cost £80 in all" from "1,200 feet of canvas
            # hose at 1s 4d a foot": a count times the price of each.
            and not _priced_count(q, chunks)
            # "paid for 150 crows' heads" from "4s 2d went on crows' heads at
            # 1d for three": a sum over the price of each, counted.
            and not _count_at_price(q, chunks)
            # "44 gallons ... would give 2 bushels" from "22 gallons gave 1
            # bushel": the sentence's pair of figures, both scaled alike.
            and not _pair_scaled(info, q, chunks)
            # "Kettlewell's share was £76" of a profit of £114, "Kettlewell
            # putting in £400 and Grice £200, with profits to be shared in
            # that proportion".
            and not _proportional_share(q, chunks)
            # "two World Cup downhill titles" against "won the World Cup downhill
            # title in 1984 and 1986 and took 17 downhill race wins": a count of
            # the years the sentence gives the claim's thing.
            and not _years_counted(info, q, home)
            # "More than 2,200 residents" from "1,140 residents" and "1,096
            # residents": a bound a sum of the text's figures just passes.
            and not _bound_of_sum(info, q, chunks)
            # "A £420 cot would cost £449.95 delivered": the £420 is a case the
            # claim sets, and works out its other figure with the source's.
            and not _case_worked(info, q, chunks)
            # "A 500 GB volume would deliver 1,500 IOPS" from "3 IOPS per GB":
            # a case times a rate of the text.
            and not _rate_worked(info, q, [c.text for c in chunks])
            # "aged between 10 and 50" from "592 were under 10 at entry and only
            # 37 were over 50": a band between the text's two bounds.
            and not _band_between_bounds(q, chunks)
            # "12,000 business miles ... 5,000 crowns" from "0.45 crowns a mile
            # for the first 10,000 business miles ... and 0.25 crowns a mile
            # after that": a case worked out over two rates.
            and not _tiers_worked(info, q, chunks)
            # "the 400 g tin costs £1.80 per 100 g" from "A 400 g tin ... costs
            # £7.20": a price of the text over its measure, per the claim's.
            and not _unit_price_worked(info, q, chunks)
            # "roughly 393 tonnes of tomatoes per hectare" from "212,000 tonnes
            # ... on 540 hectares": a total over the measure the claim gives it per.
            and not _per_measure_worked(info, q, chunks)
            # "A painter who finished 300 animals would be paid 1s 3d" from "paid
            # 5d a hundred": the count is the case the claim prices.
            and not _count_at_lot_price(info, q, chunks)
            # "came out less than four months after version 4.0" from the two
            # release dates, against "twelve months after ... version 5.0".
            and not _date_gap_fits(q, chunks)
            # "from 24 June 2024 at the earliest" against "gave whole blood on 4
            # March 2024", with "112 days for women": a day worked out.
            and not (q.family == "date" and _day_after_wait(q, chunks))
            # "26 played fewer than four rounds" against "14 played four or more
            # rounds": bounds of two groups.
            and not _bound_of_other_group(info, q, home, counterpart)
            # "A 22-year-old rider ... can get a full licence" against "from 21
            # for riders who have held ...": an age the threshold admits.
            and not _age_from_threshold(info, q, home, counterpart)
            # "delivering ... on 15 October" against "delivered by 30 September
            # and €5.80 per kilogram for later deliveries": the later branch.
            and not _date_of_later_branch(q, home, counterpart)
            # "arrives in Vesterøy at 11:40" from "leaves Sundholm at ... 11:00"
            # and "The crossing takes 40 minutes".
            and not _clock_worked_out(q, chunks)
            # "four hours at a weekend costs £570" from "£450 on weekends" for up to
            # three hours and "Each extra half hour costs £60".
            and not _extra_steps_worked(info, q, chunks)
            # "ended the quarter with close to 49 million subscribers" against
            # "added 2.4 million paid subscribers, bringing its total to 48.9
            # million": an amount added is no level.
            and not (entailing and _added(home[1].toks, counterpart) and not _added(info.toks, q))
            # "Wren served six aces" against "Lind served 14 aces to Wren's six";
            # "Osei won 6 frames" against "beat Osei by 10 frames to 6".
            and not written_after_to(info, q, home[0].text, home[1], counterpart)
            # "336 children received" against "Children aged 4 to 17": an age
            # is no count.
            and not _count_of_aged(info, q, home, counterpart)
            # "a reserve of £2,500" against "closed at £2,900, above its
            # reserve": the sentence bounds the claim's thing by its figure.
            and not _beyond_named(info, q, home[0].text, counterpart)
            # "defeated by three votes" is a margin, "by 121 votes to 118" a tally.
            and not (
                _TALLY.match(home[0].text, counterpart.end)
                and not _TALLY.match(info.text, q.end)
                and info.text[max(0, q.start - 3) : q.start].strip().lower() == "by"
            )
            # "12 pounds per square foot" is a rate, "a rent of 28,800 pounds" a total.
            and bool(_PER_UNIT.match(info.text, q.end))
            == bool(_PER_UNIT.match(home[0].text, counterpart.end))
            # "£2 an hour, rising to £3.50 for spaces in the multi-storey": the
            # claim's figure is the sentence's other value of the same charge.
            and not any(
                _CHANGED_TO.search(home[0].text, max(0, p.start - 24), p.start) for p in entailing
            )
            # "currently takes two hours" against "from 15 December ... will take
            # 1 hour 52 minutes": a figure for another time.
            and not _other_time(info, home[1])
            # A change ("fell by NOK 0.7 billion") is denied only by another change.
            and not (role == "delta" and _role(home[0].text, counterpart.start) != "delta")
            # "removed in Marlin-DB 2.0" and "Release 2.0 of Marlin-DB removes",
            # "Quillbase 4.2 shortens the timeout from 30 seconds" and "Version
            # 4.2 ... changes the timeout from 30": a number and a version
            # written alike are one figure, whatever words stand around another.
            and not _as_version(q, parts)
            # A state "as of 3 April" says nothing of the time before or after it.
            and not (q.family == "date" and q.cmp is not None and _as_of(home[0].text, counterpart))
            # "aged 40 ... £35" against "65 and over pay £20; all other ... £35":
            # the band denied is another band's, with its own figure.
            and not (counterpart.cmp is not None and _other_band(info, q, home, counterpart))
            # "a pet weighing 10 kg" against "pets weighing up to 8 kg": a case
            # measured against a rule's limit.
            and not _case_against_rule(info, q, home, counterpart)
            # "still spell-checks a 3 MB file" against "pauses in files larger
            # than 5 MB": one file, against the rule's bound on files.
            and not _case_of_bounded_kind(info, q, home, counterpart)
            # "Parking in Zone A costs £3.50 per hour" against "costs £2.50 per
            # hour in Zone B and £3.50 per hour in Zone A": the claim's figure is
            # a row of the same list, which words alone may not tell apart.
            and not _sibling_states(info, q, home, counterpart)
            # "a 25 kg bag" against "one 23 kg bag; bags between 23 kg and 32 kg
            # incur a fee": a band of the sentence holds the claim's figure;
            # "12 weeks" against "one week ..., up to a maximum of 12 weeks".
            and not _band_holds(q, home[1], counterpart)
            # "A 45-year-old member pays £35" against "£35 a month; members aged
            # 60 and over pay £20": the £20 is a band the claim's case is not in.
            and not _band_excludes_case(info, q, home[1], counterpart)
            and not _band_of_case_states(info, q, chunks)
            # "said to be about 54 years old" when Boyle wrote (1836) against
            # the "14 scutch mills" of his sentence: built in 1782.
            and not _span_between_years(q, chunks)
            # "received 50s a week" against "earned 45s a week, plus 5s for
            # loading the evening train".
            and not _sum_with_plus(info, q, chunks)
            # "about 3,504 tons" against "146 wherry loads ..., averaging 24 tons
            # each".
            and not _product_of_two(q, chunks)
            # "500 nest holes across its four walls" against "5 tiers of nest
            # holes on each wall, 25 holes to each tier".
            and not _product_of_three(info, q, chunks)
            # "six crown chairs ... across its two furnaces" against "three crown
            # chairs on each furnace".
            and not _each_times_claims_count(info, q, chunks)
            # "Marrow and Pettigrew together put £1,200" against "each putting in
            # £600".
            and not _each_of_named_together(info, q, home, counterpart)
            # "24 lots ... about three of them to fail" against "about one lot in
            # eight ... failed": the share applied to a count of the claim's.
            and not _one_in_n_applied(info, q, home, counterpart)
            # "paid 2s a day in 1860" against "paid 8s a day and beer, four
            # times the rate of 1860": the earlier figure, the multiple undone.
            and not _multiple_of_claims(q, home, counterpart)
            # "After 1838 ... sold for 6s" against "stayed at 12s until 1838 and
            # then halved": the sentence goes on past its bound.
            and not _then_after_bound(q, home, counterpart)
            # "The best hand sewers earned 10s" against "paid 11s a week, a
            # shilling more than the best hand sewers": the gap undone.
            and not _gap_of_claims(q, home, counterpart)
            # "2,560 bushels" against "640 coombs of seed, the coomb being four
            # bushels": a measure the text defines, worked into another.
            and not _measure_defined(info, q, home)
            # "went into the trade at about 14 years of age" against "aged 61,
            # had died ... after 47 years in the trade": an age worked out.
            and not _age_at_start(info, q, home)
            # "1,600 informations over six years" against "in 6 years": "over"
            # a span may say during it, not more than it.
            and not _over_as_during(q, counterpart)
            # "about a tenth" against "coal 61 per cent, grain 17 per cent and
            # stone 12 per cent, with the rest in general goods": the rest.
            and not _rest_of_shares(q, home)
            # "began with three motor ambulances" against "took over Harrowmere's
            # two motor ambulances and Harrowmead's single Kestrel, and based all
            # three at a new station": the sentence's own total.
            and not _all_of_them(q, home)
            # "three schooners took 53 hundredweight" against "the Lively took 22
            # hundredweight of cordage, the Martha 17 hundredweight and the
            # Blessing 14": the list's items summed.
            and not _sum_of_list(info, q, home)
            # "cast 236 tankards" against "96 quart tankards and 140 pint
            # tankards": the kinds of one thing summed.
            and not _sum_of_kinds(info, q, home)
            # "the works had six pans" against "took over in 1805 and added two
            # pans": what was added is no level.
            and not _added_only(info, counterpart, home)
            # "174 bushels ... made 14.5 hogsheads" against "the rule that 12
            # bushels of sound pears make one hogshead": a rule's two figures
            # are no level of the claim's things.
            and not ratio_rule_figure(home[0].text, counterpart)
            # "had averaged 28s a head in 1880" against "Compared with 1880, the
            # average ... was up by 3s a head": a change is no level.
            # (where the sentence gives no level of the kind at all)
            and not (_role(info.text, q.start) is None and _changes_only(q, home))
            # "some 900 sheep a day ... over the three days" against "lasted
            # three days, 2,700 sheep being washed at an even rate".
            and not _rate_over_span(info, q, chunks)
            # "five gross of pipes to a cask" against "25 gross of 'tobacco pipes
            # in 5 casks'": a figure of the text over its count of the thing.
            and not _ratio_per_thing(info, q, chunks)
            # "made up of 80 staves" against "20,000 heads, counted out in
            # staves of 250": a whole over the size of each group.
            and not _groups_of(info, q, chunks)
            # "A graduate earning 37,300 crowns a year repays 900 crowns"
            # against "repay 9% of their income above 27,300 crowns": the bound
            # is the case's, not the repayment's.
            and not _bound_of_case(info, q, counterpart)
            # "Footage needed for an investigation can be kept for longer than
            # 30 days" against "retained for 30 days ..., unless it is needed
            # for an ongoing investigation": the claim speaks of the exception.
            and not _exception_named(info, home)
            # "Three ceramicists" against "Twelve artists", when the cited text
            # speaks of ceramicists apart: two counts of two things.
            and not _counts_apart(info, q, home, counterpart, cited)
            # "trail ... by two points" against "lead ... on 71 points": a gap
            # is denied only by a gap.
            and not (_is_gap(info.text, q) and not _is_gap(home[0].text, counterpart))
            # (nor a time by a margin: "finished in 2 hours 25 minutes 49
            # seconds" against "a minute and 12 seconds faster than runner-up")
            and not (
                _MARGIN_OF_TIME.match(home[0].text, counterpart.end) and not _is_gap(info.text, q)
            )
            # "came second to the Union Party" against "... while the Reform
            # Alliance came third": the third place is another name's.
            and not (q.q.kind == "ordinal" and _ordinal_of_other(info, home, counterpart))
            # "above 1,000 executions" against "up to 1,000 ... by default; this
            # can be raised on request": a default limit, which may be lifted.
            and not (
                q.cmp in _BOUNDS
                and counterpart.cmp in (*_BOUNDS, None)
                and _DEFAULT_LIMIT.search(home[0].text, counterpart.end, home[1].end)
            )
            # "The first checked bag costs $30" against "the second bag costs
            # $35": two items of one kind, and the sentence says nothing of
            # the claim's.
            and not _ordinal_items_apart(info, q, home, counterpart)
            # "in the second class, charged at 4d" against "8d ... in the first
            # class and 4d in the second": the claim's ordinal, said again.
            and not _ordinal_said_again(info, q, home, counterpart)
            # "Six shrimpers, George Lusk among them" against "George Lusk and five
            # fellow shrimpers": the named one and the others counted after him.
            and not _named_and_others(info, q, home, counterpart)
            # "The three townships of Cladach, Sgeir and Bruach" against "the
            # four shore townships ..., the remainder from the townships of
            # Cladach, Sgeir and Bruach": the claim counts the names it lists.
            and not _count_of_named_list(info, q, home[0])
            # "the full rate of four shillings" against "the junior rate of two
            # shillings a year instead of four": the other figure, its unit
            # left to be read from the one before.
            and not _bare_alternative(q, home[0].text, counterpart)
            # "goods costing 12s ... would cost about 13s" against "a penny in
            # the shilling dearer": a share of every shilling, worked out.
            and not _share_in_the_unit_applied(info, q, home[0].text, counterpart)
            # "Adding the second cupola" against "Their first cupola ..., and a second
            # cupola added in 1831": "a second" (no ordinal to the reader, as it
            # may mean "another") names the claim's thing.
            and not (q.q.kind == "ordinal" and _another_of_claims(info.text, q, home))
            # "up to 7 days before arrival": a bound on a time before an event
            # runs the other way from the figure's own.
            and not (
                counterpart.cmp in _BOUNDS and _BEFORE_EVENT.match(home[0].text, counterpart.end)
            )
            # "74 cm on the 9th, the greatest depth since the station opened in
            # 1994": a year after "since" dates where a record starts, not the event.
            and not (q.family == "date" and _since_dated(home[0].text, counterpart))
            # "takings for 1910 had been £35,500" against "takings for 1911 had
            # reached £38,200, an increase of £2,700 on 1910": the claim speaks of
            # the year the sentence counts its change from, with a figure it works out.
            and not (q.family == "date" and _base_year_of_change(info, q, home))
            # "Over six weeks at the Orsa Salient" against "over the six weeks of
            # fighting": the span both tell, not a bound.
            and not _over_the_span(q, info.text, home[0].text, counterpart)
            # "arrived on 19 October, twelve days later than the first storm of
            # 2023/24": the sentence dates the other storm too.
            and not (q.family == "date" and _dated_by_gap(info, q, home, counterpart))
            # "patented in Britain in 1863 ... and in the United States the
            # following year": a year the sentence counts on from one it gives.
            and not (q.family == "date" and _year_counted_on(q, home))
            # "allowed ten months" against "delivered in eleven months, a month
            # later than the contract allowed": the figure the gap counts from.
            and not _from_stated_gap(q, home, counterpart)
            # "On 4 December 1865 Brereton reported a coughing cow, and the
            # inspector slaughtered his herd the next day": 5 December.
            and not (q.family == "date" and _day_counted_on(q, home))
            # "had first opened in 1986" against "which closed on 31 May after
            # 38 years" (in a sentence of 2024): a start the span counts back to.
            and not (q.family == "date" and _year_before_span(q, home))
            # "After 2003 the Herald was printed at Dunmore" against "closed the
            # Herald's printing plant in 2003 and moved production to Dunmore":
            # the state after a change the sentence dates.
            and not (q.family == "date" and _state_after_change(q, home, counterpart))
            # "After 1828 Sgarbh had 25 fewer households than before" against
            # "Of the 31 households at Sgarbh before 1828, only 6 remained
            # afterwards": both sides of one date, told by each.
            and not (q.family == "date" and _both_sides_of_date(info, q, home, counterpart))
            # "eighty-seven pounds" against "£87": pounds sterling, not of weight.
            and not _pounds_either_way(q, counterpart)
            # "5 pence" against "5 pence", one read in a text of old money and
            # the other not: the same words say the same sum. (A bare "3" may
            # be the day of two months: "3 and 21 May" against "3 and 21 March".)
            and (q.q.unit is None or q.text.lower() != counterpart.text.lower())
            # "could crash Lumerra Photo 9.3" against "catalogs larger than
            # 100,000 photos": a product's release number, denied only by
            # another release of the same name ("Bluetooth 5.0").
            and not _release_against_other(info.text, q, home[0].text, counterpart)
            # "The 200 D had 12 hp more than the 180 D" against "The 200 D
            # replaced it": numbers that name two models the claim names both.
            and not _models_named(info, q, home[0].text, counterpart, chunks)
            # "The Kestrels have won four of the eleven finals" against "played
            # eleven times ..., the Flames winning seven": the rest of a total.
            and not _rest_of_total(info, q, home, counterpart)
            # "Forty-three of the peals ... were rung on eight bells" against "104
            # peals, of which 61 were on the tower's ten bells and the rest on
            # eight": the sentence gives the claim's figure to the rest.
            and not _given_to_the_rest(info, q, home)
            # "judged three of them sickly" against "judged 80 to be thriving, 24
            # 'indifferent', and the remainder sickly": the claim counts the rest.
            and not _counts_the_rest(info, q, home)
            # "Check Row ... contained twelve houses" against "three rows ...,
            # called Dunleith Row, Tweed Row and Check Row, with forty-two houses
            # in all. Dunleith Row had eighteen houses and Tweed Row twelve."
            and not _rest_beside_total(q, home, counterpart)
            # "others held 40 per cent" against "bought a 60 per cent stake":
            # the rest, which the claim works out.
            and not _rest_of_whole(info, q, home[1])
            # "made 88 of Eastfield's 231 runs" against "Eastfield made 231 ...,
            # with opener Kiran Patel scoring 88": the sentence's figure is the
            # whole the claim gives too, and it states the part as well.
            and not _part_of_stated_whole(info, q, home[1], counterpart)
            # "Around 1930" against "By 1930 the firm made 22,000 sleds": a
            # year given roughly, which the sentence dates too; nor is
            # "around 1958" denied by "at the age of six".
            and not _rough_year_dated(q, home)
            and not _rough_year_against_small(q, counterpart)
            # "paid £1,500 in advance" against "for £3,000, half paid in
            # advance": the share the sentence takes of its figure.
            and not _share_taken(q, home[0].text, counterpart)
            # "gave up the show after 1869" against "after the 1869 season": the
            # same bound, set by a year's event.
            and not _bound_by_dated_event(q, home[0].text, counterpart)
            # "received £200 from the Admiralty" against "sought £800 from the
            # Admiralty; he was granted £200": a sum asked for, beside the one got.
            and not _asked_beside(q, home, counterpart)
            # "burned it on two occasions" against "in 823 and again in 845":
            # a year written without a century's digits is no count.
            and not (
                q.q.value is not None and q.q.value < 100 and _early_year(home[0].text, counterpart)
            )
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
                periods.append(q)
        else:
            if entailing and counterpart is not None and counterpart not in entailing:
                unknown.append(
                    f"the source has {q.text!r}, but gives {counterpart.text!r} beside"
                    " the claim's words"
                )
            elif entailing:
                unknown.append(
                    f"the source's {entailing[0].text!r} would fit {q.text!r}, but is not clearly"
                    " the figure the claim's words speak of"
                )
            elif any(written_in(q.text, c.text) for c in cited):
                # "fixed in Tarnly 0.120" where 0.120 is another sentence's
                # version: the figure is there, not where the claim's words are.
                unknown.append(
                    f"the cited text has {q.text!r}, but not as the figure the claim's words"
                    " speak of"
                )
            else:
                unknown.append(f"the cited text does not state {q.text!r}")
            if q.family == "date":
                undated = True
    if (
        conflict
        and period_conflicts == len(conflict)
        and any(
            q.family not in ("date", "duration")
            and q.q.kind not in ("ordinal", "version")
            # "was established in 1963 and covers 1,875 square kilometres":
            # a date of another clause than the figure's
            and not any(
                _CLAUSE_JOIN.search(info.text, min(q.end, d.end), max(q.start, d.start))
                for d in periods
            )
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


# A claim that places a figure against a limit the source names.
_LIMIT_NOUN = (
    r"\s+(?:the\s+)?(?:\w+\s+){0,2}(?:limit|level|threshold|standard|objective"
    r"|number permitted|maximum|cap|guideline|permitted|allowed|allowance|estimate|reserve"
    r"|budget|target)\b"
)
_WITHIN = re.compile(
    r"\b(?:within|below|under|inside|did not exceed|stayed below|short of)" + _LIMIT_NOUN,
    re.IGNORECASE,
)
_BEYOND = re.compile(
    r"\b(?:above|exceeded|exceeding|over|breached|beyond|higher than)" + _LIMIT_NOUN,
    re.IGNORECASE,
)
_LIMIT_WORDS = frozenset(
    "limit level threshold standard objective permitted allowed allowance maximum cap"
    " guideline estimate reserve budget target".split()
)


def _limit_misread(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure said to be within (or beyond) a limit whose figure the sentence gives
    on the other side, or ''.

    "148,000 cells/ml ... was within the alert level" against "148,000 cells/ml
    ..., well above the 100,000 cells/ml alert level".
    """
    if info.lows.isdisjoint(_LIMIT_WORDS):
        return ""  # the common case: no limit named
    within = _WITHIN.search(info.text) is not None
    if not within and _BEYOND.search(info.text) is None:
        return ""
    for q in info.quants:
        if q.cmp is not None or q.q.value is None:
            continue
        for _, sent in parts:
            stated = [p for p in sent.quants if p.cmp is None and entails(p, q)]
            if not stated or any(_names_limit(sent, p) for p in stated):
                continue  # the claim's figure is the limit itself
            for lim in sent.quants:
                if lim in stated or lim.family != q.family:
                    continue
                # "above its estimate of £3,000–£5,000": a band, read by its ends
                low = lim.q.value if lim.q.value is not None else lim.q.low
                high = lim.q.value if lim.q.value is not None else lim.q.high
                if low is None or high is None or not _names_limit(sent, lim):
                    continue
                side = "within" if within else "beyond"
                if (q.q.value > high) if within else (q.q.value <= high):
                    return (
                        f"the claim puts {q.text!r} {side} a limit the source gives as {lim.text!r}"
                    )
    return ""


# Words that set a figure on a side of a limit named after them.
_LIMIT_SIDES = frozenset(
    "above below within under over beyond exceeding exceeded inside outside".split()
)


def _names_limit(sent: _Sent, p: Amount) -> bool:
    """Whether a limit word follows figure *p* within three words ("the 35 permitted",
    "the 100,000 cells/ml alert level") or leads into it ("a limit of 40")."""
    k = bisect_left(sent.toks, p.end, key=_START)
    after = []
    for t in sent.toks[k : k + 3]:
        if t.low in _LIMIT_SIDES:
            break  # "£6,100, above its estimate": the figure is set against the limit
        after.append(t)
    if any(t.low in _LIMIT_WORDS for t in after):
        return True
    j = bisect_left(sent.toks, p.start, key=_START)
    before = [t.low for t in sent.toks[max(0, j - 2) : j]]
    return len(before) == 2 and before[0] in _LIMIT_WORDS and before[1] == "of"
