"""A party's total worked out from a price list by age band.

"A parent and two children aged 12 and 14 joining Weirside would pay £105 a
year between them" against "adult membership is £55 a year and junior
membership (ages 10–17) £25": the claim names a party (one adult, two
children of 12 and 14), the source prices each band (adults, juniors aged 10
to 17), and £55 + 2 × £25 is the claim's £105. "A family ticket saves £2.60
compared with paying separately for two adults and two children" is the
party's separate prices less a family ticket that admits them all. A party
of one is priced too when the claim gives an age ("a 19-year-old ... £90
for Youth membership").

Every member of the party must fall in exactly one band of the source (by
age when the claim gives one, else by the kind of person: "parent" is an
adult, "junior" a child). The figure must then be the sum exactly, or the
sum with one thing the claim names in its own words: an extra per head
("IMAX screenings add €4 to every ticket") or a discount off every ticket
("Buying online saves $8 on each ticket", never below its threshold).
Nothing is concluded when a member fits no band or more than one, or when
the party is large enough for a group rate, so a party total is only ever a
reason to accept, never to contradict.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import NamedTuple

from ..models import Chunk
from ._amounts import Amount
from ._analysis import _CAP, _CONTENT, _NUMBER, _analyze_chunk, _ClaimInfo, _Sent

# The kind of person a word names, as a price list bands them.
_KIND = {
    **dict.fromkeys(
        "adult adults parent parents grandparent grandparents mother father mum dad"
        " grown-up grown-ups".split(),
        "adult",
    ),
    **dict.fromkeys(
        "child children kid kids junior juniors son sons daughter daughters youngster"
        " youngsters".split(),
        "child",
    ),
    **dict.fromkeys("senior seniors pensioner pensioners".split(), "senior"),
    **dict.fromkeys("student students".split(), "student"),
    **dict.fromkeys("infant infants baby babies toddler toddlers".split(), "infant"),
}
# The bands a kind of person may be priced by: an infant by a band for infants
# or for children.
_SAME_KIND = {"infant": ("infant", "child")}
_COUNTS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}


def _count(word: str) -> int:
    """A count as a word ("two") or in digits ("2")."""
    return _COUNTS.get(word.lower()) or int(word)


_COUNT = (
    r"(?P<count>\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten)\b"
    r"|(?<![£$€\d.,])\b\d{1,2}\b(?![.,]\d))"
)
# Nouns a kind word may come before: "a senior visitor", "an adult ticket".
_PERSON = (
    "visitor|passenger|member|guest|swimmer|skier|rider|customer|player|traveller|camper"
    "|ticket|pass|fare|place|seat"
)
_KIND_WORD = "|".join(sorted(_KIND, key=len, reverse=True))
# "two adults", "a senior visitor", "two junior judoka", "their children".
_MEMBER = re.compile(
    rf"(?:{_COUNT}\s+|\b(?:their|his|her|our|your)\s+)?"
    rf"(?:(?:young|other|older|younger|full-paying|paying|single|lone)\s+)?"
    rf"(?P<kind>\b(?:{_KIND_WORD})\b)(?:\s+(?P<noun>{_PERSON}|[a-z]+s)\b)?",
    re.IGNORECASE,
)
# "a 12-year-old", "two 8-year-olds"
_AGED_ONE = re.compile(
    rf"{_COUNT}\s+(?P<age>\d{{1,2}})-year-olds?\b(?:\s+(?P<noun>[a-z]+s?)\b)?", re.IGNORECASE
)
# "aged 7 and 10", "aged 2, 6 and 11", "(aged 4)"
_AGES = re.compile(
    r"\s*,?\s*\(?(?:aged|ages|age)\s+(?:(?P<lo>\d{1,2})\s*(?:to|-|–)\s*(?P<hi>\d{1,2})"
    r"|(?P<ages>\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*))\b\)?"
)
_AGE_NUMBER = re.compile(r"\d{1,2}")
# "two under-18s", "one over-60"
_BANDED = re.compile(rf"{_COUNT}\s+(?P<side>under|over)-(?P<age>\d{{1,2}})s?\b", re.IGNORECASE)
# A kind word after these names a member of the party already counted ("the
# younger child", "both children") or a unit of a price ("per child").
_REFERRING = frozenset(
    "the this that these those both each per every first second third fourth eldest youngest"
    " other".split()
)
_PACKAGE = re.compile(r"\b(?:family|families|group\w*|household)\b", re.IGNORECASE)
# Ages a band's label sets: "(5–16)", "aged 5 to 15", "under 16", "under-5s",
# "65+", "65 and over", "over-60s".
_RANGE = re.compile(r"\b(\d{1,2})\s*(?:[-–]|to)\s*(\d{1,2})\b(?!\s*(?:cm|m|kg|years? old and))")
_UNDER = re.compile(r"\b(?:under|below)[- ](\d{1,2})s?\b(?!\s*(?:cm|m|kg|%))", re.IGNORECASE)
_AND_UNDER = re.compile(r"\b(\d{1,2})\s*(?:and|or)\s*(?:under|younger)\b", re.IGNORECASE)
_OVER = re.compile(
    r"\b(?:over|above)[- ](\d{1,2})s?\b(?!\s*(?:cm|m|kg|%))"
    r"|\b(\d{1,2})\s*(?:\+|and over|or over|and above|or older|and older)",
    re.IGNORECASE,
)
_LABEL_AFTER = re.compile(r"\s*(?:\(|(?:for|per|each)\b)", re.IGNORECASE)
_FOR_AFTER = re.compile(r"\s*(?:for|per|each)\b", re.IGNORECASE)
_FREE = re.compile(r"\bfree\b(?! of charge)|\bnothing\b", re.IGNORECASE)
_SAVING = re.compile(
    r"\b(?:save|saves|saving|saved|cheaper|less than|more than|instead of|rather than|compared)\b",
    re.IGNORECASE,
)
_MONEY = "money:"
# A price per head for something extra: "$8 extra per person", "€6.50 each"
_PER_HEAD = re.compile(
    r"\s*(?:extra\s+|more\s+)?(?:per (?:person|head|passenger|guest|visitor|ticket)|a head)\b",
    re.IGNORECASE,
)
_RESTRICTED = re.compile(
    r"\b(?:limited to|restricted to|only (?:for|to|open to)|not (?:available|open) to)\b",
    re.IGNORECASE,
)
_ADDS = re.compile(r"\badds?\s+$", re.IGNORECASE)
# Words of such a clause that say nothing of what the extra is for.
_GENERIC = frozenset(
    "extra per person head passenger passengers guest guests visitor visitors ticket tickets every"
    " each cost costs costing requires require required available charged included including"
    " children child adults adult members".split()
)
_FORMER = re.compile(r"\b(?:before that|previously|formerly|used to|until)\b", re.IGNORECASE)
# A band priced as a share of the adult price: "50% of the adult price", "half
# the adult fare".
_SHARE_OF = re.compile(
    r"\b(?:(?P<pct>\d{1,2})% of|half) the (?:standard |full )?adult"
    r" (?:price|fare|rate|ticket price)",
    re.IGNORECASE,
)
# "Groups of 10 or more", "parties of 15+", "12 or more paying visitors"
_GROUP_FROM = re.compile(
    r"\b(?:groups?|parties|party|bookings?) of (\d{1,3})\b"
    r"|\b(\d{1,3})\s*(?:\+|or more)\s+(?:\w+\s+)?(?:people|adults|visitors|persons|guests|members"
    r"|passengers|players|participants)\b",
    re.IGNORECASE,
)
_TICKETS = re.compile(
    rf"{_COUNT}\s+(?:[A-Za-z'-]+\s+){{0,4}}?"
    r"(?:tickets|passes|fares|admissions|memberships)\b",
    re.IGNORECASE,
)
_COMPARED = re.compile(r"\b(?:save|saves|saving|saved|cheaper|less|more|than)\b", re.IGNORECASE)
# A price for no band in particular ("Admission is £8.50"): everyone's but
# those a band of the text names.
_GENERAL = re.compile(r"\b(?:admission|entry|entrance|tickets?|fares?)\b", re.IGNORECASE)
_ANYONE = frozenset({"anyone"})
_ADULT = frozenset({"adult"})
# Words that only say a party pays together, or against what: "between them",
# "a family of", "instead of separate tickets".
_PARTY_WORDS = re.compile(
    r"\b(?:between them|together|altogether|separate|separately|individual|individually"
    r"|buying|choosing|instead|rather|compared|family of|group of|party of"
    r"|admission|entry|visit|tickets|bringing|taking|accompanying|visiting)\b",
    re.IGNORECASE,
)
_NO_AGE = (-math.inf, math.inf)
_OLDEST = 120
_SENIOR_FROM = 50


class _Member(NamedTuple):
    kind: str | None
    age: tuple[int, int] | None
    """The youngest and oldest the member may be, when the claim says."""


class _Band(NamedTuple):
    kinds: frozenset[str]
    ages: tuple[float, float]
    price: float
    """Negative for a share of the adult price not yet priced (``_relative``)."""
    text: str
    source: str = ""
    """The text of a band priced from the adult price, as the source writes it."""
    fit: int = 0
    """How many of the claim's own words its sentence has: of two prices for
    one band ("single-day ... $48", "a season pass ... $119"), the claim's."""


class Party(NamedTuple):
    """A claim figure that the party's prices work out."""

    figure: int
    """Offset of the claim's figure."""
    spans: tuple[tuple[int, int], ...]
    """Where the claim names the party: its words and figures are explained."""
    note: str
    sources: tuple[tuple[Chunk, _Sent], ...]
    """The sentences whose prices were summed."""

    def names(self, at: int) -> bool:
        """Whether the claim text at offset *at* names the party or frames its total."""
        return any(a <= at < b for a, b in self.spans)


def _members(text: str) -> tuple[list[_Member], list[tuple[int, int]]] | None:
    """The party a claim names, and where; None when a count is not told."""
    members: list[_Member] = []
    spans: list[tuple[int, int]] = []
    taken: list[tuple[int, int]] = []
    for m in _AGED_ONE.finditer(text):
        n = _count(m["count"])
        members.extend(_Member(None, (int(m["age"]), int(m["age"]))) for _ in range(n))
        spans.append((m.start(), m.end()))
        taken.append((m.start(), m.end()))
    for m in _BANDED.finditer(text):
        n = _count(m["count"])
        age = int(m["age"])
        band = (0, age - 1) if m["side"].lower() == "under" else (age + 1, _OLDEST)
        members.extend(_Member(None, band) for _ in range(n))
        spans.append((m.start(), m.end()))
    for m in _MEMBER.finditer(text):
        if any(a <= m.start("kind") < b for a, b in taken):
            continue
        if text[m.start("kind") - 1 : m.start("kind")] == "-" or text[m.end("kind") :].startswith(
            "-"
        ):
            continue  # "a single-adult ticket", "adult-only sessions"
        before = text[: m.start("kind")].split()
        if m["count"] is None and before and before[-1].lower() in _REFERRING:
            continue  # "the younger child", "both children": one named already
        kind = _KIND[m["kind"].lower()]
        plural = m["kind"].lower().endswith(("s", "ren")) or (m["noun"] or "").endswith("s")
        end = m.end("kind") if m["noun"] is None or m["noun"].lower() == "aged" else m.end()
        ages_m = _AGES.match(text, end)
        ages: list[tuple[int, int]] = []
        if ages_m and ages_m["ages"]:
            ages = [(int(a), int(a)) for a in _AGE_NUMBER.findall(ages_m["ages"])]
        if m["count"] is not None:
            n = _count(m["count"])
        elif ages:
            n = len(ages)
        elif not plural:
            n = 1
        else:
            return None
        if ages_m and ages_m["lo"]:
            ages = [(int(ages_m["lo"]), int(ages_m["hi"]))] * n  # "three children aged 5 to 16"
        if ages and len(ages) != n:
            return None
        members.extend(_Member(kind, ages[i] if ages else None) for i in range(n))
        spans.append((m.start(), ages_m.end() if ages_m else end))
    return members, spans


def _ages(label: str) -> tuple[float, float]:
    if m := _RANGE.search(label):
        return float(m[1]), float(m[2])
    if m := _UNDER.search(label):
        return 0.0, float(m[1]) - 1
    if m := _AND_UNDER.search(label):
        return 0.0, float(m[1])
    if m := _OVER.search(label):
        return (float(m[1]) + 1, math.inf) if m[1] else (float(m[2]), math.inf)
    return _NO_AGE


def _kinds(label: str) -> frozenset[str]:
    words = re.findall(r"[a-z]+(?:-[a-z]+)?", label.lower())
    kinds = {_KIND[w] for w in words if w in _KIND}
    if not kinds and (_UNDER.search(label) or _AND_UNDER.search(label)):
        kinds = {"child"}  # "under-5s"
    elif not kinds and (m := _OVER.search(label)):
        # "over-65s", "those aged 60 and over"; "swimmers aged 8 and over"
        kinds = {"senior"} if int(m[1] or m[2]) >= _SENIOR_FROM else {"anyone"}
    elif not kinds and (m := _RANGE.search(label)) and re.search(r"\bage", label, re.IGNORECASE):
        # "young people aged 5 to 17", "visitors aged 13 to 25"
        kinds = {"child"} if int(m[2]) < 18 else {"anyone"}
    return frozenset(kinds)


def _clause(text: str, start: int, end: int, lo: int, hi: int) -> tuple[int, int]:
    """The clause of *text* around [start, end), within [lo, hi)."""
    left = max(text.rfind(c, lo, start) for c in ",;:") + 1
    rights = [i for c in ",;:" if (i := text.find(c, end, hi)) != -1]
    return max(left, lo), min(rights, default=hi)


def _bands(
    text: str, sent: _Sent
) -> tuple[list[_Band], list[tuple[Amount, str]], list[tuple[Amount, frozenset[str]]]]:
    """The sentence's prices by band, its prices for a family or group, and
    its prices per person for something extra, with the keys of their clause."""
    prices = [p for p in sent.quants if p.family.startswith(_MONEY) and p.cmp is None]
    bands: list[_Band] = []
    packages: list[tuple[Amount, str]] = []
    extras: list[tuple[Amount, frozenset[str]]] = []
    for i, p in enumerate(prices):
        if p.q.value is None:
            continue
        lo = prices[i - 1].end if i else sent.start
        hi = prices[i + 1].start if i + 1 < len(prices) else sent.end
        after = text[p.end : hi]
        if _PER_HEAD.match(after) or _ADDS.search(text, lo, p.start):
            # "a timed ticket costing $8 extra per person", "IMAX screenings
            # add €4 to every ticket"
            a, b = _clause(text, p.start, p.end, sent.start, sent.end)
            whole = text[sent.start : sent.end]
            if not _RESTRICTED.search(whole) and (
                "included" in whole or not (_UNDER.search(whole) or _OVER.search(whole))
            ):
                # not an extra some members of a party may not have ("limited
                # to passengers aged 6 and older")
                extras.append((p, _clause_keys(sent, a, b)))
            continue
        label = ""
        if _LABEL_AFTER.match(after):
            cut = re.search(r"[,;:]|\s(?:while|but|whereas)\s", after)
            label = after[: cut.start() if cut else len(after)]
            if not _kinds(label) and not _FOR_AFTER.match(after):
                label = ""  # "£19.99 a month" is labelled before
        if not label:
            # "...; before that they received £9.50": a clause of its own
            label = text[lo : p.start].rsplit(";", 1)[-1]
        if _FORMER.search(label):
            continue  # a price that no longer applies
        if _PACKAGE.search(label):
            packages.append((p, label))
            continue
        kinds = _kinds(label) or (_ANYONE if _GENERAL.search(label) else frozenset())
        if kinds:
            bands.append(_Band(kinds, _ages(label), p.q.value, p.text))
    for m in _FREE.finditer(text, sent.start, sent.end):
        a, b = _clause(text, m.start(), m.end(), sent.start, sent.end)
        label = text[a:b]
        if _PACKAGE.search(label) or any(a <= p.start < b for p in prices):
            continue
        kinds = _kinds(label)
        ages = _ages(label)
        if kinds and ages != _NO_AGE:
            bands.append(_Band(frozenset({"child", "infant"}), ages, 0.0, "free"))
    for m in _SHARE_OF.finditer(text, sent.start, sent.end):
        # "Children aged 6 to 14 pay 50% of the adult price": priced once the
        # adult price is known (``_relative``)
        a, b = _clause(text, m.start(), m.end(), sent.start, sent.end)
        label = text[a : m.start()]
        share = 0.5 if m["pct"] is None else float(m["pct"]) / 100
        kinds = _kinds(label)
        if kinds and "adult" not in kinds and not any(a <= p.start < b for p in prices):
            bands.append(_Band(kinds, _ages(label), -share, m[0]))
    return bands, packages, extras


class _Discount(NamedTuple):
    share: float
    """The part of the price taken off, or 0 for an amount off each ticket."""
    amount: float
    text: str
    keys: frozenset[str]
    """Keys of the words of its clause: what the claim must name to have it."""


# "10% off", "10% cheaper", "a third off"; "€5 off each paid ticket", "saves
# $8 on each ticket"
_SHARE_OFF = re.compile(
    r"\b(?:(?P<pct>\d{1,2})%|(?P<third>one-third|a third)|(?P<half>half))"
    r"\s+(?:off|cheaper|discount|less|reduction)\b",
    re.IGNORECASE,
)
_AMOUNT_OFF = re.compile(
    r"\s*(?:off|on)\s+(?:each|every|per)\s+(?:paid\s+)?(?:ticket|pass|person|admission)\b",
    re.IGNORECASE,
)
# "families buying four or more passes", "groups of at least 6"
_AT_LEAST = re.compile(
    r"\b(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) or more\b"
    r"|\bat least (?P<m>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)"
    r" (?:people|persons|passes|tickets|guests|visitors|members)\b",
    re.IGNORECASE,
)


def _discounts(text: str, sent: _Sent, size: int) -> list[_Discount]:
    """The sentence's discounts off every ticket of a party of *size*."""
    whole = text[sent.start : sent.end]
    if _kinds(whole) - {"adult"} and not _PACKAGE.search(whole):
        return []  # "students get 10% off": for one band only
    for m in _AT_LEAST.finditer(whole):
        word = (m["n"] or m["m"]).lower()
        if _count(word) > size:
            return []  # "four or more passes" for a party of three
    keys = _clause_keys(sent, sent.start, sent.end)
    found = []
    for m in _SHARE_OFF.finditer(whole):
        share = float(m["pct"]) / 100 if m["pct"] else (1 / 3 if m["third"] else 0.5)
        found.append(_Discount(share, 0.0, m[0], keys))
    for p in sent.quants:
        if p.family.startswith(_MONEY) and p.q.value is not None and _AMOUNT_OFF.match(text, p.end):
            found.append(_Discount(0.0, p.q.value, f"{p.text} off each ticket", keys))
    return found


def _clause_keys(sent: _Sent, start: int, end: int) -> frozenset[str]:
    """The keys of the words of *sent* from *start* to *end* that say what it is about."""
    return frozenset(
        t.key
        for t in sent.toks
        if start <= t.start < end
        and t.flags & _CONTENT
        and not t.flags & _NUMBER
        and t.low not in _GENERIC
    )


def _relative(bands: list[_Band]) -> list[_Band]:
    """*bands* with a share of the adult price priced, when one adult price is given."""
    adult = {(b.price, b.text) for b in bands if b.kinds == _ADULT and b.price >= 0}
    out = [b for b in bands if b.price >= 0]
    if len({price for price, _ in adult}) == 1:
        price, text = adult.pop()
        out += [
            b._replace(
                price=round(-b.price * price, 2), text=f"{-b.price:g} × {text}", source=b.text
            )
            for b in bands
            if b.price < 0
        ]
    return out


def _price(member: _Member, bands: Sequence[_Band]) -> _Band | None:
    """The one band *member* falls in, or None."""
    found = _band_of(member, bands)
    if found is not None or not bands:
        return found
    # two prices for the member's band: those of the sentence nearest the claim
    best = max(b.fit for b in bands)
    if sum(b.fit == best for b in bands) == len(bands):
        return None
    return _band_of(member, [b for b in bands if b.fit == best or b.price == 0])


def _band_of(member: _Member, bands: Sequence[_Band]) -> _Band | None:
    if member.age is not None:
        lo, hi = member.age
        ranged = [b for b in bands if b.ages != _NO_AGE and b.ages[0] <= lo and hi <= b.ages[1]]
        if member.kind is not None:
            ranged = [b for b in ranged if member.kind in b.kinds or member.kind == "child"]
        if ranged:
            narrowest = min(b.ages[1] - b.ages[0] for b in ranged)
            ranged = [b for b in ranged if b.ages[1] - b.ages[0] == narrowest]
            return ranged[0] if len({b.price for b in ranged}) == 1 else None
        if any(b.ages != _NO_AGE and member.kind in (None, *b.kinds) for b in bands):
            return None  # banded by age, and this age is in none of them
        kind = member.kind or ("adult" if lo >= 18 else "child" if hi < 18 else "")
    else:
        kind = member.kind or ""
    fits = [b for b in bands if any(k in b.kinds for k in _SAME_KIND.get(kind, (kind,)))]
    if not fits and kind in ("adult", "senior", "student"):
        fits = [b for b in bands if b.kinds == _ANYONE]
    if member.age is None and len({b.ages for b in fits}) > 1:
        # "children" against bands for two ages of children: those who pay,
        # when only one band of them does ("under-4s play free")
        paying = [b for b in fits if b.price > 0]
        if len(paying) != 1:
            return None
        fits = paying
    return fits[0] if len({b.price for b in fits}) == 1 else None


def party_total(info: _ClaimInfo, chunks: Sequence[Chunk]) -> Party | None:
    """The claim figure a party's prices in *chunks* work out, or None."""
    money = [q for q in info.quants if q.family.startswith(_MONEY) and q.cmp in (None, "~")]
    if not money or (info.lows.isdisjoint(_KIND) and "year-old" not in info.text):
        return None
    read = _members(info.text)
    if read is None:
        return None
    members, spans = read
    if not members or (len(members) == 1 and members[0].age is None):
        return None  # one adult's price is the text's own figure
    common = {t.key for t in info.content if not t.flags & _CAP}
    bands: list[tuple[_Band, Chunk, _Sent]] = []
    packages: list[tuple[tuple[Amount, str], Chunk, _Sent]] = []
    extras: list[tuple[tuple[Amount, frozenset[str]], Chunk, _Sent]] = []
    discounts: list[tuple[_Discount, Chunk, _Sent]] = []
    for chunk in chunks:
        for sent in _analyze_chunk(chunk.text).sents:
            b, p, e = _bands(chunk.text, sent)
            fit = len(sent.keys & common)
            bands.extend((x._replace(fit=fit), chunk, sent) for x in b)
            packages.extend((x, chunk, sent) for x in p)
            # an extra counts only when the claim names what it is for (not
            # by a name: "Corby Mill" is not "the mill race tour")
            extras.extend((x, chunk, sent) for x in e if x[1] & common)
            discounts.extend(
                (d, chunk, sent)
                for d in _discounts(chunk.text, sent, len(members))
                if d.keys & common
            )
    if not bands:
        return None
    if any(
        int(m[1] or m[2]) <= len(members)
        for chunk in chunks
        for m in _GROUP_FROM.finditer(chunk.text)
    ):
        return None  # a party this large may pay a group rate
    priced_bands = _relative([b for b, _, _ in bands])
    priced = [_price(m, priced_bands) for m in members]
    if any(b is None for b in priced):
        return None
    used = [x for x in bands if any(x[0].text in (b.text, b.source) for b in priced if b)]
    total = sum(b.price for b in priced if b is not None)
    sum_text = " + ".join(b.text for b in priced if b is not None)
    if len(priced) == 1 and priced[0] is not None:
        sum_text = f"{priced[0].text}, the figure for {_band_name(priced[0])}"
    saving = _SAVING.search(info.text) is not None
    words = tuple(spans) + tuple((m.start(), m.end()) for m in _PARTY_WORDS.finditer(info.text))
    # "four separate tickets" for a party of four
    words += tuple(
        (m.start(), m.end())
        for m in _TICKETS.finditer(info.text)
        if _count(m["count"]) == len(members)
    )
    # "saves £6", "£9 cheaper than four separate tickets"
    compared = tuple((m.start(), m.end()) for m in _COMPARED.finditer(info.text))
    for q in money:
        value = q.q.value
        if value is None or q.q.factor not in (None, 1.0):
            continue
        if abs(value - total) < 0.005:
            return Party(q.start, words, f"{q.text} = {sum_text}", _sources(used))
        for d, chunk, sent in discounts:
            # "Buying online saves $8 on each ticket", "10% off the total"
            paid = [b.price for b in priced if b is not None and b.price > 0]
            if d.share:
                cut = round(total * (1 - d.share), 2)
            else:
                cut = sum(max(0.0, x - d.amount) for x in paid)
            if abs(value - cut) < 0.005:
                note = f"{q.text} = ({sum_text}) less {d.text}"
                return Party(q.start, words, note, _sources([*used, (d, chunk, sent)]))
        for (extra, _), chunk, sent in extras:
            # "Two adults and a 7-year-old riding in the dome car would pay
            # $357": each member's fare and each member's "$40 extra"
            n = len(members)
            per = extra.q.value
            if per is not None and abs(value - (total + n * per)) < 0.005:
                note = f"{q.text} = {sum_text} + {n} × {extra.text}"
                return Party(q.start, words, note, _sources([*used, (extra, chunk, sent)]))
        for (f, label), chunk, sent in packages if saving else ():
            if not _covers(label, members):
                continue  # "a family ticket for two adults and two children", for five
            if f.q.value is not None and abs(value - (total - f.q.value)) < 0.005:
                note = f"{q.text} = {sum_text} − {f.text}"
                sources = _sources([*used, (f, chunk, sent)])
                return Party(q.start, words + compared, note, sources)
    return None


# "two adults and up to three children": how many of each kind a package admits
_ADMITS = re.compile(
    rf"(?:(?:up to|at most|no more than)\s+)?{_COUNT}\s+(?P<kind>\b(?:{_KIND_WORD}|under-\d+s?)\b)",
    re.IGNORECASE,
)


def _covers(label: str, members: Sequence[_Member]) -> bool:
    """Whether a family or group ticket labelled *label* admits the whole party.

    A label that names no one ("a family ticket costs £38") is taken to admit
    a family; one that names its members admits at most that many of each kind.
    """
    limits: dict[str, int] = {}
    for m in _ADMITS.finditer(label):
        if m["count"].lower() in ("a", "an"):
            continue
        kind = _KIND.get(m["kind"].lower(), "child")  # "two under-16s"
        kind = "adult" if kind in ("adult", "senior", "student") else "child"
        limits[kind] = limits.get(kind, 0) + _count(m["count"])
    if not limits:
        return True
    party: dict[str, int] = {}
    for member in members:
        kind = member.kind or ("adult" if member.age and member.age[0] >= 18 else "child")
        kind = "adult" if kind in ("adult", "senior", "student") else "child"
        party[kind] = party.get(kind, 0) + 1
    return all(n <= limits.get(kind, 0) for kind, n in party.items())


def _band_name(band: _Band) -> str:
    lo, hi = band.ages
    if band.ages == _NO_AGE:
        return " or ".join(sorted(band.kinds))
    if hi == math.inf:
        return f"ages {lo:g} and over"
    if lo <= 0:
        return f"under-{hi + 1:g}s"
    return f"ages {lo:g} to {hi:g}"


def _sources(used: Sequence[tuple[object, Chunk, _Sent]]) -> tuple[tuple[Chunk, _Sent], ...]:
    seen: dict[tuple[str, int], tuple[Chunk, _Sent]] = {}
    for _, chunk, sent in used:
        seen.setdefault((chunk.chunk_id, sent.start), (chunk, sent))
    return tuple(seen[k] for k in sorted(seen))


def party_amount(q: Amount, party: Party | None) -> bool:
    """Whether claim figure *q* is the party's total or one of its counts or ages."""
    return party is not None and (q.start == party.figure or party.names(q.start))
