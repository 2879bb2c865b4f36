"""A claim's gap between two things, worked out from the figures the source gives each.

"Marlow had 9,000 more visitors than Selby" against "Marlow museum had 41,000
visitors last year and Selby museum 32,000": the claim's 9,000 is no figure
of the sentence, but the difference of the two the sentence gives Marlow and
Selby, in the direction the claim's "more" says. The source's figures are
told apart by the words that name each thing (read before each figure, or
after it, within its item of a list or else its clause): the thing after
"than" (or "ahead of", "behind") by the words the claim gives it, the
claim's subject by its other words. When no reading, or more than one,
settles which figure is whose, nothing is concluded.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import islice
from typing import NamedTuple

from ..models import Chunk
from . import _lexicon as lx
from ._amounts import Amount, amount_of_one
from ._amounts import tolerance as amount_tolerance
from ._analysis import (
    _CAP,
    _CONTENT,
    _NUMBER,
    _analyze_chunk,
    _ClaimInfo,
    _Sent,
    _Tok,
    _word,
    edge_or_end,
    figures_of,
)

# The thing a claim compares with, by the word that says which way: +1 when
# the subject's figure is the larger.
_UP = frozenset(
    "more higher greater larger bigger longer older heavier taller wider ahead above"
    " dearer costlier later warmer stronger wetter sunnier hotter deeper steeper".split()
)
_DOWN = frozenset(
    "fewer less lower smaller shorter younger lighter narrower behind below cheaper"
    " earlier colder weaker drier duller cooler shallower short".split()
)
# A race's "ahead" and "behind", "faster" and "slower", run the other way in
# time: the one ahead took less of it.
_TIME_UP = frozenset({"slower", "behind", "later"})
_TIME_DOWN = frozenset({"faster", "quicker", "sooner", "ahead", "earlier"})
_SPEED = frozenset({"faster", "quicker"})
DIRECTION_WORDS = _UP | _DOWN | _TIME_UP | _TIME_DOWN | _SPEED | {"slower"}
# "Above" and "below" run the other way when the figures are depths, which
# the sentence giving them shows by one of these words.
_DEPTH_SIDES = frozenset({"above", "below"})
_DEPTH_WORDS = frozenset(
    "deep deeper deepest depth depths sunk seam seams shaft shafts underground".split()
)
# Words after which the compared thing follows without "than".
_NO_THAN = frozenset({"ahead", "behind", "above", "below", "short"})
# Verbs that say one thing counts more than another with neither "than" nor a
# figure: "Grey plovers outnumbered bar-tailed godwits".
_OUTNUMBERED = frozenset({"outnumbered", "outnumber", "outnumbers"})
# Verbs that put a thing ahead of another by the gap after "by": "exceeded
# the previous maximum by 13 cm", "topped its 1995 record by 57 hours";
# "trailed" puts it behind.
_PASSED = frozenset(
    """
    exceeded exceeds exceed topped tops beat beats overtook overtakes overtaken surpassed
    surpasses outstripped outstrips outnumbered outnumbers outsold outscored bettered eclipsed
    """.split()
)
_TRAILED = frozenset({"trailed", "trails"})
# Gap words that put one place of an order above another.
_RANK_SIDES = frozenset("higher lower above below ahead behind better worse".split())
_VERB_REACH = 10  # how far before "by" the verb may stand
# Punctuation that ends a clause: a comma, semicolon, colon, bracket or dash
# (not a comma or colon before a digit, which is a figure's: "41,000", "9:30").
_PUNCTUATION = r"[;()]|[,:](?!\d)|\s[-\u2013\u2014]\s"
_CLAUSE_BREAK = re.compile(_PUNCTUATION)
_CLAUSE_WORDS = frozenset({"and", "but", "while", "whereas", "which", "who"})


def _direction(word: str, family: str) -> int:
    if family == "duration":
        if word in _TIME_UP:
            return 1
        if word in _TIME_DOWN:
            return -1
    if word in _SPEED or word in _UP or word in _OUTNUMBERED:
        return 1
    if word == "slower" or word in _DOWN:
        return -1
    return 0


class _Gap(NamedTuple):
    """A claim figure written as a gap: its direction word and the two sides' words."""

    word: _Tok
    sign: int
    subject: frozenset[str]
    other: frozenset[str]


def _keys(toks: Sequence[_Tok]) -> frozenset[str]:
    return frozenset(t.key for t in toks if t.flags & (_CONTENT | _NUMBER))


def _gap(info: _ClaimInfo, q: Amount, family: str) -> _Gap | None:
    """The gap phrase that follows claim figure *q*: "9,000 more visitors than Selby"."""
    toks = info.toks
    at = next((i for i, t in enumerate(toks) if t.start >= q.end), len(toks))
    word_at = next(
        (k for k in range(at, min(at + 4, len(toks))) if toks[k].low in DIRECTION_WORDS), None
    )
    if (
        word_at is None
        or _CLAUSE_BREAK.search(info.text, q.end, toks[word_at].start)
        # "35 completed fewer than six": the word bounds the other figure
        or any(
            a is not q and a.cmp is not None and a.start == toks[word_at].start for a in info.quants
        )
    ):
        return _verb_gap(info, q, family)
    return _sides(info, at, word_at, family)


def _verb_gap(info: _ClaimInfo, q: Amount, family: str) -> _Gap | None:
    """The gap phrase "exceeded the previous maximum by 13 cm" around claim figure *q*.

    The verb's subject is one thing, its object (up to "by") the other.
    """
    toks = info.toks
    k = next((i for i in range(len(toks) - 1, -1, -1) if toks[i].end <= q.start), None)
    if k is None:
        return None
    lows = [t.low for t in toks[max(0, k - 3) : k + 1]]
    if lows[-1:] == ["by"]:
        by_at = k
    elif lows == ["by", "a", "margin", "of"]:
        by_at = k - 3
    else:
        return None
    verb_at = next(
        (
            i
            for i in range(by_at - 1, max(-1, by_at - _VERB_REACH), -1)
            if toks[i].low in _PASSED or toks[i].low in _TRAILED
        ),
        None,
    )
    if verb_at is None or ";" in info.text[toks[verb_at].end : toks[by_at].start]:
        return None
    verb = toks[verb_at]
    figures = [(a.start, a.end) for a in info.quants if a.family == family]
    subject = [
        t
        for i, t in enumerate(toks)
        if (i < verb_at or t.start >= q.end) and not any(s <= t.start < e for s, e in figures)
    ]
    other = _keys(toks[verb_at + 1 : by_at])
    mine = _keys(subject)
    return _Gap(verb, -1 if verb.low in _TRAILED else 1, mine - other, other - mine)


# How far after a gap's direction word "than" may come: "£25,500 more on buying
# food in 2024 than in 2023".
_THAN_REACH = 9


def _sides(info: _ClaimInfo, at: int, word_at: int, family: str) -> _Gap | None:
    """The two things a comparison at ``toks[word_at]`` sets apart (the figure or words of
    the gap from ``toks[at]``): the subject's words and the other thing's."""
    toks = info.toks
    text = info.text
    word = toks[word_at]
    other_at = next(
        (
            k + 1
            for k in range(word_at + 1, min(word_at + _THAN_REACH, len(toks)))
            if toks[k].low == "than"
        ),
        None,
    )
    if other_at is None:
        if word.low not in _NO_THAN and word.low not in _OUTNUMBERED:
            return None
        other_at = word_at + 1 + (word_at + 1 < len(toks) and toks[word_at + 1].low == "of")
    end = other_at
    while (
        end < len(toks)
        and toks[end].low not in _CLAUSE_WORDS
        and (end == other_at or not _CLAUSE_BREAK.search(text, toks[end - 1].end, toks[end].start))
    ):
        end += 1
    if end < len(toks) and text[toks[end - 1].end : toks[end].start].strip() == ",":
        # "than her captain, Joe Hartigan, this season": a name in apposition
        # is the same thing's.
        name = end
        while name < len(toks) and toks[name].flags & _CAP:
            name += 1
        if name > end and (
            name == len(toks) or text[toks[name - 1].end : toks[name].start].strip() in (",", ".")
        ):
            end = name
    # "longer than the Electric to reach 100 km/h": what both things do, after
    # "to", names neither.
    shared = end
    for k in range(other_at + 1, end - 1):
        if toks[k].low == "to" and text[toks[k + 1].start].islower():
            end = k
            break
    if end == other_at:
        return None
    # The subject's words: all but the figure, the gap phrase and the other
    # thing; other figures of the compared kind are the source's to match.
    figures = [(a.start, a.end) for a in info.quants if a.family == family]
    subject = [
        t
        for k, t in enumerate(toks)
        if not (at <= k <= word_at or other_at <= k < shared)
        and t.low != "than"
        and not any(s <= t.start < e for s, e in figures)
    ]
    other = _keys(toks[other_at:end])
    mine = _keys(subject)
    return _Gap(word, _direction(word.low, family), mine - other, other - mine)


def _owner(
    keys: frozenset[str], segments: list[frozenset[str]], caps: frozenset[str], skip: int = -1
) -> int | None:
    """The one segment that *keys* name (names first), or None when none or several do.

    A key names a segment when no other segment holds it; a key that names
    segment *skip* (the other thing's) is no evidence.
    """
    for pool in (keys & caps, keys):
        found = set()
        for k in pool:
            hits = [i for i, seg in enumerate(segments) if k in seg]
            if len(hits) == 1 and hits[0] != skip:
                found.add(hits[0])
        if len(found) == 1:
            return found.pop()
        if len(found) > 1:
            return None
    return None


# Where the words that name a figure's thing stop: a clause's edge, or a word
# that joins the next item of a list; failing that, the clause's edge alone
# ("the oat bar has 4.2 g fibre and 9.5 g fat, while the nut bar ...").
CLAUSE_EDGE = re.compile(
    _PUNCTUATION + r"|\b(?:but|while|whereas|against|versus|vs|compared)\b", re.IGNORECASE
)
ITEM_BREAK = re.compile(CLAUSE_EDGE.pattern + r"|\band\b", re.IGNORECASE)


def _segment(
    sent: _Sent, p: Amount, before: bool, bound: int, edge: re.Pattern[str]
) -> frozenset[str]:
    """Keys of the words that name *p*'s thing: before it back to *bound*, or after it up to
    *bound*, in either case no further than *edge*."""
    text = sent.text
    if before:
        ends = [bound] + [m.end() for m in edge.finditer(text, bound, p.start)]
        # "The Grosser Falkner (3,287 m)": a figure in brackets right after
        # its thing's name is that name's.
        if len(ends) > 1 and text[ends[-1] - 1] == "(" and not text[ends[-1] : p.start].strip():
            ends.pop()
        lo = ends[-1]
        hi = p.start
    else:
        lo = p.end
        stop = edge.search(text, p.end, bound)
        hi = stop.start() if stop else bound
    return _keys([t for t in sent.toks if lo <= t.start and t.end <= hi])


def _reading(
    gap: _Gap, figures: list[tuple[Amount, _Sent]], before: bool, edge: re.Pattern[str]
) -> tuple[int, int] | None:
    """Indexes of the subject's and the other thing's figures, reading names *before* or after."""
    segments: list[frozenset[str]] = []
    for i, (p, sent) in enumerate(figures):
        if before:
            prev = figures[i - 1] if i else None
            bound = prev[0].end if prev is not None and prev[1] is sent else sent.start
        else:
            nxt = figures[i + 1] if i + 1 < len(figures) else None
            bound = nxt[0].start if nxt is not None and nxt[1] is sent else sent.end
        segments.append(_segment(sent, p, before, bound, edge))
    empty = sum(not seg for seg in segments)
    # A figure with no words of its own: its thing is named elsewhere. Read
    # after the figures, one such figure among three or more of one sentence
    # is a whole that the items after it make up ("a total of 402 kg, lifting 182 kg in the
    # snatch and 220 kg in the clean and jerk") and is passed over.
    one_sentence = all(sent is figures[0][1] for _, sent in figures)
    if empty > (0 if before or len(segments) < 3 or not one_sentence else 1):
        return None
    caps = frozenset(
        t.key
        for _, sent in figures
        for t in sent.toks
        if t.flags & _CAP and t.low not in lx.CALENDAR_WORDS
    )
    theirs = _owner(gap.other, segments, caps)
    if theirs is None:
        return None
    mine = _owner(gap.subject, segments, caps, skip=theirs)
    if mine is None or mine == theirs:
        return None
    return mine, theirs


# A side of a comparison that is only an earlier time: "than the year before".
_EARLIER_SIDE = frozenset(
    _word(w)[1]
    for w in "the a year month quarter season week before earlier previous prior last".split()
)


# An earlier period written after a figure: "£18,500 the year before", "201 in 2023".
_THEN_AFTER = re.compile(
    r"\s+(?:[a-z]+\s+){0,2}?(?:the (?:year|month|quarter|season|week) before"
    r"|the previous (?:year|month|quarter|season|week)|a (?:year|month|quarter) earlier"
    r"|last (?:year|month|season)|in (?P<year>\d{4}))\b",
    re.IGNORECASE,
)


def _priced_apart(figures: list[tuple[Amount, _Sent]], a: Amount, b: Amount) -> bool:
    """Whether money figures *a* and *b* are each a price of a quantity, and of two
    different ones ("4d apiece", "20s the hundred")."""
    per = []
    for p, sent in figures:
        if (p is a or p is b) and p.family.startswith("money:"):
            m = _PRICED.match(sent.text, p.end)
            per.append((m[1] or m[2]).lower() if m else "")
    return len(per) == 2 and all(per) and per[0] != per[1]


# What a price is of: "4d apiece", "20s the hundred", "3s a dozen".
_PRICED = re.compile(r"\s+(?:(apiece|each)\b|(?:an?|per|the|each|every)\s+([a-z]+)\b)", re.I)


def _lot_of_both(
    info: _ClaimInfo, figures: list[tuple[Amount, _Sent]], a: Amount, b: Amount
) -> str | None:
    """The lot ("dozen", "gross") that money figures *a* and *b* are both prices of, where
    the claim prices one thing ("a single spring"), or None."""
    if info.lows.isdisjoint(_ONE_PIECE) or not a.family.startswith("money:"):
        return None
    lots = set()
    for p, sent in figures:
        if p is a or p is b:
            m = _PRICED.match(sent.text, p.end)
            lots.add((m[2] or "").lower() if m else "")
    lot = lots.pop() if len(lots) == 1 else None
    return lot if lot in _LOT_PIECES and lot not in info.lows else None


_LOT_PIECES = {"dozen": 12, "gross": 144, "score": 20, "hundred": 100}
# Words that price one thing: "a single spring", "each watch", "one pin".
_ONE_PIECE = frozenset({"single", "each", "apiece", "piece", "one"})


def ratio_rule_figure(text: str, p: Amount) -> bool:
    """Whether figure *p* of *text* is either side of a rule of so many of one thing to
    one of another ("12 bushels of sound pears make one hogshead")."""
    for m in _RATIO_RULE.finditer(text, max(0, p.start - 60), p.end + 60):
        if p.start in (m.start("n"), m.start("one")):
            return True
    return False


# "12 bushels of sound pears make one hogshead", "8 skins went to a ream".
_RATIO_RULE = re.compile(
    r"(?P<n>\b\d[\d,.]*|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"twenty|thirty|forty|fifty|sixty|hundred)\b)\s+(?:[\w'-]+\s+){0,5}?"
    # ("two tons of raw ochre were needed to make one ton")
    r"(?:(?:were|was|are|is)\s+(?:needed|required|used|wanted|taken)\s+to\s+)?"
    r"(?:make|makes|made|yield|yields|give|gives|go|goes|went)\s+(?:to\s+)?"
    r"(?P<one>\b(?:one|a|an|1))\s+[a-z]+",
    re.IGNORECASE,
)


def _against_before(gap: _Gap, figures: list[tuple[Amount, _Sent]]) -> tuple[Amount, Amount] | None:
    """The level now and the level before a change, for a claim that compares a
    thing with itself at an earlier time ("152 more dogs than the year before"
    against "1,064 dogs in 2023, up from 912 in 2022"; "£33,500 more in 2024
    than in 2023" against "£52,000 ..., compared with £18,500 the year
    before")."""
    years = {k for k in gap.other if len(k) == 4 and k.isdigit()}
    if not gap.other or not gap.other <= _EARLIER_SIDE | years:
        return None
    before = [
        (p, sent)
        for p, sent in figures
        if _PREVIOUS.search(sent.text, max(sent.start, p.start - 16), p.start)
        or (
            (m := _THEN_AFTER.match(sent.text, p.end)) is not None
            and (m["year"] is None or m["year"] in years)
        )
    ]
    if len(before) != 1:
        return None
    then, sent = before[0]
    now = [p for p, s in figures if s is sent and p is not then and p.end <= then.start]
    return (now[-1], then) if len(now) == 1 else None


def _in_turn(gap: _Gap, figures: list[tuple[Amount, _Sent]]) -> tuple[Amount, Amount] | None:
    """The subject's and the other thing's figures, when one sentence names the two
    things and gives the two figures in turn.

    "Castrelle ..., with 412,000 residents, its largest city; the port of
    Anzara ... is second with 188,000": each name comes before its figure
    (or each after it, or the first before both figures and the second after
    them), and neither name comes again. The names are the capitalised words
    of each side that the other side lacks, or all such words if none is
    capitalised.
    """
    if len(figures) != 2 or figures[0][1] is not figures[1][1]:
        return None
    sent = figures[0][1]
    f1, f2 = sorted((p for p, _ in figures), key=lambda p: p.start)
    caps = {t.key for t in sent.toks if sent.text[t.start].isupper()}
    places = []
    for side, rest in ((gap.subject, gap.other), (gap.other, gap.subject)):
        side = side - rest  # "the Volta E5" and "the Volta E3" differ in "E5"
        named = (side & caps) or side
        at = [t.start for t in sent.toks if t.key in named]
        if not at:
            return None
        places.append((min(at), max(at)))
    (s_lo, s_hi), (o_lo, o_hi) = places
    for first, second in (((s_lo, s_hi), (o_lo, o_hi)), ((o_lo, o_hi), (s_lo, s_hi))):
        before = first[1] < f1.start and f1.end <= second[0] and second[1] < f2.start
        after = f1.end <= first[0] and first[1] < f2.start and f2.end <= second[0]
        # "The Volta E3 uses 15.5 kWh, against 18.2 kWh for the Volta E5"
        outside = first[1] < f1.start and f2.end <= second[0]
        if before or after or outside:
            mine, theirs = (f1, f2) if first == places[0] else (f2, f1)
            return mine, theirs
    return None


def _attribute(gap: _Gap, figures: list[tuple[Amount, _Sent]]) -> tuple[Amount, Amount] | None:
    """The subject's and the other thing's figures.

    A figure's thing is named just before it ("Marlow museum had 41,000
    visitors ... and Selby museum 32,000") or just after it ("12% in the south
    region and 4% in the north region"), within its item of the list, or
    failing that within its clause. Both readings are tried; when both settle
    the two figures but differently, neither is taken.
    """
    for edge in (ITEM_BREAK, CLAUSE_EDGE):
        readings = {r for before in (True, False) if (r := _reading(gap, figures, before, edge))}
        if len(readings) > 1:
            return None
        if readings:
            mine, theirs = readings.pop()
            return figures[mine][0], figures[theirs][0]
    sents = [sent for _, sent in figures]
    if len({id(s) for s in sents}) == len(sents):
        # "The Orbis 7 Plus has a 6.7-inch screen, priced at £649. The Orbis 7
        # Ultra ..., priced at £1,049.": each sentence gives one figure, and
        # its thing is named anywhere in it.
        segments = [_keys(sent.toks) for sent in sents]
        caps = frozenset(t.key for sent in sents for t in sent.toks if t.flags & _CAP)
        other = _owner(gap.other, segments, caps)
        own = None if other is None else _owner(gap.subject, segments, caps, skip=other)
        if other is not None and own is not None and own != other:
            return figures[own][0], figures[other][0]
    return None


# A figure the source gives as a gap itself: "24 seconds ahead of", "a further
# 9 seconds back", "three shots clear".
_GAP_AFTER = re.compile(
    r"\s+(?:[a-z]+\s+){0,2}?(?:ahead|behind|back|clear|more|less|fewer|higher|lower|up|down)\b",
    re.IGNORECASE,
)
# ... or as the whole that a level is part of: "42 of the 100 seats".
_GAP_BEFORE = re.compile(
    r"(?:\b(?:by|further|extra|another|out\s+of)|\d\s+of\s+the)\s+$", re.IGNORECASE
)
# Two figures of one tally ("beat Owen Reid 7 sets to 4", "by 121 votes to 118")
# are no levels of two things.
TALLY = re.compile(r"(?:\s+[a-z]+)?\s+to\s+\d", re.IGNORECASE)
_TALLY_BEFORE = re.compile(r"\d(?:\s+[a-z]+)?\s+to\s+$", re.IGNORECASE)
_SCALE = re.compile(r"\b(?:thousand|million|billion|trillion|bn|m|k)\b", re.IGNORECASE)


# ... or as a value before a change: "up from 6", "fell from 19 seats to 11".
_PREVIOUS = re.compile(
    r"\b(?:up|down|rose|fell|grew|dropped|climbed|increased|decreased|declined|jumped"
    r"|slipped|went|risen|fallen)\s+from\s+$",
    re.IGNORECASE,
)


_THEN = frozenset(
    "last previous previously before ago earlier formerly prior year month week season".split()
)


# A change told by its size: "improved by 14 points", "had fallen by 4.1".
_CHANGE_BY = re.compile(r"\bby\s+$", re.IGNORECASE)


def _is_level(sent: _Sent, p: Amount, now_only: bool, changes: bool = False) -> bool:
    """Whether *p* is a level of a thing; a value before a change counts only when
    not *now_only*.

    When the claim compares *changes* ("improved by 5 points more than"), a
    change's size ("improved by 14 points") is the level compared.
    """
    text = sent.text
    lo = max(0, p.start - 12)
    return not (
        (now_only and _PREVIOUS.search(text, max(0, p.start - 16), p.start))
        or _GAP_AFTER.match(text, p.end)
        or (
            _GAP_BEFORE.search(text, lo, p.start)
            and not (changes and _CHANGE_BY.search(text, lo, p.start))
        )
        or TALLY.match(text, p.end)
        or _TALLY_BEFORE.search(text, max(0, p.start - 24), p.start)
    )


_MOST_COMPARED = 4


def _led_by(sent: _Sent, p: Amount, keys: frozenset[str]) -> bool:
    """Whether the word right before *p* is one of *keys* ("scored 412")."""
    prev = next((t for t in reversed(sent.toks) if t.end <= p.start), None)
    return (
        prev is not None
        and prev.key in keys
        and not ITEM_BREAK.search(sent.text, prev.end, p.start)
    )


def _measured(sent: _Sent, p: Amount) -> str:
    """Key of the word right after *p* that says what it measures ("5.6 g protein"), or ''."""
    nxt = next((t for t in sent.toks if t.start >= p.end), None)
    if (
        nxt is None
        or not nxt.flags & _CONTENT
        or nxt.low in _FOLLOWED_BY
        or ITEM_BREAK.search(sent.text, p.end, nxt.start)
    ):
        return ""
    after = next((t for t in sent.toks if t.start >= nxt.end), None)
    if (
        nxt.low.endswith("ed")
        and after is not None
        and after.flags & _CONTENT
        and not sent.text[nxt.end : after.start].strip()
    ):
        return after.key  # "210 hurdled pens for sheep"
    return nxt.key


_FOLLOWED_BY = frozenset({"in", "for", "at", "on", "among", "from", "of", "with", "by", "per"})


def _comparable(q: Amount, p: Amount) -> float | None:
    """How many of the claim's units one of *p*'s canonical units is, or None.

    A claim's percentage over two figures of another kind ("25% more than")
    compares their ratio, whatever their unit. A figure the text gives as
    approximate ("about 960,000") counts only for a claim's approximate gap.
    """
    if (p.cmp is not None and not (p.cmp == "~" and q.cmp == "~")) or p.q.value is None:
        return None
    if q.family == "percent:percent" and not p.family.startswith(("percent", "date")):
        return 1.0
    if p.family == q.family:
        return 1.0
    if q.family == "percent:percentage_point" and p.family == "percent:percent":
        return 1.0
    if q.family == "number:None" and not p.family.startswith(("percent", "date")):
        # "8 million less" beside "41 million tonnes": the bare figure counts
        # in the unit the source writes.
        return 1.0 / (p.q.factor or 1.0)
    return None


class Worked(NamedTuple):
    """A claim gap read against the source's figures of the two things compared."""

    holds: bool
    note: str
    """How it was worked out, or what the figures give instead."""
    word: int
    """Offset of the claim's direction word ("more", "behind")."""
    subject: Amount
    """The source's figure for the claim's subject."""
    other: Amount
    """The source's figure for the thing the claim compares it with."""
    found: frozenset[str] = frozenset()
    """Claim words the text's figures stand for: "died" for the end of "(1904–1977)"."""


_PER_THING = re.compile(r"\s*(?:per|/)\s*([a-z]+)", re.IGNORECASE)
# A claim's gap may put its direction word before the "per": "0.28 kWh less
# per standard day".
_GAP_PER_THING = re.compile(r"\s*(?:[a-z]+\s+)?(?:per|/)\s*([a-z]+)", re.IGNORECASE)


# A figure a claim compares with: "than the 35 permitted", "than 12".
_THAN_FIGURE = re.compile(r"\bthan\s+(?:the\s+|its\s+|their\s+)?$", re.IGNORECASE)


def stated_difference(
    info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]
) -> Worked | None:
    """Whether claim gap *q* is the difference of the two compared things' figures.

    None when the sentence does not settle whose figures are whose.
    """
    mine = q.q.value
    if q.cmp not in (None, "~") or mine is None or q.family == "date":
        return None
    relative = q.family == "percent:percent"
    scaled = bool(_SCALE.search(q.text)) if q.family == "number:None" else None
    # A claim naming no time ("The Greens have five more seats than the
    # Liberals") compares the levels now, not the values before a change.
    now_only = info.lows.isdisjoint(_THEN) and not any(a.family == "date" for a in info.quants)
    changes = _CHANGE_BY.search(info.text, max(0, q.start - 12), q.start) is not None
    families: dict[str, list[tuple[Amount, _Sent]]] = {}
    for _, sent in parts:
        for p in sent.quants:
            if (
                _comparable(q, p) is not None
                and _is_level(sent, p, now_only, changes)
                # "1.3 million more" is of "3.4 million", not of "two lines"
                and (scaled is None or bool(_SCALE.search(p.text)) == scaled)
            ):
                families.setdefault(p.family, []).append((p, sent))
    found = [(fam, figs) for fam, figs in families.items() if len(figs) >= 2]
    if len(found) > 1:
        # "54,000 lower" is of "212,000" and "158,000" admissions, not of the
        # prices cut "from seven shillings and sixpence to five shillings".
        found = [(fam, figs) for fam, figs in found if fam == q.family]
    if len(found) != 1:
        return None
    family, figures = found[0]
    if family != q.family and q.family == "number:None" and family.startswith("measure"):
        after = next(
            (t for t in info.toks if t.start >= q.end and t.low not in DIRECTION_WORDS), None
        )
        if (
            after is not None
            and after.flags & _CONTENT
            and not after.flags & _NUMBER
            # (not a unit: "34 more acres", "6 stone heavier")
            and not ((unit := amount_of_one(after.low)) is not None and unit.q.unit)
        ):
            # "225 fewer pluckers" counts pluckers: no gap of the sentence's
            # figures in pounds, which are all it has two of.
            return None
    sums = [(p, s) for p, s in figures if _PER_THING.match(s.text, p.end) is None]
    per = _GAP_PER_THING.match(info.text, q.end)
    if per is not None:
        # "0.7p per kWh less" is of the rates per kWh, not of "51p per day".
        thing = per.group(1).lower()
        figures = [
            (p, s)
            for p, s in figures
            if (m := _PER_THING.match(s.text, p.end)) is None or m.group(1).lower() == thing
        ]
    elif 0 < len(sums) < len(figures):
        # "5.2p higher" of a standing charge is not of "24.6p per
        # kilowatt-hour": among rates and sums, a gap given per nothing is one
        # of sums. (A rate's figures may be written without their "per": "29p
        # per kWh during the day but only 9p at night", so a gap per kWh keeps
        # them all.)
        figures = sums
    # "8.3 g more sugars" is of "4.0 g sugars" and "12.3 g sugars", not of
    # "5.6 g protein": figures that measure something the claim does not name
    # are left out once one measures what it names.
    measured = [_measured(sent, p) for p, sent in figures]
    # The word right after the claim's own figure says best what it measures:
    # "nine points behind ..., though they have a match in hand"; past its
    # direction word: "two dozen more pairs".
    own = next(
        (t.key for t in info.toks if t.start >= q.end and t.low not in DIRECTION_WORDS), None
    )
    measuring = [x for x, m in zip(figures, measured, strict=True) if not m or m == own]
    if own in measured and len(measuring) >= 2:
        figures = measuring
    elif own in measured and any(
        # (a measure, not a name: "17 fewer trips in 1822 than Holt")
        t.key in measured and t.key != own and not info.text[t.start].isupper()
        for x in info.quants
        if x is not q
        for t in islice((t for t in info.toks if t.start >= x.end), 2)
    ):
        # "400 gross a month more than in 1913, with 44 fewer hands" against
        # "about 4,300 gross ..., against 130 hands and 3,900 gross": one figure
        # measures what the claim's does, and the others what its other figure does.
        return None
    elif any(m in info.keys for m in measured):
        kept = [(x, m) for x, m in zip(figures, measured, strict=True) if not m or m in info.keys]
        counts = Counter(m for _, m in kept if m)
        if len(counts) > 1 and max(counts.values()) >= 2:
            # "seated four more passengers than the L-30A" against "in two
            # versions: the L-30A with 12 seats and the L-30C with 16 seats":
            # a gap is between two figures of one measure, not the count of
            # versions the claim's subject also names.
            kept = [(x, m) for x, m in kept if not m or counts[m] >= 2]
        figures = [x for x, _ in kept]
    elif len({m for m in measured if m}) > 1:
        return None
    if len(figures) < 2:
        return None
    gap = _gap(info, q, family)
    if gap is None or not gap.sign or not gap.subject or not gap.other:
        return None
    if gap.word.low in _DEPTH_SIDES and any(
        t.low in _DEPTH_WORDS for _, sent in figures for t in sent.toks
    ):
        # "the Fenwick seam lay 120 metres below the Marlow seam" against
        # "the Marlow seam at 410 metres and the deeper Fenwick seam at 530
        # metres": of depths, the larger lies below.
        gap = gap._replace(sign=-gap.sign)
    if family.startswith("ordinal") and gap.word.low in _RANK_SIDES:
        # "finished three places higher than Harvey Crane" against "finished
        # fourth and Harvey Crane ... seventh": of places, the smaller is higher.
        gap = gap._replace(sign=-gap.sign)
    if any(
        a is not q and a.family == "number:None" and a.cmp is None and a.q.value in _COUNTS
        for a in info.quants
    ):
        # "A return costs £1 less than two single rides", "Three 24-hour
        # passes cost €5.50 more than one 72-hour pass": a side counted
        # several times is no single figure of the source.
        return None
    reading = _attribute(gap, figures)
    by_order = False
    if reading is None:
        reading = _in_turn(gap, figures) or _against_before(gap, figures)
        by_order = reading is not None
    if reading is None:
        return None
    a, b = _changed_from(gap, figures, reading)
    assert a.q.value is not None and b.q.value is not None
    if _priced_apart(figures, a, b):
        # "worth 4d apiece to his cook but only 20s the hundred at market": two
        # prices of different quantities, no two levels of one.
        return None
    if any(ratio_rule_figure(sent.text, p) for p, sent in figures if p is a or p is b):
        # "two hogsheads more than the rule would have given" against "the rule
        # that 12 bushels ... make one hogshead": a rule's figures, no levels.
        return None
    measures = {_measured(sent, p) for p, sent in figures if p is a or p is b}
    if (
        len(measures) == 1
        and "" not in measures
        # ("14 metres long" measures what "five metres longer" does)
        and not any(k.startswith(m) for k in info.keys for m in measures)
    ):
        # "extracts 8 litres more moisture per day" against "a 2-litre tank"
        # and "a 3.5-litre tank": both figures measure a thing the claim does
        # not name.
        return None
    if relative:
        if b.q.value == 0:
            return None
        worked = (a.q.value / b.q.value - 1.0) * 100.0
        side = "above" if worked > 0 else "below"
        shown = f"{a.text} is {abs(worked):.1f}% {side} {b.text}"
    else:
        worked = (a.q.value - b.q.value) * (_comparable(q, a) or 1.0)
        shown = f"{a.text} \u2212 {b.text}"
        lot = _lot_of_both(info, figures, a, b)
        if lot is not None:
            # "A single fusee lever spring cost 3d more than a verge spring"
            # against "8s the dozen for verge springs and 11s the dozen for fusee
            # lever springs": the gap of a dozen, for one.
            worked /= _LOT_PIECES[lot]
            shown = f"({shown}) \u00f7 {_LOT_PIECES[lot]} for one of the {lot}"
    tolerance = amount_tolerance(q)
    if relative:
        tolerance = max(tolerance, 0.5)
    if worked * gap.sign > 0 and abs(abs(worked) - abs(mine)) <= tolerance + 1e-9:
        return Worked(True, f"{q.text} {gap.word.low} = {shown}", gap.word.start, a, b)
    if not relative:
        # "seven more ... than the 35 permitted" against "recorded 42 ..., up
        # from 28 in 2022 and above the 35 permitted": the claim gives the
        # figure it is compared with, and the subject's figure less that one
        # is its gap.
        # The figure compared with may stand in another sentence of the chunk:
        # "£1 3s less than the £7 13s he had claimed" against "sued ... for £7
        # 13s" and, later, "The judge allowed £6 10s".
        base = next(
            (
                p
                for o in _compared_figures(info, q)
                for p in figures_of({c.chunk_id: c for c, _ in parts}.values())
                if p is not a and p.family == a.family and p.cmp is None and p.q.value == o.q.value
            ),
            None,
        )
        if base is not None and base.q.value is not None:
            against = (a.q.value - base.q.value) * (_comparable(q, a) or 1.0)
            if against * gap.sign > 0 and abs(abs(against) - abs(mine)) <= tolerance + 1e-9:
                shown = f"{a.text} \u2212 {base.text}"
                return Worked(True, f"{q.text} {gap.word.low} = {shown}", gap.word.start, a, base)
    if by_order or gap.word.low in _PASSED or gap.word.low in _TRAILED:
        # Figures read only by their order, or as the level before a change,
        # support but never deny; so does a gap a verb gives ("beat Baymouth
        # by eight" against "beat Baymouth 57-49, ... Grace Lowe scoring 41"),
        # whose sides are read less surely than the two of "than".
        return None
    if not relative and _other_pair_gives(info, q, parts, (a, b), abs(mine), tolerance):
        # "lost six more ships than the Netherland fleet" against fleets "of 56
        # ships" and "of 84 ships": the losses, 10 ships and four, give six.
        return None
    if not relative and _named_pair_gives(q, gap, parts, abs(mine), tolerance):
        # "A mahogany case from Fenwick cost 45s more than an oak one" against
        # clocks "at 7 guineas each in oak cases and 11 guineas in mahogany" and,
        # in another sentence, cases at "35s for oak and £4 for mahogany".
        return None
    if not relative and _other_item_gives(q, figures, (a, b), abs(mine), tolerance):
        # "moulded eights cost 2½d more than dipped candles" against "moulded
        # sixes at 9½d and moulded eights at 10d, against 7½d for dipped
        # candles": another item of the list, against the same figure, gives
        # the claim's gap, and items of a list are read less surely.
        return None
    others = frozenset(
        t.key for t in info.toks for o in info.quants if o is not q and o.start <= t.start < o.end
    )
    if others & gap.subject and _attribute(gap._replace(subject=gap.subject - others), figures) != (
        a,
        b,
    ):
        # "The Ymer had a hull two metres broader and 1,500 more shaft
        # horsepower than the Tor": the subject is read by its name, not by
        # the words of another figure ("82 metres long with 10,500 shaft
        # horsepower" is the Tor's).
        return None
    rounding = ((a.q.precision or 0.0) + (b.q.precision or 0.0)) / 2 * (_comparable(q, a) or 1.0)
    if (
        not relative
        and q.q.factor != a.q.factor
        and worked * gap.sign > 0
        and abs(abs(worked) - abs(mine)) <= tolerance + rounding + 1e-9
    ):
        # "1,022 pounds heavier" from "672 kg" and "209 kg": in another unit, as
        # near as the source's rounding tells
        return None
    if _per_unit_of_totals(info.text, figures, (a, b)):
        # "Per acre, Portmellow paid £5 more for the Scarfe layings" against
        # "the Drennick layings of 145 acres ... for £2,900, and the ... Scarfe
        # layings of 95 acres ... for £2,375": totals, not prices per acre.
        return None
    if not relative and _gap_from_subject(a, parts, gap.sign * abs(mine)):
        # "The Sentinel's running costs were £22 higher than the horse
        # ambulance's" against "quoted at £520, with running costs ... at £110",
        # where another sentence gives the horse ambulance "£88 a year to run".
        return None
    if worked * gap.sign <= 0:
        note = f"the claim says {q.text} {gap.word.low}, but the source gives {a.text} against"
        return Worked(False, f"{note} {b.text}", gap.word.start, a, b)
    note = f"the claim says {q.text} {gap.word.low}, the source's figures give {shown}"
    return Worked(False, note, gap.word.start, a, b)


def _gap_from_subject(a: Amount, parts: tuple[tuple[Chunk, _Sent], ...], gap: float) -> bool:
    """Whether the subject's figure *a* less another figure of its kind in the cited
    chunks is the claim's signed *gap*, exactly."""
    if a.q.value is None:
        return False
    return any(
        p is not a
        and p.family == a.family
        and p.cmp is None
        and p.q.value is not None
        and abs(a.q.value - p.q.value - gap) <= 1e-9 * max(1.0, abs(gap))
        for p in figures_of({c.chunk_id: c for c, _ in parts}.values())
    )


def _other_item_gives(
    q: Amount,
    figures: list[tuple[Amount, _Sent]],
    pair: tuple[Amount, Amount],
    mine: float,
    tolerance: float,
) -> bool:
    """Whether a figure of the kind of *pair*'s first, less its second, gives the
    claim's gap *mine*."""
    a, b = pair
    assert b.q.value is not None
    scale = _comparable(q, a) or 1.0
    return any(
        p is not a
        and p is not b
        and p.family == a.family
        and p.cmp is None
        and p.q.value is not None
        and abs(abs((p.q.value - b.q.value) * scale) - mine) <= tolerance + 1e-9
        for p, _sent in figures
    )


def _changed_from(
    gap: _Gap, figures: list[tuple[Amount, _Sent]], reading: tuple[Amount, Amount]
) -> tuple[Amount, Amount]:
    """*reading*, turned round where its subject's figure is where a change starts and
    the claim's other side names what stands between it and where the change ends:
    "majority was 4,816 votes smaller than at the 2022 general election" of "its
    majority fell from 6,204 at the 2022 general election to 1,388"."""
    a, b = reading
    sent = next((s for p, s in figures if p is a), None)
    if sent is None or not any(p is b and s is sent for p, s in figures) or b.start <= a.end:
        return reading
    text = sent.text
    if _PREVIOUS.search(text, max(0, a.start - 16), a.start) is None:
        return reading
    between = [t for t in sent.toks if a.end <= t.start and t.end <= b.start]
    if not between or between[-1].low != "to":
        return reading
    return (b, a) if gap.other and gap.other <= _keys(between) else reading


def _named_pair_gives(
    q: Amount,
    gap: _Gap,
    parts: tuple[tuple[Chunk, _Sent], ...],
    mine: float,
    tolerance: float,
) -> bool:
    """Whether a sentence of the cited chunks gives two figures "for" or "in" the gap's
    two sides, one each ("35s for oak and £4 for mahogany"), that differ by the
    claim's gap *mine* the way round the claim says."""
    for text in {chunk.text for chunk, _ in parts}:
        for sent in _analyze_chunk(text).sents:
            sides: dict[int, list[float]] = {1: [], -1: []}
            for p in sent.quants:
                scale = _comparable(q, p)
                item = _ITEM_AFTER.match(text, p.end)
                if scale is None or item is None or p.q.value is None:
                    continue
                key = next((t.key for t in sent.toks if t.start == item.start("w")), None)
                side = 1 if key in gap.subject else -1 if key in gap.other else 0
                if side:
                    sides[side].append(p.q.value * scale)
            if any(
                (x - y) * gap.sign > 0 and abs(abs(x - y) - mine) <= tolerance + 1e-9
                for x in sides[1]
                for y in sides[-1]
            ):
                return True
    return False


# The item a figure is given for: "35s for oak", "11 guineas in mahogany".
_ITEM_AFTER = re.compile(r"\s+(?:each\s+)?(?:for|in)\s+(?P<w>[a-z]+)\b", re.IGNORECASE)


def _other_pair_gives(
    info: _ClaimInfo,
    q: Amount,
    parts: tuple[tuple[Chunk, _Sent], ...],
    pair: tuple[Amount, Amount],
    gap: float,
    tolerance: float,
) -> bool:
    """Whether two figures of the cited chunks other than *pair* differ by the claim's *gap*.

    "lost six more ships than the Netherland fleet" against fleets "of 56
    ships" and "of 84 ships": the losses, "10 ships" and "four ships", give
    six. A small gap must come from two figures of what the claim counts (the
    word after its gap); one of 100 or more rarely comes by chance ("received
    4,800 more cases than they disposed of": 101,200 and 96,400), and a gap
    in percentage points is one of two shares ("6 percentage points more than
    investors had expected": 21% and 15%).
    """
    measure = next(
        (
            t.key
            for t in info.toks
            if t.start >= q.end and t.flags & _CONTENT and t.low not in _UP | _DOWN
        ),
        "",
    )
    chunks = {chunk.text: chunk for chunk, _ in parts}
    if _gap_from_compared(info, q, chunks, pair, gap, tolerance):
        return True
    figures = [
        (p.q.value * (_comparable(q, p) or 1.0), p)
        for text in chunks
        for sent in _analyze_chunk(text).sents
        for p in sent.quants
        if p.q.value is not None
        and p.cmp is None
        and _comparable(q, p) is not None
        and (
            gap >= _CHANCE_GAP
            or (measure and _measured(sent, p) == measure)
            # "6 percentage points more than investors had expected": 21% and 15%
            or q.family == "percent:percentage_point"
        )
    ]
    return any(
        abs(abs(x - y) - gap) <= tolerance + 1e-9 and {id(p), id(r)} != {id(pair[0]), id(pair[1])}
        for i, (x, p) in enumerate(figures)
        for y, r in figures[i + 1 :]
    )


def _compared_figures(info: _ClaimInfo, q: Amount) -> list[Amount]:
    """The claim's figures other than *q* that it compares with: "than the £20"."""
    return [
        o
        for o in info.quants
        if o is not q and _THAN_FIGURE.search(info.text, max(0, o.start - 10), o.start)
    ]


def _gap_from_compared(
    info: _ClaimInfo,
    q: Amount,
    chunks: dict[str, Chunk],
    pair: tuple[Amount, Amount],
    gap: float,
    tolerance: float,
) -> bool:
    """Whether the figure the claim compares with ("than the £20") and another figure of
    a sentence that gives it differ by the claim's *gap*.

    "recovered £8 less from Cobbold than the £20 it sued him for" against "sued
    him for £20 ..., and recovered £12": the claim names one side itself.
    """
    named = {o.q.value for o in _compared_figures(info, q) if o.q.value is not None}
    if not named:
        return False
    for text in chunks:
        for sent in _analyze_chunk(text).sents:
            for p in sent.quants:
                if p.cmp is not None or p.q.value not in named or _comparable(q, p) is None:
                    continue
                if any(
                    r is not p
                    and r.cmp is None
                    and r.q.value is not None
                    and _comparable(q, r) is not None
                    and {id(p), id(r)} != {id(pair[0]), id(pair[1])}
                    and abs(abs(r.q.value - p.q.value) * (_comparable(q, r) or 1.0) - gap)
                    <= tolerance + 1e-9
                    for r in sent.quants
                ):
                    return True
    return False


# A gap at least this large is seldom two unrelated figures' difference by chance.
_CHANCE_GAP = 100.0


_COUNTS = frozenset(float(n) for n in range(2, 13))


def compared_by_figures(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> Worked | None:
    """A comparison with no figure, read against the source's figures of the two things.

    "The Snap 2 gets more shots per charge than the Snap 1" against "Battery
    life is 260 shots for the Snap 1 and 230 for the Snap 2": the figures
    turn it round. Only figures that measure what the claim names ("shots"),
    two of them, whose things the claim's words tell apart, are read.
    """
    if info.lows.isdisjoint(DIRECTION_WORDS) and info.lows.isdisjoint(_OUTNUMBERED):
        return None
    # A figure the claim names its things by ("the Speedline 3 benchmark")
    # is the sentence's too; any other is no comparison without one.
    named = {q.text for q in info.quants}
    if named - {p.text for _, sent in parts for p in sent.quants}:
        return None
    toks = info.toks
    word_at = next(
        (
            k
            for k, t in enumerate(toks)
            if t.low in DIRECTION_WORDS and any(u.low == "than" for u in toks[k + 1 : k + 5])
        ),
        None,
    )
    if word_at is None:
        word_at = next((k for k, t in enumerate(toks) if t.low in _OUTNUMBERED), None)
    if word_at is None:
        return None
    families: dict[str, list[tuple[Amount, _Sent]]] = {}
    for _, sent in parts:
        for p in sent.quants:
            if (
                p.cmp is None
                and p.q.value is not None
                and p.family != "date"
                and _is_level(sent, p, True)
                and p.text not in named
            ):
                families.setdefault(p.family, []).append((p, sent))
    # "has fewer seats than" compares how many: a price of its seats is no count.
    nxt = toks[word_at + 1] if word_at + 1 < len(toks) else None
    outnumbered = toks[word_at].low in _OUTNUMBERED
    counted = (
        outnumbered
        or toks[word_at].low == "fewer"
        or (
            toks[word_at].low == "more"
            and nxt is not None
            and nxt.low != "than"
            and nxt.low.endswith("s")
            and nxt.flags & _CONTENT
        )
    )
    # (what "outnumbered" is followed by is the other thing, not what it counts)
    counts = nxt.key if counted and not outnumbered and nxt and nxt.flags & _CONTENT else ""
    for family, figures in families.items():
        if counted and family.startswith(("money", "percent", "measure")):
            continue
        every = figures
        measured = [_measured(sent, p) for p, sent in figures]
        # Figures that measure what the claim names ("more shots"), and
        # those that name nothing after them ("... and 230 for the Snap 2");
        # or that what the claim names leads into ("Falco scored 412").
        if not any(m in info.keys for m in measured) and not any(
            _led_by(sent, p, info.keys) for p, sent in figures
        ):
            continue
        # "fewer chicks per pair than": what the claim counts is the word
        # after its direction word, not another of its words ("pairs").
        figures = [
            x
            for x, m in zip(figures, measured, strict=True)
            if not m or (m in info.keys and (not counts or m == counts))
        ]
        if not 2 <= len(figures) <= _MOST_COMPARED:
            continue
        gap = _sides(info, word_at, word_at, family)
        if gap is None or not gap.sign or not gap.subject or not gap.other:
            continue
        # "Falco scored 412, ahead of Orbis at 388 and Nimbus at 355": of more
        # than two figures, the two whose things the claim names.
        reading = _attribute(gap, figures)
        if reading is None:
            continue
        a, b = reading
        assert a.q.value is not None and b.q.value is not None
        if _item_figure_elsewhere(info, word_at, every, (a, b)):
            continue
        if (a.q.value - b.q.value) * gap.sign > 0:
            return Worked(True, f"{gap.word.low}: {a.text} against {b.text}", gap.word.start, a, b)
        note = f"the claim says {gap.word.low!r}, but the source gives {a.text} against {b.text}"
        return Worked(False, note, gap.word.start, a, b)
    return None


def _item_figure_elsewhere(
    info: _ClaimInfo,
    word_at: int,
    figures: Sequence[tuple[Amount, _Sent]],
    pair: tuple[Amount, Amount],
) -> bool:
    """Whether a plain word of what the claim compares stands, once in its sentence,
    nearest a figure other than the two compared.

    "A blow-dry with an artistic director costs more than one with a stylist"
    against "a restyle costs £42 with a stylist, £55 with a senior and £68
    with an artistic director, and a blow-dry costs £25 at every level": the
    claim's "blow-dry" is priced by the £25, not by the restyle's £68 and £42.
    """
    sents = list({id(sent): sent for _, sent in figures}.values())
    for t in info.toks[:word_at]:
        if not t.flags & _CONTENT or not info.text[t.start].islower() or lx.past_form(t.low):
            continue  # (a verb, "bought", says nothing of which item)
        for sent in sents:
            at = [u for u in sent.toks if u.key == t.key]
            if len(at) != 1:
                continue
            word = at[0]
            # (a figure right after the word prices or counts it: "a blow-dry costs £25")
            near = [p for p, s in figures if s is sent and 0 <= p.start - word.end <= _NEAR_AFTER]
            if near and all(near[0] is not x for x in pair):
                return True
    return False


# How far after an item's word the figure that prices or counts it may stand.
_NEAR_AFTER = 12


def worked_gaps(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> dict[int, Worked]:
    """The claim's gaps that the sentences' figures settle, by the offset of the claim figure.

    Read once per comparison; without a direction word the claim has none.
    """
    if info.lows.isdisjoint(DIRECTION_WORDS) and info.lows.isdisjoint(_PASSED | _TRAILED):
        return {}
    return {q.start: found for q in info.quants if (found := stated_difference(info, q, parts))}


# A gap between two events the claim dates by each other: "was painted twelve
# years after 'The Harbour at Dusk'", "more than ten years before he became
# managing director".
_EVENT_WORDS = frozenset({"after", "before", "older", "younger"})
# "nine years older than St Anne's School": founded that much before it.
EVENT_LINK = re.compile(r"\s+(after|before|older\s+than|younger\s+than)\s+", re.IGNORECASE)
# Words the ends of a span of years stand for: a life "(1904–1977)", a build
# "between 1842 and 1846".
_SPAN_START = frozenset(_word(w)[1] for w in "born birth began begin start started".split())
_SPAN_END = frozenset(
    _word(w)[1] for w in "died death die finished completed complete end ended".split()
)


def _per_unit_of_totals(
    claim: str, figures: Sequence[tuple[Amount, _Sent]], pair: tuple[Amount, Amount]
) -> bool:
    """Whether the claim compares figures "per" a unit that the source counts beside two
    totals, neither of which it gives per that unit."""
    m = _PER_UNIT.search(claim)
    if m is None:
        return False
    unit = m[1].lower().rstrip("s")
    per = re.compile(rf"\s+(?:per|a|an|each)\s+{unit}\b", re.IGNORECASE)
    counted = re.compile(rf"\d\s+{unit}s?\b", re.IGNORECASE)
    for p, sent in figures:
        if p is not pair[0] and p is not pair[1]:
            continue
        # The sentence counts the unit ("layings of 145 acres") and gives none
        # of its figures per the unit ("Lite costs £8 per month ..., Max £15").
        if counted.search(sent.text, sent.start, sent.end) is None or any(
            o.family == p.family and per.match(sent.text, o.end) for o in sent.quants
        ):
            return False
    return True


_PER_UNIT = re.compile(r"\b[Pp]er\s+([a-z]+)")


def year_of(p: Amount) -> int | None:
    """The year figure *p* names, if it names one exactly ("1889", "9 May 1931")."""
    if p.cmp is not None or p.family != "date":
        return None
    if p.q.kind == "year" and p.q.value is not None:
        return int(p.q.value)
    if p.q.date is not None and p.q.date[0] is not None:
        return p.q.date[0]
    return None


_Dated = tuple[int, Amount, frozenset[str], frozenset[str]]


def _dated_clauses(parts: tuple[tuple[Chunk, _Sent], ...]) -> list[_Dated]:
    """Each year the sentences give, with the words of its clause (and of a span's
    end) and of its sentence."""
    found: list[_Dated] = []
    for _, sent in parts:
        text = sent.text
        whole = frozenset(t.key for t in sent.toks if t.flags & _CONTENT)
        for p in sent.quants:
            lo, hi = sent.start, sent.end
            edges = list(CLAUSE_EDGE.finditer(text, sent.start, sent.end))
            before = sent.start  # where the clause before this one starts
            for m in edges:
                if m.end() <= p.start:
                    before, lo = lo, m.end()
                elif m.start() >= p.end and hi == sent.end:
                    hi = m.start()
            if lo > sent.start and text[lo - 1] == "(":
                # "'Winter Orchard' (1901)": a bracketed year dates what it follows.
                lo = before
            elif lo > sent.start and text[lo - 1] == "," and _dates_before(sent, before, lo, p):
                # "the East Dock, opened in 1838, and the West Dock, opened in
                # 1871": a participle set off by commas dates the name before it.
                lo = before
            elif lo > sent.start and text[lo - 1] == "," and _predicate_after(sent, before, lo, p):
                # "His best-known work, the clock of St Aldric's Cathedral, was
                # installed in 1786": the clause's subject stands before it.
                lo = before
            opening = sent.toks[0] if sent.toks else None
            if lo == sent.start and opening is not None and lx.past_form(opening.low):
                # "Painted in 1889, 'The Harbour at Dusk' ...": an opening
                # phrase tells of the clause after it.
                hi = next((m.start() for m in edges if m.start() > hi), sent.end)
            words = frozenset(t.key for t in sent.toks if lo <= t.start < hi and t.flags & _CONTENT)
            year = year_of(p)
            if year is not None:
                found.append((year, p, words, whole))
            elif p.family == "date" and p.cmp is None and p.q.low is not None and p.q.high:
                # "(1904–1977)", "between 1842 and 1846": each end, with what it ends
                found.append((int(p.q.low), p, words | _SPAN_START, whole))
                found.append((int(p.q.high), p, words | _SPAN_END, whole))
    return found


def _dates_before(sent: _Sent, before: int, lo: int, p: Amount) -> bool:
    """Whether the clause from *lo* opens with a past participle right before figure *p*
    ("opened in 1838") and the clause before it, from *before*, has no figure of its own."""
    first = next((t for t in sent.toks if t.start >= lo), None)
    return (
        first is not None
        and first.start < p.start
        and lx.past_form(first.low)
        and sent.text[first.end : p.start].strip().lower() in ("in", "on", "")
        and not any(before <= q.start < lo for q in sent.quants)
    )


def _predicate_after(sent: _Sent, before: int, lo: int, p: Amount) -> bool:
    """Whether the clause from *lo* opens with "was" or "were" and a past participle
    before figure *p* (a predicate whose subject stands before the comma), and the
    clause before it, from *before*, has no figure of its own."""
    toks = [t for t in sent.toks if lo <= t.start < p.start]
    return (
        len(toks) >= 2
        and toks[0].low in ("was", "were")
        and lx.past_form(toks[1].low)
        and not any(before <= q.start < lo for q in sent.quants)
    )


def _year_given(info: _ClaimInfo, year: int) -> bool:
    """Whether the claim gives *year* as a date."""
    return any(year_of(q) == year for q in info.quants)


def _dated_event(event: frozenset[str], dated: list[_Dated]) -> tuple[int, Amount] | None:
    """The year whose clause shares the most of the event's words, when one does; the
    sentence's words break a tie."""
    scored = sorted(
        (
            (2 * len(event & words) + len(event & whole), len(event & words), i)
            for i, (_, _, words, whole) in enumerate(dated)
        ),
        reverse=True,
    )
    if not scored or scored[0][1] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    year, p, _, _ = dated[scored[0][2]]
    return year, p


def _span_words(
    dated: list[_Dated], pick: tuple[int, Amount], event: frozenset[str]
) -> frozenset[str]:
    """The event's words that the end of a span of years stands for ("died" for 1977 of
    "(1904–1977)")."""
    year, p = pick
    return frozenset(
        k
        for y, q, words, _ in dated
        if q is p and y == year and p.q.low is not None
        for k in event & words & (_SPAN_START | _SPAN_END)
    )


def _year_beside(
    dated: list[_Dated], event: frozenset[str], year: float, rival: frozenset[str]
) -> tuple[int, Amount] | None:
    """The text's *year*, when its sentence has a word of *event*.

    Not when the year's clause has no words of its own and the sentence names
    the *rival* event too: "the Port Mallory link ... opened in 1926, and the
    Sandrift link ... in 1927" does not date Port Mallory's by 1927.
    """
    for y, p, words, whole in dated:
        if y == year and not event.isdisjoint(words | whole):
            if not words and not rival.isdisjoint(whole):
                continue
            return y, p
    return None


# "knighted the year after he stepped down", "a year before joining".
_ONE_YEAR = re.compile(r"\b(?:the|a|one)\s+year(?=\s+(?:after|before)\s)", re.IGNORECASE)


# Two figures that make a span: "between 1 March and 31 July", "from 1995 to 2013".
_SPAN_OPEN = re.compile(r"\b(?:between|from)\s+$", re.IGNORECASE)
_SPAN_JOIN = re.compile(r"\s*(?:and|to|until|till|through|-|–)\s*$", re.IGNORECASE)


def span_start(text: str, a: Amount, b: Amount) -> int | None:
    """Where "from" or "between" opens the span that figures *a* and *b* of *text*
    make ("between 1 March and 31 July"), or None if they make none."""
    if not _SPAN_JOIN.fullmatch(text[a.end : b.start]):
        return None
    opened = _SPAN_OPEN.search(text, max(0, a.start - 20), a.start)
    return None if opened is None else opened.start()


def whole_years(q: Amount) -> float | None:
    """How many whole years period *q* is, when it is written in years ("twelve
    years", not "twelve months"); else None."""
    value = q.q.value
    if (
        q.family != "duration"
        or q.q.unit != "month"
        or value is None
        or value % 12
        or (q.q.precision or 0) < 12
    ):
        return None
    return value / 12


def _year_gaps(info: _ClaimInfo) -> list[tuple[int, int, float, str | None, str]]:
    """The claim's gaps in whole years: (start, end, years, comparator, as written)."""
    found = [
        (q.start, q.end, years, q.cmp, q.text)
        for q in info.quants
        if (years := whole_years(q)) is not None
    ]
    taken = [(a, b) for a, b, *_ in found]
    for m in _ONE_YEAR.finditer(info.text):
        if not any(a <= m.start() < b for a, b in taken):
            found.append((m.start(), m.end(), 1.0, None, m[0]))
    return found


def _own_years_deny(
    info: _ClaimInfo,
    parts: tuple[tuple[Chunk, _Sent], ...],
    start: int,
    second: tuple[int, int],
    years: float,
    link: tuple[str, bool, int],
) -> Worked | None:
    """A gap the claim's own years deny, both of them the source's, or None.

    "stranded at Fenmouth in 1883, twelve years after the station was opened
    in 1822": 1883 and 1822 are 61 years apart, whatever else the source dates.
    *link* is the gap's word ("after", "years older than"), whether it counts
    forward, and its offset.
    """
    word, after, at = link
    mine = [
        (q.start, q.q.date[0])
        for q in info.quants
        if q.q.kind == "year" and q.cmp is None and q.q.date and q.q.date[0]
    ]
    before = [y for at, y in mine if at < start]
    later = [y for at, y in mine if second[0] <= at < second[1]]
    if not before or not later:
        return None
    first_year, second_year = before[-1], later[0]
    theirs = {
        p.q.date[0]: p
        for _, sent in parts
        for p in sent.quants
        if p.family == "date" and p.cmp is None and p.q.date and p.q.date[0]
    }
    if first_year not in theirs or second_year not in theirs:
        return None
    gap = first_year - second_year if after else second_year - first_year
    if gap == years:
        return None
    if ("older" in word or "younger" in word) and _ages_apart(parts, years):
        # "17 years older than those of 1871" against "the average age ... had
        # risen from 31 in 1871 to 48 in 1891": two groups' ages, not one
        # group grown older.
        return None
    note = (
        f"the claim says {years:g} years {word}, but its own years give "
        f"{max(first_year, second_year)} \u2212 {min(first_year, second_year)}"
    )
    return Worked(False, note, at, theirs[first_year], theirs[second_year])


def _ages_apart(parts: tuple[tuple[Chunk, _Sent], ...], years: float) -> bool:
    """Whether a sentence of *parts* that speaks of age gives two bare figures *years*
    apart."""
    for chunk, sent in parts:
        if not _AGE_WORD.search(chunk.text, sent.start, sent.end):
            continue
        bare = [p.q.value for p in sent.quants if p.family == "number:None" and p.q.value]
        if any(abs(a - b) == years for i, a in enumerate(bare) for b in bare[i + 1 :]):
            return True
    return False


_AGE_WORD = re.compile(r"\b(?:age|ages|aged)\b", re.IGNORECASE)


def event_gaps(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> dict[int, Worked]:
    """Claim gaps in whole years between two events that the sentences date, by figure offset.

    "'Winter Orchard' was painted twelve years after 'The Harbour at Dusk'"
    against "Painted in 1889, 'The Harbour at Dusk' ... 'Winter Orchard'
    (1901)": each event's words are those before the figure and those after
    "after", "before", "older than" or "younger than" up to the clause's end
    ("nine years older than St Anne's School" is read as nine years before
    it); each is dated by the one year whose clause shares most of its own
    words (words both events have do not count), or, when only one event is
    dated so, by the year the gap gives if that year's sentence has a word
    of the event. Only a gap that holds is returned.
    """
    if info.lows.isdisjoint(_EVENT_WORDS):
        return {}
    found: dict[int, Worked] = {}
    dated: list[_Dated] | None = None
    for start, end, years, cmp, said in _year_gaps(info):
        link = EVENT_LINK.match(info.text, end)
        if link is None:
            continue
        if any(
            p.family == "duration" and EVENT_LINK.match(sent.text, p.end)
            for _, sent in parts
            for p in sent.quants
        ):
            continue  # "supported for eighteen months after": the text gives its own gap
        stop = edge_or_end(CLAUSE_EDGE, info.text, link.end(), len(info.text))
        word = " ".join(link[1].lower().split())
        after = word == "after" or word.startswith("younger")
        if cmp is None:
            own = _own_years_deny(
                info, parts, start, (link.end(), stop), years, (word, after, link.start(1))
            )
            if own is not None:
                found[start] = own
                continue
        first = {t.key for t in info.content if t.end <= start}
        later = [t for t in info.content if link.end() <= t.start < stop]
        second = {t.key for t in later}
        shared = first & second
        if all(t.flags & _CAP for t in later):
            # "painted twelve years after 'The Harbour at Dusk'": a bare name
            # takes the first event's act.
            second |= {t.key for t in info.content if t.end <= start and not t.flags & _CAP}
        if dated is None:
            dated = _dated_clauses(parts)
        mine_first, mine_second = frozenset(first - shared), frozenset(second - shared)
        a = _dated_event(mine_first, dated)
        b = _dated_event(mine_second, dated)
        direct = a is not None and b is not None and a[1] is not b[1]
        if a is None or b is None or a[0] == b[0]:
            # One event dated, and the other's year is the one the gap gives,
            # written beside some word of that event: "ran for six years before
            # the network was electrified" from "first ran in 1899" and
            # "electrified in 1905".
            if cmp not in (None, "~"):
                continue
            sign = 1 if after else -1
            shift = sign * years
            caps = frozenset(t.key for t in info.content if t.flags & _CAP)
            caps_first, caps_second = caps & mine_first, caps & mine_second
            beside = (
                None if b is None else _year_beside(dated, mine_first, b[0] + shift, caps_second)
            )
            if beside is not None:
                a = beside
            else:
                beside = (
                    None
                    if a is None
                    else _year_beside(dated, mine_second, a[0] - shift, caps_first)
                )
                if beside is None:
                    continue
                b = beside
            assert a is not None and b is not None
        gap = (a[0] - b[0]) if after else (b[0] - a[0])
        fits = {
            None: gap == years,
            "~": abs(gap - years) <= 1,
            ">": gap > years,
            ">=": gap >= years,
            "<": 0 < gap < years,
            "<=": 0 < gap <= years,
        }.get(cmp, False)
        if fits:
            shown = f"{a[0]} \u2212 {b[0]}" if after else f"{b[0]} \u2212 {a[0]}"
            note = f"{said} {word} = {shown}"
            said_by = _span_words(dated, a, mine_first) | _span_words(dated, b, mine_second)
            found[start] = Worked(True, note, link.start(1), a[1], b[1], said_by)
        elif direct and cmp is None and (gap > 0 or (gap < 0 and _year_given(info, b[0]))):
            # "opened 23 years after the East Dock" against "the East Dock,
            # opened in 1838, and ... the West Dock, opened in 1871": both
            # events dated by clauses of their own, a gap the years deny; or
            # the order, where the claim gives its event the other's year
            # ("installed in 1786, five years before his cathedral clock",
            # the cathedral clock of 1786).
            shown = f"{a[0]} \u2212 {b[0]}" if after else f"{b[0]} \u2212 {a[0]}"
            note = (
                f"the claim says {said} {word}, the source's years give {shown} = {gap}"
                if gap > 0
                else f"the claim says {said} {word}, but the source's years put it the other"
                f" way ({a[0]} and {b[0]})"
            )
            found[start] = Worked(False, note, link.start(1), a[1], b[1])
    return found


# A year the source gives by its gap from a year it states: "ran on 5 January
# 1846, 64 years after the first" dates the first run to 1782.
_YEAR_GAP_LEAD = re.compile(r"\)?,\s+(?:just\s+|only\s+|some\s+|exactly\s+)?")
_GAP_WORD = re.compile(r"\s+(after|before)\s+", re.IGNORECASE)
_ORDER_WORDS = frozenset({"first", "last"})


def year_by_gap(info: _ClaimInfo, q: Amount, sents: Sequence[_Sent]) -> str:
    """How claim year *q* is a year of the sentences moved by the gap written right
    after it, for the event the claim's clause names, or ''.

    "The first Harrowdale and Stourmouth mail coach ran in 1782" from "ran on 5
    January 1846, 64 years after the first": every word of the event after
    "after" or "before" (to the clause's end) is in the claim's clause of
    the year, and none of the stated year's own clause is, but for names
    (the works that "closed in 1867, two years after a boiler explosion" did
    not close in 1865), unless the event is only "the first" or "the last",
    which takes its act from that clause. A claim that names a month or day
    gets nothing: the gap gives only the year.
    """
    want = year_of(q)
    if want is None or (q.q.date is not None and q.q.date[1] is not None):
        return ""
    mine: frozenset[str] | None = None
    for sent in sents:
        text = sent.text
        for p, year, years, link in _years_and_gaps(text, sent.quants):
            if (year - years if link[1].lower() == "after" else year + years) != want:
                continue
            stop = edge_or_end(CLAUSE_EDGE, text, link.end(), sent.end)
            event = {
                t.key for t in sent.toks if link.end() <= t.start < stop and t.flags & _CONTENT
            }
            if mine is None:
                mine = _clause_keys(info, q)
            if not event or not event <= mine:
                continue
            if not event <= _ORDER_WORDS:
                opens = max(
                    (m.end() for m in CLAUSE_EDGE.finditer(text, sent.start, p.start)),
                    default=sent.start,
                )
                own = {
                    t.key
                    for t in sent.toks
                    if opens <= t.start < p.start and t.flags & _CONTENT and not t.flags & _CAP
                }
                if not own.isdisjoint(mine - event):
                    continue
            sign = "\u2212" if link[1].lower() == "after" else "+"
            return f"{q.text} = {text[p.start : p.end]} {sign} {years} years"
    return ""


def _years_and_gaps(
    text: str, quants: Sequence[Amount]
) -> Iterator[tuple[Amount, int, int, re.Match[str]]]:
    """Each year of *quants* that a gap in whole years follows, with the year, the gap
    and the match of its "after" or "before": "1846, 64 years after"."""
    for i, p in enumerate(quants):
        year = year_of(p)
        if year is None:
            continue
        lead = _YEAR_GAP_LEAD.match(text, p.end)
        if lead is None:
            continue
        gap = quants[i + 1] if i + 1 < len(quants) else None
        if gap is not None and gap.start == lead.end():
            if gap.family != "duration" or gap.cmp is not None or gap.q.unit != "month":
                continue
            months, gap_end = gap.q.value or 0, gap.end
        elif (one := _ONE_YEAR.match(text, lead.end())) is not None:
            months, gap_end = 12, one.end()
        else:
            continue
        link = _GAP_WORD.match(text, gap_end)
        if link is not None and months and not months % 12:
            yield p, year, int(months // 12), link


def gap_told_back(info: _ClaimInfo, sent: _Sent) -> bool:
    """Whether the claim tells a gap of the sentence from its other end: "first lit in
    1878, nine years before its fog signal was added" for "added ... in 1887, nine
    years after the lighthouse was first lit"."""
    theirs = {
        (year, years, link[1].lower())
        for _, year, years, link in _years_and_gaps(sent.text, sent.quants)
    }
    return any(
        (year + years if word == "before" else year - years, years, _OTHER_WAY[word]) in theirs
        for _, year, years, link in _years_and_gaps(info.text, info.quants)
        if (word := link[1].lower())
    )


_OTHER_WAY = {"after": "before", "before": "after"}


def _clause_keys(info: _ClaimInfo, q: Amount) -> frozenset[str]:
    """The keys of every word of the claim's clause around figure *q*."""
    opens = max((m.end() for m in CLAUSE_EDGE.finditer(info.text, 0, q.start)), default=0)
    stop = edge_or_end(CLAUSE_EDGE, info.text, q.end, len(info.text))
    return frozenset(t.key for t in info.toks if opens <= t.start < stop)
